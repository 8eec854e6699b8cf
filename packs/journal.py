"""Atomic multi-file commits: stage, journal, roll forward.

Replacing several files cannot be one atomic step, so a commit goes:

1. write every new file under ``.staging/`` and fsync it;
2. write ``.journal`` (the list of staged files) by an atomic rename -
   this rename is the commit point;
3. move each staged file into place with ``os.replace``, the manifest last;
4. delete ``.journal``.

A crash before step 2 leaves the old files untouched (the staging area is
thrown away later: roll back). A crash after it leaves a journal, and
whoever next holds the lock moves the remaining staged files into place
(roll forward). Moving a file that has already moved is skipped, so
recovery can itself be interrupted and rerun. All of it runs under one
inter-process lock, which the loader also takes when it finds a journal.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from packs.errors import PackLockedError
from packs.layout import JOURNAL, JOURNAL_TMP, LOCK, MANIFEST, STAGING

LOCK_TIMEOUT = 120.0
_locks: dict[Path, FileLock] = {}


def _lock_for(pack_dir: Path) -> FileLock:
    """One lock object per pack per process, so nested use re-enters instead of deadlocking."""
    key = pack_dir.resolve()
    if key not in _locks:
        _locks[key] = FileLock(str(key / LOCK))
    return _locks[key]


@contextmanager
def pack_lock(pack_dir: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    lock = _lock_for(pack_dir)
    try:
        lock.acquire(timeout=timeout)
    except Timeout:
        raise PackLockedError(str(pack_dir / LOCK), timeout) from None
    try:
        yield
    finally:
        lock.release()


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_synced(path: Path, data: bytes) -> None:
    with open(path, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def commit_order(paths: list[str]) -> list[str]:
    """Data files first, the manifest last: a loader never sees a new manifest over old data."""
    return sorted(paths, key=lambda p: (p == MANIFEST, p))


def commit(pack_dir: Path, files: Mapping[str, bytes], delete: tuple[str, ...] = ()) -> None:
    """Replace ``files`` (relative path -> bytes) and delete ``delete`` as one step.

    The caller holds the lock.
    """
    staging = pack_dir / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    for rel, data in files.items():
        target = staging / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        _write_synced(target, data)
    for folder in {(staging / rel).parent for rel in files}:
        _fsync_dir(folder)
    order = commit_order(list(files))
    journal = {"files": order, "delete": sorted(delete)}
    _write_synced(pack_dir / JOURNAL_TMP, json.dumps(journal).encode("utf-8"))
    os.replace(pack_dir / JOURNAL_TMP, pack_dir / JOURNAL)  # the commit point
    _fsync_dir(pack_dir)
    _roll_forward(pack_dir, order, journal["delete"])


def _roll_forward(pack_dir: Path, order: list[str], delete: list[str]) -> None:
    staging = pack_dir / STAGING
    for rel in order:
        if rel == MANIFEST:  # files the new manifest drops go before it lands
            for gone in delete:
                (pack_dir / gone).unlink(missing_ok=True)
        source = staging / rel
        if source.exists():
            (pack_dir / rel).parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, pack_dir / rel)
    for folder in {(pack_dir / rel).parent for rel in order}:
        _fsync_dir(folder)
    os.unlink(pack_dir / JOURNAL)
    _fsync_dir(pack_dir)
    shutil.rmtree(staging, ignore_errors=True)


def needs_recovery(pack_dir: Path) -> bool:
    return (pack_dir / JOURNAL).exists()


def recover(pack_dir: Path) -> None:
    """Finish or discard an interrupted commit. Caller holds the lock."""
    journal = pack_dir / JOURNAL
    if journal.exists():
        plan = json.loads(journal.read_bytes())
        _roll_forward(pack_dir, commit_order(list(plan["files"])), list(plan["delete"]))
        return
    (pack_dir / JOURNAL_TMP).unlink(missing_ok=True)
    shutil.rmtree(pack_dir / STAGING, ignore_errors=True)
