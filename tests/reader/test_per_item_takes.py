"""What one doing takes, asked over several doings: 'need to', a subject 'takes', told act counts (ADR 0324).

The answered cases scale the one rate for the verb and the things; the near misses (another doer,
verb or kind, 'can', a time or place after the count, a tense asked of another, an amount already
held, a time that is no exact number of the asked unit, another time told beside the doings) refuse.
"""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

ANSWERED = [
    ("It takes Jason 30 minutes to cut 1 lawn. How many hours does he need to cut 8 lawns?", 4),
    ("It takes Jason 30 minutes to cut a lawn. How many minutes does he need to cut 8 lawns?", 240),
    ("It takes Jason 30 minutes to cut a lawn. How long does he need to cut 8 lawns?", 240),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting does Bob need to frost 10 cakes?",
        20,
    ),
    ("It takes 2 cans of frosting to frost a cake. How many cans does Bob need to frost 10 cakes?", 20),
    ("Dawn takes 2 hours to paint a painting. How long does it take her to paint 12 paintings?", 24),
    ("Dawn takes 2 hours to paint a painting. How many hours does she need to paint 12 paintings?", 24),
    ("Mia took 15 minutes to wrap a gift. How many minutes will she need to wrap 6 gifts?", 90),
    ("It takes Omar 45 minutes to wash a car. How many hours will he need to wash 4 cars?", 3),
    ("It takes Omar 45 minutes to wash a car. How many hours will he need to wash 3 cars?", Fraction("2.25")),
    ("It takes Jason 30 minutes to cut 2 lawns. How many hours does he need to cut 8 lawns?", 2),
    ("It takes Jason 30 minutes to cut a lawn. How many hours will he spend cutting 8 lawns?", 4),
    ("It takes 3 eggs to bake a cake. How many eggs does Rosa need to bake 4 cakes?", 12),
    (
        "It takes 4 feet of ribbon to wrap a box. How many inches of ribbon does Kim need to wrap 3 boxes?",
        144,
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns. How many hours does he spend cutting lawns?",
        4,
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. Jason cuts 8 lawns. How many hours does he spend cutting lawns?",
        4,
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. Jason cuts 8 lawns. How many hours does Jason spend cutting lawns?",
        4,
    ),
    ("It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns. How many minutes does he spend?", 240),
    (
        "It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns. How long does he spend cutting lawns in total?",
        240,
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend?",
        24,
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She painted 12 paintings. How many hours did she spend painting?",
        24,
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 5 minutes to wrap a card. If she wraps 4 gifts and 6 cards, how many minutes does she spend wrapping?",
        90,
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 6 minutes to wrap a card. If she wraps 4 gifts and 5 cards, how many hours does she spend wrapping?",
        Fraction("1.5"),
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If she wraps 4 gifts, how many minutes will she spend wrapping gifts?",
        60,
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If Mia wrapped 4 gifts, how many minutes did she spend wrapping gifts?",
        60,
    ),
    ("Priya takes 25 minutes to knit a scarf. How many minutes will she need to knit 4 scarves?", 100),
    ("It takes Omar 45 minutes to wash a van. How many hours will he need to wash 4 vans?", 3),
    ("It takes 3 eggs to bake a loaf. How many eggs does Rosa need to bake 7 loaves?", 21),
    ("It takes Theo 6 minutes to sand a plank. How many minutes will he spend sanding 9 planks?", 54),
    (
        "It takes Lucia 20 minutes to groom a pony. Lucia groomed 5 ponies. How long did she spend grooming ponies?",
        100,
    ),
    (
        "Gus takes 12 minutes to polish a boot. He polishes 10 boots. How many hours does he spend polishing boots in total?",
        2,
    ),
    (
        "It takes Ivan 40 minutes to tune a piano. If Ivan tunes 3 pianos, how many hours will he spend tuning pianos?",
        2,
    ),
    (
        "It takes Jason 30 minutes to cut 2 lawns. He cuts 8 lawns. How many hours does he spend cutting lawns?",
        2,
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many hours will he spend sanding 15 planks?",
        Fraction("1.5"),
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many hours will he spend sanding 7 planks?",
        Fraction("0.7"),
    ),
    ("It takes 5 beads to make a bracelet. How many beads does Lena need to make 8 bracelets?", 40),
    (
        "Ruth takes 10 minutes to ice a cookie. She ices 9 cookies. How many minutes does she spend icing cookies?",
        90,
    ),
]

REFUSED = [
    # a time told for each day, asked for a count of things with no period: per day or in all? (ADR 0373)
    (
        "Jason takes 30 minutes to cut a lawn every day. How many minutes does he need to cut 3 lawns?",
        "unexpected_category",
    ),
    (
        "It takes 2 hours to paint a painting. How long does it take Dawn to paint 12 paintings?",
        "unexpected_category",
    ),
    (
        "She takes 2 hours to paint a painting. How many hours does she need to paint 12 paintings?",
        "unsupported_operation",
    ),
    (
        "It takes Omar 40 minutes to wash a car. How many hours will he need to wash 4 cars?",
        "unsupported_operation",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does Tom need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does he need to rake 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does he need to cut 8 hedges?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He has 2 hours. How many hours does he need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He has 60 minutes. How many hours does he need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. Bob has 3 cans of frosting. How many cans of frosting does Bob need to frost 10 cakes?",
        "unattached_quantity",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. Bob has 3 cans. How many cans does Bob need to frost 10 cakes?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting does he need to frost 10 cakes?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting does Bob need to bake 10 cakes?",
        "unsupported_operation",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many jars of frosting does Bob need to frost 10 cakes?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cups of frosting does Bob need to frost 10 cakes?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting do Bob and Amy need to frost 10 cakes?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting does Bob need to frost 10 cakes each?",
        "unexpected_category",
    ),
    (
        "It takes 2 cans of frosting to frost a cake. How many cans of frosting does Bob need to frost 10 cakes every day?",
        "unexpected_category",
    ),
    (
        "Lily is baking. It takes 2 cans of frosting to frost a cake. How many cans of frosting does Bob need to frost 10 cakes?",
        "incomplete_operation",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does he not need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn and Amy 20 minutes to cut a lawn. How many hours does he need to cut 8 lawns?",
        "unresolved_pronoun",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. It takes Amy 20 minutes to cut a lawn. How many minutes does Amy need to cut 6 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does he need to cut 8 lawns together?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours does he need to cut 8 lawns at the same time?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours can he need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many days does he need to cut 8 lawns?",
        "unsupported_operation",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many dollars does he need to cut 8 lawns?",
        "unexpected_category",
    ),
    (
        "Jason takes 30 minutes to cut a lawn and 10 minutes to rake a lawn. How many minutes does he need to cut 3 lawns?",
        "unsupported_operation",
    ),
    (
        "Jason takes 30 minutes and 5 dollars to cut a lawn. How many minutes does he need to cut 3 lawns?",
        "ambiguous_unit",
    ),
    ("Jason takes a lawn to cut. How many minutes does he need to cut 3 lawns?", "incomplete_operation"),
    ("Jason takes 3 apples to school. How many apples does he need to cut 3 lawns?", "unexpected_category"),
    (
        "Jason takes 30 minutes to cut a lawn. Amy takes 20 minutes to cut a lawn. How many minutes does Amy need to cut 3 lawns?",
        "unexpected_category",
    ),
    (
        "Jason takes 30 minutes to cut a lawn. How many minutes does Amy need to cut 3 lawns?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. How many hours will he spend raking 8 lawns?",
        "unit_mismatch",
    ),
    ("It takes 3 eggs to bake a cake. How many eggs will Rosa spend baking 4 cakes?", "unexpected_category"),
    (
        "It takes 3 eggs to bake a cake. Rosa has 5 eggs. How many eggs does Rosa need to bake 4 cakes?",
        "unsupported_operation",
    ),
    (
        "It takes 3 eggs to bake a cake. Rosa buys 5 eggs. How many eggs does Rosa need to bake 4 cakes?",
        "unsupported_operation",
    ),
    ("It takes 3 eggs to bake a cake. How many eggs does Rosa need to bake 4 pies?", "unsupported_operation"),
    (
        "It takes 3 eggs to bake a cake. How many eggs does Rosa need to bake 2.5 cakes?",
        "unsupported_operation",
    ),
    (
        "It takes 3 eggs to bake a cake. How many eggs does Rosa need to bake 4 cakes for Ben?",
        "unused_operator",
    ),
    (
        "It takes 4 feet of ribbon to wrap a box. How many feet of string does Kim need to wrap 3 boxes?",
        "unexpected_category",
    ),
    (
        "It takes 4 feet of ribbon to wrap a box. How many pounds of ribbon does Kim need to wrap 3 boxes?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. Jason cut 8 lawns. How many hours did he need?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint a painting. How long will it take her and Ben to paint 12 paintings?",
        "unexpected_category",
    ),
    ("It costs $3 to wash a car. How many dollars does Ben need to wash 4 cars?", "unexpected_category"),
    (
        "It takes Dawn 2 hours to paint 1 painting. She painted 12 paintings. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours did she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend painting portraits?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does Ben spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does he spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. Ben paints 12 paintings. How many hours does he spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. She paints 3 paintings. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings on Monday. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She does not paint 12 paintings. How many hours does she spend painting?",
        "unfinished_frame",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She will paint 12 paintings. How many hours does she spend painting?",
        "unfinished_frame",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many paintings does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many dollars does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend painting each day?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend painting together?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 2.5 paintings. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints some paintings. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting and Ben 3 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend painting?",
        "unresolved_pronoun",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. It takes Ben 3 hours to paint 1 painting. She paints 12 paintings. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. Dawn and Ben paint 12 paintings. How many hours do they spend painting?",
        "unfinished_frame",
    ),
    (
        "It takes 2 hours to paint 1 painting. Ben paints 12 paintings. How many hours does he spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes 2 hours to paint 1 painting. Ben paints 12 paintings. How many hours does Amy spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes 2 hours to paint 1 painting. Ben paints 12 paintings. Amy paints 3 paintings. How many hours does he spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes 2 hours to paint 1 painting. Amy has 3 brushes. Ben paints 12 paintings. How many hours does he spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes 2 hours to paint 1 painting. He paints 12 paintings. How many hours does he spend painting?",
        "unresolved_pronoun",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 5 minutes to wrap a card. If she wraps 4 gifts and 6 boxes, how many minutes does she spend wrapping?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 5 minutes to wrap a card. If she wraps 4 gifts and 6 cards, how many minutes does she spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 5 minutes to wrap a card. If she wraps 4 gifts and 4 gifts, how many minutes does she spend wrapping?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift and 7 minutes to wrap a card. If she wraps 4 gifts and 5 cards, how many hours does she spend wrapping?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If Mia wraps 4 gifts, how many minutes did she spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If Tom wraps 4 gifts, how many minutes will he spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If she wraps 4 gifts, how many minutes will Tom spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If she wraps 4 gifts for Tom, how many minutes will she spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes Mia 15 minutes to wrap a gift. If she can wrap 4 gifts, how many minutes will she spend wrapping gifts?",
        "unexpected_category",
    ),
    (
        "It takes 3 eggs to bake a cake. She bakes 4 cakes. How many eggs does she spend baking?",
        "unresolved_pronoun",
    ),
    (
        "It takes 3 eggs to bake a cake. Rosa bakes 4 cakes. How many hours does she spend baking?",
        "unexpected_category",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns and rakes 3 lawns. How many hours does he spend cutting lawns?",
        "incomplete_operation",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns twice. How many hours does he spend cutting lawns?",
        "unused_operator",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He cuts 8 lawns each week. How many hours does he spend cutting lawns?",
        "unused_operator",
    ),
    (
        "It takes 15 minutes to mark a test. Nora marks 6 tests. How many minutes does she spend marking tests?",
        "untaught_verb_role",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He rakes 8 lawns. How many hours does he spend raking lawns?",
        "untaught_verb_role",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. Amy cuts 8 lawns. How many hours does he spend cutting lawns?",
        "untaught_verb_role",
    ),
    (
        "It takes Jason 30 minutes to cut a lawn. He can cut 8 lawns. How many hours does he spend cutting lawns?",
        "unfinished_frame",
    ),
    (
        "It takes Omar 40 minutes to wash a van. How many hours will he need to wash 4 vans?",
        "unsupported_operation",
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many minutes will he spend sanding 9 boards?",
        "unit_mismatch",
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many minutes will Ana spend sanding 9 planks?",
        "unit_mismatch",
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many minutes will he spend sanding 9 planks each day?",
        "unused_operator",
    ),
    (
        "It takes Theo 6 minutes to sand a plank. How many minutes will he spend sanding 9 planks with Ana?",
        "unused_operator",
    ),
    (
        "It takes Theo 7 minutes to sand a plank. How many hours will he spend sanding 7 planks?",
        "unit_mismatch",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. She reads for 3 hours. How many hours does she spend?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. She spends 3 hours reading. How many hours does she spend?",
        "ambiguous_unit",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. She paints for 3 hours on Sunday. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It takes Dawn 2 hours to paint 1 painting. She paints 12 paintings. She reads for 3 hours. How many hours does she spend painting?",
        "untaught_verb_role",
    ),
    (
        "It costs $3 to wash a car and $5 to wash a truck. How much will it cost Tom to wash 2 cars?",
        "unresolved_pronoun",
    ),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_per_item_times_and_materials_scale(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_near_misses_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "It takes Theo 6 minutes to sand a plank. How many minutes will he spend painting 9 planks?",
        "It takes Theo 6 minutes to sand a plank. How many minutes will he spend on 9 planks?",
    ],
)
def test_time_spent_on_the_things_with_no_doing_named_refuses(lexicon, text):
    """The rate prices sanding; 'painting' (a noun in the lexicon) names no doing to compare."""
    assert refusal_of(text, lexicon).reason == "underdetermined"
