"""Ages of persons: "Tom is 5 years older than Ann", "In 5 years, Ann will be 20" (ADR 0122).

An age is an attribute of a person, not an amount the person holds, and
every age moves with time together: N years later each person is N years
older. So an age statement is read as one equation over the persons' ages
*now*, shifted by the statement's time ("in 5 years" adds 5 to every age it
names, "3 years ago" takes 3 away). This reading is tried only when the
ordinary reading refused, and only for a problem made of nothing but such
statements and one question over them:

- "<person> is N [years old]", "<person> is N years older|younger than <person>",
  "<person> is twice|half|N times as old as <person>", "<person> is twice|half <person>'s age",
  "<person>'s age is ..."; each with 'now'/'currently'/'today', or a shift:
  "In N years, <person> will be ...", "N years ago, <person> was ...", "... in N years";
- "How old is|was|will <person> [be] [shift]?", "How many years old is <person>?",
  "What is the sum of their ages [shift]?", "... the ages of <A> and <B>",
  "How many years older|younger is <A> than <B>?"; a question may carry an 'if'
  clause (before or after it) that states one more age.
- ADR 0399: a shift also as "after N years" or "in N more years" (the latter only when no clause
  before it moved the time); a joint age, "<A> and <B> have|had|will have a combined|total age of N",
  "their combined age is N", "the combined age of <A> and <B> is N" (one equation over two persons),
  asked as "What is their combined|total age [shift]?" or "... the combined age of <A> and <B>";
  and the asked time named by an age: "When <A> is N, how old will <B> be?", "When <A> was N, how old
  was <B>?", which answers only when that time is to come ('is'/'will') or gone ('was') as told.

A person is a name, "<name>'s <kin>", "his|her <kin>" (the owner resolved as
a pronoun is), or "his|her <kin> <name>" (the name). 'he'/'she'/'him'/'her'
must mean exactly one person named before it whose gender fits (a person
whose gender no word tells fits either); the subject of the clause itself is
never what an object pronoun means.

The reading answers only when every age is fixed exactly once, one equation
at a time, and every stated age is needed for the asked one: an age stated
twice, a distractor age, a question about a person with no age, an age that
is not a whole positive number of years at any time the text speaks of, a
difference that is not positive, 'times older than' (which reads two ways),
a present, past and future with no stated shift between them, or any word
the forms above do not take all leave the first refusal standing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
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
from reader.whole_problem_words import Unread, known_words, or_none

AGE = "age"  # the dimension an age word carries in the lexicon
YEAR = Unit("year", (), "calendar", Fraction(12))
PRESENT, PAST, FUTURE = "present", "past", "future"
PERSON_CATEGORIES = frozenset({"person_noun"})


@dataclass(frozen=True, slots=True)
class Person:
    key: str
    label: str
    gender: str  # "male", "female", "any" (a name that allows both) or "" (no word tells)


@dataclass(frozen=True, slots=True)
class Fact:
    """One equation: age(subject) + shift = factor * (age(other) + shift) + offset; other "" for a stated age."""

    subject: str
    other: str
    factor: Fraction
    offset: Fraction
    shift: int
    sentence_index: int
    token_index: int
    text: str
    other_shift: int = 0  # the other's time: the same shift, or 0 for "as old as Ben is now"


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str  # "value", "sum" or "difference"
    persons: tuple[str, ...]  # "" in a sum stands for "all of them" until resolved
    shift: int
    sign: int  # for a difference: +1 older, -1 younger
    sentence_index: int
    token_index: int
    when: tuple[str, Fraction] | None = None  # "when Ann is 14": the time is the one Ann is 14 at


class _Reading:
    """The persons met so far, in order of first mention, and the tenses used."""

    def __init__(self) -> None:
        self.persons: dict[str, Person] = {}
        self.story_past = False  # a past with no stated shift: the whole story is told in the past
        self.tenses: list[tuple[str, int]] = []
        self.when_tense = ""  # the question's tense when a 'when' clause, not a shift, tells its time
        self.more: Milestones | None = None  # the readings of ADR 0427, when read through them
        self.told_at: dict[str, Fraction] = {}  # "A was 20 when B was 8": each one's age at that time

    def meet(self, person: Person) -> str:
        if person.key not in self.persons:
            self.persons[person.key] = person
        return person.key

    def pronoun(self, word: Word, not_this: str = "", not_kin: str = "") -> str:
        wanted = word.attr("gender")
        if word.attr("number") != "singular" or wanted not in ("male", "female"):
            raise Unread
        fits = [
            key
            for key, p in self.persons.items()
            if key != not_this and p.gender in (wanted, "any", "") and not (not_kin and key.endswith(not_kin))
        ]
        if len(fits) != 1:
            raise Unread  # no one, or more than one person it could mean
        found = self.persons[fits[0]]
        if found.gender in ("any", ""):
            # "Mateo ... His father ... her age": once 'his' meant Mateo, 'her' cannot (ADR 0122 addendum)
            self.persons[fits[0]] = replace(found, gender=wanted)
        return fits[0]


@dataclass(frozen=True, slots=True)
class Milestones:
    """The forms ADR 0427 adds (reader/age_milestones.py), tried only where this reading meets no form of its own;
    ADR 0432 (reader/age_multiples.py) switches on the last three."""

    statement: Callable[..., Fact | None]  # "Ann turned 8 two years ago", "Ann was 20 when Ben was 8"
    scaled: Callable[..., tuple[str, Fraction]]  # "than twice the age of Ben": the person and the factor
    when_clause: Callable[..., tuple[str, Fraction]]  # "when Ben turns 18": the person and the age
    told_time: Callable[..., bool]  # whether the told time of "A was 20 when B was 8" agrees with the ages
    only_difference: Callable[..., Answer | None]  # "how old will A be when B turns 18" from A - B alone
    being: Callable[[Word], bool] | None = None  # ADR 0432: "her rabbit", "the dog" as a holder of an age
    open_future: bool = False  # ADR 0432: "How old will Ben be?" at the one time to come the story told
    fraction_factors: bool = False  # ADR 0432: "1/6 as old as", "2/3 the age of"
    kin_alone: bool = False  # ADR 0463: "a mother", "the daughter": a person named by a kin noun alone


def read_ages(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem is ages and one question over them; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon, more: Milestones | None = None) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if not any(w is not None and w.attr("dimension") == AGE for w in sentence_words(sentences[-1], lexicon)):
        return None  # a question with no word of age ('old', 'young', 'age') asks no age: skip the reading
    reading = _Reading()
    reading.more = more
    facts: list[Fact] = []
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            return None
        words = known_words(sentence, lexicon)
        for part in _clauses(words):
            facts.extend(_statements(part, si, reading))
    words = known_words(sentences[-1], lexicon)
    qi = len(sentences) - 1
    ifs = [i for i, w in enumerate(words) if w.category == "subordinator" and w.lemma.casefold() == "if"]
    if len(ifs) > 1:
        return None
    question = words
    if ifs and ifs[0] == 0:  # "If Kris is 24 years old, how old ...": the condition first
        commas = [i for i, w in enumerate(words) if _comma(w)]
        if not commas:
            return None
        condition, question = words[1 : commas[0]], words[commas[0] + 1 :]
        for part in _clauses(condition):
            facts.extend(_statements(part, qi, reading))
        late = [i for i, w in enumerate(question) if i > 0 and _when(w)]
        if reading.more is not None and len(late) == 1:  # "If ..., how old will A be when B is 9?" (ADR 0427)
            asked = _when_question(question, late[0], qi, reading)
        else:
            asked = _question(question, qi, reading)
    elif ifs:  # "How old is Kyle if Tyson is 20?": the question first; its persons may be named later
        question, condition = words[: ifs[0]], words[ifs[0] + 1 :]
        if question and _comma(question[-1]):
            question = question[:-1]
        for part in _clauses(condition):
            facts.extend(_statements(part, qi, reading))
        asked = _question(question, qi, reading)
    else:
        whens = [i for i, w in enumerate(words) if _when(w)]
        if len(whens) > 1:
            return None
        if whens:
            asked = _when_question(words, whens[0], qi, reading)
        else:
            asked = _question(question, qi, reading)
    _check_tenses(reading)
    return _solve(tuple(_their(facts, reading)), asked, reading)


def _when(word: Word) -> bool:
    return word.category == "question_word" and word.lemma.casefold() == "when"


def _when_question(words: tuple[Word, ...], at: int, si: int, reading: _Reading) -> Asked:
    """ "When Ann is 14, how old will Ben be?", "How old was Ben when Ann is 3?": the asked time is the
    one at which the 'when' clause's person has the age it tells (ADR 0399).

    The clause must be "<person> is|was N [years old] [himself|herself]" with no time word of its own;
    'is' goes with a question in 'will be' (a time to come), 'was' with one in 'was' (a time gone), and
    that must agree with the solved ages, else the reading refuses."""
    if at == 0:
        commas = [i for i, w in enumerate(words) if _comma(w)]
        if not commas:
            raise Unread
        clause, question = words[1 : commas[0]], words[commas[0] + 1 :]
    else:
        question, clause = words[:at], words[at + 1 :]
        if question and _comma(question[-1]):
            question = question[:-1]
    if clause and clause[-1].category == "pronoun" and clause[-1].attr("case") == "reflexive":
        reflexive, clause = clause[-1], clause[:-1]
    else:
        reflexive = None
    copulas = [i for i, w in enumerate(clause) if w.category == "copula"]
    if any(w.category == "time_marker" or w.category == "prep_in" for w in clause):
        raise Unread  # a time word inside the 'when' clause: two times at once
    if not copulas and reflexive is None and reading.more is not None:
        person, value = reading.more.when_clause(clause, reading)  # "when Ben turns 18": a time to come
        return _when_asked(question, si, reading, person, value, FUTURE)
    if len(copulas) != 1 or clause[copulas[0]].text.casefold() not in ("is", "was"):
        raise Unread  # "when Ann turns 5", "when Ann will be 5": not read
    clause_tense = FUTURE if clause[copulas[0]].text.casefold() == "is" else PAST
    person = _person(clause[: copulas[0]], reading)
    if reflexive is not None:
        if reflexive.attr("number") != "singular" or reflexive.attr("gender") not in (
            reading.persons[person].gender,
            "",
        ):
            raise Unread
        if reading.persons[person].gender not in ("male", "female"):
            raise Unread  # "herself" after a person no word tells the gender of
    other, _, value, _ = _predicate(clause[copulas[0] + 1 :], PRESENT, person, reading)
    if other:
        raise Unread  # "when Ann is twice as old as Ben": not a told age
    return _when_asked(question, si, reading, person, value, clause_tense)


def _when_asked(
    question: tuple[Word, ...], si: int, reading: _Reading, person: str, value: Fraction, clause_tense: str
) -> Asked:
    reading.tenses.append((PRESENT, 0))
    reading.when_tense = "pending"
    asked = _question(question, si, reading)
    if asked.kind != "value" or asked.persons[0] == person or reading.when_tense != clause_tense:
        raise Unread  # "when Ann is 5, how old was Ben": the two verbs tell different times
    return replace(asked, when=(person, value))


def _comma(word: Word) -> bool:
    return word.category == "punctuation" and word.attr("mark") == "comma"


def _clauses(words: tuple[Word, ...]) -> list[tuple[Word, ...]]:
    """ "Adam is 8 years old and Tom is 12 years old": one clause for each 'and' that a copula follows."""
    parts: list[tuple[Word, ...]] = []
    start = 0
    for i, w in enumerate(words):
        if (
            w.category == "conjunction"
            and w.lemma.casefold() == "and"
            and _clause_follows(words[i + 1 :])
            and not _sum_opens(words[start:i])
        ):
            left = words[start:i]
            if left and _comma(left[-1]):
                left = left[:-1]
            parts.append(left)
            start = i + 1
    parts.append(words[start:])
    return parts


def _sum_opens(words: tuple[Word, ...]) -> bool:
    """ "The sum of the ages of Ann": a subject still open, so "and Ben is 34" ends it, not a new clause."""
    return (
        len(words) > 1
        and words[1].category == "aggregate_marker"
        and not any(w.category in ("copula", "auxiliary") for w in words)
    )


def _clause_follows(words: tuple[Word, ...]) -> bool:
    """A subject of one to four words and then a verb: a new clause, not "the ages of Ann and Ben"."""
    for i, w in enumerate(words[:5]):
        if w.category == "auxiliary" and i + 1 < len(words) and words[i + 1].category == "verb_possess":
            return False  # "Ann and Ben will have a combined age ...": one subject of two persons
        if w.category in ("copula", "auxiliary"):
            return i > 0
        if w.category in ("than_marker", "as_marker", "number", "number_word"):
            return False
    return False


# --- time ------------------------------------------------------------------


def _years(number: Word | None, unit: Word) -> int:
    """ "5 years", "a decade": whole years; anything else is not read."""
    if unit.category != "unit_noun" or unit.attr("dimension") != "calendar" or unit.attr("base") != "month":
        raise Unread
    count = Fraction(1) if number is None else _number(number)
    months = count * Fraction(unit.attr("factor", "0"))
    if months <= 0 or months % 12:
        raise Unread  # "18 months": not whole years
    return int(months // 12)


def _number(word: Word) -> Fraction:
    if word.category == "number" and word.shape is not None and word.shape.primitive == "integer":
        return Fraction(word.shape.value)
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    raise Unread


def _is_number(word: Word) -> bool:
    return word.category in ("number", "number_word")


def _time_marker(word: Word, relation: str) -> bool:
    return word.category == "time_marker" and word.attr("relation") == relation


def _frame(
    words: tuple[Word, ...], reading: _Reading
) -> tuple[tuple[Word, ...], int | None, tuple[int, ...]]:
    """The clause without its time words, the shift in years (None when none is stated), and 'now'.

    "In 5 years, ...", "... in 5 years", "5 years ago, ...", "... 5 years from now",
    "next year", "last year", each at the start or the end of the clause;
    'now', 'currently', 'today' anywhere after the first word. Two shifts refuse.
    "In 8 more years" counts from now only when no clause before it moved the time: after
    "In 3 years ..." it could count from that time as well, so it refuses.
    """
    rest = list(words)
    shifts: list[int] = []
    for _ in range(2):
        for at_end in (False, True):
            found = _shift_at(rest, at_end) or (_a_year(rest, at_end) if reading.more is not None else None)
            if found is None:
                continue
            size, value = found
            if size == 4 and (rest[-2] if at_end else rest[2]).category == "comparative":
                if any(shift for _, shift in reading.tenses):
                    raise Unread  # "in 5 more years" after another time: more than which?
            shifts.append(value)
            rest = rest[: len(rest) - size] if at_end else rest[size:]
            if rest and _comma(rest[-1 if at_end else 0]):
                rest = rest[:-1] if at_end else rest[1:]
    if len(shifts) > 1:
        raise Unread  # two shifts in one clause
    now = tuple(w.index for w in rest if _time_marker(w, "now"))
    kept = [w for w in rest if not _time_marker(w, "now")]
    if kept and _comma(kept[0]):
        kept = kept[1:]  # "Now, Ann is 8"
    return tuple(kept), (shifts[0] if shifts else None), now


def _a_year(words: list[Word], at_end: bool) -> tuple[int, int] | None:
    """ "a year ago", "in a year" (ADR 0427): one unit of time with an article for its number."""
    if len(words) < 3:
        return None
    part = words[len(words) - 3 :] if at_end else words[:3]
    if part[0].category == "prep_in" and _one(part[1]) and part[2].category == "unit_noun":
        return 3, _years(None, part[2])
    if _one(part[0]) and part[1].category == "unit_noun" and _ago(part[2]):
        return 3, -_years(None, part[1])
    return None


def _one(word: Word) -> bool:
    return word.category == "article" and word.lemma.casefold() in ("a", "an")


def _shift_at(words: list[Word], at_end: bool) -> tuple[int, int] | None:
    """A time phrase at the start or the end of the clause: (its length, the shift in years)."""
    for size in (4, 3, 2):
        if len(words) < size:
            continue
        part = words[len(words) - size :] if at_end else words[:size]
        if (
            size == 3
            and part[0].category == "prep_in"
            and _is_number(part[1])
            and part[2].category == "unit_noun"
        ):
            return 3, _years(part[1], part[2])  # "in 5 years"
        if (
            size == 3
            and part[0].category == "time_marker"
            and part[0].lemma.casefold() == "after"
            and _is_number(part[1])
            and part[2].category == "unit_noun"
        ):
            return 3, _years(part[1], part[2])  # "after 10 years": as many years on from now
        if (
            size == 4
            and part[0].category == "prep_in"
            and _is_number(part[1])
            and part[2].category == "comparative"
            and part[2].lemma.casefold() == "more"
            and part[3].category == "unit_noun"
        ):
            return 4, _years(part[1], part[3])  # "in 8 more years"
        if size == 3 and _is_number(part[0]) and part[1].category == "unit_noun" and _ago(part[2]):
            return 3, -_years(part[0], part[1])  # "5 years ago"
        if (
            size == 4
            and _is_number(part[0])
            and part[1].category == "unit_noun"
            and part[2].category == "prep_source"
            and _time_marker(part[3], "now")
        ):
            return 4, _years(part[0], part[1])  # "5 years from now"
        if size == 2 and part[1].category == "unit_noun" and _next_or_last(part[0]):
            return 2, _next_or_last(part[0]) * _years(None, part[1])  # "next year", "last year"
    return None


def _ago(word: Word) -> bool:
    """'ago': a past-time marker that follows the span it measures back."""
    return _time_marker(word, "past") and word.lemma.casefold() == "ago"


def _next_or_last(word: Word) -> int:
    """'next' (+1) or 'last' (-1) before a unit of time; 0 for any other word."""
    if word.category != "time_marker" or word.lemma.casefold() not in ("next", "last"):
        return 0
    return 1 if word.attr("relation") == "future" else -1


def _tense(words: tuple[Word, ...], at: int) -> tuple[str, int]:
    """The tense of the copula at ``at`` (with 'will' before it, future) and where the verb group starts."""
    verb = words[at]
    if verb.category != "copula":
        raise Unread
    text = verb.text.casefold()
    if at > 0 and _will(words[at - 1]):
        if text != "be":
            raise Unread
        return FUTURE, at - 1
    if text in ("is", "are", "'s"):
        return PRESENT, at
    if text in ("was", "were"):
        return PAST, at
    raise Unread


def _will(word: Word) -> bool:
    """The modal 'will' (not the name Will, capitalised inside a sentence)."""
    if word.category != "auxiliary" or word.lemma.casefold() != "will":
        return False
    return not (word.index > 0 and word.text[:1].isupper())


def _timed(tense: str, shift: int | None, reading: _Reading, asking: bool = False) -> int:
    """The clause's shift from now, as its tense and time words agree on it.

    A question may ask in the present of a time to come: "In two years, what is the sum of their ages?"."""
    if reading.when_tense == "pending":
        if shift is not None or tense == PRESENT:
            raise Unread  # "when Ann is 14, how old is Ben in 3 years": two times at once
        reading.when_tense = tense
        reading.tenses.append((tense, 0))
        return 0
    reading.tenses.append((tense, 0 if shift is None else shift))
    if tense == PRESENT and shift is None:
        return 0
    if asking and tense == PRESENT and shift is not None and shift > 0:
        reading.tenses[-1] = (FUTURE, shift)
        return shift
    if tense == FUTURE and shift is not None and shift > 0:
        return shift
    if tense == PAST and shift is not None and shift < 0:
        return shift
    if tense == PAST and shift is None:
        reading.story_past = True
        return 0
    raise Unread  # "In 5 years, Ann is 20", "Tom will be 12": the tense and the time disagree


def _check_tenses(reading: _Reading) -> None:
    """A story told in the past with no shift may not mix with a present or a shifted time."""
    if reading.story_past and any(t != (PAST, 0) for t in reading.tenses):
        raise Unread


# --- persons ---------------------------------------------------------------


NAME_LIKE = frozenset({"noun", "adjective", "auxiliary", "verb"})


def _name(word: Word) -> bool:
    """A name; a capitalised word that is also a first name; or, after the first word, any capitalised
    word of an open class in a person's place ("her brother, Will", "than Drew")."""
    if word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender"))):
        return True
    kind = "verb" if word.category.startswith("verb") else word.category
    return word.index > 0 and word.text[:1].isupper() and word.text[1:].islower() and kind in NAME_LIKE


def _name_person(word: Word) -> Person:
    gender = word.attr("gender") or word.attr("name_gender") or "any"
    return Person(word.text.casefold(), word.text, gender)


def _person(words: tuple[Word, ...], reading: _Reading, not_this: str = "") -> str:
    """The person a phrase names, met now if new; anything else is not read."""
    if words and _comma(words[-1]):
        words = words[:-1]  # "His cousin, Rommel, is ..."
    if len(words) == 4 and _comma(words[2]):
        words = words[:2] + words[3:]  # "her brother, Will": the name
    n = len(words)
    if n == 1 and _name(words[0]):
        return reading.meet(_name_person(words[0]))
    if (
        n == 1
        and words[0].category == "pronoun"
        and words[0].attr("case") in ("subject", "object_or_possessive")
    ):
        if words[0].attr("case") == "object_or_possessive" and not not_this:
            raise Unread  # "her" as a subject
        return reading.pronoun(words[0], not_this)
    if n == 1 and words[0].category == "pronoun" and words[0].attr("case") == "object":
        return reading.pronoun(words[0], not_this)
    at = 1
    while at < n - 1 and _age_comparative(words[at]):
        at += 1  # "her younger sister", "his older brother": part of who the kin is
    if n == 2 and words[0].category == "article" and _being(words[1], reading):
        return _the_being(words[1], reading)
    if n == 2 and words[0].category == "article" and reading.more is not None and reading.more.kin_alone:
        return _the_kin(words[0], words[1], reading)
    if n >= 2 and at < n and _kin(words[at], reading):
        kin_key = " ".join(
            w.lemma.casefold() if w is words[at] else w.text.casefold() for w in words[1 : at + 1]
        )
        owner = _owner(words[0], reading, kin_key)
        kin = words[at]
        words, n = (words[0], *words[at:]), n - at + 1
        if n == 3 and _name(words[2]) and not _being(kin, reading):  # "her brother Tom": Tom
            return reading.meet(_name_person(words[2]))
        if n != 2:
            raise Unread
        return reading.meet(
            Person(
                f"{owner}'s {kin_key}",
                f"{reading.persons[owner].label}'s {kin.text}",
                _kin_gender(kin, reading),
            )
        )
    if n in (3, 4) and _name(words[0]) and words[1].category == "possessive_marker":
        if _kin(words[2], reading):
            owner = reading.meet(_name_person(words[0]))
            kin = words[2]
            if n == 4:
                if not _name(words[3]) or _being(kin, reading):  # "Mia's cat Tom": no 'he' may mean a cat
                    raise Unread
                return reading.meet(_name_person(words[3]))
            return reading.meet(
                Person(
                    f"{owner}'s {kin.lemma.casefold()}",
                    f"{words[0].text}'s {kin.text}",
                    _kin_gender(kin, reading),
                )
            )
    raise Unread


BEING = "being"  # ADR 0432: the gender of an animal, which no 'he' or 'she' is read to mean


def _being(word: Word, reading: _Reading) -> bool:
    """An animal that has an age, read only through ADR 0432's extra forms."""
    return reading.more is not None and reading.more.being is not None and reading.more.being(word)


def _kin(word: Word, reading: _Reading) -> bool:
    return word.category in PERSON_CATEGORIES or _being(word, reading)


def _kin_gender(kin: Word, reading: _Reading) -> str:
    return BEING if _being(kin, reading) else kin.attr("gender")


def _the_being(word: Word, reading: _Reading) -> str:
    """ "the dog": the one animal of that noun met so far ("Tom's dog"), or a new one when none was."""
    lemma = word.lemma.casefold()
    met = [key for key in reading.persons if key == f"the {lemma}" or key.endswith(f"'s {lemma}")]
    if len(met) > 1:
        raise Unread  # "Tom's dog ... Ann's dog ... the dog": which one
    if met:
        return met[0]
    return reading.meet(Person(f"the {lemma}", f"the {word.text}", BEING))


def _the_kin(article: Word, kin: Word, reading: _Reading) -> str:
    """ADR 0463: "a mother" is a new person named by the kin noun alone (none of that noun met before);
    "the daughter" is the one person of that noun met before it ("a daughter", "her daughter"). A "the"
    with none met refuses: "the boy" could be the son told before, and counted twice in a sum."""
    if kin.category not in PERSON_CATEGORIES or "NNS" in kin.tags or not kin.attr("gender"):
        raise Unread  # "the sons", "the teacher": many persons, or no gender a pronoun could check
    lemma = kin.lemma.casefold()
    met = [
        key
        for key in reading.persons
        if key == f"the {lemma}" or ("'s " in key and key.rsplit(" ", 1)[-1] == lemma)
    ]  # "her older sister" is a sister met too
    said = article.lemma.casefold()
    if said == "the" and len(met) == 1:
        return met[0]
    if said not in ("a", "an") or met:
        raise Unread  # "the son" with none or two met, "a son" after one: which one
    return reading.meet(Person(f"the {lemma}", f"the {kin.text}", kin.attr("gender")))


def _owner(word: Word, reading: _Reading, kin: str) -> str:
    """ "his"/"her" before a kin noun: the one person named before it whose gender fits.

    "Her sister" never means the sister's own sister: a person named by that very kin is not its owner."""
    if word.category != "pronoun" or word.attr("case") not in ("possessive", "object_or_possessive"):
        raise Unread
    return reading.pronoun(word, not_kin=f"'s {kin}")


def _age_comparative(word: Word) -> bool:
    return word.category == "measure_adjective" and word.attr("dimension") == AGE and "JJR" in word.tags


def _age_noun(word: Word) -> bool:
    return word.category == "noun" and word.attr("dimension") == AGE


def _age_of(words: tuple[Word, ...], reading: _Reading, not_this: str = "") -> str:
    """ "Ann's age", "the age of Ann", "his age": the person whose age it is."""
    if len(words) >= 3 and words[-2].category == "possessive_marker" and _age_noun(words[-1]):
        return _person(words[:-2], reading, not_this)
    if len(words) == 2 and _age_noun(words[1]) and words[0].category == "pronoun":
        if words[0].attr("case") not in ("possessive", "object_or_possessive"):
            raise Unread
        return reading.pronoun(words[0], not_this)
    if len(words) >= 4 and words[0].category == "article" and _age_noun(words[1]):
        if words[2].category == "prep_of":
            return _person(words[3:], reading, not_this)
    raise Unread


def _subject(words: tuple[Word, ...], reading: _Reading) -> str:
    if words and _age_noun(words[-1]):
        return _age_of(words, reading)
    return _person(words, reading)


# --- statements --------------------------------------------------------------


def _statements(words: tuple[Word, ...], si: int, reading: _Reading) -> list[Fact]:
    """A statement and the 'who' clauses after it: "Mark is 7 years older than Amy, who is 15".

    A 'who' clause speaks of the person that ends the clause before it; a clause before it that
    ends in no person (a stated age) refuses."""
    whos = [i for i, w in enumerate(words) if i > 0 and _who(w)]
    cuts = [0, *[i + 1 for i in whos]]
    ends = [*whos, len(words)]
    facts: list[Fact] = []
    for start, end in zip(cuts, ends, strict=True):
        part = words[start:end]
        if part and _comma(part[-1]):
            part = part[:-1]
        if not facts:
            facts.append(_statement(part, si, reading))
            continue
        if not facts[-1].other:
            raise Unread  # "Ann is 10, who ...": no person for 'who' to follow
        facts.append(_statement(part, si, reading, facts[-1].other))
    return facts


def _who(word: Word) -> bool:
    return word.category == "question_word" and word.attr("relative") == "person"


def _statement(words: tuple[Word, ...], si: int, reading: _Reading, subject: str = "") -> Fact:
    words, shift, now = _frame(words, reading)
    if reading.more is not None and not subject:
        found = reading.more.statement(words, shift, now, si, reading)
        if found is not None:
            return found
    copulas = [i for i, w in enumerate(words) if w.category == "copula"]
    if not copulas and not subject and not now:
        return _have_sum(words, shift, si, reading)
    if not copulas:
        raise Unread
    tense, start = _tense(words, copulas[0])
    if subject:
        if start != 0:
            raise Unread  # "who ... is": the subject is the person before 'who'
    else:
        summed = _sum_phrase(words[:start], reading)
        if summed is not None:
            if now:
                raise Unread  # "the sum of their ages is now 30": a time word the sum does not take
            return _sum_fact(summed, words[copulas[0] + 1 :], _timed(tense, shift, reading), si)
        subject = _subject(words[:start], reading)
    shift_years = _timed(tense, shift, reading)
    predicate = words[copulas[0] + 1 :]
    markers = [w.index for w in predicate if w.category in ("than_marker", "as_marker")]
    other_now = bool(now) and bool(markers) and min(now) > max(markers)
    if now and shift is not None and not other_now:
        raise Unread  # "In 5 years, Ann is now 20": two times at once
    other, factor, offset, at = _predicate(predicate, PRESENT if other_now else tense, subject, reading)
    other_shift = 0 if other_now else shift_years  # "as old as Rahim is now": the other's age now
    return Fact(subject, other, factor, offset, shift_years, si, at.index, at.text, other_shift)


THEIR = "\0their"  # "the sum of their ages": the two persons of the whole problem, resolved once all are met


def _sum_phrase(words: tuple[Word, ...], reading: _Reading) -> tuple[str, ...] | None:
    """ "the sum of their ages", "the sum of the ages of Ann and Ben": whose ages are summed; None for no sum."""
    joint = _joint_age(words, reading)
    if joint is not None:
        if joint != (THEIR,) and len(joint) != 2:
            raise Unread  # a sum of three ages is no equation over two persons
        return joint
    if len(words) < 4 or words[0].category != "article" or words[1].category != "aggregate_marker":
        return None
    if words[1].lemma.casefold() not in ("sum", "total") or words[2].category != "prep_of":
        raise Unread
    persons = _whose_ages(words[3:], reading)
    if persons != (THEIR,) and len(persons) != 2:
        raise Unread  # a sum of three ages is no equation over two persons
    return persons


def _whose_ages(tail: tuple[Word, ...], reading: _Reading) -> tuple[str, ...]:
    """ "their ages": (THEIR,); "the ages of Ann and Ben": the persons, two or more, each once."""
    if len(tail) == 2 and tail[0].category == "pronoun" and _age_noun(tail[1]):
        if tail[0].attr("number") != "plural" or tail[0].attr("case") != "possessive":
            raise Unread
        return (THEIR,)
    if (
        len(tail) >= 5
        and tail[0].category == "article"
        and _age_noun(tail[1])
        and tail[2].category == "prep_of"
    ):
        names = [w for w in tail[3:] if not (_comma(w) or w.category == "conjunction")]
        joins = [w for w in tail[3:] if w.category == "conjunction"]
        if len(joins) != 1 or joins[0].lemma.casefold() != "and" or tail[-2].category != "conjunction":
            raise Unread
        persons = tuple(_person((w,), reading) for w in names)
        if len(set(persons)) != len(persons) or len(persons) < 2:
            raise Unread
        return persons
    raise Unread


JOINT = frozenset({"combined", "total"})


def _joint_age(words: tuple[Word, ...], reading: _Reading) -> tuple[str, ...] | None:
    """ "their combined age", "the total age of Ann and Ben": the persons whose ages are added; None for
    no such phrase. 'their' stays THEIR until every person is met."""
    if len(words) < 3 or words[1].category != "aggregate_marker" or not _age_noun(words[2]):
        return None
    if words[1].lemma.casefold() not in JOINT:
        raise Unread  # "their average age": not a sum
    head = words[0]
    if len(words) == 3 and head.category == "pronoun":
        if head.attr("number") != "plural" or head.attr("case") != "possessive":
            raise Unread
        return (THEIR,)
    if len(words) >= 6 and head.category == "article" and words[3].category == "prep_of":
        return _joined_names(words[4:], reading)
    raise Unread


def _joined_names(words: tuple[Word, ...], reading: _Reading) -> tuple[str, ...]:
    """ "Ann and Ben", "Ann, Ben and Cy": two or more names, each once, with one 'and' before the last."""
    names = [w for w in words if not (_comma(w) or w.category == "conjunction")]
    joins = [w for w in words if w.category == "conjunction"]
    if len(joins) != 1 or joins[0].lemma.casefold() != "and" or len(words) < 3 or words[-2] is not joins[0]:
        raise Unread
    persons = tuple(_person((w,), reading) for w in names)
    if len(set(persons)) != len(persons) or len(persons) < 2:
        raise Unread
    return persons


def _have_sum(words: tuple[Word, ...], shift: int | None, si: int, reading: _Reading) -> Fact:
    """ "Ann and Ben have a combined age of 30" (or "will have" with a shift to come): a stated sum."""
    haves = [i for i, w in enumerate(words) if w.category == "verb_possess" and w.lemma.casefold() == "have"]
    if len(haves) != 1:
        raise Unread
    at = haves[0]
    verb = words[at].text.casefold()
    if at > 0 and _will(words[at - 1]) and verb == "have":
        tense, start = FUTURE, at - 1
    elif verb == "have":
        tense, start = PRESENT, at
    elif verb == "had":
        tense, start = PAST, at
    else:
        raise Unread
    persons = _joined_names(words[:start], reading)
    if len(persons) != 2:
        raise Unread  # three ages in one sum: no equation over two persons
    rest = words[at + 1 :]
    if (
        len(rest) < 5
        or rest[0].category != "article"
        or rest[0].lemma.casefold() != "a"
        or rest[1].category != "aggregate_marker"
        or rest[1].lemma.casefold() not in JOINT
        or not _age_noun(rest[2])
        or rest[3].category != "prep_of"
    ):
        raise Unread
    return _sum_fact(persons, rest[4:], _timed(tense, shift, reading), si)


def _sum_fact(persons: tuple[str, ...], words: tuple[Word, ...], shift: int, si: int) -> Fact:
    """ "The sum of their ages is 34": age(A) + t = -1 * (age(B) + t) + 34, an equation with two unknowns.

    Only a bare number or "N years" is a stated sum; "N years old" or a comparison refuses."""
    if not words or not _is_number(words[0]) or len(words) > 2:
        raise Unread
    value = Fraction(_years(words[0], words[1])) if len(words) == 2 else _number(words[0])
    a, b = (THEIR, THEIR) if persons == (THEIR,) else persons
    return Fact(a, b, Fraction(-1), value, shift, si, words[0].index, words[0].text, shift)


def _their(facts: list[Fact], reading: _Reading) -> list[Fact]:
    """'their' in a stated sum: exactly the two persons of the whole problem, in order of first mention."""
    if not any(f.subject == THEIR for f in facts):
        return facts
    persons = list(reading.persons)
    if len(persons) != 2:
        raise Unread  # 'their' over three persons, or one: not two ages
    return [replace(f, subject=persons[0], other=persons[1]) if f.subject == THEIR else f for f in facts]


def _predicate(
    words: tuple[Word, ...], tense: str, subject: str, reading: _Reading
) -> tuple[str, Fraction, Fraction, Word]:
    """What the copula says of the subject's age: (other person or "", factor, offset, the word that says it)."""
    if not words:
        raise Unread
    first = words[0]
    if (
        _is_number(first)
        and not (len(words) > 1 and words[1].category == "multiplier")
        and not _fraction_factor(words, reading)
    ):
        value = _number(first)
        rest = words[1:]
        if not rest:  # "Tyson is 20"
            return "", Fraction(0), value, first
        years = _years(first, rest[0])
        rest = rest[1:]
        if not rest:  # "Jacob is 24 years"
            return "", Fraction(0), Fraction(years), first
        adjective = rest[0]
        if adjective.category != "measure_adjective" or adjective.attr("dimension") != AGE:
            raise Unread
        if "JJ" in adjective.tags and len(rest) == 1 and adjective.attr("direction") != "down":
            return "", Fraction(0), Fraction(years), first  # "12 years old"
        if "JJR" in adjective.tags and len(rest) >= 3 and rest[1].category == "than_marker":
            sign = -1 if adjective.attr("direction") == "down" else 1
            if reading.more is not None and rest[2].category in (
                "multiplier",
                "fraction_word",
                "number",
                "number_word",
            ):
                other, factor = reading.more.scaled(rest[2:], subject, reading)  # "than twice Ben's age"
                return other, factor, Fraction(sign * years), first
            other = _reference(rest[2:], tense, subject, reading)
            return other, Fraction(1), Fraction(sign * years), first
        raise Unread
    factor, rest = _fraction_factor(words, reading) or _factor(words)
    if len(rest) >= 3 and rest[0].category == "as_marker" and rest[2].category == "as_marker":
        adjective = rest[1]
        if (
            adjective.category != "measure_adjective"
            or adjective.attr("dimension") != AGE
            or "JJ" not in adjective.tags
            or adjective.attr("direction") == "down"
        ):
            raise Unread  # "twice as young as"
        return _reference(rest[3:], tense, subject, reading), factor, Fraction(0), first
    if rest and rest[0].category == "prep_of":
        rest = rest[1:]  # "half of Ann's age"
    return _age_of(rest, reading, subject), factor, Fraction(0), first


def _fraction_factor(words: tuple[Word, ...], reading: _Reading) -> tuple[Fraction, tuple[Word, ...]] | None:
    """ADR 0432: "1/6 as old as", "3/4 times as old as", "2/3 the age of": a factor written as a fraction
    (below 1), read only through the extra forms; any other number there stays a stated age."""
    if reading.more is None or not reading.more.fraction_factors or len(words) < 3:
        return None
    first = words[0]
    if first.category != "number" or first.shape is None or first.shape.primitive != "fraction":
        return None
    value = Fraction(first.shape.value)
    if not 0 < value < 1:
        return None
    rest = words[1:]
    if rest[0].category == "multiplier" and rest[0].attr("factor") == "number":
        rest = rest[1:]  # "3/4 times as old as": the same factor
    if rest and (
        rest[0].category == "as_marker"
        or (rest[0].category == "article" and rest[0].lemma.casefold() == "the")
    ):
        return value, rest
    return None


def _factor(words: tuple[Word, ...]) -> tuple[Fraction, tuple[Word, ...]]:
    """ "twice", "3 times", "half": the factor and the words after it."""
    first = words[0]
    if first.category == "multiplier":
        value = first.attr("factor")
        if value == "number":
            raise Unread
        return Fraction(value), words[1:]
    if first.category == "fraction_word":
        return Fraction(first.attr("value")), words[1:]
    if _is_number(first) and len(words) > 1 and words[1].category == "multiplier":
        if words[1].attr("factor") != "number":
            raise Unread
        return _number(first), words[2:]
    raise Unread


def _reference(words: tuple[Word, ...], tense: str, subject: str, reading: _Reading) -> str:
    """The person after 'than' / 'as ... as', with an optional verb of the same tense after it ("as he is")."""
    if words and words[-1].category == "copula":
        at = len(words) - 1
        their_tense, start = _tense(words, at)
        if their_tense != tense:
            raise Unread  # "as old as Rahim is now" after "will be": two times
        words = words[:start]
    other = _person(words, reading, subject)
    if other == subject:
        raise Unread
    return other


# --- the question ------------------------------------------------------------


def _question(words: tuple[Word, ...], si: int, reading: _Reading) -> Asked:
    words, shift, now = _frame(words, reading)
    if now and shift is not None:
        raise Unread  # "in 5 years ... now": two times at once
    if len(words) < 3 or words[0].category != "question_word":
        raise Unread
    asks = words[0].attr("asks")
    if asks == "manner":  # how
        return _how(words[1:], si, shift, reading, words[0])
    if asks == "thing":  # what
        return _what(words[1:], si, shift, reading, words[0])
    raise Unread


def _how(words: tuple[Word, ...], si: int, shift: int | None, reading: _Reading, how: Word) -> Asked:
    first = words[0]
    if first.category == "question_quantity":
        if len(words) < 3:
            raise Unread
        if first.attr("kind") == "count":  # "how many years old", "how many years older"
            if _years(None, words[1]) != 1:
                raise Unread
            words = words[2:]
        elif first.attr("kind") == "amount":  # "how much older"
            words = words[1:]
        else:
            raise Unread
        adjective = words[0]
        if adjective.category != "measure_adjective" or adjective.attr("dimension") != AGE:
            raise Unread
        if "JJR" in adjective.tags:
            return _difference(words, si, shift, reading, how)
        if first.attr("kind") != "count":
            raise Unread
        return _how_old(words, si, shift, reading, how)
    return _how_old(words, si, shift, reading, how)


def _how_old(words: tuple[Word, ...], si: int, shift: int | None, reading: _Reading, how: Word) -> Asked:
    """ "old is Tom", "old will Tom be", "old was Tom"."""
    adjective = words[0]
    if (
        adjective.category != "measure_adjective"
        or adjective.attr("dimension") != AGE
        or "JJ" not in adjective.tags
        or adjective.attr("direction") == "down"
    ):
        raise Unread
    rest = words[1:]
    if len(rest) >= 3 and rest[0].category == "auxiliary" and rest[-1].category == "copula":
        if rest[0].lemma.casefold() != "will" or rest[-1].text.casefold() != "be":
            raise Unread
        tense, subject_words = FUTURE, rest[1:-1]
    elif len(rest) >= 2 and rest[0].category == "copula":
        tense, _ = _tense(rest, 0)
        subject_words = rest[1:]
    else:
        raise Unread
    person = _person(subject_words, reading)
    if tense == FUTURE and shift is None and reading.more is not None and reading.more.open_future:
        shift = _open_future(reading)
    return Asked("value", (person,), _timed(tense, shift, reading, asking=True), 1, si, how.index)


def _open_future(reading: _Reading) -> int | None:
    """ADR 0432: "How old will Ben be?" with no time of its own, after a story that told now and exactly one
    time to come ("In 3 years, Ann will be 20"): that time. Any past, a second time to come or a 'when'
    clause leaves the question's time untold (None), and the tense check refuses it as before."""
    if reading.when_tense or reading.told_at or reading.story_past:
        return None
    futures = {shift for tense, shift in reading.tenses if tense == FUTURE}
    if len(futures) != 1 or any(t not in ((PRESENT, 0), (FUTURE, *futures)) for t in reading.tenses):
        return None
    return futures.pop()


def _difference(words: tuple[Word, ...], si: int, shift: int | None, reading: _Reading, how: Word) -> Asked:
    """ "older is Ann than Ben": Ann's age less Ben's (younger: Ben's less Ann's); the same at every time."""
    adjective = words[0]
    if len(words) < 4 or words[1].category != "copula":
        raise Unread
    tense, _ = _tense(words, 1)
    _timed(tense, shift, reading)
    thans = [i for i, w in enumerate(words) if w.category == "than_marker"]
    if len(thans) != 1:
        raise Unread
    first = _person(words[2 : thans[0]], reading)
    second = _person(words[thans[0] + 1 :], reading, first)
    if first == second:
        raise Unread
    sign = -1 if adjective.attr("direction") == "down" else 1
    # the gap is the same at every time, but both must be alive then (ADR 0122 addendum)
    return Asked("difference", (first, second), shift or 0, sign, si, how.index)


def _what(words: tuple[Word, ...], si: int, shift: int | None, reading: _Reading, what: Word) -> Asked:
    """ "is the sum of their ages", "will be the sum of the ages of Ann and Ben"."""
    if words[0].category == "copula":
        tense, _ = _tense(words, 0)
        rest = words[1:]
    elif len(words) > 1 and words[0].category == "auxiliary" and words[1].category == "copula":
        tense, _ = _tense(words, 1)
        rest = words[2:]
    elif (
        len(words) > 2
        and _will(words[0])
        and words[-1].category == "copula"
        and words[-1].text.casefold() == "be"
    ):
        tense, rest = FUTURE, words[1:-1]  # "what will the sum of their ages be"
    else:
        raise Unread
    timed = _timed(tense, shift, reading, asking=True)
    joint = _joint_age(rest, reading)
    if joint is not None:
        return Asked("sum", ("",) if joint == (THEIR,) else joint, timed, 1, si, what.index)
    if len(rest) < 4 or rest[0].category != "article" or rest[1].category != "aggregate_marker":
        raise Unread
    if rest[1].lemma.casefold() not in ("sum", "total"):
        raise Unread  # "the combined ...", "overall": not a noun that can head 'of their ages'
    if rest[2].category != "prep_of":
        raise Unread
    persons = _whose_ages(rest[3:], reading)
    if persons == (THEIR,):
        persons = ("",)  # "their ages": every person with an age
    return Asked("sum", persons, timed, 1, si, what.index)


# --- solving -------------------------------------------------------------------


def _solve(facts: tuple[Fact, ...], asked: Asked, reading: _Reading) -> Answer | None:
    """Fix each age from one equation with one unknown in it, in turn; every equation once, each needed."""
    if reading.more is not None and reading.told_at and len(facts) == 1 and asked.when is not None:
        return reading.more.only_difference(facts[0], asked, reading)  # "A was 20 when B was 8" alone
    fixed = _fixed(facts)
    if fixed is None:
        return None
    ages, fixed_by = fixed
    persons = asked.persons
    if persons == ("",):
        persons = tuple(p for p in reading.persons if p in ages)
        if len(persons) != len(reading.persons) or len(persons) < 2:
            return None  # 'their' with a person whose age is not told
    if any(p not in ages for p in persons):
        return None  # a question about a person with no age
    if reading.more is not None and not reading.more.told_time(ages, reading):
        return None  # "A was 20 when B was 8" with B not yet 8 now
    if asked.when is not None:
        person, told = asked.when
        if person not in ages:
            return None
        moved = told - ages[person]
        if moved.denominator != 1 or moved == 0 or (moved > 0) != (reading.when_tense == FUTURE):
            return None  # a time that has not come asked with 'was', or one gone asked with 'will be'
        asked = replace(asked, shift=int(moved))
        persons_needed = (*persons, person)
    else:
        persons_needed = persons
    needed = _needed(persons_needed, facts, fixed_by)
    if needed != set(range(len(facts))):
        return None  # an age the question does not use: a distractor is no step of the arithmetic
    times = {f.shift for f in facts} | {f.other_shift for f in facts} | {asked.shift}
    for age in ages.values():
        for t in sorted(times):
            if age + t <= 0 or (age + t).denominator != 1:
                return None  # not a whole positive number of years at a time the text speaks of
    if asked.kind == "value":
        value = ages[persons[0]] + asked.shift
    elif asked.kind == "sum":
        value = sum((ages[p] + asked.shift for p in persons), Fraction(0))
    else:
        value = asked.sign * (ages[persons[0]] - ages[persons[1]])
        if value <= 0:
            return None  # "how many years older is A than B" with A not older
    return _built(facts, asked, persons, ages, fixed_by, value, reading)


def _fixed(facts: tuple[Fact, ...]) -> tuple[dict[str, Fraction], dict[str, int]] | None:
    """Each age now and the equation that fixed it, one equation with one unknown at a time; None when an
    age is fixed twice or an equation cannot be solved."""
    ages: dict[str, Fraction] = {}
    fixed_by: dict[str, int] = {}
    left = list(range(len(facts)))
    while left:
        progress = False
        for i in list(left):
            f = facts[i]
            unknown = [p for p in (f.subject, f.other) if p and p not in ages]
            if not unknown:
                return None  # an age fixed twice: the story may disagree with itself
            if len(unknown) != 1:
                continue
            value = _unknown(f, ages)
            if value is None:
                return None
            ages[unknown[0]] = value
            fixed_by[unknown[0]] = i
            left.remove(i)
            progress = True
        if not progress:
            together = _together(facts, tuple(left), ages)
            if together is None:
                return None  # two unknowns in every equation left, and no pair that fixes both
            for person, value, i in together:
                ages[person] = value
                fixed_by[person] = i
            left = []
    return ages, fixed_by


def _together(
    facts: tuple[Fact, ...], left: tuple[int, ...], ages: dict[str, Fraction]
) -> tuple[tuple[str, Fraction, int], ...] | None:
    """Two equations left over the same two unknown ages: solved together, exactly, or None.

    Each equation subject + t = factor * (other + u) + offset is a line
    1 * subject - factor * other = factor * u + offset - t; two lines with one crossing
    fix both ages. Anything else (three equations, three persons, parallel lines) is None."""
    if len(left) != 2:
        return None
    pair: list[str] = []
    rows: list[tuple[dict[str, Fraction], Fraction]] = []
    for i in left:
        f = facts[i]
        if not f.other or f.subject in ages or f.other in ages:
            return None
        for p in (f.subject, f.other):
            if p not in pair:
                pair.append(p)
        coef = {f.subject: Fraction(1), f.other: -f.factor}
        rows.append((coef, f.factor * f.other_shift + f.offset - f.shift))
    if len(pair) != 2:
        return None
    a, b = pair
    (c1, r1), (c2, r2) = rows
    det = c1.get(a, Fraction(0)) * c2.get(b, Fraction(0)) - c1.get(b, Fraction(0)) * c2.get(a, Fraction(0))
    if det == 0:
        return None  # the same line twice, or lines that never meet
    age_a = (r1 * c2.get(b, Fraction(0)) - c1.get(b, Fraction(0)) * r2) / det
    age_b = (c1.get(a, Fraction(0)) * r2 - r1 * c2.get(a, Fraction(0))) / det
    return ((a, age_a, left[0]), (b, age_b, left[1]))


def _unknown(f: Fact, ages: dict[str, Fraction]) -> Fraction | None:
    """The one unknown age now of an equation: subject + t = factor * (other + u) + offset."""
    t, u = Fraction(f.shift), Fraction(f.other_shift)
    if not f.other:
        return f.offset - t
    if f.subject not in ages:
        return f.factor * (ages[f.other] + u) + f.offset - t
    if f.factor == 0:
        return None
    return (ages[f.subject] + t - f.offset) / f.factor - u


def _needed(persons: tuple[str, ...], facts: tuple[Fact, ...], fixed_by: dict[str, int]) -> set[int]:
    needed: set[int] = set()
    todo = list(persons)
    while todo:
        person = todo.pop()
        i = fixed_by[person]
        if i in needed:
            continue
        needed.add(i)
        todo.extend(p for p in (facts[i].subject, facts[i].other) if p and p != person)
    return needed


def _built(
    facts: tuple[Fact, ...],
    asked: Asked,
    persons: tuple[str, ...],
    ages: dict[str, Fraction],
    fixed_by: dict[str, int],
    value: Fraction,
    reading: _Reading,
) -> Answer:
    key = "measure:age+dim:calendar+year"
    order = sorted(fixed_by, key=lambda p: fixed_by[p])
    entities = tuple(
        EntityRef(p, reading.persons[p].label, "any", "singular", "person", facts[fixed_by[p]].sentence_index)
        for p in order
    )
    events = tuple(
        Event(
            p,
            key,
            "hold",
            1,
            ages[p],
            f"a{n}",
            (facts[fixed_by[p]].sentence_index, n),
            facts[fixed_by[p]].sentence_index,
            facts[fixed_by[p]].token_index,
            facts[fixed_by[p]].text,
        )
        for n, p in enumerate(order)
    )
    question = QuestionTarget(
        "difference" if asked.kind == "difference" else "value",
        persons,
        YEAR,
        asked.sentence_index,
        asked.token_index,
    )
    graph = MathProblemGraph(
        entities,
        (UnitSpec(key, "year (age)", "calendar", False),),
        events,
        question,
        (key,),
        Fraction(1),
        "year",
        tuple((facts[fixed_by[p]].sentence_index, facts[fixed_by[p]].token_index) for p in order),
    )
    steps = [_step(facts[fixed_by[p]], p, ages[p], reading) for p in order]
    if asked.kind == "value" and asked.shift:
        steps.append(f"{_label(persons[0], reading)} in {asked.shift:+d} years: {fmt(value)}")
    elif asked.kind == "sum":
        shifted = " + ".join(fmt(ages[p] + asked.shift) for p in persons)
        steps.append(f"sum of ages ({asked.shift:+d} years): {shifted} = {fmt(value)}")
    elif asked.kind == "difference":
        a, b = persons if asked.sign > 0 else persons[::-1]
        steps.append(f"{fmt(ages[a])} - {fmt(ages[b])} = {fmt(value)} years")
    trace = canonical_hash({"graph": graph, "steps": tuple(steps), "value": value})
    return Answer(value, "year", graph, tuple(steps), trace)


def _label(person: str, reading: _Reading) -> str:
    return reading.persons[person].label


def _step(f: Fact, person: str, age: Fraction, reading: _Reading) -> str:
    def at(key: str, shift: int) -> str:
        return f"{_label(key, reading)}" + (f" ({shift:+d} years)" if shift else "")

    if not f.other:
        said = f"{at(f.subject, f.shift)} is {fmt(f.offset)}"
    elif f.factor == -1:
        said = f"{at(f.subject, f.shift)} + {at(f.other, f.other_shift)} = {fmt(f.offset)}"
    else:
        said = f"{at(f.subject, f.shift)} = {fmt(f.factor)} x {at(f.other, f.other_shift)} + {fmt(f.offset)}"
    return f"{said}: {_label(person, reading)} is {fmt(age)} now"


__all__ = ["Answer", "read_ages"]
