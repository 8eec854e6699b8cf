"""Subjects listed with commas: "Tom, Ann, and Leo each have 4 cards" (ADR 0177, 0314).

Two conjoined subjects ("Tom and Ann") become one group whose members each
get the amount an 'each' gives them. A list of three or more is read the
same way, item by item, when its shape leaves no doubt that it is a list:

- it opens the clause of a statement, before any verb or amount, or it is
  a question's subject right after its auxiliary ("How many cards do Tom,
  Ann, and Leo have?", ADR 0314), which then asks of every member at once;
- every item has one shape, either a bare name ("Tom") or 'the' with a
  singular noun ("the frog"); a mix ("Tom, the baker and Leo") may set
  off who Tom is rather than name a third party, and refuses;
- it is closed by 'and' before its last item (the Oxford comma is
  optional); "Tom, Ann, Leo have ..." refuses at the verb.

The group is one party, never any of its members, so 'they' after it
means all of them, and an amount for it still needs 'each'. A comma after
a first item that no second item follows is left as before (the reader
did not read it as a list, and other rules decide).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Result, Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import NounPhrase

OPEN = "open"  # a comma after an item: the next item follows
ITEMS = "items"  # an item was joined after a comma: a comma or 'and' comes next
CLOSING = "closing"  # the list's 'and': its last item follows
CLOSED = "closed"  # the last item was joined

NAME = "name"
DEFINITE = "the"
DESCRIBING = frozenset({"adjective", "noun"})


def item_shape(np: NounPhrase | None) -> str:
    """ "Tom" is a name item, "the frog" a definite one; anything else ("his sister", "the boys") is none."""
    if np is None or not np.words or np.possessor or np.of_content or np.in_of:
        return ""
    if not np.determiner and all(w[1] == "name" for w in np.words):
        return NAME
    head = np.words[-1]
    if np.determiner != "the" or head[1] not in ("noun", "person_noun") or head[2] == "NNS":
        return ""
    if any(w[1] not in DESCRIBING or w[3].startswith("capitalised") for w in np.words[:-1]):
        return ""
    return DEFINITE


def _clause_start(s: SentenceReadingState, np: NounPhrase) -> bool:
    """Nothing was read in this clause before the phrase (an opening time phrase resets the clause).

    "In North Carolina, Jim ...": a comma read as if written after "In North" leaves its mark; no list.
    """
    return all(
        a.token_index < np.start_index if a.category == "punctuation" else a.token_index >= np.start_index
        for a in s.lookback
    )


def opens_subject_list(s: SentenceReadingState) -> bool:
    """A comma right after a statement's first item, a name or 'the' noun, may open a list of subjects.

    In a question the list is the subject right after its auxiliary: "How many dolls do Aida, Sophie,
    and Vera have?" (ADR 0314).
    """
    pl = payload(s)
    asked = s.frame == "question" and s.expectation == "question_subject"
    return (
        (s.frame is None or asked)
        and s.pending_verb is None
        and s.pending_entity_ref is None
        and not s.pending_quantities
        and not pl.quantities
        and pl.subject_list == ""
        and pl.pending_conjunction is None
        and pl.open_preposition is None
        and pl.open_np is not None
        and bool(item_shape(pl.open_np))
        and (asked or _clause_start(s, pl.open_np))
    )


def open_subject_list(s: SentenceReadingState, shape: str) -> SentenceReadingState:
    """After the first item closed as the subject: remember the list's shape; a second item may follow."""
    subject = s.pending_entity_ref
    if subject is None or subject.kind == "group" or payload(s).pending_conjunction is not None:
        return s
    return with_payload(s, subject_list=shape, subject_list_stage=OPEN)


def next_item_comma(s: SentenceReadingState) -> bool:
    """A comma after an item joined to the list: another item follows."""
    pl = payload(s)
    return s.pending_verb is None and pl.subject_list != "" and pl.subject_list_stage in (OPEN, ITEMS)


def after_list_comma(s: SentenceReadingState) -> SentenceReadingState:
    return with_payload(s, subject_list_stage=OPEN, open_preposition=None)


def on_list_and(s: SentenceReadingState) -> SentenceReadingState:
    """'and' after a list's item (or its Oxford comma) says the next item is the last."""
    pl = payload(s)
    if pl.subject_list == "" or s.pending_verb is not None or pl.subject_list_stage not in (OPEN, ITEMS):
        return s
    return with_payload(s, subject_list_stage=CLOSING)


def awaits_item(s: SentenceReadingState) -> bool:
    """A list comma was read and the phrase now closing is the list's next item."""
    pl = payload(s)
    return s.pending_verb is None and pl.subject_list != "" and pl.subject_list_stage == OPEN


def joins_list(s: SentenceReadingState) -> bool:
    """The subject is this list's group (or first item) and may take one more item."""
    pl = payload(s)
    return s.pending_verb is None and pl.subject_list != "" and pl.subject_list_stage in (OPEN, CLOSING)


def item_refusal(s: SentenceReadingState, np: NounPhrase) -> ReaderRefusal | None:
    """An item whose shape is not the list's: "Tom, the baker and Leo" may say who Tom is."""
    pl = payload(s)
    if pl.subject_list == "" or pl.subject_list_stage not in (OPEN, CLOSING) or s.pending_verb is not None:
        return None
    if item_shape(np) == pl.subject_list:
        return None
    return refuse(
        "unexpected_category",
        "an item of a list of subjects with another shape than the first (one may say who another is)",
        s.sentence_index,
        np.start_index,
        " ".join(w[0] for w in np.words),
    )


def joined(s: SentenceReadingState) -> SentenceReadingState:
    """After an item joined the group: the last item closes the list, any other waits for a comma or 'and'."""
    stage = payload(s).subject_list_stage
    return with_payload(s, subject_list_stage=CLOSED if stage == CLOSING else ITEMS)


ITEM_START = frozenset({"name", "article", "noun", "person_noun", "adjective", "conjunction"})


def broken_list(s: SentenceReadingState, word: Word) -> Result:
    """A word that cannot start the awaited item: a list of two or more refuses; a lone first item is no list.

    "Tom, who has 5 cards, ...": the comma after a first item opened nothing, and is left to other rules.
    """
    pl = payload(s)
    if pl.subject_list == "" or pl.subject_list_stage not in (OPEN, CLOSING) or pl.open_np is not None:
        return s
    if word.category in ITEM_START or word.text[:1].isupper() or s.pending_verb is not None:
        return s
    subject = s.pending_entity_ref
    if subject is not None and subject.kind == "group":
        return refuse(
            "unfinished_frame",
            "a list of subjects broken off before its next item",
            s.sentence_index,
            word.index,
            word.text,
        )
    return with_payload(s, subject_list="", subject_list_stage="")


def after_verb(before: SentenceReadingState, s: Result, word: Word) -> Result:
    """When the verb comes, a list of subjects must be closed: "Tom, Ann, Leo have ..." refuses."""
    if isinstance(s, ReaderRefusal) or payload(s).subject_list == "":
        return s
    if s.pending_verb is None and not payload(s).auxiliary:
        return s
    if s.pending_verb is None and s.frame == "question":
        return s  # "How many do Tom, Ann, and Leo have?": the auxiliary came before the list (ADR 0314)
    subject = s.pending_entity_ref
    listed = subject is not None and subject.kind == "group"
    if listed and payload(s).subject_list_stage != CLOSED:
        return refuse(
            "unfinished_frame",
            "a list of subjects with no 'and' before its last item",
            s.sentence_index,
            word.index,
            word.text,
        )
    return with_payload(s, subject_list="", subject_list_stage="")


__all__ = [
    "after_list_comma",
    "broken_list",
    "after_verb",
    "awaits_item",
    "item_refusal",
    "joined",
    "joins_list",
    "next_item_comma",
    "on_list_and",
    "open_subject_list",
    "opens_subject_list",
]
