"""Checks a proposed word, category and attributes before anything is written.

Each failure is one sentence (asserted verbatim by the tests); the first
failure wins, so a person fixes one thing at a time.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from lemminflect import getLemma

from corridor.services.errors import InvalidProposal
from corridor.services.pack_gateway import holders, is_open_class_seed
from packs.model import Category, Entry, Lexicon, normalise_surface

MAX_WORD = 100
MAX_VALUE = 60
NOUN_CATEGORIES = frozenset({"noun", "unit_noun", "money_noun", "price_noun", "person_noun"})


@dataclass(frozen=True)
class CleanProposal:
    lemma: str
    category: str
    attrs: dict[str, str]


def _has_control(text: str) -> bool:
    return any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co") for c in text)


def _shown(text: str) -> str:
    return text if len(text) <= 40 else text[:40] + "…"


def clean_word(word: object) -> str:
    if not isinstance(word, str) or not word.strip():
        raise InvalidProposal("Enter a word.")
    word = word.strip()
    if len(word) > MAX_WORD:
        raise InvalidProposal(f"A word has at most {MAX_WORD} characters.")
    if _has_control(word):
        raise InvalidProposal("A word may not contain control characters.")
    if any(c.isspace() for c in word):
        raise InvalidProposal("A word is a single token without spaces.")
    return word


def lemma_for(word: str, category: str) -> str:
    """The lemma an entry is stored under: verbs and nouns by lemminflect, names as capitalised."""
    if category == "name":
        return word[:1].upper() + word[1:].lower()
    surface = normalise_surface(word)
    if category.startswith("verb"):
        return (getLemma(surface, upos="VERB") or (surface,))[0]
    if category in NOUN_CATEGORIES:
        return (getLemma(surface, upos="NOUN") or (surface,))[0]
    return surface


def clean_category(category: object, categories: Mapping[str, Category]) -> Category:
    if not isinstance(category, str) or not category.strip():
        raise InvalidProposal("Choose a category.")
    found = categories.get(category.strip())
    if found is None:
        raise InvalidProposal(f"'{_shown(category.strip())}' is not a category in the closed set.")
    return found


def clean_attrs(attrs: object, category: Category) -> dict[str, str]:
    if attrs is None:
        attrs = {}
    if not isinstance(attrs, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in attrs.items()
    ):
        raise InvalidProposal("Attributes must map names to text values.")
    cleaned = {name: value.strip() for name, value in attrs.items() if value.strip()}
    for name in sorted(cleaned):
        if name not in category.attributes:
            raise InvalidProposal(f"Category {category.name} does not take the attribute '{_shown(name)}'.")
        value = cleaned[name]
        if len(value) > MAX_VALUE or _has_control(value):
            raise InvalidProposal(f"The attribute {name} must be short text without control characters.")
    for name in category.required:
        if name not in cleaned:
            raise InvalidProposal(f"Category {category.name} needs the attribute {name}.")
    return dict(sorted(cleaned.items()))


def check_not_in_pack(entry: Entry, lexicon: Lexicon, shown_word: str) -> None:
    """A word may only be taken from an open-class seed entry of another category."""
    for holder in holders(lexicon, entry):
        if not is_open_class_seed(holder) or holder.category == entry.category:
            raise InvalidProposal(f"'{shown_word}' is already in the pack as {holder.category}.")


def clean_proposal(
    word: object, category: object, attrs: object, categories: Mapping[str, Category]
) -> CleanProposal:
    """Word, category and attributes checked; the pack check needs the built entry (see check_not_in_pack)."""
    word = clean_word(word)
    found = clean_category(category, categories)
    cleaned = clean_attrs(attrs, found)
    return CleanProposal(lemma_for(word, found.name), found.name, cleaned)
