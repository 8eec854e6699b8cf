"""How long a told speed needs for a given distance: "A train travels 270 miles in 3 hours. How many
hours would it take to travel 180 miles?" (ADR 0261).

The question has the dummy-'it' shape of ADR 0079 ("would it take (DOER) to VERB N <things>"), but
what is done is a distance, and the story told a speed (a length per unit of time) rather than an
"It takes ..." time. The time one length unit needs is the inverse of the speed (1/90 hour a mile),
which the ADR 0079 question scales by the supplied distance, as ADR 0106 does for a pace of things.

The doer of the purpose ('to' + verb) is the one named ("it take the train", "it take him", "for
Tom") and must hold the speed; when no doer is named it is the story's one mover: every amount the
story read is that mover's. The asked verb is the speed's own verb, or 'travel' (which names any way
of moving, ADR 0099) when the mover has that one way of moving. "How many additional hours ... an
additional 180 miles" asks the time for the further distance at the same speed: 'additional' (or
'more', 'another') must mark both the time and the distance, or neither (a total is not guessed).
A fronted "At this rate," / "At the same rate (of speed)," only says the told speed still holds.

Refused as before: two speeds, a speed of another doer, a doer who also does another activity, a
distance in another unit than the speed's, a time that is no exact decimal, anything else in the
question.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.dummy_it import _Cursor, _doer, _scaled_target, _words, unit_free_number
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef, Holding, QuantityRef, QuestionTarget, Unit, VerbRef

AUXILIARIES = frozenset({"will", "would", "does", "do"})
FURTHER = frozenset({"additional", "more"})
RATE_WORDS = frozenset({"rate", "speed", "pace"})
SAME_RATE = (("this",), ("that",), ("the", "same"))


def _time_unit(word: Word | None) -> Unit | None:
    if word is None or word.category != "unit_noun" or word.attr("dimension") != "time":
        return None
    return Unit(word.lemma.casefold(), (), "time", Fraction(word.attr("factor", "1")))


def _after_same_rate(c: _Cursor) -> int:
    """Words of a fronted "At this rate," / "At the same rate (of speed)," (0 when there is none)."""
    if c.text() != "at":
        return 0
    for shape in SAME_RATE:
        n = len(shape)
        if tuple(c.text(1 + i) for i in range(n)) != shape or c.text(1 + n) not in RATE_WORDS:
            continue
        at = 2 + n
        if c.text(at) == "of" and c.text(at + 1) == "speed":
            at += 2
        return at + 1 if c.text(at) == "," else 0
    return 0


def _asked(c: _Cursor) -> tuple[Unit, bool, int] | None:
    """'How long', 'How many (additional|more) hours': the asked unit ('long': the speed's), further, words."""
    if c.text() != "how":
        return None
    if c.text(1) == "long":
        return Unit("long"), False, 2
    if c.text(1) != "many":
        return None
    further = c.text(2) in FURTHER
    unit = _time_unit(c.peek(2 + further))
    return (unit, further, 3 + further) if unit is not None else None


def _mover_named(c: _Cursor, p: ProblemReadingState, si: int) -> tuple[EntityRef | None, int] | None:
    """'the train' (a thing the story named), a name, a pronoun for the one person, 'for' + any; or no one."""
    at = 1 if c.text() == "for" else 0
    if c.text(at) == "the":
        noun = c.peek(at + 1)
        if noun is None or noun.category != "noun":
            return None
        things = [e for e in p.entity_registry if e.key == noun.lemma.casefold() and e.kind == "thing"]
        return (things[0], at + 2) if len(things) == 1 else None
    found = _doer(replace(c, at=c.at + at), p, si)
    if found is None or (at and found[0] is None):
        return None
    return found[0], at + found[1]


def _distance(c: _Cursor) -> tuple[Word, Word, bool] | None:
    """'180 miles', 'an additional 180 miles', 'another 180 miles', '180 more miles', and nothing after."""
    at = 0
    further = False
    if c.text() == "an" and c.text(1) == "additional" or c.text() == "another":
        at, further = (2 if c.text() == "an" else 1), True
    number = c.peek(at)
    if c.text(at + 1) == "more" and not further:
        at, further = at + 1, True
    unit = c.peek(at + 1)
    if number is None or unit is None or c.at + at + 2 != len(c.words):
        return None
    if unit.category != "unit_noun" or not unit.attr("dimension").startswith("length"):
        return None
    return number, unit, further


def _speed(p: ProblemReadingState) -> Holding | None:
    """The story's one speed: a length per unit of time, plain."""
    speeds = [
        h
        for h in p.accumulated_initial_state
        if h.quantity.per is not None
        and h.quantity.per.dimension == "time"
        and h.quantity.unit is not None
        and h.quantity.unit.dimension.startswith("length")
    ]
    if len(speeds) != 1:
        return None
    speed = speeds[0]
    q = speed.quantity
    if (
        q.value is None
        or q.value <= 0
        or q.times is not None
        or q.share is not None
        or q.owner
        or q.price
        or speed.than
        or speed.activity
        or speed.verb is None
        or speed.verb.category != "verb_activity"
    ):
        return None
    return speed


def _doings(p: ProblemReadingState, holder: str) -> set[str] | None:
    """The verbs of everything read of the holder; None when anything read is another's."""
    verbs: set[str] = set()
    for h in p.accumulated_initial_state:
        if h.entity != holder:
            return None
        verbs.add(h.verb.lemma if h.verb is not None else "")
    return None if p.accumulated_operations else verbs


def _same_doing(p: ProblemReadingState, speed: Holding, verb: Word, named: bool) -> bool:
    """The asked verb is the speed's, or 'travel' for the mover's one way of moving (ADR 0099)."""
    assert speed.verb is not None
    if not named:
        verbs = _doings(p, speed.entity)
        if verbs is None or verbs != {speed.verb.lemma}:
            return False
    elif any(
        h.entity == speed.entity and h.verb is not None and h.verb.lemma != speed.verb.lemma
        for h in p.accumulated_initial_state
    ) or any(op.entity == speed.entity for op in p.accumulated_operations):
        return False
    if verb.lemma == speed.verb.lemma:
        return True
    return verb.attr("motion") == "any" and speed.verb.motion in ("travel", "any")


def _question(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Holding, ...], QuestionTarget | ReaderRefusal] | None:
    c = _Cursor(words)
    c = replace(c, at=_after_same_rate(c))
    asked = _asked(c)
    if asked is None:
        return None
    unit, further, at = asked
    aux = c.peek(at)
    if aux is None or aux.category != "auxiliary" or aux.lemma not in AUXILIARIES:
        return None
    take = c.peek(at + 2)
    if c.text(at + 1) != "it" or take is None or take.category != "verb_take" or take.lemma != "take":
        return None
    if "VB" not in take.tags:
        return None
    doer = _mover_named(replace(c, at=c.at + at + 3), p, si)
    if doer is None:
        return None
    person, used = doer
    at += 3 + used
    verb = c.peek(at + 1)
    if c.text(at) != "to" or verb is None or verb.category != "verb_activity" or "VB" not in verb.tags:
        return None
    distance = _distance(replace(c, at=c.at + at + 2))
    if distance is None:
        return None
    number, length, more = distance
    value = unit_free_number(number)
    if value is None or value <= 0 or more != further:
        return None
    speed = _speed(p)
    if speed is None or (person is not None and speed.entity != person.key):
        return None
    if not _same_doing(p, speed, verb, person is not None):
        return None
    q = speed.quantity
    assert q.unit is not None and q.per is not None and speed.verb is not None
    if length.lemma.casefold() != q.unit.head:
        return None  # "180 kilometers" at miles per hour: not converted here
    inverse = replace(speed, quantity=replace(q, value=Fraction(1) / q.value, unit=q.per, per=q.unit))
    held = tuple(inverse if h is speed else h for h in p.accumulated_initial_state)
    count = QuantityRef(value, number.index, number.text, None, si, (number.index,))
    asked_verb = VerbRef(speed.verb.lemma, speed.verb.category, verb.index, verb.text, verb.tags)
    return held, _scaled_target(inverse, unit, count, asked_verb, "take", si)


def read_travel_time(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: object,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question read as the time a told speed needs for a distance; the ordinary refusal otherwise."""
    if not sentence.is_question or problem.unknown_target_slot is not None:
        return refusal
    words = _words(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    si = problem.sentence_index
    asked = _question(words, problem, si)
    if asked is None:
        return refusal
    held, target = asked
    if isinstance(target, ReaderRefusal):
        return target
    done = replace(
        problem, sentence_index=si + 1, source_text_offset=max(problem.source_text_offset, sentence.end)
    )
    return replace(done, unknown_target_slot=target, accumulated_initial_state=held)


def _text(words: tuple[Word | None, ...], i: int) -> str:
    word = words[i] if 0 <= i < len(words) else None
    return word.text.casefold() if word is not None else ""


def _vehicle_verb(words: tuple[Word | None, ...]) -> tuple[Word, Word] | None:
    """The question's one vehicle and its own way of moving after it ("the jet fly", "the jet to fly")."""
    found = []
    for i, word in enumerate(words):
        if (
            word is None
            or word.category != "noun"
            or not word.attr("moves_by")
            or _text(words, i - 1) != "the"
        ):
            continue
        at = i + 2 if _text(words, i + 1) == "to" else i + 1
        verb = words[at] if at < len(words) else None
        if verb is not None and verb.category == "verb_activity" and verb.lemma == word.attr("moves_by"):
            found.append((word, verb))
    return found[0] if len(found) == 1 else None


def read_vehicle_verb(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A jet travels 580 miles in 2 hours. How far could the jet fly in 10 hours?" (ADR 0261).

    A vehicle's own way of moving (the noun's ``moves_by``: a jet flies, a car is driven) stands for
    its travelling: the question is read again with 'travel' in place of that verb. Only when the
    story moves by 'travel' alone (no other verb of moving, none of the asked verb) and names the
    vehicle; the reading of the asked question is then the ordinary one, which checks the rest.
    """
    from reader.api import read_problem
    from reader.lifecycle import sentence_words
    from reader.tokenise import split_sentences

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    found = _vehicle_verb(words)
    if found is None:
        return None
    vehicle, verb = found
    told = [w for s in sentences[:-1] for w in sentence_words(s, lexicon) if w is not None]
    moving = {w.lemma for w in told if w.category == "verb_activity"}
    moving |= {w.lemma for w in words if w is not None and w.category == "verb_activity" and w is not verb}
    if moving != {"travel"} or not any(w.category == "noun" and w.lemma == vehicle.lemma for w in told):
        return None
    tag = next((t for t in verb.tags if t.startswith("VB")), "")
    travel = lexicon.lookup("travel")
    forms = [s for s, t in getattr(getattr(travel, "entry", None), "forms", ()) if t == tag]
    if not tag or not forms:
        return None
    token = question.tokens[verb.index]
    read = read_problem(text[: token.start] + forms[0] + text[token.end :], lexicon)
    return read if isinstance(read, Answer) else None
