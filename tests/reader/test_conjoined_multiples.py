"""A second amount told as a multiple of the one told right before 'and', written out and read again (ADR 0487)."""

import pytest

from packs.model import Lexicon
from reader.conjoined_multiples import conjoined_multiples
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # half, of the same noun with another adjective, asked in all
        ("Gwen has 12 striped socks and half as many plain socks. How many socks does she have in all?", 18),
        # another noun, then priced
        (
            "Olek buys 4 rakes and three times as many gloves. The rakes cost $9 each and the gloves cost $2 "
            "each. How much did he spend?",
            60,
        ),
        # 'There are', asked of the multiple
        ("There are 7 canoes and double as many oars. How many oars are there?", 14),
        # the noun left out, a day after each amount
        ("Fay baked 6 tarts on Monday and twice as many on Friday. How many tarts did Fay bake in all?", 18),
        # 'as <the told things>' after the other noun
        (
            "Lino's pond has 9 frogs and four times as many newts as frogs. How many newts are in the pond?",
            36,
        ),
        # a comma before 'and'
        ("Cleo saves 20 coupons, and half as many receipts. How many receipts does Cleo save?", 10),
        # 'as much' of a stuff, in the told unit
        (
            "Rune buys 1.5 liters of milk and twice as much juice. How many liters of juice does Rune buy?",
            3,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # compared with a named other
        "Gwen has 12 striped socks and half as many plain socks as Ivo. How many plain socks does Gwen have?",
        # half of an odd count
        "Gwen has 13 striped socks and half as many plain socks. How many plain socks does she have?",
        # two amounts before 'and': of which is it?
        "Gwen has 2 wool socks, 12 striped socks and half as many plain socks. How many plain socks does she have?",
        # no noun and nothing after: which socks?
        "Gwen has 12 striped socks and half as many. How many socks does she have in all?",
        # a group never named
        "They have 12 striped socks and half as many plain socks. How many socks do they have in all?",
        # negation
        "Gwen does not have 12 striped socks and half as many plain socks. How many plain socks does she have?",
        # money, and another unit
        "Olek spends $14 and twice as much. How much does Olek spend?",
        "Olek spent 14 dollars on Monday and twice as much on Friday. How many dollars did Olek spend?",
        "Olek walks 3 miles and twice as many minutes. How many minutes does Olek walk?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_amount_out(lexicon: Lexicon) -> None:
    found = conjoined_multiples(
        "Gwen has 12 striped socks and half as many plain socks. How many socks does she have in all?",
        lexicon,
    )
    assert found is not None
    assert found.text.startswith("Gwen has 12 striped socks and 6 plain socks.")
    assert found.steps == ("'half as many plain socks' is 1/2 x 12: 6 plain socks",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert conjoined_multiples("Gwen has 12 socks. How many socks does she have?", lexicon) is None
    assert (
        conjoined_multiples(
            "If Gwen has 12 striped socks and half as many plain socks, how many socks does she have?",
            lexicon,
        )
        is None
    )
    assert (
        conjoined_multiples(
            "Gwen has 12 striped socks and half as many plain socks in 2 drawers. How many plain socks are there?",
            lexicon,
        )
        is None
    )
