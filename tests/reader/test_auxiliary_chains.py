"""Auxiliary chains ending in 'be', joined copulas and gerunds restating a money move (ADR 0164)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the perfect of 'be': 'has been' is one verb, and what follows reads as after 'is'
        (
            "Ada has been gathering acorns. She has 31 acorns. She finds 9 more acorns. How many acorns does she have?",
            40,
        ),
        (
            "Ada had been sweeping the yard. She had 12 coins. She lost 5 coins. How many coins did she have left?",
            7,
        ),
        # a passive through the chain: the subject is the thing moved
        ("There are 7 mugs on a tray. 5 more mugs have been added. How many mugs are on the tray now?", 12),
        ("Ada had 13 figs. 4 have been eaten by a crow. How many figs does Ada have now?", 9),
        # the progressive passive 'are being'
        ("There are 7 mugs on a tray. 2 more mugs are being added. How many mugs are on the tray now?", 9),
        ("Ada had 13 figs. 6 are being eaten by a crow. How many figs does Ada have now?", 7),
        # a gerund restating the money move: what the money went on, or came from
        ("Ada had 60 dollars. She spent 18 dollars buying a vase. How many dollars does she have left?", 42),
        ("Ada had 60 dollars. If she spent 18 dollars buying a vase, how many dollars would she have?", 42),
        ("Ada had 3 dollars. She earned 16 dollars selling plums. How many dollars does she have now?", 19),
        ("Ada earned 16 dollars selling plums and 4 dollars selling figs. How much did she earn?", 20),
    ],
)
def test_chains_and_restating_gerunds_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a passive that does not say where the things went, or who gave them
        ("Ada has 20 figs. 6 figs have been sold. How many figs does Ada have now?", "unexpected_category"),
        ("Ada has been given 5 figs. How many figs does Ada have?", "unexpected_category"),
        ("Ada has been paid 30 dollars. How many dollars does she have?", "unexpected_category"),
        # 'been' after an amount: not an auxiliary chain
        ("Ada has 5 figs been picked. How many figs does Ada have?", "unexpected_category"),
        # two holders of the kind for an agentless gain
        (
            "Ada has 9 figs and Bo has 4 figs. 3 more figs have been added. How many figs does Ada have?",
            "incomplete_operation",
        ),
        # the gerund carries a number, a distributive, a person or a pronoun
        (
            "Ada had 60 dollars. She spent 18 dollars buying 3 vases. How many dollars does she have?",
            "unexpected_category",
        ),
        (
            "Ada had 60 dollars. She spent 18 dollars buying each vase. How many dollars does she have?",
            "unexpected_category",
        ),
        (
            "Ada had 60 dollars. She spent 18 dollars buying her son a vase. How many vases does her son have?",
            "unexpected_category",
        ),
        (
            "Ada had 3 dollars. She earned 16 dollars selling plums to Bo. How many dollars does she have?",
            "unexpected_category",
        ),
        (
            "Ada had 3 dollars. She earned 16 dollars selling them. How many dollars does she have?",
            "unexpected_category",
        ),
        # the gerund names another move, or the amount is not money
        (
            "Ada had 60 dollars. She spent 18 dollars selling a vase. How many dollars does she have?",
            "unexpected_category",
        ),
        (
            "Ada had 3 dollars. She earned 16 dollars buying plums. How many dollars does she have?",
            "unexpected_category",
        ),
        (
            "Ada had 60 cards. She spent 18 cards buying a vase. How many cards does she have?",
            "unexpected_category",
        ),
    ],
)
def test_unsound_chains_and_gerunds_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
