"""Loading eval cases from JSON Lines, strictly.

A case file is data we trust only after checking every line: one bad line
stops the whole load with a message naming the file and the line, so a run
is never stored from half a file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import yaml

# A gold answer is a plain decimal string: optional minus, digits, optional fraction.
DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?")

ERRATA_FILE = Path(__file__).resolve().parent / "data" / "errata.yaml"


class CaseFileError(ValueError):
    """A case or errata file that cannot be used; the message is shown to the user as is."""


@dataclass(frozen=True, slots=True)
class Case:
    """One problem to read, with the gold answer it is judged against."""

    id: str
    split: str
    question: str
    gold: str | None  # decimal string; None only for a case that expects a refusal
    expect_refusal: str | None = None
    source_gold: str | None = None  # the file's gold, set only when an erratum replaced it


@dataclass(frozen=True, slots=True)
class Erratum:
    """A correction of one gold answer, with the reason we believe the source is wrong."""

    id: str
    source_answer: str
    answer: str
    reason: str


def _where(path: Path, lineno: int) -> str:
    return f"{path}, line {lineno}"


def _decode_line(text: str, path: Path, lineno: int) -> dict:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CaseFileError(f"{_where(path, lineno)}: invalid JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(data, dict):
        raise CaseFileError(f"{_where(path, lineno)}: expected a JSON object")
    return data


def _text_field(data: dict, name: str, path: Path, lineno: int, *, required: bool = True) -> str | None:
    if name not in data or data[name] is None:
        if required:
            raise CaseFileError(f'{_where(path, lineno)}: missing field "{name}"')
        return None
    value = data[name]
    if not isinstance(value, str) or not value.strip():
        raise CaseFileError(f'{_where(path, lineno)}: field "{name}" must be a non-empty string')
    return value


def parse_case(text: str, path: Path, lineno: int, split: str) -> Case:
    """One line of a case file to a ``Case``; any defect raises ``CaseFileError``."""
    data = _decode_line(text, path, lineno)
    case_id = _text_field(data, "id", path, lineno)
    question = _text_field(data, "question", path, lineno)
    expect_refusal = _text_field(data, "expect_refusal", path, lineno, required=False)
    if expect_refusal is not None and data.get("answer") == "":
        data = {**data, "answer": None}  # a refusal case may leave its answer empty
    gold = _text_field(data, "answer", path, lineno, required=expect_refusal is None)
    if gold is not None and not DECIMAL.fullmatch(gold):
        raise CaseFileError(f'{_where(path, lineno)}: answer "{gold}" is not a decimal number')
    return Case(id=case_id, split=split, question=question, gold=gold, expect_refusal=expect_refusal)


def load_case_file(path: Path, split: str, errata: Mapping[str, Erratum] | None = None) -> tuple[Case, ...]:
    """Every case of one JSONL file, in file order, with errata applied."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").split("\n")  # not splitlines: U+2028 may sit inside a string
    except FileNotFoundError:
        raise CaseFileError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise CaseFileError(f"{path}: not UTF-8 text") from None
    cases: list[Case] = []
    first_line: dict[str, int] = {}
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        case = parse_case(line, path, lineno, split)
        if case.id in first_line:
            raise CaseFileError(
                f'{_where(path, lineno)}: duplicate id "{case.id}" (first on line {first_line[case.id]})'
            )
        first_line[case.id] = lineno
        cases.append(case)
    if not cases:
        raise CaseFileError(f"{path}: no cases (the file is empty)")
    return apply_errata(tuple(cases), errata or {}, path)


def apply_errata(cases: tuple[Case, ...], errata: Mapping[str, Erratum], path: Path) -> tuple[Case, ...]:
    """Replace the golds the errata correct; a stale correction is an error, not a silent skip."""
    fixed = []
    for case in cases:
        erratum = errata.get(case.id)
        if erratum is None:
            fixed.append(case)
            continue
        if case.gold != erratum.source_answer:
            raise CaseFileError(
                f'{path}: erratum for "{case.id}" expects the source answer "{erratum.source_answer}" '
                f'but the file says "{case.gold}"'
            )
        fixed.append(_corrected(case, erratum))
    return tuple(fixed)


def _corrected(case: Case, erratum: Erratum) -> Case:
    return Case(
        id=case.id,
        split=case.split,
        question=case.question,
        gold=erratum.answer,
        expect_refusal=case.expect_refusal,
        source_gold=case.gold,
    )


def load_errata(path: Path = ERRATA_FILE) -> dict[str, Erratum]:
    """The corrections of ``errata.yaml``, keyed by case id, each checked for shape."""
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except yaml.YAMLError as exc:
        raise CaseFileError(f"{path}: invalid YAML: {exc}") from None
    items = (data or {}).get("errata") or []
    if not isinstance(items, list):
        raise CaseFileError(f'{path}: "errata" must be a list')
    errata: dict[str, Erratum] = {}
    for number, item in enumerate(items, start=1):
        erratum = _parse_erratum(item, path, number)
        if erratum.id in errata:
            raise CaseFileError(f'{path}: erratum {number} repeats the id "{erratum.id}"')
        errata[erratum.id] = erratum
    return errata


def _parse_erratum(item: object, path: Path, number: int) -> Erratum:
    fields = ("id", "source_answer", "answer", "reason")
    if not isinstance(item, dict) or any(not isinstance(item.get(f), str) or not item[f] for f in fields):
        raise CaseFileError(f"{path}: erratum {number} needs the text fields {', '.join(fields)}")
    for name in ("source_answer", "answer"):
        if not DECIMAL.fullmatch(item[name]):
            raise CaseFileError(f'{path}: erratum {number}: {name} "{item[name]}" is not a decimal number')
    return Erratum(item["id"], item["source_answer"], item["answer"], item["reason"])
