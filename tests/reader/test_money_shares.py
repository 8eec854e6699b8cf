"""A share of one person's money spent or given away, asked as what is left or kept (ADR 0469)."""

import pytest

from packs.model import Lexicon
from reader.money_shares import read_money_shares
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the sum told in the share's own sentence
        ("Galen spent 3/4 of his $84. How much does he have left?", 21),
        ("Odile spent 20% of her $45 on ribbons. How much money does she have left?", 36),
        ("Jonas lost 1/5 of his $30. How much money does he have left?", 24),
        # a scene gives the person only
        ("A baker went to the mill. He spent 1/3 of his $27. How much does he have left?", 18),
        # the sum told in an opening, the share of it
        ("Selma won a $250 award. She gave away 40% to her brother. How much did she keep?", 150),
        ("Arvid received $72. He gave away 1/4 to Nils. How much did he keep?", 54),
        ("Petra has $64. She spent 3/8 of her money on seeds. How much money does she have left?", 40),
        ("Linus earned $30. He donated 10%. How much will he have left?", 27),
        # the sum found back from the part spent
        ("Esme spent 25% of her allowance. If she spent $6, how much money is left in her allowance?", 18),
        ("Kasper spent 60% of his savings. If he spent $42, how much money is left?", 28),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # someone else's money, or a pronoun that does not agree
        "Galen spent 3/4 of her $84. How much does he have left?",
        "Selma won a $250 award. He gave away 40% to her brother. How much did she keep?",
        "Arvid received $72. He gave away 1/4 to Nils. How much did Nils keep?",
        # a share of something that is not money
        "Galen spent 3/4 of his stamps. How much does he have left?",
        # two sums: which is shared?
        "Petra has $64. She spent 3/8 of her $40. How much money does she have left?",
        # a second spending: of the rest or of the whole?
        "Selma won a $250 award. She gave away 40% to her brother. She spent 1/2 on a lamp. How much did she keep?",
        # the part spent told of another person
        "Esme spent 25% of her allowance. If Ada spent $6, how much money is left in her allowance?",
        # a share told by a word is not this reading's
        "Odile spent half of her $18. How much money does she have left?",
        # a share that is not below the whole
        "Jonas lost 5/4 of his $30. How much money does he have left?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_answers_in_dollars_with_its_steps(lexicon: Lexicon) -> None:
    found = read_money_shares("Jonas lost 1/5 of his $30. How much money does he have left?", lexicon)
    assert found is not None
    assert found.value == 24 and found.unit == "dollar"
    assert found.steps[-1] == "left: 30 - 6 = 24"


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert read_money_shares("Jonas has $30. He spent $6. How much money does he have left?", lexicon) is None
    assert read_money_shares("Jonas spent 1/5 of his $30. How much did he spend?", lexicon) is None
