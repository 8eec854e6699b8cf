"""Crash safety: a writer SIGKILLed at any instant leaves exactly the old or the new pack.

Two ways to pick the instant: uniformly random times inside a write (seeded),
and every file-system step of the commit in turn (deterministic coverage).
After each kill the next load recovers, and the pack's bytes must equal
either the version before or the version a complete write produces.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from packs import add_entries, entry_with_inflections, load_pack
from tests.packs.conftest import copy_pack, pack_bytes
from tests.packs.writer_proc import AT

ROOT = Path(__file__).resolve().parents[2]
PROC = [sys.executable, "-m", "tests.packs.writer_proc"]


def expected_after(pack: Path, lemma: str, scratch: Path) -> dict[str, bytes]:
    """The bytes a complete write would produce, made on a twin of the pack."""
    twin = copy_pack(pack, scratch)
    add_entries(twin, [entry_with_inflections(lemma, "verb_gain")], proposal_id=lemma, reviewer="proc", at=AT)
    return pack_bytes(twin)


def outcome(pack: Path, old: dict[str, bytes], new: dict[str, bytes]) -> str:
    load_pack(pack)  # recovers an interrupted commit, and must verify
    now = pack_bytes(pack)
    assert now in (old, new), "the pack is neither the old nor the new version"
    return "old" if now == old else "new"


@pytest.mark.slow
def test_sigkill_at_random_instants(small_pack: Path, tmp_path: Path) -> None:
    rng = random.Random(20261130)
    probe = subprocess.Popen(
        [*PROC, "go", str(small_pack), "zcalib"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    probe.stdout.readline()
    probe.stdin.write("go\n")
    probe.stdin.flush()
    window = float(probe.stdout.readline()) * 1.3
    probe.wait()
    seen = []
    for i in range(60):
        lemma = f"zword{i}"
        old = pack_bytes(small_pack)
        new = expected_after(small_pack, lemma, tmp_path / f"twin{i}")
        proc = subprocess.Popen(
            [*PROC, "go", str(small_pack), lemma],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout.readline().strip() == "ready"
        proc.stdin.write("go\n")
        proc.stdin.flush()
        time.sleep(rng.uniform(0, window))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        seen.append(outcome(small_pack, old, new))
    assert len(seen) == 60
    print("random kills:", {s: seen.count(s) for s in ("old", "new")})


@pytest.mark.slow
def test_sigkill_before_every_file_system_step(small_pack: Path, tmp_path: Path) -> None:
    base = copy_pack(small_pack, tmp_path / "base")
    old = pack_bytes(base)
    new = expected_after(base, "zstep", tmp_path / "twin")
    counted = subprocess.run(
        [*PROC, "die", str(copy_pack(base, tmp_path / "count")), "zstep", "0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    steps = int(counted.stdout)
    assert steps >= 10
    seen = []
    for n in range(1, steps + 1):
        pack = copy_pack(base, tmp_path / f"kill{n}")
        proc = subprocess.run([*PROC, "die", str(pack), "zstep", str(n)], cwd=ROOT, capture_output=True)
        assert proc.returncode == -signal.SIGKILL
        seen.append(outcome(pack, old, new))
    print("steps:", steps, "outcomes:", "".join(s[0] for s in seen))
    assert "old" in seen and "new" in seen
    # once the journal is in place (the commit point) every later kill ends in the new version
    first_new = seen.index("new")
    assert all(s == "new" for s in seen[first_new:])
