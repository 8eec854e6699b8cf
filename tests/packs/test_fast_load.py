"""The fast cold load (packs.fastentries) and the compiled cache give exactly what the careful path gives."""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from packs import load_pack
from packs.decode import parse_categories, parse_lexicon_file
from packs.encoding import lexicon_file
from packs.fastentries import plain_entries
from packs.layout import CACHE, CATEGORIES, LEXICON_DIR
from packs.model import FORM_TAGS, Entry, Provenance, normalise_surface
from packs.pack import Pack

SMALL_CATEGORIES = parse_categories(
    b'noun: {meaning: "n", attributes: [], required: []}\n'
    b'number_word: {meaning: "w", attributes: [value, kind], required: [value]}\n',
    "categories.yaml",
)
HEADER = b"# category noun: one entry per line\n"


def same_pack(left: Pack, right: Pack) -> None:
    assert left.lexicon.entries == right.lexicon.entries
    assert list(left.lexicon._index.items()) == list(right.lexicon._index.items())
    assert left.history == right.history
    assert left.counts() == right.counts()


def test_repository_pack_cold_and_warm_loads_are_equal(repo_pack_copy: Path) -> None:
    shutil.rmtree(repo_pack_copy / CACHE, ignore_errors=True)
    cold = load_pack(repo_pack_copy)
    assert list((repo_pack_copy / CACHE).iterdir())
    warm = load_pack(repo_pack_copy)
    same_pack(cold, warm)


def test_every_repository_lexicon_file_takes_the_fast_path_and_agrees(repo_pack_copy: Path) -> None:
    categories = parse_categories((repo_pack_copy / CATEGORIES).read_bytes(), CATEGORIES)
    for path in sorted((repo_pack_copy / LEXICON_DIR).iterdir()):
        data, category = path.read_bytes(), path.stem
        fast = plain_entries(data, category, categories, str(path))
        assert fast is not None, path.name
        careful = parse_lexicon_file(data, category, categories, str(path))
        assert fast == careful
        assert [e.provenance for e in fast] == [e.provenance for e in careful]


@pytest.mark.parametrize(
    ("category", "line"),
    [
        ("noun", b"- {lemma: zip, forms: [zip XX]}"),  # unknown form tag
        ("noun", b"- {lemma: zip, forms: [Zip NN]}"),  # surface not normalised
        ("noun", b"- {lemma: zip, forms: [zip NN x]}"),  # not 'surface TAG'
        ("noun", b"- {lemma: zip, forms: []}"),  # no forms
        ("noun", b"- {lemma: zip, forms: [zip NN], attrs: {value: five}}"),  # attribute not allowed
        ("number_word", b"- {lemma: six, forms: [six base]}"),  # required attribute missing
        ("number_word", b"- {lemma: six, forms: [six base], attrs: {kind: x}}"),  # required attribute missing
        ("number_word", b"- {lemma: six, forms: [six base], attrs: {value: six, value: 6}}"),  # twice
        ("noun", b"- {lemma: yes, forms: [yes NN]}"),  # YAML reads a plain yes as true
        ("number_word", b"- {lemma: six, forms: [six base], attrs: {value: off}}"),  # and off as false
        ("noun", b"- {lemma: zip, forms: [zip NN], colour: red}"),  # unknown field
        ("noun", b"- {lemma: zip, forms: [zip NN], provenance: {kind: odd}}"),  # bad provenance
        ("noun", b"- {lemma: apple, forms: [apple NN]}"),  # a lemma twice in one file
        ("noun", b"- {lemma: zip, forms: [zip NN]"),  # not YAML
        ("noun", b""),  # an empty line
        ("unknown", b"- {lemma: zip, forms: [zip NN]}"),  # unknown category
    ],
)
def test_the_fast_path_leaves_every_fault_to_the_careful_path(category: str, line: bytes) -> None:
    data = HEADER + b"- {lemma: apple, forms: [apple NN, apples NNS]}\n" + line + b"\n"
    assert plain_entries(data, category, SMALL_CATEGORIES, "lexicon/x.yaml") is None


def test_odd_lines_are_read_the_careful_way() -> None:
    lines = [
        b'- {lemma: "no", forms: [no base], attrs: {value: "0"}}',
        b'- {lemma: six, forms: [six base], attrs: {value: "6"}}',
        b"- {lemma: ten, forms: [ten base], attrs: {value: ten},"
        b" provenance: {kind: ratified, proposal_id: p, reviewer: r, at: t}}",
        b"- {lemma: two, forms: [two base], attrs: {value: two, kind: cardinal}}",
    ]
    data = HEADER + b"\n".join(lines) + b"\n"
    fast = plain_entries(data, "number_word", SMALL_CATEGORIES, "lexicon/number_word.yaml")
    careful = parse_lexicon_file(data, "number_word", SMALL_CATEGORIES, "lexicon/number_word.yaml")
    assert fast is not None and fast == careful
    assert fast[0].lemma == "no" and fast[1].attrs == (("value", "6"),)
    assert fast[2].provenance == Provenance("ratified", "p", "r", "t")
    assert fast[3].attrs == (("kind", "cardinal"), ("value", "two"))  # sorted by name


TEXT = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=8)
PLAINISH = st.from_regex(r"[a-z][a-z0-9 .'-]{0,6}[a-z]", fullmatch=True)  # mostly the plain shape
WORD = st.one_of(PLAINISH, TEXT)
SURFACE = WORD.map(normalise_surface).filter(lambda s: s.split() == [s])


@st.composite
def entries(draw) -> Entry:
    forms = draw(
        st.lists(st.tuples(SURFACE, st.sampled_from(sorted(FORM_TAGS))), min_size=1, max_size=3, unique=True)
    )
    attrs = draw(st.dictionaries(st.sampled_from(["value", "kind"]), WORD, max_size=2))
    attrs.setdefault("value", "v")
    return Entry(draw(WORD), "number_word", tuple(forms), tuple(sorted(attrs.items())))


@settings(max_examples=200, deadline=None)
@given(st.lists(entries(), min_size=1, max_size=6, unique_by=lambda e: e.lemma))
def test_fast_and_careful_agree_on_written_files(batch: list[Entry]) -> None:
    data = lexicon_file("number_word", batch)
    careful = parse_lexicon_file(data, "number_word", SMALL_CATEGORIES, "lexicon/number_word.yaml")
    assert plain_entries(data, "number_word", SMALL_CATEGORIES, "lexicon/number_word.yaml") == careful


@pytest.mark.parametrize("enabled", [True, False])
def test_a_load_leaves_the_garbage_collector_as_it_found_it(small_pack: Path, enabled: bool) -> None:
    was = gc.isenabled()
    try:
        if not enabled:
            gc.disable()
        load_pack(small_pack)
        assert gc.isenabled() is enabled
    finally:
        if was:
            gc.enable()
