"""Every page of the flow by keyboard: a focus ring on every stop, a label on every field, working keys."""

from __future__ import annotations

import pytest
from django.utils import timezone

from corridor.models import Candidate, EvalRun, Proposal
from tests.e2e.corridor_pages import wait_for_preview
from tests.e2e.keyboard import (
    log_in,
    press_and_follow,
    tab_through_page,
    tab_to,
    unlabelled_fields,
)
from tests.e2e.world import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)


def propose(world, token: str, category: str) -> Proposal:
    candidate = Candidate.objects.get(normalised_token=token)
    return Proposal.propose(
        proposer=world["people"]["proposer"],
        word=token,
        category=category,
        attrs={},
        at=timezone.now(),
        candidate=candidate,
    )


def check_page(page, path_or_url: str, base_url: str) -> list[dict]:
    """Open a page; no field may lack a label and every Tab stop must show its focus."""
    page.goto(path_or_url if path_or_url.startswith("http") else base_url + path_or_url)
    page.wait_for_load_state("networkidle")
    assert unlabelled_fields(page) == [], f"fields without a label on {page.url}"
    stops = tab_through_page(page)
    assert stops, f"nothing on {page.url} takes keyboard focus"
    assert stops[0]["text"] == "Skip to content", "the first Tab stop should be the skip link"
    return stops


CHECKER_PAGE = """<!doctype html><html><head><style>#plain:focus { outline: none; }</style></head><body>
<label for="named">Named</label> <input id="named" name="named">
<input type="search" name="q" id="q">
<button id="plain">Plain</button> <button id="ringed">Ringed</button></body></html>"""


def test_the_checks_catch_an_unlabelled_field_and_a_hidden_focus(watched):
    """The checkers are not vacuous: they flag the defects they exist to find."""
    page = watched().page
    page.set_content(CHECKER_PAGE)
    assert unlabelled_fields(page) == ["input name=q id=q"]
    tab_to(page, "#q")
    try:
        tab_to(page, "#ringed")
    except AssertionError as exc:
        assert "focus is not visible" in str(exc) and "'id': 'plain'" in str(exc)
    else:
        raise AssertionError("a button without a focus ring was not noticed")


def test_login_page_by_keyboard(live_server, watched):
    page = watched("visitor").page
    check_page(page, "/accounts/login/", live_server.url)
    page.goto(live_server.url + "/accounts/login/")
    page.keyboard.type("nobody")
    page.keyboard.press("Tab")
    page.keyboard.type("not-the-password")
    press_and_follow(page, "Enter")
    assert page.get_by_test_id("login-error").inner_text() == (
        "Your username and password did not match. Try again."
    )


def test_every_page_is_labelled_and_shows_focus(live_server, watched, world):
    first = propose(world, "pocket", "verb_gain")
    second = propose(world, "misplace", "verb_lose")
    candidate = Candidate.objects.get(normalised_token="squander")
    run = EvalRun.objects.get()

    page = watched("reviewer").page
    log_in(page, live_server.url, "reviewer", PASSWORD)
    for path in ("/", "/proposals/", "/runs/", f"/runs/{run.pk}/", "/gaps/", "/history/"):
        check_page(page, path, live_server.url)

    # The candidate page, also once the attribute fields of a category were swapped in.
    check_page(page, f"/candidates/{candidate.pk}/", live_server.url)
    tab_to(page, "#propose-category")
    page.keyboard.type("verb_change")
    page.wait_for_selector("[data-testid=attribute-fields][data-category=verb_change] input")
    assert unlabelled_fields(page) == []
    tab_to(page, "#attr-direction")

    # The proposal page: its preview loads itself; j/space and k move between open proposals.
    check_page(page, f"/proposals/{first.pk}/", live_server.url)
    wait_for_preview(page)
    assert unlabelled_fields(page) == []
    page.locator("main").focus()
    for key, expected in (("j", second), ("k", first), (" ", second)):
        press_and_follow(page, key)
        assert page.get_by_test_id("proposal-title").get_attribute("data-proposal-id") == str(expected.pk)
        wait_for_preview(page)

    # `x` opens the reason field, whose label is associated; Tab then reaches Reject.
    page.keyboard.press("x")
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'reject-reason'")
    assert page.locator("#reject-reason").evaluate("el => el.labels.length") == 1
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.id") == "reject-button"

    # `?` tells which keys there are.
    page.locator("#reject-reason").evaluate("el => el.blur()")
    messages: list[str] = []
    page.once("dialog", lambda dialog: (messages.append(dialog.message), dialog.dismiss()))
    page.keyboard.press("?")
    page.wait_for_function("() => true")
    assert len(messages) == 1
    assert "a ratify" in messages[0] and "u undo" in messages[0]
