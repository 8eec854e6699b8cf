"""A bare verb naming a kind inside a comma-less opening phrase: 'For the school bake sale Kim made 9 pies' (ADR 0166)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # after a singular noun ("school bake sale") or an article ("the bake sale"), before a noun
        ("For the village bake sale Ada made 18 loaves. She sold 11 of them. How many loaves are left?", 7),
        (
            "For the bake sale Hal baked 25 bagels. Then he baked 5 more bagels. How many bagels did he bake?",
            30,
        ),
        ("For a bake sale Ivy made 14 pies. How many pies did Ivy make?", 14),
        # 'at' and 'during' take no clause either
        ("At the city swim meet Bo won 4 cups. Cy won 3 cups. How many cups did they win in all?", 7),
        (
            "During the park bake sale Eli sold 6 buns. He had 20 buns at first. How many buns does he have now?",
            14,
        ),
        # a subject pronoun or several people close the phrase too
        ("Gus has 3 cats. For the farm bake sale he made 22 rolls. How many rolls did he make?", 22),
        ("For the farm bake sale Uma and Ned made 8 rolls each. How many rolls did they make in all?", 16),
        # a written comma, and a unit of time after the verb
        ("At the farm bake sale, Uma sold 9 rolls. She sold 4 more rolls. How many rolls did she sell?", 13),
        ("On the farm bake day Uma made 12 rolls. How many rolls did Uma make?", 12),
    ],
)
def test_a_verb_inside_an_opening_phrase_names_a_kind(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no subject after the phrase: the verb is the sentence's own
        ("For the kids bake 12 pies. How many pies?", "incomplete_operation"),
        # a plural noun before the verb could be its subject: no second reading
        ("For the dogs eat Sam buys 5 bones. How many bones does Sam buy?", "unexpected_category"),
        # 'after' may open a clause: left alone
        (
            "After the farm bake sale Ivy had 12 pies left. She had made 30 pies. How many pies did she sell?",
            "unexpected_category",
        ),
        # the main clause keeps the refusals it has with a comma
        ("For the farm bake sale Ivy might make 30 buns. How many buns did she make?", "unexpected_category"),
        ("For the farm bake sale Ivy made 30 buns. How many rolls did she make?", "unit_mismatch"),
        (
            "For the farm bake sale Ivy made 30 buns. Ned made 20 more buns. How many buns did Ned make?",
            "ambiguous_unit",
        ),
        # a number inside the phrase is no setting
        ("For 3 farm bake sales Ivy made 30 buns. How many buns did she make?", "ambiguous_unit"),
    ],
)
def test_unsound_opening_phrases_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
