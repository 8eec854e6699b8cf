"""Harvest grouping without a database: signatures, blocks versus also, contexts, rank."""

from __future__ import annotations

from evals.signatures import ALSO, BLOCKS, gather, rank
from tests.evals.factories import correct, make_case, refused
from tests.evals.lexicon import tiny_lexicon

LEX = tiny_lexicon()


def test_unknown_word_blocks_and_also() -> None:
    first = make_case("one", question="Tom has 3 kumquats and 2 plums. How many?")
    second = make_case("two", question="Tom has 4 plums. How many?")
    groups = gather(
        [refused(first, "unknown_word", "kumquats", 0, 3), refused(second, "unknown_word", "plums", 0, 3)],
        LEX,
    )
    plums = groups["unknown_word:plums"]
    assert [(s.case_id, s.role) for s in plums] == [("one", ALSO), ("two", BLOCKS)]
    assert [(s.case_id, s.role) for s in groups["unknown_word:kumquats"]] == [("one", BLOCKS)]
    assert rank(groups) == [("unknown_word:plums", 1, 1), ("unknown_word:kumquats", 1, 0)]


def test_context_marks_the_token_span_in_its_sentence() -> None:
    case = make_case("one", question="Tom has 3 apples. He has 2 kumquats in it.")
    (sighting,) = gather([refused(case, "unknown_word", "kumquats", 1, 3)], LEX)["unknown_word:kumquats"]
    assert sighting.sentence == "He has 2 kumquats in it."
    assert sighting.sentence[sighting.start : sighting.end] == "kumquats"


def test_untaught_verbs_group_by_lemma() -> None:
    a = make_case("a", question="Tom bakes 3 cakes. How many cakes?")
    b = make_case("b", question="Tom baked 3 cakes. How many cakes?")
    groups = gather(
        [refused(a, "untaught_verb_role", "bakes", 0, 1), refused(b, "untaught_verb_role", "baked", 0, 1)],
        LEX,
    )
    assert list(groups) == ["untaught_verb_role:bake"]
    assert [s.token for s in groups["untaught_verb_role:bake"]] == ["bakes", "baked"]


def test_untaught_verb_after_the_refusal_is_also() -> None:
    case = make_case("a", question="Tom has 3 zorbles. He bakes 2 cakes. How many?")
    groups = gather([refused(case, "unknown_word", "zorbles", 0, 3)], LEX)
    assert [s.role for s in groups["untaught_verb_role:bake"]] == [ALSO]


def test_tokens_before_the_refusal_are_not_also() -> None:
    case = make_case("a", question="Tom bakes 3 cakes in 2 zorbles. How many?")
    groups = gather([refused(case, "unknown_word", "zorbles", 0, 6)], LEX)
    assert "untaught_verb_role:bake" not in groups


def test_structural_refusals_group_by_reason_and_category() -> None:
    a = make_case("a", question="Tom has 3 apples in 2 cakes. How many?")
    b = make_case("b", question="Tom has 3 cakes. How many?")
    groups = gather(
        [refused(a, "unexpected_category", "in", 0, 4), refused(b, "no_question_target", "", 0, 0)], LEX
    )
    assert sorted(groups) == ["no_question_target", "unexpected_category:prep_in"]
    (sighting,) = groups["unexpected_category:prep_in"]
    assert sighting.kind == "structural" and sighting.context_category == "prep_in"


def test_only_refused_cases_are_harvested() -> None:
    lane = make_case("r", question="He has 3 zorbles.", gold=None, expect_refusal="unresolved_pronoun")
    met = refused(lane, "unresolved_pronoun", "He", 0, 0)
    met = type(met)(met.case, "correct", refusal=met.refusal)
    assert gather([correct(make_case("ok")), met], LEX) == {}
