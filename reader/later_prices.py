""" "James buys 6 t-shirts. They each cost $20.": a price told after the purchase (ADR 0404).

A story often tells what was bought first and what one of it cost in a sentence of its own. The
sentence reader reads "Each t-shirt cost $20." after the purchase (the price binds to the bought
group of that kind), but refuses the same fact told with 'They', with the group's noun restated
("The pizzas cost $12 each."), or with a singular thing bought with 'a' ("The lamp cost $50."). The
problem is retold in the shape the reader already reads and read whole again:

- "They each cost $P" / "They cost $P each" / "They are|were $P each" -> "Each <C> cost $P";
- "The <Cs> cost $P each" / "The <Cs> each cost $P" / "The <Cs> are $P each" -> "Each <C> cost $P";
- "The <C> cost|costs $P" for a thing bought with 'a'|'an' (one of it: its price is its cost)
  -> "Each <C> cost $P", with "a <C>" in the purchase told as "1 <C>";
- clauses of these shapes joined by 'and' in one sentence ("The lamp cost $50 and each chair
  cost $20"), a clause already "each <C> cost $P" kept as it is.

A price binds to exactly one earlier purchase of its kind, or nothing is retold:
- 'They' only when the story so far bought exactly one group (and the buyer is one person, not a
  group 'they' could name); a restated noun only when exactly one bought group has that noun and
  the noun is told nowhere else before the price;
- a plural group's price needs 'each' (without it "They cost $20" may be the whole bill);
- the price is money ('$' or dollars|cents), the clause has no other words (no negation, no
  modal or time, no 'if'), the sentence is a statement and the purchase was told before it.
Everything is computed from the sentences; no state is kept between calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

Words = tuple[Word | None, ...]
MONEY_UNITS = frozenset({"dollar", "dollars", "cent", "cents"})
ONE_BUYERS = frozenset({"he", "she", "i"})
INDEFINITE = frozenset({"a", "an"})
MODIFIERS = frozenset({"adjective", "colour"})


def _low(word: Word | None) -> str:
    return word.text.lower() if word is not None else ""


def _noun(word: Word | None) -> bool:
    return word is not None and word.category == "noun"


def _plural(word: Word | None) -> bool:
    return _noun(word) and "NNS" in word.tags


def _singular(word: Word | None) -> bool:
    return _noun(word) and "NN" in word.tags


def _count(word: Word | None) -> int | None:
    """A plain whole count ("6") or 1 for 'a'|'an'; None for anything else."""
    if word is None:
        return None
    if _low(word) in INDEFINITE:
        return 1
    if word.category == "number" and word.text.isdigit() and int(word.text) > 0:
        return int(word.text)
    return None


def _price(words: Words, at: int) -> int | None:
    """The index after a money amount at ``at`` ("$20", "12 dollars"); None when none is there."""
    if at >= len(words) or words[at] is None or words[at].category != "number":
        return None
    if words[at].text.startswith("$"):
        return at + 1
    if at + 1 < len(words) and _low(words[at + 1]) in MONEY_UNITS:
        return at + 2
    return None


@dataclass(frozen=True, slots=True)
class _Purchase:
    """One bought group: how many, its noun's lemma, and where its count word stands in the text."""

    count: int
    lemma: str
    count_span: tuple[int, int]


def _purchases(sentence: Sentence, words: Words) -> list[_Purchase] | None:
    """ "<buyer> buys|bought <N> <Cs> [and <M> <Ds>]": the groups, or None when the sentence is not that."""
    if len(words) < 4 or any(w is None for w in words):
        return None
    buyer = words[0]
    one = (
        buyer.category == "name"
        or _low(buyer) in ONE_BUYERS
        or (_noun(buyer) and "NN" in buyer.tags and buyer.text[:1].isupper())
    )
    if not one or words[1].category != "verb_buy":  # "Tom" may be read as a noun; "Mom" is one person
        return None
    found: list[_Purchase] = []
    i = 2
    while i < len(words):
        count = _count(words[i])
        if count is None:
            return None
        j = i + 1
        while j < len(words) and words[j].category in MODIFIERS:
            j += 1
        if j >= len(words) or not (_singular(words[j]) if count == 1 else _plural(words[j])):
            return None
        tok = sentence.tokens[i]
        found.append(_Purchase(count, words[j].lemma.casefold(), (tok.start, tok.end)))
        i = j + 1
        if i < len(words):
            if _low(words[i]) != "and" and not (words[i].category == "punctuation" and words[i].text == ","):
                return None
            i += 1
            if i < len(words) and _low(words[i]) == "and":
                i += 1
    return found or None


def _clause(words: Words) -> tuple[str, str] | None:
    """One price clause: ('they'|'the'|'each', noun lemma or '') and 'each' told or not; None otherwise.

    Returns (key, mark): key is "they" or the noun's lemma; mark is "each" (a price of one of them)
    or "one" (a singular noun told without 'each').
    """
    if any(w is None for w in words) or len(words) < 3:
        return None
    first = _low(words[0])
    if first == "they":
        key, at = "they", 1
    elif first in ("the", "each") and _noun(words[1]):
        key, at = words[1].lemma.casefold(), 2
    else:
        return None
    each = first == "each"
    if at < len(words) and _low(words[at]) == "each":
        each, at = True, at + 1
    if at >= len(words) or not (
        words[at].category == "verb_cost" or _low(words[at]) in ("are", "were", "is", "was")
    ):
        return None
    end = _price(words, at + 1)
    if end is None:
        return None
    if end < len(words) and _low(words[end]) == "each":
        each, end = True, end + 1
    if end != len(words):
        return None
    if first == "each" and not _singular(words[1]):
        return None
    if first == "the" and not each and not _singular(words[1]):
        return None  # "The pizzas cost $36": the whole bill or each one?
    if first == "they" and not each:
        return None
    if first == "each" and words[at].category != "verb_cost":
        return None
    return key, ("each" if each else "one")


def _split(words: Words) -> list[tuple[int, int]] | None:
    """The clauses' spans of a sentence joined by 'and'."""
    spans, start = [], 0
    for i, w in enumerate(words):
        if _low(w) == "and":
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(words)))
    return spans if all(b > a for a, b in spans) else None


def later_prices(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with every later price retold as "Each <C> cost $P"; None when nothing binds."""
    sentences: tuple[Sentence, ...] = split_sentences(text)
    if not sentences:
        return None
    bought: list[_Purchase] = []
    said: dict[str, int] = {}  # noun lemma -> times told so far
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in sentences:
        words = tuple(sentence_words(sentence, lexicon))
        if not words:
            continue
        groups = None if sentence.is_question else _purchases(sentence, words)
        if groups is not None:
            bought.extend(groups)
        elif (
            bought
            and not sentence.is_question
            and _low(words[0]) in ("they", "the", "each")
            and any(_price(words, i) is not None for i in range(len(words)))
        ):
            retold = _retell(sentence, words, bought, said, edits)
            if retold is None:
                return None
            steps.extend(retold)
        for w in words:
            if _noun(w):
                said[w.lemma.casefold()] = said.get(w.lemma.casefold(), 0) + 1
    if not steps:
        return None
    return with_edits(text, edits, steps)


def _retell(
    sentence: Sentence,
    words: Words,
    bought: list[_Purchase],
    said: dict[str, int],
    edits: list[tuple[int, int, str]],
) -> list[str] | None:
    """The edits of one price sentence (appended to ``edits``); None when a clause binds to no one purchase."""
    spans = _split(words)
    if spans is None:
        return None
    parts: list[str] = []
    new_edits: list[tuple[int, int, str]] = []
    changed = False
    tokens = sentence.tokens
    for a, b in spans:
        clause = _clause(words[a:b])
        if clause is None:
            return None
        key, mark = clause
        if key == "they":
            if len(bought) != 1 or bought[0].count < 2:
                return None
            group = bought[0]
        else:
            same = [p for p in bought if p.lemma == key]
            if len(same) != 1 or said.get(key, 0) != 1:
                return None
            group = same[0]
            if (mark == "one") != (group.count == 1):
                return None  # "The lamp cost $50" of 2 lamps; "each" of one is still that one
        if _low(words[a]) == "each":
            parts.append(" ".join(t.text for t in tokens[a:b]))
            continue
        changed = True
        at = a + (1 if key == "they" else 2)
        if _low(words[at]) == "each":
            at += 1
        end = _price(words, at + 1)
        assert end is not None
        price = " ".join(t.text for t in tokens[at + 1 : end])
        parts.append(f"each {group.lemma} cost {price}")
        if group.count == 1:  # "a lamp" told as "1 lamp": one of it, which the price is of
            new_edits.append((group.count_span[0], group.count_span[1], "1"))
    if not changed:
        return []  # "Each book cost $5." is read as it is
    line = " and ".join(parts)
    new_edits.append((tokens[0].start, tokens[-1].end, line[0].upper() + line[1:]))
    edits.extend(new_edits)
    return [f"the price told after the purchase read as '{line[0].upper() + line[1:]}'"]
