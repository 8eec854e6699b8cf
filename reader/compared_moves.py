"""A move stated from another doer's move of the same verb (ADR 0150).

"Tom sold 5 more apples than Josh (did)", "Angie bought three times as many
pretzels as Shelly did": Tom's selling is Josh's selling plus 5. The amount
becomes an unknown of the move, and one equation ties it to the other
doer's move: the one event of that doer with the same verb (lemma) and the
same unit, stated anywhere in the story. A different verb ("as many as Tom
sold" after "bought"), a doer with no such move or with several, the same
doer ("than on Monday"), a group, a second party, a price, or any operator
word left over refuses; so does 'times more than' (ADR 0056).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.compared_now import of_the_present
from reader.frame_comparisons import comparison_parts, times_more
from reader.frames import MOVE_VERBS, Clause, Facts, read_moves, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal, refuse
from reader.values import STAND_IN, ComparedMove, EntityRef, Marker, QuantityRef, VerbRef

USED = frozenset({"comparative", "than_marker", "as_marker", STAND_IN})


def is_compared_move(clause: Clause, verb: VerbRef) -> bool:
    """A move verb with a multiple, or with 'more'/'fewer' and a 'than': this rule reads it or refuses."""
    body = clause.body
    if verb.category not in MOVE_VERBS or body.per_unit is not None or body.than_unit is not None:
        return False  # "bought 2 more nickels than dimes": his own other unit, which a move does not read
    gift = verb.category == "verb_give" and body.recipient is not None and len(body.objects) == 2
    if len(body.objects) != 1 and not gift:  # "gave Bob 3 more than he gave to Al" (ADR 0362)
        return False  # "than dimes", "than Lou and Al": no one doer compared with; the old refusals stand
    if any(q.times is not None for q in body.quantities):
        return True
    if len(body.quantities) > 1 and comparison_parts(body) is not None:
        return True  # "did 29 more push-ups but 13 less crunches than Zachary" (ADR 0198)
    if len(body.quantities) != 1 or "than_marker" not in {m.category for m in body.markers}:
        return False
    q = body.quantities[0]
    after = {q.token_index + 1, max(q.number_tokens, default=-5) + 1}
    thans = [m for m in body.markers if m.category == "than_marker"]
    # "9 shells more than Lena" (one bare unit, then 'than') is read too (ADR 0198)
    return any(
        m.category == "comparative"
        and (m.token_index in after or any(unit_then_comparative(q, m, t) for t in thans))
        for m in body.markers
    )


def _offset(body, q) -> tuple[int, tuple[Marker, ...]] | None:
    """ "300 more than twice as many": the comparative and 'than' before the multiple, and its direction."""
    before = tuple(
        m
        for m in body.markers
        if m.category in ("comparative", "than_marker") and m.token_index < q.token_index
    )
    comparatives = [m for m in before if m.category == "comparative"]
    if len(before) != 2 or len(comparatives) != 1 or comparatives[0].role not in ("up", "down"):
        return None
    return (1 if comparatives[0].role == "up" else -1), before


def _comparison(clause: Clause, q) -> tuple[Fraction, int, tuple[Marker, ...]] | ReaderRefusal:
    """The factor, the direction and the markers the comparison uses, or the refusal."""
    body = clause.body
    bad = refuse_clause(
        clause,
        "unused_operator",
        "a compared move needs 'N more/fewer ... than' or 'K times as many ... as', and one doer after it",
        q.token_index,
        q.text,
    )
    if q.times is not None:
        seconds = [m for m in body.markers if m.category == "as_marker"]
        if len(seconds) != 1 or seconds[0].token_index < q.token_index:
            return bad
        used: tuple[Marker, ...] = (seconds[0],)
        direction = 1
        if q.value:
            offset = _offset(body, q)
            if offset is None:
                return bad
            direction, words = offset
            used += words
        return q.times, direction, used
    comparatives = [m for m in body.markers if m.category == "comparative"]
    thans = [m for m in body.markers if m.category == "than_marker"]
    if len(comparatives) != 1 or len(thans) != 1 or q.value is None:
        return bad
    comparative, than = comparatives[0], thans[0]
    if comparative.token_index not in (q.token_index + 1, max(q.number_tokens, default=-5) + 1) and not (
        unit_then_comparative(q, comparative, than)
    ):
        return bad  # "more" far from the amount may be something else
    if comparative.role not in ("up", "down") or than.token_index < comparative.token_index:
        return bad
    return Fraction(1), (1 if comparative.role == "up" else -1), (comparative, than)


def unit_then_comparative(q: QuantityRef, comparative: Marker, than: Marker) -> bool:
    """ "4 push-ups less than David": one bare unit noun between the amount and 'more'/'less', then 'than'.

    The word after the amount is its unit and nothing else, and 'than' follows at once, so the
    comparative can only measure that amount (ADR 0198); a longer or modified phrase keeps the refusal.
    """
    last = max((q.token_index, *q.number_tokens))
    return (
        q.unit is not None
        and not q.unit.modifiers
        and comparative.token_index == last + 2
        and than.token_index == comparative.token_index + 1
    )


def compared_move(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    ambiguous = times_more(body)
    if ambiguous is not None:
        return refuse_clause(
            clause,
            "unused_operator",
            "'times more than' may mean that many times as many or that many times more again",
            ambiguous.token_index,
            ambiguous.text,
        )
    if len(body.quantities) > 1 and comparison_parts(body) is not None:
        return _compared_parts(clause, subject, verb, order)
    if len(body.quantities) != 1 or body.quantities[0].unit is None:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a compared move with more than one amount",
            verb.token_index,
            verb.text,
        )
    q = body.quantities[0]
    found = _comparison(clause, q)
    if isinstance(found, ReaderRefusal):
        return found
    times, direction, used = found
    from reader.compared_gives import same_giver

    given = same_giver(clause, subject, verb, q)  # "gave Al 3 more than he gave to Bo" (ADR 0362)
    to, than = "", body.objects[0].key if len(body.objects) == 1 else ""
    if given is not None:
        (to, clause), than = given, subject.key
        body = clause.body
    # a person with a person, a thing (an animal, a shop) with a thing: one doer each, never a group
    elif (
        subject.kind not in ("person", "thing")
        or subject.members
        or len(body.objects) != 1
        or body.objects[0].kind != subject.kind
        or body.objects[0].members
        or body.objects[0].key == subject.key
    ):
        return refuse_clause(
            clause,
            "unexpected_category",
            "a compared move needs one doer and one other doer of its kind compared with",
            q.token_index,
            q.text,
        )
    if (
        q.owner
        or q.share is not None
        or q.whole
        or q.divisor
        or q.price
        or q.per is not None
        or body.recipient is not None
        or body.source is not None
        or (body.dropped_objects and not to)
        or (body.location is not None and (verb.category == "verb_give" or body.location.kind != "thing"))
    ):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a compared move with a second party, a price, a part or another unit",
            q.token_index,
            q.text,
        )
    timed = [m for m in body.markers if m.category == "time_marker"]
    if clause.opened_with_time or (timed and not of_the_present(timed)):
        # "On Tuesday, Kim sold 2 more than Lia (did on Tuesday?)": moves carry no time yet, so the
        # compared move cannot be told to be of that time
        at = timed[0] if timed else None
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a compared move said of a time: the other move's time is not read",
            at.token_index if at else q.token_index,
            at.text if at else q.text,
        )
    stand_ins = [m for m in body.markers if m.category == STAND_IN]
    if len(stand_ins) > 1 or any(m.token_index < max(u.token_index for u in used) for m in stand_ins):
        return refuse_clause(clause, "unused_operator", "a repeated verb that is not the compared doer's")
    # 'today' of the one present is read as said of both moves (ADR 0198; checked in compared_now)
    rest = tuple(m for m in body.markers if m not in used and m.category != STAND_IN and m not in timed)
    unused = unused_marker(clause, rest)
    if unused is not None:
        return unused
    offset = Fraction(0) if q.value is None else q.value
    unknown = replace(q, value=None, times=None)
    kept = body.objects if to else ()  # the gift's own receiver stays (ADR 0362)
    plain = replace(clause, body=replace(body, quantities=(unknown,), objects=kept, markers=()))
    facts = read_moves(plain, subject, verb, order)
    if isinstance(facts, ReaderRefusal):
        return facts
    compared = ComparedMove(than, times, direction, offset * q.unit.factor, to)
    return replace(facts, operations=tuple(replace(op, compared=compared) for op in facts.operations))


def _compared_parts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    """ "did 29 more push-ups but 13 less crunches than Zachary": one compared move per amount (ADR 0198).

    The amounts are paired with their comparatives and 'than' exactly as holdings are (ADR 0056): each
    amount its own comparative, one 'than' and one doer for amounts of different units, or one each.
    Each part is read by the one-amount rule, and keeps its own place in the clause.
    """
    body = clause.body
    parts = comparison_parts(body)
    assert parts is not None
    joins = {"conjunction", "contrast_marker"}
    others = tuple(
        m
        for m in body.markers
        if m.category not in ("comparative", "than_marker") and m.category not in joins
    )
    operations = []
    for i, (q, markers, other) in enumerate(parts):
        kept = tuple(sorted(markers + others, key=lambda m: m.token_index))
        part = replace(clause, body=replace(body, quantities=(q,), markers=kept, objects=(other,)))
        facts = compared_move(part, subject, verb, order)
        if isinstance(facts, ReaderRefusal):
            return facts
        if facts.holdings or len(facts.operations) != 1:
            return refuse_clause(clause, "unsupported_operation", "a compared part that is not one move")
        (op,) = facts.operations
        operations.append(replace(op, order=(op.order[0], op.order[1] + i)))
    return Facts(operations=tuple(operations))


def resolve_compared(events: list, operations) -> list | ReaderRefusal:
    """Point every compared move's events at the one move it is measured from.

    That move is the other doer's, of the same verb lemma and unit, and not a part or 'all' of
    something: those amounts are fixed only while walking the chains.
    """
    out = list(events)
    for op in operations:
        if op.compared is None:
            continue
        own = [i for i, e in enumerate(out) if e.order == op.order]
        if not own:
            return refuse("dangling_entity", "a compared move with nothing read", op.order[0], 0, "")
        unit = out[own[0]].unit_key
        refs = {
            e.order
            for e in out
            if e.kind == "change"
            and e.doer == op.compared.than
            and (not op.compared.to or e.counterparty == op.compared.to)
            and e.verb_lemma == op.verb.lemma
            and e.unit_key == unit
            and e.order != op.order
        }
        parts = {o.order for o in operations if o.quantity.whole or o.quantity.share is not None}
        # "Josh sold 7 more cards", "gave another 7 beads to Dave": an amount told with 'more' is
        # added to a move of the same kind, so the measured move is more than the 7 (ADR 0362 addendum)
        parts |= {o.order for o in operations if o.fresh}
        if len(refs) != 1 or refs & parts:
            # no such move: the other doer may only hold the things, which a move is not compared with
            reason = "unsupported_operation" if not refs else "underdetermined"
            detail = (
                f"'{op.quantity.text}' is compared with {op.compared.than}'s move, which is not stated once"
            )
            return refuse(
                reason, detail, op.quantity.sentence_index, op.quantity.token_index, op.quantity.text
            )
        (ref,) = refs
        again = {
            e.order
            for e in out
            if e.kind == "change"
            and e.doer == op.doer
            and e.verb_lemma == op.verb.lemma
            and e.unit_key == unit
            and e.order not in (op.order, ref)
            and (not op.compared.to or e.counterparty == op.counterparty)
        }
        if again:
            # "She gave Bob 4 more than she gave to Dave. She gave 5 beads to Bob.": a second move of
            # the compared doer (to the same receiver): is the comparison of one move or of both?
            return refuse(
                "underdetermined",
                f"'{op.quantity.text}' is compared for one move of a doer who moves that kind again",
                op.quantity.sentence_index,
                op.quantity.token_index,
                op.quantity.text,
            )
        for i in own:
            out[i] = replace(
                out[i],
                compared_to=ref,
                times=op.compared.times,
                direction=op.compared.direction,
                compared_offset=op.compared.offset,
            )
    return out


def compared_equations(graph) -> tuple:
    """amount - (times * reference + direction * offset) = 0 for every compared move (one per move)."""
    from reader.solver import Linear

    seen: set[tuple[int, int]] = set()
    out = []
    for event in graph.events:
        if event.compared_to is None or event.order in seen:
            continue
        seen.add(event.order)
        ref = next(e for e in graph.events if e.order == event.compared_to and e.kind == "change")
        offset = Linear(event.compared_offset or Fraction(0))
        target = Linear.of(ref).scaled(event.times).plus(offset, event.direction)
        out.append(Linear.of(event).plus(target, -1))
    return tuple(out)
