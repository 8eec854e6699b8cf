"""Rates per thing done: "earned $5 for each lawn (he mowed)", then "He mowed 3 lawns".

"Henry earned 5 dollars for each lawn" says what "5 dollars per lawn" says: the amount before
'for' is paid once per lawn (ADR 0081). "for each lawn he mowed" ties the rate to the subject's own
activity: only a later count of lawns with that same verb ("He mowed 3 lawns") is paid at it, and
a count with any other verb (selling, reading) is not (ADR 0082). An untaught verb with an amount
still refuses unless such a rate gives it its role.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import payload, refuse_at, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Marker, NounPhrase

if TYPE_CHECKING:
    from reader.graph import Event, Rate
    from reader.values import Operation

PAYING_VERBS = frozenset({"verb_earn", "verb_gain", "verb_produce"})  # earn, get, make: paid per thing done
COUNTED_ACTIVITY = "counted_activity"  # "for each lawn he" read: the activity's verb must follow
ACTIVITY_MARKER = "counted_activity"


def for_each_rate(s: SentenceReadingState, word) -> SentenceReadingState | None:
    """'for' right after a read amount, then 'each'/'every': the noun that follows is the denominator."""
    pl = payload(s)
    prep = pl.open_preposition
    if (
        prep is None
        or not _pays_per_each(prep, pl.quantities)
        or prep.token_index != word.index - 1
        or pl.open_np is not None
        or pl.per_unit is not None
        or s.pending_quantities
        or len(pl.quantities) != 1
        or s.pending_verb is None
        or s.pending_verb.category not in PAYING_VERBS
        or s.pending_entity_ref is None
        or s.pending_entity_ref.kind == "group"  # "Tom and Ann earn $5 for each": each of them, or both?
    ):
        return None
    amount = pl.quantities[0]
    if amount.price or amount.per is not None or amount.token_index > prep.token_index:
        return None
    per = Marker("rate_marker", word.index, f"for {word.text}")
    return with_payload(s, open_preposition=per, open_np=NounPhrase(word.index, determiner="each"))


def _pays_per_each(prep: Marker, amounts) -> bool:
    """'for each', or 'off each' after money: "makes $5 off each jersey" is $5 per jersey (ADR 0195)."""
    said = prep.text.casefold()
    if prep.category == "prep_price" and said == "for":
        return True
    money = all(q.unit is not None and q.unit.dimension == "money" for q in amounts)
    return prep.category == "prep_source" and said == "off" and money


def paid_each(s: SentenceReadingState) -> bool:
    """ "makes $5 off each jersey and $3 off each cap": a paid rate with its noun ends its own clause.

    Only money paid by a paying verb, one amount, the noun after 'each' read (ADR 0195); the next
    amount then opens a clause with the same subject and verb.
    """
    pl = payload(s)
    verb = s.pending_verb
    return (
        verb is not None
        and verb.category in PAYING_VERBS
        and pl.per_unit is not None
        and len(pl.quantities) == 1
        and pl.quantities[0].unit is not None
        and pl.quantities[0].unit.dimension == "money"
        and not pl.per_unit.dimension  # "$10 an hour and $50 ..." is not read here
        and not s.pending_quantities
    )


def _after_for_each_noun(s: SentenceReadingState) -> bool:
    pl = payload(s)
    prep = pl.open_preposition
    return (
        prep is not None
        and prep.category == "rate_marker"
        and prep.text.casefold().startswith("for ")
        and pl.open_np is not None
        and bool(pl.open_np.words)
    )


def activity_after_for_each(
    s: SentenceReadingState, p: ProblemReadingState, word
) -> SentenceReadingState | ReaderRefusal | None:
    """ "$5 for each book he read": the subject's own activity names what is paid for (ADR 0082).

    Only a subject pronoun that agrees with the clause's one person subject opens that activity;
    another holder ("for each book Ann read", "for each goal they scored") refuses: whose count pays?
    """
    if not _after_for_each_noun(s):
        if payload(s).open_preposition is not None and _opened_for_each(s):
            return refuse_at(s, word, "unsupported_operation", "a clause right after 'for each'")
        return None
    from reader.rules.phrases import close_np
    from reader.rules.pronouns import agrees

    subject = s.pending_entity_ref
    if (
        word.category != "pronoun"
        or word.attr("case") != "subject"
        or subject is None
        or subject.kind != "person"
        or not agrees(subject, word)
    ):
        return refuse_at(
            s,
            word,
            "unsupported_operation",
            "a rate paid for what another holder does ('for each book Ann read')",
        )
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    if payload(closed).per_unit is None:
        return refuse_at(s, word, "unsupported_operation", "'for each' with no noun to count")
    return replace(closed, expectation=COUNTED_ACTIVITY)


def _opened_for_each(s: SentenceReadingState) -> bool:
    prep = payload(s).open_preposition
    return prep is not None and prep.category == "rate_marker" and prep.text.casefold().startswith("for ")


def on_counted_activity(
    s: SentenceReadingState, p: ProblemReadingState, word
) -> SentenceReadingState | ReaderRefusal:
    """The verb right after "for each lawn he": a plain past or present form, nothing in between."""
    if not word.category.startswith("verb"):
        return refuse_at(
            s, word, "unsupported_operation", "only a plain verb may follow 'for each lawn he' ('he mowed')"
        )
    done = Marker(ACTIVITY_MARKER, word.index, word.text, word.lemma)
    s = with_payload(s, markers=payload(s).markers + (done,))
    return replace(s, expectation=None)


def activity_lemma(markers: tuple[Marker, ...]) -> str:
    """The verb a per-thing rate is tied to ('mow' in "$5 for each lawn he mowed"); '' when none."""
    return next((m.role for m in markers if m.category == ACTIVITY_MARKER), "")


def counted_activity(clause, subject, verb, order):
    """ "He mowed 3 lawns": an untaught verb counting things, held back for a rate tied to that verb.

    The operation carries the untaught verb; the graph (``paid_activities``) turns it into what the
    rate pays, or refuses as before when no rate of the doer names that verb and noun.
    """
    from reader.frames import Facts, untaught_verb, unused_marker
    from reader.values import Operation

    body = clause.body
    if (
        subject.kind != "person"
        or len(body.quantities) != 1
        or body.objects
        or body.recipient is not None
        or body.source is not None
        or body.per_unit is not None
    ):
        return untaught_verb(clause, verb)
    q = body.quantities[0]
    if (
        q.unit is None
        or q.unit.dimension
        or q.value is None
        or q.value.denominator != 1
        or q.value < 0
        or q.owner
        or q.price
        or q.per is not None
        or q.whole
        or q.share is not None
        or q.divisor
    ):
        return untaught_verb(clause, verb)
    unused = unused_marker(clause, body.markers)
    if unused is not None:
        return unused
    return Facts(operations=(Operation("gain", subject.key, q, verb, order, doer=subject.key),))


def paid_activities(
    events: list[Event], rates: tuple[Rate, ...], operations: tuple[Operation, ...]
) -> list[Event] | ReaderRefusal:
    """Each counted activity becomes what its one matching rate pays; with no such rate it refuses.

    The refusal points at the untaught verb, as it did when its clause refused on its own.
    """
    out: list[Event] = []
    for e in events:
        if e.verb_category != "verb":
            out.append(e)
            continue
        paying = [
            r
            for r in rates
            if r.activity
            and r.activity == e.verb_lemma
            and r.holder == e.doer
            and r.per_key == e.unit_key
            and r.per_factor == 1
        ]
        values = {(r.value, r.unit_key, r.verb_category, r.verb_lemma) for r in paying}
        if len(values) != 1 or e.value is None or e.kind != "change" or e.holder != e.doer:
            verb = next(op.verb for op in operations if op.order == e.order and op.verb.category == "verb")
            return refuse(
                "untaught_verb_role",
                f"the arithmetic role of '{verb.lemma}' has not been taught",
                e.sentence_index,
                verb.token_index,
                verb.text,
            )
        rate = paying[0]
        out.append(
            replace(
                e,
                unit_key=rate.unit_key,
                value=e.value * rate.value,
                verb_category=rate.verb_category,
                verb_lemma=rate.verb_lemma,
                unit_factor=Fraction(1),
                unit_word="",
            )
        )
    return out
