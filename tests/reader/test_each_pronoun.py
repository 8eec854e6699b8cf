"""'each' with its noun left out after a counted group, retold with the noun and read again (ADR 0389)."""

import pytest

from reader.each_pronoun import each_pronouns
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "<N> <Cs> that|which each <verb> ..." closing a sentence
        ("Nora has 6 jars that each hold 15 buttons. How many buttons does Nora have?", 90),
        ("The farm has 8 pens that each contain 12 sheep. How many sheep does the farm have?", 96),
        ("Leo owns 3 shelves which each have 20 books. How many books are on the shelves?", 60),
        (
            "Leo owns 3 shelves that each have 20 books. He sells 15 books. How many books does Leo have now?",
            45,
        ),
        (
            "The school ordered 12 packs of markers that each hold 10 markers. "
            "How many markers did the school order?",
            120,
        ),
        # "<N> <Cs> that [are] each cost|are <price>": "for <price> each", in a list too
        ("Omar bought 4 notebooks that each cost $3. How much did Omar spend?", 12),
        ("Omar bought 4 notebooks that were each $3. How much did Omar spend?", 12),
        ("Omar bought 4 notebooks that each cost 3 dollars. How much did Omar spend?", 12),
        ("Omar bought 4 red notebooks that each cost $2.50. How much did Omar spend?", 10),
        (
            "Omar bought 4 notebooks that each cost $3, 2 pens that each cost $1 and a bag for $9. "
            "How much did Omar spend?",
            23,
        ),
        (
            "Omar bought 4 notebooks that each cost $3. He paid with a $20 bill. How much change did he get?",
            8,
        ),
        # "<N> <Cs> with <M> <things> in each"
        ("Rita has 5 vases with 7 roses in each. How many roses does Rita have?", 35),
        (
            "Rita has 5 vases with 7 roses in each. She gives away 10 roses. How many roses does she have now?",
            25,
        ),
    ],
)
def test_each_of_a_counted_group_is_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a join after 'each': is the second amount each one's or once?
        (
            "Pam has 4 tanks that each have 6 fish and 2 snails. How many fish does Pam have?",
            "unexpected_category",
        ),
        (
            "Pam has 4 tanks that each have 6 fish, and she buys 5 more fish. How many fish does Pam have?",
            "unexpected_category",
        ),
        # negation, no count of the group, no amount for each
        ("Pam has 4 tanks that each do not have 6 fish. How many fish does Pam have?", "unexpected_category"),
        ("Pam has tanks that each have 6 fish. How many fish does Pam have?", "unexpected_category"),
        ("Pam has 4 tanks with fish in each. How many fish does Pam have?", "unexpected_category"),
        # a comparison after 'cost' is not a price
        (
            "Omar bought 4 notebooks that each cost $3 more than a pen. How much did Omar spend?",
            "unexpected_category",
        ),
        # the group's noun told again elsewhere: "Each tank" would speak of Joe's tanks too
        (
            "Pam has 4 tanks that each have 6 fish. Joe has 2 tanks. How many fish does Joe have?",
            "dangling_entity",
        ),
    ],
)
def test_each_not_bound_to_one_group_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_the_retold_text(lexicon):
    told = each_pronouns(
        "Sam has 3 hives that each produce 20 liters of honey. How much honey is there?", lexicon
    )
    assert told is not None
    assert told.text.startswith("Sam has 3 hives. Each hive produces 20 liters of honey.")
    told = each_pronouns(
        "Sam bought 2 bags of coffee beans that were each 5 pounds. How many pounds?", lexicon
    )
    assert told is not None and "2 bags of coffee beans. Each bag of coffee beans was 5 pounds." in told.text
    told = each_pronouns("Ann has 2 boxes with 9 pens in each. How many pens does Ann have?", lexicon)
    assert told is not None and told.text.startswith("Ann has 2 boxes with 9 pens each.")


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 3 boxes that each hold 5 pens. Ann has 4 boxes. How many pens does Ann have?",
        "Sam has 3 of the 10 boxes that each hold 5 pens. How many pens does Sam have?",
        "If Sam has 3 boxes that each hold 5 pens, how many pens does he have?",
        "Tim drinks 2 bottles that are each 2 quarts and 20 ounces a day. How much does he drink?",
        "Sam has 3 boxes that each hold 5 pens. How many pens does Sam have? Each box is red.",
        # a price after a sale is what the things cost, not what they sold for
        "Ida sold 5 lamps that each cost $9. How much money did Ida get?",
        "Ida sold 5 lamps which were each $9. How much money did Ida get?",
        # had then, has now? a box that "is" a count of crayons?
        "Ida has 4 tins that each held 9 buttons. How many buttons does Ida have?",
        "There are 4 tins that each had 9 buttons. How many buttons are there now?",
        "Ida has 4 tins that are each 9 buttons. How many buttons does Ida have?",
        # a measure is no counted group: each plum or each pound?
        "Ida bought 3 pounds of plums that each cost $2. How much did Ida spend?",
    ],
)
def test_nothing_is_retold_without_one_group(text, lexicon):
    assert each_pronouns(text, lexicon) is None
