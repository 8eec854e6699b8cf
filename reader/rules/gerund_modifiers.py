"""Gerunds of taught verbs that name a kind of thing ("3 pages of reading homework").

An '-ing' form inside a noun phrase often says what kind of thing the noun
is ("reading homework", "drawing paper", "his swimming caps"); it moves
nothing. The reader took it as a second verb because the verb is taught.
ADR 0096 reads untaught verbs this way; this rule adds taught ones, but only
where a clause's verb cannot stand:

- right after an 'of' that follows a finished amount of a counted (not
  measured) unit: "7 pages of reading homework". After a measure the
  gerund is an activity ("2 hours of reading", ADR 0121) and keeps that
  reading;
- right after 'of' in a question's asked phrase of a counted noun: "How many
  sheets of drawing paper";
- right after 'than' in a question that counts things: "How many more pages of
  math homework than reading homework";
- right after the number of an object ("bought 2 baking dishes"), under ADR
  0096's guards;
- right after `how many` ("How many baking dishes");
- right after a determiner or possessive with nothing else in the phrase:
  "the reading homework", "his fishing rod". In subject position too, since
  a determiner phrase cannot be a clause's verb.

Either way the phrase must end in a noun: a gerund left as the head
("pages of reading.", "the reading") refuses, since the '-ing' may then be
the activity itself. Past participles of taught verbs ("the sold cakes")
stay refused: they say what happened to the things (ADR 0167).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.rules.modifiers import MONEY_OR_TIME_VERBS, number_gap
from reader.state import SentenceReadingState
from reader.values import NounPhrase

# "the remaining kites" is what is left (ADR 0050), not a kind
OWN_READINGS = frozenset({"verb_remain"})
MEASURED_HEADS = frozenset({"unit_noun", "money_noun"})  # "hours of reading" is an activity (ADR 0121)
DETERMINERS = frozenset({"the", "a", "an", "pronoun", "this", "that", "these", "those"})


def taught_gerund(word: Word) -> bool:
    """A taught verb's '-ing' form (and only that form)."""
    return word.category.startswith("verb_") and word.category not in OWN_READINGS and "VBG" in word.tags


def gerund_names_kind(s: SentenceReadingState, word: Word) -> bool:
    """A taught gerund in a place where only a noun's modifier fits."""
    if not taught_gerund(word):
        return False
    return (
        _after_counted_of(s, word)
        or _after_determiner(s, word)
        or _after_asked_of(s, word)
        or _after_than(s, word)
        or _after_object_number(s, word)
        or _after_how_many(s, word)
    )


def _after_counted_of(s: SentenceReadingState, word: Word) -> bool:
    """ "7 pages of reading homework": 'of' right before, after a finished amount of a counted unit."""
    pl = payload(s)
    prep = pl.open_preposition
    quantities = pl.quantities
    if prep is None or prep.category != "prep_of" or prep.token_index != word.index - 1:
        return False
    if pl.open_np is not None or s.pending_quantities or not quantities:
        return False
    unit = quantities[-1].unit
    return (
        unit is not None
        and not unit.dimension
        and quantities[-1].per is None
        and not quantities[-1].price
        and s.pending_verb is not None
        and s.frame not in (None, "question")
    )


def _after_asked_of(s: SentenceReadingState, word: Word) -> bool:
    """ "How many sheets of drawing paper ...": 'of' right before, narrowing an asked counted noun.

    A gerund left last here names content no statement can have stated (they refuse it), so the
    question then finds nothing to answer.
    """
    np = payload(s).open_np
    return (
        s.expectation == "question_np"
        and np is not None
        and np.in_of
        and not np.of_content
        and bool(np.words)
        and np.words[-1][1] not in MEASURED_HEADS
    )


def _after_than(s: SentenceReadingState, word: Word) -> bool:
    """ "How many more pages of math homework than reading homework": the compared kind after 'than'.

    Only when the question counts things: after a measure ("more hours swimming than reading") the
    gerund is the activity (ADR 0118).
    """
    question = payload(s).question
    last = s.lookback[-1] if s.lookback else None
    return (
        s.frame == "question"
        and payload(s).open_np is None
        and last is not None
        and last.category == "than_marker"
        and last.token_index == word.index - 1
        and question is not None
        and question.unit is not None
        and not question.unit.dimension
    )


def _after_object_number(s: SentenceReadingState, word: Word) -> bool:
    """ "bought 2 baking dishes": straight after an object's number, as ADR 0096 reads untaught verbs.

    ADR 0096's guards hold: not in subject position, not after a money or time verb, and an
    '-ing' phrase beside an earlier amount of another head refuses (its unit may be left out).
    Not after a copula either: "There were 30 kids, 12 playing chess" counts kids doing something.
    """
    quantities = s.pending_quantities
    return (
        payload(s).open_np is None
        and bool(quantities)
        and quantities[-1].token_index == word.index - number_gap(s, word)
        and s.pending_verb is not None
        and s.pending_verb.category not in MONEY_OR_TIME_VERBS | {"copula"}
        and s.frame not in (None, "question")
    )


def _after_how_many(s: SentenceReadingState, word: Word) -> bool:
    """ "How many baking dishes ...": the asked phrase opens with the gerund."""
    question = payload(s).question
    return (
        s.expectation == "question_np"
        and payload(s).open_np is None
        and question is not None
        and question.unit is None
        and question.token_index == word.index - 1
    )


def _after_determiner(s: SentenceReadingState, word: Word) -> bool:
    """ "the reading homework", "his swimming pool": a determiner with no word yet, and no number waiting."""
    np = payload(s).open_np
    return (
        np is not None
        and not np.words
        and not np.in_of
        and (np.determiner in DETERMINERS or bool(np.possessor))
        and np.start_index == word.index - 1
        and not s.pending_quantities
    )


def gerund_head(np: NounPhrase) -> bool:
    """A phrase whose last word is a taught verb's gerund: no noun came after it."""
    if not np.words:
        return False
    _, category, tag, info = np.words[-1]
    return category == "noun" and tag == "VBG" and info.startswith("verb_")


def refuse_gerund_head(s: SentenceReadingState, np: NounPhrase) -> ReaderRefusal:
    return refuse(
        "unattached_quantity",
        "an '-ing' word with no noun after it ('pages of reading'): an activity, not a kind (ADR 0167)",
        s.sentence_index,
        np.start_index,
        np.words[-1][0],
    )
