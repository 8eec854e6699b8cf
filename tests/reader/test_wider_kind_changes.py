"""A change told in a wider kind than the kinds held, asked in that wider kind (ADR 0263)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a loss in the wider kind comes out of the kinds' sum
        ("Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many fruits does he have now?", 6),
        ("Tom has 3 oranges and 6 lemons. He eats 3 of the fruits. How many fruits does he have left?", 6),
        ("A farmer has 5 cows and 7 pigs. He sold 4 animals. How many animals does the farmer have left?", 8),
        # a gain in the wider kind adds to it
        ("Tom has 3 oranges and 6 lemons. He buys 4 more fruits. How many fruits does he have now?", 13),
        (
            "Lily had 8 roses and 4 daisies. She picked 6 more flowers. How many flowers does Lily have now?",
            18,
        ),
        # a giving, to or from the holder asked
        (
            "Mia has 6 roses and 9 tulips. She gave 5 flowers to her mother. How many flowers does Mia have now?",
            10,
        ),
        ("Tom has 3 oranges and 6 lemons. Ann gave him 4 fruits. How many fruits does Tom have now?", 13),
        (
            "Tom has 3 oranges and 6 lemons. Ann has 4 apples and 2 pears. Tom gives 2 fruits to Ann. "
            "How many fruits does Ann have now?",
            8,
        ),
        # changes of a narrower kind and of the wider one together
        (
            "Tom has 3 oranges and 6 lemons. He ate 3 fruits. Then he ate 2 oranges. How many fruits does Tom "
            "have now?",
            4,
        ),
        (
            "Tom has 3 oranges and 6 lemons. He eats 3 fruits. Then he buys 5 fruits. How many fruits does he have now?",
            11,
        ),
        # a kind outside the wider one is left out
        ("Tom has 3 oranges, 6 lemons and 4 carrots. He eats 3 fruits. How many fruits does he have now?", 6),
        # the start, and the move itself
        (
            "Mia has 6 roses and 9 tulips. She gave 5 flowers to her mother. How many flowers did Mia have at first?",
            15,
        ),
        ("Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many fruits did he eat?", 3),
        # each holds the kinds; one of them changes
        (
            "Tom and Ann each have 3 oranges and 6 lemons. Tom eats 3 fruits. How many fruits does Tom have now?",
            6,
        ),
    ],
)
def test_a_change_in_the_wider_kind_applies_to_the_kinds_sum(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # which fruits were eaten is not told
        "Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many lemons does he have now?",
        "Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many more lemons than oranges does he have now?",
        # a thing not known to be a fruit, or a narrowed kind
        "Tom has 3 oranges and 6 toys. He eats 3 fruits. How many fruits does he have now?",
        "Tom has 3 red oranges and 6 lemons. He eats 3 fruits. How many fruits does he have now?",
        "Tom has 3 pounds of oranges and 6 lemons. He eats 3 fruits. How many fruits does he have now?",
        # one kind alone may not be all his fruits
        "Tom has 3 oranges. He eats 2 fruits. How many fruits does he have now?",
        # another person changed the fruits, or is asked
        "Tom has 3 oranges and 6 lemons. Ann eats 3 fruits. How many fruits does Tom have now?",
        "Tom has 3 oranges and 6 lemons. Ann has 4 apples. Tom gives 2 fruits to Ann. How many fruits does Ann "
        "have now?",
        # two holders asked together
        "Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many fruits do Tom and Ann have now?",
        # the holding is told after the change: before it or after it?
        "Tom ate 3 fruits. He has 3 oranges and 6 lemons. How many fruits does he have now?",
        # the wider kind held as such
        "Tom has 3 oranges and 6 lemons. He eats 3 fruits. He has 5 apples now. How many fruits does he have now?",
        # a part of the wider kind, an amount with no number, a compared move
        "Tom has 3 oranges and 6 lemons. He eats half of the fruits. How many fruits does he have now?",
        "Tom has 3 oranges and 6 lemons. He ate some fruits. How many fruits does Tom have now?",
        "Tom has 3 oranges and 6 lemons. He ate twice as many fruits as Ann. Ann ate 2 fruits. How many fruits "
        "does Tom have now?",
        # the kinds counted per container (a rate) are not summed here
        "Tom has 2 boxes. Each box has 3 oranges and 6 lemons. He ate 3 fruits. How many fruits does Tom have now?",
        # more eaten than held, at the end or on the way
        "Tom has 3 oranges and 6 lemons. He eats 12 fruits. Then he buys 10 fruits. How many fruits does he "
        "have now?",
        "Tom has 3 oranges and 6 lemons. He eats 12 fruits. How many fruits does he have now?",
    ],
)
def test_near_misses_are_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_one_narrower_kind_asked_refuses_as_ambiguous(lexicon: Lexicon) -> None:
    text = "Priya has 7 apples and 5 plums. She eats 4 fruits. How many plums does Priya have now?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
