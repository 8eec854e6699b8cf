"""All of one's things laid out in counted containers: "Ivan placed his stamps into 8 rows with 12
stamps in each row. How many stamps does he have?" (ADR 0225).

A clause that puts the subject's own things ("her pencils", "her pencils and crayons") into a counted
set of containers ("into 8 rows") and says how many of each kind one container takes ("with 12
stamps in each row", "with 4 pencils and 27 crayons in each row") states how many of those things
the subject has: the count of containers times the number in each. Nothing moves; the statement is a
holding of each kind at that point of the story, as "Ivan has 8 rows with 12 stamps in each row"
already reads.

ADR 0133 read the number after 'into' as a count of receivers and refused, since neither 'equally'
nor 'each' said how an amount was spread. Here there is no amount to spread: the things are named
only through their owner, and the amount in each container is told. Read only when

- the verb puts or splits (`verb_give`, `verb_split`), the subject is one person, and the word right
  after the verb is a possessive pronoun that names that person ("placing her pencils");
- one count of containers came after 'into', and the rate's container ('in each row') is that noun;
- every amount after the count is told with a noun, comes after 'with', is plainly a count of things
  (no owner, price, part, multiple or rate of its own), and the amounts' kinds are exactly the kinds
  put ("her pencils and crayons" ... "4 pencils and 27 crayons"), each once;
- nothing else was read in the clause: no place, source, receiver, 'equally', 'all' or other marker.

"placing 30 pencils into 14 rows", "the pencils", "some pencils", "into 14 rows with 11 in each box",
a kind put with no amount in each, or an amount of a kind not put keep the refusal of ADR 0133.
"""

from __future__ import annotations

from dataclasses import replace

from reader.distribution import GIVING_VERBS, ROUTE
from reader.frames import Clause, Facts, markers_without, unused_marker
from reader.refusals import ReaderRefusal
from reader.values import EntityRef, Holding, QuantityRef, VerbRef


def filled_containers(
    clause: Clause, subject: EntityRef | None, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal | None:
    """The holdings the clause states, or None when it is not this shape (the caller's rule then reads it)."""
    shape = _shape(clause, subject, verb)
    if shape is None or subject is None:
        return None
    count, amounts = shape
    unused = unused_marker(clause, markers_without(clause.body.markers, {ROUTE}))
    if unused is not None:
        return unused
    holdings = tuple(
        Holding(
            subject.key,
            replace(
                q,
                value=q.value * count.value,
                text=f"{count.text}x{q.text}",
                number_tokens=count.number_tokens + q.number_tokens,
                container=count.unit,  # moving the containers later would leave their contents behind
            ),
            (order[0], order[1] * 100 + i),
        )
        for i, q in enumerate(amounts)
        if q.value is not None and count.value is not None
    )
    return Facts(holdings=holdings)


def names_its_amounts(clause: Clause) -> bool:
    """The things named after the verb ("her pencils") are counted by this clause's amounts in each container,
    so the check of ADR 0047 on phrases left with no amount does not apply to them."""
    return clause.verb is not None and _shape(clause, clause.subject, clause.verb) is not None


def _shape(
    clause: Clause, subject: EntityRef | None, verb: VerbRef
) -> tuple[QuantityRef, list[QuantityRef]] | None:
    body = clause.body
    per = body.per_unit
    counts = [q for q in body.quantities if q.divisor]
    amounts = sorted((q for q in body.quantities if not q.divisor), key=lambda q: q.token_index)
    routes = [m for m in body.markers if m.category == ROUTE]
    if (
        subject is None
        or subject.kind != "person"
        or subject.number != "singular"
        or verb.category not in GIVING_VERBS
        or clause.frame == "question"
        or per is None
        or per.modifiers
        or len(counts) != 1
        or not amounts
        or len(routes) != 1
        or routes[0].role != "into"
        or body.location is not None
        or body.recipient is not None
        or body.source is not None
        or body.new_entities  # "put his friend's stamps": someone else's things
    ):
        return None
    count = counts[0]
    if (
        count.unit is None
        or count.unit.head != per.head
        or count.unit.dimension
        or count.value is None
        or count.value <= 0
        or count.value.denominator != 1
        or count.owner
    ):
        return None
    if not _own_things_named(clause, subject, verb, routes[0].token_index):
        return None
    if not body.with_amounts or body.with_amounts[0] != amounts[0].token_index:
        return None  # the amounts in each come after 'with'
    for q in amounts:
        if (
            q.value is None
            or q.value <= 0
            or q.value.denominator != 1  # things counted one by one
            or q.unit is None
            or q.unit.dimension
            or q.unit.head == per.head
            or q.token_index < count.token_index
            or q.owner
            or q.price
            or q.whole
            or q.divisor
            or q.share is not None
            or q.times is not None
            or q.per is not None
        ):
            return None
    # the kinds put and counted compared whole, modifiers too: "her red pencils ... 11 pencils in
    # each row" tells the red ones only, not all her pencils (ADR 0233)
    put = [d.unit.describe() for d in body.dropped_objects if not d.intended and not d.indefinite]
    put += [o.key for o in body.objects if o.kind == "thing" and o.number == "plural"]
    if len(put) != len(body.dropped_objects) + len(body.objects):
        return None  # something else was named after the verb
    heads = [q.unit.describe() for q in amounts if q.unit is not None]
    if len(set(heads)) != len(heads) or sorted(heads) != sorted(put):
        return None  # "her pencils and crayons ... with 4 pencils in each row": the crayons are not told
    return count, amounts


def _own_things_named(clause: Clause, subject: EntityRef, verb: VerbRef, route_at: int) -> bool:
    """The word right after the verb is a possessive naming the subject ("placing her pencils")."""
    owners = [
        r
        for r in clause.body.resolutions
        if r.sentence_index == clause.sentence_index and verb.token_index < r.token_index < route_at
    ]
    return (
        len(owners) == 1
        and owners[0].token_index == verb.token_index + 1
        and owners[0].resolved_to == subject.key
        and owners[0].pronoun.casefold() in ("her", "his", "their", "my", "our", "your")
    )
