"""Red-team round 0393: a numberless phrase set off after an object (ADR 0391) is dropped only after a
bare plural ("keeps ducks, large birds"): after a counted object ("bought 5 pens, a ruler") it may be
one more thing of a list with no 'and', and a lone "a <noun>" ("keeps cats, a dog") may be one more
thing too, so the text is left as written and its own refusal stands."""

import pytest

from reader.set_off_phrases import set_off_phrases
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Mia bought 5 pens, a ruler.",
        "Mia bought 5 pens, blue markers.",
        "Mia has 5 cats, an old dog.",
        "Mia bought a dozen mugs, tall cups.",
        "Mia keeps cats, a dog.",
        "Mia grows roses, a rose.",
    ],
)
def test_a_tail_that_may_be_one_more_thing_is_kept(lexicon, text):
    assert set_off_phrases(text, lexicon) == text


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Farmer Bo keeps geese, loud birds.", "Farmer Bo keeps geese."),
        ("Mia grows roses, a red flower.", "Mia grows roses."),
    ],
)
def test_a_describing_tail_after_a_bare_plural_is_still_dropped(lexicon, text, plain):
    assert set_off_phrases(text, lexicon) == plain


@pytest.mark.parametrize(
    "text",
    [
        "Mia bought 5 pens, a ruler. Each pen cost $2. How much did Mia spend?",
        "Mia has 5 cats, a kitten. How many cats does Mia have?",
        "Mia has 5 birds, a parrot. How many birds does Mia have?",
        "Mia bought 3 bags, a purse. Each bag cost $4. How much did Mia spend?",
        "Mia keeps cats, a kitten. She has 5 cats. How many cats does Mia have?",
    ],
)
def test_one_more_thing_after_a_counted_object_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", ",")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Farmer Bo keeps geese, loud birds. He has 10 geese. He sells 4 geese. How many geese does he have now?",
            6,
        ),
        ("Ann bought 6 kites that each cost $9. How much did she spend on kites?", 54),
        (
            "Ann has 4 vases with 7 roses in each. Bo has 3 more roses than Ann. How many roses does Bo have?",
            31,
        ),
        ("Two friends, Kay and Ian, each have 6 pens. Kay lost 2 pens. How many pens does Kay have now?", 4),
    ],
)
def test_the_readings_of_the_day_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Ann bought 6 kites that each sell for $8. How much did Ann spend?",
        "Ann sold 6 kites which each cost her $9. How much did Ann make?",
        "Ann has 10 boxes that each hold 5 pens. 3 of them are empty. How many pens does Ann have?",
        "Ann has 4 vases with 7 roses in each. She gave 2 vases away. How many roses does Ann have?",
        "Three friends, Kay and Ian, each have 6 pens. How many pens do they have?",
        "Ty raises 12 geese, a dozen birds. How many geese does Ty have?",
        "Her brother, Owen, did not eat 5 apples. How many apples did Owen eat?",
    ],
)
def test_traps_on_the_rewrites_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None
