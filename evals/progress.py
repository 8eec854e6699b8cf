"""A progress bar on stderr for long runs: count, rate and time left.

Progress is the only place the runner looks at a clock; nothing it shows
reaches a report.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

BAR_WIDTH = 30


def render(done: int, total: int, elapsed: float) -> str:
    """One line of progress, e.g. ``[#####.....] 120/7473 1% 40.0 cases/s ETA 3m04s``."""
    fraction = done / total if total else 1.0
    filled = int(BAR_WIDTH * fraction)
    rate = done / elapsed if elapsed > 0 else 0.0
    eta = (total - done) / rate if rate > 0 else 0.0
    bar = "#" * filled + "." * (BAR_WIDTH - filled)
    return f"[{bar}] {done}/{total} {fraction:.0%} {rate:.1f} cases/s ETA {_duration(eta)}"


def _duration(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


class ProgressBar:
    """Redraws in place on a terminal; elsewhere prints a line at every tenth of the way."""

    def __init__(
        self, total: int, stream: TextIO | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock
        self.started = clock()
        self.done = 0
        self.interactive = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_tenth = -1

    def advance(self, count: int) -> None:
        self.done += count
        line = render(self.done, self.total, self.clock() - self.started)
        if self.interactive:
            self.stream.write("\r" + line)
        else:
            tenth = self.done * 10 // max(self.total, 1)
            if tenth == self._last_tenth:
                return
            self._last_tenth = tenth
            self.stream.write(line + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.interactive:
            self.stream.write("\n")
            self.stream.flush()
