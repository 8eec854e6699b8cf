"""Red-team wrongs mended by ADR 0228: an own place matched by its last word only, 'each of her
<things>' read as every such thing, and a rate made true while someone arranged things applied to
other people's containers."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the songs were told on the red laptop; the loss is from another laptop of his
        "Lucas had 20 songs on his red laptop. He deleted 4 songs from his blue laptop. "
        "How many songs are on his red laptop?",
        "Lucas had 20 songs on his old laptop. He deleted 4 songs from his new laptop. "
        "How many songs are on his old laptop?",
        "Lucas had 20 pens in his old bag. He lost 4 pens from his new bag. How many pens are in his old bag?",
        # a question about another of his devices than the one the songs were told on
        "Lucas had 20 songs on his laptop. He deleted 4 songs from it. How many songs are on his new laptop?",
        "Lucas had 20 songs on his mp3 player. He deleted 4 songs from it. "
        "How many songs are on his old mp3 player?",
        "Lucas had 20 files on his old tablet. If he deleted 4 of the files, "
        "how many files were still on his new tablet?",
    ],
)
def test_an_own_place_is_matched_by_its_whole_phrase(lexicon, text):
    assert refusal_of(text, lexicon).reason in ("underdetermined", "dangling_entity")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Lucas had 20 songs on his mp3 player. If he deleted 4 old songs from it and then added "
            "3 new songs, how many songs does he have on his mp3 player?",
            19,
        ),
        (
            "Noor had 9 text files and 16 image files on her flash drive. If she deleted 20 of the files, "
            "how many files were still on her flash drive?",
            5,
        ),
        (
            "Lucas had 20 songs on his red laptop. He deleted 4 songs from his red laptop. "
            "How many songs are on his red laptop?",
            16,
        ),
    ],
)
def test_the_same_own_place_still_reads(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # 'his' is told before any boxes are counted: every box, or only his?
        "Each of his boxes had 7 tools. Tariq had 5 boxes. Ana had 2 boxes. How many tools did Ana have?",
        # 'her' means no one in the story
        "Each of her bags had 7 plums. Ivo had 9 bags. How many plums did he have?",
        "Tom had 5 boxes. Each of her boxes had 7 tools. How many tools did Tom have?",
        "Tom had 5 boxes. Ann had 2 boxes. Each of her boxes had 7 tools. How many tools did Tom have?",
        "Tom had 5 boxes. Each of their boxes had 7 tools. How many tools did Tom have?",
    ],
)
def test_each_of_a_possessive_needs_the_owners_counted_things(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unexpected_category"


def test_each_of_his_counted_things_still_reads(lexicon):
    text = "Tom had 5 boxes. Each of his boxes had 7 tools. How many tools did Tom have?"
    assert value_of(text, lexicon) == 35


@pytest.mark.parametrize(
    "text",
    [
        "Kira was organizing her desk making sure each of the jars had 5 beans. Omar had 3 jars. "
        "How many beans did Omar have?",
        "Tariq was organizing his garage making sure each of the boxes had exactly 7 tools in it. "
        "Ana had 5 boxes. How many tools did Ana have?",
        "Tariq was organizing his garage making sure each of the boxes had 7 tools in it. He had 5 boxes. "
        "He bought 2 more boxes. How many tools did he have?",
    ],
)
def test_a_made_sure_rate_holds_for_the_arrangers_containers_only(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Tariq was organizing his garage making sure each of the boxes had exactly 7 tools in it. "
            "If he had 3 boxes of hammers and 2 boxes of wrenches, how many tools did he have total?",
            35,
        ),
        (
            "Tariq was organizing his garage making sure each of the boxes had exactly 7 tools in it. "
            "If he had 5 boxes and gave 2 boxes away, how many tools did he have left?",
            21,
        ),
        (
            "Tariq was organizing his garage making sure each of the boxes had exactly 7 tools in it. "
            "He had 5 boxes. How many tools did he have in all?",
            35,
        ),
    ],
)
def test_the_arrangers_own_containers_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)
