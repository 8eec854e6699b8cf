"""Harvest in the database: upsert by signature, rows per split, resolve and reopen."""

from __future__ import annotations

import datetime as dt

import pytest

from corridor.evals_store import store_run
from corridor.harvest import harvest_run
from corridor.models import Candidate, CandidateCase
from tests.evals.factories import PACK, correct, make_case, make_result, refused
from tests.evals.fakes import FakePack
from tests.evals.lexicon import tiny_lexicon

pytestmark = pytest.mark.django_db
AT = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
FAKE = FakePack(PACK.name, PACK.version, PACK.digest, tiny_lexicon())


def harvest(*outcomes):
    result = make_result(*outcomes)
    run = store_run(result, b"{}", sorted({o.case.split for o in outcomes}), at=AT)
    return harvest_run(run, result, FAKE, at=AT)


def kumquat_case(split: str = "s", case_id: str = "k"):
    return make_case(case_id, split, "Tom has 3 kumquats. How many?")


def test_other_splits_keep_their_rows() -> None:
    harvest(refused(kumquat_case("s1"), "unknown_word", "kumquats", 0, 3))
    harvest(refused(kumquat_case("s2"), "unknown_word", "kumquats", 0, 3))
    candidate = Candidate.objects.get()
    assert candidate.blocked_count == 2
    assert sorted(CandidateCase.objects.values_list("split", flat=True)) == ["s1", "s2"]


def test_resolved_when_nothing_blocks_and_reopened_when_it_blocks_again() -> None:
    harvest(refused(kumquat_case(), "unknown_word", "kumquats", 0, 3))
    harvest(correct(kumquat_case()))
    candidate = Candidate.objects.get()
    assert (candidate.status, candidate.blocked_count) == ("resolved", 0)
    harvest(refused(kumquat_case(), "unknown_word", "kumquats", 0, 3))
    assert Candidate.objects.get().status == "open"


def test_dismissed_candidates_stay_dismissed() -> None:
    harvest(refused(kumquat_case(), "unknown_word", "kumquats", 0, 3))
    Candidate.objects.update(status="dismissed")
    harvest(correct(kumquat_case()))
    harvest(refused(kumquat_case(), "unknown_word", "kumquats", 0, 3))
    assert Candidate.objects.get().status == "dismissed"


def test_a_harvest_with_another_pack_is_refused() -> None:
    result = make_result(refused(kumquat_case()))
    run = store_run(result, b"{}", ["s"], at=AT)
    other = FakePack("test_pack", 2, "f" * 64, tiny_lexicon())
    with pytest.raises(ValueError, match="the pack changed between reading and harvesting"):
        harvest_run(run, result, other, at=AT)


def test_candidate_fields() -> None:
    harvest(
        refused(make_case("a", "s", "Tom has 3 apples in 2 cakes. How?"), "unexpected_category", "in", 0, 4),
        refused(make_case("b", "s", "Tom met Zelda. How many?"), "unknown_word", "Zelda", 0, 2),
    )
    structural = Candidate.objects.get(signature="unexpected_category:prep_in")
    assert (structural.kind, structural.reason, structural.context_category) == (
        "structural",
        "unexpected_category",
        "prep_in",
    )
    name = Candidate.objects.get(signature="unknown_word:zelda")
    assert (name.token, name.normalised_token, name.suggested_category) == ("Zelda", "zelda", "name")
