"""Things set free told as "let N go", read as released, a loss; and what was kept after it (ADR 0435)."""

import pytest

from packs.model import Lexicon
from reader.let_go import let_go
from tests.reader.reading import refusal_of, value_of

STORY = "Noor caught 80 crabs."


@pytest.mark.parametrize(
    ("told", "value"),
    [
        ("She let 30 of them go.", 50),
        ("She let 25% of them go.", 60),
        ("She let 3/4 of the crabs go.", 20),
        ("She let half of them go.", 40),
        ("She let 12 crabs go free.", 68),
        ("She let go of 16 crabs.", 64),
        ("She let them all go.", 0),
    ],
)
def test_what_was_let_go_is_no_longer_kept(told: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{STORY} {told} How many crabs did she keep?", lexicon) == value
    assert value_of(f"{STORY} {told} How many crabs does Noor have now?", lexicon) == value


def test_a_let_joined_to_the_catch_and_a_later_change(lexicon: Lexicon) -> None:
    assert value_of("Noor caught 80 crabs and let 30 go. How many crabs did she keep?", lexicon) == 50
    text = "Noor caught 80 crabs. She let 30 of them go, and then she caught 9 more. How many crabs does she keep?"
    assert value_of(text, lexicon) == 59


def test_the_future_and_the_present(lexicon: Lexicon) -> None:
    assert (
        value_of("Noor has 80 crabs. She will let 30 of them go. How many crabs will she keep?", lexicon)
        == 50
    )
    assert value_of("Noor has 80 crabs. She lets 30 of them go. How many crabs does she keep?", lexicon) == 50


def test_the_let_is_written_as_a_form_of_a_loss(lexicon: Lexicon) -> None:
    found = let_go(f"{STORY} She let 30 of them go. How many crabs did she keep?", lexicon)
    assert found is not None
    assert found.text == f"{STORY} She discarded 30 of them. How many crabs did she keep?"
    future = let_go(f"{STORY} She will let 30 go free. How many crabs will she keep?", lexicon)
    assert future is not None and "She will discard 30." in future.text
    present = let_go(f"{STORY} She lets go of 30 crabs. How many crabs does she keep?", lexicon)
    assert present is not None and "She discards 30 crabs." in present.text


def test_another_holder_keeps_what_they_had(lexicon: Lexicon) -> None:
    story = "Noor caught 80 crabs and Ezra caught 35 crabs. Noor let 20 go."
    assert value_of(f"{story} How many crabs did Noor keep?", lexicon) == 60
    assert value_of(f"{story} How many crabs did Ezra keep?", lexicon) == 35


@pytest.mark.parametrize(
    "told",
    [
        "She did not let 30 of them go.",  # a negation: nothing left her
        "She let 30 of them go to the pier.",  # a word after 'go'
        "She let some of them go.",  # an amount nothing fixes
        "She let her go.",  # a person, not an amount
        "Let 30 of them go.",  # an opening 'let'
    ],
)
def test_other_shapes_keep_the_first_refusal(told: str, lexicon: Lexicon) -> None:
    refusal_of(f"{STORY} {told} How many crabs did she keep?", lexicon)


def test_a_passive_let_go_is_not_written(lexicon: Lexicon) -> None:
    text = "A mill had 60 workers. 9 workers were let go. How many workers does the mill keep?"
    assert let_go(text, lexicon) is None
    refusal_of(text, lexicon)


def test_what_someone_else_was_given_is_not_what_they_kept(lexicon: Lexicon) -> None:
    refusal_of("Noor had 80 crabs. She gave 30 crabs to Ezra. How many crabs did Ezra keep?", lexicon)


@pytest.mark.parametrize(
    "story",
    [
        "The band had 12 songs. They released 5 new songs.",  # released things are made, not lost
        "Kira has 12 videos. She released 5 videos.",
    ],
)
def test_release_itself_is_not_a_loss(story: str, lexicon: Lexicon) -> None:
    assert let_go(f"{story} How many does she have now?", lexicon) is None
    refusal_of(f"{story} How many do they have now?", lexicon)
