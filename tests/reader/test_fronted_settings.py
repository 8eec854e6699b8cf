"""Openings with no comma (ADR 0084) and a period after 'each' or 'every' opening a sentence (ADR 0085)."""

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # ADR 0084: a place, occasion or time closes before a name, a subject pronoun or "the"
        ("At the fair Ivo bought 9 tickets. He used 4 tickets. How many tickets does Ivo have?", 5),
        ("For the picnic Una bought 6 pears. She ate 2 pears. How many pears does Una have?", 4),
        ("During the match Ivo scored 7 goals. How many goals did Ivo score?", 7),
        ("On the second day of the trip Una had 12 shells. How many shells did Una have?", 12),
        (
            "In the afternoon Ivo had 30 stamps. He gave away 8 stamps. How many stamps does he have?",
            22,
        ),
        ("In the evening she baked 4 pies. Later she baked 3 more pies. How many pies did she bake?", 7),
        ("Last month he saved 9 dollars. How many dollars did he save?", 9),
        ("At the shop Ivo bought 2 pens and Una bought 5 pens. How many pens did they buy in all?", 7),
        ("Ivo had 4 kites. The next day he bought 3 more kites. How many kites does Ivo have?", 7),
        ("On sunday she had 8 cards. On monday she got 5 more cards. How many cards does she have?", 13),
        # ADR 0085: "Every week" opening a sentence is the rate "every week" would be at its end
        ("Every day Ivo runs 3 miles. How many miles does Ivo run in a week?", 21),
        ("Each week Una saves 6 dollars. How many dollars does Una save in 4 weeks?", 24),
        ("Each week, Una saves 6 dollars. How many dollars does Una save in 4 weeks?", 24),
        ("Every hour the oven bakes 10 rolls. How many rolls does the oven bake in 2 hours?", 20),
        ("Every month Ivo saves 5 dollars. How many dollars does Ivo save in 3 months?", 15),
    ],
)
def test_fronted_settings_answer(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("comma", "bare"),
    [
        (
            "At the fair, Ivo bought 9 tickets. How many tickets did Ivo buy?",
            "At the fair Ivo bought 9 tickets. How many tickets did Ivo buy?",
        ),
        (
            "Every day, Ivo runs 3 miles. How many miles does Ivo run in a week?",
            "Every day Ivo runs 3 miles. How many miles does Ivo run in a week?",
        ),
        (
            "Every day, Ivo runs 3 miles and swims 1 mile. How many miles does he run?",
            "Every day Ivo runs 3 miles and swims 1 mile. How many miles does he run?",
        ),
    ],
)
def test_no_comma_reads_as_the_comma(lexicon, comma, bare):
    """The missing comma is read as written: same answer and same derivation, or the same refusal reason."""
    a, b = read_problem(comma, lexicon), read_problem(bare, lexicon)
    assert type(a) is type(b)
    if isinstance(a, Answer):
        assert (a.value, a.unit, a.steps) == (b.value, b.unit, b.steps)
    else:
        assert a.reason == b.reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a time word takes exactly one unit of time: "Last week box" is no opening
        ("Last week box Ivo had 7 pens. How many pens does Ivo have?", None),
        # "The day Ivo left he ...": a clause inside the opening, not a time word and its unit
        ("The day Ivo left he had 5 pens. How many pens did Ivo have?", "unexpected_category"),
        # the setting names another person: nothing says that person ate
        ("At Ivo's house Una ate 3 cookies. How many cookies did Ivo eat?", "underdetermined"),
        # two amounts after "Every day": which is per day is not certain ('day' is left with no role)
        (
            "Every day Ivo runs 3 miles and swims 1 mile. How many miles does Ivo run in a week?",
            "unused_operator",
        ),
        # an operator word waiting for a role, a holding, a second rate, a negation
        (
            "Each week Una saves 6 dollars more than the week before. How much does she save in 3 weeks?",
            "unsupported_operation",
        ),
        ("Each day Ivo has 5 apples. How many apples does Ivo have in 3 days?", "unsupported_operation"),
        (
            "Every day Una reads 4 pages an hour. How many pages does Una read in 2 days?",
            "unsupported_operation",
        ),
        (
            "Every week Una does not spend 9 dollars. How many dollars does Una spend in 2 weeks?",
            "unsupported_operation",
        ),
        # a rate per day says nothing about hours; a rate of two people together says nothing of one
        ("Every day Ivo runs 3 miles. How many miles does Ivo run in 2 hours?", "unit_mismatch"),
        (
            "Every week Ivo and Una earn 30 dollars. How many dollars does Ivo earn in 2 weeks?",
            "unit_mismatch",
        ),
        # a rate asked in the past has no period to scale it; in the present it is one week (ADR 0192)
        ("Each week Ivo earns 190 dollars. How many dollars did Ivo earn?", "underdetermined"),
        # "weekday" is no unit of time: a week holds five of them, not seven
        ("Every weekday Ivo walks 2 miles. How many miles does Ivo walk in a week?", None),
    ],
)
def test_fronted_settings_refuse(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    assert reason is None or refusal.reason == reason  # None: the rule does not fire; an older one refuses
