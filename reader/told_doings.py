"""A told count of doings asked as the time spent on them, with the time one doing takes (ADR 0324).

"It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns. How many hours does he spend cutting
lawns?" The middle sentence holds nothing: cutting 8 lawns is a count of acts, not lawns had or
moved, and its verb has no arithmetic role, so the ordinary reading refuses it. With the time one
such act takes told for the same verb and the same things, the question asks what ADR 0079's
question asks: "How many hours does it take him to cut 8 lawns?". So the problem is read again
with the act sentence taken out and the question asked that way, by the whole reader: the rate
must then be the doer's for that verb and those things (a time of no one is no one's), and every
other sentence must still read. With no act sentence, "How many minutes will he spend sanding 9
planks?" is asked the same way, the counts taken from the question.

Only this shape is read:

- one act sentence "<doer> <verb>s|<verb>ed N THINGS [, and M THINGS ...]" (a name or a subject
  pronoun, a present or past verb, whole counts, describing words and one noun each, nothing
  else), or the same act as an opening condition "If he paints 6 marines and 2 tanks, how ...";
- a question "How long | How many <time unit> | How much time does|did|will <doer> spend
  [<the verb>ing] [THINGS] [total | in total | altogether | in all]?".

The doer of the question is the act's doer: the same name, the same pronoun, or a pronoun of the
name's gender. The gerund, when said, is the act's verb ("cutting" for 'cut'); the things after
it, when said, are the act's one kind. Another doer, another verb or kind, a modal ("can cut"), a
negation, a place or time after the count, two act sentences of the verb, a thing asked that is
no time ("How many cans does she use"), and any other time told that is no time per doing ("She
reads for 3 hours": what she spends may add it) keep the refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.dummy_it import NOT_ACTIONS, _Cursor, _named_person, _unpunctuated
from reader.dummy_it_lists import counted_part
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

ASKING = frozenset({"does", "did", "will"})
TOTALS = (("in", "total"), ("in", "all"), ("total",), ("altogether",))  # the longer first
OBJECT_CASE = {"he": "him", "she": "her"}
ACT_TAGS = frozenset({"VBZ", "VBD"})
TENSES = {"does": "VBZ", "will": "VBZ", "did": "VBD"}  # "If he paints 6, how long will he spend ...?"


@dataclass(frozen=True, slots=True)
class TimeOfDoings:
    value: Fraction
    unit: str
    base: object  # the Answer of the question asked again
    step: str


@dataclass(frozen=True, slots=True)
class _Act:
    doer: Word
    lemma: str  # the verb as it stands after 'to' in the story ("wrap" for "wraps", "wrapped")
    tags: tuple[str, ...]  # the told verb's tags: its tense, or none for a gerund asked
    parts: tuple[str, ...]  # the lemma of each counted kind
    text: str  # "8 lawns", "6 marines and 2 tanks": the counted parts as written


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word | None, ...]:
    return _unpunctuated(sentence_words(sentence, lexicon))


def _doer(word: Word | None) -> bool:
    """A name, or 'he' / 'she'."""
    if word is None:
        return False
    if word.category == "pronoun":
        return word.text.casefold() in OBJECT_CASE
    return _named_person(word, 0) is not None


def _act(
    words: tuple[Word | None, ...], text: str, sentence: Sentence, start: int, words_to: frozenset[str]
) -> _Act | None:
    """ "He cuts 8 lawns", "Joe painted 6 marines and 2 tanks" from ``start`` to the end, else None."""
    if any(w is None for w in words):
        return None
    c = _Cursor(words)
    doer, verb = c.peek(start), c.peek(start + 1)
    if not _doer(doer) or verb is None or not ACT_TAGS & set(verb.tags):
        return None
    if verb.category in NOT_ACTIONS or verb.category in ("verb_take", "verb_cost", "verb_pay"):
        return None
    begin = start + 2
    parts = _parts(c, begin)
    lemma = _told_lemma(verb, words_to)
    if parts is None or lemma is None:
        return None
    assert doer is not None
    return _Act(doer, lemma, verb.tags, parts, _told(text, sentence, words, begin))


def _parts(c: _Cursor, begin: int) -> tuple[str, ...] | None:
    """ "8 lawns", "6 marines and 2 tanks", "3 hats, 2 caps, and 4 bags" from ``begin`` to the end: each kind once."""
    cuts = [i for i in range(begin, len(c.words)) if c.text(i) in ("and", ",")]
    bounds = [begin - 1, *cuts, len(c.words)]
    parts: list[str] = []
    for left, right in zip(bounds, bounds[1:], strict=False):
        if right == left + 1 and c.text(left) == "," and c.text(right) == "and":
            continue  # the serial comma of ", and"
        head = counted_part(c, left + 1, right)
        if head is None:
            return None
        parts.append(head)
    return tuple(parts) if len(set(parts)) == len(parts) else None


def _told(text: str, sentence: Sentence, words: tuple[Word | None, ...], begin: int) -> str:
    """The text of the counted parts as written, from ``begin`` to the last word."""
    last = words[-1]
    assert last is not None
    return text[sentence.tokens[begin].start : sentence.tokens[last.index].end]


def _told_lemma(verb: Word, infinitives: frozenset[str]) -> str | None:
    """The one verb after 'to' in the story that ``verb`` is a present or past form of ("wraps" of 'wrap')."""
    text = verb.text.casefold()
    forms = {verb.lemma.casefold()}
    if "VBZ" in verb.tags:
        forms |= {text[:-1], text[:-2]} if text.endswith("s") else set()
    if "VBD" in verb.tags:
        forms |= {text, text[:-1], text[:-2], text[:-3]} if text.endswith("ed") else {text}
    found = forms & infinitives
    return next(iter(found)) if len(found) == 1 else None


def _infinitives(sentences: list[Sentence]) -> frozenset[str]:
    """Every word right after 'to' in the story, casefolded."""
    found: set[str] = set()
    for sentence in sentences:
        words = [t.text.casefold() for t in sentence.tokens]
        found |= {b for a, b in zip(words, words[1:], strict=False) if a == "to"}
    return frozenset(found)


def _gerund_of(word: Word, lemma: str) -> bool:
    """ "cutting" of 'cut', "baking" of 'bake', "painting" of 'paint': the -ing form of the act's verb."""
    text = word.text.casefold()
    forms = {lemma + "ing", lemma + lemma[-1:] + "ing"}
    if lemma.endswith("e"):
        forms.add(lemma[:-1] + "ing")
    return text in forms


@dataclass(frozen=True, slots=True)
class _Asked:
    opening: str  # "How long", "How many hours"
    aux: str
    doer: Word
    at: int  # where the words after 'spend' begin


def _asked(c: _Cursor, start: int) -> _Asked | None:
    """ "How long | How many <time unit> | How much time" + does|did|will + doer + 'spend'."""
    if c.text(start) != "how":
        return None
    if c.text(start + 1) == "long" or (c.text(start + 1), c.text(start + 2)) == ("much", "time"):
        opening, at = "How long", start + (2 if c.text(start + 1) == "long" else 3)
    else:
        unit = c.peek(start + 2)
        if c.text(start + 1) != "many" or unit is None or unit.category != "unit_noun":
            return None
        if unit.attr("dimension") != "time":
            return None
        opening, at = f"How many {unit.text}", start + 3
    doer, spend = c.peek(at + 1), c.peek(at + 2)
    if c.text(at) not in ASKING or not _doer(doer) or spend is None or spend.lemma != "spend":
        return None
    assert doer is not None
    return _Asked(opening, c.text(at), doer, at + 3)


def _rest_fits(c: _Cursor, at: int, act: _Act) -> bool:
    """After 'spend': [the act's gerund] [its one kind] [total | in total | altogether | in all], nothing else."""
    end = len(c.words)
    for total in TOTALS:
        n = len(total)
        if end - n >= at and all(c.text(end - n + i) == w for i, w in enumerate(total)):
            end -= n
            break
    if at < end:
        word = c.peek(at)
        if word is None or not _gerund_of(word, act.lemma):
            return False
        at += 1
    if at < end:
        thing = c.peek(at)
        if len(act.parts) != 1 or thing is None or thing.category != "noun" or "NNS" not in thing.tags:
            return False
        if thing.lemma.casefold() != act.parts[0]:
            return False
        at += 1
    return at == end


def _same_doer(act: Word, asked: Word) -> bool:
    """The same name, the same pronoun, or a pronoun of the named doer's gender."""
    a, q = act.text.casefold(), asked.text.casefold()
    if a == q:
        return True
    if asked.category != "pronoun" or act.category == "pronoun":
        return False
    gender = act.attr("gender") or act.attr("name_gender")
    return gender != "" and gender == asked.attr("gender")


def _question(act: _Act, asked: _Asked) -> str:
    """ "How many hours does it take him to cut 8 lawns?"."""
    doer = act.doer.text if act.doer.category != "pronoun" else OBJECT_CASE[act.doer.text.casefold()]
    return f"{asked.opening} {asked.aux} it take {doer} to {act.lemma} {act.text}?"


def _asked_again(text: str, sentences: list[Sentence], lexicon: Lexicon) -> str | None:
    """The problem with its act taken out and its question asked with 'it take'; None for any other shape."""
    question = sentences[-1]
    words = _words(question, lexicon)
    if any(w is None for w in words):
        return None
    c = _Cursor(words)
    told_to = _infinitives(sentences[:-1])
    if c.text() == "if":  # "If he paints 6 marines and 2 tanks, how long does he spend painting?"
        comma = next((i for i in range(len(words) - 1) if c.text(i) == "," and c.text(i + 1) == "how"), 0)
        act = _act(words[:comma], text, question, 1, told_to) if comma else None
        asked = _asked(c, comma + 1) if act is not None else None
        before, told = text[: question.start], None
    else:
        acts = [(s, _act(_words(s, lexicon), text, s, 0, told_to)) for s in sentences[:-1]]
        found = [(s, a) for s, a in acts if a is not None]
        if not found:
            return _spent_on_counts(text, sentences, lexicon, c, told_to)
        if len(found) != 1:
            return None
        told, act = found[0]
        asked = _asked(c, 0)
        before = text[: told.start] + text[told.end : question.start]
    if act is None or asked is None or not _rest_fits(c, asked.at, act):
        return None
    if _other_time(sentences[:-1], lexicon, told):
        return None
    if not _same_doer(act.doer, asked.doer):
        return None
    if act.tags and TENSES[asked.aux] not in act.tags:
        return None  # "He cut 8 lawns. How long does he spend ...?": a past act asked of the present
    return before.rstrip() + (" " if before.strip() else "") + _question(act, asked)


def _other_time(sentences: list[Sentence], lexicon: Lexicon, act: Sentence | None) -> bool:
    """Some time told that is no time per doing ("She reads for 3 hours"): what she spends may add it.

    A time per doing is an amount of time right before 'to' ("2 hours to paint a painting"), or
    before 'for <doer> to' ("2 hours for Ann to paint a painting", ADR 0341).
    """
    for sentence in sentences:
        if sentence is act:
            continue
        c = _Cursor(_words(sentence, lexicon))
        for i, word in enumerate(c.words):
            timed = word is not None and word.category == "unit_noun" and word.attr("dimension") == "time"
            per_doing = c.text(i + 1) == "to" or (c.text(i + 1) == "for" and c.text(i + 3) == "to")
            if timed and not per_doing:
                return True
    return False


def _spent_on_counts(
    text: str, sentences: list[Sentence], lexicon: Lexicon, c: _Cursor, told_to: frozenset[str]
) -> str | None:
    """ "How many minutes will he spend sanding 9 planks?": the counts told in the question itself."""
    question = sentences[-1]
    if _other_time(sentences[:-1], lexicon, None):
        return None
    asked = _asked(c, 0)
    gerund = c.peek(asked.at) if asked is not None else None
    if asked is None or gerund is None:
        return None
    lemmas = [lemma for lemma in told_to if _gerund_of(gerund, lemma)]
    parts = _parts(c, asked.at + 1)
    if len(lemmas) != 1 or parts is None:
        return None
    act = _Act(asked.doer, lemmas[0], (), parts, _told(text, question, c.words, asked.at + 1))
    return text[: question.start].rstrip() + " " + _question(act, asked)


def read_told_doings(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> TimeOfDoings | None:
    """The time the told doings take, asked again as "How long does it take him to ...?"; else None."""
    from reader.api import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if "spen" not in text[sentences[-1].start : sentences[-1].end].casefold():
        return None  # the question always spends the time ("spend", "spent")
    again = _asked_again(text, sentences, lexicon)
    if again is None:
        return None
    answer = read(again, lexicon)
    if not isinstance(answer, Answer):
        return None
    step = f"the told doings asked as the time they take: {again.split('.')[-1].strip()}"
    return TimeOfDoings(answer.value, answer.unit, answer, step)


def unnamed_doing(graph) -> ReaderRefusal | None:
    """A refusal when time is asked as 'spent' on things that a doing's time per thing prices.

    "It takes Theo 6 minutes to sand a plank. How many minutes will he spend painting 9 planks?" was
    answered 54 by the ordinary reading, which takes the rate of sanding for any time spent on
    planks: the word after 'spend' was no verb of the lexicon ('painting' is a noun there), so no
    doing was compared. A question that spends time on the rate's things names its doing through the
    reading above ("spend sanding 9 planks" is asked again as "it take him to sand"), never here.
    """
    q = graph.question
    if q.kind != "scaled" or q.verb_lemma != "spend" or q.unit is None or q.unit.dimension != "time":
        return None
    given = q.given
    if given is None:
        return None
    doings = [
        r
        for r in graph.rates
        if r.unit_key == "dim:time" and r.verb_lemma not in ("", "spend") and r.per_key == given.unit.head
    ]
    if not doings:
        return None
    detail = f"time spent on {given.unit.head}s with no doing named: '{doings[0].verb_lemma}' or another?"
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")
