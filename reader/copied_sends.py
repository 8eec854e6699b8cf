"""A send to a place online leaves the sender's things where they were (ADR 0215).

"Mia had 40 photos. She uploaded 12 photos to the website." The story reader moves the 12 as it
moves a gift, so "How many photos does Mia have?" would say 28, yet uploading copies: Mia still
has 40, or the writer meant 28; the text does not say. A verb the lexicon marks ``recipient: place``
(upload) is read only for questions asked with that same verb ("How many photos did she upload?")
or about the place itself; any other question about the sender, or about no one in particular,
refuses.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

PLACE = "place"


def copied_send(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal for a question about what the sender of an upload has left; else None."""
    q = problem.unknown_target_slot
    if q is None:
        return None
    for op in problem.accumulated_operations:
        at = op.quantity.sentence_index
        if op.verb is None or at >= len(sentences):
            continue
        words = sentence_words(sentences[at], lexicon)
        token = op.verb.token_index
        verb = words[token] if 0 <= token < len(words) else None
        if verb is None or verb.attr("recipient") != PLACE or q.verb_lemma == op.verb.lemma:
            continue
        if op.counterparty and q.entities == (op.counterparty,):
            continue  # "How many photos does the site have?": what it was sent
        return refuse(
            "underdetermined",
            f"'{op.verb.text}' may leave the sender's things where they were: what is left is not told",
            q.sentence_index,
            q.token_index,
            op.verb.text,
        )
    return None
