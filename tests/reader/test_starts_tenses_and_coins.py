"""A start told after the moves, changes in another tense, 'if' with 'now', coins and cents (ADR 0165)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'started with' / 'began with' told after the moves: the amount before them
        ("Kim found 6 shells. She started with 9 shells. How many shells does Kim have?", 15),
        ("Kim found 6 shells. She began with 9 shells. How many shells does she have now?", 15),
        ("Kim found 6 shells. She started out with 9 shells. How many shells does Kim have?", 15),
        ("Kim gave away 6 shells. She started with 9 shells. How many shells are left?", 3),
        ("Kim found 6 shells and started with 9 shells. How many shells does Kim have?", 15),
        ("Ana lost 4 pens. She started with 15 pens. How many pens does Ana have?", 11),
        (
            "Tom sold 6 kites. Then he bought 5 kites. He started with 8 kites. How many kites does Tom have?",
            7,
        ),
        (
            "Kim gave 4 pencils to each of her 3 friends. She started with 20 pencils. How many does she have left?",
            8,
        ),
        ("Sara ate 3 plums. She started with 10 plums. How many plums did she start with?", 10),
        ("Sara ate 3 plums. She started with 10 plums. How many plums did she eat?", 3),
        ("Sara picked 7 plums. She started with 5 plums. How many plums does Sara have?", 12),
        # a question in the tense of all the changes it counts, or one that counts both
        ("Leo bought 5 books. He will buy 3 pens. How many books did he buy?", 5),
        ("Leo bought 5 books. He will sell 3 books. How many books did he buy?", 5),
        ("Leo bought 5 books. Ann will buy 3 books. How many books did Leo buy?", 5),
        ("Leo bought 5 books. He will buy 3 more books. How many books will he have bought?", 8),
        ("Leo will buy 5 books. Then he will buy 3 more books. How many books will he buy?", 8),
        # an 'if' question: the supposed change is applied, with or without 'now' (the usual reading of
        # school problems), and a fact (not a change) in the 'if' clause is read as a fact
        ("Mia has 12 apples. If she gives 5 apples to Tom, how many apples does she have now?", 7),
        ("Ben has 8 kites. How many kites does he have now if he buys 4 kites?", 12),
        ("Mia has 12 apples. If she gives 5 apples to Tom, how many apples will she have?", 7),
        ("Mia has 12 apples now. If she gives 5 apples to Tom, how many apples will she have?", 7),
        ("Mia made 20 pies. She sold some pies. If she still has 6 pies left, how many did she sell?", 14),
        # coins counted with no money moved by their holder
        ("Raj has 7 dimes. He gave 2 dimes to Ann. How many dimes does he have?", 5),
        ("Raj has 7 dimes and $3. How many dimes does Raj have?", 7),
        ("Raj has 7 dimes. Ann spent 30 cents. How many dimes does Raj have?", 7),
    ],
)
def test_sound_readings_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a start told after a holding and a change: which one is it before?
        (
            "Kim has 9 shells. She found 6 shells. She started with 3 shells. How many shells does Kim have?",
            "readings_disagree",
        ),
        # a start still to come
        (
            "Ben found 4 rocks. He will start with 7 rocks. How many rocks does Ben have?",
            "unsupported_operation",
        ),
        # changes in both tenses, the question counting one of them
        ("Leo bought 5 books. He will buy 3 more books. How many books did he buy?", "unsupported_operation"),
        ("Leo bought 5 books. He will buy 3 books. How many books has he bought?", "unsupported_operation"),
        ("Leo sold 5 books. He will sell 3 more books. How many books did he sell?", "unsupported_operation"),
        ("Leo earned $5. He will earn $3 more. How much money did Leo earn?", "unsupported_operation"),
        (
            "Leo will collect 10 shells. He collected 4 shells. How many shells did he collect?",
            "unsupported_operation",
        ),
        (
            "Leo bought 5 books. He will buy 3 more books. How many books will he buy?",
            "unsupported_operation",
        ),
        ("Leo bought 5 books. How many books will he buy?", "unsupported_operation"),
        # money moved beside coins counted: which coins it was is not told
        ("Raj has 7 dimes. He spent 30 cents. How many dimes does he have?", "unit_mismatch"),
        ("Raj has 7 dimes. He lost 30 cents. How many dimes does he have?", "unit_mismatch"),
        ("Raj has 7 quarters. He spent 50 cents. How many quarters does he have?", "unit_mismatch"),
        ("Raj has 7 dimes. He spent $1. How many dimes does he have?", "unit_mismatch"),
        ("Raj has 7 dimes. He found 30 cents. How many dimes does he have?", "unit_mismatch"),
        ("Raj has 7 pennies. His aunt gave him 50 cents. How many pennies does he have?", "unit_mismatch"),
    ],
)
def test_unsound_readings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
