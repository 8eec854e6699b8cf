"""Red-team wrongs mended by ADR 0233: an upload to a person read as an upload to a site, a
laid-out kind matched by its head noun only, and a name of either gender meant by 'he' and 'she'."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a known name or a person noun after 'to' is someone, not a place online
        "Dario uploaded 41 pictures to Mia. He put 23 pics into one album and put the rest into "
        "6 different albums. How many pictures were in each album?",
        "Dario uploaded 41 pictures to his mom. He put 23 pics into one album and put the rest into "
        "6 different albums. How many pictures were in each album?",
        "Nico uploaded 22 pictures from his phone and 8 from his camera to Omar. If he sorted the pics "
        "into 5 different albums with the same amount of pics in each album, how many pictures were in "
        "each of the albums?",
    ],
)
def test_an_upload_to_a_person_is_not_sorted_as_uploaded(lexicon, text):
    # Dario's pictures went to someone: ADR 0133's refusal of the unequal split stands; with 'Ana'
    # a person, 'he' may mean either man
    assert refusal_of(text, lexicon).reason in ("unsupported_operation", "ambiguous_pronoun_referent")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Dario uploaded 41 pictures to Tumblr. He put 23 pics into one album and put the rest into "
            "6 different albums. How many pictures were in each album?",
            3,
        ),
        (
            "Nico uploaded 17 photos from his tablet and 13 from his camera to facebook. If he sorted "
            "the photos into 6 different albums with the same amount of photos in each album, how many "
            "photos were in each of the albums?",
            5,
        ),
    ],
)
def test_an_upload_to_a_site_is_still_sorted(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_red_things_laid_out_do_not_tell_all_the_things(lexicon):
    text = (
        "Gil was placing his blue beads into 8 rows with 12 beads in each row. How many beads does he have?"
    )
    assert refusal_of(text, lexicon).reason == "unsupported_operation"  # ADR 0133's refusal stands


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            (
                "Gil was placing his blue beads into 8 rows with 12 blue beads in each row. How many "
                "blue beads does he have?"
            ),
            96,
        ),
        (
            ("Gil was placing his beads into 8 rows with 12 beads in each row. How many beads does he have?"),
            96,
        ),
    ],
)
def test_the_same_kind_laid_out_is_still_counted(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Yusra had 5 buttons. He bought 3 buttons. How many buttons does she have?",
        "Yusra had 5 buttons. She bought 3 buttons. How many buttons does he have?",
        "Yusra was placing his buttons into 13 rows with 7 buttons in each row. How many buttons does she have?",
    ],
)
def test_a_name_meant_by_he_is_not_then_she(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


@pytest.mark.parametrize(
    "text",
    [
        "Yusra had 5 buttons. She bought 3 buttons. How many buttons does she have?",
        "Yusra had 5 buttons. He bought 3 buttons. How many buttons does he have?",
    ],
)
def test_a_name_meant_by_one_gender_throughout_still_reads(lexicon, text):
    assert value_of(text, lexicon) == 8


@pytest.mark.parametrize(
    "text",
    [
        "Tomas put his stamps into 6 folders with 15 stamps in each folder. He has 3 folders left. "
        "How many stamps does he have?",
        "Tomas put his stamps into 6 folders with 15 stamps in each folder. He has 3 folders. "
        "How many stamps does he have?",
    ],
)
def test_containers_counted_again_after_their_contents_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "readings_disagree"


def test_other_containers_told_later_keep_the_count(lexicon):
    text = "Tomas put his stamps into 6 folders with 15 stamps in each folder. He has 3 boxes. How many stamps does he have?"
    assert value_of(text, lexicon) == 90


def test_a_price_for_things_with_no_count_is_neither_each_nor_all(lexicon) -> None:
    """ "sold lamps for 20 dollars" may price one lamp or all of them: answering 20 would guess."""
    text = (
        "A seller was selling lamps for 20 dollars. If she started with 8 lamps and by the end of the day "
        "she had 2 lamps left, how much money did she earn?"
    )
    assert refusal_of(text, lexicon).reason == "readings_disagree"
    assert (
        value_of("Ann had 8 lamps. She sold 6 lamps for 20 dollars. How much money did she earn?", lexicon)
        == 20
    )


def test_a_possessive_whose_owner_was_never_read_refuses(lexicon) -> None:
    text = "shared Omar 12 apples with his 3 friends. How many apples did each friend get?"
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"
