"""Compare: every kind of change between two reports is classified."""

from __future__ import annotations

from evals.compare import compare, render_text
from evals.report import build_report
from tests.evals.factories import correct, make_case, make_result, refused, wrong

CASES = {
    name: make_case(name, "s") for name in ("fixed", "broke", "regressed", "moved", "changed", "same", "gone")
}


def before():
    c = CASES
    return build_report(
        make_result(
            refused(c["fixed"]),
            correct(c["broke"]),
            refused(c["regressed"]),
            refused(c["moved"], "unknown_word", "apples"),
            wrong(c["changed"], "4"),
            refused(c["same"]),
            correct(c["gone"]),
        )
    )


def after():
    c = CASES
    return build_report(
        make_result(
            correct(c["fixed"]),
            refused(c["broke"], "untaught_verb_role", "has", index=1),
            wrong(c["regressed"], "7"),
            refused(c["moved"], "unexpected_category", "apples"),
            wrong(c["changed"], "5"),
            refused(c["same"]),
            correct(make_case("new", "s")),
        )
    )


def ids(delta, kind):
    return [item["id"] for item in delta["changes"][kind]]


def test_every_change_kind() -> None:
    delta = compare(before(), after())
    assert ids(delta, "newly_correct") == ["fixed"]
    assert ids(delta, "newly_refused") == ["broke"]
    assert ids(delta, "newly_wrong") == ["regressed"]
    assert ids(delta, "refusal_moved") == ["moved"]
    assert ids(delta, "answer_changed") == ["changed"]
    assert delta["unchanged"] == {"correct": 0, "refused": 1, "wrong": 0}
    assert delta["only_before"] == [["s", "gone"]]
    assert delta["only_after"] == [["s", "new"]]


def test_refusal_moved_when_only_the_token_changes() -> None:
    a = build_report(make_result(refused(CASES["moved"], "unknown_word", "apples", index=3)))
    b = build_report(make_result(refused(CASES["moved"], "unknown_word", "pears", index=5)))
    assert ids(compare(a, b), "refusal_moved") == ["moved"]


def test_identical_reports_have_no_changes() -> None:
    delta = compare(before(), before())
    assert all(not items for items in delta["changes"].values())
    assert sum(delta["unchanged"].values()) == 7


def test_text_table() -> None:
    text = render_text(compare(before(), after()))
    assert "newly correct: 1\n  s fixed (gold 3): refused unknown_word at 'apples' -> correct 3 apple" in text
    assert "wrong            1       2      +1" in text
