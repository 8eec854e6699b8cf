"""Moves with an elided noun and an unnamed party: 'takes 3 away', '7 are eaten by a dog', 'shares 4 with Ann' (ADR 0088)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- "takes N away": taken from the one other holder of the kind


def test_takes_away_from_the_one_holder(lexicon):
    text = "Ravi has 30 stamps. Lily takes 8 away. How many stamps does Ravi have?"
    assert value_of(text, lexicon) == 22


def test_takes_away_with_the_noun_said(lexicon):
    text = "Ravi has 30 stamps. Lily takes 8 stamps away. How many stamps does Ravi have?"
    assert value_of(text, lexicon) == 22


def test_takes_away_from_a_place(lexicon):
    text = "There are 15 pens in a box. Sam takes 4 away. How many pens are in the box?"
    assert value_of(text, lexicon) == 11


def test_gives_away_after_the_amount_is_a_loss(lexicon):
    text = "Ravi has 30 stamps. He gives 8 away. How many stamps does Ravi have?"
    assert value_of(text, lexicon) == 22


@pytest.mark.parametrize(
    "text",
    [
        # two holders of the kind: taken from whom?
        "Ravi has 30 stamps. Lily has 5 stamps. Lily takes 8 away. How many stamps does Ravi have?",
        # the taker holds the kind too
        "Ravi has 30 stamps. He takes 8 away. How many stamps does Ravi have?",
        # a group taking
        "Ravi has 30 stamps. Lily and Sam take 8 away. How many stamps does Ravi have?",
        # no 'away': where from is not said
        "Ravi has 30 stamps. Lily takes 8. How many stamps does Ravi have?",
    ],
)
def test_takes_away_without_one_source_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_takes_away_with_two_kinds_refuses(lexicon):
    text = "Ravi has 30 stamps and 4 coins. Lily takes 8 away. How many stamps does Ravi have?"
    assert refusal_of(text, lexicon).reason == "unattached_quantity"


def test_negated_take_away_refuses(lexicon):
    text = "Ravi has 30 stamps. Lily does not take 8 away. How many stamps does Ravi have?"
    assert refusal_of(text, lexicon).reason == "unused_operator"


# --- "N are eaten by X": the one holder loses them, and did not do it


def test_passive_loss_with_an_agent(lexicon):
    text = "Nina has 12 plums. 4 are eaten by a goat. How many plums does Nina have?"
    assert value_of(text, lexicon) == 8


def test_passive_loss_asked_as_a_passive(lexicon):
    text = "Nina has 12 plums. 4 are eaten by a goat. How many plums were eaten?"
    assert value_of(text, lexicon) == 4


def test_passive_loss_is_not_the_holders_own_act(lexicon):
    text = "Nina has 12 plums. 4 are eaten by a goat. How many plums did Nina eat?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_passive_loss_without_an_agent_refuses(lexicon):
    text = "Nina has 12 plums. 4 are eaten. How many plums does Nina have?"
    assert refusal_of(text, lexicon).reason == "unused_operator"


def test_passive_of_a_verb_whose_things_remain_refuses(lexicon):
    text = "Nina has 12 plums. 4 were broken by a goat. How many plums does Nina have?"
    assert refusal_of(text, lexicon).reason == "readings_disagree"


def test_passive_loss_with_two_holders_refuses(lexicon):
    text = "Nina has 12 plums. Omar has 6 plums. 4 are eaten by a goat. How many plums does Nina have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_passive_loss_of_a_kind_nobody_holds_refuses(lexicon):
    text = "Nina has 12 plums. 4 pears are eaten by a goat. How many plums does Nina have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


# --- "shares N with Ann": gives N to Ann


def test_shares_with_one_person_gives(lexicon):
    text = "Kim has 20 cookies. She shares 6 with Leo. How many cookies does Kim have?"
    assert value_of(text, lexicon) == 14


def test_shares_with_one_person_the_partner_gains(lexicon):
    text = "Kim has 20 cookies. Leo has 4 cookies. She shares 6 with Leo. How many cookies does Leo have now?"
    assert value_of(text, lexicon) == 10


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Kim has 20 cookies. She shares them with Leo. How many cookies does Kim have?",
            "unsupported_operation",
        ),
        (
            "Kim has 20 cookies. She shares 6 with her friends. How many cookies does Kim have?",
            "unsupported_operation",
        ),
        (
            "Kim has 20 cookies. She shares 6 equally with Leo. How many cookies does Kim have?",
            "unused_operator",
        ),
        (
            "Kim has 20 cookies and 5 cakes. She shares 6 with Leo. How many cookies does Kim have?",
            "unattached_quantity",
        ),
    ],
)
def test_other_shares_with_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
