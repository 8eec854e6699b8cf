"""A question's 'if' clause that tells again a change the story already told (ADR 0254).

"Nora has 15 stickers. She gives 6 stickers to Leo. If she gives 6 stickers to Leo, how many
stickers does Nora have?" may ask about a second gift or may only retell the first; read as a
second change it answered 3, read as a retelling it is 9. A change in the question's own sentence
that matches one told before it (same kind, movers, verb and amount) and says nothing of being new
('more', 'another') refuses; a change that differs in any of these is read as before.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import Operation, QuestionTarget


def _change_key(op: Operation) -> tuple:
    unit = op.quantity.unit.head.casefold() if op.quantity.unit is not None else ""
    return (op.kind, op.actor, op.counterparty, op.verb.lemma, op.quantity.value, unit)


def retold_change(operations: tuple[Operation, ...], target: QuestionTarget) -> ReaderRefusal | None:
    """Refuse when the question's sentence tells a change the story told the same way before it."""
    asked = target.sentence_index
    told = {_change_key(op) for op in operations if op.quantity.sentence_index < asked}
    for op in operations:
        if op.quantity.sentence_index != asked or op.fresh or op.quantity.value is None:
            continue
        if _change_key(op) in told:
            return refuse(
                "readings_disagree",
                f"the question tells again a change the story told ('{op.verb.text} {op.quantity.text}'): "
                "a second change, or the same one retold?",
                asked,
                op.quantity.token_index,
                op.quantity.text,
            )
    return None
