"""Who a group phrase may count, and totals that the told parts contradict (ADR 0279).

'the two kids' beside a person the story called by a trade, title or kin word (ADR 0271), "There are
27 guitars altogether" beside parts that already exceed it (ADR 0268), and a statement's 'they' after
a relation: everyone named, or a group compared with someone outside it.
"""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a title, kin word or trade heading a name, standing as it, or beside it: not one of 'the kids'
        "Tom has 5 apples. Ann has 3 apples. Mrs. Lee has 4 apples. How many apples do the three kids have?",
        "Tom has 5 apples. Ben has 3 apples. Mr. Lee has 4 apples. How many apples do the three boys have?",
        "Tom has 5 apples. Ann has 3 apples. Grandma Sue has 4 apples. How many apples do the three kids have?",
        "Tom has 5 apples. Ann has 3 apples. Uncle Bob has 4 apples. How many apples do the three kids have?",
        "Tom has 5 apples. Coach Ann has 3 apples. How many apples do the two kids have?",
        "Mom has 5 apples. Dad has 3 apples. How many apples do the two kids have?",
        "Grandpa Joe has 5 apples. Tom has 3 apples. How many apples do the two boys have?",
        "Tom, a farmer, has 5 apples. Ann has 3 apples. How many apples do the two kids have?",
        "Tom has 5 apples. Ann, his teacher, has 3 apples. How many apples do the two students have?",
        "Tom has 5 apples. Mr. Lee has 3 apples. How many apples do the two men have?",
        "Mom has 20 stickers. Tom has some stickers. The two kids have 60 stickers together. "
        "How many stickers does Tom have?",
        # told parts that exceed the scene's total: the story contradicts itself
        "Rita has 10 guitars. Joel has twice as many guitars as Rita. There are 27 guitars altogether. "
        "How many guitars does Joel have?",
        "Joel has twice as many guitars as Rita. There are 27 guitars altogether. Rita has 10 guitars. "
        "How many guitars does Joel have?",
        "Rita has 10 guitars. Joel has 18 guitars. There are 27 guitars altogether. How many guitars does Joel have?",
        # 'They have 27 in all' with a holder named before the sentence just before: the pair, or all?
        "Wendy has 3 guitars. Joel has twice as many guitars as Rita. They have 27 guitars in all. "
        "How many guitars does Rita have?",
        "Joel has twice as many guitars as Rita. Wendy has 3 guitars. They have 27 guitars in all. "
        "How many guitars does Rita have?",
        # a plural 'they' holding an amount after a comparison: the group, or the group and Joel?
        "Joel has 5 more guitars than his sisters. They have 27 guitars in all. How many guitars does Joel have?",
        "Joel has 5 more guitars than his friends. They have 27 guitars. How many guitars do his friends have?",
        "His sisters have 5 more guitars than Joel. They have 27 guitars in all. How many guitars does Joel have?",
        # a title, kin word or other relation beside a name, for a relation noun: a brother need not be
        # a boy, nor Mr. Lee a friend (ADR 0271 and 0335 addenda); a name with no plain role is needed
        "Tom has 5 apples. Ann has 3 apples. Mr. Lee has 4 apples. How many apples do the three friends have?",
        "Tom has 5 apples. Ben has 3 apples. Uncle Bob has 4 apples. How many apples do the three men have?",
        "Tom has 5 apples. Ben has 3 apples. His friend Sue has 4 apples. How many apples do the three kids have?",
        "Tom has 5 apples. Ann, his sister, has 3 apples. How many apples do the two children have?",
        "Tom has 5 apples. His brother Ben has 3 apples. How many apples do the two boys have?",
    ],
)
def test_risky_group_readings_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Tom has 5 apples. Ann has 3 apples. Mrs. Lee has 4 apples. How many apples do the three people have?",
            12,
        ),
        ("Tom has 5 apples. Ann, his teacher, has 3 apples. How many apples do the two have?", 8),
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the two students have?", 8),
        ("Mom has 5 apples. Tom has 3 apples. How many apples do the two people have?", 8),
        (
            "Tom has 20 stickers. Ann has some stickers. The two kids have 60 stickers together. "
            "How many stickers does Ann have?",
            40,
        ),
        (
            "Joel has twice as many guitars as Rita. Rita has 10 guitars. There are 30 guitars altogether. "
            "How many guitars does Joel have?",
            20,
        ),
        (
            "Rita has 10 guitars. Joel has 8 guitars. There are 27 guitars altogether. How many guitars does Joel have?",
            8,
        ),
        (
            "Joel has twice as many guitars as Rita. There are 27 guitars altogether. How many guitars does Rita have?",
            9,
        ),
        (
            "Joel has twice as many guitars as Rita. They have 27 guitars in all. How many guitars does Rita have?",
            9,
        ),
        (
            "Joel has twice as many guitars as Rita. They have 27 guitars in all. Wendy has 3 guitars. "
            "How many guitars does Rita have?",
            9,
        ),
        (
            "Wendy has 3 guitars. Joel has twice as many guitars as Rita. Joel and Rita have 27 guitars in all. "
            "How many guitars does Joel have?",
            18,
        ),
        ("Joel has 5 guitars. His sisters have 20 guitars in all. How many guitars do his sisters have?", 20),
    ],
)
def test_plain_group_readings_still_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_exceeded_total_says_why(lexicon: Lexicon) -> None:
    refusal = refusal_of(
        "Rita has 10 guitars. Joel has twice as many guitars as Rita. There are 27 guitars altogether. "
        "How many guitars does Joel have?",
        lexicon,
    )
    assert refusal.reason == "readings_disagree"
    assert "exceed" in refusal.detail


def test_compared_group_they_is_ambiguous(lexicon: Lexicon) -> None:
    refusal = refusal_of(
        "Joel has 5 more guitars than his sisters. They have 27 guitars in all. "
        "How many guitars do his sisters have?",
        lexicon,
    )
    assert refusal.reason == "ambiguous_pronoun_referent"
    assert refusal.sentence_index == 1
