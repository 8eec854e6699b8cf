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
earlier keeps its own reading). A list of such rates sharing the opening
("... to groom a dog and 30 minutes to groom a cat", ADR 0309) is read part
by part. Anything else in the sentence (a second duration of another shape,
a negation, a distractor number, an activity with no counted object, "for
Tom", "every day") keeps the ordinary refusal. A question
must name the same verb, counted noun and holder as exactly one such
rate (ADR 0079).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import converts_by_clock, finite_decimal, names_same_things
from reader.lifecycle import sentence_words
from reader.place_groups import counted_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState, evolve
from reader.tokenise import Sentence
from reader.values import EntityRef, Holding, Operation, QuantityRef, QuestionTarget, Unit, VerbRef

VERBS = ("take", "cost")
OBJECT_HEADS = frozenset({"noun"})
COUNT_ARTICLES = frozenset({"a", "an"})
ONE_WORDS = COUNT_ARTICLES | {"each"}
NOT_ACTIONS = frozenset({"copula", "auxiliary", "verb_possess"})
OBJECT_CASES = ("object", "object_or_possessive")


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
    return _unpunctuated(sentence_words(sentence, lexicon))


def unit_free_number(word: Word | None) -> Fraction | None:
    """A number with no unit of its own ("3", "three"), or None ("$3", "25%", a word)."""
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
    if lemma == "take":
        from reader.it_takes_counted import counted_amount

        several = counted_amount(c.words, c.at, sentence_index)  # "15 mink skins", "2 dozen roses" (ADR 0354)
        if several is not None:
            return several
    value = unit_free_number(first)
    noun = c.peek(1)
    if value is None or noun is None:
        return None
    dimension = noun.attr("dimension") if noun.category == "unit_noun" else ""
    # "2 cans of frosting", "4 feet of cotton": what a resource is of (ADR 0116); never for a time or a price
    content = _of_content(c, 2) if dimension not in ("time", "money") and lemma == "take" else None
    modifiers = (content[0],) if content is not None else ()
    length = 2 + (content[1] if content is not None else 0)
    if noun.category == "unit_noun" and (dimension == "money") == (lemma == "cost"):
        unit = Unit(noun.lemma.casefold(), modifiers, dimension, Fraction(noun.attr("factor", "1")))
    elif noun.category in OBJECT_HEADS and lemma == "take" and value.denominator == 1:
        if content is None and _reused(noun):
            return None  # "4 trucks to move a house": the same trucks may move the next one (ADR 0358)
        unit = Unit(
            noun.lemma.casefold(), modifiers
        )  # "It takes 4 apples to make 1 pie": things per thing made
    else:
        return None
    return QuantityRef(value, first.index, first.text, unit, sentence_index, (first.index,)), length


REUSED_KINDS = frozenset({"tool", "vehicle", "animal"})


def _reused(noun: Word) -> bool:
    """An oven, a key, a hammer, a truck, a horse: used again for the next doing, not used up (ADR 0358).

    "It takes 4 trucks to move a house" says nothing of how many trucks 3 houses take; "5 nails to fix
    a crate" and "3 eggs to bake a cake" are used up and scale.
    """
    if noun.attr("reused") == "yes":
        return True
    return noun.lemma.casefold() in REUSED_KINDS or noun.attr("kind_of") in REUSED_KINDS


def _of_content(c: _Cursor, ahead: int) -> tuple[str, int] | None:
    """ "of frosting", "of flour" after a counted noun: what the counted things hold, as an 'of:' modifier.

    A noun, or a gerund-shaped word the lexicon has no noun for ("frosting"); nothing else.
    """
    if c.text(ahead) != "of":
        return None
    word = c.peek(ahead + 1)
    if word is None:
        return None
    if word.category in OBJECT_HEADS:
        return "of:" + word.lemma.casefold(), 2
    if word.category == "verb" and word.tags == ("VBG",):
        return "of:" + word.text.casefold(), 2
    return None


def _doing(
    c: _Cursor, sentence_index: int, need_number: bool, doer: EntityRef | None = None
) -> _Doing | None:
    """'to paint 1 picture', 'to wash a red car', 'to bake 2 trays of muffins', and nothing after."""
    if c.text() != "to":
        return None
    verb_word = c.peek(1)
    if not _action(verb_word):
        return None
    counted = _counted(evolve(c, at=c.at + 2), sentence_index, need_number, doer)
    if counted is None:
        return None
    verb = VerbRef(verb_word.lemma, verb_word.category, verb_word.index, verb_word.text, verb_word.tags)
    return _Doing(verb, *counted)


def _action(word: Word | None) -> bool:
    """A verb of doing after 'to': "to paint", and "to do" (an auxiliary only before another verb, ADR 0354)."""
    if word is not None and word.category == "auxiliary" and word.text.casefold() == "do":
        return True
    return word is not None and "VB" in word.tags and word.category not in NOT_ACTIONS


def _counted(
    c: _Cursor, sentence_index: int, need_number: bool, doer: EntityRef | None = None
) -> tuple[QuantityRef, Unit] | None:
    """'1 picture', 'a red car', 'each fence', '2 trays of muffins' (a number only when ``need_number``), and nothing after.

    "18 pages of her book": after 'of' an article, or a possessive that can only be the doer's (ADR 0116).
    """
    count_word = c.peek()
    value = unit_free_number(count_word)
    if count_word is None:
        return None
    stated = value is not None
    if value is None and not need_number and count_word.text.casefold() in ONE_WORDS:
        value = Fraction(1)  # "to paint a fence", "to paint each fence": one of them (ADR 0137)
    if value is None or value <= 0 or value.denominator != 1:
        return None
    i = 1
    modifiers: list[str] = []
    while c.category(i) == "adjective":
        modifiers.append(c.text(i))
        i += 1
    head = c.peek(i)
    if head is None or head.category not in OBJECT_HEADS:
        return None
    i += 1
    if c.text(i) == "of":
        i += 1 + _the_doers(c.peek(i + 1), doer)
        of = c.peek(i)
        if of is None or of.category not in OBJECT_HEADS:
            return None
        modifiers.append("of:" + of.lemma.casefold())
        i += 1
    if c.at + i != len(c.words):
        return None
    numbers = (count_word.index,) if stated else ()
    count = QuantityRef(value, count_word.index, count_word.text, None, sentence_index, numbers)
    return count, Unit(head.lemma.casefold(), tuple(sorted(set(modifiers))))


def _the_doers(word: Word | None, doer: EntityRef | None) -> int:
    """1 for 'a', 'the', or 'her'/'his' agreeing with the doer, before what the counted things are of; else 0."""
    if word is None:
        return 0
    if word.category == "article":
        return 1
    if word.category != "pronoun" or word.attr("case") not in ("possessive", "object_or_possessive"):
        return 0
    agrees = doer is not None and word.attr("number") == "singular" and word.attr("person") == "3"
    return 1 if agrees and doer is not None and doer.gender in (word.attr("gender"), "any") else 0


def _named_person(word: Word | None, sentence_index: int) -> EntityRef | None:
    """A capitalised name in object position ("It takes Dawn ..."): the one doing the activity."""
    if word is None or not word.text[:1].isupper() or not word.text.isalpha():
        return None
    if word.category != "name" and not word.attr("name_gender"):
        return None
    gender = word.attr("name_gender") or word.attr("gender") or "any"  # "David" is a name with a gender
    return EntityRef(
        word.text.casefold(), word.text.capitalize(), gender, "singular", "person", sentence_index
    )


def _doer(
    c: _Cursor, p: ProblemReadingState, sentence_index: int, cases: tuple[str, ...] = OBJECT_CASES
) -> tuple[EntityRef | None, int] | None:
    """Who does it: a name, a pronoun (of ``cases``) for the one person read so far, or no one (0 words)."""
    word = c.peek()
    named = _named_person(word, sentence_index)
    if named is not None:
        return named, 1
    if word is not None and word.category == "pronoun" and word.attr("case") in cases:
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
    verb = _verb(evolve(c, at=1))
    if verb is None:
        return None
    lemma, at = verb
    doer = _doer(evolve(c, at=at), p, si)
    if doer is None:
        return None
    person, used = doer
    return _rate_after(c, at + used, lemma, person, si)


def _subject_rate_statement(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[Holding, EntityRef | None] | None:
    """ "Dawn takes 2 hours to paint a painting", "She took 30 minutes to cut a lawn" (ADR 0324).

    The doer as the subject says what "It takes Dawn 2 hours ..." says: a name, or a subject pronoun
    for the one person read so far, then 'take' and exactly one amount and counted doing. No lists.
    """
    c = _Cursor(words)
    doer = _doer(c, p, si, ("subject",))
    if doer is None or doer[0] is None:
        return None
    person, used = doer
    verb = _verb(evolve(c, at=used))
    if verb is None or verb[0] != "take":
        return None
    return _rate_after(c, verb[1], "take", person, si)


def _rate_after(
    c: _Cursor, at: int, lemma: str, person: EntityRef | None, si: int
) -> tuple[Holding, EntityRef | None] | None:
    """ "2 hours to paint a picture" at ``at``, to the end: the rate of ``person`` (or of the scene)."""
    amount = _amount(evolve(c, at=at), lemma, si)
    if amount is None:
        return None
    quantity, length = amount
    doing = _doing(evolve(c, at=at + length), si, need_number=False, doer=person)
    if doing is None:
        doing = _per_doing(c, at + length, si, person)  # "2 minutes per problem to do his homework"
    if doing is None:
        return None
    rate = evolve(
        quantity,
        value=quantity.value / doing.count.value,  # type: ignore[operator]
        per=doing.per,
        number_tokens=quantity.number_tokens + doing.count.number_tokens,
    )
    holder = person.key if person is not None else "there"
    # "It costs $12 to print a ticket": the price of printing one, never a ticket's price to buy (ADR 0368)
    from reader.costs_to_do import priced_doing

    activity = priced_doing(doing.verb.lemma) if lemma == "cost" else ""
    return Holding(holder, rate, (si, 0), verb=doing.verb, activity=activity), person


def _per_doing(c: _Cursor, at: int, si: int, person: EntityRef | None) -> _Doing | None:
    """The doing of "AMOUNT per THING to VERB <the job>", as one THING done (ADR 0354)."""
    from reader.it_takes_per import per_doing

    found = per_doing(c.words, at, si, person)
    if found is None:
        return None
    verb, count, per = found
    return _Doing(VerbRef(verb.lemma, verb.category, verb.index, verb.text, verb.tags), count, per)


def _rate_statements(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], EntityRef | None] | None:
    """One 'It takes' rate, or a list of them sharing the opening words (ADR 0309).

    "It takes 2 hours to groom a dog and 30 minutes to groom a cat", "It takes him 10 minutes to
    wash a car, 15 minutes to dry a car and 5 minutes to wax a car": each part after the first is
    read as if 'It takes (DOER)' stood before it, so it must be exactly an amount and a 'to VERB
    COUNT NOUN' doing, nothing else. The parts are cut at every comma and 'and'; a part that is not
    of that shape ("and twice as long to ...", "and Nero 3 hours", "a red and blue car") refuses
    the whole sentence. Two parts per the same things refuse too: a question could not tell which
    rate it scales.
    """
    cuts = [i for i, w in enumerate(words) if w is not None and w.text.casefold() in ("and", ",")]
    if not cuts:
        read = _rate_statement(words, p, si)
        return None if read is None else ((read[0],), read[1])
    first = _rate_statement(words[: cuts[0]], p, si)
    if first is None:
        return None
    holding, person = first
    opening = _opening(words)
    if opening is None:
        return None
    holdings = [holding]
    bounds = [*cuts, len(words)]
    for start, end in zip(bounds, bounds[1:], strict=False):
        part = words[start + 1 : end]
        if not part:
            if words[start] is not None and words[start].text == "," and words[end].text.casefold() == "and":
                continue  # the serial comma of ", and"
            return None
        read = _rate_statement(opening + part, p, si)
        if read is None or read[1] != person:
            return None
        holdings.append(evolve(read[0], order=(si, len(holdings))))
    heads = [h.quantity.per.head for h in holdings if h.quantity.per is not None]
    if len(set(heads)) != len(holdings):
        return None
    return tuple(holdings), person


def _opening(words: tuple[Word | None, ...]) -> tuple[Word | None, ...] | None:
    """ "It takes", "It took Dawn", "It will take him": the words before the first amount."""
    c = _Cursor(words)
    verb = _verb(evolve(c, at=1))
    if verb is None:
        return None
    at = verb[1]
    word = c.peek(at)
    if word is not None and (word.category == "pronoun" or _named_person(word, 0) is not None):
        at += 1
    return words[:at]


ASKING_AUXILIARIES = frozenset({"will", "does", "do", "would", "did"})


def it_takes_at(c: _Cursor, at: int, lemma: str) -> bool:
    """ "will|does|do|would|did it take|cost" at ``at``, with the asked verb ``lemma``."""
    aux = c.peek(at)
    if aux is None or aux.category != "auxiliary" or aux.text.casefold() not in ASKING_AUXILIARIES:
        return False
    if c.text(at + 1) != "it":
        return False
    verb = c.peek(at + 2)
    return (
        verb is not None
        and verb.lemma == lemma
        and verb.category in ("verb_take", "verb_cost")
        and "VB" in verb.tags
    )


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
    if not it_takes_at(c, at, lemma):
        return None
    doer = _doer(evolve(c, at=at + 3), p, si)
    if doer is None:
        return None
    person, used = doer
    doing = _doing(evolve(c, at=at + 3 + used), si, need_number=True, doer=person)
    if doing is None:
        return None
    return _scaled_for(p, person, doing, unit, lemma, si)


def _scaled_for(
    p: ProblemReadingState, person: EntityRef | None, doing: _Doing, unit: Unit | None, lemma: str, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget | ReaderRefusal] | None:
    """The one rate of ``person`` (or of the scene) for ``doing``, scaled by its count in the asked unit."""
    found = _rate_for(p, person, doing, unit, lemma)
    if found is None:
        return None
    rate, held = found
    return held, _scaled_target(rate, unit, doing.count, doing.verb, lemma, si)


def _rate_for(
    p: ProblemReadingState, person: EntityRef | None, doing: _Doing, unit: Unit | None, lemma: str
) -> tuple[Holding, tuple[Holding, ...]] | None:
    """The one rate for ``doing`` answering the asked unit, and what is held with it."""
    holder = person.key if person is not None else "there"
    rate = _one_matching_rate(p, holder, doing)
    if rate is None and person is not None and _only_person(p, person):
        rate = _one_matching_rate(p, "there", doing)  # "It takes 2 cans to frost a cake": anyone's (ADR 0324)
        stated = rate.quantity.unit if rate is not None else None
        if stated is None or stated.dimension in ("time", "money"):
            rate = None  # how long it takes, or what it costs, is the doer's own: no one's is not Tom's
    held = p.accumulated_initial_state
    if rate is None and lemma == "take":
        from reader.time_to_do import time_per_thing

        inverted = time_per_thing(p, holder, doing.verb, doing.per)  # "types 30 words a minute" (ADR 0106)
        if inverted is not None:
            rate, held = inverted
    if rate is None or not _answers(rate, unit, lemma):
        return None
    return rate, held


def _doer_question(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget | ReaderRefusal] | None:
    """ "How many hours does he need to cut 8 lawns?", "How many cans does Bob need to frost 10 cakes?" (ADR 0324).

    The doer as the subject of 'need to VERB' asks what "How many hours will it take
    him to cut 8 lawns?" asks: the count times the one rate stated for that verb and those things, of
    that person or of no one ("It takes 2 cans of frosting to frost a cake"). A name or a subject
    pronoun for the one person read so far; nothing after the counted things. Some of the asked
    amount already held ("Bob has 4 cans") refuses: 'need' may then mean the ones still missing.
    """
    c = _Cursor(words)
    asked = _asked(c)
    if asked is None:
        return None
    unit, at, lemma = asked
    aux = c.peek(at)
    if lemma != "take" or unit is None or aux is None or aux.category != "auxiliary":
        return None
    if aux.text.casefold() not in ASKING_AUXILIARIES:
        return None
    doer = _doer(evolve(c, at=at + 1), p, si, ("subject",))
    if doer is None or doer[0] is None:
        return None
    person, used = doer
    at += 1 + used
    verb = c.peek(at)
    if verb is None or "VB" not in verb.tags:
        return None
    if verb.category != "verb_need":
        return None
    doing = _doing(evolve(c, at=at + 1), si, need_number=True, doer=person)
    if doing is None:
        return None
    found = _rate_for(p, person, doing, unit, lemma)
    if found is None:
        return None
    rate, held = found
    stated = rate.quantity.unit
    if stated is None or _also_held(p, rate, stated) or _also_held(p, rate, unit):
        return None
    if stated.dimension == "time" and _holds_time(p, rate):
        return None  # "He has 3 hours": how many he needs may be the ones still missing
    return held, _scaled_target(rate, unit, doing.count, doing.verb, lemma, si)


def _holds_time(p: ProblemReadingState, rate: Holding) -> bool:
    """Some amount of time read so far besides the rate itself."""
    amounts = [h.quantity for h in p.accumulated_initial_state if h is not rate]
    amounts += [op.quantity for op in p.accumulated_operations]
    return any(q.unit is not None and q.unit.dimension == "time" for q in amounts)


def _scaled_target(
    rate: Holding, unit: Unit | None, count: QuantityRef, verb: VerbRef, lemma: str, si: int
) -> QuestionTarget | ReaderRefusal:
    """The ADR 0079 question: the count times the one matching rate, in the asked unit when that is exact."""
    if unit is not None and (unit.head == "long" or not unit.dimension):
        unit = (
            rate.quantity.unit
        )  # "How long": in the unit the rate was stated in; "how many cans": the stated cans
    elif unit is not None and rate.quantity.unit is not None:
        unit = evolve(unit, modifiers=rate.quantity.unit.modifiers)  # "how many inches" of the stated cotton
    if not _exact(rate, unit, count.value):
        where = unit.head if unit is not None else "dollar"
        return refuse(
            "unsupported_operation",
            f"the answer is no exact number of {where}s, or days would need a length (ADR 0116)",
            si,
            count.token_index,
            count.text,
        )
    given = evolve(count, unit=rate.quantity.per)  # the stated things, 'of' contents and all
    return QuestionTarget(
        "scaled",
        (),
        unit,
        si,
        0,
        verb_category=verb.category,
        asks="amount" if lemma == "cost" else "count",
        given=given,
        verb_lemma=verb.lemma,
    )


def _need_question(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget | ReaderRefusal] | None:
    """ "How many cans (of frosting) are needed for 12 cakes?", "... will be needed to frost 12 cakes?".

    The passive 'needed' (or 'required') asks what the one scene-wide 'It takes' rate per those
    things uses for the supplied count. With 'to VERB' the verb must be the rate's; with 'for'
    the rate must be the only one per the counted things, whatever its verb.
    """
    c = _Cursor(words)
    asked = _asked(c)
    if asked is None:
        return None
    unit, at, lemma = asked
    if lemma != "take" or unit is None or unit.head == "long":
        return None
    if c.category(at) == "auxiliary" and c.text(at) in ("will", "would") and c.text(at + 1) == "be":
        at += 2
    elif c.category(at) == "copula" and c.text(at) in ("are", "is"):
        at += 1
    else:
        return None
    needed = c.peek(at)
    if needed is None or needed.category != "verb_need" or "VBN" not in needed.tags:
        return None
    if c.text(at + 1) == "for":
        counted = _counted(evolve(c, at=at + 2), si, need_number=True)
        if counted is None:
            return None
        count, per = counted
        rate = _one_rate_for(p, per)
        verb = rate.verb if rate is not None else None
    else:
        doing = _doing(evolve(c, at=at + 1), si, need_number=True)
        if doing is None:
            return None
        count, verb = doing.count, doing.verb
        rate = _one_matching_rate(p, "there", doing)
    if rate is None or verb is None or not _answers(rate, unit, lemma) or _also_held(p, rate, unit):
        return None
    return p.accumulated_initial_state, _scaled_target(rate, unit, count, verb, lemma, si)


def _also_held(p: ProblemReadingState, rate: Holding, unit: Unit) -> bool:
    """Some of the asked things are held or moved: "needed" may then mean the ones still missing."""
    amounts = [h.quantity for h in p.accumulated_initial_state if h is not rate]
    amounts += [op.quantity for op in p.accumulated_operations]
    return any(q.unit is not None and q.unit.head == unit.head for q in amounts)


def _within_question(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget] | None:
    """ "How many houses can he paint in 3 hours?" after "It takes him 20 minutes to paint a house".

    The reverse of the ADR 0079 question: the given time divided by the time one thing takes,
    read as the pace the time rate implies (3 houses an hour), which the ordinary scaled question
    multiplies by the given time. The doer is the rate's (a name or subject pronoun for it; 'you'
    for a rate of no one), the verb is the rate's, the things are the rate's. A count that is not
    whole ("in 50 minutes": 2.5 houses) is refused by the check of counts.
    """
    c = _Cursor(words)
    if c.text() != "how" or c.text(1) != "many":
        return None
    head = c.peek(2)
    if head is None or head.category not in OBJECT_HEADS:
        return None
    aux = c.peek(3)
    if aux is None or aux.category != "auxiliary" or aux.lemma not in ("can", "could"):
        return None
    doer = _doer(evolve(c, at=4), p, si, ("subject",))
    if doer is None:
        return None
    person, used = doer
    if person is None and c.text(4) == "you":
        used = 1  # "can you paint": anyone, for a rate of no one
    elif person is None:
        return None
    verb, prep, number, time = (c.peek(4 + used + i) for i in range(4))
    if verb is None or "VB" not in verb.tags or c.text(4 + used + 1) != "in" or prep is None:
        return None
    value = unit_free_number(number)
    if number is None or time is None or value is None or value <= 0 or c.at + 4 + used + 4 != len(words):
        return None
    if time.category != "unit_noun" or time.attr("dimension") != "time":
        return None
    holder = person.key if person is not None else "there"
    thing = Unit(head.lemma.casefold())
    rates = [h for h in p.accumulated_initial_state if _about(h, thing.head)]
    if len(rates) != 1:
        return None
    rate = rates[0]
    q = rate.quantity
    if (
        rate.entity != holder
        or rate.verb is None
        or rate.verb.lemma != verb.lemma
        or rate.verb.token_index < q.token_index  # an 'It takes' rate: the infinitive after its amount
        or q.unit is None
        or q.unit.dimension != "time"
        or q.per is None
        or q.value is None
        or q.value <= 0
        or not names_same_things(q.per, thing)
    ):
        return None
    unit = Unit(time.lemma.casefold(), (), "time", Fraction(time.attr("factor", "1")))
    if not converts_by_clock(q.unit, unit):
        return None  # "in 10 days" of 8-hour shifts
    pace = evolve(rate, quantity=evolve(q, value=1 / q.value, unit=q.per, per=q.unit))
    held = tuple(pace if h is rate else h for h in p.accumulated_initial_state)
    given = QuantityRef(value, number.index, number.text, unit, si, (number.index,))
    return held, QuestionTarget(
        "scaled",
        (),
        q.per,
        si,
        0,
        verb_category=rate.verb.category,
        asks="count",
        given=given,
        verb_lemma=rate.verb.lemma,
        asker=person.key if person is not None else "",
    )


def _about(h: Holding, head: str) -> bool:
    """A rate whose amount or whose denominator is these things."""
    q = h.quantity
    return q.per is not None and (q.per.head == head or (q.unit is not None and q.unit.head == head))


def _one_rate_for(p: ProblemReadingState, per: Unit) -> Holding | None:
    """The one scene-wide 'It takes' rate per these things ("for 12 cakes" names no verb)."""
    rates = [
        h
        for h in p.accumulated_initial_state
        if h.quantity.per is not None and h.quantity.per.head == per.head
    ]
    if len(rates) != 1:
        return None
    rate = rates[0]
    stated = rate.quantity.per
    if (
        rate.entity != "there"
        or rate.verb is None
        or rate.verb.token_index < rate.quantity.token_index
        or stated is None
        or not names_same_things(stated, per)
    ):
        return None
    return rate


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
        content = _of_content(c, 3) if noun.attr("dimension") != "time" else None  # "How many feet of cotton"
        return (
            Unit(
                noun.lemma.casefold(),
                (content[0],) if content is not None else (),
                noun.attr("dimension"),
                Fraction(noun.attr("factor", "1")),
            ),
            3 + (content[1] if content is not None else 0),
            "take",
        )
    from reader.it_takes_counted import named_things

    named = named_things(c.words, c.at + 2)  # "How many mink skins", "How many large beans" (ADR 0354)
    if named is not None and named[0].modifiers and c.category(2 + named[1]) in ("auxiliary", "copula"):
        return named[0], 2 + named[1], "take"
    if noun.category in OBJECT_HEADS:
        content = _of_content(c, 3)  # "How many cans of frosting" (ADR 0116)
        if content is not None:
            return Unit(noun.lemma.casefold(), (content[0],)), 3 + content[1], "take"
        return Unit(noun.lemma.casefold()), 3, "take"
    return None


def _exact(rate: Holding, unit: Unit | None, count: Fraction | None) -> bool:
    """The answer in the asked unit is a finite decimal: 160 minutes is no exact number of hours (ADR 0116)."""
    stated = rate.quantity.unit
    value = rate.quantity.value
    if stated is None or value is None or count is None:
        return False
    if unit is not None and not converts_by_clock(stated, unit):
        return False  # "How many days" after "5 hours": a working day is not said
    factor = unit.factor if unit is not None else stated.factor
    return finite_decimal(count * value * stated.factor / factor)


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
    if unit.dimension or stated.dimension:  # "how many inches (of cotton)" after "4 feet of cotton"
        return unit.dimension == stated.dimension and set(unit.modifiers) <= set(stated.modifiers)
    return names_same_things(stated, unit)  # "How many cans" after "2 cans of frosting" (ADR 0116)


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
    per = rate.quantity.per
    return rate if same and per is not None and names_same_things(per, doing.per) else None


def _only_person(p: ProblemReadingState, person: EntityRef) -> bool:
    """No one but ``person`` read so far: a rate of things used by no one is then the asker's too."""
    return all(e.key == person.key for e in p.entity_registry if e.kind == "person")


def _no_antecedent(problem: ProblemReadingState) -> bool:
    """No one thing read so far that 'it' could stand for."""
    return not any(e.kind == "thing" and e.number == "singular" for e in problem.entity_registry)


def _only_antecedent(problem: ProblemReadingState, holder: str) -> bool:
    """The one thing 'it' could stand for holds the things the question's 'all of the <things>' counts (ADR 0291).

    "Mia's house has 30 windows. How many minutes will it take Mia to clean all of the windows?":
    'it' as the house would still ask the time Mia takes to clean its windows.
    """
    return all(
        e.key == holder for e in problem.entity_registry if e.kind == "thing" and e.number == "singular"
    )


def _unpunctuated(words: tuple[Word | None, ...]) -> tuple[Word | None, ...]:
    found = list(words)
    while found and found[-1] is not None and found[-1].category == "punctuation":
        found.pop()
    return tuple(found)


def read_dummy_it(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, refusal: ReaderRefusal
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a dummy-'it' rate or question; the ordinary refusal when it is neither."""
    unresolved = refusal.reason == "unresolved_pronoun" and refusal.token_text.casefold() == "it"
    grouped = counted_words(sentence, problem, lexicon) if sentence.is_question else None
    free = _no_antecedent(problem) or (grouped is not None and _only_antecedent(problem, grouped[1]))
    subject = not unresolved and not sentence.is_question
    if not unresolved and not (sentence.is_question and free) and not subject:
        return refusal  # "How long will it take ...": refused at 'long', before 'it' was reached
    words = _words(sentence, lexicon) if grouped is None else _unpunctuated(grouped[0])
    if any(w is None for w in words):
        return refusal
    si = problem.sentence_index
    done = evolve(
        problem, sentence_index=si + 1, source_text_offset=max(problem.source_text_offset, sentence.end)
    )
    if sentence.is_question:
        return _question(words, problem, done, si, refusal)
    if subject:  # "Dawn takes 2 hours to paint a painting" (ADR 0324)
        one = _subject_rate_statement(words, problem, si)
        if one is None:  # "Each lamp costs $9 to repair" (ADR 0368)
            from reader.costs_to_do import thing_rate_statement

            one = thing_rate_statement(words, problem, si)
        read = None if one is None else ((one[0],), one[1])
    else:
        read = _rate_statements(words, problem, si)
    if read is None and not subject:  # "It takes 30 minutes for Ann to bake a cake" (ADR 0341)
        from reader.it_takes_for import doer_for_statement

        moved = doer_for_statement(words, problem, si)
        read = None if moved is None else _rate_statements(moved, problem, si)
    if read is None and unresolved:  # "It cost him $40 to fix his roof": spent on one job (ADR 0374)
        from reader.job_costs import job_statements

        jobs = job_statements(words, problem, si)
        if jobs is not None:
            return _spent(done, *jobs)
    if read is None:
        return refusal
    holdings, person = read
    registry = problem.entity_registry
    if person is not None and all(e.key != person.key for e in registry):
        registry = registry + (person,)
    return evolve(
        done,
        entity_registry=registry,
        accumulated_initial_state=problem.accumulated_initial_state + holdings,
    )


def _spent(
    done: ProblemReadingState, operations: tuple[Operation, ...], person: EntityRef
) -> ProblemReadingState:
    """The problem after "It cost him $40 to fix his roof": the doer's spending, and the doer if new."""
    registry = done.entity_registry
    if all(e.key != person.key for e in registry):
        registry = registry + (person,)
    return evolve(
        done, entity_registry=registry, accumulated_operations=done.accumulated_operations + operations
    )


def _question(
    words: tuple[Word | None, ...],
    problem: ProblemReadingState,
    done: ProblemReadingState,
    si: int,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question; "If it takes 2 cans to frost a cake, how many ...?" reads its 'if' clause as a rate first."""
    if problem.unknown_target_slot is not None:
        return refusal
    c = _Cursor(words)
    if c.category() == "subordinator" and c.text() == "if" and c.text(1) == "it":
        comma = next((i for i, w in enumerate(words) if w is not None and w.text == ","), 0)
        read = _rate_statement(words[1:comma], problem, si) if comma else None
        if read is None or read[1] is not None and all(e.key != read[1].key for e in problem.entity_registry):
            return refusal  # "If it takes Dawn 2 hours ..., how many ...": a name first met in a condition
        problem = evolve(problem, accumulated_initial_state=problem.accumulated_initial_state + (read[0],))
        done = evolve(done, accumulated_initial_state=problem.accumulated_initial_state)
        words = words[comma + 1 :]
    asked = _asked_by_any(words, problem, si)
    if asked is None:  # "How long will it take for her to bake 4 cakes?" (ADR 0341)
        from reader.it_takes_for import doer_for_question

        moved = doer_for_question(words, problem, si)
        asked = None if moved is None else _asked_by_any(moved, problem, si)
    if asked is None:
        return refusal
    held, target = asked
    if isinstance(target, ReaderRefusal):
        return target
    from reader.it_takes_shared import shared_time

    shared = shared_time(problem, target, si)  # "Ann has 3 ovens": cakes may bake at once (ADR 0354)
    if shared is not None:
        return shared
    return evolve(done, unknown_target_slot=target, accumulated_initial_state=held)


def _asked_by_any(
    words: tuple[Word | None, ...], problem: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget | ReaderRefusal] | None:
    """The first of the dummy-'it' questions that reads ``words``."""
    return (
        _rate_question(words, problem, si)
        or _doer_question(words, problem, si)
        or _need_question(words, problem, si)
        or _within_question(words, problem, si)
    )
