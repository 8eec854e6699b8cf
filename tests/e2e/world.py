"""The world a browser test starts from: a private pack, a small split, two people, a harvested run.

The split is a lane file in a temporary lanes folder, so the rerun a
ratification queues reads the same few cases again (seconds, not the
baseline's thousands). Its problems were chosen by asking the reader
(`python -m reader "..."`): each lexical one is refused only because one
verb has no arithmetic role yet; the gold answers are the problems' own.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from django.utils import timezone

from corridor import evals_store
from corridor.models import EvalRun
from tests.corridor.factories import PASSWORD, make_user

LANE = "e2e_flow"
SPLIT = f"lane:{LANE}"
SCRATCH = shutil.ignore_patterns(".lock", ".journal", ".journal.tmp", ".staging")

# (id, question, gold). "pocket" gains, "misplace" and "squander" lose; the last two need a reader rule.
CASES: tuple[tuple[str, str, str], ...] = (
    ("pocket-1", "Tom has 8 marbles. He pocketed 3 marbles. How many marbles does Tom have now?", "11"),
    ("pocket-2", "Lia had 15 stickers. She pocketed 6 stickers. How many stickers does Lia have now?", "21"),
    ("misplace-1", "Ana had 12 shells. She misplaced 5 shells. How many shells does Ana have now?", "7"),
    ("squander-1", "Tom had 8 marbles. He squandered 3 marbles. How many marbles does Tom have?", "5"),
    ("gather-1", "Ana had 12 shells. She gathered 5 more shells. How many shells does Ana have now?", "17"),
    ("percent-1", "What is 20 percent of 50 apples?", "10"),
    ("train-1", "A train travels 60 miles per hour for 3 hours. How far does it go?", "180"),
)


def copy_pack(source: Path, target: Path) -> Path:
    """A copy of the repository's pack without its lock or journal scratch files."""
    shutil.copytree(source, target, ignore=SCRATCH)
    return target


def write_lane(lanes_dir: Path) -> Path:
    """The small split as a lane file (`lane:e2e_flow`)."""
    lanes_dir.mkdir(parents=True, exist_ok=True)
    path = lanes_dir / f"{LANE}.jsonl"
    rows = [json.dumps({"id": i, "question": q, "answer": a}) for i, q, a in CASES]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def make_people() -> dict[str, object]:
    return {
        "proposer": make_user("proposer", "proposer"),
        "reviewer": make_user("reviewer", "reviewer"),
    }


def harvested_run(pack_dir: Path) -> EvalRun:
    """Read the split with the pack for real, store the run and harvest its candidates."""
    run = evals_store.run_splits([SPLIT], pack_dir, at=timezone.now, jobs=1)
    assert run.status == EvalRun.Status.DONE, run.error
    return run


__all__ = ["CASES", "PASSWORD", "SPLIT", "copy_pack", "harvested_run", "make_people", "write_lane"]
