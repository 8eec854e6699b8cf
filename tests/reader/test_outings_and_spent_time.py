"""Outings named by 'go' and a gerund, and "than he does (on) swimming" in activity questions (ADR 0187)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Nora spends 5 hours reading and 3 hours swimming. "
            "How many more hours does she spend reading than she does swimming?",
            2,
        ),
        (
            "Omar spent 4 hours on cleaning rooms and 1 hour on walking dogs. "
            "How many more hours did he spend on cleaning rooms than he did on walking dogs?",
            3,
        ),
        (
            "Nora spends 5 hours reading and 90 minutes swimming. "
            "How many more minutes does she spend reading than she does swimming?",
            210,
        ),
        (
            "Pia spends 9 hours on learning german, 4 hours on learning italian and 2 hours on learning greek. "
            "How many more hours does she spend on learning italian than she does on learning greek?",
            2,
        ),
        (
            "Ivy and her sister went apple picking. Ivy picked 12 apples and her sister picked 9 apples. "
            "How many apples did Ivy pick?",
            12,
        ),
        (
            "Ivy went apple picking. She picked 12 apples and gave 4 apples to Sam. How many apples does Ivy have now?",
            8,
        ),
        (
            "Rosa and Dev go cherry picking. Rosa picks 15 cherries and Dev picks 8 cherries. "
            "How many cherries do they pick altogether?",
            23,
        ),
        ("Dev went picking. He picked 20 plums. How many plums did he pick?", 20),
    ],
)
def test_outings_and_self_comparisons_read(lexicon, text: str, value: int) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # an outing after an amount may have added to it
        (
            "Ivy had 6 apples. She went apple picking. How many apples does she have now?",
            "unsupported_operation",
        ),
        ("Ivy had 6 fish. She went fishing. How many fish does she have?", "unsupported_operation"),
        # the outing itself states no amount
        ("Ivy went apple picking. How many apples did she pick?", "dangling_entity"),
        # a determiner or a number before the kind word is no outing
        (
            "Ivy went the apple picking. She picked 12 apples. How many apples did she pick?",
            "unexpected_category",
        ),
        ("Ivy went 12 apple picking. How many apples did she pick?", "unexpected_category"),
        # another holder, or another tense, after 'than' is not the question's own doer again
        (
            "Nora spent 5 hours reading and Liam spent 3 hours swimming. "
            "How many more hours did Nora spend reading than he did swimming?",
            "unexpected_category",
        ),
        (
            "Nora spends 5 hours reading and 3 hours swimming. "
            "How many more hours does she spend reading than she did swimming?",
            "unexpected_category",
        ),
        (
            "Nora spends 3 hours reading and 5 hours swimming. "
            "How many more hours does she spend reading than she does swimming?",
            "negative_count",
        ),
        (
            "Nora spends 5 hours reading and 3 hours swimming. "
            "How many more hours does she spend reading than she does?",
            "unused_operator",
        ),
    ],
)
def test_unsound_outings_and_comparisons_refuse(lexicon, text: str, reason: str) -> None:
    assert refusal_of(text, lexicon).reason == reason
