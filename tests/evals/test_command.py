"""`manage.py evals`: the steps, storing, exit codes and messages (machinery, with a fake reader)."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from corridor.management.commands import evals as command
from corridor.models import Candidate, CandidateCase, CaseResult, EvalRun
from evals import runner
from tests.evals.fakes import FakePackSource, lexicon_reader

pytestmark = pytest.mark.django_db

CASES = [
    {"id": "ok1", "question": "Tom has 2 apples and 3 apples. How many apples?", "answer": "5"},
    {"id": "ok2", "question": "Tom has 4 cakes. How many cakes?", "answer": "4"},
    {"id": "kum1", "question": "Tom has 3 kumquats. How many kumquats?", "answer": "3"},
    {"id": "kum2", "question": "Tom has 5 kumquats and 2 plums. How many?", "answer": "7"},
    {"id": "plum", "question": "Tom has 1 plums. How many plums?", "answer": "1"},
]


@pytest.fixture(autouse=True)
def fake_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every run in this module reads with the tiny lexicon and the lexicon-checking fake reader."""
    monkeypatch.setattr(command, "pack_source", lambda pack_dir: FakePackSource())
    monkeypatch.setattr(runner, "default_read", lambda: lexicon_reader)


def write_cases(tmp_path: Path, rows: list[dict], name: str = "cases.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def run(*args: str) -> str:
    """Call the command; `run` reads in this process so the fake reader applies."""
    extra = ("--jobs", "1", "--no-progress") if args[0] == "run" else ()
    out = StringIO()
    call_command("evals", *args, *extra, stdout=out)
    return out.getvalue()


def test_run_stores_the_run_every_case_and_the_report(tmp_path: Path) -> None:
    cases, report = write_cases(tmp_path, CASES), tmp_path / "r.json"
    out = run("run", "--cases", str(cases), "--report", str(report))
    stored = EvalRun.objects.get()
    assert (stored.status, stored.total, stored.correct, stored.refused, stored.wrong) == ("done", 5, 2, 3, 0)
    assert stored.splits == ["file:cases"] and stored.pack_name == "fake"
    assert list(CaseResult.objects.values_list("case_id", "outcome")) == [
        ("ok1", "correct"),
        ("ok2", "correct"),
        ("kum1", "refused"),
        ("kum2", "refused"),
        ("plum", "refused"),
    ]
    assert stored.report.encode() == report.read_bytes()
    assert f"report sha256 {stored.report_sha256} (run {stored.pk})" in out
    assert "unknown_word" in out and "wrong cases: none" in out


def test_two_runs_write_identical_reports(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, CASES)
    run("run", "--cases", str(cases), "--report", str(tmp_path / "a.json"))
    run("run", "--cases", str(cases), "--report", str(tmp_path / "b.json"), "--no-store")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    assert EvalRun.objects.count() == 1


def test_harvest_groups_and_is_idempotent(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, CASES)
    run("run", "--cases", str(cases))
    kumquats = Candidate.objects.get(signature="unknown_word:kumquats")
    plums = Candidate.objects.get(signature="unknown_word:plums")
    assert (kumquats.blocked_count, kumquats.also_count, kumquats.kind) == (2, 0, "lexical")
    assert (plums.blocked_count, plums.also_count) == (1, 1)
    row = CandidateCase.objects.get(candidate=plums, case_id="kum2")
    assert (row.role, row.sentence[row.token_start : row.token_end]) == ("also", "plums")
    before = sorted(CandidateCase.objects.values_list("candidate__signature", "case_id", "role"))
    run("run", "--cases", str(cases))
    assert Candidate.objects.count() == 2
    assert sorted(CandidateCase.objects.values_list("candidate__signature", "case_id", "role")) == before
    assert Candidate.objects.get(pk=kumquats.pk).last_seen_run_id == EvalRun.objects.order_by("-id")[0].pk


def test_a_wrong_case_exits_1_and_names_it(tmp_path: Path) -> None:
    cases = write_cases(
        tmp_path, [{"id": "w1", "question": "Tom has 2 apples and 3 apples. How many?", "answer": "6"}]
    )
    out = StringIO()
    with pytest.raises(CommandError) as caught:
        call_command("evals", "run", "--cases", str(cases), "--jobs", "1", "--no-progress", stdout=out)
    assert str(caught.value) == "1 case(s) answered wrong: w1"
    assert "file:cases w1: gold 6, answer 5 apple" in out.getvalue()
    assert EvalRun.objects.get().wrong == 1


def test_a_reader_crash_fails_the_run_loudly(tmp_path: Path) -> None:
    cases = write_cases(
        tmp_path, [{"id": "boom", "question": "Tom has 2 crash apples. How many?", "answer": "2"}]
    )
    monkeypatch_read = runner.default_read
    with pytest.raises(CommandError) as caught:
        run("run", "--cases", str(cases))
    assert monkeypatch_read is runner.default_read
    assert str(caught.value).startswith("the reader raised an exception on 1 case(s): boom (")
    stored = EvalRun.objects.get()
    assert stored.status == "failed" and stored.error == str(caught.value)
    assert CaseResult.objects.get().refusal_reason == "reader_error"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '{"id": "a", "question": "Q?", "answer": "1"}\n{"id": "b", "question": "Q?", "answer":\n',
            "line 2: invalid JSON: Expecting value (column 40)",
        ),
        ('{"id": "a", "question": "Q?"}\n', 'line 1: missing field "answer"'),
        (
            '{"id": "a", "question": "Q?", "answer": "1"}\n{"id": "a", "question": "Q?", "answer": "2"}\n',
            'line 2: duplicate id "a" (first on line 1)',
        ),
        ('{"id": "a", "question": "Q?", "answer": "one"}\n', 'line 1: answer "one" is not a decimal number'),
    ],
)
def test_malformed_files_give_one_message_and_store_nothing(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("run", "--cases", str(path))
    assert str(caught.value) == f"{path}, {message}"
    assert not EvalRun.objects.exists() and not CaseResult.objects.exists() and not Candidate.objects.exists()


def test_an_empty_file_stores_nothing(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text("", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("run", "--cases", str(path))
    assert str(caught.value) == f"{path}: no cases (the file is empty)"
    assert not EvalRun.objects.exists()


def test_compare_two_stored_runs(tmp_path: Path) -> None:
    run("run", "--cases", str(write_cases(tmp_path, CASES)))
    fixed = [dict(row, question=row["question"].replace("kumquats", "apples")) for row in CASES]
    run("run", "--cases", str(write_cases(tmp_path, fixed)))
    first, second = EvalRun.objects.order_by("id")
    text = run("compare", str(first.pk), str(second.pk))
    assert (
        "newly correct: 1\n  file:cases kum1 (gold 3): refused unknown_word at 'kumquats' -> correct 3"
        in text
    )
    delta = json.loads(run("compare", str(first.pk), str(second.pk), "--json"))
    assert [c["id"] for c in delta["changes"]["newly_correct"]] == ["kum1"]
    assert [c["id"] for c in delta["changes"]["refusal_moved"]] == ["kum2"]
    assert Candidate.objects.get(signature="unknown_word:kumquats").status == "resolved"
    assert Candidate.objects.get(signature="unknown_word:plums").status == "open"


def test_compare_names_a_missing_run() -> None:
    with pytest.raises(CommandError) as caught:
        run("compare", "41", "42")
    assert str(caught.value) == "no eval run with id 41"


def test_list_and_splits(tmp_path: Path) -> None:
    run("run", "--cases", str(write_cases(tmp_path, CASES)))
    listing = run("list")
    assert "file:cases" in listing and "done" in listing
    names = run("splits")
    assert "gsm8k_train_sample_v1" in names and "mawps" in names and "baseline (make run):" in names


def test_a_group_with_no_cases_stores_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from evals import splits

    monkeypatch.setattr(splits, "LANES_DIR", tmp_path)
    with pytest.raises(CommandError) as caught:
        run("run", "--split", "lanes")
    assert str(caught.value) == "the splits lanes hold no cases"
    assert not EvalRun.objects.exists()
