"""The named personas every database test may ask for.

One world of people across the suite (as healthchecks does): a proposer,
two reviewers, an admin, and an outsider with no role.
"""

import pytest

from tests.corridor.factories import make_user


@pytest.fixture
def proposer(db):
    return make_user("pat", "proposer")


@pytest.fixture
def reviewer(db):
    return make_user("rita", "reviewer")


@pytest.fixture
def second_reviewer(db):
    return make_user("ravi", "reviewer")


@pytest.fixture
def outsider(db):
    return make_user("otto")


@pytest.fixture
def admin_user(db):
    return make_user("ada", staff=True)
