"""Participles that describe the noun after a number ("two coloring books").

Also after "of" following an amount ("4 cartons of frozen yogurt") and
after "how many" ("How many stuffed bears").

A verb form ending a noun phrase's left side says what kind of thing the
head is ("coloring books", "stuffed animals", "returning players"); it
adds no amount. The seed gives such a form to the verb, so after a number
the reader used to take it as a second verb. Only an untaught verb
(category ``verb``, which moves nothing) is read this way, and only in
object position: in subject position "12 playing soccer" is a clause
about 12 people, not 12 soccers. The phrase must then end in a noun; a
participle left as the head ("3 cracked") refuses. After a number an
'-ing' phrase may instead be the activity of an amount whose unit was
left out ("2 hours mowing lawns and 3 raking leaves"), so it is not read
after a money verb, nor beside an earlier amount of another unit (ADR 0096).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase

PARTICIPLE_TAGS = frozenset({"VBG", "VBN"})
# Their amounts are money or time, not kinds of things: "earned 15 raking leaves" is $15 (unit left out).
MONEY_OR_TIME_VERBS = frozenset({"verb_pay", "verb_earn", "verb_cost"})


def modifier_after_number(s: SentenceReadingState, word: Word) -> bool:
    """An untaught participle straight after the number of an object opens that number's noun phrase."""
    if word.category != "verb" or payload(s).open_np is not None:
        return False
    quantities = s.pending_quantities
    return (
        (
            bool(PARTICIPLE_TAGS & set(word.tags))
            and bool(quantities)
            and quantities[-1].token_index == word.index - number_gap(s, word)
            and s.pending_verb is not None
            and s.pending_verb.category not in MONEY_OR_TIME_VERBS
            and s.frame not in (None, "question")
        )
        or _after_how_many(s, word)
        or _after_amount_of(s, word)
    )


def _after_amount_of(s: SentenceReadingState, word: Word) -> bool:
    """ "bought 4 cartons of frozen yogurt": the participle opens the content after 'of'."""
    prep = payload(s).open_preposition
    quantities = payload(s).quantities
    return (
        prep is not None
        and prep.category == "prep_of"
        and prep.token_index == word.index - 1
        and bool(PARTICIPLE_TAGS & set(word.tags))
        and bool(quantities)
        and quantities[-1].unit is not None
        and not s.pending_quantities
        and s.pending_verb is not None
        and s.frame not in (None, "question")
    )


def number_gap(s: SentenceReadingState, word: Word) -> int:
    """How far back the number stands: 1, or 2 across a "more" ("2 more racing cars")."""
    last = s.lookback[-1] if s.lookback else None
    more = last is not None and last.category == "comparative" and last.token_index == word.index - 1
    return 2 if more else 1


def _after_how_many(s: SentenceReadingState, word: Word) -> bool:
    """ "How many coloring books ...", "How many stuffed bears ...": the participle opens the asked phrase.

    "How many stayed?" reads the same way up to the '?', where the phrase has no noun and refuses.
    """
    question = payload(s).question
    return (
        s.expectation == "question_np"
        and question is not None
        and question.unit is None
        and question.token_index == word.index - 1
        and bool(PARTICIPLE_TAGS & set(word.tags))
    )


def participle_head(s: SentenceReadingState, np: NounPhrase) -> bool:
    """A phrase this rule opened ends at its participle: no noun came to be its head."""
    if len(np.words) != 1 or np.words[0][3] != "verb" or np.words[0][2] not in ("VBG", "VBN", "VBD"):
        return False
    question = payload(s).question
    pending = s.pending_quantities
    after_number = bool(pending) and np.start_index - pending[-1].token_index in (1, 2)  # "2 more cracked"
    after_how_many = question is not None and question.token_index == np.start_index - 1
    prep = payload(s).open_preposition
    after_of = prep is not None and prep.category == "prep_of" and prep.token_index == np.start_index - 1
    return after_number or after_how_many or after_of


def refuse_participle_head(s: SentenceReadingState, np: NounPhrase) -> ReaderRefusal:
    return refuse(
        "unattached_quantity",
        "a participle with no noun after it ('3 cracked'): it may be a verb, not a kind",
        s.sentence_index,
        np.start_index,
        np.words[-1][0],
    )


def gerund_may_hide_unit(s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase) -> bool:
    """ "spent 2 hours mowing lawns and 3 raking leaves": after a number an '-ing' phrase may be the
    activity of an amount whose unit was left out, not a kind of thing.

    The modifier reading stands only when no amount was read before, or the phrase names a unit
    already read ("5 coloring books ... 3 more coloring books").
    """
    from reader.rules.phrases import _units_in_context, unit_of

    pending = s.pending_quantities
    first = np.words[0]
    gerund = (first[2] == "VBG" and first[3].startswith("verb")) or (
        first[1] == "noun" and first[0].endswith("ing")
    )
    if len(np.words) < 2 or not gerund or not pending:
        return False  # "painting" is also a noun in the pack: "3 painting fences" is the same doubt
    if np.start_index - pending[-1].token_index not in (1, 2):
        return False
    units = _units_in_context(s, p)
    if unit_of(np).head in {u.head for u in units}:
        return False  # "13 math problems and 2 spelling problems": a kind of the same head (ADR 0167)
    return bool(units) and unit_of(np) not in units


def refuse_hidden_unit(s: SentenceReadingState, np: NounPhrase) -> ReaderRefusal:
    return refuse(
        "ambiguous_unit",
        "a number before an '-ing' phrase: a kind of thing, or an activity of an amount whose unit is left out",
        s.sentence_index,
        np.start_index,
        np.words[0][0],
    )
