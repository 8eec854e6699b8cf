"""Where things live inside a pack directory, and how its digests are computed.

A pack is a directory; the manifest lists every data file with its sha256.
Two digests summarise it: the *content digest* covers what a reader sees
(categories and lexicon files) and the *pack digest* covers everything the
manifest lists plus the pack's name and version. Undoing a change brings
the content digest back; the pack digest never repeats.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

MANIFEST = "manifest.yaml"
CATEGORIES = "categories.yaml"
HISTORY = "history.yaml"
LEXICON_DIR = "lexicon"

LOCK = ".lock"
JOURNAL = ".journal"
JOURNAL_TMP = ".journal.tmp"
STAGING = ".staging"
CACHE = ".cache"
# Working files of the writer and the loader: never data, never verified.
IGNORED = frozenset({LOCK, JOURNAL, JOURNAL_TMP, STAGING, CACHE})


def lexicon_path(category: str) -> str:
    return f"{LEXICON_DIR}/{category}.yaml"


def category_of(path: str) -> str | None:
    """The category a lexicon file holds, or None when the path is not a lexicon file."""
    prefix, suffix = f"{LEXICON_DIR}/", ".yaml"
    if path.startswith(prefix) and path.endswith(suffix) and "/" not in path[len(prefix) :]:
        return path[len(prefix) : -len(suffix)]
    return None


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _listing(files: Mapping[str, str], keep: set[str] | None = None) -> str:
    return "".join(f"{path} {files[path]}\n" for path in sorted(files) if keep is None or path in keep)


def content_digest(files: Mapping[str, str]) -> str:
    """Digest of what a reader sees: categories and lexicon files only."""
    keep = {path for path in files if path == CATEGORIES or category_of(path) is not None}
    return sha256_hex(_listing(files, keep).encode("utf-8"))


def pack_digest(name: str, version: int, files: Mapping[str, str]) -> str:
    """Digest of the whole pack: name, version and every listed file."""
    return sha256_hex(f"name {name}\nversion {version}\n{_listing(files)}".encode())
