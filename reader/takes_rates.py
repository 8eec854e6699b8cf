"""A work rate told one way and asked the other way round, retold in the words already read (ADR 0433).

Three shapes say the same pace as a shape the reader already reads (ADR 0079, ADR 0339):

- "It takes Nora 3 minutes to read 6 pages" says what "Nora can read 6 pages in 3 minutes" says. The
  dummy-'it' reading (ADR 0079) answers the time for a count ("How long will it take her to read 30
  pages?"), but not the count done in a time ("How many pages can she read in 10 minutes?"), which the
  'can ... in' reading answers. The statement is retold in that order; 'a'/'an'/'one' before the
  thing or the unit is written as '1'.
- "How many hours will Nora take to read 60 pages?" asks what "How many hours will it take Nora to read
  60 pages?" asks: the doer moved after a dummy 'it', as a pronoun in its object form.
- "Nora reads 6 pages every 3 minutes. How long will it take her to read 30 pages?": a doing repeated
  every N minutes (ADR 0339) refuses an asked time, since the time may end inside a cycle. When the
  asked count is a whole number of the cycle's counts (30 = 5 x 6), the time ends on a cycle's end,
  and the cycle is the same pace as "6 pages in 3 minutes"; only then is 'every' written as 'in', and
  only for cycles shorter than a day (cycles of days recur on dates, ADR 0339), at least two things a
  cycle of a doing kept up through it ('reads', 'bakes', 'fills': one pill or one bus load a cycle is an
  act at one moment, whose first may come at the cycle's start), and a time asked in the cycle's unit
  or as "How long".

The retold text is read by the whole reader, with all of its checks (the same verb in both sentences,
the same things, one doer, units it can convert); when it refuses, the first refusal stands. Only
one doer is moved or retold: a name, 'he'/'she'/'him'/'her', or 'the'/'this' and a noun; a pair, a
group, 'they', a thing with adjectives, a past 'took', or anything after the thing keeps the refusal.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.dummy_it import _action, unit_free_number
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

Words = tuple[Word | None, ...]
ONE_WORDS = frozenset({"a", "an"})
TIME = "time"
SECONDS_A_DAY = 86400
PACE_VERBS = frozenset({"verb_activity", "verb_produce"})
AUXILIARIES = frozenset({"will", "would", "does", "did", "do"})
SUBJECT_FORMS = {"him": "he", "her": "she", "he": "he", "she": "she"}
OBJECT_FORMS = {"he": "him", "she": "her"}
DEMONSTRATIVE_ARTICLES = frozenset({"the", "this", "that"})
DOER_NOUNS = frozenset({"noun", "person_noun"})


def _text(words: Words, at: int) -> str:
    word = words[at] if 0 <= at < len(words) else None
    return word.text.casefold() if word is not None else ""


def _count(word: Word | None) -> Fraction | None:
    """A whole count before a thing or a unit: '6', 'six', and 'a'/'an' as one."""
    if word is None:
        return None
    if word.text.casefold() in ONE_WORDS:
        return Fraction(1)
    value = unit_free_number(word)
    return value if value is not None and value > 0 and value.denominator == 1 else None


def _is_time_unit(word: Word | None) -> bool:
    return word is not None and word.category == "unit_noun" and word.attr("dimension") == TIME


def _shorter_than_a_day(word: Word | None) -> bool:
    """A second, a minute or an hour: a pace kept while doing. A cycle of days recurs on dates, and
    whether the last batch falls at the start or the end of its days is not told (ADR 0339)."""
    if not _is_time_unit(word) or word is None:
        return False
    factor = word.attr("factor") or "1"
    return word.attr("base") == "second" and Fraction(factor) < SECONDS_A_DAY


def _doer(words: Words, at: int) -> tuple[str, int] | None:
    """One doer at ``at``: its subject form and how many words it takes ("Nora", "her", "the machine")."""
    word = words[at] if at < len(words) else None
    if word is None:
        return None
    if word.category == "name":
        return word.text, 1
    lower = word.text.casefold()
    if word.category == "pronoun" and lower in SUBJECT_FORMS:
        return SUBJECT_FORMS[lower], 1
    nxt = words[at + 1] if at + 1 < len(words) else None
    if lower in DEMONSTRATIVE_ARTICLES and nxt is not None and nxt.category in DOER_NOUNS:
        return f"{word.text} {nxt.text}", 2
    return None


def _retold_statement(sentence: Sentence, words: Words) -> tuple[int, int, str] | None:
    """ "It takes Nora 3 minutes to read 6 pages." as "Nora can read 6 pages in 3 minutes."."""
    if len(words) < 8 or _text(words, 0) != "it" or _text(words, 1) != "takes":
        return None
    found = _doer(words, 2)
    if found is None:
        return None
    doer, used = found
    at = 2 + used
    if len(words) != at + 6:
        return None  # exactly: amount, unit, 'to', verb, count, thing
    amount, unit, to, verb, count, thing = words[at : at + 6]
    if _count(amount) is None or not _is_time_unit(unit) or _text(words, at + 2) != "to":
        return None
    if not _action(verb) or verb is None or verb.text.casefold() != verb.lemma.casefold():
        return None
    if _count(count) is None or thing is None or thing.category != "noun" or to is None:
        return None
    subject = doer[0].upper() + doer[1:]
    number = "1" if count.text.casefold() in ONE_WORDS else count.text  # type: ignore[union-attr]
    time = "1" if amount.text.casefold() in ONE_WORDS else amount.text  # type: ignore[union-attr]
    new = f"{subject} can {verb.text} {number} {thing.text} in {time} {unit.text}"  # type: ignore[union-attr]
    tokens = sentence.tokens
    return tokens[0].start, tokens[len(words) - 1].end, new


def _asked_time(words: Words) -> int | None:
    """Where the words after "How long" / "How many <unit of time>" start in a question; None otherwise."""
    if _text(words, 0) != "how":
        return None
    if _text(words, 1) == "long":
        return 2
    if _text(words, 1) == "many" and _is_time_unit(words[2] if len(words) > 2 else None):
        return 3
    return None


def _turned_question(sentence: Sentence, words: Words) -> tuple[int, int, str] | None:
    """ "How many hours will Nora take to read 60 pages?" as "... will it take Nora to read 60 pages?"."""
    at = _asked_time(words)
    if at is None or _text(words, at) not in AUXILIARIES:
        return None
    first = words[at + 1] if at + 1 < len(words) else None
    found = _doer(words, at + 1)
    if found is None or first is None:
        return None
    used = found[1]
    if _text(words, at + 1 + used) != "take" or _text(words, at + 2 + used) != "to":
        return None
    lower = first.text.casefold()
    doer = " ".join(w.text for w in words[at + 1 : at + 1 + used] if w is not None)
    if first.category == "pronoun":
        if lower not in OBJECT_FORMS:
            return None
        doer = OBJECT_FORMS[lower]
    tokens = sentence.tokens
    return tokens[at + 1].start, tokens[at + 1 + used].end, f"it take {doer}"


def _pace_verb(word: Word | None) -> bool:
    """A doing kept up through the cycle ('reads', 'knits', 'bakes', 'fills'), not an act at one moment
    ('takes a pill', 'picks up 30 people', 'carries 4 boxes': the batch may come at the cycle's start)."""
    if word is None or "VBZ" not in word.tags:
        return False
    return word.category in PACE_VERBS or word.attr("fills") == "container"


def _asked_count(words: Words) -> tuple[Fraction, str, str] | None:
    """The one count a time question asks to be done ("to read 30 pages"): its value, the thing's lemma,
    and the asked unit's lemma ('' for "How long")."""
    start = _asked_time(words)
    if start is None:
        return None
    unit = words[2].lemma.casefold() if start == 3 and words[2] is not None else ""
    counts = [i for i, w in enumerate(words) if unit_free_number(w) is not None]
    if len(counts) != 1:
        return None
    at = counts[0]
    thing = words[at + 1] if at + 1 < len(words) else None
    value = _count(words[at])
    if value is None or thing is None or thing.category != "noun" or _text(words, at - 2) != "to":
        return None
    return value, thing.lemma.casefold(), unit


def _every_as_in(
    sentence: Sentence, words: Words, asked: tuple[Fraction, str, str] | None
) -> tuple[int, int, str] | None:
    """ "reads 6 pages every 3 minutes" with 'every' as 'in', when the asked count is whole cycles of it."""
    if asked is None:
        return None
    everies = [i for i, w in enumerate(words) if _text(words, i) == "every"]
    if len(everies) != 1:
        return None
    at = everies[0]
    if at < 3 or len(words) != at + 3 or not _shorter_than_a_day(words[at + 2]):
        return None  # "... N things every K <unit>." and nothing after
    if unit_free_number(words[at + 1]) is None:
        return None
    count, thing = _count(words[at - 2]), words[at - 1]
    if (
        count is None
        or count < 2
        or thing is None
        or thing.category != "noun"
        or thing.lemma.casefold() != asked[1]
    ):
        return None  # one thing a cycle is an act spaced out: the first may come at the cycle's start
    if not _pace_verb(words[at - 3]):
        return None
    if asked[2] and asked[2] != words[at + 2].lemma.casefold():  # type: ignore[union-attr]
        return None  # "every 30 minutes ... How many hours": not retold (ADR 0339's lane keeps it refused)
    if (asked[0] / count).denominator != 1:
        return None  # the asked count would end inside a cycle
    token = sentence.tokens[at]
    return token.start, token.end, "in"


def takes_rates(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its rate or its question told in the order the reader reads; None if not one."""
    if "take" not in text.casefold() and "every" not in text.casefold():
        return None
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    said = [sentence_words(s, lexicon) for s in sentences]
    if any(s.is_question for s in sentences[:-1]):
        return None
    question = said[-1]
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    asked = _asked_count(question)
    for sentence, words in zip(sentences[:-1], said[:-1], strict=True):
        retold = _retold_statement(sentence, words)
        if retold is not None:
            edits.append(retold)
            steps.append("It takes X T to do N things = X can do N things in T")
        every = _every_as_in(sentence, words, asked)
        if every is not None:
            edits.append(every)
            steps.append("N things every T, asked for whole cycles of N = N things in T")
    turned = _turned_question(sentences[-1], question)
    if turned is not None:
        edits.append(turned)
        steps.append("How long will X take to do N things = How long will it take X to do N things")
    return with_edits(text, edits, steps)


__all__ = ["takes_rates"]
