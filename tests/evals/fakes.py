"""Picklable stand-ins for a pack source and a reader, for testing the runner's machinery.

They live in a module (not inside a test) so worker processes can import them.
The fake reader is honest arithmetic over the question's digits, enough to
produce answers, refusals and crashes that depend only on the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tests.evals.lexicon import tiny_lexicon


@dataclass(frozen=True)
class FakePack:
    name: str
    version: int
    digest: str
    lexicon: Any


@dataclass(frozen=True)
class FakePackSource:
    digest: str = "d" * 64

    def __call__(self) -> FakePack:
        return FakePack("fake", 1, self.digest, tiny_lexicon())


@dataclass(frozen=True)
class FakeAnswer:
    value: Fraction
    unit: str
    trace_hash: str


@dataclass(frozen=True)
class FakeRefusal:
    reason: str
    detail: str
    sentence_index: int
    token_index: int
    token_text: str


def sum_reader(text: str, lexicon: Any) -> FakeAnswer | FakeRefusal:
    """Adds the numbers in the text; refuses when there are none; crashes on the word 'crash'."""
    if "crash" in text:
        raise ZeroDivisionError("division by zero")
    numbers = [int(n) for n in re.findall(r"[0-9]+", text)]
    if not numbers:
        return FakeRefusal("no_question_target", "no numbers", 0, 0, "")
    return FakeAnswer(Fraction(sum(numbers)), "apple", f"{sum(numbers):064x}")


def lexicon_reader(text: str, lexicon: Any) -> FakeAnswer | FakeRefusal:
    """Refuses ``unknown_word`` at the first word the lexicon lacks; otherwise adds the numbers."""
    from reader.primitives import match_primitive
    from reader.tokenise import split_sentences

    if "crash" in text:
        raise ZeroDivisionError("division by zero")
    for s_index, sentence in enumerate(split_sentences(text)):
        for t_index, token in enumerate(sentence.tokens):
            word = token.text
            if word.isalpha() and match_primitive(word) is None and lexicon.lookup(word) is None:
                return FakeRefusal("unknown_word", f"{word!r} is not in the lexicon", s_index, t_index, word)
    return sum_reader(text, lexicon)
