"""Ages of persons, all moving together with time (ADR 0122)."""

import pytest

from reader import Answer, read_problem
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rachel is 12 years old. Tom is 5 years older than Rachel. How old is Tom?", 17),
        ("Rachel is 12 years old. Tom is 5 years younger than Rachel. How old is Tom?", 7),
        ("Ben is 7 years old. Ann is twice as old as Ben. How old is Ann?", 14),
        ("Ann is 16 years old. Ben is half Ann's age. How old is Ben?", 8),
        ("Ann is 9 years old. Ben's age is 3 times Ann's age. How old is Ben?", 27),
        ("In 5 years, Ann will be 20. How old is Ann now?", 15),
        ("3 years ago, Tom was 10 years old. How old is Tom now?", 13),
        ("Tom is 13 years old. How old will Tom be in 4 years?", 17),
        ("Tom is 13 years old. How old was Tom 2 years ago?", 11),
        ("Ann is 8 years old. Ben is 4 years older than Ann. What is the sum of their ages?", 20),
        (
            "Ann is 8 years old. Ben is 4 years older than Ann. What will be the sum of their ages in 3 years?",
            26,
        ),
        ("Ann is 8 years old. Ben is 4 years older than Ann. How many years older is Ben than Ann?", 4),
        ("Ann is 8 years old. Ben is 4 years older than Ann. How many years younger is Ann than Ben?", 4),
        # a shift applies to every age in the statement
        ("Ann is 10 years old. In 4 years, Ben will be twice as old as Ann. How old is Ben now?", 24),
        (
            "Two years ago, Ivan was twice as old as Yara. If Yara will be 25 in four years, how old is Ivan now?",
            40,
        ),
        # the known age may come later, or in an 'if' clause
        ("Edgar is twice as old as Lucas. If Lucas is 9, how old is Edgar?", 18),
        ("Mateo is 8 years younger than Rosa. If Rosa is 25 years old, how old will Mateo be next year?", 18),
        # a kin noun, a name beside it, a pronoun with one person it can mean
        ("Nadia is 9 years old. Her brother is four times as old as she is. How old is her brother?", 36),
        ("Tom is 10 years old. His sister Amy is 2 years older than Tom. How old is Amy?", 12),
        ("Tim is 5 years old. His cousin, Rommel, is thrice as old as he is. How old is Rommel?", 15),
        ("Ann is 8 years old. Her sister is twice as old as she is. How old is her sister?", 16),
        # 'who' after a person speaks of that person; 'Will' inside a sentence is a name
        ("Mark is 7 years older than Amy, who is 15. How old is Mark?", 22),
        (
            (
                "Nadia is three times as old as her cousin, Will. If Will was 3 years old 1 year ago, what "
                "will the sum of their ages be in 2 years?"
            ),
            20,
        ),
        ("Ann is 10 years old. How old will Ann be 10 years from now?", 20),
        # the other person's age now, in a statement of another time
        ("Ann is 10 years old. In 4 years, Ben will be twice as old as Ann is now. How old is Ben?", 16),
        (
            "In ten years, Hugo will be twice as old as Pia today. If Pia is 19 years old, how old is Hugo now?",
            28,
        ),
        ("Two years ago, Ann was twice as old as Ben is now. Ben is 5 years old. How old is Ann now?", 12),
        # a story told in the past throughout
        ("Cindy was 5 years old. Jan was 2 years older than Cindy. How old was Jan?", 7),
    ],
)
def test_ages_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_answer_is_in_years_and_shows_each_age(lexicon):
    result = read_problem("Ben is 7 years old. Ann is twice as old as Ben. How old is Ann?", lexicon)
    assert isinstance(result, Answer)
    assert result.unit == "year"
    assert [e.holder for e in result.graph.events] == ["ben", "ann"]


@pytest.mark.parametrize(
    "text",
    [
        # 'times older than' reads two ways
        "Ann is 8 years old. Ben is 3 times older than Ann. How old is Ben?",
        # a person with no age, a distractor age, an age stated twice
        "Ann is 8 years old. Ben is 4 years older than Ann. How old is Carl?",
        "Ann is 8 years old. Carl is 30 years old. Ben is 4 years older than Ann. How old is Ben?",
        "Ann is 8 years old. Ann is 9 years old. How old is Ann?",
        "Ann is 8 years old. Ben is 4 years older than Ann. If Ann is 9 years old, how old is Ben?",
        # a negative or fractional age, a difference that is not positive
        "Ann is 8 years old. Ben is 10 years younger than Ann. How old is Ben?",
        "Ann is 9 years old. Ben is half as old as Ann. How old is Ben?",
        "Ann is 8 years old. Ben is 4 years older than Ann. How many years older is Ann than Ben?",
        "Ann is 5 years old. 6 years ago, Ben was twice as old as Ann. How old is Ben?",
        # times that disagree, or two times with no stated shift
        "Ann was 8 years old. Ben is 4 years older than Ann. How old will Ben be in 2 years?",
        "Ann will be 8 years old. How old is Ann?",
        "Ann is 10 years old. In 4 years, Ben will be twice as old as Ann was now. How old is Ben?",
        "Ann is 8 years old. Ben is 4 years older than Ann. How old is Ben in 18 months?",
        # a pronoun that could be two people; a group; negation; a holding
        "Tom is 5 years old. Ben is 6 years old. He is twice as old as Tom. How old is Ben?",
        "Tom and Ann are 10 years old. How old is Tom?",
        # 'her' that could be Ann or her sister; a 'who' with no person before it
        "Ann is 8 years old. Her sister is 2 years older than Ann. Her sister is 3 years younger than her brother. "
        "How old is her brother?",
        "Mark is 7 years old, who is 15. How old is Mark?",
        "Ann is 10 years old. 4 years from now, Ben will be twice as old as Ann is. How old is Ben?",
        "In 3 years, Ann is now 20 years old. How old is Ann?",
        "Ann is 8 years old. Ben is not 4 years older than Ann. How old is Ben?",
        "Tom has 5 apples. Ann is 10 years old. How old is Ann?",
        "Ann is 10 years old. Ben is 4 years older than Ann. How old are they?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)
    assert read_ages(text, lexicon) is None


# --- ADR 0129: sums stated as facts, and two equations solved together ---


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rosa is 6 years older than Kai. The sum of their ages is 30. How old is Rosa?", 18),
        ("Rosa is twice as old as Kai. If the sum of their ages is 27, how old is Kai?", 9),
        ("The sum of the ages of Rosa and Kai is 50. Rosa is 10 years older than Kai. How old is Kai?", 20),
        (
            "Rosa is 3 years older than her brother. The total of their ages is 21 years. How old is her brother?",
            9,
        ),
        # the sum is said at a shifted time: every age in it moves
        (
            "Rosa is 9 years older than Kai. In 4 years, the sum of their ages will be 45. How old is Kai now?",
            14,
        ),
        (
            "Rosa is 9 years older than Kai. 3 years ago, the sum of their ages was 23. How old is Rosa now?",
            19,
        ),
        (
            "Rosa is 2 years older than Kai. The sum of their ages is 36. What will be the sum of their ages in 2 years?",
            40,
        ),
        # two comparisons over the same two persons
        ("Rosa is 3 times as old as Kai. Rosa is 12 years older than Kai. How old is Kai?", 6),
        (
            "Rosa is 5 years older than Kai. In 5 years, Rosa will be twice as old as Kai is now. How old is Kai?",
            10,
        ),
        (
            "In 6 years, Rosa will be twice as old as Kai. 2 years ago, Rosa was 3 times as old as Kai. How old is Rosa now?",
            26,
        ),
    ],
)
def test_ages_solved_together(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_a_stated_sum_is_a_step(lexicon):
    found = read_ages(
        "Rosa is 6 years older than Kai. The sum of their ages is 30. How old is Rosa?", lexicon
    )
    assert found is not None and found.value == 18
    assert any("Rosa + Kai = 30" in step for step in found.steps)


@pytest.mark.parametrize(
    "text",
    [
        # not a whole or not a positive age
        "Rosa is 5 years older than Kai. The sum of their ages is 30. How old is Kai?",
        "Rosa is 40 years older than Kai. The sum of their ages is 30. How old is Kai?",
        # the same line twice, or two lines that never meet
        "Rosa is 6 years older than Kai. Kai is 6 years younger than Rosa. How old is Rosa?",
        "Rosa is 6 years older than Kai. Kai is 5 years younger than Rosa. How old is Rosa?",
        "Rosa is twice as old as Kai. Rosa is 2 times as old as Kai. How old is Rosa?",
        # 'their' over three persons; a sum of three ages
        "Rosa is 6 years older than Kai. Ella is 2 years older than Kai. The sum of their ages is 40. How old is Kai?",
        "Rosa is 6 years older than Kai. The sum of the ages of Rosa, Kai and Ella is 30. How old is Kai?",
        # a sum that is an age, a sum with 'now', a tense that disagrees, a sum stated twice, an age too many
        "Rosa is 6 years older than Kai. The sum of their ages is 30 years old. How old is Rosa?",
        "Rosa is 6 years older than Kai. The sum of their ages is now 30. How old is Rosa?",
        "Rosa is 6 years older than Kai. The sum of their ages was 30. How old is Rosa?",
        "Rosa is 6 years older than Kai. The sum of their ages is 30. The sum of their ages is 30. How old is Rosa?",
        "Rosa is 20. Rosa is 6 years older than Kai. The sum of their ages is 34. How old is Kai?",
        "Rosa is 6 years older than Kai. The sum of their ages is 30 apples. How old is Rosa?",
        "Rosa is 6 years older than Kai. The sum of their ages is 30. How old is Cal?",
    ],
)
def test_sums_and_pairs_that_refuse(lexicon, text):
    refusal_of(text, lexicon)
    assert read_ages(text, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mateo is 9 years old. His father is 3 times her age. How old is his father?", None),
        ("Mateo is 9 years old. His father is 3 times his age. How old is his father?", 27),
        ("Ariel is 8 years old. Her brother is 3 years older than him. How old is her brother?", None),
        ("Ariel is 8 years old. Her brother is 3 years older than her. How old is her brother?", 11),
        # a gap asked at a time before one of the two was born (ADR 0122 addendum)
        (
            "Kira is 15 years old. Her father is 46 years old. 20 years ago, how many years older was her father than Kira?",
            None,
        ),
        (
            "Kira is 15 years old. Her father is 46 years old. 10 years ago, how many years older was her father than Kira?",
            31,
        ),
    ],
)
def test_pronoun_genders_and_times_before_birth(lexicon, text, value):
    """Once 'his' meant a person no word gave a gender, 'her' can no longer mean them; a gap is asked only
    at a time both were alive (ADR 0122 addenda)."""
    if value is None:
        refusal_of(text, lexicon)
    else:
        assert value_of(text, lexicon) == value
