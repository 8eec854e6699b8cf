"""A second trailing 'if' and a trailing 'after' / 'when' clause read before the question (ADR 0315)."""

import pytest

from reader.tokenise import split_sentences
from reader.trailing_conditions import fronted
from reader.trailing_events import fronted_text
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a second condition joins the opening one
        (
            "Marta has 4 more stamps than Felix. If Felix has 25 stamps, how many more stamps will Felix "
            "have than Marta if his aunt gives him 10 stamps?",
            6,
        ),
        (
            "If Hana has 60 beads, how many beads will Hana have left if she uses 25 beads and gives 10 beads to Ruth?",
            25,
        ),
        (
            "If Diego has 45 dollars, how much money will Diego have if he earns 20 dollars and spends 12 dollars?",
            53,
        ),
        (
            "If Priya has 9 marbles and Joel has 14 marbles, how many marbles will Joel have if he gives 5 marbles to Priya?",
            9,
        ),
        ("If Kofi has 33 pencils, how many pencils will Kofi have if Ada buys 6 pencils?", 33),
        # the last sentence is a question even when it ends with a period
        (
            "Aiko has 12 more shells than Ben. If Ben has 30 shells, how many shells will Ben have if he collects 15 shells.",
            45,
        ),
        ("Tom has 5 apples. How many apples will Tom have if he buys 3 apples.", 8),
        # a trailing change clause with a subject of its own
        ("Zara has 70 stickers. How many stickers will Zara have after she gives 18 stickers to Noor?", 52),
        ("Malik has 90 cards. How many cards will Malik have left once he sells 35 cards?", 55),
        (
            "Grace has 15 ribbons. Lola has 8 ribbons. How many ribbons will Lola have after Grace gives her 6 ribbons?",
            14,
        ),
        ("Yusuf has 41 coins. How many coins will Yusuf have when he finds 13 coins?", 54),
        ("Lucia has 36 buttons. How many buttons does she have after she loses 9 buttons?", 27),
    ],
)
def test_a_trailing_clause_reads_before_the_question(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a past question or clause: the asked moment may come before the clause
        ("If Leon has 80 stamps, how many stamps did Leon have if he sold 30 stamps?", "unexpected_category"),
        # a time word in the clause: the order of the two conditions is not plain
        (
            "If Leon has 80 stamps, how many stamps will Leon have if he later sells 30 stamps?",
            "unexpected_category",
        ),
        # no name in the question: the clause pronoun could mean anyone told before
        ("If Leon has 80 stamps, how many stamps will he have if he sells 30 stamps?", "unexpected_category"),
        # a pronoun that lands on someone other than the question's subject
        (
            "If Priya has 9 marbles and Joel has 14 marbles, how many more marbles will Joel have than Priya "
            "if she finds 5 marbles?",
            "unresolved_pronoun",
        ),
        (
            "If Leon has 80 stamps, how many stamps will Leon have even if he sells 30 stamps?",
            "unexpected_category",
        ),
        (
            "If Rosa has 12 shells, how many shells will Rosa have if she finds 5 shells if Lena gives her 2 shells?",
            "unexpected_category",
        ),
        (
            "If Rosa has 12 shells, how many shells will Rosa have if she does not find 5 more shells?",
            "unused_operator",
        ),
        ("If Rosa has 12 shells, how many shells will Rosa have if she has 15 shells?", "readings_disagree"),
        # 'when' in the past asks at the moment itself: before the finding or after it?
        ("Yusuf had 41 coins. How many coins did Yusuf have when he found 13 coins?", "unexpected_category"),
        ("Theo has 26 toy cars. How many toy cars will Theo have after 9 days?", "unused_operator"),
        ("Sam has 4 apples. How many apples will Sam have after buying 3 apples?", "unexpected_category"),
        (
            "Sam has 4 apples. Tom has 5 apples. How many apples will Sam have after he buys 3 apples?",
            "ambiguous_pronoun_referent",
        ),
        # the story told the change already: read again it would count twice
        (
            "Theo has 26 toy cars. He buys 9 toy cars. How many toy cars will Theo have after he buys 9 toy cars?",
            "unexpected_category",
        ),
    ],
)
def test_a_trailing_clause_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_a_second_condition_joins_the_opening_one(lexicon):
    (plain,) = split_sentences("If Jo has 32 cards, how many cards will Jo have if she finds 4 cards?")
    moved = fronted(plain, lexicon)
    assert moved is not None
    sentence, how = moved
    assert [t.text for t in sentence.tokens] == (
        "If Jo has 32 cards and she finds 4 cards , how many cards will Jo have".split()
    )
    assert how.clause_start == 5 and how.clause_length == 5
    assert how.order[5] == 12  # the joining 'and' stands where the second 'if' was
    assert how.subject == "jo"


def test_a_trailing_change_is_written_first(lexicon):
    moved = fronted_text("Jo has 3 pens. How many pens will Jo have after she buys 4 pens?", lexicon)
    assert moved == "Jo has 3 pens. After she buys 4 pens, how many pens will Jo have?"
    assert fronted_text("Jo has 3 pens. How many pens will Jo have after 4 days?", lexicon) is None
    assert fronted_text("Jo has 3 pens. How many pens, after she buys 4 pens, will Jo have?", lexicon) is None
