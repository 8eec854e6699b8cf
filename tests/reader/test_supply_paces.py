"""How long a supply lasts at a pace (ADR 0218)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rosa baked 42 muffins. If she eats 6 muffins a day, how long would the muffins last her?", 7),
        ("Paulo has 72 dollars. He spends 8 dollars a week. How many weeks will the money last?", 9),
        (
            "Ines got 20 stickers from her aunt and 16 stickers from her cousin. "
            "If she uses 4 stickers a week, how long will the stickers last her?",
            9,
        ),
        (
            "Bruno had 50 marbles. He lost 10 marbles. If he loses 5 marbles a week, how long will the marbles last him?",
            8,
        ),
        (
            "Nadia has 26 essays. If she can finish 2 essays in an hour, how many hours will it take her to finish all the essays?",
            13,
        ),
        ("Pia had 30 pieces of fudge. If she only ate 5 pieces a day, how long would the fudge last her?", 6),
    ],
)
def test_periods_a_supply_lasts(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        "Joel had 36 cookies. If he eats 5 cookies a day, how long would the cookies last him?",  # not whole
        "Joel had 36 cookies. If he can eat 4 cookies a day, how long would the cookies last him?",  # ability
        "Joel had 36 cookies. If he does not eat 4 cookies a day, how long would the cookies last him?",
        "Joel had 36 cookies. His brother had 12 cookies. If Joel eats 4 cookies a day, how long would the cookies last?",
        "Joel and Vera had 36 cookies. If they eat 4 cookies a day, how long would the cookies last them?",
        "Joel had 36 cookies. If he eats 4 cookies a day, how many weeks would the cookies last him?",
        "Joel had 36 cookies and 12 apples. If he eats 4 apples a day, how long would the cookies last him?",
        "Joel had 36 pieces of fudge and 12 pieces of toffee. If he eats 4 pieces a day, how long would the fudge last him?",
        "Joel had 36 cookies. If he gives 4 cookies a day to Vera, how long would the cookies last him?",
        "Joel had 36 cookies. If he eats 4 cookies every 2 days, how long would the cookies last him?",
    ],
)
def test_refused(text, lexicon: Lexicon):
    assert refusal_of(text, lexicon) is not None


def test_wrong_person_refuses_at_the_pronoun(lexicon: Lexicon):
    text = "Joel had 36 cookies. If he eats 4 cookies a day, how long would the cookies last her?"
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


def test_uneven_pace_keeps_the_ordinary_refusal(lexicon: Lexicon):
    text = "Joel had 36 cookies. He eats 5 cookies a day. How long will the cookies last?"
    # 36 is no whole number of days at 5 a day: the pace reading gives way to the ordinary one, which
    # reads the daily rate (ADR 0307) and has no rule for a 'how long' question
    assert refusal_of(text, lexicon).reason == "no_question_target"
