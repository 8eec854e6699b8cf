"""One mover's trip told in legs, each leg at a speed or a pace, asked how far or how long in all (ADR 0478).

"Ivo runs 3 miles at a pace of 8 minutes per mile. Then he runs 2 miles at a pace of 10.5 minutes
per mile. How many minutes does Ivo run in all?" and "Ms. Oduya cycled at 12 mph for 40 minutes.
Then she walked at 3 mph for 20 minutes. How many miles did she cycle and walk in total?" tell each leg
of a trip by two of its three amounts -- how far, how long, and how fast -- and ask the sum of the third over the legs.
The ordinary reading takes a speed told in the time unit of the trip ("drives at 50 miles per hour for
3 hours"), but not a pace (a time per length: "10 minutes per mile"), nor a time in another unit
than the speed's ("for 20 minutes at 6 miles per hour"), nor legs of two verbs summed in one
question. A minute is exactly 60 seconds and an hour exactly 60 minutes, so each leg's missing amount
is exact and the sum is too. The speeds and times are first told plainly as ADR 0305 tells them
("mph", "km/h", "at a speed of", "half an hour"); the pace noun ("at a pace|rate|speed of 10
minutes per mile") is read here. The whole problem is read word by word, in these shapes only:

- the mover: one person, a name or a title and a name ("Ms. Warren", the title telling the gender);
  later the name again or "he"/"she" agreeing with it. A thing ("The bus travels at 40 mph for 2
  hours.") is no doer the speed readings take (ADR 0099: one person), and stays refused here too;
- each statement: "[Then|Later|Next|Afterwards|After that|After the <word>,] <mover> [then]
  <verb of moving> <leg>", more legs after ", ", "and" or ", and" [then] with the verb again, where a
  leg is "at <rate> for <time>", "for <time> at <rate>" or "<length> at <rate>"; a rate is "<N>
  <length> per|a|an <time unit>" (a speed) or "<N> <time> per|a|an <length unit>" (a pace),
  optionally after "a|an|the [average|constant|steady] speed|rate|pace of", and after that noun also
  "<N>|a|an <length> in <M> <time>" (the pace M/N <time> per <length>: "a pace of 1 mile in 8 minutes");
- the question: "How many <unit> did|does|will <mover> <verb> [and <verb>] [in total|in all|
  altogether]", "How far ... <verb> ...", "How long ... <verb> ...", "How many <time unit> did|does
  <mover> spend <verb>ing [and <verb>ing]", "What is the [total] distance|[length of] time [that]
  <mover> <verb> [in <unit>]".

A trip of one leg whose time is told in another unit than its rate's ("for 30 minutes at 12 miles per
hour") stays refused, as ADRs 0099 and 0305 keep it; legs of a longer trip are converted. The verbs
asked must be those of the legs, or one verb of moving of any kind ('travel'). A length is
never converted (miles asked of a speed in kilometers refuse), nor does "how long" choose a unit when
the legs tell two. The legs are told in one tense and asked in it ("did" of 'ran', "does" or "will" of
'runs'): "Ivo ran 5 miles at 8 minutes per mile. He runs 5 miles at 7 minutes per mile." may be two
times, one of them asked. Still refused, so the first refusal stands: a second mover, a modal ('can',
'would'), a rate per day or a leg told with a place, a direction or a count ("to the park", "back",
"3 times"), two rates in one leg, a leg with all three amounts or only one, an ordinal ("the first
hour"), a number in the opening phrase, an answer that is no finite decimal (20 minutes at 1 mile
per 7 minutes), and every other word or sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.told_speeds import told_plainly
from reader.whole_problem_words import Unread, one_person, or_none, person_answer, plain_number, plain_words

# the time units whose sizes are exact multiples of one another
SECONDS = {"second": 1, "minute": 60, "hour": 3600}
RATE_NOUNS = frozenset({"speed", "rate", "pace"})
PLAIN_MODIFIERS = frozenset({"average", "constant", "steady"})
PER_WORDS = frozenset({"per", "a", "an"})
ONE_WORD_OPENERS = frozenset({"then", "later", "next", "afterwards", "afterward"})
TOTAL_WORDS = (("in", "total"), ("in", "all"), ("altogether",))
ASKING = frozenset({"did", "does", "will", "do"})
FINITE = frozenset({"VBD", "VBZ", "VBP"})


def _text(word: Word) -> str:
    return word.text.casefold()


@dataclass(frozen=True)
class Leg:
    verb: str
    length: str  # the length unit's lemma
    distance: Fraction  # in that unit
    seconds: Fraction
    told: frozenset[str]  # the time units the leg tells
    past: bool = False  # told in the past tense


@dataclass
class Mover:
    word: Word  # the person's name, with the gender told so far


def _count(words: tuple[Word, ...], at: int) -> Fraction:
    if at >= len(words):
        raise Unread
    value = plain_number(words[at])
    if value is None or value <= 0:
        raise Unread
    return value


def _unit(words: tuple[Word, ...], at: int) -> tuple[str, str]:
    """The unit noun at ``at`` as ('time'|'length', its lemma); Unread for any other word."""
    if at >= len(words) or words[at].category != "unit_noun":
        raise Unread
    lemma = words[at].lemma.casefold()
    if lemma in SECONDS and words[at].attr("dimension") == "time":
        return "time", lemma
    if words[at].attr("dimension").startswith("length"):
        return "length", lemma
    raise Unread


def _amount(words: tuple[Word, ...], at: int) -> tuple[int, Fraction, str, str]:
    """ "<N> <unit>": (index after, N, 'time'|'length', the unit's lemma)."""
    value = _count(words, at)
    kind, lemma = _unit(words, at + 1)
    return at + 2, value, kind, lemma


def _rate(words: tuple[Word, ...], at: int) -> tuple[int, Fraction, str, str, str]:
    """ "[a|an|the [mod] speed|rate|pace of] <N> <unit> per|a|an <unit>" at ``at``, or after the noun
    "<N>|a|an <length> in <M> <time>": (index after, N, 'speed'|'pace', the length unit, the time unit)."""
    noun = at < len(words) and _text(words[at]) in ("a", "an", "the")
    if noun:
        at += 1
        if at < len(words) and _text(words[at]) in PLAIN_MODIFIERS:
            at += 1
        if at + 1 >= len(words) or _text(words[at]) not in RATE_NOUNS or _text(words[at + 1]) != "of":
            raise Unread
        at += 2
        if at + 2 < len(words) and _text(words[at + 2]) == "in":
            return _in_time(words, at)
    at, value, kind, first = _amount(words, at)
    if at + 1 >= len(words) or _text(words[at]) not in PER_WORDS:
        raise Unread
    other, second = _unit(words, at + 1)
    if _text(words[at + 1]) != second or other == kind:
        raise Unread  # "per hours", or a length per length
    if kind == "length":
        return at + 2, value, "speed", first, second
    return at + 2, value, "pace", second, first


def _in_time(words: tuple[Word, ...], at: int) -> tuple[int, Fraction, str, str, str]:
    """ "<N>|a|an <length> in <M> <time>" at ``at`` (after "a pace of"): the pace of M/N <time> per <length>."""
    if _text(words[at]) in ("a", "an"):
        kind, length = _unit(words, at + 1)
        if _text(words[at + 1]) != length:
            raise Unread  # "a miles"
        at, distance = at + 2, Fraction(1)
    else:
        at, distance, kind, length = _amount(words, at)
    if kind != "length":
        raise Unread  # "10 minutes in 1 mile"
    at, amount, told, per = _amount(words, at + 1)
    if told != "time":
        raise Unread
    return at, amount / distance, "pace", length, per


def _leg(words: tuple[Word, ...], at: int, verb: str) -> tuple[int, Leg]:
    """One leg after its verb: "at <rate> for <time>", "for <time> at <rate>" or "<length> at <rate>"."""
    if at >= len(words):
        raise Unread
    head = _text(words[at])
    if head == "at":
        at, value, kind, length, per = _rate(words, at + 1)
        if at >= len(words) or _text(words[at]) != "for":
            raise Unread
        at, amount, told, unit = _amount(words, at + 1)
        if told != "time":
            raise Unread
    elif head == "for":
        at, amount, told, unit = _amount(words, at + 1)
        if told != "time" or at >= len(words) or _text(words[at]) != "at":
            raise Unread
        at, value, kind, length, per = _rate(words, at + 1)
    else:
        at, amount, told, unit = _amount(words, at)
        if told != "length" or at >= len(words) or _text(words[at]) != "at":
            raise Unread
        at, value, kind, length, per = _rate(words, at + 1)
        if unit != length:
            raise Unread  # kilometers at a speed in miles: lengths are never converted
    if told == "time":
        seconds = amount * SECONDS[unit]
        if kind == "speed":
            distance = value * seconds / SECONDS[per]
        else:
            distance = seconds / (value * SECONDS[per])
        return at, Leg(verb, length, distance, seconds, frozenset({unit, per}))
    if kind == "speed":
        seconds = amount / value * SECONDS[per]
    else:
        seconds = amount * value * SECONDS[per]
    return at, Leg(verb, length, amount, seconds, frozenset({per}))


def _past(word: Word) -> bool:
    """Whether a finite verb is past ('ran') or present ('runs'); Unread when its form tells neither."""
    tags = set(word.tags)
    past, present = "VBD" in tags, bool({"VBZ", "VBP"} & tags)
    if past == present:
        raise Unread
    return past


def _is_motion_verb(word: Word) -> bool:
    return word.category.startswith("verb") and word.attr("motion") in ("travel", "any")


def _opener(words: tuple[Word, ...]) -> int:
    """Where the statement's subject starts after an opener that only orders the legs."""
    if words and _text(words[0]) in ONE_WORD_OPENERS:
        return 2 if len(words) > 1 and words[1].attr("mark") == "comma" else 1
    if len(words) > 3 and _text(words[0]) == "after":
        if _text(words[1]) == "that":
            return 3 if words[2].attr("mark") == "comma" else 2
        if _text(words[1]) == "the" and plain_number(words[2]) is None and words[3].attr("mark") == "comma":
            if words[2].category in ("noun", "verb_activity"):
                return 4
    return 0


def _introduced(words: tuple[Word, ...]) -> tuple[int, Mover]:
    """The mover's first mention at the start of ``words``: (index after it, the mover)."""
    if not words:
        raise Unread
    first = words[0]
    if (
        first.category == "person_noun"
        and first.text.endswith(".")
        and first.attr("gender") in ("male", "female")
        and len(words) > 1
        and words[1].text[:1].isupper()
    ):
        return 2, Mover(replace(words[1], told_gender=first.attr("gender")))  # "Ms. Warren": hers
    return 1, Mover(one_person(first, None))


def _refers(words: tuple[Word, ...], at: int, mover: Mover) -> int:
    """The mover named again at ``at``: (index after it); Unread for anyone else."""
    if at >= len(words):
        raise Unread
    word = words[at]
    if _text(word) == _text(mover.word):
        return at + 1
    if word.category == "pronoun":
        mover.word = one_person(word, mover.word)
        return at + 1
    raise Unread


def _statement(words: tuple[Word, ...], mover: Mover | None) -> tuple[Mover, list[Leg]]:
    at = _opener(words)
    if mover is None:
        if at:
            raise Unread
        at, mover = _introduced(words)
    else:
        at = _refers(words, at, mover)
    legs: list[Leg] = []
    while True:
        if at < len(words) and _text(words[at]) == "then":
            at += 1
        if at >= len(words) or not _is_motion_verb(words[at]) or not FINITE & set(words[at].tags):
            raise Unread
        past = _past(words[at])
        at, leg = _leg(words, at + 1, words[at].lemma.casefold())
        legs.append(replace(leg, past=past))
        if at == len(words):
            return mover, legs
        comma = words[at].attr("mark") == "comma"
        if comma:
            at += 1
        if at < len(words) and _text(words[at]) == "and":
            at += 1
        elif not comma:
            raise Unread


def _verbs(words: tuple[Word, ...], at: int, gerund: bool) -> tuple[int, list[str]]:
    """ "<verb> [and <verb>]" at ``at``: (index after, their lemmas)."""
    found = []
    while at < len(words) and _is_motion_verb(words[at]):
        if gerund and "VBG" not in words[at].tags:
            raise Unread
        found.append(words[at].lemma.casefold())
        at += 1
        if at + 1 < len(words) and _text(words[at]) == "and" and _is_motion_verb(words[at + 1]):
            at += 1
    if not found:
        raise Unread
    return at, found


def _total_tail(words: tuple[Word, ...], at: int) -> None:
    rest = tuple(_text(w) for w in words[at:])
    if rest and rest not in TOTAL_WORDS:
        raise Unread


def _question(words: tuple[Word, ...], mover: Mover) -> tuple[str, str, list[str], bool]:
    """(what is asked: 'length'|'time', its unit or "" for the legs' own, the verbs asked, whether past)."""
    texts = [_text(w) for w in words]
    if texts[:2] == ["what", "is"]:
        return _what_question(words, mover)
    if texts[:2] == ["how", "far"]:
        asked, unit, at = "length", "", 2
    elif texts[:2] == ["how", "long"]:
        asked, unit, at = "time", "", 2
    elif texts[:2] == ["how", "many"]:
        asked, unit = _unit(words, 2)
        if _text(words[2]) == unit:
            raise Unread  # "how many mile"
        at = 3
    else:
        raise Unread
    if at >= len(words) or texts[at] not in ASKING:
        raise Unread
    past = texts[at] == "did"
    at = _refers(words, at + 1, mover)
    gerund = at < len(words) and texts[at] == "spend" and asked == "time" and bool(unit)
    at, verbs = _verbs(words, at + 1 if gerund else at, gerund)
    _total_tail(words, at)
    return asked, unit, verbs, past


def _what_question(words: tuple[Word, ...], mover: Mover) -> tuple[str, str, list[str], bool]:
    """ "What is the [total] distance|[length of] time [that] <mover> <verb> [in <unit>]"."""
    texts = [_text(w) for w in words]
    at = 2
    if at < len(texts) and texts[at] == "the":
        at += 1
    if at < len(texts) and texts[at] == "total":
        at += 1
    if texts[at : at + 3] == ["length", "of", "time"]:
        asked, at = "time", at + 3
    elif at < len(texts) and texts[at] in ("distance", "time"):
        asked, at = ("length" if texts[at] == "distance" else "time"), at + 1
    else:
        raise Unread
    if at < len(texts) and texts[at] == "that":
        at += 1
    at = _refers(words, at, mover)
    past = at < len(words) and _past(words[at])
    at, verbs = _verbs(words, at, False)
    unit = ""
    if at < len(words):
        if texts[at] != "in" or at + 2 != len(words):
            raise Unread
        kind, unit = _unit(words, at + 1)
        if kind != asked:
            raise Unread
    return asked, unit, verbs, past


def _plural(lemma: str, words: list[tuple[Word, ...]]) -> str:
    """The unit's plural as the story writes it, else with an 's'."""
    for sentence in words:
        for word in sentence:
            if word.category == "unit_noun" and word.lemma.casefold() == lemma and _text(word) != lemma:
                return _text(word)
    return lemma + "s"


def _read(text: str, lexicon: Lexicon) -> Answer:
    plain = told_plainly(text, lexicon) or text
    sentences = split_sentences(plain)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        raise Unread
    body = [plain_words(s, lexicon) for s in sentences]
    mover: Mover | None = None
    legs: list[Leg] = []
    for words in body[:-1]:
        mover, told = _statement(words, mover)
        legs += told
    assert mover is not None
    if len(legs) == 1 and len(legs[0].told) > 1:
        raise Unread  # one leg timed in another unit than its rate's: ADRs 0099 and 0305 keep it refused
    asked, unit, verbs, past = _question(body[-1], mover)
    if any(leg.past != past for leg in legs):
        raise Unread  # "ran ... runs", or "ran" asked "does he run": which time is asked?
    leg_verbs = {leg.verb for leg in legs}
    if set(verbs) != leg_verbs and not (len(verbs) == 1 and _any_motion(verbs[0], lexicon)):
        raise Unread  # "How far did she run?" of a run and a walk
    if asked == "length":
        lengths = {leg.length for leg in legs}
        if len(lengths) != 1 or (unit and unit not in lengths):
            raise Unread
        unit = lengths.pop()
        value = sum((leg.distance for leg in legs), Fraction(0))
        parts = [f"{fmt(leg.distance)} {unit}s" for leg in legs]
    else:
        if not unit:
            told = set().union(*(leg.told for leg in legs))
            if len(told) != 1:
                raise Unread  # "how long": in minutes or in hours?
            unit = told.pop()
        value = sum((leg.seconds for leg in legs), Fraction(0)) / SECONDS[unit]
        parts = [f"{fmt(leg.seconds / SECONDS[unit])} {unit}s" for leg in legs]
    if not finite_decimal(value):
        raise Unread
    steps = (f"each leg's missing amount from the other two: {' + '.join(parts)} = {fmt(value)} {unit}s",)
    return person_answer(mover.word, value, value, unit, _plural(unit, body), steps)


def _any_motion(lemma: str, lexicon: Lexicon) -> bool:
    entry = getattr(lexicon.lookup(lemma), "entry", None)
    return entry is not None and entry.attr("motion") == "any"


def read_paced_legs(text: str, lexicon: Lexicon) -> Answer | None:
    """The whole length or time of one mover's legs, each told by two of length, time and rate."""
    return or_none(_read, text, lexicon)
