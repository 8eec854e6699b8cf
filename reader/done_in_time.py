""" "Mara can read a 180-page book in 12 hours. How long would it take her to read a 300-page book?" (ADR 0449).

A pace told as a whole job done in a time, and asked for another amount of the same job or for the
amount done in another time. The readings of such a pace (the sentence reader's 'can <activity> N
things in T', ADR 0079 and 0116; ADR 0414's proportion; ADR 0433's retold 'it takes') read the job
only as a count of things, the time only as a number, and the time asked only as "How many hours"
(ADR 0414) or after an activity. The same pace is often told in other words, which this module
retells in the words those readings already read:

- the job as a measure of a thing: "a 200-page book", "a book with 200 pages" say "200 pages" when
  the verb is an activity the measure counts ('read', 'type', 'run'): the pages are what is read;
  a thing made ("bakes a 2-pound cake") is not retold, since its time need not grow with its size;
- the job as one thing: "a fence", "an essay", "one mile" say "1 fence" (read by ADR 0414's
  proportion only when the hook asks it to take one thing, see ``Retold.one_thing``);
- "in a minute", "in an hour", "within 5 seconds" say "in 1 minute", "in 5 seconds";
- "4 pages of her book" told in both sentences: the book is said twice, the pages are the job;
- in the question, "How long" asked of the told job says "How many <the told unit>", "will she take
  to" says "will it take her to" (ADR 0433), "finish reading" says "read", 'could'/'would' ask what
  'can'/'will' ask (ADR 0424), and a closing "at this (constant) rate" names the pace already told.

Only a story of two sentences is retold: the pace "<doer> can <verb>|<verb>s <job> in|within <time>."
(a name, 'he'/'she', or 'the'/'a' and one noun; present or 'can', never past, a negation, 'they' or
two doers), and one question that asks the time for a job of the same shape or the count done in a
time, nothing else in it. Two jobs ("a batch of waffles in 10 minutes and a steak in 6 minutes"),
a time told twice, another doer, or any other word keeps the first refusal; the retold text is read by
the whole reader, with all its checks (the same doer, the same verb, the same things, whole counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.dummy_it import unit_free_number
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

Edit = tuple[int, int, str]
ONE_WORDS = frozenset({"a", "an", "one"})
ARTICLES = frozenset({"a", "an"})
DOER_ARTICLES = frozenset({"the", "a", "an"})
SUBJECT_PRONOUNS = {"he": "male", "she": "female"}
SUBJECT_GENDERS = {"he": "male", "she": "female", "it": "neuter"}
OBJECT_PRONOUNS = {"him": "male", "her": "female", "it": "neuter"}
OBJECT_FORMS = {"male": "him", "female": "her", "neuter": "it"}
NOUNS = frozenset({"noun", "unit_noun"})
NOT_DONE = frozenset({"auxiliary", "copula", "verb_possess", "verb_take", "verb_cost"})
IN_WORDS = frozenset({"in", "within"})
TIME_AUX = frozenset({"will", "would", "does"})
COUNT_AUX = frozenset({"can", "could", "will", "would", "does"})
MODALS = {"could": "can", "would": "will"}
OF_OWNERS = frozenset({"her", "his", "the", "their", "its", "my", "your"})
RATE_ADJECTIVES = frozenset({"constant", "steady", "same"})
RATE_NOUNS = frozenset({"rate", "pace", "speed"})
NOT_MEASURES = frozenset({"time", "money"})


@dataclass(frozen=True, slots=True)
class Retold:
    """The retold story; ``one_thing`` when a job of one thing ("a fence") was told as "1 fence"."""

    rewrite: Rewrite
    one_thing: bool


@dataclass(frozen=True, slots=True)
class Job:
    """A job read at a place: where it ends, its edit (if retold), what it counts, and a "1 <thing>"."""

    end: int
    edit: Edit | None
    head: str  # the lemma of what is counted ('page', 'fence', 'mile')
    one_thing: bool
    of: tuple[str, ...]  # "of her book" after the count, lowercased; () when none


def done_in_time(text: str, lexicon: Lexicon) -> Retold | None:
    """The story with its pace and question told in the words the readings read; None if not the shape."""
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Retold | None:
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[0].terminator != "." or not sentences[1].is_question:
        return None
    told_words = plain_words(sentences[0], lexicon)
    asked_words = plain_words(sentences[1], lexicon)
    told = _pace(sentences[0], told_words, lexicon)
    edits = list(told.edits)
    steps = list(told.steps)
    asked = _question(sentences[1], asked_words, lexicon, told)
    edits += asked.edits
    steps += asked.steps
    if told.job.of:
        if asked.job_of != told.job.of:
            raise Unread  # "4 pages of her book" then "18 pages": ADR 0116 reads it as told
        edits.append(told.of_edit)  # type: ignore[arg-type]
        edits.append(asked.of_edit)  # type: ignore[arg-type]
        steps.append("N things of her book, said in both sentences = N things")
    elif asked.job_of:
        raise Unread
    found = with_edits(text, edits, steps)
    if found is None:
        return None
    return Retold(found, told.job.one_thing or asked.one_thing)


@dataclass(frozen=True, slots=True)
class Pace:
    """The told pace: its edits and steps, its doer, verb, job and unit of time."""

    edits: tuple[Edit, ...]
    steps: tuple[str, ...]
    doer: str  # the doer's words, lowercased
    gender: str  # 'male', 'female', 'any' (a name the pack does not know), 'neuter'
    verb: Word
    job: Job
    of_edit: Edit | None
    time_unit: Word


@dataclass(frozen=True, slots=True)
class Asked:
    """The question's edits and steps, and the job it asks of ("of her book" to match the pace's)."""

    edits: tuple[Edit, ...]
    steps: tuple[str, ...]
    one_thing: bool
    job_of: tuple[str, ...]
    of_edit: Edit | None


def _low(words: tuple[Word, ...], at: int) -> str:
    return words[at].text.casefold() if 0 <= at < len(words) else ""


def _span(sentence: Sentence, first: int, last: int) -> tuple[int, int]:
    return sentence.tokens[first].start, sentence.tokens[last].end


def _doer(words: tuple[Word, ...]) -> tuple[str, str, int]:
    """The one doer opening the pace: its words, its gender and where the verb starts."""
    first = words[0]
    low = first.text.casefold()
    if first.category == "name" or (first.text[:1].isupper() and bool(first.attr("name_gender"))):
        if low in SUBJECT_PRONOUNS or low in DOER_ARTICLES:
            raise Unread
        gender = first.attr("name_gender") or first.attr("gender") or ""
        if gender not in ("male", "female"):
            if first.sense is not None:
                raise Unread
            gender = "any"  # a name the pack does not know: 'he' or 'she' may mean it (ADR 0424)
        return low, gender, 1
    if first.category == "pronoun" and low in SUBJECT_PRONOUNS:
        return low, SUBJECT_PRONOUNS[low], 1
    if low in DOER_ARTICLES and len(words) > 2 and words[1].category == "noun":
        noun = words[1]
        if "NN" not in noun.tags or noun.text.casefold() != noun.lemma.casefold():
            raise Unread  # a group of doers
        return f"{low} {noun.text.casefold()}", "neuter", 2
    raise Unread


def _done_verb(words: tuple[Word, ...], at: int) -> tuple[Word, int]:
    """'can' and a bare verb, or a present verb ('reads'): the verb and where its object starts."""
    word = words[at] if at < len(words) else None
    if word is None:
        raise Unread
    if word.text.casefold() == "can":
        at += 1
        word = words[at] if at < len(words) else None
        if word is None or "VB" not in word.tags or word.text.casefold() != word.lemma.casefold():
            raise Unread
    elif "VBZ" not in word.tags:
        raise Unread  # a past 'read', 'ran': one time it was done, not a pace kept
    if word.category in NOT_DONE or word.text.casefold().endswith("n't"):
        raise Unread
    return word, at + 1


def _plural(lemma: str, lexicon: Lexicon) -> str:
    """The pack's one plural of a counted noun or a unit of measure (not of time or money)."""
    sense = lexicon.lookup(lemma)
    if sense is None or sense.entry.category not in NOUNS:
        raise Unread
    if sense.entry.category == "unit_noun" and dict(sense.entry.attrs).get("dimension", "") in NOT_MEASURES:
        raise Unread
    return _longest_plural(sense.entry.forms, lemma)


def _count(word: Word) -> Fraction | None:
    value = unit_free_number(word)
    return value if value is not None and value > 0 and value.denominator == 1 else None


def _noun(word: Word | None) -> bool:
    if word is None or word.category not in NOUNS:
        return False
    return word.category == "noun" or (word.attr("dimension") or "") not in NOT_MEASURES


def _job(sentence: Sentence, words: tuple[Word, ...], at: int, verb: Word, lexicon: Lexicon) -> Job:
    """The job done at ``at``: "a 200-page book", "a book with 200 pages", "a fence", "4 pages [of her book]"."""
    first = words[at] if at < len(words) else None
    nxt = words[at + 1] if at + 1 < len(words) else None
    if first is None or nxt is None:
        raise Unread
    low = first.text.casefold()
    activity = verb.category == "verb_activity"
    shape = nxt.shape
    if low in ARTICLES and shape is not None and shape.primitive == "number_unit":
        # "a 200-page book": the pages are the job of an activity ('read'), not of a thing made
        thing = words[at + 2] if at + 2 < len(words) else None
        if not activity or not _noun(thing) or thing is None or "NN" not in thing.tags:
            raise Unread
        value = Fraction(shape.value)
        if value <= 0 or value.denominator != 1 or not shape.unit:
            raise Unread
        unit = shape.unit.casefold()
        new = f"{nxt.text.split('-')[0]} {_plural(unit, lexicon)}"
        return Job(at + 3, (*_span(sentence, at, at + 2), new), unit, False, ())
    with_at = next((i for i in (at + 2, at + 3) if _low(words, i) == "with"), None)
    if low in ARTICLES and with_at is not None and all(_noun(w) for w in words[at + 1 : with_at]):
        # "a book with 200 pages", "a research paper with 900 words": the pages or words again
        count = words[with_at + 1] if with_at + 1 < len(words) else None
        unit = words[with_at + 2] if with_at + 2 < len(words) else None
        if not activity or count is None or _count(count) is None or not _noun(unit) or unit is None:
            raise Unread
        if "NNS" not in unit.tags or unit.text.casefold() == unit.lemma.casefold():
            raise Unread
        new = f"{count.text} {unit.text}"
        return Job(with_at + 3, (*_span(sentence, at, with_at + 2), new), unit.lemma.casefold(), False, ())
    if low in ONE_WORDS and _noun(nxt):
        if "NN" not in nxt.tags or nxt.text.casefold() != nxt.lemma.casefold():
            raise Unread  # "a few pages"
        one = nxt.category == "noun"
        return Job(at + 2, (*_span(sentence, at, at), "1"), nxt.lemma.casefold(), one, ())
    if _count(first) is None or not _noun(nxt):
        raise Unread
    if "NNS" not in nxt.tags or nxt.text.casefold() == nxt.lemma.casefold():
        raise Unread
    end = at + 2
    of: tuple[str, ...] = ()
    if _low(words, end) == "of":
        owner, whole = _low(words, end + 1), words[end + 2] if end + 2 < len(words) else None
        if owner not in OF_OWNERS or whole is None or whole.category != "noun":
            raise Unread
        of = ("of", owner, whole.text.casefold())
        end += 3
    return Job(end, None, nxt.lemma.casefold(), False, of)


def _time(sentence: Sentence, words: tuple[Word, ...], at: int) -> tuple[list[Edit], Word, int]:
    """ "in 20 hours", "in an hour", "within 5 seconds": the edits, the unit and where it ends."""
    if _low(words, at) not in IN_WORDS or at + 2 >= len(words):
        raise Unread
    edits: list[Edit] = []
    if _low(words, at) == "within":
        edits.append((*_span(sentence, at, at), "in"))
    amount, unit = words[at + 1], words[at + 2]
    if unit.category != "unit_noun" or unit.attr("dimension") != "time":
        raise Unread
    if amount.text.casefold() in ONE_WORDS:
        if "NNS" in unit.tags and unit.text.casefold() != unit.lemma.casefold():
            raise Unread  # "in a few hours"
        edits.append((*_span(sentence, at + 1, at + 1), "1"))
    elif unit_free_number(amount) is None or unit_free_number(amount) <= 0:  # type: ignore[operator]
        raise Unread
    return edits, unit, at + 3


def _pace(sentence: Sentence, words: tuple[Word, ...], lexicon: Lexicon) -> Pace:
    """ "<doer> can <verb>|<verb>s <job> in|within <time>": every word of it, nothing after."""
    if len(words) < 6:
        raise Unread
    doer, gender, at = _doer(words)
    verb, at = _done_verb(words, at)
    job = _job(sentence, words, at, verb, lexicon)
    time_edits, unit, end = _time(sentence, words, job.end)
    if end != len(words):
        raise Unread  # a second job, a second time, a place, 'each day': not the one pace
    edits: list[Edit] = list(time_edits)
    steps: list[str] = []
    if job.edit is not None:
        edits.append(job.edit)
        steps.append(_job_step(job))
    if time_edits:
        steps.append("in an hour = in 1 hour; within = in")
    of_edit = None
    if job.of:
        first = job.end - 3
        of_edit = (sentence.tokens[first - 1].end, sentence.tokens[first + 2].end, "")
    return Pace(tuple(edits), tuple(steps), doer, gender, verb, job, of_edit, unit)


def _job_step(job: Job) -> str:
    if job.one_thing:
        return "a thing done in a time = 1 thing done in that time"
    return "a thing of N units, for an activity that goes through its units = N units"


def _same_doer(words: tuple[Word, ...], at: int, told: Pace, objective: bool) -> tuple[int, str]:
    """The told doer again at ``at`` (its own words, or a pronoun that fits it): where it ends, and
    its object form ('her', 'Mara', 'the machine')."""
    low = _low(words, at)
    pronouns = OBJECT_PRONOUNS if objective else SUBJECT_GENDERS
    if low in pronouns:
        gender = pronouns[low]
        if told.doer in SUBJECT_GENDERS:
            fits = SUBJECT_GENDERS[told.doer] == gender
        else:
            fits = told.gender == gender or (told.gender == "any" and gender != "neuter")
        if not fits:
            raise Unread  # 'he' of a woman's pace, 'it' of a person's: another doer
        return at + 1, OBJECT_FORMS[gender]
    if told.doer in SUBJECT_GENDERS:
        raise Unread  # 'she' told, a name asked: another person may be meant
    said = told.doer.split(" ")
    got = [_low(words, at + i) for i in range(len(said))]
    if len(said) == 2 and got[0] == "the" and got[1:] == said[1:]:
        return at + 2, "the " + said[1]
    if got != said:
        raise Unread
    return at + len(said), " ".join(w.text for w in words[at : at + len(said)])


def _rate_tail(words: tuple[Word, ...], at: int) -> bool:
    """ "at this rate", "at the same pace", "at this constant rate", to the end of the question."""
    if _low(words, at) != "at":
        return False
    rest = [_low(words, i) for i in range(at + 1, len(words))]
    if not rest or rest[-1] not in RATE_NOUNS:
        return False
    middle = rest[:-1]
    if not middle or middle[0] not in ("this", "that", "the", "a"):
        return False
    if middle[0] in ("the", "a") and "same" not in middle[1:] and "constant" not in middle[1:]:
        return False
    return all(w in RATE_ADJECTIVES for w in middle[1:])


def _question(sentence: Sentence, words: tuple[Word, ...], lexicon: Lexicon, told: Pace) -> Asked:
    if _low(words, 0) != "how" or len(words) < 6:
        raise Unread
    if _low(words, 1) == "long" or (
        _low(words, 1) == "many" and words[2].category == "unit_noun" and words[2].attr("dimension") == "time"
    ):
        return _time_asked(sentence, words, lexicon, told)
    return _count_asked(sentence, words, told)


def _time_asked(sentence: Sentence, words: tuple[Word, ...], lexicon: Lexicon, told: Pace) -> Asked:
    """ "How long|How many <unit> will|would|does it take <doer> to [finish] <verb> <job> [at this rate]?"."""
    edits: list[Edit] = []
    steps: list[str] = []
    at = 2
    if _low(words, 1) == "long":
        unit = told.time_unit
        plural = _time_plural(unit, lexicon)
        edits.append((*_span(sentence, 1, 1), f"many {plural}"))
        steps.append(f"How long, of a pace told in {plural} = How many {plural}")
    else:
        at = 3
    aux = _low(words, at)
    if aux not in TIME_AUX:
        raise Unread
    if aux in MODALS:
        edits.append((*_span(sentence, at, at), MODALS[aux]))
        steps.append("'would' asks what 'will' asks of the told pace")
    at += 1
    if _low(words, at) == "it" and _low(words, at + 1) == "take":
        at, _ = _same_doer(words, at + 2, told, objective=True)
    else:
        start = at
        at, doer = _same_doer(words, at, told, objective=False)
        if _low(words, at) != "take" or "VB" not in words[at].tags:
            raise Unread
        edits.append((*_span(sentence, start, at), f"it take {doer}"))
        steps.append("How long will X take to do N things = How long will it take X to do N things")
        at += 1
    if _low(words, at) != "to":
        raise Unread
    at += 1
    verb = words[at] if at < len(words) else None
    if verb is not None and verb.text.casefold() == "finish" and at + 1 < len(words):
        doing = words[at + 1]
        if "VBG" not in doing.tags or doing.lemma.casefold() != told.verb.lemma.casefold():
            raise Unread
        edits.append((*_span(sentence, at, at + 1), doing.lemma))
        steps.append("to finish doing a whole job = to do it")
        at += 2
    else:
        if verb is None or "VB" not in verb.tags or verb.lemma.casefold() != told.verb.lemma.casefold():
            raise Unread
        if verb.text.casefold() != verb.lemma.casefold():
            raise Unread
        at += 1
    job = _job(sentence, words, at, told.verb, lexicon)
    if job.edit is not None:
        edits.append(job.edit)
        steps.append(_job_step(job))
    at = job.end
    if _rate_tail(words, at):
        edits.append((sentence.tokens[at - 1].end, sentence.tokens[-1].end, ""))
        steps.append("'at this rate' names the pace already told")
    elif at != len(words):
        raise Unread
    of_edit = None
    if job.of:
        first = job.end - 3
        of_edit = (sentence.tokens[first - 1].end, sentence.tokens[first + 2].end, "")
    return Asked(tuple(edits), tuple(steps), job.one_thing, job.of, of_edit)


def _time_plural(unit: Word, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(unit.lemma)
    if sense is None or sense.entry.category != "unit_noun":
        raise Unread
    return _longest_plural(sense.entry.forms, unit.lemma.casefold())


def _longest_plural(forms: tuple[tuple[str, str], ...], lemma: str) -> str:
    """The written-out plural among a noun's plural forms: 'hours' beside 'hrs', 'feet' beside 'ft'."""
    plurals = sorted({s for s, tag in forms if tag == "NNS"} - {lemma}, key=len, reverse=True)
    if not plurals or (len(plurals) > 1 and len(plurals[0]) == len(plurals[1])):
        raise Unread
    return plurals[0]


def _count_asked(sentence: Sentence, words: tuple[Word, ...], told: Pace) -> Asked:
    """ "How many <things>|How far can|could|will|would|does <doer> <verb> in|within <time> [at this rate]?"."""
    edits: list[Edit] = []
    steps: list[str] = []
    if _low(words, 1) == "far":
        at = 2
    elif _low(words, 1) == "many" and _noun(words[2]) and "NNS" in words[2].tags:
        at = 3
    else:
        raise Unread
    aux = _low(words, at)
    if aux not in COUNT_AUX:
        raise Unread
    if aux in MODALS:
        edits.append((*_span(sentence, at, at), MODALS[aux]))
        steps.append("'could'/'would' ask what 'can'/'will' ask of the told pace")
    at, _ = _same_doer(words, at + 1, told, objective=False)
    verb = words[at] if at < len(words) else None
    if verb is None or "VB" not in verb.tags or verb.lemma.casefold() != told.verb.lemma.casefold():
        raise Unread
    if verb.text.casefold() != verb.lemma.casefold():
        raise Unread
    time_edits, _, at = _time(sentence, words, at + 1)
    edits += time_edits
    if time_edits:
        steps.append("in an hour = in 1 hour; within = in")
    if _rate_tail(words, at):
        edits.append((sentence.tokens[at - 1].end, sentence.tokens[-1].end, ""))
        steps.append("'at this rate' names the pace already told")
    elif at != len(words):
        raise Unread
    return Asked(tuple(edits), tuple(steps), False, (), None)


__all__ = ["Retold", "done_in_time"]
