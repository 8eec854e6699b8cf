"""The seed generator: reproducible byte for byte, with its precedence rules and clear build errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from packs import BuildError, load_pack
from packs.build_seed import Candidate, build, build_entries, curated_entry, read_curated, read_names
from packs.decode import parse_categories
from packs.inflect import entry_with_inflections
from packs.location import REPOSITORY_PACK
from tests.packs.conftest import CATEGORIES_YAML, pack_bytes

CATEGORIES = parse_categories(CATEGORIES_YAML, "categories.yaml")


def test_generator_reproduces_the_committed_pack(tmp_path: Path) -> None:
    committed = load_pack(REPOSITORY_PACK)
    if committed.version != 1:
        pytest.skip(f"the repository pack holds ratified versions (version {committed.version})")
    build(tmp_path / "rebuilt")
    assert pack_bytes(tmp_path / "rebuilt") == pack_bytes(REPOSITORY_PACK)


def test_building_twice_gives_identical_bytes(tmp_path: Path) -> None:
    vocabulary = [("apple", "noun"), ("run", "verb"), ("run", "noun"), ("red", "adj")]
    from packs.writer import write_new_pack

    for name in ("a", "b"):
        write_new_pack(
            tmp_path / name,
            "t",
            CATEGORIES_YAML,
            build_entries([], {"Sam": "male"}, vocabulary),
            reviewer="test",
        )
    assert pack_bytes(tmp_path / "a") == pack_bytes(tmp_path / "b")


def test_a_surface_curated_twice_is_a_build_error() -> None:
    curated = [
        Candidate(entry_with_inflections("find", "verb_gain"), "curated/verb_gain.yaml"),
        Candidate(entry_with_inflections("find", "verb_lose"), "curated/verb_lose.yaml"),
    ]
    with pytest.raises(BuildError) as caught:
        build_entries(curated, {}, [])
    assert str(caught.value) == (
        "surface form 'find' is claimed by verb_gain:find (curated/verb_gain.yaml) "
        "and verb_lose:find (curated/verb_lose.yaml)"
    )


def test_own_lemmas_beat_other_lemmas_inflections() -> None:
    entries = build_entries([], {}, [("datum", "noun"), ("data", "noun")])
    keys = {s: e.key for e in entries for s, _ in e.forms}
    assert keys["data"] == ("noun", "data")
    assert keys["datum"] == ("noun", "datum")


def test_a_doubled_letter_spelling_keeps_the_forms_written_with_it() -> None:
    entries = build_entries(
        [], {}, [("instal", "verb"), ("install", "verb"), ("leaf", "noun"), ("leave", "noun")]
    )
    lemmas = {(s, t): e.lemma for e in entries for s, t in e.forms}
    assert lemmas[("installed", "VBD")] == lemmas[("install", "VB")] == "install"
    assert lemmas[("instals", "VBZ")] == "instal"
    assert lemmas[("leaves", "NNS")] == "leaf"  # no doubled letter: lemma order, as before


def test_names_get_the_gender_that_dominates_the_census(tmp_path: Path) -> None:
    # Mary is on both lists but ten times more common among women; Robin is close.
    (tmp_path / "dist.female.first").write_text("MARY 2.6 2.6 1\nROBIN 0.1 0.1 2\n")
    (tmp_path / "dist.male.first").write_text("JAMES 3.3 3.3 1\nROBIN 0.05 0.1 2\nMARY 0.009 0.1 3\n")
    assert read_names(tmp_path) == {"Mary": "female", "Robin": "any", "James": "male"}


def test_proper_nouns_and_odd_words_are_skipped() -> None:
    vocabulary = [("Paris", "noun"), ("o'clock", "adv"), ("x-ray", "noun"), ("mp3", "noun"), ("cat", "noun")]
    from packs.build_seed import _ordinary

    assert [w for w, _ in vocabulary if _ordinary(w)] == ["cat"]


def test_curated_entry_fields(tmp_path: Path) -> None:
    folder = tmp_path / "curated"
    folder.mkdir()
    (folder / "m.yaml").write_text(
        "category: multiplier\nentries:\n- {lemma: twice, attrs: {factor: '2'}}\n- {lemma: double, attrs: {factor: 2}}\n"
    )
    (folder / "v.yaml").write_text("category: verb_gain\nentries:\n- {lemma: pick, skip_forms: [picking]}\n")
    entries = {c.entry.key: c.entry for c in read_curated(folder, CATEGORIES)}
    assert entries[("multiplier", "double")].attrs == (("factor", "2"),)
    assert "picking" not in {s for s, _ in entries[("verb_gain", "pick")].forms}


@pytest.mark.parametrize(
    ("item", "message"),
    [
        (
            {"lemma": "thrice"},
            "m.yaml entry 1 (thrice): entry multiplier:thrice: missing required attribute 'factor'",
        ),
        (
            {"lemma": "thrice", "attrs": {"factor": 3.0}},
            "m.yaml entry 1 (thrice): attribute values must be strings (quote them), not 3.0",
        ),
        ({"lemma": "thrice", "colour": "red"}, "m.yaml entry 1: unknown field 'colour'"),
        (
            {"lemma": "x", "attrs": {"factor": "3"}, "forms": {"xx": "ZZ"}},
            "m.yaml entry 1 (x): unknown form tag 'ZZ' for 'xx'",
        ),
    ],
)
def test_curated_entry_errors(item: dict, message: str) -> None:
    with pytest.raises(BuildError) as caught:
        curated_entry(item, CATEGORIES["multiplier"], "m.yaml entry 1")
    assert str(caught.value) == message


def test_a_name_that_is_an_ordinary_word_leaves_its_gender_on_the_word() -> None:
    # "Tom" loses its surface to the noun "tom" but the noun remembers the name is male;
    # an undecided name ("Pat") records nothing, and neither do other lemmas' inflections.
    vocabulary = [("tom", "noun"), ("pat", "noun"), ("sue", "verb"), ("rise", "verb")]
    names_ = {"Tom": "male", "Pat": "any", "Sue": "female", "Rose": "female", "Rises": "male"}
    entries = {e.key: e for e in build_entries([], names_, vocabulary, frozenset({"noun", "verb"}))}
    plain = {e.key: e for e in build_entries([], names_, vocabulary)}  # categories that do not allow it
    assert plain[("noun", "tom")].attr("name_gender") is None
    assert entries[("noun", "tom")].attr("name_gender") == "male"
    assert entries[("verb", "sue")].attr("name_gender") == "female"
    assert entries[("noun", "pat")].attr("name_gender") is None
    assert entries[("verb", "rise")].attr("name_gender") is None
    assert not any(
        e.category == "name" for e in entries.values() if e.lemma.lower() in {"tom", "sue", "rises"}
    )


def test_the_committed_pack_knows_the_gender_of_word_names() -> None:
    lexicon = load_pack(REPOSITORY_PACK).lexicon
    senses = {w: lexicon.lookup(w) for w in ("tom", "sue", "ivy", "peter", "mark")}
    genders = {w: sense.entry.attr("name_gender") for w, sense in senses.items() if sense is not None}
    assert genders == {"tom": "male", "sue": "female", "ivy": "female", "peter": "male", "mark": "male"}
