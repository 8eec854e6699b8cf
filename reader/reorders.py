"""Reading some sentences in another word order, and remembering how to map positions back.

Several framings are read by moving words ("In total, how much …?" read with the total last; a
trailing 'if' read first; "But, if …" read without 'But'). Each move takes one sentence and gives
the reordered sentence with its order, or None; this applies one such move to every sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from reader.tokenise import Sentence

Order = TypeVar("Order")


def reorder_each(
    sentences: tuple[Sentence, ...], move: Callable[[Sentence], tuple[Sentence, Order] | None]
) -> tuple[tuple[Sentence, ...], dict[int, Order]]:
    """Every sentence through ``move``; the orders of the ones it changed, by sentence index."""
    out: list[Sentence] = []
    orders: dict[int, Order] = {}
    for index, sentence in enumerate(sentences):
        moved = move(sentence)
        if moved is None:
            out.append(sentence)
            continue
        out.append(moved[0])
        orders[index] = moved[1]
    return tuple(out), orders
