"""The corridor's one door to the lexicon pack on disk (settings.PACK_DIR).

Loading verifies the whole pack; the verified pack is kept in memory until
any file in the pack folder changes, so previews stay fast while a tampered
or half-written pack is still caught before it is used.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from django.conf import settings

import packs
from packs import OPEN_CLASSES, PackError
from packs.changes import plan_add
from packs.model import SEED, Entry, Lexicon, Provenance

_lock = threading.Lock()
_cache: dict[str, tuple[tuple, packs.Pack]] = {}


def pack_dir() -> Path:
    return Path(settings.PACK_DIR)


def _fingerprint(path: Path) -> tuple:
    """Name, size and modification time of every file under the pack folder."""
    found = []
    for root, _dirs, files in os.walk(path):
        for name in files:
            full = os.path.join(root, name)
            try:
                stat = os.stat(full)
            except FileNotFoundError:
                continue
            found.append((full, stat.st_size, stat.st_mtime_ns))
    return tuple(sorted(found))


def current_pack() -> packs.Pack:
    """The verified pack; raises PackError when it does not verify."""
    path = pack_dir()
    key = str(path)
    with _lock:
        fingerprint = _fingerprint(path)
        cached = _cache.get(key)
        if cached is not None and cached[0] == fingerprint:
            return cached[1]
        pack = packs.load_pack(path)
        _cache[key] = (_fingerprint(path), pack)
        return pack


def pack_problem() -> str | None:
    """Why the pack cannot be used, in one sentence, or None when it verifies."""
    try:
        current_pack()
    except PackError as exc:
        return f"The lexicon pack does not verify, so nothing can be written: {exc}"
    return None


def is_open_class_seed(entry: Entry) -> bool:
    return entry.category in OPEN_CLASSES and entry.provenance.kind == "seed"


def holders(lexicon: Lexicon, entry: Entry) -> list[Entry]:
    """The existing entries holding any surface form of ``entry``, in a stable order."""
    found: dict[tuple[str, str], Entry] = {}
    for surface, _tag in entry.forms:
        sense = lexicon.lookup(surface)
        if sense is not None:
            found[sense.entry.key] = sense.entry
    return [found[key] for key in sorted(found)]


def _reading_key(entry: Entry) -> tuple:
    """What matters for reading: everything but provenance."""
    return (entry.lemma, entry.category, entry.forms, entry.attrs)


_LEXICONS_KEPT = 4
_lexicons: dict[tuple, Lexicon] = {}


def lexicon_with(pack: packs.Pack, extra: list[Entry]) -> Lexicon:
    """The lexicon as it would be after writing ``extra``, built in memory.

    Uses the pack library's own planning step, so a preview takes surface
    forms from open-class seed entries exactly as the write will. Raises
    PackError (a collision) when the write would be refused. The last few
    results are kept, so previewing and then ratifying builds it once.
    """
    key = (pack.digest, tuple(_reading_key(e) for e in extra))
    with _lock:
        found = _lexicons.get(key)
    if found is not None:
        return found
    provenance = extra[0].provenance if extra else Provenance("ratified")
    change = plan_add(pack.lexicon.entries, pack.categories, extra, provenance)
    built = Lexicon.build_from(pack.lexicon, change.entries)
    with _lock:
        _lexicons[key] = built
        while len(_lexicons) > _LEXICONS_KEPT:
            _lexicons.pop(next(iter(_lexicons)))
    return built


def forget_lexicons() -> None:
    with _lock:
        _lexicons.clear()


def build_entry(lemma: str, category: str, attrs: dict[str, str], provenance=None) -> Entry:
    """The entry a proposal stands for, with its inflected forms."""
    return packs.entry_with_inflections(lemma, category, dict(sorted(attrs.items())), provenance or SEED)


def write_entries(entries: list[Entry], *, proposal_id: str, reviewer: str, at: str) -> packs.Pack:
    return packs.add_entries(pack_dir(), entries, proposal_id=proposal_id, reviewer=reviewer, at=at)


def remove_entries(keys: list[tuple[str, str]], *, proposal_id: str, reviewer: str, at: str) -> packs.Pack:
    return packs.remove_entries(pack_dir(), keys, proposal_id=proposal_id, reviewer=reviewer, at=at)


__all__ = ["PackError", "current_pack", "pack_problem", "lexicon_with", "build_entry", "holders"]
