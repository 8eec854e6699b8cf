"""How long eval runs take: case loading, and reading whole splits with 1 and 2 processes.

Prints figures only; the numbers decide which splits the baseline run reads
(see docs/evals.md). Run from the repository root:
    .venv/bin/python benchmarks/bench_evals.py [split ...]
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from evals import report, splits  # noqa: E402
from evals.runner import PackDir, run_cases  # noqa: E402

PACK_DIR = Path(__file__).resolve().parent.parent / "packs" / "en_core_math_v1"
DEFAULT_SPLITS = ("gsm8k_train_sample_v1", "mawps", "svamp", "lanes")


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def main(names: list[str]) -> None:
    names = names or list(DEFAULT_SPLITS)
    cases, load_s = timed(lambda: splits.load_splits(names))
    print(f"load {', '.join(names)}: {len(cases)} cases in {load_s:.2f}s")
    for jobs in sorted({1, min(2, os.cpu_count() or 1)}):
        result, read_s = timed(
            lambda jobs=jobs: run_cases(cases, PackDir(str(PACK_DIR)), jobs=jobs, progress=False)
        )
        tally = report.counts(result.outcomes)
        rate = len(cases) / read_s if read_s else 0.0
        print(
            f"read with --jobs {jobs}: {read_s:.2f}s ({rate:.0f} cases/s) "
            f"correct {tally['correct']} refused {tally['refused']} wrong {tally['wrong']}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
