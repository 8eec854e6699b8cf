"""Several containers 'with' an amount and no 'each': the amount in all or in each one (ADR 0149).

"Sam has 4 bags with 5 apples" may mean 5 apples in all or 5 in every bag. 'each' or
"in each bag" settles it (ADR 0043, 0009) and makes the amount a rate; with neither, no
reading is safer than the other, so the clause refuses. One container ("1 bag with 5
apples", "a bag with 5 apples") holds the amount itself and reads as before.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload


def contents_of_several(body: ClausePayload, sentence_index: int) -> ReaderRefusal | None:
    if body.per_unit is not None or not body.with_amounts:
        return None  # a rate settles it: "with 5 apples each", "in each bag"
    if any(m.category == "distributive" for m in body.markers):
        return None  # an 'each' no rule placed yet ("with 20 more stamps each") refuses on its own
    for later in body.quantities:
        if not set(later.number_tokens) & set(body.with_amounts) or later.container is not None:
            continue
        before = [q for q in body.quantities if q.token_index < later.token_index]
        containers = [q for q in before if _several(q) and q.unit is not None and later.unit is not None]
        if containers and containers[-1].unit.head != later.unit.head:
            return refuse(
                "ambiguous_unit",
                f"'{later.text}' after '{containers[-1].text}' with no 'each': in all or in each one",
                sentence_index,
                later.token_index,
                later.text,
            )
    return None


def _several(q) -> bool:
    return (
        q.unit is not None
        and not q.unit.dimension
        and q.per is None
        and not q.price
        and (q.value is None or q.value != 1)
    )
