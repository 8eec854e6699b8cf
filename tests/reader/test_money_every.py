"""Money paid or earned 'for every' N units of something, one count told, the money asked (ADR 0490)."""

import pytest

from packs.model import Lexicon
from reader.money_every import money_every
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # earned for every N hours of an act, the act told again
        ("Rina earns $6 for every 4 hours she sews. She sews 20 hours. How much does she earn?", 30),
        # paid for every N minutes of an act named by its -ing form, the time told in hours
        ("Dov pays $0.30 for every 6 minutes of rowing. He rows for 2 hours. How much does he pay?", 6),
        # a bare 'for every <thing>' is one; 'gets paid' asked as 'get paid'
        (
            "Lupe gets paid $1.50 for every scarf she knits. She knits 8 scarves. How much does she get paid?",
            12,
        ),
        # fronted, the count in an 'if' clause
        (
            "For every 3 crates he stacks, Nilo earns $5. If he stacks 27 crates, how much money will he earn?",
            45,
        ),
        # a charge asked as the cost of the count
        ("The stall charges $3 for every 2 pounds of figs. How much do 14 pounds cost?", 21),
        # a bare time rate: the time of the person's one act told before it
        (
            "Gus bowls at the alley for 3 hours. He uses $.25 for every 5 minutes. "
            "How much money did he spend, in dollars?",
            9,
        ),
        # cents asked in cents and in dollars
        (
            "Ona earns 20 cents for every cup she rinses. She rinses 45 cups. How many cents does she earn?",
            900,
        ),
        (
            "Ona earns 20 cents for every cup she rinses. She rinses 45 cups. How many dollars does she earn?",
            9,
        ),
        # the count in an 'if' clause ending the question
        ("Rina earns $6 for every 4 hours she sews. How much would she earn if she sewed 8 hours?", 12),
        # the count at the question's end
        ("Rina earns $6 for every 4 hours she sews. How much does she earn for 12 hours?", 18),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # not a whole number of groups: is a part paid?
        "Dov pays $1 for every 6 minutes of rowing. He rows for 20 minutes. How much does he pay?",
        "Rina earns $6 for every 4 hours she sews. She sews 10 hours. How much does she earn?",
        # a bonus, a second rate, a fee
        "Rina earns $6 for every 4 hours she sews and for every 20 hours a $5 bonus. She sews 20 hours. "
        "How much does she earn?",
        "Dov pays $1 for every 6 minutes of rowing and a $2 fee. He rows for 30 minutes. How much does he pay?",
        # negation, a hedge
        "Rina earns $6 for every 4 hours she sews. She does not sew 20 hours. How much does she earn?",
        "Rina earns about $6 for every 4 hours she sews. She sews 20 hours. How much does she earn?",
        # another person, 'they'
        "Rina earns $6 for every 4 hours she sews. Ada sews 20 hours. How much does Rina earn?",
        "Rina earns $6 for every 4 hours she sews. They sew 20 hours. How much do they earn?",
        # another act, another unit, a day told in hours
        "Rina earns $6 for every 4 hours she sews. She sleeps 20 hours. How much does she earn?",
        "Rina earns $6 for every 4 hours she sews. She sews 20 scarves. How much does she earn?",
        "Rina earns $6 for every 4 hours she sews. She sews 2 days. How much does she earn?",
        # a distractor number, a rate per day
        "Rina earns $6 for every 4 hours she sews. She sews 20 hours and knits 3 hours. How much does she earn?",
        "Rina earns $6 for every 4 hours she sews. She sews 20 hours a week. How much does she earn?",
        # money of the other direction; a cents rate asked as 'how much money'
        "Rina earns $6 for every 4 hours she sews. She sews 20 hours. How much does she spend?",
        "Ona earns 20 cents for every cup she rinses. She rinses 45 cups. How much money does she earn?",
        # money she had before: the question asks what she has
        "Rina has $9. She earns $6 for every 4 hours she sews. She sews 20 hours. How much money does she have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_steps_show_the_groups(lexicon: Lexicon) -> None:
    found = money_every(
        "Dov pays $0.30 for every 6 minutes of rowing. He rows for 2 hours. How much does he pay?", lexicon
    )
    assert found is not None
    assert found.steps == (
        "2 hours = 120 minutes / 6 = 20 groups of $0.30 for every 6 minutes",
        "20 x $0.30 = $6",
    )


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert money_every("Dov has $30. How much money does Dov have?", lexicon) is None
