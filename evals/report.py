"""The run report: a deterministic JSON document and its sha256.

Two runs over the same cases with the same pack must give the same bytes,
whatever the number of processes, so the report holds no times, no paths
and no run ids, only what the reading produced.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from evals.outcomes import OUTCOMES, CaseOutcome
from evals.provenance import reader_source_digest
from evals.runner import RunResult

REPORT_FORMAT = "evals-report/1"


class ReportError(ValueError):
    """A file that is not a report this code wrote."""


def counts(outcomes: Iterable[CaseOutcome]) -> dict[str, int]:
    """``{total, correct, refused, wrong}``."""
    tally = Counter(o.outcome for o in outcomes)
    result = {name: tally.get(name, 0) for name in OUTCOMES}
    result["total"] = sum(tally.values())
    return result


def refusal_counts(outcomes: Iterable[CaseOutcome]) -> dict[str, int]:
    """How many cases refused for each reason (refusals that an expectation met count too)."""
    return dict(sorted(Counter(o.refusal.reason for o in outcomes if o.refusal is not None).items()))


def case_entry(outcome: CaseOutcome) -> dict[str, Any]:
    """One case as it appears in the report; absent values are left out, never null."""
    case = outcome.case
    entry: dict[str, Any] = {"id": case.id, "split": case.split, "outcome": outcome.outcome}
    optional = {
        "gold": case.gold,
        "source_gold": case.source_gold,
        "expect_refusal": case.expect_refusal,
        "answer": outcome.answer,
        "unit": outcome.unit,
        "trace_hash": outcome.trace_hash,
    }
    entry.update({key: value for key, value in optional.items() if value is not None})
    if outcome.refusal is not None:
        refusal = outcome.refusal
        fields = {
            "reason": refusal.reason,
            "detail": refusal.detail,
            "sentence_index": refusal.sentence_index,
            "token_index": refusal.token_index,
            "token_text": refusal.token_text,
        }
        entry["refusal"] = {key: value for key, value in fields.items() if value is not None}
    return entry


def split_names(outcomes: Iterable[CaseOutcome]) -> list[str]:
    """The splits in the order their cases appear."""
    return list(dict.fromkeys(o.case.split for o in outcomes))


def build_report(run: RunResult) -> dict[str, Any]:
    """The report of SPEC §5 as plain data."""
    outcomes = run.outcomes
    splits = split_names(outcomes)
    by_split = {s: [o for o in outcomes if o.case.split == s] for s in splits}
    return {
        "format": REPORT_FORMAT,
        "pack": {"name": run.pack.name, "version": run.pack.version, "digest": run.pack.digest},
        "reader": {"source_digest": reader_source_digest()},
        "splits": splits,
        "counts": {"overall": counts(outcomes), "by_split": {s: counts(o) for s, o in by_split.items()}},
        "refusals": {
            "overall": refusal_counts(outcomes),
            "by_split": {s: refusal_counts(o) for s, o in by_split.items()},
        },
        "errata": [
            {"id": o.case.id, "split": o.case.split, "source_gold": o.case.source_gold, "gold": o.case.gold}
            for o in outcomes
            if o.case.source_gold is not None
        ],
        "cases": [case_entry(o) for o in outcomes],
    }


def render(report: dict[str, Any]) -> bytes:
    """Sorted keys, one indent level per nesting, UTF-8, a final newline."""
    return (json.dumps(report, sort_keys=True, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def parse(data: bytes | str, origin: str = "report") -> dict[str, Any]:
    """A report back from its bytes, checked to be one of ours."""
    try:
        report = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ReportError(f"{origin}: not a JSON report ({exc})") from None
    if not isinstance(report, dict) or report.get("format") != REPORT_FORMAT:
        raise ReportError(f'{origin}: not an evals report (expected format "{REPORT_FORMAT}")')
    return report


def read_report_file(path: Path) -> dict[str, Any]:
    path = Path(path)
    try:
        return parse(path.read_bytes(), str(path))
    except FileNotFoundError:
        raise ReportError(f"{path}: no such file") from None
