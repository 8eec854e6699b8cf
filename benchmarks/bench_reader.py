"""Reader throughput on all of GSM8K train: cases/s and tokens/s.

Three figures side by side: the floor (reading the file and splitting
every problem into tokens), the reader on one process, and the reader on
every core. Each is the median of several runs.
"""

from __future__ import annotations

import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stats import repeat, summary, table  # noqa: E402
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


def main() -> None:
    pack_dir = str(default_pack_dir())
    texts = questions()
    tokens = count_tokens(texts)
    cores = os.cpu_count() or 1
    measures = [
        ("floor: read file + tokenise", lambda: count_tokens(questions())),
        ("reader, 1 process", lambda: read_all(texts, 1, pack_dir)),
        (f"reader, {cores} processes", lambda: read_all(texts, cores, pack_dir)),
    ]
    rows = []
    for label, fn in measures:
        stats = summary(repeat(fn, RUNS))
        median = stats["median"]
        rows.append(
            (
                label,
                f"{median:.2f} s",
                f"{stats['max'] - stats['min']:.2f} s",
                f"{len(texts) / median:,.0f}",
                f"{tokens / median:,.0f}",
            )
        )
    print(f"GSM8K train: {len(texts)} problems, {tokens:,} tokens, {RUNS} runs each")
    print(table(rows, ("measure", "median", "spread", "cases/s", "tokens/s")))


if __name__ == "__main__":
    main()
