""" "3 bottles cost $6": a price told as a pair of amounts, a count and what it costs (ADR 0397).

A count of things and what they cost together says what one of them costs, when all are alike: the
story is a proportion, and "How much will 5 bottles cost?" scales the one price. The sentence reader
reads the price of one thing ("Each bottle costs $2") and scales it for any count asked, but a count
and a sum of money in one clause stop it. So the sentence is told again as the price of one, and the
whole reader reads the story:
"3 bottles cost $6." is told as "Each bottle costs $2."; "If 3 bottles cost $6, how much do 5
bottles cost?" as "Each bottle costs $2. How much do 5 bottles cost?".

The same pair told with a weight ("4 boxes weigh 10 kg") is read by ADR 0267's item weights and
needs nothing here. Retold only where the whole sentence is "[If] <count> [<describing words>]
<things> cost <money> [altogether|together|in total|in all]" ending the statement (or, after 'if',
a comma and a question):
- the count is a whole number of at least 2 (digits or a number word), the things one plural noun
  (not a unit: "3 pounds of apples cost $6" is another reading), its describing words adjectives;
- the verb 'cost' comes right after the things (no 'only', no negation, no 'will', no 'can'), and
  one amount of dollars right after it ("at most $6", "about $6", "$6 more than ..." are not a
  constant rate, and "90 cents" is left out: its answer's unit is not fixed);
- one of the things costs a whole number of cents: "3 bottles cost $5" does not say a price one
  bottle can carry, and keeps its refusal;
- the things are named in no other statement of the story (only in the question): a second price or
  a count of the same things told elsewhere ("5 bottles cost $8", "a pack of 3 bottles") could be a
  deal on a group, not the price of each;
- no word of the story names a coupon, a discount or a deal on the price (``changes_price``), and
  no sentence has a second such pair.
Anything else leaves the first refusal standing.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.priced_purchases import changes_price, may_change_price
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import plain_number

Words = tuple[Word | None, ...]
DESCRIBING = frozenset({"adjective"})
TRAILERS = (("altogether",), ("together",), ("in", "total"), ("in", "all"))


def pair_rates(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with its one "<count> <things> cost <amount>" sentence told as the price of one thing."""
    sentences = split_sentences(text)
    if not sentences or sentences[-1].terminator != "?":
        return None
    read = [sentence_words(s, lexicon) for s in sentences]
    if may_change_price(text_words(text, lexicon)) and any(changes_price(words) for words in read):
        return None
    found = []
    for si, (sentence, words) in enumerate(zip(sentences, read, strict=True)):
        told = _retold(text, sentence, words, last=si == len(sentences) - 1)
        if told is not None:
            found.append((si, sentence, told))
    if len(found) != 1:
        return None  # no pair, or two pairs: which one is the price of each?
    si, sentence, (lemma, retold) = found[0]
    for other, words in enumerate(read[:-1]):  # the things named again in a statement: a deal?
        if other != si and any(w is not None and w.lemma.casefold() == lemma for w in words):
            return None
    said = text[sentence.tokens[0].start : sentence.tokens[-1].end]
    step = f"'{said}' told as the rate of one thing: '{retold}'"
    return with_edits(text, [(sentence.tokens[0].start, sentence.tokens[-1].end, retold)], [step])


def _retold(text: str, sentence: Sentence, words: Words, last: bool) -> tuple[str, str] | None:
    """(the things' lemma, the sentence told with the rate of one); None when not the docstring's shape."""
    if any(w is None for w in words) or len(words) < 4:
        return None
    texts = [t.text for t in sentence.tokens]
    at = 0
    condition = texts[0].casefold() == "if"
    if condition:
        if not last:
            return None  # "If 3 bottles cost $6." as a statement of its own: a condition of what?
        at = 1
    elif sentence.terminator not in (".", "!"):
        return None
    count_word = words[at]
    assert count_word is not None
    count = plain_number(count_word)
    if count is None or count.denominator != 1 or count < 2:
        return None
    at += 1
    describing: list[str] = []
    while at < len(words) and words[at].category in DESCRIBING:  # type: ignore[union-attr]
        describing.append(texts[at].casefold())
        at += 1
    noun = words[at] if at < len(words) else None
    if (
        noun is None
        or noun.category != "noun"
        or "NNS" not in noun.tags
        or noun.text.casefold() == noun.lemma.casefold()
    ):
        return None
    at += 1
    verb = words[at] if at < len(words) else None
    if verb is None or verb.category != "verb_cost" or texts[at].casefold() != "cost":
        return None
    price = _dollars(words[at + 1] if at + 1 < len(words) else None)
    if price is None:
        return None
    at = _after_trailer(texts, at + 2)
    said = _cents(price / count)
    if said is None:
        return None
    retold = " ".join(["Each", *describing, noun.lemma, "costs", f"${said}"])
    if condition:
        if at >= len(texts) or texts[at] != "," or at + 1 >= len(words):
            return None
        asked = words[at + 1]
        assert asked is not None
        if asked.category != "question_word" or sentence.terminator != "?":
            return None
        question = text[sentence.tokens[at + 1].start : sentence.tokens[-1].end]
        return noun.lemma.casefold(), f"{retold}. {question[:1].upper()}{question[1:]}"
    if at != len(texts):
        return None  # anything else after the amount: a place, a person, a second amount
    return noun.lemma.casefold(), retold


def _dollars(word: Word | None) -> Fraction | None:
    """The value of a money amount in dollars ("$6", "$4.50"); None for anything else."""
    if word is None or word.category != "number" or word.shape is None:
        return None
    if word.shape.primitive != "currency" or word.shape.unit != "dollar" or word.shape.value <= 0:
        return None
    return Fraction(word.shape.value)


def _after_trailer(texts: list[str], at: int) -> int:
    """Past an 'altogether', 'together', 'in total' or 'in all' right after the amount."""
    for trailer in TRAILERS:
        if tuple(t.casefold() for t in texts[at : at + len(trailer)]) == trailer:
            return at + len(trailer)
    return at


def _cents(value: Fraction) -> str | None:
    """The price written in dollars and cents ("2", "1.50"); None when it is not a whole number of cents."""
    cents = value * 100
    if cents.denominator != 1:
        return None
    dollars, rest = divmod(cents.numerator, 100)
    return str(dollars) if not rest else f"{dollars}.{rest:02d}"


__all__ = ["pair_rates"]
