"""The loaded, verified pack: an immutable value handed to callers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from packs.history import HistoryRecord
from packs.model import Category, Lexicon


@dataclass(frozen=True)
class Pack:
    name: str
    version: int
    digest: str  # over name, version and every listed file
    content_digest: str  # over categories and lexicon files only
    path: Path
    categories: Mapping[str, Category]
    lexicon: Lexicon
    history: tuple[HistoryRecord, ...]
    files: Mapping[str, str] = field(repr=False)  # relative path -> sha256, as verified

    def counts(self) -> dict[str, int]:
        """Entries per category, every category listed (zero included)."""
        counts = dict.fromkeys(self.categories, 0)
        for entry in self.lexicon.entries:
            counts[entry.category] += 1
        return counts
