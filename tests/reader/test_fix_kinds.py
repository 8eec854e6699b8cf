"""Members of the asked kind told with no amount, and held kinds of unknown relation (ADR 0292)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "There are 6 boys and 14 girls in the club. A teacher is in the club. How many people are in the club?",
        "There are 6 boys and 14 girls in the club. Their teacher is also in the club. "
        "How many people are in the club?",
        "There are 6 boys and 14 girls on the bus. The driver is on the bus. How many people are on the bus?",
        "There are 12 boys and 8 girls on the bus with the driver. How many people are on the bus?",
        "6 boys and 4 girls are in the room with a teacher. How many people are in the room?",
        "The bus has 12 boys and 8 girls. It also has a driver. How many people are on the bus?",
        "There are 6 boys and 4 girls in the room. The rest of the people are teachers. "
        "How many people are in the room?",
        "There are 6 apples and 4 pears in the bowl. A banana is in the bowl. How many fruits are in the bowl?",
        "There are 6 apples and 4 pears in the bowl. There is also a banana. How many fruits are in the bowl?",
        "There are 5 apples and 3 pears in the basket. Tom adds an orange. How many fruits are in the basket?",
        "There are 5 dogs and 3 cats in the yard. A rabbit is in the yard. How many animals are in the yard?",
        "Tom has 5 apples and 3 pears. He also has a banana. How many fruits does Tom have?",
    ],
)
def test_a_member_told_with_no_amount_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    "text",
    [
        "There are 6 boys and 14 girls in the room. Tom is in the room. How many people are in the room?",
        "There are 6 boys and 14 girls in the club. Each boy brought 2 friends to the club. "
        "How many children are in the club?",
        "There are 10 ducks and 6 geese on the pond. Each goose has 3 goslings. How many birds are on the pond?",
    ],
)
def test_a_named_person_or_what_each_member_brought_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    "text",
    [
        "There are 6 boys and 14 girls in the club. A teacher is in the club. "
        "What percentage of the people in the club are boys?",
        "There are 6 apples and 4 pears in the bowl. A banana is in the bowl. "
        "What percentage of the fruits in the bowl are apples?",
        "There are 6 boys and 14 girls in the club. Each boy brought 2 friends. "
        "What percentage of the children are boys?",
        "Tom has 5 apples and 3 pears. He also has a banana. What percentage of his fruits are apples?",
    ],
)
def test_a_percentage_over_a_kind_with_an_untold_member_refuses(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 8 balls and 5 footballs. How many balls does Tom have?",
        "Tom has 3 bulldogs and 2 dogs. How many dogs does Tom have?",
        "Tom has 3 armchairs and 2 chairs. How many chairs does Tom have?",
        "Tom has 3 textbooks and 2 books. How many books does Tom have?",
        "Tom has 3 cupcakes and 2 cakes. How many cakes does Tom have?",
        "Tom has 3 walnuts and 2 nuts. How many nuts does Tom have?",
        "Tom has 3 teaspoons and 2 spoons. How many spoons does Tom have?",
        "A bag has 8 red balls and 5 footballs. How many balls are in the bag?",
    ],
)
def test_a_compound_of_the_asked_noun_refuses(text, lexicon):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "ambiguous_unit"
    assert "ends in" in refused.detail


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 3 sneakers and 2 shoes. How many shoes does Tom have?",
        "Tom has 3 boots and 2 shoes. How many shoes does Tom have?",
        "Tom has 3 sandals and 2 shoes. How many shoes does Tom have?",
        "Tom has 3 backpacks and 2 bags. How many bags does Tom have?",
    ],
)
def test_kinds_the_pack_now_files_under_the_asked_noun_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("There are 7 boys and 9 girls in the gym. How many children are in the gym?", 16),
        (
            "There are 4 cats and 3 dogs in the house. A lamp is in the house. How many animals are in the house?",
            7,
        ),
        ("Ann has 4 plums and 6 peaches. She also has a book. How many fruits does Ann have?", 10),
        (
            "There are 6 boys and 4 girls in the room. The boys are tall. How many children are in the room?",
            10,
        ),
        ("There are 6 apples and 4 pears in the fruit bowl. How many fruits are in the fruit bowl?", 10),
        (
            "There are 5 cows and 4 pigs in the barn. A farmer is in the barn. How many animals are in the barn?",
            9,
        ),
        ("A farm has 4 barns. Each barn has 5 cows and 3 pigs. How many animals does the farm have?", 32),
        ("Ann has 6 sneakers and 2 sandals. How many shoes does Ann have?", 8),
        ("There are 4 men and 5 women in the room. How many men are in the room?", 4),
        ("Sue has 4 armchairs and 2 chairs. How many armchairs does Sue have?", 4),
        ("Ann has 2 rowboats and 3 canoes. How many rowboats does Ann have?", 2),
    ],
)
def test_plain_shapes_still_read(text, want, lexicon):
    assert value_of(text, lexicon) == want
