"""Parts of a told group, each part with a count told for every member of it (ADR 0365).

"There are 30 students in a class. Half of them have 5 notebooks each and the rest have 3 notebooks
each. How many notebooks are in the class?" The sentence reader reads a share of a group only beside
a state ("half of them are girls", ADR 0290), and a count 'each' only for a holder it knows; here the
members of each part hold the same count, so the asked total is the sum over the parts of (members in
the part) x (count for each member). Only this shape is read:

- the whole is the story's first sentence and its only amount, as ADR 0290 reads it ("There are 30
  students in a class", "A school has 12 rooms", "In a club of 40 members, ...");
- every later statement is a list of clauses "<part> have|has|had|hold|contain N <things> each"; a part
  is a count or a share ("12", "half", "one-third", "25%") with nothing after it, "of them" (first
  clause only), "of the <whole's things>" or "<the whole's things>" ("5 tables", "half the tables"),
  or "the rest [of them | of the <things>]", "the remaining <things>", "the other half";
- the question asks the told things: "How many <things> [are|were] [there] [in total | in all |
  altogether] [in|on|at the <whole's place>]?", "How many <things> in total are in the <place>?" or
  "How many <things> do|did the <whole's things>|they have|hold [in total | in all | altogether]?".

The parts must fill the whole exactly: 'the rest' (last, once) is the whole less the other parts; with
no rest the told parts must add up to the whole, or the members left over hold what no sentence says.
A bare share after a part is of the whole only in one list of shares of the whole (ADR 0365); 'the
other half' only after one part that is a half. 'each' is required on every part ("have 5 notebooks"
may be together); the things must be one kind for every part and not the whole's own. The tense of
the parts and of the question must be the whole's. Anything else (a negation, another number, a second
kind, a part that does not come out whole, parts beyond the whole, a rest of none) leaves the
sentence reader's refusal standing.

ADR 0378 widens the parts: an act of getting, making or using ("half of them baked 4 pies each"), asked
only by that verb in that tense; 'each' before the verb; a later part's things left to the first ("the
rest have 3 each"); 'while' between parts; a whole told in the first part ("A third of the 24 kids
..."); "the others" for the rest; "1 pie each"; and the rest asked alone ("How many pies did the rest
bake?").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.chained_parts import (
    NOT_THINGS,
    Whole,
    count_of,
    kind_words,
    opened_whole,
    part_amount,
    part_clauses,
    whole_of,
)
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.group_wholes import group_opening
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_parts import same_place
from reader.whole_problem_words import Unread, or_none, plain_words

__all__ = ["read_parts_each"]

HOLDING = frozenset({"have", "hold", "contain"})  # lemmas of the holding verbs a part may use
ACTS = frozenset({"verb_gain", "verb_produce", "verb_lose"})  # "brought", "baked", "ate": asked by that verb
TOTALS = (("in", "total"), ("in", "all"), ("altogether",))
PLACES = frozenset({"in", "on", "at"})
LEADING = frozenset({"and", "while"})
JOINS = frozenset({"while", "whereas"})  # "half have 5 pens each while the rest have 3 pens each"


@dataclass(frozen=True, slots=True)
class Part:
    members: Fraction
    share: Fraction | None  # a share of the whole, None for a count or the rest
    rest: bool
    each: Fraction
    things: tuple[str, ...]
    sentence: int
    text: str
    verb: str = "have"  # "have" for every holding verb, else the act's lemma (ADR 0378)
    past: bool = False


def _text(word: Word) -> str:
    return word.text.casefold()


def _words(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_text(w) for w in words)


def _whole_things(words: tuple[Word, ...], whole: Whole) -> bool:
    """ "the tables", "tables", "the classrooms": the whole's own things, plural."""
    if words and _text(words[0]) == "the":
        words = words[1:]
    try:
        kind = kind_words(words)
    except Unread:
        return False
    return bool(kind) and kind == whole.kind[len(whole.kind) - len(kind) :]


def _rest_subject(subject: tuple[Word, ...], whole: Whole) -> bool:
    """ "the rest", "the rest of them", "the rest of the tables", "the remaining tables"."""
    texts = _words(subject)
    if texts[:2] == ("the", "rest"):
        after = subject[2:]
        if not after or _words(after) == ("of", "them"):
            return True
        return _text(after[0]) == "of" and _whole_things(after[1:], whole)
    if texts[:2] == ("the", "remaining"):
        return _whole_things(subject[2:], whole)
    if texts == ("the", "others"):
        return True  # "the others": the members no part has named (ADR 0378)
    if texts[:2] == ("the", "other") and len(subject) > 2 and _text(subject[2]) != "half":
        return _whole_things(subject[2:], whole)  # "the other campers", not "the other 5 campers"
    return False


def _told_whole(after: tuple[Word, ...], whole: Whole, parts: list[Part], si: int) -> bool:
    """ "of the 24 kids" in the story's first part, where the whole was read from it (ADR 0378)."""
    if parts or si != 0 or not whole.in_part or len(after) < 4 or _words(after[:2]) != ("of", "the"):
        return False
    return count_of(after[2]) == whole.value and _whole_things(after[3:], whole)


def _members(
    subject: tuple[Word, ...], whole: Whole, parts: list[Part], si: int
) -> tuple[Fraction, Fraction | None]:
    """The members of a part that is not the rest, and its share of the whole (None for a count)."""
    texts = _words(subject)
    if texts == ("the", "other", "half"):
        if len(parts) != 1 or parts[0].share != Fraction(1, 2):
            raise Unread  # "the other half" of what, when the part before is no half?
        return whole.value / 2, None
    bare = False
    if texts[0] == "half" and len(subject) > 1 and texts[1] == "the":
        if not _whole_things(subject[1:], whole):
            raise Unread
        count, share = None, Fraction(1, 2)
    else:
        count, share, at = part_amount(subject)
        after = subject[at:]
        if not after:
            bare = True
        elif _words(after) == ("of", "them"):
            if parts:
                raise Unread  # "of them" after a part: of the whole or of that part?
        elif _told_whole(after, whole, parts, si):
            pass  # "A third of the 24 kids": the part that tells the whole (ADR 0378)
        elif _text(after[0]) == "of":
            if not _whole_things(after[1:], whole):
                raise Unread
        elif count is None or not _whole_things(after, whole):
            raise Unread  # "5 tables", not "half tables" nor "5 chairs"
    if count is not None:
        return count, None
    assert share is not None
    if bare and not all(p.share is not None and p.sentence == si for p in parts):
        raise Unread  # a bare share after a count or in another sentence: of the whole, or of the rest?
    return share * whole.value, share


def _held(words: tuple[Word, ...], each: Fraction) -> tuple[str, ...]:
    """The held things' lemmas; "1 apple each" names them by a singular noun (ADR 0378)."""
    head = words[-1] if words else None
    if each == 1 and head is not None and "NNS" not in head.tags and head.category.endswith("noun"):
        if len(words) != 1 or head.category in NOT_THINGS or "NN" not in head.tags:
            raise Unread  # only a bare noun: "1 apple each", not "1 red apple each"
        return (head.lemma.casefold(),)
    return kind_words(words)


def _verb_at(words: tuple[Word, ...]) -> int:
    """Where the part's verb stands: a holding verb, or an act of getting, making or using (ADR 0378)."""
    at = next((i for i, w in enumerate(words) if w.category == "verb_possess" or w.category in ACTS), None)
    if at is None or at == 0:
        raise Unread
    return at


def _clause(words: tuple[Word, ...], si: int, whole: Whole, parts: list[Part]) -> Part:
    """ "half of them have 5 notebooks each", "the rest each baked 3 pies": a part, its verb and count."""
    while words and _text(words[0]) in LEADING:
        words = words[1:]
    verb_at = _verb_at(words)
    verb = words[verb_at]
    before = _text(words[verb_at - 1]) == "each" and words[verb_at - 1].category == "distributive"
    after = _text(words[-1]) == "each" and words[-1].category == "distributive"
    if before == after:
        raise Unread  # "have 5 notebooks": each, or together? ("each have ... each" is not read either)
    end = len(words) if before else len(words) - 1
    if end < verb_at + 2 or (before and end < verb_at + 3):
        raise Unread  # "the rest have 3 each" may leave its things to the part before; "each have 3" may not
    past = "VBD" in verb.tags
    if verb.category == "verb_possess":
        if verb.lemma.casefold() not in HOLDING or past != whole.past:
            raise Unread  # "There are 30 students. Half of them had ...": then, or now?
        lemma = "have"
    else:
        if whole.past and not past:
            raise Unread  # "There were 30 pupils. Half of them bake ...": the pupils now may not be those
        lemma = verb.lemma.casefold()
    each = count_of(words[verb_at + 1])
    if each is None or each <= 0:
        raise Unread
    things = _held(words[verb_at + 2 : end], each) if end > verb_at + 2 else ()
    subject = words[: verb_at - 1] if before else words[:verb_at]
    if not subject:
        raise Unread
    text = " ".join(w.text for w in words)
    if _rest_subject(subject, whole):
        return Part(Fraction(0), None, True, each, things, si, text, lemma, past)
    members, share = _members(subject, whole, parts, si)
    return Part(members, share, False, each, things, si, text, lemma, past)


def _asked_things(words: tuple[Word, ...], things: tuple[str, ...]) -> tuple[Word, ...]:
    """ "How many <things> [in total] ...": the words after the asked things and a total."""
    if _words(words[:2]) != ("how", "many"):
        raise Unread
    rest = words[2:]
    at = next(
        (i for i, w in enumerate(rest) if not (w.category.endswith("noun") or w.category == "adjective")),
        len(rest),
    )
    if kind_words(rest[:at]) != things:
        raise Unread
    return _totalled(rest[at:])


def _totalled(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """The words after a leading "in total", "in all" or "altogether", if any."""
    for total in TOTALS:
        if _words(words[: len(total)]) == total:
            return words[len(total) :]
    return words


def _doers(words: tuple[Word, ...], whole: Whole, parts: list[Part]) -> tuple[tuple[Word, ...], list[Part]]:
    """The question's subject and the words after it: "they" or "the <whole's things>" ask every part,
    "the rest" (or "the others", "the remaining <things>") only a last part that is the rest (ADR 0378)."""
    verb_at = next((i for i, w in enumerate(words) if w.category == "verb_possess" or w.category in ACTS), 0)
    subject = words[:verb_at]
    if not subject:
        raise Unread
    if _words(subject) == ("they",):
        if whole.holder is not None:
            raise Unread  # "Ann has 6 boxes ... do they have": the boxes, or Ann and others?
        return words[verb_at:], parts
    if _text(subject[0]) == "the" and _whole_things(subject[1:], whole):
        return words[verb_at:], parts
    if _rest_subject(subject, whole):
        if not parts[-1].rest:
            raise Unread  # "do the rest have" when no part was told as the rest
        return words[verb_at:], parts[-1:]
    raise Unread


def _asked_act(words: tuple[Word, ...], whole: Whole, parts: list[Part]) -> list[Part]:
    """ "How many pies did the kids bake [in all]?", "How many pies were baked?" (ADR 0378).

    Only the parts' own verb, in their tense, asks their sum: "How many pies are there?" after "baked"
    could count pies from before, and another verb asks what no part tells.
    """
    part = parts[0]
    tail = _asked_things(words, part.things)
    asked = parts
    if not tail:
        raise Unread
    if _text(tail[0]) == ("did" if part.past else "do"):
        tail, asked = _doers(tail[1:], whole, parts)
        if "VB" not in tail[0].tags:
            raise Unread
    elif _text(tail[0]) == ("were" if part.past else "are"):
        tail = tail[1:]
        if not tail or "VBN" not in tail[0].tags:
            raise Unread
    else:
        raise Unread
    if tail[0].lemma.casefold() != part.verb or tail[0].category not in ACTS:
        raise Unread  # "brought 2 apples each ... How many apples did they eat?"
    if _totalled(tail[1:]):
        raise Unread  # "did they bring to school": a place or a time no part tells
    return asked


def _asked(words: tuple[Word, ...], whole: Whole, parts: list[Part]) -> list[Part]:
    """The question asks the parts' things in total, in the whole's tense; Unread otherwise."""
    tail = _asked_things(words, parts[0].things)
    asked = parts
    past = whole.past
    if tail and _text(tail[0]) == ("were" if past else "are"):
        tail = tail[1:]
        if tail[:1] and _text(tail[0]) == "there":
            tail = tail[1:]
    elif tail and _text(tail[0]) == ("did" if past else "do"):
        tail, asked = _doers(tail[1:], whole, parts)
        if _text(tail[0]) not in ("have", "hold"):
            raise Unread
        tail = tail[1:]
    elif tail:
        raise Unread
    rest = _words(_totalled(tail))
    if not rest:
        return asked
    if rest[0] not in PLACES or len(rest) < 3 or rest[1] != "the":
        raise Unread
    if not whole.place or not same_place(rest[2:], whole.place):
        raise Unread  # a place the whole was not told in
    return asked


def _part_clauses(si: int, words: tuple[Word, ...], start: int) -> list[tuple[Word, ...]]:
    """ADR 0290's clauses, each split again at 'while' / 'whereas' joining two parts (ADR 0378)."""
    found: list[tuple[Word, ...]] = []
    for clause, _ in part_clauses(si, words, start):
        begin = 0
        for i, word in enumerate(clause):
            if _text(word) in JOINS and i > begin:
                found.append(clause[begin:i])
                begin = i
        found.append(clause[begin:])
    return found


def _part_whole(words: tuple[Word, ...]) -> Whole:
    """ "A third of the 24 kids brought 2 pies each, ...": the whole told in the first part (ADR 0378).

    The amount, "of the", the whole's count and its things, then the part's verb; the whole has no
    place and takes the part's tense.
    """
    clauses = part_clauses(0, words, 0)
    if not clauses:
        raise Unread  # no clause at all ("-. 0")
    clause = clauses[0][0]
    verb_at = _verb_at(clause)
    _, _, at = part_amount(clause)
    end = verb_at - 1 if _text(clause[verb_at - 1]) == "each" else verb_at
    if end - at < 4 or _words(clause[at : at + 2]) != ("of", "the"):
        raise Unread
    value = count_of(clause[at + 2])
    if value is None or value <= 0:
        raise Unread
    named = clause[at + 3 : end]
    kind = kind_words(named)
    label = " ".join(w.text for w in named)
    past = "VBD" in clause[verb_at].tags
    return Whole(value, kind, label, (), (0, at + 2), None, named[-1], past, in_part=True)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) < 2:
        raise Unread
    first = plain_words(sentences[0], lexicon)
    parts: list[Part] = []
    opening = group_opening(first)
    if opening is None:
        try:
            whole = whole_of(0, first)
        except Unread:
            whole = _part_whole(first)
            for clause in _part_clauses(0, first, 0):
                parts.append(_clause(clause, 0, whole, parts))
    else:
        whole = opened_whole(first, opening)
        for clause in _part_clauses(0, first[opening.rest :], opening.rest):
            parts.append(_clause(clause, 0, whole, parts))
    for si in range(1, len(sentences) - 1):
        for clause in _part_clauses(si, plain_words(sentences[si], lexicon), 0):
            parts.append(_clause(clause, si, whole, parts))
    if len(parts) < 2 or not parts[0].things:
        raise Unread
    things = parts[0].things
    parts = [replace(p, things=things) if not p.things else p for p in parts]  # "the rest have 3 each"
    if any(p.things != things for p in parts) or set(things) & set(whole.kind):
        raise Unread  # two kinds held, or the whole's own things
    if any((p.verb, p.past) != (parts[0].verb, parts[0].past) for p in parts):
        raise Unread  # "half brought 2 pies each and the rest baked 3 each": two acts, one asked
    if any(p.rest for p in parts[:-1]):
        raise Unread  # 'the rest' before another part: the rest of what?
    told = sum((p.members for p in parts if not p.rest), Fraction(0))
    if parts[-1].rest:
        parts[-1] = replace(parts[-1], members=whole.value - told)
    elif told != whole.value:
        raise Unread  # members no clause tells about
    if any(p.members.denominator != 1 or p.members <= 0 for p in parts) or told > whole.value:
        raise Unread
    question = plain_words(sentences[-1], lexicon)
    asked = (_asked if parts[0].verb == "have" else _asked_act)(question, whole, parts)
    value = sum((p.members * p.each for p in asked), Fraction(0))
    steps = [f"the whole: {fmt(whole.value)} {whole.label}"]
    steps += [f"{p.text}: {fmt(p.members)} x {fmt(p.each)} = {fmt(p.members * p.each)}" for p in parts]
    steps.append(f"{'in all' if len(asked) > 1 else 'asked: ' + asked[0].text}: {fmt(value)}")
    return _answer(whole, things, value, tuple(steps), len(sentences) - 1)


def _answer(
    whole: Whole, things: tuple[str, ...], value: Fraction, steps: tuple[str, ...], last: int
) -> Answer:
    head = whole.kind[-1]
    key = "+".join((head,) + whole.kind[:-1])
    entity = EntityRef(head, whole.label, "neuter", "plural", "thing", whole.where[0])
    events = (Event(head, key, "hold", 1, whole.value, "", (whole.where[0], 0), *whole.where, whole.label),)
    unit = things[-1]
    question = QuestionTarget("value", (head,), Unit(unit, things[:-1]), last, 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, whole.label, "", True),),
        events,
        question,
        (key,),
        Fraction(1),
        unit,
        (whole.where,),
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


def read_parts_each(text: str, lexicon: Lexicon) -> Answer | None:
    """The things held in all by a group whose parts each hold a told count per member; None otherwise."""
    return or_none(_read, text, lexicon)
