"""The time spent on jobs told on days at a time per job told with 'It takes' (ADR 0451)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.job_times import job_time
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "It takes Lidia 25 minutes to brush one horse. She brushes 2 horses on Monday and 4 horses on "
            "Thursday. How many hours does she spend brushing horses?",
            Fraction(5, 2),
        ),
        (
            "It takes Tomas 40 seconds to fold a napkin. If he folds 6 napkins on Friday, 9 napkins on Saturday "
            "and 3 napkins on Sunday, how many minutes does he spend folding napkins?",
            12,
        ),
        (
            "It takes Nadia 2 hours to paint one wall. Nadia painted 3 walls on Tuesday. How much time did "
            "Nadia spend painting the walls in total?",
            6,
        ),
        (
            "It takes Tomas 15 minutes to wash each window. Tomas washes 5 windows on Sunday and 3 windows on "
            "Wednesday. How long will Tomas spend washing windows in all?",
            120,
        ),
    ],
)
def test_jobs_told_on_days_add_up_at_the_time_one_job_takes(text: str, value, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
    assert job_time(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        # a time of no one may not be the doer's own (ADR 0324)
        "It takes 25 minutes to brush one horse. Lidia brushes 4 horses on Monday. How many minutes does Lidia "
        "spend brushing horses?",
        # "for <name> to": its days are kept refused by the red-team probes
        "It takes 25 minutes for Lidia to brush one horse. Lidia brushes 2 horses on Monday and 2 horses on "
        "Friday. How many minutes does Lidia spend brushing horses?",
        # another doer than the one the time is told of
        "It takes Lidia 25 minutes to brush one horse. Tomas brushes 4 horses on Monday. How many minutes does "
        "Tomas spend brushing horses?",
        # a recurring day: no total
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses on Mondays. How many minutes does "
        "Lidia spend brushing horses?",
        # the same day twice may be the same horses
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses on Monday and 2 horses on Monday. "
        "How many minutes does Lidia spend brushing horses?",
        # one day's time asked
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses on Monday and 2 horses on Friday. "
        "How many minutes does Lidia spend brushing horses on Friday?",
        # two counts with no days may be the same horses
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses and 2 horses. How many minutes "
        "does Lidia spend brushing horses?",
        # the time may be for all the horses together
        "It takes Lidia 25 minutes to brush the horses. Lidia brushes 4 horses on Monday. How many minutes does "
        "Lidia spend brushing horses?",
        # several doers may work at once
        "It takes Lidia 25 minutes to brush one horse. They brush 4 horses on Monday. How many minutes do they "
        "spend brushing horses?",
        # another thing, another job
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 ponies on Monday. How many minutes does "
        "Lidia spend brushing ponies?",
        "It takes Lidia 25 minutes to brush one horse. Lidia washes 4 horses on Monday. How many minutes does "
        "Lidia spend washing horses?",
        # a pronoun of the other gender
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses on Monday. How many minutes does "
        "he spend brushing horses?",
        # past jobs asked with 'will', present ones with 'did'
        "It takes Lidia 25 minutes to brush one horse. Lidia brushed 4 horses on Monday. How many minutes will "
        "Lidia spend brushing horses?",
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 4 horses on Monday. How many minutes did "
        "Lidia spend brushing horses?",
        # no exact number of the asked unit
        "It takes Lidia 25 minutes to brush one horse. Lidia brushes 5 horses on Monday. How many hours does "
        "Lidia spend brushing horses?",
    ],
)
def test_near_misses_keep_the_refusal(text: str, lexicon: Lexicon) -> None:
    assert job_time(text, lexicon) is None
    assert refusal_of(text, lexicon) is not None
