"""Rates per narrowed containers of one kind, each matched with its own count (ADR 0288).

"A diner has 6 small tables and 8 large tables. Each small table has 2 chairs, and each large
table has 6 chairs. How many chairs are there in all?" reads two rates per 'table' that disagree, and
`answer._converted` converts through one rate per container head: it refused them as two readings of
one rate. They are no such thing: each rate is for the narrowed container it names ("indoor table",
"papaya tree"), and the story counts that same narrowed container. So the asked amount is the sum,
over the containers held, of each count times its own rate: 9 x 10 + 11 x 3. The contents may be of
one kind (chairs) or of kinds the pack puts inside the asked one ("papayas" and "mangos" asked as
"fruits": the question's units are those kinds, `graph.question_units`).

The containers may be held ("How many chairs are there?", `converted_per_container`, called first by
`answer._converted`) or moved ("How many balls did Kate buy?", `moved_per_container`, called first by
`container_contents.contents_moved`, ADR 0282).

Read when the rates over the asked units are told per two or more containers (one amount for every
one of them reads the same as `_converted`'s one rate did). Left to the one-rate readings, whose
refusals stand: a rate of money, a measure or a time, per a period or an activity, per containers told
apart by what they hold ('each bag of apples', ADR 0246), and an asked unit with modifiers ("red
balls" may be read through 'ball'). Once read, anything else refuses:

- one rate per container of the asked units ("each indoor table has 10 ... each indoor table has 4");
- every container counted for the asked holders (or for anyone, with no holder asked) whose head a
  rate is per must be exactly the container of one rate: "5 trees" beside rates per papaya tree and
  mango tree (which trees?), or "4 lemon trees" with no rate of their own, refuse. "7 big packs of
  balls" matches the rate per big pack: what they hold is named as the asked units are;
- every rate's container must be counted for the asked holders: a rate per a container no count is
  told of refuses (the story may have left a count out);
- nothing of the asked units is read directly, no rated container holds other containers by a rate,
  no more containers come after a rate told of the ones already held (`_more_came_after`), things a
  person or animal has are its own (`per_being`, ADR 0148), and moved containers go to or come from
  the question's party.

`asked_in_containers` guards both this reading and the one-rate one: "How many pens does Tom have in
the big boxes?" beside small boxes would be answered for all the boxes, so it refuses.
"""

from __future__ import annotations

from fractions import Fraction

from reader.graph import MathProblemGraph, Rate
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution


def _mods(key: str) -> frozenset[str]:
    return frozenset(key.split("+")[1:])


def _asked_rates(graph: MathProblemGraph) -> list[Rate]:
    return [r for r in graph.rates if r.unit_key in graph.question_units]


def _out_of_shape(r: Rate) -> bool:
    """A rate this reading leaves alone: of a measure or money, per a period, for an activity, or per
    containers told apart by what they hold ('each bag of apples', ADR 0246)."""
    return (
        r.unit_key.startswith("dim:")
        or r.per_key.startswith("dim:")
        or r.scope is not None
        or bool(r.activity)
        or bool(r.paid_for)
        or bool(r.one_thing)
        or any(m.startswith("of:") for m in _mods(r.per_key))
    )


def asked_in_containers(graph: MathProblemGraph) -> ReaderRefusal | None:
    """ "How many pens does Tom have in the big boxes?": the place asked is one of the rated containers.

    The conversion counts every container of the rate's head the holder has; a question set in only
    some of them (`held_place`, ADR 0212, narrowed where other containers of its head are not) would
    be answered for all, so it refuses.
    """
    q = graph.question
    if not q.held_place:
        return None
    heads = {r.per_head for r in _asked_rates(graph)}
    *narrowing, head = q.held_place.split()
    if head not in heads:
        return None
    if all(set(narrowing) <= _mods(e.unit_key) for e in graph.events if e.unit_key.split("+")[0] == head):
        return None  # "in the boxes", or "in the big boxes" when every box counted is big
    return refuse(
        "unused_operator",
        f"'{q.held_place}' narrows the question to some of the containers the rate converts",
        q.sentence_index,
        q.token_index,
        "",
    )


def told_apart(graph: MathProblemGraph) -> bool:
    """Rates over the asked units told per two or more containers ("indoor table", "outdoor table")."""
    rates = _asked_rates(graph)
    return len({r.per_key for r in rates}) > 1


def _rates_apart(
    graph: MathProblemGraph, kinds: tuple[str, ...] = ("value", "total")
) -> dict[str, Rate] | ReaderRefusal | None:
    """Each container's own rate of the asked units, after the guards every count shares; None out of shape."""
    if not told_apart(graph):
        return None
    from reader.answer import _more_came_after

    q = graph.question
    rates = _asked_rates(graph)
    if (
        q.kind not in kinds
        or q.unit is None
        or q.unit.dimension
        or q.unit.modifiers  # "How many red balls?" may be read through 'ball' (ADR 0284)
        or any(_out_of_shape(r) for r in rates)
    ):
        return None  # measures, prices, periods, 'bags of apples': the one-rate readings' refusals stand
    by_container: dict[str, Rate] = {}
    for r in rates:
        if r.per_key in by_container:
            return _no(graph, "readings_disagree", f"two rates per '{_named(r.per_key)}'")
        by_container[r.per_key] = r
    heads = {r.per_head for r in rates}
    if any(r.unit_key.split("+")[0] in heads for r in graph.rates):
        return _no(
            graph,
            "underdetermined",
            "containers counted inside containers: which of them hold the asked kind?",
        )
    if any(e.unit_key in graph.question_units for e in graph.events):
        return _no(
            graph,
            "underdetermined",
            "amounts of the asked unit were also read directly, beside those the rates convert",
        )
    if any(_more_came_after(graph, r) for r in rates):
        return _no(
            graph,
            "underdetermined",
            "more containers came after what each one holds was told: do the new ones hold it too?",
        )
    return by_container


def _of_the_asked(graph: MathProblemGraph, key: str) -> str:
    """ "7 big packs of balls" is keyed 'pack+big+of:ball': what it holds, named as the asked units are,
    says no more than the rate per 'pack+big' does, so the container is matched without it."""
    heads = {u.split("+")[0] for u in graph.question_units}
    head, *mods = key.split("+")
    kept = [m for m in mods if not (m.startswith("of:") and m[3:].split()[-1] in heads)]
    return "+".join([head, *kept])


def _named(key: str) -> str:
    return key.replace("+", " ")


def _no(graph: MathProblemGraph, reason: str, detail: str) -> ReaderRefusal:
    q = graph.question
    return refuse(reason, detail, q.sentence_index, q.token_index, "")


def _summed(
    graph: MathProblemGraph, by_container: dict[str, Rate], counted: list[tuple[str, str, Linear]]
) -> Linear | ReaderRefusal:
    """Each (holder, container key, count) times its container's rate, every container and rate matched."""
    from reader.answer import _nothing_about

    q = graph.question
    if not counted:
        return _nothing_about(q)
    counted = [(holder, _of_the_asked(graph, key), count) for holder, key, count in counted]
    for _, key, _ in counted:
        if key not in by_container:
            return _no(
                graph,
                "underdetermined",
                f"'{_named(key)}' are counted, and no rate is told of each one of them",
            )
    keys = {key for _, key, _ in counted}
    for key in by_container:
        if key not in keys:
            return _no(graph, "dangling_entity", f"a rate is told per '{_named(key)}', and no count of them")
    silent = [h for h in q.entities if all(holder != h for holder, _, _ in counted)]
    if silent:
        return _no(
            graph,
            "dangling_entity",
            f"the question is about '{silent[0]}', of whom nothing the rates convert was read",
        )
    total = Linear(Fraction(0))
    for _, key, count in counted:
        r = by_container[key]
        total = total.plus(count.scaled(r.value / r.per_factor))
    return total


def converted_per_container(graph: MathProblemGraph, solution: Solution) -> Linear | ReaderRefusal | None:
    """The containers held, each times its own rate ("How many chairs are there?"); None out of shape."""
    by_container = _rates_apart(graph)
    if by_container is None or isinstance(by_container, ReaderRefusal):
        return by_container
    q = graph.question
    heads = {r.per_head for r in by_container.values()}
    chains = [
        c
        for c in solution.chains
        if (not q.entities or c.holder in q.entities) and c.unit_key.split("+")[0] in heads
    ]
    if any(
        by_container.get(c.unit_key) and by_container[c.unit_key].per_being and c.holder in graph.living
        for c in chains
    ):
        return _no(
            graph,
            "underdetermined",
            "things a person or an animal has are its own, not held by whoever has that being",
        )
    return _summed(graph, by_container, [(c.holder, c.unit_key, c.terminal) for c in chains])


def moved_per_container(graph: MathProblemGraph, moves, asked) -> Linear | ReaderRefusal | None:
    """The containers moved, each times its own rate ("How many balls did Kate buy?", ADR 0282).

    ``moves`` are the question's moves of the rated containers (`container_contents._moves_of`);
    ``asked`` the unit counted. One side of a comparison, a narrower kind asked, a being's own things
    and containers moved to or from another party than the question's refuse.
    """
    by_container = _rates_apart(graph, ("change",))
    if by_container is None or isinstance(by_container, ReaderRefusal):
        return by_container
    q = graph.question
    if asked is not q.unit or asked.modifiers:
        return _no(
            graph,
            "unit_mismatch",
            "a narrower kind, or one side of a comparison, counted through rates per several containers",
        )
    if any(r.per_being for r in by_container.values()):
        return _no(graph, "underdetermined", "things an animal has are its own, not moved with it")
    if any(e.counterparty != q.counterparty for e in moves):
        return _no(
            graph,
            "underdetermined",
            "the containers moved do not all go to or come from the party the question names",
        )
    counted = []
    seen: set[int] = set()
    for e in moves:
        if e.order not in seen:
            seen.add(e.order)
            counted.append((e.doer, e.unit_key, Linear.of(e)))
    return _summed(graph, by_container, counted)
