"""A compared move said of the story's one present: "David did 56 more push-ups than Zachary in gym class today".

A compared move said of a time refuses (ADR 0150): "than Lia" may mean Lia's move of another
time. A time whose relation is "now" ('today', 'now', 'currently') names the present the whole
story is told in, so when no word of the problem names any other time, both moves are of that
one present and the comparison reads as if the time were not said (ADR 0198). The story check
below refuses such a compared move as soon as any word of the text names another time
('yesterday', 'then', 'on Monday', '5 minutes' ...).
"""

from __future__ import annotations

from collections.abc import Iterable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Marker

NOW = "now"


def of_the_present(timed: Iterable[Marker]) -> bool:
    """Every time said in the compared clause is the present ('today')."""
    timed = tuple(timed)
    return bool(timed) and all(m.role == NOW for m in timed)


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A compared move in a sentence naming the present, in a text naming another time, refuses."""
    compared = [op for op in problem.accumulated_operations if op.compared is not None]
    if not compared:
        return None
    times = [
        (si, w)
        for si, sentence in enumerate(sentences)
        for w in sentence_words(sentence, lexicon)
        if w is not None and (w.category == "time_marker" or w.attr("dimension") == "time")
    ]
    present = {si for si, w in times if w.category == "time_marker" and w.attr("relation") == NOW}
    other = [(si, w) for si, w in times if w.category != "time_marker" or w.attr("relation") != NOW]
    if not other or not any(op.order[0] in present for op in compared):
        return None
    si, w = other[0]
    return refuse(
        "unsupported_operation",
        "a compared move said of the present in a story that names another time",
        si,
        w.index,
        w.text,
    )


__all__ = ["check", "of_the_present"]
