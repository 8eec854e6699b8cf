"""'How many days did he work?' after hours of work: a count of days, or the hours told as days?

A question that counts days (or weeks, months, years) of a doing can mean the days on which it was
done or its length measured in days. The two agree only when the story tells the doing's time in
that same unit ("works 5 days a week"). When no time is told with a number in the asked unit and
some is told in a shorter one ("worked 48 hours", "40 hours a week"), 48 hours may be two days of work or six, so the reader
refuses instead of turning hours into days.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.every_periods import NUMBERS, TIME_DIMENSIONS
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

DAY = Fraction(86400)


def _told_time_factors(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> set[Fraction]:
    """The size of every unit of time that follows a number anywhere in the problem."""
    factors = set()
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        for before, word in zip(words, words[1:], strict=False):
            if (
                before is not None
                and before.category in NUMBERS
                and word is not None
                and word.category == "unit_noun"
                and word.attr("dimension") in TIME_DIMENSIONS
            ):
                factors.add(Fraction(word.attr("factor") or "1"))
    return factors


def days_of_a_doing(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse days (or longer) of a doing asked when the story told its time only in shorter units."""
    q = graph.question
    unit = q.unit
    if unit is None or unit.dimension != "time" or unit.factor < DAY or q.verb_category != "verb_activity":
        return None
    told = _told_time_factors(sentences, lexicon)
    if unit.factor in told or not any(factor < unit.factor for factor in told):
        return None
    return refuse(
        "underdetermined",
        f"'how many {unit.head}s' of a doing told in shorter units: the {unit.head}s it was done on, "
        f"or its length counted in {unit.head}s, is not told",
        q.sentence_index,
        q.token_index,
        "",
    )
