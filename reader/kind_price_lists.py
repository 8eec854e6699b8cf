""" "A tomato costs $1 and a carrot costs $2": a list of prices of one of each kind, read clause by clause (ADR 0312).

A price told for one thing of each of several kinds is often one sentence of clauses that each have
their own subject and cost verb: "An apple costs $0.80 and an orange costs $0.50", "Each poster costs
$5, each notebook costs $4, and each bookmark costs $2". The ordinary reading reads each clause alone
("A tomato costs $1." is the price of one tomato) but not the list: with 'a' the second clause's
subject is taken into the first clause's amounts, and a list of three clauses is no list of amounts.
When a statement refuses, it is read again as its clauses in order, every token at its own index
(as ADR 0132 reads two joined clauses), when the whole sentence is nothing but:

- two or more clauses "<a|an|each> <describing words> <noun> <costs> <money>" (a singular noun,
  "costs" or "cost"), or "<nouns> <cost> <money> each" (a plural noun with no determiner, "each" after the
  price); the money "$N" or "N dollars";
- joined by 'and', or by commas with 'and' (after a comma or not) before the last clause only.

The same prices may be told by the seller with the verb said once: "He sells a tomato for $1 and a
carrot for $1.50", "She sells each scarf for $9, each hat for $6, and each glove for $4". A seller who
*sells* (present tense, said of a habit) one thing of a kind for an amount of money tells the price
charged for each, and nothing is sold yet: the sentence is read as "He charges $1 for each tomato and
$1.50 for each carrot", every amount at its own index (the item's words are passed over and "for each
<kind>" is added after its amount, as ADR 0094's readings feed a sentence again; a comma before an
item is read where the item's 'for' stood, since a list reads ", $2" only with the comma right before
it). The statement is nothing but a subject, 'sells' (no modal, no past: "sold a tomato for $1" is one
sale), and two or more items "<a|an|each> <describing words> <noun> for <money>" joined as above.

Each kind is priced once: two clauses for one kind ("a tomato costs $1 and a tomato costs $2", or a
"red apple" beside an "apple") refuse, since which price the story means is not told. Any other word
(a count of things priced, "for 3", "together", a second verb, 'if', 'but', 'or') leaves the first
refusal standing, and each clause is read by the ordinary rules, whose refusals keep the first one.
How the prices are then used (a kind asked that was never priced, modified kinds) is the ordinary
reading's, as for prices told in sentences of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from packs.model import Lexicon
from reader.joined_clauses import after_first
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import (
    Choices,
    Feed,
    feed_tokens,
    is_money_unit,
    known_statement_words,
)
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

ONE = frozenset({"a", "an", "each"})  # the determiners of one thing of a kind
DESCRIBING = frozenset({"noun", "adjective", "measure_adjective"})  # "large birdhouse", "cheese pizza"
AMOUNT = frozenset({"number"})
SUBJECT = frozenset({"name", "pronoun", "article", "noun", "person_noun", "adjective"})  # "The baker"
VERB_TAGS = {True: ("VBZ", "VBD"), False: ("VBP", "VB", "VBD")}  # "a pen costs|cost", "pens cost"


def read_kind_price_list(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The statement read as its clauses of prices of one of each kind; else the old refusal."""
    words = known_statement_words(sentence, problem, lexicon, refusal)
    if words is None:
        return refusal
    spans = _clauses(words)
    if spans is None:
        return _sold_list(sentence, problem, lexicon, choices, refusal, words)
    told = problem
    for n, (start, end) in enumerate(spans):
        last = n == len(spans) - 1
        part = sentence if last else Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
        begun = replace(begin_sentence(told, sentence.start), token_index=start)
        state = feed_tokens(part, told, lexicon, choices, Feed(), begun, first=start)
        if isinstance(state, ReaderRefusal):
            return refusal
        if not last and len(part.tokens) != end:
            return refusal
        done = end_sentence(state, told, sentence.end if last else sentence.start, False)
        if isinstance(done, ReaderRefusal):
            return refusal
        if n:
            done = after_first(done, told, problem)
        if not last:
            done = replace(done, sentence_index=problem.sentence_index)
        told = done
    return told


def _sold_list(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    words: tuple[Word | None, ...],
) -> ProblemReadingState | ReaderRefusal:
    """ "He sells a tomato for $1 and a carrot for $2" read as "He charges $1 for each tomato and $2 for each carrot"."""
    verb = next((i for i, w in enumerate(words) if w is not None and _verbal(w)), None)
    if verb is None or verb == 0 or words[verb] is None or words[verb].category != "verb_sell":
        return refusal
    if words[verb].tags != ("VBZ",):
        return refusal  # "sold a tomato for $1" is one sale; "sell" after a modal is no price told
    if any(w is None or w.category not in SUBJECT for w in words[:verb]):
        return refusal
    items = _list(words, verb + 1, _sold_item)
    if items is None:
        return refusal
    read_as: list[tuple[int, str]] = [(verb, "charges")]
    skipped: set[int] = set()
    added: list[tuple[int, str]] = []
    for start, end in items:
        money = next(i for i in range(start, end) if words[i] is not None and words[i].category in AMOUNT)
        skipped.update(range(start, money))
        if _text(words, start - 1) == ",":  # ", $2" is read only with the comma right before the amount
            skipped.discard(money - 1)
            skipped.add(start - 1)
            read_as.append((money - 1, ","))
        kind = " ".join(sentence.tokens[i].text for i in range(start + 1, money - 1))
        added.append((end - 1, f"for each {kind}"))
    feed = Feed(tuple(read_as), frozenset(skipped), tuple(added))
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal
    done = end_sentence(state, problem, sentence.end, False)
    return refusal if isinstance(done, ReaderRefusal) else done


def _verbal(word: Word) -> bool:
    return word.category.startswith("verb") or word.category in ("copula", "auxiliary")


def _sold_item(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | None:
    """ "a large birdhouse for $22": where the item ends and its kind."""
    if (
        _text(words, at) not in ONE
        or words[at] is None
        or words[at].category not in ("article", "distributive")
    ):
        return None
    i = at + 1
    while i < len(words) and words[i] is not None and words[i].category in DESCRIBING:
        i += 1
    head = words[i - 1]
    if i == at + 1 or head is None or head.category != "noun" or "NN" not in head.tags:
        return None
    if _text(words, i) != "for" or i + 1 >= len(words):
        return None
    end = _money_end(words, i + 1)  # "for 3": no money said
    if end is None:
        return None
    mods = [w.lemma.casefold() for w in words[at + 1 : i - 1] if w is not None]
    return end, "+".join([head.lemma.casefold(), *mods])


def _clauses(words: tuple[Word | None, ...]) -> list[tuple[int, int]] | None:
    """The (start, end) token spans of the price clauses, or None when the sentence is anything else."""
    return _list(words, 0, _price_clause)


def _list(
    words: tuple[Word | None, ...],
    at: int,
    item: Callable[[tuple[Word | None, ...], int], tuple[int, str] | None],
) -> list[tuple[int, int]] | None:
    """Two or more items from ``at`` to the sentence's end, joined by 'and' or commas and a last 'and'."""
    spans: list[tuple[int, int]] = []
    kinds: set[str] = set()
    n = len(words)
    joined = False
    while True:
        found = item(words, at)
        if found is None:
            return None
        end, kind = found
        if any(_same_kind(kind, k) for k in kinds):
            return None  # two prices for one kind, or for a kind and a kind of it
        kinds.add(kind)
        spans.append((at, end))
        if joined:
            return spans if end == n and len(spans) >= 2 else None
        if end == n:
            return None  # a list with no 'and' before its last item, or one item
        at = end
        if _text(words, at) == ",":
            at += 1
        if _text(words, at) == "and":
            at += 1
            joined = True
        elif words[at - 1] is None or _text(words, at - 1) != ",":
            return None


def _same_kind(one: str, other: str) -> bool:
    """ "apple" and "apple", or "apple" and "red apple": one price may be the other's; "large" and "small" not."""
    head, *mods = one.split("+")
    other_head, *other_mods = other.split("+")
    return head == other_head and (not mods or not other_mods or mods == other_mods)


def _money_end(words: tuple[Word | None, ...], at: int) -> int | None:
    """Where an amount of money starting at ``at`` ends ("$2", "2 dollars"); None for a bare number."""
    amount = words[at] if at < len(words) else None
    if amount is None or amount.category not in AMOUNT:
        return None
    if is_money_unit(words, at + 1):
        return at + 2
    return at + 1 if amount.text.startswith("$") else None


def _text(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return "" if w is None else w.text.casefold()


def _price_clause(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | None:
    """ "a large birdhouse costs $22" / "apples cost $2 each": where the clause ends and its kind."""
    n = len(words)
    one = (
        _text(words, at) in ONE
        and words[at] is not None
        and words[at].category in ("article", "distributive")
    )
    i = at + 1 if one else at
    begin = i
    while i < n and words[i] is not None and words[i].category in DESCRIBING:
        i += 1
    if i == begin or i >= n:
        return None
    head = words[i - 1]
    assert head is not None
    if head.category != "noun" or ("NN" if one else "NNS") not in head.tags:
        return None  # "a tomato", "tomatoes": one thing, or a plural with 'each' after its price
    verb = words[i]
    if verb is None or verb.category != "verb_cost" or not set(VERB_TAGS[one]) & set(verb.tags):
        return None
    end = _money_end(words, i + 1)  # "costs 3": no money said
    if end is None:
        return None
    if not one:
        if _text(words, end) != "each":
            return None  # "tomatoes cost $3": each, or all of them?
        end += 1
    mods = [w.lemma.casefold() for w in words[begin : i - 1] if w is not None]
    return end, "+".join([head.lemma.casefold(), *mods])


__all__ = ["read_kind_price_list"]
