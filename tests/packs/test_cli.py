"""The pack commands: exact text and exit codes, through packs.cli and manage.py's wrapper."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from packs import add_entries, entry_with_inflections, load_pack
from packs.cli import history, run, stats, verify


def test_verify_prints_name_version_digest(small_pack: Path) -> None:
    pack = load_pack(small_pack)
    assert verify(small_pack) == (f"small_v1 version 1 verifies\ndigest {pack.digest}", 0)


def test_verify_fails_with_the_message(small_pack: Path) -> None:
    (small_pack / "stray.txt").write_text("x")
    text, code = verify(small_pack)
    assert code == 1
    assert (
        text
        == f"pack does not verify: {small_pack / 'stray.txt'}: present in the pack but not listed in the manifest"
    )


def test_stats_table(small_pack: Path) -> None:
    text, code = stats(small_pack)
    lines = text.splitlines()
    assert code == 0
    assert lines[0] == "small_v1 version 1"
    assert lines[3].split() == ["category", "entries", "surfaces"]
    rows = {line.split()[0]: line.split()[1:] for line in lines[4:]}
    assert rows["noun"] == ["4", "8"]
    assert rows["verb_gain"] == ["1", "4"]  # find finds found finding
    assert rows["total"] == ["15", "32"]


def test_history_lists_every_version(small_pack: Path) -> None:
    at = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
    add_entries(
        small_pack, [entry_with_inflections("bake", "verb_produce")], proposal_id="7", reviewer="ann", at=at
    )
    text, code = history(small_pack)
    lines = text.splitlines()
    assert code == 0
    assert lines[0] == "small_v1 version 2"
    assert lines[2].startswith("v1  -  test  proposal seed  ")
    assert lines[3].startswith("v2  2026-11-30T12:00:00+00:00  ann  proposal 7  ")
    assert lines[3].endswith("+verb_produce:bake; verb:bake->verb_produce:bake bake baked bakes baking")


def test_unknown_command() -> None:
    assert run("explode", "/nowhere") == (
        "unknown command 'explode': choose one of verify, stats, history",
        2,
    )
