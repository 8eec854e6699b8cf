"""'in the <containers>' after the containers were counted once: the contents of all of them (ADR 0377)."""

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("There are 4 crates. Each crate has 7 melons. How many melons are in the crates?", 28),
        ("Nadia has 9 jars. Each jar has 12 buttons. How many buttons are in the jars?", 108),
        ("There were 3 trays. Each tray had 25 muffins. How many muffins were on the trays?", 75),
        (
            "There are 8 drawers. Each drawer has 6 socks. How many socks are there in the drawers altogether?",
            48,
        ),
        ("There are 5 tents. There are 4 poles in each tent. How many poles are in the tents in total?", 20),
        ("There are 7 bins. Each bin has 5 lemons. How many lemons are inside the bins?", 35),
        ("There are 4 crates. Each crate has 7 melons and 3 pears. How many pears are in the crates?", 12),
        (
            "There are 10 buckets. Each bucket has 8 white shells and 2 pink shells. "
            "How many white shells are in the buckets altogether?",
            80,
        ),
    ],
)
def test_contents_of_every_counted_container(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ken baked 5 pies. Each pie has 6 slices. How many slices of pie are there altogether?", 30),
        ("There are 7 cakes. Each cake has 10 slices. How many slices of cake are there?", 70),
        ("Ken bought 5 crates. Each crate has 7 melons. How many melons are in the crates?", 35),
    ],
)
def test_of_the_container_and_one_gain(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ken baked 5 pies. Each pie has 6 slices. Ken ate 2 slices. How many slices of pie are there altogether?",
        "Ken baked 5 pies. Ann baked 4 pies. Each pie has 6 slices. How many slices of pie are there altogether?",
        "Ken sold 5 pies. Each pie has 6 slices. How many slices are in the pies?",
        "Ken baked 5 pies. Each pie has 6 slices. How many slices of cake are there altogether?",
    ],
)
def test_of_the_container_refusals(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_step_names_the_place(lexicon) -> None:
    result = read_problem(
        "There are 4 crates. Each crate has 7 melons. How many melons are in the crates?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.steps[0].startswith("'in the crates' names every crate")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # one of them, not all of them
        ("There are 4 crates. Each crate has 7 melons. How many melons are in the crate?", "dangling_entity"),
        # more came after the contents were told
        (
            "There are 9 jars. Each jar has 12 buttons. Oscar bought 3 more jars. How many buttons are in the jars?",
            "underdetermined",
        ),
        # things of the asked kind told on their own: in the tents or not?
        (
            "There are 6 tents. Each tent has 4 poles. Ann brought 2 poles. How many poles are in the tents?",
            "underdetermined",
        ),
        # another container holds the same kind
        (
            "There are 7 bins and 2 boxes. Each bin has 5 lemons. Each box has 8 lemons. "
            "How many lemons are in the bins?",
            "dangling_entity",
        ),
        # two counts of the containers
        (
            "Lena has 4 crates. Hugo has 3 crates. Each crate has 7 melons. How many melons are in the crates?",
            "dangling_entity",
        ),
        # some containers left
        (
            "There are 6 tents. Each tent had 4 poles. Ann lost 2 tents. How many poles are in the tents?",
            "dangling_entity",
        ),
        # a narrower place than the one counted
        ("There are 6 tents. Each tent has 4 poles. How many poles are in the big tents?", "dangling_entity"),
        # room, not contents
        ("There are 8 drawers. Each drawer can hold 6 socks. How many socks are in the drawers?", None),
    ],
)
def test_refuses_when_the_place_may_not_hold_them_all(text: str, reason: str | None, lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason
