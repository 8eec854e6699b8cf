"""What the tests read from and do on corridor pages, by test id and by keyboard."""

from __future__ import annotations

from tests.e2e.keyboard import press_and_follow, tab_to

SELF_RATIFICATION = "You proposed this entry, so another reviewer must ratify it."


def count(page, testid: str) -> int:
    return int(page.get_by_test_id(testid).first.inner_text().strip())


def proposal_id(page) -> int:
    return int(page.get_by_test_id("proposal-title").get_attribute("data-proposal-id"))


def wait_for_preview(page) -> None:
    """The proposal page loads its preview by itself; leaving earlier would abort that request."""
    page.wait_for_selector("#preview-panel [data-testid=preview]")


def top_candidate(page) -> tuple[str, str, int]:
    """The first row of the queue: its id, its word and the cases it blocks."""
    row = page.get_by_test_id("candidate-row").first
    word = row.get_by_test_id("candidate-link").inner_text().strip()
    return row.get_attribute("data-candidate-id"), word, int(row.get_by_test_id("blocked-count").inner_text())


def propose_with_preview(page, category: str) -> None:
    """On a candidate page: choose the category by typing its name, then preview."""
    tab_to(page, "#propose-category")
    page.keyboard.type(category)
    assert page.locator("#propose-category").input_value() == category
    page.wait_for_selector(f"[data-testid=attribute-fields][data-category={category}]")
    tab_to(page, "#preview-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("#preview-panel [data-testid=preview-newly-correct]")


def propose(page) -> int:
    """Send the propose form; the proposal page opens. Returns the proposal's id."""
    tab_to(page, "#propose-submit")
    press_and_follow(page, "Enter")
    wait_for_preview(page)
    return proposal_id(page)
