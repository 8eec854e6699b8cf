"""Writing packs: a new pack from entries, and one-version changes to an existing one.

Every write happens under the pack lock, starts by finishing any
interrupted commit, re-verifies the current pack, and ends with one
journaled commit (see ``packs.journal``). The library never reads the
clock: the caller passes the time as ``at``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path

from packs import cache
from packs.changes import Change, plan_add, plan_remove
from packs.decode import parse_categories
from packs.encoding import HISTORY_HEADER, lexicon_file, manifest_file
from packs.errors import DuplicateSurfaceError, PackCollisionError
from packs.history import HistoryRecord, record_line
from packs.journal import commit, pack_lock, recover
from packs.layout import (
    CATEGORIES,
    HISTORY,
    MANIFEST,
    category_of,
    content_digest,
    lexicon_path,
    pack_digest,
    sha256_hex,
)
from packs.loader import Verified, load_pack, load_verified
from packs.model import DuplicateSurfaceForm, Entry, Lexicon, Provenance
from packs.pack import Pack


def _time_text(at: datetime | str) -> str:
    return at.isoformat() if isinstance(at, datetime) else str(at)


def _counts(categories: Iterable[str], entries: Iterable[Entry]) -> dict[str, int]:
    counts = dict.fromkeys(categories, 0)
    for entry in entries:
        counts[entry.category] += 1
    return counts


def _by_category(entries: Iterable[Entry], wanted: Iterable[str]) -> dict[str, list[Entry]]:
    grouped: dict[str, list[Entry]] = {c: [] for c in wanted}
    for entry in entries:
        if entry.category in grouped:
            grouped[entry.category].append(entry)
    return grouped


def _seal(
    name: str, version: int, data: Mapping[str, bytes], shas: Mapping[str, str], counts: Mapping[str, int]
) -> tuple[bytes, str]:
    """The manifest (and pack digest) for files ``shas`` updated by the changed ``data``."""
    files = dict(shas) | {rel: sha256_hex(blob) for rel, blob in data.items()}
    digest = pack_digest(name, version, files)
    return manifest_file(name, version, digest, content_digest(files), files, counts), digest


def _check_unique(entries: tuple[Entry, ...]) -> Lexicon:
    try:
        return Lexicon.build(entries)
    except DuplicateSurfaceForm as exc:
        first, second = exc.first, exc.second
        raise PackCollisionError.surface(
            exc.surface, f"{first.category}:{first.lemma}", f"{second.category}:{second.lemma}"
        ) from None


def write_new_pack(
    pack_dir: str | os.PathLike[str],
    name: str,
    categories_yaml: bytes,
    entries: Iterable[Entry],
    *,
    reviewer: str,
    proposal_id: str = "",
    at: datetime | str = "",
) -> Pack:
    """Write version 1 of a pack, replacing whatever the directory held."""
    target = Path(pack_dir)
    categories = parse_categories(categories_yaml, CATEGORIES)
    entries = tuple(entries)
    try:
        lexicon = Lexicon.build(entries)
    except DuplicateSurfaceForm as exc:
        first, second = exc.first, exc.second
        raise DuplicateSurfaceError(
            lexicon_path(second.category),
            exc.surface,
            f"{first.category}:{first.lemma}",
            f"{second.category}:{second.lemma}",
        ) from None
    grouped = _by_category(lexicon.entries, categories)
    data = {CATEGORIES: categories_yaml} | {lexicon_path(c): lexicon_file(c, grouped[c]) for c in grouped}
    shas = {rel: sha256_hex(blob) for rel, blob in data.items()}
    record = HistoryRecord(1, content_digest(shas), proposal_id, reviewer, _time_text(at))
    data[HISTORY] = HISTORY_HEADER + record_line(record)
    data[MANIFEST], digest = _seal(name, 1, data, {}, _counts(categories, lexicon.entries))
    target.mkdir(parents=True, exist_ok=True)
    with pack_lock(target):
        recover(target)
        stale = tuple(sorted(_existing_data_files(target) - set(data)))
        commit(target, data, delete=stale)
        cache.write(target, digest, lexicon.entries)
        return load_pack(target)


def _existing_data_files(pack_dir: Path) -> set[str]:
    found = {p.name for p in pack_dir.iterdir() if p.is_file() and p.name in (CATEGORIES, HISTORY, MANIFEST)}
    lexicon = pack_dir / "lexicon"
    if lexicon.is_dir():
        found.update(f"lexicon/{p.name}" for p in lexicon.iterdir() if category_of(f"lexicon/{p.name}"))
    return found


def _apply(
    pack_dir: Path, verified: Verified, change: Change, proposal_id: str, reviewer: str, at: str
) -> Pack:
    """Write ``change`` as the next version of the verified pack. Caller holds the lock."""
    pack = verified.pack
    lexicon = _check_unique(change.entries)
    grouped = _by_category(lexicon.entries, sorted(change.touched))
    data = {lexicon_path(c): lexicon_file(c, grouped[c]) for c in grouped}
    shas = dict(pack.files) | {rel: sha256_hex(blob) for rel, blob in data.items()}
    version = pack.version + 1
    record = HistoryRecord(
        version,
        content_digest(shas),
        proposal_id,
        reviewer,
        at,
        change.added,
        change.removed,
        change.handovers,
    )
    data[HISTORY] = verified.raw[HISTORY] + record_line(record)
    data[MANIFEST], digest = _seal(
        pack.name, version, data, pack.files, _counts(pack.categories, change.entries)
    )
    commit(pack_dir, data)
    cache.write(pack_dir, digest, lexicon.entries)  # the load below re-hashes every file, then skips parsing
    return load_pack(pack_dir)


def add_entries(
    path: str | os.PathLike[str],
    entries: Iterable[Entry],
    *,
    proposal_id: str,
    reviewer: str,
    at: datetime | str,
) -> Pack:
    """Ratify ``entries`` as the next version of the pack; returns the new pack.

    A surface form held by an open-class seed entry passes to the new entry
    (recorded in the history so an undo hands it back); any other holder is
    a collision and nothing is written.
    """
    pack_dir = Path(path)
    provenance = Provenance("ratified", str(proposal_id), reviewer, _time_text(at))
    with pack_lock(pack_dir):
        recover(pack_dir)
        verified = load_verified(pack_dir)
        pack = verified.pack
        change = plan_add(pack.lexicon.entries, pack.categories, tuple(entries), provenance)
        return _apply(pack_dir, verified, change, str(proposal_id), reviewer, _time_text(at))


def remove_entries(
    path: str | os.PathLike[str],
    keys: Iterable[tuple[str, str]],
    *,
    proposal_id: str,
    reviewer: str,
    at: datetime | str,
) -> Pack:
    """Remove entries by (category, lemma) as the next version (this is how undo works)."""
    pack_dir = Path(path)
    with pack_lock(pack_dir):
        recover(pack_dir)
        verified = load_verified(pack_dir)
        pack = verified.pack
        change = plan_remove(pack.lexicon.entries, pack.history, tuple(keys))
        return _apply(pack_dir, verified, change, str(proposal_id), reviewer, _time_text(at))
