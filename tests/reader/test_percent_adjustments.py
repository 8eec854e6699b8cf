"""A percentage change told in its own sentence, in a leading 'if', by 'tipped', or a raise (ADR 0395)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "The tax was 10%." / "Tax was 10%." / "There was a 20% discount." after one purchase
        ("Nora bought 5 plates for $8 each. The tax was 10%. How much did she pay?", 44),
        ("Nora bought 5 plates for $8 each. Tax was 5%. How much did Nora pay in total?", 42),
        ("Nora bought 5 plates for $8 each. The discount is 25%. How much did she pay?", 30),
        ("Nora bought 5 plates for $8 each. There was a 20% discount. How much did she pay?", 32),
        ("Nora bought 5 plates for $8 each. There was a 10% sales tax. How much did she pay?", 44),
        # the change named in a leading 'if'
        ("Nora bought a rug for $120. If the tax was 5%, how much did she pay?", 126),
        ("Nora bought a rug for $120. If tax was 10%, how much did she pay after tax?", 132),
        # 'save' asks the discount; 'after the discount' asks what was paid with it
        ("Nora bought a rug for $120. She got a 25% discount. How much did she save?", 30),
        ("Nora bought a rug for $120. The discount was 25%. How much money did she save?", 30),
        ("Nora bought a rug for $120. She got a 25% discount. How much did she pay after the discount?", 90),
        # a compound noun whose head names the change
        ("Nora bought a rug for $120 and paid a 5% sales tax. How much was the tax?", 6),
        # the tip said as the verb; the person tipped only gets it
        ("Eli bought a lunch for $30. He tipped the waiter 20%. How much did he pay?", 36),
        ("Eli bought a lunch for $30 and tipped his driver 10%. How much did he pay in all?", 33),
        ("Eli bought a lunch for $30. He tips 15%. How much was the tip?", Fraction(9, 2)),
        # a raise of a wage earned per period, asked with 'now'
        ("Eli earns $700 a week. He got a 10% raise. How much does he earn in a week now?", 770),
        ("Eli earns $12 an hour and got a 25% raise. How much does Eli earn in an hour now?", 15),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # two prices: which one does the tax change?
        "Nora bought 5 plates for $8 each and 2 cups for $3 each. The tax was 10%. How much did she pay?",
        # two changes: the order matters
        "Nora bought 5 plates for $8 each. The tax was 10%. The discount was 20%. How much did she pay?",
        "Nora bought a rug for $120. If the tax was 5% and the tip was 5%, how much did she pay?",
        # a tax saves nothing; 'after tax' with a discount told
        "Nora bought a rug for $120. The tax was 10%. How much did she save?",
        "Nora bought a rug for $120. The discount was 10%. How much did she pay after tax?",
        # a payment may already be after the discount; a raise changes a wage
        "Nora paid $120 for a rug. The discount was 10%. How much did she pay?",
        "Nora bought a rug for $120. The raise was 10%. How much did she pay?",
        # a condition that names no percentage; a percentage of something named
        "Nora bought a rug for $120. If she paid tax, how much did she pay?",
        "Nora bought a rug for $120. If the tax was 5% of the price, how much did she pay?",
        # a tip in money, by someone else, asked of the waiter, or denied
        "Eli bought a lunch for $30. He tipped the waiter $5. How much did he pay?",
        "Eli bought a lunch for $30. His sister tipped the waiter 20%. How much did he pay?",
        "Eli bought a lunch for $30. He tipped the waiter 20%. How much did the waiter get?",
        "Eli bought a lunch for $30. He did not tip the waiter 20%. How much did he pay?",
        # two buyers
        "Eli bought a lunch for $30. Ana bought a lunch for $20. The tax was 10%. How much did Eli pay?",
        # a whole discount, a zero tax
        "Nora bought a rug for $120. The discount was 100%. How much did she pay?",
        "Nora bought a rug for $120. The tax was 0%. How much did she pay?",
        # a raise: no 'now', the past, a wage told after it, two wages, another period
        "Eli earns $12 an hour. He got a 25% raise. How much does he earn in an hour?",
        "Eli earns $12 an hour. He got a 25% raise. How much did he earn in an hour?",
        "Eli got a 25% raise. He earns $12 an hour. How much does he earn in an hour now?",
        "Eli earns $12 an hour. Ana earns $10 an hour. He got a 25% raise. How much does he earn in an hour now?",
        "Eli earns $12 an hour. He got a 25% raise. How much does he earn in a day now?",
    ],
)
def test_refuses(text, lexicon):
    refusal_of(text, lexicon)
