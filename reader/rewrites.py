"""A problem told again in plainer words, with the steps that say what was retold.

Several readings (percentage comparisons, a holding that grows by a share, an amount
named by its noun) retell a phrase as one the sentence reader already reads and read
the whole problem again; they share this result and the way edits are applied.
"""

from __future__ import annotations

from dataclasses import dataclass


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


__all__ = ["Rewrite", "with_edits"]
