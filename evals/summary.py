"""What a person reads after a run: counts per split, refusals by reason, the wrong cases.

Built from the report alone, so the text is as deterministic as the report.
"""

from __future__ import annotations

from typing import Any

COLUMNS = ("total", "correct", "refused", "wrong")


def counts_table(report: dict[str, Any]) -> str:
    """One row per split and one for all of them."""
    rows = list(report["counts"]["by_split"].items()) + [("overall", report["counts"]["overall"])]
    width = max(len(name) for name, _ in rows) + 2
    lines = [f"{'split':<{width}}" + "".join(f"{c:>9}" for c in COLUMNS)]
    for name, tally in rows:
        lines.append(f"{name:<{width}}" + "".join(f"{tally[c]:>9}" for c in COLUMNS))
    return "\n".join(lines)


def refusals_table(report: dict[str, Any]) -> str:
    """Refusal counts by reason, most frequent first."""
    reasons = sorted(report["refusals"]["overall"].items(), key=lambda item: (-item[1], item[0]))
    if not reasons:
        return "refusals by reason: none"
    width = max(len(reason) for reason, _ in reasons) + 2
    return "\n".join(["refusals by reason:"] + [f"  {reason:<{width}}{n:>7}" for reason, n in reasons])


def wrong_cases(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [case for case in report["cases"] if case["outcome"] == "wrong"]


def wrong_table(report: dict[str, Any]) -> str:
    """Every wrong case by id with its gold and the reader's answer (or that it should have refused)."""
    lines = []
    for case in wrong_cases(report):
        expected = f"refusal {case['expect_refusal']}" if "expect_refusal" in case else case.get("gold")
        unit = f" {case['unit']}" if case.get("unit") else ""
        lines.append(f"  {case['split']} {case['id']}: gold {expected}, answer {case.get('answer')}{unit}")
    return "\n".join([f"wrong cases ({len(lines)}):"] + lines) if lines else "wrong cases: none"


def errata_line(report: dict[str, Any]) -> str:
    """Which golds were corrected (evals/data/errata.yaml), so a reader of the summary knows."""
    fixed = report.get("errata", [])
    if not fixed:
        return "errata applied: none"
    return f"errata applied ({len(fixed)}): " + ", ".join(
        f"{e['id']} {e['source_gold']} -> {e['gold']}" for e in fixed
    )


def summary(report: dict[str, Any]) -> str:
    pack = report["pack"]
    head = f"pack {pack['name']} v{pack['version']} ({pack['digest'][:12]})\n{errata_line(report)}"
    return "\n\n".join([head, counts_table(report), refusals_table(report), wrong_table(report)]) + "\n"
