"""Time scopes (ADRs 0064-0066): questions over a period, opening periods, amounts done in a stated time."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # ADR 0064: a question narrowed to "a week", and rates carried between time units
        ("Ivo bakes 3 pies a day. How many pies does he bake in a week?", 21),
        ("Ivo bakes 3 pies a day. How many pies does he bake in 2 weeks?", 42),
        ("A machine makes 5 cans a minute. How many cans does it make in an hour?", 300),
        ("Ivo earns $9 an hour. He works 6 hours a day. How much does he earn in a day?", 54),
        ("Ivo earns $9 an hour. He works 6 hours a day. How much money does he earn in 4 days?", 216),
        ("Ivo bakes 3 pies a day. Una bakes 5 pies a day. How many pies does Una bake in a week?", 35),
        # ADR 0065: "In one day ..." opens a sentence
        ("Ivo had 40 stamps. In one day he sold 15 stamps. How many stamps does he have left?", 25),
        ("Ivo had 40 stamps. In 3 days, he sold 15 stamps. How many stamps does he have now?", 25),
        # ADR 0066: an amount done in a stated time is a rate
        ("A bus travels 90 miles in 3 hours. How many miles does it travel in 5 hours?", 150),
        ("Ivo types 50 words in a minute. How many words does he type in 4 minutes?", 200),
        ("Ivo reads 30 pages in 2 hours. He read for 6 hours. How many pages did he read?", 90),
        ("Ivo reads 8 pages a day for 6 days. How many pages did he read?", 48),
        # the amount done in the stated time still happened
        ("Ivo had 5 pies. He baked 20 pies in 2 days. How many pies does Ivo have?", 25),
        ("Ivo baked 20 pies in 2 days. How many pies did he bake?", 20),
        ("Ivo baked 20 pies in 2 days. How many pies does he bake in 6 days?", 60),
    ],
)
def test_time_scopes_answer(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # an hourly rate is not carried into days by the clock: a day of work is not 24 hours
        ("Ivo earns $9 an hour. How much does he earn in a day?", "unit_mismatch"),
        ("A kiln makes 12 bricks in 4 hours. How many bricks does it make in a day?", "unit_mismatch"),
        # a week of work is the days he works, not seven
        ("Ivo earns $70 a day. He works 5 days a week. How much does he earn in a week?", "unit_mismatch"),
        # months have no fixed number of days
        ("Ivo bakes 3 pies a day. How many pies does he bake in a month?", "unused_operator"),
        # hours worked are not money earned
        ("Ivo works 6 hours a day. How much does he earn in 4 days?", "unit_mismatch"),
        # someone else's rate
        ("Ivo bakes 3 pies a day. How many pies does Una bake in a week?", "unit_mismatch"),
        # two rates for one doer
        (
            "Ivo reads 30 pages in 2 hours. He reads 10 pages in 1 hour. How many pages does he read in 4 hours?",
            "readings_disagree",
        ),
        # a period opening a sentence with a rate in it
        ("In 2 days Ivo baked 3 pies a day. How many pies did he bake?", "unsupported_operation"),
        # a period opening a sentence and a question over another period: no rate was stated
        ("In 2 days Ivo sold 12 stamps. How many stamps does he sell in 4 days?", "unsupported_operation"),
        ("In 2 days Ivo baked 12 pies. How many pies does he bake in 4 days?", "unit_mismatch"),
        ("In 2 days, how many pies did Ivo bake?", "unexpected_category"),
        # a holding "in 2 days" places it in time; it is not a rate
        ("Ivo has 20 stamps in 2 days. How many stamps does he have?", "unexpected_category"),
        # calendar units never become a rate per time
        ("Ivo reads 60 pages in 2 months. How many pages does he read in a year?", "unsupported_operation"),
        # an ability over a period says what he could do, not what he did
        ("Ivo can read 8 pages a day for 6 days. How many pages did he read?", "unsupported_operation"),
        # a duration per day over weeks would need the days in a week (ADR 0402 reads it over days)
        ("Ivo works 3 hours a day for 6 weeks. How many hours did he work?", "ambiguous_unit"),
        # a deadline is a plan, not a rate
        (
            "Ivo wants to read 100 pages in 5 days. How many pages does he read in 1 day?",
            "unexpected_category",
        ),
    ],
)
def test_time_scopes_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
