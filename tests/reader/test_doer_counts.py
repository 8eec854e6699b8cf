"""People counted as doers of an outing, and more of them joining an activity (ADR 0194)."""

import pytest

from tests.reader.reading import refusal_of, value_of

ROWING = "15 campers went rowing in the morning. 7 campers went rowing in the afternoon."
GAME = "There were 3 friends playing a board game when 4 more players joined the game."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{ROWING} How many campers went rowing in all?", 22),
        (f"{ROWING} How many campers went rowing in the afternoon?", 7),
        (f"{ROWING} How many more campers went rowing in the morning than in the afternoon?", 8),
        ("15 campers went rowing. 7 campers went hiking. How many campers went hiking?", 7),
        ("Tom had 5 apples. 15 campers went rowing. How many apples does Tom have?", 5),
        (f"{GAME} If each player had 5 cards, how many cards did they have in all?", 35),
        (f"{GAME} How many players were in the game then?", 7),
        (
            "There were 4 players playing a trivia game online when 2 more players joined them. "
            "If each player had 3 hints, how many hints did they have in total?",
            18,
        ),
    ],
)
def test_doers_are_counted(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the same camper may have gone twice: how many there are is not said
        (f"{ROWING} How many campers are there?", "underdetermined"),
        # an amount after the outing is no doer
        ("15 campers went rowing with 3 boats. How many campers went rowing?", "incomplete_operation"),
        # only people do an outing
        ("15 boxes went rowing. How many boxes went rowing?", "incomplete_operation"),
        # girls are not named players of the game by the lexicon or the sentence
        (
            "There were 3 friends playing a board game when 4 more girls joined the game. "
            "If each player had 5 cards, how many cards did they have in all?",
            "unexpected_category",
        ),
        # another thing joined: not the game played
        (
            "There were 3 friends playing a board game when 4 more players joined the match. "
            "If each player had 5 cards, how many cards did they have in all?",
            "unexpected_category",
        ),
        # building is no activity whose doers a thing holds
        (
            "There were 3 friends building a sandcastle when 4 more kids joined them. How many kids were there?",
            "unexpected_category",
        ),
        (f"{GAME} How many friends were there?", "unit_mismatch"),
    ],
)
def test_unsure_groups_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
