"""An amount of money as what is bought: "Nell buys $12 of pencils for $1.50 each" (ADR 0473).

The sentence reader refuses "'buys' with an amount of money as what moves" (ADR 0115): "buys $10 of
pencils" moves money, not pencils, and no chain event holds both. Yet the phrase is plain: the money
is what was spent on the things, and with a price for each thing it also gives their count, the money
over the price. This whole-problem reading takes that phrase in three short story shapes, and nothing else.

Read, with one person (a name, then 'he' or 'she' agreeing with it):

- the purchase "<P> buys|bought|purchases|purchased $N of|in|worth of <things> for|at $P each", asked
  "How many <things> did|does|will <P> buy|get?": the count N / P;
- the same purchase, then "They have|contain|hold K <units> each." or "Each <thing> has|contains|holds K <units>.",
  asked "How many <units> did|does|will <P> buy|get [in total|in all|altogether]?": the count times K;
- "<P> buys|bought K <things> that cost|costs $C each|for|at $C each." then "<P> [also] buys|bought $N
  of|in|worth of <other things>.", asked "How much [money] did|does|will <P> spend [in total|in all|altogether]?":
  K x C + N.

Refused (None, so the first refusal stands): a count that is not whole (N / P), a price told for
another thing than the one bought ("$12 of pencils for $2 each pen"), "worth" without "of" (a value,
not a payment), a verb that is not a buying one ("has $40 worth of toys" is a value held), a second
person or a pronoun that does not agree, units asked that are not the ones each thing has, the things
themselves asked by their units, a per-thing amount without 'each', and any other word or shape.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, person_answer, short_story

__all__ = ["read_money_bought"]

BUY = frozenset({"buys", "bought", "purchases", "purchased"})
ASK_BUY = frozenset({"buy", "get", "purchase"})
ASKED_AUX = frozenset({"does", "did", "will"})
HAVE = frozenset({"have", "contain", "hold"})
HAS = frozenset({"has", "contains", "holds"})
COST = frozenset({"cost", "costs"})
TOTAL_TAILS = ((), ("in", "total"), ("in", "all"), ("altogether",))


def _t(word: Word) -> str:
    return word.text.casefold()


def _ts(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_t(w) for w in words)


def _money(word: Word) -> Fraction:
    """A dollar amount "$10", "$1.25"; Unread for anything else."""
    shape = word.shape
    if word.category == "number" and shape is not None and shape.primitive == "currency":
        if shape.unit == "dollar" and shape.value > 0:
            return Fraction(shape.value)
    raise Unread


def _count(word: Word) -> Fraction:
    """A whole count "3"; Unread for anything else."""
    shape = word.shape
    if word.category == "number" and shape is not None and shape.primitive == "integer" and shape.value > 0:
        return Fraction(shape.value)
    raise Unread


def _plural(word: Word) -> str:
    """A plural count noun's lemma ("pencils" -> "pencil"); Unread for anything else."""
    if word.category != "noun" or "NNS" not in word.tags or word.attr("unit_kind") or word.attr("currency"):
        raise Unread
    return word.lemma.casefold()


def _singular(word: Word) -> str:
    if word.category != "noun" or "NNS" in word.tags:
        raise Unread
    return word.lemma.casefold()


def _money_of(words: tuple[Word, ...]) -> tuple[Fraction, tuple[Word, ...]]:
    """ "$10 of", "$10 in", "$10 worth of": the money, then the words after it."""
    money = _money(words[0])
    ts = _ts(words)
    if ts[1:2] in (("of",), ("in",)):
        return money, words[2:]
    if ts[1:3] == ("worth", "of"):
        return money, words[3:]
    raise Unread  # "$40 worth" alone, "$10 on": not this phrase


def _bought_money(
    words: tuple[Word, ...], person: Word | None
) -> tuple[Word, Fraction, str, Fraction | None]:
    """ "<P> [also] buys $N of <things> [for|at $P each]": person, money, things, price."""
    ts = _ts(words)
    if len(words) < 5:
        raise Unread
    who = one_person(words[0], person)
    at = 2 if ts[1] == "also" else 1
    if ts[at] not in BUY:
        raise Unread
    money, rest = _money_of(words[at + 1 :])
    if not rest:
        raise Unread
    things = _plural(rest[0])
    tail = _ts(rest[1:])
    if not tail:
        return who, money, things, None
    if len(tail) == 3 and tail[0] in ("for", "at") and tail[2] == "each":
        return who, money, things, _money(rest[2])
    raise Unread


def _bought_count(words: tuple[Word, ...], person: Word | None) -> tuple[Word, Fraction, str, Fraction]:
    """ "<P> buys K <things> that cost $C each" or "... for|at $C each": person, count, things, price."""
    ts = _ts(words)
    if len(words) < 6 or ts[1] not in BUY:
        raise Unread
    who = one_person(words[0], person)
    count = _count(words[2])
    things = _plural(words[3])
    tail = ts[4:]
    if len(tail) == 3 and tail[0] in ("for", "at") and tail[2] == "each":
        return who, count, things, _money(words[5])
    if len(tail) == 4 and tail[0] == "that" and tail[1] in COST and tail[3] == "each":
        return who, count, things, _money(words[6])
    raise Unread


def _each_has(words: tuple[Word, ...], things: str) -> tuple[Fraction, str]:
    """ "They have 60 pages each." or "Each pencil has 60 pages.": K and the units."""
    ts = _ts(words)
    if len(words) == 5 and ts[0] == "they" and ts[1] in HAVE and ts[4] == "each":
        return _count(words[2]), _plural(words[3])
    if len(words) == 5 and ts[0] == "each" and ts[2] in HAS and _singular(words[1]) == things:
        return _count(words[3]), _plural(words[4])
    raise Unread


def _ask_many(words: tuple[Word, ...], person: Word) -> str:
    """ "How many <units> did he buy [in total]?": the asked units' lemma."""
    ts = _ts(words)
    if len(words) < 6 or ts[:2] != ("how", "many") or ts[3] not in ASKED_AUX or ts[5] not in ASK_BUY:
        raise Unread
    one_person(words[4], person)
    if ts[6:] not in TOTAL_TAILS:
        raise Unread
    return _plural(words[2])


def _ask_spend(words: tuple[Word, ...], person: Word) -> None:
    """ "How much [money] does he spend [in total]?"."""
    ts = _ts(words)
    if ts[:2] != ("how", "much"):
        raise Unread
    at = 3 if ts[2:3] == ("money",) else 2
    if len(ts) < at + 3 or ts[at] not in ASKED_AUX or ts[at + 2] != "spend":
        raise Unread
    one_person(words[at + 1], person)
    if ts[at + 3 :] not in TOTAL_TAILS:
        raise Unread


def _answer(value: Fraction, unit: str, plural: str, who: Word, steps: tuple[str, ...]) -> Answer:
    return person_answer(who, value, value, unit, plural, steps)


def _by_price(body: list[tuple[Word, ...]]) -> Answer:
    who, money, things, price = _bought_money(body[0], None)
    if price is None:
        raise Unread
    count = money / price
    if count.denominator != 1:
        raise Unread  # "$10 of pens for $3 each": not a whole number of pens
    steps = (f"{things}s bought: {fmt(money)} / {fmt(price)} = {fmt(count)}",)
    if len(body) == 2:
        if _ask_many(body[1], who) != things:
            raise Unread
        return _answer(count, things, words_plural(body[0], things), who, steps)
    per, units = _each_has(body[1], things)
    if units == things or _ask_many(body[2], who) != units:
        raise Unread
    total = count * per
    steps = (*steps, f"{units}s: {fmt(count)} x {fmt(per)} = {fmt(total)}")
    return _answer(total, units, words_plural(body[2], units), who, steps)


def words_plural(words: tuple[Word, ...], lemma: str) -> str:
    """The plural spelling of a lemma as the sentence writes it."""
    return next(w.text for w in words if w.category == "noun" and w.lemma.casefold() == lemma)


def _with_more(body: list[tuple[Word, ...]]) -> Answer:
    who, count, things, price = _bought_count(body[0], None)
    who, money, _, each = _bought_money(body[1], who)
    if each is not None:
        raise Unread
    _ask_spend(body[2], who)
    first = count * price
    total = first + money
    steps = (
        f"{things}s: {fmt(count)} x {fmt(price)} = {fmt(first)}",
        f"spent: {fmt(first)} + {fmt(money)} = {fmt(total)}",
    )
    return _answer(total, "dollar", "dollars", who, steps)


def _read(text: str, lexicon: Lexicon) -> Answer:
    body = short_story(split_sentences(text), lexicon, 3)
    shape = body[0][2].shape if len(body[0]) > 2 else None
    if len(body) == 3 and shape is not None and shape.primitive == "integer":
        return _with_more(body)  # "Nell buys 3 caps ...": a count first, the money after
    return _by_price(body)


def read_money_bought(text: str, lexicon: Lexicon) -> Answer | None:
    """Money spent on things, their count or their parts, or the spending in all; None when this does not answer."""
    return or_none(_read, text, lexicon)
