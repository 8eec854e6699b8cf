""" "It takes Mia 20 minutes to walk one dog. She walks 6 dogs. How many hours does she spend walking dogs?" (ADR 0451).

A time told for one job with 'It takes', a count of the same jobs done by one doer, and a question for
the time spent on them all: (jobs done) x (time one job takes), converted to the asked unit. ADR 0433
retells 'it takes' as a pace for the readings of activities and things made; the verbs of most jobs
('wash', 'walk', 'clean') have no arithmetic role there, and "spend <verb>ing" asks nothing they read.
The product needs no role: one job takes the told time, the jobs are done one after another by one doer.

Only this shape is read, word by word, so that anything else keeps the first refusal:

- the time: "It takes <name> N <seconds|minutes|hours> to <verb> one|a|an|1|each <thing>."; a time of
  no one (ADR 0324), "for <name> to" (the red-team probes keep its days refused), 'the <things>' (maybe
  all of them together), a count other than one, or two jobs in one sentence is not read;
- the jobs done: "<name|he|she> <verb>s|<verb>ed M <things> [on <day>] [and M2 <things> on <day2>]."
  as its own sentence or as the question's fronted 'if' clause, the same verb and thing as the time's;
- the question: "How many <time unit>s|How long|How much time does|did|will <doer> spend <verb>ing
  [the] <things> [in total|in all]?"; one doer throughout, the same person ('he'/'she' agree with the
  name's gender), never 'they' (several doers may work at once), no negation, nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import value_answer

SECONDS = {"second": 1, "minute": 60, "hour": 3600}  # days and longer: calendar time, not read here
ONE_WORDS = frozenset({"one", "a", "an", "1", "each"})
PRONOUNS = {"he": "male", "she": "female"}
AUXILIARIES = frozenset({"does", "did", "will"})
VERBS = frozenset({"verb", "verb_activity", "verb_produce"})
WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})


class Unread(Exception):
    """The words are not of the one shape read here."""


@dataclass(frozen=True, slots=True)
class Job:
    doer: str  # the name told, or ""
    gender: str
    minutes_unit: str  # the told time unit's lemma
    time: Fraction
    verb: str
    thing: str


def job_time(text: str, lexicon: Lexicon) -> Answer | None:
    """The time spent on a count of jobs at a told time per job, or None when not of this shape."""
    try:
        return _read(text, lexicon)
    except Unread:
        return None


def _words(sentence: Sentence, lexicon: Lexicon) -> list[Word]:
    words = sentence_words(sentence, lexicon)
    if any(w is None for w in words):
        raise Unread
    kept = [w for w in words if w is not None]
    if kept and kept[-1].text in (".", "?", "!"):
        kept = kept[:-1]  # the closing mark, when the sentence has one
    return kept


def _low(words: list[Word], at: int) -> str:
    return words[at].text.casefold() if 0 <= at < len(words) else ""


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question:
        return None
    first = _words(sentences[0], lexicon)
    if _low(first, 0) != "it" or _low(first, 1) != "takes":
        return None
    job = _job(first)
    question = _words(sentences[-1], lexicon)
    if len(sentences) == 3:
        if sentences[1].is_question:
            raise Unread
        done, doer, gender, present = _done(_words(sentences[1], lexicon), job)
    else:
        hows = [i for i, w in enumerate(question) if w.text.casefold() == "how"]
        if _low(question, 0) != "if" or len(hows) != 1 or _low(question, hows[0] - 1) != ",":
            raise Unread
        comma = hows[0] - 1  # "If she walks 2 dogs on Monday, 3 dogs on Friday, how ...": the last comma
        done, doer, gender, present = _done(question[1:comma], job)
        question = question[comma + 1 :]
    doer = _same(doer, job)
    unit = _asked(question, job, doer, job.gender or gender, present)
    seconds = done * job.time * SECONDS[job.minutes_unit]
    value = seconds / SECONDS[unit]
    if not finite_decimal(value):
        raise Unread
    steps = (
        f"{done} {job.thing} jobs at {job.time} {job.minutes_unit}s each: {done * job.time} {job.minutes_unit}s",
        f"{done * job.time} {job.minutes_unit}s = {value} {unit}s",
    )
    return value_answer(value, unit, job.doer or doer, steps, len(sentences) - 1)


def _job(words: list[Word]) -> Job:
    """ "It takes [Mia] 20 minutes to walk one dog." / "It takes 20 minutes for Mia to walk one dog." """
    at = 2
    name, gender = "", ""
    if words[at].category == "name":
        name, gender = words[at].text, words[at].attr("gender")
        at += 1
    time = _number(words, at)
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.lemma not in SECONDS:
        raise Unread
    at += 2
    if (
        _low(words, at) != "to"
        or words[at + 1].category not in VERBS | {"noun"}
        or words[at + 1].text != words[at + 1].lemma
    ):
        raise Unread
    verb = words[at + 1].lemma
    if _low(words, at + 2) not in ONE_WORDS:
        raise Unread
    thing = words[at + 3] if at + 3 < len(words) else None
    if thing is None or thing.category != "noun" or thing.text.casefold() != thing.lemma.casefold():
        raise Unread  # one thing, told in the singular
    if words[at + 4 :]:
        raise Unread
    return Job(name, gender, unit.lemma, time, verb, thing.lemma.casefold())


def _number(words: list[Word], at: int) -> Fraction:
    if at >= len(words) or words[at].category != "number":
        raise Unread
    try:
        value = Fraction(words[at].text.replace(",", ""))
    except ValueError:
        raise Unread from None
    if value <= 0:
        raise Unread
    return value


def _done(words: list[Word], job: Job) -> tuple[Fraction, str, str, bool]:
    """ "She walks 5 dogs on Monday and 4 dogs on Tuesday.": the jobs done, who did them, the name's gender."""
    if len(words) < 4:
        raise Unread
    doer = words[0]
    if doer.category == "name":
        who = doer.text
    elif doer.text.casefold() in PRONOUNS:
        who = doer.text.casefold()
    else:
        raise Unread
    verb = words[1]
    if verb.category not in VERBS | {"noun"} or verb.lemma != job.verb or _gerund(verb.text, job.verb):
        raise Unread
    if verb.category == "noun" and verb.text.casefold() == job.verb:
        raise Unread
    rest = words[2:]
    total = Fraction(0)
    days: list[str] = []
    parts = 0
    while True:
        count = _number(rest, 0)
        if count.denominator != 1 or len(rest) < 2:
            raise Unread
        thing = rest[1]
        if thing.category != "noun" or thing.lemma.casefold() != job.thing:
            raise Unread
        if count != 1 and thing.text.casefold() == thing.lemma.casefold():
            raise Unread  # "5 dog": not a count of the told thing
        total += count
        rest = rest[2:]
        if len(rest) >= 2 and rest[0].text.casefold() == "on" and rest[1].text.casefold() in WEEKDAYS:
            days.append(rest[1].text.casefold())  # "on Mondays" recurs: not read
            rest = rest[2:]
        parts += 1
        if not rest:
            break
        joint = [w.text.casefold() for w in rest[:2]]
        if joint == [",", "and"]:
            rest = rest[2:]
        elif joint[:1] in (["and"], [","]):
            rest = rest[1:]
        else:
            raise Unread
    if len(days) != len(set(days)) or (parts > 1 and len(days) != parts):
        raise Unread  # two counts each need their own day: "5 dogs and 4 dogs" may be the same dogs
    gender = doer.attr("gender") if doer.category == "name" else ""
    return total, who, gender, _present(verb.text.casefold(), job.verb)


def _present(text: str, verb: str) -> bool:
    """ "walks", "washes", "carries" are present; any other form ("walked", "cut") is taken as past."""
    forms = {verb + "s", verb + "es"}
    if verb.endswith("y"):
        forms.add(verb[:-1] + "ies")
    return text in forms


def _same(doer: str, job: Job) -> str:
    """The doer of the jobs done is the one the time is told of: a name, or 'he'/'she' for it."""
    if not job.doer:
        raise Unread  # a time of no one may not be the doer's own (ADR 0324)
    if doer in PRONOUNS:
        if job.gender and job.gender != PRONOUNS[doer]:
            raise Unread
        return job.doer
    if doer != job.doer:
        raise Unread
    return doer


def _asked(words: list[Word], job: Job, doer: str, gender: str, present: bool) -> str:
    """ "how many hours does she spend walking dogs?": the asked unit."""
    texts = [w.text.casefold() for w in words]
    if len(texts) < 2 or texts[0] != "how":
        raise Unread
    if texts[1] == "long":
        unit, at = job.minutes_unit, 2
    elif texts[1:3] == ["much", "time"]:
        unit, at = job.minutes_unit, 3
    elif (
        texts[1] == "many"
        and len(words) > 2
        and words[2].category == "unit_noun"
        and words[2].lemma in SECONDS
    ):
        if texts[2] == words[2].lemma:
            raise Unread  # "how many hour"
        unit, at = words[2].lemma, 3
    else:
        raise Unread
    if texts[at : at + 1] != [] and texts[at] not in AUXILIARIES or len(texts) <= at:
        raise Unread
    if (texts[at] == "did") == present:
        raise Unread  # past jobs asked with 'does'/'will', present ones with 'did' (ADR 0324)
    who = words[at + 1] if at + 1 < len(words) else None
    if who is None:
        raise Unread
    if who.text.casefold() in PRONOUNS:
        if PRONOUNS[who.text.casefold()] != gender:
            raise Unread
    elif who.text != doer:
        raise Unread
    if texts[at + 2 : at + 3] != ["spend"] or not _gerund(
        texts[at + 3] if at + 3 < len(texts) else "", job.verb
    ):
        raise Unread
    tail = texts[at + 4 :]
    if tail[:1] == ["the"]:
        tail = tail[1:]
    thing = words[len(words) - len(tail)] if tail else None
    if thing is None or thing.lemma.casefold() != job.thing or thing.text.casefold() == job.thing:
        raise Unread
    tail = tail[1:]
    if tail in (["in", "total"], ["in", "all"], []):
        return unit
    raise Unread


def _gerund(text: str, verb: str) -> bool:
    text = text.casefold()
    forms = {verb + "ing", verb + verb[-1:] + "ing"}
    if verb.endswith("e"):
        forms.add(verb[:-1] + "ing")
    return text in forms
