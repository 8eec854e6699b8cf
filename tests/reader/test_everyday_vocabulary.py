"""Vocabulary the seed lacked: everyday nouns, unit abbreviations and spellings, makings (ADR 0138)."""

import pytest

from reader.tokenise import tokenise
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("surface", "category", "lemma"),
    [
        ("baguettes", "noun", "baguette"),
        ("highlighters", "noun", "highlighter"),
        ("angelfish", "noun", "angelfish"),
        ("bloggers", "person_noun", "blogger"),
        ("craftswomen", "person_noun", "craftswoman"),
        ("canned", "adjective", "canned"),
        ("g", "unit_noun", "gram"),
        ("lbs", "unit_noun", "pound"),
        ("hrs", "unit_noun", "hour"),
        ("mins", "unit_noun", "minute"),
        ("litres", "unit_noun", "liter"),
        ("metre", "unit_noun", "meter"),
        ("kilos", "unit_noun", "kilogram"),
        ("mg", "unit_noun", "milligram"),
        ("produces", "verb_produce", "produce"),
        ("laid", "verb_produce", "lay"),
        ("watched", "verb_activity", "watch"),
        ("'m", "copula", "be"),
    ],
)
def test_new_surfaces_have_their_category(lexicon, surface, category, lemma):
    sense = lexicon.lookup(surface)
    assert sense is not None and sense.entry.category == category and sense.entry.lemma == lemma


@pytest.mark.parametrize("surface", ["produce", "watch", "watches", "stack", "store", "deposit", "prints"])
def test_bare_forms_that_are_ordinary_nouns_stay_nouns(lexicon, surface):
    assert lexicon.lookup(surface).entry.category == "noun"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jo had 500 g of rice. She used 200 g of rice. How many grams of rice does she have left?", 300),
        ("Sam had 12 lbs of flour. He used 5 lbs of flour. How many pounds of flour does he have left?", 7),
        ("Tom worked 3 hrs on Monday and 5 hrs on Tuesday. How many hours did he work in total?", 8),
        ("Vic had 8 kilos of apples. He sold 3 kilos of apples. How many kilos of apples does he have?", 5),
        ("Ed had 12oz of juice. He drank 5oz. How many ounces of juice does he have left?", 7),
        ("A hen lays 3 eggs every day. How many eggs does the hen lay in 5 days?", 15),
        ("A bakery produces 40 muffins. It sells 25 muffins. How many muffins are left?", 15),
        ("Ben has 7 watches. He sold 2 watches. How many watches does he have left?", 5),
        ("Zoe had 6 prints. She sold 2 prints. How many prints does she have left?", 4),
        ("A fishmonger had 50 fish. He sold 32 fish. How many fish does the fishmonger have left?", 18),
    ],
)
def test_problems_with_the_new_words_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_grams_and_kilograms_convert(lexicon):
    text = "Ben had 300g of nuts. He bought 2 kg of nuts. How many grams of nuts does he have?"
    assert value_of(text, lexicon) == 2300


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a making of things the doer already had: new ones or the same ones?
        ("Tim had 12 puzzles. He assembled 5 puzzles. How many puzzles does he have?", "readings_disagree"),
        (
            "Sue had 8 pumpkins. She carved 3 pumpkins. How many pumpkins does she have now?",
            "readings_disagree",
        ),
        # another currency is not dollars and is not taught
        ("Pam had $36 and 10 euros. How much money does she have?", "unknown_word"),
        # placing with no place taught: the things may still be the holder's
        ("Gia had 9 cups. If she stored 4 cups, how many cups will she have?", "untaught_verb_role"),
        (
            "Hal had 20 dollars. He deposited 8 dollars in the bank. How much money does Hal have?",
            "untaught_verb_role",
        ),
        # a number glued to a unit the seed does not know
        ("A store sold 40k shirts. It sold 10k more shirts. How many shirts did it sell?", "unknown_word"),
    ],
)
def test_traps_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("15kg", ["15", "kg"]),
        ("2.5km,", ["2.5", "km", ","]),
        ("250ml.", ["250", "ml", "."]),
        ("3rd", ["3rd"]),
        ("20th.", ["20th", "."]),
        ("mp3", ["mp3"]),
        ("12-ounce", ["12-ounce"]),
    ],
)
def test_a_unit_glued_to_a_number_is_split_but_ordinals_are_not(text, pieces):
    assert [t.text for t in tokenise(text)] == pieces


def test_split_tokens_keep_their_offsets():
    tokens = tokenise("Buy 15kg now")
    assert [(t.text, t.start, t.end) for t in tokens] == [
        ("Buy", 0, 3),
        ("15", 4, 6),
        ("kg", 6, 8),
        ("now", 9, 12),
    ]
