"""A price told relative to another thing's price, the other price told plainly (ADR 0444)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.compared_prices import compared_prices
from tests.reader.reading import refusal_of, value_of

TOLD = "A plate costs $3."


@pytest.mark.parametrize(
    ("comparison", "value"),
    [
        ("A bowl costs $5 more than a plate.", 8),
        ("A bowl costs $2 less than a plate.", 1),
        ("A bowl costs twice as much as a plate.", 6),
        ("A bowl costs four times as much as a plate.", 12),
        ("A bowl costs half as much as a plate.", Fraction(3, 2)),
        ("A bowl costs 50% more than a plate.", Fraction(9, 2)),
        ("A bowl costs 20% less than a plate.", Fraction(12, 5)),
        ("A bowl costs 200% as much as a plate.", 6),
        ("A bowl costs a dollar more than a plate.", 4),
        ("A bowl costs 5 dollars more than a plate.", 8),
    ],
)
def test_the_compared_price_follows(comparison: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(f"{comparison} {TOLD} How much does a bowl cost?", lexicon) == value


@pytest.mark.parametrize(
    "question",
    [
        "How much do a bowl and a plate cost?",
        "How much do a bowl and a plate cost together?",
        "What is the total cost of both items?",
        "Find the total cost of both items.",
        "How much did Rosa pay for both?",
        "How much do they cost altogether?",
    ],
)
def test_a_total_of_both_things(question: str, lexicon: Lexicon) -> None:
    assert value_of(f"A bowl costs $5 more than a plate. {TOLD} {question}", lexicon) == 11


def test_the_other_price_in_an_if_clause(lexicon: Lexicon) -> None:
    assert (
        value_of(
            "A bowl costs $5 more than a plate. If a plate costs $3, how much does a bowl cost?", lexicon
        )
        == 8
    )
    assert (
        value_of("A bowl costs $5 more than a plate. How much does a bowl cost if a plate costs $3?", lexicon)
        == 8
    )


def test_the_compared_price_told_and_the_other_asked(lexicon: Lexicon) -> None:
    assert (
        value_of("A bowl costs $5 more than a plate. A bowl costs $8. How much does a plate cost?", lexicon)
        == 3
    )


def test_counts_bought_are_read_by_the_whole_reader(lexicon: Lexicon) -> None:
    story = f"A bowl costs $5 more than a plate. {TOLD}"
    assert value_of(f"{story} Rosa buys 2 bowls and 3 plates. How much does she spend?", lexicon) == 25
    assert value_of(f"{story} How much will Rosa pay for 4 bowls?", lexicon) == 32


def test_a_comparison_in_a_second_clause_names_the_first_thing(lexicon: Lexicon) -> None:
    assert value_of("A plate costs $3 and a bowl costs $5 more. How much does a bowl cost?", lexicon) == 8
    assert (
        value_of("A plate costs $3, while a bowl costs twice as much. How much would 2 bowls cost?", lexicon)
        == 12
    )


def test_the_retold_story_has_every_price_plain(lexicon: Lexicon) -> None:
    found = compared_prices(f"A bowl costs $5 more than a plate. {TOLD} How much does a bowl cost?", lexicon)
    assert found is not None
    assert found.texts == ("A bowl costs $8. A plate costs $3. How much would 1 bowl cost?",)


@pytest.mark.parametrize(
    "text",
    [
        "A bowl costs $5 more than a plate. A plate costs $3. How much do they cost?",  # each or together?
        "A bowl costs three times more than a plate. A plate costs $3. How much does a bowl cost?",
        "A bowl is cheaper than a plate. A plate costs $3. How much does a bowl cost?",
        "A bowl costs $5 more than a plate. A plate costs $3 per pound. How much does a bowl cost?",
        "A bowl costs $5 more than a plate. A stool costs $3. How much does a bowl cost?",
        "A bowl costs $5 less than a plate. A plate costs $3. How much does a bowl cost?",
        "A bowl costs $5 more than a plate. Rosa buys 2 bowls. A plate costs $3. How much did Rosa pay for both?",
        "A bowl does not cost $5 more than a plate. A plate costs $3. How much does a bowl cost?",
        "A bowl costs $5 more than a plate. A plate costs $3. A plate costs $4. How much does a bowl cost?",
        "A blue bowl costs $5 more than a bowl. A bowl costs $3. How much does a blue bowl cost?",
        "A plate costs $9. On sale, it costs $2 less. How much does the plate cost?",
    ],
)
def test_refusals_stand(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_one_of_each_bought_and_the_spending_asked(lexicon: Lexicon) -> None:
    story = "Rosa bought a bowl and a plate. The bowl cost $5 more than the plate. The plate cost $3."
    assert value_of(f"{story} How much did she spend?", lexicon) == 11
    assert value_of(f"{story} How much did Rosa pay in total?", lexicon) == 11
    refusal_of(f"{story} How much did he spend?", lexicon)  # 'he' is not Rosa
    refusal_of(f"{story} How much did Omar spend?", lexicon)
    refusal_of(story.replace("a bowl", "2 bowls") + " How much did she spend?", lexicon)
