"""Case files: the shipped data loads, and every kind of defect gives one exact message."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals import splits
from evals.cases import CaseFileError, Erratum, load_case_file, load_errata

GOOD = '{"id": "a", "question": "Tom has 3 apples. How many apples does Tom have?", "answer": "3"}'


def write(tmp_path: Path, *lines: str, name: str = "cases.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ((GOOD, '{"id": "b", "question": '), "line 2: invalid JSON: Expecting value (column 25)"),
        ((GOOD, "[1, 2]"), "line 2: expected a JSON object"),
        (('{"id": "a", "answer": "3"}',), 'line 1: missing field "question"'),
        (('{"question": "Q?", "answer": "3"}',), 'line 1: missing field "id"'),
        (('{"id": "a", "question": "Q?"}',), 'line 1: missing field "answer"'),
        (
            ('{"id": "a", "question": "", "answer": "3"}',),
            'line 1: field "question" must be a non-empty string',
        ),
        (('{"id": 7, "question": "Q?", "answer": "3"}',), 'line 1: field "id" must be a non-empty string'),
        (('{"id": "a", "question": "Q?", "answer": "3,5"}',), 'line 1: answer "3,5" is not a decimal number'),
        (('{"id": "a", "question": "Q?", "answer": "1e3"}',), 'line 1: answer "1e3" is not a decimal number'),
        ((GOOD, "", GOOD), 'line 3: duplicate id "a" (first on line 1)'),
    ],
)
def test_each_defect_names_file_and_line(tmp_path: Path, lines: tuple[str, ...], message: str) -> None:
    path = write(tmp_path, *lines)
    with pytest.raises(CaseFileError) as caught:
        load_case_file(path, "t")
    assert str(caught.value) == f"{path}, {message}"


def test_empty_file(tmp_path: Path) -> None:
    path = write(tmp_path, "", "  ")
    with pytest.raises(CaseFileError) as caught:
        load_case_file(path, "t")
    assert str(caught.value) == f"{path}: no cases (the file is empty)"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError) as caught:
        load_case_file(tmp_path / "nope.jsonl", "t")
    assert str(caught.value) == f"{tmp_path / 'nope.jsonl'}: no such file"


def test_refusal_case_needs_no_answer(tmp_path: Path) -> None:
    path = write(
        tmp_path, '{"id": "r", "question": "Tom has apples.", "expect_refusal": "no_question_target"}'
    )
    (case,) = load_case_file(path, "lane:x")
    assert case.gold is None and case.expect_refusal == "no_question_target" and case.split == "lane:x"


def test_errata_replace_gold_and_keep_the_source(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    errata = {"a": Erratum("a", "3", "4", "twin problem elsewhere says 4")}
    (case,) = load_case_file(path, "t", errata)
    assert (case.gold, case.source_gold) == ("4", "3")


def test_stale_erratum_is_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    with pytest.raises(CaseFileError) as caught:
        load_case_file(path, "t", {"a": Erratum("a", "40", "46", "r")})
    assert (
        str(caught.value) == f'{path}: erratum for "a" expects the source answer "40" but the file says "3"'
    )


def test_errata_file_shape(tmp_path: Path) -> None:
    path = tmp_path / "errata.yaml"
    path.write_text('errata:\n  - {id: x, source_answer: "40", answer: "46"}\n')
    with pytest.raises(CaseFileError) as caught:
        load_errata(path)
    assert str(caught.value) == f"{path}: erratum 1 needs the text fields id, source_answer, answer, reason"


def test_shipped_errata_file_parses() -> None:
    errata = load_errata()
    assert all(e.reason and e.answer != e.source_answer for e in errata.values())


EXPECTED_SIZES = {
    "gsm8k_train": 7473,
    "gsm8k_train_sample_v1": 50,
    "svamp": 700,
    "addsub": 229,
    "singleeq": 277,
    "singleop": 337,
    "multiarith": 399,
}


@pytest.mark.parametrize(("split", "size"), sorted(EXPECTED_SIZES.items()))
def test_shipped_datasets_load(split: str, size: int) -> None:
    cases = splits.load_splits([split])
    assert len(cases) == size
    assert {c.split for c in cases} == {split}


def test_groups_expand_to_sorted_splits() -> None:
    assert splits.expand(["mawps"]) == ("addsub", "multiarith", "singleeq", "singleop")
    assert splits.expand(["svamp", "mawps", "svamp"])[-1] == "svamp"


def test_lanes_are_discovered(tmp_path: Path) -> None:
    lanes = tmp_path / "lanes"
    lanes.mkdir()
    write(lanes, GOOD, name="possession.jsonl")
    assert splits.expand(["lanes"], lanes_dir=lanes) == ("lane:possession",)
    (case,) = splits.load_splits(["lane:possession"], lanes_dir=lanes, errata={})
    assert case.split == "lane:possession"


def test_unknown_split_lists_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError) as caught:
        splits.expand(["gsm8k_test"], lanes_dir=tmp_path)
    assert str(caught.value).startswith('unknown split "gsm8k_test"; known splits: addsub, gsm8k_train,')


def test_every_shipped_erratum_applies_to_its_case() -> None:
    errata = load_errata()
    cases = {c.id: c for c in splits.load_splits(["gsm8k_train_sample_v1", "mawps", "svamp", "gsm8k_train"])}
    for erratum in errata.values():
        case = cases[erratum.id]
        assert (case.gold, case.source_gold) == (erratum.answer, erratum.source_answer)
