"""Two kinds the pack pairs split a group, and a group told back by a share and a count (ADR 0417)."""

import pytest

from reader import Answer
from reader.complementary_parts import paired_kinds, read_unknown_whole
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_words
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a group the pack splits into boys and girls, or men and women: the other kind is the rest
        ("There are 80 students in the gym. 45% of them are boys. How many girls are in the gym?", 44),
        ("There are 36 students on the trip. 1/4 of the students are girls. How many boys are there?", 27),
        ("There are 150 employees at the factory. 2/5 of them are women. How many men are there?", 90),
        ("There are 64 workers in the shop. 3/8 of them are men. How many women are in the shop?", 40),
        # male and female, the pack's opposites, split any group of creatures
        ("Pablo has 32 geese. 3/4 of them are female. How many male geese does Pablo have?", 8),
        ("There are 60 bees in the jar. 15% of them are male. How many female bees are there?", 51),
        # told back: a share of one kind and a count of the other
        ("70% of the workers are women and 27 are men. How many women are there?", 63),
        ("70% of the workers are women and 27 are men. How many workers are there?", 90),
        ("At the farm, 1/4 of the pigs are male and 42 are female. How many male pigs are there?", 14),
        ("At the farm, 1/4 of the pigs are male and 42 are female. How many male pigs are at the farm?", 14),
        ("2/3 of the students are boys and 11 are girls. How many boys are there?", 22),
        ("In the art wing, 3/4 of the students are men and 12 are women. How many men are there?", 36),
    ],
)
def test_complementary_parts_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a group the pack does not split: grown-ups may be among them
        "There are 80 guests in the gym. 45% of them are boys. How many girls are there?",
        "There are 80 people in the gym. 45% of them are women. How many men are there?",
        "There are 80 visitors in the gym. 45% of them are adults. How many kids are there?",
        # a pair the group does not name, a negation, two shares past the whole
        "There are 80 students in the gym. 45% of them are boys. How many women are there?",
        "There are 80 students in the gym. 45% of them are not boys. How many girls are there?",
        "There are 80 students in the gym. 45% of them are boys and 60% are girls. How many girls are there?",
        # a count that is not whole, a later change
        "There are 70 students in the gym. 1/3 of them are boys. How many girls are there?",
        "There are 36 students on the trip. 1/4 of them are girls. 4 boys go home. How many boys are there?",
        # told back: a group not split, a share not under the whole, a count that is not whole
        "70% of the guests are women and 27 are men. How many women are there?",
        "100% of the workers are women and 27 are men. How many women are there?",
        "35% of the workers are women and 27 are men. How many women are there?",
        # told back: another tense, another place, a negation, three kinds
        "70% of the workers were women and 27 are men. How many women are there?",
        "At the farm, 1/4 of the pigs are male and 42 are female. How many male pigs are at the zoo?",
        "70% of the workers are women and 27 are not men. How many women are there?",
        "70% of the workers are women, 10 are men and 27 are kids. How many women are there?",
    ],
)
def test_complementary_parts_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason in ("unsupported_operation", "unexpected_category")


def _word(text, lexicon):
    return plain_words(split_sentences(f"The {text}.")[0], lexicon)[1]


def test_pairs_come_from_the_pack(lexicon):
    boys, girls, men, women, students, guests, workers = (
        _word(w, lexicon) for w in ("boys", "girls", "men", "women", "students", "guests", "workers")
    )
    male, female, hens = (_word(w, lexicon) for w in ("male", "female", "hens"))
    assert paired_kinds(boys, girls, students) and paired_kinds(women, men, workers)
    assert paired_kinds(men, women, students) and not paired_kinds(boys, women, students)
    assert not paired_kinds(boys, girls, guests) and not paired_kinds(boys, girls, workers)
    assert not paired_kinds(boys, boys, students) and not paired_kinds(boys, girls, None)
    assert paired_kinds(male, female, hens) and not paired_kinds(male, male, hens)


def test_told_back_steps_show_the_whole(lexicon):
    found = read_unknown_whole(
        "70% of the workers are women and 27 are men. How many women are there?", lexicon
    )
    assert isinstance(found, Answer) and found.value == 63
    assert found.steps[1] == "the workers: 27 / 3/10 = 90"
