"""Which reader produced a report: a digest of the reader's source files.

A report already names the pack it read with; the reader's code changes
too, and two reports of the same pack from different readers must not
look alike. The digest covers every Python file under reader/, by path
and content, so it is the same on every machine for the same checkout.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

READER_DIR = Path(__file__).resolve().parent.parent / "reader"


@lru_cache(maxsize=1)
def reader_source_digest(root: Path = READER_DIR) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()
