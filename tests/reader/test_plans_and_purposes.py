"""A plan's object may point at an amount ('some', 'the', 'his'): remembered, never counted (ADR 0134)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a vague amount in the plan, then the events that carry it out
        (
            "Nia went to the shop to buy some apples. She bought 6 apples and 2 lemons. How many apples did she buy?",
            6,
        ),
        (
            "Omar wants to pick some berries. He picked 11 berries and then 4 berries. How many berries did he pick?",
            15,
        ),
        # a definite article or an owner in the plan, then amounts of other things
        (
            "The club decided to hold the meeting at the hall. There are 12 boys and 9 girls. How many children are there?",
            21,
        ),
        (
            "Jen wants to decorate her room. She has 7 brushes. She lost 2 brushes. How many brushes does she have now?",
            5,
        ),
        (
            "Ali decided to wash his car. He used 3 buckets of water and then 2 buckets. How many buckets did he use?",
            5,
        ),
        # a plan to buy carried out later: the money held after the plan pays for what was bought
        (
            "Kim went to the store to buy some socks. She had $20. She bought 3 pairs of socks for $4 each. "
            "How much money does she have left?",
            8,
        ),
        # a question with no unit counts only the events that carried the plan out
        (
            "Raj went to the bakery to buy some bread. He bought 2 loaves for $3 each and 1 cake for $5. "
            "How much did he spend?",
            11,
        ),
    ],
)
def test_plan_with_a_pointing_word_is_scene(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # an intended amount is never an amount held
        ("Nia wants to buy 4 apples. How many apples does she have?", "unexpected_category", "4"),
        (
            "Nia went to buy 2 more apples. She has 3 apples. How many apples does she have?",
            "unexpected_category",
            "2",
        ),
        # the plan points at something the story counts, with no event of the plan's verb stating how much
        (
            "Nia went to the shop to buy some apples. She has 3 apples. How many apples does she have?",
            "incomplete_operation",
            "buy",
        ),
        (
            "Nia decided to sell her plums. She had 9 plums. How many plums does she have?",
            "incomplete_operation",
            "sell",
        ),
        # a kind the question adds the planned things into
        (
            "Nia wants to sell her pears. She has 4 pears and 5 figs. How many fruits does she have?",
            "incomplete_operation",
            "sell",
        ),
        # after amounts of the doer: the plan may have used them
        (
            "Nia has $30. She went to the mall to buy some hats. How much money does she have?",
            "incomplete_operation",
            "buy",
        ),
        (
            "Nia has $30. She went to the mall to buy hats. How much money does she have?",
            "incomplete_operation",
            "buy",
        ),
        (
            "Nia has 9 plums. She decided to sell some plums. How many plums does she have?",
            "unexpected_category",
            "plums",
        ),
        # a denied plan keeps its refusal; a pronoun or 'all of' in the plan still refuses
        (
            "Nia does not want to buy some apples. She has 3 apples. How many apples does she have?",
            "unexpected_category",
            "buy",
        ),
        (
            "Nia has 9 plums. She wants to sell them. How many plums does she have?",
            "unexpected_category",
            "them",
        ),
        (
            "Nia has 9 plums. She wants to give all of her plums to Ed. How many plums does she have?",
            "unexpected_category",
            "all",
        ),
        # a plan to buy something it points at names money: money counted with no buying after it refuses
        (
            "Nia went to the shop to buy some hats. She had $30. How much money does she have left?",
            "incomplete_operation",
            "buy",
        ),
        (
            "Nia wants to buy the blue hat. She has $30. She earned $5. How much money does she have?",
            "incomplete_operation",
            "buy",
        ),
        # the question names no unit and no later event carries the plan out
        (
            "Nia went to the shop to buy some apples. She found 3 pears. How many did she find?",
            "incomplete_operation",
            "buy",
        ),
    ],
)
def test_plan_refusals(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == (reason, token)
