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


def timed_reference(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """The move a compared move is measured from, told in a sentence that names a time, refuses.

    "She gave Bob 4 more beads than she gave to Dave. Then she gave 7 beads to Dave.": 'then',
    'later', 'yesterday' set that move apart from the one 'than' points to, which may be an earlier
    gift never told (ADR 0362 addendum). A move that could be the reference (the other doer's, same
    verb, to the same receiver) told after the compared move, in a sentence naming a time other than
    the present, refuses. One told before is left to the other checks (two moves refuse as
    underdetermined, a timed move before the compared one as readings that disagree).
    """
    compared = [op for op in problem.accumulated_operations if op.compared is not None]
    if not compared:
        return None
    timed = {
        si: w
        for si, sentence in enumerate(sentences)
        for w in sentence_words(sentence, lexicon)
        if w is not None and w.category == "time_marker" and w.attr("relation") != NOW
    }
    for op in compared:
        for other in problem.accumulated_operations:
            si = other.order[0]
            if (
                other.compared is None
                and other.doer == op.compared.than
                and other.verb.lemma == op.verb.lemma
                and (not op.compared.to or other.counterparty == op.compared.to)
                and si in timed
                and si > op.order[0]
            ):
                w = timed[si]
                return refuse(
                    "unsupported_operation",
                    "the move a compared move is measured from is told at a time of its own",
                    si,
                    w.index,
                    w.text,
                )
    return None


__all__ = ["check", "of_the_present", "timed_reference"]
