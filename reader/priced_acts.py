"""Acts counted with 'N times' and a cost for each: "rode the carousel 7 times ... each ride cost 5 tickets" (ADR 0210).

"Billy rode the carousel 7 times and the bumper cars 3 times" counts acts of riding: 'times' after a
count says how often the act was done, and no amount is held, given or gained, so the
sentence-by-sentence reading refuses it. A cost said for each act ("each ride cost 5 tickets") then
prices every one of them alike, and the tickets used are the count of acts times that cost. This
reading is tried after the first refusal, only for a problem made of nothing but:

- acts: "[At the <nouns>[,]] <person> <activity verb, past> [the|a|his|her <nouns>] N times [(, | and |
  , and) [<same verb>] [the <nouns>] N times]..." (later sentences: 'he'/'she' for that person);
- a cost: "[If] each <act noun> cost(s) M <unit>" where the act noun is the verb's own noun ('ride'
  for 'rode'): it names every act told, so it covers them all; any other noun ("each carousel ride",
  "each ticket") may price only some of them, or something else, and is not read;
- the question: "how many <unit> did <person> <spend/use verb> [in all | in total | total |
  altogether]" with the unit of the cost, or "how much [money] did <person> <pay verb>" for a cost in
  money.

One person, one verb, whole counts of acts, one cost, every number used. Any other word (a negation,
a second doer, a count of something held, a period, a cost per another noun) or a unit asked that is
not the cost's leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, past_joiner, plain_words

DOERS = frozenset({"verb_activity"})  # verbs of an activity done again and again: ride, swim, play
OBJECT_OPENERS = frozenset({"article"})
OBJECT_WORDS = frozenset({"noun", "adjective", "verb_activity"})  # "the bumper cars", "his bike"
SETTING_PREPS = frozenset({"at", "in"})  # "At the town carnival": where, never when
SPEND_ATTR = "spends"  # a verb of giving up what one has for what one does (use, spend)
MONEY = "money"
POSSESSIVE = frozenset({"possessive", "object_or_possessive"})  # "his bike", "her bike"


@dataclass(frozen=True, slots=True)
class Acts:
    """One count of acts: how many, the words that told it, where the number stands."""

    count: Fraction
    sentence_index: int
    token_index: int
    text: str


@dataclass
class _Story:
    doer: Word | None = None
    verb: str = ""
    objects: list[str] = field(default_factory=list)
    acts: list[Acts] = field(default_factory=list)
    cost: tuple[Fraction, str, bool, int, int] | None = None  # value, unit, is money, sentence, token


def read_priced_acts(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem counts one person's acts and prices each; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if not any(w is not None and w.text.casefold() == "times" for w in _raw(sentences, lexicon)):
        return None  # no count of acts: not this reading's problem
    story = _Story()
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            return None
        words = plain_words(sentence, lexicon)
        if words and words[0].category == "distributive":
            if _cost(words, 0, si, story, lexicon) != len(words):
                raise Unread  # "2 tickets and 1 dollar", "2 tickets each": more than one cost said
        else:
            _statement(words, si, story, si == 0)
    words = plain_words(sentences[-1], lexicon)
    at = 0
    if words and words[0].category == "subordinator" and words[0].lemma.casefold() == "if":
        at = _cost(words, 1, len(sentences) - 1, story, lexicon)
        if at >= len(words) or words[at].attr("mark") != "comma":
            raise Unread
        at += 1
    money = _question(words, at, story)
    return _solve(story, money, (len(sentences) - 1, words[at].index))


def _raw(sentences: tuple, lexicon: Lexicon) -> list[Word | None]:
    from reader.lifecycle import sentence_words

    return [w for s in sentences for w in sentence_words(s, lexicon)]


def _setting(words: tuple[Word, ...]) -> int:
    """ "At the town carnival[,]": a place with no number; where the person stands."""
    if len(words) < 3 or words[0].lemma.casefold() not in SETTING_PREPS or words[1].category != "article":
        return 0
    at = 2
    while at < len(words) and words[at].category in ("noun", "adjective") and not _person(words[at]):
        at += 1
    if at == 2 or at >= len(words):
        raise Unread
    if words[at].attr("mark") == "comma":
        at += 1
    return at


def _person(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _statement(words: tuple[Word, ...], si: int, story: _Story, first: bool) -> None:
    """ "<person> rode the carousel 7 times and the slide 3 times"."""
    at = _setting(words) if first else 0
    if at >= len(words):
        raise Unread
    story.doer = one_person(words[at], story.doer)
    at += 1
    if at >= len(words) or words[at].category not in DOERS or "VBD" not in words[at].tags:
        raise Unread
    lemma = words[at].lemma.casefold()
    if story.verb and story.verb != lemma:
        raise Unread  # two activities: what does 'each' price?
    story.verb = lemma
    start = at
    at = _acts(words, at + 1, si, story, start)
    while at < len(words):
        at = past_joiner(words, at)
        start = at
        if at < len(words) and words[at].category in DOERS:
            if words[at].lemma.casefold() != lemma or "VBD" not in words[at].tags:
                raise Unread
            at += 1
        at = _acts(words, at, si, story, start)


def _acts(words: tuple[Word, ...], at: int, si: int, story: _Story, start: int) -> int:
    """ "the bumper cars 3 times": what was ridden (if said), the count, 'times'; where it ends."""
    named = []
    if at < len(words) and (
        words[at].category in OBJECT_OPENERS
        or (words[at].category == "pronoun" and words[at].attr("case") in POSSESSIVE)
    ):
        at += 1
        while at < len(words) and words[at].category in OBJECT_WORDS:
            named.append(words[at].lemma.casefold())
            at += 1
        if not named:
            raise Unread
    if at + 1 >= len(words):
        raise Unread
    count = whole_count(words[at])
    if words[at + 1].text.casefold() != ("time" if count == 1 else "times"):
        raise Unread  # "7 tickets", "1 times"
    thing = " ".join(named)
    if thing in story.objects:
        raise Unread  # the same thing told twice: the same rides, or more?
    story.objects.append(thing)
    text = " ".join(w.text for w in words[start : at + 2])
    story.acts.append(Acts(count, si, words[at].index, text))
    return at + 2


def _cost(words: tuple[Word, ...], at: int, si: int, story: _Story, lexicon: Lexicon) -> int:
    """ "each ride cost 5 tickets", "each ride costs $2": the cost of one act; where it ends."""
    if story.cost is not None or not story.verb or at + 3 >= len(words):
        raise Unread
    each, act, verb = words[at], words[at + 1], words[at + 2]
    if each.category != "distributive" or each.lemma.casefold() != "each":
        raise Unread
    if act.lemma.casefold() != story.verb or "NN" not in act.tags:
        raise Unread  # "each carousel ride", "each ticket": not the one act told
    if verb.category != "verb_cost":
        raise Unread
    amount = words[at + 3]
    at += 4
    shape = amount.shape
    if amount.category != "number" or shape is None or shape.value <= 0:
        raise Unread
    if shape.primitive == "currency" and shape.unit:
        unit, money = shape.unit, True
    elif shape.primitive in ("integer", "decimal") and at < len(words):
        noun = words[at]
        at += 1
        if noun.category not in ("noun", "unit_noun"):
            raise Unread
        unit = noun.lemma.casefold()
        if ("NN" if shape.value == 1 else "NNS") not in noun.tags:
            raise Unread  # "5 ticket", "1 tickets"
        money = noun.category == "unit_noun" and noun.attr("dimension") == MONEY
        if noun.category == "unit_noun" and not money:
            raise Unread  # "cost 5 minutes": a time is no price
    else:
        raise Unread
    story.cost = (Fraction(shape.value), unit, money, si, amount.index)
    return at


def _question(words: tuple[Word, ...], at: int, story: _Story) -> bool:
    """ "how many tickets did he use", "how much money did she spend in all"; True for money asked."""
    rest = words[at:]
    if story.cost is None or len(rest) < 5 or rest[0].category != "question_word":
        raise Unread
    kind = rest[1].attr("kind") if rest[1].category == "question_quantity" else ""
    i = 2
    if kind == "count":
        if rest[i].category not in ("noun", "unit_noun") or "NNS" not in rest[i].tags:
            raise Unread
        if rest[i].lemma.casefold() != story.cost[1]:
            raise Unread  # a unit the cost is not told in
        money = False
        i += 1
    elif rest[1].category == "question_quantity" and rest[1].lemma.casefold() == "much":
        if not story.cost[2]:
            raise Unread  # "how much" of tickets
        money = True
        if i < len(rest) and rest[i].category == "money_noun":
            i += 1
    else:
        raise Unread
    if i + 2 >= len(rest) or rest[i].category != "auxiliary" or rest[i].text.casefold() != "did":
        raise Unread
    story.doer = one_person(rest[i + 1], story.doer)
    verb = rest[i + 2]
    spends = verb.category == "verb_pay" or verb.attr(SPEND_ATTR) == "yes"
    if not spends or "VB" not in verb.tags:
        raise Unread
    i += 3
    if i < len(rest) and rest[i].category == "aggregate_marker" and rest[i].lemma.casefold() != "together":
        i += 1
    elif i + 1 < len(rest) and rest[i].lemma.casefold() == "in":
        last = rest[i + 1]
        if not (
            (last.category == "determiner" and last.lemma.casefold() == "all")
            or (last.category == "aggregate_marker" and last.lemma.casefold() == "total")
        ):
            raise Unread
        i += 2
    if i != len(rest):
        raise Unread
    return money


def _solve(story: _Story, money: bool, where: tuple[int, int]) -> Answer | None:
    if story.doer is None or not story.acts or story.cost is None:
        return None
    price, unit, _, csi, cti = story.cost
    acts = sum((a.count for a in story.acts), Fraction(0))
    value = acts * price
    steps = [f"{story.doer.text} {a.text}" for a in story.acts]
    steps.append(f"{' + '.join(fmt(a.count) for a in story.acts)} = {fmt(acts)} acts of {story.verb}")
    steps.append(f"{fmt(acts)} x {fmt(price)} {unit} each = {fmt(value)} {unit}")
    changes = DoerChanges(
        f"{unit}+{story.verb}", f"{unit} (spent on each {story.verb})", unit, "verb_pay", story.verb, sign=-1
    )
    tallies = tuple(Tally(a.count * price, a.sentence_index, a.token_index, a.text) for a in story.acts)
    return doer_answer(story.doer, changes, tallies, where, (value, tuple(steps)), ((csi, cti),))


__all__ = ["Answer", "read_priced_acts"]
