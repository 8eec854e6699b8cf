"""Twenty processes adding distinct entries at once: all land, one version each."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from packs import load_pack

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_twenty_concurrent_writers(small_pack: Path, tmp_path: Path) -> None:
    before = load_pack(small_pack)
    go = tmp_path / "go"
    lemmas = [f"zconc{i}" for i in range(20)]
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.packs.writer_proc", "wait", str(small_pack), lemma, str(go)],
            cwd=ROOT,
        )
        for lemma in lemmas
    ]
    go.touch()
    assert [p.wait(timeout=300) for p in procs] == [0] * 20
    after = load_pack(small_pack)
    assert after.version == before.version + 20
    assert len(after.history) == len(before.history) + 20
    assert sorted(r.proposal_id for r in after.history[-20:]) == sorted(lemmas)
    for lemma in lemmas:
        assert after.lexicon.lookup(lemma).entry.key == ("verb_gain", lemma)
