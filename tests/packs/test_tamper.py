"""Tampering: every change made outside the library is refused with its own message."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from packs import (
    DuplicateSurfaceError,
    MissingFileError,
    PackFormatError,
    PackIntegrityError,
    UnknownCategoryError,
    UnlistedFileError,
    load_pack,
)
from packs.decode import parse_manifest
from packs.encoding import manifest_file
from packs.layout import content_digest, pack_digest


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def manifest_sha(pack: Path, rel: str) -> str:
    return parse_manifest((pack / "manifest.yaml").read_bytes(), "manifest.yaml").files[rel]


def test_flipped_byte_is_refused(small_pack: Path) -> None:
    target = small_pack / "lexicon" / "noun.yaml"
    expected = manifest_sha(small_pack, "lexicon/noun.yaml")
    data = bytearray(target.read_bytes())
    data[40] ^= 0x01
    target.write_bytes(bytes(data))
    with pytest.raises(PackIntegrityError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == f"{target}: sha256 mismatch: expected {expected}, actual {sha(bytes(data))}"


def test_appended_entry_is_refused(small_pack: Path) -> None:
    target = small_pack / "lexicon" / "verb_gain.yaml"
    expected = manifest_sha(small_pack, "lexicon/verb_gain.yaml")
    with target.open("ab") as handle:
        handle.write(b"- {lemma: win, forms: [win VB]}\n")
    with pytest.raises(PackIntegrityError) as caught:
        load_pack(small_pack)
    assert (
        str(caught.value)
        == f"{target}: sha256 mismatch: expected {expected}, actual {sha(target.read_bytes())}"
    )


def test_deleted_file_is_refused(small_pack: Path) -> None:
    (small_pack / "lexicon" / "adverb.yaml").unlink()
    with pytest.raises(MissingFileError) as caught:
        load_pack(small_pack)
    assert (
        str(caught.value) == f"{small_pack / 'lexicon' / 'adverb.yaml'}: listed in the manifest but missing"
    )


def test_missing_manifest_is_refused(tmp_path: Path) -> None:
    with pytest.raises(MissingFileError) as caught:
        load_pack(tmp_path)
    assert str(caught.value) == f"{tmp_path / 'manifest.yaml'}: missing (is this a pack directory?)"


@pytest.mark.parametrize("rel", ["lexicon/extra.yaml", "notes.txt"])
def test_unlisted_file_is_refused(small_pack: Path, rel: str) -> None:
    (small_pack / rel).write_bytes(b"- {lemma: sneak, forms: [sneak NN]}\n")
    with pytest.raises(UnlistedFileError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == f"{small_pack / rel}: present in the pack but not listed in the manifest"


def test_edited_manifest_version_is_refused(small_pack: Path) -> None:
    manifest = small_pack / "manifest.yaml"
    before = parse_manifest(manifest.read_bytes(), "m")
    manifest.write_bytes(manifest.read_bytes().replace(b"version: 1\n", b"version: 7\n"))
    with pytest.raises(PackIntegrityError) as caught:
        load_pack(small_pack)
    actual = pack_digest(before.name, 7, before.files)
    assert str(caught.value) == f"{manifest}: pack digest mismatch: expected {before.digest}, actual {actual}"


def test_edited_manifest_file_digest_is_refused(small_pack: Path) -> None:
    manifest = small_pack / "manifest.yaml"
    real = manifest_sha(small_pack, "lexicon/noun.yaml")
    manifest.write_bytes(manifest.read_bytes().replace(real.encode(), b"f" * 64))
    with pytest.raises(PackIntegrityError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == (
        f"{small_pack / 'lexicon' / 'noun.yaml'}: sha256 mismatch: expected {'f' * 64}, actual {real}"
    )


def test_reformatted_manifest_is_refused(small_pack: Path) -> None:
    manifest = small_pack / "manifest.yaml"
    manifest.write_bytes(manifest.read_bytes().replace(b"name: small_v1", b"name:   small_v1"))
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == f"{manifest}: not in canonical form (was it edited by hand?)"


def test_manifest_that_is_not_yaml_is_refused(small_pack: Path) -> None:
    manifest = small_pack / "manifest.yaml"
    manifest.write_bytes(b"name: [unclosed\n")
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert str(caught.value).startswith(f"{manifest}:2: not valid YAML: ")


# --- malformed content behind a consistent manifest ("resealed" by hand) -------------


def reseal(pack: Path, rel: str, data: bytes, counts_delta: dict[str, int] | None = None) -> None:
    """Write ``data`` to ``rel`` and rewrite the manifest so every digest agrees again."""
    manifest_path = pack / "manifest.yaml"
    manifest = parse_manifest(manifest_path.read_bytes(), "m")
    (pack / rel).write_bytes(data)
    files = dict(manifest.files) | {rel: sha(data)}
    counts = dict(manifest.counts)
    for category, delta in (counts_delta or {}).items():
        counts[category] = counts.get(category, 0) + delta
    manifest_path.write_bytes(
        manifest_file(
            manifest.name,
            manifest.version,
            pack_digest(manifest.name, manifest.version, files),
            content_digest(files),
            files,
            counts,
        )
    )


def append_line(pack: Path, rel: str, line: bytes, category: str) -> None:
    reseal(pack, rel, (pack / rel).read_bytes() + line, {category: 1})


def test_missing_required_attribute_names_file_and_line(small_pack: Path) -> None:
    append_line(small_pack, "lexicon/number_word.yaml", b"- {lemma: six, forms: [six base]}\n", "number_word")
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == (
        f"{small_pack / 'lexicon' / 'number_word.yaml'}:3: entry number_word:six: missing required attribute 'value'"
    )


def test_disallowed_attribute_is_refused(small_pack: Path) -> None:
    line = b"- {lemma: zip, forms: [zip NN], attrs: {colour: red}}\n"
    append_line(small_pack, "lexicon/noun.yaml", line, "noun")
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert (
        str(caught.value)
        == f"{small_pack / 'lexicon' / 'noun.yaml'}:6: entry noun:zip: attribute 'colour' is not allowed"
    )


def test_lexicon_file_of_unknown_category_is_refused(small_pack: Path) -> None:
    reseal(small_pack, "lexicon/spell.yaml", b"- {lemma: abracadabra, forms: [abracadabra base]}\n")
    with pytest.raises(UnknownCategoryError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == f"{small_pack / 'lexicon' / 'spell.yaml'}: unknown category 'spell'"


def test_duplicate_surface_across_entries_is_refused(small_pack: Path) -> None:
    append_line(
        small_pack, "lexicon/verb_lose.yaml", b"- {lemma: eat, forms: [eat VB, apples VBZ]}\n", "verb_lose"
    )
    with pytest.raises(DuplicateSurfaceError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == (
        f"{small_pack / 'lexicon' / 'verb_lose.yaml'}: surface form 'apples' is claimed by noun:apple and verb_lose:eat"
    )


def test_bad_form_tag_is_refused(small_pack: Path) -> None:
    append_line(small_pack, "lexicon/noun.yaml", b"- {lemma: zip, forms: [zip XX]}\n", "noun")
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert (
        str(caught.value) == f"{small_pack / 'lexicon' / 'noun.yaml'}:6: entry 'zip': unknown form tag 'XX'"
    )


def test_wrong_counts_are_refused(small_pack: Path) -> None:
    rel = "lexicon/noun.yaml"
    reseal(small_pack, rel, (small_pack / rel).read_bytes() + b"- {lemma: zip, forms: [zip NN]}\n")
    with pytest.raises(PackFormatError) as caught:
        load_pack(small_pack)
    assert str(caught.value) == f"{small_pack / 'manifest.yaml'}: entry counts do not match the lexicon files"
