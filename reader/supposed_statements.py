"""A statement told with 'would' or 'might' is a supposition; a plain question does not read it (ADR 0311).

"Maria would drive at 45 mph for 4 hours. How far does she drive?" supposes a drive; the question
asks what she does. The modal lane (ADR 0105) answers such a statement only when the question is
asked inside the same supposition ("How many pies would she bake?") and refuses "Nora would bake 6
pies. How many pies did she bake?"; readings that retell a sentence or take it as a rate or an
activity (trips, rates of using up) did not all carry that check. Here it is made once, over the
text: a statement with 'would' or 'might' and no 'if' of its own, beside a question with no
'would', 'could' or 'might', refuses. 'could' in a statement is left alone: "he could only carry 4
trays at a time" tells an ability that holds, and many problems ask plainly after it.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

SUPPOSING = frozenset({"would", "might"})
ASKED_INSIDE = SUPPOSING | {"could"}


def supposed_statement(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the first 'would'/'might' of a statement when no question supposes with it."""
    questions = [s for s in sentences if s.is_question]
    if not questions or any(t.text.lower() in ASKED_INSIDE for s in questions for t in s.tokens):
        return None
    for index, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = [t.text.lower() for t in sentence.tokens]
        if "if" in words:
            continue  # "If he sold 5, he would have 10": the supposition's own clause (ADR 0294)
        for at, word in enumerate(words):
            if word in SUPPOSING:
                return refuse(
                    "unsupported_operation",
                    f"'{sentence.tokens[at].text}' supposes what the question asks as done",
                    index,
                    at,
                    sentence.tokens[at].text,
                )
    return None
