"""text_words and the guards built on it: a guard skips only readings that could not have answered."""

import importlib
import json
from pathlib import Path

import pytest

from reader.lifecycle import sentence_words
from reader.text_words import TextWords, text_words
from reader.tokenise import split_sentences

ROOT = Path(__file__).resolve().parents[2]


def test_text_words_holds_every_truthy_attribute_lemma_category_text_and_unit(lexicon):
    text = "Tom runs 3 miles every morning. He spends $5 on 20% of the remaining apples. How far does he run?"
    told = text_words(text, lexicon)
    words = [w for s in split_sentences(text) for w in sentence_words(s, lexicon) if w is not None]
    expected = {k for w in words if w.sense is not None for k, _ in w.sense.entry.attrs if w.attr(k)}
    assert told.attrs == expected
    assert "once_a" in told.attrs and told.has_attr("no_such_attribute", "once_a")
    assert {"spend", "run", "remaining"} <= told.lemmas | told.texts
    assert {"number", "pronoun"} <= told.categories
    assert {"percent", "dollar"} <= told.shape_units
    assert "morning" in told.texts and "Morning" not in told.texts
    assert text_words(text, lexicon) is told  # memoised


def test_a_text_without_the_word_has_no_trace_of_it(lexicon):
    told = text_words("Ann has 4 apples. How many apples does Ann have?", lexicon)
    assert not told.has_attr("once_a", "names_amount", "motion")
    assert "average" not in told.texts and "remaining" not in told.texts
    assert "percent" not in told.shape_units


class _Everything(frozenset):
    """A set that holds every name: with it, no guard stands aside."""

    def __contains__(self, item: object) -> bool:
        return True

    def __and__(self, other):  # type: ignore[override]
        return frozenset(other)

    __rand__ = __and__


_ALL = TextWords(_Everything(), _Everything(), _Everything(), _Everything(), _Everything())

# (module, function, whether it takes the re-reading callable)
GUARDED = [
    ("day_parts", "day_parts", False),
    ("week_days", "week_days", False),
    ("named_rates", "named_rates", False),
    ("money_wholes", "read_money_whole", False),
    ("averages", "read_average", True),
    ("averages", "read_average_acts", True),
    ("left_out_nouns", "fill_left_out_nouns", False),
    ("remaining_named", "remaining_named", True),
    ("item_parts", "read_item_parts", True),
    ("percent_comparisons", "percent_comparisons", False),
    ("speed_legs", "read_speed_legs", True),
    ("priced_purchases", "priced_purchases", False),
    ("pair_rates", "pair_rates", False),
    ("filled_more", "read_filled_more", False),
    ("item_parts", "same_container_text", False),
]


def _lane_questions() -> list[str]:
    out = []
    for path in sorted((ROOT / "evals" / "lanes").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line)["question"])
    return out[::4]


@pytest.mark.parametrize("module_name,function_name,rereads", GUARDED)
def test_each_guard_changes_no_result(lexicon, monkeypatch, module_name, function_name, rereads):
    """Every fourth lane question read with the guard and with a guard that never stands aside: the same
    result, and the same texts asked of the reader again (the stub answers nothing)."""
    module = importlib.import_module(f"reader.{module_name}")
    function = getattr(module, function_name)
    questions = _lane_questions()

    def run() -> list[tuple[object, tuple[str, ...]]]:
        results = []
        for question in questions:
            asked: list[str] = []

            def read(text, lex, asked=asked):
                asked.append(text)

            args = (question, lexicon, read) if rereads else (question, lexicon)
            results.append((function(*args), tuple(asked)))
        return results

    guarded = run()
    assert any(result is None for result, _ in guarded)
    monkeypatch.setattr(module, "text_words", lambda text, lex: _ALL)
    assert run() == guarded
