"""A count of coins asked while money not counted in coins moves (ADR 0165).

"Raj has 7 dimes. He spent 30 cents. How many dimes does he have?": the 30 cents are money, not
dimes, so the graph keeps them on a chain of their own and answers 7, yet paying 30 cents may well
have used 3 of the dimes. Which coins paid (or which coins a found amount came in) is not told, so a
question for a count of coins (a ``coin_noun`` with a value) refuses when a change in the story moves
an amount of money in a unit that is not a coin. Money the asked holder holds in such a unit refuses
too, unless a count of the asked coins is held beside it (ADR 0173): "had 40 cents. He found 3
dimes. How many dimes?" - the 40 cents may be in dimes. The other direction, money asked while coins were
counted, reads the coins as money (ADR 0269, `reader/coin_values.py`) or refuses in the graph.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import Holding, Operation, QuestionTarget


def money_beside_coins(
    target: QuestionTarget, moved: tuple[Operation, ...], held: tuple[Holding, ...] = ()
) -> ReaderRefusal | None:
    """Refuse a question for coins when money not counted in coins moves or is held by the asked holder.

    Money held by someone else ("Ann has 9 dollars") says nothing of the asked holder's coins, and
    money held beside a stated count of the asked coins ("5 quarters and $4") is apart from them.
    """
    if target.unit is None or not target.unit.coin:
        return None
    mine = [h for h in held if h.entity in target.entities and h.quantity.per is None and h.quantity.unit]
    if any(h.quantity.unit == target.unit for h in mine):
        mine = []  # "has 5 quarters and $4": the quarters are counted apart from the dollars
    for h in mine:
        q = h.quantity
        assert q.unit is not None
        if q.unit.dimension == "money" and not q.unit.coin:
            return refuse(
                "unit_mismatch",
                "coins are counted, but the holder's money is told in a unit that is not a coin: how many"
                " of these coins it holds is not said",
                q.sentence_index,
                q.token_index,
                q.text,
            )
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
