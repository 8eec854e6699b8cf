"""Shared steps of the whole-problem readings that follow one person through a short story.

Companions (ADR 0144), visits (ADR 0163), ages and percentage nouns read a problem whole, word by
word, and give up on the first word or shape they do not take; these are the steps they share, so
they stay alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TypeVar

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.values import EntityRef, QuestionTarget, Unit

T = TypeVar("T")


class Unread(Exception):
    """A word or a shape the whole-problem reading does not take: the first refusal stands."""


def or_none(read: Callable[..., T], *args: object) -> T | None:
    """``read(*args)``, or None when it meets a word or shape it does not take (it raised Unread)."""
    try:
        return read(*args)
    except Unread:
        return None


def or_none_cut(read: Callable[..., T], *args: object) -> T | None:
    """``or_none`` for readings that index words past a clause's end: a clause that ends before its
    shape did (IndexError) is one more shape not taken."""
    try:
        return or_none(read, *args)
    except IndexError:
        return None


# (sentence, id(lexicon)) -> (lexicon, known words, plain words); None for a sentence with an unknown word.
_WORDS: dict[tuple[Sentence, int], tuple[Lexicon, tuple[Word, ...] | None, tuple[Word, ...] | None]] = {}


def _words_of(
    sentence: Sentence, lexicon: Lexicon
) -> tuple[Lexicon, tuple[Word, ...] | None, tuple[Word, ...] | None]:
    """Both word lists of a sentence, once: dozens of whole-problem readings ask for them in turn.

    Memoised like ``lifecycle.sentence_words`` (keyed by the sentence's value and the lexicon's
    identity, checked on every hit); the memo is small and cleared when full.
    """
    key = (sentence, id(lexicon))
    hit = _WORDS.get(key)
    if hit is not None and hit[0] is lexicon:
        return hit
    found = sentence_words(sentence, lexicon)
    known: tuple[Word, ...] | None = None
    plain: tuple[Word, ...] | None = None
    if not any(w is None for w in found):
        known = plain = tuple(w for w in found if w is not None)
        if plain and plain[-1].category == "punctuation" and plain[-1].attr("mark") != "comma":
            plain = plain[:-1]  # the full stop or question mark
    if len(_WORDS) >= 256:
        _WORDS.clear()
    held = _WORDS[key] = (lexicon, known, plain)
    return held


def known_words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    """The sentence's words, closing mark included; Unread when any word is not in the lexicon."""
    known = _words_of(sentence, lexicon)[1]
    if known is None:
        raise Unread
    return known


def plain_words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    """The sentence's words without its closing mark; Unread when any word is not in the lexicon."""
    plain = _words_of(sentence, lexicon)[2]
    if plain is None:
        raise Unread
    return plain


def short_story(sentences: Sequence[Sentence], lexicon: Lexicon, most: int) -> list[tuple[Word, ...]]:
    """The plain words of a story of 2 to ``most`` sentences: statements closed by a full stop, then one
    question; Unread for any other story, so a short-story reading never sees a longer or looser one."""
    if not 2 <= len(sentences) <= most or not sentences[-1].is_question:
        raise Unread
    if any(s.terminator != "." for s in sentences[:-1]):
        raise Unread
    return [plain_words(s, lexicon) for s in sentences]


def words_by_surface(text: str, lexicon: Lexicon) -> dict[str, Word]:
    """Every word of the story by its lowercase surface, for readings that look words up by spelling;
    Unread when any word is unknown."""
    found: dict[str, Word] = {}
    for sentence in split_sentences(text):
        for word in plain_words(sentence, lexicon):
            found.setdefault(word.text.casefold(), word)
    return found


def word_by_surface(surface: str, words: dict[str, Word]) -> Word:
    """One word of `words_by_surface`; Unread when the story does not hold it."""
    word = words.get(surface.casefold())
    if word is None:
        raise Unread
    return word


def lowered(words: tuple[Word, ...]) -> list[str]:
    """The words' texts in lower case, for matching them against fixed phrases."""
    return [w.text.casefold() for w in words]


def multiple_at(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """ "twice"/"double"/"triple"/"thrice" or "<whole number> times" at ``at``, and where it ends;
    Unread for anything else ("2.5 times", "once")."""
    word = words[at]
    if word.category == "multiplier" and word.attr("factor").isdigit():
        return Fraction(int(word.attr("factor"))), at + 1
    value = plain_number(word)
    if value is None or value.denominator != 1 or value < 2:
        raise Unread
    if at + 1 >= len(words) or words[at + 1].text.casefold() != "times":
        raise Unread
    return value, at + 2


def plain_number(word: Word) -> Fraction | None:
    """A whole or decimal number's value ("12", "7.5") or a number word's ("twelve"); None otherwise."""
    if (
        word.category == "number"
        and word.shape is not None
        and word.shape.primitive in ("integer", "decimal")
    ):
        return Fraction(word.shape.value)
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    return None


def one_person(word: Word, doer: Word | None) -> Word:
    """The story's one person: a name first, then 'he'/'she' agreeing with it; Unread for anyone else."""
    if word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender"))):
        if doer is not None and doer.text.casefold() != word.text.casefold():
            raise Unread  # two persons: whose doings are asked?
        return doer or word
    if (
        doer is not None
        and word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
    ):
        gender = doer.told_gender or doer.attr("gender") or doer.attr("name_gender")
        if gender and gender not in (word.attr("gender"), "any"):
            raise Unread
        if gender != word.attr("gender"):  # "Kaleb ... she ... he": one open name, told both ways (ADR 0244)
            return replace(doer, told_gender=word.attr("gender"))
        return doer
    raise Unread


def past_joiner(words: tuple[Word, ...], at: int) -> int:
    """Where the next part starts after ',', 'and' or ', and' at ``at``; Unread when nothing joins them."""
    comma = words[at].attr("mark") == "comma"
    if comma:
        at += 1
    if at < len(words) and words[at].category == "conjunction" and words[at].lemma.casefold() == "and":
        return at + 1
    if not comma:
        raise Unread
    return at


def story_and_question(
    text: str, lexicon: Lexicon, about: Callable[[tuple[Word, ...]], bool]
) -> tuple[tuple[tuple[int, tuple[Word, ...]], ...], tuple[Word, ...], int] | None:
    """Statements (with their index) then the closing question, or None when the problem is not of that shape.

    Every statement must be `about` what the reading covers; one sentence about anything else means the
    problem is not this reading's to answer, so the first refusal stands.
    """
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    statements = []
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            return None
        words = plain_words(sentence, lexicon)
        if not about(words):
            return None
        statements.append((si, words))
    return tuple(statements), plain_words(sentences[-1], lexicon), len(sentences) - 1


def _held_answer(
    entity: EntityRef,
    held: Fraction,
    value: Fraction,
    unit: UnitSpec,
    said: str,
    steps: tuple[str, ...],
    asked_in: int,
    asked_units: tuple[str, ...],
) -> Answer:
    """An answer whose graph is one event: the one entity holds ``held`` of the unit, then is asked."""
    events = (Event(entity.key, unit.key, "hold", 1, held, "", (0, 0), 0, 0, said),)
    question = QuestionTarget("value", (entity.key,), Unit(unit.key), asked_in, 0)
    graph = MathProblemGraph(
        (entity,), (unit,), events, question, asked_units, Fraction(1), unit.key, ((0, 0),)
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit.key, graph, steps, trace)


def person_answer(
    who: Word, held: Fraction, value: Fraction, unit: str, plural: str, steps: tuple[str, ...]
) -> Answer:
    """A one-person reading's answer: a one-event graph in which the person holds ``held`` of the unit.

    The money and purchase readings (ADRs 0469, 0471, 0473) all answer about one named person; one graph
    shape keeps their answers and trace hashes alike.
    """
    holder = who.text.casefold()
    entity = EntityRef(holder, who.text, "neuter", "singular", "person", 0)
    return _held_answer(entity, held, value, UnitSpec(unit, plural, "", True), who.text, steps, 1, (holder,))


def value_answer(value: Fraction, unit: str, holder: str, steps: tuple[str, ...], asked_in: int) -> Answer:
    """An answer of one value found for a holder (a time, a count): a one-event graph that holds it.

    The job-time, 'it takes' and affine readings answer with the value alone; sharing the graph keeps
    their answers and trace hashes alike.
    """
    holder = holder.casefold()
    entity = EntityRef(holder, holder, "any", "singular", "person", 0)
    return _held_answer(entity, value, value, UnitSpec(unit, unit, "", True), unit, steps, asked_in, (unit,))
