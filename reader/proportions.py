""" "Ortiz can grade 150 tests in 6 hours. How many tests can he grade in 10 hours?" (ADR 0414).

A direct proportion told once: one doer does an amount in a base amount (of time, or of containers),
and the question asks what the same doer does with the same verb in another base amount, or how much
of the base the doer needs for another amount. When the doing goes at one pace, the amount scales with
the base: 150 tests in 6 hours is 25 tests an hour, 250 in 10 hours.

The sentence reader reads such a rate only with a verb the lexicon knows as an activity and with the
rate after the object; a verb that is also a noun ('grade', 'fit'), a rate told before its doer
("In 21 hours, a plant consumes 7 liters of fuel"), a container as the base ("198 passengers fit into
9 buses"), a time asked back ("How many hours does she have to work to earn $70?") or a time asked in
another unit ("in 15 minutes" after "in 2 hours") stop it. This reading takes only a story of exactly
two sentences, a statement and its question, each word of a fixed part:

- the statement: "<doer> <verb> <amount> (in|into|for) <base>", the doer a name (an optional title
  before it) or a thing ('a'/'the' and words with no number), the verb present ('grades'), 'can' with
  the bare verb, or 'is'/'are' with the '-ing' form; or fronted: "In <base>, <doer> <verb> <amount>";
  or the amount as the doer: "<count> <things> fit into <count> <containers>"; or
  "<doer> earns $<money> for [working] <base>". The amount is a count of one plural noun, a measure
  ("7 liters [of fuel]", "80 miles") or dollars; the base a count of time or of one plural noun;
- the question: "How many <things> | How much [<stuff>] | How far" then 'does'/'do'/'will'/'can', the
  same doer ('he'/'she' agreeing with a name, 'it' for a thing, or the doer's own words), the same
  verb ('go'/'travel' also for 'How far'), the same preposition, and one base amount; or, asked back,
  "How many <time units> does <doer> have to <work-verb> to <verb> <amount>?" or "How many <time
  units> will it take <doer> to <verb> <amount>?";
- the base asked is the base told, or a unit of time converted within seconds, minutes and hours, or
  within days and weeks (a day of hours is not fixed: a working day);
- the answer is exact: a count of things must be whole, money a whole number of cents, any other
  measure a finished decimal. Anything else (a second rate, a distractor amount, a negation, another
  doer, another verb, 'each', 'more', a third sentence) leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, Rate, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

PREPOSITIONS = frozenset({"in", "into", "for"})
SECONDS = {"second": Fraction(1), "minute": Fraction(60), "hour": Fraction(3600)}
DAYS = {"day": Fraction(1), "week": Fraction(7)}
QUESTION_AUX = frozenset({"does", "do", "will", "can"})
ROOM_VERBS = frozenset({"fit", "go"})  # "36 eggs fit into 3 cartons": the room of each container
MOVING = frozenset({"go", "travel"})
TITLES = frozenset({"mr.", "mrs.", "ms.", "miss", "dr."})
SUBJECT_PRONOUNS = {"he": "male", "she": "female", "it": "neuter"}
OBJECT_PRONOUNS = {"him": "male", "her": "female", "it": "neuter"}


@dataclass(frozen=True, slots=True)
class Amount:
    """A told amount: its value, what it counts ('paper', 'liter', 'dollar'), and how."""

    value: Fraction
    head: str  # the lemma of the noun or unit; 'dollar' for money
    kind: str  # "count", "measure", "money", "time"
    stuff: str  # "fuel" of "7 liters of fuel"; "" otherwise
    where: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Told:
    doer: tuple[str, ...]  # the doer's words, lowercased; () when the amount is the doer
    gender: str  # "male", "female", "neuter"
    verb: str
    amount: Amount
    prep: str
    base: Amount
    work: str  # 'work' of "for working 4 hours"; "" otherwise


def read_proportion(text: str, lexicon: Lexicon, one_thing: bool = False) -> Answer | None:
    """The asked amount of a direct proportion told once (the docstring's shape); None otherwise.

    ``one_thing`` also takes a count of one thing ("paints 1 fence in 3 hours"), which ADR 0449 writes
    for "a fence"; read_problem never passes it, so no reading before that one changes."""
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[0].terminator != "." or sentences[1].terminator != "?":
        return None
    first = or_none(plain_words, sentences[0], lexicon)
    second = or_none(plain_words, sentences[1], lexicon)
    if not first or not second:
        return None
    told = or_none(_statement, first, one_thing)
    if told is None:
        return None
    return or_none(_question, second, told, one_thing)


def _amount(words: tuple[Word, ...], at: int, si: int, one: bool = False) -> tuple[Amount, int]:
    """The amount at ``at`` and where the words after it start; Unread for anything else. ``one``
    also takes "1 fence": one whole thing (ADR 0449)."""
    word = words[at]
    if word.category == "number" and word.shape is not None and word.shape.primitive == "currency":
        if word.shape.unit != "dollar" or word.shape.value <= 0:
            raise Unread
        return Amount(Fraction(word.shape.value), "dollar", "money", "", (si, at)), at + 1
    value = plain_number(word)
    if value is None or value <= 0 or at + 1 >= len(words):
        raise Unread
    noun = words[at + 1]
    if noun.category == "unit_noun":
        dimension = noun.attr("dimension")
        if not dimension or dimension == "money":
            raise Unread
        kind = "time" if dimension == "time" else "measure"
        stuff = ""
        after = at + 2
        if kind == "measure" and after + 1 < len(words) and words[after].lemma.casefold() == "of":
            if words[after + 1].category != "noun":
                raise Unread
            stuff = words[after + 1].lemma.casefold()
            after += 2
        return Amount(value, noun.lemma.casefold(), kind, stuff, (si, at)), after
    one_thing = one and value == 1 and "NN" in noun.tags and noun.text.casefold() == noun.lemma.casefold()
    if noun.category not in ("noun", "person_noun") or ("NNS" not in noun.tags and not one_thing):
        raise Unread
    if value.denominator != 1 or (noun.text.casefold() == noun.lemma.casefold() and not one_thing):
        raise Unread  # not a plural, or a part of a thing
    return Amount(value, noun.lemma.casefold(), "count", "", (si, at)), at + 2


def _verb(words: tuple[Word, ...], at: int, plural: bool) -> tuple[str, int]:
    """The verb group at ``at``: a present verb, 'can' + verb, 'is'/'are' + '-ing'; (lemma, next)."""
    word = words[at]
    low = word.text.casefold()
    if low == "can" and at + 1 < len(words) and "VB" in words[at + 1].tags:
        return words[at + 1].lemma.casefold(), at + 2
    if low in ("is", "are") and at + 1 < len(words) and "VBG" in words[at + 1].tags:
        if (low == "are") != plural:
            raise Unread
        return words[at + 1].lemma.casefold(), at + 2
    if ("VBP" in word.tags or "VB" in word.tags) if plural else "VBZ" in word.tags:
        if word.category in ("auxiliary", "copula", "verb_possess") or low.endswith("n't"):
            raise Unread
        if plural and word.text.casefold() != word.lemma.casefold():
            raise Unread
        return word.lemma.casefold(), at + 1
    raise Unread


def _doer(words: tuple[Word, ...], at: int, end: int) -> tuple[tuple[str, ...], str]:
    """The doer's words from ``at`` to ``end``: a name (a title before it) or 'a'/'the' and a thing."""
    part = words[at:end]
    if not part:
        raise Unread
    texts = tuple(w.text.casefold() for w in part)
    if part[-1].category == "name" or (part[-1].text[:1].isupper() and bool(part[-1].attr("name_gender"))):
        if len(part) > 2 or (len(part) == 2 and texts[0] not in TITLES):
            raise Unread
        gender = part[-1].attr("name_gender") or part[-1].attr("gender")
        if len(part) == 2:  # "Ms. Rivera": the title tells whom 'she' is
            gender = part[0].attr("gender") if gender in ("", "any") else gender
        if gender not in ("male", "female"):
            if len(part) == 2 or part[-1].sense is not None:
                raise Unread
            gender = "any"  # a name the pack does not know: 'he' or 'she' alone can mean it (ADR 0424)
        return texts, gender
    if texts[0] not in ("a", "an", "the") or len(part) < 2 or len(part) > 4:
        raise Unread
    for word in part[1:]:
        if word.category in ("number", "number_word", "name", "pronoun", "person_noun", "auxiliary"):
            raise Unread
        if "NNS" in word.tags and word.text.casefold() != word.lemma.casefold() and "NN" not in word.tags:
            raise Unread  # a group of doers: how many of them?
    return texts, "neuter"


def _statement(words: tuple[Word, ...], one_thing: bool = False) -> Told:
    texts = [w.text.casefold() for w in words]
    if sum(1 for w in words if w.category in ("number", "number_word")) != 2:
        raise Unread
    if texts[0] == "in":  # "In 21 hours, a plant consumes 7 liters of fuel"
        base, at = _amount(words, 1, 0)
        if at >= len(words) or texts[at] != ",":
            raise Unread
        verb_at = next((i for i in range(at + 1, len(words)) if _is_verb_start(words, i, False)), None)
        if verb_at is None:
            raise Unread
        doer, gender = _doer(words, at + 1, verb_at)
        verb, at = _verb(words, verb_at, False)
        amount, at = _amount(words, at, 0)
        if at != len(words):
            raise Unread
        return _checked(Told(doer, gender, verb, amount, "in", base, ""))
    if words[0].category in ("number", "number_word"):  # "198 passengers fit into 9 buses"
        amount, at = _amount(words, 0, 0)
        if amount.kind != "count":
            raise Unread
        verb, at = _verb(words, at, True)
        if verb not in ROOM_VERBS:
            raise Unread  # "198 passengers ride in 9 buses": told once, not a room each bus has
        doer: tuple[str, ...] = ()
        gender = "neuter"
    else:
        verb_at = next((i for i in range(len(words)) if _is_verb_start(words, i, False)), None)
        if verb_at is None:
            raise Unread
        doer, gender = _doer(words, 0, verb_at)
        verb, at = _verb(words, verb_at, False)
        amount, at = _amount(words, at, 0, one_thing)
    if at >= len(words) or texts[at] not in PREPOSITIONS:
        raise Unread
    prep = texts[at]
    at += 1
    work = ""
    if (
        prep == "for"
        and at < len(words)
        and "VBG" in words[at].tags
        and words[at].category == "verb_activity"
    ):
        work = words[at].lemma.casefold()
        at += 1
    base, at = _amount(words, at, 0)
    if at != len(words):
        raise Unread
    return _checked(Told(doer, gender, verb, amount, prep, base, work))


def _is_verb_start(words: tuple[Word, ...], at: int, plural: bool) -> bool:
    if at == 0 or words[at].category in ("number", "number_word", "name", "article", "person_noun"):
        return False
    try:
        _verb(words, at, plural)
    except Unread:
        return False
    return at + 1 < len(words) and (
        words[at + 1].category in ("number", "number_word")
        or (at + 2 < len(words) and words[at + 2].category in ("number", "number_word"))
    )


def _checked(told: Told) -> Told:
    """The base is time or a count of other things; 'for' and 'working' only with time."""
    base, amount = told.base, told.amount
    if base.kind not in ("time", "count") or base.stuff:
        raise Unread
    if amount.kind == "time" or (base.kind == "count" and base.head == amount.head):
        raise Unread
    if told.prep == "for" and base.kind != "time":
        raise Unread
    if told.work and amount.kind != "money":
        raise Unread
    return told


def _factor(told: Amount, asked_head: str) -> Fraction:
    """How many told base units one asked unit is: 1 for the same noun; time converted."""
    if asked_head == told.head:
        return Fraction(1)
    if told.kind != "time":
        raise Unread
    for table in (SECONDS, DAYS):
        if asked_head in table and told.head in table:
            return table[asked_head] / table[told.head]
    raise Unread


def _same_doer(words: tuple[Word, ...], at: int, told: Told, objective: bool = False) -> int:
    """Past the question's doer at ``at``: a pronoun agreeing with the told doer, or its own words."""
    low = words[at].text.casefold()
    pronouns = OBJECT_PRONOUNS if objective else SUBJECT_PRONOUNS
    if low in pronouns:
        if told.gender != pronouns[low] and not (told.gender == "any" and low != "it"):
            raise Unread
        return at + 1
    said = tuple(w.text.casefold() for w in words[at : at + len(told.doer)])
    articles = ("a", "an", "the")
    if not told.doer or said[1:] != told.doer[1:]:
        raise Unread
    if said[0] == told.doer[0] or (said[0] == "the" and told.doer[0] in articles):
        return at + len(told.doer)
    raise Unread


def _question(words: tuple[Word, ...], told: Told, one_thing: bool = False) -> Answer:
    texts = [w.text.casefold() for w in words]
    if sum(1 for w in words if w.category in ("number", "number_word")) != 1 or texts[0] != "how":
        raise Unread
    if len(texts) < 4:
        raise Unread
    if texts[1] == "many" and told.base.kind == "time" and words[2].attr("dimension") == "time":
        return _asked_back(words, texts, told, _asked_head(words, 2), one_thing)
    at = 2
    if texts[1] == "far":
        if told.amount.kind != "measure" or not _is_length(told.amount):
            raise Unread
    elif texts[1] == "much":
        if told.amount.kind not in ("measure", "money"):
            raise Unread
        if texts[2] == (told.amount.stuff or ("money" if told.amount.kind == "money" else "")):
            at = 3  # "How much fuel", "How much money"
    elif texts[1] == "many":
        asked = _asked_head(words, 2)
        if told.amount.kind != "count" or asked != told.amount.head:
            if not (told.amount.kind == "measure" and asked == told.amount.head):
                raise Unread
            at = 3
            if told.amount.stuff:
                if texts[3:5] != ["of", told.amount.stuff]:
                    raise Unread
                at = 5
        else:
            at = 3
    else:
        raise Unread
    if told.doer:
        if texts[at] not in QUESTION_AUX:
            raise Unread
        at = _same_doer(words, at + 1, told)
    elif texts[at] in ("can", "will"):
        at += 1
    verb = words[at]
    lemma = verb.lemma.casefold()
    plain = "VB" in verb.tags or (not told.doer and "VBP" in verb.tags)
    if not plain or not (lemma == told.verb or (texts[1] == "far" and lemma in MOVING)):
        raise Unread
    if told.doer and verb.text.casefold() != lemma:
        raise Unread  # "does she grades"
    at += 1
    if at >= len(texts) or texts[at] not in PREPOSITIONS or not _same_prep(texts[at], told):
        raise Unread
    at += 1
    if told.work and at < len(words) and words[at].lemma.casefold() == told.work and "VBG" in words[at].tags:
        at += 1
    asked_base, at = _amount(words, at, 1)
    if at != len(words) or asked_base.kind != told.base.kind:
        raise Unread
    factor = _factor(told.base, asked_base.head)
    value = told.amount.value * asked_base.value * factor / told.base.value
    return _answer(told, value, told.amount, asked_base, f"{fmt(asked_base.value)} {asked_base.head}")


def _asked_back(
    words: tuple[Word, ...], texts: list[str], told: Told, head: str, one_thing: bool = False
) -> Answer:
    """ "How many hours does she have to work to earn $70?": the base for another amount."""
    at = 3
    if not told.doer:
        raise Unread
    if texts[at] in ("does", "do", "will") and texts[at + 1 : at + 2] != ["it"]:
        at = _same_doer(words, at + 1, told)
        if texts[at : at + 2] != ["have", "to"] and texts[at : at + 2] != ["need", "to"]:
            raise Unread
        at += 2
        said = words[at].lemma.casefold()
        if "VB" not in words[at].tags:
            raise Unread
        at += 1
        if said != told.verb:  # "have to work to earn $70": the work the money is for
            if said != (told.work or "work") or told.amount.kind != "money" or texts[at] != "to":
                raise Unread
            if words[at + 1].lemma.casefold() != told.verb or "VB" not in words[at + 1].tags:
                raise Unread
            at += 2
    elif texts[at] in ("does", "will") and texts[at + 1] == "it" and words[at + 2].lemma.casefold() == "take":
        at = _same_doer(words, at + 3, told, objective=True)
        if texts[at] != "to" or words[at + 1].lemma.casefold() != told.verb or "VB" not in words[at + 1].tags:
            raise Unread
        at += 2
    else:
        raise Unread
    asked, at = _amount(words, at, 1, one_thing)
    if at != len(words) or asked.kind != told.amount.kind or asked.head != told.amount.head:
        raise Unread
    if asked.stuff != told.amount.stuff:
        raise Unread
    factor = _factor(told.base, head)  # one asked unit in told base units
    value = told.base.value * asked.value / told.amount.value / factor
    base = Amount(told.base.value, head, "time", "", told.base.where)
    return _answer(told, value, base, asked, f"{fmt(asked.value)} {asked.head}")


def _asked_head(words: tuple[Word, ...], at: int) -> str:
    word = words[at]
    if word.category not in ("noun", "person_noun", "unit_noun") or "NNS" not in word.tags:
        return ""
    return word.lemma.casefold()


def _is_length(amount: Amount) -> bool:
    return amount.head in {"mile", "kilometer", "meter", "foot", "yard", "inch", "centimeter"}


def _same_prep(asked: str, told: Told) -> bool:
    if asked == told.prep or {asked, told.prep} == {"in", "into"}:
        return True
    return told.base.kind == "time" and {asked, told.prep} == {"in", "for"}


def exact_amount(value: Fraction, of: Amount) -> bool:
    """A count whole, money whole cents, a measure a finished decimal."""
    if of.kind == "count":
        return value.denominator == 1
    if of.kind == "money":
        return (value * 100).denominator == 1
    return finite_decimal(value)


def _answer(told: Told, value: Fraction, asked_of: Amount, given: Amount, given_text: str) -> Answer:
    if value <= 0 or not exact_amount(value, asked_of):
        raise Unread
    holder = " ".join(told.doer) or told.amount.head
    head = asked_of.head
    rate_value = told.amount.value / told.base.value
    key = head if asked_of.kind == "count" else f"measure:{head}"
    per = told.base.head
    rate = Rate(holder, told.amount.head, per, per, rate_value, Fraction(1), 0, told.amount.where[1], "")
    event = Event(holder, key, "hold", 1, value, "", (1, 0), 1, given.where[1], given_text)
    dimension = "" if asked_of.kind == "count" else asked_of.kind
    question = QuestionTarget("total", (holder,), Unit(head, (), dimension), 1, 0)
    entity = EntityRef(holder, holder, told.gender, "singular", "thing", 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, head, dimension, asked_of.kind == "count"),),
        (event,),
        question,
        (key,),
        Fraction(1),
        head,
        (told.amount.where, told.base.where, given.where),
        rates=(rate,),
    )
    steps = (
        f"{fmt(told.amount.value)} {told.amount.head} per {fmt(told.base.value)} {told.base.head}: "
        f"one pace, so the amounts scale together",
        f"{given_text} -> {fmt(value)} {head}",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, head, graph, steps, trace)


__all__ = ["read_proportion"]
