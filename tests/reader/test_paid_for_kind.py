"""A money question narrowed by what was bought: "How much did he pay for the eggs?" (ADR 0259)."""

import pytest

from tests.reader.reading import refusal_of, value_of

EGGS = "Dev buys 30 eggs. Each egg costs $0.20. "
TWO_KINDS = "Ava bought 6 mugs for $4 each and 5 bowls for $3 each. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (EGGS + "How much did he pay for the eggs?", 6),
        (EGGS + "How much did he spend on eggs?", 6),
        (EGGS + "How much money did he spend on all of the eggs?", 6),
        ("Dev buys 30 eggs for $0.20 each. How much did he spend on the eggs?", 6),
        ("Dev had $20. He bought 3 kites for $4 each. How much did he spend on the kites?", 12),
        # several kinds: only the payments for the asked kind
        (TWO_KINDS + "How much did she spend on the bowls?", 15),
        (TWO_KINDS + "How much did she spend on mugs?", 24),
        (
            "Ava bought 3 bags of rice and 2 bags of flour. Each bag of rice cost $5 and each bag of flour "
            "cost $2. How much did Ava spend on the flour?",
            4,
        ),
        # a wider kind the lexicon names for every purchase
        ("Ava buys 4 lilies for $3 each and 2 roses for $5 each. How much did she spend on flowers?", 22),
        # "spent $8 on kites": the one noun after the money
        ("Dev spent $8 on kites and $3 on string. How much did he spend on kites?", 8),
        ("Dev spent $8 on tulips and $3 on daisies. How much did he spend on the flowers?", 11),
        # another buyer's purchases are not the asked person's
        (EGGS + "Kim buys 10 eggs. How much did Kim pay for the eggs?", 2),
    ],
)
def test_payment_for_a_kind(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (EGGS + "How much did he pay for the apples?", "unused_operator"),  # never bought
        (EGGS + "How much did Kim pay for the eggs?", "unused_operator"),  # another person
        (EGGS + "How much did he pay for the picnic?", "unused_operator"),  # a purpose
        # what a spending bought is read only from one noun ending its phrase
        (
            "Dev spent $8 on kites for his son and $3 on string. How much did he spend on kites?",
            "unused_operator",
        ),
        # "red pens" may or may not be all of the pens asked
        (
            "Ava bought 2 red pens for $1 each and 3 pens for $2 each. How much did she spend on pens?",
            "unused_operator",
        ),
        # a kind bought with something else for one price
        ("Ava bought 6 mugs and 5 bowls for $30. How much did she spend on the bowls?", "underdetermined"),
        # a sale is no payment for the kind
        (
            "Ava sold 6 mugs for $4 each and bought 2 bowls for $3 each. How much did she spend on mugs?",
            "unused_operator",
        ),
    ],
)
def test_refused(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    assert refusal is not None and refusal.reason == reason, refusal
