"""A rate told of 'they' after a counted group of many: each one's or all of theirs? Refused (ADR 0507)."""

import pytest

from packs.model import Lexicon
from reader.refusals import refuse
from reader.they_rates import they_rate
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'it' for the organisation: its own rate, whatever it holds
        ("A toy factory has 3 machines. It makes 50 toys a day. How many toys does it make in 4 days?", 200),
        # no counted group: 'it' and the organisation's rate
        ("A bakery bakes 12 loaves an hour. How many loaves does it bake in 4 hours?", 48),
        # 'they' for the organisation with no rate in its sentence (ADR 0040)
        ("A store had 34 oranges. They sold 20. How many oranges does the store have?", 14),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a price per period: each member's, or the members' together?
        "A dance studio has 25 pupils. They pay $12 a week. How much do they pay in 4 weeks?",
        "A dance studio has 25 pupils. They pay $12 a week. How much do they pay in a year?",
        # things that work at a rate: each machine, or all of them?
        "A toy factory has 3 machines. They make 50 toys a day. How many toys do they make in 4 days?",
        "A print shop has 5 printers. They print 40 pages a minute. How many pages do they print in 3 minutes?",
        # the group got or bought rather than held
        "A club got 12 new members. They pay $15 a month. How much do they pay in 3 months?",
        "A bakery bought 4 ovens. They bake 20 rolls an hour. How many rolls do they bake in 2 hours?",
        # other tenses, a modal, a fronted period, an 'if'
        "A toy factory had 3 machines. They make 50 toys a day. How many toys did they make in 4 days?",
        "A toy factory has 3 machines. They can make 50 toys a day. How many toys can they make in 4 days?",
        "A toy factory has 3 machines. Every day they make 50 toys. How many toys do they make in 4 days?",
        "A toy factory has 3 machines. If they make 50 toys a day, how many boards do they cut in 4 days?",
        # 'each' says each one's rate, which the organisation's reading would not multiply
        "A toy factory has 3 machines. They each make 50 toys a day. How many toys do they make in 4 days?",
        "A toy factory has 3 machines. They make 50 toys a day each. How many toys do they make in 4 days?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_refusal_names_they(lexicon: Lexicon) -> None:
    found = refusal_of(
        "A toy factory has 3 machines. They make 50 toys a day. How many toys do they make in 4 days?",
        lexicon,
    )
    assert found.reason == "ambiguous_pronoun_referent"
    assert (found.sentence_index, found.token_text) == (1, "They")


def test_a_refusal_passes_through(lexicon: Lexicon) -> None:
    refusal = refuse("unit_mismatch", "none", 0, 0, "A")
    assert they_rate("A toy factory has 3 machines.", lexicon, refusal) is None
