"""ADR 0007: a pronoun reading is set aside only when it contradicts the story."""

from fractions import Fraction

import pytest

from reader import Answer, ReaderRefusal, api, read_problem
from reader.refusals import CONTRADICTION_REASONS, REFUSAL_REASONS, refuse

AMBIGUOUS = "Tom met Jim. He ate 5 apples. How many apples does Tom have?"


def _answer(value: int) -> Answer:
    real = read_problem("Sam has 4 apples. How many apples does Sam have?", _answer.lexicon)
    assert isinstance(real, Answer)
    return Answer(Fraction(value), real.unit, real.graph, real.steps, real.trace_hash)


@pytest.fixture(autouse=True)
def _keep_lexicon(lexicon):
    _answer.lexicon = lexicon


def _with_readings(monkeypatch, readings):
    pairs = [(() if isinstance(r, Answer) else ((1, 0, "jim"),), r) for r in readings]
    monkeypatch.setattr(api, "_readings", lambda text, lexicon, choices, budget: pairs)


def test_contradiction_reasons_are_real_reasons():
    assert CONTRADICTION_REASONS <= REFUSAL_REASONS
    assert "unexpected_category" not in CONTRADICTION_REASONS
    assert "unknown_word" not in CONTRADICTION_REASONS


@pytest.mark.parametrize("reason", sorted(CONTRADICTION_REASONS))
def test_a_contradicting_reading_is_dropped(monkeypatch, lexicon, reason):
    _with_readings(monkeypatch, [_answer(7), refuse(reason, "contradiction", 1, 0, "He")])
    result = api.read_all(AMBIGUOUS, lexicon)
    assert isinstance(result, Answer) and result.value == 7


@pytest.mark.parametrize(
    "reason", sorted(REFUSAL_REASONS - CONTRADICTION_REASONS - {"ambiguous_pronoun_referent"})
)
def test_a_reading_the_reader_could_not_read_keeps_the_ambiguity(monkeypatch, lexicon, reason):
    _with_readings(monkeypatch, [_answer(7), refuse(reason, "could not read", 1, 0, "He")])
    result = api.read_all(AMBIGUOUS, lexicon)
    assert isinstance(result, ReaderRefusal)
    assert (result.reason, result.sentence_index, result.token_text) == (
        "ambiguous_pronoun_referent",
        1,
        "He",
    )


@pytest.mark.parametrize("reason", ["negative_count", "non_integer_count"])
def test_an_infeasible_reading_of_the_asked_holder_keeps_the_ambiguity(monkeypatch, lexicon, reason):
    """ADR 0322: the change impossible for the asked holder (here Sam) does not move it to another."""
    pairs = [(((1, 0, "tom"),), _answer(7)), (((1, 0, "sam"),), refuse(reason, "contradiction", 1, 0, "He"))]
    monkeypatch.setattr(api, "_readings", lambda text, lexicon, choices, budget: pairs)
    result = api.read_all(AMBIGUOUS, lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "ambiguous_pronoun_referent"


def test_answering_readings_that_disagree_refuse(monkeypatch, lexicon):
    _with_readings(monkeypatch, [_answer(7), _answer(8)])
    result = api.read_all(AMBIGUOUS, lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "readings_disagree"


def test_no_answering_reading_refuses_as_ambiguous(monkeypatch, lexicon):
    _with_readings(monkeypatch, [refuse("negative_count", "x", 1, 0, "He")] * 2)
    result = api.read_all(AMBIGUOUS, lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "ambiguous_pronoun_referent"


def test_story_settles_the_referent(lexicon):
    """'he' = the uncle leaves the uncle's start undetermined, so only Sam's reading stands."""
    text = "Sam had 9 stickers. His uncle gave him 7 stickers. How many stickers does he have now?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == 16


def test_self_transfer_is_its_own_reason(lexicon):
    result = read_problem("Ana has 6 pens. Ana gave Ana 2 pens. How many pens does Ana have?", lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "self_transfer"


def test_one_loses_ones_own(lexicon):
    text = "Max had 20 more stamps than Leo. Max lost 6 of his stamps. How many more stamps did Max have than Leo then?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == 14
