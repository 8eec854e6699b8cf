"""Background work: reading the eval splits again after the pack changed.

A ratification (or an undo) creates a queued EvalRun and enqueues this task
once its transaction has committed. The task reads the same splits as the
run before, stores the results into that run, and harvests candidates
again, so the delta page can show before and after case by case.
"""

from __future__ import annotations

from django.conf import settings
from django.utils import timezone
from django_tasks import task

from corridor import evals_store
from corridor.models import EvalRun
from evals import report as reports
from evals.cases import CaseFileError
from evals.runner import PackDir, RunError, RunResult, run_cases
from evals.splits import BASELINE, load_splits, registry
from packs.errors import PackError


def rerun_splits(run: EvalRun) -> list[str]:
    """The run's splits that still exist (a run of an ad-hoc file falls back to the baseline)."""
    known = registry()
    chosen = [name for name in run.splits if name in known]
    return chosen or list(BASELINE)


# The runner's refusal to mix pack versions: worth one more reading, since
# by then the pack has usually settled on the newer version.
PACK_CHANGED = "the pack changed during the run"


def read_cases(run: EvalRun, cases: list, source: PackDir) -> RunResult:
    """One reading of ``cases`` with whatever pack ``source`` finds, progress written as it goes."""
    evals_store.record_progress(run, 0, len(cases))
    return run_cases(
        cases,
        source,
        jobs=settings.RERUN_JOBS,
        progress=False,
        on_progress=lambda done, total: evals_store.record_progress(run, done, total),
    )


def read_retrying_once(run: EvalRun, cases: list, source: PackDir) -> RunResult:
    """Read; when another ratification changed the pack mid-way, record why and read once more."""
    try:
        return read_cases(run, cases, source)
    except RunError as exc:
        if not str(exc).startswith(PACK_CHANGED):
            raise
        run.retried_because = str(exc)
        EvalRun.objects.filter(pk=run.pk).update(retried_because=run.retried_because)
    return read_cases(run, cases, source)


@task()
def rerun_evals(run_id: int) -> str:
    """Read, store and harvest one queued run; the run records any failure."""
    from corridor.harvest import harvest_run

    run = EvalRun.objects.get(pk=run_id)
    EvalRun.objects.filter(pk=run.pk).update(status=EvalRun.Status.RUNNING)
    source = PackDir(str(settings.PACK_DIR))
    try:
        cases = load_splits(rerun_splits(run))
        result = read_retrying_once(run, cases, source)
    except (CaseFileError, RunError, PackError, OSError) as exc:
        evals_store.fail_run(run, str(exc), at=timezone.now())
        return EvalRun.Status.FAILED
    except Exception as exc:  # a bug: the run must not stay "running" forever
        evals_store.fail_run(run, f"the rerun stopped: {type(exc).__name__}: {exc}", at=timezone.now())
        raise
    run = evals_store.complete_run(
        run, result, reports.render(reports.build_report(result)), at=timezone.now()
    )
    current = source()
    if current.digest == result.pack.digest:
        harvest_run(run, result, current, at=timezone.now())
    # Otherwise another ratification landed while this run read: its own
    # rerun is queued and will harvest from the newer pack, so the
    # candidates always describe the pack on disk.
    return run.status


def enqueue_rerun(run_id: int) -> None:
    """Hand the run to the task backend (immediate in tests and the embedded default).

    Runs after the ratification committed, so a queue that cannot be reached
    must not turn a done ratification into an error page: the run says why.
    """
    try:
        rerun_evals.enqueue(run_id)
    except Exception as exc:  # the backend is outside our control
        EvalRun.objects.filter(pk=run_id).update(
            status=EvalRun.Status.FAILED,
            error=f"the rerun could not be queued: {exc}",
            finished_at=timezone.now(),
        )
