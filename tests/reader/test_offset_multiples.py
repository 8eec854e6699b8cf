"""An offset multiple told with a doing verb, written out as its amount and read again (ADR 0482)."""

import pytest

from packs.model import Lexicon
from reader.offset_multiples import offset_multiple
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one doer's two things, "as it did <noun>" and plain "as <noun>"
        (
            "The deli sold 3 fewer than twice the number of wraps as it did salads. It sold 8 salads. "
            "How many wraps did it sell?",
            13,
        ),
        (
            "Joel picked 5 more than three times as many limes as lemons. He picked 6 lemons. "
            "How many limes and lemons did he pick in total?",
            29,
        ),
        # "what <Y> <verb>" of money, the told amount after it
        ("Anya earned $2 more than four times what Cole earned. Cole earned $5. How much did Anya earn?", 22),
        # as far as, in the told length unit; a difference asked
        (
            "Cole cycled 9 miles. Anya cycled 4 miles less than three times as far as Cole. "
            "How many more miles did Anya cycle than Cole?",
            14,
        ),
        # as much as, money, the count in an 'if' clause
        (
            "Anya saved $6 more than half as much as Cole. If Cole saved $50, how much did Anya save?",
            31,
        ),
        # the doer's own count told without its doer, in the question's 'if' clause
        (
            "The deli sold 3 fewer than twice the number of wraps as it did salads. "
            "If 8 salads were sold how many wraps did the deli sell?",
            13,
        ),
        # a holding compared with another's
        (
            "Anya has 2 more than four times as many pies as Cole has. If Cole has 5 pies, "
            "how many pies do they have altogether?",
            27,
        ),
        # a shop named by its owner
        (
            "Ray's Bakery sold 4 more than twice the number of buns that Tia's Bakery sold. "
            "If Tia's Bakery sold 20 buns, how many buns did Ray's Bakery sell?",
            44,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # another person's count, a pronoun as the compared holder
        "Joel picked 5 more than three times as many limes as lemons. Ada picked 6 lemons. How many limes did Joel pick?",
        "Anya baked 2 more than four times what he baked. Cole baked 5 pies. How many pies did Anya bake?",
        # 'what' of a count: what else did Cole bake? (ADR 0461)
        "Anya baked 2 more than four times what Cole baked. Cole baked 5 pies. How many pies did Anya bake?",
        # another verb, another tense
        "Anya baked 2 more than four times what Cole baked. Cole bought 5 pies. How many pies did Anya bake?",
        "Anya baked 2 more than four times what Cole bakes. Cole bakes 5 pies. How many pies did Anya bake?",
        # a distractor in the told count, a third statement
        "Anya baked 2 more than four times what Cole baked. Cole baked 5 pies and 2 cakes. "
        "How many pies did Anya bake?",
        "Anya baked 2 more than four times what Cole baked. Cole baked 5 pies. Cole baked 3 cakes. "
        "How many pies did Anya bake?",
        # a passive of another verb or of the compared things, or with two doers
        "The deli sold 3 fewer than twice the number of wraps as it did salads. "
        "If 8 salads were bought, how many wraps did the deli sell?",
        "Anya sold 3 fewer than twice as many wraps as Cole. If 8 wraps were sold, how many wraps did Anya sell?",
        # other units, money without a dollar sign, nothing or less, not whole
        "Cole cycled 9 miles. Anya cycled 4 feet less than three times as far as Cole. How many miles did Anya cycle?",
        "Anya saved 6 more than half as much as Cole. If Cole saved $50, how much did Anya save?",
        "The deli sold 30 fewer than twice the number of wraps as it did salads. It sold 8 salads. "
        "How many wraps did it sell?",
        "Joel picked 5 more than half as many limes as lemons. He picked 7 lemons. How many limes did he pick?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_amount_out(lexicon: Lexicon) -> None:
    found = offset_multiple(
        "Anya baked 2 more than four times as many pies as Cole. Cole baked 5 pies. How many pies did Anya bake?",
        lexicon,
    )
    assert found is not None
    assert found.text == "Anya baked 22 pies. Cole baked 5 pies. How many pies did Anya bake?"
    assert found.steps == ("'2 more than four times as many pies as Cole' of the 5 told: 22 pies",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    # a third statement; a comparison in the question is not retold
    assert (
        offset_multiple(
            "Cole baked 5 pies. Anya baked 2 more than twice as many pies as Cole. Cole baked 3 cakes. "
            "How many pies did Anya bake?",
            lexicon,
        )
        is None
    )
    assert (
        offset_multiple(
            "Cole baked 5 pies. If Anya baked 2 more than twice as many pies as Cole, how many pies did she bake?",
            lexicon,
        )
        is None
    )
