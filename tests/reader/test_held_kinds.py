"""Wider kinds told by role or by the piece: children, pets, pieces of fruit (ADR 0331)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sandro has 6 daughters and 3 sons. How many children does he have?", 9),
        ("Tom has 3 dogs, 2 cats and 4 snakes. How many pets does Tom have?", 9),
        ("Tom has 3 dogs and 2 puppies. How many pets does Tom have?", 5),
        ("Tom has 3 dogs and 2 cats. He sold 2 cats. How many pets does Tom have?", 3),
        ("Tom has 5 apples and 2 pears. How many pieces of fruit does Tom have?", 7),
        ("Tom has 3 shirts and 4 jackets. How many pieces of clothing does Tom have?", 7),
        ("The office has 8 desks and 12 chairs. How many pieces of furniture does the office have?", 20),
        (
            (
                "Rosa has 6 dogs and 4 cats. Kim has 3 more dogs than Rosa, and Lee has 5 more cats "
                "and 2 less dogs than Rosa. How many pets do all of them have combined?"
            ),
            32,
        ),
    ],
)
def test_a_role_or_piece_question_sums_the_kinds_held_as_it(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a cow or a robin is an animal, but not known to be kept as a pet
        "Tom has 3 dogs and 2 cows. How many pets does Tom have?",
        "Tom has 3 dogs and 2 robins. How many pets does Tom have?",
        # a thing of no known kind
        "Tom has 3 dogs and 2 robots. How many pets does Tom have?",
        # a member told with no amount, or held by something the holder has
        "Tom has 3 dogs and 2 cats. He also has a parrot. How many pets does Tom have?",
        "Tom has 3 dogs and 2 cats. Tom's dog has 4 puppies. How many pets does Tom have?",
        "Tom has 3 dogs and 2 cats. Each dog has 4 puppies. How many pets does Tom have?",
        # two parents may share their children
        "Tom has 3 sons and 2 daughters. Ann has 4 sons and 1 daughter. How many children do Tom and Ann have?",
        # a kid is a young child, not every son; a grandson is no child of his grandmother
        "Maria has 2 sons and 4 daughters. How many kids does Maria have?",
        "Maria has 2 sons, 4 daughters and 3 grandsons. How many children does Maria have?",
        "Maria has 2 sons and 4 daughters. She also has a stepson. How many children does Maria have?",
        # a piece of cake is a slice; carrots are no fruit
        "Tom has 3 cakes and 2 pies. How many pieces of cake does Tom have?",
        "Jaylen has 5 carrots and 2 cucumbers. How many pieces of fruit does Jaylen have?",
    ],
)
def test_unsure_members_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        # the covered kind itself may be some of the pets (red-team addendum)
        "Tom has 3 dogs and 2 cats. He sold 2 animals. How many pets does Tom have?",
        "Tom has 3 dogs, 2 cats and 4 animals. How many pets does Tom have?",
        # animals kept by a trade, caught, drawn or for sale are no pets
        "The farmer has 20 rabbits and 5 dogs. How many pets does the farmer have?",
        "Tom caught 2 turtles and 4 lizards. How many pets does Tom have?",
        "Tom drew 3 dogs and 2 cats. How many pets did Tom draw?",
        "Tom has 3 dogs and 2 cats for sale. How many pets does Tom have?",
        # sons may be among the boys, kids or babies
        "Omar has 3 sons and 2 boys. How many children does Omar have?",
        "Omar has 3 sons, 2 daughters and 4 kids. How many children does Omar have?",
        "Omar has 2 sons and 3 kids. How many kids does Omar have?",
        # a stated count by the piece beside its members
        "Ann has 10 pieces of fruit. She ate 2 apples. How many pieces of fruit does Ann have?",
        "Ann has 4 apples and 3 pears. She ate 2 pieces of fruit. How many apples does Ann have?",
        "The room has 6 pieces of furniture. Tom sold 2 tables. How many pieces of furniture are in the room?",
    ],
)
def test_red_team_shapes_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 3 dogs and 2 cats. He gave away 2 dogs. How many pets does Tom have?", 3),
        ("Gina has 2 hamsters and 5 goldfish. She adopted 2 kittens. How many pets does Gina have?", 9),
    ],
)
def test_plain_keeping_still_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value
