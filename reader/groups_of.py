"""Counted containers or groups with their contents after 'of', read further (ADR 0413).

"5 bags of 50 beads" reads as 50 beads in every bag (ADR 0178) for nouns the pack marks
``collective``. Two shapes around it refused and are read here as clause rewrites before projection.

1. A trailing 'each': "there are 5 batches of 80 engines each".

"5 bags of 50 beads" already says 50 beads in every bag (ADR 0178): 'of' and a number after a
counted plural container never name the contents of all of them at once. A closing 'each' ("there
are 5 batches of 80 engines each", "he bought 3 boxes of 12 pencils each") repeats that, and says
nothing new, so the marker is given that role and the clause reads as without it.

'each' may also spread an amount over the subject's members ("Tom and Ann bought 5 bags of 50 beads
each": each of them bought 5 bags), so it is read only when

- the subject is the scene ("there are") or one person, never a group or a plural pronoun;
- 'each' closes the contents' noun: it comes one or two words after the last number of an amount
  the ADR 0178 reading put in containers (`container` set), with no amount or other marker between;
- no price, rate, share or multiple is in the clause ("5 boxes of 12 pens each for $3" may price
  each box rather than repeat the contents).

Anything else keeps the refusal of an 'each' no rule placed.

2. A list of such amounts held at once: "Ruel has four books of 10 stamps and six books of 15 stamps".
A move sums its list already; a holding of two amounts of one unit at one point refused (graph: "two
amounts of one unit for one holder at the same point"). Every item names its own containers and their
contents, so the holder has both: the clause holds the containers' sum (10 books) and, in them, the
contents' sum (130 stamps). Read only when the verb holds ('has', 'there are'), every amount of the
clause is plain, and every contents amount shares one container noun and one contents unit with the
others (same modifiers); any other amount in the clause, another container ("4 books of 10 stamps and
6 boxes of 15 stamps") or another contents kind ("... 6 books of 15 stickers") keeps the refusal.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.values import EntityRef, Marker, QuantityRef

__all__ = ["contents_held_together", "redundant_contents_each"]


def _one_holder(subject: EntityRef | None) -> bool:
    if subject is None:
        return False
    if subject.kind == "scene":
        return True
    return subject.kind == "person" and subject.number == "singular" and not subject.members


def _plain(q: QuantityRef) -> bool:
    return not q.price and q.per is None and q.share is None and q.times is None and not q.divisor


def _closes(marker: Marker, q: QuantityRef, quantities, markers) -> bool:
    """'each' one or two words after the unit-opening number of a contained amount, nothing between."""
    if q.container is None or not q.number_tokens:
        return False
    last = max(q.number_tokens)
    if marker.token_index - last not in (2, 3):
        return False
    between = range(last + 1, marker.token_index)
    if any(m.token_index in between for m in markers):
        return False
    return not any(set(o.number_tokens) & set(between) or o.token_index in between for o in quantities)


def redundant_contents_each(clause):
    """The clause with a repeated 'each' after contained counts passed over; the clause itself otherwise."""
    body = clause.body
    each = [m for m in body.markers if m.category == "distributive" and m.text.casefold() == "each"]
    if not each or not _one_holder(clause.subject) or body.per_unit is not None:
        return clause
    quantities = body.quantities
    if not quantities or not all(_plain(q) for q in quantities):
        return clause
    dropped: list[Marker] = []
    for marker in each:
        before = [q for q in quantities if q.token_index < marker.token_index]
        if not before or not _closes(marker, before[-1], quantities, body.markers):
            return clause
        dropped.append(marker)
    markers = tuple(m for m in body.markers if m not in dropped)
    return replace(clause, body=replace(body, markers=markers))


HOLDING = frozenset({"verb_possess", "copula"})


def _count_of(contents: QuantityRef, quantities) -> QuantityRef | None:
    """The containers' own count: the amount at the first number of the contents' product."""
    first = min(contents.number_tokens)
    found = [q for q in quantities if q.container is None and q.token_index == first]
    return found[0] if len(found) == 1 else None


def contents_held_together(clause):
    """One holding per kind for a list of counted containers of one contents kind; the clause otherwise."""
    body, verb = clause.body, clause.verb
    if verb is None or verb.category not in HOLDING or not _one_holder(clause.subject):
        return clause
    quantities = body.quantities
    contents = [q for q in quantities if q.container is not None]
    if len(contents) < 2 or body.per_unit is not None or body.markers:
        return clause
    if not all(_plain(q) and q.value is not None for q in quantities):
        return clause
    counts = [_count_of(q, quantities) for q in contents]
    if any(c is None for c in counts) or len(contents) + len(counts) != len(quantities):
        return clause
    if len({(q.unit, q.container) for q in contents}) != 1 or contents[0].unit is None:
        return clause
    if len({c.unit for c in counts}) != 1:
        return clause
    count = replace(
        counts[0],
        value=sum((c.value for c in counts), Fraction(0)),
        text="+".join(c.text for c in counts),
        number_tokens=tuple(i for c in counts for i in c.number_tokens),
    )
    total = replace(
        contents[0],
        value=sum((q.value for q in contents), Fraction(0)),
        text="+".join(q.text for q in contents),
        number_tokens=tuple(dict.fromkeys(i for q in contents for i in q.number_tokens)),
    )
    merged = tuple(q for q in quantities if q is counts[0] or q is contents[0])
    merged = tuple(count if q is counts[0] else total for q in merged)
    return replace(clause, body=replace(body, quantities=merged))
