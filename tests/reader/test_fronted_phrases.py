"""Questions opened by a phrase of unit, period or scope, read with the phrase last (ADR 0316)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from reader.fronted_phrases import PERIOD, SCOPE, UNIT, opening_of
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # a unit: converted by the trailing 'in <unit>' rule
        (
            (
                "Ava finds 6 quarters, 5 dimes, and 2 nickels and 90 pennies. In dollars, how much "
                "money did she find?"
            ),
            3,
            "dollar",
        ),
        (
            (
                "Ava finds 6 quarters, 5 dimes, and 2 nickels and 90 pennies. In cents, how much money "
                "did she find?"
            ),
            300,
            "cent",
        ),
        ("Lena buys 3 notebooks for $4 each. In cents, how much money does Lena spend?", 1200, "cent"),
        (
            "Omar has 6 dimes and 4 nickels. In dollars, how much money does Omar have?",
            Fraction(4, 5),
            "dollar",
        ),
        (
            "Carla sells 12 cookies for 50 cents each. In dollars, how much money does Carla earn?",
            6,
            "dollar",
        ),
        (
            "Maya has 20 dollars. She spends 7 dollars on a book. In cents, how much money does she have left?",
            1300,
            "cent",
        ),
        (
            "Ben has 3 quarters and Ann has 2 dimes. In cents, how much more money does Ben have than Ann?",
            55,
            "cent",
        ),
        ("Noah earns $12 per hour. In cents, how much money does Noah earn in 2 hours?", 2400, "cent"),
        # a period a told rate runs for
        (
            "Ali drinks 2 liters of water every day. In one week, how many liters of water does Ali drink?",
            14,
            "liter",
        ),
        (
            "Ali drinks 2 liters of water every day. In a week, how many liters of water does Ali drink?",
            14,
            "liter",
        ),
        ("Rosa bikes 15 miles per hour. In 4 hours, how far does Rosa bike?", 60, "mile"),
        ("Hana writes 3 letters every day. In ten days, how many letters will Hana write?", 30, "letters"),
        ("Tariq spends 5 dollars every day. In 3 days, how much money does he spend in cents?", 1500, "cent"),
        # a scope
        (
            "Ivan has 7 red marbles and Kai has 9 blue marbles. In all, how many marbles do they have?",
            16,
            "marble",
        ),
        (
            "Ivan picked 7 apples on Monday and 9 apples on Tuesday. All told, how many apples did Ivan pick?",
            16,
            "apple",
        ),
        ("Mei has 3 bags with 8 oranges in each bag. In all, how many oranges does Mei have?", 24, "orange"),
    ],
)
def test_fronted_phrase_answers(text: str, value: Fraction, unit: str, lexicon: Lexicon) -> None:
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    assert (result.value, result.unit) == (value, unit)
    assert "at the question's end" in result.steps[-1]


@pytest.mark.parametrize(
    "text",
    [
        # a unit the money cannot be said in, or that is no unit of the asked thing
        "Ben has 3 quarters and 2 dimes. In nickels, how much money does Ben have?",
        "Maya has 20 dollars. She spends 7 dollars on a book. In minutes, how much money does she have left?",
        "Sam has 5 apples. In dollars, how many apples does Sam have?",
        # a period with a holding before it, a rate of another period, another doer, a comparison
        "Tariq has 40 dollars. He spends 5 dollars every day. In 3 days, how much money will he have?",
        "Tariq reads 20 pages every week. In 3 days, how many pages does he read?",
        "Ravi walks 3 miles every day. In 2 weeks, how many miles does his sister walk?",
        "Ravi walks 3 miles every day. Lena walks 2 miles every day. In 2 weeks, how many more miles does Ravi "
        "walk than Lena?",
        # a one-off amount, no rate to run for the period
        "Sam found 20 dollars. In one week, how much money does Sam find?",
        # a second time in the question
        "Sam reads 20 pages every day. In a week, how many pages does he read each day?",
        "Sam reads 20 pages every day. In a week, how many pages does he read in a day?",
        # openings that only narrow, or point to something unsaid: not moved
        "Mia picks 12 apples in the morning. In the afternoon, how many apples does Mia pick?",
        "Sam reads 20 pages every day. In the morning, how many pages does he read?",
        "Mia has 30 dollars. With the rest, how many pens can she buy?",
        "Mia buys 3 pencils and Leo buys 4 pencils. Including Leo, how many pencils did they buy?",
        # a condition in the question keeps its own reading
        "Ravi walks 3 miles every day. In 2 weeks, how many miles does Ravi walk if he rests one day?",
    ],
)
def test_fronted_phrase_refuses(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == "unexpected_category"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("In dollars, how much?", UNIT),
        ("In cents, how much?", UNIT),
        ("In one week, how many?", PERIOD),
        ("In a week, how many?", PERIOD),
        ("In 12 hours, how many?", PERIOD),
        ("In all, how many?", SCOPE),
        ("All told, how many?", SCOPE),
        ("In total, how many?", SCOPE),
        ("Altogether, how many?", SCOPE),
        ("In the morning, how many?", None),
        ("In each box, how many?", None),
        ("In square inches, how much?", None),
        ("In 3 apples, how many?", None),
        ("In a family of 6, how many?", None),
        ("With the rest, how many?", None),
    ],
)
def test_openings(question: str, kind: str | None, lexicon: Lexicon) -> None:
    sentence = split_sentences(question)[0]
    comma = next(i for i, t in enumerate(sentence.tokens) if t.text == ",")
    found = opening_of(sentence_words(sentence, lexicon), comma, question.split(",")[0])
    assert (found.kind if found else None) == kind


def test_ages_keep_their_own_reading(lexicon: Lexicon) -> None:
    # "In 3 years" is a time to come, read by ages (not here): the answer is the age then
    assert value_of("Tom is 5 years old. In 3 years, how old will he be?", lexicon) == 8
