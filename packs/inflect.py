"""Entries with their inflected forms, from lemminflect.

One function serves both the seed build and a reviewer's proposal, so a
word taught in the browser gets exactly the forms the seed would give it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import lemminflect

from packs.model import SEED, Entry, Provenance, normalise_surface

NOUN_CATEGORIES = frozenset({"noun", "unit_noun", "money_noun", "price_noun", "person_noun"})
ADJECTIVE_CATEGORIES = frozenset({"adjective", "measure_adjective", "comparative"})

# Tag order inside an entry; the first tag of a surface is its Sense.form.
TAG_ORDER = {
    "VERB": ("VB", "VBZ", "VBD", "VBN", "VBG", "VBP"),
    "NOUN": ("NN", "NNS"),
    "ADJ": ("JJ", "JJR", "JJS"),
    "ADV": ("RB", "RBR", "RBS"),
}
BASE_TAG = {"VERB": "VB", "NOUN": "NN", "ADJ": "JJ", "ADV": "RB"}


def part_of_speech(category: str) -> str | None:
    """The lemminflect part of speech a category inflects as; None for closed-class words."""
    if category == "verb" or category.startswith("verb_"):
        return "VERB"
    if category in NOUN_CATEGORIES:
        return "NOUN"
    if category in ADJECTIVE_CATEGORIES:
        return "ADJ"
    if category == "adverb":
        return "ADV"
    return None


def inflections(lemma: str, upos: str, *, guess: bool = True) -> tuple[tuple[str, str], ...]:
    """(surface, tag) pairs in tag order; with ``guess`` an unknown word gets regular forms."""
    table = lemminflect.getAllInflections(lemma, upos)
    if not table and guess:
        table = lemminflect.getAllInflectionsOOV(lemma, upos)
    if upos == "VERB" and "VBD" in table and "VBN" not in table:
        table = table | {"VBN": table["VBD"]}  # lemminflect leaves a regular participle implicit
    pairs: list[tuple[str, str]] = []
    for tag in TAG_ORDER[upos]:
        for surface in table.get(tag, ()):
            pairs.append((normalise_surface(surface), tag))
    if upos == "VERB":  # VBP only where it adds a surface (be: am, are)
        plain = {s for s, t in pairs if t != "VBP"}
        pairs = [(s, t) for s, t in pairs if t != "VBP" or s not in plain]
    return tuple(pairs)


def _unique(pairs: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    return tuple(dict.fromkeys(pairs))


def entry_with_inflections(
    lemma: str,
    category: str,
    attrs: Mapping[str, str] | None = None,
    provenance: Provenance = SEED,
    extra_forms: Iterable[tuple[str, str]] = (),
) -> Entry:
    """An entry for ``lemma`` carrying every inflected form its category's part of speech has.

    Verbs also carry the NN/NNS tags of surfaces lemminflect knows as nouns
    of the same lemma ("paint", "paints"), so a taught verb owns its noun
    uses too. Closed-class words get just the lemma, tagged "base".
    """
    upos = part_of_speech(category)
    base = normalise_surface(lemma)
    if upos is None:
        forms: tuple[tuple[str, str], ...] = ((base, "base"),)
    else:
        forms = inflections(lemma, upos)
        if base not in {s for s, _ in forms}:
            forms = ((base, BASE_TAG[upos]), *forms)
        if upos == "VERB":
            forms += inflections(lemma, "NOUN", guess=False)
    forms = _unique(forms + tuple((normalise_surface(s), t) for s, t in extra_forms))
    forms = tuple((s, t) for s, t in forms if s and not any(c.isspace() for c in s))
    return Entry(lemma, category, forms, tuple(sorted((attrs or {}).items())), provenance)
