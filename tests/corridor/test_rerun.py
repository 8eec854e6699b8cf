"""The rerun task: one more reading when another ratification changed the pack mid-way."""

from __future__ import annotations

import pytest
from django.urls import reverse

from corridor import tasks
from corridor.models import EvalRun
from evals.runner import RunError
from tests.corridor.factories import AT, make_proposal, make_run

pytestmark = pytest.mark.django_db

CHANGED = "the pack changed during the run (digests 0123456789ab, ba9876543210); run again"


def runner_failing(monkeypatch, *failures: str) -> list[str]:
    """The real runner, preceded by the given failures, one per call; returns the packs it read."""
    real, left, read = tasks.run_cases, list(failures), []

    def run_cases(cases, source, **kwargs):
        if left:
            raise RunError(left.pop(0))
        result = real(cases, source, **kwargs)
        read.append(result.pack.digest)
        return result

    monkeypatch.setattr(tasks, "run_cases", run_cases)
    return read


def ratify_and_rerun(proposer, reviewer, capture) -> EvalRun:
    make_run()
    with capture(execute=True):
        version = make_proposal(proposer).ratify(reviewer, AT)
    return EvalRun.objects.get(pk=version.run_after_id)


def test_a_rerun_the_pack_changed_under_is_read_again_once(
    client, monkeypatch, proposer, reviewer, django_capture_on_commit_callbacks
):
    read = runner_failing(monkeypatch, CHANGED)
    run = ratify_and_rerun(proposer, reviewer, django_capture_on_commit_callbacks)
    assert (run.status, run.error, run.retried_because) == ("done", "", CHANGED)
    assert read == [run.pack_digest] and run.results.count() == run.total > 0
    client.force_login(reviewer)
    body = client.get(reverse("run_delta", args=[run.pk])).content.decode()
    assert f'data-testid="run-retried">Read a second time because {CHANGED}.<' in body


def test_a_second_change_fails_the_run_saying_so(
    monkeypatch, proposer, reviewer, django_capture_on_commit_callbacks
):
    runner_failing(monkeypatch, CHANGED, CHANGED)
    run = ratify_and_rerun(proposer, reviewer, django_capture_on_commit_callbacks)
    assert (run.status, run.error, run.retried_because) == ("failed", CHANGED, CHANGED)
    assert not run.results.exists()


def test_other_failures_are_not_retried(monkeypatch, proposer, reviewer, django_capture_on_commit_callbacks):
    read = runner_failing(monkeypatch, "there are no cases to read")
    run = ratify_and_rerun(proposer, reviewer, django_capture_on_commit_callbacks)
    assert (run.status, run.error, run.retried_because) == ("failed", "there are no cases to read", "")
    assert read == []


def test_an_untroubled_rerun_reads_once(monkeypatch, proposer, reviewer, django_capture_on_commit_callbacks):
    read = runner_failing(monkeypatch)
    run = ratify_and_rerun(proposer, reviewer, django_capture_on_commit_callbacks)
    assert (run.status, run.retried_because, len(read)) == ("done", "", 1)
