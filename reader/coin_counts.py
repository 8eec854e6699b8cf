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


def coins_of_untold_kind(
    target: QuestionTarget, moved: tuple[Operation, ...], held: tuple[Holding, ...] = ()
) -> ReaderRefusal | None:
    """Refuse a count of coins asked where the asked holder's coins are told both by kind and not (ADR 0353).

    "Ann has 10 coins and 3 dimes. How many dimes does she have?": the 10 coins may hold dimes, and
    the 3 dimes may be among the 10 coins, so neither "3" nor "10" is sure, whether dimes or coins are
    asked. The pack names the kinds of coin by their category (``coin_noun``) and the general noun is
    the one `reader.coin_values` already knows; a kind of coin is not made a ``kind_of`` it, since a
    spend of money is not a spend of whole coins. So when a question asks a count of a coin kind or of
    coins in general, and what the asked holder holds or moves is told both as plain coins and by a
    kind (or the asked kind beside plain coins), the reading refuses. Coins another holder has ("Bob has 10 coins") are apart from the asked holder's.
    """
    from reader.coin_values import GENERAL_COIN

    if target.unit is None:
        return None
    if not (target.unit.head == GENERAL_COIN or target.unit.coin):
        return None
    asked = set(target.entities)
    told = [h.quantity for h in held if not asked or h.entity in asked]
    told += [o.quantity for o in moved if not asked or {o.actor, o.counterparty, o.doer} & asked]
    untold_kind = [q for q in told if q.unit is not None and q.unit.head == GENERAL_COIN]
    of_a_kind = target.unit.coin or any(q.unit is not None and q.unit.coin for q in told)
    if not untold_kind or not of_a_kind:  # "How many coins?" after "4 fewer nickels than dimes" is not this
        return None
    q = untold_kind[0]
    return refuse(
        "ambiguous_unit",
        "coins are told both by kind and as coins of no told kind: which of them are which is not said",
        q.sentence_index,
        q.token_index,
        q.text,
    )
