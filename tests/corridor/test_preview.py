"""The preview: affected cases read again in memory, compared with the latest run."""

from __future__ import annotations

import pytest

from corridor.services.errors import InvalidProposal
from corridor.services.pack_gateway import current_pack
from corridor.services.preview import preview_draft
from tests.corridor.factories import make_case, make_run

pytestmark = pytest.mark.django_db


def test_teaching_a_gain_makes_both_stack_cases_newly_correct(proposer):
    run = make_run()
    result = preview_draft("stacked", "verb_gain", {})
    assert result.run_id == run.pk
    assert {c.case_id: c.kind for c in result.changes} == {
        "gain-1": "newly_correct",
        "gain-2": "newly_correct",
    }
    assert result.counts["newly_correct"] == 2 and result.counts["newly_wrong"] == 0
    assert result.blocking_reason() is None
    assert current_pack().version == 1  # nothing was written


def test_teaching_a_loss_would_make_cases_wrong_and_says_so():
    make_run()
    result = preview_draft("stack", "verb_lose", {})
    assert [c.kind for c in result.changes] == ["newly_wrong", "newly_wrong"]
    assert (
        result.blocking_reason()
        == "Ratifying would make 2 cases wrong (test:gain-1, test:gain-2), so it is refused."
    )


def test_a_case_whose_question_holds_a_form_is_affected_even_if_not_harvested():
    make_run(
        [make_case("plain", "Sam had 9 dimes. He stacks 7 dimes. How many dimes does he have now?", "16")],
        harvest=False,
    )
    result = preview_draft("stack", "verb_gain", {})
    assert [(c.case_id, c.kind) for c in result.changes] == [("plain", "newly_correct")]


def test_a_refusal_that_moves_is_reported():
    question = "Sam had 9 dimes. He stacked 7 dimes. Sam zorbled 2 dimes. How many dimes does Sam have now?"
    make_run([make_case("moves", question, "18")])
    result = preview_draft("stack", "verb_gain", {})
    change = result.changes[0]
    assert change.kind == "refusal_moved"
    assert (change.before.reason, change.before.token) == ("untaught_verb_role", "stacked")
    assert (change.after.reason, change.after.token) == ("unknown_word", "zorbled")


def test_without_a_run_nothing_is_affected():
    result = preview_draft("stack", "verb_gain", {})
    assert result.run_id is None and result.changes == ()


def test_a_draft_preview_validates_like_a_proposal():
    with pytest.raises(InvalidProposal, match="^Enter a word.$"):
        preview_draft(" ", "verb_gain", {})
