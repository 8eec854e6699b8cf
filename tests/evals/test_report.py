"""Reports: deterministic bytes, counts per split, refusals by reason, every case."""

from __future__ import annotations

import json

from evals import report
from evals.summary import summary
from tests.evals.factories import correct, make_case, make_result, refused, wrong


def sample():
    a, b, c = make_case("a", "s1"), make_case("b", "s1"), make_case("c", "s2")
    return make_result(correct(a), refused(b, "unknown_word", "apples"), wrong(c, "4"))


def test_render_is_deterministic_and_sorted() -> None:
    first = report.render(report.build_report(sample()))
    second = report.render(report.build_report(sample()))
    assert first == second
    assert report.sha256(first) == report.sha256(second)
    data = json.loads(first)
    assert list(data) == sorted(data)


def test_counts_and_refusals() -> None:
    data = report.build_report(sample())
    assert data["counts"]["overall"] == {"total": 3, "correct": 1, "refused": 1, "wrong": 1}
    assert data["counts"]["by_split"]["s1"] == {"total": 2, "correct": 1, "refused": 1, "wrong": 0}
    assert data["refusals"]["overall"] == {"unknown_word": 1}
    assert data["splits"] == ["s1", "s2"]
    assert data["pack"] == {"name": "test_pack", "version": 1, "digest": "0" * 64}


def test_case_entries_hold_outcome_answer_gold_refusal_and_hash() -> None:
    cases = report.build_report(sample())["cases"]
    assert cases[0] == {
        "id": "a",
        "split": "s1",
        "outcome": "correct",
        "gold": "3",
        "answer": "3",
        "unit": "apple",
        "trace_hash": "a" * 64,
    }
    assert cases[1]["refusal"] == {
        "reason": "unknown_word",
        "detail": "stopped at 'apples'",
        "sentence_index": 0,
        "token_index": 3,
        "token_text": "apples",
    }


def test_parse_round_trip_and_foreign_json() -> None:
    data = report.render(report.build_report(sample()))
    assert report.parse(data) == json.loads(data)
    try:
        report.parse(b'{"cases": []}', "x.json")
    except report.ReportError as exc:
        assert str(exc) == 'x.json: not an evals report (expected format "evals-report/1")'
    else:
        raise AssertionError("a foreign document was accepted")


def test_summary_names_wrong_cases() -> None:
    text = summary(report.build_report(sample()))
    assert "wrong cases (1):\n  s2 c: gold 3, answer 4 apple" in text
    assert "unknown_word" in text
    assert "overall" in text


def test_errata_are_reported() -> None:
    case = make_case("e", "s1", gold="709", source_gold="208")
    data = report.build_report(make_result(correct(case)))
    assert data["errata"] == [{"id": "e", "split": "s1", "source_gold": "208", "gold": "709"}]
    assert data["cases"][0]["source_gold"] == "208"
    assert "errata applied (1): e 208 -> 709" in summary(data)


def test_report_names_the_reader_source_it_came_from(tmp_path) -> None:
    from evals.provenance import reader_source_digest

    root = tmp_path / "reader"
    root.mkdir()
    (root / "a.py").write_text("x = 1\n")
    before = reader_source_digest.__wrapped__(root)
    assert before == reader_source_digest.__wrapped__(root)
    (root / "a.py").write_text("x = 2\n")
    assert reader_source_digest.__wrapped__(root) != before
