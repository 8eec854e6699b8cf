"""Reading many cases, in independent chunks, across processes.

A chunk is plain data (its index and its cases) and reading it needs only
the pack's location, so the same chunk could be sent to a background task
on another machine. Every process loads and verifies the pack itself, and
every chunk reports the digest it read with: a run whose chunks disagree
about the pack is refused rather than mixed.
"""

from __future__ import annotations

import dataclasses
import math
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Protocol

from evals.cases import Case
from evals.outcomes import READER_ERROR, CaseOutcome, Refusal, format_value, judge
from evals.progress import ProgressBar

# Runs this long show a progress bar unless told otherwise.
PROGRESS_THRESHOLD = 200
MAX_CHUNK = 100


class PackLike(Protocol):
    name: str
    version: int
    digest: str
    lexicon: Any


class RunError(RuntimeError):
    """The run could not produce a trustworthy result."""


@dataclass(frozen=True, slots=True)
class PackDir:
    """Loads (and verifies) the pack at ``path``; picklable, so workers can load it themselves."""

    path: str

    def __call__(self) -> PackLike:
        from packs import load_pack

        return load_pack(Path(self.path))


@dataclass(frozen=True, slots=True)
class PackDirWithEntries:
    """The pack at ``path`` plus entries not yet written: what a preview reads with.

    Nothing is written; the pack keeps its on-disk name, version and digest,
    so a preview's results must never be stored as a run.
    """

    path: str
    extra: tuple[Any, ...]  # packs.model.Entry values

    def __call__(self) -> PackLike:
        pack = PackDir(self.path)()
        return dataclasses.replace(pack, lexicon=pack.lexicon.with_entries(self.extra))


@dataclass(frozen=True, slots=True)
class PackInfo:
    name: str
    version: int
    digest: str


@dataclass(frozen=True, slots=True)
class Chunk:
    index: int
    cases: tuple[Case, ...]


@dataclass(frozen=True, slots=True)
class ChunkResult:
    index: int
    pack: PackInfo
    outcomes: tuple[CaseOutcome, ...]


@dataclass(frozen=True, slots=True)
class RunResult:
    """Every outcome in case order, and the pack they were read with."""

    pack: PackInfo
    outcomes: tuple[CaseOutcome, ...]

    @property
    def reader_errors(self) -> tuple[CaseOutcome, ...]:
        return tuple(o for o in self.outcomes if o.refusal is not None and o.refusal.reason == READER_ERROR)


def make_chunks(cases: Iterable[Case], size: int) -> tuple[Chunk, ...]:
    """Consecutive slices of ``size`` cases; chunk order is case order."""
    cases = tuple(cases)
    if size < 1:
        raise ValueError("chunk size must be at least 1")
    return tuple(Chunk(n, cases[start : start + size]) for n, start in enumerate(range(0, len(cases), size)))


def chunk_size(total: int, jobs: int) -> int:
    """Small enough that every process gets several chunks (smooth progress, even load)."""
    return max(1, min(MAX_CHUNK, math.ceil(total / (max(jobs, 1) * 4))))


def _as_text(value: Any) -> str | None:
    if value is None:
        return None
    return str(getattr(value, "value", value))


def refusal_of(refusal: Any) -> Refusal:
    """The reader's refusal as our plain record (reasons may be enums or strings)."""
    return Refusal(
        reason=_as_text(refusal.reason) or "",
        detail=refusal.detail or "",
        sentence_index=refusal.sentence_index,
        token_index=refusal.token_index,
        token_text=refusal.token_text,
    )


def read_case(case: Case, lexicon: Any, read: Callable[[str, Any], Any]) -> CaseOutcome:
    """Read one case and judge it. A crash in the reader becomes a ``reader_error`` refusal."""
    try:
        result = read(case.question, lexicon)
    except Exception as exc:  # noqa: BLE001 - the run must survive a reader bug and report it
        refusal = Refusal(READER_ERROR, f"{type(exc).__name__}: {exc}")
        return CaseOutcome(case, judge(case, None, refusal), refusal=refusal)
    if hasattr(result, "reason"):
        refusal = refusal_of(result)
        return CaseOutcome(case, judge(case, None, refusal), refusal=refusal)
    value = Fraction(result.value)
    return CaseOutcome(
        case,
        judge(case, value, None),
        answer=format_value(value),
        unit=_as_text(result.unit),
        trace_hash=result.trace_hash,
    )


# --- one process ----------------------------------------------------------

ReadFn = Callable[[str, Any], Any]
_worker_pack: PackLike | None = None
_worker_read: ReadFn | None = None


def default_read() -> ReadFn:
    from reader import read_problem

    return read_problem


def _load_worker(source: Callable[[], PackLike], read: ReadFn | None) -> None:
    """Process initialiser: load the pack once per process (workers never share a lexicon)."""
    global _worker_pack, _worker_read
    _worker_pack = source()
    _worker_read = read or default_read()


def read_chunk(chunk: Chunk) -> ChunkResult:
    """Read every case of a chunk with the pack this process loaded."""
    pack, read = _worker_pack, _worker_read
    if pack is None or read is None:
        raise RunError("no pack loaded in this process")
    outcomes = tuple(read_case(case, pack.lexicon, read) for case in chunk.cases)
    return ChunkResult(chunk.index, PackInfo(pack.name, int(pack.version), pack.digest), outcomes)


# --- the whole run --------------------------------------------------------


def run_cases(
    cases: Iterable[Case],
    source: Callable[[], PackLike],
    jobs: int | None = None,
    progress: bool | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    read: ReadFn | None = None,
) -> RunResult:
    """Read every case; the result is in case order whatever ``jobs`` is.

    ``progress`` None shows a bar for runs of ``PROGRESS_THRESHOLD`` cases or more;
    ``on_progress(done, total)`` is called after every chunk (the corridor stores it).
    ``read`` replaces ``reader.read_problem`` (tests); it must be picklable for ``jobs > 1``.
    """
    cases = tuple(cases)
    if not cases:
        raise RunError("there are no cases to read")
    jobs = max(1, jobs or os.cpu_count() or 1)
    chunks = make_chunks(cases, chunk_size(len(cases), jobs))
    show = len(cases) >= PROGRESS_THRESHOLD if progress is None else progress
    bar = ProgressBar(len(cases)) if show else None
    done = 0

    def advance(result: ChunkResult) -> None:
        nonlocal done
        done += len(result.outcomes)
        if bar is not None:
            bar.advance(len(result.outcomes))
        if on_progress is not None:
            on_progress(done, len(cases))

    try:
        results = _read_chunks(chunks, source, read, jobs, advance)
    finally:
        if bar is not None:
            bar.close()
    return _assemble(results)


def _read_chunks(
    chunks: tuple[Chunk, ...],
    source: Callable[[], PackLike],
    read: ReadFn | None,
    jobs: int,
    advance: Callable[[ChunkResult], None],
) -> list[ChunkResult]:
    results: list[ChunkResult] = []
    if jobs == 1 or len(chunks) == 1:
        _load_worker(source, read)
        for chunk in chunks:
            results.append(read_chunk(chunk))
            advance(results[-1])
        return results
    workers = min(jobs, len(chunks))
    try:
        with ProcessPoolExecutor(
            max_workers=workers, initializer=_load_worker, initargs=(source, read)
        ) as pool:
            for future in as_completed([pool.submit(read_chunk, chunk) for chunk in chunks]):
                results.append(future.result())
                advance(results[-1])
    except BrokenProcessPool as exc:
        raise RunError(f"a reading process died before finishing its chunk ({exc})") from None
    return results


def _assemble(results: list[ChunkResult]) -> RunResult:
    """Put chunks back in order and insist they all read with the same pack."""
    ordered = sorted(results, key=lambda r: r.index)
    packs = {r.pack for r in ordered}
    if len(packs) != 1:
        digests = ", ".join(sorted(p.digest[:12] for p in packs))
        raise RunError(f"the pack changed during the run (digests {digests}); run again")
    outcomes = tuple(o for r in ordered for o in r.outcomes)
    return RunResult(ordered[0].pack, outcomes)
