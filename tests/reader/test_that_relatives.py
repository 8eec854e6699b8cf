"""A thing bought, described by a present relative clause of holding (ADR 0255)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one container bought: read as "a crate of 45 peaches"
        ("Maya bought a crate that contains 45 peaches. She ate 7 peaches. How many peaches are left?", 38),
        (
            "Leo purchased a bag that has 60 cookies. He gave 18 cookies to his sister. "
            "How many cookies does Leo have now?",
            42,
        ),
        ("Omar buys a jar that has 120 marbles. He loses 35 marbles. How many marbles does he have now?", 85),
        # set off by a comma, 'which'
        (
            "Ines bought a bag, which contains 28 oranges. She gave 10 oranges to Paul. "
            "How many oranges does Ines have now?",
            18,
        ),
        # counted containers with a stated 'each'
        ("Theo bought 4 packs that each contain 15 stickers. How many stickers did he buy?", 60),
        ("Theo bought 6 bags that contain 8 lemons each. How many lemons did Theo buy?", 48),
        # two buyers
        (
            "Nadia bought a box that contains 36 crayons. Ivan bought a box that contains 24 crayons. "
            "How many more crayons did Nadia buy than Ivan?",
            12,
        ),
    ],
)
def test_bought_thing_described_as_sold(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 3 in each, or in all?
        "Sven bought 3 cartons that contain 12 eggs. How many eggs did he buy?",
        # not a buying verb; having then, holding now
        "Maya found a crate that contains 45 peaches. She ate 7 peaches. How many peaches are left?",
        "Maya had a crate that contains 45 peaches. She ate 7 peaches. How many peaches are left?",
        # present buying, past holding
        "Maya buys a crate that contained 45 peaches. She ate 7 peaches. How many peaches are left?",
        # negated; a capacity verb
        "Maya bought a crate that does not contain 45 peaches. How many peaches did she buy?",
        "Maya bought a crate that holds 45 peaches. How many peaches did she buy?",
        # a head with its own 'of'; another person between
        "Maya bought a crate of fruit that contains 45 peaches. How many peaches did she buy?",
        "Bruno bought a crate from Hana that contains 30 plums. How many plums did Bruno buy?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
