""" "bought 3 frames, each costing $4": a per-item amount told by 'each' and a participle (ADR 0251).

A counted noun followed by ", each <verb>-ing <amount>" says of every one of the things what
"for <price> each" or "with <amount> each" says, the same facts as the relative clause
"each of which costs|has <amount>" that ADR 0115 reads:

- "Sally bought 3 frames, each costing $4" as "Sally bought 3 frames for $4 each" (a cost verb,
  in a clause whose verb buys: a seller's price is not what the things moved for);
- "The store ordered 15 boxes, each having 80 pencils" / "3 packets of cards, each containing
  25 cards" as "... with 80 pencils each" (a holding verb; one the lexicon marks a capacity,
  'holding', is most often what a thing can hold and is not read);
- neighbouring shapes of the same facts: "each box containing 6 pens" (the counted noun again,
  singular), "each with 6 pens", "each for $2", "4 boxes[,] containing 6 pens each" (the
  participle first, 'each' after the amount), and "4 peppers that|, which each cost $2" ('each'
  before the cost verb of a relative clause; the holding shape is ADR 0094's).

The ordinary reading refuses at the participle ("a second verb in one clause"), at 'each' or at
the relative clause. The sentence is read again with the comma, 'each' (and a restated noun)
passed over, the participle (or relative pronoun) read as 'for' or 'with', and 'each' added after
the amount, every other token at its own index, through the same feed as ADR 0094/0115
(reader/relative_readings.py), so the graph is the one of the plain phrase. When that reading
refuses too, the first refusal stands, so the readings after this one see what they saw before.

Only when it cannot mean two things:

- the phrase before 'each' is counted ("3 frames", "15 boxes of pens"), not a measure ("4 pounds
  of apples, each costing $2": each pound, or each apple?), and is the clause's first object: "bought 3 pens and 4 pencils, each costing $2" (of the pencils, or of both?) and
  "50 boxes fit 4 bags each, each having 40 candles" refuse;
- the amount ends the sentence: "each containing 5 packages, with 250 sheets per package",
  "each having 4 roads passing through them" refuse;
- the price is money; an object pronoun before it ("each costing her $3") is passed over only
  when it can mean nothing but the buyer named as the sentence's subject; no negation anywhere in
  the sentence; only one 'each'; not a question.

A weight ("each weighing 60 pounds") is a measure of each thing, which no sentence reading
holds per item yet: it keeps its refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import (
    AMOUNT_TAIL,
    AMOUNT_WORDS,
    COSTS_AS,
    EACH_AS,
    HOLDS_AS,
    Choices,
    Feed,
    amount_end,
    clause_verb,
    feed_tokens,
    is_money_unit,
    is_price,
    known_statement_words,
    one_thing,
    opens_relative,
    points_to_thing,
)
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.rules.pronouns import agrees
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

PARTICIPLE = "VBG"
PARTICIPLES = frozenset({"verb_cost", "verb_possess"})


def read_appositive_each(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence with ", each <verb>-ing <amount>" read as "for|with <amount> each"; else the old refusal."""
    words = known_statement_words(sentence, problem, lexicon, refusal)
    if words is None:
        return refusal
    at = refusal.token_index
    if not 1 <= at < len(words):
        return refusal
    feed = _plan(words, at, problem)
    if feed is None:
        return refusal
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal  # the plain phrase refuses too: the first refusal stands for the later readings
    closed = end_sentence(state, problem, sentence.end, sentence.is_question)
    return refusal if isinstance(closed, ReaderRefusal) else closed


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _plan(words: tuple[Word | None, ...], at: int, problem: ProblemReadingState) -> Feed | None:
    """The feed for the phrase the refusal at ``at`` stands in, or None when no shape fits."""
    if any(_category(words, i) == "negation" for i in range(len(words))):
        return None  # "did not buy 3 frames, each costing $4": nothing moved
    if [i for i in range(len(words)) if _category(words, i) == "distributive"] != [_last_each(words)]:
        return None  # "fit 4 bags each, each having 40 candles": a second 'each' may say whose
    if _category(words, at) == "distributive" and opens_relative(words[at - 1] if at >= 1 else None):
        return _relative_each(words, at, problem)  # "4 peppers that each cost $2"
    if _category(words, at) == "distributive":
        each = at
    elif _category(words, at - 1) == "distributive":
        each = at - 1  # refused at the participle right after 'each'
    elif _category(words, at - 2) == "distributive" and _category(words, at) in PARTICIPLES:
        each = at - 2  # "each box containing 6 pens"
    else:
        return _participle_first(words, at, problem)  # "4 boxes containing 6 pens each"
    comma = words[each - 1] if each >= 1 else None
    lead = each - 1 if comma is not None and comma.attr("mark") == "comma" else each
    if not _counted(words, lead):
        return None  # "some sets of tables, each having 3 chairs", "a box, each ...": not counted things
    verb = each + 1
    if _restates(words, verb, lead):
        verb += 1  # "each box": the counted thing named again
    skipped = set(range(lead, verb))
    said = _category(words, verb)
    if said in ("prep_with", "prep_price"):  # "each with 6 pens", "each for $2": the phrase, 'each' moved
        tail = _tail(words, verb + 1, "verb_possess" if said == "prep_with" else "verb_cost", lead, problem)
        return None if tail is None else _feed((), skipped, tail, add_each=True)
    if said not in PARTICIPLES or PARTICIPLE not in words[verb].tags:
        return None
    tail = _tail(words, verb + 1, said, lead, problem, capacity=bool(words[verb].attr("capacity")))
    if tail is None:
        return None
    return _feed(((verb, _as_phrase(said)),), skipped, tail, add_each=True)


def _participle_first(words: tuple[Word | None, ...], verb: int, problem: ProblemReadingState) -> Feed | None:
    """ "4 boxes[,] containing 6 pens each", "4 peppers, costing $2 each": 'each' already after the amount."""
    said = _category(words, verb)
    if said not in PARTICIPLES or words[verb] is None or PARTICIPLE not in words[verb].tags:
        return None
    comma = words[verb - 1] if verb >= 1 else None
    lead = verb - 1 if comma is not None and comma.attr("mark") == "comma" else verb
    if not _counted(words, lead):
        return None
    tail = _tail(
        words, verb + 1, said, lead, problem, capacity=bool(words[verb].attr("capacity")), each_after=True
    )
    if tail is None:
        return None
    return _feed(((verb, _as_phrase(said)),), set(range(lead, verb)), tail, add_each=False)


def _relative_each(words: tuple[Word | None, ...], each: int, problem: ProblemReadingState) -> Feed | None:
    """ "bought 4 peppers that each cost $2", ", which each cost $2": "for $2 each".

    A holding ("that each contain 8") is read by ADR 0094 already; only a price is read here.
    """
    pronoun = each - 1
    if not points_to_thing(words[pronoun]) or _category(words, each + 1) != "verb_cost":
        return None
    if [i for i, w in enumerate(words) if opens_relative(w)] != [pronoun]:
        return None  # another relative clause in the sentence: ADR 0115 reads all of them or none
    comma = words[pronoun - 1] if pronoun >= 1 else None
    lead = pronoun - 1 if comma is not None and comma.attr("mark") == "comma" else pronoun
    if not _counted(words, lead):
        return None
    tail = _tail(words, each + 2, "verb_cost", lead, problem)
    if tail is None:
        return None
    skipped = set(range(lead, pronoun)) | {each, each + 1}
    return _feed(((pronoun, COSTS_AS),), skipped, tail, add_each=True)


def _counted(words: tuple[Word | None, ...], lead: int) -> bool:
    """The phrase ending before ``lead`` counts things ("3 frames", "15 boxes of pens"), not a measure.

    "4 pounds of apples, each costing $2": each pound, or each apple? A unit of measure in the phrase
    leaves 'each' without one sure referent.
    """
    if one_thing(words, lead) is not False:
        return False
    i = lead - 1
    while i >= 0 and _category(words, i) in NOUN_WORDS | {"prep_of"}:
        w = words[i]
        if w is not None and w.attr("dimension"):
            return False
        i -= 1
    return True


def _last_each(words: tuple[Word | None, ...]) -> int:
    found = [i for i in range(len(words)) if _category(words, i) == "distributive"]
    return found[-1] if found else -1


def _restates(words: tuple[Word | None, ...], i: int, lead: int) -> bool:
    """ "each <the counted noun>" in its singular form ("4 boxes, each box ..."), not another noun."""
    if not 1 <= lead <= i < len(words):
        return False  # "contains 10 scoops each.": nothing after 'each'
    w, head = words[i], words[lead - 1]
    if w is None or head is None or w.category not in NOUN_WORDS:
        return False
    return w.text.casefold() == w.lemma.casefold() and w.lemma == head.lemma


def _as_phrase(said: str) -> str:
    return COSTS_AS if said == "verb_cost" else HOLDS_AS


def _feed(
    read_as: tuple[tuple[int, str], ...], skipped: set[int], tail: tuple[int, frozenset[int]], add_each: bool
) -> Feed:
    end, passed = tail
    return Feed(
        read_as=read_as,
        skipped=frozenset(skipped | passed),
        added_after=((end, EACH_AS),) if add_each else (),
    )


def _tail(
    words: tuple[Word | None, ...],
    amount: int,
    said: str,
    lead: int,
    problem: ProblemReadingState,
    capacity: bool = False,
    each_after: bool = False,
) -> tuple[int, frozenset[int]] | None:
    """Where the amount after the verb ends, and a payer pronoun to pass over; None when it does not fit.

    A price needs a buying clause; a holding verb the lexicon marks a capacity ("holding") is most often
    what a thing can hold, not what is in it. The amount (and a stated 'each') must end the sentence.
    """
    passed = frozenset[int]()
    if said == "verb_cost":
        if _category(words, amount) == "pronoun":
            if not _payer_is_subject(words, words[amount], problem):
                return None  # "each costing him $3": the buyer, or somebody else?
            amount, passed = amount + 1, frozenset({amount})
        if not is_price(words, amount):
            return None
        buying = clause_verb(words, lead)
        if buying is None or buying.category != "verb_buy":
            return None  # a seller's price, or a cost with no buying: not what the things moved for
        end = amount + (1 if is_money_unit(words, amount + 1) else 0)
    elif said == "verb_possess" and _category(words, amount) in AMOUNT_WORDS:
        if capacity:
            return None  # "each holding 20 apples": most often what it can hold, not what is in it
        found = amount_end(words, amount) if not each_after else _amount_before_each(words, amount)
        if found is None:
            return None
        end = found
    else:
        return None
    closing = end + 2 if each_after else end + 1
    if each_after and _category(words, end + 1) != "distributive":
        return None  # "4 boxes containing 6 pens": in all, or in each?
    if closing != len(words):
        return None  # "each containing 5 packages, with 250 sheets per package": more follows
    return end, passed


def _amount_before_each(words: tuple[Word | None, ...], start: int) -> int | None:
    """ "6 pens" before a closing 'each'."""
    i = start + 1
    while i < len(words) and _category(words, i) in AMOUNT_TAIL:
        i += 1
    return i - 1 if _category(words, i) == "distributive" else None


def _payer_is_subject(
    words: tuple[Word | None, ...], pronoun: Word | None, problem: ProblemReadingState
) -> bool:
    """ "Sally bought 3 frames, each costing her $3": 'her' can only be the buyer, the clause's subject.

    The subject is the sentence's first word, right before the buying verb: a name (known or new) or a
    pronoun of the same gender and number. Any other person of the story the pronoun could mean refuses.
    """
    subject = words[0]
    if pronoun is None or subject is None or _category(words, 1) != "verb_buy":
        return False
    if pronoun.attr("case") not in ("object", "object_or_possessive") or pronoun.attr("number") != "singular":
        return False
    people = [e for e in problem.entity_registry if e.kind == "person" and agrees(e, pronoun)]
    if subject.category == "pronoun":
        same = subject.attr("gender") == pronoun.attr("gender") and subject.attr("number") == "singular"
        return same and len(people) == 1
    key = subject.text.casefold()
    if any(e.key != key for e in people):
        return False
    known = [e for e in problem.entity_registry if e.key == key]
    if known:
        return agrees(known[0], pronoun)
    gender = subject.attr("gender") or subject.attr("name_gender")
    return subject.text[:1].isupper() and gender == pronoun.attr("gender")


__all__ = ["read_appositive_each"]
