"""A question with no noun after a change of only some kinds: "How many does he have left?" (ADR 0182).

A question that names no unit may add counted kinds ("Tia has 5 limes and 3 lemons. How many
does Tia have?": 8, ADR 0046). Once a sentence changed only some of those kinds ("He had 24
cookies and 3 apples. He ate 9 cookies. How many does he have left?"), the question's left-out
noun may be the kind just changed (15 cookies) or all of them (18 things): two nouns can be
meant, so the reading refuses rather than pick one.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import QuestionTarget


def one_kind_changed(asked: tuple[str, ...], events: list, target: QuestionTarget) -> ReaderRefusal | None:
    """Refuse a unitless sum over kinds of which only some were changed by a move."""
    if (
        target.unit is not None
        or target.given is not None
        or target.kind not in ("value", "total", "initial")
    ):
        return None
    holders = {k for k in target.entities if k}

    def at_holder(e) -> bool:
        return e.unit_key in asked and (not holders or e.holder in holders)

    touched = {e.unit_key for e in events if at_holder(e)}
    changed = {e.unit_key for e in events if at_holder(e) and e.kind == "change"}
    if len(touched) < 2 or not changed or changed == touched:
        return None
    return refuse(
        "ambiguous_unit",
        "the question names no noun after a change of only some kinds: the changed kind, or all of them?",
        target.sentence_index,
        target.token_index,
        "",
    )
