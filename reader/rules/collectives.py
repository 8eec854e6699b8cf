"""A collective or container noun before 'of' and a number: "has a collection of 346 games" (ADR 0092).

"a collection of 346 games", "a box of 12 eggs", "a set of 7 spoons" count
the things after the number: the clause holds or moves 346 games. The
lexicon marks such nouns with the attribute ``collective``. Only one shape
is read: 'a'/'an', optional adjectives and the collective noun as the
object right after a statement's verb, then 'of' and a plain number.
The collective phrase itself stays a dropped object, so the scene check of
ADR 0047 refuses when anything else counts boxes or collections ("a box
of 12 eggs ... 3 more boxes"). Any other word after 'of' ("a bag of
pears") is read as before; a price, fraction or percentage after 'of', a
subject ("A group of 3 friends went ..."), a phrase after a preposition
("for a class of 30 students") or a question keeps the old refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Result, Word, payload, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase

COLLECTIVE = "collective"  # the info a noun phrase keeps for a collective noun
COLLECTIVE_MEMBERS = "collective_members"  # ... for one made up of members: group, team (ADR 0205)
COLLECTIVE_OF = "collective_of"  # the expectation after "a collection of"
COLLECTIVE_NUMBER = "collective_number"  # its number is being read
COLLECTIVE_UNIT = "collective_unit"  # "a collection of 346": the noun must come next
NOUN_STARTS = frozenset({"noun", "adjective", "unit_noun", "person_noun", "coin_noun"})
NUMBER_GOES_ON = frozenset({"number_word", "scale_word"})


def collective_info(word: Word) -> str:
    """ "collective" for a lower-case noun the lexicon marks collective ("collective_members" when it
    is made up of members, ADR 0205), else ""."""
    if word.category == "noun" and word.attr(COLLECTIVE) and not word.text[:1].isupper():
        return COLLECTIVE_MEMBERS if word.attr("members") == "yes" else COLLECTIVE
    return ""


def is_collective(info: str) -> bool:
    """Whether a noun phrase word's info marks a collective noun of either kind."""
    return info in (COLLECTIVE, COLLECTIVE_MEMBERS)


def _collective_object(s: SentenceReadingState, np: NounPhrase | None) -> bool:
    pl = payload(s)
    return (
        np is not None
        and bool(np.words)
        and np.determiner in ("a", "an")
        and not np.possessor
        and np.words[-1][1] == "noun"
        and is_collective(np.words[-1][3])
        and all(w[1] == "adjective" for w in np.words[:-1])
        and s.pending_verb is not None
        and s.frame not in (None, "question")
        and s.expectation == "object"
        and not s.pending_quantities
        and not pl.quantities
        and pl.open_preposition is None
        and pl.pending_conjunction is None
        and not pl.elliptic
    )


def expect_collective(before: SentenceReadingState, after: SentenceReadingState) -> SentenceReadingState:
    """After 'of' closed "a collection" as a dropped object, wait to see whether a number comes next."""
    dropped = payload(after).dropped_objects
    if not _collective_object(before, payload(before).open_np) or not dropped:
        return after
    if len(dropped) != len(payload(before).dropped_objects) + 1 or not dropped[-1].indefinite:
        return after
    return replace(after, expectation=COLLECTIVE_OF)


def plain_number(word: Word) -> bool:
    """Digits or number words, with no price, percentage, fraction or unit of their own."""
    if word.category == "number_word":
        return True
    shape = word.shape
    return (
        word.category == "number"
        and shape is not None
        and shape.primitive not in ("fraction", "number_unit")
        and shape.unit not in ("percent", "dollar", "ordinal")
    )


def after_collective(s: SentenceReadingState, word: Word | None) -> Result:
    """The word after "a collection of", and the word after its number.

    A plain number counts the collection's things; anything else leaves the phrase as it was read (the
    'of' stays open for its content). The number must have a noun of its own ("a family of 4." may not
    borrow a unit from another sentence), so the word after it must start one.
    """
    if s.expectation == COLLECTIVE_UNIT:
        if word is not None and word.category in NOUN_STARTS:
            return replace(s, expectation="unit")
        if word is not None and word.category in NUMBER_GOES_ON:
            return s  # "a set of twenty five cards", "a pile of 3 hundred bricks"
        return refuse(
            "unattached_quantity",
            "an amount after a collective noun with no noun of its own",
            s.sentence_index,
            s.token_index,
            word.text if word is not None else "",
        )
    if s.expectation != COLLECTIVE_OF:
        return s
    s = replace(s, expectation="object")
    if word is None or not plain_number(word):
        return s
    return replace(with_payload(s, open_preposition=None), expectation=COLLECTIVE_NUMBER)


def collective_number_read(before: SentenceReadingState, after: Result) -> Result:
    """After the number of "a collection of 346": wait for its noun."""
    if before.expectation != COLLECTIVE_NUMBER or not isinstance(after, SentenceReadingState):
        return after
    if after.expectation != "unit" or len(after.pending_quantities) != 1:
        return refuse(
            "unexpected_category",
            "a number after a collective noun that no rule reads as its count",
            before.sentence_index,
            before.token_index,
            "",
        )
    return replace(after, expectation=COLLECTIVE_UNIT)


def container_named_again(state: ProblemReadingState) -> ReaderRefusal | None:
    """ "has a bag of 12 apples. She puts 3 apples in the bag.": the bag holds the apples counted as hers,
    so a later sentence naming it as a place or party leaves unsaid whose apples moved; refuse."""
    for event in state.scene_events:
        for unit in event.units:
            if unit.dimension == "money":
                continue
            for entity in state.entity_registry:
                if entity.kind == "thing" and entity.key.split()[-1] == unit.head:
                    return refuse(
                        "incomplete_operation",
                        f"'{event.text}' named {unit.describe()} with no amount, and a later phrase "
                        f"names it as a place or party",
                        event.order[0],
                        event.token_index,
                        event.text,
                    )
    return None
