"""'the number of X' as an untold amount, a compared amount, or a stated amount (ADR 0153)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'a (certain) number|amount of X' is an unknown amount, fixed by a later one
        (
            "Ben has a certain number of marbles. He wins 7 more marbles. Now he has 19 marbles. "
            "How many marbles did Ben have at first?",
            12,
        ),
        (
            "A shop has a number of kites. It sells 5 kites. It has 3 kites left. How many kites did the shop have at first?",
            8,
        ),
        (
            "Mia had a certain amount of money. She spent $4 on a pen. She has $11 left. "
            "How much money did Mia have at first?",
            15,
        ),
        (
            "There are a certain number of ducks on the pond. 6 more ducks land on the pond. "
            "Now there are 10 ducks on the pond. How many ducks were on the pond at first?",
            4,
        ),
        # 'than the number of X' compares with the holder's one amount of X, as 'than X' does
        (
            "Zoe has 11 mugs. She has 4 more plates than the number of mugs. How many plates does Zoe have?",
            15,
        ),
        (
            "Zoe has 11 mugs. She has 4 fewer plates than the number of mugs. How many plates does Zoe have?",
            7,
        ),
        (
            "Zoe has 11 mugs. She has 4 more plates than the amount of mugs. How many plates does Zoe have?",
            15,
        ),
        (
            "Zoe has 11 mugs. She breaks 3 mugs. She has 4 more plates than the number of mugs. "
            "How many plates does Zoe have?",
            12,
        ),
        # 'The (total) number of X [in P] is N.' states N X at P
        ("The number of pens in the drawer is 18. How many pens are in the drawer?", 18),
        ("The total number of cones in the basket is 26. How many cones are in the basket?", 26),
        (
            "The number of pens in the drawer was 18. Leo took 5 pens from the drawer. "
            "How many pens are in the drawer now?",
            13,
        ),
        ("The number of pens in the cup was 18. How many pens were in the cup?", 18),
        # with no place and nothing else told, the one count is the count asked (a puzzle's answer, ADR 0445)
        ("The number of pens was 18. How many pens were there?", 18),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # after a change, a past comparison or a trailing 'she had' could mean before or after it
        (
            "Zoe had 11 mugs. She gave 3 mugs to Al. She had 4 more plates than the number of mugs. "
            "How many plates did she have?",
            "unexpected_category",
            "number",
        ),
        (
            "Zoe had 11 mugs. She gave 3 mugs to Al. She has 4 more plates than the number of mugs she had. "
            "How many plates does she have?",
            "unexpected_category",
            "she",
        ),
        # another owner, a place, a time or 'each' after the compared phrase: which amount?
        (
            "Zoe has 11 mugs. She has 4 more plates than the number of mugs Al has. How many plates does Zoe have?",
            "unexpected_category",
            "Al",
        ),
        (
            "Zoe has 11 mugs. She has 4 more plates than the number of mugs in the sink. "
            "How many plates does Zoe have?",
            "unexpected_category",
            "in",
        ),
        (
            "Zoe has 11 mugs. She has 4 more plates than the number of mugs each. How many plates does Zoe have?",
            "unexpected_category",
            "each",
        ),
        # a unit never read, 'total' in a comparison, no 'of'
        (
            "Zoe has 11 mugs. She has 4 more plates than the number of bowls. How many plates does Zoe have?",
            "unit_mismatch",
            "4",
        ),
        (
            "Zoe has 11 mugs. She has 4 more plates than the total number of mugs. How many plates does Zoe have?",
            "unexpected_category",
            "number",
        ),
        (
            "Zoe has 11 mugs. She has 4 more plates than the number mugs. How many plates does Zoe have?",
            "unexpected_category",
            "mugs",
        ),
        # an untold amount nothing fixes; words that do not mark it untold; 'a number' alone
        ("Ben has a certain number of marbles. How many marbles does Ben have?", "underdetermined", ""),
        (
            "Ben has a huge number of marbles. He loses 2 marbles. He has 9 marbles left. "
            "How many marbles did he have at first?",
            "unexpected_category",
            "number",
        ),
        (
            "Ben thinks of a number and adds 5 marbles. How many marbles does he have?",
            "unexpected_category",
            "number",
        ),
        # the stated amount: only the plain shape
        (
            "The number of pens in the drawer is 5 more than the number of pencils. How many pens are in the drawer?",
            "unexpected_category",
            "number",
        ),
        ("The number of pens he has is 18. How many pens does he have?", "unexpected_category", "number"),
        (
            "The number of pens in each drawer is 18. There are 2 drawers. How many pens are there?",
            "unexpected_category",
            "number",
        ),
        (
            "The number of pens in the drawer is not 18. How many pens are in the drawer?",
            "unexpected_category",
            "number",
        ),
        # with no place, 'the (total) number of X' may be everyone's X or a new heap beside them
        (
            "Ida has 4 pens. The total number of pens is 18. How many pens are there in all?",
            "unexpected_category",
            "number",
        ),
    ],
)
def test_refuses(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason, refusal
    assert refusal.token_text == token, refusal


@pytest.mark.parametrize(
    "text",
    [
        # a count is never 'some more' than a measure: cups and hours are measures here, plates are counted
        "Zoe has 11 cups. She has 4 more plates than cups. How many plates does Zoe have?",
        "Zoe has 11 cups. She has 4 more plates than the number of cups. How many plates does Zoe have?",
        "Zoe has 11 hours. She has 4 more plates than hours. How many plates does Zoe have?",
    ],
)
def test_count_against_measure_refuses(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unused_operator", refusal
