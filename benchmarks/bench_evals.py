"""Wall time and peak memory of `manage.py evals run` over every shipped split.

Each run is the real command in its own process, against a throwaway
SQLite database (migrated once, copied fresh for every run) and a copy of
the pack, so the repository's var/ and pack are never touched. Two forms:
the full run (read, store every case, harvest candidates, report) and
`--no-store` (read and report only), both on every core. Then the command's
steps are called one by one in this process, to show where the time goes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import world  # noqa: E402
from benchmarks.proctree import Measured, run_measured  # noqa: E402
from benchmarks.stats import record, summary, table  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
JOBS = os.cpu_count() or 1


def environment(scratch: Path, pack_dir: Path, database: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SECRET_KEY": "benchmark-only-secret-key-not-for-production",
        "DEBUG": "0",
        "VAR_DIR": str(scratch / "var"),
        "DATABASE_URL": f"sqlite:///{database}",
        "PACK_DIR": str(pack_dir),
        "TASKS_BACKEND": "immediate",
        "LOG_LEVEL": "ERROR",
    }


def migrated_template(scratch: Path, pack_dir: Path) -> Path:
    template = scratch / "template.sqlite3"
    env = environment(scratch, pack_dir, template)
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input", "-v", "0"], env=env, cwd=ROOT, check=True
    )
    return template


def one_run(scratch: Path, pack_dir: Path, template: Path, extra: list[str]) -> Measured:
    database = scratch / "run.sqlite3"
    for leftover in scratch.glob("run.sqlite3*"):
        leftover.unlink()
    shutil.copyfile(template, database)
    command = [
        sys.executable,
        "manage.py",
        "evals",
        "run",
        "--baseline",
        "--no-progress",
        "--jobs",
        str(JOBS),
    ]
    return run_measured(command + extra, environment(scratch, pack_dir, database), ROOT)


def completed(measured: Measured) -> bool:
    """The command read every case and printed its counts (exit 1 only for wrong cases)."""
    return any(line.startswith("overall") for line in measured.stdout.splitlines())


def describe(measured: Measured) -> str:
    """The command's own last lines (its counts), or why it failed."""
    overall = [line.split() for line in measured.stdout.splitlines() if line.startswith("overall")]
    if measured.returncode not in (0, 1) or not overall:
        return f"exit {measured.returncode}: {measured.stderr.strip()[-300:]}"
    total, correct, refused, wrong = overall[-1][1:5]
    note = f"; {measured.stderr.strip().splitlines()[-1][:120]}" if measured.returncode else ""
    return f"{total} cases: {correct} correct, {refused} refused, {wrong} wrong{note}"


def step_times(runs: int) -> list[tuple[str, ...]]:
    """The command's steps called one by one in this process: where a run's time goes.

    The first run creates every candidate, later ones update them (a rerun).
    """
    with tempfile.TemporaryDirectory() as name:
        pack_dir = world.configure(Path(name))
        from django.utils import timezone

        from corridor import evals_store
        from corridor.management.commands import evals as command
        from evals.splits import BASELINE

        timings: dict[str, list[float]] = {}

        def step(label: str, fn):
            started = time.perf_counter()
            value = fn()
            timings.setdefault(label, []).append(time.perf_counter() - started)
            return value

        for _ in range(runs):
            cases = step("load cases", lambda: command.load_step(list(BASELINE)))
            pack = step("load and verify pack", lambda: command.pack_step(pack_dir))
            run = evals_store.create_run(["bench"], at=timezone.now(), total=len(cases))
            result = step(
                f"read ({JOBS} processes)",
                lambda cases=cases, run=run: command.read_step(cases, pack_dir, JOBS, run, False),
            )
            data = step("build report", lambda result=result: command.report_bytes_step(result))
            run = step(
                "store case results",
                lambda run=run, result=result, data=data: command.store_step(
                    run, result, data, timezone.now()
                ),
            )
            step(
                "harvest candidates",
                lambda run=run, result=result, pack=pack: command.harvest_step(
                    run, result, pack, timezone.now()
                ),
            )
    rows = []
    for label, times in timings.items():
        s = summary(times)
        rows.append((label, f"{s['median']:.2f} s", f"{s['max'] - s['min']:.2f} s", str(s["runs"])))
    return rows


def main() -> int:
    with tempfile.TemporaryDirectory() as name:
        scratch = Path(name)
        pack_dir = world.copy_pack(scratch)
        template = migrated_template(scratch, pack_dir)
        forms = {"read, store, harvest": [], "read only (--no-store)": ["--no-store"]}
        rows, notes = [], []
        for label, extra in forms.items():
            results = [one_run(scratch, pack_dir, template, extra) for _ in range(RUNS)]
            notes.append(f"{label}: {describe(results[-1])}")
            failed = [m for m in results if not completed(m)]
            if failed:
                rows.append((label, "failed", "", "", "", f"{len(failed)} of {len(results)}"))
                notes[-1] = f"{label}: {describe(failed[0])}"
                continue
            times = summary([m.seconds for m in results])
            tree, largest = max(m.tree_peak_mb for m in results), max(m.largest_process_mb for m in results)
            record(f"evals run --baseline, {label}: wall", f"{times['median']:.2f} s", "")
            if not extra:
                record(
                    "full eval run: peak memory",
                    f"{tree:.0f} MB tree PSS, {largest:.0f} MB largest",
                    "<= 500 MB",
                )
            rows.append(
                (
                    label,
                    f"{times['median']:.2f} s",
                    f"{times['max'] - times['min']:.2f} s",
                    f"{tree:.0f} MB",
                    f"{largest:.0f} MB",
                    str(len(results)),
                )
            )
    print(f"evals run --baseline --jobs {JOBS} (every shipped split)")
    print(
        table(
            rows,
            ("evals run", "median", "spread", "peak tree PSS", "largest process RSS", "runs"),
        )
    )
    print("\n".join(notes))
    print("\nthe steps of one run, called in this process:")
    print(table(step_times(RUNS), ("step", "median", "spread", "runs")))
    return 1 if any(row[1] == "failed" for row in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
