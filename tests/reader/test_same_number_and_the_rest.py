"""Equal parts said with 'the same number of' and the other part said with 'the rest are' (ADR 0145)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- 'the same number of' with a stated total and a count of the holders: a rate


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kemi has 6 pots. The pots hold 42 seeds in total and every pot has the same number of seeds. "
            "How many seeds does each pot have?",
            7,
        ),
        (
            "There are 8 rows with each row having the same number of chairs. There are 96 chairs in total. "
            "How many chairs are in each row?",
            12,
        ),
        (
            "The album had 4 sections, each with the same number of photos. It has a total of 60 photos. "
            "How many photos are in each section?",
            15,
        ),
        (
            "A baker has 5 boxes with the same number of rolls in each box. She has 30 rolls in all. "
            "How many rolls are in each box?",
            6,
        ),
        (
            "There are 3 vans. There are 27 riders in total. Each van has the same number of riders. "
            "How many riders are in each van?",
            9,
        ),
        (
            "There are 6 shelves with each shelf having the same number of jars. There are 48 jars in total. "
            "How many jars are on 2 shelves?",
            16,
        ),
    ],
)
def test_an_even_spread_of_a_total_is_a_rate(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no total, or two totals: the rate is not fixed
        (
            "Ravi has 4 bins. Each bin has the same number of nails. How many nails are in each bin?",
            "underdetermined",
        ),
        (
            "Ravi has 4 bins. Each bin has the same number of nails. Ravi has 20 nails in total and Lee has 8 "
            "nails in total. How many nails are in each bin?",
            "underdetermined",
        ),
        # a total that is not said to be one, or is someone else's
        (
            "Ravi has 4 bins. Each bin has the same number of nails. He has 20 nails. How many nails are in each bin?",
            "underdetermined",
        ),
        (
            "Ravi has 4 bins. Each bin has the same number of nails. Lee has 20 nails in total. How many nails "
            "are in each bin?",
            "underdetermined",
        ),
        # a change of the things: which amount is spread?
        (
            "Ravi has 4 bins. Each bin has the same number of nails. Ravi has 20 nails in total. He loses 4 "
            "nails. How many nails are in each bin?",
            "underdetermined",
        ),
        # a remainder
        (
            "Ravi has 4 bins. Each bin has the same number of nails. Ravi has 22 nails in total. How many nails "
            "are in each bin?",
            "non_integer_count",
        ),
        # a comparison with someone, not an even spread
        (
            "Ravi has 4 bins. Each bin has the same number of nails as Lee's bin. Ravi has 20 nails in total. "
            "How many nails are in each bin?",
            "unexpected_category",
        ),
    ],
)
def test_an_even_spread_that_is_not_fixed_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- 'the rest are <kind>': the total less the parts, or only the kind's name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Mia has 24 shells. She has 10 pink shells and the rest are white. How many white shells does Mia have?",
            14,
        ),
        (
            "Mia has 24 shells. She has 10 pink shells, 4 gray shells, and the rest are white shells. "
            "How many white shells does Mia have?",
            10,
        ),
        (
            "Mia has 24 shells. She has 10 pink shells and the rest are white. How many shells does Mia have?",
            24,
        ),
        ("There are 40 children. There are 22 girls and the rest are boys. How many boys are there?", 18),
        (
            "In a choir there are 25 girls and the rest are boys. There are 7 more girls than boys. "
            "How many boys are in the choir?",
            18,
        ),
        (
            "In a choir there are 25 girls and the rest are boys. There are 7 fewer girls than boys. "
            "How many boys are in the choir?",
            32,
        ),
        (
            "A coop has 30 birds. It has 12 chickens and the rest are ducks. It sells 2 ducks. "
            "How many ducks does the coop have?",
            16,
        ),
    ],
)
def test_the_rest_is_the_total_less_the_parts(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no total and nothing later fixes the rest
        (
            "In a choir there are 25 girls and the rest are boys. How many boys are in the choir?",
            "underdetermined",
        ),
        # two other kinds, a negation, a clause that is no part
        ("There are 9 girls and the rest are boys and men. How many boys are there?", "unexpected_category"),
        (
            "Mia has 24 shells. She has 10 pink shells and the rest are not white. How many white shells does Mia have?",
            "unexpected_category",
        ),
        (
            "Nora had 24 stamps. She used 9 of them and the rest were lost. How many stamps were lost?",
            "unexpected_category",
        ),
        # a total of another holder or another kind, or after a change
        (
            "Mia has 24 shells. Ann has 10 pink shells and the rest are white. How many white shells does Ann have?",
            "unsupported_operation",
        ),
        (
            "Leo has 24 shells. He gives 4 shells to Ann. He has 10 pink shells and the rest are white. "
            "How many white shells does Leo have?",
            "unsupported_operation",
        ),
        # parts more than the total
        (
            "Mia has 24 shells. She has 30 pink shells and the rest are white. How many white shells does Mia have?",
            "negative_count",
        ),
        # the adjective after the question's verb narrows what is asked
        ("Mia has 10 pink shells and 14 white shells. How many shells are white?", "unexpected_category"),
    ],
)
def test_the_rest_that_is_not_fixed_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_other_counted_things_beside_the_total_refuse(lexicon):
    text = (
        "There are 5 crates and 2 sacks. Each crate has the same number of pears. "
        "There are 60 pears in total. How many pears are in each crate?"
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"
