"""A count of coins asked while money not counted in coins moves (ADR 0165).

"Raj has 7 dimes. He spent 30 cents. How many dimes does he have?": the 30 cents are money, not
dimes, so the graph keeps them on a chain of their own and answers 7, yet paying 30 cents may well
have used 3 of the dimes. Which coins paid (or which coins a found amount came in) is not told, so a
question for a count of coins (a ``coin_noun`` with a value) refuses when a change in the story moves
an amount of money in a unit that is not a coin. The other direction, money asked while coins were
counted, refuses in the graph already.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import Operation, QuestionTarget


def money_beside_coins(target: QuestionTarget, moved: tuple[Operation, ...]) -> ReaderRefusal | None:
    """Refuse a question for coins when some change moves money in a unit that is not a coin.

    Money only held beside the coins ("had 9 dollars. She found 3 quarters") changes no coin count.
    """
    if target.unit is None or not target.unit.coin:
        return None
    for o in moved:
        q = o.quantity
        if target.entities and not {o.actor, o.counterparty, o.doer} & set(target.entities):
            continue  # "Ann spent 20 cents" moves none of Eli's coins
        if q.unit is not None and q.unit.dimension == "money" and not q.unit.coin:
            return refuse(
                "unit_mismatch",
                "coins are counted, but an amount of money not counted in coins is told: which coins it was is not said",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None
