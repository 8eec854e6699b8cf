"""A question asking for a wider kind than the kinds stated (ADR 0123).

"There were 28 girls and 35 boys on the playground. How many children were there?" states no amount
of children; the lexicon says a girl and a boy are each a kind of child (the noun attribute
``kind_of``), so the children are the girls and the boys together.

The sum is read only when it is sound:

- the asked unit is a bare counted noun ("children", not "small children" or "pieces of fruit");
- at least two different narrower kinds are stated at the asked holder (one kind alone may not be
  all of them: "Tom has 3 apples. How many fruits?" refuses);
- every other amount of that holder is clearly outside the asked kind: bare money or a bare measure
  ("$5", "3 hours"; "3 pounds of apples" is unclear), or a
  noun whose kinds the lexicon names and which lead to another top kind ("carrots" are vegetables,
  never fruit). A noun whose kind the lexicon does not say ("toys"), or one from the same top kind
  that is not inside ("men" when children are asked), refuses;
- stated amounts carry no modifier: a "hot dog" or a "toy dog" is no dog, and the lexicon cannot
  tell which modifiers keep the kind.

Membership is transitive: a boy is a child, a child is a person, so boys count as people. The
chain is read from the lexicon by the caller and given here as a function, so the graph stays
free of the pack.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.values import QuestionTarget, Unit

if TYPE_CHECKING:
    from reader.graph import MathProblemGraph

KindOf = Callable[[str], str]  # a noun lemma -> the wider kind the lexicon names ("" when none)

MAX_DEPTH = 8
PERSON = "person"


_BY_LEMMA: dict[int, tuple[object, dict[str, str]]] = {}


def unit_head(key: str) -> str:
    """The noun of a graph unit key ("apple+red" -> "apple"): the kind its modifiers narrow."""
    return key.split("+", 1)[0]


def counted_unit(graph: MathProblemGraph, key: str) -> bool:
    """Whether the graph knows ``key`` as a unit of counted things (no measure, no money)."""
    try:
        return graph.unit(key).is_count
    except KeyError:
        return False


def _stated_kinds(entries: tuple) -> dict[str, str]:
    """Lemma -> ``kind_of`` for every entry that states one, built once per lexicon.

    A lemma whose own surface belongs to another word ("rose", the past of "rise") is still found.
    """
    cached = _BY_LEMMA.get(id(entries))
    if cached is None or cached[0] is not entries:
        stated = {e.lemma: e.attr("kind_of", "") or "" for e in entries if e.attr("kind_of", "")}
        _BY_LEMMA.clear()
        _BY_LEMMA[id(entries)] = cached = (entries, stated)
    return cached[1]


def lexicon_kinds(lookup: Callable[[str], object], entries: tuple | None = None) -> KindOf:
    """The ``kind_of`` attribute of a lemma's own entry (``lookup`` is ``Lexicon.lookup``).

    With the lexicon's ``entries``, a lemma whose surface another entry owns keeps its kind (ADR 0190).
    """
    by_lemma = _stated_kinds(entries) if entries is not None else {}

    def kind_of(lemma: str) -> str:
        sense = lookup(lemma)
        entry = getattr(sense, "entry", None)
        if entry is None or entry.lemma != lemma:
            return by_lemma.get(lemma, "")
        stated = entry.attr("kind_of", "") or ""
        if not stated and entry.category == "person_noun" and lemma != PERSON:
            return PERSON  # a visitor, a passenger: every person noun names a kind of person
        return stated

    def attr(lemma: str, name: str) -> str:
        entry = getattr(lookup(lemma), "entry", None)
        if entry is None or entry.lemma != lemma:
            return ""
        return entry.attr(name, "") or ""

    kind_of.attr = attr  # type: ignore[attr-defined]  # the roles and piece marks of ADR 0331
    return kind_of


def noun_attr(kind_of: KindOf, lemma: str, name: str) -> str:
    """A pack attribute of a noun's own entry, when ``kind_of`` came from ``lexicon_kinds`` ("" else)."""
    attr = getattr(kind_of, "attr", None)
    return attr(lemma, name) if attr is not None else ""


def asked_kind(unit: Unit, kind_of: KindOf) -> tuple[str, bool]:
    """The kind a question counts and whether a modifier narrows it (ADR 0331).

    "pieces of fruit" counts fruits one by one when the pack marks fruit ``by_piece``; "pieces of cake"
    (slices) and every other modifier keep the plain reading.
    """
    if unit.head == "piece" and len(unit.modifiers) == 1 and unit.modifiers[0].startswith("of:"):
        wide = unit.modifiers[0][3:]
        if noun_attr(kind_of, wide, "by_piece") == "yes":
            return wide, False
    return unit.head, bool(unit.modifiers)


def stated_kind(unit: Unit, kind_of: KindOf) -> str:
    """The kind a stated or asked unit counts: K for "pieces of K" when K is ``by_piece``, else its noun.

    The overlap checks compare kinds, so "10 pieces of fruit" beside "2 apples" is fruit beside apples.
    """
    return asked_kind(unit, kind_of)[0]


def key_kind(key: str, kind_of: KindOf) -> str:
    """``stated_kind`` of a graph unit key ("piece+of:fruit" -> fruit, "apple+red" -> apple)."""
    parts = key.split("+")
    if len(parts) == 2 and parts[0] == "piece" and parts[1].startswith("of:"):
        if noun_attr(kind_of, parts[1][3:], "by_piece") == "yes":
            return parts[1][3:]
    return parts[0]


def covering(asked: str, kind_of: KindOf) -> frozenset[str]:
    """The nouns that may count things of ``asked`` without being a kind of it: "animals" and "creatures"
    beside pets (the kind the role covers and every kind above), "persons" beside children."""
    reach = noun_attr(kind_of, asked, "covers")
    wider = set(kind_chain(asked, kind_of))
    if reach:
        wider |= {reach} | set(kind_chain(reach, kind_of))
    return frozenset(wider)


def held_as(head: str, asked: str, kind_of: KindOf) -> bool:
    """Whether a held ``head`` is counted as the role noun ``asked``: a dog as a pet, a son as a child.

    Only the noun's own entry says so: a robin is a bird, but birds are not all pets.
    """
    return bool(asked) and noun_attr(kind_of, head, "held_as") == asked


def kind_chain(head: str, kind_of: KindOf) -> tuple[str, ...]:
    """Every wider kind of ``head``, nearest first ("boy" -> child, person, creature)."""
    chain: list[str] = []
    kind = kind_of(head)
    while kind and kind != head and kind not in chain and len(chain) < MAX_DEPTH:
        chain.append(kind)
        kind = kind_of(kind)
    return tuple(chain)


def may_belong(head: str, asked: str, kind_of: KindOf) -> bool:
    """Whether a ``head`` thing may be one of the ``asked`` ones: filed under it, held as it, of no known
    kind, or of the kind a role noun covers (any animal may be a pet)."""
    chain = kind_chain(head, kind_of)
    reach = noun_attr(kind_of, asked, "covers")
    return (
        head == asked
        or asked in chain
        or held_as(head, asked, kind_of)
        or not chain
        or reach in chain
        or head in covering(asked, kind_of)
    )


def wider_kind_keys(
    target: QuestionTarget,
    units: dict[str, Unit],
    touched: Iterable[str],
    every: Iterable[str],
    kind_of: KindOf | None,
) -> tuple[str, ...] | ReaderRefusal | None:
    """The chain keys the asked wider kind sums, a refusal, or None when the question is no such case.

    ``touched``: the chain keys of every amount at the asked holder (all holders when none is named);
    ``every``: the chain keys of every amount in the story. Every narrower kind anywhere is asked, so a
    change by someone else ("The farmer buys 4 pigs" when the farm's animals are asked) meets the same
    checks as a change of the asked unit itself.
    """
    unit = target.unit
    if kind_of is None or unit is None or unit.dimension or unit.coin or target.than_unit is not None:
        return None
    asked, narrowed = asked_kind(unit, kind_of)
    asked_root = ((asked,) + kind_chain(asked, kind_of))[-1]
    # a role noun ("pets": animals) leaves every thing of the kind it covers unclear unless held as one
    reach = noun_attr(kind_of, asked, "covers")
    here = set(touched)
    inside: list[str] = []
    unclear: list[Unit] = []
    for key in sorted(set(every) | here):
        stated = units.get(key)
        if stated is None:
            continue
        if stated.dimension:
            if stated.modifiers and key in here:
                unclear.append(stated)  # "3 pounds of apples": a measure of a kind, not a count of it
            continue  # bare money or a bare measure is never a counted kind
        chain = kind_chain(stated.head, kind_of)
        member = asked in chain or held_as(stated.head, asked, kind_of)
        if member and not stated.modifiers:
            inside.append(key)
        elif member or (
            key in here
            and (
                not chain
                or stated.modifiers
                or chain[-1] == asked_root
                or reach in chain
                or stated.head in covering(asked, kind_of)  # "4 animals" beside pets may be some of them
            )
        ):
            # "red apples" (a modifier may change the kind), "toys" (no kind said), "men" when children
            # are asked (people both, but not one inside the other)
            unclear.append(stated)
    if not inside:
        return None
    if narrowed:
        return _refused(
            target, f"'{unit.describe()}' narrows a wider kind; which of the kinds stated it counts is unsaid"
        )
    if unclear:
        return _refused(target, f"'{unclear[0].describe()}' is not known to be a kind of '{asked}' or not")
    roles = [k for k in inside if asked not in kind_chain(units[k].head, kind_of)]
    if roles and len(roles) < len(inside):
        # "3 sons and 2 boys": a son is a child by role at any age, a boy by age; the boys may be the sons
        staged = next(units[k].describe() for k in inside if k not in roles)
        return _refused(
            target, f"'{staged}' may be among the '{units[roles[0]].describe()}'; both are '{asked}'"
        )
    if roles and PERSON in kind_chain(asked, kind_of) and len({k for k in target.entities if k}) > 1:
        # "How many children do Tom and Ann have?": two parents may share their sons and daughters
        return _refused(target, f"'{asked}' held by several people may be the same ones")
    if len(here & set(inside)) < 2:
        return refuse(
            "unit_mismatch",
            f"the question asks about '{asked}', and only one kind of it was stated",
            target.sentence_index,
            target.token_index,
            "",
        )
    return tuple(inside)


def kinds_inside(
    target: QuestionTarget, units: dict[str, Unit], touched: Iterable[str], kind_of: KindOf | None
) -> tuple[str, ...]:
    """The stated units the lexicon puts inside the asked unit ("puppy" when "dogs" are asked).

    Used when the asked unit was stated too: "12 puppies and 7 dogs" may or may not count the puppies
    among the dogs, so the caller refuses.
    """
    unit = target.unit
    if kind_of is None or unit is None or unit.dimension:
        return ()
    asked = stated_kind(unit, kind_of)
    found = []
    for key in sorted(set(touched)):
        stated = units.get(key)
        if stated is None or stated.dimension:
            continue
        head = stated_kind(stated, kind_of)
        if head != asked and (asked in kind_chain(head, kind_of) or _role_overlaps(head, asked, kind_of)):
            found.append(stated.describe())
    return tuple(found)


def _role_overlaps(head: str, asked: str, kind_of: KindOf) -> bool:
    """A ``head`` held as a role that the asked noun is, or is a kind of: sons as children, and as kids;
    or a word that names the asked kind too: kids may be young goats (ADR 0343)."""
    wider = (asked, *kind_chain(asked, kind_of))
    role = noun_attr(kind_of, head, "held_as")
    return (bool(role) and role in wider) or noun_attr(kind_of, head, "also_names") in wider[:1]


def kinds_around(
    target: QuestionTarget, units: dict[str, Unit], changed: Iterable[str], kind_of: KindOf | None
) -> tuple[str, ...]:
    """The changed units the lexicon puts around the asked unit ("fruit" when "apples" are asked).

    "Tom has 4 apples and 5 pears. He ate 3 fruits.": the fruits eaten may have been apples, so a
    question about the apples alone cannot be answered; the caller refuses.
    """
    unit = target.unit
    if kind_of is None or unit is None or unit.dimension:
        return ()
    head = stated_kind(unit, kind_of)
    role = noun_attr(kind_of, head, "held_as")
    chain = kind_chain(head, kind_of) + ((role,) if role else ())  # dogs among pets (ADR 0343)
    found = []
    for key in sorted(set(changed)):
        stated = units.get(key)
        if stated is not None and not stated.dimension and stated_kind(stated, kind_of) in chain:
            found.append(stated.describe())
    return tuple(found)


def _refused(target: QuestionTarget, detail: str) -> ReaderRefusal:
    return refuse("ambiguous_unit", detail, target.sentence_index, target.token_index, "")
