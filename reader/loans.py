"""Lending, borrowing and giving back: moves that leave the owner the same (ADR 0158).

"Ann lent Bo 5 books" moves the books to Bo, and they are still Ann's. The story reader counts them
where they are, which answers "How many books does Ann have?"; a question with a verb that counts
what is owned ("How many books does Ann own?") would need the loans left out, so it refuses when a
move's verb keeps its owner (the lexicon's ``ownership: kept`` on lend and borrow, ``ownership:
counted`` on own). "Bo gave back 2" sends the books to whoever they came from, a receiver the
clause does not name; read as a plain loss, the lender would never get them, so a move with a word
of return after its verb (``relation: return``: back) and no receiver refuses.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Operation


def _attr(sentences: tuple[Sentence, ...], lexicon: Lexicon, at: int, token: int, name: str) -> str:
    if at >= len(sentences):
        return ""
    words = sentence_words(sentences[at], lexicon)
    w = words[token] if 0 <= token < len(words) else None
    return w.attr(name) if w is not None else ""


def _returned(sentences: tuple[Sentence, ...], lexicon: Lexicon, op: Operation) -> int | None:
    at = op.quantity.sentence_index
    if at >= len(sentences):
        return None
    words = sentence_words(sentences[at], lexicon)
    for i in range(op.verb.token_index + 1, len(words)):
        w = words[i]
        if w is not None and w.attr("relation") == "return":
            return i
    return None


def owned_or_returned(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal for an ownership question after a loan, or a return with no receiver; else None."""
    ops = problem.accumulated_operations
    for op in ops:
        at = op.quantity.sentence_index
        back = _returned(sentences, lexicon, op)
        if back is not None and not op.counterparty:
            return refuse(
                "underdetermined",
                f"'{sentences[at].tokens[back].text}' sends the things to where they came from, and the clause"
                " names no one",
                at,
                back,
                sentences[at].tokens[back].text,
            )
    q = problem.unknown_target_slot
    if q is None or q.sentence_index >= len(sentences):
        return None
    words = sentence_words(sentences[q.sentence_index], lexicon)
    owning = [
        w
        for w in words
        if w is not None and w.category == "verb_possess" and w.attr("ownership") == "counted"
    ]
    loans = [
        o
        for o in ops
        if _attr(sentences, lexicon, o.quantity.sentence_index, o.verb.token_index, "ownership") == "kept"
    ]
    if owning and loans:
        return refuse(
            "unsupported_operation",
            f"'{owning[0].text}' counts what is owned, and '{loans[0].verb.text}' moved things without their owner",
            q.sentence_index,
            owning[0].index,
            owning[0].text,
        )
    return None
