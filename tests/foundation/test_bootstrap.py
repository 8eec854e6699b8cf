"""`manage.py bootstrap` (what `make run` calls) is idempotent."""

import json

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone

from corridor.models import Decision, EvalRun, PackVersion
from corridor.services.pack_gateway import current_pack


@pytest.mark.django_db
def test_second_bootstrap_adds_nothing_and_prints_the_same_logins(settings, tmp_path, capsys):
    settings.VAR_DIR = tmp_path
    # A run of this very pack exists, so bootstrap does not read the baseline again (the slow part).
    EvalRun.objects.create(
        created_at=timezone.now(),
        splits=["lane:x"],
        status=EvalRun.Status.DONE,
        pack_digest=current_pack().digest,
    )

    call_command("bootstrap")
    first = capsys.readouterr().out
    call_command("bootstrap")
    second = capsys.readouterr().out

    stored = json.loads((tmp_path / "demo-accounts.json").read_text())
    assert set(stored) == {"reviewer", "proposer"}
    for username, password in stored.items():
        user = User.objects.get(username=username)
        assert user.check_password(password)
        assert list(user.groups.values_list("name", flat=True)) == [username]
        assert f"{username:<10} password: {password}" in second
    assert User.objects.count() == 2
    assert EvalRun.objects.count() == 1
    assert PackVersion.objects.count() == 1
    assert "Baseline eval run exists" in first and "Baseline eval run exists" in second


@pytest.mark.django_db
def test_a_rebuilt_seed_pack_is_recorded_under_its_new_digest(settings, tmp_path, capsys):
    settings.VAR_DIR = tmp_path
    pack = current_pack()
    EvalRun.objects.create(
        created_at=timezone.now(), splits=["lane:x"], status=EvalRun.Status.DONE, pack_digest=pack.digest
    )
    PackVersion.objects.create(pack_name=pack.name, version=1, digest="0" * 64, created_at=timezone.now())

    call_command("bootstrap")

    assert PackVersion.objects.get().digest == pack.digest
    repair = Decision.objects.get(action=Decision.Action.REPAIR)
    assert repair.detail == {"old_digest": "0" * 64, "new_digest": pack.digest}
    assert "The seed pack was rebuilt" in capsys.readouterr().out
