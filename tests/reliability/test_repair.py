"""The repair rule in process: what it finds, what it mends, and what it only reports.

The killed-process tests (test_crash_ratify.py) produce the crash cases for
real; here the pack is put back to an older copy, as `git checkout -- packs/`
would, to reach the cases a crash cannot.
"""

from __future__ import annotations

import shutil

from corridor.models import Decision, Proposal
from corridor.services.repair import find_disagreements, repair
from packs import load_pack
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
