"""A thing's requirement filled by what a person puts into it: 'the recipe calls for ...' (ADR 0098)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The stew calls for 8 carrots. Pam put in 5 carrots. How many more carrots does she need to add?",
            3,
        ),
        # one requirement per kind: the question picks the kind, the other is a stated distractor
        (
            "The dip calls for 3 lemons and 2 cups of yogurt. Gus put in 1 lemon. "
            "How many more lemons does he need to add?",
            2,
        ),
        (
            "The dip calls for 3 lemons and 2 cups of yogurt. Gus put in 1 lemon. "
            "How many more cups of yogurt does he need to add?",
            2,
        ),
        # progress in a smaller unit of the same measure
        (
            "The bread calls for 1 kilogram of flour. Zoe put in 400 grams of flour. "
            "How many more grams of flour does she need to add?",
            600,
        ),
        # what another person put in is progress too
        (
            "The soup calls for 5 cups of broth. Ida put in 1 cup of broth. Max put in 2 cups of broth. "
            "How many more cups of broth does Ida need to add?",
            2,
        ),
        # a need met by someone else's gift: the giver's start does not matter
        ("Leo needs 12 nails. He has 5 nails. Ann gives him 3 nails. How many more nails does he need?", 4),
    ],
)
def test_filled_requirement(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'call' without its particle has no arithmetic role
        ("The recipe calls 3 eggs. How many more eggs does Sue need?", "untaught_verb_role"),
        ("Tom calls 3 friends. How many more friends does Tom need?", "untaught_verb_role"),
        # 'put in' with no thing in need names no place
        ("Tom had 20 dollars. He put in 5 dollars. How many dollars does Tom have?", "incomplete_operation"),
        (
            "The stew calls for 4 carrots. The soup calls for 2 carrots. Pam put in 1 carrot. "
            "How many more carrots does she need to add?",
            "incomplete_operation",
        ),
        # two requirements of one kind, or a question that names no kind
        (
            "The stew calls for 4 carrots and 2 carrots. Pam put in 1 carrot. How many more carrots does she need to add?",
            "unsupported_operation",
        ),
        (
            "The stew calls for 4 carrots and 2 onions. Pam put in 1 carrot. How many more does she need to add?",
            "unsupported_operation",
        ),
        # a part of an amount nobody stated is not progress
        (
            "The stew calls for 4 cups of milk. Pam put in half of the milk. How many more cups of milk does she need to add?",
            "unsupported_operation",
        ),
        # more put in than called for
        (
            "The stew calls for 4 carrots. Pam put in 6 carrots. How many more carrots does she need to add?",
            "negative_count",
        ),
        # a club's own savings are unknown: what others gave is not all it has
        (
            "The club needs 120 dollars. Mia gave 45 dollars to the club. How many more dollars does the club need?",
            "underdetermined",
        ),
    ],
)
def test_unclear_filling_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one shortfall minus the other: (9 - 2) - (4 - 0)
        (
            "The pie calls for 4 cups of flour and 9 cups of apples. Rosa put in 2 cups of apples. "
            "How many more cups of apples than cups of flour does she need to add?",
            3,
        ),
        (
            "The pie calls for 4 cups of flour and 9 cups of apples. Rosa put in 2 cups of apples and 3 cups of flour. "
            "How many more cups of apples than cups of flour does she need to add?",
            6,  # (9 - 2) - (4 - 3)
        ),
        # the measure after 'than' keeps its 'of' phrase in any comparison question
        (
            "Jin has 7 cups of rice and 5 cups of beans. How many more cups of rice than cups of beans does Jin have?",
            2,
        ),
    ],
)
def test_difference_of_shortfalls(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "The pie calls for 4 cups of flour and 9 cups of apples. Rosa put in 8 cups of apples. "
            "How many more cups of apples than cups of flour does she need to add?",
            "negative_count",
        ),
        (
            "The pie calls for 4 cups of flour and 9 cups of apples. Rosa put in 2 cups of apples. "
            "How many more cups of apples than cups of milk does she need to add?",
            "unsupported_operation",
        ),
    ],
)
def test_unclear_difference_of_shortfalls_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
