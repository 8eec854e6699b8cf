"""The reviewer pages, driven through the test client as each persona."""

from __future__ import annotations

import pytest
from django.urls import reverse

from corridor.models import Candidate, Proposal
from corridor.services.pack_gateway import current_pack
from tests.corridor.factories import AT, candidate_for, make_proposal, make_run

pytestmark = pytest.mark.django_db

PAGES = ["home", "proposals", "runs", "gaps", "history"]


def login(client, user):
    client.force_login(user)
    return client


@pytest.mark.parametrize("name", PAGES)
def test_anonymous_visitors_are_sent_to_the_login_page(client, name):
    response = client.get(reverse(name))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_the_login_page_has_labelled_inputs(client):
    body = client.get(reverse("login")).content.decode()
    assert '<label for="id_username">' in body and '<label for="id_password">' in body


@pytest.mark.parametrize("name", PAGES)
def test_every_page_renders_for_an_outsider_too(client, outsider, name):
    make_run()
    assert login(client, outsider).get(reverse(name)).status_code == 200


def test_the_queue_ranks_by_impact_and_shows_counts(client, reviewer):
    make_run()
    body = login(client, reviewer).get(reverse("home")).content.decode()
    assert body.index(">stacked<") < body.index(">zorbled<")  # blocks 2 cases before the one that blocks 1
    assert 'data-testid="count-open">2<' in body
    assert 'data-testid="count-refused">3<' in body
    assert 'data-testid="count-correct">1<' in body


@pytest.mark.parametrize(
    ("query", "shown"),
    [
        ("q=zorb", ["zorbled"]),
        ("reason=untaught_verb_role", ["stacked"]),
        ("split=test", ["stacked", "zorbled"]),
        ("status=dismissed", []),
    ],
)
def test_the_queue_filters(client, reviewer, query, shown):
    make_run()
    body = login(client, reviewer).get(reverse("home") + "?" + query).content.decode()
    assert [w for w in ("stacked", "zorbled") if f">{w}<" in body] == shown


def test_the_candidate_page_marks_the_token_and_asks_the_verb_question(client, reviewer):
    make_run()
    body = (
        login(client, reviewer).get(reverse("candidate", args=[candidate_for("stack").pk])).content.decode()
    )
    assert "He <mark>stacked</mark> 7 dimes." in body
    assert "What does this verb do to quantities?" in body
    assert 'data-category="verb_gain"' in body
    assert 'value="stack"' in body  # the lemma is offered as the word


def test_proposing_from_the_candidate_page_with_a_role_button(client, proposer):
    make_run()
    candidate = candidate_for("stack")
    response = login(client, proposer).post(
        reverse("candidate_propose", args=[candidate.pk]),
        {"word": "stack", "role": "verb_gain", "category": ""},
    )
    proposal = Proposal.objects.get()
    assert response["Location"] == reverse("proposal", args=[proposal.pk])
    assert (proposal.word, proposal.category, proposal.candidate) == ("stack", "verb_gain", candidate)


def test_a_refused_proposal_shows_its_one_sentence(client, proposer):
    make_run()
    candidate = candidate_for("stack")
    response = login(client, proposer).post(
        reverse("candidate_propose", args=[candidate.pk]), {"word": "", "category": "verb_gain"}, follow=True
    )
    assert "Enter a word." in response.content.decode()
    assert not Proposal.objects.exists()


def test_an_outsider_cannot_propose(client, outsider):
    make_run()
    response = login(client, outsider).post(
        reverse("candidate_propose", args=[candidate_for("stack").pk]),
        {"word": "stack", "category": "verb_gain"},
        follow=True,
    )
    assert "Only proposers and reviewers may propose entries." in response.content.decode()


def test_the_draft_preview_panel(client, proposer):
    make_run()
    body = (
        login(client, proposer)
        .post(reverse("draft_preview"), {"word": "stack", "category": "verb_lose"})
        .content.decode()
    )
    assert 'data-testid="preview-newly-wrong">2<' in body
    assert "Ratifying would make 2 cases wrong" in body


def test_the_proposal_preview_panel(client, proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer)
    body = login(client, reviewer).get(reverse("proposal_preview", args=[proposal.pk])).content.decode()
    assert 'data-testid="preview-newly-correct">2<' in body
    assert Proposal.objects.get().preview["newly_correct"] == 2


def test_ratify_from_the_page_opens_the_next_proposal(client, proposer, reviewer):
    make_run()
    first = make_proposal(proposer)
    second = make_proposal(proposer, word="zorble")
    response = login(client, reviewer).post(reverse("proposal_ratify", args=[first.pk]), {"revision": "1"})
    assert response["Location"] == reverse("proposal", args=[second.pk])
    assert Proposal.objects.get(pk=first.pk).status == "ratified"
    page = client.get(response["Location"]).content.decode()
    assert "pack version 2 written" in page and "See the delta" in page


def test_a_stale_page_gets_the_conflict_sentence(client, proposer, reviewer, second_reviewer):
    make_run()
    proposal = make_proposal(proposer)
    proposal.ratify(reviewer, AT)
    response = login(client, second_reviewer).post(
        reverse("proposal_ratify", args=[proposal.pk]), {"revision": "1"}, follow=True
    )
    assert (
        "This proposal was already ratified by rita, so it cannot be ratified." in response.content.decode()
    )


def test_the_proposal_page_tells_a_proposer_they_cannot_ratify_their_own(client, reviewer):
    proposal = make_proposal(reviewer)
    body = login(client, reviewer).get(reverse("proposal", args=[proposal.pk])).content.decode()
    assert "another reviewer must ratify it" in body
    assert 'id="ratify-button"' not in body
    response = client.post(reverse("proposal_ratify", args=[proposal.pk]), {"revision": "1"}, follow=True)
    assert "You proposed this entry, so another reviewer must ratify it." in response.content.decode()


def test_reject_asks_for_a_reason(client, proposer, reviewer):
    proposal = make_proposal(proposer)
    login(client, reviewer)
    response = client.post(reverse("proposal_reject", args=[proposal.pk]), {"reason": ""}, follow=True)
    assert "Say why you reject this proposal." in response.content.decode()
    client.post(reverse("proposal_reject", args=[proposal.pk]), {"reason": "not a gain"})
    assert Proposal.objects.get().status == "rejected"


def test_undo_last_takes_back_my_latest_decision(client, proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer)
    login(client, reviewer).post(reverse("proposal_ratify", args=[proposal.pk]))
    client.post(reverse("undo_last"))
    assert Proposal.objects.get().status == "undone"
    assert current_pack().version == 3


def test_undo_last_with_nothing_to_undo(client, reviewer):
    response = login(client, reviewer).post(reverse("undo_last"), follow=True)
    assert "You have no decision to undo." in response.content.decode()


def test_bulk_propose_and_bulk_ratify(client, proposer, reviewer):
    make_run()
    ids = [candidate_for("stack").pk, candidate_for("zorbled").pk]
    login(client, proposer).post(reverse("bulk_propose"), {"candidate": ids, "category": "verb_gain"})
    assert sorted(Proposal.objects.values_list("candidate", flat=True)) == sorted(ids)
    login(client, reviewer)
    response = client.post(
        reverse("bulk_ratify"), {"proposal": list(Proposal.objects.values_list("pk", flat=True))}
    )
    assert response.status_code == 302
    assert set(Proposal.objects.values_list("status", flat=True)) == {"ratified"}
    assert current_pack().version == 2


def test_the_delta_page_after_a_rerun(client, proposer, reviewer, django_capture_on_commit_callbacks):
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
    proposal = make_proposal(proposer)
    with django_capture_on_commit_callbacks(execute=True):
        version = proposal.ratify(reviewer, AT)
    version.refresh_from_db()
    run = version.run_after
    assert run.status == "done", run.error
    assert run.splits == ["gsm8k_train_sample_v1"]
    body = login(client, reviewer).get(reverse("run_delta", args=[run.pk])).content.decode()
    assert 'data-kind="newly_correct"' in body
    assert "g1" not in body or "gsm8k_train_sample_v1" in body
    progress = client.get(reverse("run_progress", args=[run.pk]))
    assert progress["HX-Refresh"] == "true"


def test_history_filters_by_reviewer_and_draws_the_curve(client, proposer, reviewer):
    make_run()
    make_proposal(proposer).reject(reviewer, AT, "no")
    body = login(client, reviewer).get(reverse("history") + "?reviewer=rita").content.decode()
    assert body.count('data-testid="decision-row"') == 1
    assert "<polyline" in body
    body = client.get(reverse("history") + "?reviewer=pat").content.decode()
    assert body.count('data-testid="decision-row"') == 1  # pat's proposal


def test_the_gaps_export_is_json(client, reviewer):
    make_run()
    response = login(client, reviewer).get(reverse("gaps_json"))
    assert response["Content-Type"] == "application/json"
    assert "gaps" in response.json()


def test_a_broken_pack_shows_the_banner(client, reviewer, pack_dir):
    (pack_dir / "manifest.yaml").write_bytes(b"name: broken\n")
    body = login(client, reviewer).get(reverse("home")).content.decode()
    assert 'id="pack-banner"' in body
    assert "The lexicon pack does not verify, so nothing can be written:" in body


def test_dismiss_and_reopen_from_the_candidate_page(client, reviewer):
    make_run()
    candidate = candidate_for("zorbled")
    login(client, reviewer).post(reverse("candidate_dismiss", args=[candidate.pk]), {"reason": "noise"})
    assert Candidate.objects.get(pk=candidate.pk).status == "dismissed"
    client.post(reverse("candidate_reopen", args=[candidate.pk]))
    assert Candidate.objects.get(pk=candidate.pk).status == "open"


def test_csrf_is_enforced(proposer):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(proposer)
    assert (
        strict.post(reverse("draft_preview"), {"word": "stack", "category": "verb_gain"}).status_code == 403
    )


def test_a_ratified_proposal_offers_undo_and_no_preview(client, proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer)
    proposal.ratify(reviewer, AT)
    login(client, reviewer)
    body = client.get(reverse("proposal", args=[proposal.pk])).content.decode()
    assert 'id="undo-button"' in body and 'id="ratify-button"' not in body
    panel = client.get(reverse("proposal_preview", args=[proposal.pk])).content.decode()
    assert "This proposal is ratified; the runs before and after its pack versions show its effect." in panel
    client.post(reverse("proposal_undo", args=[proposal.pk]), {"reason": "try again"})
    assert Proposal.objects.get().status == "undone"


def test_the_keyboard_script_and_htmx_are_served_locally(client, reviewer):
    body = login(client, reviewer).get(reverse("home")).content.decode()
    assert "/static/corridor/htmx.min.js" in body and "/static/corridor/keys.js" in body
    assert "http" not in body.split("<body")[0].replace("http-equiv", "")


def test_an_undone_proposal_links_the_undo_version_and_its_delta(
    client, proposer, reviewer, django_capture_on_commit_callbacks
):
    make_run()
    proposal = make_proposal(proposer)
    with django_capture_on_commit_callbacks(execute=True):
        ratified = proposal.ratify(reviewer, AT)
        undone = proposal.undo(reviewer, AT, "try again")
    body = login(client, reviewer).get(reverse("proposal", args=[proposal.pk])).content.decode()
    assert f'href="{reverse("run_delta", args=[ratified.run_after_id])}" id="delta-link"' in body
    assert f'href="{reverse("history")}#version-3" id="undo-version-link"' in body
    assert f'href="{reverse("run_delta", args=[undone.run_after_id])}" id="undo-delta-link"' in body
    assert 'id="version-3"' in client.get(reverse("history")).content.decode()


def footer_keys(body: str) -> list[str]:
    footer = body[body.index("<footer>") : body.index("</footer>")]
    return [part.split("</kbd>")[0] for part in footer.split("<kbd>")[1:]]


@pytest.mark.parametrize(
    ("viewer", "author", "keys"),
    [
        ("proposer", "proposer", ["?", "space", "j", "k"]),
        ("reviewer", "proposer", ["?", "a", "x", "space", "j", "k", "u"]),
        ("reviewer", "reviewer", ["?", "x", "space", "j", "k", "u"]),  # cannot ratify their own
        ("outsider", "proposer", ["?", "space", "j", "k"]),
    ],
)
def test_the_footer_lists_only_the_keys_the_viewer_can_use(client, request, viewer, author, keys):
    proposal = make_proposal(request.getfixturevalue(author))
    body = login(client, request.getfixturevalue(viewer)).get(reverse("proposal", args=[proposal.pk]))
    assert footer_keys(body.content.decode()) == keys


def test_a_decided_proposal_offers_no_ratify_or_reject_keys(client, proposer, reviewer):
    proposal = make_proposal(proposer)
    proposal.reject(reviewer, AT, "no")
    body = login(client, reviewer).get(reverse("proposal", args=[proposal.pk])).content.decode()
    assert footer_keys(body) == ["?", "space", "j", "k", "u"]
