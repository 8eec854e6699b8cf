"""MathProblemGraph: the committed reading as chains of amounts per holder and unit.

Each (holder, unit) pair is a chain of events in story order: a holding
states the amount at that point, a change adds or removes. Units are
resolved here: measures convert to their dimension's base unit, and a
general noun ("apples") may stand for one earlier, narrower unit ("red
apples") but never for two.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from reader.additions import holding_of_an_adder
from reader.beings import held_through_beings, is_being, living_holders
from reader.borrowed_kinds import borrowed_kind, measure_kind_dropped
from reader.capacities import capacity_unused, rounding_of
from reader.counted_containers import containers_from_contents
from reader.counted_holders import counted_holder
from reader.grouping_rates import scene_grouping
from reader.holds import contents_asked_of_room
from reader.initial_places import unknown_start_of_an_owner
from reader.kind_prices import kind_price
from reader.kinds import KindOf, kind_chain, kinds_around, kinds_inside, wider_kind_keys
from reader.measure_prices import measure_price
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.substances import (
    contained_like,
    measure_contains,
    measure_key,
    measured_in_another_dimension,
    measured_like,
    merged_activity,
    named_substance_keys,
    stated_measure,
)
from reader.unitless_changes import one_kind_changed
from reader.values import EntityRef, QuantityRef, QuestionTarget, Unit


@dataclass(frozen=True, slots=True)
class UnitSpec:
    key: str
    label: str
    dimension: str
    is_count: bool


@dataclass(frozen=True, slots=True)
class Event:
    """One step on one chain. ``symbol`` names an unknown amount ("" when the value is known)."""

    holder: str
    unit_key: str
    kind: str  # "hold" or "change"
    sign: int
    value: Fraction | None
    symbol: str
    order: tuple[int, int]
    sentence_index: int
    token_index: int
    text: str
    verb_category: str = ""
    doer: str = ""
    counterparty: str = ""
    verb_lemma: str = ""
    unit_factor: Fraction = Fraction(1)  # the stated unit's size: "8 hours" is 8 of 3600 base seconds
    share: Fraction | None = None  # "gave 1/4 of her cards": the part of share_of's amount at this point
    share_of: str = ""
    share_unit: str = (
        ""  # packing: the part is of share_of's amount of this unit ("" means this event's unit)
    )
    than: str = ""  # a holding stated relative to another holder's amount at this point
    direction: int = 0
    times: Fraction = Fraction(1)  # "twice as many as": the reference amount is scaled first
    than_unit: str = (
        ""  # "2 more quarters than nickels": the chain compared with, when not the event's own unit
    )
    unit_word: str = ""  # the measure as stated ("hour" for "10 hours"), for the derivation's wording
    more: bool | None = (
        None  # "found more shells": an unknown amount said with 'more', never a whole (ADR 0112)
    )
    compared_to: tuple[int, int] | None = (
        None  # "sold 5 more than Josh did": the move measured from (ADR 0150)
    )
    compared_offset: Fraction | None = None  # the 5 of "5 more than", in base units (None keeps hashes)
    purpose: str = ""  # "20 blocks to build a house": what the moved amount was for (ADR 0176)
    time: str | None = None  # "4 emails in the morning": when the amount moved (ADR 0185; None keeps hashes)
    paid_for: str | None = (
        None  # "for mowing her lawn": the work a move's money pays (ADR 0280; None keeps hashes)
    )
    parts: tuple[str, ...] = ()  # a group total: the members whose amounts add up to it (ADR 0189)
    kinds: tuple[str, ...] | None = (
        None  # "12 beads in all" after red and blue beads: the holder's kinds that add up to it (ADR 0379)
    )


@dataclass(frozen=True, slots=True)
class Rate:
    """An amount per one denominator unit: '$9 per ticket', '6 marbles in each box'."""

    holder: str
    unit_key: str
    per_key: str
    per_head: str
    value: Fraction  # numerator base units per one denominator unit as stated
    per_factor: Fraction
    sentence_index: int
    token_index: int
    text: str
    verb_lemma: str = ""  # the verb that stated the rate: "earns", "reads"
    verb_category: str = ""
    activity: str = ""  # "$5 for each lawn he mowed": only counts with this verb are paid (ADR 0082)
    scope: tuple[int, int] | None = (
        None  # a speed stated inside one clause: only that clause's time (ADR 0099)
    )
    paid_for: str | None = None  # "$12 an hour for babysitting": the one activity a wage pays (ADR 0121)
    per_being: bool = False  # "each sister has 2 dolls": the dolls are the beings' own (ADR 0148)
    one_thing: bool | None = (
        None  # "a bee has 6 legs": read from one thing's amount, checked as generic (ADR 0157)
    )


@dataclass(frozen=True, slots=True)
class MathProblemGraph:
    entities: tuple[EntityRef, ...]
    units: tuple[UnitSpec, ...]
    events: tuple[Event, ...]
    question: QuestionTarget
    question_units: tuple[str, ...]
    answer_factor: Fraction
    answer_unit: str
    number_tokens: tuple[tuple[int, int], ...]
    rates: tuple[Rate, ...] = ()
    aggregates: tuple[str, ...] = ()  # unit keys whose changes apply to the sum of narrower kinds
    than_units: tuple[str, ...] = ()  # "how many more oranges than apples": the chains subtracted
    living: tuple[str, ...] = ()  # holders that are persons or animals: owners of their own things (ADR 0148)
    totals: tuple[Event, ...] = ()  # "Tom and Ann have 50 cards together": sums over members (ADR 0189)
    rounding: str | None = (
        None  # "up": containers needed for what is told, a part-full one counted (ADR 0208)
    )

    def unit(self, key: str) -> UnitSpec:
        for spec in self.units:
            if spec.key == key:
                return spec
        raise KeyError(key)


def unit_key(unit: Unit) -> str:
    if unit.dimension:
        return measure_key(unit)  # "3 cups of flour": a measure of flour (ADR 0073)
    return "+".join((unit.head,) + unit.modifiers)


def _contains(general: Unit, specific: Unit) -> bool:
    return (
        general.head == specific.head
        and not general.dimension
        and set(general.modifiers) < set(specific.modifiers)
    ) or measure_contains(general, specific)


def resolve_units(
    quantities: tuple[QuantityRef, ...], holdings: frozenset[tuple[int, int]] = frozenset()
) -> dict[str, str] | ReaderRefusal:
    """Map every fact unit's key to the key of the chain it belongs to.

    A general unit that covers several narrower kinds ("files" after "music
    files" and "video files") keeps a chain of its own: an aggregate, whose
    changes apply to the sum of the kinds. Only changes may use it.
    """
    first_seen: dict[str, tuple[Unit, QuantityRef]] = {}
    for q in quantities:
        if q.unit is not None:
            first_seen.setdefault(unit_key(q.unit), (q.unit, q))
    mapping: dict[str, str] = {}
    keys = list(first_seen)
    for key in keys:
        unit, q = first_seen[key]
        wider = [k for k in keys if _contains(unit, first_seen[k][0])]
        if not wider:
            mapping[key] = key
            continue
        earlier = [k for k in wider if keys.index(k) < keys.index(key)]
        if len(wider) == 1 and earlier:
            mapping[key] = wider[0]
            continue
        if len(wider) > 1 and len(earlier) == len(wider) and not _held(key, quantities, first_seen, holdings):
            mapping[key] = key
            continue
        return refuse(
            "ambiguous_unit",
            f"'{unit.describe()}' could mean more than one kind read",
            q.sentence_index,
            q.token_index,
            q.text,
        )
    return mapping


def _held(key: str, quantities, first_seen, holdings: frozenset[tuple[int, int]]) -> bool:
    return any(
        q.unit is not None and unit_key(q.unit) == key and (q.sentence_index, q.token_index) in holdings
        for q in quantities
    )


def aggregate_keys(specs: tuple[UnitSpec, ...], facts: dict[str, Unit]) -> tuple[str, ...]:
    """Units that cover two or more narrower kinds read."""
    return tuple(k for k in facts if sum(1 for o in facts if _contains(facts[k], facts[o])) >= 2)


def question_units(
    target: QuestionTarget, specs: tuple[UnitSpec, ...], facts: dict[str, Unit]
) -> tuple[str, ...]:
    """Chain keys the question's unit covers: itself, or every narrower kind read ("cats" = siamese + house cats)."""
    unit = target.unit
    if unit is None:
        return tuple(spec.key for spec in specs)
    key = unit_key(unit)
    exact = tuple(spec.key for spec in specs if spec.key == key)
    narrower = tuple(spec.key for spec in specs if spec.key in facts and _contains(unit, facts[spec.key]))
    if exact and len(narrower) < 2:
        return exact
    return exact + narrower


def _containers_moved(state: ProblemReadingState, mapping: dict[str, str]) -> ReaderRefusal | None:
    """ "Sam has 4 boxes with 6 pens each. He gave 2 boxes to Ann.": the pens went with the boxes.

    The contents were counted once, as a number of their own; a later move of the containers would leave
    them behind, so it refuses (ADR 0046 addendum).
    """
    filled = [
        (h.entity, unit_key(h.quantity.container), h.order)
        for h in state.accumulated_initial_state
        if h.quantity.container is not None
    ] + [
        (who, unit_key(op.quantity.container), op.order)
        for op in state.accumulated_operations
        if op.quantity.container is not None
        for who in (op.actor, op.counterparty)
        if who
    ]
    # "bought 5 bags of 50 beads and 2 bags of 100 beads": a count whose contents were counted with it
    # moves them too, so it leaves nothing behind (ADR 0178)
    counted_with = {
        (q.sentence_index, token)
        for q in [h.quantity for h in state.accumulated_initial_state]
        + [op.quantity for op in state.accumulated_operations]
        if q.container is not None
        for token in q.number_tokens
    }
    for holder, container, since in filled:
        for h in state.accumulated_initial_state:
            told = (
                mapping.get(unit_key(h.quantity.unit), unit_key(h.quantity.unit)) if h.quantity.unit else ""
            )
            if h.entity == holder and h.order[0] > since[0] and told == mapping.get(container, container):
                # "put his stamps into 6 folders with 15 in each. He has 3 folders left.": which held them? (ADR 0233)
                return refuse(
                    "readings_disagree",
                    f"'{h.quantity.text}' counts containers again after their contents were counted with them",
                    h.quantity.sentence_index,
                    h.quantity.token_index,
                    h.quantity.text,
                )
        for op in state.accumulated_operations:
            if op.quantity.unit is None or op.order <= since:
                continue
            tokens = {(op.quantity.sentence_index, token) for token in op.quantity.number_tokens}
            if tokens and tokens <= counted_with and op.quantity.container is None:
                if op.kind != "gain" and op.actor == holder and not _fill_is_held(state, holder, op):
                    return refuse(
                        "readings_disagree",
                        f"'{op.quantity.text}' gives away containers filled unlike any {holder} holds",
                        op.quantity.sentence_index,
                        op.quantity.token_index,
                        op.quantity.text,
                    )
                continue
            moved = mapping.get(unit_key(op.quantity.unit), unit_key(op.quantity.unit))
            if holder in (op.actor, op.counterparty) and moved == mapping.get(container, container):
                return refuse(
                    "unsupported_operation",
                    f"'{op.quantity.text}' moves containers whose contents were counted with them",
                    op.quantity.sentence_index,
                    op.quantity.token_index,
                    op.quantity.text,
                )
    return None


def _fills(state: ProblemReadingState, holder: str | None, before: tuple[int, int]) -> dict:
    """Each container count's things per container ("5 bags of 50 beads": 50 beads a bag), by its tokens."""
    quantities = [(h.entity, h.quantity, h.order) for h in state.accumulated_initial_state] + [
        (op.actor if op.kind == "gain" else op.counterparty, op.quantity, op.order)
        for op in state.accumulated_operations
    ]
    contents = [(q, who) for who, q, order in quantities if q.container is not None and order < before]
    fills = {}
    for who, count, order in quantities:
        if count.container is not None or count.unit is None or not count.value or order >= before:
            continue
        tokens = {(count.sentence_index, t) for t in count.number_tokens}
        for q, owner in contents:
            inside = {(q.sentence_index, t) for t in q.number_tokens}
            if tokens <= inside and unit_key(q.container) == unit_key(count.unit):
                if holder is None or holder in (who, owner):
                    fills[frozenset(tokens)] = (unit_key(count.unit), unit_key(q.unit), q.value / count.value)
    return fills


def _fill_is_held(state: ProblemReadingState, holder: str, op) -> bool:
    """ "bought 5 bags of 50 beads, sold 2 bags of 10 beads": the bags given away must be filled like held ones."""
    tokens = frozenset((op.quantity.sentence_index, t) for t in op.quantity.number_tokens)
    given = _fills(state, None, (op.order[0] + 1, 0)).get(tokens)
    if given is None:
        return True
    held = {fill for key, fill in _fills(state, holder, op.order).items() if key != tokens}
    return given in held


def _containers_asked_after_contents_moved(
    state: ProblemReadingState, mapping: dict[str, str]
) -> ReaderRefusal | None:
    """ "Ana has 3 boxes of 12 crayons. She gave 5 crayons to Ben. How many boxes?": maybe a box went too.

    Contents counted with their containers (ADR 0043, 0178) and later moved on their own may have left
    in a box of their own, so a question asking for those containers refuses (ADR 0178).
    """
    target = state.unknown_target_slot
    if target is None or target.unit is None:
        return None
    asked = mapping.get(unit_key(target.unit), unit_key(target.unit))
    filled = [
        (who, unit_key(q.unit), order)
        for who, q, order in [(h.entity, h.quantity, h.order) for h in state.accumulated_initial_state]
        + [
            (who, op.quantity, op.order)
            for op in state.accumulated_operations
            for who in (op.actor, op.counterparty)
            if who
        ]
        if q.container is not None
        and q.unit is not None
        and mapping.get(unit_key(q.container), unit_key(q.container)) == asked
    ]
    for holder, contents, since in filled:
        for op in state.accumulated_operations:
            if op.quantity.unit is None or op.order <= since or op.quantity.container is not None:
                continue
            moved = mapping.get(unit_key(op.quantity.unit), unit_key(op.quantity.unit))
            if holder in (op.actor, op.counterparty) and moved == mapping.get(contents, contents):
                return refuse(
                    "underdetermined",
                    f"'{op.quantity.text}' moves contents counted in the asked containers: "
                    f"how many containers are left is not told",
                    op.quantity.sentence_index,
                    op.quantity.token_index,
                    op.quantity.text,
                )
    return None


def _mixed_kinds(
    asked: tuple[str, ...], events: list[Event], target: QuestionTarget, containers: set[str]
) -> bool:
    """ "Sam has $5 and 3 apples. How much does Sam have?": no sum of dollars and apples is an answer.

    Count units may be added ("5 apples and 3 pears": 8 things); a measure or money never joins another
    kind, and neither does a container with what it holds.
    """
    holders = {k for k in target.entities if k}
    touched = {e.unit_key for e in events if e.unit_key in asked and (not holders or e.holder in holders)}
    if target.kind not in ("value", "total", "initial"):
        # "How much did Ben pay?": the verb picks the kind (money paid), not a sum of kinds; but a
        # measure and another kind changed by the very verb asked ("earns $20 an hour for 3 hours":
        # money and time; "picks 12 apples a day for 5 days": apples and time) leave it no one kind
        kinds = {e.unit_key for e in events if e.unit_key in touched and e.verb_lemma == target.verb_lemma}
        return len(kinds) >= 2 and any(k.startswith("dim:") for k in kinds)
    if len(touched) < 2:
        return False
    # "4 boxes with 6 pens each ... How many are left?": boxes and the pens inside them are not one count
    return any(k.startswith("dim:") or k in containers for k in touched)


def _packed_key(source: Unit, quantities: tuple[QuantityRef, ...], mapping: dict[str, str]) -> str:
    """The chain a packed kind belongs to: "the remaining pieces" are the one narrower kind read."""
    key = unit_key(source)
    if key in mapping:
        return mapping[key]
    narrower = sorted(
        {mapping[unit_key(q.unit)] for q in quantities if q.unit is not None and _contains(source, q.unit)}
    )
    return narrower[0] if len(narrower) == 1 else key


def _part_of_nothing_held(events: list[Event]) -> ReaderRefusal | None:
    """ "had 20 kilograms of meat ... used 1/4 of the meat": a part of a unit the owner never held as such.

    The owner held other units before, so the part may be of one of them; taken from an empty chain it
    would silently be 0. With nothing held before, the start is an unknown the solver may fix.
    """
    for e in events:
        if e.share_unit and any(
            o.holder == e.holder and o.unit_key == e.unit_key and o.order < e.order for o in events
        ):
            return refuse(
                "ambiguous_unit",
                f"'{e.holder}' already had '{e.unit_key}': new ones, or the ones already there?",
                e.sentence_index,
                e.token_index,
                e.text,
            )  # packing into containers already held (ADR 0051)
        if e.share is None:
            continue
        earlier = [
            o
            for o in events
            if o.holder == e.share_of
            and o.unit_key == (e.share_unit or e.unit_key)
            and o.share is None
            and o.order < e.order
        ]
        elsewhere = [o for o in events if o.holder == e.share_of and o.share is None and o.order < e.order]
        if elsewhere and not earlier:
            return refuse(
                "unit_mismatch",
                f"a part of '{e.unit_key}', which '{e.share_of}' was never said to hold as such",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None


def making_what_was_held(state: ProblemReadingState, key_of) -> ReaderRefusal | None:
    """ "Rhea has 20 seeds. She plants 12 seeds.": a making of a kind its doer already had (ADR 0108).

    Verbs the lexicon marks ``uses: held`` (plant, cook, fold) may act on things one has rather
    than make new ones; only 'more' ("plants 12 more") says the made things are new.
    """
    had: dict[tuple[str, str], tuple[int, int]] = {}
    for h in state.accumulated_initial_state:
        if h.verb is None and h.quantity.per is None:
            chain = (h.entity, key_of(h.quantity))
            had[chain] = min(had.get(chain, h.order), h.order)
    for op in state.accumulated_operations:
        chain = (op.actor, key_of(op.quantity))
        making = op.verb.category == "verb_produce"
        made = making and op.verb.uses == "held" and op.kind == "gain" and not op.fresh
        if made and chain in had and had[chain] < op.order:
            q = op.quantity
            detail = f"'{op.verb.text}' things of a kind the doer had: new ones, or the ones they had?"
            return refuse("readings_disagree", detail, q.sentence_index, q.token_index, q.text)
        if not making and op.kind in ("gain", "transfer"):
            receiver = op.actor if op.kind == "gain" else op.counterparty
            had.setdefault((receiver, key_of(op.quantity)), op.order)
    return None


def _holds_kind(container: Unit, asked: Unit) -> bool:
    """Whether a container's contents may be of the asked kind: "boxes of red pens" hold pens, and may hold
    the asked "red pens" or "pens"; not "blue pens" (ADR 0284)."""
    for modifier in container.modifiers:
        if not modifier.startswith("of:"):
            continue
        *narrowed, head = modifier[3:].split()
        if head == asked.head and (
            set(narrowed) <= set(asked.modifiers) or set(asked.modifiers) <= set(narrowed)
        ):
            return True
    return False


def _contents_not_counted(
    target: QuestionTarget, units: dict[str, Unit], containers: set[str]
) -> ReaderRefusal | None:
    """ "bought 4 bags of apples and 2 apples. How many apples?": the bags hold apples nobody counted.

    ``containers``: unit keys a rate or an embedded count fills ("each bag has 5", "with 8 in each pack").
    """
    asked = target.unit
    if asked is None or asked.dimension:
        return None
    for key, unit in units.items():
        holds_asked = _holds_kind(unit, asked) and unit.head != asked.head and not unit.dimension
        filled = key in containers or any(c.split("+")[0] == unit.head for c in containers)
        if holds_asked and not filled:
            detail = f"the {unit.head}s of {asked.head} hold an amount of it no sentence states"
            return refuse("ambiguous_unit", detail, target.sentence_index, target.token_index, "")
    return None


def build_graph(
    state: ProblemReadingState, kind_of: KindOf | None = None
) -> MathProblemGraph | ReaderRefusal:
    from reader.requirements import is_requirement, resolve_requirements

    # every requirement stated has its role, asked or not: "12 cups of flour and 5 of sugar" (ADR 0098)
    needs = tuple(h.quantity for h in state.accumulated_initial_state if is_requirement(h))
    from reader.obligations import resolve_obligations

    owed = resolve_obligations(state)  # "had to complete 8 pages": only for a question about it (ADR 0124)
    if isinstance(owed, ReaderRefusal):
        return owed
    state = owed
    resolved = resolve_requirements(state)  # "Sam needs 10 eggs" is no amount held (ADR 0077)
    if isinstance(resolved, ReaderRefusal):
        return resolved
    state = resolved
    from reader.kind_wholes import kind_total_events, split_kind_wholes

    state, wholes = split_kind_wholes(state, kind_of)  # "12 beads in all" after red and blue ones (ADR 0379)
    target = state.unknown_target_slot
    assert target is not None
    quantities = (
        tuple(h.quantity for h in state.accumulated_initial_state)
        + tuple(o.quantity for o in state.accumulated_operations)
        + tuple(t.quantity for t in state.group_totals)
    )
    held = frozenset(
        (h.quantity.sentence_index, h.quantity.token_index) for h in state.accumulated_initial_state
    ) | frozenset((t.quantity.sentence_index, t.quantity.token_index) for t in state.group_totals)
    mapping = resolve_units(quantities, held)
    if isinstance(mapping, ReaderRefusal):
        return mapping
    borrowed = borrowed_kind(state, target, mapping, unit_key) or measure_kind_dropped(
        state, target, unit_key
    )  # "found 3 marbles" asked as green marbles; "paper cups" beside "plastic cups" (ADR 0149)
    if borrowed is not None:
        return borrowed
    merged = merged_activity(target, mapping)  # "spend reading" after bare hours held (ADR 0118)
    if merged is not None:
        return merged
    remade = making_what_was_held(state, lambda q: mapping[unit_key(q.unit)] if q.unit is not None else "")
    if remade is not None:
        return remade
    from reader.plural_kinds import plural_twins

    twins = plural_twins(quantities, target)  # "5 Oreos ... ate 1 Oreo" (ADR 0183)
    if twins is not None:
        return twins
    from reader.retold_changes import retold_change

    retold = retold_change(state.accumulated_operations, target)  # "If she gives 6 to Leo" again (ADR 0254)
    if retold is not None:
        return retold
    units: dict[str, Unit] = {}
    for q in quantities:
        if q.unit is not None and mapping[unit_key(q.unit)] == unit_key(q.unit):
            units.setdefault(unit_key(q.unit), q.unit)
    specs = tuple(
        UnitSpec(k, u.describe() if not u.dimension else u.dimension, u.dimension, u.is_count)
        for k, u in sorted(units.items())
    )
    events: list[Event] = []
    rates = tuple(
        replace(
            _rate(h.entity, h.quantity, mapping),
            verb_lemma=h.verb.lemma if h.verb else "",
            verb_category=h.verb.category if h.verb else "",
            activity=h.activity,
            scope=h.scope,
            paid_for=h.paid_for,
            per_being=is_being(h.quantity.per.head, kind_of),
        )
        for h in state.accumulated_initial_state
        if h.quantity.per is not None
    )
    for h in state.accumulated_initial_state:
        if h.quantity.per is None:
            event = _event(h.entity, h.quantity, mapping, "hold", 0, h.order)
            times = h.quantity.times if h.quantity.times is not None else Fraction(1)
            than_unit = compared_unit(h, quantities, mapping)
            if isinstance(than_unit, ReaderRefusal):
                return than_unit
            events.append(
                replace(event, than=h.than, direction=h.direction, times=times, than_unit=than_unit)
            )
    for op in state.accumulated_operations:
        if op.quantity.share is not None:
            before = len(events)
            _op_events(events, op, mapping)
            source = op.quantity.share_unit
            share_unit = "" if source is None else _packed_key(source, quantities, mapping)
            events[before:] = [
                replace(e, share=op.quantity.share, share_of=op.actor, share_unit=share_unit)
                for e in events[before:]
            ]
            continue
        base = dict(
            verb_category=op.verb.category,
            doer=op.doer,
            counterparty=op.counterparty,
            verb_lemma=op.verb.lemma,
            paid_for=op.paid_for,
        )
        if op.kind == "gain":
            # "found more shells", "found some more shells": an unknown amount said with 'more' is
            # never the holder's whole amount, so its chain's start is not assumed empty (ADR 0112)
            more = True if op.fresh else None  # a known amount too: "found 12 more shells" (ADR 0121)
            gained = _event(op.actor, op.quantity, mapping, "change", 1, op.order, more=more, **base)
            if op.quantity.share_unit is not None:  # packed: containers counted from a known amount
                gained = replace(gained, share_unit=_packed_key(op.quantity.share_unit, quantities, mapping))
            events.append(gained)
        elif op.kind == "loss":
            events.append(_event(op.actor, op.quantity, mapping, "change", -1, op.order, **base))
        else:
            more = True if op.fresh else None  # "got 4 more stickers from Tom": she had some (ADR 0121)
            events.append(_event(op.actor, op.quantity, mapping, "change", -1, op.order, **base))
            events.append(
                _event(op.counterparty, op.quantity, mapping, "change", 1, op.order, more=more, **base)
            )
    from reader.compared_moves import resolve_compared

    compared = resolve_compared(events, state.accumulated_operations)  # "than Josh did" (ADR 0150)
    if isinstance(compared, ReaderRefusal):
        return compared
    events = compared
    from reader.whole_moves import known_whole_moves

    events = known_whole_moves(events, state)  # "sold all but 4 bars" priced like 3 bars (ADR 0226)
    events.extend(_payments(events, rates, kind_of))
    from reader.per_activity import paid_activities

    paid = paid_activities(
        events, rates, state.accumulated_operations
    )  # "He mowed 3 lawns" at "$5 for each lawn he mowed" (ADR 0082)
    if isinstance(paid, ReaderRefusal):
        return paid
    events = paid
    events.sort(key=lambda e: (e.order, e.holder, e.sign))
    timed = _place_earlier_holdings(events, state)
    if isinstance(timed, ReaderRefusal):
        return timed
    events = timed
    unowned_parts = frozenset(
        op.order
        for op in state.accumulated_operations
        if op.quantity.share is not None and not op.quantity.owner
    )
    clash = (
        _same_point_holdings(events)
        or _part_after_a_change(events, unowned_parts)
        or _part_of_nothing_held(events)
        or _containers_moved(state, mapping)
        or _containers_asked_after_contents_moved(state, mapping)
        or counted_holder(state)  # "A gold coin has $50. Sam has 3 gold coins." (ADR 0068)
    )
    if clash is not None:
        return clash
    coins = [q for q in quantities if q.unit is not None and q.unit.coin]
    asks_money = (target.unit is not None and target.unit.dimension == "money") or (
        target.unit is None and any(k == "dim:money" for k in units)
    )
    if coins and asks_money:  # coins left counted by reader/coin_values.py (ADR 0269)
        return refuse(
            "unit_mismatch",
            "money is asked for, but some of it was counted as coins",
            target.sentence_index,
            target.token_index,
            coins[0].text,
        )
    from reader.coin_counts import money_beside_coins

    # "7 dimes ... spent 30 cents ... how many dimes": which coins paid is not told (ADR 0165)
    loose = money_beside_coins(target, state.accumulated_operations, state.accumulated_initial_state)
    if loose is not None:
        return loose
    from reader.coin_counts import coins_of_untold_kind

    # "10 coins and 3 dimes ... how many dimes": the dimes may be among the coins (ADR 0353)
    untold = coins_of_untold_kind(target, state.accumulated_operations, state.accumulated_initial_state)
    if untold is not None:
        return untold
    if target.unit is not None and not _rate_for(target, rates):
        from reader.one_of_a_kind import one_of_a_kind

        generic = one_of_a_kind(target, events, state.entity_registry, unit_key(target.unit))
        if generic is not None:  # "A spider has 8 legs. How many legs do 5 spiders have?"
            rates = rates + (generic[0],)
            events = [e for e in events if e is not generic[1]]
    asked = question_units(target, specs, units)
    measured: tuple[Fraction, str] | ReaderRefusal | None = None
    if not asked and target.unit is not None and target.given is None:
        asked = named_substance_keys(target.unit, units)  # "How much cinnamon" (ADR 0073)
        measured = stated_measure(target, asked, quantities, mapping) if asked else None
    if isinstance(measured, ReaderRefusal):
        return measured
    hidden = _asked_noun_as_modifier(
        target, quantities, mapping, asked, rates, kind_of
    ) or _unpriced_purchase(events, asked, target)
    if hidden is not None:
        return hidden
    if target.given is not None or (not asked and _rate_for(target, rates)):
        asked = tuple(r.unit_key for r in _rate_for(target, rates))
        if target.unit is None:
            specs = specs + tuple(
                UnitSpec(
                    k,
                    k.replace("dim:", ""),
                    k.replace("dim:", "") if k.startswith("dim:") else "",
                    not k.startswith("dim:"),
                )
                for k in asked
                if all(sp.key != k for sp in specs)
            )
    inverse: tuple[str, Fraction] | None = None
    if not asked:  # "Each pack has 8 cards. Sue has 24 cards. How many packs ...?" (ADR 0113)
        inverse = containers_from_contents(
            state.accumulated_initial_state, events, target, lambda u: mapping.get(unit_key(u), unit_key(u))
        )
        asked = (inverse[0],) if inverse is not None else asked
        if (
            inverse is not None
            and target.entities == ("there",)
            and scene_grouping(state.accumulated_initial_state)
        ):
            target = replace(
                target, entities=()
            )  # "How many groups are there?": wherever the things are (ADR 0201)
    unused_room = capacity_unused(state.accumulated_initial_state, target, inverse is not None)
    if unused_room is not None:  # "Each van can hold 4 people" answers only 'how many vans needed' (ADR 0208)
        return unused_room
    persons = frozenset(e.key for e in state.entity_registry if e.kind == "person")
    widened = _wider_kind(
        target, units, events, asked, kind_of, rates, persons
    )  # "How many children?" (ADR 0123)
    if isinstance(widened, ReaderRefusal):
        return widened
    asked = widened or asked
    room = contents_asked_of_room(
        state.accumulated_initial_state,
        state.accumulated_operations,
        target,
        asked,
        lambda u: mapping.get(unit_key(u), unit_key(u)),
    )
    if room is not None:  # "The tank holds 20 fish. How many fish are in the tank?" (ADR 0369)
        return room
    if target.verb_category == "verb_need" and (inverse is None or needs):
        return refuse(
            "unsupported_operation",
            "'how many ... need' with no 'more' is read only as containers for what the holder has",
            target.sentence_index,
            target.token_index,
            "",
        )
    if not asked:  # "cups of ingredients" over cups of flour and of sugar (ADR 0383)
        from reader.measured_umbrellas import umbrella_keys

        gathered = umbrella_keys(
            target, units, events, quantities, lambda u: mapping.get(unit_key(u), unit_key(u)), kind_of
        )
        if isinstance(gathered, ReaderRefusal):
            return gathered
        asked = gathered or asked
        parts = {  # "0.5 bag of plums": containers told in parts are measured by them, not counted
            mapping.get(unit_key(q.unit), unit_key(q.unit))
            for q in quantities
            if q.unit is not None and q.value is not None and q.value.denominator != 1
        }
        specs = tuple(replace(sp, is_count=False) if sp.key in parts & set(asked) else sp for sp in specs)
    if not asked:
        unit = target.unit.describe() if target.unit else "amount"
        return refuse(
            "unit_mismatch",
            f"the question asks about '{unit}', which no sentence stated",
            target.sentence_index,
            target.token_index,
            "",
        )
    other = measured_in_another_dimension(target.unit, quantities) if target.unit is not None else None
    if other is not None:  # "2 quarts of water ... how many ounces of water" (ADR 0346)
        return refuse(
            "unit_mismatch",
            "the asked substance is also measured in a unit of another dimension",
            other.sentence_index,
            other.token_index,
            other.text,
        )
    owned = unknown_start_of_an_owner(state, asked, lambda q: mapping[unit_key(q.unit)])  # ADR 0130
    if owned is not None:
        return owned
    adder = holding_of_an_adder(state, asked, lambda q: mapping[unit_key(q.unit)])  # ADR 0074
    if adder is not None:
        return adder
    living = living_holders(state.entity_registry, kind_of)
    beings_own = held_through_beings(state, asked, living, kind_of, lambda q: mapping[unit_key(q.unit)])
    if beings_own is not None:  # "3 sisters with 2 dolls each": not their brother's dolls (ADR 0148)
        return beings_own
    containers = {r.per_key for r in rates} | {
        mapping.get(unit_key(q.container), unit_key(q.container))
        for q in quantities
        if q.container is not None
    }
    hidden = _contents_not_counted(target, units, containers)
    if hidden is not None:
        return hidden
    partly = one_kind_changed(asked, events, target)  # "He ate 9 cookies. How many are left?" (ADR 0182)
    if partly is not None:
        return partly
    if target.unit is None and target.given is None and _mixed_kinds(asked, events, target, containers):
        return refuse(
            "ambiguous_unit",
            "the question names no unit, and it would add money, measures or containers to other things",
            target.sentence_index,
            target.token_index,
            "",
        )
    factor, label = (
        _answer_unit(target, specs, _held_by_asked(target, events, asked), quantities)
        if measured is None
        else measured
    )
    if inverse is not None and target.unit is not None:  # counted in containers of the amount in one
        factor, label = inverse[1], target.unit.head
    if target.given is not None and target.unit is None and rates:
        factor, label = (
            Fraction(1),
            _rate_for(target, rates)[0].unit_key.replace("dim:", "") if _rate_for(target, rates) else label,
        )
    if "dim:money" in asked and (target.unit is None or target.unit.head == "money"):
        stated = {
            (q.unit.head, q.unit.factor)
            for q in quantities
            if q.unit is not None and q.unit.dimension == "money"
        }
        stated.discard(("money", Fraction(1)))
        if len(stated) > 1:
            return refuse(
                "ambiguous_unit",
                "money is asked for, and amounts were stated in more than one money unit",
                target.sentence_index,
                target.token_index,
                "",
            )
        head, factor = stated.pop() if stated else ("dollar", Fraction(1))
        label = head
    parts = tuple(p.part for p in state.state_parts)  # "and 8 were torn" places its number (ADR 0103)
    given = (target.given,) if target.given is not None else ()
    given += (target.goal,) if target.goal is not None else ()  # "to have 47 dollars" (ADR 0055)
    numbers = tuple(
        sorted(
            {
                (q.sentence_index, t)
                for q in quantities + given + needs + parts + tuple(w.quantity for w, _ in wholes)
                for t in q.number_tokens
            }
        )
    )
    than_units: tuple[str, ...] = ()
    if target.than_unit is not None:
        than_unit = measured_like(target.unit, target.than_unit)  # "more cups of flour than sugar"
        target = replace(target, than_unit=than_unit)
        than_units = question_units(replace(target, unit=than_unit), specs, units)
        lent = contained_like(target.unit, target.than_unit) if not than_units else None
        if lent is not None and (lent_units := question_units(replace(target, unit=lent), specs, units)):
            target, than_units = replace(target, than_unit=lent), lent_units  # "bottles of X than Y"
        if measured is not None and not than_units:
            than_units = named_substance_keys(target.than_unit, units)  # "more cinnamon than nutmeg"
            than_measure = stated_measure(
                replace(target, unit=target.than_unit), than_units, quantities, mapping
            )
            if than_measure != measured:
                than_units = ()  # measured in another unit, or in two: refused below
        mixed = target.unit is None or target.unit.dimension != target.than_unit.dimension
        from reader.container_contents import contents_told_apart

        # "more red balls than yellow balls did she buy", counted through their packs (ADR 0282)
        apart = contents_told_apart(target, asked, than_units, rates)
        than_units = asked if apart else than_units
        if not than_units or (set(than_units) & set(asked) and not apart) or mixed:
            return refuse(
                "unit_mismatch",
                f"'{target.than_unit.describe()}' cannot be compared with what is asked",
                target.sentence_index,
                target.token_index,
                "",
            )
    aggregates = aggregate_keys(specs, units)
    if target.unit is not None and unit_key(target.unit) in asked and len(widened or ()) > 1:
        aggregates += (unit_key(target.unit),)  # a wider kind only changed (ADR 0263)
    from reader.group_totals import total_of_another_kind, total_of_kinds, total_told_after_change

    totals = tuple(
        replace(_event(t.group, t.quantity, mapping, "hold", 0, t.order), parts=t.parts)
        for t in state.group_totals
    ) + kind_total_events(wholes, mapping)
    told_late = (
        total_told_after_change(state.group_totals, tuple(op.order for op in state.accumulated_operations))
        or total_of_kinds(totals, aggregates)
        or total_of_another_kind(state.group_totals, quantities, mapping)
    )
    if told_late is not None:
        return told_late
    if than_units and aggregates:
        return refuse(
            "ambiguous_unit",
            "a comparison of two units after a change to all kinds together",
            target.sentence_index,
            target.token_index,
            "",
        )
    unheld = _aggregate_never_held(events, aggregates, target)
    if unheld is not None:
        return unheld
    for key in aggregates:
        covered = [k for k in units if _contains(units[key], units[k])]
        if not set(covered) | {key} <= set(asked) and set(asked) & (set(covered) | {key}):
            return refuse(
                "ambiguous_unit",
                "the question asks about one kind after a change to all kinds together",
                target.sentence_index,
                target.token_index,
                "",
            )
    return MathProblemGraph(
        state.entity_registry,
        specs,
        tuple(events),
        target,
        asked,
        factor,
        label,
        numbers,
        rates,
        aggregates,
        than_units,
        living,
        totals,
        rounding_of(target, inverse is not None),
    )


def _aggregate_never_held(
    events: list[Event], aggregates: tuple[str, ...], target: QuestionTarget
) -> ReaderRefusal | None:
    """ "Sue has 3 siamese cats and 4 house cats. She gave 2 cats to Ann. How many cats does Ann have?"

    A chain of all kinds together starts from nothing and adds the holder's narrower kinds; an asked
    holder told no amount at all, who only received some of the kinds together from another, had an
    amount before that nothing states, not none.
    """
    for holder in target.entities:
        if any(e.holder == holder and e.kind == "hold" for e in events):
            continue
        received = any(
            e.holder == holder and e.unit_key in aggregates and e.kind == "change" and e.doer != holder
            for e in events
        )
        if received:
            return refuse(
                "underdetermined",
                f"what '{holder}' had before receiving is not told",
                target.sentence_index,
                target.token_index,
                "",
            )
    return None


def _wider_kind(
    target: QuestionTarget,
    units: dict[str, Unit],
    events: list[Event],
    asked: tuple[str, ...],
    kind_of: KindOf | None,
    rates: tuple[Rate, ...] = (),
    persons: frozenset[str] = frozenset(),
) -> tuple[str, ...] | ReaderRefusal | None:
    """The narrower kinds a question's wider kind sums ("girls" and "boys" for "children"), ADR 0123.

    Read when no sentence stated the asked unit. When the question's unit was found only as one
    narrowed kind ("3 tropical fruits" beside "2 apples and 4 pears"), the lexicon's kinds would add
    to it, so it refuses rather than count the narrowed kind alone.
    """
    if target.unit is None or target.unit.dimension:
        return None
    holders = {k for k in target.entities if k}
    # "6 cages. Each cage has 6 parrots and 2 parakeets": the kinds rated per a container held are
    # held too, and the containers are where they are, not more of them (ADR 0219)
    filled = _containers_of_kind(target.unit.head, rates, kind_of)
    kept = [e for e in events if not (e.unit_key in filled or e.unit_key.split("+")[0] in filled)]
    touched = [e.unit_key for e in kept if not holders or e.holder in holders]
    touched += [r.unit_key for r in rates if r.per_key in filled and len(kept) < len(events)]
    if asked and (
        around := kinds_around(target, units, [e.unit_key for e in events if e.kind == "change"], kind_of)
    ):
        return refuse(  # "4 apples and 5 pears ... ate 3 fruits": were the fruits eaten apples?
            "ambiguous_unit",
            f"the question asks about '{target.unit.describe()}' after a change to '{around[0]}', a wider kind",
            target.sentence_index,
            target.token_index,
            "",
        )
    if asked and unit_key(target.unit) in asked:  # "5 fruits ... ate 2 apples": are the apples among them?
        # only the asked holder's own amounts: her brother's tulips are none of Rosa's flowers (ADR 0190);
        # but what the holder's own things hold is the holder's too: "His dog has 4 puppies" (ADR 0280)
        owned = [e.unit_key for e in kept if _held_by_a_thing_of(e.holder, holders, persons)]
        # "The room has 6 pieces of furniture. Tom sold 2 tables.": were the tables the room's? (ADR 0331)
        if holders and not holders & persons:
            owned += [e.unit_key for e in kept if e.kind == "change" and e.holder not in holders]
        inner = kinds_inside(target, units, touched + owned, kind_of)
        outer = kinds_around(target, units, touched, kind_of)
        if (
            outer and not inner and not _parts_of_a_told_total(kept, holders)
        ):  # "10 fruits and 4 bananas. How many bananas?": more among the fruits?
            return refuse(
                "ambiguous_unit",
                f"'{target.unit.describe()}' was asked, and '{outer[0]}', a wider kind of it, was stated too",
                target.sentence_index,
                target.token_index,
                "",
            )
        if not inner:
            return None
        from reader.wider_kind_changes import changed_wider_kind

        summed = changed_wider_kind(target, units, kept, rates, kind_of, unit_key(target.unit))
        if summed is not None and len(kept) == len(events):  # "ate 3 fruits": of the kinds' sum (ADR 0263)
            return summed
        return refuse(
            "ambiguous_unit",
            f"'{target.unit.describe()}' was stated, and so was '{inner[0]}', a kind of it",
            target.sentence_index,
            target.token_index,
            "",
        )
    every = [e.unit_key for e in kept] + [r.unit_key for r in rates if r.per_key in filled]
    found = wider_kind_keys(target, units, touched, every, kind_of)
    if isinstance(found, tuple) and kind_of is not None:  # "Tom's dog has 4 puppies" (ADR 0331)
        from reader.kinds import asked_kind, may_belong, unit_head

        wide = asked_kind(target.unit, kind_of)[0]
        for e in kept:
            if _held_by_a_thing_of(e.holder, holders, persons) and may_belong(
                unit_head(e.unit_key), wide, kind_of
            ):
                return refuse(
                    "ambiguous_unit",
                    f"'{unit_head(e.unit_key)}' of something the holder has may be among the '{wide}' asked",
                    target.sentence_index,
                    target.token_index,
                    "",
                )
    if asked and found is not None:
        return refuse(
            "ambiguous_unit",
            f"'{target.unit.describe()}' was stated narrowed, and other kinds of it were stated too",
            target.sentence_index,
            target.token_index,
            "",
        )
    return found


def _parts_of_a_told_total(events: list[Event], holders: set[str]) -> bool:
    """ "50 animals. It has 20 horses and the rest are goats": the kinds are told to be parts of the total."""
    from reader.rest_kinds import REST_OF_TOTAL

    return any(e.text.endswith(REST_OF_TOTAL) for e in events if not holders or e.holder in holders)


def _held_by_a_thing_of(holder: str, owners: set[str], persons: frozenset[str]) -> bool:
    """ "tom's dog", "tom's barn": a thing or animal of an asked owner, not a person ("tom's sister")."""
    return holder not in persons and any(holder.startswith(f"{o}'s ") for o in owners)


def _op_events(events: list[Event], op, mapping: dict[str, str]) -> None:
    base = dict(
        verb_category=op.verb.category, doer=op.doer, counterparty=op.counterparty, verb_lemma=op.verb.lemma
    )
    if op.kind == "loss":
        events.append(_event(op.actor, op.quantity, mapping, "change", -1, op.order, **base))
    elif op.kind == "gain":  # packing: containers made from a part of what is held (ADR 0051)
        events.append(_event(op.actor, op.quantity, mapping, "change", 1, op.order, **base))
    elif op.kind == "transfer":
        events.append(_event(op.actor, op.quantity, mapping, "change", -1, op.order, **base))
        events.append(_event(op.counterparty, op.quantity, mapping, "change", 1, op.order, **base))


def _rate(holder: str, q: QuantityRef, mapping: dict[str, str]) -> Rate:
    assert q.unit is not None and q.per is not None and q.value is not None
    key = mapping.get(unit_key(q.unit), unit_key(q.unit))
    per_key = mapping.get(unit_key(q.per), unit_key(q.per))
    return Rate(
        holder,
        key,
        per_key,
        q.per.head,
        q.value * q.unit.factor,
        q.per.factor,
        q.sentence_index,
        q.token_index,
        q.text,
    )


def _rate_for(target: QuestionTarget, rates: tuple[Rate, ...]) -> tuple[Rate, ...]:
    """Rates whose numerator is the asked unit (any, if the question names none)."""
    unit = target.unit
    if unit is None:
        return rates
    key = unit_key(unit)
    head = key if unit.dimension else unit.head  # a bare measure covers its substances (ADR 0073)
    return tuple(r for r in rates if r.unit_key == key or r.unit_key.split("+")[0] == head)


def _payments(events: list[Event], rates: tuple[Rate, ...], kind_of: KindOf | None = None) -> list[Event]:
    """Buying or selling items with a known price moves money too: '4 tickets at $9 each' is $36.

    An item with no price of its own takes the one price of a wider kind the lexicon names, and a
    clause that states the money itself ("bought 2 pens for $10") is not priced again (ADR 0190).
    """
    stated = {
        (m.holder, m.order[0], m.order[1] // 100)
        for m in events
        if m.unit_key == "dim:money" and m.kind == "change"
    }
    out = []
    for e in events:
        if (
            e.kind != "change"
            or e.verb_category not in ("verb_buy", "verb_sell")
            or e.holder != e.doer
            or e.value is None
            or (e.holder, e.order[0], e.order[1] // 100) in stated
        ):
            continue
        item_head, *item_mods = e.unit_key.split("+")
        prices = {
            r.value
            for r in rates
            if r.unit_key == "dim:money"
            and r.per_head == item_head
            and r.activity in ("", e.verb_lemma)  # "$5 for each book he read" pays no book sold (ADR 0082)
            and set(r.per_key.split("+")[1:]) <= set(item_mods)  # "a red pen" prices no blue pens
        }
        if not prices and (widest := kind_price(e.unit_key, e.verb_lemma, rates, kind_of)) is not None:
            prices = {widest}  # "each flower was $3 ... bought 2 roses": a rose is a flower
        if not prices and (measured := measure_price(e.unit_key, e.verb_lemma, rates)) is not None:
            prices = {measured}  # "bought 3 pounds of rice ... Rice costs $2 a pound" (ADR 0439)
        if len(prices) != 1:
            continue
        amount = e.value * prices.pop()
        sign, category = (-1, "verb_pay") if e.verb_category == "verb_buy" else (1, "verb_earn")
        out.append(
            Event(
                e.holder,
                "dim:money",
                "change",
                sign,
                amount,
                "",
                e.order,
                e.sentence_index,
                e.token_index,
                e.text,
                category,
                e.doer,
            )
        )
    return out


def _place_earlier_holdings(events: list[Event], state: ProblemReadingState) -> list[Event] | ReaderRefusal:
    """ "Lucas found 6 books. He already had 14.": the amount 'already' held comes before the change.

    A bare past "He had 14 books." after a change of the same amount could be either side of it, so
    it refuses; "has 14 now", "had 14 left" or "had 14 in all" say it is after (ADR 0060).
    """
    timing = {(h.entity, h.order): h.timing for h in state.accumulated_initial_state if h.timing}
    if not timing:
        return events
    first_change: dict[tuple[str, str], Event] = {}
    held_before: set[tuple[str, str]] = set()
    moved: dict[int, Event] = {}
    for i, e in enumerate(events):
        chain = (e.holder, e.unit_key)
        if e.kind == "change":
            first_change.setdefault(chain, e)
            continue
        when = timing.get((e.holder, e.order), "")
        if chain not in first_change:
            held_before.add(chain)
            continue
        if when == "past" or (when == "before" and chain in held_before):
            return refuse(
                "readings_disagree",
                f"'{e.text}' is told after a change: it may be the amount before that change or after it",
                e.sentence_index,
                e.token_index,
                e.text,
            )
        if when == "present" and _told_in_present(first_change[chain], state):
            return refuse(
                "readings_disagree",
                f"'{e.text}' is told in the present after a change told in the present: it may be the amount"
                " before that change or after it",
                e.sentence_index,
                e.token_index,
                e.text,
            )
        if when == "before":
            start = first_change[chain].order
            moved[i] = replace(e, order=(start[0], start[1] - 1))
            held_before.add(chain)
    if not moved:
        return events
    placed = [moved.get(i, e) for i, e in enumerate(events)]
    placed.sort(key=lambda e: (e.order, e.holder, e.sign))
    return placed


def _told_in_present(change: Event, state: ProblemReadingState) -> bool:
    """ "Rita buys a lamp for $14. She has $50.": a holding in the present after a change told in the present
    may be the amount she starts the story with (ADR 0370); after a past change ("bought") it is the amount now."""
    tags = {t for op in state.accumulated_operations if op.order == change.order for t in op.verb.tags}
    return bool({"VBZ", "VBP"} & tags) and not ({"VBD", "VBN", "VBG"} & tags)


def compared_unit(h, quantities: tuple[QuantityRef, ...], mapping: dict[str, str]) -> str | ReaderRefusal:
    """The chain key of "than nickels" (ADR 0056): a unit stated as such, and no wider or narrower kind."""
    if h.than_unit is None:
        return ""
    key = unit_key(h.than_unit)
    related = [
        q.unit
        for q in quantities
        if q.unit is not None
        and unit_key(q.unit) != key
        and (_contains(h.than_unit, q.unit) or _contains(q.unit, h.than_unit))
    ]
    if mapping.get(key) != key or related:
        return refuse(
            "unit_mismatch",
            f"'{h.than_unit.describe()}' is compared with but is not one kind stated as such",
            h.quantity.sentence_index,
            h.quantity.token_index,
            h.quantity.text,
        )
    return key


def _same_point_holdings(events: list[Event]) -> ReaderRefusal | None:
    """ "Sam has 5 apples and 3 apples": two holdings of one unit at one point cannot both be the amount."""
    seen: set[tuple[str, str, int, int, str]] = set()
    for e in events:
        if e.kind != "hold":
            continue
        # two comparisons with different holders are two facts (ADR 0056): "7 fewer than Steven and 8 more than Jill"
        point = (e.holder, e.unit_key, e.order[0], e.order[1] // 100, e.than)
        if point in seen:
            return refuse(
                "graph_construction_failure",
                "two amounts of one unit for one holder at the same point",
                e.sentence_index,
                e.token_index,
                e.text,
            )
        seen.add(point)
    return None


def _unpriced_purchase(
    events: list[Event], asked: tuple[str, ...], target: QuestionTarget
) -> ReaderRefusal | None:
    """ "Each egg costs $2. Sam bought 6 eggs and 3 apples. How much did he pay?": the apples' price is unknown.

    When money is asked, every bought or sold item must have its own price: a rate, or the one
    price its clause states for it alone. Otherwise the money moved is not determined.
    """
    if "dim:money" not in asked:
        return None
    trades = [
        e
        for e in events
        if e.kind == "change"
        and e.verb_category in ("verb_buy", "verb_sell")
        and e.holder == e.doer
        and e.unit_key != "dim:money"
    ]

    def clause(e: Event) -> tuple[int, int]:
        return (e.order[0], e.order[1] // 100)  # a price read with its items sorts just after them

    for e in trades:
        money = [
            m for m in events if m.unit_key == "dim:money" and clause(m) == clause(e) and m.holder == e.holder
        ]
        items = [t for t in trades if clause(t) == clause(e) and t.holder == e.holder]
        if not money or (len(items) > 1 and len(money) < len(items)):
            return refuse(
                "underdetermined",
                f"the price of '{e.text}' is not stated, so the money it moved is unknown",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None


def _asked_noun_as_modifier(
    target: QuestionTarget,
    quantities: tuple[QuantityRef, ...],
    mapping: dict[str, str],
    asked: tuple[str, ...],
    rates: tuple[Rate, ...] = (),
    kind_of: KindOf | None = None,
) -> ReaderRefusal | None:
    """ "16 beads cleaning" read as a kind of 'cleaning': an amount whose unit only mentions the asked noun.

    Such an amount is left out of the answer without a trace, so a unit that
    names the asked noun as a modifier, and is not asked itself, refuses. A
    container the story fills with the asked kind or kinds of it ("6 bird cages.
    Each cage has 6 parrots": how many birds) names what it holds: it is read as
    that container (ADR 0219).
    """
    if target.unit is None:
        return None
    head = target.unit.head
    holding_asked = _containers_of_kind(head, rates, kind_of)
    for q in quantities:
        if q.unit is None or mapping.get(unit_key(q.unit)) in asked:
            continue
        if not q.unit.dimension and (unit_key(q.unit) in holding_asked or q.unit.head in holding_asked):
            continue  # "6 bird cages" beside "each cage has 6 parrots": the cages the birds are in
        if head in q.unit.modifiers:
            return refuse(
                "ambiguous_unit",
                f"'{q.unit.describe()}' names the asked '{head}' but is not counted as one",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None


def _containers_of_kind(head: str, rates: tuple[Rate, ...], kind_of: KindOf | None) -> frozenset[str]:
    """The denominators of counted rates of ``head`` or of a kind of it ("each cage has 6 parrots", birds)."""
    found = set()
    for r in rates:
        rated = r.unit_key.split("+")[0]
        if r.unit_key.startswith("dim:") or r.per_key.startswith("dim:"):
            continue
        if rated == head or (kind_of is not None and head in kind_chain(rated, kind_of)):
            found.add(r.per_key)
    return frozenset(found)


def _part_after_a_change(events: list[Event], unowned: frozenset[tuple[int, int]]) -> ReaderRefusal | None:
    """ "She spent 1/4 of the money ... She spent 1/2 of the money": the whole or what was left?

    Once the owner's amount has changed in the story, a part "of the money"
    or "of them" may be read against the amount first stated or against the
    remainder; the two readings give different answers, so the reading
    refuses. "half of her stamps" names what she holds now and stays read.
    """
    seen: set[tuple[str, str]] = set()
    changed: dict[tuple[str, str], tuple[int, int]] = {}
    for e in events:
        if e.order in unowned and changed.get((e.share_of, e.unit_key), e.order) < e.order:
            return refuse(
                "readings_disagree",
                "a part of an amount that has already changed: of the first amount or of what is left?",
                e.sentence_index,
                e.token_index,
                e.text,
            )
        if e.kind == "change" and (e.holder, e.unit_key) in seen:
            changed.setdefault((e.holder, e.unit_key), e.order)  # the first event only introduces the amount
        seen.add((e.holder, e.unit_key))
    return None


def _answer_unit(
    target: QuestionTarget,
    specs: tuple[UnitSpec, ...],
    asked: tuple[str, ...],
    quantities: tuple[QuantityRef, ...],
) -> tuple[Fraction, str]:
    if target.unit is not None and target.unit.dimension:
        return target.unit.factor, target.unit.head
    if target.unit is not None:
        return Fraction(1), target.unit.describe()
    for q in reversed(quantities):
        if q.unit is not None and unit_key(q.unit) in asked:
            return q.unit.factor, q.unit.describe()
    return Fraction(1), asked[0]


def _held_by_asked(target: QuestionTarget, events: list[Event], asked: tuple[str, ...]) -> tuple[str, ...]:
    """The asked units the asked holders hold, when the question names no unit (ADR 0183).

    "Pat has 25 pounds of sand. Sam has 7 cards. How much does Pat have?": the answer is told in
    Pat's pounds, not in the unit of the last amount read (Sam's cards).
    """
    holders = {k for k in target.entities if k}
    if target.unit is not None or not holders:
        return asked
    held = tuple(k for k in asked if any(e.unit_key == k and e.holder in holders for e in events))
    return held or asked


def _event(
    holder: str,
    q: QuantityRef,
    mapping: dict[str, str],
    kind: str,
    sign: int,
    order: tuple[int, int],
    verb_category: str = "",
    doer: str = "",
    counterparty: str = "",
    verb_lemma: str = "",
    more: bool | None = None,
    paid_for: str | None = None,
) -> Event:
    assert q.unit is not None
    value = None if q.value is None else q.value * q.unit.factor
    symbol = "" if q.value is not None else f"amount@{q.sentence_index}.{q.token_index}"
    key = mapping[unit_key(q.unit)]
    return Event(
        holder,
        key,
        kind,
        sign,
        value,
        symbol,
        order,
        q.sentence_index,
        q.token_index,
        q.text,
        verb_category,
        doer,
        counterparty,
        verb_lemma,
        q.unit.factor,
        unit_word=q.unit.head if q.unit.factor != 1 else "",
        more=more,
        purpose=q.purpose,
        time=q.time,
        paid_for=paid_for,
    )
