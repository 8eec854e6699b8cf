"""The clause that names a part: "and 8 were torn", "but 4 of the shells were broken" (ADRs 0103, 0117).

A sentence may end with a joiner ('and', 'but' or a comma), an amount as
subject and a predicate saying what some of the things just counted are or
have. The subject is a plain number, optionally narrowed by a partitive
that names the things ("4 of the seashells", "3 of them", "2 of those
cards"); the predicate is a copula and an adjective the lexicon marks
`state: kept` ("are red"), a copula and the past participle of a losing
verb whose things outlast the act (`result: remains`: "were broken"), or
`had`/`have` and a plural noun ("had spots").

A broken thing may still be held or may count as gone: which one a story
means is not said, so such a part is marked not kept and only a question
about the part or the rest is read after it (ADR 0117). A partitive's kind
words are returned so the caller can pick the one amount they name.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from reader.rules.context import Word

JOINERS = frozenset({"and", "but", ","})
DEMONSTRATIVES = frozenset({"the", "these", "those"})
PRONOUNS = frozenset({"them", "these", "those"})
KIND_CATEGORIES = frozenset({"noun", "unit_noun", "adjective"})
COUNTS = frozenset({"integer", "grouped_integer"})


@dataclass(frozen=True, slots=True)
class PartClause:
    """Where the part's clause starts, its amount, the kind a partitive names and the state it names."""

    joiner: int  # the joiner's token index: the words before it state the whole
    number: Word
    share: Fraction | None  # "1/4 of them", "half of the cards": the part is this share of the whole
    kind: tuple[Word, ...]  # "of the blue seashells" -> (blue, seashells); () for none or "of them"
    words: tuple[str, ...]  # the state's words: ("torn",), ("broken", "break"), ("spots", "spot")
    verb: str  # "be" or "have": how a question must name the state
    kept: bool  # False when the state may mean the things are gone ("were broken")


def _state(verb: Word, state: Word) -> tuple[tuple[str, ...], str, bool] | None:
    """The state words, the verb kind and whether the things are surely kept, for a predicate of two words."""
    if verb.category == "copula" and state.category == "adjective" and state.attr("state") == "kept":
        return (state.lemma.casefold(),), "be", True
    if verb.category == "copula" and state.attr("result") == "remains" and "VBN" in state.tags:
        return (state.text.casefold(), state.lemma.casefold()), "be", False
    if verb.category == "verb_possess" and state.category == "noun" and "NNS" in state.tags:
        return (state.lemma.casefold(), state.text.casefold()), "have", True
    return None


def share_of(number: Word) -> Fraction | None:
    """The share a fraction or percentage names ("1/4", "25%", "half"), at most the whole; None otherwise."""
    value: Fraction | None = None
    if number.category == "number" and number.shape is not None:
        if number.shape.primitive == "fraction":
            value = number.shape.value
        elif number.shape.primitive == "percent":
            value = number.shape.value / 100
    elif number.category == "fraction_word" and number.attr("value"):
        value = Fraction(number.attr("value"))
    return value if value is not None and 0 < value <= 1 else None


def subject(
    words: list[Word | None], start: int, end: int
) -> tuple[Word, Fraction | None, tuple[Word, ...]] | None:
    """ "4", "4 of them", "1/4 of the seashells" between ``start`` and ``end``: the number, share and kind words.

    A share needs its partitive: "1/4 of them", not "1/4 were torn".
    """
    span = words[start:end]
    if not span or any(w is None for w in span):
        return None
    number = span[0]
    assert number is not None
    share = share_of(number)
    if share is None and (number.category != "number" or number.shape is None or number.shape.unit):
        return None  # "$8": not a count of the things just named
    if share is None and number.shape is not None and number.shape.primitive not in COUNTS:
        return None  # "2.5 were torn": a count of things is a whole number
    if len(span) == 1:
        return (number, None, ()) if share is None else None
    rest = [w for w in span[1:] if w is not None]
    if rest[0].text.casefold() != "of" or len(rest) < 2:
        return None
    if len(rest) == 2 and rest[1].text.casefold() in PRONOUNS:
        return number, share, ()
    if rest[1].text.casefold() not in DEMONSTRATIVES:
        return None
    kind = tuple(rest[2:])
    if not kind or any(w.category not in KIND_CATEGORIES for w in kind) or kind[-1].category == "adjective":
        return None
    if "NNS" not in kind[-1].tags:
        return None  # "4 of the pie": not a count of things
    return number, share, kind


def part_clause(words: list[Word | None]) -> PartClause | None:
    """The part's clause ending the sentence, after its last joiner, or None."""
    if len(words) < 5 or words[-1] is None or words[-2] is None:
        return None
    found = _state(words[-2], words[-1])
    if found is None:
        return None
    for at in range(len(words) - 4, 0, -1):
        joiner = words[at]
        if joiner is None or joiner.text.casefold() not in JOINERS:
            continue
        named = subject(words, at + 1, len(words) - 2)
        if named is None:
            return None
        return PartClause(at, *named, *found)
    return None
