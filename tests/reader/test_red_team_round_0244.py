"""Red-team round on the families of ADR 0234-0239 (ADR 0244): each wrong answer found, now refused,
and the answers next to it that must still be read."""

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of

KALEB = "Kaleb had 12 flashlights but 7 of them weren't working. "
TRIP = "Mr. Ortiz's class is going on a field trip to the aquarium. "
WAITER = "A waitress had 7 tables she was working at, with "
WINGS = (
    "A group of 3 cousins went to a picnic. The cook already had 9 sandwiches made but made 3 more for the"
    " group. If they each got the same amount how many would each "
)


@pytest.mark.parametrize(
    "text",
    [
        # one name of open gender told as 'she' and then 'he' (whole_problem_words.one_person)
        KALEB + "If she wanted to sell the working flashlights for $3 each, how much money could he earn?",
        "Kaleb filled 6 bags. She filled 3 more bags. Each bag had 8 cans. How many cans did he have?",
        # the share asked of someone outside the group
        WINGS + "cook get?",
        # kinds that count the same people twice
        TRIP
        + "If each bus can hold 5 people and there are 3 adults and 7 women going, how many buses will they need?",
        TRIP
        + "If each bus can hold 5 people and there are 3 teachers and 7 adults going, how many buses will they need?",
        # a scene that denies the going
        "Mr. Ortiz's class is not going on a field trip to the aquarium. If each bus can hold 5 people and"
        " there are 3 students and 7 adults going, how many buses will they need?",
        WAITER + "4 women and 3 adults at each table. How many customers total did the waitress have?",
        WAITER + "4 kids and 3 boys at each table. How many customers total did the waitress have?",
        WAITER + "4 women and 3 mothers at each table. How many women total did the waitress have?",
        WAITER + "4 women and 3 teachers at each table. How many women total did the waitress have?",
        "A waitress had 7 tables he was working at, with 4 women and 3 men at each table. How many customers"
        " total did the waitress have?",
        # the split told of 'he', the question of 'she'
        "Kaleb had 20 red apples and 16 green apples. If he put them into bags with 4 apples in each bag, how"
        " many bags would she need?",
        "The farmer had 20 cows and 16 pigs. If she put them into pens with 4 animals in each pen, how many"
        " pens would he need?",
        # a setting that is someone else's, or some other one
        "During the trip, Victor took 45 photographs. He threw away 13 of them. How many photographs from her"
        " trip did he have left?",
        "While on vacation, Kaleb took 21 pictures at the park and 9 at the museum. If he later deleted 12 of"
        " the pictures, how many pictures from her vacation did he still have?",
        "At the wedding, Ravi took 50 pictures. He deleted 20 of the pictures. How many pictures from a wedding"
        " did he keep?",
        # a price paid by one payer, for another act, or on one day only
        "Each ticket costs $5 to print. Sam sold 8 tickets. How much money did he make?",
        "Each ticket costs Sam $5. Sam sold 8 tickets. How much money did he make?",
        "Each ticket costs $5 on Monday. Sam sold 8 tickets. How much money did he make?",
    ],
)
def test_wrong_answers_found_are_refused(lexicon, text):
    assert not isinstance(read_problem(text, lexicon), Answer)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            KALEB + "If he wanted to sell the working flashlights for $3 each, how much money could he earn?",
            15,
        ),
        (
            KALEB
            + "If she wanted to sell the working flashlights for $3 each, how much money could she earn?",
            15,
        ),
        ("Kaleb filled 6 bags. He filled 3 more bags. Each bag had 8 cans. How many cans did he have?", 72),
        (WINGS + "person get?", 4),
        (WINGS + "cousin get?", 4),
        (
            TRIP
            + "If each bus can hold 5 people and there are 3 students and 7 adults going, how many buses will they need?",
            2,
        ),
        (
            TRIP
            + "If each bus can hold 5 people and there are 4 adults and 2 kids going, how many buses will they need?",
            2,
        ),
        (WAITER + "4 women and 3 men at each table. How many customers total did the waitress have?", 49),
        (WAITER + "4 women and 3 men at each table. How many women total did the waitress have?", 28),
        (WAITER + "4 boys and 3 girls at each table. How many children total did the waitress have?", 49),
        (
            "The farmer had 20 cows and 16 pigs. If he put them into pens with 4 animals in each pen, how many"
            " pens would he need?",
            9,
        ),
        (
            "During the trip, Victor took 45 photographs. He threw away 13 of them. How many photographs from"
            " his trip did he have left?",
            32,
        ),
        ("Each ticket costs $5. Sam sold 8 tickets. How much money did he make?", 40),
        (
            "While on vacation, Kaleb took 21 pictures at the park and 9 at the museum. If he later deleted 12 of"
            " the pictures, how many pictures from his vacation did he still have?",
            18,
        ),
    ],
)
def test_neighbours_still_answer(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_price_for_one_act_is_no_selling_price(lexicon):
    """The printing price is read as what printing one ticket costs (ADR 0368): the sale's price is untold."""
    refusal = refusal_of(
        "Each ticket costs $5 to print. Sam sold 8 tickets. How much money did he make?", lexicon
    )
    assert refusal.reason == "underdetermined"
