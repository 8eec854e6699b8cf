"""Immutable value types of a lexicon pack.

These are the contract between the pack library (which builds them from
verified files) and the reader (which only looks words up). They hold no
I/O and no Django, so the reader can depend on them freely.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from operator import attrgetter
from types import MappingProxyType

# Form tags a surface form can carry. Verbs use the Penn tags that
# lemminflect produces; nouns singular/plural; adjectives and adverbs
# base/comparative/superlative; closed-class words and names use "base".
FORM_TAGS = frozenset(
    {
        "base",
        "VB",  # verb, base form
        "VBZ",  # verb, third person singular present
        "VBP",  # verb, non-third person present
        "VBD",  # verb, past tense
        "VBN",  # verb, past participle
        "VBG",  # verb, gerund / present participle
        "NN",  # noun, singular
        "NNS",  # noun, plural
        "JJ",  # adjective
        "JJR",  # adjective, comparative
        "JJS",  # adjective, superlative
        "RB",  # adverb
        "RBR",  # adverb, comparative
        "RBS",  # adverb, superlative
    }
)


def normalise_surface(token: str) -> str:
    """The key every surface form is stored and looked up under.

    Case never distinguishes two words: "Sam", "SAM" and "sam" are one
    surface form. Curly apostrophes are folded to the straight one.
    """
    return token.replace("\u2019", "'").casefold()


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where an entry came from: the seed build, or a reviewer's ratification."""

    kind: str  # "seed" or "ratified"
    proposal_id: str = ""
    reviewer: str = ""
    at: str = ""  # ISO-8601 time passed in by the caller; never read from a clock

    def __post_init__(self) -> None:
        if self.kind not in ("seed", "ratified"):
            raise ValueError(f"provenance kind must be 'seed' or 'ratified', not {self.kind!r}")


SEED = Provenance("seed")


@dataclass(frozen=True, slots=True)
class Entry:
    """One lexicon entry: a lemma, its surface forms, its category and attributes."""

    lemma: str
    category: str
    forms: tuple[tuple[str, str], ...]  # (surface, form tag), surfaces normalised
    attrs: tuple[tuple[str, str], ...] = ()  # sorted (name, value) pairs
    provenance: Provenance = SEED

    def __post_init__(self) -> None:
        if not self.lemma or not self.category:
            raise ValueError("an entry needs a lemma and a category")
        if not self.forms:
            raise ValueError(f"entry {self.lemma!r} has no surface forms")
        for surface, tag in self.forms:
            if tag not in FORM_TAGS:
                raise ValueError(f"entry {self.lemma!r}: unknown form tag {tag!r}")
            # One whitespace-free chunk: split() yields exactly [surface] (and never [] for "").
            if surface.split() != [surface] or surface != normalise_surface(surface):
                raise ValueError(f"entry {self.lemma!r}: surface form {surface!r} is not normalised")
        if len(self.attrs) > 1 and list(self.attrs) != sorted(self.attrs):
            raise ValueError(f"entry {self.lemma!r}: attributes must be sorted by name")

    def attr(self, name: str, default: str | None = None) -> str | None:
        for key, value in self.attrs:
            if key == name:
                return value
        return default

    @property
    def key(self) -> tuple[str, str]:
        """Identity of an entry inside a pack: (category, lemma)."""
        return (self.category, self.lemma)


@dataclass(frozen=True, slots=True)
class Sense:
    """What a lookup returns: the entry and which of its forms the token was."""

    entry: Entry
    form: str  # the first form tag of this surface in the entry
    surface: str = ""  # the normalised surface form that was looked up

    @property
    def category(self) -> str:
        return self.entry.category

    @property
    def tags(self) -> tuple[str, ...]:
        """Every form tag this surface has in its entry ("paints" may be VBZ and NNS)."""
        return tuple([t for s, t in self.entry.forms if s == self.surface])  # a list: faster than a generator


def _slot_setters(cls: type, names: tuple[str, ...]) -> tuple:
    return tuple(cls.__dict__[name].__set__ for name in names)


_new = object.__new__
_SET_LEMMA, _SET_CATEGORY, _SET_FORMS, _SET_ATTRS, _SET_PROVENANCE = _slot_setters(
    Entry, ("lemma", "category", "forms", "attrs", "provenance")
)
_SET_SENSE_ENTRY, _SET_SENSE_FORM, _SET_SENSE_SURFACE = _slot_setters(Sense, ("entry", "form", "surface"))


def trusted_entry(
    lemma: str,
    category: str,
    forms: tuple[tuple[str, str], ...],
    attrs: tuple[tuple[str, str], ...] = (),
    provenance: Provenance = SEED,
) -> Entry:
    """An ``Entry`` of values already checked, built without ``__post_init__``.

    A cold load builds 36,700 entries: the frozen dataclass's ``__init__`` and
    its checks were most of that time. Only the loader calls this, for lines of
    a digest-verified file that ``packs.fastentries`` has checked as strictly
    as ``__post_init__`` would, and for rows of the checksummed compiled cache.
    Anything else builds entries the ordinary way.
    """
    entry = _new(Entry)
    _SET_LEMMA(entry, lemma)
    _SET_CATEGORY(entry, category)
    _SET_FORMS(entry, forms)
    _SET_ATTRS(entry, attrs)
    _SET_PROVENANCE(entry, provenance)
    return entry


def _sense(entry: Entry, form: str, surface: str) -> Sense:
    """``Sense(entry, form, surface)`` without the frozen ``__init__`` (a Sense has nothing to check)."""
    sense = _new(Sense)
    _SET_SENSE_ENTRY(sense, entry)
    _SET_SENSE_FORM(sense, form)
    _SET_SENSE_SURFACE(sense, surface)
    return sense


@dataclass(frozen=True, slots=True)
class Category:
    """A member of the closed category set, with the attributes its entries carry."""

    name: str
    meaning: str
    attributes: tuple[str, ...] = ()  # attribute names an entry of this category may carry
    required: tuple[str, ...] = ()  # the subset every entry must carry


_entry_order = attrgetter("category", "lemma")  # (category, lemma), computed in C


@dataclass(frozen=True)
class Lexicon:
    """An immutable surface-form index over entries, with O(1) lookup.

    Built only through ``Lexicon.build``, which refuses a surface form
    claimed by two entries.
    """

    entries: tuple[Entry, ...]
    _index: Mapping[str, Sense] = field(
        repr=False, compare=False, default_factory=lambda: MappingProxyType({})
    )

    @classmethod
    def build(cls, entries: Iterable[Entry]) -> Lexicon:
        ordered = tuple(sorted(entries, key=_entry_order))
        index: dict[str, Sense] = {}
        claimed = index.get
        for entry in ordered:
            for surface, tag in entry.forms:
                other = claimed(surface)
                if other is None:
                    index[surface] = _sense(entry, tag, surface)
                elif other.entry is not entry:
                    raise DuplicateSurfaceForm(surface, other.entry, entry)
        return cls(ordered, MappingProxyType(index))

    @classmethod
    def build_from(cls, base: Lexicon, entries: Iterable[Entry]) -> Lexicon:
        """``build(entries)`` when ``entries`` is ``base.entries`` after a small change.

        A preview changes a few entries of tens of thousands; re-indexing only
        the entries that left or arrived (untouched ones are the same objects)
        keeps previews fast. A surface two entries claim falls back to
        ``build``, so the error is the same one.
        """
        entries = tuple(entries)
        kept = {id(entry) for entry in entries}
        before = {id(entry) for entry in base.entries}
        index = dict(base._index)
        ordered: list[Entry] = []  # base.entries is sorted, so its survivors are too
        for entry in base.entries:
            if id(entry) in kept:
                ordered.append(entry)
                continue
            for surface, _tag in entry.forms:
                sense = index.get(surface)
                if sense is not None and sense.entry is entry:
                    del index[surface]
        for entry in sorted((e for e in entries if id(e) not in before), key=_entry_order):
            for surface, tag in entry.forms:
                other = index.get(surface)
                if other is not None and other.entry is not entry:
                    return cls.build(entries)
                if other is None:
                    index[surface] = _sense(entry, tag, surface)
            bisect.insort(ordered, entry, key=_entry_order)
        return cls(tuple(ordered), MappingProxyType(index))

    def lookup(self, token: str) -> Sense | None:
        return self._index.get(normalise_surface(token))

    def __contains__(self, token: str) -> bool:
        return normalise_surface(token) in self._index

    def __len__(self) -> int:
        return len(self._index)

    def with_entries(self, extra: Iterable[Entry]) -> Lexicon:
        """A new lexicon with ``extra`` added (used by previews; the pack on disk is untouched)."""
        return Lexicon.build(self.entries + tuple(extra))


class DuplicateSurfaceForm(ValueError):
    def __init__(self, surface: str, first: Entry, second: Entry) -> None:
        super().__init__(
            f"surface form {surface!r} is claimed by two entries: "
            f"{first.category}:{first.lemma} and {second.category}:{second.lemma}"
        )
        self.surface = surface
        self.first = first
        self.second = second
