"""A fast reader for the one-line entry form the encoder writes.

libyaml needs about 1.6 s for the full pack; almost every line is the
plain shape ``- {lemma: x, forms: [x NN, xs NNS], attrs: {k: v}}``. This
module reads exactly that shape; the few other lines (quoted strings,
provenance) go through libyaml one line at a time. Every token it reads
itself is one the encoder would write unquoted, so the result is what
YAML returns for the same line. Anything unexpected (a line that is not
one complete entry) makes it give up, and the caller reads the whole file
with YAML, which also produces the error message with its line number.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from packs.encoding import scalar

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_LINE = re.compile(r'- \{lemma: ([^,:{}\[\]"]+), forms: \[([^\]"]*)\](?:, attrs: \{([^{}"]*)\})?\}')


def _plain(token: str) -> bool:
    return scalar(token) == token


def entry_line(line: str) -> dict[str, Any] | None:
    """The mapping on one entry line, or None when the line is not in the plain shape."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    lemma, forms_text, attrs_text = match.groups()
    forms = forms_text.split(", ")
    if not _plain(lemma) or not all(_plain(form) for form in forms):
        return None
    raw: dict[str, Any] = {"lemma": lemma, "forms": forms}
    if attrs_text is not None:
        attrs: dict[str, str] = {}
        for pair in attrs_text.split(", "):
            key, sep, value = pair.partition(": ")
            if not sep or key in attrs or not _plain(key) or not _plain(value):
                return None
            attrs[key] = value
        raw["attrs"] = attrs
    return raw


def file_lines(data: bytes) -> list[str] | None:
    """The lines of a lexicon file as the writer lays it out (a comment first, a final newline), or None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    lines = text.split("\n")
    if not text.endswith("\n") or not lines[0].startswith("# "):
        return None
    return lines


def lexicon_lines(data: bytes) -> list[dict[str, Any]] | None:
    """Every entry of a lexicon file, or None when any line needs the full YAML reader."""
    lines = file_lines(data)
    if lines is None:
        return None
    entries = []
    for line in lines[1:-1]:
        raw = entry_line(line)
        if raw is None:
            raw = yaml_line(line)
        if raw is None:
            return None
        entries.append(raw)
    return entries


def yaml_line(line: str) -> dict[str, Any] | None:
    """One line read by libyaml, when it holds exactly one entry mapping."""
    if not line.startswith("- {"):
        return None
    try:
        value = yaml.load(line, Loader=_Loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError:
        return None
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict):
        return value[0]
    return None
