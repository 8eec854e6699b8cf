"""Obligations: 'Ann had to complete 8 pages' states what she must do, not what she holds.

"Rachel had to complete 8 pages of math homework and 5 pages of science
homework. How many pages did she have to complete?" The obligation is a
goal, not a holding: nothing says any page is done. It is read only where
the question asks about the same obligation: 'have to' + the same verb,
about the same holder. Then the amounts are what the question counts, and
the holding machinery (totals, 'how many more ... than ...', '3 more pages
of X than Y') reads them as it reads 'had 8 pages'.

Anything else refuses: a question that does not ask about the obligation,
an obligation of another verb, a story that also holds or moves amounts
(progress towards the obligation, or something else to keep apart), a
rate or a second party in the obligation, two holders (ADR 0124).
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Holding, Marker, QuestionTarget, VerbRef

OBLIGATION = "obligation"  # "had to complete": marker on the clause, and the category of the holdings' verb
HAVE = "have"
NEED = "need"  # "needed to paint 10 rooms" states the same task as "had to paint 10 rooms" (ADR 0222)


def opens_obligation(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> bool:
    """'had to' + a base form, right after the subject's 'have' and before any amount.

    In a question only when the story stated an obligation: "How many more dollars does she have
    to earn to have 53 dollars?" stays a goal (ADR 0055).
    """
    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    if (
        prep is None
        or prep.text.casefold() != "to"
        or verb is None
        or verb.category != "verb_possess"
        or verb.lemma != HAVE
        or prep.token_index != verb.token_index + 1
        or word.index != prep.token_index + 1
        or "VB" not in word.tags
        or word.category in ("verb_possess", "copula", "verb_need", "auxiliary")
        or s.pending_entity_ref is None
        or pl.quantities
        or s.pending_quantities
        or pl.elliptic
        or any(m.category == OBLIGATION for m in pl.markers)
    ):
        return False
    if s.frame == "question":  # an obligation stated earlier, or in a clause before the question
        earlier = any(m.category == OBLIGATION for f in pl.finished_clauses for m in f.clause.markers)
        from reader.workloads import is_workload  # "had 6 forms to stamp" (ADR 0202)

        held = p.accumulated_initial_state
        return earlier or any(_is_obligation(h) or is_workload(h) for h in held)
    return False  # a statement opens a plan; a number right after its verb makes it an obligation


def owes(verb: VerbRef | None) -> bool:
    """'have' or 'need' before 'to' + a verb: "had to paint 10 rooms", "needed to paint 10 rooms" (ADR 0222)."""
    return verb is not None and (
        (verb.category == "verb_possess" and verb.lemma == HAVE)
        or (verb.category == "verb_need" and verb.lemma == NEED)
    )


def marks_obligation(s: SentenceReadingState, word: Word) -> bool:
    """ "Ann had to complete ...", "Ann needed to complete ...": a plan opened right after the subject's
    'had to' or 'needed to' may be an obligation."""
    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    return (
        s.frame not in (None, "question")
        and prep is not None
        and verb is not None
        and owes(verb)
        and prep.token_index == verb.token_index + 1
        and word.index == prep.token_index + 1
        and s.pending_entity_ref is not None
        and not pl.finished_clauses
    )


def obligation_number(s: SentenceReadingState, word: Word | None) -> SentenceReadingState | None:
    """ "had to complete 8 pages": a number right after the plan's verb ends the plan; the clause reads on.

    With no number there, the plan stays a plan and the marker is dropped at the commit (ADR 0053).
    """
    pl = payload(s)
    marker = next((m for m in pl.markers if m.category == OBLIGATION), None)
    if (
        marker is None
        or word is None
        or word.category != "number"
        or s.pending_verb is None
        or s.token_index != s.pending_verb.token_index + 3
    ):
        return None
    verb = s.pending_verb
    if verb.lemma == NEED:  # "needed to paint 10 rooms" reads on as "had to paint 10 rooms" (ADR 0222)
        verb = VerbRef(HAVE, "verb_possess", verb.token_index, verb.text, verb.tags)
    return replace(s, expectation=None, pending_verb=verb)


def open_obligation(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """The clause keeps its 'have'; a marker names the obligation's verb for the commit."""
    pl = payload(s)
    prep = pl.open_preposition
    assert prep is not None
    marker = Marker(OBLIGATION, prep.token_index, f"{prep.text} {word.text}", word.lemma)
    return with_payload(s, open_preposition=None, markers=pl.markers + (marker,))


def _is_obligation(holding: Holding) -> bool:
    return holding.verb is not None and holding.verb.category == OBLIGATION


def split_obligation(markers: tuple[Marker, ...]) -> tuple[Marker | None, tuple[Marker, ...]]:
    """The clause's obligation marker, and the other markers."""
    found = [m for m in markers if m.category == OBLIGATION]
    return (found[0] if found else None), tuple(m for m in markers if m.category != OBLIGATION)


def obligation_facts(clause, project) -> object:
    """ "Ann had to complete 8 pages": holdings marked as an obligation, or a refusal.

    The clause is read as 'Ann had 8 pages'; it must give plain holdings of one person or thing
    and nothing else: no move, no rate, no second party.
    """
    from reader.frames import Facts, refuse_clause
    from reader.goals import one_holder_alone

    marker, rest = split_obligation(clause.body.markers)
    assert marker is not None
    body = clause.body
    subject = clause.subject
    alone = one_holder_alone(subject, replace(body, location=None))  # "10 rooms in a building" (ADR 0222)
    plain = all(
        q.value is not None
        and q.unit is not None
        and q.per is None
        and not (q.price or q.whole or q.divisor or q.owner)
        and q.share is None
        and q.times is None
        and q.container is None
        for q in body.quantities
    )
    if not body.quantities:  # "Ann has to buy a present": a plan, read as before (ADR 0053)
        return project(replace(clause, body=replace(body, markers=rest)))
    if not alone or not plain:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "an obligation that is not plain amounts for one holder",
            marker.token_index,
            marker.text,
        )
    projected = project(replace(clause, body=replace(body, markers=rest)))
    if isinstance(projected, ReaderRefusal):
        return projected
    if projected.operations or projected.question is not None or not projected.holdings:
        return refuse_clause(
            clause, "unsupported_operation", "an obligation read as a move", marker.token_index, marker.text
        )
    verb = VerbRef(marker.role, OBLIGATION, marker.token_index, marker.text)
    return Facts(
        holdings=tuple(replace(h, verb=verb) for h in projected.holdings),
        scenes=projected.scenes,
    )


def obligation_question(clause, project) -> object:
    """ "How many pages did she have to complete?": read as 'did she have', marked with the verb."""
    marker, rest = split_obligation(clause.body.markers)
    assert marker is not None
    projected = project(replace(clause, body=replace(clause.body, markers=rest)))
    if isinstance(projected, ReaderRefusal) or projected.question is None:
        return projected
    asked = replace(projected.question, obligation=marker.role, obligation_past=clause.body.past_auxiliary)
    return replace(projected, question=asked)


def resolve_obligations(state: ProblemReadingState) -> ProblemReadingState | ReaderRefusal:
    """Obligations count only for a question about the same obligation, in a story of nothing else."""
    from reader.workloads import work_done, workloads_owed

    state = workloads_owed(state)  # "had 6 forms to stamp" asked as 'have to stamp' (ADR 0202)
    target = state.unknown_target_slot
    assert target is not None
    holdings = state.accumulated_initial_state
    owed = [h for h in holdings if _is_obligation(h)]
    where = (target.sentence_index, target.token_index)
    if not owed and not target.obligation:
        return state
    if not owed:
        return refuse(
            "unsupported_operation", "a question about an obligation the story did not state", *where, ""
        )
    first = owed[0].quantity
    at = (first.sentence_index, first.token_index, first.text)
    if not target.obligation:  # "How many more pages of math than reading did she have?" (ADR 0188)
        from reader.owed_kinds import owed_comparison

        target = replace(target, obligation=owed_comparison(target, owed, holdings))
    if not target.obligation:
        return refuse("unsupported_operation", "an obligation the question does not ask about", *at)
    verbs = sorted({h.verb.lemma for h in owed if h.verb is not None})
    holders = sorted({h.entity for h in owed})
    if verbs != [target.obligation] or len(holders) != 1 or target.entities[:1] != (holders[0],):
        detail = "the question asks about another obligation or holder than the one stated"
        return refuse("unsupported_operation", detail, *at)
    done = work_done(state, owed, target)  # "She stamped 4 of them": the rest is still to do (ADR 0202)
    if done is not None:
        return done
    if len(owed) != len(holdings) or state.accumulated_operations:
        detail = "an obligation beside amounts held or moved: done towards it, or apart from it?"
        return refuse("unsupported_operation", detail, *at)
    return replace(
        state,
        accumulated_initial_state=tuple(replace(h, verb=None) for h in holdings),
        unknown_target_slot=_plain_question(target),
    )


def _plain_question(target: QuestionTarget) -> QuestionTarget:
    return replace(target, obligation="")
