"""A question's pronoun meaning the person its opening 'if' clause tells a present fact about (ADR 0363)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("If Omar has 16 corks, how many corks does he have?", 16),
        ("A stamp costs $4. If Omar buys 5 stamps, how much will he spend?", 20),
        ("A stamp costs $4. If Omar buys 5 stamps, how much does he spend?", 20),
        ("If Nina has 25 shells and gives 7 shells to Omar, how many shells does she have left?", 18),
        ("If Nina earns $7 an hour, how much does she earn in 6 hours?", 42),
        ("If Nina jogs 2 miles a day, how many miles does she jog in 9 days?", 18),
        # another person told before, of the other gender: no rival for the pronoun
        ("Nina has 3 corks. If Omar has 16 corks, how many corks does he have?", 16),
        ("Nina has 3 corks. If Omar has 16 corks, how many corks does she have?", 3),
        # two people in the clause, only one agrees
        ("If Omar has 16 corks and Nina has 3 corks, how many corks does she have?", 3),
    ],
)
def test_the_opening_clause_subject_is_the_pronoun_referent(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another agreeing person told before: ADR 0191's rival refusal stands
        (
            "Lior has 3 corks. If Omar has 16 corks, how many corks does he have?",
            "ambiguous_pronoun_referent",
        ),
        # two agreeing subjects in the clause, or another agreeing party of it
        (
            "If Nina has 25 shells and gives 7 shells to Ann, how many shells does she have left?",
            "unresolved_pronoun",
        ),
        ("If Omar has 20 pens and gives 5 pens to Sam, how many pens does he have?", "unresolved_pronoun"),
        ("If Omar buys 4 pears and Lior buys 3 pears, how many pears does he buy?", "unresolved_pronoun"),
        # a future, a negation, a modal: no present fact told
        ("If Omar will buy 5 stamps, how many stamps will he buy?", "unresolved_pronoun"),
        ("A stamp costs $4. If Omar does not buy 5 stamps, how much will he spend?", "unresolved_pronoun"),
        ("If Omar can buy 5 stamps, how many stamps does he buy?", None),
        ("If Omar is buying 5 stamps, how many stamps does he buy?", None),
        # a possessive names something the clause said nothing of
        ("If Omar has 16 corks, how many corks are in his box?", "unresolved_pronoun"),
        ("If Nina has 25 shells, how many shells does her sister have?", "unresolved_pronoun"),
        # the pronoun does not agree with the clause's subject
        ("If Nina has 25 shells, how many shells does he have?", "unresolved_pronoun"),
        ("If Nina has 25 shells, how many shells do they have?", None),
        # the clause restates a holding with another number
        ("Nina has 12 shells. If Nina has 20 shells, how many shells does she have?", "readings_disagree"),
    ],
)
def test_unforced_or_unsound_choices_refuse(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason
