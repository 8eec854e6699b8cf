"""Parts named through a partitive, a share, a losing verb's participle or a denying adjective (ADR 0117)."""

import pytest

from reader import read_problem
from tests.reader.reading import refusal_of, value_of

# --- a partitive names the whole's kind, or stands for it ('of them')


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bo has 30 beads, and 12 of them are red. How many beads are not red?", 18),
        ("Bo has 30 beads, and 12 of the beads are red. How many red beads does Bo have?", 12),
        ("Bo has 30 beads, and 12 of those beads are red. How many beads are red?", 12),
        ("Bo has 30 beads, 12 are red. How many beads are not red?", 18),
        # the partitive picks the one amount of its kind among two
        ("Bo found 30 beads and 7 rings, but 12 of the beads were red. How many beads are not red?", 18),
        ("Bo found 30 beads and 7 rings, but 2 of the rings were red. How many rings are not red?", 5),
    ],
)
def test_a_partitive_names_the_part(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


# --- a share of the whole


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bo has 30 beads, and 1/3 of them are red. How many beads are not red?", 20),
        ("Bo has 30 beads, and half of them are red. How many red beads does Bo have?", 15),
        ("Bo has 40 beads, and 25% of the beads are red. How many beads are red?", 10),
        ("Bo has 30 beads, and 1/3 of them are red. How many beads does Bo have?", 30),
    ],
)
def test_a_share_names_the_part(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


def test_a_share_that_is_not_a_whole_count_refuses(lexicon):
    text = "Bo has 30 beads, and 1/4 of them are red. How many beads are not red?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_a_share_needs_its_partitive(lexicon):
    refusal_of("Bo has 30 beads, and 1/3 are red. How many beads are not red?", lexicon)


def test_the_share_shows_in_the_derivation(lexicon):
    result = read_problem("Bo has 30 beads, and 1/3 of them are red. How many beads are not red?", lexicon)
    assert result.steps[-1] == "of 30 stated, 10 (1/3 of 30) are red; the rest: 30 - 10 = 20"


# --- a losing verb's participle ('were broken'): the part or the rest only


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ada found 9 shells but 2 were broken. How many unbroken shells did Ada find?", 7),
        ("Ada found 9 shells but 2 were broken. How many broken shells did Ada find?", 2),
        ("Ada found 9 shells but 2 were broken. How many shells were not broken?", 7),
        ("Ada found 9 shells but 2 of them were broken. How many shells were unbroken?", 7),
        ("Ada had 9 plates, and 2 were dropped. How many plates were not dropped?", 7),
    ],
)
def test_a_broken_part_and_its_rest(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Ada found 9 shells but 2 were broken. How many shells did Ada find?",  # may count as gone
        "Ada had 9 plates, and 2 were broken. How many plates does Ada have?",
        "Ada had 9 plates, and 2 were broken. How many plates are left?",
    ],
)
def test_the_whole_after_a_broken_part_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


# --- a denying adjective is lexicon data ('opposite'), not a spelling rule


def test_the_opposite_comes_from_the_lexicon(lexicon):
    from reader.lifecycle import lookup

    assert lookup("unbroken", 0, lexicon).attr("opposite") == "broken"
    assert lookup("unripe", 0, lexicon).attr("opposite") == "ripe"
    assert lookup("uncommon", 0, lexicon).attr("opposite") == ""


@pytest.mark.parametrize(
    "text",
    [
        # 'unripe' denies 'ripe', not 'rotten'
        "Ada picked 9 plums, and 2 were rotten. How many unripe plums did Ada pick?",
        # a double denial
        "Ada found 9 shells but 2 were broken. How many shells were not unbroken?",
        # 'of them' with two amounts before it
        "Ada found 9 shells and 4 stones, but 2 of them were broken. How many unbroken shells did Ada find?",
        # the partitive names another kind than any stated
        "Ada found 9 shells, but 2 of the stones were broken. How many unbroken shells did Ada find?",
        # an earlier amount of the kind: which shells were broken?
        "Ada had 5 shells. She found 9 shells, but 2 of the shells were broken. How many unbroken shells did she find?",
        # the set changed after the part was named
        "Ada found 9 shells but 2 were broken. She found 3 more shells. How many unbroken shells does Ada have?",
        # more than the whole
        "Ada found 9 shells but 12 of them were broken. How many unbroken shells did Ada find?",
        # another kind asked
        "Ada found 9 shells but 2 were broken. How many unbroken cups did Ada find?",
    ],
)
def test_traps_refuse(text, lexicon):
    refusal_of(text, lexicon)


# --- a part named in a question's opening 'if' clause


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A pen had 30 hens and 12 geese. If 8 hens were sleeping, how many hens were not sleeping?", 22),
        ("A pen had 30 hens and 12 geese. If 8 geese were hiding How many geese were not hiding?", 4),
        ("A pen had 30 hens. If 8 of the hens were brown, how many hens were brown?", 8),
        ("A pen had 30 hens. If 1/3 of the hens were sold, how many hens were not sold?", 20),
        ("A pen had 30 hens. How many hens were not hiding if 8 hens were hiding?", 22),
    ],
)
def test_a_part_in_an_if_clause(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the question does not ask for the part or the rest
        ("A pen had 30 hens. If 8 hens were hiding, how many hens are in the pen?", "unsupported_operation"),
        ("A pen had 30 hens. If 8 hens were eaten, how many hens are left?", "unsupported_operation"),
        # another state asked
        (
            "A pen had 30 hens. If 8 hens were hiding, how many hens were not sleeping?",
            "unsupported_operation",
        ),
        ("A pen had 30 hens. If 40 hens were hiding, how many hens were not hiding?", "negative_count"),
    ],
)
def test_an_if_part_with_another_question_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        # things that may come in grow the whole rather than split it
        "A pen had 30 hens. If 8 hens were arriving, how many hens were not arriving?",
        "A pen had 30 hens. If 8 hens were given, how many hens were not given?",
        "A pen had 30 hens. If 8 hens were added, how many hens were not added?",
        # two amounts of the kind: which is the whole?
        "A pen had 30 hens and Ann had 5 hens. If 8 hens were hiding, how many hens were not hiding?",
        # the kind is not named
        "A pen had 30 hens. If 8 of them were hiding, how many hens were not hiding?",
    ],
)
def test_an_if_part_that_may_not_split_the_whole_refuses(text, lexicon):
    refusal_of(text, lexicon)
