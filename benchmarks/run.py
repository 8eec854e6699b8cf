"""Run every benchmark in this folder and print its figures.

Benchmarks are scripts, not tests: they measure and print, and never pass
or fail on a timing. Each `bench_*.py` runs in its own process so one
benchmark's caches and memory do not colour the next one's figures.
"""

from __future__ import annotations

import datetime as dt
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from benchmarks.stats import HEADLINES_ENV, headlines, table  # noqa: E402


def machine_line() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"machine: {os.cpu_count()} cores, {cpu}, Python {platform.python_version()}"


def load_line() -> str:
    """The load average: others' work on a shared machine slows every figure down."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} (1, 5, 15 min)"


def main(argv: list[str]) -> int:
    selected = set(argv)
    scripts = sorted(p for p in HERE.glob("bench_*.py") if not selected or p.stem in selected)
    headline_file = tempfile.NamedTemporaryFile(prefix="bench-headlines-", suffix=".jsonl", delete=False)
    headline_file.close()
    env = {**os.environ, HEADLINES_ENV: headline_file.name}
    print(machine_line(), flush=True)
    print(f"started {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, {load_line()}", flush=True)
    failed = []
    for script in scripts:
        print(f"\n== {script.stem} ==  ({load_line()} before)", flush=True)
        started = time.perf_counter()
        result = subprocess.run([sys.executable, str(script)], cwd=ROOT, env=env)
        print(f"({script.stem} took {time.perf_counter() - started:.0f} s; {load_line()} after)", flush=True)
        if result.returncode != 0:
            failed.append(script.stem)
    rows = headlines(headline_file.name)
    os.unlink(headline_file.name)
    if rows:
        print(f"\n== against the targets ==  ({load_line()})")
        print(table(rows, ("measure", "measured", "target")))
    if failed:
        print(f"\nbenchmarks that could not run: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
