"""Parts of one counted whole told in a row, each of the whole, of what is left or of a part (ADR 0290).

"There are 90 marbles in a bag. If 1/3 of the marbles are blue, exactly 3/4 of the remainder are white,
and the rest are red, calculate the number of red marbles in the bag?" The sentence reader reads one
part beside its whole (ADRs 0103, 0117, 0206); a list of parts, a share of 'the remainder' or of a part
just named ("one quarter of the red jelly beans are shiny"), 'the rest' after several parts and a
percentage asked of them are read here, as one whole problem:

- the whole is the story's first sentence and its only amount: "There are|were N <things> [in <place>]"
  or "<Name> has|had N <things>", or a phrase opening the sentence of its first parts ("In a class of
  30 students, ...", "Of the 120 people, ...": `reader/group_wholes.py`, ADR 0342);
- the parts are clauses joined by ',' / 'and', in statement sentences after it or in the question's
  opening 'if' clause; each is an amount (a count, or a share: '2/5', '40%', 'half', 'three fourths',
  'a quarter'), what it is of ('of the <things>', 'of them' in the first clause only, 'of the
  remainder|rest|remaining <things>', 'of the <part's word> <things>'), a copula and one state word: an
  adjective, or the past participle of a verb whose things leave ("were eaten");
- the question asks one part by its word ("how many cards are green?", "how many green cards are
  there?", "calculate the number of green cards in the box"), what is left after a leaving part ("how
  many nuts were left?") or a part's percentage of the whole ("what percentage of flowers are blue?");
  a part of a part is asked with its part's word too ("how many shiny red jelly beans"): the others
  may be shiny as well.

A share of 'the remainder' is of the whole less every part named before it; 'the rest' is the whole
less every part. That subtraction holds only when no thing is in two parts, so every two parts of the
whole must be a lexicon pair that cannot overlap (two colours, opposites: `exclusive_pair`), and a
part of a part ('of the red ones') closes the list: 'the rest' after it could be the rest of either.

What refuses (the reading gives up and the first refusal stands): any word or sentence outside this
shape (a negation, another number, a move, 'of them' or a bare share after a part), a count
that does not come out whole, parts beyond their whole, an empty rest or remainder, two parts with one
word, parts that may overlap, a leaving part beside another part, a question about a word no part
names, a question whose things or place are not the whole's, and a percentage that is not a finite
decimal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.adjective_parts import exclusive_pair
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.bare_parts import (
    complement,
    distinct_kinds,
    exclusive_kinds,
    fronted_of,
    group_holder,
    kind_part,
    part_of_group,
    share_end,
)
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.group_wholes import GroupOpening, group_opening
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_parts import asked_outside, asked_predicate, place_word, predicate, same_place
from reader.whole_problem_words import Unread, or_none, plain_words

__all__ = ["read_chained_parts"]

COUNTS = frozenset({"integer", "grouped_integer"})
NOT_THINGS = frozenset(
    {"coin_noun", "quantity_noun", "unit_noun", "percent_noun"}
)  # money, 'number', measures
LEAVING = frozenset({"verb_lose"})  # "were eaten", "were lost": the part is gone
PLACES = frozenset({"in", "on", "at", "inside"})
DETERMINERS = frozenset({"the", "a", "an"})
REST_WORDS = frozenset({"rest", "remainder"})
RELATIVES = frozenset({"which", "whom"})  # "..., 70% of which are red": the whole just told (ADR 0394)
LEADING = frozenset({"exactly", "only", "and"})
PRESENT = frozenset({"are", "is", "do", "does", "has"})  # a question of now after a whole of then
ASKING_VERBS = frozenset({"calculate", "find", "determine", "compute"})


@dataclass(frozen=True, slots=True)
class Whole:
    value: Fraction
    kind: tuple[str, ...]  # lemmas of the things' words, the head last
    label: str
    place: tuple[str, ...]  # the place's words after its determiner, () for none
    where: tuple[int, int]
    holder: Word | None  # "Madeline has 10 flowers": the name; None for "There are ..."
    head: Word | None = None  # the things' head noun: whether a person noun may name a part (ADR 0306)
    past: bool = False  # "had", "were": a part told in the present may be of a later whole (ADR 0306)
    in_part: bool = False  # "A third of the 24 kids brought ...": told inside the first part (ADR 0378)


@dataclass(frozen=True, slots=True)
class Part:
    state: Word
    count: Fraction | None  # "4 flowers are red"
    share: Fraction | None  # "2/5 of the cards are red"
    base: str  # "whole", "remainder", "rest" or "part:<state lemma>"
    where: tuple[int, int]
    text: str
    predicate: tuple[str, ...] = ()  # "have glasses": a part told by a verb and its object (ADR 0332)
    tenses: frozenset[str] = frozenset()

    @property
    def word(self) -> str:
        return " ".join(self.predicate) if self.predicate else self.state.lemma.casefold()

    @property
    def leaving(self) -> bool:
        return _gone(self.state)


def _text(word: Word) -> str:
    return word.text.casefold()


def _thing_word(word: Word) -> bool:
    return word.category == "adjective" or (
        word.category.endswith("noun") and word.category not in NOT_THINGS
    )


def kind_words(words: tuple[Word, ...]) -> tuple[str, ...]:
    """The lemmas of a phrase naming counted things, its plural head last; Unread otherwise."""
    if not words or not all(_thing_word(w) for w in words):
        raise Unread
    head = words[-1]
    if head.category == "adjective" or "NNS" not in head.tags:
        raise Unread
    if any(w.category == "adjective" and (w.attr("quality") or w.attr("opposite")) for w in words):
        raise Unread  # "120 red cards": a whole already narrowed by what the parts may name
    return tuple(w.lemma.casefold() for w in words)


def _same_things(kind: tuple[str, ...], whole: Whole) -> None:
    """The things a part or the question names must be the whole's, or its last words ("caps")."""
    if not kind or kind != whole.kind[len(whole.kind) - len(kind) :]:
        raise Unread


def _place(words: tuple[Word, ...]) -> tuple[str, ...]:
    if not words or _text(words[0]) not in PLACES:
        raise Unread
    rest = words[1:]
    if rest and _text(rest[0]) in DETERMINERS:
        rest = rest[1:]
    if not rest or not all(place_word(w, i == len(rest) - 1) for i, w in enumerate(rest)):
        raise Unread
    return tuple(_text(w) for w in rest)


def whole_of(si: int, words: tuple[Word, ...]) -> Whole:
    """ "There are 120 cards in a box", "Madeline has 10 flowers", "A church has 120 members"."""
    if words and _text(words[0]) in PLACES:
        return _placed_whole(si, words)
    if len(words) < 4:
        raise Unread
    if len(words) > 4 and words[2].category == "verb_possess" and words[2].lemma.casefold() == "have":
        place = group_holder(words[:2])  # "A church has 120 members": the body is the whole's place
        value = count_of(words[3])
        if place is None or value is None or value <= 0:
            raise Unread
        kind = kind_words(words[4:])
        label = " ".join(w.text for w in words[4:])
        return Whole(value, kind, label, place, (si, 3), None, words[-1], "VBD" in words[2].tags)
    first, verb, number = words[0], words[1], words[2]
    there = _text(first) == "there" and verb.category == "copula"
    held = first.category == "name" and verb.category == "verb_possess" and verb.lemma.casefold() == "have"
    if not (there or held):
        raise Unread
    value = count_of(number)
    if value is None or value <= 0:
        raise Unread
    end = next((i for i in range(3, len(words)) if _text(words[i]) in PLACES), len(words))
    if held and end != len(words):
        raise Unread  # "has 10 flowers in her garden": what else is held elsewhere is not said
    kind = kind_words(words[3:end])
    place = _place(words[end:]) if end < len(words) else ()
    label = " ".join(w.text for w in words[3:end])
    past = _text(verb) in ("were", "was") if there else "VBD" in verb.tags
    return Whole(value, kind, label, place, (si, 2), first if held else None, words[end - 1], past)


def _placed_whole(si: int, words: tuple[Word, ...]) -> Whole:
    """ "At a fair there are 50 people", "In the park, there were 40 trees": the place told first (ADR 0394).

    The place phrase is read as the one after the things would be; the rest must be the plain
    "there are|were N <things>" with no place of its own (two places: which one holds the whole?).
    """
    at = next((i for i, w in enumerate(words) if _text(w) == "there"), None)
    if at is None or at < 2:
        raise Unread
    end = at - 1 if words[at - 1].attr("mark") == "comma" else at
    place = _place(words[:end])
    whole = whole_of(si, words[at:])
    if whole.place or whole.holder is not None:
        raise Unread
    return replace(whole, place=place, where=(si, whole.where[1] + at))


def opened_whole(words: tuple[Word, ...], opening: GroupOpening) -> Whole:
    """The whole of a fronted group phrase: its count, things and place (ADR 0342)."""
    value = count_of(words[opening.number])
    if value is None or value <= 0:
        raise Unread
    kind = kind_words(opening.things)
    label = " ".join(w.text for w in opening.things)
    where = (0, opening.number)
    return Whole(value, kind, label, opening.place, where, None, opening.things[-1], opening.past)


def count_of(word: Word) -> Fraction | None:
    if word.category == "number" and word.shape is not None and word.shape.primitive in COUNTS:
        if word.shape.unit:
            return None
        return Fraction(word.shape.value)
    if word.category == "number_word" and word.attr("value"):
        value = Fraction(word.attr("value"))
        return value if value.denominator == 1 else None
    return None


def part_amount(words: tuple[Word, ...]) -> tuple[Fraction | None, Fraction | None, int]:
    """A count or a share opening a clause, and the index after it; Unread when none opens it."""
    first = words[0]
    if first.category == "number" and first.shape is not None:
        if first.shape.primitive == "fraction":
            return None, Fraction(first.shape.value), 1
        if first.shape.primitive == "percent":
            return None, Fraction(first.shape.value) / 100, 1
    if first.category == "fraction_word" and first.attr("value"):
        return None, Fraction(first.attr("value")), 1
    top = Fraction(1) if _text(first) == "a" else None
    if first.category == "number_word" and first.attr("value"):
        top = Fraction(first.attr("value"))
    if top is not None and len(words) >= 2:  # "one quarter are girls" has nothing after its share (ADR 0342)
        at = 2 if _text(words[1]) == "-" else 1
        under = words[min(at, len(words) - 1)]
        bottom = None
        if under.category == "ordinal_word" and under.attr("value"):
            bottom = Fraction(under.attr("value"))
        elif under.lemma.casefold() == "quarter":
            bottom = Fraction(4)
        if bottom is not None and bottom > 2 and top < bottom:
            return None, top / bottom, at + 1  # "three fourths", "a quarter", "one-third"
        if top == 1 and under.category == "fraction_word" and under.lemma.casefold() == "half":
            return None, Fraction(1, 2), at + 1  # "one-half", "one half" (ADR 0365)
    count = count_of(first)
    if count is None:
        raise Unread
    if len(words) > 1 and words[1].category == "percent_word":
        return None, count / 100, 2  # "40 percent" (ADR 0332)
    return count, None, 1


def _gone(word: Word) -> bool:
    """ "were eaten", "were lost": a past participle of losing whose things are gone.

    Not one whose things outlast the act ("were broken": still there, or gone?) or a defeat; 'sold' and
    'traded' stay out too (a trade may bring things back).
    """
    return (
        word.category in LEAVING
        and "VBN" in word.tags
        and word.attr("result") != "remains"
        and not word.attr("defeats")
    )


def _part(
    words: tuple[Word, ...], where: tuple[int, int], whole: Whole, parts: list[Part], relative: bool = False
) -> Part:
    """One clause: an amount, what it is of, a copula and one state word (or a verb and its object).

    `relative`: the clause right after the whole's own sentence, "..., 70% of which are red" (ADR 0394).
    """
    while words and _text(words[0]) in LEADING:
        words = words[1:]
    told = predicate(words) if len(words) >= 3 and words[-2].category != "copula" else None
    if told is not None:  # "40 percent of the students have glasses" (ADR 0332)
        verb, named, tenses = told
        if whole.past and "past" not in tenses:
            raise Unread  # "had 30 students. 12 of them have pets": the students now may not be those
        subject = words[: words.index(verb)]
        if not subject:
            raise Unread
        part = _subject_part(subject, verb, where, whole, parts, " ".join(w.text for w in words), relative)
        return replace(part, predicate=named, tenses=tenses)
    if len(words) < 3 or words[-2].category != "copula":
        raise Unread
    state = words[-1]
    if whole.past and _text(words[-2]) in ("are", "is"):
        raise Unread  # "had 120 members. 40% are adults": the members now may not be those (ADR 0306)
    if not (
        state.category == "adjective"
        or _gone(state)
        or part_of_group(state, whole.head)
        or kind_part(state, whole.head)
    ):
        raise Unread  # "are adults": a kind of person the whole of people may hold (ADR 0306); "are oaks" (0394)
    part = _subject_part(words[:-2], state, where, whole, parts, " ".join(w.text for w in words), relative)
    if part.count == 1 and _text(words[-2]) in ("are", "were"):
        raise Unread  # "One are girls": a count of one told as many (ADR 0342)
    return part


def _subject_part(
    subject: tuple[Word, ...],
    state: Word,
    where: tuple[int, int],
    whole: Whole,
    parts: list[Part],
    text: str,
    relative: bool = False,
) -> Part:
    """The part's subject: 'the rest', or an amount and what it is of ('of which' only when `relative`)."""
    if _text(subject[0]) == "the" and len(subject) >= 2:  # "the rest", "the remaining cards"
        if len(subject) == 2 and _text(subject[1]) in REST_WORDS:
            return Part(state, None, None, "rest", where, text)
        if _text(subject[1]) == "remaining":
            if len(subject) > 2:
                _same_things(kind_words(subject[2:]), whole)
            return Part(state, None, None, "rest", where, text)
        raise Unread
    count, share, at = part_amount(subject)
    after = subject[at:]
    if count is not None and after and _text(after[0]) != "of":
        _same_things(kind_words(after), whole)  # "4 flowers are red"
        return Part(state, count, None, "whole", where, text)
    if not after:
        if share is not None and parts and not _listed_share(where, parts):
            raise Unread  # "1/10 are absent" after a part: of the whole or of what is left?
        return Part(state, count, share, "whole", where, text)
    if _text(after[0]) != "of" or len(after) < 2:
        raise Unread
    if relative != (len(after) == 2 and _text(after[1]) in RELATIVES):
        raise Unread  # "of which" only right after the whole it points back to, and nothing else there
    if len(after) == 2 and _text(after[1]) in ("them",) + tuple(RELATIVES):
        if parts:
            raise Unread  # "of them" after a part: of the whole or of that part?
        return Part(state, count, share, "whole", where, text)
    if _text(after[1]) != "the" or len(after) < 3:
        raise Unread
    named = after[2:]
    if len(named) == 1 and _text(named[0]) in REST_WORDS:
        return Part(state, count, share, "remainder", where, text)
    if _text(named[0]) == "remaining":
        if len(named) > 1:
            _same_things(kind_words(named[1:]), whole)
        return Part(state, count, share, "remainder", where, text)
    if named[0].category == "adjective" and any(p.word == named[0].lemma.casefold() for p in parts):
        if len(named) > 1:  # "of the red jelly beans", "of the red ones"
            if not (len(named) == 2 and _text(named[1]) == "ones"):
                _same_things(kind_words(named[1:]), whole)
        return Part(state, count, share, "part:" + named[0].lemma.casefold(), where, text)
    _same_things(kind_words(named), whole)
    return Part(state, count, share, "whole", where, text)


def _listed_share(where: tuple[int, int], parts: list[Part]) -> bool:
    """A bare share in one list with shares of the whole only: "1/3 are blue, 1/2 are red" (ADR 0365).

    Each part before it is a share of the whole told in the same sentence, so the list is of siblings
    of one whole; a count, a remainder, a part of a part, a part named by a kind of person or a sentence
    of its own before it leaves "of the whole or of what is left?" open, and the share refuses.
    """
    if not (
        all(p.state.category == "adjective" for p in parts) or all(p.state.category == "noun" for p in parts)
    ):
        return False  # "40% are girls, 30% are boys, and the rest are teachers": kinds of person may overlap
    return all(p.share is not None and p.base == "whole" and p.where[0] == where[0] for p in parts)


def part_clauses(
    si: int, words: tuple[Word, ...], start: int
) -> list[tuple[tuple[Word, ...], tuple[int, int]]]:
    """A list of clauses split at commas and 'and' where a new amount starts."""
    found: list[tuple[tuple[Word, ...], tuple[int, int]]] = []
    begin = 0
    for i, word in enumerate(words):
        if word.attr("mark") == "comma" or (_text(word) == "and" and i > begin):
            if i > begin:
                found.append((words[begin:i], (si, start + begin)))
            begin = i + 1
    if begin < len(words):
        found.append((words[begin:], (si, start + begin)))
    return found


@dataclass(frozen=True, slots=True)
class Asked:
    what: str  # "part", "left", "percent" or "not" (the whole less the named parts, ADR 0332)
    states: frozenset[str]  # the part's words the question names: {"blue"}, {"shiny", "red"}
    of: frozenset[str]  # a percentage's whole narrowed by a part's word: "of the red beads"
    where: tuple[int, int]
    tenses: frozenset[str] = frozenset()  # a verb's tense asked of a part told by a verb


def same_holder(word: Word, whole: Whole) -> None:
    """The whole's own holder asked again: the name, or 'he'/'she' agreeing with it; Unread otherwise."""
    if not whole.holder:
        raise Unread
    if _text(word) == whole.holder.text.casefold():
        return
    gender = whole.holder.attr("gender") or whole.holder.attr("name_gender")
    if word.category == "pronoun" and word.attr("case") == "subject" and word.attr("number") == "singular":
        if gender in ("male", "female") and word.attr("gender") == gender:
            return
    raise Unread


def _named(words: tuple[Word, ...], whole: Whole, told: frozenset[str]) -> frozenset[str]:
    """ "shiny red beads", "the beads": the parts' words before the whole's things, which must follow."""
    if words and _text(words[0]) == "the":
        words = words[1:]
    if len(words) == 1 and _noun_named(words[0], told):
        return frozenset({words[0].lemma.casefold()})  # "how many children": a part named by its noun
    at = 0
    while at < len(words) and words[at].category == "adjective" and words[at].lemma.casefold() in told:
        at += 1
    _same_things(kind_words(words[at:]), whole)
    return frozenset(w.lemma.casefold() for w in words[:at])


def kinds_exclusive(first: Word, second: Word) -> bool:
    """Two parts' words no one thing has both of: adjectives (ADR 0206) or person nouns (ADR 0306)."""
    return exclusive_pair(first, second) or exclusive_kinds(first, second) or distinct_kinds(first, second)


def _noun_named(word: Word, told: frozenset[str]) -> bool:
    """A noun that names a told part: a kind of person (ADR 0306) or a narrower kind of thing (ADR 0394)."""
    return word.category in ("person_noun", "noun") and word.lemma.casefold() in told


def _state(word: Word, told: frozenset[str]) -> str:
    if word.category not in ("adjective", "person_noun", "noun") or word.lemma.casefold() not in told:
        raise Unread  # a word no part names
    return word.lemma.casefold()


def _question(si: int, words: tuple[Word, ...], start: int, whole: Whole, told: frozenset[str]) -> Asked:
    where = (si, start)
    none: frozenset[str] = frozenset()
    first = _text(words[0])
    if first == "how" and len(words) >= 3 and _text(words[1]) == "many":
        body = words[2:]
        if len(body) >= 4 and _text(body[-1]) == "have" and _text(body[-3]) in ("do", "does", "did"):
            same_holder(body[-2], whole)  # "how many blue flowers does she have?"
            return Asked("part", _named(body[:-3], whole, told), none, where)
        copula = next((i for i, w in enumerate(body) if w.category == "copula"), None)
        if copula is None and len(body) == 1 and body[0].category in ("person_noun", "noun"):
            return Asked("part", frozenset({_state(body[0], told)}), none, where)  # "How many children?"
        if copula is None:
            doing = asked_predicate(body)  # "how many students do not have glasses?" (ADR 0332)
            if doing is None:
                raise Unread
            things, named, tenses, denied = doing
            if len(things) >= 3 and _text(things[0]) == "of" and _text(things[1]) == "the":
                things = things[1:]
            outer = _named(things, whole, told)
            if " ".join(named) not in told or (denied and outer):
                raise Unread  # a doing no part tells; "red beans that do not ...": the part's own others
            return Asked("not" if denied else "part", outer | {" ".join(named)}, none, where, tenses)
        if copula == 0:
            return _bare_asked(body[1:], where, told)
        before, after = body[:copula], body[copula + 1 :]
        if after and _text(after[0]) == "left":  # "how many nuts were left (in the bowl)?"
            _same_things(kind_words(before), whole)
            if len(after) > 1 and not same_place(_place(after[1:]), whole.place):
                raise Unread
            return Asked("left", none, none, where)
        outside = asked_outside(after)
        if outside is not None:  # "how many of the sweets are neither red nor green?" (ADR 0332)
            if len(before) >= 3 and _text(before[0]) == "of" and _text(before[1]) == "the":
                before = before[1:]
            end = next((i for i, w in enumerate(before) if _text(w) in PLACES), len(before))
            if end < len(before) and not same_place(_place(before[end:]), whole.place):
                raise Unread  # "how many tulips in the park are not yellow?" of tulips in a garden
            if _named(before[:end], whole, told):
                raise Unread  # "how many red beans are not shiny?": the others of a part
            return Asked("not", frozenset(_state(w, told) for w in outside), none, where)
        if len(after) == 1 and after[0].category in (
            "adjective",
            "person_noun",
            "noun",
        ):  # "... red beads are shiny?", "how many trees are oaks?"
            if len(before) >= 3 and _text(before[0]) == "of" and _text(before[1]) == "the":
                before = before[1:]
            return Asked("part", _named(before, whole, told) | {_state(after[0], told)}, none, where)
        if after and _text(after[0]) == "there":  # "how many green cards are there (in the box)?"
            after = after[1:]
        if after and not same_place(_place(after), whole.place):
            raise Unread
        return Asked("part", _named(before, whole, told), none, where)
    if first == "what" and len(words) > 5 and _text(words[1]) in ("percentage", "percent"):
        if _text(words[2]) != "of" or words[-2].category != "copula":
            raise Unread
        of = _named(words[3:-2], whole, told)
        return Asked("percent", of | {_state(words[-1], told)}, of, where)
    if first in ASKING_VERBS and len(words) > 4 and [_text(w) for w in words[1:4]] == ["the", "number", "of"]:
        named = words[4:]  # "calculate the number of green cards in the box"
        end = next((i for i, w in enumerate(named) if _text(w) in PLACES), len(named))
        if end < len(named) and not same_place(_place(named[end:]), whole.place):
            raise Unread
        return Asked("part", _named(named[:end], whole, told), none, where)
    raise Unread


def _bare_asked(after: tuple[Word, ...], where: tuple[int, int], told: frozenset[str]) -> Asked:
    """ "How many are boys?": the whole's things left unsaid (ADR 0342).

    Not a denial ("how many are not red?"): the red-team probes of ADR 0332 keep it refused, since
    what the others are (the whole's things, or any things around) is not said.
    """
    none: frozenset[str] = frozenset()
    if asked_outside(after) is not None:
        raise Unread
    if len(after) != 1:
        raise Unread  # "how many are left in the box", "how many are red and big"
    if _text(after[0]) == "left":  # "how many were left?"
        return Asked("left", none, none, where)
    return Asked("part", frozenset({_state(after[0], told)}), none, where)


def _asked_part(asked: Asked, parts: list[Part]) -> tuple[Part, Part | None]:
    """The part the question's words name, and the part it is of when it is a part of a part.

    A part of a part must be asked with its part's word too: "1/2 of the red beads are shiny" says how
    many red beads are shiny, not how many beads are (other beads may be shiny too).
    """
    named = [p for p in parts if p.word in asked.states]
    if len(named) != len(asked.states):
        raise Unread
    inner = [p for p in named if p.base.startswith("part:")]
    if len(named) == 1 and not inner:
        return named[0], None
    if len(named) == 2 and len(inner) == 1:
        outer = next(p for p in named if p is not inner[0])
        if inner[0].base == "part:" + outer.word:
            return inner[0], outer
    raise Unread


def _values(whole: Whole, parts: list[Part]) -> dict[str, Fraction]:
    """Each part's count, checked: whole numbers, within their bases, no two parts that may overlap."""
    values: dict[str, Fraction] = {}
    top: list[Part] = []
    inner = False
    for part in parts:
        if part.word in values:
            raise Unread  # one word for two parts
        if part.base.startswith("part:"):
            parent = next(p for p in top if p.word == part.base[5:])
            if part.leaving or parent.leaving or kinds_exclusive(parent.state, part.state):
                raise Unread  # "of the red cards, 1/4 are green" says nothing sound
            base = values[parent.word]
            inner = True
        else:
            if inner:
                raise Unread  # after a part of a part: the rest of which?
            if any(not kinds_exclusive(p.state, part.state) for p in top):
                raise Unread  # "4 are red and 2 are big": big ones may be red
            told = sum((values[p.word] for p in top), Fraction(0))
            base = whole.value if part.base == "whole" else whole.value - told
            if part.base in ("remainder", "rest") and (not top or base <= 0):
                raise Unread
            top.append(part)
        if part.base == "rest":
            value = base
        elif part.share is not None:
            value = part.share * base
        else:
            assert part.count is not None
            value = part.count
        if value.denominator != 1 or value <= 0 or value > base:
            raise Unread  # "2/5 of 12": not a whole count; more than its whole
        values[part.word] = value
    if sum((values[p.word] for p in top), Fraction(0)) > whole.value:
        raise Unread
    for i, first in enumerate(top):  # "1/4 are girls and 1/2 are boys" in a class: who else? (ADR 0365)
        for second in top[i + 1 :]:
            if complement(first.state, (second.state,), whole.head) is not None:
                if values[first.word] + values[second.word] != whole.value:
                    raise Unread
    if any(p.leaving for p in parts) and len(parts) > 1:
        raise Unread  # "5 were eaten and 3 are red": gone, or still counted?
    if any(p.base == "rest" for p in parts[:-1]):
        raise Unread
    return values


def _relative_cut(words: tuple[Word, ...]) -> int:
    """The comma before "<share> of which|whom" in the whole's sentence; len(words) when there is none.

    Only a share takes the relative ("30 of which" counts as plainly as "30 of them" but is rarer and
    reads as well either way; a share is what this reading needs), and only one comma may precede it.
    """
    for i, word in enumerate(words):
        if word.attr("mark") != "comma":
            continue
        after = words[i + 1 :]
        end = share_end(after)
        if end and len(after) > end + 1 and _text(after[end]) == "of" and _text(after[end + 1]) in RELATIVES:
            return i
        return len(words)  # another comma first: not the whole's own sentence
    return len(words)


def _spliced_question(words: tuple[Word, ...]) -> int:
    """Where "..., how many ...?" starts after a statement of parts and a comma; Unread when it does not."""
    for i in range(1, len(words) - 1):
        if words[i].attr("mark") == "comma" and _text(words[i + 1]) == "how":
            return i + 1
    raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) < 2:
        raise Unread
    first = plain_words(sentences[0], lexicon)
    parts: list[Part] = []
    opening = group_opening(first)
    if opening is None:
        cut = _relative_cut(first)
        whole = whole_of(0, first[:cut])
        if cut < len(first):  # "There are 40 apples in a box, 25% of which are red" (ADR 0394)
            clauses = part_clauses(0, first[cut + 1 :], cut + 1)
            parts.append(_part(clauses[0][0], clauses[0][1], whole, parts, relative=True))
            for clause, where in fronted_of(clauses[1:]):
                parts.append(_part(clause, where, whole, parts))
    else:  # "In a class of 30 students, half are girls" (ADR 0342)
        whole = opened_whole(first, opening)
        for clause, where in fronted_of(part_clauses(0, first[opening.rest :], opening.rest)):
            parts.append(_part(clause, where, whole, parts))
    for si in range(1, len(sentences) - 1):
        for clause, where in fronted_of(part_clauses(si, plain_words(sentences[si], lexicon), 0)):
            parts.append(_part(clause, where, whole, parts))
    last = len(sentences) - 1
    words = plain_words(sentences[last], lexicon)
    start = 0
    if words and _text(words[0]) == "if":
        start = next(
            (
                i + 1
                for i in range(1, len(words) - 1)
                if words[i].attr("mark") == "comma"
                and (_text(words[i + 1]) in ("how", "what") or _text(words[i + 1]) in ASKING_VERBS)
            ),
            0,
        )
        if start == 0:
            raise Unread
        for clause, where in fronted_of(part_clauses(last, words[1 : start - 1], 1)):
            parts.append(_part(clause, where, whole, parts))
    elif words and _text(words[0]) not in ("how", "what") and _text(words[0]) not in ASKING_VERBS:
        start = _spliced_question(words)  # "40 percent of the students have glasses, how many ...?"
        for clause, where in fronted_of(part_clauses(last, words[: start - 1], 0)):
            parts.append(_part(clause, where, whole, parts))
    if not parts:
        raise Unread
    if len(parts) == 1 and parts[0].base == "whole" and not parts[0].leaving:
        other = complement(parts[0].state, words[start:], whole.head)
        if other is not None:  # "1/3 of the children are girls. How many boys ...?" (ADR 0306)
            parts.append(Part(other, None, None, "rest", (last, start), f"the others are {other.text}"))
    told = frozenset(p.word for p in parts)
    if told & set(whole.kind):
        raise Unread  # "40 shiny beads ... 1/2 of the beads are shiny"
    asked = _question(last, words[start:], start, whole, told)
    if whole.past and any(_text(w) in PRESENT for w in words[start:]):
        raise Unread  # "There were 45 children ... How many boys are there?": now, or then? (ADR 0306)
    values = _values(whole, parts)
    steps = [f"the whole: {fmt(whole.value)} {whole.label}"]
    for part in parts:
        steps.append(f"{part.text}: {fmt(values[part.word])}")
    unit = whole.kind[-1]
    if asked.what == "not":
        value = _outside(whole, parts, values, asked)
        steps.append(f"not {' nor '.join(sorted(asked.states))}: {fmt(value)}")
    elif asked.what == "left":
        if not parts[0].leaving:
            raise Unread
        value = whole.value - values[parts[0].word]
        steps.append(f"left: {fmt(whole.value)} - {fmt(values[parts[0].word])} = {fmt(value)}")
    else:
        if any(p.leaving for p in parts):
            raise Unread  # "were eaten" beside an asked part: are the eaten ones counted?
        part, outer = _asked_part(asked, parts)
        _same_tense([part], asked)
        value = values[part.word]
        if asked.what == "percent":
            if asked.of != (frozenset({outer.word}) if outer is not None else frozenset()):
                raise Unread  # "what percentage of the beads are shiny" after "of the red beads"
            base = whole.value if outer is None else values[outer.word]
            value = 100 * value / base
            if not finite_decimal(value):
                raise Unread  # not a finite decimal
            unit = "percent"
            steps.append(f"100 x {fmt(values[part.word])} / {fmt(base)} = {fmt(value)} percent")
    return _answer(whole, parts, asked, value, unit, tuple(steps))


def _outside(whole: Whole, parts: list[Part], values: dict[str, Fraction], asked: Asked) -> Fraction:
    """The whole less the parts the question names: each a part of the whole, none a part of a part."""
    named = [p for p in parts if p.word in asked.states]
    if len(named) != len(asked.states) or any(p.base.startswith("part:") for p in named):
        raise Unread  # "how many are not coconut flavored?": the others of the red part are not told
    _same_tense(named, asked)
    value = whole.value - sum((values[p.word] for p in named), Fraction(0))
    if value <= 0:
        raise Unread
    return value


def _same_tense(named: list[Part], asked: Asked) -> None:
    """A doing asked in a tense the part was not told in ("had pets" asked "do not have pets") refuses."""
    for part in named:
        if part.predicate and not (part.tenses & asked.tenses):
            raise Unread


def _answer(
    whole: Whole, parts: list[Part], asked: Asked, value: Fraction, unit: str, steps: tuple[str, ...]
) -> Answer:
    head = whole.kind[-1]
    key = "+".join((head,) + whole.kind[:-1])
    entity = EntityRef(head, whole.label, "neuter", "plural", "thing", whole.where[0])
    events = (Event(head, key, "hold", 1, whole.value, "", (whole.where[0], 0), *whole.where, whole.label),)
    question = QuestionTarget("value", (head,), Unit(head, whole.kind[:-1]), *asked.where)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, whole.label, "", True),),
        events,
        question,
        (key,),
        Fraction(1),
        unit,
        (whole.where,) + tuple(p.where for p in parts),
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


def read_chained_parts(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked part, what is left or a part's percentage, of one whole split in a row; None otherwise."""
    return or_none(_read, text, lexicon)
