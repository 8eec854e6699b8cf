"""An answer in money must be a whole number of the smallest coin (ADR 0323).

Money is counted, not measured: no one holds $57.142857 or 7.5 cents. A reading that ends at such an
amount has taken a multiple or a share that the story cannot mean ("Abe has $40. Abe has 30% less money
than Beth." makes Beth's money $400/7), so the answer is refused rather than printed rounded. The
smallest coin is the cent: the lexicon's money units say how many dollars each is (``factor``), and
an answer is kept only when it comes to a whole number of hundredths of a dollar.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.refusals import ReaderRefusal, refuse

SMALLEST_COIN = Fraction(1, 100)  # of the money base (the dollar)


def split_coin(answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal when ``answer`` is money that no number of whole cents makes; else None."""
    sense = lexicon.lookup(answer.unit)
    if sense is None or sense.category != "unit_noun" or sense.entry.attr("dimension") != "money":
        return None
    in_base = answer.value * Fraction(sense.entry.attr("factor", "1"))
    if (in_base / SMALLEST_COIN).denominator == 1:
        return None
    return refuse(
        "non_integer_count",
        f"the answer is {answer.value} {answer.unit}, not a whole number of cents: no sound reading gives it",
        0,
        0,
        "",
    )
