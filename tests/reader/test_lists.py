"""Lists of three or more amounts (ADR 0067) and holders that are counted things (ADR 0068)."""

import pytest

from reader import ReaderRefusal, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Lina has 3 owls, 5 crows and 2 hawks. How many crows does Lina have?", 5),
        ("Lina has 3 owls, 5 crows, and 2 hawks. How many hawks does Lina have?", 2),
        ("Lina has 3 owls, 5 crows, 2 hawks and 4 doves. How many doves does Lina have?", 4),
        ("Lina has 3 grey, 5 brown and 2 white owls. How many owls does Lina have?", 10),
        ("Lina has 3 grey, 5 brown, and 2 white owls. How many brown owls does Lina have?", 5),
        (
            "4 blue plates, 6 red plates and 1 green plate are on the table. How many plates are on the table?",
            11,
        ),
    ],
)
def test_a_list_reads_like_and_for_each_item(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_list_items_with_their_own_recipients(lexicon):
    text = "Tom had 20 pens. He gave 3 pens to Ann, 4 pens to Bo and 5 pens to Cy. How many pens does Tom have left?"
    assert value_of(text, lexicon) == 8


def test_list_items_with_their_own_places_in_money(lexicon):
    text = (
        "Tom had $40. He spent $9 on a cap, $6 on socks, and $5 on a belt. How much money does Tom have left?"
    )
    assert value_of(text, lexicon) == 20


def test_a_sign_written_apart_in_a_list(lexicon):
    text = "Kai paid $ 2 for tea , $ 3 for jam , and $ 4 for bread . How much money did Kai pay?"
    assert value_of(text, lexicon) == 9


def test_two_places_joined_by_and(lexicon):
    text = "Nia found 4 shells on the beach and 7 shells in the pool. How many shells did Nia find?"
    assert value_of(text, lexicon) == 11


def test_a_list_then_a_second_clause(lexicon):
    text = "Kai has 3 owls, 5 crows and 2 hawks, and Lu has 4 crows. How many crows do they have in all?"
    assert value_of(text, lexicon) == 9


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no 'and' before the last item: a list or two clauses with a verb left out?
        ("Lina has 3 owls, 5 crows. How many crows does Lina have?", "unfinished_frame"),
        ("Lina has 3 grey, 5 brown owls. How many owls does Lina have?", "unfinished_frame"),
        # the list's 'and' is not followed by an amount
        (
            "Lina has 3 owls, 5 crows and gave 2 hawks to Bo. How many crows does Lina have?",
            "unfinished_frame",
        ),
        (
            "Lina has 3 owls, 5 crows and twice as many hawks. How many hawks does Lina have?",
            "unfinished_frame",
        ),
        # 'or' is not a list of amounts held
        ("Lina has 3 owls, 5 crows or 2 hawks. How many crows does Lina have?", "unexpected_category"),
        # a total and its parts
        (
            "Lina gave away 10 pens, 4 pens to Bo and 6 pens to Cy. How many pens did Lina give away?",
            "ambiguous_unit",
        ),
        ("Lina gave away 10 pens, 4 to Bo and 6 to Cy. How many pens did Lina give away?", "ambiguous_unit"),
        # one unit twice with nothing to tell the items apart
        ("Lina has 3 owls, 5 owls and 2 hawks. How many owls does Lina have?", "ambiguous_unit"),
        (
            "Lina has 60 cards, 5 cards fewer than Bo and 8 cards more than Cy. How many cards does Bo have?",
            "ambiguous_unit",
        ),
        # 'each' after a list is read as after two items: refused
        (
            "Lina bought 2 mugs, 3 bowls and 4 jars for $3 each. How much money did Lina spend?",
            "unsupported_operation",
        ),
        # three conjoined names with no 'and' before the last (ADR 0177)
        ("Al, Bo, Cy each have 4 pens. How many pens do they have in all?", "unfinished_frame"),
    ],
)
def test_lists_that_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_a_thing_holding_money_while_such_things_are_counted_refuses(lexicon):
    text = "A silver ring is worth 30 dollars. Mo has 2 silver rings and 10 dollars. How much money does Mo have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_a_thing_holding_pieces_while_such_things_are_counted_refuses(lexicon):
    text = "A crate has 9 melons. Mo has 3 crates and 4 melons. How many melons does Mo have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_money_asked_beside_priced_items_held_refuses(lexicon):
    text = "A lamp costs $20. Mo has 2 lamps and $15. How much money does Mo have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_money_after_buying_priced_items_still_answers(lexicon):
    text = "A lamp costs $20. Mo had $50 and bought 2 lamps. How much money does Mo have left?"
    assert value_of(text, lexicon) == 10


def test_items_priced_each_end_their_own_clause(lexicon):
    text = "Tom had $30. He bought 3 caps for $2 each, 4 pads for $3 each, and 2 pins for $1 each. How much money does Tom have left?"
    assert value_of(text, lexicon) == 10


def test_two_items_priced_each(lexicon):
    text = "Tom sold 5 kites at $4 each and 2 drums at $10 each. How much money did Tom earn?"
    assert value_of(text, lexicon) == 40


def test_two_prices_without_each_still_refuse(lexicon):
    text = "Tom bought 3 caps for $5 and 2 pads for $4. How much money did Tom spend?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_an_item_after_a_priced_one_with_no_price_refuses(lexicon):
    text = "Tom bought 3 caps for $5 each and 2 pads. How much money did Tom spend?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_an_opening_amount_is_no_list_item(lexicon):
    text = "After 3 days, 4 owls and 2 hawks came. How many owls came?"
    assert isinstance(read_problem(text, lexicon), ReaderRefusal)
