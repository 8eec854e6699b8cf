"""A question's 'they' for the one person told and the one its opening clause names (ADR 0364)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, expected",
    [
        # a holding, a comparison, a multiple and a part in the opening clause
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do they have in all?", 18),
        ("Kit has 11 shells. If Dora has 4 more shells than Kit, how many shells do they have together?", 26),
        (
            "Kit has 11 shells. If Dora has twice as many shells as Kit, how many shells do they have altogether?",
            33,
        ),
        (
            "Kit has 12 shells. If Dora has half as many shells as Kit, how many shells do they have in total?",
            18,
        ),
        # a past deed, money, and a newcomer called by a kin word
        ("Kit picked 9 pears. If Dora picked 5 pears, how many pears did they pick in all?", 14),
        ("Kit has $20. If Dora has $3 less than Kit, how much money do they have together?", 37),
        ("Ben has 11 shells. If his cousin has 6 shells, how many shells do they have in all?", 17),
        # 'both' and 'the two of them' count the pair
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do both of them have?", 18),
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do they both have?", 18),
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do the two of them have in all?", 18),
        # other kinds the first person holds do not count
        ("Kit has 11 shells and 2 kites. If Dora has 7 shells, how many shells do they have in all?", 18),
    ],
)
def test_they_takes_in_the_newcomer(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text, reason",
    [
        # no 'in all': each, or together?
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do they have?", "unused_operator"),
        # two people told before: the pair, or all three?
        (
            "Kit has 11 shells. Al has 3 shells. If Dora has 7 shells, how many shells do they have in all?",
            "unresolved_pronoun",
        ),
        # two newcomers: with Kit or without?
        (
            "Kit has 11 shells. If Dora has 7 shells and Al has 3 shells, how many shells do they have in all?",
            "unresolved_pronoun",
        ),
        # a person mentioned who is no holder: in 'they' or not?
        (
            "Ben went to the beach with his dad. Ben found 11 shells. If Dora found 7 shells, "
            "how many shells did they find in all?",
            "ambiguous_pronoun_referent",
        ),
        (
            "Kit is in a class. Kit has 11 shells. If Dora has 7 shells, how many shells do they have in all?",
            "ambiguous_pronoun_referent",
        ),
        # a plural newcomer is no one person
        (
            "Kit has 11 shells. If his friends have 7 shells, how many shells do they have in all?",
            "unresolved_pronoun",
        ),
        # a count that is not the pair
        (
            "Kit has 11 shells. If Dora has 7 shells, how many shells do all three of them have?",
            "unexpected_category",
        ),
        ("Kit has 11 shells. If Dora has 7 shells, how many shells do they all have?", "unexpected_category"),
        # the newcomer's own amount is never told
        (
            "Ben has 11 shells. If Dora gives him 3 shells, how many shells do they have in all?",
            "underdetermined",
        ),
    ],
)
def test_they_with_a_newcomer_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_the_refusal_names_who_else_may_be_meant(lexicon):
    refusal = refusal_of(
        "Ben went to the beach with his dad. Ben found 11 shells. If Dora found 7 shells, "
        "how many shells did they find in all?",
        lexicon,
    )
    assert "'dad' may be one of them too" in refusal.detail
    assert refusal.token_text == "they"


@pytest.mark.parametrize(
    "text",
    [
        "Ravi picked 18 pears. His brothers picked 8 pears. How many pears did they pick in all?",
        "Ravi picked 18 pears. His brothers picked 8 pears. How many pears did they pick?",
        "Ravi picked 18 pears. If his brothers picked 8 pears, how many pears did they pick?",
        "The girls picked 8 pears. Ravi picked 18 pears. How many pears did they pick together?",
        "Ravi has 18 pears. His sisters have 8 pears. How many pears do they have in all?",
    ],
)
def test_plural_people_beside_a_doer_refuse(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "ambiguous_pronoun_referent"
    assert "everyone named (ravi too)" in refusal.detail


@pytest.mark.parametrize(
    "text, expected",
    [
        # the noun itself, not 'they', or no one else who did anything
        ("Ravi picked 18 pears. His brothers picked 8 pears. How many pears did his brothers pick?", 8),
        ("The girls picked 8 pears. How many pears did they pick in all?", 8),
    ],
)
def test_plural_people_alone_still_read(text, expected, lexicon):
    assert value_of(text, lexicon) == expected
