"""Things moved inside containers: "Kate bought 7 packs of balls. Each pack has 18 balls." (ADR 0282).

"How many balls does Kate have?" already converts her packs through the rate (`answer._converted`),
but "How many balls did Kate buy?" asks a move, and the change form sums only the events told in the
asked unit: there are none, so it refused. A move of containers whose contents rate is told moves
the contents too, so the matching moves of the rated container (the question's verb, doer and party)
are summed and converted through that rate.

The guards are `answer._converted`'s, shared through `answer.conversion_rate` over the containers
moved: one container kind rated once ("Each pack has 18 balls. Each pack has 20 balls" refuses), no
more containers after a rate told of 'each' (`_more_came_after`), no price, none of the asked unit also
moved directly ("She also bought 5 loose balls": whether those count with the packs' or the question
means the packs alone is not read, so it refuses), and no containers told to hold another kind.
A narrower kind asked ("How many red balls did Kate buy?") counts only the containers whose
contents are said to be of it ("7 packs of red balls"); the rate must not name a different narrowing.
"""

from __future__ import annotations

from fractions import Fraction

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear
from reader.values import Unit


def _moves_of(graph: MathProblemGraph, head: str):
    """The question's kind of move, by its doers, of the containers named ``head``."""
    q = graph.question
    return [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_category == q.verb_category
        and e.unit_key.split("+")[0] == head
        and (not q.entities or e.doer in q.entities)
    ]


def _carries(key: str, extra: set[str]) -> bool:
    """Whether containers keyed ``key`` hold the narrower kind asked: "pack+of:red ball" carries {red}."""
    parts = key.split("+")[1:]
    words = set(parts) | {w for m in parts if m.startswith("of:") for w in m[3:].split()}
    return extra <= words


def contents_moved(graph: MathProblemGraph, asked: Unit | None = None) -> Linear | ReaderRefusal | None:
    """ "How many balls did Kate buy?" after "bought 7 packs ... Each pack contained 18 balls": 126.

    ``asked`` is the unit counted, the question's own unless one side of a comparison is meant.
    None when no told rate of the asked unit is per a container the question's doers moved by its verb.
    """
    from reader.answer import _nothing_about, conversion_rate

    q = graph.question
    asked = asked or q.unit
    rated = {r.per_head for r in graph.rates if r.unit_key in graph.question_units}
    if asked is None or asked.dimension or not any(_moves_of(graph, head) for head in rated):
        return None
    moves = [e for head in rated for e in _moves_of(graph, head)]
    from reader.container_rates import moved_per_container

    apart = moved_per_container(graph, moves, asked)  # "7 big packs and 3 small packs" (ADR 0288)
    if apart is not None:
        return apart
    held = tuple((e.doer, e.unit_key) for e in moves)
    found = conversion_rate(graph, held)
    if isinstance(found, ReaderRefusal):
        return found
    rate, head = found
    if rate.per_being:  # "bought 3 dogs. Each dog has 4 puppies": the puppies are the dogs' own (ADR 0148)
        return refuse(
            "underdetermined",
            "things an animal has are its own, not moved with it",
            q.sentence_index,
            q.token_index,
            "",
        )
    if any(e.counterparty != q.counterparty for e in moves):
        # "gave 3 boxes to Ann and 2 boxes to Bo. How many pencils did he give to Ann?"
        return refuse(
            "underdetermined",
            "the containers moved do not all go to or come from the party the question names",
            q.sentence_index,
            q.token_index,
            "",
        )
    rated_kind = set(rate.unit_key.split("+")[1:])
    if asked is not q.unit and not rated_kind <= set(asked.modifiers):
        # "Each pack has 18 red balls ... more yellow balls than red balls": the rate is not this side's kind
        return refuse(
            "unit_mismatch",
            "one side of the comparison is another kind than the one the rate counts",
            q.sentence_index,
            q.token_index,
            "",
        )
    extra = set(asked.modifiers) - rated_kind
    chosen = [e for e in moves if _carries(e.unit_key, extra)]
    if not chosen:
        return _nothing_about(q)
    silent = [h for h in q.entities if all(e.doer != h for e in chosen)]
    if silent:  # "Kate bought 7 packs. How many balls did Kate and Ann buy?"
        return refuse(
            "dangling_entity",
            f"the question is about '{silent[0]}', of whom no container so moved was read",
            q.sentence_index,
            q.token_index,
            "",
        )
    total = Linear(Fraction(0))
    seen: set = set()
    for event in chosen:
        if event.order not in seen:
            seen.add(event.order)
            total = total.plus(Linear.of(event))
    return total.scaled(rate.value / rate.per_factor)


def also_in_containers(graph: MathProblemGraph) -> ReaderRefusal | None:
    """ "Sam bought 4 boxes. Each box has 12 pencils. He also bought 5 pencils. How many pencils did he buy?"

    The asked kind was moved directly and inside rated containers by the same move: 5 alone, or 5
    and the 48 in the boxes? Summing would guess that the question means both, so the reading refuses
    (the same choice `answer._converted` makes for things held both ways).
    """
    q = graph.question
    rated = {r.per_head for r in graph.rates if r.unit_key in graph.question_units}
    if not any(_moves_of(graph, head) for head in rated):
        return None
    return refuse(
        "ambiguous_unit",
        "the asked kind was moved both directly and inside containers told to hold it",
        q.sentence_index,
        q.token_index,
        "",
    )


def contents_told_apart(target, asked: tuple[str, ...], than_units: tuple[str, ...], rates) -> bool:
    """ "How many more red balls than yellow balls did Kate buy?" with only packs of each counted.

    Both sides have the one unit key 'ball' (no red or yellow balls were read as such), or the 'than'
    side none, which the graph refuses as a comparison of a kind with itself or with nothing read. It is let through when both sides are counted kinds
    of one head told apart by modifiers, and a rate of that kind per container was told: the sides are
    then counted through the containers said to hold each (`contents_compared`), or the reading refuses.
    """
    a, b = target.unit, target.than_unit
    return (
        a is not None
        and b is not None
        and not a.dimension
        and not b.dimension
        and a.head == b.head
        and bool(a.modifiers)
        and bool(b.modifiers)
        and set(a.modifiers) != set(b.modifiers)
        and bool(asked)
        and set(than_units) in (set(), set(asked))
        and any(r.unit_key in asked for r in rates)
    )


def contents_compared(graph: MathProblemGraph) -> Linear | ReaderRefusal:
    """Both sides of "how many more red balls than yellow balls did Kate buy?" through their containers.

    Each side is `contents_moved` with its own narrowed unit; a side with no containers said to hold
    it, any refusal of either side, or a holding asked ("does Kate have") refuses.
    """
    q = graph.question
    if q.kind != "unit_difference_change" or q.than_unit is None:
        return refuse(
            "unit_mismatch",
            "both sides of the comparison are one kind, told apart only through containers moved",
            q.sentence_index,
            q.token_index,
            "",
        )
    sides = [contents_moved(graph, q.unit), contents_moved(graph, q.than_unit)]
    for side in sides:
        if side is None:
            return refuse(
                "dangling_entity",
                "one side of the comparison has nothing read",
                q.sentence_index,
                q.token_index,
                "",
            )
        if isinstance(side, ReaderRefusal):
            return side
    return sides[0].plus(sides[1], -1)
