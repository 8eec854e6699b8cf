"""A verb said once and left out of the next conjuncts, told again in each conjunct (ADR 0503)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.gapped_verbs import gapped_verbs
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a bare count borrows the first clause's noun
        ("Marta caught 4 bass, and Petra 9. How many bass did they catch in all?", 13),
        # three conjuncts of money
        ("Juno saved $14, Esme $6, and Ravi $20. How much money did they save in total?", 40),
        ("Juno saved $14, Esme $6, and Ravi $20. How much money did Esme save?", 6),
        # a rate with a rate
        ("Juno saves $14 per week, and Esme $6 per week. How much money does Esme save in 4 weeks?", 24),
        # a day opener, with and without the noun, and with the verb said again
        ("On Sunday Greta baked 3 tarts, and on Monday 5 tarts. How many tarts did Greta bake?", 8),
        ("On Sunday Greta baked 3 tarts, and on Monday 5. How many tarts did Greta bake?", 8),
        ("On Sunday Greta baked 3 tarts, and on Monday she baked 5. How many tarts did Greta bake?", 8),
        # a person noun after a possessive
        ("Hollis has 3 kites, and his sister 7. How many kites does his sister have?", 7),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Juno saved $14, but Esme $6. How much money did Esme save?",
        "Juno saved $14, and Esme $6 each. How much money did Esme save?",
        "Juno gave Esme $14, and Ravi $6. How much money did Ravi get?",
        "Marta caught 4 bass, and Petra 20 minutes. How many bass did Petra catch?",
        "Marta caught 4 bass, and Petra 1. How many bass did Petra catch?",
        "Juno saves $14 per week, and Esme $6. How much money does Esme save in 4 weeks?",
        "Juno never saved $14, and Esme $6. How much money did Esme save?",
        "Juno saved $14, Esme $6, and Ravi twice as much. How much money did Ravi save?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_says_the_verb_in_each_conjunct(lexicon: Lexicon) -> None:
    found = gapped_verbs("His aunt pays him $3 per day, and his uncle $2 per day. How much?", lexicon)
    assert found is not None
    assert found.text == "His aunt pays him $3 per day. His uncle pays him $2 per day. How much?"
    found = gapped_verbs("Marta caught 4 bass, and Petra 9. How many bass did Petra catch?", lexicon)
    assert found is not None
    assert found.text.startswith("Marta caught 4 bass. Petra caught 9 bass.")


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert gapped_verbs("Juno saved $14. How much did Juno save?", lexicon) is None
    assert gapped_verbs("Juno saved $14, and Esme 6 crabs. How much?", lexicon) is None
    assert gapped_verbs("Juno saved $14, and Esme twice as much as Ravi. How much?", lexicon) is None
    assert gapped_verbs("One plum costs $2, and the pears $3. How much?", lexicon) is None
    assert gapped_verbs("Juno saved $14, and the jar $3. How much?", lexicon) is None
