"""A writer process for the crash and concurrency tests (run as ``python -m tests.packs.writer_proc``).

Modes:
  go PACK LEMMA           print "ready", wait for a line on stdin, add the entry, print its duration
  die PACK LEMMA N        add the entry, but SIGKILL this process just before its N-th file-system step
  wait PACK LEMMA FILE    wait until FILE exists, then add the entry
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import packs.journal
from packs import add_entries, entry_with_inflections

AT = "2026-11-30T12:00:00+00:00"
STEPS = ("replace", "unlink", "fsync", "rename")


class DyingOs:
    """The os module, except that the N-th file-system step kills the process first."""

    def __init__(self, die_at: int) -> None:
        self.die_at, self.count = die_at, 0

    def __getattr__(self, name: str):
        real = getattr(os, name)
        if name not in STEPS:
            return real

        def step(*args, **kwargs):
            self.count += 1
            if self.count == self.die_at:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kwargs)

        return step


def write(pack: str, lemma: str) -> None:
    add_entries(pack, [entry_with_inflections(lemma, "verb_gain")], proposal_id=lemma, reviewer="proc", at=AT)


def main(argv: list[str]) -> None:
    mode, pack, lemma = argv[:3]
    if mode == "go":
        print("ready", flush=True)
        sys.stdin.readline()
        start = time.perf_counter()
        write(pack, lemma)
        print(f"{time.perf_counter() - start:.6f}", flush=True)
    elif mode == "die":
        dying = DyingOs(int(argv[3]))
        packs.journal.os = dying  # type: ignore[assignment]
        write(pack, lemma)
        print(dying.count, flush=True)
    elif mode == "wait":
        while not Path(argv[3]).exists():
            time.sleep(0.005)
        write(pack, lemma)


if __name__ == "__main__":
    main(sys.argv[1:])
