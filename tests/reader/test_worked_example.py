"""The seed worked example never answers wrongly; a refusal keeps the earlier state intact."""

from fractions import Fraction

from reader import Answer, ReaderRefusal, read_problem
from reader.lifecycle import apply_word, begin_sentence, end_sentence
from reader.state import ProblemReadingState
from reader.tokenise import split_sentences

WORKED = (
    "Nora earns $16.00 an hour. If she works more than 8 hours in a shift, she gets overtime, paid at her "
    "hourly wage plus half her hourly wage. If she works 10 hours a day for 5 days, how much money does she make?"
)


def read_until_refusal(text, lexicon):
    problem = ProblemReadingState()
    for sentence in split_sentences(text):
        state = begin_sentence(problem, sentence.start)
        for token in sentence.tokens:
            state = apply_word(state, problem, token.text, lexicon)
            if isinstance(state, ReaderRefusal):
                return problem, state
        closed = end_sentence(state, problem, sentence.end, sentence.is_question)
        if isinstance(closed, ReaderRefusal):
            return problem, closed
        problem = closed
    return problem, None


def test_worked_example_is_880_or_a_located_refusal(lexicon):
    result = read_problem(WORKED, lexicon)
    if isinstance(result, Answer):
        assert result.value == Fraction(880)
        return
    assert result.sentence_index >= 1
    problem, refusal = read_until_refusal(WORKED, lexicon)
    assert refusal is not None and refusal.sentence_index == result.sentence_index
    assert problem.sentence_index == refusal.sentence_index  # every earlier sentence committed
    rate = problem.accumulated_initial_state[0]
    assert (rate.entity, rate.quantity.value, rate.quantity.unit.dimension, rate.quantity.per.head) == (
        "nora",
        Fraction(16),
        "money",
        "hour",
    )
    assert [e.key for e in problem.entity_registry] == ["nora"]


def test_refused_sentence_commits_nothing(lexicon):
    problem, refusal = read_until_refusal("Sam has 5 apples. He zqxv 3 apples. How many apples?", lexicon)
    assert refusal is not None and refusal.reason == "unknown_word"
    assert problem.sentence_index == 1
    assert len(problem.accumulated_initial_state) == 1
    assert problem.accumulated_operations == ()
