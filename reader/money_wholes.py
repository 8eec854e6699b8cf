""" "Tom bought 3 shirts for $5 each and a hat. He paid $21 in total.": a spending whole (ADR 0381).

The money analogue of a whole told after its kinds (ADR 0379): one buyer's purchases, each a count
of a thing, most with a price, and then what the buyer paid or spent 'in total' ('altogether',
'in all', 'a total of'). The total says the purchases' prices add up to it: one equation,
sum of count x price = total, so one price left untold is fixed by it ("How much did the hat cost?")
and two are not.

Read only when every sentence of the problem has one of these shapes, so no word is left unread:

- a purchase: "<buyer> [also] <buy verb> <thing> [for <$price> [each | apiece | a <noun>]]
  (, <thing> ...)* [,] and <thing> ...", a thing being 'a'/'an'/'one' or a whole number, then
  nouns, adjectives and 'of' only;
- a price told apart: "The <thing> cost(s) <$price> [each | apiece | a <noun>]" or "Each <thing>
  cost(s) <$price>", naming one thing bought and not priced yet;
- the whole, the last statement: "[In total | Altogether | In all ,] <buyer> spent|paid [a total of]
  <$amount | N dollars> [in total | altogether | in all]" with exactly one word of a whole;
- the question: "How much did|does|do <the|a|an|one|each> <thing> cost?", "How much was|is
  <the|each|one|a> <thing>?" or "What was|is the price of <the|a|an|one|each> <thing>?", asking the
  one thing with no price.

The buyer is one name, then that name or 'he'/'she'; no other person, so a purchase by someone else
never parses. A price after several things counted needs 'each', 'apiece' or 'a <noun>' ("3 pens for
$6" may be $6 in all or each), and a question about several of the untold thing is asked of one of
them ("each candy bar", "a pair of socks"): "How much did the pens cost?" may ask the price of one or
of all. A total told before a later purchase, a second total, or a total with no word of a whole
("He paid $21": with a bill, change due?) is not this shape, nor is any word of tax, tip or change
(no sentence with one parses). Anything else is left to the other readings, which refuse it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.change_back import name_gender
from reader.lifecycle import sentence_words
from reader.priced_purchases import changes_price, is_subject, next_item
from reader.text_words import text_words
from reader.tokenise import split_sentences

ONE_WORDS = frozenset({"a", "an", "one"})
EACH_WORDS = frozenset({"each", "apiece"})
RATE_LEADS = frozenset({"a", "an", "per"})
THING_WORDS = frozenset({"noun", "unit_noun", "adjective", "prep_of"})
WHOLE_AFTER = (("in", "total"), ("altogether",), ("in", "all"))
WHOLE_BEFORE = (
    ("in", "total", ","),
    ("altogether", ","),
    ("in", "all", ","),
    ("in", "total"),
    ("altogether",),
    ("in", "all"),
)
SUBJECT_PRONOUNS = frozenset({"he", "she"})
SPEND_LEMMAS = frozenset({"spend", "pay"})
ASKED_ARTICLES = frozenset({"the", "a", "an", "one", "each"})


@dataclass(frozen=True, slots=True)
class Purchase:
    """A count of one thing bought and its price for one (None while untold)."""

    thing: tuple[str, ...]
    count: Fraction
    price: Fraction | None
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class MoneyWhole:
    """The untold price the total fixes, with what it was read from."""

    value: Fraction
    buyer: str
    buyer_label: str
    purchases: tuple[Purchase, ...]
    asked: Purchase
    total: Fraction
    total_at: tuple[int, int, str]
    question_at: tuple[int, int]
    steps: tuple[str, ...]


def _is_money(word) -> bool:
    return word.category == "number" and word.shape is not None and word.shape.primitive == "currency"


def _money(words, at: int, end: int) -> tuple[Fraction, int] | None:
    """ "$21" or "21 dollars" at ``at``: the amount in dollars and the index after it, or None."""
    if at >= end:
        return None
    if _is_money(words[at]) and words[at].shape.unit == "dollar":
        return words[at].shape.value, at + 1
    number = words[at]
    if (
        number.category == "number"
        and number.shape is not None
        and number.shape.primitive in ("integer", "decimal")
        and at + 1 < end
        and words[at + 1].text.casefold() in ("dollars", "dollar")
    ):
        return number.shape.value, at + 2
    return None


def _count(word) -> Fraction | None:
    """What a word before a thing counts: 'a' is one, a whole number or number word itself."""
    low = word.text.casefold()
    if low in ONE_WORDS:
        return Fraction(1)
    if word.category == "number" and word.shape is not None and word.shape.primitive == "integer":
        return word.shape.value
    if word.category == "number_word" and word.attr("value"):
        try:
            return Fraction(word.attr("value"))
        except ValueError:
            return None
    return None


def _verb_noun(words, at: int, end: int) -> bool:
    """ "a soft drink": a word the pack reads as a verb that may be a noun, not followed by an amount."""
    word = words[at]
    if not word.category.startswith("verb_") or not {"NN", "NNS"} & set(word.tags):
        return False
    return at + 1 >= end or words[at + 1].category not in ("number", "number_word")


def _thing(words, at: int, end: int) -> tuple[tuple[str, ...], int] | None:
    """The thing's words (lemmas, case-free) from ``at`` and where they stop; it must end on a noun."""
    j = at
    while j < end and (words[j].category in THING_WORDS or _verb_noun(words, j, end)):
        j += 1
    said = words[at:j]
    if not said or said[0].category == "prep_of":
        return None
    if said[-1].category not in ("noun", "unit_noun") and not _verb_noun(words, j - 1, end):
        return None
    return tuple(w.lemma.casefold() for w in said), j


def _price_after(words, at: int, end: int, thing: tuple[str, ...], count: Fraction):
    """A price "<$p> [each | apiece | a <noun>]" from ``at``: (price, thing as priced, next index) or None."""
    money = _money(words, at, end)
    if money is None:
        return None
    price, j = money
    if j < end and words[j].text.casefold() in EACH_WORDS:
        return price, thing, j + 1
    if (
        j + 1 < end
        and words[j].text.casefold() in RATE_LEADS
        and words[j + 1].category in ("noun", "unit_noun")
    ):
        rate = words[j + 1].lemma.casefold()
        if rate == thing[0]:
            return price, thing, j + 2
        if rate == thing[-1]:
            return price, thing, j + 2
        return price, (rate, "of") + thing, j + 2  # "red socks ... $3 a pair": a pair of red socks
    if count != 1:
        return None  # "3 pens for $6": $6 for each or for all three
    return price, thing, j


def _purchases(words, at: int, end: int, sentence_index: int):
    """The things bought from ``at`` to ``end``, joined by commas and one last 'and'; None if not so."""
    found: list[Purchase] = []
    closed = False
    while True:
        if at >= end:
            return None
        count = _count(words[at])
        if count is None or count <= 0:
            return None
        thing = _thing(words, at + 1, end)
        if thing is None:
            return None
        name, j = thing
        price = None
        if j < end and words[j].text.casefold() == "for":
            priced = _price_after(words, j + 1, end, name, count)
            if priced is None or priced[1] != name:
                return None
            price, _, j = priced
        if price is not None and any(p.price is None for p in found):
            return None  # "a hat and 3 shirts for $5 each": the price may be of both
        found.append(Purchase(name, count, price, sentence_index, at, words[at].text))
        if j == end:
            return found if (closed or len(found) == 1) else None
        if closed:
            return None
        following = next_item(words, j, end)
        if following is None:
            return None
        at, closed = following


PRONOUN_GENDERS = {"he": "male", "she": "female"}


def _subject(words, at: int) -> tuple[str, int] | None:
    """The buyer named at ``at`` ('name' or 'pron:he'), and the index after it."""
    word = words[at]
    if is_subject(word) and word.category != "pronoun":
        return f"{word.text}:{name_gender(word) or ''}", at + 1
    if word.category == "pronoun" and word.text.casefold() in SUBJECT_PRONOUNS:
        return "pron:" + word.text.casefold(), at + 1
    return None


def _same(who: str, buyer: str) -> bool:
    """Whether a later subject is the buyer: the name again, or the pronoun of the name's gender."""
    if who.startswith(
        "pron:"
    ):  # no other person is told, so the pronoun is the buyer's unless it says otherwise
        return buyer.rsplit(":", 1)[1] in ("", PRONOUN_GENDERS[who[5:]])
    return who == buyer


def _starts(texts, at: int, phrase) -> bool:
    return tuple(texts[at : at + len(phrase)]) == phrase


def _tense(verb) -> str | None:
    """ "bought", "paid": past; "buys", "pays": present; anything else is not read."""
    if "VBD" in verb.tags:
        return "past"
    return "present" if "VBZ" in verb.tags else None


def _total(words, texts, end: int) -> tuple[str, Fraction, int, str] | None:
    """ "[In total,] he spent [a total of] $21 [in total]": (buyer, amount, index of the amount, tense) or None."""
    at, marks = 0, 0
    for phrase in WHOLE_BEFORE:
        if _starts(texts, 0, phrase):
            at, marks = len(phrase), 1
            break
    subject = _subject(words, at) if at < end else None
    if subject is None:
        return None
    buyer, at = subject
    if at >= end or words[at].category != "verb_pay" or words[at].lemma.casefold() not in SPEND_LEMMAS:
        return None
    tense = _tense(words[at])
    if tense is None:
        return None
    at += 1
    if _starts(texts, at, ("a", "total", "of")):
        at, marks = at + 3, marks + 1
    if at >= end:
        return None
    where = at
    money = _money(words, at, end)
    if money is None:
        return None
    amount, at = money
    for phrase in WHOLE_AFTER:
        if _starts(texts, at, phrase):
            at, marks = at + len(phrase), marks + 1
            break
    if at != end or marks != 1:
        return None
    return buyer, amount, where, tense


def _told_price(words, texts, end: int):
    """ "The red socks cost $3 a pair", "Each hat costs $4": (thing, price) or None."""
    if not texts or texts[0] not in ("the", "each"):
        return None
    thing = _thing(words, 1, end)
    if thing is None:
        return None
    name, j = thing
    if j >= end or words[j].category != "verb_cost":
        return None
    priced = _price_after(words, j + 1, end, name, Fraction(1) if texts[0] == "each" else Fraction(0))
    if priced is None or priced[2] != end:
        return None
    if texts[0] == "the" and priced[2] == j + 2:
        return None  # "The socks cost $6": each pair, or all of them
    return priced[1], priced[0]


def _spent_on(words, texts) -> tuple[str, tuple[str, ...], str] | None:
    """ "How much [money] did he spend on [the] hats?": ('spent', thing, who) or None; all of the thing's cost."""
    at = 3 if texts[2:3] == ["money"] else 2
    if texts[:2] != ["how", "much"] or len(texts) < at + 5 or texts[at] not in ("did", "does"):
        return None
    subject = _subject(words, at + 1)
    if subject is None or words[at + 2].lemma.casefold() != "spend" or texts[at + 3] not in ("on", "for"):
        return None
    start = at + 5 if texts[at + 4] == "the" else at + 4
    thing = _thing(words, start, len(words))
    return None if thing is None or thing[1] != len(words) else ("spent", thing[0], subject[0])


def _asked(words, texts) -> tuple[str, tuple[str, ...], str | None] | None:
    """The question's article ('spent' for all of it), thing and asker, or None when it is not one asked price."""
    end = len(words)
    spent = _spent_on(words, texts)
    if spent is not None:
        return spent
    if texts[:2] == ["how", "much"] and len(texts) > 5 and texts[2] in ("did", "does", "do"):
        if texts[end - 1] != "cost" or texts[3] not in ASKED_ARTICLES:
            return None
        thing = _thing(words, 4, end - 1)
        return None if thing is None or thing[1] != end - 1 else (texts[3], thing[0], None)
    if texts[:2] == ["how", "much"] and len(texts) > 4 and texts[2] in ("was", "is"):
        thing = _thing(words, 4, end) if texts[3] in ASKED_ARTICLES else None
        return None if thing is None or thing[1] != end else (texts[3], thing[0], None)
    if texts[:5] in (["what", "was", "the", "price", "of"], ["what", "is", "the", "price", "of"]):
        thing = _thing(words, 6, end) if len(texts) > 6 and texts[5] in ASKED_ARTICLES else None
        return None if thing is None or thing[1] != end else (texts[5], thing[0], None)
    return None


def _free_or_cut(words) -> bool:
    """A word of a thing given free ("a free hat"), a coupon, discount, tax, tip or refund, or "$2 off"."""
    return any(w is not None and w.attr("price") == "zero" for w in words) or changes_price(words)


def read_money_whole(text: str, lexicon: Lexicon) -> MoneyWhole | None:
    """The one untold price that a buyer's purchases and their total fix; None when not that shape."""
    if not text_words(text, lexicon).lemmas & SPEND_LEMMAS:
        return None  # no 'spend' or 'pay': no total (_total), so no untold price
    sentences = split_sentences(text)
    if len(sentences) < 3:
        return None
    buyer = None
    purchases: list[Purchase] = []
    tenses: set[str | None] = set()  # one tense for every purchase and the total
    total = None
    if any(_free_or_cut(sentence_words(s, lexicon)) for s in sentences):
        return None  # what was paid is then not the sum of the prices told
    for index, sentence in enumerate(sentences[:-1]):
        words = sentence_words(sentence, lexicon)
        if any(w is None for w in words) or sentence.terminator != "." or total is not None:
            return None  # a statement after the total: a later purchase may or may not be in it
        texts = [w.text.casefold() for w in words]
        end = len(words) - 1 if texts[-1] == "." else len(words)
        found = _total(words, texts, end)
        if found is not None:
            who, amount, where, tense = found
            if buyer is None or not _same(who, buyer[0]) or tenses != {tense}:
                return None
            total = (amount, (index, where, words[where].text))
            continue
        told = _told_price(words, texts, end)
        if told is not None:
            thing, price = told
            match = [n for n, p in enumerate(purchases) if p.thing == thing]
            if len(match) != 1 or purchases[match[0]].price is not None:
                return None
            p = purchases[match[0]]
            purchases[match[0]] = Purchase(p.thing, p.count, price, p.sentence_index, p.token_index, p.text)
            continue
        subject = _subject(words, 0)
        if subject is None:
            return None
        who, at = subject
        if buyer is None:
            if who.startswith("pron:"):
                return None
            buyer = (who, index)
        elif not _same(who, buyer[0]):
            return None
        if at < end and texts[at] == "also":
            at += 1
        if at >= end or words[at].category != "verb_buy" or _tense(words[at]) is None:
            return None
        tenses.add(_tense(words[at]))
        bought = _purchases(words, at + 1, end, index)
        if bought is None:
            return None
        purchases.extend(bought)
    if buyer is None or total is None or not purchases:
        return None
    if len({p.thing for p in purchases}) != len(purchases):
        return None  # one thing bought twice: the same price, or another?
    untold = [p for p in purchases if p.price is None]
    if len(untold) != 1:
        return None  # none asked of the total, or two prices and one equation
    if any(p is not untold[0] and set(untold[0].thing) <= set(p.thing) for p in purchases):
        return None  # "a red hat for $5 and a hat": "the hat" may be either
    question = sentences[-1]
    qwords = sentence_words(question, lexicon)
    if question.terminator != "?" or any(w is None for w in qwords):
        return None
    asked = _asked(qwords, [w.text.casefold() for w in qwords])
    if asked is None or asked[1] != untold[0].thing:
        return None
    article, _, asker = asked
    if asker is not None and not _same(asker, buyer[0]):
        return None  # "How much did Ann spend on the hat?": another's spending
    if article != "spent" and untold[0].count != 1 and article not in ("a", "an", "one", "each"):
        return None  # "How much did the pens cost?": one pen or all of them
    known = sum((p.count * p.price for p in purchases if p.price is not None), Fraction(0))
    amount, total_at = total
    value = (amount - known) / (1 if article == "spent" else untold[0].count)
    if value <= 0:
        return None
    steps = tuple(
        f"{fmt_amount(p.count)} {' '.join(p.thing)} at ${fmt_amount(p.price)} cost ${fmt_amount(p.count * p.price)}"
        for p in purchases
        if p.price is not None
    ) + (
        f"the total ${fmt_amount(amount)} less ${fmt_amount(known)} is what "
        f"{fmt_amount(untold[0].count)} {' '.join(untold[0].thing)} cost: "
        f"${fmt_amount(amount - known)}, ${fmt_amount(value)} for one",
    )
    label = buyer[0].rsplit(":", 1)[0]
    return MoneyWhole(
        value,
        label.casefold(),
        label,
        tuple(purchases),
        untold[0],
        amount,
        total_at,
        (len(sentences) - 1, 0),
        steps,
    )


def money_whole_answer(found: MoneyWhole):
    """The Answer: a graph of the buyer's purchases and spending, the untold price as its value."""
    from reader.answer import Answer
    from reader.canonical import canonical_hash
    from reader.graph import Event, MathProblemGraph, UnitSpec
    from reader.values import EntityRef, QuestionTarget

    who = found.buyer
    events = []
    for n, p in enumerate(found.purchases):
        key = "+".join(p.thing)
        at = (p.sentence_index, n)
        events.append(
            Event(
                who,
                key,
                "change",
                1,
                p.count,
                "",
                at,
                p.sentence_index,
                p.token_index,
                p.text,
                verb_category="verb_buy",
                doer=who,
                verb_lemma="buy",
            )
        )
        if p.price is not None:
            events.append(
                Event(
                    who,
                    "dim:money",
                    "change",
                    -1,
                    p.count * p.price,
                    "",
                    (p.sentence_index, 99 - n),
                    p.sentence_index,
                    p.token_index,
                    p.text,
                    verb_category="verb_pay",
                    doer=who,
                    verb_lemma="buy",
                )
            )
    sentence, token, said = found.total_at
    events.append(
        Event(
            who,
            "dim:money",
            "hold",
            0,
            found.total,
            "",
            (sentence, 0),
            sentence,
            token,
            said,
            verb_category="verb_pay",
            doer=who,
            verb_lemma="spend",
        )
    )
    units = (UnitSpec("dim:money", "money", "money", False),) + tuple(
        UnitSpec("+".join(p.thing), " ".join(p.thing), "", True) for p in found.purchases
    )
    question = QuestionTarget(
        "change",
        (who,),
        None,
        found.question_at[0],
        found.question_at[1],
        verb_category="verb_cost",
        asks="amount",
        verb_lemma="cost",
    )
    graph = MathProblemGraph(
        (EntityRef(who, found.buyer_label, "any", "singular", "person", 0),),
        units,
        tuple(events),
        question,
        ("dim:money",),
        Fraction(1),
        "dollar",
        tuple((p.sentence_index, p.token_index) for p in found.purchases) + ((sentence, token),),
    )
    trace = canonical_hash({"graph": graph, "steps": found.steps, "value": found.value})
    return Answer(found.value, "dollar", graph, found.steps, trace)


def fmt_amount(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


__all__ = ["MoneyWhole", "Purchase", "money_whole_answer", "read_money_whole"]
