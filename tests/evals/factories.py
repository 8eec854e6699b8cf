"""Plain factories for eval values, with defaults, so each test states only what it is about."""

from __future__ import annotations

from evals.cases import Case
from evals.outcomes import CORRECT, REFUSED, WRONG, CaseOutcome, Refusal
from evals.runner import PackInfo, RunResult

PACK = PackInfo("test_pack", 1, "0" * 64)


def make_case(
    case_id: str = "c1",
    split: str = "s",
    question: str = "Tom has 3 apples. How many apples?",
    gold: str | None = "3",
    **extra,
) -> Case:
    return Case(id=case_id, split=split, question=question, gold=gold, **extra)


def correct(case: Case, answer: str | None = None) -> CaseOutcome:
    return CaseOutcome(case, CORRECT, answer=answer or case.gold, unit="apple", trace_hash="a" * 64)


def wrong(case: Case, answer: str) -> CaseOutcome:
    return CaseOutcome(case, WRONG, answer=answer, unit="apple", trace_hash="b" * 64)


def refused(
    case: Case, reason: str = "unknown_word", token: str = "apples", sentence: int = 0, index: int = 3
) -> CaseOutcome:
    return CaseOutcome(
        case, REFUSED, refusal=Refusal(reason, f"stopped at {token!r}", sentence, index, token)
    )


def make_result(*outcomes: CaseOutcome, pack: PackInfo = PACK) -> RunResult:
    return RunResult(pack, tuple(outcomes))
