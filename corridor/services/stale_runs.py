"""Eval runs a dead process left unfinished, and the rule that closes them.

A rerun (or `manage.py evals run`) killed mid-way leaves its run `running`
forever, and one killed between its ratification's commit and the hand-over
to the task queue leaves it `queued` forever. The rule, applied by
`manage.py repair` with the app and its workers stopped:

- a run still ``running`` has lost its worker, so it becomes ``failed``;
- a run still ``queued`` whose task no longer waits in the database task
  queue will never start, so it becomes ``failed``;
- a ``queued`` run whose task still waits is left for the next worker.

Each failed run says why in its ``error``; nothing else is touched.
"""

from __future__ import annotations

from datetime import datetime

from django.db.models import QuerySet

from corridor.models import EvalRun

INTERRUPTED = (
    "the run was interrupted before it finished and no worker was left to finish it, "
    "so `manage.py repair` marked it failed"
)
UNFINISHED = (EvalRun.Status.RUNNING, EvalRun.Status.QUEUED)


def runs_waiting_in_queue() -> set[int]:
    """Ids of runs whose rerun task still waits in the database task queue."""
    from django_tasks import TaskResultStatus
    from django_tasks_db.models import DBTaskResult

    from corridor.tasks import rerun_evals

    waiting = DBTaskResult.objects.filter(
        status=TaskResultStatus.READY, task_path=rerun_evals.module_path
    ).values_list("args_kwargs", flat=True)
    return {args for call in waiting for args in call.get("args", [])[:1] if isinstance(args, int)}


def find_stale_runs() -> QuerySet[EvalRun]:
    """Unfinished runs no task will finish, oldest first."""
    return (
        EvalRun.objects.filter(status__in=UNFINISHED).exclude(pk__in=runs_waiting_in_queue()).order_by("pk")
    )


def describe(run: EvalRun) -> str:
    return f"Eval run {run.pk} was left {run.status} with no task waiting to finish it."


def fail_stale_runs(at: datetime) -> list[int]:
    """Mark every stale run failed (compare-and-set on its status); returns their ids."""
    failed = []
    for run in find_stale_runs():
        moved = EvalRun.objects.filter(pk=run.pk, status=run.status).update(
            status=EvalRun.Status.FAILED, error=INTERRUPTED, finished_at=at
        )
        if moved:
            failed.append(run.pk)
    return failed
