"""The base of a multiple comparison found from the told compared side, retold and read again (ADR 0497)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.inverse_offsets import inverse_offset
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one holder's two kinds, the base asked
        (
            "The zoo has 5 more lions than three times the number of bears. If it has 50 lions, how many bears does it have?",
            15,
        ),
        # a total under the umbrella kind
        (
            "The zoo has 5 more lions than three times the number of bears. If the zoo has 50 lions, how many animals does it have?",
            65,
        ),
        # fewer, 'that she has', the told count its own statement
        (
            "Rhea has 5 fewer stickers than four times the number of cards that she has. Rhea has 27 stickers. How many cards does she have?",
            8,
        ),
        # no offset
        (
            "The garden has three times as many tulips as roses. If the garden has 42 tulips, how many roses does it have?",
            14,
        ),
        # an offset of one, in the singular
        (
            "Omar has 1 more kite than 6 times the number of balls he has. If he has 25 kites, how many balls does he have?",
            4,
        ),
        # two doers with a doing verb; a total; a pronoun for the told doer
        (
            "Ivy picked 4 fewer than three times as many apples as Hugo. If Ivy picked 29 apples, how many apples did Hugo pick?",
            11,
        ),
        (
            "Ivy picked 4 fewer than three times as many apples as Hugo. If she picked 29 apples, how many apples did they pick together?",
            40,
        ),
        (
            "Noah baked 8 more than twice the number of muffins that Rosa baked. If Noah baked 30 muffins, how many muffins did Rosa bake?",
            11,
        ),
        (
            "Kira collected half as many shells as Omar. If Kira collected 18 shells, how many shells did Omar collect?",
            36,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a base that is no whole count, or nothing
        "Tia has 4 more marbles than three times the number of buttons. If Tia has 30 marbles, how many buttons does she have?",
        "Tia has 4 more marbles than three times the number of buttons. If Tia has 4 marbles, how many buttons does she have?",
        # other things, another tense, another doer told
        "Ivy picked 4 fewer than three times as many apples as Hugo. If Ivy picked 29 pears, how many apples did Hugo pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. If Ivy picks 29 apples, how many apples did Hugo pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. If he picked 29 pears, how many apples did Hugo pick?",
        # a pronoun as the other doer, a distractor, a told base as well, a negation, 'each'
        "Ivy picked 4 fewer than three times as many apples as him. If Ivy picked 29 apples, how many apples did Hugo pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. Ivy picked 29 apples. Hugo ate 3 apples. How many apples did Hugo pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. Ivy picked 29 apples. If Hugo picked 9 apples, how many did they pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. Ivy did not pick 29 apples. How many apples did Hugo pick?",
        "Ivy picked 4 fewer than three times as many apples as Hugo. If Ivy picked 29 apples, how many apples did each of them pick?",
        # 'they' of one holder; the base of someone else
        "Tia has 4 more marbles than three times the number of buttons. If Tia has 31 marbles, how many buttons do they have?",
        "Tia has 4 more marbles than three times the number of buttons Omar has. If Tia has 31 marbles, how many buttons does Omar have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_tells_the_base(lexicon: Lexicon) -> None:
    found = inverse_offset(
        "Ivy picked 4 fewer than three times as many apples as Hugo. If she picked 29 apples, how many apples did Hugo pick?",
        lexicon,
    )
    assert found is not None
    assert found.text == "Hugo picked 11 apples. If Ivy picked 29 apples, how many apples did Hugo pick?"
    assert found.steps == (
        "'Ivy picked 4 fewer than three times as many apples as Hugo.' with 29 apples told: Hugo picked 11 apples",
    )


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    # the forward case: the base told, the compared side asked
    assert (
        inverse_offset(
            "Ivy picked 4 fewer than three times as many apples as Hugo. If Hugo picked 9 apples, how many apples did Ivy pick?",
            lexicon,
        )
        is None
    )
    assert inverse_offset("Ivy picked 29 apples. How many apples did Ivy pick?", lexicon) is None
