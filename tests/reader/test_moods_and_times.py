"""Supposed, future and earlier-dated changes are not read as the story's next step (ADR 0147)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a supposition: the start is the same with and without the supposed change
        ("If Jo eats 3 plums, she will have 8 plums left. How many plums did Jo have at first?", 11),
        ("If Tom gives Jo 2 plums, Jo will have 10 plums. How many plums did Jo have at first?", 8),
        # a question asked inside the supposition, in the future
        ("If Jo eats 3 plums, she will have 8 plums left. How many plums will Jo have left?", 8),
        # a change still to come asked about in the future, or as the event itself
        ("Jo has 12 plums. On Monday, she will sell 5 plums. How many plums will she have left?", 7),
        ("Jo has 12 plums. Next week, she will get 4 plums from Tom. How many plums will Jo get?", 4),
        # 'the next day' is the story's next step, not the future
        ("Jo has 12 plums. The next day, she ate 5 plums. How many plums does she have now?", 7),
        # an earlier change of another holder and kind than the holding
        ("Jo has 12 plums. Yesterday, Tom sold 5 pens. How many plums does Jo have?", 12),
        # ADR 0010's question after 'if', and 'going to' a place
        ("Jo has 12 plums. If she eats 5 plums, how many plums are left?", 7),
        ("Jo has $2. While going to the shop, she found $3. How much money does Jo have?", 5),
        # 'Will' as a name is no future
        ("Will has 12 plums. Will gave 5 plums to Jo. How many plums does Will have?", 7),
    ],
)
def test_readings_that_stand(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # nothing has really changed: the amount now is the one before the supposed change
        ("If Jo eats 3 plums, she will have 8 plums left. How many plums does Jo have?", 11),
        ("If Tom gives Jo 2 plums, Jo will have 10 plums. How many plums does Jo have now?", 8),
        ("If Tom gives Jo 2 plums, Tom will have 10 plums. How many plums does Tom have now?", 12),
        ("Jo has $20. If she spends $6 on a hat, she will have $14. How much money does Jo have?", 20),
        ("Jo has 12 plums. If she finds 3 plums, she will be happy. How many plums does she have now?", 12),
        (
            "Jo has some plums. If she buys 2 plums, she will have twice as many plums as Tom. "
            "Tom has 5 plums. How many plums does Jo have?",
            8,
        ),
    ],
)
def test_suppositions_asked_now(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a present main clause may also mean "given that she ate 3": only the start is safe
        "If Jo eats 3 plums, she has 8 plums left. How many plums does Jo have?",
        # a real change before the supposition, or a holding of its holder after it
        "Jo has 9 plums. Tom gave her 2 plums. If she eats 4 plums, she will have 7 plums. "
        "How many plums does Jo have?",
        "If Jo eats 3 plums, she will have 8 plums left. Jo has 11 plums. How many plums did Jo have at first?",
        # two holders asked together
        "If Jo eats 3 plums, she will have 8 plums left. How many plums do Jo and Tom have together?",
    ],
)
def test_suppositions_refuse(text, lexicon):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "unsupported_operation"
    assert "supposes" in refused.detail


def test_a_supposition_that_contradicts_the_holding_refuses(lexicon):
    text = "Jo has $20. If she spends $6 on a hat, she will have $15. How much money does Jo have?"
    assert refusal_of(text, lexicon).reason == "readings_disagree"


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("Jo has 12 plums. On Monday, she will sell 5 plums. How many plums does she have now?", "will"),
        ("Jo has 12 plums. Next week, Tom will give her 4 plums. How many plums does Jo have today?", "Next"),
        ("Jo has $12. Later, she will spend $5. How much money does she have?", "will"),
    ],
)
def test_future_changes_and_present_questions_refuse(text, token, lexicon):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "unsupported_operation"
    assert refused.token_text == token


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("Jo has 12 plums. Yesterday, she ate 5 plums. How many plums does she have?", "Yesterday"),
        ("Jo has 12 plums now. Earlier, Tom gave her 5 plums. How many plums does Jo have now?", "Earlier"),
        ("Jo has 12 plums. Tom had given her 5 plums. How many plums does Jo have?", "had"),
        ("Jo has 12 plums. She already sold 5 plums. How many plums does she have?", "already"),
        ("Jo had 12 plums. Last week, Tom gave her 5 plums. How many plums does she have?", "Last"),
    ],
)
def test_earlier_changes_after_a_holding_refuse(text, token, lexicon):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert refused.token_text == token
