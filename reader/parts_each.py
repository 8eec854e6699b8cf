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
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.chained_parts import Whole, _amount, _clauses, _count, _kind, _opened_whole, _whole
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
TOTALS = (("in", "total"), ("in", "all"), ("altogether",))
PLACES = frozenset({"in", "on", "at"})
LEADING = frozenset({"and", "while"})


@dataclass(frozen=True, slots=True)
class Part:
    members: Fraction
    share: Fraction | None  # a share of the whole, None for a count or the rest
    rest: bool
    each: Fraction
    things: tuple[str, ...]
    sentence: int
    text: str


def _text(word: Word) -> str:
    return word.text.casefold()


def _words(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_text(w) for w in words)


def _whole_things(words: tuple[Word, ...], whole: Whole) -> bool:
    """ "the tables", "tables", "the classrooms": the whole's own things, plural."""
    if words and _text(words[0]) == "the":
        words = words[1:]
    try:
        kind = _kind(words)
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
    return False


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
        count, share, at = _amount(subject)
        after = subject[at:]
        if not after:
            bare = True
        elif _words(after) == ("of", "them"):
            if parts:
                raise Unread  # "of them" after a part: of the whole or of that part?
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


def _clause(words: tuple[Word, ...], si: int, whole: Whole, parts: list[Part]) -> Part:
    """ "half of them have 5 notebooks each": a part, a holding verb, a count, the things and 'each'."""
    while words and _text(words[0]) in LEADING:
        words = words[1:]
    verb_at = next((i for i, w in enumerate(words) if w.category == "verb_possess"), None)
    if verb_at is None or verb_at == 0 or len(words) < verb_at + 4:
        raise Unread
    verb = words[verb_at]
    if verb.lemma.casefold() not in HOLDING or ("VBD" in verb.tags) != whole.past:
        raise Unread  # "There are 30 students. Half of them had ...": then, or now?
    if _text(words[-1]) != "each" or words[-1].category != "distributive":
        raise Unread  # "have 5 notebooks": each, or together?
    each = _count(words[verb_at + 1])
    if each is None or each <= 0:
        raise Unread
    things = _kind(words[verb_at + 2 : -1])
    subject = words[:verb_at]
    text = " ".join(w.text for w in words)
    if _rest_subject(subject, whole):
        return Part(Fraction(0), None, True, each, things, si, text)
    members, share = _members(subject, whole, parts, si)
    return Part(members, share, False, each, things, si, text)


def _asked(words: tuple[Word, ...], whole: Whole, things: tuple[str, ...]) -> None:
    """The question asks the parts' things in total, in the whole's tense; Unread otherwise."""
    texts = _words(words)
    if texts[:2] != ("how", "many"):
        raise Unread
    rest = words[2:]
    at = next(
        (i for i, w in enumerate(rest) if not (w.category.endswith("noun") or w.category == "adjective")),
        len(rest),
    )
    if _kind(rest[:at]) != things:
        raise Unread
    tail = list(_words(rest[at:]))
    for total in TOTALS:  # "in total" right after the things
        if tuple(tail[: len(total)]) == total:
            tail = tail[len(total) :]
            break
    past = whole.past
    if tail and tail[0] in (("were",) if past else ("are",)):
        tail = tail[1:]
        if tail[:1] == ["there"]:
            tail = tail[1:]
    elif tail and tail[0] in (("did",) if past else ("do",)):
        tail = tail[1:]
        if tail[:1] == ["they"]:
            if whole.holder is not None:
                raise Unread  # "Ann has 6 boxes ... do they have": the boxes, or Ann and others?
            tail = tail[1:]
        else:
            count = len(whole.kind) + 1
            if tail[:1] != ["the"] or not _whole_things(rest[at + 2 : at + 1 + count], whole):
                raise Unread
            tail = tail[count:]
        if not tail or tail[0] not in ("have", "hold"):
            raise Unread
        tail = tail[1:]
    elif tail:
        raise Unread
    for total in TOTALS:
        if tuple(tail[: len(total)]) == total:
            tail = tail[len(total) :]
            break
    if not tail:
        return
    if tail[0] not in PLACES or len(tail) < 3 or tail[1] != "the":
        raise Unread
    if not whole.place or not same_place(tuple(tail[2:]), whole.place):
        raise Unread  # a place the whole was not told in


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) < 2:
        raise Unread
    first = plain_words(sentences[0], lexicon)
    parts: list[Part] = []
    opening = group_opening(first)
    if opening is None:
        whole = _whole(0, first)
    else:
        whole = _opened_whole(first, opening)
        for clause, _ in _clauses(0, first[opening.rest :], opening.rest):
            parts.append(_clause(clause, 0, whole, parts))
    for si in range(1, len(sentences) - 1):
        for clause, _ in _clauses(si, plain_words(sentences[si], lexicon), 0):
            parts.append(_clause(clause, si, whole, parts))
    if len(parts) < 2:
        raise Unread
    things = parts[0].things
    if any(p.things != things for p in parts) or set(things) & set(whole.kind):
        raise Unread  # two kinds held, or the whole's own things
    if any(p.rest for p in parts[:-1]):
        raise Unread  # 'the rest' before another part: the rest of what?
    told = sum((p.members for p in parts if not p.rest), Fraction(0))
    if parts[-1].rest:
        parts[-1] = Part(
            whole.value - told, None, True, parts[-1].each, things, parts[-1].sentence, parts[-1].text
        )
    elif told != whole.value:
        raise Unread  # members no clause tells about
    if any(p.members.denominator != 1 or p.members <= 0 for p in parts) or told > whole.value:
        raise Unread
    _asked(plain_words(sentences[-1], lexicon), whole, things)
    value = sum((p.members * p.each for p in parts), Fraction(0))
    steps = [f"the whole: {fmt(whole.value)} {whole.label}"]
    steps += [f"{p.text}: {fmt(p.members)} x {fmt(p.each)} = {fmt(p.members * p.each)}" for p in parts]
    steps.append(f"in all: {fmt(value)}")
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
