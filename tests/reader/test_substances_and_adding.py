"""Measures of substances and adding to a thing (ADR 0073-0074)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

# --- measures of substances (ADR 0073) ------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the substance keeps its own chain: no silent sum of raisins and flour
        ("Dan added 3 cups of raisins and 4 cups of flour. How many cups of raisins did Dan add?", 3),
        ("Dan added 3 cups of raisins and 4 cups of flour. How many cups did Dan add?", 7),
        (
            "Sam has 4 pounds of apples. He bought 3 pounds of pears. How many pounds of apples does he have?",
            4,
        ),
        ("Sam has 4 pounds of apples. He bought 3 pounds of pears. How many pounds does he have?", 7),
        # a bare measure after one substance is that substance
        ("Ann had 5 cups of flour. She used 2 cups. How many cups of flour does she have?", 3),
        # the question names the substance only
        ("Mia used 3 tablespoons of cinnamon and 2 tablespoons of nutmeg. How much cinnamon did Mia use?", 3),
        (
            "Mia used 0.75 tablespoon of cinnamon and 0.5 tablespoon of nutmeg. "
            "How much more cinnamon than nutmeg did Mia use?",
            Fraction(1, 4),
        ),
        (
            "A truck had 4.1 pounds of sand. It lost 2.4 pounds of sand. How much sand does the truck have?",
            Fraction(17, 10),
        ),
        # a general substance over its kinds
        (
            "Jo used 3 gallons of white paint and 2 gallons of blue paint. How many gallons of paint did Jo use?",
            5,
        ),
        # conversion inside one substance is exact
        ("Lena bought 2 gallons of milk and 3 cups of milk. How many cups of milk did Lena buy?", 35),
        # 'than sugar' after 'cups of flour' is cups of sugar
        (
            "Sam has 3 cups of salt and 5 cups of sugar. How many more cups of sugar than salt does Sam have?",
            2,
        ),
        # a number-unit word measures the container's content
        ("Nico bought 4 12-ounce cans of soup. How many ounces of soup did he buy?", 48),
    ],
)
def test_substances_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # measured in two units: which one to answer in?
        ("Ann bought 2 cups of flour and 3 pounds of flour. How much flour did Ann buy?", "ambiguous_unit"),
        ("Leo bought 1 gallon of juice and 2 quarts of juice. How much juice did Leo buy?", "ambiguous_unit"),
        # a bare measure after two substances could be either
        (
            "Ezra had 6 cups of flour and 4 cups of sugar. He used 3 cups. How many cups of flour does he have?",
            "ambiguous_unit",
        ),
        # some of the rice is counted in boxes, not measured
        ("Uma has 3 pounds of rice and 2 boxes of rice. How much rice does Uma have?", "unit_mismatch"),
        # a substance never stated
        (
            "Sara used 2 cups of sugar and 1 cup of salt. How many cups of flour did Sara use?",
            "unit_mismatch",
        ),
        # compared across two units
        (
            "Tim used 2 cups of oil and 3 tablespoons of vinegar. How much more oil than vinegar did Tim use?",
            "unit_mismatch",
        ),
        # a kind of the substance is not the substance asked
        (
            "Jo used 3 gallons of white paint and 2 gallons of blue paint. How much paint did Jo use?",
            "unit_mismatch",
        ),
    ],
)
def test_substances_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- adding to a thing (ADR 0074) -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The pot had 6 cups of broth. Dev added 4 cups of broth to the pot. How many cups of broth are in the pot now?",
            10,
        ),
        (
            (
                "Irene added 0.5 cup of white rice and 0.25 cup of brown rice to a pot of soup. How "
                "many cups of rice did Irene add in all?"
            ),
            Fraction(3, 4),
        ),
        (
            "Peter added 2 cups of sand to the bucket. Later he added 3 more cups of sand. How many cups of sand did Peter add?",
            5,
        ),
        (
            "Ivy added 3 scoops of mint to the jar. Ben added 2 scoops of mint to the jar. How many more scoops of mint did Ivy add than Ben?",
            1,
        ),
    ],
)
def test_adding_answers(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # what the adder holds afterwards is not said
        (
            "Jay had 8 cups of nuts. He added 3 cups of nuts to the salad. How many cups of nuts does Jay have?",
            "underdetermined",
        ),
        ("Finn brought 4 balloons to the fair. How many balloons does Finn have?", "underdetermined"),
        (
            "Rita brought 9 kites and Omar brought 4 kites to the beach. Omar then bought 2 more kites. "
            "How many more kites did Rita have than Omar?",
            "underdetermined",
        ),
        # the thing's amount before the addition is not said
        ("Mia added 2 cups of milk to the bowl. How many cups of milk are in the bowl?", "underdetermined"),
        # a person after 'to' is no thing; a source as well as a receiver
        ("Ann added 2 cups of flour to Ben. How many cups did Ben get?", "unexpected_category"),
        (
            "Ann added 2 cups of flour from the jar to the bowl. How many cups are in the bowl?",
            "unexpected_category",
        ),
    ],
)
def test_adding_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
