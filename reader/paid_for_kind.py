"""A money question narrowed by what was bought: "How much did he pay for the eggs?" (ADR 0259).

"Tim buys 36 eggs. Each egg costs $0.50. How much did he pay for the eggs?" used to refuse: the
phrase after the question's verb was taken for a place or time that picks some of the moves. After
'pay' or 'spend', "for|on [the|his|these|...] <kind>" names what the money bought. It is read as
choosing the payments for purchases of that kind, and it is sound only when the story lets every
payment be told apart by what it bought:

- only "how much (money) did <one person> pay|spend ... for|on <kind>": a move asked, no amount of
  its own, one narrowing, no comparison; the phrase is 'for' or 'on', then only articles, owners or
  demonstratives, then the kind, as written in the question;
- every money move of the asked person is a payment, and each payment belongs to one clause that
  bought things ("bought 36 eggs for $18") or to one purchase a price turned into money ("Each egg
  costs $0.50"); a payment told with no purchase beside it ("spent $5 on books") refuses, as what
  it bought is not read;
- every purchase in a paying clause is of the kind (its own noun, the noun its container holds,
  or a narrower kind the lexicon names), so the question is the unnarrowed one; a clause that
  bought the kind with something else refuses, as its money cannot be split;
- every purchase of the kind by the asked person has its payment, and at least one exists: a kind
  never bought, bought by someone else, a purpose ("for the party") or a person ("for his sister")
  finds no purchase and refuses.

When the person also paid for other kinds in clauses of their own, only the payments for the kind
are asked: the others are set aside before solving (``narrowed_graph``). A phrase this reading
refuses is still read as a place or time the story said for every move (ADR 0184), as before.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.echoed_settings import _asked_phrase
from reader.echoed_settings import check as echoed_setting
from reader.graph import Event, MathProblemGraph
from reader.kinds import KindOf, kind_chain, lexicon_kinds
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.phrases import NARROWING
from reader.tokenise import Sentence

MONEY = "dim:money"
PREPOSITIONS = frozenset({"for", "on"})
# The words allowed between the preposition and the kind: "for the eggs", "on his books", "for these pens".
LEADING = frozenset({"the", "his", "her", "their", "my", "your", "our", "its", "these", "those", "all"})
# In a story's spending, "a"/"an" may stand there too: "$12.14 on a shirt" paid for one shirt (ADR 0283). Not in
# the question, where "pay for an apple" may ask the price of one.
SPENT_LEADING = (LEADING - {"all"}) | {"a", "an"}


def asks_paid_for(clause, kind: str, given, verb, part) -> bool:
    """ "How much did he pay for the eggs?": a payment asked with one narrowing and nothing else."""
    body = clause.body
    places = [m for m in body.markers if m.category == NARROWING]
    return (
        len(places) + (body.location is not None) == 1
        and verb.category == "verb_pay"
        and kind == "change"
        and given is None
        and part.asks == "amount"
        and (part.unit is None or part.unit.dimension == "money")
        and clause.subject is not None
        and clause.subject.kind == "person"
        and not clause.subject.members
        and not body.asked_purpose
        and not body.than_purpose
    )


def _clause(e: Event) -> tuple[str, int, int]:
    return (e.holder, e.order[0], e.order[1] // 100)


def _things(unit_key: str) -> list[str]:
    """The nouns a purchase is: its head and what it holds ("carton+of:ice cream": carton, ice cream)."""
    head, *mods = unit_key.split("+")
    return [head, *(m.removeprefix("of:") for m in mods if m.startswith("of:"))]


def _of_kind(unit_key: str, kind: str, wide: bool, kind_of: KindOf) -> bool | None:
    """Whether a purchase is of the asked kind: True, False, or None when the lexicon cannot tell."""
    head, *mods = unit_key.split("+")
    if unit_key == kind or mods == [f"of:{kind}"]:  # "20 cartons of ice cream" bought ice cream
        return True
    things = _things(unit_key)
    if any(t == kind or kind in kind_chain(t, kind_of) for t in things):
        # "red pens" or "roses" for "pens" or "flowers": only a bare narrower kind is surely one
        return True if not mods and head != kind else None
    if any(t in kind_chain(kind, kind_of) for t in things):
        return None  # "fruit" bought, "apples" asked: some of it may be
    if wide and not all(kind_chain(t, kind_of) for t in things):
        return None  # a wider kind asked, and the lexicon does not say what this thing is
    return False


def _spent_on(pay: Event, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> str | None:
    """ "spent $5 on books, ...": the lemma of the one noun after the money and 'on' or 'for', or None.

    Only articles ("a shirt" too), owners or demonstratives may stand between, and the noun must end the phrase
    (a comma, 'and' or the sentence's end): "on books for her sister" or "on 3 books" is not read.
    """
    if pay.sentence_index >= len(sentences):
        return None
    sentence = sentences[pay.sentence_index]
    words = sentence_words(sentence, lexicon)
    texts = [t.text.casefold() for t in sentence.tokens]
    at = pay.token_index + 1
    if at >= len(texts) or texts[at] not in PREPOSITIONS or texts[at - 1] != pay.text.casefold():
        return None
    at += 1
    while at < len(texts) and texts[at] in SPENT_LEADING:
        at += 1
    if at >= len(texts) or words[at] is None or words[at].category != "noun":
        return None
    if at + 1 < len(texts) and texts[at + 1] not in (",", "and", ".", ";"):
        return None
    return words[at].lemma


def _all_of(sentence: Sentence, kind: str, lexicon: Lexicon) -> list[str] | None:
    """ "on all of the eggs": the phrase as "on all the eggs", or None."""
    words = [t.text.casefold() for t in sentence.tokens]
    if "of" not in words:
        return None
    at = len(words) - 1 - words[::-1].index("of")
    if at < 2 or words[at - 1] != "all":
        return None
    rest = replace(sentence, tokens=sentence.tokens[:at] + sentence.tokens[at + 1 :])
    return _asked_phrase(rest, kind, lexicon)


def _refusal(graph: MathProblemGraph, why: str) -> ReaderRefusal:
    q = graph.question
    return refuse(
        "unused_operator",
        f"'{q.paid_for}' narrows a payment to what it bought, which is not read here ({why})",
        q.sentence_index,
        q.token_index,
        "",
    )


def _paid(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> tuple[list[Event], list[Event]] | ReaderRefusal | None:
    """The asked person's payments for the kind and for other kinds, or a refusal."""
    q = graph.question
    if q is None or not q.paid_for:
        return None
    kind = q.paid_for
    if q.sentence_index >= len(sentences) or len(q.entities) != 1:
        return _refusal(graph, "the question is not one person's payment")
    sentence = sentences[q.sentence_index]
    phrase = _asked_phrase(sentence, kind, lexicon) or _all_of(sentence, kind, lexicon)
    if phrase is None or phrase[0] not in PREPOSITIONS:
        return _refusal(graph, "not 'for' or 'on' before the kind")
    leading = phrase[1 : len(phrase) - len(kind.replace("'s", " 's").split())]
    if any(w not in LEADING for w in leading):
        return _refusal(graph, "a word before the kind that may name its owner or purpose")
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    who = q.entities[0]
    money = [
        e
        for e in graph.events
        if e.unit_key == MONEY and e.holder == who and e.kind == "change" and e.verb_category == "verb_pay"
    ]
    if any(e.sign >= 0 for e in money):
        return _refusal(graph, "a payment that brought money in")
    bought = [
        e
        for e in graph.events
        if e.kind == "change" and e.verb_category == "verb_buy" and e.unit_key != MONEY and e.holder == who
    ]
    spent = [_spent_on(p, sentences, lexicon) for p in money]
    # "flowers" when roses were bought
    wide = not any(kind in _things(b.unit_key) for b in bought) and kind not in spent
    sorts = {id(b): _of_kind(b.unit_key, kind, wide, kind_of) for b in bought}
    if None in sorts.values():
        return _refusal(graph, "a purchase the lexicon cannot tell to be of the kind or not")
    mine: list[Event] = []
    others: list[Event] = []
    for pay in money:
        # a price turned one purchase into money at its own place; a stated price paid for its clause
        things = [b for b in bought if b.order == pay.order] or [
            b for b in bought if _clause(b) == _clause(pay)
        ]
        if things:
            of_kind = [sorts[id(b)] for b in things]
        else:  # "spent $5 on books": the one noun after the money
            spent_on = _spent_on(pay, sentences, lexicon)
            sort = None if spent_on is None else _of_kind(spent_on, kind, wide, kind_of)
            if sort is None:
                return _refusal(graph, f"what '{pay.text}' paid for is not read")
            of_kind = [sort]
        if all(of_kind):
            mine.append(pay)
        elif any(of_kind):
            return _refusal(graph, f"'{pay.text}' paid for the kind and something else together")
        else:
            others.append(pay)
    paid = {p.order for p in money} | {_clause(p) for p in money}
    if any(sorts[id(b)] and not {b.order, _clause(b)} & paid for b in bought):
        return _refusal(graph, "a purchase of the kind with no price told")
    if not mine:
        return _refusal(graph, "the asked person paid for no purchase of that kind")
    return mine, others


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a payment narrowed by a kind unless every payment can be told apart by what it bought."""
    paid = _paid(sentences, graph, lexicon)
    if not isinstance(paid, ReaderRefusal):
        return None
    # the phrase may still be a place or time said for every move, as before (ADR 0184)
    q = graph.question
    placed = replace(graph, question=replace(q, setting=q.paid_for, paid_for=None))
    return paid if echoed_setting(sentences, placed, lexicon) is not None else None


def narrowed_graph(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> MathProblemGraph:
    """The graph with the asked person's payments for other kinds set aside (after ``check`` passed)."""
    paid = _paid(sentences, graph, lexicon)
    if paid is None or isinstance(paid, ReaderRefusal) or not paid[1]:
        return graph
    dropped = {id(e) for e in paid[1]}
    return replace(graph, events=tuple(e for e in graph.events if id(e) not in dropped))
