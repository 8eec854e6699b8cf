"""A problem told again in plainer words, with the steps that say what was retold.

Several readings (percentage comparisons, a holding that grows by a share, an amount
named by its noun) retell a phrase as one the sentence reader already reads and read
the whole problem again; they share this result and the way edits are applied.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from packs.model import Lexicon
from reader.tokenise import Sentence, split_sentences

Edit = tuple[int, int, str]  # (start, end, new): a span of the text and what it is told as


@dataclass(frozen=True, slots=True)
class Rewrite:
    """The retold text, and one step a retold phrase for the derivation."""

    text: str
    steps: tuple[str, ...]


def with_edits(text: str, edits: list[tuple[int, int, str]], steps: list[str]) -> Rewrite | None:
    """The text with each (start, end, new) span replaced; None when there is no edit."""
    if not edits:
        return None
    out = text
    for start, end, new in sorted(edits, reverse=True):
        out = out[:start] + new + out[end:]
    return Rewrite(out, tuple(steps))


def statement_edits(
    text: str, lexicon: Lexicon, statement: Callable[[str, Sentence, Lexicon], tuple[Edit, str] | None]
) -> tuple[tuple[Sentence, ...], list[Edit], list[str]] | None:
    """The sentences, and the edit and step ``statement`` finds in each sentence before the question.

    None when the problem does not end with a question after at least one statement: a retelling of
    statements only serves a question asked of them.
    """
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[Edit] = []
    steps: list[str] = []
    for sentence in sentences[:-1]:
        found = statement(text, sentence, lexicon)
        if found is not None:
            edits.append(found[0])
            steps.append(found[1])
    return sentences, edits, steps


__all__ = ["Edit", "Rewrite", "statement_edits", "with_edits"]
