"""Two small readers for tests: the answer's value, or the refusal, with a clear failure otherwise."""

from fractions import Fraction

from reader import Answer, ReaderRefusal, read_problem


def value_of(text: str, lexicon) -> Fraction:
    """The value the reader answers; fails (showing the refusal) when it refuses."""
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    return result.value


def refusal_of(text: str, lexicon) -> ReaderRefusal:
    """The refusal the reader gives; fails (showing the value) when it answers."""
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), f"answered {result.value} {result.unit}"
    return result
