"""'all but N' in a move: N stay with the owner, the rest move (ADR 0217)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ari had 16 kites. He sold all but 5 of them. How many kites did he sell?", 11),
        ("Ari had 16 kites. He sold all but 5 of them. How many kites does he have?", 5),
        ("Ari had 16 kites. He sold all but 5 kites. How many kites did he sell?", 11),
        ("Ari had 16 kites. He sold all but five of his kites. How many kites did he sell?", 11),
        ("Ari had 16 kites. He gave away all but 5. How many kites does Ari have?", 5),
        ("Ari had 16 kites. Bea took all but 4 of his kites. How many kites did Bea take?", 12),
        ("Ari had 16 kites. Bea took all but 4 of his kites. How many kites does Ari have?", 4),
        (
            "Cy has 3 kites. Ari has 16 kites. Ari gave all but 6 of his kites to Cy. How many kites does Cy have?",
            13,
        ),
        ("Ari sold all but 5 of his kites. He had 16 kites at first. How many kites did he sell?", 11),
        (
            "Ari had 16 kites. He sold all but 5 of them. Then he made 2 more kites. How many kites does he have?",
            7,
        ),
        (
            "Ari had 9 red kites and 4 blue kites. He sold all but 2 of the red kites. How many kites does he have?",
            6,
        ),
    ],
)
def test_all_but_keeps_the_count_with_the_owner(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the owner's amount before the move is not told: the move is unknown
        ("Ari sold all but 5 of his kites. How many kites did he sell?", "underdetermined"),
        # more kept than held, or nothing moved
        ("Ari had 16 kites. He sold all but 20 of them. How many kites did he sell?", "negative_count"),
        ("Ari had 16 kites. He sold all but 16 of them. How many kites did he sell?", "readings_disagree"),
        # only a plain count is kept
        ("Ari had 16 kites. He sold all but $5 of them. How many kites did he sell?", "unexpected_category"),
        (
            "Ari had 16 kites. He sold all but half of them. How many kites did he sell?",
            "unexpected_category",
        ),
        (
            "Ari had 16 kites. He sold all but a few of them. How many kites did he sell?",
            "unexpected_category",
        ),
        (
            "Ari had 16 kites. He sold all but about 5 of them. How many kites did he sell?",
            "unexpected_category",
        ),
        # 'all' beside another amount keeps ADR 0061's refusal
        ("Ari had 16 kites. He sold all of them but 5. How many kites did he sell?", "unsupported_operation"),
        (
            "Ari had 16 kites. He sold all but 5 of them and 2 hats. How many kites did he sell?",
            "unsupported_operation",
        ),
        # a gain is never 'all but' of what one has
        ("Ari had 16 kites. He bought all but 5 kites. How many kites did he buy?", "unsupported_operation"),
        # 'them' over two kinds
        (
            "Ari had 16 kites and 4 hats. He sold all but 5 of them. How many kites did he sell?",
            "unresolved_pronoun",
        ),
        # negation
        (
            "Ari had 16 kites. He did not sell all but 5 of them. How many kites did he sell?",
            "unused_operator",
        ),
    ],
)
def test_all_but_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
