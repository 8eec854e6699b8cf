"""Reader throughput on all of GSM8K train: cases/s and tokens/s.

Side by side: the floor (reading the file and splitting every problem into
tokens), the reader on one process, the reader on every core, and the
evals runner on every core (what `evals run` does: read, judge, gather
outcomes in case order). Each is the median of several runs. CPU seconds
(this process and its children) sit beside wall seconds: on a shared
machine the wall time of the parallel rows says more about the load than
about the code, and the CPU time does not.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stats import record, summary, table  # noqa: E402
from evals import splits  # noqa: E402
from evals.runner import PackDir, run_cases  # noqa: E402
from packs import default_pack_dir, load_pack  # noqa: E402
from reader import read_problem  # noqa: E402
from reader.tokenise import split_sentences  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "evals" / "data" / "gsm8k_train.jsonl"
RUNS = int(os.environ.get("BENCH_RUNS", "3"))


def questions() -> list[str]:
    with DATA.open(encoding="utf-8") as handle:
        return [json.loads(line)["question"] for line in handle if line.strip()]


def count_tokens(texts: list[str]) -> int:
    return sum(len(sentence.tokens) for text in texts for sentence in split_sentences(text))


_LEXICON = None


def _init_worker(pack_dir: str) -> None:
    global _LEXICON
    _LEXICON = load_pack(pack_dir).lexicon


def _read_chunk(texts: list[str]) -> int:
    for text in texts:
        read_problem(text, _LEXICON)
    return len(texts)


def read_all(texts: list[str], workers: int, pack_dir: str) -> None:
    if workers == 1:
        _init_worker(pack_dir)
        _read_chunk(texts)
        return
    size = max(1, len(texts) // (workers * 8))
    chunks = [texts[i : i + size] for i in range(0, len(texts), size)]
    with ProcessPoolExecutor(workers, initializer=_init_worker, initargs=(pack_dir,)) as pool:
        sum(pool.map(_read_chunk, chunks))


def cpu_seconds() -> float:
    """User + system time of this process and of every child it has waited for."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def timed(fn, runs: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of ``runs`` calls of ``fn``."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), cpu_seconds()
        fn()
        walls.append(time.perf_counter() - wall)
        cpus.append(cpu_seconds() - cpu)
    return walls, cpus


def main() -> None:
    pack_dir = str(default_pack_dir())
    texts = questions()
    tokens = count_tokens(texts)
    cores = os.cpu_count() or 1
    cases = splits.load_splits(["gsm8k_train"])
    measures = [
        ("floor: read file + tokenise", lambda: count_tokens(questions())),
        ("reader, 1 process", lambda: read_all(texts, 1, pack_dir)),
        (f"reader, {cores} processes", lambda: read_all(texts, cores, pack_dir)),
        (
            f"evals runner, {cores} processes",
            lambda: run_cases(cases, PackDir(pack_dir), jobs=cores, progress=False),
        ),
    ]
    rows = []
    for label, fn in measures:
        walls, cpus = timed(fn, RUNS)
        stats = summary(walls)
        median = stats["median"]
        if "processes" in label:
            record(
                f"GSM8K train re-read: {label}",
                f"{median:.2f} s (cpu {summary(cpus)['median']:.2f} s)",
                "<= 5 s",
            )
        rows.append(
            (
                label,
                f"{median:.2f} s",
                f"{stats['max'] - stats['min']:.2f} s",
                f"{summary(cpus)['median']:.2f} s",
                f"{len(texts) / median:,.0f}",
                f"{tokens / median:,.0f}",
            )
        )
    print(f"GSM8K train: {len(texts)} problems, {tokens:,} tokens, {RUNS} runs each")
    print(table(rows, ("measure", "median", "spread", "cpu", "cases/s", "tokens/s")))


if __name__ == "__main__":
    main()
