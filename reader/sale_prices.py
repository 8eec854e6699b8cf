"""One thing bought at a cut, its price told on its own (ADR 0457).

ADR 0409 reads a cut closing a buying clause and works back from "paid $Y". Two more ways a shop's
story tells one purchase at a cut are read here, each by its whole sentences, every word a part of them:

- the price paid told in the buying clause and the cut in a sentence of its own, asked the price
  before the cut: "Ivy bought a pair of boots for $42. The boots were already marked 30% off. What
  was the original price of the boots?" -- $42 is 70% of the price asked: $60. Only the price before
  the cut is asked: asked what was paid, "for $42" would be the price before the cut (ADR 0409's
  "The boots were on sale for 30% off" reads so), and asked what was saved, it could be either;
- the price before the cut told apart from the cut: "Omar bought a lamp with a 20% discount. The
  regular price of the lamp was $45. How much did he pay?" (or "If the original price was $45, how
  much did he pay?", or "Omar buys a $45 lamp at a 20% discount."), asked what was paid (after the
  discount) -- $36 -- or what was saved -- $9. The price must be named as the one before the cut
  ("original", "regular": the pack's `price_before: yes`); "The price was $45." may be either price.

Still refused: a count of things ("3 lamps"), two cuts, another number, a cut of 100% or more, a
'not' or 'if' anywhere but the one leading condition, two people, a 'he'/'she' not agreeing with the
name, a thing named in the cut's sentence that was not the one bought, and an answer that is not a
whole number of cents.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.discounts import (
    STOP_CATEGORIES,
    _a_discount,
    _asked_back,
    _body,
    _describing_ing,
    _is,
    _is_name,
    _off,
    _pct,
    _plain_tail,
    _plain_thing,
    _same_person,
    names_only,
)
from reader.rewrites import Rewrite
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_number

NUMBERS = frozenset({"number", "number_word", "scale_word", "fraction_word", "percent_word"})


def sale_price(text: str, lexicon: Lexicon) -> tuple[str, Fraction, Fraction, str] | None:
    """(the buyer's word, the money told, the value asked, the step) for the shapes above, else None."""
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 3 or not sentences[-1].is_question:
        return None
    bodies = [_body(s, lexicon) for s in sentences]
    if any(not b for b in bodies):
        return None
    numbers = [w for b in bodies for w in b if w.category in NUMBERS]
    if len(numbers) != 2:
        return None  # any other number needs a role these readings do not give it
    if any(w.category in STOP_CATEGORIES for b in bodies[:-1] for w in b):
        return None
    return _marked_off(bodies) or _price_before(bodies)


# --- the money paid in the buying clause, the cut apart ------------------------------------------


def _marked_off(bodies: list[list[Word]]) -> tuple[str, Fraction, Fraction, str] | None:
    """ "<Buyer> bought <a thing> for $Y. The <thing> was|were [already] [marked] P% off. What was the
    original price [of the <thing>]?"."""
    if len(bodies) != 3:
        return None
    first, cut_words, question = bodies
    if len(first) < 5 or not _buyer(first[0]) or first[1].category != "verb_buy":
        return None
    if not _is(first[-2], "prep_price", "for") or not said_in_dollars(first[-1]):
        return None
    thing = first[2:-2]
    if not (_plain_thing(thing) or _bare_things(thing)):
        return None
    share = _cut_sentence(cut_words, thing[-1])
    if share is None or any(w.category in STOP_CATEGORIES for w in question):
        return None
    if _asked_back(question, first[0]) != "original" or not names_only(question, thing):
        return None  # what was saved: "for $Y" may be the price before the cut or after it
    paid = Fraction(first[-1].shape.value)
    value = paid / (1 - share)
    if paid <= 0 or (value * 100).denominator != 1:
        return None
    step = f"${paid} is {_pct(1 - share)}% of the price before the {_pct(share)}% cut: ${value}"
    return first[0].text, paid, value, step


def _cut_sentence(words: list[Word], noun: Word) -> Fraction | None:
    """ "The <noun> was|were [already] [marked] P% off." or "It was|They were ...": the cut on the thing."""
    if len(words) < 4:
        return None
    if _is(words[0], "article", "the") and words[1].category == "noun":
        if words[1].lemma.casefold() != noun.lemma.casefold():
            return None  # another thing's cut
        at = 2
    elif words[0].category == "pronoun" and words[0].lemma.casefold() in ("it", "they"):
        at = 1
    else:
        return None
    if words[at].category != "copula" or words[at].text.casefold() not in ("was", "were", "is", "are"):
        return None
    at += 1
    if at < len(words) and words[at].category == "time_marker" and words[at].text.casefold() == "already":
        at += 1
    if at < len(words) and words[at].category == "verb" and words[at].text.casefold() == "marked":
        at += 1
    if len(words) != at + 2:
        return None
    return _off(words, at)


def _bare_things(words: list[Word]) -> bool:
    """ "boots", "new boots", "rain boots": things with no article or number; their price in all."""
    if not words or words[-1].category != "noun" or "NNS" not in words[-1].tags:
        return False
    return all(w.category in ("adjective", "colour", "noun") or _describing_ing(w) for w in words[:-1])


def _agrees(who: Word, name: Word) -> bool:
    """The name again, or 'he'|'she' agreeing with a name whose gender the lexicon knows: a pronoun
    asked of a name of no known gender may be someone else asking."""
    if who.category == "pronoun" and not (name.attr("name_gender") or name.attr("gender")):
        return False
    return _same_person(who, name)


def _buyer(word: Word) -> bool:
    """A first name, or 'I' telling one's own purchase."""
    return _is_name(word) or (word.category == "pronoun" and word.text == "I")


# --- the price before the cut told apart -----------------------------------------------------------


def _price_before(bodies: list[list[Word]]) -> tuple[str, Fraction, Fraction, str] | None:
    """ "<Name> bought <a thing> at|with a P% discount. The regular price [of the thing] was $X. How
    much did she pay?", the price in an 'if' before the question, or "bought a $X <thing> at ..."."""
    first = bodies[0]
    if len(first) < 7 or not _is_name(first[0]) or first[1].category != "verb_buy":
        return None
    name = first[0]
    if not (_is(first[-4], "prep_price", "at") or _is(first[-4], "prep_with")):
        return None
    share = _a_discount(first, len(first) - 3)
    if share is None:
        return None
    thing = first[2:-4]
    price = None
    if len(thing) >= 3 and said_in_dollars(thing[1]):
        price = Fraction(thing[1].shape.value)  # "a $45 lamp"
        thing = [thing[0], *thing[2:]]
    if not _plain_thing(thing):
        return None
    question = bodies[-1]
    told = bodies[1:-1]
    if question[0].category == "subordinator" and question[0].lemma.casefold() == "if":
        comma = next((i for i, w in enumerate(question) if w.attr("mark") == "comma"), None)
        if comma is None:
            return None
        told = [*told, question[1:comma]]
        question = question[comma + 1 :]
    if any(w.category in STOP_CATEGORIES for w in question):
        return None
    for words in told:
        if price is not None:
            return None
        price = _told_price(words)
        if price is None or not names_only(words, thing):
            return None
    if price is None or price <= 0:
        return None
    asked = _asked_paid(question, name)
    if asked is None or not names_only(question, thing):
        return None
    cut = price * share
    value = price - cut if asked == "paid" else cut
    if (value * 100).denominator != 1:
        return None
    step = f"${price} - {_pct(share)}% = ${price - cut}"
    if asked == "saved":
        step = f"{_pct(share)}% of ${price} = ${cut} saved"
    return name.text, price, value, step


def _told_price(words: list[Word]) -> Fraction | None:
    """ "The original|regular price [of the <thing>|of it] is|was $X": the price before the cut."""
    if len(words) < 5 or not _is(words[0], "article", "the") or words[1].attr("price_before") != "yes":
        return None
    if words[2].category != "price_noun" or not said_in_dollars(words[-1]):
        return None
    be = words[-2]
    if be.category != "copula" or be.text.casefold() not in ("is", "was"):
        return None
    tail = words[3:-2]
    if tail and not (_is(tail[0], "prep_of") and _plain_tail(tail[1:])):
        return None
    return Fraction(words[-1].shape.value)


def _asked_paid(words: list[Word], name: Word) -> str | None:
    """ "How much [money] did|does|will <doer> pay [for the <thing>|for it] [after the discount]?"
    ("paid") or "How much [money] did <doer> save?" ("saved")."""
    body = [w for w in words if w.category != "punctuation"]
    if (
        len(body) < 5
        or not _is(body[0], "question_word", "how")
        or not _is(body[1], "question_quantity", "much")
    ):
        return None
    at = 3 if body[2].category == "money_noun" else 2
    if len(body) < at + 3 or body[at].category != "auxiliary" or not _agrees(body[at + 1], name):
        return None
    verb = body[at + 2]
    rest = body[at + 3 :]
    if verb.category == "verb_gain" and verb.attr("aside") and not rest:
        return "saved"
    if verb.category != "verb_pay" or verb.lemma.casefold() != "pay":
        return None
    if len(rest) >= 2 and _is(rest[0], "prep_price", "for"):
        end = next((i for i, w in enumerate(rest) if w.category == "time_marker"), len(rest))
        if not _plain_tail(rest[1:end]):
            return None
        rest = rest[end:]
    if rest:
        if len(rest) != 3 or rest[0].attr("relation") != "after" or not _is(rest[1], "article", "the"):
            return None
        if rest[2].attr("percent_change") != "down":
            return None  # "after the tax": another change
    return "paid"


# --- a usual price and a cut, retold as one purchase at a discount ---------------------------------

USUAL = frozenset({"normally", "usually", "regularly"})


def normal_prices(text: str, lexicon: Lexicon) -> Rewrite | None:
    """ "Pens are normally $4 each, but they are on sale for 25% off. Ian buys 6 pens. How much does he
    spend?" retold as "Ian buys 6 pens for $4 each and got a 25% discount. How much money did Ian
    spend?", which ADR 0152 reads with all its checks.

    The story is exactly: one purchase of a count of one kind of thing by a name, with no price; one
    sentence telling that kind's usual price ("They|The pens|Pens|Each pen is|are normally|usually $4
    [each]"), the cut in it after ", but" or in a sentence of its own ("They are [now] [on sale for]
    25% off."); and the question what the buyer paid or spent [on|for the pens] [in all]."""
    sentences = split_sentences(text)
    if not 3 <= len(sentences) <= 4 or not sentences[-1].is_question:
        return None
    bodies = [_body(s, lexicon) for s in sentences]
    if any(not b for b in bodies):
        return None
    buy = next((i for i, b in enumerate(bodies[:-1]) if b[1:2] and b[1].category == "verb_buy"), None)
    if buy is None:
        return None
    bought = _counted_purchase(bodies[buy])
    if bought is None:
        return None
    count, noun = bought
    numbers = sum(1 for b in bodies for w in b if w.category in NUMBERS)
    if numbers != 2 + (bodies[buy][2].category in NUMBERS):
        return None  # the count, the price and the cut, and nothing else
    price = share = None
    for i, words in enumerate(bodies[:-1]):
        if i == buy:
            continue
        told = _usual_price(words, noun, after_buying=i > buy)
        if told is not None and price is None:
            price, cut = told
            if cut is not None:
                if share is not None:
                    return None
                share = cut
            continue
        cut = _on_sale(words, noun, after_buying=i > buy) if share is None else None
        if cut is None:
            return None
        share = cut
    if price is None or share is None or price <= 0:
        return None
    name = bodies[buy][0]
    if not _is_name(name) or not _asked_spent(bodies[-1], name, noun):
        return None
    money = _money(price)
    each = " each" if count != 1 or "NNS" in noun.tags else ""
    buying = sentences[buy]
    told = text[buying.start : sentences[buy].tokens[bodies[buy][-1].index].end]
    retold = (
        f"{told} for ${money}{each} and got a {_pct(share)}% discount. How much money did {name.text} spend?"
    )
    step = f"the usual price ${money}{each} and {_pct(share)}% off: a {_pct(share)}% discount on the purchase"
    return Rewrite(retold, (step,))


def _money(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}"


def _counted_purchase(words: list[Word]) -> tuple[Fraction, Word] | None:
    """(the count, the thing's noun) of "<Name> buys|bought <N|a> <things>" and nothing else."""
    if len(words) < 4 or not _is_name(words[0]):
        return None
    amount = words[2]
    count = plain_number(amount)
    if _is(amount, "article", "a", "an"):
        count = Fraction(1)
    if count is None or (amount.shape is not None and amount.shape.unit):
        return None
    thing = words[3:]
    if thing[-1].category != "noun" or not all(w.category in ("noun", "adjective", "colour") for w in thing):
        return None
    if count <= 0 or count.denominator != 1 or (count > 1) != ("NNS" in thing[-1].tags):
        return None
    return count, thing[-1]


def _subject(words: list[Word], noun: Word, after_buying: bool) -> int | None:
    """Where the words after "They|It|The <things>|<Things>|Each <thing>" start, naming the thing bought."""
    if not words:
        return None
    first = words[0]
    if first.category == "pronoun" and first.lemma.casefold() in ("they", "it"):
        if first.lemma.casefold() != ("they" if "NNS" in noun.tags else "it"):
            return None
        return 1 if after_buying else None  # a pronoun only looks back to the purchase
    at = 0
    if _is(first, "article", "the") or _is(first, "distributive", "each"):
        at = 1
    if at >= len(words) or words[at].category != "noun":
        return None
    if words[at].lemma.casefold() != noun.lemma.casefold():
        return None  # another thing's price or cut
    return at + 1


def _usual_price(
    words: list[Word], noun: Word, after_buying: bool
) -> tuple[Fraction, Fraction | None] | None:
    """(the usual price, the cut told after ", but" or None) of "They are normally $4 [each][, but ...]"."""
    at = _subject(words, noun, after_buying)
    if at is None or at + 3 > len(words):
        return None
    if words[at].category != "copula" or words[at].text.casefold() not in ("is", "are", "was", "were"):
        return None
    if words[at + 1].category != "adverb" or words[at + 1].text.casefold() not in USUAL:
        return None
    if not said_in_dollars(words[at + 2]):
        return None
    price = Fraction(words[at + 2].shape.value)
    rest = words[at + 3 :]
    if rest and _is(rest[0], "distributive", "each"):
        rest = rest[1:]
    elif "NNS" in noun.tags and not _is(words[0], "distributive", "each"):
        return None  # "They are normally $20": each, or all of them?
    if not rest:
        return price, None
    if rest[0].attr("mark") == "comma":
        rest = rest[1:]
    if len(rest) < 2 or not _is(rest[0], "contrast_marker", "but"):
        return None
    cut = _cut_clause(rest[1:])
    return (price, cut) if cut is not None else None


def _on_sale(words: list[Word], noun: Word, after_buying: bool) -> Fraction | None:
    """The cut of "They|The <things> are|were [now|currently] [on sale for] P% off."."""
    at = _subject(words, noun, after_buying)
    if at is None:
        return None
    return _cut_clause(words[at - 1 :] if words[0].category == "pronoun" else words[at:], subject=False)


def _cut_clause(words: list[Word], subject: bool = True) -> Fraction | None:
    """ "[they] are|were [now|currently] [on sale for] P% off": the cut, else None."""
    at = 0
    if subject:
        if not words or words[0].category != "pronoun" or words[0].lemma.casefold() not in ("they", "it"):
            return None
        at = 1
    elif words and words[0].category == "pronoun":
        at = 1
    if at >= len(words) or words[at].category != "copula":
        return None
    if words[at].text.casefold() not in ("is", "are", "was", "were"):
        return None
    at += 1
    if (
        at < len(words)
        and words[at].category == "time_marker"
        and words[at].text.casefold() in ("now", "currently")
    ):
        at += 1
    if (
        len(words) - at == 5
        and _is(words[at], "prep_in", "on")
        and words[at + 1].text.casefold() == "sale"
        and _is(words[at + 2], "prep_price", "for")
    ):
        at += 3
    if len(words) - at != 2:
        return None
    return _off(words, at)


def _asked_spent(words: list[Word], name: Word, noun: Word) -> bool:
    """ "How much [money] did|does|will <doer> pay|spend [on|for [the] <things>] [in all|in total]?"."""
    body = [w for w in words if w.category != "punctuation"]
    if (
        len(body) < 5
        or not _is(body[0], "question_word", "how")
        or not _is(body[1], "question_quantity", "much")
    ):
        return False
    at = 3 if body[2].category == "money_noun" else 2
    if len(body) < at + 3 or body[at].category != "auxiliary" or not _agrees(body[at + 1], name):
        return False
    verb = body[at + 2]
    if verb.category != "verb_pay" or verb.lemma.casefold() not in ("pay", "spend"):
        return False
    rest = body[at + 3 :]
    if (
        len(rest) >= 2
        and rest[0].lemma.casefold() in ("on", "for")
        and rest[0].category in ("prep_in", "prep_price", "preposition")
    ):
        tail = rest[1:]
        if tail and _is(tail[0], "article", "the"):
            tail = tail[1:]
        if not tail or tail[0].category != "noun" or tail[0].lemma.casefold() != noun.lemma.casefold():
            return False
        rest = tail[1:]
    if not rest:
        return True
    return (
        len(rest) == 2 and _is(rest[0], "prep_in", "in") and rest[1].lemma.casefold() in ("all", "total")
    ) or (len(rest) == 1 and rest[0].text.casefold() == "altogether")


__all__ = ["normal_prices", "sale_price"]
