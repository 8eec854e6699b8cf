"""Scene clauses (ADR 0047) and subordinate time clauses (ADR 0048): skipped only when nothing counts them."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ada is baking a pie. She had 9 eggs. She used 4 eggs. How many eggs does Ada have?", 5),
        ("Ada made a kite. She had 8 pens. She lost 3 pens. How many pens does Ada have?", 5),
        ("Ada sold lemonade. She had 12 cups. She used 5 cups. How many cups does Ada have?", 7),
        ("Ada was selling her mugs. She sold 4 mugs for $3 each. How much money did Ada earn?", 12),
        ("Ada was selling her mugs. She had 10 mugs. She sold 4 mugs. How many mugs does Ada have?", 6),
    ],
)
def test_a_clause_with_no_amount_sets_the_scene(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_scene_keeps_its_subject_for_pronouns(lexicon):
    text = "Ada is baking a pie. She had 9 eggs. How many eggs does she have?"
    assert value_of(text, lexicon) == 9


@pytest.mark.parametrize(
    "text",
    [
        "Ada baked a pie. She had 4 pies. How many pies does Ada have?",  # the pie is counted
        "Ada is baking a pie. Ben had 4 pies. How many pies does Ben have?",  # by anyone
        "Ada bought a bag of pears. She had 4 pears. How many pears does Ada have?",  # its content too
        "Ada bought a lamp. She had $9. She spent $2. How much money does Ada have?",  # money moved
        "Ada made a kite. She had 8 pens. How many does Ada have?",  # no unit: the kite might count
        "Ada had 9 eggs. She made an omelette. How many eggs does Ada have?",  # may have used the eggs
        "Ada was selling her bike. She sold 3 mugs for $2 each. How much money did Ada earn?",  # bike price
        "Ada was selling her mugs. She had 10 mugs. How many mugs does Ada have?",  # never says how many
        "Ada has a dog. She bought 2 dogs. How many dogs does Ada have?",  # a holding of one dog
        "Ada had 2 pears. She bought a pear and 3 plums. How many pears does Ada have?",  # next to amounts
        "Ada bought a DVD of her film. She had 2 DVDs. How many DVDs does Ada have?",  # owned content
    ],
)
def test_a_scene_that_something_else_counts_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


@pytest.mark.parametrize(
    "text",
    [
        "Ada sold her mugs. She had 4 pens. How many pens does Ada have?",  # all of them
        "Ada gave a pear to Ben. Ben had 6 pears. How many pears does Ben have?",  # a second party
        "Ada is not baking a pie. She had 9 eggs. How many eggs does she have?",  # an operator word
    ],
)
def test_definite_objects_parties_and_operators_keep_the_clause_refused(lexicon, text):
    result = refusal_of(text, lexicon)
    assert result.reason == "incomplete_operation" and result.sentence_index == 0


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("When the bell rang, Ada had 6 pens. She lost 2 pens. How many pens does Ada have?", 4),
        ("Ada bought 9 mugs when they were on sale. She broke 2 mugs. How many mugs does Ada have?", 7),
        ("Ada had 5 coins. She found 4 coins while she lost 2 coins. How many coins does Ada have?", 7),
    ],
)
def test_time_clauses_and_while(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("When Ben gave her 3 pens, Ada had 6 pens. How many pens does Ada have?", "gave"),
        ("Ada had 6 pens when she was 9. How many pens does Ada have?", "9"),
        ("When each friend came, Ada had 6 pens. How many pens does Ada have?", "each"),
        ("Ada had 6 pens when the rest left. How many pens does Ada have?", "rest"),
        ("Ada had 6 pens. How many pens did Ada have when she met Ben?", "when"),
    ],
)
def test_a_time_clause_never_hides_an_amount_or_an_operator(lexicon, text, token):
    result = refusal_of(text, lexicon)
    assert result.reason == "unexpected_category" and result.token_text == token
