"""A dummy 'it' before 'takes' or 'costs' and an infinitive: a time or a price per one doing.

"It takes Dawn 2 hours to paint 1 picture", "It costs $3 to wash a car":
'it' stands for no entity; the sentence states an amount of time (with
'take') or money (with 'cost') per counted thing the infinitive's verb
acts on. It is read as a rate of that holder (the named person, or the
scene when no one is named) per the counted noun, marked with the
infinitive's verb. The matching question "How many hours will it take
her to paint 5 pictures?", "How much does it cost to wash 4 cars?"
scales that one rate by the supplied count.

Only whole sentences of exactly these shapes are read, and only where
the ordinary reading found nothing 'it' could mean (a thing named
earlier keeps its own reading). Anything else in the sentence (a second
duration, a negation, a distractor number, an activity with no counted
object, "for Tom", "every day") keeps the ordinary refusal. A question
must name the same verb, counted noun and holder as exactly one such
rate (ADR 0079).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef, Holding, QuantityRef, QuestionTarget, Unit, VerbRef

VERBS = ("take", "cost")
OBJECT_HEADS = frozenset({"noun"})
COUNT_ARTICLES = frozenset({"a", "an"})
NOT_ACTIONS = frozenset({"copula", "auxiliary", "verb_possess"})


@dataclass(frozen=True, slots=True)
class _Doing:
    """What one 'to VERB COUNT NOUN' phrase says: the verb, how many, and of what."""

    verb: VerbRef
    count: QuantityRef
    per: Unit


@dataclass(frozen=True, slots=True)
class _Cursor:
    words: tuple[Word | None, ...]
    at: int = 0

    def peek(self, ahead: int = 0) -> Word | None:
        i = self.at + ahead
        return self.words[i] if i < len(self.words) else None

    def category(self, ahead: int = 0) -> str:
        word = self.peek(ahead)
        return word.category if word is not None else ""

    def text(self, ahead: int = 0) -> str:
        word = self.peek(ahead)
        return word.text.casefold() if word is not None else ""


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word | None, ...]:
    words = list(sentence_words(sentence, lexicon))
    while words and words[-1] is not None and words[-1].category == "punctuation":
        words.pop()
    return tuple(words)


def _number(word: Word | None) -> Fraction | None:
    if word is None:
        return None
    if word.category == "number" and word.shape is not None and not word.shape.unit:
        return word.shape.value
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    return None


def _verb(c: _Cursor) -> tuple[str, int] | None:
    """'takes', 'took', 'will take', 'costs', 'cost', 'will cost': the lemma and where the verb ends."""
    first = c.peek()
    if first is None:
        return None
    step = 0
    if first.category == "auxiliary" and first.lemma == "will":
        step = 1
    word = c.peek(step)
    if word is None or word.category not in ("verb_take", "verb_cost") or word.lemma not in VERBS:
        return None
    if step and "VB" not in word.tags:
        return None
    return word.lemma, c.at + step + 1


def _amount(c: _Cursor, lemma: str, sentence_index: int) -> tuple[QuantityRef, int] | None:
    """'2 hours', 'two minutes', '$5', '5 dollars' (cost); with 'take' also '4 apples', '3 cups'."""
    first = c.peek()
    if first is None:
        return None
    if lemma == "cost" and first.category == "number" and first.shape is not None:
        if first.shape.unit == "dollar":
            unit = Unit("dollar", (), "money", Fraction(1))
            return QuantityRef(
                first.shape.value, first.index, first.text, unit, sentence_index, (first.index,)
            ), 1
    value = _number(first)
    noun = c.peek(1)
    if value is None or noun is None:
        return None
    dimension = noun.attr("dimension") if noun.category == "unit_noun" else ""
    if noun.category == "unit_noun" and (dimension == "money") == (lemma == "cost"):
        unit = Unit(noun.lemma.casefold(), (), dimension, Fraction(noun.attr("factor", "1")))
    elif noun.category in OBJECT_HEADS and lemma == "take" and value.denominator == 1:
        unit = Unit(noun.lemma.casefold())  # "It takes 4 apples to make 1 pie": things used per thing made
    else:
        return None
    return QuantityRef(value, first.index, first.text, unit, sentence_index, (first.index,)), 2


def _doing(c: _Cursor, sentence_index: int, need_number: bool) -> _Doing | None:
    """'to paint 1 picture', 'to wash a red car', 'to bake 2 trays of muffins', and nothing after."""
    if c.text() != "to":
        return None
    verb_word = c.peek(1)
    if verb_word is None or "VB" not in verb_word.tags or verb_word.category in NOT_ACTIONS:
        return None
    count_word = c.peek(2)
    value = _number(count_word)
    if count_word is None:
        return None
    if value is None and not need_number and count_word.text.casefold() in COUNT_ARTICLES:
        value = Fraction(1)
    if value is None or value <= 0 or value.denominator != 1:
        return None
    i = 3
    modifiers: list[str] = []
    while c.category(i) == "adjective":
        modifiers.append(c.text(i))
        i += 1
    head = c.peek(i)
    if head is None or head.category not in OBJECT_HEADS:
        return None
    i += 1
    if c.text(i) == "of":
        of = c.peek(i + 1)
        if of is None or of.category not in OBJECT_HEADS:
            return None
        modifiers.append("of:" + of.lemma.casefold())
        i += 2
    if c.at + i != len(c.words):
        return None
    verb = VerbRef(verb_word.lemma, verb_word.category, verb_word.index, verb_word.text, verb_word.tags)
    numbers = (count_word.index,) if count_word.category != "article" else ()
    count = QuantityRef(value, count_word.index, count_word.text, None, sentence_index, numbers)
    per = Unit(head.lemma.casefold(), tuple(sorted(set(modifiers))))
    return _Doing(verb, count, per)


def _named_person(word: Word | None, sentence_index: int) -> EntityRef | None:
    """A capitalised name in object position ("It takes Dawn ..."): the one doing the activity."""
    if word is None or not word.text[:1].isupper() or not word.text.isalpha():
        return None
    if word.category != "name" and not word.attr("name_gender"):
        return None
    gender = word.attr("name_gender") or "any"
    return EntityRef(
        word.text.casefold(), word.text.capitalize(), gender, "singular", "person", sentence_index
    )


def _doer(c: _Cursor, p: ProblemReadingState, sentence_index: int) -> tuple[EntityRef | None, int] | None:
    """Who does it: a name, an object pronoun for the one person read so far, or no one (0 words)."""
    word = c.peek()
    named = _named_person(word, sentence_index)
    if named is not None:
        return named, 1
    if (
        word is not None
        and word.category == "pronoun"
        and word.attr("case") in ("object", "object_or_possessive")
    ):
        gender = word.attr("gender")
        people = [e for e in p.entity_registry if e.kind == "person" and e.number == "singular"]
        if word.attr("number") != "singular" or len(people) != 1:
            return None
        if people[0].gender not in (gender, "any"):
            return None
        return people[0], 1
    return None, 0


def _rate_statement(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[Holding, EntityRef | None] | None:
    c = _Cursor(words)
    if c.text() != "it":
        return None
    verb = _verb(replace(c, at=1))
    if verb is None:
        return None
    lemma, at = verb
    doer = _doer(replace(c, at=at), p, si)
    if doer is None:
        return None
    person, used = doer
    amount = _amount(replace(c, at=at + used), lemma, si)
    if amount is None:
        return None
    quantity, length = amount
    doing = _doing(replace(c, at=at + used + length), si, need_number=False)
    if doing is None:
        return None
    rate = replace(
        quantity,
        value=quantity.value / doing.count.value,  # type: ignore[operator]
        per=doing.per,
        number_tokens=quantity.number_tokens + doing.count.number_tokens,
    )
    holder = person.key if person is not None else "there"
    return Holding(holder, rate, (si, 0), verb=doing.verb), person


def _rate_question(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget] | None:
    """ "How many minutes will it take (her) to bake 4 cakes?", "How much (money) does it cost to wash 3 cars?"."""
    c = _Cursor(words)
    if c.text() != "how":
        return None
    asked = _asked(c)
    if asked is None:
        return None
    unit, at, lemma = asked
    aux = c.peek(at)
    if aux is None or aux.category != "auxiliary" or aux.lemma not in ("will", "does", "do", "would"):
        return None
    if c.text(at + 1) != "it":
        return None
    verb = c.peek(at + 2)
    if (
        verb is None
        or verb.lemma != lemma
        or verb.category not in ("verb_take", "verb_cost")
        or "VB" not in verb.tags
    ):
        return None
    doer = _doer(replace(c, at=at + 3), p, si)
    if doer is None:
        return None
    person, used = doer
    doing = _doing(replace(c, at=at + 3 + used), si, need_number=True)
    if doing is None:
        return None
    holder = person.key if person is not None else "there"
    rate = _one_matching_rate(p, holder, doing)
    held = p.accumulated_initial_state
    if rate is None and lemma == "take":
        from reader.time_to_do import time_per_thing

        inverted = time_per_thing(p, holder, doing.verb, doing.per)  # "types 30 words a minute" (ADR 0106)
        if inverted is not None:
            rate, held = inverted
    if rate is None or not _answers(rate, unit, lemma):
        return None
    if unit is not None and unit.head == "long":
        unit = rate.quantity.unit  # "How long": in the unit the rate was stated in
    given = replace(doing.count, unit=doing.per)
    return held, QuestionTarget(
        "scaled",
        (),
        unit,
        si,
        0,
        verb_category=doing.verb.category,
        asks="amount" if lemma == "cost" else "count",
        given=given,
        verb_lemma=doing.verb.lemma,
    )


def _asked(c: _Cursor) -> tuple[Unit | None, int, str] | None:
    """ "How many minutes", "How long" (take); "How many apples" (take); "How much (money)" (cost).

    Returns the asked unit (None for money; head 'long' for a duration in the rate's own unit),
    where the auxiliary stands, and the verb the question must use.
    """
    if c.text() != "how":
        return None
    if c.text(1) == "long":
        return Unit("long"), 2, "take"
    if c.text(1) == "much":
        return (None, 3, "cost") if c.text(2) == "money" else (None, 2, "cost")
    noun = c.peek(2)
    if c.text(1) != "many" or noun is None:
        return None
    if noun.category == "unit_noun" and noun.attr("dimension") != "money":
        return (
            Unit(noun.lemma.casefold(), (), noun.attr("dimension"), Fraction(noun.attr("factor", "1"))),
            3,
            "take",
        )
    if noun.category in OBJECT_HEADS:
        return Unit(noun.lemma.casefold()), 3, "take"
    return None


def _answers(rate: Holding, unit: Unit | None, lemma: str) -> bool:
    """The rate's amount is what the question asks: money for 'cost', the asked duration or thing for 'take'."""
    stated = rate.quantity.unit
    if stated is None:
        return False
    if lemma == "cost":
        return stated.dimension == "money"
    if unit is None or stated.dimension == "money":
        return False
    if unit.head == "long":
        return stated.dimension == "time"
    if unit.dimension or stated.dimension:
        return unit.dimension == stated.dimension
    return unit == stated


def _one_matching_rate(p: ProblemReadingState, holder: str, doing: _Doing) -> Holding | None:
    """Exactly one rate per the asked noun, and it was stated with the same verb, holder and noun."""
    rates = [
        h
        for h in p.accumulated_initial_state
        if h.quantity.per is not None and h.quantity.per.head == doing.per.head
    ]
    if len(rates) != 1:
        return None
    rate = rates[0]
    same = (
        rate.entity == holder
        and rate.verb is not None
        and rate.verb.lemma == doing.verb.lemma
        and rate.verb.token_index > rate.quantity.token_index  # an infinitive after its amount: this rule's
    )
    return rate if same and rate.quantity.per == doing.per else None


def _no_antecedent(problem: ProblemReadingState) -> bool:
    """No one thing read so far that 'it' could stand for."""
    return not any(e.kind == "thing" and e.number == "singular" for e in problem.entity_registry)


def read_dummy_it(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, refusal: ReaderRefusal
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a dummy-'it' rate or question; the ordinary refusal when it is neither."""
    unresolved = refusal.reason == "unresolved_pronoun" and refusal.token_text.casefold() == "it"
    if not unresolved and not (sentence.is_question and _no_antecedent(problem)):
        return refusal  # "How long will it take ...": refused at 'long', before 'it' was reached
    words = _words(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    si = problem.sentence_index
    done = replace(
        problem, sentence_index=si + 1, source_text_offset=max(problem.source_text_offset, sentence.end)
    )
    if sentence.is_question:
        asked = _rate_question(words, problem, si)
        if asked is None or problem.unknown_target_slot is not None:
            return refusal
        held, target = asked
        return replace(done, unknown_target_slot=target, accumulated_initial_state=held)
    read = _rate_statement(words, problem, si)
    if read is None:
        return refusal
    holding, person = read
    registry = problem.entity_registry
    if person is not None and all(e.key != person.key for e in registry):
        registry = registry + (person,)
    return replace(
        done,
        entity_registry=registry,
        accumulated_initial_state=problem.accumulated_initial_state + (holding,),
    )
