"""Rejecting with a reason via `x`, refusing self-ratification, and the engineers' pages.

The proposer proposes a role that would make a case wrong; the reviewer
sees it in the preview and rejects it with `x`. The reviewer's own
proposal cannot be ratified by them, and the server says why in one
sentence even when the ratify request is sent by hand.
"""

from __future__ import annotations

import pytest

from corridor.models import Candidate, Proposal
from tests.e2e.corridor_pages import SELF_RATIFICATION, count, propose, propose_with_preview, wait_for_preview
from tests.e2e.keyboard import log_in, navigation, press_and_follow, tab_to
from tests.e2e.world import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)

REJECT_REASON = "Misplacing shells loses them: this verb is verb_lose, not verb_gain."

# Sends the ratify form the page does not offer, as a stale tab or a hand-made request would.
POST_BY_HAND_JS = """([url, revision]) => {
  const form = document.createElement("form");
  form.method = "post";
  form.action = url;
  const token = document.querySelector("[name=csrfmiddlewaretoken]").value;
  for (const [name, value] of [["csrfmiddlewaretoken", token], ["revision", revision]]) {
    const input = document.createElement("input");
    input.type = "hidden"; input.name = name; input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}"""


def open_candidate(page, token: str) -> None:
    candidate = Candidate.objects.get(normalised_token=token)
    tab_to(page, f"#candidate-link-{candidate.pk}")
    press_and_follow(page, "Enter")


def propose_by_keyboard(page, category: str) -> int:
    propose_with_preview(page, category)
    return propose(page)


def test_reject_with_reason_self_ratification_gaps_and_history(live_server, watched, world):
    proposer = watched("proposer")
    page = proposer.page
    log_in(page, live_server.url, "proposer", PASSWORD)
    open_candidate(page, "misplace")
    wrong_id = propose_by_keyboard(page, "verb_gain")  # the wrong role: misplacing loses things
    assert page.get_by_test_id("proposal-status").inner_text() == "proposed"

    reviewer = watched("reviewer")
    page = reviewer.page
    log_in(page, live_server.url, "reviewer", PASSWORD)
    open_candidate(page, "squander")
    own_id = propose_by_keyboard(page, "verb_lose")
    assert page.get_by_test_id("own-proposal").inner_text() == SELF_RATIFICATION
    assert page.locator("#ratify-button").count() == 0
    page.keyboard.press("a")
    page.wait_for_timeout(200)
    assert page.get_by_test_id("proposal-status").inner_text() == "proposed"
    revision = page.locator("#withdraw-form [name=revision]").input_value()
    with navigation(page):
        page.evaluate(POST_BY_HAND_JS, [f"/proposals/{own_id}/ratify/", revision])
    assert page.get_by_test_id("message-error").inner_text() == SELF_RATIFICATION
    wait_for_preview(page)
    assert Proposal.objects.get(pk=own_id).status == Proposal.Status.PROPOSED
    reviewer.shot("self-ratification-refused")

    # The wrong role: the preview shows the case it would make wrong; `x` asks why, Enter rejects.
    tab_to(page, "#nav-proposals")
    press_and_follow(page, "Enter")
    tab_to(page, f"#proposal-row-{wrong_id} [data-testid=proposal-link]")
    press_and_follow(page, "Enter")
    wait_for_preview(page)
    assert count(page, "preview-newly-wrong") >= 1
    assert page.get_by_test_id("preview-blocking").inner_text().startswith("Ratifying would make 1 case")
    page.keyboard.press("x")
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'reject-reason'")
    assert page.locator("#reject-details").get_attribute("open") is not None
    page.keyboard.type(REJECT_REASON)
    reviewer.shot("reject-reason")
    press_and_follow(page, "Enter")
    assert page.get_by_test_id("message-success").inner_text() == "Rejected."
    wait_for_preview(page)  # the next open proposal opened
    rejected = Proposal.objects.get(pk=wrong_id)
    assert (rejected.status, rejected.reason) == (Proposal.Status.REJECTED, REJECT_REASON)
    assert rejected.candidate.status == Candidate.Status.OPEN

    tab_to(page, "#nav-gaps")
    press_and_follow(page, "Enter")
    reasons = page.get_by_test_id("gap-group").evaluate_all("groups => groups.map(g => g.dataset.reason)")
    assert {"unexpected_category", "unsupported_operation"} <= set(reasons)
    assert "What is 20 percent of 50 apples?" in page.locator("main").inner_text()
    reviewer.shot("gaps")

    tab_to(page, "#nav-history")
    press_and_follow(page, "Enter")
    rows = page.get_by_test_id("decision-row").all_inner_texts()
    assert any("reject" in row and REJECT_REASON in row for row in rows)
    assert page.get_by_test_id("curve").count() >= 1
    reviewer.shot("history")
