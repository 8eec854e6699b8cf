"""Small helpers the benchmarks share: repeated timing and a printed table."""

from __future__ import annotations

import json
import os
import statistics
import time
from collections.abc import Callable


def repeat(fn: Callable[[], object], runs: int) -> list[float]:
    """Wall-clock seconds of `runs` calls of `fn`."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "median": statistics.median(ordered),
        "p95": p95,
        "min": ordered[0],
        "max": ordered[-1],
        "runs": len(ordered),
    }


def table(rows: list[tuple[str, ...]], header: tuple[str, ...]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(header, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(lines)


# Headline figures: each benchmark records the ones the targets name, and
# benchmarks/run.py prints them side by side with their targets at the end.
HEADLINES_ENV = "BENCH_HEADLINES"


def record(measure: str, value: str, target: str) -> None:
    """Append one headline (measure, measured value, target) for run.py's closing table."""
    path = os.environ.get(HEADLINES_ENV)
    if not path:
        return
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps([measure, value, target]) + "\n")


def headlines(path: str) -> list[tuple[str, ...]]:
    try:
        with open(path, encoding="utf-8") as handle:
            return [tuple(json.loads(line)) for line in handle if line.strip()]
    except FileNotFoundError:
        return []
