"""'and 3 more pages of biology homework' closing a list of kinds one holder has (ADR 0188).

"Rachel had to complete 8 pages of math homework, 7 pages of reading
homework and 3 more pages of biology homework." With no 'than' in the
clause, the 'more' on the list's last item says the 3 pages come in
addition to the ones listed before: 3 pages of biology homework. With two
or more kinds before it there is no one amount it could be "more than", so
the additive reading is the only one; with a single kind before it ("5 red
marbles and 3 more blue marbles") it could still compare the two, and the
'more' stays unused (a refusal). An unknown amount ("5 red beads and
some more blue beads") reads either way: added or compared, the blue
beads' count is the one nothing states (ADR 0379).

Only for a holding (or an obligation read as one) whose amounts are all
kinds of one thing: the same head noun, each with its own modifiers.
"""

from __future__ import annotations

from reader.values import Marker, QuantityRef


def listed_more(markers: tuple[Marker, ...], quantities: tuple[QuantityRef, ...]) -> tuple[Marker, ...]:
    """The 'more' markers that only say the last listed kind comes in addition, else ()."""
    if any(m.category == "than_marker" for m in markers) or len(quantities) < 2:
        return ()
    if len(quantities) < 3 and quantities[-1].value is not None:
        return ()  # "5 red marbles and 3 more blue marbles": 3 in addition, or 3 more than the red ones?
    units = [q.unit for q in quantities]
    if any(u is None or u.dimension or not u.modifiers for u in units):
        return ()
    if len({u.head for u in units}) != 1 or len(set(units)) != len(units):
        return ()
    last = quantities[-1]
    after = {i + 1 for i in last.number_tokens} | {last.token_index + 1}
    more = tuple(m for m in markers if m.category == "comparative" and m.role == "up")
    if len(more) != 1 or more[0].token_index not in after:
        return ()
    return more
