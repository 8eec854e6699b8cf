"""A question's trailing 'if' clause is read as if it came first (ADR 0090)."""

import pytest

from reader.tokenise import split_sentences
from reader.trailing_conditions import fronted
from tests.reader.reading import refusal_of, value_of

ROSA = "Rosa has 25 shells."
ROSA_AND_LENA = "Rosa has 25 shells. Lena has 9 shells."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("How much do 5 mugs cost if each mug costs 4 dollars?", 20),
        ("How many legs do 6 stools have if each stool has 3 legs?", 18),
        ("How many plums are in 4 bowls if each bowl holds 6 plums?", 24),
        (f"{ROSA} How many shells does she have left if she gives 9 shells to her aunt?", 16),
        (f"{ROSA} How many shells does she have left, if she gives 9 shells to her aunt?", 16),
        (f"{ROSA} How many shells will she have if she finds 7 more shells?", 32),
        ("Rosa had 25 shells. She lost some. How many shells did she lose if she has 19 shells left?", 6),
        # a pronoun pointing forward to the question's name lands on it when read first
        (f"{ROSA} How many shells does Rosa have if she finds 7 more shells?", 32),
        (f"{ROSA_AND_LENA} How many shells does Lena have if she gives 2 shells to Rosa?", 7),
    ],
)
def test_a_trailing_condition_reads_as_a_leading_one(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # counterfactuals: 'had' before a verb, or a modal, is another world than the story's
        (f"{ROSA} How many shells would she have if she had found 7 more?", "unexpected_category"),
        (f"{ROSA} How many shells would she have if she could find 7 more?", "unexpected_category"),
        # a condition with no amount is no step of the arithmetic
        (f"{ROSA} How many shells does she have if she is tired?", "unexpected_category"),
        # two conditions, one leading and one trailing
        ("If Rosa has 25 shells, how many shells does she have if she finds 7 more?", "unexpected_category"),
        # the clause is read by every other rule: negation still refuses
        (f"{ROSA} How many shells does she have left if she does not give 9 to Lena?", "unused_operator"),
        # a hypothetical that contradicts the story
        (f"{ROSA} How many shells does she have if she has 30 shells?", "readings_disagree"),
        # a pronoun landing on someone the question does not name might have meant the name
        (
            "Rosa has 25 shells. Ivo has 4. How many shells does Rosa have if he gives her 3?",
            "unresolved_pronoun",
        ),
        (
            "Ivo's aunt has 25 shells. How many shells does Ivo have if she gives him 3?",
            "ambiguous_pronoun_referent",
        ),
        # 'she' could be either person: as written it may point forward to Rosa, read first it ties
        (f"{ROSA_AND_LENA} How many shells does Rosa have if she finds 2?", "ambiguous_pronoun_referent"),
        (f"{ROSA_AND_LENA} How many shells does she have if she finds 2 shells?", "readings_disagree"),
    ],
)
def test_a_trailing_condition_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_the_caret_points_at_the_word_as_written(lexicon):
    text = f"{ROSA} How many shells does she have left if she sells 9 shells more than Lena?"
    refusal = refusal_of(text, lexicon)
    assert refusal.token_text == "9"  # Lena's selling is never stated (ADR 0198 reads "9 shells more than")
    assert split_sentences(text)[1].tokens[refusal.token_index].text == "9"


def test_only_a_question_opening_with_how_or_what_is_reordered(lexicon):
    (plain,) = split_sentences("How many pens do 3 boxes hold if each box holds 4 pens?")
    moved = fronted(plain, lexicon)
    assert moved is not None
    sentence, how = moved
    assert [t.text for t in sentence.tokens][:3] == ["if", "each", "box"]
    assert how.order[how.clause_length + 1] == 0  # after the clause and its comma, the question's first word
    assert how.names == frozenset()
    (statement,) = split_sentences("Ann eats 3 pens if each box holds 4 pens.")
    assert fronted(statement, lexicon) is None
    (when,) = split_sentences("When will Ann have 9 pens if she buys 3 pens a day?")
    assert fronted(when, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{ROSA} If she loses 4 shells, what is the number of shells she has left?", 21),
        (f"{ROSA} What is the number of shells she has left if she loses 4 shells?", 21),
    ],
)
def test_a_what_question_may_follow_a_condition(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        f"{ROSA} If she loses 4 shells, what does she have?",
        f"{ROSA} If she loses 4 shells, what colour are her shells?",
        "What if Rosa has 25 shells and loses 4 shells?",
    ],
)
def test_any_other_what_after_a_condition_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unexpected_category"
