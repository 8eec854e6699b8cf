"""A rate's period asked in other words: every week, per year, after a year, after N years (ADR 0313)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom reads 20 pages a day. How many pages does he read every week?", 140),
        ("Mia earns $12 a day. How much money will she earn per week?", 84),
        ("Zoe drinks 2 liters of water a day. How many liters does she drink each week?", 14),
        ("Liam saves $40 a month. How much does he save every year?", 480),
        ("Noah pays $25 a month. How much does he pay in total after a year?", 300),
        ("Ivy earns $90 a month. How much does she earn after 1 year?", 1080),
        ("Ava earns $300 a month. How much will she earn after 2 years?", 7200),
        ("Tom earns $50 a month. How much does he earn after one year?", 600),
        ("Omar walks 3 miles a day. How many miles does he walk after a week?", 21),
        ("Ruth knits 2 scarves a week. How many scarves does she knit after 3 weeks?", 6),
        ("Tom earns $5 a day. How much does he earn after 10 days?", 50),
        ("Ben writes 15 lines a minute. How many lines does he write per hour?", 900),
        ("Tom earns $5 an hour. He works 8 hours a day. How much does he earn every day?", 40),
        ("Tom earns $5 a day. How much does he earn a week?", 35),
        ("Tom earns $50 a month. Ann earns $20 a month. How much does Ann earn every year?", 240),
    ],
)
def test_a_span_of_the_rates_period_is_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a day never becomes a month, a week never a year, a month never a week (ADR 0064)
        ("Tom reads 20 pages a day. How many pages does he read every month?", "unused_operator"),
        ("Tom reads 100 pages a week. How many pages does he read every year?", "unused_operator"),
        ("Tom reads 400 pages a month. How many pages does he read per week?", "unused_operator"),
        # an hour's rate is no day's: how many hours of work is not told
        ("Tom earns $5 an hour. How much does he earn every day?", "unused_operator"),
        # the told days of work are not seven
        ("Tom earns $5 a day. He works 5 days a week. How much does he earn every week?", "unused_operator"),
        # another person, a group, a limit of three months
        ("Tom earns $50 a month. How much does Ann earn every year?", "unused_operator"),
        ("Tom and Ann earn $50 a month. How much do they earn every year?", "unused_operator"),
        ("Tom pays $50 a month for 3 months. How much does he pay every year?", "unused_operator"),
        # a one-off amount beside the rate, with no rate, or a holding asked
        (
            "Tom earns $50 a month. He earned $20 on Monday. How much does he earn every year?",
            "unused_operator",
        ),
        ("Tom earned $50. How much does he earn every year?", "unused_operator"),
        ("Tom has $100. He earns $50 a month. How much money will he have after a year?", "unused_operator"),
        # the first year presumes a start the story does not tell (as ADR 0289's red team holds)
        ("Lena earns $35 a month. How much does Lena earn in the first year?", "unused_operator"),
        ("Lena earns $35 a month. How much does Lena earn after the first year?", "unused_operator"),
        # a rate asked back per its own unit, and a bare "a week" beside a second rate (ADR 0307)
        ("Tom earns $5 a day. How much does he earn every day?", "unused_operator"),
        (
            "Tom eats 3 apples a day. Ann eats 2 apples a day. How many apples does Ann eat a week?",
            "unused_operator",
        ),
        # other spans: the second year, half a year, a year and a half, a limit 'for a week'
        ("Tom earns $50 a month. How much does he earn in the second year?", "unused_operator"),
        ("Tom earns $50 a month. How much does he earn after half a year?", "unused_operator"),
        ("Tom earns $50 a month. How much does he earn after a year and a half?", "unused_operator"),
    ],
)
def test_near_misses_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_a_one_off_amount_beside_monthly_rates_refuses_in_a_year(lexicon):
    """ADR 0289's twelve months no longer pass over a one-off amount of the asked things."""
    text = "Tom earns $50 a month. He earned $20 on Monday. How much does he earn in a year?"
    assert refusal_of(text, lexicon).reason == "unused_operator"


def test_the_step_names_the_span(lexicon):
    from reader import read_problem

    answer = read_problem("Liam saves $40 a month. How much does he save every year?", lexicon)
    assert answer.value == 480
    assert any("twelve months" in step or "span of the rate" in str(step) for step in answer.steps)


@pytest.mark.parametrize(
    "text",
    [
        "Tom earns $50 a month. How much does he spend in 12 months?",
        "Tom earns $50 a month. How much does he spend in a year?",
        "Tom earns $50 a month. How much does he spend every year?",
    ],
)
def test_a_monthly_rate_of_earning_answers_no_spending(lexicon, text):
    """A rate per month is matched to the asked verb's side of the money, as rates per day are."""
    assert refusal_of(text, lexicon).reason in ("unit_mismatch", "unused_operator")
