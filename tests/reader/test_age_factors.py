"""Ages told by a factor, a joint age, or a time named by someone's age (ADR 0399, on ADR 0122)."""

import pytest

from reader import Answer, read_problem
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a shift told with 'after' or 'in N more years' moves every age of its clause
        ("Hana's age is twice Ivan's age. If Ivan is 4 years old, how old will Hana be after 3 years?", 11),
        ("Hana is twice as old as Ivan. After 2 years, Ivan will be 9. How old is Hana now?", 14),
        (
            "Hana is twice as old as Ivan. In 2 more years, Ivan will be 9. How old will Hana be in 2 years?",
            16,
        ),
        # a joint age is one equation over two persons
        ("Hana and Ivan have a combined age of 24. Hana is twice as old as Ivan. How old is Ivan?", 8),
        ("Hana and Ivan have a combined age of 24. Hana is 4 years older than Ivan. How old is Hana?", 14),
        ("The combined age of Hana and Ivan is 24. Ivan is half as old as Hana. How old is Hana?", 16),
        ("Hana is twice as old as Ivan. Their combined age is 24. How old is Hana?", 16),
        ("Hana is twice as old as Ivan. In 3 years, their combined age will be 30. How old is Hana now?", 16),
        (
            "4 years ago, Hana and Ivan had a combined age of 16. Hana is twice as old as Ivan. How old is Ivan now?",
            8,
        ),
        # a joint age asked: every person with an age, at the asked time
        ("Hana is twice as old as Ivan. Ivan is 5 years old. What is their combined age?", 15),
        (
            "Hana is twice as old as Ivan. Ivan is 5 years old. What will their combined age be in 4 years?",
            23,
        ),
        ("Hana is twice as old as Ivan. Ivan is 5 years old. Olga is 9. What is their combined age?", 24),
        (
            "Hana is 3 times as old as Ivan. Olga is twice as old as Hana. If Olga is 12, "
            "what will be their total age in 2 years?",
            26,
        ),
        # the asked time named by a person's age
        ("Hana is half as old as Ivan, who is 16. When Hana is 12, how old will Ivan be?", 20),
        ("Hana is half as old as Ivan, who is 16. How old will Ivan be when Hana is 12 years old?", 20),
        ("Hana is half as old as Ivan, who is 16. When Ivan was 10, how old was Hana?", 2),
        # "when Ivan turns 20" reads as "when Ivan is 20" since ADR 0427
        ("Hana is half as old as Ivan, who is 16. When Ivan turns 20, how old will Hana be?", 12),
        (
            "Hana is 8 years old. Her father is 5 times her age. When she is 12 herself, how old will her father be?",
            44,
        ),
        ("Hana is 8 years old. Her father is 5 times her age. When he is 50, how old will Hana be?", 18),
        # a factor holds at the time it is told only
        ("In 2 years, Hana will be twice as old as Ivan. If Ivan is 6, how old is Hana now?", 14),
        ("In 2 years, Hana will be twice as old as Ivan is now. If Ivan is 6, how old is Hana now?", 10),
    ],
)
def test_factor_ages_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'he' after two men: either could be meant
        "Ivan is twice as old as Omar. In 3 years, he will be 21. How old will Omar be?",
        # 'more' after another shift: more than which time?
        "In 3 years, Hana will be 10. In 2 more years, Ivan will be 9. How old is Ivan now?",
        # a joint age that leaves a half year, or three persons in one sum
        "Hana and Ivan have a combined age of 25. Hana is twice as old as Ivan. How old is Ivan?",
        "Hana, Ivan and Olga have a combined age of 30. Hana is twice as old as Ivan. How old is Ivan?",
        "Hana and Ivan have an average age of 12. Hana is twice as old as Ivan. How old is Ivan?",
        "Hana and Ivan do not have a combined age of 24. Hana is twice as old as Ivan. How old is Ivan?",
        # each vs together: "are 24 years old" may be each one's age
        "Hana and Ivan are 24 years old. Hana is twice as old as Ivan. How old is Ivan?",
        # 'their' with a person whose age a joint statement cannot fix
        "Hana is twice as old as Ivan. Olga is 5. Their combined age is 24. How old is Hana?",
        # a 'when' time that is now, that has passed while 'will' asks, or with a time word of its own
        "Hana is half as old as Ivan, who is 16. When Ivan is 16, how old will Hana be?",
        "Hana is half as old as Ivan, who is 16. When Ivan is 10, how old will Hana be?",
        "Hana is half as old as Ivan, who is 16. When Ivan was 20, how old was Hana?",
        "Hana is half as old as Ivan, who is 16. When Ivan is 20, how old was Hana?",
        "Hana is half as old as Ivan, who is 16. When Ivan is 20, how old will Hana be in 2 years?",
        "Hana is half as old as Ivan, who is 16. When Olga is 20, how old will Hana be?",
        "Hana is 8 years old. Her father is 5 times her age. When he is 50 herself, how old will Hana be?",
        # conditionals and negation
        "Hana is twice as old as Ivan. If Ivan were 6, how old would Hana be?",
        "Hana is not twice as old as Ivan. If Ivan is 6, how old is Hana?",
        "Hana is half as old as Ivan. If Ivan is 7, how old is Hana?",
    ],
)
def test_factor_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_when_time_is_a_step(lexicon):
    result = read_ages(
        "Hana is half as old as Ivan, who is 16. When Hana is 12, how old will Ivan be?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.value == 20
    assert result.unit == "year"
    assert result.steps[-1] == "Ivan in +4 years: 20"


def test_a_joint_age_is_an_equation(lexicon):
    result = read_problem(
        "Hana and Ivan have a combined age of 24. Hana is twice as old as Ivan. How old is Ivan?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.steps[0] == "Hana + Ivan = 24: Hana is 16 now"
