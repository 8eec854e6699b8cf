"""A price per one thing told with the thing as the subject: 'Each lamp costs $9 to repair' (ADR 0368)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Each vase costs $6 to glaze. How much does it cost to glaze 5 vases?", 30),
        ("A sled costs $11 to wax. How much will it cost to wax 3 sleds?", 33),
        ("An oar costs $4 to sand. How much would it cost to sand 9 oars?", 36),
        ("One mirror costs $25 to hang. How much does it cost to hang 2 mirrors?", 50),
        ("Each blue vase costs $6 to glaze. How much does it cost to glaze 4 blue vases?", 24),
        ("Each vase costs $2.25 to glaze. How much does it cost to glaze 4 vases?", 9),
        ("Each vase costs 6 dollars to glaze. How much money does it cost to glaze 7 vases?", 42),
        ("Each vase cost $6 to glaze. How much did it cost to glaze 3 vases?", 18),
        ("Each vase will cost $6 to glaze. How much will it cost to glaze ten vases?", 60),
        # a named doer pays, and the question names the same doer
        ("Each vase costs Ines $6 to glaze. How much does it cost Ines to glaze 5 vases?", 30),
        # two such prices, asked one at a time or together; a dummy-'it' price of another thing beside it
        (
            "Each vase costs $6 to glaze. Each bowl costs $4 to glaze. How much does it cost to glaze 3 bowls?",
            12,
        ),
        (
            "Each vase costs $6 to glaze. Each bowl costs $4 to glaze. "
            "How much does it cost to glaze 2 vases and 3 bowls?",
            24,
        ),
        (
            "Each vase costs $6 to glaze. It costs $3 to pack a bowl. How much does it cost to glaze 5 vases?",
            30,
        ),
    ],
)
def test_price_of_one_doing_scales(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text, reason",
    [
        # one thing told before ('the'), or a plural with no 'each': not a price per one
        ("The vase costs $6 to glaze. How much does it cost to glaze 5 vases?", "unsupported_operation"),
        ("Vases cost $6 to glaze. How much does it cost to glaze 5 vases?", "ambiguous_unit"),
        # another verb or another thing asked
        ("Each vase costs $6 to glaze. How much does it cost to paint 5 vases?", "unresolved_pronoun"),
        ("Each vase costs $6 to glaze. How much does it cost to glaze 5 bowls?", "unresolved_pronoun"),
        # anything after the doing, or a second price in the sentence
        (
            "Each vase costs $6 to glaze in a kiln. How much does it cost to glaze 5 vases?",
            "unsupported_operation",
        ),
        (
            "Each vase costs $6 to glaze and $2 to pack. How much does it cost to glaze 5 vases?",
            "unsupported_operation",
        ),
        # two prices for the same doing
        (
            "Each vase costs $6 to glaze. Each vase costs $8 to glaze. How much does it cost to glaze 5 vases?",
            "unresolved_pronoun",
        ),
        # a price in cents: the unit of 'how much' is not fixed
        (
            "Each vase costs 60 cents to glaze. How much does it cost to glaze 5 vases?",
            "unsupported_operation",
        ),
        # another doer
        (
            "Each vase costs Ines $6 to glaze. How much does it cost Omar to glaze 5 vases?",
            "unresolved_pronoun",
        ),
    ],
)
def test_other_shapes_keep_their_refusal(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "Each vase costs $6 to glaze. How much do 5 vases cost?",
        "It costs $6 to glaze a vase. How much do 5 vases cost?",
        "Each vase costs $6 to glaze. Ines buys 5 vases. How much does she pay?",
        "It costs $6 to glaze a vase. Ines buys 5 vases. How much does she spend?",
    ],
)
def test_price_of_a_doing_is_no_price_to_buy(text, lexicon):
    """The price of glazing a vase is not what a vase costs to buy, with either shape of the rate."""
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A kettle costs $14. How much would it cost to buy 3 kettles?", 42),
        ("Kettles cost $14 each. How much will it cost to purchase two kettles?", 28),
        ("A kettle costs $14. How much money does it cost to buy 3 kettles?", 42),
        ("A steel kettle costs $14. Ines has $90. How much did it cost to buy 2 steel kettles?", 28),
        # a price of buying told as a doing is read by the dummy-'it' question itself
        ("Each kettle costs $14 to buy. How much would it cost to buy 3 kettles?", 42),
    ],
)
def test_cost_to_buy_asks_what_the_things_cost(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A kettle costs $14. How much would it cost to buy 3 mugs?",
        "A kettle costs $14. How much would it cost Ines to buy 3 kettles?",
        "A kettle costs $14. How much would it cost to buy enough kettles?",
        "A kettle costs $14. How much would it cost to buy 3 kettles each week?",
        "A kettle costs $14. How much would it cost to sell 3 kettles?",
        "A kettle costs $14. How much would it cost to buy 3 more kettles?",
        "A kettle costs $14 to polish. How much would it cost to buy 3 kettles?",
        "A kettle cost $14 last year. How much would it cost to buy 3 kettles?",
    ],
)
def test_cost_to_buy_other_shapes_refuse(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        # a price the doer pays for a doing is no wage for doing it
        "It costs Ines $3 to wash a car. Ines washes 4 cars. How much money does Ines have?",
        "Each car costs Ines $3 to wash. Ines has $20. Ines washes 4 cars. How much money does Ines have left?",
        "It costs $3 to wash a car. Ines buys 4 cars. How much does Ines pay?",
    ],
)
def test_price_of_a_doing_pays_nothing(text, lexicon):
    refusal_of(text, lexicon)


def test_price_of_buying_is_the_price_of_the_things(lexicon):
    assert value_of("It costs $3 to buy a pen. Ines buys 4 pens. How much does Ines pay?", lexicon) == 12
    assert value_of("It costs $3 to buy a pen. How much do 4 pens cost?", lexicon) == 12
