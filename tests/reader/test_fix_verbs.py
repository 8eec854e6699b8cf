"""A verb the lexicon files under a noun entry no longer lends its amount to the next verb (ADR 0295).

"He cut 5 apples and ate 3": 'cut' is a noun in the pack, so the first clause had a subject and an
amount and no verb, and 'ate' took both amounts. The verb right after 'and' now never adopts an
amount told before any verb of its clause; the sentence is read as one with no verb, and ADR 0070's
noun-in-verb-position reading names the word to teach.
"""

import pytest

from reader.verb_position import NO_VERB_DETAIL
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Tom had 20 apples. He cut 5 apples and ate 3. How many apples did he eat?", "cut"),
        ("Tom had 20 apples. He cut 5 and ate 3. How many apples did he eat?", "cut"),
        ("Tom had 20 apples. He cut 5 apples and then ate 3. How many apples did he eat?", "cut"),
        ("Tom had 20 apples. He cut 5 apples and sold 3. How many apples did he sell?", "cut"),
        ("Tom had 20 apples. He set aside 5 apples for pie and ate 3. How many apples are left?", "set"),
        ("Tom had 20 apples. He set 5 apples on the table and ate 3. How many apples did he eat?", "set"),
        ("Tom had $20. He set aside $5 for a gift and spent $3. How much did he spend?", "set"),
        ("Tom had 20 apples. He hit 5 apples and ate 3. How many apples did he eat?", "hit"),
        ("Tom had $20. He bet $5 and lost $3. How much money did he lose?", "bet"),
        ("Tom had 20 pens. He spread 5 pens on the desk and sold 3. How many pens did he sell?", "spread"),
        (
            "Ann has 30 cards. She sets aside 6 cards and gives 4 to Ben. How many cards does she give to Ben?",
            "sets",
        ),
        ("Tom had 20 apples. He cuts 5 apples and eats 3. How many apples does he eat?", "cuts"),
        ("The girls had 30 cookies. They cut 6 cookies and ate 4. How many cookies did they eat?", "cut"),
        ("Tom had 20 apples. If he cut 5 apples and ate 3, how many apples did he eat?", "cut"),
    ],
)
def test_a_noun_standing_as_the_first_verb_is_named_to_teach(lexicon, text, verb):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "untaught_verb_role"
    assert refused.token_text == verb
    assert refused.sentence_index == 1


@pytest.mark.parametrize(
    "text",
    [
        "Tom had 20 apples. Tom cut 5 apples and ate 3. How many apples were eaten?",
        "Tom had 20 apples. The boy cut 5 apples and ate 3. How many apples were eaten?",
        "There were 20 apples. Tom cut 5 apples and ate 3. How many apples were eaten?",
    ],
)
def test_a_noun_joined_to_the_subject_does_not_lend_its_amount(lexicon, text):
    """'Tom cut' was read as one subject; the amount after it is still not the eating's."""
    refused = refusal_of(text, lexicon)
    assert refused.reason == "untaught_verb_role"
    assert refused.token_text == "cut"


def test_with_no_candidate_the_sentence_refuses_as_verbless(lexicon):
    """'also' stands between the subject and 'cut', so ADR 0070 has no word to try as the verb."""
    refused = refusal_of(
        "Tom had 20 apples. He also cut 5 apples and ate 3. How many apples did he eat?", lexicon
    )
    assert refused.reason == "unfinished_frame"
    assert refused.detail == NO_VERB_DETAIL
    assert refused.token_text == "ate"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom had 20 apples. He ate 5 apples and sold 3. How many apples does he have?", 12),
        ("Tom had 20 apples. He ate 5 apples and then sold 3. How many apples does he have?", 12),
        ("Tom had 20 apples. He ate 5 apples and sold 3. How many apples did he sell?", 3),
        (
            "A nurse had 15 patients. If 6 of them left and she got another 4 patients, "
            "how many patients would she have?",
            13,
        ),
        ("Tom had 20 apples. He ate 5 apples and gave 3 to Ann. How many apples does Tom have?", 12),
    ],
)
def test_a_clause_with_its_own_verb_or_subject_still_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value
