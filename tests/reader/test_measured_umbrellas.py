"""An umbrella kind asked over one measure or container sums the told kinds under it (ADR 0383)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a role umbrella: whatever the story measures in the asked unit
        ("Hana used 4 cups of oats and 1 cup of honey. How many cups of ingredients did Hana use?", 5),
        (
            "A crew ordered 3 tons of clay and 8 tons of rock. How many tons of material did the crew order?",
            11,
        ),
        ("Bo bought 2 jugs of milk and 6 jugs of water. How many jugs of groceries did Bo buy?", 8),
        # a taxonomic umbrella: each content is a kind of it in the lexicon, also two levels down
        ("Zeno picked 5 buckets of figs and 2 buckets of plums. How many buckets of fruit did Zeno pick?", 7),
        (
            "Zeno has 3 tubs of blueberries and 4 tubs of raspberries. How many tubs of fruit does Zeno have?",
            7,
        ),
        (
            "Zeno bought 2 pounds of beets and 6 pounds of onions. How many pounds of vegetables did Zeno buy?",
            8,
        ),
        # containers told in parts are measured by them
        (
            "Zeno picked 0.25 bucket of figs and 0.5 bucket of plums. How many buckets of fruit did Zeno pick?",
            "3/4",
        ),
        # changes move the kinds' chains, and the umbrella sums what is left
        (
            "Zeno had 5 buckets of figs and 2 buckets of plums. He ate 1 bucket of figs. "
            "How many buckets of fruit does Zeno have now?",
            6,
        ),
    ],
)
def test_the_umbrella_sums_its_told_kinds(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a told kind outside the umbrella
        (
            "Hana used 4 cups of oats and 1 cup of honey. How many cups of fruit did Hana use?",
            "unit_mismatch",
        ),
        (
            "Zeno picked 5 buckets of figs and 2 buckets of acorns. How many buckets of fruit did he pick?",
            "ambiguous_unit",
        ),
        # told in another unit than the one asked
        (
            "Hana used 4 cups of oats and 3 teaspoons of salt. How many cups of ingredients did Hana use?",
            "ambiguous_unit",
        ),
        # more of the umbrella told another way: loose, or unknown
        (
            "Zeno picked 5 buckets of figs, 2 buckets of plums and 9 pears. How many buckets of fruit did he pick?",
            "ambiguous_unit",
        ),
        (
            "Hana used 4 cups of oats, 1 cup of honey and 3 eggs. How many cups of ingredients did Hana use?",
            "ambiguous_unit",
        ),
        (
            "Zeno picked 5 buckets of figs and some buckets of plums. How many buckets of fruit did he pick?",
            "underdetermined",
        ),
        # one kind alone may not be all of them; another holder's kinds are not Zeno's
        ("Zeno picked 5 buckets of figs. How many buckets of fruit did he pick?", "unit_mismatch"),
        (
            "Zeno picked 5 buckets of figs and Ama picked 2 buckets of plums. How many buckets of fruit did Zeno pick?",
            "unit_mismatch",
        ),
    ],
)
def test_an_unsure_umbrella_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
