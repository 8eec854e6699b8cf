"""A multiple said through a noun of measure: "twice the length of", "half the weight of" (ADR 0136)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.lifecycle import sentence_words
from reader.measure_comparisons import measure_noun
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # every measure noun, each factor word, the base stated after or before
        (
            "The kite string is twice the length of the leash. The leash is 6 feet long. How long is the kite string?",
            12,
        ),
        (
            "The leash is 6 feet long. The kite string is twice the length of the leash. How long is the kite string?",
            12,
        ),
        (
            "The chimney is 3 times the height of the fence. The fence is 2 meters tall. How tall is the chimney?",
            6,
        ),
        (
            "The chimney is three times the height of the fence. The fence is 2 meters tall. How tall is the chimney?",
            6,
        ),
        (
            "The chimney is thrice the height of the fence. The fence is 2 meters tall. How tall is the chimney?",
            6,
        ),
        (
            "The trailer is double the weight of the boat. The boat weighs 700 pounds. How much does the trailer weigh?",
            1400,
        ),
        ("The lamb is half the weight of the ewe. The ewe weighs 50 kilograms. How heavy is the lamb?", 25),
        (
            "The lamb weighs half the weight of the ewe. The ewe weighs 50 kilograms. How much does the lamb weigh?",
            25,
        ),
        ("The porch is twice the width of the path. The path is 3 feet wide. How wide is the porch?", 6),
        (
            "The lake is 10 times the depth of the creek. The creek is 2 meters deep. How deep is the lake?",
            20,
        ),
        (
            "The brick is 4 times the mass of the tile. The tile weighs 3 kilograms. How much does the brick weigh?",
            12,
        ),
        # a factor that is not whole, solved backwards
        (
            "The kite string is twice the length of the leash. The kite string is 9 feet long. How long is the leash?",
            Fraction(9, 2),
        ),
        # the noun as the subject, the statement and the question
        (
            "The height of the chimney is 3 times the height of the fence. The fence is 2 meters tall. "
            "How tall is the chimney?",
            6,
        ),
        (
            "The length of the leash is 6 feet. The kite string is twice the length of the leash. "
            "What is the length of the kite string?",
            12,
        ),
        ("The width of the path is 3 feet. What is the width of the path?", 3),
        # conditions, chains, differences and totals, as for 'as long as' (ADR 0120)
        (
            "The chimney is 3 times the height of the fence. If the fence is 2 meters tall, how tall is the chimney?",
            6,
        ),
        (
            "The chimney is 3 times the height of the fence. How tall is the chimney if the fence is 2 meters tall?",
            6,
        ),
        (
            "The van is 2 meters longer than the car. The car is half the length of the bus. The bus is 10 meters long. "
            "How long is the van?",
            7,
        ),
        (
            "The trailer is double the weight of the boat. The boat weighs 700 pounds. "
            "How much heavier is the trailer than the boat?",
            700,
        ),
        (
            "The trailer is double the weight of the boat. The boat weighs 700 pounds. What is their total weight?",
            2100,
        ),
    ],
)
def test_multiples_through_a_measure_noun_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_multiple_is_a_than_holding_in_the_graph(lexicon):
    result = read_problem(
        "The chimney is 3 times the height of the fence. The fence is 2 meters tall. How tall is the chimney?",
        lexicon,
    )
    assert isinstance(result, Answer)
    compared = [e for e in result.graph.events if e.than]
    assert len(compared) == 1
    assert compared[0].than == "fence" and compared[0].times == 3
    assert result.unit == "meter"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'size' names no one measure: a length, an area or a capacity
        (
            "The chimney is twice the size of the fence. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        # the noun and the stated measure disagree
        (
            "The chimney is twice the height of the fence. The fence is 2 meters long. How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is twice the weight of the fence. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The lamb weighs half the height of the ewe. The ewe weighs 50 kilograms. How much does the lamb weigh?",
            "unused_operator",
        ),
        (
            "The height of the chimney is 3 times the length of the fence. The fence is 2 meters tall. "
            "How tall is the chimney?",
            "unused_operator",
        ),
        # 'of' names a thing never measured, or nothing is measured at all
        (
            "The chimney is twice the height of the shed. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        ("The chimney is twice the height of the fence. How tall is the chimney?", "unused_operator"),
        # mixed units, a distractor, a denial, two bases, a plural or indefinite noun
        (
            "The chimney is twice the height of the fence. The fence is 2 meters tall. How many feet tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is twice the height of the fence. The fence is 2 meters tall. The shed is 3 meters tall. "
            "How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is not twice the height of the fence. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is twice the height of the fence. The fence is 2 meters tall. The chimney is 5 meters tall. "
            "How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is twice the heights of the fence. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        (
            "The chimney is twice a height of the fence. The fence is 2 meters tall. How tall is the chimney?",
            "unused_operator",
        ),
        # 'N times more than' says N or N + 1 times: never read (ADR 0056)
        (
            "The chimney is two times more than the height of the fence. The fence is 2 meters tall. "
            "How tall is the chimney?",
            "unattached_quantity",
        ),
        # a measure the question does not ask
        (
            "The chimney is twice the height of the fence. The fence is 2 meters tall. What is the length of the chimney?",
            "unused_operator",
        ),
    ],
)
def test_unsound_multiples_through_nouns_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("phrase", "named"),
    [
        ("the length of", ("long", "length")),
        ("the height of", ("tall", "length")),
        ("the width of", ("wide", "length")),
        ("the depth of", ("deep", "length")),
        ("the weight of", ("heavy", "mass")),
        ("the mass of", ("heavy", "mass")),
        ("the size of", None),  # a length, an area or a capacity: no one measure
        ("the lengths of", None),
        ("a length of", None),
        ("the number of", None),
    ],
)
def test_the_measure_a_noun_names(lexicon, phrase, named):
    (sentence,) = split_sentences(phrase)
    assert measure_noun(sentence_words(sentence, lexicon)) == named


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "the number of X <holder> has": the holder and the same verb form are the reference
        ("Ann has 6 pens. Bob has twice the number of pens Ann has. How many pens does Bob have?", 12),
        ("Ann has 6 pens. Bob has half the number of pens Ann has. How many pens does Bob have?", 3),
        ("Ann has 6 pens. Bob has double the number of pens Ann has. How many pens does Bob have?", 12),
        ("Ann has 6 pens. Bob has 2.5 times the number of pens Ann has. How many pens does Bob have?", 15),
        (
            "Ann has 6 pens. Bob has 3 times the number of pens Ann has. How many pens do they have in total?",
            24,
        ),
        ("Ann has 6 pens and Bob has twice the number of pens Ann has. How many pens does Bob have?", 12),
        ("Ann had 6 pens. Bob had twice the number of pens Ann had. How many pens did Bob have?", 12),
        ("Ann has $6. Bob has twice the amount of money Ann has. How much money does Bob have?", 12),
        # the reference is read where the sentence stands, as with 'as Ann' (ADR 0015)
        (
            "Ann has 6 pens. Ann buys 4 more pens. Bob has twice the number of pens Ann has. "
            "How many pens does Bob have?",
            20,
        ),
        (
            "Abe has three times the number of cards Tia has. Tia has twice the number of cards Gus has. "
            "If Gus has 4 cards, how many cards does Abe have?",
            24,
        ),
    ],
)
def test_a_holder_and_its_verb_name_the_reference(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another tense or verb: which amount, when?
        (
            "Ann has 6 pens. Bob has twice the number of pens Ann had. How many pens does Bob have?",
            "unused_operator",
        ),
        (
            "Ann has 6 pens. Bob has twice the number of pens Ann does. How many pens does Bob have?",
            "unused_operator",
        ),
        # anything after the echoing verb
        (
            "Ann has 6 pens. Bob has twice the number of pens Ann has now. How many pens does Bob have?",
            "unused_operator",
        ),
        # the holder's own amount, a thing compared with a person
        (
            "Ann has 6 pens. Bob has twice the number of pens he has. How many pens does Bob have?",
            "unexpected_category",
        ),
        (
            "Ann has 6 pens. The box has twice the number of pens Ann has. How many pens does the box have?",
            "unexpected_category",
        ),
        # a condition or a denial around the multiple, an offset before it
        (
            "Ann has 6 pens. If Bob has twice the number of pens Ann has, how many pens does Bob have?",
            "unused_operator",
        ),
        (
            "Ann has 6 pens. Bob does not have twice the number of pens Ann has. How many pens does Bob have?",
            "unused_operator",
        ),
        # "2 more than twice the number of pens Ann has" is read since ADR 0443 (test_number_of_comparisons)
        # a kind the reference never held
        (
            "Ann has 6 pens. Bob has twice the number of pencils Ann has. How many pencils does Bob have?",
            "underdetermined",
        ),
        # an event is no holding: a move's multiple needs the other doer's move, not a holding (ADR 0150)
        (
            "Ann has 3 cups. Bob broke twice the number of cups Ann broke. How many cups did Bob break?",
            "unsupported_operation",
        ),
    ],
)
def test_unsound_echoed_references_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
