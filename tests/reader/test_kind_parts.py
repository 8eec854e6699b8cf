"""Parts of a counted whole named by a narrower kind, a place told first and 'of which' (ADR 0394)."""

import pytest

from reader import Answer
from reader.bare_parts import distinct_kinds, kind_part
from reader.chained_parts import read_chained_parts
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_words
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a part named by a kind the pack files under the whole's noun, or under what it covers
        ("Mia has 28 pets. 1/4 of them are dogs. How many dogs does Mia have?", 7),
        ("Mia has 28 pets. 1/4 of them are dogs. How many pets are not dogs?", 21),
        ("There are 50 trees in the park. 30% of them are elms. How many elms are in the park?", 15),
        ("There are 50 trees in the park. 30% of them are elms. How many trees are elms?", 15),
        ("There are 40 dogs. 1/4 of them are puppies. How many puppies are there?", 10),
        # 'the rest' and a list of shares, when the pack marks the kinds as sharing nothing
        (
            "Mia has 28 pets. 1/4 of them are dogs, 1/2 are cats, and the rest are hamsters. "
            "How many hamsters does Mia have?",
            7,
        ),
        (
            "There are 30 fruits in the bowl. 2/5 of them are pears and the rest are plums. "
            "How many plums are in the bowl?",
            18,
        ),
        # a place told before 'there are'
        ("At the camp there are 64 people. 25% of them are adults. How many adults are at the camp?", 16),
        ("In the hall, there are 24 children. 1/3 of them are boys. How many girls are there?", 16),
        # a share of the whole told in a relative clause after it
        ("There are 60 trees in the park, 20% of which are cedars. How many trees are not cedars?", 48),
        ("There are 30 children in the pool, 40% of whom are girls. How many boys are in the pool?", 18),
        ("Nora has 32 beads, 1/4 of which are red. How many red beads does Nora have?", 8),
    ],
)
def test_kind_parts_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # kinds the pack does not mark as sharing nothing: the rest may hold both
        "There are 40 trees in the park. 1/2 of them are oaks and the rest are firs. How many firs are there?",
        "There are 20 birds. 1/4 are ducks. The rest are chickens. How many chickens are there?",
        # a kind of another kind than the whole's, a kind no part names, a part of a part
        "There are 30 animals on the farm. 1/3 of them are cows and the rest are hens. How many hens are there?",
        "There are 40 toys. 1/4 of them are dogs. How many dogs are there?",
        "Mia has 28 pets. 1/4 of them are dogs. How many cats does Mia have?",
        "There are 30 pets. 1/3 of them are dogs. 1/3 are puppies. How many puppies are there?",
        # the others left unsaid, another place, a past whole with a present part
        "There are 60 trees in the park, 40% of which are pines. How many are not pines?",
        "At the camp there are 64 people. 25% of them are adults. How many adults are at the zoo?",
        "There were 40 pets. 1/4 of them are dogs. How many dogs are there?",
        # 'of which' with a count, a share not whole, a second 'of which', 'of them' after 'of which'
        "There are 40 apples, 3 of which are red. How many apples are red?",
        "There are 42 apples in the box, 25% of which are red. How many apples are red?",
        "There are 40 apples, 25% of which are red. 50% of which are green. How many green apples are there?",
        "There are 40 apples, 25% of which are red. 50% of them are green. How many green apples are there?",
    ],
)
def test_kind_parts_refuse(text, lexicon):
    refusal_of(text, lexicon)


def test_read_directly_names_the_relative(lexicon):
    text = "There are 60 trees in the park, 20% of which are cedars. How many trees are not cedars?"
    found = read_chained_parts(text, lexicon)
    assert isinstance(found, Answer) and found.value == 48
    assert found.steps[1] == "20% of which are cedars: 12"


def _word(text, lexicon):
    return plain_words(split_sentences(f"The {text}.")[0], lexicon)[1]


def test_kind_part_and_distinct_kinds(lexicon):
    dogs, cats, puppies, pets, trees, oaks, firs, toys = (
        _word(w, lexicon) for w in ("dogs", "cats", "puppies", "pets", "trees", "oaks", "firs", "toys")
    )
    assert kind_part(dogs, pets) and kind_part(oaks, trees) and kind_part(puppies, _word("dogs", lexicon))
    assert not kind_part(dogs, toys) and not kind_part(puppies, pets) and not kind_part(trees, trees)
    assert distinct_kinds(dogs, cats) and not distinct_kinds(dogs, puppies) and not distinct_kinds(oaks, firs)
    assert not distinct_kinds(dogs, dogs) and not distinct_kinds(oaks, cats)
