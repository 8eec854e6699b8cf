"""Writing: each add or remove is one new version with a history row; collisions write nothing."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from packs import (
    PackCollisionError,
    PackFormatError,
    UnknownCategoryError,
    UnknownEntryError,
    add_entries,
    entry_with_inflections,
    load_pack,
    remove_entries,
)
from tests.packs.conftest import pack_bytes

AT = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def add(pack: Path, *entries, proposal_id: str = "P1"):
    return add_entries(pack, entries, proposal_id=proposal_id, reviewer="ann", at=AT)


def test_add_new_word_is_a_new_version_with_a_history_row(small_pack: Path) -> None:
    before = load_pack(small_pack)
    after = add(small_pack, entry_with_inflections("receive", "verb_gain"))
    assert after.version == before.version + 1
    sense = after.lexicon.lookup("Received")
    assert sense.entry.key == ("verb_gain", "receive")
    assert sense.entry.provenance.kind == "ratified"
    assert (sense.entry.provenance.reviewer, sense.entry.provenance.at) == (
        "ann",
        "2026-11-30T12:00:00+00:00",
    )
    record = after.history[-1]
    assert (record.version, record.proposal_id, record.reviewer, record.at) == (
        2,
        "P1",
        "ann",
        AT.isoformat(),
    )
    assert [e.key for e in record.added] == [("verb_gain", "receive")]
    assert record.digest == after.content_digest
    assert load_pack(small_pack).digest == after.digest


def test_recategorising_an_open_class_word_and_undoing_it_restores_the_content(small_pack: Path) -> None:
    before = load_pack(small_pack)
    lexicon_before = {k: v for k, v in pack_bytes(small_pack).items() if k.startswith("lexicon/")}
    taught = add(small_pack, entry_with_inflections("paint", "verb_produce"))
    for token in ("paint", "paints", "painted", "painting"):
        assert taught.lexicon.lookup(token).entry.key == ("verb_produce", "paint")
    givers = {h.giver for h in taught.history[-1].handovers}
    assert givers == {"noun:paint", "verb:paint", "noun:painting"}
    assert taught.lexicon.lookup("paintings").entry.key == ("noun", "painting")

    undone = remove_entries(small_pack, [("verb_produce", "paint")], proposal_id="P1", reviewer="bob", at=AT)
    assert undone.version == before.version + 2
    assert undone.content_digest == before.content_digest
    assert undone.digest != before.digest
    assert {k: v for k, v in pack_bytes(small_pack).items() if k.startswith("lexicon/")} == lexicon_before
    assert undone.lexicon.entries == before.lexicon.entries
    assert [e.key for e in undone.history[-1].removed] == [("verb_produce", "paint")]


def test_undoing_gives_a_seed_word_back_with_its_attributes(repo_pack_copy: Path) -> None:
    """'pocket' (a noun with `keeps: own`) loses every surface to a taught verb; the undo rebuilds it whole."""
    before = load_pack(repo_pack_copy)
    assert before.lexicon.lookup("pocket").entry.attrs == (("keeps", "own"),)
    taught = add(repo_pack_copy, entry_with_inflections("pocket", "verb_gain"))
    assert taught.lexicon.lookup("pockets").entry.key == ("verb_gain", "pocket")
    reread = load_pack(repo_pack_copy)  # the handover, attributes and all, survives the history file
    givers = {h.giver: h.giver_attrs for h in reread.history[-1].handovers}
    assert givers["noun:pocket"] == (("keeps", "own"),)

    undone = remove_entries(
        repo_pack_copy, [("verb_gain", "pocket")], proposal_id="P1", reviewer="bob", at=AT
    )
    assert undone.lexicon.lookup("pocket").entry == before.lexicon.lookup("pocket").entry
    assert undone.content_digest == before.content_digest


def test_a_surface_held_by_a_curated_entry_is_a_collision(small_pack: Path) -> None:
    before = pack_bytes(small_pack)
    with pytest.raises(PackCollisionError) as caught:
        add(small_pack, entry_with_inflections("find", "verb_lose"))
    assert str(caught.value) == "surface form 'find' is held by verb_gain:find; verb_lose:find cannot take it"
    assert pack_bytes(small_pack) == before


def test_a_surface_held_by_a_ratified_entry_is_a_collision(small_pack: Path) -> None:
    add(small_pack, entry_with_inflections("bake", "verb_produce"))
    with pytest.raises(PackCollisionError) as caught:
        add(small_pack, entry_with_inflections("bake", "verb_lose"), proposal_id="P2")
    assert (
        str(caught.value) == "surface form 'bake' is held by verb_produce:bake; verb_lose:bake cannot take it"
    )


def test_a_surface_held_by_a_name_is_a_collision(small_pack: Path) -> None:
    with pytest.raises(PackCollisionError) as caught:
        add(small_pack, entry_with_inflections("sam", "verb_gain"))
    assert str(caught.value) == "surface form 'sam' is held by name:Sam; verb_gain:sam cannot take it"


def test_an_existing_key_is_a_collision(small_pack: Path) -> None:
    with pytest.raises(PackCollisionError) as caught:
        add(small_pack, entry_with_inflections("five", "number_word", {"value": "5"}))
    assert str(caught.value) == "entry number_word:five already exists"


def test_two_new_entries_sharing_a_surface_collide(small_pack: Path) -> None:
    with pytest.raises(PackCollisionError) as caught:
        add(
            small_pack,
            entry_with_inflections("zorp", "verb_gain"),
            entry_with_inflections("zorp", "verb_lose"),
        )
    assert str(caught.value) == "surface form 'zorp' is held by verb_gain:zorp; verb_lose:zorp cannot take it"


def test_unknown_category_and_bad_attributes_are_refused(small_pack: Path) -> None:
    with pytest.raises(UnknownCategoryError) as caught:
        add(small_pack, entry_with_inflections("zorp", "spell"))
    assert str(caught.value) == "new entry: unknown category 'spell'"
    with pytest.raises(PackFormatError) as caught:
        add(small_pack, entry_with_inflections("thrice", "multiplier"))
    assert str(caught.value) == "new entry: entry multiplier:thrice: missing required attribute 'factor'"


def test_removing_an_unknown_entry_is_refused(small_pack: Path) -> None:
    with pytest.raises(UnknownEntryError) as caught:
        remove_entries(small_pack, [("verb_gain", "zorp")], proposal_id="P9", reviewer="bob", at=AT)
    assert str(caught.value) == "entry verb_gain:zorp is not in the pack"


def test_history_is_append_only(small_pack: Path) -> None:
    first = (small_pack / "history.yaml").read_bytes()
    add(small_pack, entry_with_inflections("receive", "verb_gain"))
    second = (small_pack / "history.yaml").read_bytes()
    add(small_pack, entry_with_inflections("drop", "verb_lose"), proposal_id="P2")
    third = (small_pack / "history.yaml").read_bytes()
    assert second.startswith(first) and third.startswith(second)
    assert [r.version for r in load_pack(small_pack).history] == [1, 2, 3]


def test_writes_leave_no_working_files_behind(small_pack: Path) -> None:
    add(small_pack, entry_with_inflections("receive", "verb_gain"))
    leftovers = {p.name for p in small_pack.iterdir()} - {
        "manifest.yaml",
        "categories.yaml",
        "history.yaml",
        "lexicon",
    }
    assert leftovers <= {".lock", ".cache"}


def test_same_writes_give_byte_identical_packs(tmp_path: Path, small_pack: Path) -> None:
    from tests.packs.conftest import copy_pack

    twin = copy_pack(small_pack, tmp_path / "twin")
    for pack in (small_pack, twin):
        add(pack, entry_with_inflections("paint", "verb_produce"))
    assert pack_bytes(small_pack) == pack_bytes(twin)


def test_a_held_lock_times_out_with_a_clear_message(small_pack: Path) -> None:
    from filelock import FileLock

    from packs import PackLockedError
    from packs.journal import pack_lock

    holder = FileLock(str(small_pack / ".lock"))
    holder.acquire()
    try:
        with pytest.raises(PackLockedError) as caught, pack_lock(small_pack, timeout=0.1):
            pass
    finally:
        holder.release()
    assert (
        str(caught.value)
        == f"{small_pack.resolve() / '.lock'}: another writer held the pack lock for more than 0.1 s"
    )
