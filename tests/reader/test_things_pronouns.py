"""'They' for the one kind of thing counted just before, retold as "Each <thing> ..." (ADR 0489)."""

import pytest

from packs.model import Lexicon
from reader.things_pronouns import things_pronouns
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a price with 'each', 'apiece' or 'a piece', after a purchase read as a count
        ("Kim orders 5 mugs. They cost $6 each. How much does she spend?", 30),
        ("Kim orders 5 mugs. They cost $6 a piece. How much does she pay?", 30),
        ("Kim bought 5 mugs. If they cost $6 apiece, how much did she spend?", 30),
        ("Kim orders 5 mugs. They are $6 each. How much does she spend?", 30),
        # what each one holds, has or is
        ("Abel has 4 crates. They hold 9 melons each. How many melons does Abel have?", 36),
        ("Abel has 4 crates. They each contain 9 melons. How many melons are there in all?", 36),
        ("Abel buys 3 pizzas. They are 6 slices each. How many slices does he have?", 18),
        ("Abel bakes 3 pies. If they each have 6 slices, how many slices are there?", 18),
        # another person told after the 'they' sentence is no group for it
        (
            "Abel has 4 crates. They hold 9 melons each. Dana has 2 crates. How many melons does Abel have?",
            36,
        ),
        # 'It' for the one thing bought with 'a': its price
        ("Kim buys a teapot. It costs $14. How much does she spend?", 14),
        ("Kim ordered a heater. It cost $40. How much did she spend?", 40),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no 'each': the whole bill or each one's price?
        "Kim orders 5 mugs. They cost $30. How much does she spend?",
        "Abel has 4 crates. They hold 9 melons. How many melons does Abel have?",
        # 'each' twice, or 'together'
        "Abel has 4 crates. They each hold 9 melons each. How many melons does Abel have?",
        "Abel has 4 crates. They hold 9 melons together. How many melons does Abel have?",
        # two kinds before: which are 'they'?
        "Abel has 4 crates and 2 bins. They hold 9 melons each. How many melons does Abel have?",
        "Abel has 4 crates of pears. They each weigh 9 pounds. How many pounds is that?",
        # a person group 'they' could be
        "Abel has 4 crates for his cousins. They hold 9 melons each. How many melons are there?",
        "Abel and Dana have 4 crates. They hold 9 melons each. How many melons are there?",
        "The shop has 4 crates. They sell them for $9 each. How much does the shop make?",
        # 'they' further back than the sentence before, or said again
        "Abel has 4 crates. He is glad. They hold 9 melons each. How many melons does Abel have?",
        "Abel has 4 crates. They hold 9 melons each. How many melons can they hold?",
        # negation, a distractor after the amount, a seller's cost, then and now
        "Abel has 4 crates. They do not hold 9 melons each. How many melons does Abel have?",
        "Abel has 4 crates. They hold 9 melons each and 2 lids. How many melons does Abel have?",
        "Abel sells 4 crates. They cost $9 each. How much does he earn?",
        "Abel has 4 crates. They held 9 melons each. How many melons does Abel have now?",
        # 'It' with two things, with 'each', for a purpose, after a place, or for a count
        "Kim buys a teapot and a tray. It costs $14. How much does she spend?",
        "Kim buys a teapot. It costs $14 each. How much does she spend?",
        "Kim buys a teapot. It costs $14 to fix. How much does she spend?",
        "Kim buys a teapot at the market. It costs $14. How much does she spend?",
        "Kim buys 2 teapots. It costs $14. How much does she spend?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_names_the_things(lexicon: Lexicon) -> None:
    found = things_pronouns(
        "Abel has 4 crates. They hold 9 melons each. How many melons does Abel have?", lexicon
    )
    assert found is not None
    assert found.text == "Abel has 4 crates. Each crate holds 9 melons. How many melons does Abel have?"
    found = things_pronouns("Kim bought 5 mugs. If they cost $6 apiece, how much did she spend?", lexicon)
    assert found is not None
    assert found.text == "Kim bought 5 mugs. If each mug cost $6, how much did she spend?"


def test_it_names_the_one_thing(lexicon: Lexicon) -> None:
    found = things_pronouns("Kim buys a teapot. It is $14. How much does she spend?", lexicon)
    assert found is not None
    assert found.text == "Kim buys a teapot. The teapot costs $14. How much does she spend?"


def test_a_person_group_is_never_retold(lexicon: Lexicon) -> None:
    assert (
        things_pronouns("Abel has 4 friends. They have 9 melons each. How many melons are there?", lexicon)
        is None
    )
