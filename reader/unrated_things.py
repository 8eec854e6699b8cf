"""Things counted through a rate beside other things that may have some too (ADR 0159).

"Each car has 4 wheels. Tom has 3 cars and 2 bikes. How many wheels does Tom have?": the rate
turns the cars into wheels (ADR 0031), but bikes have wheels too, at a rate the story does not
give. When the asked unit is not held directly and a rate per some noun the holder has reaches it,
another counted thing at the asked holder with no rate of its own refuses when it may have the
asked things as well:

- the asked noun is a part that things of many kinds have (``part``: a wheel, a leg, a wing), and
  the lexicon does not put the other thing and the rated one under different top kinds (an apple
  is food; a dog and a spider are both animals, so both have legs);
- the asked noun is contents, and the other thing is a container (``collective``: "2 boxes and 3
  bags" when pens per box are given) or a thing whose kind the lexicon does not say ("2 carts"
  beside shelves of books may hold books too).

A thing of a known kind beside contents reads as before ("3 scarves", clothing, beside racks of
hats; "5 apples" beside boxes of pens): the story counts what it means to count. Money and
measures are never such things.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.kinds import KindOf, kind_chain, unit_head
from reader.refusals import ReaderRefusal, refuse

HELD_QUESTIONS = frozenset({"value", "total"})
Attr = Callable[[str, str], str]  # (noun lemma, attribute) -> the value on its own entry ("" when none)


def lexicon_attr(lookup: Callable[[str], object]) -> Attr:
    """An attribute of a lemma's own entry (``lookup`` is ``Lexicon.lookup``)."""

    def attr(lemma: str, name: str) -> str:
        entry = getattr(lookup(lemma), "entry", None)
        if entry is None or entry.lemma != lemma:
            return ""
        return entry.attr(name, "") or ""

    return attr


def unrated_companions(graph: MathProblemGraph, kind_of: KindOf, attr: Attr) -> ReaderRefusal | None:
    """Refuse a converted question when the holder has other things that may have the asked unit too."""
    q = graph.question
    if q.kind not in HELD_QUESTIONS or q.unit is None or q.unit.dimension:
        return None
    asked = set(graph.question_units)
    if any(e.unit_key in asked for e in graph.events):
        return None  # held directly: not a conversion
    holders = {k for k in q.entities if k}
    mine = [e for e in graph.events if not holders or e.holder in holders]
    held = {unit_head(e.unit_key) for e in mine}
    rated = sorted({r.per_head for r in graph.rates if r.unit_key in asked and r.per_head in held})
    if not rated:
        return None
    part = attr(q.unit.head, "part") == "yes"
    # things the rated containers hold by another rate ("Each table has 10 chairs. Each table has 4
    # legs.": the chairs have legs too) are beside them as much as things held are (ADR 0300)
    within = {r.unit_key for r in graph.rates if r.per_head in rated and r.unit_key not in asked}
    for key in [e.unit_key for e in mine] + sorted(within):
        head = unit_head(key)
        if head in rated or head == q.unit.head or not _counted(graph, key):
            continue
        if part:
            unsure = not all(_unrelated(head, per, kind_of) for per in rated)
        elif key in within:  # contents beside contents: only a container among them may hold them too
            unsure = attr(head, "collective") == "yes"
        else:  # contents: any container may hold them, and so may a thing the lexicon cannot place
            unsure = attr(head, "collective") == "yes" or not kind_chain(head, kind_of)
            # or a thing of the rated one's nearest kind: beetles beside ladybugs with dots (ADR 0343)
            unsure = unsure or any(_siblings(head, per, kind_of) for per in rated)
        if unsure:
            return refuse(
                "underdetermined",
                f"the '{head}' held beside the '{rated[0]}' may have '{q.unit.head}' too, at a rate not given",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _counted(graph: MathProblemGraph, key: str) -> bool:
    try:
        spec = graph.unit(key)
    except KeyError:
        return False
    return spec.is_count and not spec.dimension


def _siblings(one: str, other: str, kind_of: KindOf) -> bool:
    """Both kinds are filed under one nearest wider kind ("lily" and "tulip": flower), ADR 0343."""
    a, b = kind_chain(one, kind_of), kind_chain(other, kind_of)
    return bool(a) and bool(b) and a[0] == b[0]


def _unrelated(one: str, other: str, kind_of: KindOf) -> bool:
    """Both kinds are known and lead to different top kinds ("apple": fruit, food; "dog": animal)."""
    a, b = kind_chain(one, kind_of), kind_chain(other, kind_of)
    return bool(a) and bool(b) and a[-1] != b[-1]


def unheld_parts(graph: MathProblemGraph, attr: Attr) -> ReaderRefusal | None:
    """Refuse a total of parts when a thing like the ones counted was told with other things only (ADR 0221).

    "The first book had 30 pages and the second book had 45 pictures. How many pages are there in
    all?": a book has pages whatever the story says of it, so the second book's pages are there but
    uncounted, and 30 would be wrong. The asked noun must be a part that things have (``part``: a
    wheel, a door) or that a thing has one after another (``sequence``: a page, a line). A thing held
    by the story whose label ends in the same noun as a thing holding the asked parts (the first and
    the second book) and that holds other counted things but none of the asked parts refuses. Persons
    and contents ("the blue box had 45 pencils") read as before: a box need not hold pens.
    """
    q = graph.question
    if q.kind != "total" or q.entities or q.unit is None or q.unit.dimension:
        return None
    if attr(q.unit.head, "part") != "yes" and attr(q.unit.head, "sequence") != "yes":
        return None
    asked = set(graph.question_units)
    things = {e.key: e for e in graph.entities if e.kind == "thing" and e.label}
    holding = {e.holder for e in graph.events if e.unit_key in asked and e.holder in things}
    heads = {things[k].label.split()[-1].casefold() for k in holding}
    for key, thing in things.items():
        if key in holding or thing.label.split()[-1].casefold() not in heads:
            continue
        if any(e.holder == key and _counted(graph, e.unit_key) for e in graph.events):
            return refuse(
                "underdetermined",
                f"the '{thing.label}' has '{q.unit.head}' too, but the story counts only other things of it",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None
