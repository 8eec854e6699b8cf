"""Pictures taken, the setting repeated in a question, 'fourth grade', 'for the bake sale' (ADR 0238)."""

import pytest

from reader import read_problem
from reader.ranked_names import ranked_names
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a take of a thing made by taking it makes it
        (
            (
                "While on vacation, Diego took 24 pictures at the beach and 11 at the aquarium. If he "
                "later deleted 20 of the pictures, how many pictures from his vacation did he still "
                "have?"
            ),
            15,
        ),
        (
            "Omar took 30 photos at the park. He deleted 8 of the photos. How many photos does he have now?",
            22,
        ),
        (
            "Lena took 12 selfies in the morning and 9 in the evening. How many selfies did she take in all?",
            21,
        ),
        ("Megan took 15 funny photos at the zoo. How many photos did she take?", 15),
        ("Nora had 7 photos. Then she took 14 photos at the zoo. How many photos does she have now?", 21),
        # 'did she take' counts the takes that made them, and only hers
        (
            "Megan took 15 photos at the zoo. Ann took 6 photos at the park. How many photos did Megan take?",
            15,
        ),
        # 'from' someone is still a move from that someone
        ("Ann had 20 pictures. Megan took 15 pictures from Ann. How many pictures did Ann have left?", 5),
        # the question's 'from <setting>' repeats the opening setting
        (
            "During the trip, Victor took 45 photographs. He threw away 13 of them. "
            "How many photographs from his trip did he have left?",
            32,
        ),
        (
            "At the wedding, Ravi took 50 pictures. He deleted 20 of the pictures. "
            "How many pictures from the wedding did he keep?",
            30,
        ),
        # an ordinal before a ranked noun names the place
        ("In fourth grade there were 33 students. How many students were in fourth grade?", 33),
        (
            "There were 19 kids in second grade and 23 kids in fifth grade. How many kids were there in all?",
            42,
        ),
        (
            "Fourth grade had 33 students. Fifth grade had 20 students. How many students were there in all?",
            53,
        ),
        # a bare verb inside a later prepositional phrase is part of its noun
        (
            "Mia baked 48 muffins for the bake sale. She sold 30 of them. How many muffins does she have left?",
            18,
        ),
        (
            "Jorge made 36 cookies for his school's bake sale. He gave 12 cookies to his friends. "
            "How many cookies does he have now?",
            24,
        ),
    ],
)
def test_pictures_family(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a take of other things still needs its source
        ("Zoe took 15 apples at the market. How many apples does she have?", "incomplete_operation"),
        # 'of the pictures' counts pictures already there: still a take, from no one named
        (
            "Ann had 20 pictures. Tess took 15 of the pictures. How many pictures does Ann have now?",
            "incomplete_operation",
        ),
        # a take from someone whose pictures were never counted
        ("Tess took 15 pictures from Ann. How many pictures does Ann have now?", "underdetermined"),
        # some pictures came about outside the setting, or were held before it
        (
            "While on vacation, Megan took 15 pictures. At home she took 10 pictures. "
            "How many pictures from her vacation did she have?",
            "unsupported_operation",
        ),
        (
            "Megan had 10 pictures. While on vacation, she took 15 pictures. "
            "How many pictures from her vacation did she have?",
            "unsupported_operation",
        ),
        # 'from' a place the story never opened with
        (
            "During the trip, Tom took 20 photos. Tom deleted 5 of them. How many photos from the zoo does he have left?",
            "unsupported_operation",
        ),
        # an ordinal that is no name of a place
        ("Ann ate the fourth of the cakes. How many cakes did she eat?", "incomplete_operation"),
        # one of two books counted, the other never
        (
            "Rachel bought two coloring books. One had 23 pictures. How many pictures does she have?",
            "unexpected_category",
        ),
    ],
)
def test_pictures_family_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_a_spelled_share_is_no_ranked_place(lexicon):
    """ "one fourth of the cakes" is a share (ADR 0367), never "the fourth" as a place's rank."""
    assert (
        value_of(
            "Ann had 20 cakes. She ate one fourth of the cakes. How many cakes did she have left?", lexicon
        )
        == 15
    )


def test_ranked_names_writes_the_article_only_where_a_ranked_noun_follows(lexicon):
    assert (
        ranked_names("In fourth grade there were 3 boys.", lexicon)
        == "In the fourth grade there were 3 boys."
    )
    assert ranked_names("Fourth grade had 3 boys.", lexicon) == "The fourth grade had 3 boys."
    assert ranked_names("She ate a fourth of the cakes.", lexicon) == "She ate a fourth of the cakes."
    assert ranked_names("On the fourth day she ran.", lexicon) == "On the fourth day she ran."


def test_the_setting_step_is_in_the_derivation(lexicon):
    result = read_problem(
        "At the wedding, Ravi took 50 pictures. He deleted 20 of the pictures. "
        "How many pictures from the wedding did he keep?",
        lexicon,
    )
    assert any("opening setting" in step for step in result.steps)
