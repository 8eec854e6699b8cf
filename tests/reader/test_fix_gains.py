"""Money paid for work is no gift; what others gave counts for 'get'; a pet's young are the owner's (ADR 0280)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a move that names the work it pays ('for <gerund> ...') is earnings too
        "Sam got $50 from Mrs. Lee for mowing her lawn. He earned $30 babysitting. How much money did he earn?",
        "Sam received $50 from Ann for mowing her lawn. He earned $30 babysitting. How much money did he earn?",
        "Sam made $30 babysitting. He got $50 from Ann for mowing her lawn. How much money did he make?",
        # given to the asked doer for work: the other verb is a give
        "Sam earned $30 babysitting. Ann gave him $50 for mowing her lawn. How much money did he earn?",
        "Mia earned $5. Tom gave her $3 for walking his dog. How much money did Mia earn?",
        # money collected from a group, or from no person, is no gift of one giver
        "Sam collected $50 from his neighbors. He earned $30 babysitting. How much money did he earn?",
        "Sam made $30 on Monday. He got $50 from his customers on Tuesday. How much money did he make?",
        "Sam earned $30 babysitting. His neighbors gave him $50. How much money did he earn?",
        "Sam got $50 from his boss. He earned $30 babysitting. How much money did he earn?",
    ],
)
def test_money_for_work_from_someone_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "ambiguous_unit"
    assert "money was also said to come in" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a gift from one person, for no work named, still leaves earnings alone
        ("Sam got $50 from his mom. He earned $30 babysitting. How much money did he earn?", 30),
        ("Sam earned $30 babysitting. His dad gave him $50. How much money did he earn?", 30),
        ("Sam earned $30. Ann gave him $50 for his birthday. How much money did he earn?", 30),
        # what is held counts every way the money came
        ("Sam made $30. Ann gave him $50 for cleaning her house. How much money does he have?", 80),
    ],
)
def test_a_gift_beside_earnings_is_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Mia found 5 shells. Tom gave her 3 shells. How many shells did Mia get?",
        "Mia won 5 shells. Tom gave Mia 3 shells. How many shells did Mia get?",
        "Mia picked 5 apples. Tom handed her 3 apples. How many apples did Mia get?",
        "Mia found 5 shells. Tom sent her 3 shells. How many shells did Mia get?",
        "Mia found 5 shells. Tom lent her 3 shells. How many shells did Mia get?",
        "Mia found $5. Tom gave her $3. How much money did Mia get?",
        "Mia obtained 5 shells. Tom gave her 3 shells. How many shells did Mia obtain?",
        # 'receive' was said of things from someone: a give to her is received too
        "Mia received 5 shells from Ann. Tom gave Mia 3 shells. How many shells did Mia receive?",
    ],
)
def test_a_gain_asked_beside_a_gift_from_another_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "not a move of the asked doer" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mia found 5 shells. Tom gave her 3 shells. How many shells did Mia find?", 5),
        ("Mia won 5 shells. Tom handed her 3 shells. How many shells did Mia win?", 5),
        ("Mia found 5 shells. Tom gave Ann 3 shells. How many shells did Mia get?", 5),
        ("Mia found 5 shells. Tom gave her 3 stickers. How many shells did Mia get?", 5),
        ("Mia found 5 shells. Tom gave her 3 shells. How many shells does Mia have?", 8),
    ],
)
def test_a_gain_without_a_gift_to_the_asked_is_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 3 dogs. His dog has 4 puppies. How many dogs does Tom have?",
        "Tom has 2 cats and 3 dogs. His dog had 4 puppies. How many dogs does Tom have?",
        "Tom has 3 dogs. Tom's dog had 4 puppies. How many dogs does Tom have now?",
        "Tom has 3 cats. His cat has 4 kittens. How many cats does Tom have?",
        "Tom has 3 cats. His barn has 4 kittens. How many cats does Tom have?",
    ],
)
def test_a_narrower_kind_held_by_the_owners_thing_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "ambiguous_unit"
    assert "a kind of it" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 3 dogs. His dog has 4 puppies. How many puppies does Tom's dog have?", 4),
        ("Tom has 3 dogs. Ann's dog has 4 puppies. How many dogs does Tom have?", 3),
        ("Tom has 3 dogs. His dog has 4 bones. How many dogs does Tom have?", 3),
        # a person's things are that person's own (ADR 0190)
        ("Tom has 3 cats. His sister has 4 kittens. How many cats does Tom have?", 3),
    ],
)
def test_kinds_held_by_others_are_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
