"""Places and groups a question or a list item names that no rule reads (ADR 0277)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Rita has 24 pencils. How many pencils does Rita have in dozens?",
        "Rita has 2 dozen eggs. How many eggs does Rita have in dozens?",
        "Rita has 36 eggs. How many eggs does Rita have in hundreds?",
        "Rita has 30 pencils. How many pencils does Rita have in total in dozens?",
        "Rita has 30 eggs in her basket. How many eggs does Rita have in her basket in dozens?",
        "There are 48 eggs in the basket. How many eggs are in the basket in dozens?",
        "Tom has 5 apples. Ann has 3 apples. How many apples do the two kids have in dozens?",
        "Joel and Rita have 50 pencils together. Joel has 8 more pencils than Rita. "
        "How many pencils does Rita have in dozens?",
    ],
)
def test_a_count_asked_in_groups_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


@pytest.mark.parametrize(
    "text",
    [
        "There are 3 dogs in the park and 4 cats at home. How many cats are there in the park?",
        "There are 3 dogs in the park and 4 cats at home. How many legs are there in the park?",
        "There are 3 dogs and 2 birds in the park, and 4 cats at home. How many legs are there in the park?",
        "There are 3 dogs at home and 4 cats in the park. How many dogs are there in the park?",
        "There are 3 apples in the basket and 4 pears at home. How many fruits are in the basket?",
        "There are 3 dogs in the park and 4 cats near the lake. How many cats are there in the park?",
        "There are 3 dogs in the park and 4 cats at night. How many cats are there in the park?",
        "There are 3 dogs in the park and 4 cats for adoption. How many cats are there in the park?",
        "There are 6 books under the bed and 2 books on the shelf. How many books are on the shelf?",
        "Tom put 3 apples in the basket and 4 pears near the door. How many pears are in the basket?",
        "Tom has 3 apples in his bag and 4 pears at school. How many pears does Tom have in his bag?",
        "Tom has 3 dogs in the park and 4 cats at the zoo. How many cats does Tom have in the park?",
        "Tom keeps 3 dogs in the yard and 4 cats at the farm. How many cats does Tom keep in the yard?",
        "Leo has 3 quarters in his pocket and 2 dimes at home. How many cents does he have in his pocket?",
        "Karen has 8 apples in her bag and 5 pears in her box. How many apples does Karen have in her box?",
        "Karen has 8 apples in a bag. She has 5 pears in a box. How many apples does Karen have in the box?",
        "Karen has 8 apples in her bag. Tom has 5 pears in his box. How many apples does Karen have in her box?",
    ],
)
def test_a_place_spread_over_an_item_told_elsewhere_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mia has 2 dozen eggs. How many eggs does Mia have?", 24),
        ("Mia has 12 eggs. How many eggs does Mia have in all?", 12),
        ("There are 3 dogs and 4 cats in the park. How many animals are there in the park?", 7),
        ("There are 3 dogs in the park and 4 cats in the yard. How many dogs are there in the park?", 3),
        ("Tom has 3 apples in his bag and 4 pears at school. How many apples does Tom have in his bag?", 3),
        ("Tom has 3 apples in his bag and 4 pears at school. How many pears does Tom have?", 4),
        ("Tom has 3 dogs at home and 4 cats in the park. How many cats does Tom have in the park?", 4),
        ("Jon found 8 quarters under the couch and 5 dimes in the car. How much money did Jon find?", 2.5),
        (
            "Nell found 8 acorns in the park in the morning and 5 acorns in the afternoon. "
            "How many acorns did she find in the afternoon?",
            5,
        ),
        ("Leo has 3 quarters in his pocket and 2 dimes at home. How much money does he have?", 0.95),
        (
            "Karen has 8 apples in her bag and 5 pears in her box. How many pears does Karen have in her box?",
            5,
        ),
        ("Karen has 8 apples and 5 pears in her box. How many apples does Karen have in her box?", 8),
        ("Karen has 8 apples in a bag. She ate 3. How many apples does Karen have in the bag?", 5),
    ],
)
def test_the_plain_shapes_still_read(text, value, lexicon):
    assert float(value_of(text, lexicon)) == pytest.approx(value)
