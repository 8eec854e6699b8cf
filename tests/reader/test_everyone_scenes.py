"""A story of people named one by one, set in a scene or asked as 'the N family members', told plainly
and read again (ADR 0498)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.everyone_scenes import everyone_scenes
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a scene told first, an offset multiple of what another gained, the unit said again, the occasion echoed
        (
            "At the family reunion, everyone ate too much food and gained weight. Lena gained 6 pounds. "
            "Kira gained 1 pound more than three times what Lena gained. Mara gained 2 pounds less than half "
            "of what Kira gained. How much weight, in pounds, did the three family members gain at their reunion?",
            Fraction(65, 2),
        ),
        # the scene alone
        (
            "At the bake sale, everybody worked hard. Omar baked 3 pies. Pia baked 5 pies. "
            "How many pies did the two friends bake?",
            8,
        ),
        # the unit said again, with no scene
        (
            "Vera read for 40 minutes. Alek read for 25 minutes. How long, in minutes, did the two friends read?",
            65,
        ),
        # dollars
        (
            "At the spring fair, everybody cheered. Hiro earned $30. Mika earned $12 more than Hiro. "
            "How much money, in dollars, did the two friends earn at the fair?",
            72,
        ),
        # 'team members', a share of another's count
        (
            "At the garden party, everyone chatted. Ulla planted 14 tulips. Teo planted half as many tulips as "
            "Ulla. How many tulips did the two team members plant?",
            21,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the scene's thing is counted later: everyone's, or only theirs?
        "At the bake sale, everyone baked pies. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        # a number, a transfer, a negation, a name, a pronoun in the scene
        "At the bake sale, everyone baked 2 pies. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        "At the bake sale, everyone gave pies to Omar. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        "At the bake sale, everyone did not work hard. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        "At Omar's bake sale, everyone worked hard. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        "At the bake sale, they worked hard. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake?",
        # the group is not the N named, or is asked as 'they' or 'everyone'
        "At the bake sale, everyone worked hard. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the three family members bake?",
        "At the bake sale, everyone worked hard. Omar baked 3 pies. Pia baked 5 pies. How many pies did they bake?",
        "At the bake sale, everyone worked hard. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did everyone bake?",
        # another unit: a conversion
        "At the camp, everybody swam and hiked. Omar hiked 5 miles. Pia hiked 7 kilometers. "
        "How far, in miles, did the two cousins hike?",
        "Lena gained 6 pounds. Kira gained 8 pounds. How much weight, in ounces, did the two cousins gain?",
        # another place, or a place no scene told
        "At the party, everyone sang. Omar baked 3 pies. Pia baked 5 pies. "
        "How many pies did the two friends bake at the fair?",
        "At the party, everyone sang. Omar baked 3 pies at school. Pia baked 5 pies. "
        "How many pies did the two friends bake at the party?",
        "Omar baked 3 pies. Pia baked 5 pies. How many pies did the two friends bake at the party?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_leaves_out_what_says_nothing(lexicon: Lexicon) -> None:
    found = everyone_scenes(
        "At the fair, everyone laughed. Omar hiked 5 miles. Pia hiked 7 miles. "
        "How far, in miles, did the two family members hike at the fair?",
        lexicon,
    )
    assert found is not None
    assert found.text == "Omar hiked 5 miles. Pia hiked 7 miles. How many miles did the two friends hike?"
    assert len(found.steps) == 4
