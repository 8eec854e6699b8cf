"""Money a thing holds beside a goal of money: a price or a charge the goal may not include (ADR 0175).

"Ivy is saving for a scooter that costs $120. She has $70. The scooter is on sale for $100."
or "... The tax is $6.": the later amount is a price or a charge on the very thing the goal is
for, read as money a thing holds. Whether the goal is still $120, now $100 or $126 is not read,
so a question of how much more is needed refuses when any other thing (an entity of kind 'thing',
not a person, a group or the holder in need) holds money in the story. Money held by other people ("Her brother has $20")
is only a distractor and reads as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.requirements import is_requirement
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

GOALS = ("goal", "requirement")  # a requirement question becomes a goal once the story is read
THING = "thing"
MONEY = "money"


def goal_with_priced_thing(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a goal question when a thing holds money the goal may or may not include."""
    q = problem.unknown_target_slot
    if q is None or q.kind not in GOALS:
        return None
    held = problem.accumulated_initial_state
    in_need = set(q.entities) | {
        h.entity for h in held if is_requirement(h)
    }  # "The club needs $120. It has $85."
    for holding in held:
        if holding.entity in in_need:
            continue
        unit = holding.quantity.unit
        holder = problem.entity(holding.entity)
        if unit is None or unit.dimension != MONEY or holder is None or holder.kind != THING:
            continue
        return refuse(
            "readings_disagree",
            f"'{holder.label}' holds money of its own (a price, a charge): part of the goal or not?",
            holding.quantity.sentence_index,
            holding.quantity.token_index,
            holding.quantity.text,
        )
    return None
