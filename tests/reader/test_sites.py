"""Unknown capitalised words sent to by 'upload' are sites, not he or she; uploads copy (ADR 0215)."""

from reader.sites import site_keys
from tests.reader.reading import refusal_of, value_of


def test_a_site_is_no_referent_of_she(lexicon):
    text = "Mia uploaded 12 photos to Quorva. She uploaded 8 more photos to Quorva. How many photos did Mia upload?"
    assert value_of(text, lexicon) == 20


def test_a_site_in_a_story_told_by_days(lexicon):
    text = "Omar uploaded 20 photos to Pixly on Monday. He uploaded 13 photos on Tuesday. How many photos did he upload altogether?"
    assert value_of(text, lexicon) == 33


def test_site_keys_only_for_unknown_words_after_upload_to(lexicon):
    assert site_keys("Mia uploaded 12 photos to Quorva. She smiled.", lexicon) == frozenset({"quorva"})
    assert site_keys("Mia gave 12 photos to Quorva. She smiled.", lexicon) == frozenset()
    assert site_keys("Mia uploaded 12 photos to Ann. She smiled.", lexicon) == frozenset()  # a known name


def test_a_site_that_is_later_a_subject_stays_a_possible_person(lexicon):
    assert site_keys("Mia uploaded 12 photos to Quorva. Quorva sent 5 photos to Ben.", lexicon) == frozenset()
    text = "Mia uploaded 12 photos to Quorva. Quorva sent 5 photos to Ben. How many photos did she upload?"
    assert refusal_of(text, lexicon).reason == "readings_disagree"


def test_a_site_that_owns_something_stays_a_possible_person(lexicon):
    text = (
        "Mia uploaded 12 photos to Quorva. Quorva's owner uploaded 8 photos. How many photos did she upload?"
    )
    assert site_keys(text, lexicon) == frozenset()
    assert refusal_of(text, lexicon).reason == "readings_disagree"


def test_a_give_to_an_unknown_word_keeps_it_a_possible_person(lexicon):
    text = "Mia gave 12 photos to Quorva. She smiled. Quorva ate 2 photos. How many photos does Quorva have?"
    assert site_keys(text, lexicon) == frozenset()


def test_two_persons_still_make_she_ambiguous(lexicon):
    text = (
        "Mia uploaded 12 photos to Quorva. Ann uploaded 8 photos to Quorva. How many photos did she upload?"
    )
    assert refusal_of(text, lexicon).reason == "readings_disagree"


def test_what_the_uploader_has_left_is_not_told(lexicon):
    text = "Mia had 40 photos. She uploaded 12 photos to the website. How many photos does Mia have?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_move_with_no_receiver_may_have_gone_to_the_one_asked(lexicon):
    text = "Mia gave 12 photos to Tom and 5 photos to Ann. Mia gave 3 more photos. How many photos did Mia give to Tom?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_the_site_albums_sort_the_uploaded_amount(lexicon):  # ADR 0223
    text = "Kenji uploaded 50 pictures to Facebook. He put 26 pics into one album and put the rest into 4 different albums. How many pictures were in each album?"
    assert value_of(text, lexicon) == 6
