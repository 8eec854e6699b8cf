"""Entries of a lexicon file built straight from its plain lines.

A cold load (no compiled cache) turned every line into a dict
(``packs.fastparse``), then checked it as a mapping
(``decode.entry_from_map``) and again as an ``Entry`` (``__post_init__``):
generic checks, three times per entry, most of the cold load's time. Nearly
every line has the encoder's plain shape, and one regular expression can both
read such a line and prove each of its tokens valid: the lemma and the
attributes are plain YAML scalars (read back as themselves), every form is a
normalised surface (lowercase ASCII, no space) and a known form tag. What is
left (reserved words, allowed and required attributes, a lemma once per file)
is checked here per entry, and the entries are built with
``model.trusted_entry``.

This is only a fast path. It returns None at the first thing it does not
accept, and the caller then reads the whole file the careful way
(``decode.parse_lexicon_file``), which raises the error naming file and line.
So its answer is either exactly what the careful path returns, or None. The
few lines of another shape (quoted strings, provenance) go through the careful
per-line code, as they did before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from packs.decode import entry_from_map
from packs.encoding import PLAIN_SCALAR, RESERVED
from packs.errors import PackError
from packs.fastparse import entry_line, file_lines, yaml_line
from packs.model import FORM_TAGS, SEED, Category, Entry, trusted_entry

# Longest tags first, so an alternative never stops inside a longer tag.
_TAG = "|".join(sorted(FORM_TAGS, key=lambda tag: (-len(tag), tag)))
_FORM = rf"[a-z][a-z0-9_./'-]* (?:{_TAG})"  # a normalised surface, one space, a known tag
_PAIR = rf"{PLAIN_SCALAR}: {PLAIN_SCALAR}"
_PLAIN_LINE = re.compile(
    rf"- \{{lemma: ({PLAIN_SCALAR}), forms: \[({_FORM}(?:, {_FORM})*)\]"
    rf"(?:, attrs: \{{({_PAIR}(?:, {_PAIR})*)\}})?\}}"
)
# Inside a matched forms list: every (surface, tag), in order.
_FORM_PARTS = re.compile(r"([a-z][a-z0-9_./'-]*) ([A-Za-z]+)")
# Inside a matched attrs map: every (name, value), in order.
_PAIR_PARTS = re.compile(rf"({PLAIN_SCALAR}): ({PLAIN_SCALAR})(?:, |$)")


def plain_entries(
    data: bytes, category: str, categories: Mapping[str, Category], file: str
) -> tuple[Entry, ...] | None:
    """Every entry of a verified lexicon file, or None when the careful path must decide."""
    known = categories.get(category)
    if known is None or not category:
        return None
    lines = file_lines(data)
    if lines is None:
        return None
    allowed = frozenset(known.attributes)
    required = known.required
    entries: list[Entry] = []
    seen: set[str] = set()
    match_line = _PLAIN_LINE.fullmatch
    form_parts = _FORM_PARTS.findall
    pair_parts = _PAIR_PARTS.findall
    for number, line in enumerate(lines[1:-1], start=2):
        match = match_line(line)
        if match is None:
            entry = _careful_line(line, category, categories, file, number)
            if entry is None:
                return None
        else:
            lemma, forms_text, attrs_text = match.groups()
            if lemma.lower() in RESERVED:
                return None
            if attrs_text is None:
                if required:
                    return None
                attrs: tuple[tuple[str, str], ...] = ()
            else:
                attrs = tuple(sorted(pair_parts(attrs_text)))
                names = [name for name, _ in attrs]
                if (
                    len(set(names)) != len(names)
                    or not allowed.issuperset(names)
                    or any(name not in names for name in required)
                    or any(name.lower() in RESERVED or value.lower() in RESERVED for name, value in attrs)
                ):
                    return None
            entry = trusted_entry(lemma, category, tuple(form_parts(forms_text)), attrs, SEED)
        if entry.lemma in seen:
            return None
        seen.add(entry.lemma)
        entries.append(entry)
    return tuple(entries)


def _careful_line(
    line: str, category: str, categories: Mapping[str, Category], file: str, number: int
) -> Entry | None:
    """A line of another shape, read and checked as the careful path reads it, or None."""
    raw = entry_line(line)
    if raw is None:
        raw = yaml_line(line)
    if raw is None:
        return None
    try:
        return entry_from_map(raw, category, categories, file, number)
    except PackError:
        return None
