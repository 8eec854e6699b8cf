"""Things seen or counted, asked back as the one person's tally (ADR 0440)."""

import pytest

from packs.model import Lexicon
from reader.seen_tallies import seen_tallies
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Marta sees 7 moths. How many moths does she see?", 7),
        ("Marta saw 7 robins and 2 crows. How many birds did she see?", 9),
        ("Marta saw 7 robins and 2 crows. How many robins did she see?", 7),
        ("Pavel counted 30 oaks and four times that number of pines. How many pines did he count?", 120),
        ("Pavel spotted 8 deer at dawn. He spotted 5 deer at noon. How many deer did he spot in all?", 13),
        ("Pavel noticed 3 dents on the door and 6 dents on the hood. How many dents did he notice?", 9),
        ("Marta counts 14 plums and 6 pears. How many fruits does she count?", 20),
        ("Marta spots 11 vans and 4 buses. How many more vans than buses does she spot?", 7),
    ],
)
def test_one_persons_tally_is_summed(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_verb_is_told_as_collect_in_its_own_tense(lexicon: Lexicon) -> None:
    found = seen_tallies("Marta saw 7 robins. She saw 2 crows. How many birds did she see?", lexicon)
    assert found is not None
    assert found.text == "Marta collected 7 robins. She collected 2 crows. How many birds did she collect?"
    present = seen_tallies("Marta counts 7 moths. How many moths does she count?", lexicon)
    assert present is not None and present.text == "Marta collects 7 moths. How many moths does she collect?"


@pytest.mark.parametrize(
    "text",
    [
        "Pavel saw 6 gulls on a roof. 2 gulls flew off. How many gulls are on the roof?",  # a move of things seen
        "Marta saw 7 robins. How many robins does Marta have?",  # a sighting is no holding
        "Marta saw 7 robins. Ivo saw 3 robins. How many robins did Marta see?",  # another person's tally
        "Marta saw 7 robins with Ivo. How many robins did he see?",  # another person after the verb
        "Marta did not see 7 robins. How many robins did she see?",  # negation
        "A cafe sees 90 guests come in every day. How many guests does it see in 4 days?",  # a second verb
        "Marta saw 7 robins. How many crows did she see?",  # a kind never seen
        "Marta was seeing 7 robins. How many robins did she see?",  # an auxiliary
    ],
)
def test_other_stories_keep_their_refusal(text: str, lexicon: Lexicon) -> None:
    assert seen_tallies(text, lexicon) is None or refusal_of(text, lexicon)
    refusal_of(text, lexicon)


def test_a_fact_after_see_that_is_still_read_as_a_fact(lexicon: Lexicon) -> None:
    assert value_of("Marta sees that Ivo has 7 robins. How many robins does Ivo have?", lexicon) == 7
    assert seen_tallies("Marta sees that Ivo has 7 robins. How many robins does Ivo have?", lexicon) is None
