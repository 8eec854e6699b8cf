"""Giving to a counted set of receivers or containers (ADR 0133)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # each receiver gets the amount: the giver loses it times the receivers
        ("Nils gave 4 pears to each of his 6 nephews. How many pears did Nils give away?", 24),
        (
            "Nils had 30 pears. He gave 4 pears to each of his 6 nephews. How many pears does Nils have left?",
            6,
        ),
        (
            "Nils gave 4 pears to each of his 6 nephews and had 5 pears left. How many pears did Nils have at first?",
            29,
        ),
        ("Nils gave 4 pears to each of his 6 nephews. How many pears did each nephew get?", 4),
        ("Nils gave 4 pears each to his 6 nephews. How many pears did he give away?", 24),
        ("Nils gave four pears to each of the six boys. How many pears did he give away?", 24),
        ("Ida had 50 coins. She put 3 coins into each of the 8 jars. How many coins does Ida have left?", 26),
        ("Nils gave $5 to each of his 3 daughters. How much money did he give away?", 15),
        # the amount split equally: each gets the amount over the receivers
        ("Ida gave 36 pens equally to her 4 pupils. How many pens did each pupil get?", 9),
        ("Ida has 36 pens. She gave them evenly to her 9 pupils. How many pens did each pupil get?", 4),
        ("Ida shared 36 pens equally among her 6 pupils. How many pens did each pupil get?", 6),
        ("Ida put 36 pens equally into 3 mugs. How many pens are in each mug?", 12),
        ("Ida has 36 pens. She put them equally into 4 mugs. How many pens are in each mug?", 9),
        ("Ida divided 36 pens into 12 equal bundles. How many pens are in each bundle?", 3),
        (
            "Ida has 36 pens. If she gives them equally to her 3 pupils, how many pens will each pupil get?",
            12,
        ),
    ],
)
def test_distributions_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no word says the split is equal
        ("Ida gave 36 pens to her 4 pupils. How many pens did each pupil get?", "unsupported_operation"),
        (
            "Ida has 36 pens. She gave them to her 4 pupils. How many pens did each pupil get?",
            "unsupported_operation",
        ),
        ("Ida divided 36 pens into 4 bundles. How many pens are in each bundle?", "unsupported_operation"),
        # 'each' and 'equally' together: whose amount is the number?
        (
            "Nils gave 4 pears equally to each of his 6 nephews. How many pears did he give away?",
            "unsupported_operation",
        ),
        # a group giving to each: from each of them, or from all of them?
        (
            "They gave 4 pears to each of the 6 boys. How many pears did they give away?",
            "unsupported_operation",
        ),
        (
            "Nils and Ida gave 4 pears to each of their 6 nephews. How many pears did they give away?",
            "unsupported_operation",
        ),
        # a remainder
        ("Ida gave 37 pens equally to her 4 pupils. How many pens did each pupil get?", "non_integer_count"),
        ("Ida put 37 pens equally into 4 mugs. How many pens are in each mug?", "non_integer_count"),
        # a measure is no count of containers ('cups' of volume)
        ("Ida put 36 pens equally into 3 cups. How many pens are in each cup?", "unsupported_operation"),
        # 'with' may count the sharer among the receivers
        ("Ida shared 36 pens with her 3 pupils. How many pens did each person get?", "unsupported_operation"),
        # the receivers are of the kind given
        ("Ida gave 36 pens equally to her 4 pens. How many pens did each get?", "unsupported_operation"),
        # what each receiver did with them is not said
        (
            "Nils gave 4 pears to each of his 6 nephews. How many pears did each nephew eat?",
            "unsupported_operation",
        ),
        # more given than held
        (
            "Nils had 10 pears. He gave 4 pears to each of his 6 nephews. How many pears does he have left?",
            "negative_count",
        ),
        # a count of receivers that is not whole
        (
            "Nils gave 4 pears to each of his 2.5 nephews. How many pears did he give away?",
            "unexpected_category",
        ),
    ],
)
def test_distributions_that_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_them_after_giving_is_read_only_with_counted_receivers(lexicon):
    text = "Ida has 36 pens. She gave them to Ola. How many pens does Ola have?"
    assert refusal_of(text, lexicon).reason == "unused_operator"


def test_them_after_giving_needs_one_unmoved_holding(lexicon):
    text = (
        "Ida has 36 pens and 8 cups. She gave them equally to her 4 pupils. How many pens did each pupil get?"
    )
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


def test_the_plural_noun_after_giving_is_all_of_the_one_holding(lexicon):
    text = "Ida has 36 pens and 5 cups. She gave the pens equally to her 4 pupils. How many pens did each pupil get?"
    assert value_of(text, lexicon) == 9


def test_the_plural_noun_with_two_holders_of_it_refuses(lexicon):
    text = "Ida has 36 pens. Ola has 8 pens. Ida shared the pens among 4 pupils. How many pens did each pupil get?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_the_plural_noun_after_a_change_of_it_refuses(lexicon):
    text = "Ida has 36 pens. She lost 4 pens. She shared the pens among 4 pupils. How many pens did each pupil get?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_the_plural_noun_given_to_one_person_is_not_read(lexicon):
    text = "Ida has 36 pens. She gave the pens to Ola. How many pens does Ola have?"
    assert refusal_of(text, lexicon).reason == "unused_operator"
