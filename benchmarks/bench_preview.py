"""Preview latency: what a reviewer waits for after pressing Preview.

Sets up a throwaway corridor (scratch SQLite file, pack copy), stores a
baseline run of every shipped split with its harvest, then previews 20
proposals of different words: the highest-impact lexical candidates that
make a valid proposal with their suggested category. Every preview builds
its in-memory lexicon from scratch (as the first preview of a word does).
Two figures: the preview itself (the service the page and the API call),
and the whole page a reviewer waits for (POST /preview/ through Django's
test client, rendered panel included).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import world  # noqa: E402
from benchmarks.stats import record, summary, table  # noqa: E402

WORDS = 20
RUNS = int(os.environ.get("BENCH_RUNS", "3"))


def store_baseline(pack_dir: Path):
    from django.utils import timezone

    from corridor import evals_store
    from corridor.models import EvalRun
    from evals.splits import BASELINE

    return evals_store.run_splits(
        BASELINE, pack_dir, at=timezone.now, trigger=EvalRun.Trigger.BASELINE, jobs=os.cpu_count()
    )


def category_for(candidate) -> str:
    """The harvest's suggestion, else the plainest category for the refusal."""
    from corridor.services.suggest import asks_verb_role

    if candidate.suggested_category:
        return candidate.suggested_category
    return "verb_gain" if asks_verb_role(candidate.reason) else "noun"


def proposals_to_preview(count: int) -> list[tuple[str, str]]:
    """(word, category) of the highest-impact candidates that make a valid proposal."""
    from corridor.models import Candidate
    from corridor.services.errors import TransitionError
    from corridor.services.preview import preview_draft

    chosen: list[tuple[str, str]] = []
    ranked = Candidate.objects.filter(kind=Candidate.Kind.LEXICAL)
    for candidate in ranked.order_by("-blocked_count", "-also_count", "signature"):
        word, category = candidate.token or candidate.normalised_token, category_for(candidate)
        try:
            preview_draft(word, category, {})
        except TransitionError:
            continue
        chosen.append((word, category))
        if len(chosen) == count:
            break
    return chosen


def timed_previews(drafts: list[tuple[str, str]]) -> tuple[list[float], list[int]]:
    """Seconds of each preview (lexicon built afresh) and how many cases it re-read."""
    from corridor.services.pack_gateway import forget_lexicons
    from corridor.services.preview import preview_draft

    times, affected = [], []
    for word, category in drafts:
        forget_lexicons()
        started = time.perf_counter()
        result = preview_draft(word, category, {})
        times.append(time.perf_counter() - started)
        affected.append(len(result.changes))
    return times, affected


def timed_pages(client, drafts: list[tuple[str, str]]) -> list[float]:
    """Seconds of each POST /preview/ a reviewer's Preview button sends."""
    from corridor.services.pack_gateway import forget_lexicons

    times = []
    for word, category in drafts:
        forget_lexicons()
        started = time.perf_counter()
        response = client.post("/preview/", {"word": word, "category": category})
        times.append(time.perf_counter() - started)
        if response.status_code != 200 or b"preview-error" in response.content:
            raise SystemExit(f"the preview page of {word!r} failed ({response.status_code})")
    return times


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        pack_dir = world.configure(Path(scratch))
        started = time.perf_counter()
        run = store_baseline(pack_dir)
        print(
            f"baseline run: {run.total} cases stored and harvested in {time.perf_counter() - started:.1f} s"
        )
        drafts = proposals_to_preview(WORDS)
        if not drafts:
            raise SystemExit("no candidate makes a valid proposal; nothing to preview")
        from django.test import Client

        client = Client()
        client.force_login(world.reviewer())
        service: list[float] = []
        pages: list[float] = []
        for _ in range(RUNS):
            round_times, affected = timed_previews(drafts)
            service += round_times
            pages += timed_pages(client, drafts)
    print(
        f"{len(drafts)} proposals ({', '.join(w for w, _ in drafts)}); "
        f"cases re-read per preview: median {statistics.median(affected):.0f}, max {max(affected)}"
    )
    rows = []
    for label, times in (("preview (service)", service), ("preview page (POST /preview/)", pages)):
        s = summary(times)
        record(f"{label}, p95", f"{s['p95'] * 1000:.0f} ms (median {s['median'] * 1000:.0f} ms)", "<= 1 s")
        rows.append((label, *(f"{s[k] * 1000:.0f}" for k in ("median", "p95", "max")), str(s["runs"])))
    print(table(rows, ("measure", "median ms", "p95 ms", "max ms", "samples")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
