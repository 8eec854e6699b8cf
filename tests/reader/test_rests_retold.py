"""What is left told in other words: "half of what is left", "kept the rest" (ADR 0352)."""

import pytest

from reader.api import read_all
from reader.rests_retold import rests_retold
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            "Ann has $40. She spends half of it on a hat and 1/4 of what is left on a pen. How much?",
            "Ann has $40. She spends half of it on a hat and 1/4 of the rest on a pen. How much?",
        ),
        (
            "Ann has $40. She spends half of it on a hat and a third of what's left on a pen. How much?",
            "Ann has $40. She spends half of it on a hat and a third of the rest on a pen. How much?",
        ),
        (
            "Ann has $40. She spent half of it. She spent 25% of what was left on a pen. How much?",
            "Ann has $40. She spent half of it. She spent 25% of the rest on a pen. How much?",
        ),
        (
            "Ann has 9 figs. She ate 3 figs and gave half of what remained to Bo. How many?",
            "Ann has 9 figs. She ate 3 figs and gave half of the rest to Bo. How many?",
        ),
        (
            "Ann has $40. She spent $10. Ann then spent half of what she had left. How much?",
            "Ann has $40. She spent $10. Ann then spent half of the rest. How much?",
        ),
    ],
)
def test_what_is_left_told_as_the_rest(text: str, told: str, lexicon) -> None:
    found = rests_retold(text, lexicon, read_all)
    assert found is not None and found.text == told


@pytest.mark.parametrize(
    "text",
    [
        "Ann has 9 figs. She gave 3 of what is left to Bo. How many?",  # a count, not a share
        "Ann has 9 figs. She gave Bo what is left. How many?",  # no share before
        "Ann has 9 figs. She gave half of what is left of the cake to Bo. How many?",  # a whole of its own
        "Ann has $9. Ann gave Bo half of what he had left. How much?",  # someone else's rest
        "Ann has $9. Bo spent half of what she had left. How much?",  # 'she' is not the subject
        "Ann has $9. She spent the first of what was left. How much?",
        "Ann has $9. She asked what is left. How much?",
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    assert rests_retold(text, lexicon, read_all) is None


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Of the remaining plums, she gave half to Lee.", "She gave half of the remaining plums to Lee."),
        (
            "Of the remaining plums, she gave half of them to Lee.",
            "She gave half of the remaining plums to Lee.",
        ),
        (
            "From her remaining books, she donates a third of her books to the library.",
            "She donates a third of the remaining books to the library.",
        ),
        ("Of the remaining plums, Jill then ate 20%.", "Jill then ate 20% of the remaining plums."),
    ],
)
def test_fronted_rest_told_after_the_share(text: str, told: str, lexicon) -> None:
    found = rests_retold(text, lexicon, read_all)
    assert found is not None and found.text == told


@pytest.mark.parametrize(
    "text",
    [
        "Of the remaining plums, she gave 10 to Lee.",  # a count, not a share
        "Of the remaining plums, half are red.",  # no mover
        "From his remaining plums, she gave half to Lee.",  # someone else's
        "Of the remaining plums, she gave half of the pears to Lee.",  # a whole of its own
        "Of the remaining 30 plums, she gave half to Lee.",
        "Of the remaining plums, she ate the first.",
    ],
)
def test_fronted_not_retold(text: str, lexicon) -> None:
    assert rests_retold(text, lexicon, read_all) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kate has 24 pens. She gave 4 pens to Jon and kept the rest. How many pens did she keep?", 20),
        ("Ben had 40 stamps. He sold 12 stamps. He kept the rest. How many stamps did Ben keep?", 28),
        (
            "Lily has 45 beads. She gave 15 beads to her sister and kept the remaining beads. "
            "How many beads did Lily keep?",
            30,
        ),
        (
            "Tess had 80 cards. She gave 30 cards to Nick and kept the rest for herself. "
            "How many cards did Tess keep?",
            50,
        ),
        (
            "Omar had 30 shells. He gave 5 shells to Lisa, 7 shells to Pam, and kept the rest. "
            "How many shells did Omar keep?",
            18,
        ),
        (
            "Paul had 64 crayons. He lost 1/4 of them. Then he gave half of what was left to Sue and kept "
            "the rest. How many crayons did Paul keep?",
            24,
        ),
        (
            "Mia has $60. She spends half of her money on a hat and 1/3 of what is left on a scarf. "
            "How much money does she have left?",
            20,
        ),
        ("Kate has $24. She spent $4 on lunch and kept the rest. How much money did she keep?", 20),
        ("Kate has $24. She gave $4 to Jon and kept the remaining money. How much money did she keep?", 20),
        (
            "Jill had 36 plums. She gave 1/3 of her plums to Tom. Of the remaining plums, she gave half to Lee. "
            "How many plums does Jill have?",
            12,
        ),
        (
            "Sam had 48 marbles. He gave half of them to Tim and 1/3 of what was left to Ben. "
            "How many marbles does Sam have left?",
            16,
        ),
    ],
)
def test_read(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # two kinds the rest could be of
        "Mia has 40 apples and 10 pears. She gave 6 apples to Bob and kept the rest. How many apples did she keep?",
        # no part went away before it
        "Mia has 40 apples. She found 6 apples and kept the rest. How many apples did she keep?",
        # a change after it: "did she keep" would ask for the past
        "Mia has 40 apples. She gave 6 apples to Bob and kept the rest. She found 5 more apples. "
        "How many apples did she keep?",
        # 'he' is not the giver
        "Mia has 40 apples. She gave 6 apples to Bob and he kept the rest. How many apples did Bob keep?",
        # kept somewhere, and the place is asked (ADR 0356)
        "Mia has 40 apples. She gave 6 apples to Bob and kept the rest in a basket. How many apples are in the basket?",
        # kept in several places: more than keeping
        "Mia has 40 apples. She gave 6 apples to Bob and kept the rest in 2 baskets. How many apples did she keep?",
        # money beside counted things: the rest of which?
        "Kate has $24 and 5 pens. She gave $4 to Jon and kept the rest. How much money did she keep?",
        # a reflexive of the other gender
        "Kate has 24 pens. She gave 4 pens to Jon and kept the rest for himself. How many pens did she keep?",
        # a singular noun: one thing remaining
        "Kate has 24 pens. She gave 4 pens to Jon and kept the remaining pen. How many pens did she keep?",
        # 'she' could be Ann
        "Kate has 24 pens. She gave 4 pens to Ann and she kept the rest. How many pens did Kate keep?",
        # a gain before the remaining plums
        "Jill had 36 plums. She found 4 plums. Of the remaining plums, she gave half to Lee. How many plums does Jill have?",
        # a gain before 'what was left'
        "Mia has 40 apples. She bought 10 more apples and then gave half of what was left to Bob. "
        "How many apples does she have?",
    ],
)
def test_refused(text: str, lexicon) -> None:
    refusal_of(text, lexicon)
