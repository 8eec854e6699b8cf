"""The home page says what the app is."""

import pytest


@pytest.mark.django_db
def test_home_page_says_what_the_app_is(client):
    response = client.get("/", follow=True)
    assert response.status_code == 200
    assert b"corridor" in response.content.lower()
