"""Ages told at a birthday reached, at the time another was an age, or as an offset from a multiple (ADR 0427)."""

import pytest

from reader import Answer
from reader.age_milestones import read_age_milestones
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a birthday reached fixes the age at that time
        ("Hedda turned 12 four years ago. How old is Hedda now?", 16),
        ("Hedda turned 12 a year ago. How old will Hedda be in 3 years?", 16),
        ("Hedda will turn 30 in 7 years. How old is Hedda now?", 23),
        ("In 7 years, Hedda will turn 30. How old was Hedda 2 years ago?", 21),
        ("Hedda turns 30 in 7 years. How old is Hedda now?", 23),
        ("Hedda will turn 30 after 7 years. Her uncle is twice as old as Hedda. How old is her uncle?", 46),
        (
            "Hedda is three times as old as Ivo is today. If Ivo turned 2 a year ago, how old is Hedda today?",
            9,
        ),
        # an offset from a multiple of another's age
        ("Hedda is 5 years older than twice Ivo's age. If Ivo is 7, how old is Hedda?", 19),
        (
            "Hedda is 2 years younger than three times the age of Ivo. Ivo is 6 years old. How old is Hedda?",
            16,
        ),
        ("Hedda is 3 years older than half Ivo's age. In 2 years, Ivo will be 42. How old is Hedda now?", 23),
        # one past time named by another's age: the difference holds at every time
        ("Hedda was 26 years old when Ivo was 3 years old. How old will Hedda be when Ivo turns 11?", 34),
        ("When Ivo was 3, Hedda was 26. How old will Ivo be when Hedda turns 30?", 7),
        ("Hedda was 26 when Ivo was 3. How old was Hedda when Ivo was 1?", 24),
        ("Hedda was 26 when Ivo was 3. Ivo is 9 now. How old is Hedda now?", 32),
        (
            "Hedda turned 12 four years ago. Ivo is 3 years older than Hedda. How old will Ivo be when Hedda turns 20?",
            23,
        ),
        # an 'if' clause before a question with 'when'
        (
            "Hedda is 8 years old. If her aunt is 21 years older than her, how old will Hedda be when her aunt is 40?",
            19,
        ),
    ],
)
def test_milestone_ages_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a birthday with no time, or a time its verb cannot have
        "Hedda turned 12. How old is Hedda now?",
        "Hedda turned 12 in 4 years. How old is Hedda now?",
        "Hedda will turn 12 four years ago. How old is Hedda now?",
        "Hedda turns 12. How old is Hedda now?",
        "Hedda turned 12 four years ago and is now 16. How old is Hedda?",
        "Hedda turned 2 18 months ago. How old is Hedda now?",
        "Hedda turned 12 four years ago. Hedda turned 13 three years ago. How old is Hedda now?",
        "Hedda did not turn 12 four years ago. How old is Hedda now?",
        # the difference alone cannot give an age now, a time gone asked with 'will', or a distractor
        "Hedda was 26 when Ivo was 3. How old is Hedda now?",
        "Hedda was 26 when Ivo was 3. How old will Hedda be when Ivo turns 2?",
        "Hedda was 26 when Ivo was 3. How old was Hedda when Ivo was 5?",
        "Hedda was 26 when Ivo was 3. Ivo is 2 now. How old is Hedda now?",
        "Hedda was 26 when Ivo was 3. Olga is 8. How old will Hedda be when Ivo turns 11?",
        "Hedda is 26 when Ivo is 3. How old will Hedda be when Ivo turns 11?",
        "Hedda was twice as old as Ivo when Ivo was 3. How old will Hedda be when Ivo turns 11?",
        "Hedda was 26 when Ivo was 3. How old is Hedda when Ivo turns 11?",
        "Hedda was 26 when Ivo was 3. What will their combined age be when Ivo turns 11?",
        # an offset from 'times older', from a person with no age noun, or with 'he' after two men
        "Hedda is 5 years older than two times older than Ivo. If Ivo is 7, how old is Hedda?",
        "Hedda is 5 years older than twice Ivo. If Ivo is 7, how old is Hedda?",
        "Hedda is 5 years older than twice as old as Ivo. If Ivo is 7, how old is Hedda?",
        "Hedda is 5 years younger than twice Ivo's age. Ivo is 2. How old is Hedda?",
        "Hedda is 5 years older than twice Ivo's age. Hedda is 12. How old is Ivo?",
        "Ivo is twice as old as Bas. In 3 years, he will be 27. How old will Bas be?",
        "Hedda is 8 years old. If her aunt is 21 years older than her, how old will Hedda be when her aunt is 25?",
        "Hedda is 8 years old. If her aunt were 21 years older than her, how old will Hedda be when her aunt is 40?",
    ],
)
def test_milestone_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_first_ages_reading_does_not_take_the_new_forms(lexicon):
    text = "Hedda turned 12 four years ago. How old is Hedda now?"
    assert read_ages(text, lexicon) is None
    assert isinstance(read_age_milestones(text, lexicon), Answer)


def test_a_difference_alone_is_its_own_step(lexicon):
    result = read_age_milestones(
        "Hedda was 26 years old when Ivo was 3 years old. How old will Hedda be when Ivo turns 11?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.value == 34
    assert result.unit == "year"
    assert result.steps == (
        "Hedda - Ivo = 26 - 3 = 23 at every time",
        "Ivo is 11: Hedda is 11 + 23 = 34",
    )
