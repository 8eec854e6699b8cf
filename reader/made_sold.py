"""Things made (or got) and then sold at a price of each, the count sold left unsaid (ADR 0304).

"Lily made 25 doughnuts. She sells each for $3. How much money does she make?" The sentence reader
reads a sale only with its count told ("sold 25 doughnuts for $3 each"): 'each' standing for the
things ("sells each [doughnut] for $3") has no role, 'them' in a sentence after the things cannot be
resolved to things, "all of them" and "the doughnuts for $3 each" has no counted amount for the price. In all of
them the sale is of every one of the things the story told: the one counted amount of things before
the sale. So the sale is written again with that amount copied into it ("sells 25 doughnuts for $3
each") and the ordinary reading answers the new text or refuses.

Read (after a verb of selling, with a subject, 'and' or 'then' right before it, so "would sell",
"wants to sell", "can sell" are not read):

- "each [<thing>|one] for|at <money>", the sentence or clause ending after the money;
- "all of them|these|those|[all] [of] the|his|her|their <things> for|at <money> each|apiece" (a bare
  'them' in a sentence after the things is left refused, as ADR 0137 leaves it).

The copied amount is the only counted amount of things told before the sale (a number, an optional
'dozen', the words up to a plural noun); every other number before the sale must be money. A <thing>
named in the sale must be that amount's noun ("bakes cookies ... sells each muffin" refuses).

The new reading must tell exactly two moves of things: the one got (made, baked, picked, bought, or
held) and the sale of all of it by the same holder, with no rate; the question asks money of that
seller. So a part eaten or given away before the sale, 'each' of a group, another seller, a second
kind, a price told of another thing, money asked of the buyer all refuse.

"How much money does she make?" after a sale may be the takings or the profit (ADR 0195); it is asked
again with 'earn' only when the story tells no money but the sale's price, where the two are one.
A question naming profit goes to ADR 0298's reading with the new text (`sold_text`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

_BEFORE_SALE = frozenset({"name", "noun", "pronoun", "person_noun", "conjunction"})
_THEN = frozenset({"and", "then"})
_OBJECT_PRONOUNS = frozenset({"them", "these", "those"})
_OWNERS = frozenset({"the", "his", "her", "their"})
_PRICE_PREPS = frozenset({"for", "at"})
_EACH_AFTER = frozenset({"each", "apiece"})
_ENDS = frozenset({".", ",", "?", "!", "and"})
_NUMBERS = frozenset({"number", "number_word"})


@dataclass(frozen=True, slots=True)
class MadeSold:
    value: Fraction
    unit: str
    base: object
    step: str


def _low(word) -> str:
    return word.text.casefold() if word is not None else ""


def _money(words, at: int) -> int | None:
    """The end (exclusive) of a money amount at at: '$3' or '3 dollars|cents'; else None."""
    word = words[at] if at < len(words) else None
    if word is None or word.category != "number":
        return None
    if word.text.startswith("$"):
        return at + 1
    unit = words[at + 1] if at + 1 < len(words) else None
    if unit is not None and unit.category == "unit_noun" and unit.attr("dimension") == "money":
        return at + 2
    return None


def _counted(words, at: int) -> int | None:
    """The end (exclusive) of 'N [dozen] [words] <plural noun>' at at; else None."""
    i = at + 1
    if i < len(words) and _low(words[i]) == "dozen":
        i += 1
    while i < len(words) and words[i] is not None and words[i].category in ("noun", "adjective"):
        if "NNS" in words[i].tags and words[i].tags[0] == "NNS":
            return i + 1
        i += 1
    return None


def _clause_ends(words, at: int) -> bool:
    """The got amount ends its clause, or only its price follows ("bought 36 pens for $1 each")."""
    if at < len(words) and _low(words[at]) in _PRICE_PREPS:
        price_end = _money(words, at + 1)
        if price_end is None:
            return False
        at = price_end + (price_end < len(words) and _low(words[price_end]) in _EACH_AFTER)
    return at >= len(words) or _low(words[at]) in _ENDS


@dataclass(frozen=True, slots=True)
class _Sale:
    sentence: int
    start: int  # first token replaced
    end: int  # end (exclusive) of the tokens replaced
    price_end: int  # end of the money amount
    each_after: bool  # "for $3 each" already says each
    thing: str  # the lemma named in the sale, "" when none


def _sale(words, si: int) -> _Sale | None:
    """The one sale of this sentence in a read shape; None when there is none or more than one."""
    found = []
    for v, verb in enumerate(words):
        if verb is None or verb.category != "verb_sell" or v == 0:
            continue
        before = words[v - 1]
        if before is None or (before.category not in _BEFORE_SALE and _low(before) not in _THEN):
            continue
        at = v + 1
        thing = ""
        if _low(words[at] if at < len(words) else None) == "each":  # "each [doughnut|one] for $3"
            end = at + 1
            nxt = words[end] if end < len(words) else None
            if nxt is not None and (_low(nxt) == "one" or (nxt.category == "noun" and "NN" in nxt.tags)):
                thing = "" if _low(nxt) == "one" else nxt.lemma
                end += 1
            if end >= len(words) or _low(words[end]) not in _PRICE_PREPS:
                continue
            price_end = _money(words, end + 1)
            if price_end is None:
                continue
            if price_end < len(words) and _low(words[price_end]) not in _ENDS:
                continue
            found.append(_Sale(si, at, end, price_end, False, thing))
            continue
        end = at
        every = _low(words[end] if end < len(words) else None) == "all"
        if every:
            end += 1
            if _low(words[end] if end < len(words) else None) == "of":
                end += 1
        if (
            every
            and _low(words[end - 1]) == "of"
            and _low(words[end] if end < len(words) else None) in _OBJECT_PRONOUNS
        ):
            end += 1  # "all of them": a bare 'them' in another sentence is ADR 0137's, left refused
        else:  # "[all] [of] the|his|her|their <things>"
            if _low(words[end] if end < len(words) else None) not in _OWNERS:
                continue
            end += 1
            while (
                end < len(words) and words[end] is not None and words[end].category in ("noun", "adjective")
            ):
                end += 1
            head = words[end - 1]
            if head is None or head.category != "noun" or head.tags[:1] != ("NNS",):
                continue
            thing = head.lemma
        if end >= len(words) or _low(words[end]) not in _PRICE_PREPS:
            continue
        price_end = _money(words, end + 1)
        if price_end is None or price_end >= len(words) or _low(words[price_end]) not in _EACH_AFTER:
            continue
        if price_end + 1 < len(words) and _low(words[price_end + 1]) not in _ENDS:
            continue
        found.append(_Sale(si, at, end, price_end, True, thing))
    return found[0] if len(found) == 1 else None


def sold_text(text: str, lexicon: Lexicon) -> tuple[str, str, str] | None:
    """The text with the sale's count copied in, the copied amount and the thing's lemma; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    sales = []
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        sale = _sale(words, si)
        if sale is not None:
            sales.append(sale)
    if len(sales) != 1:
        return None
    sale = sales[0]
    amounts = []  # (sentence, first token, end token) of counted things before the sale
    for si, sentence in enumerate(sentences[: sale.sentence + 1]):
        words = sentence_words(sentence, lexicon)
        last = sale.start if si == sale.sentence else len(words)
        for i in range(last):
            word = words[i]
            if word is None or word.category not in _NUMBERS:
                continue
            if _money(words, i) is not None or (i > 0 and _money(words, i - 1) is not None):
                continue
            end = _counted(words, i)
            if end is None or end > last:
                return None  # a number neither money nor a counted amount of things
            amounts.append((si, i, end))
    if len(amounts) != 1:
        return None
    si, first, end = amounts[0]
    told = sentences[si]
    if not _clause_ends(sentence_words(told, lexicon), end):
        return (
            None  # "made 36 pens for Ann", "baked 36 cookies in 2 hours": the things may not all be for sale
        )
    kind = sentence_words(told, lexicon)[end - 1].lemma
    if sale.thing and sale.thing != kind:
        return None  # "baked cookies ... sells each muffin for $3": a price of another thing
    amount = text[told.tokens[first].start : told.tokens[end - 1].end]
    where = sentences[sale.sentence].tokens
    if sale.each_after:
        new = amount
        cut = (where[sale.start].start, where[sale.end - 1].end)
    else:
        price = text[where[sale.end].start : where[sale.price_end - 1].end]
        new = f"{amount} {price} each"
        cut = (where[sale.start].start, where[sale.price_end - 1].end)
    return text[: cut[0]] + new + text[cut[1] :], amount, kind


def _sound(graph, kind_unit: str | None) -> bool:
    """Exactly the things got and all of them sold by one holder; money asked of that seller."""
    if graph.rates or graph.totals:
        return False
    things = [e for e in graph.events if e.unit_key != "dim:money"]
    if len(things) != 2:
        return False
    got, sold = sorted(things, key=lambda e: e.order)
    if sold.kind != "change" or sold.verb_category != "verb_sell" or sold.sign != -1:
        return False
    if got.verb_category == "verb_sell" or (got.kind == "change" and got.sign != 1):
        return False
    if got.holder != sold.holder or got.unit_key != sold.unit_key or got.value != sold.value:
        return False
    if got.value is None or got.symbol or sold.symbol or got.share is not None or got.than:
        return False
    if kind_unit is not None and got.unit_key != kind_unit:
        return False
    q = graph.question
    if q.kind != "change":  # "How much money does he have now?": a habit's price says no sale is done
        return False
    return "dim:money" in graph.question_units and tuple(q.entities) == (sold.holder,)


def _money_count(text: str, lexicon: Lexicon) -> int:
    """How many money amounts the whole text tells."""
    count = 0
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        count += sum(1 for i in range(len(words)) if _money(words, i) is not None)
    return count


def read_made_sold(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> MadeSold | None:
    """The money taken in selling every one of the things the story told, at a price of each; else None."""
    from reader.answer import Answer

    rewritten = sold_text(text, lexicon)
    if rewritten is None:
        return None
    new, amount, kind = rewritten
    found = read(new, lexicon)
    if not isinstance(found, Answer):
        found = _asked_earn(new, lexicon, read)
        if found is None:
            return None
    if not isinstance(found, Answer) or found.value <= 0 or not _sound(found.graph, None):
        return None
    step = f"every one of the {amount} is sold at the price of each"
    return MadeSold(found.value, found.unit, found, step)


def _asked_earn(text: str, lexicon: Lexicon, read) -> object | None:
    """'make' asked of money where the story tells no money but the sale's price: asked with 'earn'."""
    sentences = split_sentences(text)
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    how = [i for i in range(len(words) - 1) if _low(words[i]) == "how" and _low(words[i + 1]) == "much"]
    if len(how) != 1:
        return None
    makes = [
        i
        for i, w in enumerate(words)
        if i > how[0] and w is not None and w.lemma == "make" and w.category == "verb_produce"
    ]
    if len(makes) != 1 or _low(words[makes[0]]) != "make":
        return None
    if _money_count(text, lexicon) != 1:
        return None  # money spent or told apart from the sale: 'make' may be the profit
    token = question.tokens[makes[0]]
    return read(text[: token.start] + "earn" + text[token.end :], lexicon)
