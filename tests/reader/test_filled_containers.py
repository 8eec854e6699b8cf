"""One's own things laid out in counted containers: 'placed her pencils into 14 rows with 11 in each row' (ADR 0225)."""

from tests.reader.reading import refusal_of, value_of

STORY = "Oskar put his coins into 9 piles with 12 coins in each pile."


def test_containers_times_the_number_in_each_is_what_the_subject_has(lexicon):
    assert value_of(STORY + " How many coins does Oskar have?", lexicon) == 108
    progressive = "Ingrid was putting her photos into 7 albums with 25 photos in each album."
    assert value_of(progressive + " How many photos does she have?", lexicon) == 175


def test_two_kinds_in_each_container_are_two_holdings(lexicon):
    story = "Lena put her shirts and socks into 4 drawers with 3 shirts and 10 socks in each drawer."
    assert value_of(story + " How many socks does Lena have?", lexicon) == 40
    assert value_of(story + " How many shirts does Lena have?", lexicon) == 12
    fruit = "Mateo placed his apples and pears into 5 baskets with 6 apples and 4 pears in each basket."
    assert value_of(fruit + " How many fruits does he have?", lexicon) == 50


def test_the_holding_takes_part_in_later_moves(lexicon):
    story = "Ingrid put her photos into 7 albums with 25 photos in each album."
    assert (
        value_of(
            story + " She then gave 30 photos to her aunt. How many photos does Ingrid have now?", lexicon
        )
        == 145
    )


def test_an_amount_put_or_things_not_plainly_ones_own_refuse(lexicon):
    for text in (
        "Tomas arranged 100 stamps into 6 folders with 15 stamps in each folder. How many stamps does he have?",
        "Tomas arranged the stamps into 6 folders with 15 stamps in each folder. How many stamps does he have?",
        "Tomas put his friend's stamps into 6 folders with 15 stamps in each folder. How many stamps does Tomas have?",
    ):
        assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_a_kind_with_no_amount_in_each_or_another_container_refuses(lexicon):
    two = "Tomas arranged his stamps and postcards into 6 folders with 15 stamps in each folder."
    assert refusal_of(two + " How many postcards does he have?", lexicon).reason == "unsupported_operation"
    other = "Tomas arranged his stamps into 6 folders with 15 stamps in each binder."
    assert refusal_of(other + " How many stamps does he have?", lexicon).reason == "unsupported_operation"


def test_equally_negation_and_contradicting_amounts_refuse(lexicon):
    story = "Tomas arranged his stamps equally into 6 folders with 15 stamps in each folder."
    assert refusal_of(story + " How many stamps does he have?", lexicon).reason == "unused_operator"
    negated = "Tomas did not put his stamps into 6 folders with 15 stamps in each folder."
    assert refusal_of(negated + " How many stamps does he have?", lexicon).reason == "unused_operator"
    earlier = "Tomas had 50 stamps. He arranged his stamps into 6 folders with 15 stamps in each folder."
    assert refusal_of(earlier + " How many stamps does he have?", lexicon).reason == "readings_disagree"


def test_moving_the_containers_later_refuses(lexicon):
    text = STORY + " Then he lost 2 piles. How many coins does he have?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_the_containers_are_not_counted_as_held(lexicon):
    assert refusal_of(STORY + " How many piles does Oskar have?", lexicon).reason == "unit_mismatch"
