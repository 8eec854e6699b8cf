"""The REST API: same transitions, JSON errors of one sentence, 409 for a lost race."""

from __future__ import annotations

import re

import pytest
from rest_framework.test import APIClient

from corridor.models import Decision, Proposal
from corridor.services.pack_gateway import current_pack
from tests.corridor.factories import AT, candidate_for, make_proposal, make_run

pytestmark = pytest.mark.django_db


def api(user=None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def test_anonymous_requests_are_refused():
    assert api().get("/api/candidates/").status_code == 403


def test_candidates_list_filters_and_detail(outsider):
    make_run()
    client = api(outsider)
    listing = client.get("/api/candidates/").json()
    assert [c["normalised_token"] for c in listing["results"]] == ["stack", "zorbled"]
    assert [c["token"] for c in client.get("/api/candidates/?q=zorb").json()["results"]] == ["zorbled"]
    detail = client.get(f"/api/candidates/{candidate_for('stack').pk}/").json()
    assert {c["case_id"] for c in detail["cases"]} == {"gain-1", "gain-2"}


def test_create_preview_ratify(proposer, reviewer):
    make_run()
    created = api(proposer).post(
        "/api/proposals/",
        {"word": "stacked", "category": "verb_gain", "candidate": candidate_for("stack").pk},
        format="json",
    )
    assert created.status_code == 201, created.json()
    pk = created.json()["id"]
    preview = api(reviewer).post(f"/api/proposals/{pk}/preview/").json()
    assert preview["newly_correct"] == 2 and preview["blocking_reason"] is None
    ratified = api(reviewer).post(f"/api/proposals/{pk}/ratify/", {"revision": 1}, format="json")
    assert ratified.status_code == 200
    assert ratified.json()["status"] == "ratified"
    assert current_pack().version == 2


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"word": "", "category": "verb_gain"}, "Enter a word."),
        ({"word": "  \t ", "category": "verb_gain"}, "Enter a word."),
        ({"word": "w" * 10_000, "category": "verb_gain"}, "A word has at most 100 characters."),
        ({"word": "st\u0007ack", "category": "verb_gain"}, "A word may not contain control characters."),
        ({"word": "stack", "category": "colour"}, "'colour' is not a category in the closed set."),
        (
            {"word": "stack", "category": "verb_gain", "attrs": {"gender": "male"}},
            "Category verb_gain does not take the attribute 'gender'.",
        ),
        (
            {"word": "the", "category": "article", "attrs": {"definite": "yes"}},
            "'the' is already in the pack as article.",
        ),
        ({"word": "stack", "category": "verb_gain", "candidate": 999}, "There is no candidate with that id."),
        ({"category": "verb_gain"}, "Enter a word."),
    ],
)
def test_bad_input_is_400_with_one_sentence_and_writes_nothing(proposer, body, detail):
    response = api(proposer).post("/api/proposals/", body, format="json")
    assert response.status_code == 400
    assert response.json() == {"detail": detail}
    assert not Proposal.objects.exists() and not Decision.objects.exists()


def test_a_json_list_body_is_refused(proposer):
    response = api(proposer).post("/api/proposals/", ["stack"], format="json")
    assert response.json() == {"detail": "Send a JSON object."}


def test_an_outsider_gets_403(outsider):
    response = api(outsider).post(
        "/api/proposals/", {"word": "stack", "category": "verb_gain"}, format="json"
    )
    assert response.status_code == 403
    assert response.json() == {"detail": "Only proposers and reviewers may propose entries."}


def test_self_ratification_is_403(reviewer):
    proposal = make_proposal(reviewer)
    response = api(reviewer).post(f"/api/proposals/{proposal.pk}/ratify/", {}, format="json")
    assert response.status_code == 403
    assert response.json() == {"detail": "You proposed this entry, so another reviewer must ratify it."}


def test_a_lost_race_is_409_naming_the_winner(proposer, reviewer, second_reviewer):
    make_run()
    proposal = make_proposal(proposer)
    assert (
        api(reviewer)
        .post(f"/api/proposals/{proposal.pk}/ratify/", {"revision": 1}, format="json")
        .status_code
        == 200
    )
    late = api(second_reviewer).post(f"/api/proposals/{proposal.pk}/ratify/", {"revision": 1}, format="json")
    assert late.status_code == 409
    assert late.json() == {"detail": "This proposal was already ratified by rita, so it cannot be ratified."}


def test_a_stale_revision_is_409(proposer, reviewer):
    proposal = make_proposal(proposer)
    response = api(reviewer).post(
        f"/api/proposals/{proposal.pk}/reject/", {"revision": 4, "reason": "no"}, format="json"
    )
    assert response.status_code == 409
    assert response.json() == {
        "detail": "This proposal changed while you were looking at it; reload it and try again."
    }


def test_a_would_be_wrong_ratification_is_400(proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer, category="verb_lose")
    response = api(reviewer).post(f"/api/proposals/{proposal.pk}/ratify/", {}, format="json")
    assert response.status_code == 400
    assert response.json()["detail"].startswith("Ratifying would make 2 cases wrong")


def test_reject_withdraw_undo(proposer, reviewer):
    make_run()
    first, second = make_proposal(proposer), make_proposal(proposer, word="zorble")
    assert (
        api(reviewer)
        .post(f"/api/proposals/{first.pk}/reject/", {"reason": "no"}, format="json")
        .json()["status"]
        == "rejected"
    )
    assert (
        api(reviewer).post(f"/api/proposals/{first.pk}/undo/", {}, format="json").json()["status"]
        == "proposed"
    )
    assert (
        api(proposer).post(f"/api/proposals/{second.pk}/withdraw/", {}, format="json").json()["status"]
        == "withdrawn"
    )
    assert (
        api(reviewer).post(f"/api/proposals/{first.pk}/ratify/", {}, format="json").json()["status"]
        == "ratified"
    )
    undone = api(reviewer).post(f"/api/proposals/{first.pk}/undo/", {"reason": "oops"}, format="json")
    assert undone.json()["status"] == "undone"
    assert current_pack().version == 3


def test_bulk_propose_then_bulk_ratify(proposer, reviewer):
    make_run()
    ids = [candidate_for("stack").pk, candidate_for("zorbled").pk]
    made = api(proposer).post(
        "/api/proposals/bulk/", {"action": "propose", "ids": ids, "category": "verb_gain"}, format="json"
    )
    assert len(made.json()["proposed"]) == 2 and made.json()["refused"] == {}
    done = api(reviewer).post(
        "/api/proposals/bulk/", {"action": "ratify", "ids": made.json()["proposed"]}, format="json"
    )
    assert done.status_code == 200 and done.json()["pack_version"] == 2


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"action": "ratify", "ids": []}, "ids must be a non-empty list of whole numbers."),
        ({"action": "ratify", "ids": [12345]}, "Some of those proposals do not exist."),
        ({"action": "explode", "ids": [1]}, "action must be ratify or propose."),
    ],
)
def test_bulk_bad_input(reviewer, body, detail):
    response = api(reviewer).post("/api/proposals/bulk/", body, format="json")
    assert (response.status_code, response.json()) == (400, {"detail": detail})


def test_runs_and_delta(reviewer, proposer, django_capture_on_commit_callbacks):
    from tests.corridor.factories import make_case

    make_run(
        [
            make_case(
                "g1",
                "Sam had 9 dimes. He stacked 7 dimes. How many dimes does he have now?",
                "16",
                split="gsm8k_train_sample_v1",
            )
        ]
    )
    with django_capture_on_commit_callbacks(execute=True):
        version = make_proposal(proposer).ratify(reviewer, AT)
    version.refresh_from_db()
    client = api(reviewer)
    runs = client.get("/api/runs/").json()["results"]
    assert [r["status"] for r in runs] == ["done", "done"]
    delta = client.get(f"/api/runs/{version.run_after_id}/delta/").json()
    assert delta["before_run"] == version.run_before_id
    assert "newly_correct" in delta["changes"]


def test_pack_endpoints(outsider, proposer, reviewer):
    make_run()
    make_proposal(proposer).ratify(reviewer, AT)
    pack = api(outsider).get("/api/pack/").json()
    assert pack["verifies"] is True and pack["version"] == 2 and len(pack["digest"]) == 64
    assert pack["stats"]["per_category"]["verb_gain"] >= 1
    history = api(outsider).get("/api/pack/history/").json()
    assert history[0]["version"] == 2 and history[0]["created_by"] == "rita"


def test_pack_endpoint_reports_a_broken_pack(outsider, pack_dir):
    (pack_dir / "history.yaml").write_bytes(b"garbage")
    response = api(outsider).get("/api/pack/")
    assert response.status_code == 503 and response.json()["verifies"] is False


def test_schema_and_docs(outsider):
    client = api(outsider)
    schema = client.get("/api/schema/")
    assert schema.status_code == 200 and b"/api/proposals/{id}/ratify/" in schema.content
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    assert b"/static/corridor/swagger-ui/swagger-ui-bundle.js" in docs.content
    # Every script, stylesheet and icon comes from this server: the docs work offline.
    # (A plain "cdn" substring test was flaky: the page embeds a random CSRF token.)
    assets = re.findall(rb'(?:src|href)="([^"]*)"', docs.content)
    assert assets and all(url.startswith(b"/static/") for url in assets), assets
