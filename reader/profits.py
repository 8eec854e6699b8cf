"""A question of profit: the money a seller took in for what was sold, less what it cost (ADR 0298).

"Sam spent $20 on flour. He made 10 cakes and sold them for $5 each. How much profit did he make?"
asks 50 - 20 = 30. The ordinary reader reads the sale's takings ("sold them for $5 each" earns $50)
and the money spent; what it has no rule for is the word 'profit', and a question like "How much
profit did Sam earn?" was read as the money earned alone. So a question that names profit is read
here, or refuses: never as the takings.

The question, after an optional leading clause ending in a comma that is kept in front of the plain
questions: "How much [net|total] profit did|does|will <holder> make|earn|get", "How much is|was
<owner> [net|total] profit", "What is|was <owner> [net|total] profit", the owner 'his', 'her',
'their' or a name with 's. The story is asked plainly "How much money did <holder> earn?"; its graph
must hold, for the asked holder only:

- sales whose takings are money earned at the sale (``takings``), of one kind of thing;
- every one of those things sold, and all of them made or bought in the story by the holder (none
  held before, none kept, given away or eaten): "made 25 and sold 20" leaves the cost of what was
  not sold to the question, which does not fix it; and no other things told at all ("He made 5
  pies" too: the flour may have gone into them);
- every money spent tied to what was sold: paid in buying the sold things themselves, or spent on a
  thing marked ``supply: yes`` in the lexicon (ingredient, flour, material) when the holder made
  the things sold;
- at least one such cost, and no other money moving: a gift, a find, pay for work, money held
  before, or money of anyone else;
- no money told per thing apart from the sale ("makes $5 off each cake" may be the profit on each,
  "each cake costs $3" a price or the seller's cost): the sale itself prices what is sold.

Money told in other units than dollars is not read here. The profit is the takings less the costs,
and must be more than nothing: a loss asked as a profit refuses. Everything else leaves the ordinary
refusal standing (or refuses, when the ordinary reader answered a question that names profit).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

PROFIT = "profit"
MONEY = "dim:money"
SELLING = "verb_sell"
EARNING = "verb_earn"
MAKING = "verb_produce"
BUYING = "verb_buy"
QUALIFIERS = frozenset({"net", "total"})
ASKED_VERBS = frozenset({"make", "earn", "get"})
AUXILIARIES = {"did": "did", "does": "does", "will": "will", "would": "would"}
COPULAS = {"is": "does", "was": "did", "will": "will"}
OWNERS = {"his": "he", "her": "she", "their": "they"}
SUBJECTS = frozenset({"he", "she", "they", "i", "you", "we"})


class _Refused(Exception):
    """The story was read, but what it tells does not fix the profit: the reading refuses."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Profit:
    """The profit, the plain reading it came from, and the step."""

    value: Fraction
    base: object
    step: str
    unit: str = "dollar"


def asks_profit(text: str, lexicon: Lexicon) -> bool:
    """The problem's last sentence is a question naming profit ("how much profit", "her profit")."""
    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return False
    return any(t.text.casefold() in ("profit", "profits") for t in sentences[-1].tokens)


def read_profit(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Profit | ReaderRefusal | None:
    """The asked profit; a refusal when the story is read but does not fix it; None when not this shape."""
    try:
        return or_none(_read, text, lexicon, read)
    except _Refused as refused:
        last = len(split_sentences(text)) - 1
        return refuse(refused.reason, f"profit asked: {refused.detail}", last, 0, "")


def _read(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> Profit:
    from reader.api import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or any(s.is_question for s in sentences[:-1]):
        raise Unread
    last = sentences[-1]
    words = plain_words(last, lexicon)
    opening = _opening(words)
    holder, aux = _asked(words[opening:])
    lead = text[last.start : last.start + (words[opening].index and _offset(last, words[opening].index))]
    story = text[: last.start].strip()
    base = None
    for tense in (aux, "did", "does") if aux in ("will", "would") else (aux,):
        question = f"How much money {tense} {holder} earn?"
        if lead:
            question = question[0].lower() + question[1:]
        base = read(f"{story} {lead}{question}", lexicon)  # "will she make" after a story told in the past
        if isinstance(base, Answer):
            break
    if not isinstance(base, Answer) or base.unit != "dollar":
        raise Unread
    graph = base.graph  # type: ignore[attr-defined]
    sold, takings = _sales(graph)
    who = {e.holder for e in sold}
    if len(who) != 1:
        raise Unread
    (seller,) = who
    if tuple(graph.question.entities) != (seller,):
        raise Unread  # the plain question asks of someone else than the one seller
    costs = _costs(graph, seller, sold, sentences, lexicon)
    money = [e for e in graph.events if e.unit_key == MONEY]
    if any(e not in takings and e not in costs for e in money):
        raise _Refused(  # a gift, a find, a wage
            "ambiguous_unit", "money moved otherwise than by the sale or its costs: is it part of the profit?"
        )
    if any(e.unit_factor != 1 for e in money):
        raise Unread  # money told in cents beside dollars: not read here
    told = [r for r in graph.rates if r.unit_key == MONEY]
    if told:  # "makes $5 off each cake" may be the profit on each; "each cake costs $3" a price or a cost
        raise _Refused(
            "ambiguous_unit", f"money told per '{told[0].per_head}' apart from the sale: taken in or kept?"
        )
    took = sum((e.value for e in takings), Fraction(0))
    spent = sum((e.value for e in costs), Fraction(0))
    if took != base.value:
        raise Unread  # the plain reading's takings are not the sale's alone
    if not costs:
        raise _Refused("underdetermined", "no cost of the things sold is told: the profit is not known")
    value = took - spent
    if value <= 0:
        raise _Refused(
            "unsupported_operation", "the costs are no less than the takings: a loss, asked as a profit"
        )
    step = f"profit = takings {fmt(took)} - costs {fmt(spent)} = {fmt(value)} dollar"
    return Profit(value, base, step)


def _opening(words) -> int:
    """Where the question proper starts: after a leading clause that ends in a comma, or at 0."""
    for at, word in enumerate(words):
        if word.text.casefold() in ("how", "what"):
            if at and not (words[at - 1].category == "punctuation" and words[at - 1].attr("mark") == "comma"):
                raise Unread
            return at
    raise Unread


def _offset(sentence, index: int) -> int:
    """The character offset, in the sentence, of its token at ``index``."""
    return sentence.tokens[index].start - sentence.start


def _asked(words) -> tuple[str, str]:
    """The holder as a plain question's subject and its auxiliary, from the profit question's words."""
    texts = [w.text.casefold() for w in words]
    if texts[:3] == ["how", "much", "profit"] or texts[:4] in (
        ["how", "much", "net", "profit"],
        ["how", "much", "total", "profit"],
    ):
        rest = words[texts.index("profit") + 1 :]
        if len(rest) != 3 or rest[0].text.casefold() not in AUXILIARIES:
            raise Unread
        if rest[2].lemma.casefold() not in ASKED_VERBS or not rest[2].category.startswith("verb"):
            raise Unread
        return _subject(rest[1]), AUXILIARIES[rest[0].text.casefold()]
    if texts[:3] in (["how", "much", "is"], ["how", "much", "was"]) or texts[:2] in (
        ["what", "is"],
        ["what", "was"],
    ):
        at = 3 if texts[0] == "how" else 2
        aux = COPULAS[texts[at - 1]]
        owner, after = _owner(words, at)
        tail = texts[after:]
        if tail and tail[0] in QUALIFIERS:
            tail = tail[1:]
        if tail != ["profit"]:
            raise Unread
        return owner, aux
    raise Unread


def _subject(word) -> str:
    """A subject pronoun or a name, as the plain question names it."""
    if word.text.casefold() in SUBJECTS or _named(word):
        return word.text
    raise Unread


def _named(word) -> bool:
    """A name, or a capitalised noun inside the question ("Ken", which is also a noun)."""
    return word.category == "name" or (word.category == "noun" and word.text[:1].isupper())


def _owner(words, at: int) -> tuple[str, int]:
    """ "his" → "he"; "Sam 's" → "Sam": the owner of the profit, and the index after it."""
    if at >= len(words):
        raise Unread
    word = words[at]
    if word.text.casefold() in OWNERS:
        return OWNERS[word.text.casefold()], at + 1
    if _named(word) and at + 1 < len(words) and words[at + 1].category == "possessive_marker":
        return word.text, at + 2
    raise Unread


def _sales(graph) -> tuple[list, list]:
    """The sales and their takings (money earned at a sale's order by its seller), one kind sold."""
    sold = [e for e in graph.events if e.kind == "change" and e.verb_category == SELLING]
    orders = {(e.holder, e.order[0]) for e in sold}
    takings = [
        e
        for e in graph.events
        if e.kind == "change"
        and e.unit_key == MONEY
        and e.verb_category == EARNING
        and e.sign > 0
        and (e.holder, e.order[0]) in orders
    ]
    if not sold or not takings or any(e.unit_key == MONEY or e.sign > 0 for e in sold):
        raise Unread
    if len({e.unit_key for e in sold}) != 1:
        raise Unread  # two kinds sold: which costs are whose is not read here
    return sold, takings


def _costs(graph, seller: str, sold: list, sentences, lexicon: Lexicon) -> list:
    """The seller's money spent on the things sold or on supplies for making them; Unread otherwise."""
    kind = sold[0].unit_key
    own = [e for e in graph.events if e.unit_key == kind]
    if any(e.holder != seller or e.kind != "change" for e in own):
        raise _Refused(
            "underdetermined", "things of the sold kind held before or by someone else: whose cost?"
        )
    got = [e for e in own if e.sign > 0]
    if not got or any(e.verb_category not in (MAKING, BUYING) for e in got):
        raise _Refused("underdetermined", "the things sold were not all made or bought in the story")
    if any(e.sign < 0 and e.verb_category != SELLING for e in own):
        raise _Refused(
            "underdetermined", "some of the things were not sold: is their cost a cost of the sale?"
        )
    if sum((e.value for e in got), Fraction(0)) != sum((e.value for e in sold), Fraction(0)):
        raise _Refused(
            "underdetermined",
            "not all the things made or bought were sold: is their cost a cost of the sale?",
        )
    others = [e for e in graph.events if e.unit_key not in (kind, MONEY)]
    if others:  # "He made 5 pies" too: the flour may have gone into them
        raise _Refused(
            "underdetermined", f"other things than the ones sold are told ('{others[0].text}'): whose cost?"
        )
    made = any(e.verb_category == MAKING for e in got)
    bought_in = {e.sentence_index for e in got if e.verb_category == BUYING}
    costs = []
    for e in graph.events:
        if e.unit_key != MONEY or e.sign > 0:
            continue
        if e.holder != seller or e.kind != "change":
            raise _Refused("ambiguous_unit", "money moved by someone else than the seller, or held before")
        if e.verb_lemma == "buy" and e.sentence_index in bought_in and _only_kind_bought(graph, e, kind):
            costs.append(e)  # "bought 10 pens for $2 each": paid for the things sold
        elif made and _spent_on_supply(e, sentences, lexicon):
            costs.append(e)  # "spent $20 on flour": a cost of the things made
        else:
            raise _Refused(
                "underdetermined", f"money spent ('{e.text}') is not told to be a cost of the things sold"
            )
    return costs


def _only_kind_bought(graph, paid, kind: str) -> bool:
    """The buying sentence of ``paid`` bought the sold kind only."""
    bought = {
        e.unit_key
        for e in graph.events
        if e.sentence_index == paid.sentence_index and e.unit_key != MONEY and e.verb_category == BUYING
    }
    return bought == {kind}


def _spent_on_supply(paid, sentences, lexicon: Lexicon) -> bool:
    """The money was spent on a supply: "spent $20 on flour", "spent $53 to buy doughnut ingredients"."""
    if paid.sentence_index >= len(sentences):
        return False
    words = plain_words(sentences[paid.sentence_index], lexicon)
    after = [w for w in words if w.index > paid.token_index]
    nouns = []
    for word in after:
        if word.category in ("conjunction", "punctuation", "subordinator", "contrast_marker"):
            break
        if word.category == "number" or word.category == "number_word":
            return False  # another amount in the same clause
        if word.category in ("noun", "money_noun", "unit_noun", "person_noun", "name"):
            nouns.append(word)
    return bool(nouns) and nouns[-1].category == "noun" and nouns[-1].attr("supply") == "yes"
