"""With the database task backend the delta page shows the rerun reading, then reloads itself when done.

The ratification only queues the rerun; the test plays the worker
(`manage.py db_worker --batch`) while the page polls its progress.
"""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.utils import timezone

from corridor.models import Candidate, EvalRun, Proposal
from tests.e2e.corridor_pages import wait_for_preview
from tests.e2e.keyboard import log_in, press_and_follow, tab_to
from tests.e2e.world import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)
RELOAD_AFTER_RUN_MS = 60_000


def test_delta_page_follows_the_rerun_to_its_end(live_server, watched, world, settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    proposal = Proposal.propose(
        proposer=world["people"]["proposer"],
        word="pocket",
        category="verb_gain",
        attrs={},
        at=timezone.now(),
        candidate=Candidate.objects.get(normalised_token="pocket"),
    )

    reviewer = watched("reviewer")
    page = reviewer.page
    log_in(page, live_server.url, "reviewer", PASSWORD)
    page.goto(f"{live_server.url}/proposals/{proposal.pk}/")
    wait_for_preview(page)
    press_and_follow(page, "a")
    tab_to(page, "[data-testid=message-success] a")
    press_and_follow(page, "Enter")

    rerun = EvalRun.objects.order_by("-pk").first()
    assert rerun.status == EvalRun.Status.QUEUED
    assert page.get_by_test_id("progress-text").inner_text().startswith("Reading…")
    assert page.get_by_test_id("progress-bar").get_attribute("aria-label") == "Rerun progress"
    reviewer.shot("delta-reading")

    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
    # The page learns of the end by polling, then reloads: on a loaded machine that can outlast one step.
    page.wait_for_selector("[data-testid=delta-kind][data-kind=newly_correct]", timeout=RELOAD_AFTER_RUN_MS)
    assert page.get_by_test_id("run-status").inner_text() == "done"
    newly_correct = page.locator("[data-testid=delta-kind][data-kind=newly_correct]")
    assert int(newly_correct.get_by_test_id("delta-kind-count").inner_text()) >= 1
    assert page.get_by_test_id("run-progress").count() == 0
    reviewer.shot("delta-done")
