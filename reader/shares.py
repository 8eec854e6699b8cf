"""Equal shares: "Jesse split 21 bananas among 3 friends. How many bananas does each friend get?"

A split moves the whole amount away from the one who splits it and states
a rate: the amount divided by the number of shares, per one of what it is
shared among. A question about "each <noun>" (or "in each <noun>") asks
for the one rate read per that noun, whoever stated it: "There are 6
marbles in each box. How many marbles does each box have?" is 6.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import STATE_VERBS, Clause, Facts, markers_without, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal
from reader.values import EntityRef, Holding, Operation, QuestionPart, QuestionTarget, Unit, VerbRef

SHARE_QUESTION_VERBS = STATE_VERBS | {"verb_gain", "verb_cost"}


def split_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    from reader.elliptic_parties import shared_with

    given = shared_with(clause, subject, verb, order)  # "She shares 4 with Joshua" (ADR 0088)
    if given is not None:
        return given
    shares = [q for q in body.quantities if q.divisor]
    amounts = [q for q in body.quantities if not q.divisor]
    if len(shares) != 1 or len(amounts) != 1 or subject.kind != "person":
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a split needs one amount, one 'among' with a number, and one person splitting",
            verb.token_index,
            verb.text,
        )
    share, amount = shares[0], amounts[0]
    if (
        amount.value is None
        or share.value is None
        or share.value <= 0
        or share.unit is None
        or amount.unit is None
    ):
        return refuse_clause(
            clause, "underdetermined", "a split of an amount nothing fixes", verb.token_index, verb.text
        )
    if body.objects or body.recipient is not None or body.source is not None or amount.owner:
        return refuse_clause(
            clause, "unsupported_operation", "a split with a second party", verb.token_index, verb.text
        )
    unused = unused_marker(clause, markers_without(body.markers, {"equality_marker"}))
    if unused is not None:
        return unused
    per = Unit(share.unit.head)
    each = replace(
        amount,
        value=amount.value / share.value,
        per=per,
        number_tokens=amount.number_tokens + share.number_tokens,
        text=f"{amount.text}/{share.text}",
    )
    at = (order[0], order[1] * 100)
    rate = Holding(f"share:{per.head}", each, at, verb=verb)
    given = Operation("loss", subject.key, amount, verb, (order[0], order[1] * 100 + 1), doer=subject.key)
    return Facts(holdings=(rate,), operations=(given,))


def per_each_question(clause: Clause, part: QuestionPart, verb: VerbRef) -> Facts | ReaderRefusal:
    """ "How many bananas does each friend get?", "How many marbles are in each box?"."""
    body = clause.body
    if verb.category not in SHARE_QUESTION_VERBS or (part.unit is None and part.asks != "amount"):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a question about 'each' with this verb",
            verb.token_index,
            verb.text,
        )
    if body.objects or body.recipient is not None or body.source is not None:
        return refuse_clause(clause, "unexpected_category", "a question about 'each' with a second party")
    unused = unused_marker(clause, body.markers)
    if unused is not None:
        return unused
    per = body.per_unit
    assert per is not None
    target = QuestionTarget(
        "per_each",
        (),
        part.unit,
        clause.sentence_index,
        part.token_index,
        verb.category,
        "",
        part.asks,
        None,
        per_unit=Unit(per.head),
        verb_lemma=verb.lemma,
    )
    return Facts(question=target)
