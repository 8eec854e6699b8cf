"""One mover's legs, each told by two of length, time and a speed or a pace, summed (ADR 0478)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.paced_legs import read_paced_legs
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # legs timed in another unit than their speed's, converted exactly
        (
            "Wilma rides for 20 minutes at 15 miles per hour. Then she rides for 2 hours at 12 miles per hour. "
            "How many miles does Wilma ride?",
            29,
        ),
        # a pace: a time per length
        ("Zed walks 6 miles at a pace of 12 minutes per mile. How many minutes does Zed walk?", 72),
        ("Zed walks at a pace of 12 minutes a mile for 60 minutes. How far does Zed walk?", 5),
        # a length at a speed: the time
        ("Nadia drives 90 miles at 60 miles per hour. How many minutes does she drive?", 90),
        # legs summed, of one verb or of two asked together
        (
            "Ivo runs 3 miles at a pace of 8 minutes per mile. Later he runs 2 miles at a pace of 10.5 minutes "
            "per mile. What is the total length of time that Ivo runs?",
            45,
        ),
        (
            "Ms. Kent jogged at 6 mph for 30 minutes. After the jog, she walked at 3 mph for 40 minutes. "
            "How many miles did she jog and walk in total?",
            5,
        ),
        (
            "Lior sprints for 30 seconds at 8 meters per second. He then jogs for 2 minutes at 3 meters per "
            "second. How many meters does Lior sprint and jog?",
            600,
        ),
        # 'how long' in the one time unit the legs tell
        ("Una swims 4 miles at 2 miles per hour. How long does Una swim?", 2),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # one leg timed in another unit than its speed's (ADRs 0099, 0305)
        "Wilma rides for 20 minutes at 15 miles per hour. How many miles does Wilma ride?",
        "Zed walks at a pace of 12 minutes a mile for 2 hours. How far does Zed walk?",
        # an answer that is no finite decimal
        "Wilma rides for 20 minutes at 16 miles per hour. Then she rides for 1 hour at 12 miles per hour. "
        "How many miles does Wilma ride?",
        # a length in another unit than the rate's
        "Zed walks 6 kilometers at a pace of 12 minutes per mile. How many minutes does Zed walk?",
        "Wilma rides for 20 minutes at 15 miles per hour. Then she rides for 2 hours at 12 miles per hour. "
        "How many kilometers does Wilma ride?",
        # 'how long' where the legs tell minutes and hours
        "Wilma rides 5 miles at 15 miles per hour. Then she rides 6 miles at a pace of 5 minutes per mile. "
        "How long does Wilma ride?",
        # one verb asked of legs of two
        "Ms. Kent jogged at 6 mph for 30 minutes. After the jog, she walked at 3 mph for 40 minutes. "
        "How many miles did she walk?",
        # a modal, a second mover, a pronoun that does not agree
        "Wilma can ride for 2 hours at 15 miles per hour. How many miles can Wilma ride?",
        "Zed walks 6 miles at a pace of 12 minutes per mile. Otto walks 2 miles at a pace of 15 minutes per mile. "
        "How many minutes does Zed walk?",
        "Nadia drives 90 miles at 60 miles per hour. He drives 30 miles at 60 miles per hour. "
        "How many minutes does she drive?",
        # a leg with a direction, a daily rate, a rest, all three amounts
        "Nadia drives back 90 miles at 60 miles per hour. How many minutes does she drive?",
        "Zed walks 6 miles a day at a pace of 12 minutes per mile. How many minutes does Zed walk?",
        "Zed walks 6 miles at a pace of 12 minutes per mile. He rests for 10 minutes. How many minutes does Zed walk?",
        "Zed walks 6 miles at a pace of 12 minutes per mile for 72 minutes. How many minutes does Zed walk?",
        # a top speed is not the speed driven; a number in the opening phrase
        "Nadia drives 90 miles at a top speed of 60 miles per hour. How many minutes does she drive?",
        "Ivo runs 3 miles at 6 miles per hour. After 2 hours, he runs 2 miles at 4 miles per hour. "
        "How many minutes does Ivo run?",
        # a thing is no doer the speed readings take (ADR 0099)
        "A bus drove for 12 minutes at a speed of 40 mph. It then drove for 45 minutes at 20 mph. "
        "What is the distance the bus drove in miles?",
        "The bus travels at 40 mph for 2 hours. Then the bus travels at 30 mph for 1 hour. "
        "How far does the bus travel?",
        # legs in two tenses, or asked in another tense than told
        "Ivo ran 3 miles at a pace of 8 minutes per mile. He runs 2 miles at a pace of 10 minutes per mile. "
        "How many minutes does Ivo run?",
        "Zed walks 6 miles at a pace of 12 minutes per mile. How many minutes did Zed walk?",
        # a question with a time of its own
        "Zed walks 6 miles at a pace of 12 minutes per mile. How many miles does Zed walk in 10 minutes?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_answers_exactly_with_its_step(lexicon: Lexicon) -> None:
    found = read_paced_legs(
        "Nadia drives 90 miles at 60 miles per hour. How many hours does she drive?", lexicon
    )
    assert found is not None
    assert found.value == Fraction(3, 2)
    assert found.unit == "hour"
    assert "90 minutes" not in found.steps[0]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a pace told as "<N> <length> in <M> <time>" after the noun: M/N <time> per <length>
        ("Tova skates 4 miles at a pace of 1 mile in 6 minutes. How many minutes does Tova skate?", 24),
        ("Tova skates 4 miles at a steady pace of a mile in 6 minutes. How long does Tova skate?", 24),
        ("Tova skated for 30 minutes at a rate of 2 miles in 12 minutes. How far did Tova skate?", 5),
        ("Tova swims 900 meters at a pace of 300 meters in 2 minutes. How many seconds does Tova swim?", 360),
        (
            "Tova skates 2 miles at a pace of 1 mile in 6 minutes. Then she walks 1 mile at a pace of 1 mile "
            "in 18 minutes. How many minutes does Tova skate and walk in all?",
            30,
        ),
    ],
)
def test_read_pace_in_a_time(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the pace "in" needs the noun, a length before a time, and nothing after the time
        "Tova skates 4 miles at 1 mile in 6 minutes. How many minutes does Tova skate?",
        "Tova skates 4 miles at a pace of 6 minutes in 1 mile. How many minutes does Tova skate?",
        "Tova skates 4 miles at a pace of 1 mile in 6 minutes every day. How many minutes does Tova skate?",
        "Tova skates 4 miles at a pace of a miles in 6 minutes. How many minutes does Tova skate?",
        # a length in another unit than the pace's; one leg timed in another unit than the pace's
        "Tova skates 4 kilometers at a pace of 1 mile in 6 minutes. How many minutes does Tova skate?",
        "Tova skates for 1 hour at a pace of 1 mile in 6 minutes. How many miles does Tova skate?",
        # a modal; an answer with no finite decimal
        "Tova can skate 4 miles at a pace of 1 mile in 6 minutes. How many minutes can Tova skate?",
        "Tova skates 5 miles at a pace of 1 mile in 11 minutes. How many hours does Tova skate?",
    ],
)
def test_refused_pace_in_a_time(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
