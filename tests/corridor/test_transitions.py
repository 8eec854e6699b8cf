"""Every transition of a proposal and a candidate, and every refusal to make one."""

from __future__ import annotations

import pytest

from corridor.models import Candidate, Decision, PackVersion, Proposal
from corridor.services.errors import Conflict, InvalidProposal, NotAllowed, TransitionError
from corridor.services.pack_gateway import current_pack
from tests.corridor.factories import AT, candidate_for, make_proposal, make_run

pytestmark = pytest.mark.django_db


def test_propose_records_a_proposal_a_decision_and_moves_the_candidate(proposer):
    make_run()
    candidate = candidate_for("stack")
    proposal = make_proposal(proposer, word="stacked", candidate=candidate)
    assert (proposal.word, proposal.category, proposal.status, proposal.revision) == (
        "stack",
        "verb_gain",
        "proposed",
        1,
    )
    assert Decision.objects.get().action == Decision.Action.PROPOSE
    candidate.refresh_from_db()
    assert candidate.status == Candidate.Status.PROPOSED


def test_an_outsider_may_not_propose(outsider):
    with pytest.raises(NotAllowed, match="^Only proposers and reviewers may propose entries.$"):
        make_proposal(outsider)


def test_a_reviewer_ratifies_writes_the_pack_once_and_records_the_version(proposer, reviewer):
    make_run()
    before = current_pack().version
    proposal = make_proposal(proposer)
    version = proposal.ratify(reviewer, AT)
    proposal.refresh_from_db()
    assert proposal.status == Proposal.Status.RATIFIED
    assert proposal.revision == 2
    assert proposal.decided_by == reviewer
    assert proposal.pack_version == version
    pack = current_pack()
    assert pack.version == before + 1 == version.version
    assert pack.lexicon.lookup("stacked").entry.category == "verb_gain"
    assert version.added[0]["lemma"] == "stack"
    assert version.run_before is not None and version.run_after is not None
    assert list(Decision.objects.filter(action="ratify").values_list("actor__username", flat=True)) == [
        "rita"
    ]


def test_a_proposer_may_not_ratify_their_own_proposal(reviewer):
    proposal = make_proposal(reviewer)
    with pytest.raises(NotAllowed) as refused:
        proposal.ratify(reviewer, AT)
    assert refused.value.message == "You proposed this entry, so another reviewer must ratify it."
    assert Proposal.objects.get().status == Proposal.Status.PROPOSED


@pytest.mark.parametrize("persona", ["proposer", "outsider"])
def test_only_reviewers_ratify(persona, request, reviewer):
    proposal = make_proposal(reviewer)
    with pytest.raises(NotAllowed, match="^Only reviewers may ratify proposals.$"):
        proposal.ratify(request.getfixturevalue(persona), AT)


def test_an_admin_may_ratify(proposer, admin_user):
    make_run()
    make_proposal(proposer).ratify(admin_user, AT)
    assert Proposal.objects.get().status == "ratified"


def test_the_second_ratification_loses_and_is_told_who_won(proposer, reviewer, second_reviewer):
    make_run()
    proposal = make_proposal(proposer)
    stale_copy = Proposal.objects.get(pk=proposal.pk)
    proposal.ratify(reviewer, AT)
    version_count = PackVersion.objects.count()
    with pytest.raises(Conflict) as lost:
        stale_copy.ratify(second_reviewer, AT)
    assert lost.value.message == "This proposal was already ratified by rita, so it cannot be ratified."
    assert lost.value.status_code == 409
    assert PackVersion.objects.count() == version_count
    assert current_pack().version == 2


def test_a_winner_landing_after_the_losers_status_check_still_yields_the_conflict(
    proposer, reviewer, second_reviewer, monkeypatch
):
    """The loser then finds the winner's entry in the pack; it must hear who won (409), not a 400."""
    import corridor.models as models

    make_run()
    proposal = make_proposal(proposer)
    stale_copy = Proposal.objects.get(pk=proposal.pk)
    real_verified_pack = models.verified_pack
    raced = []

    def winner_lands_first():
        if not raced:
            raced.append(True)
            proposal.ratify(reviewer, AT)  # between the loser's status check and its pack checks
        return real_verified_pack()

    monkeypatch.setattr(models, "verified_pack", winner_lands_first)
    with pytest.raises(Conflict) as lost:
        stale_copy.ratify(second_reviewer, AT)
    assert lost.value.message == "This proposal was already ratified by rita, so it cannot be ratified."
    assert current_pack().version == 2


def test_a_winner_whose_pack_write_has_not_committed_yet_still_yields_the_conflict(proposer, reviewer):
    """The winner has written the pack but its transaction has not committed: the row still says
    proposed. The loser finds the entry ratified from this very proposal; that is a race (409)."""
    from corridor.services import pack_gateway

    make_run()
    proposal = make_proposal(proposer)
    entry = proposal.entry(reviewer="rita", at=AT)
    pack_gateway.write_entries([entry], proposal_id=str(proposal.pk), reviewer="rita", at=AT.isoformat())
    with pytest.raises(
        Conflict, match="^This proposal was already ratified by rita, so it cannot be ratified.$"
    ):
        proposal.ratify(reviewer, AT)
    assert Proposal.objects.get(pk=proposal.pk).status == Proposal.Status.PROPOSED


def test_compare_and_set_refuses_a_stale_revision_even_when_the_status_looks_right(proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer)
    proposal.revision = 7  # what a client that saw an older row would send
    with pytest.raises(Conflict, match="changed while you were looking at it"):
        proposal.ratify(reviewer, AT)
    assert current_pack().version == 1


def test_ratifying_is_refused_when_a_case_would_become_wrong(proposer, reviewer):
    make_run()
    proposal = make_proposal(proposer, category="verb_lose")
    with pytest.raises(TransitionError) as refused:
        proposal.ratify(reviewer, AT)
    assert (
        refused.value.message
        == "Ratifying would make 2 cases wrong (test:gain-1, test:gain-2), so it is refused."
    )
    assert Proposal.objects.get().status == "proposed"
    assert current_pack().version == 1


def test_a_failed_pack_write_leaves_the_proposal_proposed(proposer, reviewer, monkeypatch):
    from corridor.services import pack_gateway
    from packs import PackLockedError

    make_run()
    proposal = make_proposal(proposer)

    def locked(*args, **kwargs):
        raise PackLockedError(".lock", 5)

    monkeypatch.setattr(pack_gateway, "write_entries", locked)
    with pytest.raises(TransitionError) as refused:
        proposal.ratify(reviewer, AT)
    assert refused.value.message == (
        "The pack could not be written, so nothing was ratified: .lock: another writer held the pack lock for more than 5 s"
    )
    proposal.refresh_from_db()
    assert (proposal.status, proposal.revision) == ("proposed", 1)
    assert not Decision.objects.filter(action="ratify").exists()


def test_reject_needs_a_reason_and_records_it(proposer, reviewer):
    proposal = make_proposal(proposer)
    with pytest.raises(TransitionError, match="^Say why you reject this proposal.$"):
        proposal.reject(reviewer, AT, "  ")
    proposal.reject(reviewer, AT, "stack is not a gain here")
    proposal.refresh_from_db()
    assert (proposal.status, proposal.reason) == ("rejected", "stack is not a gain here")
    with pytest.raises(
        Conflict, match="^This proposal was already rejected by rita, so it cannot be ratified.$"
    ):
        proposal.ratify(reviewer, AT)


def test_only_the_proposer_withdraws(proposer, reviewer):
    proposal = make_proposal(proposer)
    with pytest.raises(NotAllowed, match="^Only the proposer may withdraw this proposal.$"):
        proposal.withdraw(reviewer, AT)
    proposal.withdraw(proposer, AT)
    assert Proposal.objects.get().status == "withdrawn"
    with pytest.raises(Conflict, match="already withdrawn by pat"):
        proposal.withdraw(proposer, AT)


def test_undo_of_a_ratification_writes_a_version_without_the_entry(proposer, reviewer, second_reviewer):
    make_run()
    proposal = make_proposal(proposer)
    proposal.ratify(reviewer, AT)
    version = proposal.undo(second_reviewer, AT, "wrong role")
    proposal.refresh_from_db()
    assert proposal.status == "undone"
    assert proposal.undone_by_version == version
    assert version.removed == [{"category": "verb_gain", "lemma": "stack"}]
    pack = current_pack()
    assert pack.version == 3
    assert pack.lexicon.lookup("stacked").entry.category == "verb"  # the open-class entry has its forms back
    assert candidate_for("stack").status == Candidate.Status.OPEN
    with pytest.raises(
        TransitionError, match="^This proposal was already undone by ravi, so it cannot be undone.$"
    ):
        proposal.undo(reviewer, AT)


def test_undo_of_a_rejection_puts_the_proposal_back(proposer, reviewer):
    proposal = make_proposal(proposer)
    proposal.reject(reviewer, AT, "not sure")
    assert proposal.undo(reviewer, AT) is None
    proposal.refresh_from_db()
    assert (proposal.status, proposal.decided_by, proposal.reason) == ("proposed", None, "")


def test_a_proposed_proposal_cannot_be_undone(proposer, reviewer):
    proposal = make_proposal(proposer)
    with pytest.raises(Conflict, match="changed while you were looking at it"):
        proposal.undo(reviewer, AT)


def test_only_reviewers_undo(proposer, reviewer):
    proposal = make_proposal(proposer)
    proposal.reject(reviewer, AT, "no")
    with pytest.raises(NotAllowed, match="^Only reviewers may undo proposals.$"):
        proposal.undo(proposer, AT)


def test_bulk_ratify_is_one_version_and_all_or_nothing(proposer, reviewer):
    make_run()
    stack = make_proposal(proposer)
    zorble = make_proposal(proposer, word="zorble")
    version = Proposal.ratify_batch([stack, zorble], reviewer, AT)
    assert current_pack().version == 2 == version.version
    assert sorted(e["lemma"] for e in version.added) == ["stack", "zorble"]
    assert set(Proposal.objects.values_list("status", flat=True)) == {"ratified"}
    assert PackVersion.objects.count() == 1


def test_bulk_ratify_with_one_stale_proposal_writes_nothing(proposer, reviewer):
    make_run()
    stack = make_proposal(proposer)
    zorble = make_proposal(proposer, word="zorble")
    Proposal.objects.get(pk=zorble.pk).reject(reviewer, AT, "no")
    with pytest.raises(Conflict):
        Proposal.ratify_batch([stack, zorble], reviewer, AT)
    assert current_pack().version == 1
    assert Proposal.objects.get(pk=stack.pk).status == "proposed"


def test_decisions_are_append_only(proposer):
    make_proposal(proposer)
    decision = Decision.objects.get()
    decision.reason = "edited"
    with pytest.raises(ValueError, match="append-only"):
        decision.save()
    with pytest.raises(ValueError, match="never deleted"):
        decision.delete()


def test_candidate_dismiss_and_reopen(reviewer, proposer):
    make_run()
    candidate = candidate_for("zorbled")
    with pytest.raises(NotAllowed, match="^Only reviewers may dismiss or reopen candidates.$"):
        candidate.dismiss(proposer, AT)
    candidate.dismiss(reviewer, AT, "nonsense word")
    assert Candidate.objects.get(pk=candidate.pk).status == "dismissed"
    with pytest.raises(Conflict, match="^This candidate is dismissed, so it cannot be dismissed.$"):
        Candidate.objects.get(pk=candidate.pk).dismiss(reviewer, AT)
    candidate.reopen(reviewer, AT)
    assert Candidate.objects.get(pk=candidate.pk).status == "open"
    with pytest.raises(Conflict, match="^This candidate is open, so it cannot be reopened.$"):
        candidate.reopen(reviewer, AT)
    assert list(Decision.objects.values_list("action", flat=True).order_by("id")) == ["dismiss", "reopen"]


def test_a_pack_that_does_not_verify_blocks_every_write(proposer, reviewer, pack_dir):
    proposal = make_proposal(proposer)
    (pack_dir / "lexicon" / "noun.yaml").write_bytes(b"tampered\n")
    for attempt in (
        lambda: make_proposal(proposer, word="zorble"),
        lambda: proposal.ratify(reviewer, AT),
        lambda: proposal.reject(reviewer, AT, "no"),
        lambda: proposal.withdraw(proposer, AT),
    ):
        with pytest.raises(TransitionError) as blocked:
            attempt()
        assert blocked.value.status_code == 503
        assert blocked.value.message.startswith(
            "The lexicon pack does not verify, so nothing can be written: "
        )
        assert "noun.yaml" in blocked.value.message
    assert Proposal.objects.get().status == "proposed"


@pytest.mark.parametrize(
    ("word", "category", "attrs", "message"),
    [
        ("", "verb_gain", {}, "Enter a word."),
        ("   ", "verb_gain", {}, "Enter a word."),
        ("x" * 10_000, "verb_gain", {}, "A word has at most 100 characters."),
        ("sta\x00ck", "verb_gain", {}, "A word may not contain control characters."),
        ("two words", "verb_gain", {}, "A word is a single token without spaces."),
        ("stack", "verb_magic", {}, "'verb_magic' is not a category in the closed set."),
        ("stack", "verb_gain", {"colour": "red"}, "Category verb_gain does not take the attribute 'colour'."),
        ("Zorbina", "name", {}, "Category name needs the attribute gender."),
        ("the", "noun", {}, "'the' is already in the pack as article."),
        ("stack", "verb", {}, "'stack' is already in the pack as verb."),
        ("stack", "verb_gain", "gender=female", "Attributes must map names to text values."),
    ],
)
def test_bad_input_is_refused_with_one_sentence_and_nothing_is_written(
    proposer, word, category, attrs, message
):
    with pytest.raises(InvalidProposal) as refused:
        make_proposal(proposer, word=word, category=category, attrs=attrs)
    assert refused.value.message == message
    assert not Proposal.objects.exists()
    assert not Decision.objects.exists()


def test_the_same_open_proposal_is_not_made_twice(proposer):
    make_proposal(proposer)
    with pytest.raises(
        InvalidProposal, match="^'stack' is already proposed as verb_gain; decide that proposal first.$"
    ):
        make_proposal(proposer, word="stacking")
