"""How questions are framed: fronted totalisers, an 'if' clause with no comma, framing concessions (ADR 0204)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.concessions import set_aside
from reader.fronted_totals import composed, moved_last
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rosa has 14 shells. Ted has 9 shells. Together, how many shells do they have?", 23),
        ("Rosa has 14 shells. Ted has 9 shells. Altogether, how many shells do Rosa and Ted have?", 23),
        ("Rosa paid $7 for bread, $3 for milk and $5 for eggs. In total, how much money did she spend?", 15),
        ("Rosa and Ted each have 7 marbles. Together, how many marbles do they have?", 14),
        ("Ted had 50 stamps. If he gave 18 stamps to Rosa how many stamps would Ted have?", 32),
        (
            "A basket had 25 eggs. If Rosa took 9 eggs from the basket and put 4 eggs in the basket "
            "how many eggs would be in the basket?",
            20,
        ),
        ("Ted had 30 cards. But, if he lost 11 of the cards, how many cards did he have left?", 19),
        ("Ted had 30 cards. But if he lost 11 cards, how many cards does he have now?", 19),
        ("Ted baked 24 cookies. If he ate 5 of the cookies though, how many cookies did he have left?", 19),
    ],
)
def test_question_frames_read_as_their_plain_forms(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a fronted total still sums only what the story fixes
        (
            "Rosa has 14 shells. Ted gave her 3 shells. Together, how many shells do they have?",
            "underdetermined",
        ),
        ("Rosa has 14 shells. Ted has 9 shells. Together, how many stones do they have?", "unit_mismatch"),
        # a question after a comma-less 'if' clause about someone the story never counted
        (
            "Ted had 50 stamps. If he gave 18 stamps to Rosa how many stamps would Rosa have?",
            "underdetermined",
        ),
        # the framing words are dropped, never the negation
        (
            "Ted had 30 cards. But, if he did not lose 11 cards, how many cards did he have left?",
            "unused_operator",
        ),
        # 'though' opening a clause is no concession adverb
        ("Ted baked 24 cookies, though he ate 5 of them. How many cookies did he have left?", None),
        ("Ted had 30 cards. But, because he lost 11 cards, how many cards did he have left?", None),
        # 'extra' against what was used is not read
        (
            "Ted picked 20 plums and 10 pears. If he only used 25 of the fruits though, "
            "how many extra fruits did Ted pick?",
            None,
        ),
        # a condition inside a fronted total is not reordered twice
        (
            "Nora has 12 cards. Omar has 8 cards. Together, if Nora gets 3 more, how many cards do they have?",
            None,
        ),
    ],
)
def test_question_frames_refuse(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason


def test_fronted_total_moves_last_and_maps_back(lexicon: Lexicon):
    sentence = split_sentences("In total, how many pens do they have?")[0]
    moved = moved_last(sentence, lexicon)
    assert moved is not None
    read, order = moved
    assert [t.text for t in read.tokens] == ["how", "many", "pens", "do", "they", "have", "In", "total"]
    assert order == (3, 4, 5, 6, 7, 8, 0, 1)


def test_statement_with_fronted_total_is_not_moved(lexicon: Lexicon):
    sentence = split_sentences("Together, Nora and Omar have 20 cards.")[0]
    assert moved_last(sentence, lexicon) is None


def test_concessions_keep_the_condition_first(lexicon: Lexicon):
    sentence = split_sentences("But, if she ate 5 though, how many are left?")[0]
    aside = set_aside(sentence, lexicon)
    assert aside is not None
    read, order = aside
    assert [t.text for t in read.tokens][:5] == ["if", "she", "ate", "5", ","]
    assert order[:5] == (2, 3, 4, 5, 7)


def test_orders_compose():
    assert composed({0: (2, 3, 5)}, {0: (1, 2, 0), 1: (1, 0)}) == {0: (3, 5, 2), 1: (1, 0)}
