"""Containers of another kind, things put into a place, moves asked 'home' / 'back' (ADR 0293)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # A: a rate per container applied to containers said to hold another kind
        (
            "Each tray holds 9 muffins. Nina baked 7 trays of cookies. How many muffins did Nina bake?",
            "unit_mismatch",
        ),
        (
            "Nina baked 7 trays of cookies. Each tray holds 9 muffins. How many muffins did Nina bake?",
            "unit_mismatch",
        ),
        (
            "Each tray holds 9 muffins. Nina has 7 trays of cookies. How many muffins does Nina have?",
            "unit_mismatch",
        ),
        (
            "Sam bought 2 boxes of pencils. Ann bought 5 boxes of pens. Each box has 12 pencils. "
            "How many pencils did Ann buy?",
            "unit_mismatch",
        ),
        (
            "Each carton has 12 eggs. Mia bought 3 cartons of milk. How many eggs did Mia buy?",
            "unit_mismatch",
        ),
        (
            "Lena sold 4 bags of rice. Each bag has 8 potatoes. How many potatoes did Lena sell?",
            "unit_mismatch",
        ),
        (
            "The farmer picked 6 baskets of apples. Each basket holds 20 peaches. How many peaches did the farmer pick?",
            "unit_mismatch",
        ),
        (
            "Lena gave 4 boxes of toys to Max. Each box has 8 books. How many books did Lena give to Max?",
            "unit_mismatch",
        ),
        (
            "Each crate holds 12 bottles. The shop got 4 crates of cans. How many bottles did the shop get?",
            "unit_mismatch",
        ),
        # A: a rate told for another time than the containers
        (
            "Kate found 7 packs of balls. Each pack had contained 18 balls. How many balls did Kate find?",
            "underdetermined",
        ),
        (
            "Each crate held 20 oranges last year. The grocer sold 6 crates this year. "
            "How many oranges did the grocer sell?",
            "underdetermined",
        ),
        # K: things put into a place, the putter's own amount asked
        ("Tom has $20. He puts $5 in the bank. How much money does Tom have?", "unsupported_operation"),
        ("Tom has $20. He puts $5 in the bank. How much money does Tom have left?", "unsupported_operation"),
        (
            "Tom had 20 apples. He put 5 apples on the table. How many apples does he have?",
            "unsupported_operation",
        ),
        (
            "Tom had 20 apples. He placed 5 apples in a box. How many apples does Tom have?",
            "unsupported_operation",
        ),
        ("Tom has 10 apples. He puts 4 on a plate. How many apples does Tom have?", "unsupported_operation"),
        # E: a move asked with a direction no told move names
        (
            "Felix brought $80 to the fair. He spent $25 on tickets. How much money did he bring home?",
            "unsupported_operation",
        ),
        (
            "Felix brought 80 apples to the fair. He sold 25 apples. How many apples did he bring back?",
            "unsupported_operation",
        ),
        ("Felix sent 80 apples to school. How many apples did he send home?", "unsupported_operation"),
        (
            "Tom brought 10 cookies to the party. His friends ate 6. How many cookies did he bring home?",
            "unsupported_operation",
        ),
        ("Felix gave 80 apples to Ann. How many apples did he give back?", "unsupported_operation"),
    ],
)
def test_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # containers of the rate's own kind, a wider kind, or a substance counted in portions or pieces
        ("Each tray holds 9 muffins. Nina baked 7 trays of muffins. How many muffins did Nina bake?", 63),
        ("Each tray holds 9 muffins. Nina baked 7 trays. How many muffins did Nina bake?", 63),
        ("Each bag holds 6 apples. Ann bought 3 bags of fruit. How many apples did Ann buy?", 18),
        ("Each carton holds 6 bottles. Sam bought 5 cartons of juice. How many bottles did Sam buy?", 30),
        ("Each pack of gum has 5 sticks. Ann bought 4 packs of gum. How many sticks did Ann buy?", 20),
        ("Each box holds 10 pieces. Tom bought 4 boxes of chocolate. How many pieces did Tom buy?", 40),
        (
            "The school bought 9 cases of water. Each case has 24 bottles. How many bottles did the school buy?",
            216,
        ),
        ("Kate bought 7 packs of balls. Each pack contained 18 balls. How many balls did Kate buy?", 126),
        # the place's count, the move itself, what was held at first, what is still on hand
        (
            "There were 4 pears in the bowl. Ann put 5 pears in the bowl. How many pears are in the bowl now?",
            9,
        ),
        ("Ann had 12 pears. She put 5 pears in a bowl. How many pears did Ann have at first?", 12),
        ("Ian had 14 coins. He put 5 coins in the jar. How many coins does Ian have now?", 9),
        ("Ann had 12 pears. She gave 5 pears to Ben. How many pears does Ann have?", 7),
        # the move told, asked as told; change handed back after paying
        ("Lily brought 30 cupcakes to the party. How many cupcakes did she bring?", 30),
        ("Omar bought 3 pens for $2 each. He paid with a $10 bill. How much change did he get back?", 4),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value
