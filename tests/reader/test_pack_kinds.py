"""The common schoolbook members of the wider kinds, filed in the pack as ``kind_of`` (ADR 0283)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "At the lake, there are twice as many salmon as trout. If there are 14 trout, how many "
                "fish are there?"
            ),
            42,
        ),
        ("Tom has 3 trout and 4 salmon. How many fish does he have?", 7),
        ("Maya bought 4 avocados, 6 cherries and 5 figs. How many fruits did she buy?", 15),
        ("Ben grew 8 eggplants and 12 turnips. How many vegetables did Ben grow?", 20),
        ("At the park there are 5 eagles, 9 pigeons and 11 sparrows. How many birds are there?", 25),
        ("There are 13 bees and 8 moths in the garden. How many insects are in the garden?", 21),
        ("The zoo has 4 cheetahs, 6 pandas and 3 gorillas. How many animals does the zoo have?", 13),
        ("Lena planted 10 oaks and 14 maples. How many trees did Lena plant?", 24),
        ("There are 9 bicycles and 6 motorcycles in the garage. How many vehicles are in the garage?", 15),
        ("Omar owns 5 hammers, 3 wrenches and 4 screwdrivers. How many tools does Omar own?", 12),
        ("The band has 3 guitars, 2 drums and 1 piano. How many instruments does the band have?", 6),
        ("A vendor sold 8 cupcakes and 7 brownies. How many desserts did the vendor sell?", 15),
        # 'clothes' and 'clothing' ask for the same garments
        ("Sara bought 4 skirts, 3 sweaters and 2 jackets. How many clothes did she buy?", 9),
        ("Sara bought 4 skirts and 3 blouses. How much clothing did she buy?", 7),
        # a spending "on a jacket" names what it bought, as "on shorts" does
        (
            (
                "Rosa went to the store to buy clothes. She spent $21.50 on shorts, $8.25 on a "
                "sweater, and $30.10 on a jacket. How much money did Rosa spend on clothes?"
            ),
            Fraction("59.85"),
        ),
        ("Ali spent $15 on a jacket and $9 on shorts. How much did Ali spend on clothes?", 24),
    ],
)
def test_wider_kind_of_filed_members(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # not a fish, not an insect: left without the kind, so the question refuses
        "A tank has 10 goldfish and 3 dolphins. How many fish are in the tank?",
        "An aquarium has 8 sharks and 5 whales. How many fish are there?",
        "Kim has 4 jellyfish and 6 trout. How many fish does Kim have?",
        "There are 6 spiders and 7 ants. How many insects are there?",
        # fruit or vegetable depends on who asks
        "Jo has 5 tomatoes and 4 carrots. How many vegetables does Jo have?",
        "Jo has 5 tomatoes and 4 apples. How many fruits does Jo have?",
        # a kind not filed, a modified kind, the wider kind stated beside a narrower one
        "Ana bought 3 hats and 2 shoes. How many clothes did she buy?",
        "There are 12 red tulips and 5 poppies. How many flowers are there?",
        "There are 6 birds and 4 eagles on the tree. How many birds are on the tree?",
        # another top kind, another holder, a change of the wider kind
        "Max has 9 goldfish, 4 guppies and 3 cats. How many fish does Max have?",
        "Tom has 6 eagles and Ann has 4 robins. How many birds does Tom have?",
        "Tim has 4 roses and 6 marigolds. He gave 2 flowers to Ann. How many roses does Tim have?",
        # one spending whose purchase is not a kind of the asked one
        "Mia spent $8 on a scarf and $12 on a toy. How much did Mia spend on clothes?",
        # 'pay for an apple' may ask the price of one: the question keeps its narrower reading
        "Ann bought 4 apples for $8. How much did she pay for an apple?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
