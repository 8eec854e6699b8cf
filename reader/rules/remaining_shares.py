""" "sold half of the remaining seashells", "spent 3/4 of the rest": a share of what is left (ADR 0179).

'the remaining' and 'the rest' after a share ("half of", "1/4 of") name
what the subject still holds once a part has gone away. That is the
amount "half of his seashells" already names (an owned share, taken of the
holding at the time of the move), so the phrase is read as the subject's
own, with the part's unit. It is read only when that part is known: the
subject's latest change moved one amount away (given, lost, sold or
spent). A noun after 'the remaining' must name that kind; with no noun the
subject must hold no other kind the rest could be of. "the other half"
after half of the subject's own amount went is 'the rest' (ADR 0050).
Anything else -- no part before, a gain after it, a second kind, a noun of
another kind -- keeps the old refusal ("a determiner with no noun after
it"), and an 'of' after these readings names a whole they do not read.
"""

from __future__ import annotations

from fractions import Fraction

from reader.refusals import refuse
from reader.rules.context import Result, Word, payload, with_payload
from reader.rules.remainders import AWAY_VERBS
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase, QuantityRef, Unit

DETERMINER = "the remaining"  # the open phrase's mark: its owner is the subject, its kind the part's
REMAINING_ALL = "the remaining (all)"  # "gave the remaining cards to Bob": all that is left (ADR 0050)
OTHER_HALF = "the other half"  # "gave the other half to Bob": the rest after a half went
NO_NOUN_REASON, NO_NOUN = "unexpected_category", "a determiner with no noun after it"
SPENDING = AWAY_VERBS | {"verb_pay"}  # "spent 1/5 of his money": money spent is money gone


def _plain_unit(q: QuantityRef) -> Unit | None:
    """An amount held or moved, not a rate or a price: its unit."""
    return q.unit if q.unit is not None and q.per is None and not q.price else None


def _latest_part(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> Unit | None:
    """The unit of the subject's latest change when it moved one plain amount away; else None."""
    # "spent 1/5 of it on food and 3/4 of the rest on toys": the part is in this clause
    clause = payload(s).quantities
    if clause:
        verb = s.pending_verb
        if verb is None or verb.category not in SPENDING or len(clause) != 1:
            return None
        return _plain_unit(clause[0])
    here = [
        f
        for f in payload(s).finished_clauses
        if f.subject is not None and f.subject.key == subject and f.clause.quantities
    ]
    if here:
        last = here[-1]
        if last.verb is None or last.verb.category not in SPENDING or len(last.clause.quantities) != 1:
            return None
        return _plain_unit(last.clause.quantities[0])
    touched = [op for op in p.accumulated_operations if subject in (op.actor, op.counterparty)]
    if not touched:
        return None
    last_op = touched[-1]
    if last_op.actor != subject or last_op.kind not in ("loss", "transfer"):
        return None
    return _plain_unit(last_op.quantity)


def _kind(u: Unit) -> str:
    """Money is one kind whatever it is counted in; a counted thing is its noun."""
    return "money" if u.dimension == "money" else u.head


def _units_held(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> list[Unit]:
    """Every unit the subject held or moved (not rates): what 'the remaining' could be the rest of."""
    amounts = [h.quantity for h in p.accumulated_initial_state if h.entity == subject]
    amounts += [o.quantity for o in p.accumulated_operations if subject in (o.actor, o.counterparty)]
    amounts += [
        q
        for f in payload(s).finished_clauses
        if f.subject is not None and f.subject.key == subject
        for q in f.clause.quantities
    ]
    amounts += list(payload(s).quantities)
    return [q.unit for q in amounts if q.unit is not None and q.per is None]


def _kinds_held(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> set[str]:
    """Every kind the subject held or moved, so 'the remaining' cannot mean two of them."""
    return {_kind(u) for u in _units_held(s, p, subject)}


def _share_waiting(s: SentenceReadingState) -> bool:
    """One share read just before ("half of", "1/4 of"), waiting for the phrase that names its whole."""
    return (
        s.expectation == "unit"
        and len(s.pending_quantities) == 1
        and s.pending_quantities[0].share is not None
        and s.pending_quantities[0].unit is None
        and not s.pending_quantities[0].owner
    )


def _part_unit(s: SentenceReadingState, p: ProblemReadingState) -> Unit | None:
    """The unit of the part that went; the reading's guards on subject and verb, not yet on other kinds."""
    subject, verb = s.pending_entity_ref, s.pending_verb
    if subject is None or subject.kind == "scene" or verb is None or verb.category not in SPENDING:
        return None
    unit = _latest_part(s, p, subject.key)
    return unit if unit is not None and unit.dimension in ("", "money") else None


def _one_kind(s: SentenceReadingState, p: ProblemReadingState, unit: Unit) -> bool:
    """'half of the rest' with no noun: the subject must hold nothing else the rest could be of."""
    subject = s.pending_entity_ref
    return subject is not None and _kinds_held(s, p, subject.key) == {_kind(unit)}


def open_remaining_share(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """'the remaining' / 'the rest' right after a share: the subject's own holding; None when not read."""
    np = payload(s).open_np
    remaining = word.category == "verb_remain" and "VBG" in word.tags
    if (
        not (remaining or word.category == "residual_marker")
        or np is None
        or np.words
        or np.possessor
        or np.determiner != "the"
        or not _share_waiting(s)
        or _part_unit(s, p) is None
    ):
        return None
    subject = s.pending_entity_ref
    assert subject is not None
    return with_payload(s, open_np=NounPhrase(np.start_index, determiner=DETERMINER, possessor=subject.key))


def _names_part(s: SentenceReadingState, p: ProblemReadingState, named: Unit, part: Unit) -> bool:
    """ "the remaining pieces" after "33 pieces of chalk": the part's kind, or a shorter name for it.

    A shorter name ("cards" after "6 red cards") is the part's kind only when the subject holds no
    other kind under that noun ("30 red cards and 10 blue cards": the remaining cards are both).
    """
    if _kind(named) == _kind(part) == "money":
        return True
    if named.head != part.head or named.dimension != part.dimension:
        return False
    if named.modifiers == part.modifiers:
        return True
    subject = s.pending_entity_ref
    if subject is None or not set(named.modifiers) <= set(part.modifiers):
        return False
    return all(u == part for u in _units_held(s, p, subject.key) if u.head == part.head)


def _named_kind(s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase, part: Unit) -> Result | None:
    """A noun after 'the remaining' must name the kind of the part that went; None when it does."""
    from reader.rules.phrases import unit_of

    if _names_part(s, p, unit_of(np), part):
        return None
    return refuse(
        "ambiguous_unit",
        f"'the remaining {np.words[-1][0]}' names another kind than the part that went ('{part.describe()}')",
        s.sentence_index,
        np.start_index,
        np.words[-1][0],
    )


def close_remaining_share(s: SentenceReadingState, p: ProblemReadingState) -> Result | None:
    """Give the share (or 'the remaining' whole) the part's unit. None for any other phrase."""
    np = payload(s).open_np
    if np is None or np.determiner not in (DETERMINER, REMAINING_ALL):
        return None
    from reader.rules.phrases import attach_unit
    from reader.rules.remainders import part_moved_away

    subject = s.pending_entity_ref
    if np.determiner == REMAINING_ALL:
        part = part_moved_away(s, p, subject.key) if subject is not None else None
    else:
        part = _part_unit(s, p) if _share_waiting(s) else None
    if part is None:
        return refuse(NO_NOUN_REASON, NO_NOUN, s.sentence_index, np.start_index, "the")
    if not np.words:
        if not _one_kind(s, p, part):
            return refuse(
                "ambiguous_unit",
                "'the rest' of a holder who holds more than one kind",
                s.sentence_index,
                np.start_index,
                "the",
            )
        return attach_unit(s, p, part)
    return _named_kind(s, p, np, part) or attach_unit(s, p, part)


OTHER = "the other"  # the open phrase's mark until the word after 'other' says what it is


def open_other(s: SentenceReadingState, word: Word) -> Result | None:
    """ "the other": kept open for 'half'; any other word after it refuses as before."""
    np = payload(s).open_np
    if word.lemma.casefold() != "other" or np is None or np.words or np.possessor or np.determiner != "the":
        return None
    return with_payload(s, open_np=NounPhrase(np.start_index, determiner=OTHER))


def _latest_share(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> QuantityRef | None:
    """The subject's latest part when it was a share moved away ("gave half of them to Amy")."""
    clause = payload(s).quantities
    if clause:
        return clause[-1] if len(clause) == 1 else None
    here = [
        f
        for f in payload(s).finished_clauses
        if f.subject is not None and f.subject.key == subject and f.clause.quantities
    ]
    if here:
        quantities = here[-1].clause.quantities
        return quantities[0] if len(quantities) == 1 else None
    touched = [op for op in p.accumulated_operations if subject in (op.actor, op.counterparty)]
    return touched[-1].quantity if touched and touched[-1].actor == subject else None


def other_half(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "gave half of them to Amy and the other half to Bob": after half went, the other half is the rest.

    Read as 'the rest' (ADR 0050) when the subject's latest part was a share of one half of the
    subject's own amount; any other 'the other ...' is left to refuse.
    """
    np = payload(s).open_np
    if np is None or np.determiner != OTHER or np.words or word.category != "fraction_word":
        return None
    subject = s.pending_entity_ref
    if subject is None or word.lemma.casefold() != "half" or word.attr("value") != "1/2":
        return None
    part = _latest_share(s, p, subject.key)
    if part is None or part.share != Fraction(1, 2) or part.owner not in ("", subject.key):
        return None
    from reader.rules.remainders import rest_of_part

    if rest_of_part(s, p, word) is None:
        return None
    return with_payload(s, open_np=NounPhrase(np.start_index, determiner=OTHER_HALF))


def close_other(s: SentenceReadingState, p: ProblemReadingState) -> Result | None:
    """Close 'the other half' as the rest; "the other bears", "the other 5 kids" refuse as before."""
    np = payload(s).open_np
    if np is None or np.determiner not in (OTHER, OTHER_HALF):
        return None
    if np.determiner == OTHER_HALF and not np.words:
        from reader.rules.remainders import rest_of_part

        half = Word("half", np.start_index + 2, "fraction_word")
        rest = rest_of_part(s, p, half)
        if rest is not None:
            return rest
    return refuse(NO_NOUN_REASON, NO_NOUN, s.sentence_index, np.start_index, "the")


def of_after_rest(s: SentenceReadingState, word: Word) -> Result | None:
    """ "the rest of his bats", "the remaining balls of Tom": 'of' would name another whole; refuse.

    The readings above take the whole from the subject's latest part; a phrase after 'of' that
    names a whole of its own is not read, so it must not be dropped either.
    """
    if word.category != "prep_of":
        return None
    np = payload(s).open_np
    marked = np is not None and np.determiner in (DETERMINER, REMAINING_ALL, OTHER_HALF)
    quantities = payload(s).quantities
    last = quantities[-1] if quantities else None
    rest_just_read = (
        np is None
        and last is not None
        and last.whole
        and last.token_index == word.index - 1
        and last.text.startswith("the ")
    )
    if not (marked or rest_just_read):
        return None
    return refuse(
        "ambiguous_unit",
        "'the rest of ...': a whole named after the part that is left is not read",
        s.sentence_index,
        word.index,
        word.text,
    )


__all__ = [
    "REMAINING_ALL",
    "open_remaining_share",
    "close_remaining_share",
    "open_other",
    "other_half",
    "close_other",
    "of_after_rest",
]
