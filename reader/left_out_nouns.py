"""Nouns left out after 'one ... the other', 'each one' and 'needed 7 total' (ADR 0207).

"Rachel bought two coloring books. One had 23 pictures and the other had 32." names no noun
after 'One' or 'the other': both point back to the pair just counted. "If each one costs $5"
points to the one kind of things counted before it, and "had 5 action figures, but needed 7
total" needs 7 of the very things held. The sentence reader has no place for a determiner
without its noun, so it refused; here the noun is put back in the text and the problem is read
again, only when exactly one noun can be meant:

- 'One ... and the other ...' (the determiner marked `selects: rest` after a definite article),
  both opening a clause before a verb, over the one amount of exactly two counted in the sentence
  just before ("two coloring books"): they become "the first coloring book" and "the second
  coloring book", two members that are not the same. Three or more things ('the other' of
  three?), several counted kinds in that sentence, a noun after 'one' that is not the pair's,
  or a story that already says 'first' or 'second' (ordinal words) stand aside.
- 'each one' before a verb: the one kind named in plural before it in the problem; two kinds
  ("3 boxes with 5 pens") stand aside.
- a number right after a verb of need and followed by a total word ("needed 7 total"): the same
  one kind, counted ("needed 7 action figures"), since a need states the whole amount wanted.

A word the lexicon does not know anywhere in the problem, or a plural followed by 'of' ("pieces
of candy": the noun would be cut short), stands aside too. The re-read text must answer on its
own; otherwise the first refusal stands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences

NOUNS = frozenset(
    {
        "noun",
        "unit_noun",
        "coin_noun",
        "person_noun",
        "animal_noun",
        "container_noun",
        "money_noun",
        "price_noun",
        "quantity_noun",
    }
)
MODIFIERS = frozenset({"adjective", "measure_adjective"}) | NOUNS
NUMBERS = frozenset({"number", "number_word"})
VERBS = frozenset({"copula", "auxiliary"})
CLAUSE_BREAKS = frozenset({"comma"})
LABELS = ("first", "second")  # the words the pair's members are named by in the text read again


@dataclass(frozen=True, slots=True)
class Kind:
    """A plural noun phrase counted or named in the text: its words, and its singular form."""

    key: tuple[str, ...]  # the modifiers as written (lower case) and the head's lemma
    plural: str
    singular: str


@dataclass(frozen=True, slots=True)
class Filled:
    """The text with its left-out nouns put back, and one step per noun put back."""

    text: str
    steps: tuple[str, ...]


def _verb(word: Word | None) -> bool:
    return word is not None and (word.category.startswith("verb") or word.category in VERBS)


def _value(word: Word | None) -> Fraction | None:
    if word is None or word.category not in NUMBERS:
        return None
    if word.shape is not None:
        return word.shape.value if not word.shape.unit else None
    raw = word.attr("value")
    return Fraction(raw) if raw else None


def _clause_start(words: tuple[Word | None, ...], i: int) -> bool:
    before = words[i - 1] if i > 0 else None
    return i == 0 or (
        before is not None and before.category == "punctuation" and before.attr("mark") in CLAUSE_BREAKS
    )


def _plural_head(words: tuple[Word | None, ...], i: int) -> bool:
    """A plural noun that ends its phrase: 'figures' in "action figures", not 'action'."""
    word = words[i]
    if word is None or word.category not in NOUNS or "NNS" not in word.tags:
        return False
    if word.text.casefold() == word.lemma.casefold() or word.lemma.casefold() == "one":
        return False  # "sheep", "ones": the form does not say plural, or names no kind
    after = words[i + 1] if i + 1 < len(words) else None
    return after is None or after.category not in NOUNS


def _kind(sentence: Sentence, words: tuple[Word | None, ...], i: int) -> Kind | None:
    """The phrase a plural head ends, back over its modifiers; None when 'of' follows it."""
    after = words[i + 1] if i + 1 < len(words) else None
    if after is not None and after.category == "prep_of":
        return None
    start = i
    while start > 0:
        before = words[start - 1]
        if before is None:
            return None
        vbg = before.category.startswith("verb") and before.tags == ("VBG",)  # "coloring books"
        if before.category not in MODIFIERS and not vbg:
            break
        start -= 1
    tokens = sentence.tokens
    head = words[i]
    assert head is not None
    mods = tuple(t.text for t in tokens[start:i])
    return Kind(
        tuple(m.casefold() for m in mods) + (head.lemma.casefold(),),
        " ".join(mods + (tokens[i].text,)),
        " ".join(mods + (head.lemma,)),
    )


def _kinds_before(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, upto: tuple[int, int]
) -> set[Kind | None]:
    """Every plural kind named before sentence upto[0], token upto[1] (None for one that cannot be used)."""
    found: set[Kind | None] = set()
    for si, sentence in enumerate(sentences[: upto[0] + 1]):
        words = sentence_words(sentence, lexicon)
        end = upto[1] if si == upto[0] else len(words)
        for i in range(end):
            if _plural_head(words, i):
                found.add(_kind(sentence, words, i))
    return found


def _one_kind(sentences: tuple[Sentence, ...], lexicon: Lexicon, upto: tuple[int, int]) -> Kind | None:
    kinds = _kinds_before(sentences, lexicon, upto)
    if len(kinds) != 1:
        return None
    return next(iter(kinds))


def _counted_pair(sentence: Sentence, words: tuple[Word | None, ...]) -> Kind | None:
    """The one counted amount of the sentence, when it counts exactly two of a plural kind."""
    counted = [i for i, w in enumerate(words) if w is not None and w.category in NUMBERS]
    if len(counted) != 1 or _value(words[counted[0]]) != 2:
        return None
    heads = [i for i in range(counted[0] + 1, len(words)) if _plural_head(words, i)]
    if not heads:
        return None
    i = heads[0]
    if any(
        w is None or (w.category not in MODIFIERS and not w.category.startswith("verb"))
        for w in words[counted[0] + 1 : i]
    ):
        return None
    return _kind(sentence, words, i)


def _named_kind(words: tuple[Word | None, ...], at: int, pair: Kind) -> int | None:
    """After 'one' or 'the other': the index of the verb, over the pair's own singular noun if it is named."""
    if at < len(words) and _verb(words[at]):
        return at
    size = len(pair.key)
    named = words[at : at + size]
    if len(named) != size or any(w is None for w in named):
        return None
    said = tuple(w.text.casefold() for w in named[:-1]) + (named[-1].lemma.casefold(),)  # type: ignore[union-attr]
    if (
        said != pair.key
        or "NNS" in named[-1].tags
        and named[-1].text.casefold() != named[-1].lemma.casefold()
    ):  # type: ignore[union-attr]
        return None
    end = at + size
    return end if end < len(words) and _verb(words[end]) else None


def _the_other(words: tuple[Word | None, ...], i: int) -> bool:
    word, before = words[i], words[i - 1] if i > 0 else None
    return (
        word is not None
        and word.category == "determiner"
        and word.attr("selects") == "rest"
        and before is not None
        and before.category == "article"
        and before.attr("definite") == "true"
    )


def _pair_edits(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> list[tuple[int, int, str, str]] | None:
    """'One ... and the other ...' over the pair counted just before: the edits, [] when none, None to stand aside."""
    edits: list[tuple[int, int, str, str]] = []
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        others = [i for i in range(len(words)) if _the_other(words, i)]
        ones = [i for i, w in enumerate(words) if _value(w) == 1 and _clause_start(words, i)]
        if not others:
            continue
        if len(others) != 1 or len(ones) != 1 or ones[0] > others[0] or si == 0:
            return None
        pair = _counted_pair(sentences[si - 1], sentence_words(sentences[si - 1], lexicon))
        one, other = ones[0], others[0]
        if (
            pair is None
            or _named_kind(words, one + 1, pair) is None
            or _named_kind(words, other + 1, pair) is None
        ):
            return None
        tokens = sentence.tokens
        one_end = tokens[one + len(pair.key)].end if not _verb(words[one + 1]) else tokens[one].end
        other_end = tokens[other + len(pair.key)].end if not _verb(words[other + 1]) else tokens[other].end
        first = f"The {LABELS[0]}" if one == 0 else f"the {LABELS[0]}"
        edits.append(
            (
                tokens[one].start,
                one_end,
                f"{first} {pair.singular}",
                f"'{tokens[one].text}' and 'the other' after two {pair.plural}: the first and the second {pair.singular}",
            )
        )
        edits.append((tokens[other - 1].start, other_end, f"the {LABELS[1]} {pair.singular}", ""))
    return edits


def _each_one_edits(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> list[tuple[int, int, str, str]] | None:
    edits: list[tuple[int, int, str, str]] = []
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for i in range(1, len(words) - 1):
            each = words[i - 1]
            if (
                each is None
                or each.category != "distributive"
                or _value(words[i]) != 1
                or words[i].category != "number_word"
            ):  # type: ignore[union-attr]
                continue
            if not _verb(words[i + 1]):
                return None  # "each one of them", "for $3 each one"
            kind = _one_kind(sentences, lexicon, (si, i - 1))
            if kind is None:
                return None
            token = sentence.tokens[i]
            edits.append(
                (token.start, token.end, kind.singular, f"'each {token.text}': each of the {kind.plural}")
            )
    return edits


def _need_total_edits(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> list[tuple[int, int, str, str]] | None:
    edits: list[tuple[int, int, str, str]] = []
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for i in range(1, len(words) - 1):
            total = words[i + 1]
            if (
                total is None
                or total.category != "aggregate_marker"
                or words[i] is None
                or words[i].category not in NUMBERS
            ):  # type: ignore[union-attr]
                continue
            need = words[i - 1]
            value = _value(words[i])
            if need is None or need.category != "verb_need" or value is None or value <= 1:
                return None
            kind = _one_kind(sentences, lexicon, (si, i - 1))
            if kind is None:
                return None
            tokens = sentence.tokens
            edits.append(
                (
                    tokens[i].start,
                    tokens[i + 1].end,
                    f"{tokens[i].text} {kind.plural}",
                    f"'{tokens[i].text} {tokens[i + 1].text}' needed: {tokens[i].text} {kind.plural}, the one kind held",
                )
            )
    return edits


def fill_left_out_nouns(text: str, lexicon: Lexicon) -> Filled | None:
    """The text with every left-out noun of these shapes put back, else None (nothing to fill, or unsure)."""
    told = text_words(text, lexicon)
    if not told.has_attr("selects") and not told.categories & {"distributive", "aggregate_marker"}:
        return None  # no 'the other', 'each one' or 'need N total': no edit (a guard implied by the three)
    sentences = split_sentences(text)
    words = [w for s in sentences for w in sentence_words(s, lexicon)]
    if any(w is None or w.category == "ordinal_word" or w.text.casefold() in LABELS for w in words):
        return (
            None  # an unknown word may be a noun; an ordinal of the story would clash with the members named
        )
    edits: list[tuple[int, int, str, str]] = []
    for find in (_pair_edits, _each_one_edits, _need_total_edits):
        found = find(sentences, lexicon)
        if found is None:
            return None
        edits.extend(found)
    if not edits:
        return None
    out, at = [], 0
    for start, end, new, _ in sorted(edits):
        if start < at:
            return None
        out.append(text[at:start])
        out.append(new)
        at = end
    out.append(text[at:])
    return Filled("".join(out), tuple(step for *_, step in sorted(edits) if step))


def read_left_out_nouns(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """The reading of the text with its left-out nouns put back, and the steps that say so; None when it does not apply."""
    from reader.refusals import ReaderRefusal

    filled = fill_left_out_nouns(text, lexicon)
    if filled is None:
        return None
    result = read(filled.text, lexicon)
    if isinstance(result, ReaderRefusal):
        return None
    return result, filled.steps
