"""'some apps and files' and 'After V-ing ... he had ... left': unknown moves found from start and end (ADR 0193)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

STORY = "Ben had 19 songs and 18 videos on his tablet. After deleting some songs and videos he had 6 songs and 15 videos left."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (STORY + " How many songs did he delete?", 13),
        (STORY + " How many videos did he delete?", 3),
        (STORY + " How many more videos than songs does he have?", 9),
        # one 'some' over two plain nouns, in a sentence of its own
        (
            "Nora had 40 pens and 30 pencils. She sold some pens and pencils. She had 25 pens and 10 pencils left. "
            "How many pens did she sell?",
            15,
        ),
        # a place after the joined nouns, asked back with 'the'
        (
            "Nora had 40 pens and 30 pencils. After selling some pens and pencils at a fair she had 25 pens and "
            "10 pencils left. How many pencils did she sell at the fair?",
            20,
        ),
        # the main clause's 'he' is the gerund's doer, not the friend the gerund names
        (
            "Omar had 90 stamps. After selling some stamps at a flea market and giving 20 stamps to his sister he "
            "had 45 stamps left. How many stamps did he sell at the flea market?",
            25,
        ),
        (
            "Omar had 90 stamps. After giving 20 stamps to Lee and selling some stamps at a flea market he had 45 "
            "stamps left. How many stamps did he sell at the flea market?",
            25,
        ),
        # a known move of the asked kind beside the unknown one
        (
            "Kira had 50 beads and 35 buttons. After losing some beads and buttons and finding 5 buttons she had "
            "30 beads and 28 buttons left. How many buttons did she lose?",
            12,
        ),
    ],
)
def test_unknown_moves_found_from_start_and_end(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no end stated for the asked kind: two unknowns, nothing fixes them
        (
            "Ben had 19 songs and 18 videos. After deleting some songs and videos he had 6 songs left. "
            "How many videos did he delete?",
            "underdetermined",
        ),
        # 'he' may be either man: the gerund's doer is not settled
        (
            "Ben had 19 songs and 18 videos. Sam had 5 videos. After deleting some songs and videos he had 6 songs "
            "and 15 videos left. How many videos did he delete?",
            "ambiguous_pronoun_referent",
        ),
        # the same place said for two sales: 'the flea market' may not pick the unknown one alone
        (
            "Omar had 90 stamps. He sold 5 stamps at a flea market. After selling some stamps at a flea market he "
            "had 45 stamps left. How many stamps did he sell at the flea market?",
            "unused_operator",
        ),
        # the place belongs to the second amount only
        (
            "Omar had 90 stamps. After selling some stamps at home and 5 stamps at a flea market he had 45 stamps "
            "left. How many stamps did he sell at the flea market?",
            "unused_operator",
        ),
        # a story whose deleting made more: the unknown would be negative
        (
            "Ben had 19 songs and 18 videos. After deleting some songs and videos he had 30 songs and 15 videos "
            "left. How many videos did he delete?",
            "negative_count",
        ),
        # 'some' covers the songs only: the videos changed with no move told
        (
            "Ben had 19 songs and 18 videos. After deleting some songs he had 6 songs and 15 videos left. "
            "How many videos did he delete?",
            "readings_disagree",
        ),
    ],
)
def test_unsound_shapes_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_shared_some_needs_a_clause_end_after_the_second_noun(lexicon):
    from reader.relative_readings import words_of
    from reader.shared_some import shared_some
    from reader.tokenise import split_sentences

    def added(text):
        return shared_some(words_of(split_sentences(text)[0], lexicon))

    assert added("He deleted some apps and files.") == ((4, "some"),)
    assert added("He sold some pens and pencils at a fair.") == ((4, "some"),)
    assert added("He bought some pens and pencils for $5.") == ()
    assert added("He deleted some apps and file cabinets.") == ()
    assert added("He deleted some apps and 5 files.") == ()
