"""Encoding: any entry written to a lexicon file reads back identically, through YAML and the fast path."""

from __future__ import annotations

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from packs.decode import parse_categories, parse_lexicon_file
from packs.encoding import lexicon_file, scalar
from packs.fastparse import entry_line, lexicon_lines
from packs.model import FORM_TAGS, Entry, Provenance, normalise_surface

CATEGORIES = parse_categories(b'noun: {meaning: "n", attributes: [a, b], required: []}\n', "categories.yaml")
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=12)
SURFACE = TEXT.map(normalise_surface).filter(lambda s: s and not any(c.isspace() for c in s))


@st.composite
def entries(draw) -> Entry:
    forms = draw(
        st.lists(st.tuples(SURFACE, st.sampled_from(sorted(FORM_TAGS))), min_size=1, max_size=4, unique=True)
    )
    attrs = draw(st.dictionaries(st.sampled_from(["a", "b"]), TEXT, max_size=2))
    ratified = draw(st.booleans())
    provenance = (
        Provenance("ratified", draw(TEXT), draw(TEXT), draw(TEXT)) if ratified else Provenance("seed")
    )
    return Entry(draw(TEXT), "noun", tuple(forms), tuple(sorted(attrs.items())), provenance)


@settings(max_examples=300, deadline=None)
@given(st.lists(entries(), min_size=1, max_size=5, unique_by=lambda e: e.lemma))
def test_entries_round_trip(batch: list[Entry]) -> None:
    data = lexicon_file("noun", batch)
    expected = sorted(batch, key=lambda e: e.lemma)
    assert list(parse_lexicon_file(data, "noun", CATEGORIES, "noun.yaml")) == expected
    assert lexicon_lines(data) == yaml.load(data, Loader=yaml.CSafeLoader)


@given(TEXT)
def test_scalars_read_back_as_strings(text: str) -> None:
    assert yaml.load(f"[{scalar(text)}]", Loader=yaml.CSafeLoader) == [text]


def test_fast_path_gives_up_on_what_it_does_not_know() -> None:
    assert entry_line("- {lemma: no, forms: [no base]}") is None  # YAML reads a plain no as False
    assert entry_line("- {lemma: x, forms: [x NN], colour: red}") is None
    assert lexicon_lines(b"# c\n- {lemma: x,\n   forms: [x NN]}\n") is None
