"""An amount used as an adjective after 'a': "bought a $7 lamp", "a $12 allowance per month", "a 12
ounce can of water" (ADR 0346).

The reader reads a number after a verb or 'of', never after an article, so these stop at the number.
Each form says what another form the reader does read says, and is told again in that form; the whole
reader reads the retold text. Its answer stands with one step more saying what was retold; its refusal
leaves the first refusal standing. Nothing is counted here.

Retold, only where the whole shape is found:

- price: "<buy or sell verb> a|an <money> <noun> [<noun>]" ending its clause (the sentence's end, a
  comma or 'and') as "<verb> a|an <noun> for <money>": the money is the price of the one thing, as in
  "bought a lamp for $7". Only plain nouns: "a $10 bill", "a $5 fee" name money or a price
  themselves, and any other word after the noun ("a $2000 phone online") leaves the text as it was.
- allowance or pay: "a|an <money> <allowance or pay noun> per|a|an|every <time unit>" as "an <noun> of
  <money> per ...", and "a|an <money> <period adjective> <noun>" as "a <period adjective> <noun> of
  <money>" -- the forms ADR 0337 (reader/named_rates.py) tells as the plain rate. With no period ("a
  $12 allowance") the text stays.
- measure of contents: "a|an <number> <measure unit> <noun> of" as "a|an <number>-<unit> <noun> of",
  the number-unit word ADR 0054 reads ("a 12-ounce can of water"). Without 'of' the measure may be
  what the thing holds ("a 5 cup bowl") or what it is ("a 20 foot rope"), and stays. Only units that measure a mass, a
  volume or a length: "a 3 year old dog" is an age, "a 2 hour movie" a duration, "a 10 dollar bill"
  a bill's value. A unit before another unit, a number or a preposition ("a 20 ft by 15 ft mural")
  stays.

A percentage is never retold ("a 20% discount" is a share of some price, not an amount).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.named_rates import period_units
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences

ARTICLES = frozenset({"a", "an"})
PRICED_ACTS = frozenset({"verb_buy", "verb_sell"})
NAMED_MONEY = frozenset({"allowance", "pay"})
RATE_MARKERS = frozenset({"per", "a", "an", "every"})
MEASURED = frozenset({"mass", "volume", "length"})
CLAUSE_ENDS = frozenset({",", ".", "?", "!", ";", "and"})
MAX_NOUNS = 2  # "a $7 desk lamp": a thing named by at most two nouns
NOT_A_THING = frozenset(
    {"number", "number_word", "unit_noun", "punctuation", "conjunction", "article", "rate_marker", "prep_of"}
)
# a phrase to retell: (its first token, its last token, the text told instead)
Found = tuple[int, int, str]


def attributive_amounts(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "a <amount> <noun>" told as the reader reads it; None when there is none."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        tokens = sentence.tokens
        span = _spans(text, tokens)
        priced_end = -1  # the last token of the price retold last in this sentence
        for at in range(1, len(words)):
            if _low(words[at]) not in ARTICLES:
                continue  # every form starts at 'a' or 'an': the first check of each
            price = _price(words, at, span, _next_item(words, at, priced_end))
            found = price or _named_money(words, at, lexicon, span) or _measure(words, at, span)
            if found is None:
                continue
            first, last, new = found
            if price is not None:
                priced_end = last
            start, end = tokens[first].start, tokens[last].end
            edits.append((start, end, new))
            steps.append(f"'{text[start:end]}' read as '{new}'")
    return with_edits(text, edits, steps)


def _spans(text: str, tokens) -> Callable[[int, int], str]:
    """The story's own text from one token to another, both included."""
    return lambda first, last: text[tokens[first].start : tokens[last].end]


def _low(word: Word | None) -> str:
    return "" if word is None else word.text.casefold()


def _article(first: Word, told: Word) -> str:
    """'a' or 'an' for the word now after the article, in the case the story wrote it."""
    article = "an" if first.text[:1].casefold() in "aeiou" else "a"
    return article.capitalize() if told.text[:1].isupper() else article


def _money(words, at: int) -> int | None:
    """The last index of a money amount starting at ``at`` ("$7", "7 dollars"); None if there is none."""
    word = words[at] if at < len(words) else None
    if word is None or word.category != "number" or word.shape is None:
        return None
    if word.shape.unit == "dollar":
        return (
            at if word.text.startswith("$") else None
        )  # "a 5-dollar burger": a number-unit word, ADR 0054's
    after = words[at + 1] if at + 1 < len(words) else None
    if word.shape.unit == "" and after is not None and after.category == "unit_noun":
        return at + 1 if after.attr("dimension") == "money" else None
    return None


def _next_item(words, at: int, priced_end: int) -> bool:
    """Whether 'a' at ``at`` opens the next item of a list whose last item was a price retold.

    "bought a $7 lamp, a $3 mug and a $4 bulb": each item after the first follows a comma, 'and' or
    both right after the item before it, so the verb before the first one buys them all.
    """
    if priced_end < 0:
        return False
    between = [_low(words[i]) for i in range(priced_end + 1, at)]
    return between in ([","], ["and"], [",", "and"])


def _price(words, at: int, span: Callable[[int, int], str], listed: bool = False) -> Found | None:
    """ "bought a $7 lamp" -> "bought a lamp for $7", and each item of a list of such ("and a $4 bulb")."""
    verb = words[at - 1]
    bought = verb is not None and verb.category in PRICED_ACTS
    if not (bought or listed) or _low(words[at]) not in ARTICLES:
        return None
    money = _money(words, at + 1)
    if money is None:
        return None
    end = money + 1
    while end < len(words) and words[end] is not None and words[end].category == "noun":
        end += 1
    nouns = end - money - 1
    if not 1 <= nouns <= MAX_NOUNS or (end < len(words) and _low(words[end]) not in CLAUSE_ENDS):
        return None
    article = _article(words[money + 1], words[at])
    return at, end - 1, f"{article} {span(money + 1, end - 1)} for {span(at + 1, money)}"


def _named_money(words, at: int, lexicon: Lexicon, span: Callable[[int, int], str]) -> Found | None:
    """ "a $12 allowance per month" -> "an allowance of $12 per month" (read further by ADR 0337)."""
    if _low(words[at]) not in ARTICLES:
        return None
    money = _money(words, at + 1)
    if money is None:
        return None
    named = money + 1
    periodic = _low(words[named] if named < len(words) else None) in period_units(lexicon)
    named += periodic  # "a $12 weekly allowance": 'weekly' stays before the noun, as ADR 0337 reads it
    noun = words[named] if named < len(words) else None
    if (
        noun is None
        or noun.text.casefold() != noun.lemma.casefold()
        or noun.attr("names_amount") not in NAMED_MONEY
    ):
        return None
    if not periodic and not _period_follows(words, named):
        return None  # "a $12 allowance" (a week? a month?) stays
    article = _article(words[money + 1], words[at])
    return at, named, f"{article} {span(money + 1, named)} of {span(at + 1, money)}"


def _period_follows(words, at: int) -> bool:
    """ "per month", "a week", "every week" right after the noun."""
    marker = words[at + 1] if at + 1 < len(words) else None
    period = words[at + 2] if at + 2 < len(words) else None
    if _low(marker) not in RATE_MARKERS or period is None or period.category != "unit_noun":
        return False
    return period.attr("dimension") in ("time", "calendar")


def _measure(words, at: int, span: Callable[[int, int], str]) -> Found | None:
    """ "a 12 ounce can" -> "a 12-ounce can": the number-unit word of ADR 0054."""
    if _low(words[at]) not in ARTICLES or at + 3 >= len(words):
        return None
    number, unit, thing = words[at + 1], words[at + 2], words[at + 3]
    if number is None or number.category != "number" or number.shape is None or number.shape.unit:
        return None
    if unit is None or unit.category != "unit_noun" or unit.attr("measures") not in MEASURED:
        return None
    if "NN" not in unit.tags or thing is None or thing.category in NOT_A_THING:
        return None
    if thing.category.startswith(("prep", "measure_adjective")):
        return None
    contents = words[at + 4] if at + 4 < len(words) else None
    if contents is None or contents.category != "prep_of":
        return None  # "a 5 cup bowl" tells what it holds, not what is in it
    return at + 1, at + 2, f"{span(at + 1, at + 1)}-{span(at + 2, at + 2)}"
