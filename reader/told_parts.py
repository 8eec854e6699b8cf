"""A whole, then its parts told one to a clause and 'the rest' last, all of the whole (ADR 0485).

"A shop has 50 kites. 20% are green. The rest are yellow. How many more yellow kites than green ones
are there?" and "Out of the 36 campers at the lake, 1/4 are girls while 1/3 are boys. The others are
adults." tell one counted whole, then its parts as shares or counts of that whole, and 'the rest' as
the whole less every part. ADR 0290 reads most such lists; this reading takes what it refuses: a
whole opened "Out of the N <things> [at the <place>],", parts joined by 'while', 'the others are'
or 'the remaining <things> are' for 'the rest', 'the other half' after one half, and a question for
how many more (or fewer) of one part than of another. It runs only when every other reading refused.

The shape, word by word:

- the whole: the first sentence, as ADR 0290 reads it ("There are N <things> [in <place>]", "<Name>
  has N <things>", "A club has N <members>"), or a phrase opening the first sentence of parts
  ("Out of the N <things> [in|at|on the <place>],", "Of the N <things>,", "In a class of N <things>,");
- each later statement a list of clauses split at ',', 'and' and 'while': "<share or count> [of them
  | of the <things>] are|were <one kind word> [<things>]"; 'of them' only in the first part; a
  share with no 'of' is of the whole too, as the kinds cannot overlap (below);
- the last clause before the question: "the rest|the others|the remainder|the remaining [<things>]
  are|were <kind>", or "the other half are <kind>" after exactly one part of one half;
- the question: "how many <kind> [<things>] are there", "how many <things> are <kind>", "how many are
  <kind>", "how many <kind> does <holder> have", or "how many more|fewer <kind> [<things>] than
  <kind> [<things>|ones] are there|does <holder> have".

Every two kinds (the rest's too) must be a pair the pack says no one thing is both of
(`chained_parts.kinds_exclusive`), person nouns only in a whole of people, thing nouns only of a kind the
pack files under the whole's things: only then is 'the rest' the whole less the parts.

What refuses: any other word (a negation, 'about', another number, 'of the rest', 'of the red ones'),
a part that is not a whole count, parts that reach or pass the whole, two parts of one kind, kinds
that may overlap, a question for a kind never told or a more/fewer that comes out as nothing or less,
and a question in another tense than the story's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.bare_parts import PEOPLE, kind_part, part_of_group
from reader.chained_parts import (
    Whole,
    count_of,
    kind_words,
    kinds_exclusive,
    opened_whole,
    part_amount,
    same_holder,
    whole_of,
)
from reader.derivation import fmt
from reader.group_wholes import group_opening
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, or_none_cut, short_story, value_answer

__all__ = ["read_told_parts"]

SPLITS = frozenset({"and", "while"})
REST = frozenset({"rest", "others", "remainder"})
COPULAS = {"are": False, "were": True}
PLACES = frozenset({"in", "at", "on"})
MORE = {"more": 1, "fewer": -1}
ONES = frozenset({"ones"})


@dataclass(frozen=True, slots=True)
class Part:
    word: Word  # the kind's one word: an adjective, a person noun or a noun of a kind of the things
    count: Fraction | None  # None for the rest
    text: str
    share: bool = False  # told as a share ("1/4", "half"), not as a count
    bare: bool = False  # a share with no 'of' after it: "half are women"
    sentence: int = 0


def _rest_opening(texts: list[str], whole: Whole) -> int:
    """ "the rest", "the others", "the remaining <things>": the index of the copula after it; 0 for none."""
    if len(texts) < 3 or texts[0] != "the":
        return 0
    if texts[1] in REST:
        return 2
    if texts[1] == "remaining":
        at = 2
        while at < len(texts) and texts[at] not in COPULAS:
            at += 1
        if at == 2 or at == len(texts):
            return 0
        return at
    return 0


def _kind_word(words: tuple[Word, ...], whole: Whole) -> Word:
    """ "green", "adults", "green kites": the one word naming a kind, the whole's things after it allowed."""
    if len(words) == 2 and words[0].category == "adjective":
        if kind_words(words[1:]) != whole.kind[-1:]:
            raise Unread  # "green hats" of a whole of kites
        words = words[:1]
    if len(words) != 1:
        raise Unread
    word = words[0]
    if word.category == "adjective":
        return word
    if word.category in PEOPLE:
        if not part_of_group(word, whole.head):
            raise Unread  # "are men" of a whole of children, or of cars
        splits = (whole.head.attr("splits_into") or "").replace(";", " ").split()
        if splits and word.lemma.casefold() not in splits:
            raise Unread  # "are teachers" of a whole of students: not one of the kinds they split into
        return word
    if not kind_part(word, whole.head):
        raise Unread  # a noun the pack does not file under the whole's things
    return word


def _part(words: tuple[Word, ...], whole: Whole, first: bool) -> tuple[Part, bool]:
    """One clause telling a part of the whole; its part and whether its copula is past."""
    texts = lowered(words)
    rest = _rest_opening(texts, whole)
    share = bare = False
    if rest:
        if texts[1] == "remaining":
            _same(words[2:rest], whole)
        count = None
        at = rest
    else:
        number, told, at = part_amount(words)
        share = told is not None
        bare = share and texts[at : at + 1] != ["of"]
        if texts[at : at + 2] == ["of", "them"]:
            if not first:
                raise Unread  # 'them' after a part: the whole, or that part?
            at += 2
        elif texts[at : at + 2] == ["of", "the"]:
            end = next((i for i in range(at + 2, len(texts)) if texts[i] in COPULAS), len(texts))
            _same(words[at + 2 : end], whole)
            at = end
        if told is not None:
            if not 0 < told < 1:
                raise Unread
            number = told * whole.value
        if number is None or number.denominator != 1 or number <= 0:
            raise Unread  # a share of the whole that is no whole count
        if not share and number == 1:
            raise Unread  # "one are red": a count of one with a plural verb does not agree
        count = number
    if at >= len(words) or texts[at] not in COPULAS:
        raise Unread
    word = _kind_word(words[at + 1 :], whole)
    return Part(word, count, " ".join(w.text for w in words), share, bare), COPULAS[texts[at]]


def _same(words: tuple[Word, ...], whole: Whole) -> None:
    """ "the beads", "the remaining kites": the whole's own things, or their head noun."""
    kind = kind_words(words)
    if kind != whole.kind[len(whole.kind) - len(kind) :]:
        raise Unread


def _out_of(words: tuple[Word, ...]) -> tuple[Whole, int, tuple[str, ...]]:
    """ "Out of the 48 guests at the fair,", "Out of the 48 guests who came to the fair,": the whole, the
    index after the comma and the words of the relative clause after 'who' (() for none)."""
    texts = lowered(words)
    if texts[:3] != ["out", "of", "the"]:
        raise Unread
    value = count_of(words[3])
    if value is None or value <= 0:
        raise Unread
    comma = next((i for i in range(4, len(words)) if words[i].attr("mark") == "comma"), None)
    if comma is None:
        raise Unread
    relative: tuple[str, ...] = ()
    who = next((i for i in range(4, comma) if texts[i] == "who"), comma)
    if who < comma:
        relative = tuple(texts[who + 1 : comma])
        if not relative or any(w.category in ("number", "number_word", "negation") for w in words[who:comma]):
            raise Unread
        comma = who
    end = next((i for i in range(4, comma) if texts[i] in PLACES), comma)
    things = words[4:end]
    kind = kind_words(things)
    place: tuple[str, ...] = ()
    if end < comma:
        if end + 3 != comma or texts[end + 1] != "the" or words[end + 2].category != "noun":
            raise Unread
        place = (texts[end + 2],)
    label = " ".join(w.text for w in things)
    after = next(i for i in range(comma, len(words)) if words[i].attr("mark") == "comma") + 1
    return Whole(value, kind, label, place, (0, 3), None, things[-1]), after, relative


def _clauses(words: tuple[Word, ...]) -> list[tuple[Word, ...]]:
    """Clauses split at commas, 'and' and 'while'; an empty clause refuses."""
    found: list[tuple[Word, ...]] = []
    begin = 0
    for i, word in enumerate(words):
        if word.attr("mark") == "comma" or word.text.casefold() in SPLITS:
            if i > begin:
                found.append(words[begin:i])
            elif word.attr("mark") == "comma" or i == 0:
                raise Unread
            begin = i + 1
    if begin >= len(words):
        raise Unread
    found.append(words[begin:])
    return found


def _story(said: list[tuple[Word, ...]]) -> tuple[Whole, list[Part], bool, tuple[str, ...]]:
    first = said[0]
    clauses: list[tuple[Word, ...]] = []
    relative: tuple[str, ...] = ()
    if lowered(first[:2]) == ["out", "of"]:
        whole, start, relative = _out_of(first)
        clauses += _clauses(first[start:])
    else:
        opening = group_opening(first)
        if opening is None:
            whole = whole_of(0, first)
        else:
            whole = opened_whole(first, opening)
            clauses += _clauses(first[opening.rest :])
    places = [0] * len(clauses)
    for si, words in enumerate(said[1:-1], start=1):
        found = _clauses(words)
        clauses += found
        places += [si] * len(found)
    if len(clauses) < 2:
        raise Unread
    parts: list[Part] = []
    tenses: set[bool] = set()
    for i, clause in enumerate(clauses):
        if lowered(clause[:3]) == ["the", "other", "half"]:
            if i != len(clauses) - 1 or len(parts) != 1 or parts[0].count * 2 != whole.value:
                raise Unread  # 'the other half' after anything but one half
            clause = clause[:1] + clause[3:]
            if lowered(clause[1:2]) not in (["are"], ["were"]):
                raise Unread
            word = _kind_word(clause[2:], whole)
            part, past = Part(word, None, "the other half"), COPULAS[clause[1].text.casefold()]
        else:
            part, past = _part(clause, whole, i == 0)
            part = replace(part, sentence=places[i])
            if part.bare and not all(p.share and p.sentence == part.sentence for p in parts):
                raise Unread  # "12 are red. Half are blue.": half of the whole, or of what is left?
        tenses.add(past)
        parts.append(part)
    if any(p.count is None for p in parts[:-1]) or parts[-1].count is not None:
        raise Unread  # the rest told last, once
    if len(tenses) != 1 or (whole.past and not tenses == {True}):
        raise Unread
    for i, part in enumerate(parts):
        for other in parts[:i]:
            if not kinds_exclusive(part.word, other.word):
                raise Unread  # two parts that may share things: 'the rest' is not the whole less them
    return whole, parts, tenses.pop(), relative


def _values(whole: Whole, parts: list[Part]) -> tuple[dict[str, Fraction], list[str]]:
    told = sum((p.count for p in parts[:-1] if p.count is not None), Fraction(0))
    rest = whole.value - told
    if rest <= 0:
        raise Unread  # the parts reach or pass the whole
    values = {p.word.lemma.casefold(): p.count for p in parts[:-1] if p.count is not None}
    steps = [f"the whole: {fmt(whole.value)} {whole.label}"]
    steps += [f"{p.text}: {fmt(p.count)}" for p in parts[:-1] if p.count is not None]
    told_list = " - ".join(fmt(p.count) for p in parts[:-1] if p.count is not None)
    values[parts[-1].word.lemma.casefold()] = rest
    steps.append(f"{parts[-1].text}: {fmt(whole.value)} - {told_list} = {fmt(rest)}")
    return values, steps


def _named(words: tuple[Word, ...], whole: Whole, values: dict[str, Fraction], ones: bool) -> str:
    """ "green", "green kites", "adults", "green ones": a told kind; Unread otherwise."""
    if len(words) == 2 and ones and words[1].text.casefold() in ONES:
        words = words[:1]
    if len(words) == 2 and words[0].category == "adjective":
        if kind_words(words[1:]) != whole.kind[-1:]:
            raise Unread
        words = words[:1]
    if len(words) != 1 or words[0].lemma.casefold() not in values:
        raise Unread  # a kind never told
    if words[0].category not in ("adjective", "noun", "person_noun"):
        raise Unread
    return words[0].lemma.casefold()


def _tail(words: tuple[Word, ...], whole: Whole, past: bool) -> None:
    """ "are there", "were there in the box", "does Tara have": the question's end, in the story's tense."""
    texts = lowered(words)
    if len(texts) >= 2 and texts[0] in COPULAS and texts[1] == "there":
        if COPULAS[texts[0]] != past:
            raise Unread
        place = texts[2:]
        if place and not (
            len(place) == 3 and place[0] in PLACES and place[1] == "the" and whole.place[-1:] == (place[2],)
        ):
            raise Unread  # a place not the whole's
        return
    if len(texts) == 3 and texts[0] in ("does", "did") and texts[2] == "have":
        if (texts[0] == "did") != past:
            raise Unread
        same_holder(words[1], whole)
        return
    raise Unread


def _asked(
    words: tuple[Word, ...], whole: Whole, values: dict[str, Fraction], past: bool, relative: tuple[str, ...]
) -> tuple[Fraction, str]:
    texts = lowered(words)
    if texts[:2] != ["how", "many"]:
        raise Unread
    if relative and len(texts) == 3 + len(relative) and tuple(texts[3:]) == relative:
        kind = _named(words[2:3], whole, values, False)  # "how many children came to the fair"
        return values[kind], ""
    if len(texts) > 2 and texts[2] in MORE:
        sign = MORE[texts[2]]
        than = texts.index("than") if "than" in texts else -1
        if than < 4:
            raise Unread
        first = _named(words[3:than], whole, values, False)
        stop = next(
            (i for i in range(than + 1, len(texts)) if texts[i] in COPULAS or texts[i] in ("does", "did")), -1
        )
        if stop < 0:
            raise Unread
        second = _named(words[than + 1 : stop], whole, values, True)
        _tail(words[stop:], whole, past)
        if first == second:
            raise Unread
        value = sign * (values[first] - values[second])
        if value <= 0:
            raise Unread  # "how many more" of the smaller part
        big, small = (first, second) if sign > 0 else (second, first)
        said = "more" if sign > 0 else "fewer"
        return value, f"{said} {first} than {second}: {fmt(values[big])} - {fmt(values[small])}"
    if len(texts) >= 4 and texts[2] in COPULAS:  # "how many are green"
        if COPULAS[texts[2]] != past:
            raise Unread
        kind = _named(words[3:], whole, values, False)
        return values[kind], ""
    stop = next((i for i in range(2, len(texts)) if texts[i] in COPULAS or texts[i] in ("does", "did")), -1)
    if stop < 3:
        raise Unread
    if texts[stop] in COPULAS and stop + 1 < len(texts) and texts[stop + 1] != "there":
        _same(words[2:stop], whole)  # "how many kites are green"
        if COPULAS[texts[stop]] != past:
            raise Unread
        kind = _named(words[stop + 1 :], whole, values, False)
        return values[kind], ""
    kind = _named(words[2:stop], whole, values, False)
    _tail(words[stop:], whole, past)
    return values[kind], ""


def _read(text: str, lexicon: Lexicon) -> Answer:
    said = short_story(split_sentences(text), lexicon, 6)
    whole, parts, past, relative = _story(said)
    values, steps = _values(whole, parts)
    value, step = _asked(said[-1], whole, values, past, relative)
    if step:
        steps.append(f"{step} = {fmt(value)}")
    holder = whole.holder.text if whole.holder is not None else "there"
    return value_answer(value, whole.kind[-1], holder, tuple(steps), len(said) - 1)


def read_told_parts(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked part, or how many more of one part than another, of a whole told part by part; None otherwise."""
    low = text.casefold()
    if not any(w in low for w in ("the rest", "the others", "the remain", "the other half")):
        return None
    return or_none_cut(_read, text, lexicon)
