"""Pronouns with no antecedent: a story that opens with he, she or they; I, we and you (ADR 0058)."""

import pytest

from reader import Answer, ReaderRefusal, read_problem


@pytest.mark.parametrize(
    "text, value",
    [
        ("He had 12 kites. He gave 5 kites to his cousin. How many kites does he have left?", 7),
        ("She has 8 pens. Her dad gave her 4 pens. How many pens does she have now?", 12),
        ("They had 20 cups. They broke 3 cups. How many cups do they have left?", 17),
        ("His aunt has 6 hats. She bought 2 more hats. How many hats does she have?", 8),
    ],
)
def test_unnamed_opening_answers(text, value, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == value, result


@pytest.mark.parametrize(
    "text",
    [
        # anyone named later might be the one the pronoun meant
        "He had 12 kites. Tom lost 5 kites. How many kites does Tom have left?",
        "She had 8 pens. She gave 3 pens to Ann. How many pens does Ann have?",
        "They had 20 cups. Ivy broke 3 cups. How many cups do they have left?",
        "He had 12 kites and Tom had 5 kites. How many kites do they have together?",
        # 'it' never opens a story
        "It has 5 apples. How many apples does it have?",
    ],
)
def test_unnamed_opening_refuses_when_someone_else_is_named(text, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), result
    assert result.reason in ("unresolved_pronoun", "ambiguous_pronoun_referent")


def test_unnamed_only_in_the_first_sentence(lexicon):
    result = read_problem("Sam has 5 apples. She has 3 apples. How many apples does she have?", lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "unresolved_pronoun"


@pytest.mark.parametrize(
    "text, value",
    [
        ("You have 9 cards. You lose 4 cards. How many cards do you have left?", 5),
        ("I had 6 pens. Ann gave me 2 pens. How many pens do I have?", 8),
        ("We baked 12 buns. We ate 5 buns. How many buns do we have left?", 7),
        (
            "You have 10 shells and your brother has 4 shells. How many more shells do you have than your brother?",
            6,
        ),
    ],
)
def test_speakers_are_holders(text, value, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer) and result.value == value, result


@pytest.mark.parametrize(
    "text, reason",
    [
        # 'he' and 'they' never mean 'you'
        ("You have 5 apples. How many apples does he have?", "unresolved_pronoun"),
        ("You have 5 apples. Tom has 2 apples. How many apples do they have in all?", "unresolved_pronoun"),
        # 'I' and 'you' are different holders
        ("You have 5 apples. How many apples do I have?", "dangling_entity"),
        # 'we' may include 'I' or anyone named
        ("I have 5 apples. We bought 3 apples. How many apples do I have?", "unresolved_pronoun"),
        ("We have 5 apples. Tom ate 2 apples. How many apples do we have?", "unresolved_pronoun"),
        # reflexives still refuse
        ("You gave yourself 3 apples. How many apples do you have?", "unexpected_category"),
    ],
)
def test_speaker_refusals(text, reason, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == reason, result
