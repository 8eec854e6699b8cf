"""The repair rule in process: what it finds, what it mends, and what it only reports.

The killed-process tests (test_crash_ratify.py) produce the crash cases for
real; here the pack is put back to an older copy, as `git checkout -- packs/`
would, to reach the cases a crash cannot.
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from corridor.models import Decision, EvalRun, PackVersion, Proposal
from corridor.services.errors import PackBlocked
from corridor.services.pack_gateway import build_entry
from corridor.services.repair import find_disagreements, repair
from packs import add_entries, load_pack
from packs.model import Provenance
from tests.corridor.factories import AT
from tests.reliability.test_authorization import make_person


def test_a_pack_put_back_sends_the_proposal_back_and_reports_the_lost_version(db, pack_dir):
    pat, rita = make_person("pat", "proposer"), make_person("rita", "reviewer")
    before = pack_dir.parent / "before"
    shutil.copytree(pack_dir, before)
    proposal = Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT)
    proposal.ratify(rita, AT)
    shutil.rmtree(pack_dir)
    shutil.copytree(before, pack_dir)

    pack = load_pack(pack_dir)
    found = find_disagreements(pack)
    assert [item.message for item in found] == [
        "The database records pack version 2 but the pack is at version 1; restore the pack that holds those versions.",
        f"Proposal {proposal.pk} (zqbab as verb_gain) is ratified but its entry is not in the pack.",
    ]
    mended = repair(pack, AT)
    assert [item.kind for item in mended] == ["ratified_not_in_pack"]
    proposal.refresh_from_db()
    assert (proposal.status, proposal.decided_by, proposal.pack_version) == ("proposed", None, None)
    note = Decision.objects.get(action="repair")
    assert (note.proposal_id, note.actor, note.detail) == (
        proposal.pk,
        None,
        {"from": "ratified", "to": "proposed"},
    )
    assert [item.kind for item in find_disagreements(pack)] == ["database_ahead"]


def test_agreement_finds_nothing_and_repairs_nothing(db, pack_dir):
    pat, rita = make_person("pat", "proposer"), make_person("rita", "reviewer")
    Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT).ratify(rita, AT)
    pack = load_pack(pack_dir)
    assert find_disagreements(pack) == []
    assert repair(pack, AT) == []
    assert not Decision.objects.filter(action="repair").exists()


def put_back(pack_dir: Path, copy: Path) -> None:
    shutil.rmtree(pack_dir)
    shutil.copytree(copy, pack_dir)


def table_counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (Proposal, Decision, PackVersion, EvalRun))


def pack_bytes(pack_dir: Path) -> dict[str, bytes]:
    return {str(p.relative_to(pack_dir)): p.read_bytes() for p in sorted(pack_dir.rglob("*")) if p.is_file()}


def assert_refused_writing_nothing(pack_dir: Path, action, sentence: str) -> None:
    before, files = table_counts(), pack_bytes(pack_dir)
    with pytest.raises(PackBlocked) as refused:
        action()
    assert refused.value.message == sentence
    assert (table_counts(), pack_bytes(pack_dir)) == (before, files)


def test_a_pack_put_back_behind_the_database_refuses_the_next_ratification(db, pack_dir, client):
    pat, rita = make_person("pat", "proposer"), make_person("rita", "reviewer")
    before = pack_dir.parent / "before"
    shutil.copytree(pack_dir, before)
    Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT).ratify(rita, AT)
    put_back(pack_dir, before)
    waiting = Proposal.propose(proposer=pat, word="zqbib", category="verb_gain", attrs={}, at=AT)

    sentence = (
        "The pack on disk is not one the database recorded, so nothing can be written: the database "
        "records pack version 2 but the pack is at version 1; restore the pack that holds those versions."
    )
    assert_refused_writing_nothing(pack_dir, lambda: waiting.ratify(rita, AT), sentence)
    client.force_login(rita)
    answer = client.post(f"/api/proposals/{waiting.pk}/ratify/", content_type="application/json")
    assert (answer.status_code, answer.json()) == (503, {"detail": sentence})


def test_a_pack_with_the_recorded_number_but_other_contents_refuses_writes_and_is_reported(db, pack_dir):
    pat, rita = make_person("pat", "proposer"), make_person("rita", "reviewer")
    before = pack_dir.parent / "before"
    shutil.copytree(pack_dir, before)
    ratified = Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT)
    ratified.ratify(rita, AT)
    put_back(pack_dir, before)  # then version 2 is written again, with another entry
    other = build_entry("zqbob", "verb_gain", {}, Provenance("ratified", proposal_id="x"))
    add_entries(pack_dir, [other], proposal_id="x", reviewer="someone", at=AT.isoformat())
    waiting = Proposal.propose(proposer=pat, word="zqbib", category="verb_gain", attrs={}, at=AT)

    mismatch = (
        "The pack is at version 2 but its digest differs from the version 2 the database recorded; "
        "restore the pack the database recorded."
    )
    assert mismatch in [item.message for item in find_disagreements(load_pack(pack_dir))]
    sentence = (
        "The pack on disk is not one the database recorded, so nothing can be written: "
        + mismatch[0].lower()
        + mismatch[1:]
    )
    assert_refused_writing_nothing(pack_dir, lambda: waiting.ratify(rita, AT), sentence)
    assert_refused_writing_nothing(pack_dir, lambda: ratified.undo(rita, AT, "again"), sentence)
    with pytest.raises(CommandError):
        call_command("repair", "--check", stdout=(out := io.StringIO()))
    assert mismatch in out.getvalue()
    repair(load_pack(pack_dir), AT)
    assert mismatch in [item.message for item in find_disagreements(load_pack(pack_dir))]


def test_repair_fails_runs_left_unfinished_and_keeps_those_a_worker_will_start(db, settings):
    from corridor.checks import check_no_runs_left_unfinished
    from corridor.services.stale_runs import INTERRUPTED
    from corridor.tasks import rerun_evals

    def run(status: str) -> EvalRun:
        return EvalRun.objects.create(created_at=AT, splits=["test"], status=status)

    running, queued_lost, done = run("running"), run("queued"), run("done")
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    queued_waiting = run("queued")
    rerun_evals.enqueue(queued_waiting.pk)  # still waits in the database queue: a worker will read it

    [warning] = check_no_runs_left_unfinished()
    assert (warning.id, warning.msg) == (
        "corridor.W003",
        f"Eval run {running.pk} was left running with no task waiting to finish it. "
        f"Eval run {queued_lost.pk} was left queued with no task waiting to finish it.",
    )
    with pytest.raises(CommandError, match=r"^2 disagreement\(s\)"):
        call_command("repair", "--check", stdout=io.StringIO())
    assert EvalRun.objects.filter(status__in=["running", "queued"]).count() == 3

    out = io.StringIO()
    call_command("repair", stdout=out)
    assert "Marked 2 interrupted eval run(s) failed." in out.getvalue()
    states = {r.pk: (r.status, r.error) for r in EvalRun.objects.all()}
    assert states == {
        running.pk: ("failed", INTERRUPTED),
        queued_lost.pk: ("failed", INTERRUPTED),
        done.pk: ("done", ""),
        queued_waiting.pk: ("queued", ""),
    }
    assert check_no_runs_left_unfinished() == []
    call_command("repair", "--check", stdout=(again := io.StringIO()))
    assert "agree" in again.getvalue()
