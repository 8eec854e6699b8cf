"""A question asked with 'can', 'should' or 'might' is not a question about the deed (ADR 0181)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "modal"),
    [
        # the deed told is not what the holder is able to do
        ("Lena bought 3 kites. Each kite costs 5 dollars. How many kites can she buy?", "can"),
        ("Tom bought 3 kites. How many kites can he buy?", "can"),
        ("Sam baked 12 cookies. How many cookies can he bake?", "can"),
        ("Ann saved 5 dollars. How much can she save?", "can"),
        ("Each kite costs 5 dollars. Lena bought 3 kites. How much money can she spend?", "can"),
        ("Ann gave Bob 4 pens. How many pens could Bob get?", "could"),
        ("Ann made 4 cakes. How many cakes could she make?", "could"),
        ("Ann picked 12 apples. Bob picked 5 apples. How many apples could they pick in all?", "could"),
        # a duty or a chance is not the deed either
        ("Ann made 4 cakes. How many cakes should she make?", "should"),
        ("Ann made 4 cakes. How many cakes must she make?", "must"),
        ("Ann made 4 cakes. How many cakes might she make?", "might"),
        # nor is what is held, a total or a difference
        ("Ann has 12 apples. How many apples can she have?", "can"),
        ("Ann picked 12 apples. She ate 5. How many apples might she have left?", "might"),
        ("Ann has 12 apples. Bob has 5 apples. How many apples can they have in all?", "can"),
        ("Ann picked 12 apples. Bob picked 5 apples. How many more apples could Ann pick than Bob?", "could"),
    ],
)
def test_a_question_in_a_mood_refuses_at_its_modal(text, modal, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text == modal


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the money read instead (ADR 0170), a rate scaled, an equal share, a need, a packing
        ("Tom had 20 dollars. Each kite costs 5 dollars. How many kites can he buy?", 4),
        ("Mia can bake 12 cookies an hour. How many cookies can she bake in 3 hours?", 36),
        (
            "Ann has 12 cookies. She shares them equally among 4 friends. How many cookies can each friend get?",
            3,
        ),
        ("Ann needs 12 apples. She has 5 apples. How many more apples must she buy?", 7),
        (
            "Max had 36 nuts. He ate 6 of them and placed the rest into piles with 5 in each pile. "
            "How many piles could he make?",
            6,
        ),
        # 'May' the name is no modal
        ("May had 11 acorns. She found 6 more acorns. How many acorns does May have?", 17),
    ],
)
def test_readings_in_the_mood_stand(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ann would make 4 cakes. How many cakes would she make?", 4),
        ("Ann would make 4 cakes. Bob would make 3 cakes. How many cakes would they make in all?", 7),
        ("Ann has 5 cakes. She would make 4 more. How many cakes would she have?", 9),
    ],
)
def test_a_plan_told_with_would_reads_in_its_own_mood(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ann would make 4 cakes. How many cakes did she make?",
        "Ann would make 4 cakes. How many cakes does she have?",
        "Ann has 5 cakes. She would make 4 more. How many cakes does she have?",
        "Ann made 5 cakes. She would make 4 more. How many cakes would she make?",
        "Ann made 5 cakes. She would make 4 more. How many cakes did she make?",
        "If Ann had more flour, she would make 4 cakes. How many cakes did she make?",
    ],
)
def test_a_plan_with_would_mixed_with_a_deed_or_the_present_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason in {"unsupported_operation", "unexpected_category"}
