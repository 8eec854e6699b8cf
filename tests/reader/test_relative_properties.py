"""A relative clause that tells a rate or a per-thing count of the noun before it (ADR 0338)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a rate of one thing, read as its own statement
        ("Jason has an eel that eats 20 guppies a day. How many guppies does the eel eat in 3 days?", 60),
        ("Josue has a tree that grows 2 feet per week. How many feet will the tree grow in 8 weeks?", 16),
        (
            "There is a factory that makes 300 cars per day. How many cars does the factory make in 5 days?",
            1500,
        ),
        (
            "Tom has a machine which makes 6 toys every hour. How many toys does the machine make in 3 hours?",
            18,
        ),
        ("Sam had a job that paid $10 an hour. How much did the job pay for 6 hours?", 60),
        (
            "Ann has an oven that bakes 1 dozen cookies an hour. How many cookies does the oven bake in 3 hours?",
            36,
        ),
        # counted things with a per-thing count
        ("Ann has 3 books that are 400 pages each. How many pages are there in all?", 1200),
        ("Ben has 6 boxes that are 12 crayons each. How many crayons does Ben have?", 72),
        ("James eats 3 bags that are 2 ounces each. How many ounces did he eat?", 6),
    ],
)
def test_property_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the thing counted again elsewhere: the passed-over holding would count
        "Tom has a dog that eats 2 cups of food a day. He bought 2 more dogs. How many dogs does he have?",
        "Tom has a dog that eats 2 cups of food a day. His other dog eats 3 cups a day. "
        "How many cups of food does the dog eat in 5 days?",
        # a person pronoun later may stand for the passed-over holder
        "Bob has 5 apples. Tom has a dog that eats 2 cups of food a day. He gives 2 apples away. "
        "How many apples does Bob have?",
        # the rate's things or the holder told elsewhere: whose guppies does the eel eat?
        "Jason has 50 guppies. Jason has an eel that eats 20 guppies a day. How many guppies does Jason have?",
        "Sam has a job that pays $10 an hour. Sam has $20. How much money does Sam have?",
        # the clause's subject could be another noun
        "Tom has a dog in his yard that eats 2 cups of food a day. How many cups of food does the dog eat in 5 days?",
        "Tom has a dog and a cat that eats 2 cups of food a day. How many cups of food does the dog eat in 5 days?",
        # negation, a plan, a comparison, a second verb, a modal
        "Tom has a dog that does not eat 2 cups of food a day. How many cups of food does the dog eat in 5 days?",
        "Tom has a dog that wants to eat 2 cups of food a day. How many cups of food does the dog eat in 5 days?",
        "Tom has a machine that makes 5 more toys per hour. How many toys does the machine make in 4 hours?",
        "Tom has a dog that eats 2 cups of food a day and drinks 3 cups of water a day. "
        "How many cups of food does the dog eat in 5 days?",
        "Tom has a machine that can make 5 toys per hour. How many toys does the machine make in 4 hours?",
        # a verb of change before the thing: the money it moved is not told
        "Tom had $50. He bought a machine that makes 5 toys per hour. How much money does he have?",
        "Tom sold a machine that makes 5 toys per hour. How many toys does the machine make in 4 hours?",
        # a past rate under a present holding; counted things with a rate (each, or all?)
        "Tom has a job that paid $12 per hour. How much did the job pay for 5 hours?",
        "Tom has 3 machines that make 5 toys per hour. How many toys do the machines make in 4 hours?",
        # counts: in each, or in all?; a weight is not a content
        "Ann has 3 books that are 400 pages. How many pages are there in all?",
        "Ann has 3 boxes that are 5 pounds each. How many pounds do the boxes weigh?",
        "Ann has 3 books that are about 400 pages each. How many pages are there in all?",
        "Ann has 3 ropes that are 5 feet each. How many feet of rope does Ann have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
