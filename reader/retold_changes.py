"""A question's 'if' clause that tells again a change the story already told (ADR 0254).

"Nora has 15 stickers. She gives 6 stickers to Leo. If she gives 6 stickers to Leo, how many
stickers does Nora have?" may ask about a second gift or may only retell the first; read as a
second change it answered 3, read as a retelling it is 9. A change in the question's own sentence
that matches one told before it (same kind, movers, verb and amount) and says nothing of being new
('more', 'another') refuses; a change that differs in any of these is read as before.

"Tom had 3 apples. He found 2 apples. If he had found 3 apples, how many apples would he have?"
supposes the told finding went otherwise: the question's change in the past perfect ('had found')
takes the place of the one told, it is no further step (ADR 0285). Read as a further act it
answered 8 (and 0 for "ate 2 ... If he had eaten 1"). A past-perfect change in the question's
sentence that has the same kind, mover and verb as one told before it refuses, whatever its amount
or other party;
one with 'more'/'another', or with no such change told, is read as before.

A supposed change like a told one but of other things ("found 2 stickers ... If he had found 4
cards") may say the finding brought cards instead of stickers, or cards as well: it refuses unless
the question counts only the supposed things, where both readings agree (ADR 0287).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.values import Operation, QuestionTarget

# words that may stand between a past-perfect 'had' and its participle: "had already found"
BETWEEN_HAD_AND_PARTICIPLE = frozenset({"adverb", "time_marker", "negation"})


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


def _past_perfect(op: Operation, words: tuple[Word | None, ...]) -> bool:
    """Is the change's verb a past participle after 'had' ("had found", "had already eaten")?"""
    if "VBN" not in op.verb.tags:
        return False
    i = op.verb.token_index - 1
    while 0 <= i < len(words) and words[i] is not None and words[i].category in BETWEEN_HAD_AND_PARTICIPLE:
        i -= 1
    return 0 <= i < len(words) and words[i] is not None and words[i].text.casefold() == "had"


def _moves(op: Operation) -> frozenset[tuple[str, int]]:
    """Who the change moves things for, and which way: a transfer takes from the actor and gives to
    the counterparty."""
    if op.kind == "transfer":
        return frozenset({(op.actor, -1), (op.counterparty, 1)})
    return frozenset({(op.actor, 1 if op.kind == "gain" else -1)})


def _same_move(supposed: Operation, told: Operation) -> bool:
    """Whether a supposed change may be a told one said again: the same things moving the same way for
    the same person, whatever the verb ("bought 2 ... If he had purchased 4", "Ann gave him 2 ... If he
    had received 4"): a synonym or the other side's verb names the same act (ADR 0285)."""
    unit, other = supposed.quantity.unit, told.quantity.unit
    return (
        unit is not None
        and other is not None
        and unit.head == other.head
        and bool(_moves(supposed) & _moves(told))
    )


def replaced_change(
    operations: tuple[Operation, ...], target: QuestionTarget, asked: tuple[Word | None, ...]
) -> ReaderRefusal | None:
    """Refuse a past-perfect change in the question's sentence that may replace one told before it."""
    at = target.sentence_index
    told = [o for o in operations if o.quantity.sentence_index < at]
    for op in operations:
        if op.quantity.sentence_index != at or op.fresh or not _past_perfect(op, asked):
            continue
        if any(_same_move(op, o) for o in told):  # to whom, how many, and by which verb may differ
            return refuse(
                "readings_disagree",
                f"the question supposes a change told before had gone otherwise ('{op.verb.text} "
                f"{op.quantity.text}'): in its place, or a further one?",
                at,
                op.quantity.token_index,
                op.quantity.text,
            )
        other = next((o for o in told if _other_things(op, o)), None)
        if other is not None and not _asks_only(target, op):
            return refuse(
                "readings_disagree",
                f"the question supposes a change like one told of other things ('{other.verb.text} "
                f"{other.quantity.text}', supposed '{op.verb.text} {op.quantity.text}'): in its place, or a "
                "further one?",
                at,
                op.quantity.token_index,
                op.quantity.text,
            )
    return None


def _other_things(supposed: Operation, told: Operation) -> bool:
    """A told change moving other things the same way for the same person ("found 2 stickers ... If he
    had found 4 cards"): the supposition may say the finding brought cards instead (ADR 0287)."""
    unit, other = supposed.quantity.unit, told.quantity.unit
    return (unit is None or other is None or unit.head != other.head) and bool(
        _moves(supposed) & _moves(told)
    )


def _asks_only(target: QuestionTarget, supposed: Operation) -> bool:
    """Does the question count only the supposed change's things? Then both readings agree."""
    unit = supposed.quantity.unit
    return unit is not None and target.unit is not None and target.unit.head == unit.head
