"""Queue page latency with 10,000 candidates and 100,000 case results.

A throwaway corridor (scratch SQLite file, pack copy) is filled with
bulk_create: ten finished runs of 10,000 case results each, 10,000
candidates with six case rows apiece, spread over statuses, reasons,
splits and suggestions by a seeded generator (same data every time).
A logged-in reviewer then asks for the queue through Django's test client,
with no filter and with each filter, several times each.
"""

from __future__ import annotations

import datetime as dt
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import world  # noqa: E402
from benchmarks.stats import record, summary, table  # noqa: E402

CANDIDATES = 10_000
RUNS = 10
RESULTS_PER_RUN = 10_000
CASES_PER_CANDIDATE = 6
REQUESTS = int(os.environ.get("BENCH_REQUESTS", "20"))
SPLITS = ("addsub", "gsm8k_train", "gsm8k_train_sample_v1", "multiarith", "singleeq", "singleop", "svamp")
REASONS = ("unknown_word", "untaught_verb_role", "unexpected_category")
SUGGESTED = ("", "", "", "noun", "person_noun", "verb_gain", "adjective")
AT = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.UTC)
PAGES = {
    "no filter": "/",
    "page 100": "/?page=100",
    "status=all": "/?status=all",
    "reason": "/?reason=untaught_verb_role",
    "split": "/?split=svamp",
    "word search": "/?q=w12",
    "suggested": "/?suggested=noun",
}


def fill_runs() -> None:
    from corridor.models import CaseResult, EvalRun

    outcomes = ("correct", "refused", "refused", "wrong")
    for n in range(RUNS):
        run = EvalRun.objects.create(
            created_at=AT, finished_at=AT, splits=list(SPLITS), status="done", total=RESULTS_PER_RUN
        )
        CaseResult.objects.bulk_create(
            (
                CaseResult(
                    run=run,
                    split=SPLITS[i % len(SPLITS)],
                    case_id=f"case-{i:05d}",
                    position=i,
                    question=f"Sam had {i} dimes in run {n}. How many dimes does Sam have?",
                    gold=str(i),
                    outcome=outcomes[i % len(outcomes)],
                )
                for i in range(RESULTS_PER_RUN)
            ),
            batch_size=2000,
        )


def fill_candidates(rng: random.Random) -> None:
    from corridor.models import Candidate, CandidateCase

    statuses = ("open",) * 7 + ("proposed", "resolved", "dismissed")
    Candidate.objects.bulk_create(
        (
            Candidate(
                signature=f"{REASONS[i % len(REASONS)]}:w{i:05d}",
                kind="structural" if i % 10 == 9 else "lexical",
                reason=REASONS[i % len(REASONS)],
                token=f"w{i:05d}",
                normalised_token=f"w{i:05d}",
                status=rng.choice(statuses),
                blocked_count=int(rng.paretovariate(1.2)),
                also_count=rng.randrange(20),
                suggested_category=rng.choice(SUGGESTED),
                updated_at=AT,
            )
            for i in range(CANDIDATES)
        ),
        batch_size=2000,
    )
    rows = []
    for pk in Candidate.objects.values_list("pk", flat=True):
        for case in rng.sample(range(RESULTS_PER_RUN), CASES_PER_CANDIDATE):
            rows.append(
                CandidateCase(
                    candidate_id=pk,
                    split=SPLITS[case % len(SPLITS)],
                    case_id=f"case-{case:05d}",
                    role="blocks" if case % 3 else "also",
                    sentence="Sam had 9 dimes.",
                    token_start=4,
                    token_end=7,
                )
            )
    CandidateCase.objects.bulk_create(rows, batch_size=2000)


def measure(client, url: str) -> list[float]:
    times = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        response = client.get(url)
        times.append(time.perf_counter() - started)
        if response.status_code != 200:
            raise SystemExit(f"{url} answered {response.status_code}")
    return times


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        world.configure(Path(scratch))
        from django.db import connection
        from django.test import Client

        started = time.perf_counter()
        fill_runs()
        fill_candidates(random.Random(10))
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
        print(
            f"filled {RUNS * RESULTS_PER_RUN:,} case results, {CANDIDATES:,} candidates and "
            f"{CANDIDATES * CASES_PER_CANDIDATE:,} candidate cases in {time.perf_counter() - started:.1f} s"
        )
        client = Client()
        client.force_login(world.reviewer())
        client.get("/")  # the first request loads and verifies the pack; not a queue cost
        rows, everything = [], []
        for label, url in PAGES.items():
            times = measure(client, url)
            everything += times
            s = summary(times)
            rows.append((label, f"{s['median'] * 1000:.0f}", f"{s['p95'] * 1000:.0f}", str(s["runs"])))
    s = summary(everything)
    rows.append(("all pages", f"{s['median'] * 1000:.0f}", f"{s['p95'] * 1000:.0f}", str(s["runs"])))
    worst = max(rows[:-1], key=lambda row: int(row[2]))
    record(
        "queue page, 10k candidates, p95",
        f"{s['p95'] * 1000:.0f} ms over all pages (worst: {worst[0]}, {worst[2]} ms)",
        "<= 150 ms",
    )
    print(table(rows, ("queue page", "median ms", "p95 ms", "requests")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
