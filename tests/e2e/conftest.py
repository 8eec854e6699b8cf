"""Browser-test harness: Debian's Chromium driven by Playwright.

Nothing downloads a browser: Playwright launches /usr/bin/chromium (or
$CHROMIUM). Every page the test opens is watched; a console error or a
failed request fails the test. Each step may save a screenshot under
artifacts/e2e/<test>/, which is kept for inspection.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "e2e"
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Playwright's sync API runs an event loop in the test thread; the ORM calls
# the tests make between browser steps are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: install it with `apt-get install chromium`.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        yield browser
        browser.close()


class WatchedPage:
    """A page plus the errors seen on it and a numbered screenshot helper."""

    def __init__(self, page, folder: Path) -> None:
        self.page = page
        self.folder = folder
        self.errors: list[str] = []
        self.steps = 0
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"page error: {exc}"))
        page.on("requestfailed", lambda req: self.errors.append(f"request failed: {req.method} {req.url}"))
        page.on("response", self._on_response)

    def _on_console(self, message) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text}")

    def _on_response(self, response) -> None:
        if response.status >= 500:
            self.errors.append(f"server error {response.status}: {response.url}")

    def shot(self, name: str) -> Path:
        self.steps += 1
        path = self.folder / f"{self.steps:02d}-{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture
def watched(browser, request):
    folder = ARTIFACTS / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pages: list[WatchedPage] = []

    def open_page() -> WatchedPage:
        watched_page = WatchedPage(context.new_page(), folder)
        pages.append(watched_page)
        return watched_page

    yield open_page
    context.close()
    errors = [error for page in pages for error in page.errors]
    assert not errors, "errors seen in the browser:\n" + "\n".join(errors)
