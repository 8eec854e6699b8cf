"""Parts of a group of people named by a kind of person: adults and children, boys and girls (ADR 0306)."""

import pytest

from reader import Answer
from reader.bare_parts import complement, exclusive_kinds, part_of_group
from reader.chained_parts import read_chained_parts
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_words
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a bare share, then 'the rest' named by the other kind of person
        ("A choir has 120 singers. 40% are adults. The rest are children. How many children are there?", 72),
        (
            "A choir has 120 singers. 40% are adults. The rest are children. How many adults are in the choir?",
            48,
        ),
        (
            "A choir has 120 singers. 40% are adults. The rest are children. How many of the singers are children?",
            72,
        ),
        ("A choir has 40 members. 1/4 are men and the rest are women. How many women are there?", 30),
        (
            "There are 36 students in a class. 1/3 of them are boys and the rest are girls. How many girls are in the class?",
            24,
        ),
        # three kinds, each two of which no one person is both of
        (
            "There are 60 people on a bus. 1/5 are men, 1/2 of the remainder are women, and the rest are children. "
            "How many children are on the bus?",
            24,
        ),
        (
            "A club has 50 members. 20% are girls and the rest are adults. What percentage of the members are adults?",
            80,
        ),
        # the other gender of a whole of one stage of life
        (
            ("There are 36 children in a hall. One-fourth of them are boys. How many girls are in the hall?"),
            27,
        ),
        (
            (
                "There are 40 children at the picnic. Three-eighths of them are girls. How many of the "
                "children are boys?"
            ),
            25,
        ),
        ("There are 48 adults at the meeting. 3/8 of them are women. How many men are at the meeting?", 30),
    ],
)
def test_bare_parts_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the other part never told, and the whole's people may be adults
        "There are 50 people at the fair. 30% of them are boys. How many girls are there?",
        "A church has 150 members. 40% are adults. How many children are there?",
        # parts that may overlap: a teacher may be a woman
        "A club has 60 members. 30% are teachers. The rest are women. How many women are there?",
        # a part the whole cannot hold, or a share of another group
        "There are 30 boys. 1/3 are girls. The rest are adults. How many adults are there?",
        "A school has 400 students. 55% of the teachers are girls and the rest are boys. How many boys are there?",
        # negation, a past whole with present parts, a count that is not whole, parts past the whole
        "A church has 150 members. 40% are not adults. The rest are children. How many children are there?",
        "A church had 150 members. 40% are adults. The rest are children. How many children are there?",
        "A church has 125 members. 1/3 are adults. The rest are children. How many children are there?",
        "A club has 60 members. 30% are men and 80% are women. How many women are there?",
        # a later change, another place, a kind no part names, a noun the pack does not split
        "A choir has 120 singers. 40% are adults. The rest are children. 10 children join. How many children are there?",
        "There are 40 adults. 1/4 are men. How many girls are there?",
        "There are 20 birds. 1/4 are ducks. The rest are chickens. How many chickens are there?",
    ],
)
def test_bare_parts_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason in ("unsupported_operation", "incomplete_operation")


def test_read_directly_and_steps_name_the_others(lexicon):
    text = "There are 36 children in a hall. One-fourth of them are boys. How many girls are there?"
    found = read_chained_parts(text, lexicon)
    assert isinstance(found, Answer) and found.value == 27
    assert found.steps[-1] == "the others are girls: 27"


def _word(text, lexicon):
    return plain_words(split_sentences(f"The {text}.")[0], lexicon)[1]


def test_exclusive_kinds_and_parts_of_a_group(lexicon):
    boys, girls, men, adults, kids, teachers, women = (
        _word(w, lexicon) for w in ("boys", "girls", "men", "adults", "kids", "teachers", "women")
    )
    assert exclusive_kinds(boys, girls) and exclusive_kinds(men, boys) and exclusive_kinds(adults, kids)
    assert not exclusive_kinds(teachers, women) and not exclusive_kinds(men, adults)
    assert part_of_group(adults, _word("students", lexicon)) and part_of_group(
        adults, _word("members", lexicon)
    )
    assert not part_of_group(adults, kids) and not part_of_group(girls, _word("birds", lexicon))
    assert complement(boys, (girls,), kids) is girls
    assert complement(boys, (girls,), _word("people", lexicon)) is None
    assert complement(men, (girls,), adults) is None


def test_one_quarter_of_them_refuses_at_the_coin_word(lexicon):
    """'quarter' is also a coin: before 'of' it refuses there, whatever the rest says (ADR 0347 addendum)."""
    text = "There are 32 children in the park. One-quarter of them are boys. How many girls are in the pool?"
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "of")
