"""What the rest of a supply makes at a recipe per made thing (ADR 0229)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The bakery had 60 pears. In the morning they gave 24 to neighbors and decided to use the rest "
            "to make tarts. If each tart takes 4 pears, how many tarts could they make?",
            9,
        ),
        (
            "Rosa had 50 lemons. She gave 14 to Ivan and decided to use the rest to make pies. "
            "If each pie needs 4 lemons, how many pies can she make?",
            9,
        ),
        (
            "Felix had 72 carrots. He ate 16 and used the rest to make cakes. Each cake takes 7 carrots. "
            "How many cakes could he make?",
            8,
        ),
        (
            "Priya had 64 strawberries. She ate 10 and decided to use the rest to make tarts. "
            "If each tart takes 6 strawberries, how many tarts could she make with the rest?",
            9,
        ),
    ],
)
def test_the_rest_made_into_things(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 30 beads do not make a whole number of bracelets of 7
        (
            "Gwen had 38 beads. She lost 8 and decided to use the rest to make bracelets. "
            "If each bracelet takes 7 beads, how many bracelets could she make?",
            "unexpected_category",
        ),
        # negation in the decision
        (
            "Gwen had 38 beads. She lost 8 and decided not to use the rest to make bracelets. "
            "If each bracelet takes 5 beads, how many bracelets could she make?",
            "unexpected_category",
        ),
        # the rest of beads and shells?
        (
            "Gwen had 38 beads and 12 shells. She lost 8 beads and decided to use the rest to make bracelets. "
            "If each bracelet takes 5 beads, how many bracelets could she make?",
            "unexpected_category",
        ),
        # another doer asked
        (
            "Gwen had 38 beads. She gave 8 to Ada and decided to use the rest to make bracelets. "
            "If each bracelet takes 5 beads, how many bracelets could Ada make?",
            "unexpected_category",
        ),
        # 'did ... make' asks what was made, not what could be
        (
            "Gwen had 38 beads. She lost 8 and decided to use the rest to make bracelets. "
            "If each bracelet takes 5 beads, how many bracelets did she make?",
            "unexpected_category",
        ),
        # a gain after the rest was set aside
        (
            "Gwen had 38 beads. She lost 8 and decided to use the rest to make bracelets. Then she found 5 more "
            "beads. If each bracelet takes 5 beads, how many bracelets could she make?",
            "unexpected_category",
        ),
        # a recipe with no 'each'
        (
            "The club had 45 plums. They gave 9 to students and decided to use the rest to make cakes. "
            "If 2 cakes take 12 plums, how many cakes could they make?",
            "unexpected_category",
        ),
    ],
)
def test_refused_shapes(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Leon had 5 pages of science homework and 2 pages of spelling homework. "
            "If each page has 6 questions on it, how many questions does he have to answer in total?",
            42,
        ),
        (
            "Mia had 4 packets. If each packet had 12 puzzles in it, how many puzzles did she have to solve altogether?",
            48,
        ),
        (
            "Nora had 6 sheets. Ben had 2 sheets. If each sheet had 15 problems on it, "
            "how many problems did Nora have to finish in all?",
            90,
        ),
    ],
)
def test_parts_of_a_held_workload(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another counted kind beside the items
        (
            "Leon had 5 worksheets and 3 pencils. If each worksheet had 8 problems on it, "
            "how many problems did he have to solve in all?",
            "unexpected_category",
        ),
        # 'they' for two holders
        (
            "Leon had 5 worksheets. Mia had 3 worksheets. If each worksheet had 8 problems on it, "
            "how many problems did they have to solve in all?",
            "unexpected_category",
        ),
        # a move in the story: the workload is no longer only what is held
        (
            "Leon had 5 worksheets. He gave 2 worksheets to Mia. If each worksheet had 8 problems on it, "
            "how many problems did he have to solve in all?",
            "unexpected_category",
        ),
        # the clause's item is not the held item
        (
            "Leon had 5 worksheets. If each page had 8 problems on it, how many problems did he have to solve in all?",
            "unexpected_category",
        ),
        # no total asked
        (
            "Leon had 5 worksheets. If each worksheet had 8 problems on it, how many problems did he have to solve?",
            "unexpected_category",
        ),
    ],
)
def test_parts_refused_shapes(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
