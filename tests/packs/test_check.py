"""The Django system check corridor.E001 fails start-up on a pack that does not verify."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("django")

from corridor.checks import check_pack_verifies  # noqa: E402


def test_check_passes_on_a_verifying_pack(settings, small_pack: Path) -> None:
    settings.PACK_DIR = small_pack
    assert check_pack_verifies() == []


def test_check_fails_with_id_and_hint(settings, small_pack: Path) -> None:
    (small_pack / "history.yaml").write_bytes(b"tampered\n")
    settings.PACK_DIR = small_pack
    [error] = check_pack_verifies()
    assert error.id == "corridor.E001"
    assert error.msg.startswith(
        f"The lexicon pack does not verify: {small_pack / 'history.yaml'}: sha256 mismatch"
    )
    assert "python manage.py pack verify" in error.hint


def test_manage_py_pack_verify_exit_codes(small_pack: Path, tmp_path: Path) -> None:
    from django.core.management import call_command
    from django.core.management.base import CommandError

    call_command("pack", "verify", "--pack", str(small_pack))
    with pytest.raises(CommandError) as caught:
        call_command("pack", "verify", "--pack", str(tmp_path / "nothing"))
    assert (
        str(caught.value)
        == f"pack does not verify: {tmp_path / 'nothing' / 'manifest.yaml'}: missing (is this a pack directory?)"
    )
    assert caught.value.returncode == 1
