"""Visits counted: "went to 8 games this year, but missed 4" read as 8 goings (ADR 0163)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the periods summed by a total, or one period asked
        (
            "Nina went to 8 hockey games this year. She went to 5 games last year. "
            "How many hockey games did Nina go to in all?",
            13,
        ),
        (
            "Nina went to 8 hockey games this year, but missed 4. She went to 5 games last year. "
            "How many hockey games did Nina go to in total?",
            13,
        ),
        (
            "Nina went to 8 hockey games this year. She went to 5 games last year. "
            "How many games did Nina go to last year?",
            5,
        ),
        (
            "Nina went to 8 shows this week. She went to 3 shows last week. How many shows did she go to altogether?",
            11,
        ),
        # one statement: its count, whatever was missed
        ("Nina went to 8 shows this week. How many shows did Nina go to?", 8),
        ("Nina went to 8 shows this week, but skipped 2. How many shows did Nina go to?", 8),
        # a going that counts its object
        (
            "Omar attended 12 concerts this month. He attended 9 concerts last month. "
            "How many concerts did Omar attend altogether?",
            21,
        ),
        ("Omar attended 12 concerts this month, but missed 3. How many concerts did Omar attend?", 12),
        (
            "Omar went to one fair last year. He went to 4 fairs this year. How many fairs did Omar go to in all?",
            5,
        ),
        # a plan counts only for 'will': the total with the past goings, or its own period
        (
            "Kim went to 6 games this month. She went to 4 games last month, and plans to go to 5 games "
            "next month. How many games will Kim go to in all?",
            15,
        ),
        (
            "Kim went to 6 games this month. She plans to go to 5 games next month. "
            "How many games will Kim go to next month?",
            5,
        ),
        (
            "Kim went to 6 games this month, and plans to go to 5 games next month. "
            "How many games did Kim go to this month?",
            6,
        ),
    ],
)
def test_visits_are_counted(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # several periods and neither a period nor a total asked
        "Omar attended 12 concerts this month. He attended 9 concerts last month. How many concerts did Omar attend?",
        # one period twice, or a count with no period beside others
        "Nina went to 7 shows last week. She went to 4 shows last week. How many shows did Nina go to in all?",
        "Nina went to 7 shows last week. She went to 4 shows. How many shows did Nina go to in all?",
        # two kinds, or a kind the story never names
        "Nina went to 7 jazz shows last week. She went to 4 rock shows this week. How many shows did Nina go to in all?",
        "Nina went to 7 jazz shows last week. She went to 4 shows this week. How many rock shows did Nina go to?",
        # plans, 'more', negation, another person, the missed ones asked, a period not told
        "Nina went to 7 shows last week. She will go to 4 shows next week. How many shows will Nina go to in all?",
        "Nina went to 7 shows last week and plans to go to 4 shows next week. How many shows will Nina go to?",
        "Nina went to 7 shows last week. She went to 4 more shows this week. How many shows did Nina go to in all?",
        "Nina did not go to 7 shows last week. She went to 4 shows this week. How many shows did Nina go to in all?",
        "Nina went to 7 shows last week. Tom went to 4 shows this week. How many shows did Nina go to in all?",
        "Nina went to 7 shows last week, but missed 3. How many shows did Nina miss?",
        "Nina went to 7 shows last week. She went to 4 shows this week. How many shows did Nina go to next week?",
        # a going with another number, a person gone to, something else asked
        "Nina went to 7 shows in 2 weeks. How many shows did Nina go to?",
        "Nina went to 3 shops. She spent $5 in each shop. How much money did Nina spend?",
        "Nina went to 7 shows last week. Tickets cost $5 each. How many shows did Nina go to?",
        # a plan asked with 'did', 'will' with no plan or of a period gone, a plan with no time
        "Kim went to 6 games this month. She plans to go to 5 games next month. How many games did Kim go to in all?",
        "Kim went to 6 games this month. She went to 4 games last month. How many games will Kim go to in all?",
        "Kim went to 6 games this month. She plans to go to 5 games next month. How many games will Kim go to this month?",
        "Kim went to 6 games this month and plans to go to 5 games. How many games will Kim go to in all?",
        "Kim went to 6 games this month. She hopes to go to 5 games next month. How many games will Kim go to in all?",
    ],
)
def test_other_goings_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None
