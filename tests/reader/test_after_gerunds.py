"""An opening 'after' + gerund clause: the gerund's event, done by the main clause's subject, comes first (ADR 0127)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Dave had 24 files. After deleting some files he had 17 files left. How many files did he delete?",
            7,
        ),
        (
            "Dave had 24 files. After deleting some files, he had 17 files left. How many files did he delete?",
            7,
        ),
        (
            "Leo had 25 stickers. After buying 10 stickers he gave 7 stickers to Max. How many stickers does Leo have now?",
            28,
        ),
        (
            "Ivan had 90 coins. After spending 35 coins he earned 20 coins. How many coins does Ivan have now?",
            75,
        ),
        # two gerunds joined by 'and', both read as the subject's events, in order
        (
            "Ali had 15 cars. After buying 6 cars and selling 4 cars, he gave 2 cars to Sara. How many cars does Ali have now?",
            15,
        ),
        (
            "Lily had 12 ribbons. After buying some ribbons she had 20 ribbons in all. How many ribbons did she buy?",
            8,
        ),
        # another person in the story: the pronoun still resolves as usual
        (
            "Tom had 12 cards. Ann had 5 cards. After selling 3 cards he bought 4 cards. How many cards does Tom have?",
            13,
        ),
    ],
)
def test_the_gerund_event_comes_first(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a bare past 'had' after the gerund's change may be before or after it
        (
            "Tom had 12 cards. After finding 2 stamps he had 5 stamps. How many stamps did he have at first?",
            "readings_disagree",
        ),
        (
            "Tom had 12 cards. After selling 3 cards he had 9 cards. How many cards did he have at first?",
            "readings_disagree",
        ),
        # 'before' orders the other way round: not read
        (
            "Sam had 40 marbles. Before losing some marbles he had 31 marbles. How many marbles did he lose?",
            "incomplete_operation",
        ),
        # a group is not one person
        (
            "Sam and Ann had 40 marbles. After losing some marbles they had 31 marbles. How many marbles did they lose?",
            "unsupported_operation",
        ),
        # the gerund's doer is the subject 'he', who cannot be Ann
        (
            "Ann had 12 pens. After giving 3 pens to Tom, he had 9 pens. How many pens did Tom have at first?",
            "unresolved_pronoun",
        ),
        (
            "Lucy had 20 dollars. After spending some money she had 5 apples. How much money did she spend?",
            "underdetermined",
        ),
    ],
)
def test_unsound_openings_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
