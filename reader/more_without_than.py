"""'More' with no 'than' said of a holder's first move, after someone else's move (ADR 0160).

"Tom sold 3 apples. He sold 5 more apples." adds 5 to Tom's own sales: 'more' beside an amount
says "in addition" (ADR 0108, 0112). But "Ann sold 3 apples. Tom sold 5 more apples." has no
earlier sale of Tom's to add to: the 'more' may compare Tom's sale with Ann's (8 apples, as
"5 more than Ann") or only say that more apples were sold (5). Reading it as Tom's 5 gave a wrong
answer whenever the comparison was meant.

So a known amount moved with 'more' (an operation marked ``fresh``) none of whose parties has an
earlier holding or move of that kind refuses when another holder moved that kind before (with any
verb: "Rex picked 5 plums. Lia ate 2 more plums."), or another person held a stated amount of that kind before and the
move's holder is a person too ("Ann has 4 pens. Tom bought 3 more pens.": Tom's own earlier pens,
or 3 more than Ann's?). A place's holding ("A jar has 12 liters. Kim adds 3.5 liters more.") is
where the move goes, not an amount compared with. The kinds compared are the unit's head noun ("red apples" and "apples" are one kind), or a measure's
dimension ("Ava ran for 2 hours. Ben ran for 30 minutes more.", ADR 0183); a
holder with a move of its own before ("Tom sold 3. Ann sold 4. Tom sold 5 more.") reads as before.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import Operation, QuantityRef


def _head(q: QuantityRef) -> str:
    """The kind compared: the head noun, or for a measure its dimension ("2 hours", "30 minutes more")."""
    if q.unit is None:
        return ""
    return f"dim:{q.unit.dimension}" if q.unit.dimension else q.unit.head


def _parties(op: Operation) -> set[str]:
    return {p for p in (op.actor, op.counterparty, op.doer) if p}


def _compared_elsewhere(problem: ProblemReadingState, op: Operation) -> str | None:
    """Whose earlier amount 'more' may be measured from: another's holding or move of the kind, when
    ``op``'s parties had none of their own."""
    head = _head(op.quantity)
    mine = _parties(op)
    held = [h for h in problem.accumulated_initial_state if h.order < op.order and _head(h.quantity) == head]
    if any(h.entity in mine for h in held):
        return None
    earlier = [o for o in problem.accumulated_operations if o.order < op.order and _head(o.quantity) == head]
    if any(_parties(o) & mine for o in earlier):
        return None
    people = {e.key for e in problem.entity_registry if e.kind == "person"}
    # a stated amount, or a rate ("Maria drives at 50 mph for 3 hours. Tom drives 20 miles more.", ADR 0311)
    owners = [h.entity for h in held if h.quantity.value is not None and h.entity in people]
    if owners and op.actor in people:
        return owners[0]  # "Ann has 4 pens. Tom bought 3 more pens.": more than Ann's?
    other = next(iter(earlier), None)  # "Rex picked 5 plums. Lia ate 2 more plums.": more than Rex's?
    return None if other is None else (other.doer or other.actor)


def check(problem: ProblemReadingState) -> ReaderRefusal | None:
    """A refusal for the first 'more' move that may be compared with another holder's, else None."""
    for op in problem.accumulated_operations:
        if op.fresh is not True or op.quantity.value is None or op.compared is not None:
            continue
        other = _compared_elsewhere(problem, op)
        if other is not None:
            q = op.quantity
            return refuse(
                "ambiguous_unit",
                f"'{q.text} more' with no 'than' after {other}'s amount: in addition, or more than {other}'s?",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None
