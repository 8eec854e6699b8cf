"""Load a pack only after verifying every byte of it against its manifest.

Order of checks: the manifest parses; every listed file exists and nothing
unlisted sits beside them; every file's sha256 matches; the content and
pack digests match; the manifest is in its canonical form; then the
categories, entries and history parse and agree with the manifest. Any
failure raises one PackError and nothing is returned.

Loading reads without the lock. If it finds an interrupted commit, or the
files do not verify (perhaps a writer is moving files right now), it takes
the lock, finishes any interrupted commit, and verifies once more; only
that second answer counts.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from packs import cache
from packs.decode import Manifest, parse_categories, parse_history, parse_lexicon_file, parse_manifest
from packs.encoding import manifest_file
from packs.errors import (
    DuplicateSurfaceError,
    MissingFileError,
    PackError,
    PackFormatError,
    PackIntegrityError,
    UnknownCategoryError,
    UnlistedFileError,
)
from packs.fastentries import plain_entries
from packs.journal import needs_recovery, pack_lock, recover
from packs.layout import (
    CATEGORIES,
    HISTORY,
    IGNORED,
    LEXICON_DIR,
    MANIFEST,
    category_of,
    content_digest,
    lexicon_path,
    pack_digest,
    sha256_hex,
)
from packs.model import DuplicateSurfaceForm, Entry, Lexicon
from packs.pack import Pack


@dataclass(frozen=True, slots=True)
class Verified:
    """A verified pack together with the exact bytes it was built from (the writer needs them)."""

    pack: Pack
    raw: dict[str, bytes]


def load_pack(path: str | os.PathLike[str]) -> Pack:
    """The pack at ``path``, fully verified; raises PackError otherwise."""
    return load_verified(Path(path)).pack


def verify_pack(path: str | os.PathLike[str]) -> Pack:
    """Same as load_pack; the name says why the caller asks."""
    return load_pack(path)


def load_verified(pack_dir: Path) -> Verified:
    if not (pack_dir / MANIFEST).is_file() and not needs_recovery(pack_dir):
        raise MissingFileError(str(pack_dir / MANIFEST), "missing (is this a pack directory?)")
    first_error: PackError | None = None
    if not needs_recovery(pack_dir):
        try:
            return _load(pack_dir)
        except PackError as exc:
            first_error = exc  # maybe a writer is mid-commit: retry under its lock below
    try:
        with pack_lock(pack_dir):
            recover(pack_dir)
            return _load(pack_dir)
    except OSError:
        if first_error is not None:  # a read-only pack cannot be locked: report what was found
            raise first_error from None
        raise


def _disk_files(pack_dir: Path) -> set[str]:
    found = set()
    for item in pack_dir.iterdir():
        if item.name in IGNORED:
            continue
        if item.is_dir() and item.name == LEXICON_DIR:
            found.update(f"{LEXICON_DIR}/{child.name}" for child in item.iterdir())
        else:
            found.add(item.name + ("/" if item.is_dir() else ""))
    return found


def _read_verified_files(pack_dir: Path, manifest: Manifest) -> dict[str, bytes]:
    listed = set(manifest.files)
    on_disk = _disk_files(pack_dir) - {MANIFEST}
    for rel in sorted(listed - on_disk):
        raise MissingFileError(str(pack_dir / rel))
    for rel in sorted(on_disk - listed):
        raise UnlistedFileError(str(pack_dir / rel))
    raw = {}
    for rel in sorted(listed):
        data = (pack_dir / rel).read_bytes()
        actual = sha256_hex(data)
        if actual != manifest.files[rel]:
            raise PackIntegrityError(str(pack_dir / rel), manifest.files[rel], actual)
        raw[rel] = data
    return raw


def _check_manifest(pack_dir: Path, manifest: Manifest, data: bytes) -> None:
    file = str(pack_dir / MANIFEST)
    actual_content = content_digest(manifest.files)
    if actual_content != manifest.content_digest:
        raise PackIntegrityError(file, manifest.content_digest, actual_content, "content digest")
    actual = pack_digest(manifest.name, manifest.version, manifest.files)
    if actual != manifest.digest:
        raise PackIntegrityError(file, manifest.digest, actual, "pack digest")
    canonical = manifest_file(
        manifest.name,
        manifest.version,
        manifest.digest,
        manifest.content_digest,
        manifest.files,
        manifest.counts,
    )
    if canonical != data:
        raise PackFormatError(file, "not in canonical form (was it edited by hand?)")
    for required in (CATEGORIES, HISTORY):
        if required not in manifest.files:
            raise PackFormatError(file, f"does not list {required}")


def _parse_entries(pack_dir: Path, raw: dict[str, bytes], categories: dict) -> tuple[Entry, ...]:
    entries: list[Entry] = []
    for rel in sorted(raw):
        if rel in (CATEGORIES, HISTORY):
            continue
        category = category_of(rel)
        file = str(pack_dir / rel)
        if category is None:
            raise PackFormatError(file, "is not a pack file (expected categories, history or lexicon/*.yaml)")
        if category not in categories:
            raise UnknownCategoryError(file, category)
        plain = plain_entries(raw[rel], category, categories, file)  # the careful path decides otherwise
        entries.extend(parse_lexicon_file(raw[rel], category, categories, file) if plain is None else plain)
    return tuple(entries)


def _build_lexicon(pack_dir: Path, entries: tuple[Entry, ...]) -> Lexicon:
    try:
        return Lexicon.build(entries)
    except DuplicateSurfaceForm as exc:
        first, second = exc.first, exc.second
        file = str(pack_dir / lexicon_path(second.category))
        raise DuplicateSurfaceError(
            file, exc.surface, f"{first.category}:{first.lemma}", f"{second.category}:{second.lemma}"
        ) from None


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a pack is built.

    A load allocates some 400,000 objects (entries, their form tuples, senses)
    that all stay alive, and with the collector on it walks the growing heap
    again and again: about a third of a load's time. Reference counting still
    frees what a failed load leaves; the collector runs again as soon as the
    load ends. Only the caller that found it enabled turns it back on, so
    nested or concurrent loads leave it as they found it.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _load(pack_dir: Path) -> Verified:
    with _collector_paused():
        return _verify_and_build(pack_dir)


def _verify_and_build(pack_dir: Path) -> Verified:
    manifest_bytes = (pack_dir / MANIFEST).read_bytes()
    manifest = parse_manifest(manifest_bytes, str(pack_dir / MANIFEST))
    raw = _read_verified_files(pack_dir, manifest)
    _check_manifest(pack_dir, manifest, manifest_bytes)
    categories = parse_categories(raw[CATEGORIES], str(pack_dir / CATEGORIES))
    entries = cache.read(pack_dir, manifest.digest)
    fresh = entries is None
    if entries is None:
        entries = _parse_entries(pack_dir, raw, categories)
    lexicon = _build_lexicon(pack_dir, entries)
    pack = Pack(
        name=manifest.name,
        version=manifest.version,
        digest=manifest.digest,
        content_digest=manifest.content_digest,
        path=pack_dir,
        categories=MappingProxyType(categories),
        lexicon=lexicon,
        history=parse_history(raw[HISTORY], categories, str(pack_dir / HISTORY)),
        files=MappingProxyType(dict(manifest.files)),
    )
    _check_agreement(pack_dir, pack, manifest)
    if fresh:
        cache.write(pack_dir, manifest.digest, lexicon.entries)
    return Verified(pack, raw | {MANIFEST: manifest_bytes})


def _check_agreement(pack_dir: Path, pack: Pack, manifest: Manifest) -> None:
    """The manifest's counts and the history's last record describe these very entries."""
    file = str(pack_dir / MANIFEST)
    if pack.counts() != manifest.counts:
        raise PackFormatError(file, "entry counts do not match the lexicon files")
    last = pack.history[-1] if pack.history else None
    if last is None or last.version != pack.version:
        raise PackFormatError(str(pack_dir / HISTORY), f"last record is not version {pack.version}")
    if last.digest != pack.content_digest:
        raise PackIntegrityError(str(pack_dir / HISTORY), pack.content_digest, last.digest, "content digest")
