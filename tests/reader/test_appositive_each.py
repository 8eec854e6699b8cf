"""A per-item amount told after counted things by ', each <verb>-ing <amount>' (ADR 0251)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a price, in a clause that buys: read as "for $P each"
        (
            "Priya had $60. Priya bought 4 notebooks, each costing $7. How much money does Priya have left?",
            32,
        ),
        ("Dana bought 5 scarves, each costing $12. How much did Dana spend?", 60),
        ("Keisha bought 8 mugs, each costing 3 dollars. How many dollars did Keisha spend?", 24),
        # an object pronoun that can only be the buyer
        ("Luis had $75. Luis bought 3 puzzles, each costing him $9. How much money does Luis have left?", 48),
        (
            (
                "Nina bought 4 notebooks, each costing her $6. She paid with a $50 bill. How much "
                "change did she get?"
            ),
            26,
        ),
        # contents: read as "with N each", with or without the comma
        ("Omar has 9 crates, each containing 30 oranges. How many oranges does Omar have?", 270),
        ("Ivy has 5 jars each containing 40 beads. How many beads does Ivy have?", 200),
        ("The bakery ordered 12 trays, each having 24 rolls. How many rolls did the bakery order?", 288),
        (
            "Hugo had 6 boxes, each containing 15 crayons. He gave away 20 crayons. "
            "How many crayons does Hugo have now?",
            70,
        ),
        # the same facts in neighbouring shapes: 'each' before the verb of a relative clause, 'each with',
        # 'each' and the counted noun again, a participle with 'each' after the amount
        ("Elena had $30. Elena bought 5 candles that each cost $4. How much money does Elena have left?", 10),
        ("Jonah bought 6 posters, which each cost $3. How much did Jonah spend?", 18),
        ("Kira has 7 trays, each with 12 cookies. How many cookies does Kira have?", 84),
        ("Kira has 7 trays, each tray containing 12 cookies. How many cookies does Kira have?", 84),
        ("Paolo had $50. Paolo bought 4 games, each for $9. How much money does Paolo have left?", 14),
        ("Luca has 9 crates containing 20 melons each. How many melons does Luca have?", 180),
    ],
)
def test_each_participle_is_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # negation, a seller's price, two counted nouns, no count, more after the amount
        "Priya did not buy 4 notebooks, each costing $7. Priya had $60. How much money does Priya have left?",
        "Marco sold 6 candles, each costing $5. How much money did Marco get?",
        "Dana bought 5 scarves and 2 hats, each costing $12. How much did Dana spend?",
        "Dana bought some scarves, each costing $12. How much did Dana spend?",
        "Rosa bought 3 lamps, each costing $15, and 2 rugs. How much did Rosa spend?",
        "Omar has 9 crates, each containing 30 oranges and 4 lemons. How many lemons does Omar have?",
        # a capacity, a weight
        "Omar has 9 crates, each holding 30 oranges. How many oranges does Omar have?",
        "Tom bakes 12 muffins, each weighing 4 ounces. How many ounces do the muffins weigh?",
        # a pronoun that may be somebody else, or is somebody else
        "Luis had $75. Ken had $10. Luis bought 3 puzzles, each costing him $9. How much money does Luis have left?",
        "Nora bought 7 vases, each costing him $4. She paid with a $50 bill. How much change did she get?",
        # another noun after 'each', no 'each' at all, more after the amount, two counted nouns
        "Kira has 7 trays, each cup containing 12 cookies. How many cookies does Kira have?",
        "Luca has 9 crates containing 20 melons. How many melons does Luca have?",
        "Paolo bought 4 games, each for $9, and a mouse. How much did Paolo spend?",
        "Elena bought 5 candles and 2 lamps that each cost $4. How much did Elena spend?",
        # a measure before 'each': each pound, or each grape?
        "Wes bought 4 pounds of grapes, each costing $2. How much did Wes spend?",
        "Wes bought 4 pounds of grapes that each cost $2. How much did Wes spend?",
    ],
)
def test_each_participle_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
