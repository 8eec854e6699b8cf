"""Turning the YAML of pack files into validated values.

Every check that can fail names the file and, for entries, the line, so a
broken pack points at its own fault. Nothing here touches the disk: the
loader hands in bytes it has already checked against the manifest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from packs.encoding import ENTRY_LINE_OFFSET
from packs.errors import PackFormatError, UnknownCategoryError
from packs.fastparse import lexicon_lines
from packs.history import Handover, HistoryRecord
from packs.model import Category, Entry, Provenance

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

ENTRY_KEYS = frozenset({"lemma", "forms", "attrs", "provenance"})


def read_yaml(data: bytes, file: str) -> Any:
    try:
        return yaml.load(data, Loader=_Loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise PackFormatError(file, f"not valid YAML: {problem}", line) from None


def _string_list(raw: Any, file: str, what: str) -> tuple[str, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise PackFormatError(file, f"{what} must be a list of names")
    return tuple(raw)


def parse_categories(data: bytes, file: str) -> dict[str, Category]:
    """The closed category set: name -> {meaning, attributes, required}."""
    raw = read_yaml(data, file)
    if not isinstance(raw, dict) or not raw:
        raise PackFormatError(file, "must map each category name to its description")
    categories: dict[str, Category] = {}
    for name, body in raw.items():
        if not isinstance(name, str) or not isinstance(body, dict):
            raise PackFormatError(file, f"category {name!r} must map to meaning, attributes, required")
        unknown = set(body) - {"meaning", "attributes", "required"}
        if unknown or not isinstance(body.get("meaning"), str):
            raise PackFormatError(file, f"category {name!r} needs a meaning and only attributes, required")
        attributes = _string_list(body.get("attributes"), file, f"category {name!r}: attributes")
        required = _string_list(body.get("required"), file, f"category {name!r}: required")
        if not set(required) <= set(attributes):
            raise PackFormatError(file, f"category {name!r} requires attributes it does not list")
        categories[name] = Category(name, body["meaning"], attributes, required)
    return categories


def parse_forms(raw: Any, file: str = "", line: int | None = None) -> tuple[tuple[str, str], ...]:
    if not isinstance(raw, list):
        raise PackFormatError(file, "forms must be a list of 'surface TAG'", line)
    forms = []
    for item in raw:
        parts = item.split(" ") if isinstance(item, str) else []
        if len(parts) != 2:
            raise PackFormatError(file, f"form {item!r} must be 'surface TAG'", line)
        forms.append((parts[0], parts[1]))
    return tuple(forms)


def _provenance(raw: Any, file: str, line: int | None) -> Provenance:
    if raw is None:
        return Provenance("seed")
    if not isinstance(raw, dict) or not all(isinstance(v, str) for v in raw.values()):
        raise PackFormatError(file, "provenance must map kind, proposal_id, reviewer, at to strings", line)
    try:
        return Provenance(**raw)
    except (TypeError, ValueError) as exc:
        raise PackFormatError(file, f"bad provenance: {exc}", line) from None


def check_attrs(entry: Entry, category: Category, file: str, line: int | None) -> None:
    """An entry carries every attribute its category requires and no other."""
    names = [name for name, _ in entry.attrs]
    for name in names:
        if name not in category.attributes:
            raise PackFormatError(
                file, f"entry {entry.category}:{entry.lemma}: attribute {name!r} is not allowed", line
            )
    for name in category.required:
        if name not in names:
            raise PackFormatError(
                file, f"entry {entry.category}:{entry.lemma}: missing required attribute {name!r}", line
            )


def entry_from_map(
    raw: Any, category: str, categories: Mapping[str, Category], file: str, line: int | None
) -> Entry:
    if category not in categories:
        raise UnknownCategoryError(file, category, line)
    if not isinstance(raw, dict) or "lemma" not in raw or "forms" not in raw:
        raise PackFormatError(file, "an entry must be a mapping with lemma and forms", line)
    extra = set(raw) - ENTRY_KEYS
    if extra:
        raise PackFormatError(file, f"unknown entry field {sorted(extra)[0]!r}", line)
    attrs = raw.get("attrs") or {}
    if not isinstance(attrs, dict) or not all(isinstance(v, str) for v in attrs.values()):
        raise PackFormatError(file, "attrs must map names to strings", line)
    if not isinstance(raw["lemma"], str):
        raise PackFormatError(file, "lemma must be a string", line)
    try:
        entry = Entry(
            lemma=raw["lemma"],
            category=category,
            forms=parse_forms(raw["forms"], file, line),
            attrs=tuple(sorted(attrs.items())),
            provenance=_provenance(raw.get("provenance"), file, line),
        )
    except ValueError as exc:
        raise PackFormatError(file, str(exc), line) from None
    check_attrs(entry, categories[category], file, line)
    return entry


def parse_lexicon_file(
    data: bytes, category: str, categories: Mapping[str, Category], file: str
) -> tuple[Entry, ...]:
    raw = lexicon_lines(data)
    if raw is None:
        raw = read_yaml(data, file)
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise PackFormatError(file, "must be a list of entries")
    entries = []
    seen: set[str] = set()
    for index, item in enumerate(raw):
        line = index + ENTRY_LINE_OFFSET
        entry = entry_from_map(item, category, categories, file, line)
        if entry.lemma in seen:
            raise PackFormatError(file, f"entry {category}:{entry.lemma} appears twice", line)
        seen.add(entry.lemma)
        entries.append(entry)
    return tuple(entries)


def handover_from_map(raw: Mapping[str, Any], file: str, line: int) -> Handover:
    return Handover(
        giver=str(raw["giver"]),
        taker=str(raw["taker"]),
        forms=parse_forms(raw["forms"], file, line),
        giver_forms_before=parse_forms(raw.get("giver_forms_before", []), file, line),
        giver_attrs=_giver_attrs(raw.get("giver_attrs") or {}, file, line),
    )


def _giver_attrs(raw: Any, file: str, line: int) -> tuple[tuple[str, str], ...]:
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
    ):
        raise PackFormatError(file, "a handover's giver_attrs must map names to strings", line)
    return tuple(sorted(raw.items()))


def _history_entry(raw: Any, categories: Mapping[str, Category], file: str, line: int) -> Entry:
    if not isinstance(raw, dict) or not isinstance(raw.get("category"), str):
        raise PackFormatError(file, "a history entry needs a category", line)
    body = {k: v for k, v in raw.items() if k != "category"}
    return entry_from_map(body, raw["category"], categories, file, line)


def parse_history(data: bytes, categories: Mapping[str, Category], file: str) -> tuple[HistoryRecord, ...]:
    raw = read_yaml(data, file)
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise PackFormatError(file, "must be a list of records")
    records = []
    for index, item in enumerate(raw):
        line = index + ENTRY_LINE_OFFSET
        try:
            records.append(
                HistoryRecord(
                    version=int(item["version"]),
                    digest=str(item["digest"]),
                    proposal_id=str(item["proposal_id"]),
                    reviewer=str(item["reviewer"]),
                    at=str(item["at"]),
                    added=tuple(_history_entry(e, categories, file, line) for e in item["added"]),
                    removed=tuple(_history_entry(e, categories, file, line) for e in item["removed"]),
                    handovers=tuple(handover_from_map(h, file, line) for h in item["handovers"]),
                )
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            raise PackFormatError(file, "malformed history record", line) from None
        if records[-1].version != index + 1:
            raise PackFormatError(
                file, f"history record {index + 1} says version {records[-1].version}", line
            )
    return tuple(records)


@dataclass(frozen=True, slots=True)
class Manifest:
    name: str
    version: int
    digest: str
    content_digest: str
    files: Mapping[str, str]
    counts: Mapping[str, int]


def parse_manifest(data: bytes, file: str) -> Manifest:
    raw = read_yaml(data, file)
    fields = {"format", "name", "version", "digest", "content_digest", "files", "counts"}
    if not isinstance(raw, dict) or set(raw) != fields:
        raise PackFormatError(file, f"must hold exactly: {', '.join(sorted(fields))}")
    if raw["format"] != 1:
        raise PackFormatError(file, f"unsupported format {raw['format']!r}")
    files, counts = raw["files"], raw["counts"]
    if not isinstance(files, dict) or not all(isinstance(v, str) for v in files.values()):
        raise PackFormatError(file, "files must map each path to its sha256")
    if not isinstance(counts, dict) or not all(type(v) is int for v in counts.values()):
        raise PackFormatError(file, "counts must map each category to an integer")
    if type(raw["version"]) is not int or raw["version"] < 1:
        raise PackFormatError(file, "version must be a positive integer")
    return Manifest(
        name=str(raw["name"]),
        version=raw["version"],
        digest=str(raw["digest"]),
        content_digest=str(raw["content_digest"]),
        files=dict(files),
        counts=dict(counts),
    )
