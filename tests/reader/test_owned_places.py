"""Money or things in a person's own wallet, purse, pocket or account are that person's own (ADR 0200)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "There were 54 dollars in Tariq's wallet. He spent 19 dollars at a bakery. How much "
                "money does he have left?"
            ),
            35,
        ),
        (
            (
                "Tariq spent 27 dollars at a bakery. If there were 100 dollars in his wallet initially "
                "How much money does he have left?"
            ),
            73,
        ),
        (
            "There are 12 coins in Mia's piggy bank. She found 5 more coins. How many coins does she have now?",
            17,
        ),
        (
            "There were 25 dollars in Sam's pocket. Tom gave him 10 dollars. How much money does Sam have now?",
            35,
        ),
        (
            "There were 9 marbles in Tom's pocket. He lost 4 marbles. How many marbles are in his pocket now?",
            5,
        ),
        (
            "There were 78 dollars in Olivia's wallet and 20 dollars in Sam's wallet. She spent 15 dollars. "
            "How much money do they have in all?",
            83,
        ),
        # the story moves money into the purse itself: the purse keeps its own amount
        (
            "There were 40 dollars in Ann's purse. She put 10 more dollars in her purse. "
            "How much money is in her purse now?",
            50,
        ),
    ],
)
def test_a_place_of_ones_own_holds_the_owners_amount(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the owner's own amount and the place's are both told: which one the spending changes is open
        (
            "Ann had 20 dollars. There were 40 dollars in her purse. She spent 5 dollars. "
            "How much money does she have left?",
            "unsupported_operation",
        ),
        (
            "There are 12 coins in Mia's piggy bank and 3 coins in her pocket. She lost 5 coins. "
            "How many coins does she have left?",
            "unsupported_operation",
        ),
        # 'her purse' may be either woman's
        (
            "Mia and Ann went to the mall. There were 40 dollars in her purse. Ann spent 5 dollars. "
            "How much money does Ann have left?",
            "ambiguous_pronoun_referent",
        ),
        # nobody owns 'the wallet'; someone else's spending is not the owner's
        (
            "There were 40 dollars in the wallet. Ann spent 5 dollars. How much money does Ann have left?",
            "underdetermined",
        ),
        (
            "There were 60 dollars in Ben's wallet. His sister spent 10 dollars. "
            "How much money does his sister have left?",
            "underdetermined",
        ),
        # a box or basket is no place of one's own
        (
            "There were 10 apples in Tom's basket. He ate 3 apples. How many apples does he have left?",
            "underdetermined",
        ),
    ],
)
def test_an_open_owner_or_a_second_amount_refuses(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
