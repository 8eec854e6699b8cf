"""Run a command and measure its wall time and the peak memory of its process tree.

Linux only: the tree is found through /proc. Two memory figures, because
neither alone is the whole truth for a run that forks reading processes:
the peak of the tree's summed proportional set size, sampled every 50 ms
(shared pages counted once in total; a peak shorter than a sample can be
missed), and the largest single process's peak resident size as the kernel
recorded it (ru_maxrss: exact, but for one process only).
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PAGE = os.sysconf("SC_PAGE_SIZE")
SAMPLE_EVERY_S = 0.05


@dataclass(frozen=True)
class Measured:
    seconds: float
    tree_peak_mb: float  # sampled sum of PSS over the process and its descendants
    largest_process_mb: float  # ru_maxrss of the biggest process in the tree
    returncode: int
    stdout: str
    stderr: str


def _parents() -> dict[int, int]:
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # "pid (comm) state ppid ...": comm may hold spaces, so split after the last ")".
        found[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    return found


def _pss_bytes(pid: int) -> int:
    """Proportional set size: a page shared by n processes counts 1/n to each,
    so forked reading processes that share the parent's pages are not double-counted."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except (OSError, IndexError, ValueError):
        pass
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
    except (OSError, IndexError, ValueError):
        return 0


def tree_memory(root: int) -> int:
    """Memory of ``root`` and every process descended from it right now (PSS, else RSS)."""
    parents = _parents()
    tree, frontier = {root}, [root]
    while frontier:
        pid = frontier.pop()
        children = [child for child, parent in parents.items() if parent == pid]
        tree.update(children)
        frontier += children
    return sum(_pss_bytes(pid) for pid in tree)


def run_measured(command: list[str], env: dict[str, str], cwd: Path) -> Measured:
    """Run ``command`` to the end, sampling its tree's memory until it exits."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        started = time.perf_counter()
        process = subprocess.Popen(command, env=env, cwd=cwd, stdout=out, stderr=err, text=True)
        peak = 0
        while True:
            # wait4 gives this child's own rusage: its ru_maxrss already covers the
            # descendants it waited for, so earlier runs do not leak into the figure.
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            peak = max(peak, tree_memory(process.pid))
            time.sleep(SAMPLE_EVERY_S)
        seconds = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Measured(
            seconds, peak / 2**20, usage.ru_maxrss / 1024, process.returncode, out.read(), err.read()
        )
