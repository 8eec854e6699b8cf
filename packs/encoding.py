"""Text encoding of pack files: one YAML flow mapping per line, written by hand.

Why by hand: the bytes must be identical on every machine and every run
(digests depend on them), each entry must sit on its own line (so errors
can name a line and diffs stay readable), and writing this small subset
ourselves is faster than a general emitter. Reading goes through libyaml
(``yaml.CSafeLoader``), so any file we write is plain YAML to any tool.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping

from packs.model import Entry, Provenance

# A string written unquoted, unless it is reserved (packs.fastentries reads lines with it too).
PLAIN_SCALAR = r"[A-Za-z](?:[A-Za-z0-9_ ./'-]*[A-Za-z0-9_./'-])?"
_PLAIN = re.compile(PLAIN_SCALAR)
# Words YAML 1.1 would read as booleans or null instead of strings.
RESERVED = frozenset({"yes", "no", "true", "false", "on", "off", "null", "y", "n"})
# Characters YAML may not carry raw inside quotes (control, line breaks, BOM, non-characters).
_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")


def scalar(text: str) -> str:
    """A string as a YAML scalar that reads back as exactly that string."""
    if _PLAIN.fullmatch(text) and text.lower() not in RESERVED:
        return text
    quoted = json.dumps(text, ensure_ascii=False)  # JSON escapes are valid YAML escapes
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", quoted)


def flow_list(items: Iterable[str]) -> str:
    return "[" + ", ".join(items) + "]"


def flow_map(pairs: Iterable[tuple[str, str]]) -> str:
    """Pairs whose values are already rendered."""
    return "{" + ", ".join(f"{key}: {value}" for key, value in pairs) + "}"


def forms_text(forms: Iterable[tuple[str, str]]) -> str:
    return flow_list(scalar(f"{surface} {tag}") for surface, tag in forms)


def provenance_pairs(provenance: Provenance) -> list[tuple[str, str]]:
    return [
        ("kind", scalar(provenance.kind)),
        ("proposal_id", scalar(provenance.proposal_id)),
        ("reviewer", scalar(provenance.reviewer)),
        ("at", scalar(provenance.at)),
    ]


def entry_map(entry: Entry, *, with_category: bool = False) -> str:
    """One entry as a flow mapping; seed provenance and empty attrs are left out."""
    pairs: list[tuple[str, str]] = []
    if with_category:
        pairs.append(("category", scalar(entry.category)))
    pairs.append(("lemma", scalar(entry.lemma)))
    pairs.append(("forms", forms_text(entry.forms)))
    if entry.attrs:
        pairs.append(("attrs", flow_map((k, scalar(v)) for k, v in entry.attrs)))
    if entry.provenance.kind != "seed":
        pairs.append(("provenance", flow_map(provenance_pairs(entry.provenance))))
    return flow_map(pairs)


def lexicon_file(category: str, entries: Iterable[Entry]) -> bytes:
    """A whole ``lexicon/<category>.yaml``: a comment line, then one entry per line."""
    lines = [f"# category {category}: one entry per line (lemma, forms as 'surface TAG', attrs)"]
    lines.extend("- " + entry_map(entry) for entry in sorted(entries, key=lambda e: e.lemma))
    return ("\n".join(lines) + "\n").encode("utf-8")


ENTRY_LINE_OFFSET = 2  # entry i (0-based) of a lexicon file sits on line i + 2


def manifest_file(
    name: str,
    version: int,
    digest: str,
    content_digest: str,
    files: Mapping[str, str],
    counts: Mapping[str, int],
) -> bytes:
    """The manifest in its one canonical form (the loader refuses any other)."""
    lines = [
        "# Pack manifest: written by the packs library; a hand edit makes the pack fail to load.",
        "format: 1",
        f"name: {scalar(name)}",
        f"version: {version}",
        f"digest: {digest}",
        f"content_digest: {content_digest}",
        "files:",
        *(f"  {scalar(path)}: {files[path]}" for path in sorted(files)),
        "counts:",
        *(f"  {scalar(category)}: {counts[category]}" for category in sorted(counts)),
    ]
    return ("\n".join(lines) + "\n").encode("utf-8")


HISTORY_HEADER = b"# Pack history: append-only, one version per line, oldest first.\n"
