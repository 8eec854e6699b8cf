"""A speed asked of one told trip: "A girl walks 2 km in 30 minutes. What is her speed in kilometers per hour?"
(ADR 0301).

The reader already reads "walks 2 km in 30 minutes" as the mover's rate, and already answers "How many
kilometers does she walk in 1 hour?" from it, converting lengths and times through the pack's units
(ADR 0030, 0261). A speed is exactly that amount: the length covered in one unit of time. So a question
that asks for the speed is asked again in that form, and the ordinary reading answers it or refuses.

Read (the whole question, nothing else in it):

- "What is|was <mover>'s [average] speed [in L per T]?", "What is|was his|her|its [average] speed ...?",
  "What is|was the [average] speed of <mover> ...?";
- "How fast does|did|is|was <mover> <verb> [in L per T]?", "At what [average] speed does|did|is|was
  <mover> <verb> [in L per T]?".

The mover is one: a name, "the <noun>", 'he', 'she', 'it' or 'I' (never 'they' or 'we'). The asked verb is the
story's own verb of moving, or one that names any way of moving ('travel'). Without "in L per T" the
units are the story's own, and only per hour or per second (the speeds in common use): a time told in
minutes leaves the unit open, so it refuses.

The story must be one told trip, one sentence: "<mover> <verb of moving> N <length> in N <time>.", the
mover one to three words with no 'and'. So two legs, a rest stop, a way back ("to the park and back",
"Then he walked home"), another day, a second mover, and a speed asked of a part of the trip ("for
the first 2 miles") all refuse; so do a plural mover, a speed not of a length per time (words per minute), and
any question with more words than the shapes above. A speed that is no finite decimal (100/3 meters a
minute) refuses too: it cannot be given exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

_COPULAS = frozenset({"is", "was"})
_PROGRESSIVES = frozenset({"is", "was", "am"})
_AUXILIARIES = frozenset({"is", "was", "does", "did", "do", "am"})
_MOVERS = frozenset({"he", "she", "it", "i"})
_POSSESSIVES = {"his": "he", "her": "she", "its": "it", "my": "I"}
_COMMON_TIMES = frozenset({"hour", "second"})


@dataclass(frozen=True, slots=True)
class AskedSpeed:
    value: Fraction
    unit: str
    base: object
    step: str


def _text(words, i: int) -> str:
    word = words[i] if 0 <= i < len(words) else None
    return word.text.casefold() if word is not None else ""


def _length(word) -> bool:
    return word is not None and word.category == "unit_noun" and word.attr("dimension").startswith("length")


def _time(word) -> bool:
    return word is not None and word.category == "unit_noun" and word.attr("dimension") == "time"


def _mover(words, at: int, end: int) -> str | None:
    """The words of one mover between at and end: a name, 'the <noun>', 'he', 'she', 'it'."""
    span = words[at:end]
    if len(span) == 1 and span[0] is not None:
        if span[0].category == "name" or (span[0].category == "pronoun" and _text(span, 0) in _MOVERS):
            return span[0].text
    if len(span) == 2 and _text(span, 0) == "the" and span[1] is not None and span[1].category == "noun":
        if "NN" in span[1].tags and span[1].text.casefold() == span[1].lemma.casefold():
            return f"the {span[1].text}"
    return None


def _units(words, at: int) -> tuple[object, object] | None | bool:
    """'in L per T' ending the question: (L, T); True when the question ends at at; None otherwise."""
    if at == len(words):
        return True
    if _text(words, at) != "in" or _text(words, at + 2) != "per" or at + 4 != len(words):
        return None
    length, time = words[at + 1], words[at + 3]
    return (length, time) if _length(length) and _time(time) else None


def _speed_noun(words, at: int) -> int:
    """Words of '[average] speed' at at (0 when there is none)."""
    if _text(words, at) == "average" and _text(words, at + 1) == "speed":
        return 2
    return 1 if _text(words, at) == "speed" else 0


def _asked(words) -> tuple[str, object, object] | None:
    """(the mover, the asked verb or None, the units or True) of a speed question, else None."""
    if words and _text(words, len(words) - 1) == "?":
        words = words[:-1]
    first = _text(words, 0)
    if first == "what" and _text(words, 1) in _COPULAS:
        n = _speed_noun(words, 3) if _text(words, 2) == "the" else 0
        if n:  # "What is the speed of the car in miles per hour?"
            if _text(words, 3 + n) != "of":
                return None
            start = 4 + n
            for end in (start + 1, start + 2):
                mover = _mover(words, start, end)
                units = _units(words, end)
                if mover is not None and units is not None:
                    return mover, None, units
            return None
        if _text(words, 2) in _POSSESSIVES:  # "What is his speed?"
            mover, at = _POSSESSIVES[_text(words, 2)], 3
        else:  # "What was Jane's speed?", "What was the car's speed?"
            for end in (3, 4):
                if _text(words, end) == "'s" and _mover(words, 2, end) is not None:
                    mover, at = _mover(words, 2, end), end + 1
                    break
            else:
                return None
        n = _speed_noun(words, at)
        units = _units(words, at + n) if n else None
        return None if units is None else (mover, None, units)
    if first == "how" and _text(words, 1) == "fast":
        at = 2
    elif first == "at" and _text(words, 1) == "what":
        n = _speed_noun(words, 2)
        if not n:
            return None
        at = 2 + n
    else:
        return None
    if _text(words, at) not in _AUXILIARIES:
        return None
    for end in (at + 2, at + 3):
        verb = words[end] if end < len(words) else None
        mover = _mover(words, at + 1, end)
        if mover is None or verb is None or verb.category not in ("verb_activity", "verb"):
            continue
        progressive = _text(words, at) in _PROGRESSIVES
        if progressive != ("VBG" in verb.tags):
            return None
        units = _units(words, end + 1)
        return None if units is None else (mover, verb, units)
    return None


_SUBJECT_WORDS = frozenset({"article", "name", "noun", "person_noun", "pronoun", "possessive_marker"})
_AMOUNTS = frozenset({"number", "number_word"})


def _story(sentences, lexicon) -> tuple[object, object, str] | None:
    """The one told trip: "<mover> <verb of moving> N <length> in N <time>." and nothing else; else None.

    The story is that one sentence: a second statement may add a leg, a way back, a rest or another
    day, none of which the speed of this trip may leave out, so any other sentence refuses.
    """
    if len(sentences) != 1 or sentences[0].terminator != ".":
        return None
    words = sentence_words(sentences[0], lexicon)
    if any(w is None for w in words):
        return None
    at = next((i for i, w in enumerate(words) if w.category.startswith("verb")), None)
    if at is None or not 1 <= at <= 3 or any(w.category not in _SUBJECT_WORDS for w in words[:at]):
        return None
    verb = words[at]
    if not verb.attr("motion") or len(words) != at + 6:
        return None
    number, length, prep, count, time = words[at + 1 :]
    if number.category not in _AMOUNTS or not _length(length) or prep.text.casefold() != "in":
        return None
    if count.category not in _AMOUNTS and count.text.casefold() not in ("a", "an") or not _time(time):
        return None
    return length, time, verb.lemma


def read_asked_speed(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> AskedSpeed | None:
    """The speed asked of the story's one trip, read as the length covered in one unit of time; else None."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    asked = _asked(words)
    if asked is None:
        return None
    mover, verb, units = asked
    story = _story(sentences[:-1], lexicon)
    if story is None:
        return None
    told_length, told_time, moving = story
    if verb is not None and verb.lemma != moving and verb.attr("motion") != "any":
        return None
    if units is True:
        if told_time.lemma not in _COMMON_TIMES:
            return None
        length, time = told_length, told_time
    else:
        length, time = units
    plural = _plural(length, lexicon)
    if plural is None:
        return None
    aux = "do" if mover.casefold() == "i" else "does"
    reasked = f"How many {plural} {aux} {mover} {moving} in 1 {time.lemma}?"
    rewritten = text[: question.start] + reasked + text[question.end :]
    found = read(rewritten, lexicon)
    if not isinstance(found, Answer) or found.value <= 0 or not finite_decimal(found.value):
        return None  # 100/3 meters a minute cannot be given exactly
    unit = f"{length.lemma} per {time.lemma}"
    step = f"the speed is the {length.lemma}s covered in 1 {time.lemma}: {found.value} {unit}"
    return AskedSpeed(found.value, unit, found, step)


def _plural(word, lexicon: Lexicon) -> str | None:
    """A plural form of the unit noun the pack knows (the question is asked again as 'how many <plural>')."""
    entry = getattr(lexicon.lookup(word.lemma), "entry", None)
    forms = [s for s, t in getattr(entry, "forms", ()) if t == "NNS"]
    return forms[0] if forms else None
