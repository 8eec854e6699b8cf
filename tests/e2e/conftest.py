"""Browser-test harness: Debian's Chromium driven by Playwright.

Nothing downloads a browser: Playwright launches /usr/bin/chromium (or
$CHROMIUM). Every page the test opens is watched; a console error or a
failed request fails the test. Each step may save a screenshot under
artifacts/e2e/<test>/, which is kept for inspection; a failing test also
leaves a shot of every page it had open. Each person in a test gets a
browser context (cookies) of their own. The fixtures at the end build the
reviewer flow's world (tests/e2e/world.py).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from tests.e2e.world import SPLIT, copy_pack, harvested_run, make_people, write_lane

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "e2e"
# A step that waits longer than this has failed; the default 30 s would only slow the report.
STEP_TIMEOUT_MS = 10_000
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="package", autouse=True)
def _orm_beside_playwright():
    """Playwright's sync API runs an event loop in the test thread while the
    browser is open; the ORM calls the tests make between browser steps are
    still synchronous and safe. Set for exactly as long as the browser lives
    (this package), so no other test, nor a subprocess it starts, inherits it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test, so the teardown knows whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"e2e_report_{report.when}", report)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="package")
def browser():
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: install it with `apt-get install chromium`.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        yield browser
        browser.close()


class Recorder:
    """The screenshot folder of one test, numbered across every person's pages."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.steps = 0

    def next_path(self, name: str) -> Path:
        self.steps += 1
        return self.folder / f"{self.steps:02d}-{name}.png"


class WatchedPage:
    """A page plus the errors seen on it and a numbered screenshot helper."""

    def __init__(self, page, recorder: Recorder, person: str = "") -> None:
        self.page = page
        self.recorder = recorder
        self.person = person
        self.errors: list[str] = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"page error: {exc}"))
        page.on("requestfailed", self._on_request_failed)
        page.on("response", self._on_response)

    @property
    def folder(self) -> Path:
        return self.recorder.folder

    def _on_console(self, message) -> None:
        if message.type == "error":
            self.errors.append(f"console error ({self.page.url}): {message.text}")

    def _on_request_failed(self, request) -> None:
        self.errors.append(f"request failed: {request.method} {request.url} ({request.failure})")

    def _on_response(self, response) -> None:
        if response.status >= 500:
            self.errors.append(f"server error {response.status}: {response.url}")

    def shot(self, name: str) -> Path:
        prefix = f"{self.person}-" if self.person else ""
        path = self.recorder.next_path(prefix + name)
        self.page.screenshot(path=str(path), full_page=True)
        return path


def shoot_failure(page: WatchedPage) -> None:
    """The page as it was when the test failed; a page that cannot be shot is skipped."""
    try:
        page.shot("at-failure")
    except Exception:  # a closed or crashed page must not hide the test's own failure
        pass


@pytest.fixture
def watched(browser, request):
    """Open a watched page; each named person gets a browser context (cookies) of their own."""
    folder = ARTIFACTS / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    recorder = Recorder(folder)
    contexts: dict[str, object] = {}
    pages: list[WatchedPage] = []

    def open_page(person: str = "") -> WatchedPage:
        if person not in contexts:
            contexts[person] = browser.new_context(viewport={"width": 1280, "height": 900})
            contexts[person].set_default_timeout(STEP_TIMEOUT_MS)
        watched_page = WatchedPage(contexts[person].new_page(), recorder, person)
        pages.append(watched_page)
        return watched_page

    yield open_page
    report = getattr(request.node, "e2e_report_call", None)
    if report is not None and report.failed:
        for page in pages:
            shoot_failure(page)
    for context in contexts.values():
        context.close()
    errors = [error for page in pages for error in page.errors]
    assert not errors, "errors seen in the browser:\n" + "\n".join(errors)


# --- the world of the reviewer-flow tests -----------------------------------


@pytest.fixture
def pack_dir(tmp_path, settings) -> Path:
    """A private copy of the repository's pack; the app reads and writes only this one."""
    target = copy_pack(Path(settings.PACK_DIR), tmp_path / "pack")
    settings.PACK_DIR = target
    settings.RERUN_JOBS = 1
    return target


@pytest.fixture
def small_split(tmp_path, monkeypatch) -> str:
    """The flow's few cases as a lane of their own, so reruns read them and nothing else."""
    lanes = tmp_path / "lanes"
    write_lane(lanes)
    monkeypatch.setattr("evals.splits.LANES_DIR", lanes)
    return SPLIT


@pytest.fixture
def world(pack_dir, small_split, transactional_db) -> dict:
    """Two people and a harvested run of the small split: the queue is full."""
    people = make_people()
    return {"pack_dir": pack_dir, "people": people, "run": harvested_run(pack_dir)}
