"""The runner: chunking, process parallelism, deterministic order, crash handling."""

from __future__ import annotations

import io

import pytest

from evals import report
from evals.outcomes import READER_ERROR
from evals.progress import ProgressBar, render
from evals.runner import (
    ChunkResult,
    PackInfo,
    RunError,
    _assemble,
    chunk_size,
    make_chunks,
    read_case,
    run_cases,
)
from tests.evals.factories import make_case
from tests.evals.fakes import FakePackSource, sum_reader
from tests.evals.lexicon import tiny_lexicon


def many_cases(n: int = 60):
    cases = []
    for i in range(n):
        question = f"Tom has {i} apples and {i % 7} more." if i % 5 else "Tom has apples."
        cases.append(make_case(f"c{i:03d}", f"s{i % 3}", question, gold=str(i + i % 7 + (i % 11 == 0))))
    return tuple(sorted(cases, key=lambda c: c.split))


def test_chunks_cover_every_case_in_order() -> None:
    cases = many_cases(23)
    chunks = make_chunks(cases, 5)
    assert [len(c.cases) for c in chunks] == [5, 5, 5, 5, 3]
    assert tuple(case for chunk in chunks for case in chunk.cases) == cases
    assert chunk_size(7473, 2) == 100 and chunk_size(10, 2) == 2


def test_read_case_judges_answers_refusals_and_crashes() -> None:
    lex = tiny_lexicon()
    answered = read_case(make_case(question="Tom has 2 and 3.", gold="5"), lex, sum_reader)
    assert (answered.outcome, answered.answer, answered.unit) == ("correct", "5", "apple")
    refused = read_case(make_case(question="Tom has apples."), lex, sum_reader)
    assert refused.outcome == "refused" and refused.refusal.reason == "no_question_target"
    crashed = read_case(make_case(question="crash 1"), lex, sum_reader)
    assert crashed.outcome == "refused"
    assert (crashed.refusal.reason, crashed.refusal.detail) == (
        READER_ERROR,
        "ZeroDivisionError: division by zero",
    )


def test_jobs_one_and_two_give_identical_reports() -> None:
    cases = many_cases()
    one = run_cases(cases, FakePackSource(), jobs=1, progress=False, read=sum_reader)
    two = run_cases(cases, FakePackSource(), jobs=2, progress=False, read=sum_reader)
    assert [o.case for o in two.outcomes] == list(cases)
    assert report.render(report.build_report(one)) == report.render(report.build_report(two))
    assert {o.outcome for o in one.outcomes} == {"correct", "refused", "wrong"}


def test_reader_errors_are_kept_and_exposed() -> None:
    cases = (make_case("ok", question="1 and 2", gold="3"), make_case("bad", question="crash 3"))
    result = run_cases(cases, FakePackSource(), jobs=1, progress=False, read=sum_reader)
    assert [o.case.id for o in result.reader_errors] == ["bad"]


def test_a_pack_that_changes_mid_run_is_refused() -> None:
    results = [ChunkResult(0, PackInfo("p", 1, "a" * 64), ()), ChunkResult(1, PackInfo("p", 2, "b" * 64), ())]
    with pytest.raises(RunError, match="the pack changed during the run"):
        _assemble(results)


def test_progress_reports_count_rate_and_eta() -> None:
    assert render(50, 200, 10.0) == "[#######.......................] 50/200 25% 5.0 cases/s ETA 30s"
    stream = io.StringIO()
    ticks = iter([0.0, 1.0, 2.0])
    bar = ProgressBar(1000, stream, clock=lambda: next(ticks))
    bar.advance(100)
    bar.advance(100)
    assert stream.getvalue().splitlines()[-1].startswith("[######........................] 200/1000 20%")


def test_progress_runs_for_long_runs(capsys: pytest.CaptureFixture[str]) -> None:
    cases = many_cases(250)
    run_cases(cases, FakePackSource(), jobs=1, read=sum_reader)
    assert "250/250 100%" in capsys.readouterr().err
