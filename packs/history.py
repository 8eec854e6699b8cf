"""The pack's history: one record per version, append-only.

A record says who changed what and when, and - for re-categorising - which
open-class entry handed which surface forms to which new entry, so an undo
can hand them back exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from packs.encoding import entry_map, flow_list, flow_map, forms_text, scalar
from packs.model import Entry


def key_text(key: tuple[str, str]) -> str:
    """An entry key as people read it: ``category:lemma``."""
    return f"{key[0]}:{key[1]}"


@dataclass(frozen=True, slots=True)
class Handover:
    """Surface forms moved from one entry to another in a single write."""

    giver: str  # "category:lemma"
    taker: str  # "category:lemma"
    forms: tuple[tuple[str, str], ...]  # (surface, tag) pairs that moved
    giver_forms_before: tuple[tuple[str, str], ...] = ()  # the giver's forms before, in order
    giver_attrs: tuple[tuple[str, str], ...] = ()  # the giver's attributes, so an undo can rebuild it whole


@dataclass(frozen=True, slots=True)
class HistoryRecord:
    version: int
    digest: str  # the content digest (categories + lexicon) after this version
    proposal_id: str
    reviewer: str
    at: str
    added: tuple[Entry, ...] = ()
    removed: tuple[Entry, ...] = ()
    handovers: tuple[Handover, ...] = ()


def _handover_map(handover: Handover) -> str:
    pairs = [
        ("giver", scalar(handover.giver)),
        ("taker", scalar(handover.taker)),
        ("forms", forms_text(handover.forms)),
    ]
    if handover.giver_forms_before:
        pairs.append(("giver_forms_before", forms_text(handover.giver_forms_before)))
    if handover.giver_attrs:
        pairs.append(("giver_attrs", flow_map((k, scalar(v)) for k, v in handover.giver_attrs)))
    return flow_map(pairs)


def record_line(record: HistoryRecord) -> bytes:
    """One history record as one line of YAML."""
    pairs = [
        ("version", str(record.version)),
        ("digest", record.digest),
        ("proposal_id", scalar(record.proposal_id)),
        ("reviewer", scalar(record.reviewer)),
        ("at", scalar(record.at)),
        ("added", flow_list(entry_map(e, with_category=True) for e in record.added)),
        ("removed", flow_list(entry_map(e, with_category=True) for e in record.removed)),
        ("handovers", flow_list(_handover_map(h) for h in record.handovers)),
    ]
    return ("- " + flow_map(pairs) + "\n").encode("utf-8")
