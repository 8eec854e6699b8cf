"""Which stored cases a preview reads again: every case where the reader meets a surface form.

The text search must find a surface wherever the tokeniser makes a token of
it, or a preview could miss a case that a ratification would change.
"""

from __future__ import annotations

import json

import pytest

from corridor.services.preview import _surface_pattern
from evals.splits import DATA_DIR, lane_files
from packs.model import normalise_surface
from reader.tokenise import CLITICS, NOT_CLITIC, split_sentences

SPLIT_OFF = {NOT_CLITIC, *CLITICS}  # clitics: pieces of a word, closed-class entries, never proposed


@pytest.mark.parametrize(
    ("surface", "text"),
    [
        ("did", "She didn't read the rest."),
        ("was", "Andy wasn’t happy."),
        ("sale", "The sign said 'sale' today."),
        ("stack", "He put the dimes in a stack."),
    ],
)
def test_a_surface_the_tokeniser_makes_a_token_of_is_found(surface, text):
    assert _surface_pattern({surface}).search(text.replace("\u2019", "'"))


@pytest.mark.parametrize(
    ("surface", "text"), [("s", "Tom's dog."), ("stack", "He stacked dimes."), ("did", "Didnt")]
)
def test_a_surface_inside_a_longer_token_is_not_found(surface, text):
    assert _surface_pattern({surface}).search(text) is None


def _questions() -> list[str]:
    # MultiArith writes "didn't" and "wasn't", where the tokeniser splits off "n't".
    paths = [DATA_DIR / "multiarith.jsonl", DATA_DIR / "gsm8k_train_sample_v1.jsonl", *lane_files().values()]
    return [json.loads(line)["question"] for path in paths for line in path.open() if line.strip()]


def test_every_word_token_of_the_shipped_questions_is_found_by_its_own_surface():
    questions = _questions()
    assert questions, "no questions to check"
    missed = []
    for question in questions:
        text = question.replace("\u2019", "'")
        for sentence in split_sentences(question):
            for token in sentence.tokens:
                surface = normalise_surface(token.text)
                if surface in SPLIT_OFF or not surface[0].isalnum():
                    continue
                if not _surface_pattern({surface}).search(text):
                    missed.append((token.text, question))
    assert missed == []
