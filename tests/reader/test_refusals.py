"""Every refusal reason is documented, and every one has a minimal text that produces it."""

import re
from pathlib import Path

import pytest

from reader import REFUSAL_REASONS, ReaderRefusal, read_problem

ADR = Path(__file__).resolve().parents[2] / "docs" / "adr" / "0003-reader-refusal-reasons.md"


def documented_reasons() -> set[str]:
    return set(re.findall(r"^\| `([a-z_]+)` \|", ADR.read_text(encoding="utf-8"), flags=re.M))


def test_frozenset_equals_documented_table():
    assert documented_reasons() == set(REFUSAL_REASONS)


# reason -> (text, sentence index, token index, token text)
MINIMAL = {
    "unknown_word": ("Sam has 5 zqxv. How many zqxv does Sam have?", 0, 3, "zqxv"),
    "unexpected_category": ("Because Sam has 5 apples, how many apples does he have?", 0, 0, "Because"),
    "expectation_collision": ("How many apples how many pears does Sam have?", 0, 3, "how"),
    "unresolved_pronoun": ("It has 5 apples. How many apples does it have?", 0, 0, "It"),
    "ambiguous_pronoun_referent": (
        "Tom met Jim. He ate 5 apples. How many apples does Tom have?",
        1,
        0,
        "He",
    ),
    "untaught_verb_role": ("Sam stacked 5 bales. How many bales does Sam have?", 0, 1, "stacked"),
    "unfinished_frame": ("Sam and. How many apples does Sam have?", 0, 1, "and"),
    "unattached_quantity": ("Sam has 5. How many apples does Sam have?", 0, 2, "5"),
    "incomplete_operation": ("Sam has 5 apples. Sam ate. How many apples does Sam have?", 1, 1, "ate"),
    "unused_operator": (
        "Sam has 5 apples. He does not eat 2 apples. How many apples does he have?",
        1,
        2,
        "not",
    ),
    "self_transfer": (
        "Sam has 5 apples. Sam gave Sam 2 apples. How many apples does Sam have?",
        1,
        1,
        "gave",
    ),
    "no_question_target": ("Sam has 5 apples.", 0, 0, ""),
    "dangling_entity": ("Sam has 5 apples. How many apples does Tom have?", 1, 1, ""),
    "graph_construction_failure": (
        "Sam has 5 apples and 3 apples. How many apples does Sam have?",
        0,
        5,
        "3",
    ),
    "unit_mismatch": ("Sam has 5 apples. How many pears does Sam have?", 1, 1, ""),
    "ambiguous_unit": (
        "Sam has 5 red apples and 3 green apples. He ate 2 apples. How many red apples does he have?",
        2,
        1,
        "",
    ),
    "non_integer_count": ("Sam has 2.5 apples. How many apples does Sam have?", 1, 0, ""),
    "negative_count": ("Sam has 3 apples. He ate 5 apples. How many apples does he have?", 2, 0, ""),
    "unused_number": ("On the 3rd day Sam found 5 apples. How many apples does Sam have?", 0, 2, "3rd"),
    "readings_disagree": ("Sam has 5 apples. Sam has 7 apples. How many apples does Sam have?", 2, 0, ""),
    "unsupported_operation": ("Sam has 25% of the apples. How many apples does Sam have?", 0, 2, "25%"),
    "underdetermined": ("Sam ate 3 apples. How many apples does Sam have?", 1, 1, ""),
}


def test_every_reason_has_a_minimal_text():
    assert set(MINIMAL) == set(REFUSAL_REASONS)


@pytest.mark.parametrize("reason", sorted(MINIMAL))
def test_minimal_text_refuses_at_the_right_place(reason, lexicon):
    text, sentence, token, token_text = MINIMAL[reason]
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), result
    assert (result.reason, result.sentence_index, result.token_index, result.token_text) == (
        reason,
        sentence,
        token,
        token_text,
    ), result.detail


def test_refusal_rejects_unknown_reasons():
    with pytest.raises(ValueError, match="unknown refusal reason 'made_up'"):
        ReaderRefusal("made_up", "", 0, 0, "")
