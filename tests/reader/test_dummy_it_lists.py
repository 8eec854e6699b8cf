"""Lists of dummy-'it' rates and questions over several counted things (ADR 0309)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one rate of a list asked alone, in its own or a converted unit
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many minutes will it take to bathe 3 goats?",
            90,
        ),
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many minutes will it take to bathe 2 horses?",
            240,
        ),
        (
            "It takes Omar 12 minutes to fix a chair and 20 minutes to fix a table. How many minutes will it take him to fix 4 tables?",
            80,
        ),
        # three rates with commas, with and without the serial comma
        (
            "It takes 15 minutes to plant a tree, 5 minutes to plant a shrub and 2 minutes to plant a flower. How many minutes will it take to plant 3 shrubs?",
            15,
        ),
        (
            "It takes 15 minutes to plant a tree, 5 minutes to plant a shrub, and 2 minutes to plant a flower. How many minutes will it take to plant 2 trees, 4 shrubs, and 10 flowers?",
            70,
        ),
        # several counted things asked at once: each asked alone, then added
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many hours will it take to bathe 2 horses and 4 goats?",
            6,
        ),
        (
            "It takes Lena 4 minutes to fold a towel and 6 minutes to fold a sheet. How many minutes will it take her to fold 5 towels and 2 sheets?",
            32,
        ),
        (
            "It costs $2 to print a poster and $7 to print a banner. How much will it cost to print 10 posters and 3 banners?",
            41,
        ),
        (
            "It takes 3 hours to tile 2 floors and 1 hour to tile a wall. How many hours will it take to tile 3 floors and 3 walls?",
            Fraction(15, 2),
        ),
        # 'each' in every part (this was refused before ADR 0309)
        (
            "It takes Carla 4 minutes to sweep each room and 2 minutes to dust each shelf. How many minutes will it take her to sweep 6 rooms?",
            24,
        ),
        # a past rate asked with 'did'
        ("It took Nadia 3 hours to paint a fence. How long did it take her to paint 5 fences?", 15),
    ],
)
def test_listed_rates_and_listed_counts(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'How long' over rates in hours and in minutes: no one unit to answer in
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How long will it take to bathe 2 horses and 4 goats?",
            "unexpected_category",
        ),
        # another person
        (
            "It takes Lena 4 minutes to fold a towel and 6 minutes to fold a sheet. How many minutes will it take Marco to fold 5 towels and 2 sheets?",
            "unresolved_pronoun",
        ),
        (
            "It takes Omar 12 minutes to fix a chair and Rita 20 minutes to fix a table. How many minutes will it take Rita to fix 4 tables?",
            "unresolved_pronoun",
        ),
        # two rates per the same things: which one scales?
        (
            "It takes 8 minutes to frame a photo and 12 minutes to frame a photo. How many minutes will it take to frame 5 photos?",
            "unresolved_pronoun",
        ),
        # a thing with no rate, another verb, a count that is not whole, an 'each' after the list
        (
            "It costs $2 to print a poster and $7 to print a banner. How much will it cost to print 10 posters and 3 flags?",
            "unresolved_pronoun",
        ),
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many minutes will it take to bathe 2 horses and wash 4 goats?",
            "unresolved_pronoun",
        ),
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many minutes will it take to bathe 2.5 horses and 4 goats?",
            "unresolved_pronoun",
        ),
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many minutes will it take to bathe 2 horses and 4 goats each?",
            "unresolved_pronoun",
        ),
        # a comparison is not a sum
        (
            "It takes 2 hours to bathe a horse and 30 minutes to bathe a goat. How many more minutes will it take to bathe 2 horses than 4 goats?",
            None,
        ),
        # a second, different time for the same doing
        (
            "It took Nadia 3 hours to paint a fence. Yesterday it took her 4 hours to paint a fence. How long did it take her to paint 5 fences?",
            "unresolved_pronoun",
        ),
        # each part's answer is no exact number of hours
        (
            "It takes 20 minutes to groom a dog and 10 minutes to groom a cat. How many hours will it take to groom 1 dog and 1 cat?",
            "unresolved_pronoun",
        ),
    ],
)
def test_what_a_list_does_not_say_refuses(text, reason, lexicon):
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason
