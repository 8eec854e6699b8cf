"""The countable parts every thing of a kind has, counted over the story's things (ADR 0270)."""

import pytest

from reader.parts_of_things import part_counts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("Tess has 3 cats and 2 ducks. How many animal legs are there in all?", 16, "leg"),
        (
            (
                "At the pet store, there were 2 ducks, 3 cats, 5 snakes, and 2 spiders for sale. How "
                "many legs were there in total?"
            ),
            32,
            "leg",
        ),
        (
            ("There are 5 bicycles and 7 cars on the street. How many wheels are there on the street?"),
            38,
            "wheel",
        ),
        # 'feet' of animals: their legs
        ("There are 4 cats and 5 chickens in the barn. How many feet are there in the barn?", 26, "leg"),
        # a wider kind's count holds for the narrower kinds (a puppy is a dog, an owl a bird)
        (
            "There are 3 puppies and 2 kittens in the basket. How many legs are there in the basket?",
            20,
            "leg",
        ),
        ("Priya has 2 parrots and 4 owls. How many wings are there in total?", 12, "wing"),
        ("There are 9 sheep and 1 rooster on the hill. How many legs are there on the hill?", 38, "leg"),
        # people counted by a number count with their legs
        ("There are 4 boys and 3 dogs in the park. How many legs are there in the park?", 20, "leg"),
        # a person who only holds: no wheels of their own
        ("Maria has 4 cars and 2 motorcycles. How many wheels are there in all?", 20, "wheel"),
        # parts told in the story join the lexicon's, for a kind it does not know
        (
            "There are 2 carts and 3 bicycles in the shed. Each cart has 2 wheels. "
            "How many wheels are there in the shed?",
            10,
            "wheel",
        ),
        (
            (
                "There are 6 cars, 3 bicycles and 2 unicycles in the yard behind Kim's shop. Each car "
                "has 4 wheels, each bicycle has 2 wheels and each unicycle has 1 wheel. How many wheels "
                "are there in all?"
            ),
            32,
            "wheel",
        ),
        # the parts of the things of one kind, or one holder's
        ("Maria has 3 dogs and 2 ducks. How many legs do her animals have?", 16, "leg"),
        ("Maria has 3 dogs and 2 ducks. How many legs do Maria's dogs have in total?", 12, "leg"),
        ("There are 3 dogs and 4 cats in the yard. How many legs do the cats have?", 16, "leg"),
        ("Maria has 3 dogs and 2 ducks. How many wings do the ducks have?", 4, "wing"),
    ],
)
def test_parts_counted(lexicon, text, value, unit):
    from reader import read_problem

    assert value_of(text, lexicon) == value
    assert read_problem(text, lexicon).unit == unit


@pytest.mark.parametrize(
    "text",
    [
        # a person in the scope has legs too, and the story does not count them
        "Omar has 5 dogs and 3 birds. How many legs are there in all?",
        # a thing whose number of the part the lexicon does not know (chairs, trucks)
        "There are 3 dogs and 2 chairs in the room. How many legs are there in the room?",
        "There are 4 trucks and 2 cars in the garage. How many wheels are there in the garage?",
        # 'animal legs' with a thing of no known kind of animal
        "There are 2 dogs and 3 chairs in the room. How many animal legs are there in the room?",
        # overlapping kinds: the ducks may be among the birds
        "There are 3 birds and 2 ducks in the pond. How many legs are there in the pond?",
        # a told number that contradicts the lexicon
        "There are 4 cars in the garage. Each car has 6 wheels. There are 2 bicycles in the garage. "
        "How many wheels are there in the garage?",
        # things at another place than the asked one
        "There are 4 cats in the house and 5 chickens in the barn. How many legs are there in the barn?",
        # a lost leg, a negation, a modifier on the counted thing
        "There are 5 dogs in the yard. 2 of the dogs are three-legged. How many legs are there in the yard?",
        "There are 3 dogs and no cats in the barn. How many legs are there in the barn?",
        "There are 4 dogs and 2 toy cars in the yard. How many wheels are there in the yard?",
        # 'feet' beside things that are no animals: a length?
        "There are 3 dogs and 4 bicycles in the barn. How many feet are there in the barn?",
        # a comparison, the legs of one holder, of one kind
        "There are 3 dogs and 4 chickens in the barn. How many more legs are there than wings?",
        "Maria has 3 dogs. Ann has 4 cats. How many animal legs does Maria have?",
        # one kind counted twice, a change of the counted things
        "There are 5 dogs in the yard. There are 3 dogs in the house. How many legs are there in all?",
        "Maria has 4 cars. She sold 2 cars. How many wheels are there in all?",
        # the asked kind may count a thing of unknown kind; people asked have legs the story does not count
        "Maria has 3 dogs and 2 pets. How many legs do the dogs have?",
        "Maria has 3 boys and 2 dogs. How many legs do the children have?",
        # another holder's animals, a place inside the asked things, 'each'
        "Maria has 3 dogs and 2 ducks. How many legs do his animals have?",
        "There are 3 dogs and 2 ducks in the barn. How many legs do the animals in the barn have?",
        "Maria has 3 dogs and 2 ducks. How many legs do her animals have each?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


def test_part_counts_reads_the_pack(lexicon):
    assert part_counts(lexicon.lookup("bird").entry) == {"leg": 2, "wing": 2}
    assert part_counts(lexicon.lookup("bicycle").entry) == {"wheel": 2}
    assert part_counts(lexicon.lookup("truck").entry) == {}
