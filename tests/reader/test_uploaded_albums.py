"""After an upload the uploaded amount is sorted; lower-case sites; all sorted with the same in each (ADR 0223)."""

from reader.sites import capitalised_sites
from tests.reader.reading import refusal_of, value_of

EVEN = "If she sorted the photos into 4 different albums with the same amount of photos in each album, "


def test_the_uploaded_amount_is_what_gets_sorted(lexicon):
    text = (
        "Tomas uploaded 48 photos to Flickr. He put 18 photos into one album and put the rest into "
        "5 different albums. How many photos were in each album?"
    )
    assert value_of(text, lexicon) == 6


def test_a_holding_before_the_upload_leaves_the_sorted_amount_open(lexicon):
    text = (
        "Tomas had 70 photos. He uploaded 48 photos to Flickr. He put 18 photos into one album and put "
        "the rest into 5 different albums. How many photos were in each album?"
    )
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_uploads_to_two_sites_leave_the_albums_open(lexicon):
    text = (
        "Tomas uploaded 30 photos to Flickr and 18 photos to Picasa. He put 18 photos into one album and "
        "put the rest into 5 different albums. How many photos were in each album?"
    )
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_a_lower_case_unknown_word_after_upload_to_is_a_site(lexicon):
    assert (
        capitalised_sites("Ines uploaded 72 pictures to vimeo.", lexicon)
        == "Ines uploaded 72 pictures to Vimeo."
    )
    assert capitalised_sites("Ines gave 72 pictures to vimeo.", lexicon) == "Ines gave 72 pictures to vimeo."
    assert (
        capitalised_sites("Ines uploaded 72 pictures to the site.", lexicon)
        == "Ines uploaded 72 pictures to the site."
    )


def test_a_lower_case_site_elsewhere_stays_unknown(lexicon):
    text = (
        "Ines uploaded 12 pictures to vimeo. She liked 5 pictures on vimeo. How many pictures did she upload?"
    )
    assert refusal_of(text, lexicon) is not None


def test_an_upload_from_ones_own_phone(lexicon):
    text = "Ines uploaded 45 pictures from her camera and 9 from her phone to Picasa. How many pictures did Ines upload?"
    assert value_of(text, lexicon) == 54


def test_an_upload_from_ones_phone_tells_nothing_of_what_is_left(lexicon):
    text = "Greta uploaded 26 photos from her tablet to Instagram. How many photos are on her tablet?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_send_from_ones_desk_keeps_the_own_place_check(lexicon):
    held = "Robin had 50 letters on her desk. She sent 35 letters from her desk to Ann. How many letters does Robin have?"
    assert value_of(held, lexicon) == 15
    open_ = (
        "Robin had 50 letters. She sent 35 letters from her desk to Ann. How many letters does Robin have?"
    )
    assert refusal_of(open_, lexicon).reason == "underdetermined"


def test_all_sorted_with_the_same_amount_in_each(lexicon):
    text = (
        "Greta uploaded 26 photos from her tablet and 10 from her laptop to instagram. "
        + EVEN
        + "how many photos were in each of the albums?"
    )
    assert value_of(text, lexicon) == 9


def test_the_same_amount_in_each_told_as_a_statement(lexicon):
    text = (
        "Lucia had 40 stamps. Her aunt gave her 16 stamps. She sorted the stamps into 8 books with the "
        "same number of stamps in each book. How many stamps were in each book?"
    )
    assert value_of(text, lexicon) == 7


def test_an_uneven_share_refuses(lexicon):
    text = "Lucia had 38 photos. " + EVEN + "how many photos were in each album?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_without_the_same_amount_nothing_says_the_shares_are_even(lexicon):
    text = "Lucia had 40 photos. If she sorted the photos into 4 different albums, how many photos were in each album?"
    assert refusal_of(text, lexicon) is not None


def test_an_upload_with_no_site_told_apart_leaves_it_open(lexicon):
    text = (
        "Yara uploaded 17 photos to Pinterest. She uploaded 19 photos. "
        + EVEN
        + "how many photos were in each album?"
    )
    assert refusal_of(text, lexicon) is not None


def test_other_things_asked_refuse(lexicon):
    text = "Lucia had 40 photos. " + EVEN + "how many stamps were in each album?"
    assert refusal_of(text, lexicon) is not None
