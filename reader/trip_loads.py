"""Trips for a load carried at a time: "he could only carry 4 trays at a time ... how many trips?" (ADR 0224).

A person who can carry only so many things at a time must go back and forth: "N <things> at a
time" with a verb of carrying (a verb marked `load: trip`) is what one trip moves. When the story
then says what the same person has to move ("If he had to pick up 10 trays from one table and 2
trays from another"), the trips asked for ("how many trips will he make?", a noun marked
`load: trip`) are the things to move over the load of one trip, rounded up: a last trip with fewer
things is still a trip, and the things are told as what must all be moved (ADR 0208's 'need').

The reading is a whole-problem one, tried after the sentence-by-sentence reading refused, and it
reads only this narrow shape; anything else keeps the ordinary refusal:

- one person only: one name (or none), every pronoun singular and third person and of the
  name's gender, no singular person noun (who would 'he' be?) and no plural subject ('they', two
  names: each or together?);
- one load clause: SUBJECT [can|could] [only|just] VERB N [adjectives] THINGS at a time, as a
  statement of its own or after ", but" following a clause that tells no amount (a scene);
- one task, told with an obligation (had/has/have to, need(s)/needed to, must) in a statement or
  in the question's fronted 'if' clause: the same subject, any verb and its particle, then amounts
  of the load's own things joined by 'and', each optionally followed by where it comes from
  ("from one table", "from another", "from the kitchen"); no number anywhere else;
- the question: "how many <trips> will/would/does/did/must SUBJECT make/take/need", or with
  "have to" / "need to" before the verb, and nothing after it.

No negation anywhere, no second condition, no comparative ("2 more trays at a time").
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit

LOAD = "trip"  # the `load` attribute of carrying verbs and of the trip noun
NUMBERS = frozenset({"number", "number_word"})
SUBJECTS = frozenset({"name", "pronoun"})
ASK_VERBS = frozenset({"verb_produce", "verb_take", "verb_need"})  # make / take / need trips
LAST_AUXILIARIES = frozenset({"will", "would", "does", "did", "must"})
OBLIGED = frozenset({"have", "need"})  # lemma before 'to': had to, needs to
PARTICLES = frozenset({"preposition", "prep_in"})
REFUSE_ANYWHERE = frozenset({"negation", "comparative", "than_marker", "rate_marker", "distributive"})


@dataclass(frozen=True, slots=True)
class Amount:
    value: Fraction
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Load:
    subject: Word
    value: Fraction
    thing: Word
    amount: Amount


def _cat(word: Word | None) -> str:
    return word.category if word is not None else ""


def _low(word: Word | None) -> str:
    return word.text.casefold() if word is not None else ""


def _value(word: Word | None) -> Fraction | None:
    if word is None:
        return None
    if word.category == "number":
        try:
            value = Fraction(word.text.replace(",", ""))
        except ValueError:
            return None
    elif word.category == "number_word" and word.attr("value"):
        value = Fraction(word.attr("value"))
    else:
        return None
    return value if value > 0 and value.denominator == 1 else None


def _subject(word: Word | None) -> bool:
    if word is None or word.category not in SUBJECTS:
        return False
    if word.category == "pronoun":
        return (
            word.attr("case") == "subject"
            and word.attr("number") == "singular"
            and word.attr("person") == "3"
        )
    return True


def _modifier(word: Word | None) -> bool:
    """An adjective, or a plain measure adjective ("heavy logs", "old books"; not "heavier")."""
    if _cat(word) == "adjective":
        return True
    return _cat(word) == "measure_adjective" and not {"JJR", "JJS"} & set(word.tags)


def _things(words: list[Word | None], at: int, end: int) -> tuple[Word, int] | None:
    """[adjectives] NOUN at ``at``: the plural noun counted and the index after it."""
    while at < end and _modifier(words[at]):
        at += 1
    thing = words[at] if at < end else None
    if thing is None or thing.category != "noun" or "NNS" not in thing.tags:
        return None
    return thing, at + 1


def _load(words: list[Word | None], si: int, start: int, end: int) -> Load | None:
    """SUBJECT [can|could] [only|just] VERB N [adjectives] THINGS at a time, filling words[start:end]."""
    at = start
    subject = words[at] if at < end else None
    if not _subject(subject):
        return None
    at += 1
    if at < end and _cat(words[at]) == "auxiliary":
        if words[at].attr("modality") != "ability" or _low(words[at]) not in ("can", "could"):
            return None
        at += 1
    if at < end and _cat(words[at]) == "exclusive_marker" and _low(words[at]) in ("only", "just"):
        at += 1
    verb = words[at] if at < end else None
    if verb is None or not verb.category.startswith("verb") or verb.attr("load") != LOAD:
        return None
    at += 1
    value = _value(words[at] if at < end else None)
    if value is None:
        return None
    number = words[at]
    found = _things(words, at + 1, end)
    if found is None:
        return None
    thing, at = found
    tail = [_low(w) for w in words[at:end]]
    if tail != ["at", "a", "time"]:
        return None
    assert subject is not None and number is not None
    return Load(subject, value, thing, Amount(value, si, number.index, number.text))


def _source(words: list[Word | None], at: int, end: int) -> int | None:
    """ "from one table", "from another [table]", "from the kitchen", "from his desk": the index after it."""
    if _cat(words[at]) != "prep_source":
        return None
    at += 1
    if at < end and _low(words[at]) in ("another", "one", "the", "a", "his", "her"):
        if _low(words[at]) == "another" and (at + 1 == end or _cat(words[at + 1]) == "conjunction"):
            return at + 1
        at += 1
    while at < end and (_modifier(words[at]) or (_cat(words[at]) == "noun" and "NN" in words[at].tags)):
        at += 1
        if at == end or _cat(words[at]) == "conjunction":
            return at
    return None


def _task(
    words: list[Word | None], si: int, start: int, end: int, thing: Word
) -> tuple[Word, list[Amount]] | None:
    """SUBJECT had to|needs to|must VERB [particle] N THINGS [from ...] (and N THINGS [from ...])*."""
    at = start
    subject = words[at] if at < end else None
    if not _subject(subject):
        return None
    at += 1
    if at < end and _cat(words[at]) == "auxiliary" and words[at].attr("modality") == "obligation":
        at += 1
    elif (
        at + 1 < end
        and words[at] is not None
        and words[at].lemma.casefold() in OBLIGED
        and _low(words[at + 1]) == "to"
    ):
        at += 2
    else:
        return None
    verb = words[at] if at < end else None
    if verb is None or verb.category in ("verb_possess", "verb_need"):
        return None
    if not verb.category.startswith("verb") and "VB" not in verb.tags:  # 'move' after 'to' is a verb
        return None
    at += 1
    if at < end and _cat(words[at]) in PARTICLES:  # pick up, bring in
        at += 1
    amounts: list[Amount] = []
    while True:
        value = _value(words[at] if at < end else None)
        if value is None:
            return None
        number = words[at]
        found = _things(words, at + 1, end)
        if found is None or found[0].lemma.casefold() != thing.lemma.casefold():
            return None
        assert number is not None
        amounts.append(Amount(value, si, number.index, number.text))
        at = found[1]
        if at < end and _cat(words[at]) == "prep_source":
            after = _source(words, at, end)
            if after is None:
                return None
            at = after
        if at == end:
            break
        if _cat(words[at]) != "conjunction" or _low(words[at]) != "and":
            return None
        at += 1
    assert subject is not None
    return subject, amounts


def _question(words: list[Word | None], at: int, end: int) -> tuple[Word, Word, int] | None:
    """how many TRIPS will|would|does|did|must SUBJECT [have to|need to] make|take|need: (trip, subject, token)."""
    if end - at < 5 or _low(words[at]) != "how" or _low(words[at + 1]) != "many":
        return None
    trip = words[at + 2]
    if trip is None or trip.category != "noun" or trip.attr("load") != LOAD or "NNS" not in trip.tags:
        return None
    if _cat(words[at + 3]) != "auxiliary" or _low(words[at + 3]) not in LAST_AUXILIARIES:
        return None
    subject = words[at + 4]
    if not _subject(subject):
        return None
    rest = words[at + 5 : end]
    if (
        len(rest) == 3
        and rest[0] is not None
        and rest[0].lemma.casefold() in OBLIGED
        and _low(rest[1]) == "to"
    ):
        rest = rest[2:]
    if len(rest) != 1 or _cat(rest[0]) not in ASK_VERBS:
        return None
    assert subject is not None
    return trip, subject, trip.index


def _one_person(all_words: list[Word | None]) -> str | None:
    """The one person's gender ('' when unknown); None when the story may have two persons."""
    names = {w.text.casefold(): w.attr("gender") for w in all_words if _cat(w) == "name"}
    if len(names) > 1:
        return None
    gender = next(iter(names.values()), "")
    for w in all_words:
        if w is None:
            continue
        if w.category == "person_noun" and "NNS" not in w.tags:
            return None  # "the cafeteria worker": who would 'he' be?
        if w.category == "pronoun":
            if w.attr("number") != "singular" or w.attr("person") != "3":
                return None
            if w.attr("gender") not in ("male", "female") or (gender and w.attr("gender") != gender):
                return None
            gender = w.attr("gender")
    return gender


def _same(one: Word, two: Word) -> bool:
    return one.category == "pronoun" or two.category == "pronoun" or _low(one) == _low(two)


def read_trip_loads(text: str, lexicon: Lexicon) -> Answer | None:
    """The trips needed to move what must be moved, a load at a time; None when the shape is not this."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    per: list[list[Word | None]] = []
    for sentence in sentences:
        words = list(sentence_words(sentence, lexicon))
        if words and _cat(words[-1]) == "punctuation":
            words = words[:-1]
        per.append(words)
    every = [w for words in per for w in words]
    if any(_cat(w) in REFUSE_ANYWHERE for w in every):
        return None
    if sum(1 for w in every if _cat(w) == "subordinator") > 1:
        return None
    if _one_person(every) is None:
        return None
    loads: list[Load] = []
    tasks: list[tuple[Word, list[Amount]]] = []
    statements = per[:-1]
    pending: list[tuple[int, int, int]] = []  # (sentence, start, end) of clauses that must be a task
    for si, words in enumerate(statements):
        if not any(_cat(w) in NUMBERS for w in words):
            continue  # a scene: tells no amount
        buts = [i for i, w in enumerate(words) if _cat(w) == "contrast_marker" and _low(w) == "but"]
        start = 0
        if buts:
            if len(buts) > 1 or any(_cat(w) in NUMBERS for w in words[: buts[0]]):
                return None
            start = buts[0] + 1
        load = _load(words, si, start, len(words))
        if load is not None:
            loads.append(load)
        else:
            pending.append((si, start, len(words)))
    if len(loads) != 1:
        return None
    load = loads[0]
    qi = len(per) - 1
    question = per[-1]
    q = 0
    if question and _cat(question[0]) == "subordinator":
        if _low(question[0]) != "if":
            return None
        hows = [i for i, w in enumerate(question) if _low(w) == "how"]
        if len(hows) != 1:
            return None
        q = hows[0]
        end = q - 1 if _low(question[q - 1]) == "," else q
        task = _task(question, qi, 1, end, load.thing)
        if task is None:
            return None
        tasks.append(task)
    for si, start, end in pending:
        task = _task(statements[si], si, start, end, load.thing)
        if task is None:
            return None
        tasks.append(task)
    if len(tasks) != 1:
        return None
    asked = _question(question, q, len(question))
    if asked is None:
        return None
    trip, asker, ti = asked
    subject, amounts = tasks[0]
    if not (_same(load.subject, subject) and _same(load.subject, asker) and _same(subject, asker)):
        return None
    counted = [n for n in every if _cat(n) in NUMBERS]
    if len(counted) != 1 + len(amounts) + sum(
        1 for w in every if _low(w) == "one" and _cat(w) == "number_word"
    ):
        return None  # a number this reading does not use
    total = sum((a.value for a in amounts), Fraction(0))
    exact = total / load.value
    trips = Fraction(-(-exact.numerator // exact.denominator))
    return _answer(load, amounts, total, trips, trip, qi, ti)


def _answer(
    load: Load, amounts: list[Amount], total: Fraction, trips: Fraction, trip: Word, qi: int, ti: int
) -> Answer:
    holder = "mover"
    thing = load.thing.lemma.casefold()
    trip_unit = trip.lemma.casefold()
    thing_key, trip_key = f"{thing}:to_move", f"{trip_unit}:count"
    events = tuple(
        Event(
            holder,
            thing_key,
            "hold",
            1,
            a.value,
            "",
            (a.sentence_index, a.token_index),
            a.sentence_index,
            a.token_index,
            a.text,
        )
        for a in amounts
    )
    graph = MathProblemGraph(
        (EntityRef(holder, load.subject.text, "any", "singular", "person", load.amount.sentence_index),),
        (UnitSpec(thing_key, f"{thing} to move", "", True), UnitSpec(trip_key, trip_unit, "", True)),
        events,
        QuestionTarget("value", (holder,), Unit(trip_unit), qi, ti),
        (trip_key,),
        Fraction(1),
        trip_unit,
        tuple((a.sentence_index, a.token_index) for a in (load.amount, *amounts)),
        rounding="up",
    )
    steps = (
        f"{' + '.join(fmt(a.value) for a in amounts)} = {fmt(total)} {thing} to move",
        f"{fmt(load.value)} {thing} at a time: {fmt(total)} / {fmt(load.value)} rounded up = {fmt(trips)} {trip_unit}s",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": trips})
    return Answer(trips, trip_unit, graph, steps, trace)


__all__ = ["read_trip_loads"]
