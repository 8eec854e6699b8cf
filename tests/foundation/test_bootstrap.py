"""`manage.py bootstrap` (what `make run` calls) is idempotent."""

import json

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone

from corridor.models import EvalRun, PackVersion


@pytest.mark.django_db
def test_second_bootstrap_adds_nothing_and_prints_the_same_logins(settings, tmp_path, capsys):
    settings.VAR_DIR = tmp_path
    # A run exists, so bootstrap does not read the baseline again (that is the slow part).
    EvalRun.objects.create(created_at=timezone.now(), splits=["lane:x"], status=EvalRun.Status.DONE)

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
