"""'How many more bottles of X than Y': Y is counted in the asked container when the story said so."""

from tests.reader.reading import refusal_of, value_of


def test_the_compared_content_borrows_the_asked_container(lexicon):
    text = (
        "A cafe has 40 jars of strawberry jam and 17 jars of peach jam. "
        "How many more jars of strawberry jam than peach jam does the cafe have?"
    )
    assert value_of(text, lexicon) == 23


def test_changes_to_the_borrowed_container_count(lexicon):
    text = (
        "A shop had 25 crates of red apples and 12 crates of yellow apples. It sold 4 crates of yellow apples. "
        "How many more crates of red apples than yellow apples does the shop have?"
    )
    assert value_of(text, lexicon) == 17


def test_a_content_kept_in_another_container_refuses(lexicon):
    text = (
        "A cafe has 40 jars of strawberry jam and 17 cups of peach jam. "
        "How many more jars of strawberry jam than peach jam does the cafe have?"
    )
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


def test_a_container_compared_with_another_container_is_unchanged(lexicon):
    text = "A store had 67 bottles of soda and 9 cans. How many more bottles of soda than cans did it have?"
    assert value_of(text, lexicon) == 58
