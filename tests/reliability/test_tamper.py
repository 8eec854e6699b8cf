"""Tamper evidence: one changed byte anywhere in the pack, and nothing uses it.

For every file of the pack in turn: `manage.py pack verify` fails naming the
file, and the reader's command line refuses to load. Then, with the app's
own pack tampered: every page shows the banner, every write is blocked
(503, one sentence, nothing written), and no preview or rerun is produced
from the unverified bytes.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from corridor.models import CaseResult, EvalRun, Proposal
from corridor.tasks import rerun_evals
from reader.__main__ import main as reader_main
from tests.corridor.factories import AT
from tests.reliability.test_authorization import make_person
from tests.reliability.test_bad_input import counts, pack_fingerprint
from tests.reliability.worlds import ROOT

BLOCKED = "The lexicon pack does not verify, so nothing can be written: "
PROBLEM = "Sam had 3 apples. He found 2 apples. How many apples does Sam have?"


def pack_files(pack: Path) -> list[str]:
    manifest = yaml.safe_load((pack / "manifest.yaml").read_text())
    return ["manifest.yaml", *sorted(manifest["files"])]


def flip_one_byte(path: Path, rng: random.Random, keep_mtime: bool = False) -> None:
    data = bytearray(path.read_bytes())
    at = rng.randrange(len(data))
    data[at] = (data[at] + 1) % 256
    stat = path.stat()
    path.write_bytes(bytes(data))
    if keep_mtime:
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def test_one_changed_byte_in_any_file_is_named_and_refused(small_pack_template, tmp_path, capsys):
    rng = random.Random(9)
    files = pack_files(small_pack_template)
    assert len(files) > 50  # every category file, the categories, the history, the manifest
    for number, name in enumerate(files):
        pack = tmp_path / f"p{number}"
        shutil.copytree(small_pack_template, pack)
        flip_one_byte(pack / name, rng)
        with pytest.raises(CommandError) as refused:
            call_command("pack", "verify", "--pack", str(pack))
        assert refused.value.returncode == 1
        assert name in str(refused.value), str(refused.value)
        assert reader_main(["--pack", str(pack), PROBLEM]) == 1
        assert capsys.readouterr().err.startswith("error: the lexicon pack does not verify: ")


def test_the_real_commands_exit_1(small_pack_template, tmp_path):
    pack = tmp_path / "pack"
    shutil.copytree(small_pack_template, pack)
    flip_one_byte(pack / "lexicon" / "verb_gain.yaml", random.Random(1))
    env = {**os.environ, "SECRET_KEY": "x", "DEBUG": "0"}
    verify = subprocess.run(
        [sys.executable, "manage.py", "pack", "verify", "--pack", str(pack)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert verify.returncode == 1
    assert "lexicon/verb_gain.yaml: sha256 mismatch" in verify.stderr
    read = subprocess.run(
        [sys.executable, "-m", "reader", "--pack", str(pack), PROBLEM],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert read.returncode == 1 and read.stdout == ""
    assert "the lexicon pack does not verify" in read.stderr and "Traceback" not in read.stderr


@pytest.fixture
def tampered_world(db, pack_dir):
    """A proposal and a finished run exist; then one byte of the app's pack changes."""
    from tests.corridor.factories import make_run

    people = {
        "pat": make_person("pat", "proposer"),
        "rita": make_person("rita", "reviewer"),
        "ada": make_person("ada", staff=True),
    }
    make_run()
    proposal = Proposal.propose(proposer=people["pat"], word="zqbab", category="verb_gain", attrs={}, at=AT)
    flip_one_byte(pack_dir / "lexicon" / "noun.yaml", random.Random(3))
    return people, proposal


def client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_app_blocks_every_write_with_the_banner(tampered_world, pack_dir):
    people, proposal = tampered_world
    rita = client_for(people["rita"])
    home = rita.get("/")
    assert home.status_code == 200
    assert 'data-testid="pack-banner"' in home.content.decode()
    assert "lexicon/noun.yaml: sha256 mismatch" in home.content.decode()
    before, pack_before = counts(), pack_fingerprint(pack_dir)
    writes = [
        (rita, f"/api/proposals/{proposal.pk}/ratify/", {}),
        (rita, f"/api/proposals/{proposal.pk}/reject/", {"reason": "no"}),
        (client_for(people["pat"]), f"/api/proposals/{proposal.pk}/withdraw/", {}),
        (client_for(people["pat"]), "/api/proposals/", {"word": "zqbad", "category": "verb_gain"}),
        (rita, "/api/proposals/bulk/", {"action": "ratify", "ids": [proposal.pk]}),
    ]
    for client, path, body in writes:
        response = client.post(path, body, content_type="application/json")
        assert response.status_code == 503, path
        assert response.json()["detail"].startswith(BLOCKED), path
    page = client_for(people["ada"]).post(f"/proposals/{proposal.pk}/ratify/", follow=True)
    assert BLOCKED in page.content.decode()
    assert counts() == before
    assert pack_fingerprint(pack_dir) == pack_before


def test_no_preview_and_no_rerun_come_from_an_unverified_pack(tampered_world, pack_dir):
    people, proposal = tampered_world
    rita = client_for(people["rita"])
    api = rita.get(f"/api/proposals/{proposal.pk}/preview/")
    assert api.status_code == 503 and api.json()["detail"].startswith(BLOCKED)
    panel = rita.get(f"/proposals/{proposal.pk}/preview/").content.decode()
    draft = rita.post("/preview/", {"word": "zqbad", "category": "verb_gain"}).content.decode()
    for html in (panel, draft):
        assert BLOCKED in html
        assert 'data-testid="preview-newly-wrong"' not in html
    run = EvalRun.objects.create(created_at=AT, splits=["lane:transfer"], trigger="ratification")
    assert rerun_evals.call(run.pk) == "failed"
    run.refresh_from_db()
    assert "lexicon/noun.yaml: sha256 mismatch" in run.error
    assert not CaseResult.objects.filter(run=run).exists()


def test_a_tamper_that_keeps_the_file_time_still_cannot_be_written_over(db, pack_dir):
    """The page cache trusts unchanged file times, but the pack writer verifies every byte itself."""
    from corridor.services.pack_gateway import current_pack

    pat, rita = make_person("pat", "proposer"), make_person("rita", "reviewer")
    proposal = Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT)
    current_pack()  # cached while the bytes still verify
    flip_one_byte(pack_dir / "lexicon" / "noun.yaml", random.Random(4), keep_mtime=True)
    before, pack_before = counts(), pack_fingerprint(pack_dir)
    response = client_for(rita).post(
        f"/api/proposals/{proposal.pk}/ratify/", {}, content_type="application/json"
    )
    assert response.status_code == 400
    assert response.json()["detail"].startswith("The pack could not be written, so nothing was ratified: ")
    assert "lexicon/noun.yaml: sha256 mismatch" in response.json()["detail"]
    assert counts() == before and pack_fingerprint(pack_dir) == pack_before
