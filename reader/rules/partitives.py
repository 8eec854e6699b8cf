"""What "them" stands for in "8 of them" (ADR 0052).

"N of them" is a part of the amount just read, in that amount's unit. It
must be one amount: the earlier amounts of this sentence, or else those of
the latest sentence that stated any, are the candidates (prices and rates
are never "them"). One unit: that unit. Several kinds of one noun ("35
green towels and 21 white towels"): the general noun ("towels"), whose
changes apply to the sum of the kinds. Anything else ("35 apples and 21
pears") could be either amount, or a mix, and refuses. From an earlier
sentence the amount must also be the subject's own: "Tom had 21 apples.
She ate 10 of them" does not say whose apples went.

Someone else's things (ADR 0405): "Ella baked 50 muffins. Ben ate 20 of
them." 'them' is Ella's muffins when a taking or using-up verb acts on them,
the latest amounts are one person's, every counted thing the story held or
moved is of that one noun, and no one else ever held or moved any of them; the part is then owned by that person (the
owner loses it, or a taker takes it from them). Anything else refuses.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef, Unit


def _candidates(s: SentenceReadingState, p: ProblemReadingState) -> tuple[list[QuantityRef], set[str]]:
    """The amounts 'them' may stand for, and who held or moved them ("" when read in this sentence)."""
    here = list(payload(s).quantities) + [q for f in payload(s).finished_clauses for q in f.clause.quantities]
    if here:
        return here, set()
    facts = [(h.quantity, {h.entity}) for h in p.accumulated_initial_state] + [
        (o.quantity, {o.actor, o.counterparty} - {""}) for o in p.accumulated_operations
    ]
    if not facts:
        return [], set()
    latest = max(q.sentence_index for q, _ in facts)
    chosen = [(q, who) for q, who in facts if q.sentence_index == latest]
    return [q for q, _ in chosen], set().union(*(who for _, who in chosen))


def partitive_unit(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Unit | ReaderRefusal:
    amounts, holders = _candidates(s, p)
    units: list[Unit] = []
    for q in amounts:
        if q.unit is not None and q.per is None and not q.price and q.unit not in units:
            units.append(q.unit)
    if not units:
        return refuse(
            "unresolved_pronoun",
            f"'{word.text}' has no amount before it to stand for",
            s.sentence_index,
            word.index,
            word.text,
        )
    subject = s.pending_entity_ref
    if holders and subject is not None and subject.key not in holders and others_owner(s, p) is None:
        return refuse(
            "unresolved_pronoun",
            f"'{word.text}' stands for an amount that is not '{subject.label}''s",
            s.sentence_index,
            word.index,
            word.text,
        )
    if len(units) == 1:
        return units[0]
    heads = {(u.head, u.dimension) for u in units}
    if len(heads) == 1 and not units[0].dimension:
        return Unit(units[0].head, coin=units[0].coin)  # "green and white towels": 'them' is the towels
    return refuse(
        "unresolved_pronoun",
        f"'{word.text}' could stand for more than one amount",
        s.sentence_index,
        word.index,
        word.text,
    )


OTHERS_VERBS = frozenset({"verb_take", "verb_lose"})  # "took 8 of them", "ate 20 of them" (ADR 0405)


def others_owner(s: SentenceReadingState, p: ProblemReadingState) -> str | None:
    """ "Ben ate 20 of them" after "Ella baked 50 muffins": the one other person whose things 'them' are.

    Only a statement whose verb takes or uses up things, with nothing read in this sentence before it,
    the latest amounts held or moved by one person only, of one unit, and no one else in the whole story
    holding or moving anything of that unit's noun. Otherwise None (the caller refuses).
    """
    subject, verb = s.pending_entity_ref, s.pending_verb
    if s.frame == "question" or subject is None or verb is None or verb.category not in OTHERS_VERBS:
        return None
    if subject.members or subject.kind != "person":
        return None
    amounts, holders = _candidates(s, p)
    if len(holders) != 1 or subject.key in holders:
        return None
    units = {q.unit for q in amounts}
    if len(units) != 1 or any(q.unit is None or q.per is not None or q.price for q in amounts):
        return None
    (unit,) = units
    if unit.dimension:
        return None
    (owner,) = holders
    facts = [(h.quantity, {h.entity}) for h in p.accumulated_initial_state] + [
        (o.quantity, {o.actor, o.counterparty} - {""}) for o in p.accumulated_operations
    ]  # an eater before ("Ben ate 20 of them") is a loss of the owner's: it holds none of them
    for q, who in facts:
        if q.unit is None or q.price or q.per is not None or q.unit.dimension:
            continue
        if q.unit.head != unit.head:
            return None  # "Ella picked 40 apples. Ben picked 20 pears.": apples or pears?
        if who != {owner}:
            return None  # "Ella baked 50 muffins. Mia baked 30 muffins.": whose are 'them'?
    return owner
