"""Red-team mends of ADR 0175: 'had' in an object relative, a past comparison after a present holding,
money a thing holds beside a goal, and workplaces as places gone to on some days."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Lu had 30 beads. She lost 6 beads. She has twice as many beads as Bo. How many beads does Bo have?",
            12,
        ),
        ("Ben had 9 cards. What is the number of cards he had?", 9),
        ("Ben has 9 cards. He found 3 cards. What is the number of cards that Ben has?", 12),
        ("Ben has 9 cards. He found 3 cards. What is the number of cards that Ben has now?", 12),
        ("Ben had 9 cards. He found 3 cards. How many cards did he have at first?", 9),
        ("Nia has 30 beads. Ola has 6 more beads than Nia. How many beads does Ola have?", 36),
        ("Nia had 30 beads. Ola had 6 more beads than Nia. How many beads did Ola have?", 36),
        (
            "Raj has 20 stamps. He bought 4 stamps. He had 6 more stamps than Kim. How many stamps did Kim have?",
            18,
        ),
        (
            "Ivy is saving money for a scooter that costs $90. She has $40. How much more money does she need?",
            50,
        ),
        (
            "Ivy is saving money for a scooter that costs $90. She has $40. She earns $10. "
            "How much more money does she need?",
            40,
        ),
        ("Lia bought 3 pies at the bakery. She bought 2 pies at the store. How many pies did she buy?", 5),
        ("The store has 40 shirts. It sells 12 shirts. How many shirts are left?", 28),
    ],
)
def test_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a comparison told in the present beside an amount told in the past, nothing between
        (
            "Lu had 30 beads. She has twice as many beads as Bo. How many beads does Bo have?",
            "readings_disagree",
        ),
        ("Bo has 4 more beads than Lu. Lu had 30 beads. How many beads does Bo have?", "readings_disagree"),
        # 'had' in the question's relative clause: before the changes or after them?
        (
            "Ben had 9 cards. He gave 3 cards to Lu. What is the number of cards that Ben had?",
            "readings_disagree",
        ),
        ("Ben had 9 cards. He found 3 cards. What is the number of cards he had?", "readings_disagree"),
        ("Ben has 7 pens. He lost 2 pens. What is the number of pens that Ben had?", "readings_disagree"),
        ("Ben had 7 pens. He bought 2 pens. What was the number of pens which Ben had?", "readings_disagree"),
        # a past comparison right after a present holding: the story stepped back in time
        (
            "Nia has 30 beads. She had 6 more beads than Ola. How many beads does Ola have?",
            "readings_disagree",
        ),
        (
            "Nia has 30 beads. Ola had 4 fewer beads than Nia. How many beads did Ola have?",
            "readings_disagree",
        ),
        (
            "Nia has 30 beads. She had 3 times as many beads as Ola. How many beads did Ola have?",
            "readings_disagree",
        ),
        (
            "Nia has 30 beads. Ola has 12 beads. Pia had 3 more beads than Ola. How many beads did Pia have?",
            "readings_disagree",
        ),
        # a thing holding money beside a goal: a new price, a tax, a fee
        (
            "Ivy wants $90 for a scooter. She has $40. The scooter is on sale for $80. "
            "How much more money does she need?",
            "readings_disagree",
        ),
        (
            "Ivy wants to buy a scooter that costs $90. She has $40. The shipping is $8. "
            "How much more money does she need?",
            "readings_disagree",
        ),
        (
            "Ivy is saving money for a scooter that costs $120. She has $70. The tax is $6. "
            "How much more money does she need?",
            "readings_disagree",
        ),
        # a workplace or school time: the rate holds on the days gone there only
        ("Lia earns $15 a day at her restaurant. How much does she earn in a week?", "unsupported_operation"),
        (
            "Lia swims 2 miles a day at the pool. How many miles does she swim in a week?",
            "unsupported_operation",
        ),
        (
            "Lia walks 3 miles a day to the mall. How many miles does she walk in a week?",
            "unsupported_operation",
        ),
        ("Lia earns $40 a day at the hospital. How much does she earn in a week?", "unsupported_operation"),
        (
            "Lia reads 5 pages a day at recess. How many pages does she read in a week?",
            "unsupported_operation",
        ),
        (
            "Lia collects 12 eggs a day at her farm. How many eggs does she collect in a week?",
            "unsupported_operation",
        ),
        (
            "Lia walks 2 miles a day to her class. How many miles does she walk in a week?",
            "unsupported_operation",
        ),
        # a place gone to on some days, told in another sentence, may limit the days too (ADR 0172)
        (
            "Lia earns $15 a day. She works at a bakery. How much does she earn in a week?",
            "unsupported_operation",
        ),
    ],
)
def test_unsound_readings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
