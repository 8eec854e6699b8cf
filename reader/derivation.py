"""Derivation steps in words, so a reviewer can follow how an answer was reached."""

from __future__ import annotations

from fractions import Fraction

from reader.graph import Event, MathProblemGraph
from reader.solver import Solution


def fmt(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


def _amount(event: Event, graph: MathProblemGraph) -> str:
    unit = graph.unit(event.unit_key).label
    if event.share is not None:
        return f"{fmt(event.share)} of {event.share_of}'s {unit}"
    if event.value is None:
        return f"an unknown amount of {unit}"
    if event.unit_word:  # a measure: say it in the unit the text used, not in base units
        return f"{fmt(event.value / event.unit_factor)} {event.unit_word} ({unit})"
    return f"{fmt(event.value)} {unit}"


def _event_step(event: Event, graph: MathProblemGraph) -> str:
    if event.kind == "hold" and event.than and event.value == 0:
        return f"{event.holder} has {fmt(event.times)} times as much {graph.unit(event.unit_key).label} as {event.than}"
    if event.kind == "hold" and event.than and event.times != 1:  # "9 more than half as many as Bill"
        more = "more" if event.direction > 0 else "fewer"
        label = graph.unit(event.unit_key).label
        return f"{event.holder} has {_amount(event, graph)} {more} than {fmt(event.times)} times as much {label} as {event.than}"
    if event.kind == "hold" and event.than and event.than_unit:
        more = "more" if event.direction > 0 else "fewer"
        return f"{event.holder} has {_amount(event, graph)} {more} than {graph.unit(event.than_unit).label}"
    if event.kind == "hold" and event.than:
        more = "more" if event.direction > 0 else "fewer"
        return f"{event.holder} has {_amount(event, graph)} {more} than {event.than}"
    if event.kind == "hold":
        return f"{event.holder} has {_amount(event, graph)}"
    verb = "gains" if event.sign > 0 else "loses"
    return f"{event.holder} {verb} {_amount(event, graph)}"


def describe(graph: MathProblemGraph, solution: Solution, answer: Fraction) -> tuple[str, ...]:
    from reader.group_totals import total_step
    from reader.kind_wholes import kinds_step
    from reader.solver import _with_totals

    steps = [
        total_step(e, graph.unit(e.unit_key).label)
        if e.parts
        else kinds_step(e, graph)
        if e.kinds
        else _event_step(e, graph)
        for e in _with_totals(graph)
    ]
    steps.extend(solution.steps)
    q = graph.question
    who = " and ".join(q.entities) if q.entities else "everyone"
    steps.append(f"question ({q.kind}) about {who}: {fmt(answer)} {graph.answer_unit}")
    return tuple(steps)
