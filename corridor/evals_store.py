"""Storing eval runs and their case results.

A run row is created before reading starts (so its progress can be shown)
and completed in one transaction with every case result, so a reader never
sees a finished run with half its results.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from pathlib import Path

from django.db import transaction

from corridor.models import CaseResult, EvalRun
from evals import report as reports
from evals.outcomes import CaseOutcome
from evals.runner import PackDir, RunError, RunResult, run_cases
from evals.splits import load_splits

BATCH = 500


def create_run(
    splits: Iterable[str], *, at: dt.datetime, trigger: str = EvalRun.Trigger.COMMAND, total: int = 0
) -> EvalRun:
    """A run that is reading now; ``total`` is the number of cases it will read."""
    return EvalRun.objects.create(
        created_at=at,
        splits=list(splits),
        trigger=trigger,
        status=EvalRun.Status.RUNNING,
        progress_total=total,
    )


def record_progress(run: EvalRun, done: int, total: int) -> None:
    """Progress is written with an UPDATE of two columns, never a full save."""
    EvalRun.objects.filter(pk=run.pk).update(progress_done=done, progress_total=total)
    run.progress_done, run.progress_total = done, total


def case_row(run: EvalRun, position: int, outcome: CaseOutcome) -> CaseResult:
    case, refusal = outcome.case, outcome.refusal
    return CaseResult(
        run=run,
        split=case.split,
        case_id=case.id,
        position=position,
        question=case.question,
        gold=case.gold or "",
        expect_refusal=case.expect_refusal or "",
        outcome=outcome.outcome,
        answer=outcome.answer or "",
        unit=outcome.unit or "",
        refusal_reason=refusal.reason if refusal else "",
        refusal_detail=refusal.detail if refusal else "",
        sentence_index=refusal.sentence_index if refusal else None,
        token_index=refusal.token_index if refusal else None,
        token_text=(refusal.token_text or "") if refusal else "",
        trace_hash=outcome.trace_hash or "",
    )


def complete_run(run: EvalRun, result: RunResult, report_bytes: bytes, *, at: dt.datetime) -> EvalRun:
    """Write every case result and the report; a run with reader errors ends as failed."""
    tally = reports.counts(result.outcomes)
    errors = result.reader_errors
    with transaction.atomic():
        CaseResult.objects.filter(run=run).delete()
        rows = [case_row(run, n, o) for n, o in enumerate(result.outcomes)]
        CaseResult.objects.bulk_create(rows, batch_size=BATCH)
        run.pack_name, run.pack_version, run.pack_digest = (
            result.pack.name,
            result.pack.version,
            result.pack.digest,
        )
        run.total, run.correct, run.refused, run.wrong = (
            tally[k] for k in ("total", "correct", "refused", "wrong")
        )
        run.progress_done = run.progress_total = tally["total"]
        run.report = report_bytes.decode("utf-8")
        run.report_sha256 = reports.sha256(report_bytes)
        run.status = EvalRun.Status.FAILED if errors else EvalRun.Status.DONE
        run.error = reader_error_message(result) if errors else ""
        run.finished_at = at
        run.save()
    return run


def fail_run(run: EvalRun, error: str, *, at: dt.datetime) -> EvalRun:
    EvalRun.objects.filter(pk=run.pk).update(status=EvalRun.Status.FAILED, error=error, finished_at=at)
    run.refresh_from_db()
    return run


def reader_error_message(result: RunResult) -> str:
    """One sentence naming the cases where the reader crashed (a bug, never a result)."""
    errors = result.reader_errors
    shown = ", ".join(f"{o.case.id} ({o.refusal.detail})" for o in errors[:5] if o.refusal)
    more = f" and {len(errors) - 5} more" if len(errors) > 5 else ""
    return f"the reader raised an exception on {len(errors)} case(s): {shown}{more}"


def store_run(
    result: RunResult,
    report_bytes: bytes,
    splits: Iterable[str],
    *,
    at: dt.datetime,
    trigger: str = EvalRun.Trigger.COMMAND,
) -> EvalRun:
    """Create and complete a run in one go (for callers that read before storing)."""
    run = create_run(splits, at=at, trigger=trigger, total=len(result.outcomes))
    return complete_run(run, result, report_bytes, at=at)


def run_splits(
    split_names: Iterable[str],
    pack_dir: Path,
    *,
    at: Callable[[], dt.datetime],
    trigger: str = EvalRun.Trigger.COMMAND,
    jobs: int | None = None,
) -> EvalRun:
    """Load, read, store and harvest in one call: what the corridor's rerun task needs.

    Wrong cases do not raise here (they are in the run's counts); a reader
    crash leaves the run ``failed`` with the message in ``error``. ``at`` is a
    clock so the run's start and finish get their own times.
    """
    from corridor.harvest import harvest_run

    names = list(split_names)
    cases = load_splits(names)
    source = PackDir(str(pack_dir))
    pack = source()
    run = create_run(list(dict.fromkeys(c.split for c in cases)), at=at(), trigger=trigger, total=len(cases))
    try:
        result = run_cases(
            cases, source, jobs=jobs, progress=False, on_progress=lambda d, t: record_progress(run, d, t)
        )
    except RunError as exc:
        return fail_run(run, str(exc), at=at())
    data = reports.render(reports.build_report(result))
    run = complete_run(run, result, data, at=at())
    harvest_run(run, result, pack, at=at())
    return run
