"""Things told apart by a capital letter after a noun, each read as one named holder (ADR 0437)."""

import pytest

from packs.model import Lexicon
from reader.lettered_holders import lettered_holders
from tests.reader.reading import refusal_of, value_of

STORY = "Crate A holds 35 lemons. Crate B holds 9 more lemons than crate A."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many lemons are in crate B?", 44),
        ("How many lemons does crate A hold?", 35),
        ("How many lemons are there altogether?", 79),
        ("How many lemons do both crates hold?", 79),
    ],
)
def test_each_label_is_one_holder(question: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{STORY} {question}", lexicon) == value


def test_a_chain_of_three_labels(lexicon: Lexicon) -> None:
    story = (
        "Bag A has 16 candies. Bag B has twice as many candies as bag A. Bag C has 5 more candies than bag B."
    )
    assert value_of(f"{story} How many candies are in bag C?", lexicon) == 37
    assert value_of(f"{story} How many candies are there altogether?", lexicon) == 85


def test_letters_other_than_a_and_people_named_by_a_role(lexicon: Lexicon) -> None:
    assert (
        value_of(
            "Bin X has 14 bolts. Bin Y has 3 times as many bolts as bin X. How many bolts does bin Y have?",
            lexicon,
        )
        == 42
    )
    text = "Coach A bought 6 cones for $4 each. Coach B bought 9 cones for $3 each. How much more did coach B spend than coach A?"
    assert value_of(text, lexicon) == 3


def test_the_labels_are_written_as_names(lexicon: Lexicon) -> None:
    found = lettered_holders(f"{STORY} How many lemons are in crate B?", lexicon)
    assert found is not None
    assert (
        found.text
        == "CrateA holds 35 lemons. CrateB holds 9 more lemons than CrateA. How many lemons are in CrateB?"
    )


@pytest.mark.parametrize(
    "text",
    [
        # a label the story never tells of
        f"{STORY} How many lemons are in crate D?",
        # two nouns share a letter, or each carries its own
        "Jar A has 12 beads. Box A has 5 more beads than jar A. How many beads are in box A?",
        "Jar A has 12 beads. Box B has 5 more beads than jar A. How many beads are in box B?",
        # 'A' opening a sentence is the article
        "A crate holds 35 lemons. Crate B holds 9 more lemons than the crate. How many lemons are in crate B?",
        # 'I' is never a label
        "I have 12 stamps. Box B has 5 more stamps than I have. How many stamps does box B have?",
        # a letter that names no thing here
        "Mia got an A on 4 tests and a B on 3 tests. How many tests did she get an A on?",
        "Each pill has 20 mg of vitamin A. Ken takes 3 pills. How many mg of vitamin A does he take?",
        "Seeds are in buckets labelled A, B and C. Bucket A has 40 seeds. Bucket B has 10 more seeds than bucket A. How many seeds are in bucket B?",
        # 'both' after three labels: which two?
        "Team A scored 12 points. Team B scored 7 points. Team C scored 9 points. How many points did both teams score?",
        # another kind of thing asked, or a negation
        f"{STORY} How many pears are in crate B?",
        "Farm A has 120 sheep. Farm B does not have 45 sheep. How many sheep does farm B have?",
        # a pronoun of the third person anywhere: the names written would be people it might mean
        "Jar A has 5 marbles. Jar B has 3 marbles. Tom has 4 marbles. She gives 2 marbles to jar B. How many marbles are in jar B?",
        "Coach A has 5 whistles. Coach B has 3 whistles. He gives 2 whistles to coach A. How many whistles does coach A have?",
        "Box A has 10 pens. Box B has 4 pens. It gets 3 more pens. How many pens does box B have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_a_label_that_spells_a_word_is_not_written(lexicon: Lexicon) -> None:
    assert (
        lettered_holders(
            "Car A drove 120 miles. Car B drove 30 miles less than car A. How far did car B drive?", lexicon
        )
        is None
    )


def test_one_letter_alone_is_no_series(lexicon: Lexicon) -> None:
    assert (
        lettered_holders(
            "Jar A has 15 marbles. Jar A gets 4 more marbles. How many marbles does jar A have?", lexicon
        )
        is None
    )
