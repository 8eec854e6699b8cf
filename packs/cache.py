"""A compiled cache of parsed lexicon entries, so a warm load skips YAML.

The cache file is named by the pack digest (so it can only ever describe
files with exactly those bytes) and starts with the sha256 of its own
payload (so a torn or corrupted cache is detected and ignored). The pack's
files are still hashed on every load; only the parsing is skipped.
"""

from __future__ import annotations

import marshal
import os
from pathlib import Path

from packs.layout import CACHE, sha256_hex
from packs.model import SEED, Entry, Provenance, trusted_entry

CACHE_FORMAT = 2  # 2: a seed provenance is stored as None

Row = tuple[
    str, str, tuple[tuple[str, str], ...], tuple[tuple[str, str], ...], tuple[str, str, str, str] | None
]


def _file(pack_dir: Path, digest: str) -> Path:
    return pack_dir / CACHE / f"{digest}.v{CACHE_FORMAT}.m{marshal.version}.bin"


def _row(entry: Entry) -> Row:
    p = entry.provenance
    prov = None if p is SEED or p == SEED else (p.kind, p.proposal_id, p.reviewer, p.at)
    return (entry.category, entry.lemma, entry.forms, entry.attrs, prov)


def _entry(row: Row) -> Entry:
    """Rebuild an entry without re-running its validation.

    Every row was validated when the YAML was parsed, and the cache is
    both named by the pack digest and checksummed, so checking each form
    again would only repeat work (it is most of a warm load's time).
    """
    category, lemma, forms, attrs, prov = row
    return trusted_entry(lemma, category, forms, attrs, SEED if prov is None else Provenance(*prov))


# The fields a row carries (a test keeps this equal to Entry's fields).
_ENTRY_FIELDS = ("lemma", "category", "forms", "attrs", "provenance")


def read(pack_dir: Path, digest: str) -> tuple[Entry, ...] | None:
    """The cached entries for this digest, or None when absent or damaged."""
    try:
        blob = _file(pack_dir, digest).read_bytes()
    except OSError:
        return None
    checksum, _, payload = blob.partition(b"\n")
    if checksum.decode("ascii", "replace") != sha256_hex(payload):
        return None
    try:
        return tuple([_entry(row) for row in marshal.loads(payload)])
    except (ValueError, TypeError, EOFError):
        return None


def write(pack_dir: Path, digest: str, entries: tuple[Entry, ...]) -> None:
    """Best effort: a read-only pack simply loads without a cache."""
    payload = marshal.dumps(tuple([_row(e) for e in entries]))
    target = _file(pack_dir, digest)
    try:
        target.parent.mkdir(exist_ok=True)
        for stale in target.parent.iterdir():
            if stale.name != target.name:
                stale.unlink(missing_ok=True)
        tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        tmp.write_bytes(sha256_hex(payload).encode("ascii") + b"\n" + payload)
        os.replace(tmp, target)
    except OSError:
        return
