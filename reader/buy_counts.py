"""How many things money buys: "How many 6 dollar games could he buy with the money he had left?" (ADR 0170).

A question of ability ('can', 'could': ``modality: ability``) with a buying
verb asks how many whole things the holder's money pays for: the money
divided by the price of one, rounded down, since a part of a thing is not
bought. The price of one is said in exactly one place:

- before the things in the question: "how many 6 dollar games", "how many
  $6 games";
- in a fronted condition of buying: "If he was trying to buy candy that cost
  6 tickets a piece, how many could he buy?";
- in a statement of the price of each, or of one: "Each game costs $6.",
  "A game costs $6." or "If each game costs $6, how many games can he
  buy?".

The money is never guessed here: the price is taken out of the text, the
question is asked as "how many dollars does he have (left)?" and the
ordinary reading must answer it in the price's own unit. Only then is it
divided. Refused (left to the first refusal): a negation, 'more', any
other question word or tail, two prices or none, a price of some other
thing ("each pack costs $3 ... how many pieces"), the bought things named
anywhere else in the story ("If he spends $12 on toys, how many $4 toys
..."), and money spent while the question does not say 'left'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

NUMBERS = frozenset({"number"})
THING_WORDS = frozenset({"noun", "adjective", "prep_of"})
PRICE_UNITS = frozenset({"unit_noun", "noun"})  # "6 dollars", "6 tickets"
MONEY_UNITS = frozenset({"unit_noun"})  # of dimension money
SPENDING = frozenset({"verb_pay", "verb_buy"})
HOLDERS = frozenset({"pronoun", "name", "noun"})


@dataclass(frozen=True, slots=True)
class Price:
    """The price of one thing: its value, its unit's lemma, the things' head, and the span to take out."""

    value: Fraction
    unit: str
    head: tuple[str, ...]
    cut: (
        tuple[int, int] | None
    )  # characters of the text to take out, None when the price stays in the question


@dataclass(frozen=True, slots=True)
class BoughtCount:
    value: Fraction
    base: object  # the Answer to the money question
    step: str
    unit: str


def _noun(word: Word | None, text: str) -> str:
    """A noun's lemma (an unknown word is taken as a noun, its plural 's' dropped); '' for any other word."""
    if word is None:
        low = text.lower()
        return low[:-1] if low.endswith("s") else low
    return word.lemma.lower() if word.category == "noun" else ""


def _head(words: list[Word | None], tokens: list[str]) -> tuple[str, ...]:
    """The nouns of a run of thing words, in order: "packs of gum" is (pack, gum), not (piece, gum)."""
    return tuple(n for n in (_noun(w, t) for w, t in zip(words, tokens, strict=True)) if n)


def _thing_run(words: tuple[Word | None, ...], at: int) -> int:
    """The index after a run of thing words (an unknown word counts as a noun) starting at ``at``."""
    while at < len(words) and (words[at] is None or words[at].category in THING_WORDS):
        at += 1
    return at


def _number(word: Word | None, text: str) -> Fraction | None:
    if word is None or word.category not in NUMBERS:
        return None
    try:
        value = Fraction(text.lstrip("$").replace(",", ""))
    except ValueError:
        return None
    return value if value > 0 else None


def _amount(
    words: tuple[Word | None, ...], texts: tuple[str, ...], at: int, units: frozenset[str] = PRICE_UNITS
) -> tuple[Fraction, str, int] | None:
    """A price at ``at``: "$6" (dollars) or a number and its unit; the value, unit lemma and next index.

    Before the things ("6 dollar games") only a money unit is a price: "5 apple pies" are pies of 5 apples.
    """
    value = _number(words[at] if at < len(words) else None, texts[at] if at < len(texts) else "")
    if value is None:
        return None
    if texts[at].startswith("$"):
        return value, "dollar", at + 1
    unit = words[at + 1] if at + 1 < len(words) else None
    if unit is None or unit.category not in units:
        return None
    if unit.category == "unit_noun" and unit.attr("dimension") != "money":
        return None
    return value, unit.lemma.lower(), at + 2


def _each_after(words: tuple[Word | None, ...], at: int) -> int:
    """The index after "each", "apiece" or "a piece" (a noun marked ``apiece``), or ``at`` when none."""
    if at < len(words) and words[at] is not None and words[at].category == "distributive":
        return at + 1
    if (
        at + 1 < len(words)
        and words[at] is not None
        and words[at].category == "article"
        and words[at + 1] is not None
        and words[at + 1].attr("apiece") == "yes"
    ):
        return at + 2
    return at


def _each_statement(
    words: tuple[Word | None, ...], texts: tuple[str, ...], at: int, end: int
) -> Price | None:
    """ "each game costs $6 [each]" or "a game costs $6" filling words[at:end] exactly."""
    opener = words[at] if at < end else None
    if opener is None or not (
        opener.category == "distributive"
        or (opener.category == "article" and opener.attr("definite") == "false")
    ):
        return None
    stop = _thing_run(words, at + 1)
    if stop == at + 1 or stop >= end or words[stop] is None or words[stop].category != "verb_cost":
        return None
    amount = _amount(words, texts, stop + 1)
    if amount is None:
        return None
    value, unit, after = amount
    if _each_after(words, after) != end:
        return None
    head = _head(list(words[at + 1 : stop]), list(texts[at + 1 : stop]))
    return Price(value, unit, head, None) if head else None


def _buying_condition(words: tuple[Word | None, ...], texts: tuple[str, ...], end: int) -> Price | None:
    """ "if he was trying to buy candy that cost 6 tickets a piece" filling words[:end] exactly."""
    buy = next((i for i, w in enumerate(words[:end]) if w is not None and w.category == "verb_buy"), None)
    if buy is None or buy < 3 or texts[buy - 1].lower() != "to":  # 'to' + the buying verb
        return None
    if any(w is None or w.category in NUMBERS or w.category == "negation" for w in words[1 : buy - 1]):
        return None
    stop = _thing_run(words, buy + 1)
    if stop == buy + 1 or stop + 1 >= end or words[stop] is None:
        return None
    if words[stop].category != "relative_pronoun" and words[stop].lemma != "which":
        return None
    if words[stop + 1] is None or words[stop + 1].category != "verb_cost":
        return None
    amount = _amount(words, texts, stop + 2)
    if amount is None:
        return None
    value, unit, after = amount
    if _each_after(words, after) == after or _each_after(words, after) != end:
        return None
    head = _head(list(words[buy + 1 : stop]), list(texts[buy + 1 : stop]))
    return Price(value, unit, head, None) if head else None


def _plural(unit: str, lexicon: Lexicon) -> str | None:
    """The unit's plural, only when the lexicon reads it back as the same unit."""
    word = unit + "s"
    found = sentence_words(split_sentences(word)[0], lexicon)[0]
    return word if found is not None and found.lemma.lower() == unit else None


def _does(word: Word | None) -> str:
    if word is not None and word.category == "pronoun":
        return "does" if (word.attr("person"), word.attr("number")) == ("3", "singular") else "do"
    return "does"


def read_buy_count(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> BoughtCount | None:
    """The count of whole things the money buys, or None when the problem is not of this shape."""
    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    last: Sentence = sentences[-1]
    words = sentence_words(last, lexicon)
    texts = tuple(t.text for t in last.tokens)
    if any(w is not None and w.category == "negation" for w in words):
        return None
    hows = [
        i
        for i in range(len(words) - 1)
        if words[i] is not None
        and words[i].lemma == "how"
        and words[i + 1] is not None
        and words[i + 1].category == "question_quantity"
    ]
    if len(hows) != 1:
        return None
    q = hows[0]
    prices: list[Price] = []
    cut: tuple[int, int] | None = None
    if q > 0:  # a fronted condition, then a comma
        if texts[q - 1] != "," or words[0] is None or words[0].category != "subordinator":
            return None
        found = _each_statement(words, texts, 1, q - 1) or _buying_condition(words, texts, q - 1)
        if found is not None:
            prices.append(found)
            cut = (last.tokens[0].start, last.tokens[q].start)
    # the question: how many [price] [things] can/could SUBJ buy [with the money SUBJ has/had [left]]
    at = q + 2
    adjective = _amount(words, texts, at, MONEY_UNITS)
    thing_from = at
    if adjective is not None:
        thing_from = adjective[2]
    stop = _thing_run(words, thing_from)
    head = _head(list(words[thing_from:stop]), list(texts[thing_from:stop]))
    if adjective is not None:
        if not head:
            return None
        prices.append(Price(adjective[0], adjective[1], head, None))
    if stop + 2 >= len(words) or words[stop] is None or words[stop].attr("modality") != "ability":
        return None
    subject, verb = words[stop + 1], words[stop + 2]
    if subject is None or subject.category not in HOLDERS or verb is None or verb.category != "verb_buy":
        return None
    if subject.attr("number") == "plural":  # "they": the money of each, or all of it pooled?
        return None
    tail = words[stop + 3 :]
    left = False
    if tail:  # with the money SUBJ has/had [left]
        shape = [w.category if w is not None else "" for w in tail]
        if (
            shape[:5] != ["prep_with", "article", "money_noun", subject.category, "verb_possess"]
            or len(shape) > 6
        ):
            return None
        if tail[3].lemma != subject.lemma:
            return None
        left = len(shape) == 6
        if left and shape[5] != "residual_marker":
            return None
    # a price of each stated in a sentence of its own
    kept: list[Sentence] = []
    for sentence in sentences[:-1]:
        sw = sentence_words(sentence, lexicon)
        st = tuple(t.text for t in sentence.tokens)
        found = _each_statement(sw, st, 0, len(sw))
        if found is not None:
            prices.append(found)
            continue
        kept.append(sentence)
    if len(prices) != 1:
        return None
    price = prices[0]
    if head and head != price.head:
        return None
    thing = head or price.head
    # the things bought are named nowhere else; money spent only when the question says 'left'
    rest = list(kept)
    for sentence in rest:
        sw = sentence_words(sentence, lexicon)
        st = tuple(t.text for t in sentence.tokens)
        for i, (w, t) in enumerate(zip(sw, st, strict=True)):
            if _noun(w, t) in thing:
                return None
            if (
                w is not None
                and w.category in SPENDING
                and not left
                and (i == 0 or st[i - 1].lower() != "to")
            ):
                return None
    if q > 0 and cut is None:  # the condition stays: it must not name the things or spend without 'left'
        for w, t in zip(words[:q], texts[:q], strict=True):
            if _noun(w, t) in thing:
                return None
            if w is not None and w.category in SPENDING and not left:
                return None
    units = _plural(price.unit, lexicon)
    if units is None:
        return None
    tense = _does(subject)  # "did he have" may ask of a time before the changes
    asked = f"how many {units} {tense} {texts[stop + 1]} have{' left' if left else ''}?"
    if q == 0 or cut is not None:
        asked = asked[0].upper() + asked[1:]
    head_text = "" if q == 0 or cut is not None else text[last.tokens[0].start : last.tokens[q].start]
    body = " ".join(text[s.start : s.end] for s in kept)
    new_text = (body + " " + head_text + asked).strip()
    base = read(new_text, lexicon)
    value = getattr(base, "value", None)
    if value is None or getattr(base, "unit", "") != price.unit or value < 0:
        return None
    count = Fraction(int(value // price.value))
    named = " ".join(thing)
    step = f"{value} {price.unit} at {price.value} {price.unit} for each {named}: whole ones only, {count}"
    return BoughtCount(count, base, step, thing[0])
