"""An amount used as an adjective after 'a': a price, an allowance or pay, a measure of contents (ADR 0346)."""

import pytest

from reader import Answer, read_problem
from reader.attributive_amounts import attributive_amounts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Jim bought a $7 lamp.", "Jim bought a lamp for $7."),
        ("Jim bought a 7 dollar lamp, then left.", "Jim bought a lamp for 7 dollar, then left."),
        ("Ann sold an $8 desk lamp and left.", "Ann sold a desk lamp for $8 and left."),
        ("Tom gets a $12 allowance per week.", "Tom gets an allowance of $12 per week."),
        ("Tom earns a $500 monthly salary.", "Tom earns a monthly salary of $500."),
        ("Kim drinks a 12 ounce can of water.", "Kim drinks a 12-ounce can of water."),
        ("Mary bought a 5 pound bag of flour.", "Mary bought a 5-pound bag of flour."),
    ],
)
def test_the_amount_told_as_the_reader_reads_it(text: str, plain: str, lexicon) -> None:
    found = attributive_amounts(text, lexicon)
    assert found is not None and found.text == plain
    assert len(found.steps) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Sam has a 3 year old dog.",  # an age
        "Sam watched a 2 hour movie.",  # a duration
        "Sam has a 10 dollar bill.",  # a bill's value
        "Jim bought a $10 bill.",  # a bill that names money itself
        "Jim bought a $7 and a $5 lamp.",  # which price is whose?
        "Jim bought a $7 lamp online.",  # a word after the thing: not the plain price
        "Jim bought a $7 old lamp.",
        "Jim bought a 5-dollar burger.",  # already one number-unit word  # an adjective: the thing is not named by nouns alone
        "Jim paid a $7 fee.",  # no buying or selling
        "Jim bought a 20% lamp.",  # a share is never a price
        "Lyra bought shoes at a 20% discount.",
        "Tom gets a $12 allowance.",  # a week's? a month's?
        "Tom gets a 12% allowance per week.",
        "Sam has a 5 cup bowl.",  # what it holds, not what is in it
        "Sam has a 20 foot rope.",  # what it is, not what is in it
        "James paints a 20 ft by 15 ft mural.",
        "Kim drinks 2 20 ounce bottles of water.",  # no 'a'
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    assert attributive_amounts(text, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jim has $50. He bought a $7 lamp. How much money does Jim have left?", 43),
        ("Jim bought a $7 lamp. How much money did Jim spend?", 7),
        ("Ann had $20. She bought a $3.50 turkey sandwich. How much money does Ann have left?", "33/2"),
        ("Jim and Ann each bought a $7 lamp. How much money did they spend in all?", 14),
        ("Tom gets a $12 allowance per week. How much money does he get in 3 weeks?", 36),
        ("Tom earns a $15 hourly wage. How much money does he earn in 8 hours?", 120),
        ("Tom earns a $500 monthly salary. How much money does he earn in 3 months?", 1500),
        ("Mary bought a 5 pound bag of flour. She used 2 pounds. How many pounds of flour are left?", 3),
        (
            "Lola drinks a 16 ounce jug of juice. She then drinks an 8 ounce glass of juice. "
            "How many ounces of juice did she drink?",
            24,
        ),
        ("Kim drinks a 2 liter bottle of water. How many milliliters of water did she drink?", 2000),
        ("Sam has a 40 oz bottle of juice. He drinks 10 oz. How many ounces of juice are left?", 30),
    ],
)
def test_attributive_amounts_answered(text: str, value, lexicon) -> None:
    from fractions import Fraction

    assert value_of(text, lexicon) == Fraction(value)


def test_the_retelling_is_a_step_of_the_answer(lexicon) -> None:
    found = read_problem("Jim bought a $7 lamp. How much money did Jim spend?", lexicon)
    assert isinstance(found, Answer)
    assert found.steps[0] == "'a $7 lamp' read as 'a lamp for $7'"


@pytest.mark.parametrize(
    "text",
    [
        "Jim has $50. Ann bought a $7 lamp. How much money does Jim have left?",
        "Jim did not buy a $7 lamp. How much money did Jim spend?",
        "Jim bought a $7 and a $5 lamp. How much money did Jim spend?",
        "Jim has $10. He bought a $12 lamp. How much money does Jim have left?",
        "Tom gets a $12 allowance. How much money does he get in 3 weeks?",
        "Tom gets a $12 allowance per week. How much money does Ann get in 3 weeks?",
        "Tom gets a $12 weekly allowance a month. How much money does he get in 3 weeks?",
        "Sam has a 3 year old dog. How many dogs does Sam have?",
        "Sam watched a 2 hour movie. How many hours did Sam watch?",
        "Sam has a 10 dollar bill. How much money does Sam have?",
        "Sam has a 40 oz bottle of juice. Ann drinks 10 oz of juice. How many ounces of juice does Sam have left?",
    ],
)
def test_traps_refuse(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "Kim drinks 2 quarts of water. She then drinks 12 ounces of water. How many ounces of water did she drink?",
        (
            "Lola drinks a 2.5-quart jug of juice. She then drinks an 8 ounce glass of juice. How "
            "many ounces of juice did she drink?"
        ),
    ],
)
def test_the_same_substance_in_another_dimension_refuses(text: str, lexicon) -> None:
    """Quarts measure volume and ounces mass: the quarts were left out of the total without a word."""
    assert not isinstance(read_problem(text, lexicon), Answer)


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Noor bought a $6 kite and a $2 ball.", "Noor bought a kite for $6 and a ball for $2."),
        (
            "Noor bought a $6 kite, a $3 hat, and a $2 ball.",
            "Noor bought a kite for $6, a hat for $3, and a ball for $2.",
        ),
    ],
)
def test_each_priced_item_of_a_list_is_retold(text: str, plain: str, lexicon) -> None:
    found = attributive_amounts(text, lexicon)
    assert found is not None and found.text == plain


@pytest.mark.parametrize(
    "text",
    [
        "Noor bought a kite and a $2 ball.",  # the item before is no price retold
        "Noor bought a $6 kite and then a $2 ball.",  # a word between the items
        "Noor bought a $6 kite and Zed has a $2 ball.",  # a clause of its own
    ],
)
def test_a_later_item_is_retold_only_right_after_a_retold_price(text: str, lexicon) -> None:
    found = attributive_amounts(text, lexicon)
    assert found is None or "$2 ball" in found.text


def test_a_list_of_priced_items_is_answered(lexicon) -> None:
    assert (
        value_of("Noor bought a $6 kite, a $3 hat and a $2 ball. How much money did she spend?", lexicon)
        == 11
    )
    assert (
        value_of("Noor had $20. She bought a $6 kite and a $2 ball. How much money is left?", lexicon) == 12
    )
