"""Run every benchmark in this folder and print its figures.

Benchmarks are scripts, not tests: they measure and print, and never pass
or fail on a timing. Each `bench_*.py` runs in its own process so one
benchmark's caches and memory do not colour the next one's figures.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


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


def main(argv: list[str]) -> int:
    selected = set(argv)
    scripts = sorted(p for p in HERE.glob("bench_*.py") if not selected or p.stem in selected)
    print(machine_line(), flush=True)
    failed = []
    for script in scripts:
        print(f"\n== {script.stem} ==", flush=True)
        result = subprocess.run([sys.executable, str(script)], cwd=ROOT)
        if result.returncode != 0:
            failed.append(script.stem)
    if failed:
        print(f"\nbenchmarks that could not run: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
