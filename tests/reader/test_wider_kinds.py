"""A question asking for a wider kind than the kinds stated: girls and boys are children (ADR 0123)."""

from fractions import Fraction

import pytest

from reader.kinds import kind_chain, lexicon_kinds
from tests.reader.reading import refusal_of, value_of


def test_the_lexicon_names_wider_kinds_transitively(lexicon):
    kind_of = lexicon_kinds(lexicon.lookup)
    assert kind_chain("boy", kind_of) == ("child", "person", "creature")
    assert kind_chain("strawberry", kind_of) == ("berry", "fruit")
    assert kind_chain("puppy", kind_of) == ("dog", "animal", "creature")
    assert kind_chain("carrot", kind_of) == ("vegetable",)
    assert kind_chain("toy", kind_of) == ()
    assert kind_chain("boys", kind_of) == ()  # only a lemma's own entry says its kind


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("In a hall there are 12 girls and 9 boys. How many children are in the hall?", 21),
        ("Pia has 5 pears and 7 plums. How many fruits does Pia have?", 12),
        ("Leo has 4 dogs, 6 cats and 2 rabbits. How many animals does Leo have?", 12),
        ("There are 30 pupils and 6 parents in the gym. How many people are in the gym?", 36),
        # transitive: boys are children, children are people
        ("There are 4 boys, 3 girls and 2 men in the gym. How many people are in the gym?", 9),
        ("Pia picked 8 strawberries and 5 blueberries. How many fruits did Pia pick?", 13),
        ("A yard has 3 chickens and 5 ducks. How many birds are in the yard?", 8),
        # an amount clearly outside: another top kind, or money
        ("Pia has 5 pears, 7 plums and 4 carrots. How many fruits does Pia have?", 12),
        ("Pia has 5 pears, 7 plums and $3. How many fruits does Pia have?", 12),
        # changes along the chains, another holder's kinds left out
        ("Pia had 5 pears and 7 plums. She ate 2 plums. How many fruits does Pia have?", 10),
        ("Pia has 5 pears and 7 plums. Leo has 6 figs. How many fruits does Pia have?", 12),
    ],
)
def test_a_wider_kind_sums_the_narrower_kinds(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        # one narrower kind may not be all of them
        ("Pia has 5 pears. How many fruits does Pia have?", "unit_mismatch", "only one kind"),
        # a noun whose kind the lexicon does not say
        ("Pia has 5 pears, 7 plums and 2 toys. How many fruits does Pia have?", "ambiguous_unit", "'toy'"),
        # the same top kind, not inside: men are people, not children
        (
            "There are 4 boys and 2 men in the gym. How many children are in the gym?",
            "ambiguous_unit",
            "'man'",
        ),
        # people and animals share a top kind: whether people count as animals is unsaid
        ("A park has 3 dogs and 2 boys. How many animals are in the park?", "ambiguous_unit", "'boy'"),
        # a modifier may change the kind ("hot dogs", "toy dogs"), so a modified kind is unclear
        ("Pia has 5 red pears and 7 plums. How many fruits does Pia have?", "ambiguous_unit", "'red pear'"),
        # a measure of a kind is not a count of it
        (
            "Pia has 2 pounds of figs, 5 pears and 7 plums. How many fruits does Pia have?",
            "ambiguous_unit",
            "fig",
        ),
        # the wider kind was stated too: are the narrower ones among it?
        (
            "Pia had 9 fruits. She ate 2 pears. How many fruits does Pia have?",
            "ambiguous_unit",
            "a kind of it",
        ),
        ("A shop has 6 puppies and 4 dogs. How many dogs does the shop have?", "ambiguous_unit", "'puppy'"),
        # a narrowed wider kind asked
        ("Pia has 5 pears and 7 plums. How many ripe fruits does Pia have?", "ambiguous_unit", "narrows"),
        # a change to a wider kind may have taken from the asked narrower kind
        (
            "Pia has 5 pears and 7 plums. She ate 3 fruits. How many pears does Pia have?",
            "ambiguous_unit",
            "'fruit', a wider kind",
        ),
        (
            "A farm has 9 cows. It sold 4 animals. How many cows does the farm have?",
            "ambiguous_unit",
            "wider kind",
        ),
        # someone else changed a narrower kind without saying where
        (
            "A farm has 9 cows and 6 goats. The farmer buys 4 pigs. How many animals does the farm have now?",
            "underdetermined",
            "without saying where",
        ),
    ],
)
def test_an_unsound_wider_kind_refuses(text, reason, detail, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason
    assert detail in refusal.detail


def test_every_person_noun_is_a_kind_of_person(lexicon):
    kind_of = lexicon_kinds(lexicon.lookup)
    assert kind_chain("passenger", kind_of)[0] == "person"
    assert kind_chain("visitor", kind_of)[0] == "person"
    text = "A bus had 29 passengers. At the first stop 11 people got off. How many passengers were left on the bus?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
