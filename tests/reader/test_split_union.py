"""Two counted sets of one kind, then 'them' or 'they' split into groups of N (ADR 0237)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

TEAM = "The soccer team had 22 new players and 8 returning players."
CLASS = "The class had 15 boys and 13 girls."
STORE = "A toy store had 4 giant stuffed bears in stock when they got another shipment with 10 bears in it."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            f"{TEAM} If the coach put them into groups with 5 players in each group, how many groups would there be?",
            6,
        ),
        (f"{TEAM} If the coach split them into groups of 5, how many groups would there be?", 6),
        (f"{TEAM} If they were split into groups of 10 how many groups could they make?", 3),
        (
            f"{CLASS} If the teacher put them into groups with 4 students in each group, how many groups would there be?",
            7,
        ),
        (f"{CLASS} If they were divided into groups of 7, how many groups could they make?", 4),
        (
            f"{CLASS} If the teacher put them into groups with 4 children in each group, how many groups would there be?",
            7,
        ),
        (f"{STORE} The put the bears onto shelves with 7 on each shelf. How many shelves did they use?", 2),
        (
            "The farm had 20 cows and 16 pigs. If the farmer put them into pens with 4 animals in each pen, "
            "how many pens would there be?",
            9,
        ),
        (
            "Omar had 12 red marbles and 18 blue marbles. He put them into bags with 5 in each bag. How many bags did he use?",
            6,
        ),
        (
            "A farmer had 14 brown eggs and 22 white eggs. If he put them into cartons with 12 eggs in each carton, "
            "how many cartons would he need?",
            3,
        ),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two unrelated kinds: which of them is 'them'?
        (
            "A shop had 12 pens and 8 apples. If the clerk put them into boxes with 4 in each box, how many boxes would there be?",
            "unresolved_pronoun",
        ),
        # people and things
        (
            "The team had 12 players and 24 balls. If the coach put them into groups of 6, how many groups would there be?",
            "unresolved_pronoun",
        ),
        # players and coaches are both persons, but would the coach put himself into a group?
        (
            "The team had 48 players and 6 coaches. If the coach put them into groups with 6 in each group, "
            "how many groups would there be?",
            "unresolved_pronoun",
        ),
        # a split that leaves some over is never rounded
        (
            f"{TEAM} If the coach put them into groups with 4 players in each group, how many groups would there be?",
            "non_integer_count",
        ),
        (
            f"{STORE} The put the bears onto shelves with 4 on each shelf. How many shelves did they use?",
            "non_integer_count",
        ),
        # one set only
        (
            f"{CLASS} If the teacher put them into groups with 4 boys in each group, how many groups would there be?",
            "unresolved_pronoun",
        ),
        (
            f"{CLASS} If the girls were split into groups of 2 how many groups could they make?",
            "unexpected_category",
        ),
        # 'he' with no named person
        (f"{CLASS} If he put them into groups of 4, how many groups would there be?", "unresolved_pronoun"),
        # a 'they' for the store's people came first: 'them' could be the people or the bears
        (
            f"{STORE} They put them onto shelves with 7 on each shelf. How many shelves did they use?",
            "unexpected_category",
        ),
        # the arrival is of another kind
        (
            "A toy store had 6 robots in stock when they got another shipment with 12 kites in it. The put the robots onto "
            "shelves with 3 on each shelf. How many shelves did they use?",
            "unexpected_category",
        ),
        # asked something else
        (
            f"{TEAM} If the coach put them into 6 groups, how many groups would there be?",
            "unresolved_pronoun",
        ),
    ],
)
def test_refusals(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason
