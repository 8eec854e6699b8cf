"""The refusal queue in Django admin; history rows are read-only there."""

from __future__ import annotations

import pytest
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.urls import reverse

from corridor.models import Candidate, Proposal
from tests.corridor.factories import AT, candidate_for, make_proposal, make_run

pytestmark = pytest.mark.django_db
CHANGELIST = reverse("admin:corridor_candidate_changelist")


def test_the_queue_lists_columns_filters_and_searches(client, admin_user):
    make_run()
    client.force_login(admin_user)
    body = client.get(CHANGELIST).content.decode()
    for column in ("Signature", "Reason", "Blocked count", "Status", "Suggested category"):
        assert column in body
    assert "untaught_verb_role:stack" in body
    found = client.get(CHANGELIST + "?q=zorb").content.decode()
    assert "unknown_word:zorbled" in found and "untaught_verb_role:stack" not in found
    assert (
        "unknown_word:zorbled" not in client.get(CHANGELIST + "?reason=untaught_verb_role").content.decode()
    )


def test_dismiss_and_reopen_actions(client, admin_user):
    make_run()
    client.force_login(admin_user)
    ids = [candidate_for("zorbled").pk]
    client.post(CHANGELIST, {"action": "dismiss", ACTION_CHECKBOX_NAME: ids})
    assert Candidate.objects.get(pk=ids[0]).status == "dismissed"
    client.post(CHANGELIST, {"action": "reopen", ACTION_CHECKBOX_NAME: ids})
    assert Candidate.objects.get(pk=ids[0]).status == "open"


def test_the_propose_action_asks_for_a_category_then_proposes(client, admin_user):
    make_run()
    client.force_login(admin_user)
    ids = [candidate_for("stack").pk]
    form = client.post(CHANGELIST, {"action": "propose_category", ACTION_CHECKBOX_NAME: ids})
    assert b"Propose a category" in form.content
    client.post(
        CHANGELIST,
        {"action": "propose_category", ACTION_CHECKBOX_NAME: ids, "apply": "1", "category": "verb_gain"},
    )
    assert list(Proposal.objects.values_list("word", "category")) == [("stack", "verb_gain")]


def test_a_refused_action_shows_the_sentence(client, admin_user):
    make_run()
    client.force_login(admin_user)
    ids = [candidate_for("stack").pk]
    response = client.post(
        CHANGELIST,
        {"action": "propose_category", ACTION_CHECKBOX_NAME: ids, "apply": "1", "category": "nope"},
        follow=True,
    )
    assert "&#x27;nope&#x27; is not a category in the closed set." in response.content.decode()


def test_decisions_and_pack_versions_are_read_only(client, admin_user, proposer, reviewer):
    make_run()
    make_proposal(proposer).ratify(reviewer, AT)
    client.force_login(admin_user)
    for model in ("decision", "packversion", "proposal"):
        assert client.get(reverse(f"admin:corridor_{model}_changelist")).status_code == 200
        assert client.get(reverse(f"admin:corridor_{model}_add")).status_code == 403
