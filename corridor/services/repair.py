"""Bring the database back in step with the pack after a crash.

A ratification writes the pack inside its database transaction, so a
process killed after the pack's commit point but before the database's
commit leaves a pack version the database never heard of (and an undo
killed there leaves the opposite). The rule, in that order:

1. The pack's history is the truth for entries and versions: every version
   after the seed build without a PackVersion row gets one.
2. A proposal still ``proposed`` whose entry is in the pack, stamped with
   its id, is marked ``ratified`` (its ratification reached the pack).
3. A ``ratified`` proposal whose entry is not in the pack goes back to
   ``proposed`` (its entry was never written, or was taken out again).

The decision log is never rewritten: every correction is a new ``repair``
decision that says what changed and why. Run it with no writer active
(``manage.py repair`` before start-up); the start-up check only reports.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import F

from corridor.models import Decision, PackVersion, Proposal, entry_json
from packs import Pack
from packs.history import HistoryRecord
from packs.model import Entry

SEED_VERSION = 1
REPORTED_ONLY = ("database_ahead", "digest_mismatch")


@dataclass(frozen=True)
class Disagreement:
    """One way the database and the pack disagree, in one sentence."""

    kind: (
        str  # unrecorded_version | ratified_not_in_pack | proposed_in_pack | database_ahead | digest_mismatch
    )
    message: str
    version: int | None = None
    proposal_id: int | None = None


def _proposal_ids(record_or_provenance_id: str) -> set[str]:
    return {part for part in record_or_provenance_id.split(",") if part}


def _ratified_by(entry: Entry) -> set[str]:
    if entry.provenance.kind != "ratified":
        return set()
    return _proposal_ids(entry.provenance.proposal_id)


def recorded_digests(pack_name: str) -> dict[int, str]:
    """The database's pack versions of one pack, version → digest."""
    return dict(PackVersion.objects.filter(pack_name=pack_name).values_list("version", "digest"))


def version_clashes(pack: Pack, recorded: dict[int, str]) -> list[Disagreement]:
    """Why the pack on disk is not one the database recorded (e.g. it was put back from git).

    Writing over such a pack would give a version number the database
    already holds, so these are reported and block writes; never repaired.
    """
    found: list[Disagreement] = []
    ahead = sorted(v for v in recorded if v > pack.version)
    if ahead:
        found.append(
            Disagreement(
                "database_ahead",
                f"The database records pack version {ahead[-1]} but the pack is at version {pack.version}; "
                "restore the pack that holds those versions.",
                version=ahead[-1],
            )
        )
    if recorded.get(pack.version, pack.digest) != pack.digest:
        found.append(
            Disagreement(
                "digest_mismatch",
                f"The pack is at version {pack.version} but its digest differs from the version "
                f"{pack.version} the database recorded; restore the pack the database recorded.",
                version=pack.version,
            )
        )
    return found


def find_disagreements(pack: Pack) -> list[Disagreement]:
    """Every disagreement between the database and ``pack``, versions first, then proposals by id."""
    found: list[Disagreement] = []
    recorded = recorded_digests(pack.name)
    for record in pack.history:
        if record.version > SEED_VERSION and record.version not in recorded:
            found.append(
                Disagreement(
                    "unrecorded_version",
                    f"Pack version {record.version} has no PackVersion row.",
                    version=record.version,
                )
            )
    found.extend(version_clashes(pack, recorded))
    entries = {entry.key: entry for entry in pack.lexicon.entries}
    open_or_ratified = Proposal.objects.filter(
        status__in=(Proposal.Status.PROPOSED, Proposal.Status.RATIFIED)
    ).order_by("pk")
    for proposal in open_or_ratified:
        entry = entries.get((proposal.category, proposal.word))
        if proposal.status == Proposal.Status.RATIFIED and entry is None:
            found.append(
                Disagreement(
                    "ratified_not_in_pack",
                    f"Proposal {proposal.pk} ({proposal.word} as {proposal.category}) is ratified "
                    "but its entry is not in the pack.",
                    proposal_id=proposal.pk,
                )
            )
        elif (
            proposal.status == Proposal.Status.PROPOSED and entry and str(proposal.pk) in _ratified_by(entry)
        ):
            found.append(
                Disagreement(
                    "proposed_in_pack",
                    f"Proposal {proposal.pk} ({proposal.word} as {proposal.category}) is still proposed "
                    "but the pack holds its ratified entry.",
                    proposal_id=proposal.pk,
                )
            )
    return found


def _user(username: str) -> User | None:
    return User.objects.filter(username=username).first() if username else None


def _parse_at(text: str, fallback: datetime) -> datetime:
    try:
        return datetime.fromisoformat(text) if text else fallback
    except ValueError:
        return fallback


def _record_version(pack: Pack, record: HistoryRecord, at: datetime) -> PackVersion:
    """The missing row, rebuilt from the history record (digest: the pack's own for the current version)."""
    version = PackVersion.objects.create(
        pack_name=pack.name,
        version=record.version,
        digest=pack.digest if record.version == pack.version else record.digest,
        added=[entry_json(e) for e in record.added],
        removed=[{"category": e.category, "lemma": e.lemma} for e in record.removed],
        created_at=_parse_at(record.at, at),
        created_by=_user(record.reviewer),
    )
    Decision.objects.create(
        at=at,
        action=Decision.Action.REPAIR,
        pack_version=version,
        reason=f"Pack version {record.version} was written but never recorded; recorded from the pack history.",
        detail={"version": record.version, "proposal_id": record.proposal_id},
    )
    return version


def _move(proposal: Proposal, new: str, at: datetime, reason: str, **fields) -> None:
    Proposal.objects.filter(pk=proposal.pk, status=proposal.status).update(
        status=new, revision=F("revision") + 1, **fields
    )
    Decision.objects.create(
        at=at,
        action=Decision.Action.REPAIR,
        proposal=proposal,
        candidate=proposal.candidate,
        pack_version=fields.get("pack_version"),
        reason=reason,
        detail={"from": proposal.status, "to": new},
    )
    if proposal.candidate is not None:
        proposal.candidate.follow_proposals(at)


def _version_adding(pack: Pack, proposal: Proposal) -> PackVersion | None:
    for record in reversed(pack.history):
        keys = {e.key for e in record.added}
        if (
            str(proposal.pk) in _proposal_ids(record.proposal_id)
            and (proposal.category, proposal.word) in keys
        ):
            return PackVersion.objects.filter(pack_name=pack.name, version=record.version).first()
    return None


def repair(pack: Pack, at: datetime) -> list[Disagreement]:
    """Apply the rule to every disagreement found; returns what was repaired (version clashes are only reported)."""
    found = find_disagreements(pack)
    by_version = {record.version: record for record in pack.history}
    entries = {entry.key: entry for entry in pack.lexicon.entries}
    with transaction.atomic():
        for item in found:
            if item.kind == "unrecorded_version":
                _record_version(pack, by_version[item.version], at)
        for item in found:
            if item.kind not in ("ratified_not_in_pack", "proposed_in_pack"):
                continue
            proposal = Proposal.objects.select_related("candidate").get(pk=item.proposal_id)
            if item.kind == "ratified_not_in_pack":
                _move(
                    proposal,
                    Proposal.Status.PROPOSED,
                    at,
                    "Its entry is not in the pack, so it waits for a decision again.",
                    decided_at=None,
                    decided_by=None,
                    pack_version=None,
                )
            else:
                provenance = entries[(proposal.category, proposal.word)].provenance
                _move(
                    proposal,
                    Proposal.Status.RATIFIED,
                    at,
                    "The pack holds its ratified entry, so the ratification is recorded.",
                    decided_at=_parse_at(provenance.at, at),
                    decided_by=_user(provenance.reviewer),
                    pack_version=_version_adding(pack, proposal),
                )
    return [item for item in found if item.kind not in REPORTED_ONLY]
