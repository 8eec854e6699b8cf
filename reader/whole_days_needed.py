"""A count of days, weeks, months or years asked with 'how many' that comes out in part refuses (ADR 0370).

"Ike reads 20 pages a day. How many days does he need to read 110 pages?" was answered 5.5: the reading
divides the pages by the pages per day. But days asked with 'how many' are counted as whole days: on the
sixth day he reads only 10 pages, and whether that day is counted (6) or left out (5) is not said; the same
is true of weeks, months and years. An hour or a minute is a measure that may be cut ("2.5 hours"), so only
the calendar periods are checked, and only a question asking 'how many' of them: "How long does it take?"
may be told in days and a half.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.answer import Answer
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

PERIODS = frozenset({"day", "week", "month", "year"})
ASKED = re.compile(r"\bhow\s+many\s+(?:more\s+|whole\s+|full\s+)?(days|weeks|months|years)\b", re.IGNORECASE)


def part_of_a_period(text: str, answer: Answer, _lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal when 'how many days' (weeks, months, years) is answered with a part of one, else None."""
    if answer.value.denominator == 1 or not answer.unit or answer.unit.split()[-1] not in PERIODS:
        return None
    sentences = split_sentences(text)
    for si, sentence in enumerate(sentences):
        if not sentence.is_question:
            continue
        words = " ".join(t.text for t in sentence.tokens)
        if ASKED.search(words):
            return refuse(
                "non_integer_count",
                f"'how many {answer.unit}s' answered with a part of one ({float(answer.value):g}): is the last,"
                " part-filled one counted or not?",
                si,
                0,
                "",
            )
    return None
