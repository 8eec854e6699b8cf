"""Two reviewers ratify the same proposal at the same moment: exactly one wins."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from django.db import connection

from corridor.models import Decision, PackVersion, Proposal
from corridor.services.errors import Conflict
from corridor.services.pack_gateway import current_pack
from tests.corridor.factories import AT, default_cases, make_proposal, make_run

# The rerun each ratification queues reads the run's own splits; a small real lane keeps the
# race, not a full baseline reading, the thing this test waits for.
SMALL_SPLIT = "lane:conditional_if"


def test_a_ratification_that_lands_between_checks_and_write_wins(
    proposer, reviewer, second_reviewer, monkeypatch, db
):
    """The race made deterministic: ravi has passed every check when rita's ratification commits."""
    from corridor.services import preview

    make_run()
    proposal = make_proposal(proposer)
    ravis_copy = Proposal.objects.get(pk=proposal.pk)
    real_preview = preview.preview

    def rita_acts_meanwhile(*args, **kwargs):
        monkeypatch.setattr(preview, "preview", real_preview)
        Proposal.objects.get(pk=proposal.pk).ratify(reviewer, AT)
        return real_preview(*args, **kwargs)

    monkeypatch.setattr(preview, "preview", rita_acts_meanwhile)
    with pytest.raises(Conflict) as lost:
        ravis_copy.ratify(second_reviewer, AT)
    assert lost.value.message == "This proposal was already ratified by rita, so it cannot be ratified."
    assert Decision.objects.filter(action="ratify").count() == 1
    assert PackVersion.objects.count() == 1
    assert current_pack().version == 2


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_ratifications_one_wins_one_is_told(proposer, reviewer, second_reviewer):
    if connection.vendor == "sqlite":
        # The test database is SQLite's shared in-memory cache, whose table locks fail at once
        # instead of waiting; a file database (the app's) waits. PostgreSQL runs this under make test.
        pytest.skip("threads need a database server; the compare-and-set test above covers SQLite")
    make_run([replace(case, split=SMALL_SPLIT) for case in default_cases()])
    proposal = make_proposal(proposer)
    start = threading.Barrier(2)
    outcomes: dict[str, str] = {}

    def ratify_as(user) -> None:
        mine = Proposal.objects.get(pk=proposal.pk)  # each reviewer loaded the page before either acted
        start.wait()
        try:
            mine.ratify(user, AT)
            outcomes[user.username] = "won"
        except Conflict as exc:
            outcomes[user.username] = exc.message
        except Exception as exc:  # anything else is a failure the assertion below must show
            outcomes[user.username] = f"{type(exc).__name__}: {exc}"
        finally:
            connection.close()

    threads = [threading.Thread(target=ratify_as, args=(u,)) for u in (reviewer, second_reviewer)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=600)
    assert not any(thread.is_alive() for thread in threads), f"a ratification never returned: {outcomes}"

    winners = [name for name, outcome in outcomes.items() if outcome == "won"]
    assert len(winners) == 1, outcomes
    loser = ({"rita", "ravi"} - set(winners)).pop()
    assert outcomes[loser] == f"This proposal was already ratified by {winners[0]}, so it cannot be ratified."
    assert Decision.objects.filter(action="ratify").count() == 1
    assert PackVersion.objects.count() == 1
    assert current_pack().version == 2
