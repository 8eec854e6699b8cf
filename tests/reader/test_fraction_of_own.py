"""A share of one's own amount told in the same phrase: "Tim gave him half of his 40 balls" (ADR 0347)."""

import pytest

from reader import Answer, read_problem
from reader.fraction_of_own import fraction_of_own
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Tim gave Ann half of his 40 balls.", "Tim had 40 balls. Tim gave Ann half of his balls."),
        (
            "Ingrid gives Collin a third of her 33 flowers.",
            "Ingrid has 33 flowers. Ingrid gives Collin a third of her flowers.",
        ),
        (
            "Wally gives 3/4 of his 400 tickets to Jensen.",
            "Wally has 400 tickets. Wally gives 3/4 of his tickets to Jensen.",
        ),
        ("She ate 25% of her 60 cookies.", "She had 60 cookies. She ate 25% of her cookies."),
        ("He sold two thirds of his 12 cars.", "He had 12 cars. He sold two thirds of his cars."),
        (
            "Bo had 3 balls. Tim gave him half of his 40 balls.",
            "Bo had 3 balls. Tim had 40 balls. Tim gave him half of his balls.",
        ),
    ],
)
def test_the_holding_told_first(text: str, told: str, lexicon) -> None:
    found = fraction_of_own(text, lexicon)
    assert found is not None and found.text == told
    assert len(found.steps) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Half of his 40 balls are red.",  # no mover
        "Tim says half of his 40 balls are red.",  # no move
        "Tim painted half of his 40 balls.",
        "Tim gave Ann half of his 40 balls are red.",  # a verb after the thing
        "Tim gave Ann half of Kim's 40 balls.",  # someone else's
        "Tim gave Ann half of the 40 balls.",  # whose?
        "Tim gave Ann half of her 40 balls.",  # not the subject's
        "Kelly gave Ann half of her 40 balls.",  # a name of either gender
        "They gave Ann half of their 40 balls.",
        "Tim gave Ann 5 of his 40 balls.",  # a count, not a share
        "Tim gave Ann the first of his 40 balls.",
        "Tim gave Ann a quarter of his 40 balls.",  # a quarter is a coin in the lexicon
        "Tim gave half of his 40 balls to his 2 friends.",  # a number after the thing
        "Tim gave Ann half of his $40.",  # money, not counted things
        "Tim has 30 balls. He gave Ann half of his 40 balls.",  # told before: may disagree
        "Tim has 40 balls. Tim gave Ann half of his 40 balls.",  # told before: may have changed
        "Ann has 20 balls. He gave Ann half of his 40 balls.",  # 'he' may be anyone named before
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    assert fraction_of_own(text, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Victor had 13 shells. Omar gave him half of his 30 shells. How many shells does "
                "Victor have now?"
            ),
            28,
        ),
        (
            "Collin has 25 flowers. Ingrid gives Collin a third of her 33 flowers. How many flowers does Ingrid have now?",
            22,
        ),
        ("Wally gives 3/4 of his 400 tickets to Jensen. How many tickets does Wally have left?", 100),
        ("She ate 25% of her 60 cookies. How many cookies does she have left?", 45),
        ("Sara lost a fifth of her 30 pencils. How many pencils does she have left?", 24),
        ("Lucy gave Noah half of her 14 apples. How many apples did Lucy have at first?", 14),
        ("Tom had 2 balls. Grace gave Tom half of her 40 balls. How many balls does Tom have?", 22),
    ],
)
def test_shares_of_one_own_amount_answered(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Tim gave Ann a third of his 40 balls. How many balls does Tim have left?", "unexpected_category"),
        (
            "Tim has 30 balls. He gave Ann half of his 40 balls. How many balls does Tim have left?",
            "unexpected_category",
        ),
        (
            "Ann has 10 balls. Tim gave Ann half of the 40 balls. How many balls does Ann have?",
            "unexpected_category",
        ),
        ("Tim says half of his 40 balls are red. How many balls are red?", "unexpected_category"),
        ("Tim did not give Ann half of his 40 balls. How many balls does Tim have?", None),
        ("If Tim gives Ann half of his 40 balls, how many balls will Ann have?", None),
    ],
)
def test_traps_refused(text: str, reason: str | None, lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert reason is None or refusal.reason == reason


def test_the_retelling_is_a_step_of_the_answer(lexicon) -> None:
    found = read_problem("Tim gave Ann half of his 40 balls. How many balls does Tim have left?", lexicon)
    assert isinstance(found, Answer)
    assert found.value == 20
    assert found.steps[0] == "'his 40 balls' told first as 'Tim had 40 balls.'"


@pytest.mark.parametrize(
    "text",
    [
        # 'quarters' before 'of' names a share, never coins given (the ordinary reading gave 3 coins)
        "Sam spent three quarters of his money. He had $40. How much did he spend?",
        # a story that names coins: three coins, or three fourths? (ADR 0351)
        "Tim had 40 balls and 5 dimes. He gave Ann three quarters of his balls. How many balls does Tim have?",
    ],
)
def test_a_coin_word_before_of_refuses(text: str, lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "of")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # with no coin in the story, 'three quarters of' is the share 3/4 (ADR 0351)
        (
            "Ann has 10 balls. Tim had 40 balls. Tim gave Ann three quarters of his balls. How many balls does Ann have?",
            40,
        ),
        ("Tim had 40 balls. He gave Ann three quarters of his balls. How many balls does Tim have?", 10),
    ],
)
def test_quarters_of_with_no_coin_is_a_share(text: str, expected: int, lexicon) -> None:
    assert value_of(text, lexicon) == expected


def test_quarters_as_coins_still_read(lexicon) -> None:
    assert value_of("Tim has 3 quarters and 2 dimes. How many cents does he have?", lexicon) == 95
    # with no coin or money told, "gave Ann 3 quarters" may be coins or shares of the balls (ADR 0358)
    refusal_of("Tim had 40 balls. He gave Ann 3 quarters. How many balls does Tim have?", lexicon)
