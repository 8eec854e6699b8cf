"""Rates per narrowed containers of one kind, each matched with its own count (ADR 0288)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "A restaurant has 7 indoor tables and 5 outdoor tables. Each indoor table has 4 "
                "chairs, and each outdoor table has 6 chairs. How many chairs are there in all?"
            ),
            58,
        ),
        # contents of kinds inside the asked one
        (
            (
                "Keira has 4 apple trees and 2 pear trees. If each apple tree produces 15 apples and "
                "each pear tree produces 12 pears, how many fruits does Keira have in total?"
            ),
            84,
        ),
        # the rates told first, the containers bought after
        (
            "Each big basket holds 15 eggs and each small basket holds 6 eggs. A farmer has 4 big baskets "
            "and 3 small baskets. How many eggs does the farmer have?",
            78,
        ),
        # one rate's amount for both narrowed containers reads as before
        (
            "A farm has 6 wooden crates and 2 plastic crates. Each wooden crate holds 20 potatoes and each "
            "plastic crate holds 20 potatoes. How many potatoes does the farm have?",
            160,
        ),
        # containers of different heads, each with its own rate
        (
            "Sam has 3 boxes and 2 bags. Each box has 6 pens and each bag has 4 pens. How many pens does Sam have?",
            26,
        ),
        (
            "There are 9 lilies and 6 tulips in the garden. Each lily has 6 petals. Each tulip has 3 petals. "
            "How many petals are in the garden?",
            72,
        ),
        # narrowed contents asked by their head
        (
            "Tom has 4 red bags and 2 yellow bags. Each red bag has 10 red balls and each yellow bag has 5 "
            "yellow balls. How many balls does Tom have?",
            50,
        ),
        # the containers asked are all of the place's kind
        ("Tom has 3 big boxes. Each box has 6 pens. How many pens does Tom have in the big boxes?", 18),
    ],
)
def test_rates_per_narrowed_containers(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        # a narrowed container with no rate of its own
        (
            "A farm has 6 wooden crates, 2 plastic crates and 3 metal crates. Each wooden crate holds 20 "
            "potatoes and each plastic crate holds 15 potatoes. How many potatoes does the farm have?",
            "underdetermined",
            "no rate is told",
        ),
        # the count told only of the wide container
        (
            "A cafe has 9 tables. Each round table has 6 chairs and each square table has 4 chairs. "
            "How many chairs are there in all?",
            "underdetermined",
            "no rate is told",
        ),
        # a rate per a container no count is told of
        (
            "Mia has 3 apple trees. Each apple tree has 40 apples and each pear tree has 25 pears. "
            "How many fruits does Mia have?",
            "dangling_entity",
            "no count of them",
        ),
        (
            "Leo has 2 big jars and Kim has 5 small jars. Each big jar has 50 marbles and each small jar has "
            "12 marbles. How many marbles does Leo have?",
            "dangling_entity",
            "no count of them",
        ),
        # the asked kind also held directly
        (
            "Mia has 3 apple trees and 2 pear trees. Each apple tree has 40 apples and each pear tree has 25 "
            "pears. She also has 10 bananas. How many fruits does Mia have?",
            "ambiguous_unit",
            "",
        ),
        # more containers after the rates were told of the ones held
        (
            "A library has 6 long shelves and 4 short shelves. Each long shelf holds 30 books, and each short "
            "shelf holds 12 books. The library bought 2 more long shelves. How many books are there in all?",
            "underdetermined",
            "more containers came after",
        ),
        # beings own their things
        (
            "Ann has 2 brown dogs and 3 white dogs. Each brown dog has 4 toys and each white dog has 2 toys. "
            "How many toys does Ann have?",
            "underdetermined",
            "its own",
        ),
        # two rates per the same narrowed container
        (
            "A restaurant has 7 indoor tables and 5 outdoor tables. Each indoor table has 4 chairs and each "
            "indoor table has 6 chairs. How many chairs are there in all?",
            "readings_disagree",
            "",
        ),
    ],
)
def test_refusals(lexicon, text, reason, detail):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason
    assert detail in refusal.detail


@pytest.mark.parametrize(
    "text",
    [
        # one narrowed rate converts only its own containers (these answered 48 and 90 before)
        "A restaurant has 7 indoor tables and 5 outdoor tables. Each indoor table has 4 chairs. "
        "How many chairs are there in all?",
        "Keira has 4 apple trees and 2 pear trees. If each apple tree produces 15 apples and each pear "
        "tree produces 12 pears, how many apples does Keira have in total?",
        # a question set in some of the containers (answered 30 before)
        "Tom has 3 big boxes and 2 small boxes. Each box has 6 pens. How many pens does Tom have in the big boxes?",
        "Leo has 2 big jars and 5 small jars. Each big jar has 50 marbles and each small jar has 12 marbles. "
        "How many marbles does Leo have in the big jars?",
    ],
)
def test_some_containers_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # containers of two narrowed kinds moved (ADR 0282's change form)
        (
            "Kate bought 7 big packs and 3 small packs. Each big pack contained 18 balls and each small pack "
            "contained 5 balls. How many balls did Kate buy?",
            141,
        ),
        # 'packs of balls' name what the rate's packs hold
        (
            "Kate bought 7 big packs of balls and 3 small packs of balls. Each big pack contained 18 balls and "
            "each small pack contained 5 balls. How many balls did Kate buy?",
            141,
        ),
        # the packs held before are not bought
        (
            "Kate had 2 big packs. She bought 7 big packs and 3 small packs. Each big pack contained 18 balls "
            "and each small pack contained 5 balls. How many balls did Kate buy?",
            141,
        ),
    ],
)
def test_moved_per_container(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a narrower kind asked through 'ball': left to the one-rate reading, which refuses
        (
            "Kate bought 7 big packs of red balls and 3 small packs of blue balls. Each big pack contained 18 "
            "balls and each small pack contained 5 balls. How many red balls did Kate buy?",
            "readings_disagree",
        ),
        # the small packs were bought by someone else
        (
            "Kate bought 7 big packs and Ann bought 3 small packs. Each big pack contained 18 balls and each "
            "small pack contained 5 balls. How many balls did Kate buy?",
            "dangling_entity",
        ),
        # packs told to hold another kind: ADR 0293's check of contents refuses before this reading
        (
            "Kate has 7 big packs of candy and 3 small packs of balls. Each big pack contained 18 balls and "
            "each small pack contained 5 balls. How many balls does Kate have?",
            "unit_mismatch",
        ),
    ],
)
def test_moved_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Ruth has 9 tulips in her garden, and each tulip has 6 petals. If she gives 4 tulips "
                "to her neighbor, how many petals does she have on the remaining tulips in her garden?"
            ),
            30,
        ),
        (
            "Tom has 6 boxes, and each box has 12 crayons. He lost 2 boxes. "
            "How many crayons does he have in the remaining boxes?",
            48,
        ),
        (
            "Tom has 6 red boxes and 3 blue boxes. Each red box has 12 crayons and each blue box has 4 crayons. "
            "He lost 2 red boxes. How many crayons does he have in the remaining boxes?",
            60,
        ),
    ],
)
def test_remaining_containers(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # nothing was lost: 'remaining' sets nothing apart
        "Mabel has 5 daisies, and each daisy has 8 petals. How many petals does she have on the remaining daisies?",
        # lost and gained: the ones left of the first, or all held now?
        "Tom has 6 boxes, and each box has 12 crayons. He lost 2 boxes and bought 3 boxes. "
        "How many crayons does he have in the remaining boxes?",
        # the asked holder lost none
        "Tom has 6 boxes, and each box has 12 crayons. He gave 2 boxes to Ann. "
        "How many crayons does Ann have in the remaining boxes?",
        # the loss is of other containers
        "Tom has 6 boxes and 4 bags, and each box has 12 crayons. He lost 2 bags. "
        "How many crayons does he have in the remaining boxes?",
    ],
)
def test_remaining_refusals(lexicon, text):
    refusal_of(text, lexicon)
