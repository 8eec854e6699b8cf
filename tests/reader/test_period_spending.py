"""Amounts spent or used up per period, asked over periods (ADR 0307)."""

from fractions import Fraction

import pytest

from reader import ReaderRefusal, read_problem
from reader.api import read_all
from reader.period_spending import read_per_period_question
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # spend, pay, use, eat, drink, burn + one amount + a|per|every period, asked over periods
        ("Petra spends $90 a month. How much does she spend in 5 months?", 450),
        ("Nora spends $12 a week on lunch. How much money does she spend in 6 weeks?", 72),
        ("Lucy pays $30 a month for her phone. How much does she pay in a year?", 360),
        ("A lamp uses 60 watts of electricity per hour. How many watts does it use in 5 hours?", 300),
        ("A cow eats 25 pounds of hay per day. How many pounds of hay does the cow eat in 4 weeks?", 700),
        ("The heater burns 2 gallons of oil every day. How many gallons of oil does it burn in 10 days?", 20),
        ("Every day Rosa spends $6. How much money does she spend in 5 days?", 30),
        ("Sam spent $8 a day. How much money did he spend in 9 days?", 72),
        # units of the question converted through the pack
        ("Ava drinks 0.5 gallons of milk a day. How many quarts does she drink in a week?", 14),
        (
            "Tom spends 30 minutes a day reading. How many hours does he spend reading in a week?",
            Fraction(7, 2),
        ),
        # another person's own rate, asked of that person
        ("Tom spends $5 a day. Ann spends $7 a day. How much money does Ann spend in 3 days?", 21),
        # the question's 'a week', 'per week', 'each week': the rate over one period
        ("Ava drinks 0.5 gallons of milk a day. How many quarts does she drink a week?", 14),
        ("Leo spends $4 a day. How much money does he spend a week?", 28),
        ("Kate uses 3 eggs per day. How many eggs does she use per week?", 21),
        # what is left of a holding the rate runs down, asked with 'have' (ADR 0476)
        ("Tom has $50. He spends $5 a day. How much money will he have in 4 days?", 30),
    ],
)
def test_spending_over_periods(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        # a one-off amount, a second rate or a holding of the same holder and kind
        (
            "Tom spends $5 a day. He spent $20 on a hat. How much money does he spend in 4 days?",
            "beside another",
        ),
        (
            "Tom spends $5 a day. He spends $20 a week. How much money does he spend in 4 weeks?",
            "beside another",
        ),
        (
            "Tom has 20 apples. He eats 2 apples a day. How many apples does he eat in 4 days?",
            "beside another",
        ),
        ("Tom spends $5 a day. He earns $3 a day. How much money does he earn in 4 days?", "beside another"),
        # a supposition or an ability, not what is done
        ("Tom would spend $5 a day. How much money does he spend in 4 days?", "supposes"),  # ADR 0311
        ("Tom can eat 3 apples a day. How many apples does he eat in 4 days?", "would or could"),
        # a narrower kind than the rate's
        ("Tom eats 3 apples a day. How many red apples does he eat in a week?", "narrower kind"),
        # a group: each or all together?
        ("The boys spend $5 a day. How much money do they spend in 4 days?", "several"),
        ("Tom's cats eat 2 cans of food a day. How many cans of food do they eat in a week?", "several"),
    ],
)
def test_rate_beside_what_it_could_combine_with_refuses(text: str, detail: str, lexicon) -> None:
    # the ordinary reading refuses for the family's own reason, and so does the whole problem
    found = read_all(text, lexicon)
    assert isinstance(found, ReaderRefusal)
    assert found.reason == "unsupported_operation"
    assert detail in found.detail
    assert isinstance(read_problem(text, lexicon), ReaderRefusal)


@pytest.mark.parametrize(
    "text",
    [
        "Tom saves $5 a day. How much money does he spend in 4 days?",  # saves is not spends
        "Tom spends $5 a day. How much money does he earn in 4 days?",
        "Tom spends $5 a day. How much money does Ann spend in 4 days?",  # another person
        "Tom spends $5 a day on weekdays. How much money does he spend in 4 days?",  # some days only (ADR 0366)
        "Tom spends $5 a week. How much money does he spend in 2 months?",  # weeks are no part of months
        "Tom spends $5 a day. How much money does he spend a month?",
        "Tom does not spend $5 a day. How much money does he spend in 4 days?",  # a negation
        "Tom has $50. He spends $5 a day. How much money does he spend in 4 days?",  # is the $50 in it? (ADR 0476)
        "Tom spends $5 a day. How much money does he earn a week?",  # the asked verb is another
        "Tom spent $20. How much money does he spend a week?",  # no rate at all
    ],
)
def test_other_shapes_refuse(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


def test_per_period_question_is_asked_again_only_for_this_family(lexicon) -> None:
    found = read_per_period_question(
        "Leo spends $4 a day. How much money does he spend a week?", lexicon, read_all
    )
    assert found is not None and found.value == 28 and found.unit == "dollar"
    assert "1 week" in found.step
    assert (
        read_per_period_question("Leo earns $4 a day. How much does he earn a week?", lexicon, read_all)
        is None
    )
