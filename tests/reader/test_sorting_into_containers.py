"""Some into one container and the rest shared among several; containers used by a packing (ADR 0209)."""

from tests.reader.reading import refusal_of, value_of


def test_the_rest_shared_among_different_containers(lexicon):
    text = "Ann had 33 photos. She put 27 photos into one album and put the rest into 3 different albums. How many photos were in each album?"
    assert value_of(text, lexicon) == 2


def test_the_rest_after_an_earlier_move(lexicon):
    text = "Sam had 30 marbles. He lost 6 marbles. He put 12 marbles into one bag and the rest into 2 different bags. How many marbles were in each bag?"
    assert value_of(text, lexicon) == 6


def test_without_different_each_may_include_the_first(lexicon):
    text = "Ann had 33 photos. She put 27 photos into one album and put the rest into 3 albums. How many photos were in each album?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_a_rest_that_does_not_share_evenly_refuses(lexicon):
    text = "Ann had 34 photos. She put 27 photos into one album and put the rest into 3 different albums. How many photos were in each album?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_more_in_the_first_than_held_refuses(lexicon):
    text = "Ann had 20 photos. She put 27 photos into one album and put the rest into 3 different albums. How many photos were in each album?"
    assert refusal_of(text, lexicon).reason == "negative_count"


def test_other_things_asked_refuse(lexicon):
    text = "Ann had 33 photos and 12 stamps. She put 27 photos into one album and put the rest into 3 different albums. How many stamps were in each album?"
    assert refusal_of(text, lexicon) is not None


def test_other_containers_asked_refuse(lexicon):
    text = "Ann had 33 photos. She put 27 photos into one album and put the rest into 3 different boxes. How many photos were in each album?"
    assert refusal_of(text, lexicon) is not None


def test_containers_used_by_a_packing(lexicon):
    text = "A toy shop had 75 kites. In one week they sold 27 of them and put the rest into bins with 6 in each bin. How many bins did they use?"
    assert value_of(text, lexicon) == 8


def test_containers_used_with_a_person(lexicon):
    text = "Tom had 50 books. He gave 14 of them away and put the rest into boxes with 9 books in each box. How many boxes did he use?"
    assert value_of(text, lexicon) == 4


def test_things_asked_with_use_refuse(lexicon):
    text = "Tom had 50 books. He gave 14 of them away and put the rest into boxes with 9 in each box. How many books did he use?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_lose_is_not_use(lexicon):
    text = "Tom had 50 books. He gave 14 of them away and put the rest into boxes with 9 in each box. How many boxes did he lose?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_used_containers_must_be_whole(lexicon):
    text = "Tom had 50 books. He gave 15 of them away and put the rest into boxes with 9 in each box. How many boxes did he use?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_upload_sends_and_pics_are_pictures(lexicon):
    text = (
        "Ann uploaded 20 pics to her page and 5 pictures to her class page. How many pictures did she upload?"
    )
    assert value_of(text, lexicon) == 25
