"""The amount an 'all' or 'all but N' move took, when the mover's chain before it is known (ADR 0226).

ADR 0032 and ADR 0217 read "sold all of them" and "sold all but 4 bars" as a move of an amount no
one counted, pinned by a holding right after it: the mover keeps 0, or N. The solver finds the moved
amount from that pin, but money for a sale is priced while the graph is built, before solving, so
"Each bar costs $3. Olivia had 7 bars. She sold all but 4 of them. How much money did she make?"
refused: the price of 'all' was not stated.

Here the moved amount is worked out before pricing, only when nothing about it is open: the mover's
chain of that kind, up to the move, is one stated holding followed by changes whose amounts are all
known (no share, no comparison, no unknown amount), no holding of the mover is placed 'already'
before earlier changes, and the mover holds no other kind with the same head noun. The amount is then
what was held less what is kept, exactly what the solver would find; when it is not positive the move
is left unknown, and the ordinary refusals (`negative_count`, `readings_disagree`) stand.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from reader.state import ProblemReadingState

if TYPE_CHECKING:
    from reader.graph import Event

PIN_OFFSET = 50  # the holding pinned after a whole move sorts 50 steps after it (reader/frames.py)


def known_whole_moves(events: list[Event], state: ProblemReadingState) -> list[Event]:
    """The events, with each 'all (but N)' move whose amount its mover's known chain fixes filled in."""
    timed = {h.entity for h in state.accumulated_initial_state if h.timing == "before"}  # "already had"
    out = list(events)
    for op in state.accumulated_operations:
        if not op.quantity.whole or op.actor in timed:
            continue
        symbol = f"amount@{op.quantity.sentence_index}.{op.quantity.token_index}"
        moved = [i for i, e in enumerate(out) if e.symbol == symbol and e.order == op.order]
        loss = [i for i in moved if out[i].holder == op.actor and out[i].sign == -1]
        if len(loss) != 1:
            continue
        amount = _amount_moved(out, out[loss[0]], bool(op.quantity.owner))
        if amount is None:
            continue
        for i in moved:
            out[i] = replace(out[i], value=amount, symbol="")
    return out


def _amount_moved(events: list[Event], move: Event, owned: bool) -> Fraction | None:
    """What the mover held before the move less the pin after it, when every step before is known.

    An 'all' with no owner ("all but 4 of them") after someone else held the kind may count their things
    too ("Olivia had 7 bars and Ben had 5 bars. She sold all of them."), so it is left to the solver.
    """
    key, holder = move.unit_key, move.holder
    head = key.split("+")[0]
    others = [e for e in events if e.holder != holder and e.order < move.order]
    if not owned and any(e.unit_key.split("+")[0] == head for e in others):
        return None
    mine = [e for e in events if e.holder == holder and e is not move]
    if any(e.unit_key != key and e.unit_key.split("+")[0] == head for e in mine):
        return None  # "7 bars and 3 chocolate bars": which of them 'all' counts is not settled here
    chain = sorted((e for e in mine if e.unit_key == key), key=lambda e: e.order)
    before = [e for e in chain if e.order < move.order]
    pin = [e for e in chain if e.kind == "hold" and e.order == (move.order[0], move.order[1] + PIN_OFFSET)]
    if len(pin) != 1 or pin[0].value is None or not before or before[0].kind != "hold":
        return None
    if any(e.kind == "hold" for e in before[1:]) or not all(_plain(e) for e in before):
        return None
    held = before[0].value
    assert held is not None
    for e in before[1:]:
        assert e.value is not None
        held += e.sign * e.value
    amount = held - pin[0].value
    return amount if amount > 0 else None


def _plain(e: Event) -> bool:
    """A step whose amount is stated outright: no unknown, no share, no comparison with another chain."""
    return (
        e.value is not None
        and e.share is None
        and not e.than
        and e.compared_to is None
        and e.times == 1
        and not e.parts
    )
