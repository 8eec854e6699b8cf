"""A relative clause on a thing told as a statement about the holder's thing (ADR 0349)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.thing_relatives import thing_relatives
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Ivan has a bird feeder that holds 3 cups of seeds.", "Ivan's bird feeder holds 3 cups of seeds."),
        ("She has a young tree that grows 3 inches per week.", "Her young tree grows 3 inches per week."),
        ("He owns a bakery which bakes 40 loaves a day.", "His bakery bakes 40 loaves a day."),
        ("Paul had a cow that gave 9 liters of milk a day.", "Paul's cow gave 9 liters of milk a day."),
        ("There are 16 boxes that each have 30 pears.", "There are 16 boxes with 30 pears each."),
        ("Tom has 3 bags that have 25 marbles each.", "Tom has 3 bags with 25 marbles each."),
    ],
)
def test_the_clause_told_as_the_reader_reads_it(text: str, plain: str, lexicon) -> None:
    found = thing_relatives(text, lexicon)
    assert found is not None and found.text == plain
    assert len(found.steps) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Ann has a friend that has 5 apples.",  # a person: their amounts are their own
        "Tom has a box that does not have 5 pens.",  # negation
        "Tom has a jar that can hold 30 marbles.",  # a modal: room, not contents
        "Tom has a book that Ann read.",  # the thing is not the clause's subject
        "Tom has a box of apples that weighs 5 pounds.",  # the box's clause, or the apples'?
        "Tom has a bird feeder in his yard that holds 2 cups.",  # the yard's clause?
        "Ann has a book that is 400 pages long.",  # the copula: a size (ADR 0338)
        "Tom has a box that is 12 inches tall.",
        "Tom had a jar that has 30 marbles.",  # another moment
        "Tom has a jar that held 30 marbles.",
        "Tom holds a jar that has 30 marbles.",  # a capacity verb before the thing
        "Tom has 2 jars that have 30 marbles.",  # each, or all?
        "There are 5 buses that each hold 40 people.",  # room, not riders
        "Tom has a dog that eats 2 cups a day and a cat that eats 1 cup a day.",  # two clauses
        "The man has a dog that eats 2 cups a day.",  # the holder is not one named person
        "They have a dog that eats 2 cups a day.",
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    assert thing_relatives(text, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ivan has a bird feeder that holds 3 cups of seeds. How many cups of seeds does the bird feeder hold?",
            3,
        ),
        (
            "Omar owns a bakery that bakes 40 loaves a day. How many loaves does the bakery bake in 7 days?",
            280,
        ),
        (
            "Kira has a hen that lays 2 eggs a day. She has 3 ducks. How many eggs does the hen lay in 4 weeks?",
            56,
        ),
        ("Ned has a box that has 40 crayons. How many crayons does the box have?", 40),
        ("She has a wallet that has $45. How much money does the wallet have?", 45),
    ],
)
def test_thing_relatives_answered(text: str, value, lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_the_retelling_is_a_step_of_the_answer(lexicon) -> None:
    found = read_problem("Ned has a box that has 40 crayons. How many crayons does the box have?", lexicon)
    assert isinstance(found, Answer)
    assert found.steps[0] == "'Ned has a box that' read as 'Ned's box'"


@pytest.mark.parametrize(
    "text",
    [
        # the holder's one thing counted again: the retelling no longer says Tom holds it
        "Tom has a cat that eats 3 cups of food a day. He bought 2 more cats. How many cats does he have?",
        "Tom has a dog that eats 2 cups of food a day. Tom has 3 cats. How many pets does Tom have?",
        "Tom has a box that has 30 pens. Ben has a box that has 20 pens. How many pens are in the box?",
        # the clause's things told elsewhere: whose crickets does the lizard eat?
        "Lea has 40 crickets. Lea has a lizard that eats 5 crickets a day. How many crickets does Lea have?",
        # 'it' later: the jar, or the cookie?
        "Tom has a jar that holds a cookie. It weighs 5 grams. How many grams does the jar weigh?",
        "Tom has a box that has 30 pens. It has 10 pencils. How many pencils are in the box?",
        "Ann has a box that has 30 pens. She has 3 boxes. How many pens are in the box?",
        # red team 0358: a measure of seeds asked as a count of seeds
        "Ivan has a bird feeder that holds 3 cups of seeds. How many seeds does the bird feeder hold?",
    ],
)
def test_traps_refuse(text: str, lexicon) -> None:
    refusal_of(text, lexicon)
