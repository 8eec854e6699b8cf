"""Workloads: amounts of a task still to do, and work done towards them (ADR 0202).

"A clerk had 9 forms to stamp" and "A clerk had to stamp 9 forms" both state
a workload: 9 forms waiting for one task. ADR 0124 reads the second as an
obligation when the question asks about it; the first is a holding whose
amount carries the task's verb as its purpose tag (ADR 0176) and reads the
same way when a question asks 'have to stamp'.

Doing the task with the same verb removes from what is waiting: "She stamped
4 forms. How many forms does she still have to stamp?" is 9 - 4. Only in
this shape, and only when nothing else could be meant:

- the story is one holder's workload of one task and nothing else held;
- every move is that holder doing the task's own verb (an untaught verb,
  whose only role here is the task, or a making verb such as 'cook' or
  'bake', ADR 0222), with a plain amount of the workload's
  one kind, stated after the workload, with no second party;
- the question asks what the holder has to do with the same verb, in the
  present or with a modal ('does', 'would', 'will', 'still'): "How many did
  she have to stamp?" after some were done may ask the whole task or the
  rest, so it refuses.

Things of the workload's kind brought in by a passive gain with no doer
("Then another 18 were turned in", ADR 0125, 0230) add to what is waiting.

Doing more than was waiting gives a negative rest, which verification
refuses. Any other verb, holder or kind keeps the refusal of ADR 0124.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.passive_moves import PASSIVE_TAG
from reader.state import ProblemReadingState
from reader.values import Holding, Operation, QuantityRef, QuestionTarget, VerbRef

OBLIGATION = "obligation"  # the holdings' verb category for an obligation (reader/obligations.py)
TASK_VERBS = frozenset(
    {"verb", "verb_produce"}
)  # untaught, or making (cook, bake: ADR 0222): the task itself
DONE = "verb_lose"  # work done leaves the workload as a loss leaves a holding
HAVE = "have"


def _plain(q: QuantityRef) -> bool:
    return (
        q.value is not None
        and q.unit is not None
        and q.per is None
        and not (q.price or q.whole or q.divisor or q.owner)
        and q.share is None
        and q.times is None
        and q.container is None
    )


def is_workload(holding: Holding) -> bool:
    """ "had 6 forms to stamp": a plain 'have' whose amount is tagged with one intended verb and no object."""
    q = holding.quantity
    return (
        (holding.verb is None or (holding.verb.category == "verb_possess" and holding.verb.lemma == HAVE))
        and bool(q.purpose)
        and " " not in q.purpose
        and _plain(q)
        and not holding.than
    )


def as_obligation(holding: Holding) -> Holding:
    """The workload as the obligation ADR 0124 reads: its verb is the task's."""
    q = holding.quantity
    verb = VerbRef(q.purpose, OBLIGATION, q.token_index, q.text)
    return replace(holding, verb=verb, quantity=replace(q, purpose=""))


def workloads_owed(state: ProblemReadingState) -> ProblemReadingState:
    """Workloads of the asked task read as obligations; only for a question that asks 'have to' + that verb."""
    target = state.unknown_target_slot
    holdings = state.accumulated_initial_state
    if target is None or not target.obligation:
        return state
    if any(h.verb is not None and h.verb.category == OBLIGATION for h in holdings):
        return state
    if not any(is_workload(h) and h.quantity.purpose == target.obligation for h in holdings):
        return state
    changed = tuple(
        as_obligation(h) if is_workload(h) and h.quantity.purpose == target.obligation else h
        for h in holdings
    )
    return replace(state, accumulated_initial_state=changed)


def _done_towards(op: Operation, holder: str, task: str, after: tuple[int, int]) -> bool:
    return (
        op.kind == "gain"
        and op.actor == holder
        and not op.counterparty
        and op.compared is None
        and op.verb.category in TASK_VERBS
        and op.verb.lemma == task
        and _plain(op.quantity)
        and op.order > after
    )


def _brought_in(op: Operation, holder: str, after: tuple[int, int]) -> bool:
    """ "Then another 18 were turned in": a passive gain (ADR 0125) to the holder adds to what is waiting (ADR 0230)."""
    return (
        op.kind == "gain"
        and op.actor == holder
        and not op.counterparty
        and op.compared is None
        and PASSIVE_TAG in op.verb.tags
        and _plain(op.quantity)
        and op.order > after
    )


def work_done(
    state: ProblemReadingState, owed: list[Holding], target: QuestionTarget
) -> ProblemReadingState | ReaderRefusal | None:
    """The workload less the work done on it, or None when the moves are not all that work."""
    holdings = state.accumulated_initial_state
    ops = state.accumulated_operations
    holder = owed[0].entity
    task = target.obligation
    if not ops or len(owed) != len(holdings) or state.group_totals:
        return None
    last = max(h.order for h in owed)
    if not all(_done_towards(op, holder, task, last) or _brought_in(op, holder, last) for op in ops):
        return None
    units = {h.quantity.unit for h in owed} | {op.quantity.unit for op in ops} | {target.unit}
    if len(units) != 1 or target.kind != "value" or target.given is not None or target.goal is not None:
        return None
    if target.obligation_past:
        first = owed[0].quantity
        detail = "'did ... have to' after some of the task was done: the whole task or the rest?"
        return refuse("underdetermined", detail, first.sentence_index, first.token_index, first.text)
    done = tuple(
        op
        if _brought_in(op, holder, last)
        else replace(op, kind="loss", verb=replace(op.verb, category=DONE))
        for op in ops
    )  # "She stamped 4 forms": 4 fewer waiting; "another 18 were turned in": 18 more
    return replace(
        state,
        accumulated_initial_state=tuple(replace(h, verb=None) for h in holdings),
        accumulated_operations=done,
        unknown_target_slot=replace(target, obligation="", obligation_past=False),
    )
