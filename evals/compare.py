"""The delta between two reports, case by case.

Works on report data only (files or the copies stored with runs), so a
comparison never needs the reader or the pack that produced either side.
"""

from __future__ import annotations

from typing import Any

CHANGE_KINDS = ("newly_correct", "newly_refused", "newly_wrong", "refusal_moved", "answer_changed")
CHANGE_LABELS = {
    "newly_correct": "Newly correct",
    "newly_refused": "Newly refused",
    "newly_wrong": "Newly wrong",
    "refusal_moved": "Refusal moved",
    "answer_changed": "Wrong answer changed",
}


def _key(entry: dict[str, Any]) -> tuple[str, str]:
    return (entry["split"], entry["id"])


def _refusal_place(entry: dict[str, Any]) -> tuple[Any, ...]:
    refusal = entry.get("refusal") or {}
    return tuple(refusal.get(k) for k in ("reason", "sentence_index", "token_index", "token_text"))


def classify(before: dict[str, Any], after: dict[str, Any]) -> str | None:
    """The change kind of one case present on both sides, or None when nothing changed."""
    if before["outcome"] != after["outcome"]:
        return f"newly_{after['outcome']}"
    if after["outcome"] == "refused" and _refusal_place(before) != _refusal_place(after):
        return "refusal_moved"
    if after["outcome"] == "wrong" and before.get("answer") != after.get("answer"):
        return "answer_changed"
    return None


def _side(entry: dict[str, Any]) -> dict[str, Any]:
    side = {k: entry[k] for k in ("outcome", "answer", "unit") if k in entry}
    if "refusal" in entry:
        side["refusal"] = {k: v for k, v in entry["refusal"].items() if k != "detail"}
    return side


def compare(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Every case that changed, grouped by kind, and how many did not change, by outcome."""
    old = {_key(e): e for e in before["cases"]}
    new = {_key(e): e for e in after["cases"]}
    changes: dict[str, list[dict[str, Any]]] = {kind: [] for kind in CHANGE_KINDS}
    unchanged = {"correct": 0, "refused": 0, "wrong": 0}
    for key in sorted(old.keys() & new.keys()):
        kind = classify(old[key], new[key])
        if kind is None:
            unchanged[new[key]["outcome"]] += 1
            continue
        gold = new[key].get("gold")
        changes[kind].append(
            {"split": key[0], "id": key[1], "gold": gold, "before": _side(old[key]), "after": _side(new[key])}
        )
    return {
        "before": {"pack": before["pack"], "counts": before["counts"]["overall"]},
        "after": {"pack": after["pack"], "counts": after["counts"]["overall"]},
        "changes": changes,
        "unchanged": unchanged,
        "only_before": [list(k) for k in sorted(old.keys() - new.keys())],
        "only_after": [list(k) for k in sorted(new.keys() - old.keys())],
    }


def _describe(side: dict[str, Any]) -> str:
    if "refusal" in side:
        refusal = side["refusal"]
        token = refusal.get("token_text")
        return f"refused {refusal.get('reason')}" + (f" at {token!r}" if token else "")
    unit = f" {side['unit']}" if side.get("unit") else ""
    return f"{side['outcome']} {side.get('answer')}{unit}"


def render_text(delta: dict[str, Any]) -> str:
    """The delta as a table a person reads: totals, then each changed case."""
    b, a = delta["before"], delta["after"]
    lines = [
        f"before: {b['pack']['name']} v{b['pack']['version']}  after: {a['pack']['name']} v{a['pack']['version']}",
        f"{'':<10}{'before':>8}{'after':>8}{'delta':>8}",
    ]
    for name in ("total", "correct", "refused", "wrong"):
        old, new = b["counts"][name], a["counts"][name]
        lines.append(f"{name:<10}{old:>8}{new:>8}{new - old:>+8}")
    lines.append("")
    for kind in CHANGE_KINDS:
        items = delta["changes"][kind]
        lines.append(f"{kind.replace('_', ' ')}: {len(items)}")
        for item in items:
            lines.append(
                f"  {item['split']} {item['id']} (gold {item['gold']}): "
                f"{_describe(item['before'])} -> {_describe(item['after'])}"
            )
    unchanged = delta["unchanged"]
    lines.append("unchanged: " + ", ".join(f"{k} {v}" for k, v in unchanged.items()))
    for side in ("only_before", "only_after"):
        if delta[side]:
            lines.append(f"{side.replace('_', ' ')}: {len(delta[side])} cases")
    return "\n".join(lines) + "\n"
