""" "Kofi wants to buy a drone that costs $90": the price of one wanted thing is what is needed (ADR 0135).

A verb of need ('wants', 'needs') followed by one thing whose relative
clause gives its price says how much money the holder needs for it:
"Kofi wants to buy a drone that costs $90" says what "Kofi wants $90"
says, and a later "How much more money does he need?" measures
what he has against it (the requirement of ADR 0077). The sentence is
read again with every token between the need verb and the price passed
over; the price and its money noun keep their places and indices, so the
number still has its role.

The shape is narrow, because a price of something is a need only when the
holder means to pay it:

- the need verb comes first after the subject, then either the thing
  itself ("wants a lamp that costs $9") or 'to' + a buying verb ("to buy",
  "to purchase") or 'to' + a gaining verb + 'for' ("to save up for");
- the thing is one thing ("a", "an", "one" + nouns and adjectives, with
  "of" inside: "a pair of sneakers"): "wants to buy 3 kites that cost $8"
  could be $20 or $60, and refuses;
- the clause is 'that' or 'which' (after a comma too) + a cost verb + one
  price, and the price ends the sentence: "... costs $5, a book that costs
  $11" (a list of wants), "costs $30 more than ..." or "costs $9 each"
  refuse;
- no negation and nothing else: every other token is the shape's own.

ADR 0162: "Betty is saving money for a new wallet which costs $100" says
what "Betty wants $100" says: a gaining verb in the present progressive
('is saving', 'are collecting'), then at most 'money' or 'up', then 'for'
and the one priced thing, names the price as the goal the gains are for.
The verb is read as 'wants' and the rest up to the price passed over. A
past form ("was saving", "saved money for") may tell of a goal reached or
given up, and keeps its refusal; so does an amount before 'for' ("is
saving $5 for a kite that costs $9": a gain, not the goal).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, opens_relative, points_to_thing, words_of
from reader.rules.context import Word, category_at
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

NEED = "verb_need"
BUYING = frozenset({"verb_buy"})
GAINING = frozenset({"verb_gain"})  # "to save up for": gaining money for a thing
FOR = "prep_price"
PARTICLE = "preposition"  # "save up for"
ONE_THING = frozenset({"a", "an", "one"})
THING_WORDS = NOUN_WORDS | frozenset({"adjective", "prep_of"})
AMOUNT_WORDS = frozenset({"number", "number_word"})
PRESENT_COPULAS = frozenset({"is", "are", "am", "'m", "'re"})  # "is saving": the saving goes on now
AS_NEED = "wants"  # the progressive gaining verb read as the need it states (ADR 0162)


def read_wanted_price(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a need of the wanted thing's price; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    feed = _plan(words, refusal.token_index)
    if feed is None:
        return refusal
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, problem, sentence.end, False)


def _plan(words: tuple[Word | None, ...], at: int) -> Feed | None:
    """What to pass over in "<subject> wants [to buy] a <thing> that costs <price>", or None."""
    if any(w is None for w in words) or not 0 <= at < len(words):
        return None
    relative = words[at]
    if not opens_relative(relative) or not points_to_thing(relative):
        return None  # 'who' and 'where' name a person or place, not a priced thing
    needs = [i for i, w in enumerate(words) if w is not None and w.category == NEED]
    saving = _saving_for(words, at) if not needs else None
    if saving is not None:
        need, thing = saving
    elif len(needs) != 1 or needs[0] == 0 or needs[0] >= at:
        return None
    else:
        need = needs[0]
        found = _thing_start(words, need + 1)
        if found is None:
            return None
        thing = found
    lead = at - 1 if _is_comma(words[at - 1]) else at
    if lead <= thing + 1 or not _one_thing(words, thing, lead):
        return None
    price_end = _price_end(words, at + 1)
    if price_end is None or price_end + 1 != len(words):
        return None  # the price ends the sentence: no list, no comparison, no 'each'
    price = at + 2
    if saving is not None:  # "is saving money for ...": 'is' passed over, 'saving' read as 'wants'
        return Feed(
            read_as=((need, AS_NEED),), skipped=frozenset({need - 1}) | frozenset(range(need + 1, price))
        )
    return Feed(skipped=frozenset(range(need + 1, price)))


def _saving_for(words: tuple[Word | None, ...], at: int) -> tuple[int, int] | None:
    """ "is saving (money | up) for a <thing>": the gaining verb's index and where the thing starts."""
    gains = [i for i in range(1, at) if category_at(words, i) in GAINING]
    if len(gains) != 1:
        return None
    verb = gains[0]
    copula, gerund = words[verb - 1], words[verb]
    if copula is None or copula.category != "copula" or copula.text.casefold() not in PRESENT_COPULAS:
        return None
    if gerund is None or "VBG" not in gerund.tags:
        return None
    j = verb + 1
    if category_at(words, j) in (PARTICLE, "money_noun"):
        j += 1
    if category_at(words, j) != FOR or category_at(words, j + 1) != "article":
        return None
    return verb, j + 1


def _thing_start(words: tuple[Word | None, ...], i: int) -> int | None:
    """Where the wanted thing's phrase starts: right after the need verb, after 'to' + a buying verb,
    or after 'to' + a gaining verb (+ a particle) + 'for'."""
    if category_at(words, i) == "article":
        return i
    if category_at(words, i) != "prep_recipient":  # 'to' before an infinitive
        return None
    verb = category_at(words, i + 1)
    if verb in BUYING:
        return i + 2
    if verb not in GAINING:
        return None
    j = i + 2
    if category_at(words, j) == PARTICLE:
        j += 1
    return j + 1 if category_at(words, j) == FOR else None


def _one_thing(words: tuple[Word | None, ...], start: int, end: int) -> bool:
    """ "a new wallet", "a pair of sneakers": one thing, its head (the noun before 'of', or the last) singular."""
    first = words[start]
    if (
        first is None
        or first.text.casefold() not in ONE_THING
        or category_at(words, end - 1) not in NOUN_WORDS
    ):
        return False
    if any(category_at(words, i) not in THING_WORDS for i in range(start + 1, end)):
        return False
    ofs = [i for i in range(start + 1, end) if category_at(words, i) == "prep_of"]
    head = words[(ofs[0] if ofs else end) - 1]
    if head is None or head.category not in NOUN_WORDS:
        return False
    return "NN" in head.tags or "NNS" not in head.tags  # "a toy shop sign": the last noun is the head


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _price_end(words: tuple[Word | None, ...], verb: int) -> int | None:
    """The last token of "costs $100" or "costs 2 pfennigs": a cost verb and one amount of money."""
    if category_at(words, verb) != "verb_cost" or category_at(words, verb + 1) not in AMOUNT_WORDS:
        return None
    amount = words[verb + 1]
    if amount is not None and amount.text.startswith("$"):
        return verb + 1 if not _is_money(words, verb + 2) else verb + 2
    return verb + 2 if _is_money(words, verb + 2) else None


def _is_money(words: tuple[Word | None, ...], i: int) -> bool:
    w = words[i] if 0 <= i < len(words) else None
    return w is not None and (w.category == "money_noun" or w.attr("dimension") == "money")


__all__ = ["read_wanted_price"]
