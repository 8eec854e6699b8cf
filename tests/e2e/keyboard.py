"""Keyboard-only driving: reach an element with Tab, check its focus ring, check labels.

A test that only ever presses keys proves every step is reachable without a
mouse; checking the focus ring at each stop proves a keyboard user can see
where they are.
"""

from __future__ import annotations

from contextlib import contextmanager

TAB_LIMIT = 120

# The computed style of the focused element, enough to tell whether a ring shows.
FOCUS_STYLE_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) { return null; }
  const s = getComputedStyle(el);
  return {tag: el.tagName, id: el.id, text: (el.textContent || "").trim().slice(0, 40),
          outlineStyle: s.outlineStyle, outlineWidth: s.outlineWidth, boxShadow: s.boxShadow};
}"""

# Form controls a person fills in (not hidden fields or buttons) with no accessible label.
UNLABELLED_JS = """() => {
  const skip = new Set(["hidden", "submit", "button", "reset", "image"]);
  const fields = Array.from(document.querySelectorAll("input, select, textarea"));
  return fields
    .filter((el) => !(el.tagName === "INPUT" && skip.has(el.type)))
    .filter((el) => !(el.labels && el.labels.length) && !el.getAttribute("aria-label")
                    && !el.getAttribute("aria-labelledby"))
    .map((el) => `${el.tagName.toLowerCase()} name=${el.name || "?"} id=${el.id || "?"}`);
}"""


# Tab order starts after the focused element (autofocus included); a throwaway focus target
# placed first in <body> makes the next Tab land on the page's first stop.
START_AT_TOP_JS = """() => {
  const start = document.createElement("span");
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus();
  start.addEventListener("blur", () => start.remove(), {once: true});
}"""


def ring_visible(style: dict) -> bool:
    """True when the focused element draws an outline or a box shadow."""
    outline = style["outlineStyle"] != "none" and not style["outlineWidth"].startswith("0")
    return outline or style["boxShadow"] != "none"


def focused_style(page) -> dict | None:
    return page.evaluate(FOCUS_STYLE_JS)


def is_focused(page, selector: str) -> bool:
    return page.evaluate("(sel) => !!document.activeElement && document.activeElement.matches(sel)", selector)


def tab_to(page, selector: str, limit: int = TAB_LIMIT) -> list[dict]:
    """Press Tab until ``selector`` has focus; every stop on the way must show a focus ring.

    Returns the styles of the stops, so a caller can say what it passed.
    """
    stops: list[dict] = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        style = focused_style(page)
        if style is None:
            continue
        assert ring_visible(style), f"focus is not visible on {style}"
        stops.append(style)
        if is_focused(page, selector):
            return stops
    raise AssertionError(f"{selector} was not reached with {limit} presses of Tab on {page.url}")


def tab_through_page(page, limit: int = TAB_LIMIT) -> list[dict]:
    """Tab from the top until focus leaves the page or comes round again; every stop shows a ring."""
    page.evaluate(START_AT_TOP_JS)
    stops: list[dict] = []
    seen: set[tuple] = set()
    for _ in range(limit):
        page.keyboard.press("Tab")
        style = focused_style(page)
        if style is None:
            break
        key = (style["tag"], style["id"], style["text"])
        if key in seen:
            break
        seen.add(key)
        assert ring_visible(style), f"focus is not visible on {style} at {page.url}"
        stops.append(style)
    return stops


def unlabelled_fields(page) -> list[str]:
    return page.evaluate(UNLABELLED_JS)


@contextmanager
def navigation(page):
    """Wait for the page load a key press starts (a link followed, a form sent)."""
    with page.expect_navigation(wait_until="load"):
        yield


def press_and_follow(page, key: str) -> None:
    with navigation(page):
        page.keyboard.press(key)


def log_in(page, base_url: str, username: str, password: str) -> None:
    """Log in by keyboard: the username field has autofocus, Tab to the password, Enter sends."""
    page.goto(base_url + "/")
    assert page.locator("#login-form").is_visible(), "an anonymous visitor should see the login form"
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'id_username'")
    page.keyboard.type(username)
    page.keyboard.press("Tab")
    assert is_focused(page, "#id_password")
    page.keyboard.type(password)
    press_and_follow(page, "Enter")
    assert page.locator("#username").inner_text() == username
