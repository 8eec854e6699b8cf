"""Teaching candidates from a run's refusals, stored so that re-harvesting is idempotent.

A run re-derives every candidate case row of the splits it read: the old
rows of those splits are replaced, rows of other splits stay. Candidates
are found by signature and updated, never duplicated; one that no case
is blocked by any more is resolved, and a resolved one that blocks again
is reopened. Dismissed candidates keep their status.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db import transaction
from django.db.models import Count

from corridor.models import Candidate, CandidateCase, EvalRun
from evals.runner import RunResult
from evals.signatures import BLOCKS, Sighting, gather

BATCH = 500


def suggested_category(first: Sighting) -> str:
    """A first guess a reviewer can accept or change: an unknown Titlecase word mid-sentence is a name."""
    if first.reason == "unknown_word" and first.token.istitle() and first.token.isalpha() and first.start > 0:
        return "name"
    return ""


def _new_candidate(signature: str, items: list[Sighting], run: EvalRun, at: dt.datetime) -> Candidate:
    first = items[0]
    return Candidate(
        signature=signature,
        kind=first.kind,
        reason=first.reason,
        token=first.token,
        normalised_token=first.normalised,
        context_category=first.context_category,
        suggested_category=suggested_category(first),
        first_seen_run=run,
        last_seen_run=run,
        updated_at=at,
    )


def _rows(candidate: Candidate, items: list[Sighting]) -> list[CandidateCase]:
    return [
        CandidateCase(
            candidate=candidate,
            split=s.split,
            case_id=s.case_id,
            role=s.role,
            sentence=s.sentence,
            token_start=s.start,
            token_end=s.end,
        )
        for s in items
    ]


def _batches(items: list, size: int = BATCH):
    """Keep every IN (...) list short: databases cap the number of query parameters."""
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _by_signature(signatures: list[str]) -> dict[str, Candidate]:
    found: dict[str, Candidate] = {}
    for batch in _batches(signatures):
        found.update((c.signature, c) for c in Candidate.objects.filter(signature__in=batch))
    return found


def _upsert_candidates(
    groups: dict[str, list[Sighting]], run: EvalRun, at: dt.datetime
) -> dict[str, Candidate]:
    signatures = sorted(groups)
    existing = _by_signature(signatures)
    missing = [_new_candidate(sig, groups[sig], run, at) for sig in signatures if sig not in existing]
    Candidate.objects.bulk_create(missing, batch_size=BATCH)
    for batch in _batches(signatures):
        Candidate.objects.filter(signature__in=batch).update(last_seen_run=run, updated_at=at)
    return _by_signature(signatures)


def _recount(candidate_ids: set[int], at: dt.datetime) -> None:
    """Counts from the rows; statuses follow whether anything is still blocked.

    One aggregate query, then one UPDATE per distinct (blocked, also, status)
    triple, which stays fast with thousands of candidates.
    """
    tally: dict[int, list[int]] = {pk: [0, 0] for pk in candidate_ids}
    rows = CandidateCase.objects.filter(candidate_id__in=candidate_ids).values("candidate_id", "role")
    for row in rows.annotate(n=Count("id")).order_by():
        tally[row["candidate_id"]][0 if row["role"] == BLOCKS else 1] += row["n"]
    current = Candidate.objects.filter(pk__in=candidate_ids).values_list(
        "pk", "blocked_count", "also_count", "status"
    )
    updates: dict[tuple[int, int, str], list[int]] = {}
    for pk, blocked, also, status in current:
        new = (tally[pk][0], tally[pk][1], next_status(status, tally[pk][0]))
        if new != (blocked, also, status):
            updates.setdefault(new, []).append(pk)
    for (blocked, also, status), pks in sorted(updates.items()):
        for batch in _batches(pks):
            Candidate.objects.filter(pk__in=batch).update(
                blocked_count=blocked, also_count=also, status=status, updated_at=at
            )


def next_status(status: str, blocked: int) -> str:
    if blocked == 0 and status in (Candidate.Status.OPEN, Candidate.Status.PROPOSED):
        return Candidate.Status.RESOLVED
    if blocked > 0 and status == Candidate.Status.RESOLVED:
        return Candidate.Status.OPEN
    return status


def harvest_run(run: EvalRun, result: RunResult, pack: Any, *, at: dt.datetime) -> int:
    """Replace the candidate rows of the run's splits with what this run saw; returns candidates touched."""
    if pack.digest != result.pack.digest:
        raise ValueError("the pack changed between reading and harvesting; run again")
    groups = gather(result.outcomes, pack.lexicon)
    splits = sorted({o.case.split for o in result.outcomes})
    with transaction.atomic():
        stale = CandidateCase.objects.filter(split__in=splits)
        touched = set(stale.values_list("candidate_id", flat=True).distinct())
        stale.delete()
        candidates = _upsert_candidates(groups, run, at)
        rows = [row for sig, items in sorted(groups.items()) for row in _rows(candidates[sig], items)]
        CandidateCase.objects.bulk_create(rows, batch_size=BATCH)
        touched |= {c.pk for c in candidates.values()}
        _recount(touched, at)
    return len(touched)
