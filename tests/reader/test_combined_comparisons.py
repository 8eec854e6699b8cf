"""A difference asked against the sum of several named amounts (ADR 0333)."""

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of

STAMPS = "Omar has 90 stamps. Priya has 25 stamps. Kofi has 40 stamps. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the group after 'than', summed by any of the words that say so
        (STAMPS + "How many more stamps does Omar have than Priya and Kofi combined?", 25),
        (STAMPS + "How many more stamps does Omar have than both Priya and Kofi combined?", 25),
        (STAMPS + "How many more stamps does Omar have than Priya and Kofi put together?", 25),
        (STAMPS + "How many more stamps does Omar have than Priya and Kofi in all?", 25),
        (STAMPS + "How many fewer stamps does Priya have than Omar and Kofi combined?", 105),
        # the group asked, one holder after 'than'
        (STAMPS + "How many fewer stamps do Priya and Kofi have together than Omar?", 25),
        (STAMPS + "How many more stamps do Omar and Kofi have together than Priya?", 105),
        # three in a list, with or without the last comma
        (
            "Lena has 50 shells. Marco has 12 shells. Tariq has 9 shells. Yuki has 6 shells. "
            "How many more shells does Lena have than Marco, Tariq, and Yuki combined?",
            23,
        ),
        # each amount read as the reader reads it alone: comparisons, moves, other units of length
        (
            "Nia has 45 cards. Femi has 12 cards. Paul has twice as many cards as Femi. "
            "How many more cards does Nia have than Femi and Paul combined?",
            9,
        ),
        (
            STAMPS
            + "Priya gives 5 stamps to Omar. How many more stamps does Omar have than Priya and Kofi combined?",
            35,
        ),
        (
            "Ada ran 6 kilometers. Bea ran 1500 meters. Cy ran 2000 meters. "
            "How many more meters did Ada run than Bea and Cy combined?",
            2500,
        ),
        # kinds of one holder: by their describing word, or as nouns of their own
        (
            "A shop has 70 red mugs, 21 white mugs and 30 black mugs. "
            "How many more red mugs does the shop have than white and black mugs combined?",
            19,
        ),
        (
            "A farm has 80 hens, 25 ducks and 31 geese. How many more hens does the farm have than ducks and geese combined?",
            24,
        ),
        (
            "Nia has $45. Femi has $12. Paul has $9. How much more money does Nia have than Femi and Paul combined?",
            24,
        ),
    ],
)
def test_a_difference_against_a_sum(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_kinds_difference_is_in_the_common_noun(lexicon: Lexicon) -> None:
    result = read_problem(
        "A shop has 70 red mugs, 21 white mugs and 30 black mugs. "
        "How many more red mugs does the shop have than white and black mugs combined?",
        lexicon,
    )
    assert isinstance(result, Answer) and result.unit == "mug"
    assert "70 - (21 + 30) = 19" in result.steps[-1]


@pytest.mark.parametrize(
    "text",
    [
        # two after 'than' with no word that adds them: than each, or than both?
        STAMPS + "How many more stamps does Omar have than Priya and Kofi?",
        STAMPS + "How many fewer stamps do Priya and Kofi have than Omar?",
        # the difference goes the other way, or is nothing
        STAMPS + "How many more stamps do Priya and Kofi have together than Omar?",
        "Omar has 65 stamps. Priya has 25 stamps. Kofi has 40 stamps. "
        "How many more stamps does Omar have than Priya and Kofi combined?",
        # another kind, another verb, a holder the story never gives an amount
        "Omar has 90 stamps. Priya has 25 stamps. Kofi has 40 coins. "
        "How many more stamps does Omar have than Priya and Kofi combined?",
        "Rosa picked 64 plums. Dev ate 20 plums. Ines picked 18 plums. "
        "How many more plums did Rosa pick than Dev and Ines combined?",
        "Omar has 90 stamps. Priya has 25 stamps. How many more stamps does Omar have than Priya and Kofi combined?",
        # 'they', a possessive holder, a member said twice, kinds of other holders
        STAMPS + "How many more stamps do they have than Priya and Kofi combined?",
        STAMPS + "How many more stamps does Omar's brother have than Priya and Kofi combined?",
        STAMPS + "How many more stamps does Omar have than Priya and Priya combined?",
        "A farm has 80 hens. A zoo has 25 ducks and 31 geese. "
        "How many more hens does the farm have than ducks and geese combined?",
    ],
)
def test_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
