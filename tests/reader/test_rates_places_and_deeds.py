"""Rates tied to places, activities named in the question, 'more' with no 'than', plans asked as deeds (ADR 0160)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom walks 2 miles a day. How many miles does he walk in a week?", 14),
        ("For 2 hours Pam plays tennis. How many hours does Pam play tennis?", 2),
        ("Tom sold 5 more apples than Ann sold. Ann sold 3 apples. How many apples did Tom sell?", 8),
        ("Tom sold 3 apples. Tom sold 5 more apples. How many apples did Tom sell?", 8),
        ("Tom sold 3 apples. Then he sold 5 more apples. How many apples did Tom sell in all?", 8),
        ("There were 20 people on the bus. 5 people got off. How many people are on the bus?", 15),
        ("A farmer has 10 barns. He sells 4 barns. How many barns does he have?", 6),
        ("Pam plays tennis for 2 hours. How many hours does Pam play tennis?", 2),
        ("Pam plays tennis for 2 hours. How many hours does Pam play?", 2),
        ("For 2 hours Pam plays tennis. How many hours does Pam play?", 2),
        ("For 2 hours Pam reads. How many hours does Pam read?", 2),
        ("For 2 hours Pam plays tennis. How many minutes does Pam play tennis?", 120),
        ("Sam has 5 apples. Tom gives him 3 more apples. How many apples does Sam have?", 8),
        ("Tom sold 3 apples. Ann sold 4 apples. Tom sold 5 more apples. How many apples did Tom sell?", 8),
        ("Ann sold 3 apples. Tom will sell 5 more apples than Ann. How many apples will Tom sell?", 8),
        ("Ann sold 3 apples. Tom sold 5 more apples than Ann. How many apples did Tom sell?", 8),
        ("Ivo sells 12 pies for $3 each. How much money did Ivo earn?", 36),
        ("Ivo has $5. He sells 12 pies for $3 each. How much money does Ivo have?", 41),
        ("Ivo earns $20. How much money does Ivo have?", 20),
        ("Ivo bakes 12 pies. He sells 5 pies. How many pies does Ivo have?", 7),
        (
            "There were 20 children on the bus. 5 children got off the bus. How many children are on the bus now?",
            15,
        ),
        ("There were 20 boxes on the truck. 5 boxes got off. How many boxes are on the truck?", 15),
        ("Tom reads 10 pages a day. How many pages does he read in 2 weeks?", 140),
        ("Tom reads 10 pages a day at home. How many pages does he read in a week?", 70),
        ("Tom earns $8 an hour at his job. He works 5 hours. How much money does he earn?", 40),
        ("Tom drives 30 miles a day. How many miles does he drive in 5 days?", 150),
        ("Tom walks 2 miles a day at the park. How many miles does he walk in a week?", 14),
        ("Tom walks 2 miles a day to the park. How many miles does he walk in a week?", 14),
        ("Tom runs 3 miles a day for 5 days. How many miles does he run?", 15),
        ("Tom works 8 hours a day. How many hours does he work in 5 days?", 40),
        ("Pam plays tennis for 2 hours. Then she plays soccer for 1 hour. How many hours does Pam play?", 3),
        ("Tom practices piano for 2 hours. How many hours does Tom practice piano?", 2),
        ("Tom earns $50 a day. How much does he earn in 2 weeks?", 700),
        ("Mia reads 15 pages a day. How many pages does she read in 4 days?", 60),
        ("Mia plays for 2 hours. How many minutes does she play?", 120),
        ("There were 12 birds in the tree. 4 birds flew away. How many birds are in the tree?", 8),
        ("Ivo has $10. He sells 5 pies for $2 each. How much money does he have now?", 20),
        ("They have 5 apples. They eat 2 apples. How many apples do they have?", 3),
        (
            (
                "The orchard has 15 plum trees now. The farmers will plant 6 more plum trees this week. "
                "How many plum trees will the orchard have when the farmers are finished?"
            ),
            21,
        ),
    ],
)
def test_sound_readings_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # narrows a rate in time
        (
            "Tom walks 2 miles a day to school. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        (
            "Tom walks 2 miles to school every day. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        ("Tom walks 2 miles a day to work. How many miles does he walk in a week?", "unsupported_operation"),
        (
            "Tom drives 30 miles a day to work. How many miles does he drive in a week?",
            "unsupported_operation",
        ),
        (
            "Tom reads 20 pages a day at his job. How many pages does he read in a week?",
            "unsupported_operation",
        ),
        (
            "Tom swims 3 miles a day on vacation. How many miles does he swim in a week?",
            "unsupported_operation",
        ),
        ("Tom swims 3 miles a day at camp. How many miles does he swim in a week?", "unsupported_operation"),
        ("Tom saves $2 a day from his job. How much does he save in a week?", "unsupported_operation"),
        (
            "Tom walks 2 miles a day from school. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        (
            "Tom rides his bike 4 miles a day to work. How many miles does he ride in a week?",
            "unsupported_operation",
        ),
        (
            "Tom works 8 hours a day at the office. How many hours does he work in a week?",
            "unsupported_operation",
        ),
        (
            "Every day Tom walks 2 miles to school. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        ("Tom earns $50 a day at his job. How much does he earn in 2 weeks?", "unsupported_operation"),
        # the question asks about
        ("For 2 hours Pam plays tennis. How many hours does Pam play soccer?", "underdetermined"),
        ("Pam plays tennis for 2 hours. How many hours does Pam play soccer?", "underdetermined"),
        ("For 2 hours, Pam plays tennis. How many hours does Pam play soccer?", "underdetermined"),
        ("For 2 hours Pam plays. How many hours does Pam play tennis?", "underdetermined"),
        ("Pam plays for 2 hours. How many hours does Pam play tennis?", "underdetermined"),
        ("For 2 hours Pam reads a book. How many hours does Pam read a magazine?", "underdetermined"),
        ("Pam reads a book for 2 hours. How many hours does Pam read a magazine?", "underdetermined"),
        ("Pam reads for 30 minutes. How many minutes does Pam read a book?", "underdetermined"),
        ("Tom practices piano for 2 hours. How many hours does Tom practice guitar?", "underdetermined"),
        (
            "Mia plays piano for 2 hours a day. How many hours does she play guitar in a week?",
            "underdetermined",
        ),
        # with no group named
        ("For 3 hours they worked in the garden. How many hours did they work?", "ambiguous_unit"),
        ("For 3 hours they worked. How many hours did they work?", "ambiguous_unit"),
        ("Every day they walk 3 miles. How many miles do they walk in 4 days?", "ambiguous_unit"),
        ("Each day they read 10 pages. How many pages do they read in 3 days?", "ambiguous_unit"),
        ("Each week they save $10. How much money do they save in 4 weeks?", "ambiguous_unit"),
        # with no 'than' after
        ("Ann sold 3 apples. Tom sold 5 more apples. How many apples did Tom sell?", "ambiguous_unit"),
        ("Ann sold 3 apples. Tom sold 5 more. How many apples did Tom sell?", "ambiguous_unit"),
        (
            "Ann picked 3 apples. Tom picked 5 more apples. How many apples did they pick in all?",
            "ambiguous_unit",
        ),
        ("Ann baked 12 cookies. Sam baked 4 more cookies. How many cookies did Sam bake?", "ambiguous_unit"),
        ("Ann has 4 pens. Tom bought 3 more pens. How many pens does Tom have?", "ambiguous_unit"),
        ("Ann had 5 cards. Tom got 3 more cards. How many cards does Tom have?", "ambiguous_unit"),
        # nothing fixes
        ("Ivo bakes 12 pies and sells them for $3 each. How much money does Ivo have?", "underdetermined"),
        (
            "Ivo bakes 12 pies and sells them for $3 each. How much money does Ivo have now?",
            "underdetermined",
        ),
        ("Ivo sells 12 pies for $3 each. How much money does Ivo have?", "underdetermined"),
        (
            "Ivo sells 12 pies for $3 each and buys a hat for $10. How much money does Ivo have?",
            "underdetermined",
        ),
        # by a verb of getting on and off
        (
            "There were 20 apples in the box. 5 apples got off. How many apples are in the box?",
            "unsupported_operation",
        ),
        (
            "There were 20 apples in the box. 5 apples got off the box. How many apples are in the box?",
            "unsupported_operation",
        ),
        # still to come
        (
            "Ann sold 3 apples. Tom will sell 5 more apples than Ann. How many apples did Tom sell?",
            "unsupported_operation",
        ),
        (
            "Ann will sell 3 apples. Tom sold 5 more apples than Ann. How many apples did Tom sell?",
            "unsupported_operation",
        ),
        ("Tom will buy 4 pens. How many pens did Tom buy?", "unsupported_operation"),
        ("Tom bought 4 pens. He will buy 3 more pens. How many pens did Tom buy?", "unsupported_operation"),
    ],
)
def test_unsound_readings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
