""" "Allan and Jake brought 3 balloons. If Allan brought 2, how many did Jake bring?": a joint amount (ADR 0227).

A conjoined subject's amount without 'each' may be each member's or the
members' together, so the clause reader refuses it (ADR 0177, 0189). The
joint reading is forced when the story goes on to tell every member's part
but one and asks for that one: read as each member's, the told part would
contradict the amount (unless it equals it, which refuses). Told the other
way round (a member's part first, then the group's amount) nothing forces
the joint reading, so the group's clause must say it ('together', 'a total
of', 'in all', 'altogether', 'combined').

Tried only when the ordinary reading refused, and only for a problem made of
nothing but:

- one group clause "<A> and <B> <verb> [marker] N <noun> [place] [marker]";
- one clause for each member but one, "[If] <A> <verb> M <noun> [place]",
  with the group's verb lemma, tense and noun (and its words before it);
- the question "How many <noun> did|does <B> <verb> [place]?" about the one
  member left, after an optional "If ..." clause of the kind above.

A place ("to the park") is the same prepositional phrase wherever it is
said, or left out after the group said it. The acts are of one verb whose
amounts add up over doers (holdings, gains, losses, gifts, takings, buying,
selling, earning, making). Anything else (a
'more', a negation, a time word, 'each', a second noun, a third sentence,
'they') leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.doer_tallies import whole_count
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.measure_attributes import _name, _words
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread

# verbs whose doers' amounts add up: each doer's own act or holding, no price or rate in it
ADDING_VERBS = frozenset(
    {
        "verb_possess",
        "verb_gain",
        "verb_lose",
        "verb_give",
        "verb_take",
        "verb_buy",
        "verb_sell",
        "verb_earn",
        "verb_produce",
    }
)
TENSES = {"did": "past", "does": "present", "do": "present"}
GLUE = frozenset({"a", "of", "in"})  # "a total of", "in total" around the aggregate word


@dataclass(frozen=True, slots=True)
class Told:
    """One clause: who (one name or the group), the verb, the amount, the noun and the place."""

    who: tuple[Word, ...]
    verb: Word
    number: Word
    noun: tuple[str, ...]  # the noun's lemma after any words before it
    place: tuple[str, ...]
    marked: bool
    sentence_index: int


def _tense(verb: Word) -> str:
    if "VBD" in verb.tags:
        return "past"
    return "present" if {"VBZ", "VBP", "VB"} & set(verb.tags) else ""


def _marker(words: tuple[Word, ...]) -> tuple[bool, tuple[Word, ...]] | None:
    """The words with an aggregate marker ('a total of', 'in all', 'together') taken out; None if odd."""
    at = [i for i, w in enumerate(words) if w.category == "aggregate_marker"]
    if not at:
        if any(w.text.casefold() == "all" for w in words):
            return _in_all(words)
        return False, words
    if len(at) > 1:
        return None
    i = at[0]
    lo, hi = i, i + 1
    while lo > 0 and words[lo - 1].text.casefold() in GLUE and words[lo - 1].category != "number":
        lo -= 1
    while hi < len(words) and words[hi].text.casefold() == "of":
        hi += 1
    return True, words[:lo] + words[hi:]


def _in_all(words: tuple[Word, ...]) -> tuple[bool, tuple[Word, ...]] | None:
    """ "in all" at the clause's end is a marker; 'all' anywhere else is not read."""
    if len(words) >= 2 and [w.text.casefold() for w in words[-2:]] == ["in", "all"]:
        return True, words[:-2]
    return None


def _names(words: tuple[Word, ...]) -> tuple[Word, ...] | None:
    """ "Allan", "Allan and Jake", "Ann, Bo and Cy": the names; anything else None."""
    names = words[0::2]
    glue = words[1::2]
    if not names or not all(_name(w) for w in names):
        return None
    if any(g.text not in (",", "and") for g in glue) or (glue and glue[-1].text != "and"):
        return None
    if len({w.text.casefold() for w in names}) != len(names):
        return None
    return names


def _place(words: tuple[Word, ...]) -> tuple[str, ...] | None:
    """Nothing, or "to the park", "at school": one preposition, an article maybe, one noun."""
    if not words:
        return ()
    if not words[0].category.startswith("prep") or words[-1].category != "noun" or len(words) > 3:
        return None
    if len(words) == 3 and words[1].category != "article":
        return None
    return tuple(w.text.casefold() for w in words)


def _noun(words: tuple[Word, ...]) -> tuple[tuple[str, ...], int] | None:
    """ "balloons", "red balloons": the noun's lemma with the adjectives before it, and its length."""
    n = 0
    while n < len(words) and words[n].category == "adjective":
        n += 1
    if n >= len(words) or words[n].category != "noun" or "NNS" not in words[n].tags:
        return None
    return tuple(w.lemma.casefold() for w in words[:n]) + (words[n].lemma.casefold(),), n + 1


def _clause(words: tuple[Word, ...], si: int) -> Told | None:
    if words and words[0].category == "subordinator" and words[0].text.casefold() == "if":
        words = words[1:]
    if words and words[-1].text == ",":
        words = words[:-1]
    verbs = [i for i, w in enumerate(words) if w.category.startswith("verb")]
    if len(verbs) != 1:
        return None
    v = verbs[0]
    who = _names(words[:v])
    found = _marker(words[v + 1 :])
    if who is None or found is None or words[v].category not in ADDING_VERBS or not _tense(words[v]):
        return None
    marked, rest = found
    if len(rest) < 2 or rest[0].category not in ("number", "number_word"):
        return None
    noun = _noun(rest[1:])
    if noun is None:
        return None
    place = _place(rest[1 + noun[1] :])
    if place is None:
        return None
    return Told(who, words[v], rest[0], noun[0], place, marked, si)


@dataclass(frozen=True, slots=True)
class Asked:
    who: Word
    lemma: str
    tense: str
    noun: tuple[str, ...] | None
    place: tuple[str, ...]
    sentence_index: int
    token_index: int


def _question(words: tuple[Word, ...], si: int) -> Asked | None:
    """ "How many balloons did Jake bring to the park?" """
    if len(words) < 5 or words[0].lemma.casefold() != "how" or words[1].category != "question_quantity":
        return None
    if words[1].attr("kind") != "count":
        return None
    rest = words[2:]
    noun = None
    if rest and rest[0].category != "auxiliary":
        found = _noun(rest)
        if found is None:
            return None
        noun, rest = found[0], rest[found[1] :]
    if len(rest) < 3 or rest[0].category != "auxiliary" or rest[0].text.casefold() not in TENSES:
        return None
    if not _name(rest[1]) or rest[2].category not in ADDING_VERBS or "VB" not in rest[2].tags:
        return None
    place = _place(rest[3:])
    if place is None:
        return None
    return Asked(
        rest[1], rest[2].lemma.casefold(), TENSES[rest[0].text.casefold()], noun, place, si, words[1].index
    )


def _split_question(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    """ "If Allan brought 2 balloons, how many ...": the condition before 'how' and the question."""
    at = next((i for i, w in enumerate(words) if w.lemma.casefold() == "how"), 0)
    return words[:at], words[at:]


def read_joint_amount(text: str, lexicon: Lexicon) -> Answer | None:
    """The one member's part left of a group's joint amount, when that is all the problem says."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = _words(sentences[-1], lexicon)
    if last is None:
        return None
    condition, question = _split_question(last)
    asked = _question(question, len(sentences) - 1)
    if asked is None:
        return None
    told: list[Told] = []
    for si, sentence in enumerate(sentences[:-1]):
        words = _words(sentence, lexicon)
        if words is None or sentence.is_question:
            return None
        clause = _clause(words, si)
        if clause is None:
            return None
        told.append(clause)
    if condition:
        clause = _clause(condition, len(sentences) - 1)
        if clause is None:
            return None
        told.append(clause)
    try:
        return _answer(told, asked)
    except Unread:
        return None


def _answer(told: list[Told], asked: Asked) -> Answer | None:
    groups = [t for t in told if len(t.who) > 1]
    if len(groups) != 1:
        return None
    group = groups[0]
    members = [w.text.casefold() for w in group.who]
    parts = [t for t in told if t is not group]
    said = [t.who[0].text.casefold() for t in parts]
    left = [m for m in members if m not in said]
    if (
        not set(said) <= set(members)
        or len(set(said)) != len(said)
        or len(left) != 1
        or asked.who.text.casefold() != left[0]
    ):
        return None  # a member told twice, someone outside the group, or the question not the one left
    if any(t.marked for t in parts) or (not group.marked and told.index(group) != 0):
        return None  # a part told first: the group's amount is joint only when it says so
    lemma, tense = group.verb.lemma.casefold(), _tense(group.verb)
    if any(t.verb.lemma.casefold() != lemma or _tense(t.verb) != tense for t in parts):
        return None
    if asked.lemma != lemma or asked.tense != tense:
        return None
    if any(t.noun != group.noun for t in parts) or asked.noun not in (None, group.noun):
        return None
    if any(t.place not in ((), group.place) for t in parts) or asked.place not in ((), group.place):
        return None
    total = whole_count(group.number)
    values = [whole_count(t.number) for t in parts]
    value = total - sum(values)
    if value <= 0:
        return None  # a part as large as the whole: read as each member's, or a contradiction
    return _built(group, parts, asked, left[0], total, values, value)


def _built(group: Told, parts: list[Told], asked: Asked, name: str, total, values, value: Fraction) -> Answer:
    unit = group.noun[-1]
    key = "+".join(group.noun)
    verb = group.verb
    kind = "hold" if verb.category == "verb_possess" else "change"
    members = tuple(w.text.casefold() for w in group.who)

    def event(who: str, amount, t: Told, **extra) -> Event:
        return Event(
            who,
            key,
            kind,
            1,
            amount,
            "" if amount is not None else f"x_{who}",
            (t.sentence_index, 0),
            t.sentence_index,
            t.number.index,
            t.number.text,
            verb_category=verb.category,
            doer=who,
            verb_lemma=verb.lemma.casefold(),
            **extra,
        )

    events = tuple(event(t.who[0].text.casefold(), v, t) for t, v in zip(parts, values, strict=True))
    totals = (event(group.who[0].text.casefold(), total, group, parts=members),)
    question = QuestionTarget(
        "value" if kind == "hold" else "change",
        (name,),
        Unit(unit),
        asked.sentence_index,
        asked.token_index,
        verb_category=verb.category,
        verb_lemma=verb.lemma.casefold(),
    )
    entities = tuple(
        EntityRef(m, w.text, "any", "singular", "person", group.sentence_index)
        for m, w in zip(members, group.who, strict=True)
    )
    graph = MathProblemGraph(
        entities,
        (UnitSpec(key, " ".join(group.noun), "", True),),
        events,
        question,
        (key,),
        Fraction(1),
        unit,
        tuple((t.sentence_index, t.number.index) for t in (group, *parts)),
        totals=totals,
    )
    steps = (
        f"{' + '.join(members)} together {verb.text} {fmt(total)} {unit}: the parts add up to it",
        *(f"{t.who[0].text} {t.verb.text} {fmt(v)} {unit}" for t, v in zip(parts, values, strict=True)),
        f"{fmt(total)} - {' - '.join(fmt(v) for v in values)} = {fmt(value)} {unit} for {name}",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


__all__ = ["read_joint_amount"]
