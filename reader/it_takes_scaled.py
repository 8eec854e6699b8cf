"""What one job takes, told with 'It takes', scaled to a count of such jobs (ADR 0459).

"It takes Ada 5 minutes to paint a cup and 7 minutes to paint a plate. How long will it take her to paint
3 cups and 2 plates?" is 3 x 5 + 2 x 7 minutes: each job told once, with what it takes (a time or an amount
of a stuff used up), and a question for the total over a list of counts of the same jobs. The plain
reading refuses the dummy 'it' of such lists when anything in them is not its own shape (ADR 0079, ADR
0309); this reading takes the words one by one and answers only this shape:

- the jobs: "It takes [Ada|him|her] <amount> to <verb> <one|a|an|each|N> <thing> [of <x>]
  [, and <amount> to <verb> ...]", or "... to <verb> <words> N times"; an amount is "N <second|minute|
  hour>s" or "N <unit> of <stuff>" ("N <unit>" after a first such amount); a thing is one to three words
  ending in a noun ("a dog's kennel", "a garden bench");
- an opening sentence may only set the scene: "<Name> is <verb>ing <words>." with the verb of a told job
  and no number, conjunction, pronoun or other person; a fronted "If <he|she> keeps <verb>ing at the same
  rate," or "At this rate," adds nothing;
- the question: "How long | How much time | How many <unit> [of <stuff>] | How much <stuff>", then
  "will|would|does|did it take [him|her|Ada] to", "does|will <doer> need to" or "are|is|will be|would be
  needed to", then a list of counts of told things ("paint 3 cups and 2 plates", "go 6 times", "walk
  around it 6 times") with an optional "in total|total|in all|altogether"; or "If <doer> <verb>s 3 cups
  and 2 plates, how long does <doer> spend <verb>ing [in total]?"; or, for one job told with a time and a
  doer, "How many <things> can <doer> <verb> in N <unit>s?" (a whole count only).

What stays refused: a fronted "If it takes ..., how ..." (ADR 0309 keeps it refused); two jobs on the same
things ("a big dog" and "a small dog": which does a count of dogs scale?); a time told of a doer asked of no
one (ADR 0309's probes); a second doer, a group or 'they' (several doers may work at once, ADR 0354); a time
of no one asked of a doer (ADR 0324); days or longer (a thing may grow by itself; calendar time, ADR 0451); a
count of people or things ("5 people to lift a car", "3 horses to pull a cart": the same ones may do the next
job, ADR 0309, ADR 0358); "twice as long" (kept refused by ADR 0309's lane); a fixed part ("10 minutes to set
up"), "per", "at a time", "each day"; two stuffs in one total; minutes and hours in one "How long"; a part
that is no finite decimal in the asked unit (as ADR 0309 asks each part); a thing asked that was not told or
asked twice; a count that is not whole; and any word not in the shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.dummy_it import unit_free_number
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import value_answer

SECONDS = {"second": 1, "minute": 60, "hour": 3600}
ONE_WORDS = frozenset({"one", "a", "an", "1", "each"})
SUBJECT = {"he": "male", "she": "female"}
OBJECT = {"him": "male", "her": "female"}
AUXILIARIES = frozenset({"will", "would", "does", "did", "do"})
MULTIPLES = frozenset({"twice", "thrice", "half", "double", "triple"})
TAILS = (("in", "total"), ("total",), ("in", "all"), ("altogether",))
# words that end a thing's name: what follows them is more than a thing
STOPS = frozenset(
    {
        ",",
        "and",
        "or",
        "in",
        "on",
        "for",
        "with",
        "at",
        "to",
        "by",
        "per",
        "each",
        "every",
        "than",
        "as",
        "it",
        "them",
        "they",
        "their",
        "together",
        "same",
        "then",
        "while",
        "but",
        "if",
        "a",
        "an",
        "the",
        "one",
    }
)
SCENE_STOPS = frozenset(
    {"number", "number_word", "conjunction", "pronoun", "name", "person_noun", "multiplier", "fraction_word"}
)
THING_CATEGORIES = frozenset({"noun", "adjective", "colour", "color", "verb_change", "name_modifier"})


class Unread(Exception):
    """The words are not of the one shape read here."""


@dataclass(frozen=True, slots=True)
class Job:
    verb: str
    thing: tuple[str, ...]  # the thing's words, lowered; for "N times" the words before the count
    per: Fraction  # how many things (or times) the told amount is for
    amount: Fraction
    unit: str  # the amount's unit lemma: 'minute', 'inch'
    kind: str  # 'time' or 'measure'
    stuff: str  # the stuff of a measure ('nylon'), or ''
    times: bool  # counted in 'times'


@dataclass
class Doers:
    name: str = ""
    gender: str = ""
    pronoun: str = ""
    told: bool = False  # a doer named in a sentence of the jobs: the time told is that doer's own

    def add_name(self, word: Word) -> None:
        if self.name and self.name != word.text:
            raise Unread  # two persons: their times may run side by side
        self.name = word.text
        told = word.attr("gender") if word.category == "name" else ""
        if told in ("male", "female"):
            self._gender(told)

    def add_pronoun(self, gender: str) -> None:
        self.pronoun = gender
        self._gender(gender)

    def _gender(self, gender: str) -> None:
        if self.gender and self.gender != gender:
            raise Unread
        self.gender = gender


def it_takes_scaled(text: str, lexicon: Lexicon) -> Answer | None:
    """The total a list of counted jobs takes at what one job takes, or None when not of this shape."""
    if "take" not in text.casefold():
        return None
    try:
        return _read(text, lexicon)
    except Unread:
        return None


def _words(sentence, lexicon: Lexicon) -> list[Word]:
    words = sentence_words(sentence, lexicon)
    if any(w is None for w in words):
        raise Unread
    kept = [w for w in words if w is not None]
    if kept and kept[-1].text in (".", "?", "!"):
        kept = kept[:-1]
    if any(w.text in (".", "?", "!", ";", ":", "(", ")", '"') for w in kept):
        raise Unread
    return kept


def _low(words: list[Word], at: int) -> str:
    return words[at].text.casefold() if 0 <= at < len(words) else ""


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if not 1 <= len(sentences) <= 3 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    said = [_words(s, lexicon) for s in sentences]
    doers = Doers()
    jobs: list[Job] = []
    scene: list[Word] | None = None
    for at, words in enumerate(said[:-1]):
        if _low(words, 0) == "it":
            jobs += _statement(words, doers)
        elif at == 0:
            scene = words
        else:
            raise Unread
    question = said[-1]
    done: list[tuple[Job, Fraction]] | None = None
    if _low(question, 0) == "if" or _low(question, 0) == "at":
        comma = _last_comma_before_how(question)
        front, question = question[:comma], question[comma + 1 :]
        if _low(front, 0) == "if" and _low(front, 1) == "it":
            raise Unread  # a supposition of several rates: ADR 0309 keeps it refused
        if not _same_rate(front, jobs, doers):
            done = _done(front, jobs, doers)
    if not jobs:
        raise Unread
    heads = [job.thing[-1] for job in jobs if not job.times]
    if len(heads) != len(set(heads)) or sum(job.times for job in jobs) > 1:
        raise Unread  # "to groom a dog and to dry a dog": which one does a count of dogs scale?
    if scene is not None:
        _scene(scene, jobs, doers)
    return _asked(question, jobs, doers, done, len(sentences) - 1)


def _last_comma_before_how(words: list[Word]) -> int:
    hows = [i for i, w in enumerate(words) if w.text.casefold() == "how"]
    if len(hows) != 1 or _low(words, hows[0] - 1) != ",":
        raise Unread
    return hows[0] - 1


# --- the jobs told ---------------------------------------------------------------------------------


def _statement(words: list[Word], doers: Doers) -> list[Job]:
    """ "It takes Ada 5 minutes to paint a cup and 7 minutes to paint a plate"."""
    if _low(words, 0) != "it" or _low(words, 1) != "takes":
        raise Unread
    at = 2
    before = (doers.name, doers.pronoun)
    at = _doer_object(words, at, doers)
    doers.told = doers.told or before != (doers.name, doers.pronoun)
    jobs: list[Job] = []
    while True:
        job, at = _job(words, at, jobs[-1] if jobs else None, doers, first=not jobs)
        jobs.append(job)
        if at >= len(words):
            return jobs
        joint = [_low(words, at), _low(words, at + 1)]
        if joint == [",", "and"]:
            at += 2
        elif joint[0] in (",", "and"):
            at += 1
        else:
            raise Unread


def _doer_object(words: list[Word], at: int, doers: Doers) -> int:
    """An optional doer right after 'takes': a name, 'him' or 'her'."""
    word = words[at] if at < len(words) else None
    if word is None:
        raise Unread
    low = word.text.casefold()
    if low in OBJECT:
        doers.add_pronoun(OBJECT[low])
        return at + 1
    if word.category == "name" or (
        word.text.istitle() and word.category == "verb" and _count(_at(words, at + 1))
    ):
        doers.add_name(word)  # "Peter" is also a verb ('peter out'); before an amount it is the doer
        return at + 1
    return at


def _at(words: list[Word], at: int) -> Word | None:
    return words[at] if 0 <= at < len(words) else None


def _count(word: Word | None) -> Fraction | None:
    if word is None:
        return None
    if word.text.casefold() in ("a", "an", "one"):
        return Fraction(1)
    value = unit_free_number(word)
    return value if value is not None and value > 0 else None


def _job(words: list[Word], at: int, before: Job | None, doers: Doers, first: bool) -> tuple[Job, int]:
    """ "5 minutes to paint a cup" / "twice as long to paint a plate" / "10 inches to make a cat collar"."""
    amount, unit, kind, stuff, at = _amount(words, at, before)
    if _low(words, at) == "for":
        raise Unread  # "for Ann to": the red-team probes keep it refused (ADR 0451)
    if _low(words, at) != "to" or at + 1 >= len(words):
        raise Unread
    verb = words[at + 1]
    if not verb.text.isalpha() or verb.text.casefold() != verb.lemma.casefold():
        raise Unread  # the verb's plain form
    if verb.category in ("number", "number_word", "article", "pronoun", "unit_noun"):
        raise Unread
    thing, per, times, at = _object(words, at + 2)
    return Job(verb.text.casefold(), thing, per, amount, unit, kind, stuff, times), at


def _amount(words: list[Word], at: int, before: Job | None) -> tuple[Fraction, str, str, str, int]:
    """What one job takes: its value, unit, kind ('time', 'measure', 'count'), stuff, and where it ends."""
    if _low(words, at) in MULTIPLES or _low(words, at + 1) in ("times", "as"):
        raise Unread  # "twice as long": not read here (ADR 0309's lane keeps it refused)
    value = _count(words[at] if at < len(words) else None)
    if value is None or at + 1 >= len(words):
        raise Unread
    unit = words[at + 1]
    if unit.category == "unit_noun":
        base = unit.lemma.casefold()
        if base in SECONDS:
            if unit.attr("dimension") != "time":
                raise Unread
            _plural(words[at], unit)
            return value, base, "time", "", at + 2
        if unit.attr("dimension") == "time":
            raise Unread  # days, weeks, years: calendar time, or a thing that grows by itself
        _plural(words[at], unit)
        if _low(words, at + 2) == "of":
            stuff = words[at + 3] if at + 3 < len(words) else None
            if stuff is None or stuff.category != "noun":
                raise Unread
            return value, base, "measure", stuff.text.casefold(), at + 4
        if before is None or before.kind != "measure" or before.unit != base:
            raise Unread  # "10 inches" is of the stuff only after "18 inches of nylon"
        return value, base, "measure", before.stuff, at + 2
    raise Unread  # "5 people to lift a car": the same people may lift the next (ADR 0309, ADR 0358)


def _plural(count: Word, unit: Word) -> None:
    """ "5 minutes", "1 minute", "an hour": the unit's number agrees with the count."""
    one = _count(count) == 1
    singular = unit.text.casefold() == unit.lemma.casefold()
    if one != singular and unit.text.casefold() != "people":
        raise Unread


def _object(words: list[Word], at: int) -> tuple[tuple[str, ...], Fraction, bool, int]:
    """ "a dog collar", "3 bags of leaves", "around the pond 4 times": the thing's words, count and end."""
    count = _count(words[at] if at < len(words) else None)
    if count is not None or _low(words, at) == "each":
        per = Fraction(1) if count is None else count
        if per.denominator != 1:
            raise Unread
        thing, end = _thing(words, at + 1)
        head = words[at + len(thing)]
        if (per == 1) != (head.text.casefold() == head.lemma.casefold()) and head.category == "noun":
            raise Unread  # "a cups", "3 cup"
        return thing, per, False, end
    end = at
    while end < len(words) and _low(words, end) not in (",", "and") and _count(words[end]) is None:
        end += 1
    times = _count(words[end]) if end < len(words) else None
    if times is None or times.denominator != 1 or times < 2 or _low(words, end + 1) != "times":
        raise Unread  # only "<words> N times" is a count of repeats
    told = tuple(w.text.casefold() for w in words[at:end])
    if any(not w.replace("'", "").isalpha() for w in told):
        raise Unread
    return told, times, True, end + 2


def _noun_after(words: list[Word], at: int) -> bool:
    """ "adult grave": a person noun that only says which thing."""
    nxt = words[at + 1] if at + 1 < len(words) else None
    return nxt is not None and nxt.category in ("noun", "possessive_marker")


def _thing(words: list[Word], at: int) -> tuple[tuple[str, ...], int]:
    """One to three words naming a thing, and "of <stuff>" after it ("bags of leaves")."""
    end = at
    while end < len(words) and end - at < 3:
        word = words[end]
        low = word.text.casefold()
        if word.category == "possessive_marker" and end > at:
            end += 1  # "a child's grave"
            continue
        if low in STOPS or not word.text.isalpha() or word.category not in THING_CATEGORIES:
            if not (word.category == "person_noun" and end - at < 2 and _noun_after(words, end)):
                break
        end += 1
    if end == at or words[end - 1].category not in ("noun", "verb_change"):
        raise Unread
    thing = tuple(w.text.casefold() for w in words[at:end])
    if _low(words, end) == "of" and end + 1 < len(words) and words[end + 1].category == "noun":
        return thing, end + 2  # "3 bags of leaves": the bags counted
    return thing, end


# --- the scene and the fronted clauses --------------------------------------------------------------


def _scene(words: list[Word], jobs: list[Job], doers: Doers) -> None:
    """ "Ada is painting mugs.": a name doing the told job's verb, with no number."""
    if len(words) < 3 or _low(words, 1) != "is":
        raise Unread
    subject = words[0]
    if not (subject.category == "name" or (subject.text.istitle() and subject.category == "verb")):
        raise Unread
    if not any(_gerund(_low(words, 2), job.verb) for job in jobs):
        raise Unread
    for word in words[3:]:
        if (
            word.category in SCENE_STOPS
            or not word.text.isalpha()
            or word.text.casefold() in ("with", "together")
        ):
            raise Unread  # nothing counted, no second doer
    doers.add_name(subject)  # the same person as the jobs' doer, of the same gender


def _same_rate(words: list[Word], jobs: list[Job], doers: Doers) -> bool:
    """ "If he keeps raking at the same rate" / "At this rate" / "At the same rate"."""
    texts = [w.text.casefold() for w in words]
    if texts in (["at", "this", "rate"], ["at", "the", "same", "rate"]):
        return True
    if (
        len(texts) != 8
        or texts[0] != "if"
        or texts[2] != "keeps"
        or texts[4:] != ["at", "the", "same", "rate"]
    ):
        return False
    if not any(_gerund(texts[3], job.verb) for job in jobs):
        raise Unread
    _subject(words[1], doers)
    return True


def _subject(word: Word, doers: Doers) -> None:
    low = word.text.casefold()
    if low in SUBJECT:
        doers.add_pronoun(SUBJECT[low])
    elif word.category == "name":
        doers.add_name(word)
    else:
        raise Unread


def _done(words: list[Word], jobs: list[Job], doers: Doers) -> list[tuple[Job, Fraction]]:
    """ "If she paints 3 cups and 2 plates": the jobs done, each its own count."""
    if _low(words, 0) != "if" or len(words) < 4:
        raise Unread
    _subject(words[1], doers)
    verb = words[2].text.casefold()
    job_verbs = {j.verb for j in jobs}
    if len(job_verbs) != 1:
        raise Unread
    base = next(iter(job_verbs))
    if verb not in _third_person(base):
        raise Unread
    return _list(words, 3, jobs, base, allow_verbs=False)


def _third_person(verb: str) -> set[str]:
    forms = {verb + "s", verb + "es"}
    if verb.endswith("y"):
        forms.add(verb[:-1] + "ies")
    return forms


def _gerund(text: str, verb: str) -> bool:
    forms = {verb + "ing", verb + verb[-1:] + "ing"}
    if verb.endswith("e"):
        forms.add(verb[:-1] + "ing")
    return text in forms


# --- the question -----------------------------------------------------------------------------------


def _asked(
    words: list[Word], jobs: list[Job], doers: Doers, done: list[tuple[Job, Fraction]] | None, asked_in: int
) -> Answer | None:
    if _low(words, 0) != "how":
        raise Unread
    kind, unit, at = _asked_kind(words, jobs)
    if kind == "count_in_time":
        return _count_in_time(words, at, jobs, doers, unit, asked_in)
    if done is not None:
        at = _spend(words, at, jobs, doers)
        counts, asker = done, True
    else:
        before = (doers.name, doers.pronoun)
        at, asker = _asked_verb_phrase(words, at, doers)
        asker = asker or before != (doers.name, doers.pronoun)
        counts = _list(words, at, jobs, "", allow_verbs=True)
    used = {c[0] for c in counts}
    if any(j.kind != kind for j in used):
        raise Unread
    if kind == "time" and doers.told and not asker:
        raise Unread  # a time told of Ann asked of no one: maybe anyone's (ADR 0309's probes)
    if kind == "time" and (doers.name or doers.pronoun) and not doers.told:
        raise Unread  # a time of no one asked of a doer: maybe not the doer's own (ADR 0324)
    if kind == "time" and doers.pronoun and not doers.name:
        raise Unread  # 'her' with no one told
    total = Fraction(0)
    steps = []
    for job, n in counts:
        part = n / job.per * job.amount
        if kind == "time":
            part = part * SECONDS[job.unit]
            if not finite_decimal(part / SECONDS[unit]):
                raise Unread  # each part in the asked unit, as ADR 0309 asks it
        total += part
        what = " ".join(job.thing) if not job.times else "times"
        steps.append(
            f"{n} {what} at {job.amount} {job.unit} per {job.per}: {n / job.per * job.amount} {job.unit}"
        )
    if kind == "time":
        value = total / SECONDS[unit]
    else:
        value = total
        if any(j.unit != unit for j in used):
            raise Unread
    if not finite_decimal(value) or value <= 0:
        raise Unread
    steps.append(f"total: {value} {unit}")
    return value_answer(value, unit, doers.name or "it", tuple(steps), asked_in)


def _asked_kind(words: list[Word], jobs: list[Job]) -> tuple[str, str, int]:
    """ "How long" / "How much time" / "How many hours" / "How much nylon": what is asked, and where."""
    texts = [w.text.casefold() for w in words]
    kinds = {j.kind for j in jobs}
    if texts[1:2] == ["long"] or texts[1:3] == ["much", "time"]:
        units = {j.unit for j in jobs if j.kind == "time"}
        if len(units) != 1:
            raise Unread  # "How long" over minutes and hours: in which unit?
        return "time", next(iter(units)), 2 if texts[1] == "long" else 3
    if kinds == {"measure"} and len({j.stuff for j in jobs}) != 1:
        raise Unread  # inches of nylon and inches of ribbon: not one amount
    if texts[1:2] == ["much"] and len(texts) > 2:
        stuffs = {j.stuff for j in jobs if j.kind == "measure"}
        if stuffs != {texts[2]} or kinds != {"measure"}:
            raise Unread
        units = {j.unit for j in jobs}
        if len(units) != 1:
            raise Unread
        return "measure", next(iter(units)), 3
    if texts[1:2] != ["many"] or len(words) < 3:
        raise Unread
    unit = words[2]
    if unit.category == "unit_noun" and unit.text.casefold() != unit.lemma.casefold():
        base = unit.lemma.casefold()
        if base in SECONDS and unit.attr("dimension") == "time":
            return "time", base, 3
        if texts[3:4] == ["of"]:
            if {j.stuff for j in jobs if j.kind == "measure"} != {texts[4] if len(texts) > 4 else ""}:
                raise Unread
            return "measure", base, 5
        return "measure", base, 3
    if len(jobs) == 1 and jobs[0].kind == "time" and not jobs[0].times:
        return "count_in_time", "", 2
    raise Unread


def _asked_verb_phrase(words: list[Word], at: int, doers: Doers) -> tuple[int, bool]:
    """ "will it take [her] to" / "does she need to" / "are needed to": where the list of jobs starts,
    and whether the question names who does them."""
    texts = [w.text.casefold() for w in words]
    named = False
    if texts[at : at + 2] in (["are", "needed"], ["is", "needed"]):
        at += 2
    elif texts[at : at + 3] in (["will", "be", "needed"], ["would", "be", "needed"]):
        at += 3
    elif texts[at : at + 1] and texts[at] in AUXILIARIES and texts[at + 1 : at + 3] == ["it", "take"]:
        at += 3
        if at < len(words) and texts[at] != "to":
            word = words[at]
            if texts[at] in OBJECT:
                doers.add_pronoun(OBJECT[texts[at]])
            elif word.category == "name":
                doers.add_name(word)
            else:
                raise Unread
            at, named = at + 1, True
    elif texts[at : at + 1] and texts[at] in AUXILIARIES and texts[at + 2 : at + 3] == ["need"]:
        _subject(words[at + 1], doers)
        at, named = at + 3, True
    else:
        raise Unread
    if texts[at : at + 1] != ["to"]:
        raise Unread
    return at + 1, named


def _spend(words: list[Word], at: int, jobs: list[Job], doers: Doers) -> int:
    """ "does she spend painting [total]": after a fronted "If she paints ...". Returns the end."""
    texts = [w.text.casefold() for w in words]
    if texts[at : at + 1] == [] or texts[at] not in AUXILIARIES or texts[at + 2 : at + 3] != ["spend"]:
        raise Unread
    _subject(words[at + 1], doers)
    if not _gerund(texts[at + 3] if at + 3 < len(texts) else "", jobs[0].verb):
        raise Unread
    if tuple(texts[at + 4 :]) not in (*TAILS, ()):
        raise Unread
    return len(words)


def _list(
    words: list[Word], at: int, jobs: list[Job], verb: str, allow_verbs: bool
) -> list[tuple[Job, Fraction]]:
    """ "paint 3 cups and 2 plates [in total]": each count matched to one told job."""
    found: list[tuple[Job, Fraction]] = []
    while True:
        if tuple(_low(words, i) for i in range(at, len(words))) in TAILS and found:
            return found
        if at >= len(words):
            if not found:
                raise Unread
            return found
        if allow_verbs and _count(words[at]) is None and _low(words, at) not in ("each",):
            verb = _low(words, at)
            at += 1
        if not verb:
            raise Unread
        job, n, at = _entry(words, at, jobs, verb)
        if any(j is job for j, _ in found):
            raise Unread  # one job counted twice: maybe the same things
        found.append((job, n))
        joint = [_low(words, at), _low(words, at + 1)]
        if joint == [",", "and"]:
            at += 2
        elif joint[0] in (",", "and"):
            at += 1
        elif at < len(words) and tuple(_low(words, i) for i in range(at, len(words))) not in TAILS:
            raise Unread


def _entry(words: list[Word], at: int, jobs: list[Job], verb: str) -> tuple[Job, Fraction, int]:
    """One count of a told job: "3 cups", "one plate", "6 times", "around it 6 times"."""
    candidates = [j for j in jobs if j.verb == verb]
    if not candidates:
        raise Unread
    count = _count(words[at] if at < len(words) else None)
    if count is not None and count.denominator == 1 and _low(words, at + 1) == "times":
        repeats = [j for j in candidates if j.times]
        if len(repeats) != 1:
            raise Unread
        return repeats[0], count, at + 2
    if count is None or count.denominator != 1:
        repeated = [j for j in candidates if j.times]
        return _repeat_with_words(words, at, repeated)
    thing, end = _thing(words, at + 1)
    lemma = words[at + len(thing)].lemma.casefold()
    matched = [j for j in candidates if not j.times and _same_thing(j.thing, j.per, thing, count, lemma)]
    if len(matched) != 1:
        raise Unread
    return matched[0], count, end


def _repeat_with_words(words: list[Word], at: int, repeats: list[Job]) -> tuple[Job, Fraction, int]:
    """ "around it 6 times" after "around the pond 4 times": the same words, or 'it' for the last ones."""
    if len(repeats) != 1:
        raise Unread
    job = repeats[0]
    end = at
    while end < len(words) and _count(words[end]) is None:
        end += 1
    told = tuple(w.text.casefold() for w in words[at:end])
    count = _count(words[end]) if end < len(words) else None
    if count is None or count.denominator != 1 or _low(words, end + 1) != "times":
        raise Unread
    if told != job.thing and not (told[-1:] == ("it",) and _it_for(job.thing, told[:-1])):
        raise Unread
    return job, count, end + 2


def _it_for(told: tuple[str, ...], kept: tuple[str, ...]) -> bool:
    """ "around it" for "around the pond": the kept words, then 'the' and one noun."""
    return told[: len(kept)] == kept and len(told) == len(kept) + 2 and told[len(kept)] == "the"


def _same_thing(
    told: tuple[str, ...], per: Fraction, asked: tuple[str, ...], count: Fraction, lemma: str
) -> bool:
    """The asked thing is the told one, each in the number its count asks ("3 mugs" for "a mug");
    ``lemma`` is the asked head's lemma ("loaves" for "a loaf")."""
    if told[:-1] != asked[:-1]:
        return False
    if (per == 1) == (count == 1):
        return told[-1] == asked[-1]
    if per == 1:
        return asked[-1] in _plurals(told[-1]) or (lemma == told[-1] and asked[-1] != lemma)
    return told[-1] in _plurals(asked[-1])


def _plurals(one: str) -> set[str]:
    forms = {one + "s", one + "es"}
    if one.endswith("y"):
        forms.add(one[:-1] + "ies")
    return forms


def _count_in_time(
    words: list[Word], at: int, jobs: list[Job], doers: Doers, _unit: str, asked_in: int
) -> Answer | None:
    """ "How many hats can she knit in 10 hours?" after "It takes her 2 hours to knit a hat"."""
    job = jobs[0]
    texts = [w.text.casefold() for w in words]
    if len(texts) != at + 7 or texts[at + 1] != "can" or texts[at + 3] != job.verb or texts[at + 4] != "in":
        raise Unread
    asked = (*job.thing[:-1], texts[at])
    if not _same_thing(job.thing, job.per, asked, Fraction(2), words[at].lemma.casefold()):
        raise Unread
    _subject(words[at + 2], doers)
    if not doers.name or not doers.told:
        raise Unread
    time = _count(words[at + 5])
    unit = words[at + 6]
    if time is None or unit.category != "unit_noun" or unit.lemma.casefold() not in SECONDS:
        raise Unread
    _plural(words[at + 5], unit)
    value = time * SECONDS[unit.lemma.casefold()] / (job.amount * SECONDS[job.unit]) * job.per
    if value.denominator != 1 or value <= 0:
        raise Unread  # a thing half done is not counted
    thing = texts[at]
    steps = (f"{time} {unit.lemma}s / ({job.amount} {job.unit}s per {job.per} {thing}) = {value} {thing}",)
    return value_answer(value, job.thing[-1], doers.name, steps, asked_in)


__all__ = ["it_takes_scaled"]
