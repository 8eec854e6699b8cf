"""'They' for the persons the sentence before named side by side, and 'each' in an 'It takes' rate (ADR 0137)."""

import pytest

from reader import Answer, ReaderRefusal, read_problem


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "Carla had 11 dollars and Pete had 7 dollars. They each earned 3 dollars. "
            "How much money does Pete have now?",
            10,
        ),
        (
            "Carla had 11 dollars and Pete had 7 dollars. They each earned 3 dollars. "
            "How much money do they have together?",
            24,
        ),
        (
            "Carla has 11 dollars, Pete has 7 dollars, and Mona has 2 dollars. They went to the zoo. "
            "How much money do they have in all?",
            20,
        ),
        (
            "Carla earned $30 and Pete earned $20. They each spent $4 on snacks. "
            "How much money do they have left altogether?",
            42,
        ),
        (
            "Carla had 11 dollars and her dad had 40 dollars. They each lost 1 dollar. "
            "How much money does Carla have?",
            10,
        ),
    ],
)
def test_they_for_the_persons_named_side_by_side(text, value, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == value, result


@pytest.mark.parametrize(
    "text, reason",
    [
        # the group is never one person: an amount it gets needs 'each'
        (
            "Carla had 11 dollars and Pete had 7 dollars. They earned 3 dollars. How much money does Pete have?",
            "unsupported_operation",
        ),
        # counted things could be 'they' too
        (
            "Carla baked 6 pies and Pete baked 4 pies. They were warm. How many pies did they bake in all?",
            "ambiguous_pronoun_referent",
        ),
        (
            "Carla baked 6 pies and Pete baked 4 pies. They each sold 1 pie. How many pies are left?",
            "ambiguous_pronoun_referent",
        ),
        # someone named after them, or only one of them in the sentence before
        (
            "Carla had 11 dollars and Pete had 7 dollars. Lin had 2 dollars. They each earned 3 dollars. "
            "How much money does Lin have?",
            "unresolved_pronoun",
        ),
        (
            "Carla had 11 dollars and Pete had 7 dollars. Carla found 1 dollar. They each earned 3 dollars. "
            "How much money does Carla have?",
            "unresolved_pronoun",
        ),
        # one person named twice is no group
        (
            "Carla had 11 dollars and carla had 7 dollars. They each earned 3 dollars. "
            "How much money do they have together?",
            "unresolved_pronoun",
        ),
        # a thing among the holders, a receiver, a speaker
        (
            "Carla had 11 dollars and the bank had 70 dollars. They each earned 3 dollars. "
            "How much money does Carla have?",
            "unresolved_pronoun",
        ),
        (
            "Carla gave 5 dollars to Pete. They each earned 3 dollars. How much money does Pete have?",
            "unresolved_pronoun",
        ),
        (
            "I had 11 dollars and Pete had 7 dollars. They each earned 3 dollars. How much money does Pete have?",
            "unresolved_pronoun",
        ),
        # the same sentence: not read
        (
            "Carla had 11 dollars and Pete had 7 dollars, and they each earned 3 dollars. "
            "How much money does Pete have?",
            "unresolved_pronoun",
        ),
        # a question's 'they' still needs 'together' or 'in all'
        (
            "Carla had 11 dollars and Pete had 7 dollars. They each earned 3 dollars. How much money do they have?",
            "unused_operator",
        ),
    ],
)
def test_they_refuses_when_the_group_is_not_clear(text, reason, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), result
    assert result.reason == reason, result


def test_the_ambiguous_group_is_not_forked(lexicon):
    """The things are no entity, so no reading can be tried for them: the first refusal stands."""
    result = read_problem(
        "Carla baked 6 pies and Pete baked 4 pies. They were warm. How many pies are there?", lexicon
    )
    assert isinstance(result, ReaderRefusal)
    assert result.reason == "ambiguous_pronoun_referent" and result.token_text == "They"


def test_she_with_two_women_is_still_ambiguous(lexicon):
    result = read_problem(
        "Carla had 11 dollars and Mona had 7 dollars. She spent 2 dollars. How much money does Mona have?",
        lexicon,
    )
    assert isinstance(result, ReaderRefusal)
    assert result.reason in ("readings_disagree", "ambiguous_pronoun_referent")


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "It takes Carla 4 minutes to sweep each room. How many minutes will it take her to sweep 6 rooms?",
            24,
        ),
        ("It takes 9 minutes to iron each shirt. How many minutes will it take to iron 3 shirts?", 27),
    ],
)
def test_it_takes_each(text, value, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == value, result


@pytest.mark.parametrize(
    "text",
    [
        "It takes Carla 4 minutes to sweep each of the rooms. How many minutes will it take her to sweep 6 rooms?",
        # two rates per the same things (a list of rates per different things is read, ADR 0309)
        "It takes Carla 4 minutes to sweep each room and 2 minutes to dust each room. How many minutes will it take her to sweep 6 rooms?",
        "It is windy. Carla has 4 kites. How many kites does Carla have?",
    ],
)
def test_it_still_refuses(text, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "unresolved_pronoun", result


@pytest.mark.parametrize(
    "text, value",
    [
        ("Dora grew 14 pumpkins and sold them for $5 each. How much money did she earn?", 70),
        ("Dora grew 14 pumpkins and sold them for $5 each. How many pumpkins did she grow?", 14),
        ("Dora bought 3 kites and lost them. How many kites does she have?", 0),
        ("Dora bought 8 rolls for $1 each and then sold them for $2 each. How much money did she earn?", 16),
    ],
)
def test_them_repeats_the_amount_just_got(text, value, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == value, result


@pytest.mark.parametrize(
    "text, reason",
    [
        # two amounts: which one, or both?
        (
            "Dora grew 14 pumpkins and 6 squash and sold them. How many pumpkins does she have?",
            "ambiguous_pronoun_referent",
        ),
        # some were held before: the new ones, or all of them?
        (
            "Dora had 2 pumpkins. She grew 14 pumpkins and sold them. How many pumpkins does she have?",
            "unresolved_pronoun",
        ),
        # another doer, another sentence, a second clause before
        (
            "Dora grew 14 pumpkins and Eli sold them for $5 each. How much money did Eli earn?",
            "unresolved_pronoun",
        ),
        (
            "Dora grew 14 pumpkins. She sold them for $5 each. How much money did she earn?",
            "unresolved_pronoun",
        ),
        (
            "Dora grew 14 pumpkins and Eli grew 3 pumpkins and sold them. How many pumpkins does Eli have?",
            "unresolved_pronoun",
        ),
        # 'it' for several, 'them' for one
        ("Dora bought 3 kites and lost it. How many kites does she have?", "unresolved_pronoun"),
        # a giving verb may place the things somewhere they are still hers: not read
        (
            "Dora grew 14 pumpkins and put them in the barn. How many pumpkins does Dora have?",
            "unresolved_pronoun",
        ),
    ],
)
def test_them_refuses_when_the_amount_is_not_clear(text, reason, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), result
    assert result.reason == reason, result
