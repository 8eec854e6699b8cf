"""Lexicon packs: load and verify them, and change them one atomic version at a time.

A plain library (no Django): the reader uses only ``packs.model`` types;
the corridor and the commands use the functions exported here.
"""

from packs.changes import OPEN_CLASSES, lexicon_after_add
from packs.errors import (
    BuildError,
    DuplicateSurfaceError,
    MissingFileError,
    PackCollisionError,
    PackError,
    PackFormatError,
    PackIntegrityError,
    PackLockedError,
    UnknownCategoryError,
    UnknownEntryError,
    UnlistedFileError,
)
from packs.history import Handover, HistoryRecord
from packs.inflect import entry_with_inflections
from packs.loader import load_pack, verify_pack
from packs.location import default_pack_dir
from packs.model import Category, Entry, Lexicon, Provenance, Sense, normalise_surface
from packs.pack import Pack
from packs.writer import add_entries, remove_entries

__all__ = [
    "OPEN_CLASSES",
    "BuildError",
    "Category",
    "DuplicateSurfaceError",
    "Entry",
    "Handover",
    "HistoryRecord",
    "Lexicon",
    "MissingFileError",
    "Pack",
    "PackCollisionError",
    "PackError",
    "PackFormatError",
    "PackIntegrityError",
    "PackLockedError",
    "Provenance",
    "Sense",
    "UnknownCategoryError",
    "UnknownEntryError",
    "UnlistedFileError",
    "add_entries",
    "default_pack_dir",
    "entry_with_inflections",
    "lexicon_after_add",
    "load_pack",
    "normalise_surface",
    "remove_entries",
    "verify_pack",
]
