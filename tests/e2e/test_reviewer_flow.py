"""The reviewer flow in a real browser, as two people, by keyboard only.

The proposer finds the top candidate and proposes a role for its verb; the
reviewer ratifies it with `a`, reads the delta of the rerun and takes it
back with `u`. The pack on disk is checked after each step.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from corridor.models import EvalRun
from packs import load_pack
from tests.e2e.corridor_pages import (
    SELF_RATIFICATION,
    count,
    propose,
    propose_with_preview,
    top_candidate,
    wait_for_preview,
)
from tests.e2e.keyboard import log_in, press_and_follow, tab_to
from tests.e2e.world import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)


@dataclass(frozen=True)
class Proposed:
    """What the proposer's half of the flow saw: the refused form, its lemma, the cases it blocks."""

    word: str
    lemma: str
    blocked: int


def proposer_teaches_the_top_candidate(watched, base_url: str) -> Proposed:
    """Queue → top candidate (contexts marked) → category → preview → propose."""
    proposer = watched("proposer")
    page = proposer.page
    log_in(page, base_url, "proposer", PASSWORD)
    assert page.get_by_test_id("candidate-row").count() >= 3
    candidate_id, word, blocked = top_candidate(page)
    assert blocked == max(int(n) for n in page.get_by_test_id("blocked-count").all_inner_texts())
    assert blocked >= 2
    proposer.shot("queue")

    tab_to(page, f"#candidate-link-{candidate_id}")
    press_and_follow(page, "Enter")
    marks = page.locator("[data-testid=context] mark")
    assert marks.count() == blocked
    assert {m.strip() for m in marks.all_inner_texts()} == {word}
    assert page.get_by_test_id("candidate-reason").inner_text() == "untaught_verb_role"
    signature = page.locator("[data-testid=candidate-facts] code").inner_text()
    assert signature.startswith("untaught_verb_role:")
    lemma = signature.split(":", 1)[1]  # the refused form's lemma, which the proposal stores
    proposer.shot("candidate-context")

    propose_with_preview(page, "verb_gain")
    assert count(page, "preview-newly-correct") == blocked
    assert count(page, "preview-newly-wrong") == 0
    kinds = page.locator("[data-testid=preview-row]").evaluate_all("rows => rows.map(r => r.dataset.kind)")
    assert kinds == ["newly_correct"] * blocked
    proposer.shot("preview")

    propose(page)
    assert page.get_by_test_id("proposal-status").inner_text() == "proposed"
    assert page.get_by_test_id("proposal-word").inner_text() == lemma
    assert page.get_by_test_id("own-proposal").inner_text() == SELF_RATIFICATION
    page.keyboard.press("a")  # nothing to press: a proposer cannot ratify, least of all their own entry
    page.wait_for_timeout(200)
    assert page.get_by_test_id("proposal-status").inner_text() == "proposed"
    proposer.shot("own-proposal")
    return Proposed(word, lemma, blocked)


def reviewer_ratifies(reviewer, base_url: str, proposed: Proposed) -> None:
    """Proposals → the proposal (its preview) → `a`."""
    page = reviewer.page
    log_in(page, base_url, "reviewer", PASSWORD)
    tab_to(page, "#nav-proposals")
    press_and_follow(page, "Enter")
    tab_to(page, "[data-testid=proposal-link]")
    press_and_follow(page, "Enter")
    assert page.get_by_test_id("proposal-word").inner_text() == proposed.lemma
    wait_for_preview(page)
    assert count(page, "preview-newly-correct") == proposed.blocked
    reviewer.shot("proposal")
    press_and_follow(page, "a")


def reviewer_reads_the_delta(reviewer, proposed: Proposed, correct_before: int) -> None:
    """The success message links the delta of the rerun; it has finished and made cases correct."""
    page = reviewer.page
    tab_to(page, "[data-testid=message-success] a")
    press_and_follow(page, "Enter")
    assert page.get_by_test_id("run-status").inner_text() == "done"
    assert f"+verb_gain:{proposed.lemma}" in page.get_by_test_id("version-entries").inner_text()
    newly_correct = page.locator("[data-testid=delta-kind][data-kind=newly_correct]")
    assert int(newly_correct.get_by_test_id("delta-kind-count").inner_text()) >= 1
    assert int(page.get_by_test_id("after-correct").inner_text()) >= correct_before + 1
    reviewer.shot("delta")


def test_propose_ratify_delta_and_undo(live_server, watched, world):
    pack_dir, first_run = world["pack_dir"], world["run"]
    before = load_pack(pack_dir)
    proposed = proposer_teaches_the_top_candidate(watched, live_server.url)

    reviewer = watched("reviewer")
    reviewer_ratifies(reviewer, live_server.url, proposed)
    message = reviewer.page.get_by_test_id("message-success").inner_text()
    assert message.startswith(f"Ratified: pack version {before.version + 1} written.")
    ratified = load_pack(pack_dir)
    assert ratified.version == before.version + 1
    assert ratified.lexicon.lookup(proposed.word).entry.category == "verb_gain"

    reviewer_reads_the_delta(reviewer, proposed, first_run.correct)
    press_and_follow(reviewer.page, "u")
    assert reviewer.page.get_by_test_id("message-success").inner_text() == "Undone."
    assert reviewer.page.get_by_test_id("proposal-status").inner_text() == "undone"
    wait_for_preview(reviewer.page)
    reviewer.shot("undone")

    undone = load_pack(pack_dir)
    assert undone.version == before.version + 2
    assert undone.content_digest == before.content_digest
    assert undone.lexicon.entries == before.lexicon.entries
    rerun = EvalRun.objects.order_by("-pk").first()
    assert (rerun.trigger, rerun.status, rerun.pack_version) == ("undo", "done", undone.version)
    assert (rerun.correct, rerun.refused) == (first_run.correct, first_run.refused)
