"""Phrases set off with commas that say again who or what was named (ADR 0391)."""

import pytest

from reader.set_off_phrases import set_off_phrases
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Her cousin, Dario, has 6 cards.", "Her cousin Dario has 6 cards."),
        ("Yusuf and his friend, Emre, each have 6 bags.", "Yusuf and his friend Emre each have 6 bags."),
        ("Two sisters, Hana and Ida, each picked 11 plums.", "Hana and Ida each picked 11 plums."),
        (
            "Three friends Kai, Pim, and Mira, each bought 3 kites.",
            "Kai, Pim, and Mira each bought 3 kites.",
        ),
        ("Farmer Lin keeps ducks, large birds.", "Farmer Lin keeps ducks."),
    ],
)
def test_set_off_phrases_are_written_plainly(lexicon, text, plain):
    assert set_off_phrases(text, lexicon) == plain


@pytest.mark.parametrize(
    "text",
    [
        "Her friend, Ann, and Tom each have 5 cards.",  # may list three people
        "Tom gave his brother, Todd, 5 apples.",  # an object, not a subject before its verb
        "Two friends, Kai, Pim and Mira, each bought 3 kites.",  # the count does not agree
        "Two friends, Anouk, Bram, each have 4 pens.",  # a list with no 'and'
        "Vera collects shells, 3 white ones.",  # a number in the set-off phrase
        "Tom grows apples, pears.",  # a second item, not a description
        "Tom grows apples, large pears and plums.",  # 'and': a list
        "Nancy, the librarian, has 5 books.",  # ADR 0107's own shape, read by its rule
    ],
)
def test_other_commas_are_left_as_written(lexicon, text):
    assert set_off_phrases(text, lexicon) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Rina has 12 shells. Her brother, Omar, has 5 more shells than Rina. How many shells does Omar have?",
            17,
        ),
        (
            "Nico has 9 marbles. His friend, Pablo, has twice as many marbles as Nico. How many marbles does Pablo have?",
            18,
        ),
        ("Yusuf and his friend, Emre, each have 6 bags. How many bags do they have in all?", 12),
        ("Two friends, Anouk and Bram, each have 4 pens. How many pens do they have?", 8),
        ("Three friends, Kai, Pim and Mira, each bought 3 kites. How many kites did they buy in all?", 9),
        (
            "Farmer Lin keeps ducks, large birds. He has 12 ducks. He sells 5 ducks. How many ducks does he have now?",
            7,
        ),
    ],
)
def test_set_off_phrases_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_role_named_again_refuses(lexicon):
    text = "Rina has 12 shells. Her brother, Omar, has 5 shells. How many shells does her brother have?"
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unexpected_category"
    assert "named Omar" in refusal.detail


def test_a_count_that_does_not_agree_refuses(lexicon):
    refusal = refusal_of(
        "Two friends, Kai, Pim and Mira, each bought 3 kites. How many kites did they buy?", lexicon
    )
    assert refusal.reason == "unexpected_category"
    assert refusal.token_text == ","


def test_they_beside_someone_outside_the_group_refuses(lexicon):
    text = "Two friends, Anouk and Bram, each have 4 pens. Cora has 2 pens. How many pens do they have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_pronoun_referent"


def test_the_set_off_kind_is_not_told_as_a_kind(lexicon):
    text = "Farmer Lin keeps ducks, large birds. He has 12 ducks. How many birds does he have?"
    assert refusal_of(text, lexicon).reason in ("unit_mismatch", "incomplete_operation")
