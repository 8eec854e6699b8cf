"""Amounts after 'of': a group opening a statement (ADR 0245), containers told apart by their kind (ADR 0246)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A group of 9 hikers went to the lake. How many hikers went to the lake?", 9),
        ("A team of 14 players went to the stadium. How many players went to the stadium?", 14),
        ("A class of 27 pupils went to the museum. How many pupils went to the museum?", 27),
        ("A family of 5 people went to the beach. How many people went to the beach?", 5),
        ("A large crowd of 320 people went to the parade. How many people went to the parade?", 320),
        ("A group of twelve students went to the library. How many students went to the library?", 12),
        ("On Sunday, a group of 16 cyclists went to the hills. How many cyclists went to the hills?", 16),
        ("A group of 38 tourists were on a boat. 9 tourists got off. How many tourists are on the boat?", 29),
        (
            "A group of 20 kids were on a bus. 6 kids got off and 4 kids got on. How many kids are on the bus now?",
            18,
        ),
        ("A group of 8 girls and 5 boys went to the museum. How many children went to the museum?", 13),
        ("A flock of 45 geese were on a pond. 18 geese flew away. How many geese are on the pond now?", 27),
    ],
)
def test_group_opening_a_statement_is_its_members(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no number of members, or a number with no noun of its own
        ("A group of students went to the lake. How many students went to the lake?", "unexpected_category"),
        ("A family of 5 went to the beach. How many people went to the beach?", "unattached_quantity"),
        # 'the' group, a container, a group in an 'if' clause: not read
        ("The group of 9 hikers went to the lake. How many hikers went to the lake?", "unexpected_category"),
        ("A box of 6 pens is on the desk. How many pens are on the desk?", "unexpected_category"),
        (
            "If a group of 8 friends went to the fair, how many friends went to the fair?",
            "unexpected_category",
        ),
        # the groups themselves are never counted, another place is no answer
        ("A group of 9 hikers went to the lake. How many groups went to the lake?", "unit_mismatch"),
        ("A group of 12 friends went to the fair. How many friends went to the zoo?", "underdetermined"),
    ],
)
def test_group_opening_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a rate for one kind's containers is not a rate for the other kind's (ADR 0246)
        (
            "Leo has 4 bags of red marbles and 3 bags of blue marbles. Each bag of red marbles has 10 red "
            "marbles. How many red marbles does Leo have?",
            "unit_mismatch",
        ),
        (
            "Leo has 4 bags of red marbles and 3 bags of blue marbles. Each bag has 10 red marbles. "
            "How many red marbles does Leo have?",
            "unit_mismatch",
        ),
        # kinds rated per container, summed over containers told apart by what they hold (ADR 0246)
        (
            "Leo has 4 bags of red marbles and 3 bags of blue marbles. Each bag of red marbles has 10 red "
            "marbles. Each bag of blue marbles has 5 blue marbles. How many marbles does Leo have?",
            "readings_disagree",
        ),
        (
            "Leo has 4 boxes of apples and 3 boxes of pears. Each box of apples has 8 apples. Each box of "
            "pears has 6 pears. How many fruits does Leo have?",
            "readings_disagree",
        ),
        (
            "Leo has 4 boxes of apples and 3 boxes of pears. Each box has 8 apples and 6 pears. "
            "How many fruits does Leo have?",
            "unit_mismatch",
        ),
        # both narrowed, and not alike
        (
            "Sam has 3 boxes of brown eggs. Each box has 6 white eggs. How many eggs does Sam have?",
            "unit_mismatch",
        ),
    ],
)
def test_containers_told_apart_by_kind_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the rate names what its containers are of: other boxes are not converted (ADR 0246)
        (
            "Sam has 3 boxes of brown eggs and 2 boxes of white eggs. Each box of brown eggs has 6 eggs. "
            "How many eggs does Sam have?",
            "underdetermined",
        ),
        (
            "Sam has 3 boxes of brown eggs. Each box of white eggs has 6 eggs. How many eggs does Sam have?",
            "ambiguous_unit",
        ),
        (
            "Sam has 3 boxes. Each box of white eggs has 6 eggs. How many eggs does Sam have?",
            "ambiguous_unit",
        ),
        (
            "Sam has 3 boxes of eggs. Each box of apples has 6 apples. How many apples does Sam have?",
            "ambiguous_unit",
        ),
    ],
)
def test_rate_for_containers_of_a_kind_refuses_other_containers(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one rate for every container of the kind still converts them all (ADR 0240)
        (
            "Tom has 4 boxes of red pens and 2 boxes of blue pens. Each box holds 6 pens. "
            "How many pens does Tom have?",
            36,
        ),
        ("Tom has 4 boxes of red pens. Each box holds 6 red pens. How many red pens does Tom have?", 24),
        (
            "Tom has 4 jars of buttons. Each jar of buttons holds 6 buttons. How many buttons does Tom have?",
            24,
        ),
        ("Each bag of limes has 8 limes. Ada bought 5 bags of limes. How many limes does Ada have?", 40),
        (
            "Tom has 4 boxes of crayons. Each box has 6 red crayons and 3 blue crayons. How many crayons does Tom have?",
            36,
        ),
    ],
)
def test_containers_of_one_kind_still_convert(lexicon, text, value):
    assert value_of(text, lexicon) == value
