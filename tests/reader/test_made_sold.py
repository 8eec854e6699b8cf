"""Things made or got, then all sold at a price of each with the count left unsaid (ADR 0304)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.made_sold import sold_text
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'each [thing|one] for <money>'
        ("Lily made 25 doughnuts. She sells each for $3. How much money does she make?", 75),
        ("Omar made 30 bracelets. He sells each bracelet for $4. How much money does he earn?", 120),
        ("Jun grew 45 peppers. He sold each one for $1. How much money did he earn?", 45),
        ("Ivan picked 24 lemons and sold each for $1. How much money did he earn?", 24),
        ("Amara baked 40 cookies. If she sells each cookie for $2, how much money will she make?", 80),
        ("Keiko picked 60 strawberries. She sells each for 10 cents. How many cents does she earn?", 600),
        # 'all of them', 'the <things>', 'all of his <things>' with 'each' or 'apiece' after the price
        ("Rosa baked 2 dozen cupcakes. She sold all of them for $3 each. How much money did she earn?", 72),
        ("Leon made 8 spoons. He sold the spoons for $12 apiece. How much money did he make?", 96),
        (
            "Felix made 12 kites. He sold all of his kites for 9 dollars each. How much money did he earn?",
            108,
        ),
        # the profit reading (ADR 0298) with the count put in
        (
            (
                "Hector spent $40 to buy cookie ingredients. If he made 30 cookies and sells each for "
                "$2, how much was his profit?"
            ),
            20,
        ),
        ("Paolo bought 10 hats for $4 each. He sold each for $7. How much profit did he make?", 30),
    ],
)
def test_every_thing_told_is_sold_at_the_price_of_each(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_the_count_is_copied_into_the_sale(lexicon) -> None:
    text = "Sven baked 3 dozen bagels. He sells each for $2. How much money does he make?"
    new, amount, kind = sold_text(text, lexicon)
    assert (
        new == "Sven baked 3 dozen bagels. He sells 3 dozen bagels for $2 each. How much money does he make?"
    )
    assert (amount, kind) == ("3 dozen bagels", "bagel")
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == 72
    assert "every one of the 3 dozen bagels is sold" in result.steps[-1]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # some eaten before the sale: not every one told is sold
        (
            "Priya baked 18 muffins. She ate 3 muffins. She sells each for $2. How much money does she make?",
            "unused_operator",
        ),
        (
            "Tom baked 36 cookies. He sells each for $2. He ate 6 cookies. How much money does he make?",
            "unused_operator",
        ),
        # a price told of another thing, a second kind, another seller, another person asked
        (
            "Omar made 30 bracelets. He sells each necklace for $4. How much money does he earn?",
            "unused_operator",
        ),
        (
            "Jun grew 45 peppers and 20 onions. He sold each for $1. How much money did he earn?",
            "unused_operator",
        ),
        ("Omar made 30 bracelets. Lea sells each for $4. How much money does Omar earn?", "unused_operator"),
        ("Amara baked 40 cookies. She sells each for $2. How much money does Ben make?", "unused_operator"),
        (
            "Tom baked 36 cookies. He sells each for $2. How much money do his customers pay?",
            "unused_operator",
        ),
        # a supposition, a negation, a price per dozen, a bare 'them' in another sentence (ADR 0137)
        (
            "Rosa baked 2 dozen cupcakes. She would sell each for $3. How much money does she make?",
            "unused_operator",
        ),
        (
            "Tom baked 36 cookies. He doesn't sell each for $2. How much money does he make?",
            "unused_operator",
        ),
        (
            "Rosa baked 24 cupcakes. She sells them for $10 a dozen. How much money does she make?",
            "unresolved_pronoun",
        ),
        ("Tom baked 36 cookies. He sold them for $2 each. How much money did he earn?", "unresolved_pronoun"),
        # money held before: a habit's price does not say the sale is done
        (
            "Tom had 5 dollars. He baked 36 cookies. He sells each for $2. How much money does he have now?",
            "unused_operator",
        ),
        # 'make' beside a cost may be the profit (ADR 0195)
        (
            "Mei spent $20 on flour. She baked 30 rolls and sold each for $1.50. How much money did she make?",
            "unused_operator",
        ),
        # things made for someone, made in a time, made by each of two
        (
            "Leon made 8 spoons for his sister. He sold each for $12. How much money did he earn?",
            "unused_operator",
        ),
        (
            "Tom baked 36 cookies in 2 hours. He sells each for $2. How much money does he make?",
            "unused_operator",
        ),
        (
            "Nadia and Eva each made 15 candles. They sell each for $6. How much money do they make?",
            "ambiguous_unit",
        ),
    ],
)
def test_sales_not_of_every_thing_told_refuse(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
