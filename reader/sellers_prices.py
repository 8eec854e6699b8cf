""" "Sam charges $1 for each cookie. Ann bought 3 cookies from Bob.": one seller's price, another's sale (ADR 0320).

A price told with its holder ("Sam charges $1 for each cookie", or ADR 0312's "Sam sells a cookie for
$1 and a brownie for $2") is what *that* holder asks for the kind. ``graph._payments`` prices every
purchase and sale of the kind with it, whoever traded, so Ann's cookies bought from Bob were paid at
Sam's price, and Ann's own sale took in what Sam charges. When a trade's other side is not told ("Ann
bought 3 cookies."), reading the priced holder as that side is the project's convention and stands.

So when money is asked, a trade of an asked holder (any, if the question names none) the graph priced from a money rate held by someone the story names
refuses ``underdetermined`` unless that holder is a party to it:

- a purchase's parties are the buyer and whoever the things came from (a "from Bob" move's other
  side); with no such side, the place it was bought at, read from the sentence as written ("at the
  bakery", "from the store": 'at'/'from', then only articles, owners or describing words, then a
  noun or name), which must name the price's holder; with neither, the seller is unsaid and the
  holder of a seller's price is read as the seller (a price told by a paying verb, "pays $1 for
  each", is a buyer's, and still refuses);
- a sale's parties are the seller and whoever the things went to; with no buyer told, the price
  must be the seller's own, unless it is a buyer's price (told with a paying verb).

A holder's price never prices that holder's trade the other way round: what Sam charges for a cookie
is not what he pays when he buys one himself ("from Bob", "at the market" or from no one said).
A price with no holder ("Each cookie costs $1") is the kind's and prices any trade, as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import Event, MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

MONEY = "dim:money"
BUY = "verb_buy"
SELL = "verb_sell"
PAYING = frozenset({"verb_pay", "verb_buy"})  # "pays $1 for each cookie": the buyer's price
PLACE_PREPOSITIONS = frozenset({"at", "from"})
LEADING = frozenset({"article", "determiner", "pronoun", "possessive_marker", "adjective", "name", "noun"})
HEADS = frozenset({"noun", "name", "person_noun"})


def _places(sentence: Sentence, lexicon: Lexicon) -> set[str]:
    """The heads of "at|from [the|his|Sam 's|...] <noun>" phrases of a sentence, as lemmas."""
    words = sentence_words(sentence, lexicon)
    found: set[str] = set()
    for i, w in enumerate(words):
        if w is None or w.text.casefold() not in PLACE_PREPOSITIONS:
            continue
        head = None
        for v in words[i + 1 :]:
            if v is None or v.category not in LEADING | HEADS:
                break
            if v.category in HEADS:
                head = v.lemma.casefold()
        if head is not None:
            found.add(head)
    return found


def _holds(holder: str, names: set[str]) -> bool:
    """The price's holder is one of the told parties (a key, or a place's head noun)."""
    return holder in names or any(holder.split()[-1:] == [n] for n in names)


def _refusal(trade: Event, holder: str, own: bool = False) -> ReaderRefusal:
    said = "the other way round, at a price no one told" if own else "with someone else"
    return refuse(
        "underdetermined",
        f"the price told is what '{holder}' charges, but '{trade.text}' was traded {said}",
        trade.sentence_index,
        trade.token_index,
        trade.text,
    )


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a money question when a trade is priced by a named holder who is no party to it."""
    if MONEY not in graph.question_units:
        return None
    named = {e.key for e in graph.entities}
    held = [r for r in graph.rates if r.unit_key == MONEY and r.holder in named]
    if not held:
        return None
    events = graph.events
    asked = set(graph.question.entities)
    for e in events:
        if (
            (asked and e.holder not in asked)  # another's trade moves no asked money
            or e.kind != "change"
            or e.verb_category not in (BUY, SELL)
            or e.holder != e.doer
            or e.unit_key == MONEY
            or e.value is None
        ):
            continue
        priced = any(
            m.unit_key == MONEY and m.holder == e.holder and m.order == e.order and not m.verb_lemma
            for m in events
        )  # a payment the graph worked out from a price, not one the clause told
        if not priced:
            continue
        head = e.unit_key.split("+")[0]
        rates = [r for r in graph.rates if r.unit_key == MONEY and r.per_head == head]
        rates = [r for r in (rates or graph.rates) if r.unit_key == MONEY and r.holder in named]
        others = {
            o.holder
            for o in events
            if o.order == e.order and o.unit_key == e.unit_key and o.holder != e.holder and o.doer == e.doer
        }
        places = set()
        if not others and e.verb_category == BUY and e.sentence_index < len(sentences):
            places = _places(sentences[e.sentence_index], lexicon)
        for r in rates:
            if r.holder == e.holder:
                if (e.verb_category == BUY) == (r.verb_category in PAYING):
                    continue  # a seller selling at his price, a buyer buying at the price he pays
                return _refusal(
                    e, r.holder, own=True
                )  # "Sam charges $1 for each cookie. He bought 3 cookies."
            if _holds(r.holder, others | places):
                continue
            if not others and not places:
                paying = r.verb_category in PAYING
                if (e.verb_category == BUY) != paying:
                    continue  # the unsaid other side is the price's holder, by convention
            return _refusal(e, r.holder)
    return None
