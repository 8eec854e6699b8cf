"""A set split in two by a pair of words: 'N are red and the rest are green', good/bad parts (ADR 0206)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- a part named by its describing word, and 'the rest are' the other word of the pair


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kim has 15 crayons. 9 crayons are red and the rest are blue. How many blue crayons does Kim have?",
            6,
        ),
        (
            "Kim has 15 crayons. 9 of them are red and the rest are blue. How many blue crayons does Kim have?",
            6,
        ),
        (
            "Kim has 15 crayons. 9 of the crayons are red, and the rest are blue. How many blue crayons does Kim have?",
            6,
        ),
        ("Kim has 15 crayons. 9 are red and the rest are blue. How many red crayons does Kim have?", 9),
        ("Kim has 15 crayons. 9 crayons are red and the rest are blue. How many crayons does Kim have?", 15),
        ("Nina has 20 eggs. 7 eggs are bad and the rest are good. How many good eggs does Nina have?", 13),
    ],
)
def test_the_rest_of_a_part_named_by_its_word(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # big crayons may be blue too: the two words do not split the set
        (
            "Kim has 15 crayons. 9 crayons are long and the rest are blue. How many blue crayons does Kim have?",
            "unexpected_category",
        ),
        (
            "Kim has 15 crayons. 19 crayons are red and the rest are blue. How many blue crayons does Kim have?",
            "negative_count",
        ),
        # a change before: of which amount is the part?
        (
            "Kim has 15 crayons. She lost 2 crayons. 9 crayons are red and the rest are blue. How many blue crayons does Kim have?",
            "unexpected_category",
        ),
        # two holders: whose crayons?
        (
            "Kim has 15 crayons and Al has 4 crayons. 9 crayons are red and the rest are blue. How many blue crayons does Kim have?",
            "unexpected_category",
        ),
        # a narrower set than the whole, another noun, one word twice
        (
            "Kim has 15 red crayons. 9 crayons are blue and the rest are green. How many green crayons does Kim have?",
            "unexpected_category",
        ),
        (
            "Kim has 15 crayons. 9 pens are red and the rest are blue. How many blue crayons does Kim have?",
            "unexpected_category",
        ),
        (
            "Kim has 15 crayons. 9 crayons are blue and the rest are blue. How many blue crayons does Kim have?",
            "unexpected_category",
        ),
        (
            "Kim has 15 crayons. 9 crayons are red and the rest are blue. How many green crayons does Kim have?",
            "unit_mismatch",
        ),
    ],
)
def test_splits_that_are_not_read(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- antonyms read both ways in an 'if' part, and 'only' before its number


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sam picked 40 plums. If 28 of the plums were good, how many plums were bad?", 12),
        ("Sam picked 40 plums. If only 28 of the plums were good, how many plums were bad?", 12),
        ("Sam picked 40 plums. If 9 of the plums were bad, how many plums were good?", 31),
        (
            "Ivy grew 30 peppers. If only 4 of the peppers were bad, how many good peppers did she end up with?",
            26,
        ),
        (
            "Ted found 20 shells. If only 3 of the shells were broken, how many unbroken shells did Ted find?",
            17,
        ),
        (
            "Leo bought 10 games. If only 2 of the games didn't work, how many good games did he end up with?",
            8,
        ),
    ],
)
def test_antonym_parts(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Sam picked 40 plums. If 28 of the plums were good, how many plums were ripe?",
        "Sam picked 40 plums. If 28 of the plums were good, how many plums were not bad?",
        "Sam picked 40 plums. If 45 of the plums were good, how many plums were bad?",
        "Sam picked 40 plums and Ann picked 10 plums. If 28 of the plums were good, how many plums were bad?",
        "Sam picked 40 plums. He ate 3 plums. If 28 of the plums were good, how many plums were bad?",
        "Sam picked 40 plums. If just 28 of the plums were good, how many plums were bad?",
    ],
)
def test_antonym_parts_that_refuse(text, lexicon):
    assert refusal_of(text, lexicon) is not None
