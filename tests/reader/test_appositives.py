"""A person named twice in one noun phrase: 'her friend Zola', 'Nancy, the librarian,' (ADR 0107)."""

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a person noun owned or made definite, then a name: one person, the name
        ("Ugo has 5 pears. His aunt Rhea has 8 pears. How many pears does Rhea have?", 8),
        ("Ugo has 5 pears. His aunt Rhea has 8 pears. How many pears do Ugo and Rhea have?", 13),
        ("Ugo has 5 pears. His aunt Rhea gives him 3 pears. How many pears does Ugo have?", 8),
        ("Ugo and his aunt Rhea each picked 7 pears. How many pears did they pick in all?", 14),
        ("Ugo's aunt Rhea has 8 pears. She eats 2 pears. How many pears does Rhea have?", 6),
        ("The pilot Oren has 6 maps. He buys 3 maps. How many maps does Oren have?", 9),
        ("Ugo has 5 pears. He gives his aunt Rhea 2 pears. How many pears does Ugo have?", 3),
        # a name, then a person-noun phrase between commas, then the verb
        ("Rhea, the gardener, has 20 seeds. She uses 12 seeds. How many seeds does Rhea have?", 8),
        ("Rhea, a gardener, plants 12 seeds. How many seeds does Rhea plant?", 12),
        ("Ugo has 2 pens. Rhea, his aunt, has 5 pens. How many pens does Rhea have?", 5),
        ("Rhea, Ugo's aunt, has 9 pears. Ugo has 4 pears. How many pears do they have altogether?", 13),
    ],
)
def test_one_person_named_twice(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the role noun later: the same person again, or another one? not read
        (
            "Rhea, the gardener, has 20 seeds. The gardener plants 12 seeds. How many seeds does Rhea have?",
            "unexpected_category",
        ),
        (
            "Ugo has 5 pears. His aunt Rhea has 8 pears. How many pears does his aunt have?",
            "unexpected_category",
        ),
        (
            "Ugo's aunt Rhea has 8 pears. Ugo's aunt eats 2 pears. How many pears does Rhea have?",
            "unexpected_category",
        ),
        # after the closing comma only a verb: otherwise it may be a list of people
        ("Rhea, the gardener, and Ugo have 20 seeds. How many seeds does Rhea have?", "unexpected_category"),
        # a list of three names is one group (ADR 0177): its amount needs 'each'
        ("Rhea, Ugo, and Ivo have 20 seeds. How many seeds does Rhea have?", "unsupported_operation"),
        # a number inside the set-off phrase
        ("Rhea, the 2 gardeners, have 20 seeds. How many seeds does Rhea have?", "unexpected_category"),
        # an owner's own name given to the person owned
        ("Ivo has 3 hats. His friend Ivo has 5 hats. How many hats does Ivo have?", "unexpected_category"),
        # a possessive pronoun inside the commas that could be the name's own: whose?
        (
            "Ana has 2 pens. Rhea, her aunt, has 5 pens. How many pens does Rhea have?",
            "ambiguous_pronoun_referent",
        ),
        ("Ugo, his brother, has 5 pens. How many pens does Ugo have?", "unexpected_category"),
        # negation is still refused
        (
            "Ugo has 5 pears. His aunt Rhea does not have 3 pears. How many pears does Rhea have?",
            "unused_operator",
        ),
    ],
)
def test_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_titles_keep_their_title(lexicon):
    """'Mr. Ivey' and 'Mrs. Ivey' are two people: with no owner and no article the person noun is a title."""
    text = "Mrs. Ivey had 58 beads. Mr. Ivey gave her 7 beads. How many beads does Mrs. Ivey have now?"
    assert value_of(text, lexicon) == 65


def test_deterministic(lexicon):
    text = "Rhea, the gardener, has 20 seeds. She uses 12 seeds. How many seeds does Rhea have?"
    first, second = read_problem(text, lexicon), read_problem(text, lexicon)
    assert isinstance(first, Answer) and first == second
