"""Pure planning of a pack change: which entries result, and what moved where.

Kept apart from the disk so the rules (who may take a surface form, how
an undo gives it back) can be read and tested without files or locks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from packs.decode import check_attrs
from packs.errors import PackCollisionError, UnknownCategoryError, UnknownEntryError
from packs.history import Handover, HistoryRecord, key_text
from packs.model import Category, Entry, Lexicon, Provenance

# Categories filled from general vocabulary: their seed entries give surface
# forms up to a reviewer's entry that teaches the word a role.
OPEN_CLASSES = frozenset({"noun", "verb", "adjective", "adverb"})


@dataclass(frozen=True, slots=True)
class Change:
    entries: tuple[Entry, ...]  # every entry of the new version
    touched: frozenset[str]  # categories whose file changes
    added: tuple[Entry, ...] = ()
    removed: tuple[Entry, ...] = ()
    handovers: tuple[Handover, ...] = ()


def is_yielding(entry: Entry) -> bool:
    """An open-class seed entry: it yields its surfaces to a taught entry."""
    return entry.category in OPEN_CLASSES and entry.provenance.kind == "seed"


def _surface_owners(entries: Mapping[tuple[str, str], Entry]) -> dict[str, tuple[str, str]]:
    owners: dict[str, tuple[str, str]] = {}
    for key, entry in entries.items():
        for surface, _ in entry.forms:
            owners.setdefault(surface, key)
    return owners


def plan_add(
    current: Iterable[Entry],
    categories: Mapping[str, Category],
    new: Iterable[Entry],
    provenance: Provenance,
) -> Change:
    """Add ``new`` (stamped with ``provenance``), taking surfaces from open-class seed entries only."""
    by_key = {e.key: e for e in current}
    owners = _surface_owners(by_key)
    touched: set[str] = set()
    added: list[Entry] = []
    handovers: list[Handover] = []
    for entry in new:
        entry = replace(entry, provenance=provenance)
        if entry.category not in categories:
            raise UnknownCategoryError("new entry", entry.category)
        check_attrs(entry, categories[entry.category], "new entry", None)
        if entry.key in by_key:
            raise PackCollisionError.key(key_text(entry.key))
        for surface in dict.fromkeys(s for s, _ in entry.forms):
            holder_key = owners.get(surface)
            if holder_key is None:
                continue
            holder = by_key[holder_key]
            if not is_yielding(holder):
                raise PackCollisionError.surface(surface, key_text(holder_key), key_text(entry.key))
            given = tuple(f for f in holder.forms if f[0] == surface)
            kept = tuple(f for f in holder.forms if f[0] != surface)
            handovers.append(
                Handover(key_text(holder_key), key_text(entry.key), given, holder.forms, holder.attrs)
            )
            touched.add(holder.category)
            if kept:
                by_key[holder_key] = replace(holder, forms=kept)
            else:
                del by_key[holder_key]
        by_key[entry.key] = entry
        owners.update({s: entry.key for s, _ in entry.forms})
        touched.add(entry.category)
        added.append(entry)
    return Change(tuple(by_key.values()), frozenset(touched), tuple(added), (), _merge(handovers))


def lexicon_after_add(
    lexicon: Lexicon, categories: Mapping[str, Category], new: Iterable[Entry], provenance: Provenance
) -> Lexicon:
    """The lexicon a write of ``new`` would produce, built in memory (for previews).

    Same rules as ``add_entries``: raises PackCollisionError where the write would be refused.
    """
    return Lexicon.build(plan_add(lexicon.entries, categories, new, provenance).entries)


def _merge(handovers: list[Handover]) -> tuple[Handover, ...]:
    """One handover per (giver, taker), forms in order, the giver's forms as they first were."""
    merged: dict[tuple[str, str], Handover] = {}
    for h in handovers:
        key = (h.giver, h.taker)
        if key in merged:
            first = merged[key]
            merged[key] = replace(first, forms=first.forms + h.forms)
        else:
            merged[key] = h
    return tuple(merged.values())


def _last_handovers_to(history: tuple[HistoryRecord, ...], key: str) -> tuple[Handover, ...]:
    """The handovers of the most recent version that added the entry ``key``."""
    for record in reversed(history):
        if any(key_text(e.key) == key for e in record.added):
            return tuple(h for h in record.handovers if h.taker == key)
    return ()


def _parse_key(text: str) -> tuple[str, str]:
    category, _, lemma = text.partition(":")
    return (category, lemma)


def plan_remove(
    current: Iterable[Entry], history: tuple[HistoryRecord, ...], keys: Iterable[tuple[str, str]]
) -> Change:
    """Remove entries; surfaces they took from open-class entries go back where they were."""
    by_key = {e.key: e for e in current}
    touched: set[str] = set()
    removed: list[Entry] = []
    handovers: list[Handover] = []
    for category, lemma in keys:
        entry = by_key.pop((category, lemma), None)
        if entry is None:
            raise UnknownEntryError(key_text((category, lemma)))
        removed.append(entry)
        touched.add(entry.category)
        for taken in _last_handovers_to(history, key_text(entry.key)):
            giver_key = _parse_key(taken.giver)
            giver = by_key.get(giver_key)
            now = giver.forms if giver else ()
            back = set(taken.forms) | set(now)
            before = taken.giver_forms_before
            forms = tuple(f for f in before if f in back) + tuple(f for f in now if f not in before)
            if giver is not None:
                by_key[giver_key] = replace(giver, forms=forms)
            else:  # every form went: rebuild it with the attributes it had (a seed entry)
                by_key[giver_key] = Entry(giver_key[1], giver_key[0], forms, taken.giver_attrs)
            touched.add(giver_key[0])
            handovers.append(Handover(key_text(entry.key), taken.giver, taken.forms))
    return Change(tuple(by_key.values()), frozenset(touched), (), tuple(removed), tuple(handovers))
