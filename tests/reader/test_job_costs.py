"""The money or time one told job took, with a dummy 'it': what its doer spent (ADR 0374)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Yuki had $75. It cost her $28 to repair her boots. How much money does Yuki have left?", 47),
        (
            "Bram had 30 dollars. It cost him 11 dollars to hang his mirror. How much money does he have now?",
            19,
        ),
        ("Yuki had $75. It cost Yuki $28 to repair the boots. How much money does she have left?", 47),
        # a list of jobs sharing the opening, with a serial comma and a job with no object
        ("It cost Bram $13 to oil his saddle and $6 to brush his coat. How much money did Bram spend?", 19),
        (
            "It cost Bram $13 to oil his saddle, $6 to brush his coat, and $2 to park. How much money did he spend?",
            21,
        ),
        # time spent the same way
        (
            "It took Yuki 35 minutes to trim the hedge and 20 minutes to rake the lawn. How many minutes did Yuki spend?",
            55,
        ),
        # the spending read as any other: a start found from what is left, another payment beside it
        ("It cost Bram $13 to oil his saddle. He had $40 left. How much money did Bram have at first?", 53),
        (
            "Yuki had $75. It cost her $28 to repair her boots. She bought a scarf for $9. How much money does Yuki have left?",
            38,
        ),
        # the doer named among others: only the doer's money moves
        (
            "Yuki had $75. Bram had $30. It cost Bram $12 to oil his saddle. How much money do they have together?",
            93,
        ),
    ],
)
def test_job_cost_is_spent_by_its_doer(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no doer: who paid is not told
        "Yuki had $75. It cost $28 to repair her boots. How much money does Yuki have left?",
        # present or future: how often, or whether it was paid at all, is not told
        "Yuki had $75. It costs her $28 to repair her boots. How much money does Yuki have left?",
        "Yuki had $75. It will cost her $28 to repair her boots. How much money does Yuki have left?",
        # a time after the job, 'only', 'also', a plural doer, another's things
        "Yuki had $75. It cost her $28 to repair her boots every year. How much money does Yuki have left?",
        "Yuki had $75. It only cost her $28 to repair her boots. How much money does Yuki have left?",
        "Yuki had $75. It also cost her $28 to repair her boots. How much money does Yuki have left?",
        "Yuki had $75. Bram had $30. It cost them $28 to repair the boots. How much money does Yuki have left?",
        "Yuki had $75. It cost Omar $28 to repair her boots. How much money does Yuki have left?",
        # a pronoun doer with two people of that kind read
        "Yuki had $75. Lena had $30. It cost her $28 to repair her boots. How much money does Yuki have left?",
        # a job with a second object after 'and'
        "Yuki had $75. It cost her $28 to repair her boots and the belt. How much money does Yuki have left?",
    ],
)
def test_job_cost_refuses_when_the_payer_or_the_job_is_unclear(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unresolved_pronoun" and refusal.token_text == "It"


@pytest.mark.parametrize(
    "text",
    [
        "Bram had $40. It cost him $12 to oil each saddle. How much money does Bram have left?",
        "Bram had $40. It costs $12 to oil a saddle. How much money does Bram have now?",
        "Bram has 90 minutes. It takes him 15 minutes to oil a saddle. How many minutes does he have left?",
    ],
)
def test_rate_of_a_doing_beside_money_held_refuses(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "how many times" in refusal.detail


def test_rate_of_a_doing_still_scales(lexicon):
    text = "Bram had $40. It costs $12 to oil a saddle. How much does it cost to oil 3 saddles?"
    assert value_of(text, lexicon) == 36


def test_time_spent_beside_a_time_of_one_doing_refuses(lexicon):
    text = (
        "It took Omar 20 minutes to oil the saddle. It takes him 10 minutes to brush a coat. "
        "How many minutes did he spend?"
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_time_asked_of_told_doings_keeps_its_own_refusal(lexicon):
    text = (
        "It takes Omar 30 minutes to mow a lawn. He rakes 6 lawns. How many hours does he spend raking lawns?"
    )
    assert refusal_of(text, lexicon).reason != "underdetermined"
