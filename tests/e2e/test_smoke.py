"""The app serves its first page in a real browser without errors."""

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def test_first_page_renders_without_errors(live_server, watched):
    page = watched()
    page.page.goto(live_server.url + "/")
    assert "corridor" in page.page.content().lower()
    page.shot("first-page")
