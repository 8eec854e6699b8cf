"""A price per one thing told with the thing as the subject and the doing after it (ADR 0368).

"Each lamp costs $9 to repair", "A crate costs him $4 to ship": the subject names one of the
things, and the infinitive names what is done to it; the price is that of doing it to one thing.
The sentence says what "It costs $9 to repair a lamp" says (ADR 0079), so it is read as the same
rate: money per lamp, of no one (or of the named doer), marked with the infinitive's verb. The
matching question "How much does it cost to repair 6 lamps?" then scales it.

Only this shape is read: 'each', 'a', 'an' or 'one'; describing words; one singular noun; 'costs',
'cost' or 'will cost'; an optional doer (a name, or an object pronoun for the one person read so
far); one amount of money; 'to' and a verb of doing that ends the sentence. "The lamp costs $9 to
repair" (one lamp, told before), a plural subject ("Lamps cost $9 to repair": each, or all of
them?), anything after the verb ("to repair in a day", "to repair and $2 to paint"), a negation,
a second amount or a price with no doing ("Each lamp costs $9") keep their ordinary reading or
refusal. 'takes' is not read so: "Each cake takes 40 minutes to bake" says how long one bakes,
and several may bake at once.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import split_sentences
from reader.values import EntityRef, Holding, Unit, VerbRef

ONE_WORDS = frozenset({"each", "a", "an", "one"})
BUYING = frozenset({"buy", "purchase"})
PRICED_DOING = "cost:"


def priced_doing(lemma: str) -> str:
    """The activity a price of one doing carries: "cost:repair" for "It costs $9 to repair a lamp".

    The mark keeps the price to its doing: no purchase of lamps is priced by it (ADR 0082's check of a
    rate's activity), no "How much do 5 lamps cost?" is answered by it, and no count of lamps repaired
    is paid by it as a wage (``per_activity`` pays a rate whose activity is the told verb itself). The
    price of buying a thing is the thing's price: "It costs $3 to buy a pen" carries no mark.
    """
    return "" if lemma in BUYING else PRICED_DOING + lemma


def _one_thing(words: tuple[Word | None, ...]) -> tuple[Unit, int] | None:
    """ "Each lamp", "A red crate", "One big box": the thing, with its describing words, and where the words after it start."""
    first = words[0] if words else None
    if first is None or first.text.casefold() not in ONE_WORDS:
        return None
    i = 1
    modifiers: list[str] = []
    while i < len(words) and words[i] is not None and words[i].category == "adjective":
        modifiers.append(words[i].text.casefold())
        i += 1
    head = words[i] if i < len(words) else None
    if head is None or head.category != "noun" or head.text.casefold() != head.lemma.casefold():
        return None  # one thing: its word as its lemma ("lamp", never "lamps")
    return Unit(head.lemma.casefold(), tuple(sorted(set(modifiers)))), i + 1


def thing_rate_statement(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[Holding, EntityRef | None] | None:
    """ "Each lamp costs $9 to repair": the price of repairing one lamp, as ADR 0079's rate."""
    from reader.dummy_it import _action, _amount, _Cursor, _doer, _verb

    if any(w is None for w in words):
        return None
    thing = _one_thing(words)
    if thing is None:
        return None
    per, at = thing
    c = _Cursor(words)
    verb = _verb(replace(c, at=at))
    if verb is None or verb[0] != "cost":
        return None
    at = verb[1]
    doer = _doer(replace(c, at=at), p, si)
    if doer is None:
        return None
    person, used = doer
    at += used
    amount = _amount(replace(c, at=at), "cost", si)
    if amount is None:
        return None
    quantity, length = amount
    if quantity.unit is None or quantity.unit.head != "dollar":
        return None  # "10 cents to repair": asked "how much", the answer's unit is not fixed
    at += length
    to, act = c.peek(at), c.peek(at + 1)
    if to is None or to.text.casefold() != "to" or not _action(act) or at + 2 != len(words):
        return None
    assert act is not None
    if act.category == "verb_cost":
        return None  # "costs $9 to cost": no doing
    first = words[0]
    assert first is not None
    counted = (first.index,) if first.category in ("number", "number_word") else ()  # "One lamp"
    rate = replace(quantity, per=per, number_tokens=quantity.number_tokens + counted)
    holder = person.key if person is not None else "there"
    verb_ref = VerbRef(act.lemma, act.category, act.index, act.text, act.tags)
    return Holding(holder, rate, (si, 0), verb=verb_ref, activity=priced_doing(act.lemma)), person


ASKING = {"would": "would", "will": "will", "does": "do", "did": "did"}
BOUGHT_WORDS = frozenset({"number", "number_word", "adjective", "noun"})


def cost_to_buy(text: str, lexicon) -> Rewrite | None:
    """ "How much would it cost to buy 4 notebooks?" asked as "How much would 4 notebooks cost?".

    Buying things costs what the things cost: the dummy 'it' and the infinitive of buying add nothing, so
    the question is told again with the bought things as the subject and the whole reader reads the
    story with it. Only a last sentence of exactly "How much [money] would|will|does|did it cost to
    buy|purchase <a count and things>?" is retold; the things are words of counts, adjectives and nouns
    (and 'and' between two such), starting with a count. A doer ("cost him to buy"), "enough", "all
    the", a place or time after the things, and a story with a price of buying told as a doing ("It costs
    $3 to buy a pen", which the dummy-'it' question reads itself) keep the first refusal.
    """
    from reader.lifecycle import sentence_words

    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words = sentence_words(last, lexicon)
    if any(w is None for w in words):
        return None
    texts = [w.text.casefold() for w in words]  # type: ignore[union-attr]
    if texts[-1] == "?":
        texts, words = texts[:-1], words[:-1]
    at = 3 if texts[:3] == ["how", "much", "money"] else 2
    if texts[:2] != ["how", "much"] or len(texts) < at + 6:
        return None
    aux, it, cost, to, buy = texts[at : at + 5]
    if aux not in ASKING or it != "it" or cost != "cost" or to != "to" or buy not in BUYING:
        return None
    things = words[at + 5 :]
    first = things[0]
    if (
        first is None
        or first.category not in ("number", "number_word")
        or first.shape is not None
        and first.shape.unit
    ):
        return None
    for i, w in enumerate(things):
        assert w is not None
        if w.category in BOUGHT_WORDS:
            continue
        if w.text.casefold() == "and" and 0 < i < len(things) - 1:
            continue
        return None
    if things[-1] is None or things[-1].category != "noun":
        return None
    for s in sentences[:-1]:
        told = [t.text.casefold() for t in s.tokens]
        if "it" in told and any(t in BUYING for t in told):
            return None  # "It costs $3 to buy a pen": read by the dummy-'it' question
    start, end = things[0].index, things[-1].index
    span = text[last.tokens[start].start : last.tokens[end].end]
    head = text[last.tokens[0].start : last.tokens[at - 1].end]
    new = f"{head} {ASKING[aux]} {span} cost?"
    return with_edits(
        text,
        [(last.start, last.end, new)],
        [f"'it cost to {buy} {span}' asked as what {span} cost (ADR 0368)"],
    )
