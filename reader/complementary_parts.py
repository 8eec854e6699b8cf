"""Two kinds that split a group with nothing left over, as the pack pairs them (ADR 0417).

"There are 40 students. 30% of them are girls. How many boys are there?" asks the rest of the group by
the other kind: sound only when every member is one kind or the other. The pack says which groups split
so, never a list here:

- a person noun's `splits_into` names the two kinds every member of a group of it is (worker: man
  woman), or two such pairs, one for each stage of life, of which the story's words pick one (student:
  boy girl; man woman). A group with no such entry ("guests", "people": adults may be among them
  beside the boys) is not split, nor is a pair other than the one the group names;
- two adjectives that are each other's `opposite` (male and female) split any group the parts are of:
  a thing that is not the one is the other.

`paired_kinds` lets the chained-parts reading (ADRs 0290, 0306) take the other kind as the rest.
`read_unknown_whole` reads the group told backwards, by a share of one kind and a count of the other:
"[At the mill,] 75% of the workers are men and 30 are women. How many men are there?" The count is
the other share of the group (here 25%), so the group is 30 / (1 - 3/4) = 120 and the men 90. One
statement sentence of exactly that shape and its question; the share below 1, every count whole.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.part_subjects import share_of
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_parts import place_word, same_place
from reader.whole_problem_words import Unread, or_none, plain_words

__all__ = ["paired_kinds", "read_unknown_whole"]

PLACES = frozenset({"in", "at", "on"})
DETERMINERS = frozenset({"the", "a", "an"})
COUNTS = frozenset({"integer", "grouped_integer"})


def _lemma(word: Word) -> str:
    return word.lemma.casefold()


def _text(word: Word) -> str:
    return word.text.casefold()


def _plural_person(word: Word) -> bool:
    return word.category == "person_noun" and "NNS" in word.tags


def paired_kinds(told: Word, other: Word, head: Word | None) -> bool:
    """Whether ``told`` and ``other`` are the two kinds that, by the pack, make up a group of ``head``."""
    if head is None or _lemma(told) == _lemma(other):
        return False
    if _plural_person(told) and _plural_person(other):
        if head.category != "person_noun":
            return False
        pairs = [set(pair.split()) for pair in (head.attr("splits_into") or "").split(";")]
        return {_lemma(told), _lemma(other)} in [pair for pair in pairs if len(pair) == 2]
    if told.category == other.category == "adjective":
        return told.attr("opposite") == _lemma(other) and other.attr("opposite") == _lemma(told)
    return False


def _place(words: tuple[Word, ...]) -> tuple[str, ...]:
    """ "at the mill" -> ("mill",): a preposition of place, an optional determiner and a place's words."""
    if len(words) < 2 or _text(words[0]) not in PLACES:
        raise Unread
    rest = words[2:] if _text(words[1]) in DETERMINERS else words[1:]
    if not rest or not all(place_word(w, i == len(rest) - 1) for i, w in enumerate(rest)):
        raise Unread
    return tuple(_text(w) for w in rest)


def _count(word: Word) -> Fraction:
    if word.category == "number" and word.shape is not None and word.shape.primitive in COUNTS:
        if not word.shape.unit and word.shape.value > 0:
            return Fraction(word.shape.value)
    raise Unread


def _kind(word: Word, head: Word) -> Word:
    """A part's word: a plural person noun or an adjective, never the group's own noun."""
    if _lemma(word) == _lemma(head) or not (_plural_person(word) or word.category == "adjective"):
        raise Unread
    return word


def _statement(words: tuple[Word, ...]) -> tuple[tuple[str, ...], Fraction, Word, Word, Fraction, Word, str]:
    """ "[At the mill,] 75% of the workers are men and 30 are women": place, share, group, kinds, count."""
    place: tuple[str, ...] = ()
    comma = next((i for i, w in enumerate(words) if w.attr("mark") == "comma"), None)
    if words and _text(words[0]) in PLACES:
        if comma is None:
            raise Unread
        place = _place(words[:comma])
        words = words[comma + 1 :]
    if len(words) != 10:
        raise Unread
    share = share_of(words[0])  # a one-token share: "75%", "3/4", "half"
    if share is None or share >= 1:
        raise Unread
    of, the, head, copula, told, joiner, number, copula2, other = words[1:]
    if (_text(of), _text(the), _text(joiner)) != ("of", "the", "and"):
        raise Unread
    if head.category not in ("person_noun", "noun") or "NNS" not in head.tags or _text(head) == _lemma(head):
        raise Unread
    if copula.category != "copula" or _text(copula) not in ("are", "were") or _text(copula2) != _text(copula):
        raise Unread
    first, second = _kind(told, head), _kind(other, head)
    if not paired_kinds(first, second, head):
        raise Unread
    return place, share, head, first, _count(number), second, _text(copula)


def _question(words: tuple[Word, ...], head: Word, told: Word, place: tuple[str, ...], copula: str) -> str:
    """ "How many men are there [at the mill]?", "How many female cows ...?", "How many workers ...?"."""
    if len(words) < 5 or (_text(words[0]), _text(words[1])) != ("how", "many"):
        raise Unread
    at = next((i for i, w in enumerate(words) if w.category == "copula"), None)
    if at is None or _text(words[at]) != copula:
        raise Unread
    asked, after = words[2:at], words[at + 1 :]
    if after and _text(after[0]) == "there":
        after = after[1:]
    elif not after:
        raise Unread
    if after and not same_place(_place(after), place):
        raise Unread
    lemmas = tuple(_lemma(w) for w in asked)
    if lemmas == (_lemma(head),) and _text(asked[0]) == _text(head):
        return "whole"
    if told.category == "adjective":
        if lemmas == (_lemma(told), _lemma(head)) and _text(asked[1]) == _text(head):
            return "part"
    elif len(asked) == 1 and _text(asked[0]) == _text(told):
        return "part"
    raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[0].terminator != "." or sentences[1].terminator != "?":
        raise Unread
    first = plain_words(sentences[0], lexicon)
    place, share, head, told, count, other, copula = _statement(first)
    what = _question(plain_words(sentences[1], lexicon), head, told, place, copula)
    whole = count / (1 - share)
    part = whole - count
    if whole.denominator != 1 or part.denominator != 1 or part <= 0:
        raise Unread  # "75% ... and 25 are women": 100 workers, but 33 1/3 of them cannot be a share
    steps = (
        f"{fmt(count)} {other.text} are the other {fmt(100 * (1 - share))}% of the {head.text}",
        f"the {head.text}: {fmt(count)} / {fmt(1 - share)} = {fmt(whole)}",
        f"{told.text}: {fmt(whole)} - {fmt(count)} = {fmt(part)}",
    )
    value = whole if what == "whole" else part
    unit = _lemma(head)
    label = head.text
    entity = EntityRef(unit, label, "neuter", "plural", "thing", 0)
    events = (Event(unit, unit, "hold", 1, whole, "", (0, 0), 0, 0, label),)
    question = QuestionTarget("value", (unit,), Unit(unit), 1, 0)
    graph = MathProblemGraph(
        (entity,), (UnitSpec(unit, label, "", True),), events, question, (unit,), Fraction(1), unit, ((0, 0),)
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


def read_unknown_whole(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked kind or the whole of a group told by a share of one kind and a count of the other."""
    return or_none(_read, text, lexicon)
