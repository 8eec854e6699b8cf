"""Build the seed pack ``en_core_math_v1`` from its sources, byte for byte reproducibly.

Sources, in order of precedence for a surface form:

1. curated entries (``packs/seed/curated/*.yaml``): closed-class words,
   numbers, units, pronouns and verbs with their roles;
2. first names from the census lists in the ``names`` package; a name that
   is also an ordinary word ("Tom", "Rose") loses its surface to the word,
   whose entry then records the name's gender as ``name_gender``;
3. lemminflect's vocabulary for nouns, then verbs, then adjectives, then
   adverbs (a word in two open classes keeps each surface in the first).

Inside one open class, surfaces that are lemmas of their own claim first
("data" the noun beats "data" the plural of "datum"); then inflected
forms in lemma order, but a form written with a doubled last letter goes
to that spelling ("installed" to "install", not "instal"). Run: ``python -m packs.build_seed [--out DIR]``.
"""

from __future__ import annotations

import argparse
import gzip
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lemminflect
import names

from packs.decode import check_attrs, parse_categories, read_yaml
from packs.errors import BuildError, PackError
from packs.inflect import entry_with_inflections
from packs.layout import CATEGORIES, IGNORED
from packs.loader import load_pack
from packs.model import FORM_TAGS, Category, Entry
from packs.writer import write_new_pack

PACK_NAME = "en_core_math_v1"
PACKS_DIR = Path(__file__).resolve().parent
SEED_DIR = PACKS_DIR / "seed"
DEFAULT_OUT = PACKS_DIR / PACK_NAME
OPEN_CLASS_ORDER = (("noun", "noun"), ("verb", "verb"), ("adj", "adjective"), ("adv", "adverb"))
UPOS = {"noun": "NOUN", "verb": "VERB", "adj": "ADJ", "adv": "ADV"}


@dataclass(frozen=True, slots=True)
class Candidate:
    entry: Entry
    source: str  # where it came from, for error messages


# --- reading the sources ----------------------------------------------------


def _attr_text(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise BuildError(f"{where}: attribute values must be strings (quote them), not {value!r}")
    return str(value)


def _explicit_forms(raw: Any, where: str) -> list[tuple[str, str]]:
    if raw is None:
        return []
    if not isinstance(raw, dict):
        raise BuildError(f"{where}: forms must map each surface to a tag")
    forms = []
    for surface, tags in raw.items():
        for tag in tags if isinstance(tags, list) else [tags]:
            if tag not in FORM_TAGS:
                raise BuildError(f"{where}: unknown form tag {tag!r} for {surface!r}")
            forms.append((str(surface), tag))
    return forms


def curated_entry(item: Any, category: Category, where: str) -> Entry:
    """One curated item: lemma, optional attrs, extra forms and forms to leave out."""
    if not isinstance(item, dict) or not isinstance(item.get("lemma"), str):
        raise BuildError(f"{where}: each entry needs a lemma (a string)")
    unknown = set(item) - {"lemma", "attrs", "forms", "skip_forms"}
    if unknown:
        raise BuildError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    where = f"{where} ({item['lemma']})"
    attrs = {str(k): _attr_text(v, where) for k, v in (item.get("attrs") or {}).items()}
    skip = set(item.get("skip_forms") or ())
    extra = _explicit_forms(item.get("forms"), where)
    try:
        entry = entry_with_inflections(item["lemma"], category.name, attrs, extra_forms=extra)
        entry = Entry(
            entry.lemma, entry.category, tuple(f for f in entry.forms if f[0] not in skip), entry.attrs
        )
    except ValueError as exc:
        raise BuildError(f"{where}: {exc}") from None
    try:
        check_attrs(entry, category, where, None)
    except PackError as exc:
        raise BuildError(str(exc)) from None
    return entry


def read_curated(folder: Path, categories: Mapping[str, Category]) -> list[Candidate]:
    candidates = []
    for path in sorted(folder.glob("*.yaml")):
        where = f"{folder.name}/{path.name}"
        raw = read_yaml(path.read_bytes(), where)
        if not isinstance(raw, dict) or set(raw) != {"category", "entries"}:
            raise BuildError(f"{where}: must hold exactly 'category' and 'entries'")
        category = categories.get(raw["category"])
        if category is None:
            raise BuildError(f"{where}: unknown category {raw['category']!r}")
        for index, item in enumerate(raw["entries"] or ()):
            entry = curated_entry(item, category, f"{where} entry {index + 1}")
            candidates.append(Candidate(entry, where))
    return candidates


# A name counts as one gender only when the census finds it at least this many
# times more often (per cent of that sex) among one sex than the other;
# closer calls (Jordan, Casey, Chris) stay "any", and the reader then asks
# more of the context before binding "he" or "she".
DOMINANCE_RATIO = 10


def read_names(package_dir: Path) -> dict[str, str]:
    """Capitalised first name -> gender, by the census frequency of each sex."""
    frequency: dict[str, dict[str, float]] = {}
    for file, gender in (("dist.female.first", "female"), ("dist.male.first", "male")):
        for line in (package_dir / file).read_text(encoding="ascii").splitlines():
            fields = line.split()
            if len(fields) >= 2 and fields[0].isalpha():
                frequency.setdefault(fields[0].capitalize(), {})[gender] = float(fields[1])
    return {name: _dominant_gender(by_sex) for name, by_sex in frequency.items()}


def _dominant_gender(by_sex: dict[str, float]) -> str:
    female, male = by_sex.get("female", 0.0), by_sex.get("male", 0.0)
    if female > 0 and female >= DOMINANCE_RATIO * male:
        return "female"
    if male > 0 and male >= DOMINANCE_RATIO * female:
        return "male"
    return "any"


def _ordinary(word: str) -> bool:
    """A lowercase word of letters only: no proper nouns, digits, apostrophes or hyphens."""
    return word.isalpha() and word == word.lower()


def read_vocabulary(csv_gz: Path) -> Iterator[tuple[str, str]]:
    """(lemma, lemminflect pos) for every ordinary lowercase word, in file order."""
    with gzip.open(csv_gz, "rt", encoding="utf-8") as handle:
        for line in handle:
            word, pos = line.split(",", 2)[:2]
            if pos in UPOS and _ordinary(word):
                yield word, pos


# --- precedence ---------------------------------------------------------------


def _claim_curated(candidates: list[Candidate]) -> dict[str, Candidate]:
    owners: dict[str, Candidate] = {}
    for candidate in candidates:
        for surface, _ in candidate.entry.forms:
            other = owners.get(surface)
            if other is not None and other.entry.key != candidate.entry.key:
                raise BuildError(
                    f"surface form {surface!r} is claimed by {other.entry.category}:{other.entry.lemma} "
                    f"({other.source}) and {candidate.entry.category}:{candidate.entry.lemma} ({candidate.source})"
                )
            if other is not None and other is not candidate:
                raise BuildError(f"entry {candidate.entry.category}:{candidate.entry.lemma} is curated twice")
            owners[surface] = candidate
    return owners


def _open_class(lemmas: Iterable[str], category: str, claimed: set[str]) -> list[Entry]:
    """Entries of one open class; own lemmas claim their surface before others' inflections do."""
    full = [entry_with_inflections(lemma, category) for lemma in sorted(set(lemmas))]
    lemma_claims = {e.lemma for e in full} - claimed
    inflected_owner = _inflected_owners(full)
    kept = []
    for entry in full:
        forms = tuple(
            (surface, tag)
            for surface, tag in entry.forms
            if surface not in claimed
            and _ordinary(surface)
            and (
                surface == entry.lemma
                or (surface not in lemma_claims and inflected_owner[surface] == entry.lemma)
            )
        )
        if forms:
            kept.append(Entry(entry.lemma, entry.category, forms, entry.attrs, entry.provenance))
            claimed.update(s for s, _ in forms)
    return kept


def _inflected_owners(entries: list[Entry]) -> dict[str, str]:
    """Inflected surface -> the one lemma that keeps it; lemma order, but for doubled-letter spellings.

    "installed" inflects both "instal" and "install" (British and American spellings that differ by a
    doubled last letter): it goes to the spelling it is written with ("install"), so "install" and
    "installed" read as one verb. Any other sharing keeps lemma order ("leaves" stays with "leaf").
    """
    owners: dict[str, str] = {}
    for entry in entries:  # in lemma order
        for surface, _ in entry.forms:
            if surface == entry.lemma:
                continue
            held = owners.setdefault(surface, entry.lemma)
            if _doubled_spelling(held, entry.lemma) and surface.startswith(entry.lemma):
                owners[surface] = entry.lemma
    return owners


def _doubled_spelling(short: str, long: str) -> bool:
    """ "instal" and "install", "enrol" and "enroll": one spelling is the other with its last letter doubled."""
    return len(short) > 2 and long == short + short[-1]


def build_entries(
    curated: list[Candidate],
    first_names: Mapping[str, str],
    vocabulary: Iterable[tuple[str, str]],
    name_gender_in: frozenset[str] = frozenset(),
) -> tuple[Entry, ...]:
    """Every seed entry, with each surface form given to exactly one entry.

    ``name_gender_in``: the open classes whose category allows the ``name_gender`` attribute.
    """
    owners = _claim_curated(curated)
    claimed = set(owners)
    entries = list(dict.fromkeys(c.entry for c in curated))
    by_pos: dict[str, list[str]] = {pos: [] for pos in UPOS}
    for word, pos in vocabulary:
        by_pos[pos].append(word)
    english = set()
    for pos, words in by_pos.items():
        for word in words:
            english.add(word)
            english.update(s for s, _ in entry_with_inflections(word, OPEN_CLASS_NAMES[pos]).forms)
    word_names: dict[str, str] = {}
    for name in sorted(first_names):
        surface = name.lower()
        if surface in claimed:
            continue  # curated words win over names
        if surface in english:
            word_names[surface] = first_names[name]  # the ordinary word wins, but remembers the name
            continue
        entries.append(entry_with_inflections(name, "name", {"gender": first_names[name]}))
        claimed.add(surface)
    finite = _finite_verb_tags(by_pos["verb"])
    for pos, category in OPEN_CLASS_ORDER:
        kept = _open_class(by_pos[pos], category, claimed)
        if category == "noun":
            kept = [_with_finite_verb_tags(e, finite) for e in kept]
        entries.extend(_with_name_gender(e, word_names) if category in name_gender_in else e for e in kept)
    return tuple(entries)


FINITE_VERB_TAGS = ("VB", "VBZ", "VBD")


def _finite_verb_tags(verbs: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Surface -> the finite verb tags it has as an inflection of some verb ("sweeps" VBZ, "saw" VBD)."""
    found: dict[str, list[str]] = {}
    for lemma in sorted(set(verbs)):
        for surface, tag in entry_with_inflections(lemma, "verb").forms:
            if tag in FINITE_VERB_TAGS and tag not in found.setdefault(surface, []):
                found[surface].append(tag)
    return {s: tuple(t for t in FINITE_VERB_TAGS if t in tags) for s, tags in found.items()}


def _with_finite_verb_tags(entry: Entry, finite: Mapping[str, tuple[str, ...]]) -> Entry:
    """A noun whose surface is also a finite verb form keeps that tag after its noun tags (ADR 0070).

    The open class gives "sweeps" to the noun, so the verb reading would be lost; the tag lets the
    reader try it where the noun reading leaves a sentence with no verb at all.
    """
    extra = tuple(
        (surface, tag)
        for surface in dict.fromkeys(s for s, _ in entry.forms)
        for tag in finite.get(surface, ())
        if (surface, tag) not in entry.forms
    )
    if not extra:
        return entry
    return Entry(entry.lemma, entry.category, entry.forms + extra, entry.attrs, entry.provenance)


def _with_name_gender(entry: Entry, word_names: Mapping[str, str]) -> Entry:
    """ "Tom", "Rose", "Bill": the word keeps its surface, and records the gender the name has.

    Only a decided gender is recorded, and only on the entry whose own lemma
    is the name; the reader uses it only where it reads the capitalised word
    as a person's name (ADR 0034).
    """
    gender = word_names.get(entry.lemma)
    if gender not in ("male", "female") or all(surface != entry.lemma for surface, _ in entry.forms):
        return entry
    attrs = tuple(sorted(entry.attrs + (("name_gender", gender),)))
    return Entry(entry.lemma, entry.category, entry.forms, attrs, entry.provenance)


OPEN_CLASS_NAMES = dict(OPEN_CLASS_ORDER)


# --- the command ----------------------------------------------------------------


def lemminflect_vocabulary_file() -> Path:
    return Path(lemminflect.__file__).resolve().parent / "resources" / "infl_lu.csv.gz"


def build(out: Path, seed_dir: Path = SEED_DIR) -> None:
    categories_yaml = (seed_dir / CATEGORIES).read_bytes()
    categories = parse_categories(categories_yaml, str(seed_dir / CATEGORIES))
    entries = build_entries(
        read_curated(seed_dir / "curated", categories),
        read_names(Path(names.__file__).resolve().parent),
        read_vocabulary(lemminflect_vocabulary_file()),
        frozenset(name for name, category in categories.items() if "name_gender" in category.attributes),
    )
    write_new_pack(out, PACK_NAME, categories_yaml, entries, reviewer="packs.build_seed", proposal_id="seed")


def _refuse_overwrite(out: Path) -> str | None:
    """Rebuilding over ratified versions would throw away reviewers' work."""
    if not (out / "manifest.yaml").exists():
        return None
    try:
        version = load_pack(out).version
    except PackError:
        return None
    if version > 1:
        return f"{out}: holds version {version} (ratified entries); pass --force to rebuild it as version 1"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m packs.build_seed", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="pack directory to write")
    parser.add_argument("--force", action="store_true", help="overwrite a pack that has ratified versions")
    args = parser.parse_args(argv)
    refusal = None if args.force else _refuse_overwrite(args.out)
    if refusal:
        print(refusal, file=sys.stderr)
        return 1
    try:
        build(args.out)
        pack = load_pack(args.out)
    except PackError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(
        f"{pack.name} version {pack.version}: {len(pack.lexicon.entries)} entries, "
        f"{len(pack.lexicon)} surface forms, digest {pack.digest}"
    )
    return 0


__all__ = ["IGNORED", "build", "build_entries", "main"]

if __name__ == "__main__":
    raise SystemExit(main())
