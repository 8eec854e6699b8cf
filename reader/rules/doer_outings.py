"""People counted as the doers of an outing: "15 campers went rowing in the morning" (ADR 0194).

"Tom went rowing" names Tom's outing and moves nothing (ADR 0187). With a counted group of
people as the subject and no holder, the sentence counts who did it: the outing is what the
campers went to, as "63 people went to the zoo" is the zoo gaining 63 people (ADR 0086). So the
gerund right after the verb of going is read as the place gone to: an outing named by the
gerund ("rowing"), which gains the group. Its times ("in the morning") are tagged on the amount
as for any arrival (ADR 0185), and "How many campers went rowing (in the afternoon)?" asks about
the same outing.

Strict: only a verb of going (`motion: travel`, untaught), the gerund of a verb straight after it,
no subject, every amount before the verb (checked when the clause is committed, see
``later_amount``) and a person noun right before the verb ("15 campers", "How many campers").
A holder as subject, a kind word before the gerund, an object or a place and everything else keep
the old readings and refusals.
"""

from __future__ import annotations

from reader.rules.context import Result, Word, payload, with_payload
from reader.rules.outings import going_gerund
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import EntityRef

PERSON = "person_noun"
OUTING = " outing"  # an outing's key ends so: "rowing outing"


def outing_of(key: str) -> bool:
    """The holder is an outing read by this module (its doers are what it counts)."""
    return key.endswith(OUTING)


def _person_before(s: SentenceReadingState, at: int) -> bool:
    return any(a.token_index == at - 1 and a.category == PERSON for a in s.lookback)


def counted_doers(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "15 campers went rowing", "How many campers went rowing": the gerund names the outing gone to."""
    verb = s.pending_verb
    pl = payload(s)
    if (
        not going_gerund(verb, word)
        or word.index != verb.token_index + 1
        or s.pending_entity_ref is not None
        or s.pending_quantities
        or pl.objects
        or pl.open_np is not None
        or pl.open_preposition is not None
        or pl.pending_conjunction is not None
        or pl.recipient is not None
        or pl.location is not None
        or pl.source is not None
        or not _person_before(s, verb.token_index)
    ):
        return None
    asked = s.frame == "question"
    if asked == bool(pl.quantities):
        return None  # a statement counts its doers; a question asks for them and states none
    if any(q.token_index > verb.token_index for q in pl.quantities):
        return None
    name = word.text.casefold()
    outing = EntityRef(name + OUTING, name + OUTING, "neuter", "singular", "thing", s.sentence_index)
    from reader.rules.phrases import register

    return with_payload(register(s, p, outing), recipient=outing)


def later_amount(clause) -> bool:
    """An amount after the verb ("15 campers went rowing with 3 boats") is no doer: refuse the outing."""
    recipient, verb = clause.body.recipient, clause.verb
    if recipient is None or verb is None or not outing_of(recipient.key):
        return False
    return any(q.token_index > verb.token_index for q in clause.body.quantities)


HELD = frozenset({"value", "initial", "total"})


def outing_holding(p):
    """ "15 campers went rowing ... How many campers are there?": an outing counts goings, not who is there.

    The same camper may go in the morning and the afternoon, so the outing's sum answers only a
    question of the goings ("How many campers went rowing?"); a holding question refuses.
    """
    from reader.refusals import refuse

    q = p.unknown_target_slot
    if q is None or q.kind not in HELD:
        return None
    went = {o.actor for o in p.accumulated_operations if outing_of(o.actor) and o.quantity.unit == q.unit}
    if not went or not ({"there"} | went) & set(q.entities):
        return None  # "How many apples does Tom have?" beside an outing asks about Tom
    detail = "an outing counts who went, not how many there are: the same person may have gone twice"
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")


def timed_goings(p):
    """ "15 campers went to the lake in the morning. 7 ... in the afternoon. How many are there?" (ADR 0197).

    Goings at two times of the day count arrivals; whether the morning's went home, or came back in
    the afternoon, is not told, so a holding question with no time of its own refuses. A question
    of the goings ("How many campers went to the lake?") sums them as ADR 0194 does for outings.
    """
    from reader.refusals import refuse

    q = p.unknown_target_slot
    if q is None or q.kind not in HELD or q.times:
        return None
    times = {
        o.quantity.time
        for o in p.accumulated_operations
        if o.kind == "gain"
        and (o.actor in q.entities or "there" in q.entities)  # "How many are there?" names no place
        and o.verb.motion is not None
        and o.quantity.unit == q.unit
        and o.quantity.time is not None
    }
    if len(times) < 2:
        return None
    detail = "goings at different times count arrivals, not who is there: some may have left or gone twice"
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")


__all__ = ["counted_doers", "later_amount", "outing_holding", "outing_of", "timed_goings"]
