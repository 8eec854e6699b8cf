"""Exact solving over the graph's chains, with one or more unknown amounts.

Every amount is a linear form ``c + sum(k * symbol)`` over Fractions. A
chain is walked in story order; a later holding must equal what the
events before it imply, which gives an equation. Equations with a single
unknown are solved one after another; a question whose value still
depends on an unknown refuses as underdetermined.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from reader.graph import Event, MathProblemGraph
from reader.money_starts import earned_not_whole
from reader.place_starts import arrivals_open_place, unstated_place_start
from reader.refusals import ReaderRefusal, refuse


@dataclass(frozen=True, slots=True)
class Linear:
    const: Fraction
    terms: tuple[tuple[str, Fraction], ...] = ()

    @staticmethod
    def of(event: Event) -> Linear:
        if event.value is not None:
            return Linear(event.value)
        return Linear(Fraction(0), ((event.symbol, Fraction(1)),))

    def plus(self, other: Linear, sign: int = 1) -> Linear:
        terms = dict(self.terms)
        for name, k in other.terms:
            terms[name] = terms.get(name, Fraction(0)) + sign * k
        kept = tuple(sorted((n, k) for n, k in terms.items() if k != 0))
        return Linear(self.const + sign * other.const, kept)

    def scaled(self, factor: Fraction) -> Linear:
        return Linear(self.const * factor, tuple((n, k * factor) for n, k in self.terms if k * factor != 0))

    def substitute(self, known: dict[str, Fraction]) -> Linear:
        const = self.const
        rest = []
        for name, k in self.terms:
            if name in known:
                const += k * known[name]
            else:
                rest.append((name, k))
        return Linear(const, tuple(rest))


@dataclass(frozen=True, slots=True)
class Chain:
    holder: str
    unit_key: str
    initial: Linear
    terminal: Linear
    snapshots: tuple[Linear, ...]


@dataclass(frozen=True, slots=True)
class Solution:
    chains: tuple[Chain, ...]
    known: tuple[tuple[str, Fraction], ...]
    equations: tuple[Linear, ...]
    steps: tuple[str, ...]

    def value(self, form: Linear) -> Fraction | None:
        reduced = form.substitute(dict(self.known))
        return reduced.const if not reduced.terms else None


def walk_chains(graph: MathProblemGraph) -> tuple[tuple[Chain, ...], tuple[Linear, ...]]:
    """Walk all chains together in story order; a holding after earlier events yields an equation.

    Walking together lets a holding refer to another holder's amount at
    that moment ("Juan has 25 more marbles than Connie").
    """
    order: list[tuple[str, str]] = []
    current: dict[tuple[str, str], Linear] = {}
    initial: dict[tuple[str, str], Linear] = {}
    snapshots: dict[tuple[str, str], list[Linear]] = {}
    equations: list[Linear] = []

    def now(holder: str, unit: str) -> Linear:
        key = (holder, unit)
        if key not in current:
            start = (
                Linear(Fraction(0))
                if unit in graph.aggregates
                else Linear(Fraction(0), ((f"start:{holder}:{unit}", Fraction(1)),))
            )
            current[key] = initial[key] = start
            order.append(key)
            snapshots[key] = []
        return current[key]

    shares: dict[tuple[int, int], Linear] = {}
    for event in _with_totals(graph):
        if event.parts:  # "Tom and Ann have 50 cards together": the parts at this point add up (ADR 0189)
            summed = Linear(Fraction(0))
            for part in event.parts:
                summed = summed.plus(now(part, event.unit_key))
            equations.append(summed.plus(Linear.of(event), -1))
            continue
        if event.kinds:  # "12 beads in all" after red and blue ones: the holder's kinds add up (ADR 0379)
            summed = Linear(Fraction(0))
            for kind in event.kinds:
                summed = summed.plus(now(event.holder, kind))
            equations.append(summed.plus(Linear.of(event), -1))
            continue
        key = (event.holder, event.unit_key)
        amount = Linear.of(event)
        if event.share is not None:  # "1/4 of her cards": the part of the owner's amount just before the move
            if event.order not in shares:
                of_unit = event.share_unit or event.unit_key  # packing: containers are a part of the contents
                shares[event.order] = now(event.share_of, of_unit).scaled(event.share)
                if event.value is None:  # "How many did she sell?": the move is that part (ADR 0367)
                    equations.append(Linear.of(event).plus(shares[event.order], -1))
            amount = shares[event.order]
        if event.kind == "hold":
            if event.than:
                reference = now(event.than, event.than_unit or event.unit_key).scaled(event.times)
                amount = reference.plus(amount, event.direction)
            if key in current:
                equations.append(current[key].plus(amount, -1))
            else:
                initial[key] = amount
                order.append(key)
                snapshots[key] = []
            current[key] = amount
        else:
            current[key] = now(*key).plus(amount, event.sign)
        snapshots[key].append(current[key])
    chains = tuple(Chain(h, u, initial[(h, u)], current[(h, u)], tuple(snapshots[(h, u)])) for h, u in order)
    return chains, tuple(equations)


def _with_totals(graph: MathProblemGraph) -> tuple[Event, ...]:
    """The events with each group total placed before the first event told after it (ADR 0189)."""
    if not graph.totals:
        return graph.events
    merged: list[Event] = []
    pending = sorted(graph.totals, key=lambda t: t.order)
    for event in graph.events:
        while pending and pending[0].order < event.order:
            merged.append(pending.pop(0))
        merged.append(event)
    return tuple(merged + pending)


def _totalled_first(graph: MathProblemGraph, holder: str, unit: str, event: Event) -> bool:
    """A group total over this chain told before its first event: its start is not empty (ADR 0189)."""
    return any(t.unit_key == unit and holder in t.parts and t.order < event.order for t in graph.totals)


def _compared_first(graph: MathProblemGraph, holder: str, unit: str, event: Event) -> bool:
    """A holding measured from this chain, or a part taken of it, told before its first event (ADR 0278).

    "Ann has 3 more pens than Tom. Tom found 2 pens.": the comparison says Tom had an amount then,
    so his start is not empty, as a group total told first says (ADR 0189).
    """
    for e in graph.events:
        if e.order >= event.order:
            continue
        if e.than == holder and (e.than_unit or e.unit_key) == unit:
            return True
        if e.share is not None and e.share_of == holder and (e.share_unit or e.unit_key) == unit:
            return True
    return False


def _received_from_person(graph: MathProblemGraph, holder: str, event: Event) -> bool:
    """ "Mia got $5 from Tom": a gain from a person is a transfer received, as "Tom gave Mia $5" is.

    ADR 0008 keeps the start of a chain that opens with a transfer received unknown; a gain verb
    with a person as its source (the chain that loses the amount in the same move) is one too
    (ADR 0278). Buying from someone is an exchange, and stays the holder's own gain.
    """
    if event.verb_category != "verb_gain":
        return False
    persons = {e.key for e in graph.entities if e.kind == "person"}
    return any(
        e.order == event.order
        and e.kind == "change"
        and e.sign < 0
        and e.holder != holder
        and e.holder in persons
        and e.unit_key == event.unit_key
        and e.text == event.text
        for e in graph.events
    )


def empty_starts(graph: MathProblemGraph) -> tuple[str, ...]:
    """Chains that open with the holder's own gain ("Joan found 70 shells"): the story introduces that amount.

    Taking (steal, borrow) is left out: one takes to add to what one has; so is an unknown gain
    said with 'more' ("found (some) more shells"): read from an empty start it would be the whole
    amount the holder has, which 'more' denies (ADR 0112); so is a known one ("found 12 more
    shells") when the question asks that holder's whole (ADR 0121).
    """
    first: dict[tuple[str, str], Event] = {}
    for event in graph.events:
        first.setdefault((event.holder, event.unit_key), event)
    return tuple(
        f"start:{holder}:{unit}"
        for (holder, unit), event in first.items()
        if event.kind == "change"
        and event.sign > 0
        and event.doer == holder
        and event.verb_category != "verb_take"
        and not (event.more and (event.value is None or _unknown_before(graph, event)))
        and not unstated_place_start(graph, event)  # "5 of them fly to the fence" (ADR 0149)
        and not (arrivals_open_place(graph, event) and _asked_whole(graph, event.holder))  # ADR 0157
        and not _totalled_first(graph, holder, unit, event)
        and not _compared_first(graph, holder, unit, event)  # "Ann has 3 more pens than Tom" (ADR 0278)
        and not _received_from_person(graph, holder, event)  # "Mia got $5 from Tom" (ADR 0278)
        and not earned_not_whole(graph, event)  # "sells them for $3 each. How much money does he have?"
    )


def _unknown_before(graph: MathProblemGraph, event: Event) -> bool:
    """ "found 12 more shells" with no amount of shells stated before it, and the holder's whole asked.

    'more' says some were there before. When the story stated an amount of that kind earlier ("A jar
    has 12 liters. Kim adds 3.5 liters more"), 'more' is in addition to it; when it stated none, that
    earlier amount is unknown and the holder's start is not taken as empty (ADR 0121).
    """
    head = event.unit_key.split("+")[0]
    earlier = any(e.order < event.order and e.unit_key.split("+")[0] == head for e in graph.events)
    return not earlier and _asked_whole(graph, event.holder)


def _asked_whole(graph: MathProblemGraph, holder: str) -> bool:
    """The question may read the whole of a chain opened by "found 12 more shells" (ADR 0121).

    'more' says the holder had some before, an amount nothing states, so that whole is unknown.
    Only a question about what changed ("How many did she find?"), or one about other holders
    ("Kim adds 3.5 liters more" to a tank), leaves the start unused and may take it as empty.
    """
    q = graph.question
    if "change" in q.kind:
        return False
    if not q.entities:
        return True  # "How many shells are there?": any holder's whole may count
    members = {m for e in graph.entities if e.key in q.entities for m in e.members}
    return holder in q.entities or holder in members


def solve(
    graph: MathProblemGraph,
    assume_empty_start: bool = False,
    given_starts: tuple[tuple[str, str], ...] = (),
) -> Solution | ReaderRefusal:
    """``given_starts``: starts read as 0 by a rule of the story, each with its derivation note (ADR 0272)."""
    from reader.compared_moves import compared_equations

    chains, walked = walk_chains(graph)
    equations = walked + compared_equations(graph)  # "sold 5 more than Josh did" (ADR 0150)
    known: dict[str, Fraction] = {}
    steps: list[str] = []
    if assume_empty_start:
        for name in empty_starts(graph):
            known[name] = Fraction(0)
            steps.append(f"{_label(name)} is 0: the story introduces that amount with a gain")
        for name, note in given_starts:  # 'left' of money given: left of what was given (ADR 0272)
            if name not in known:
                known[name] = Fraction(0)
                steps.append(note)
    progress = True
    while progress:
        progress = False
        for eq in equations:
            reduced = eq.substitute(known)
            if len(reduced.terms) == 1:
                name, k = reduced.terms[0]
                if name in known:
                    continue
                known[name] = -reduced.const / k
                steps.append(f"solve for {_label(name)}: {_label(name)} = {_fmt(known[name])}")
                progress = True
    for eq in equations:
        reduced = eq.substitute(known)
        if not reduced.terms and reduced.const != 0:
            q = graph.question
            return refuse(
                "readings_disagree",
                "two statements give different amounts for the same holder",
                q.sentence_index,
                0,
                "",
            )
    return Solution(chains, tuple(sorted(known.items())), equations, tuple(steps))


def _label(symbol: str) -> str:
    if symbol.startswith("start:"):
        _, holder, unit = symbol.split(":", 2)
        return f"{holder}'s starting {unit.replace('dim:', '')}"
    return "the unknown amount " + symbol.split("@", 1)[1]


def _fmt(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
