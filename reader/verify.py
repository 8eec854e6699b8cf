"""Checks a solved reading must pass before its answer is given.

Counts of discrete things are whole and never negative, measures are
never negative, and every number in the text has a place in the graph.
Any failure refuses: an unsure answer is worse than none.
"""

from __future__ import annotations

from fractions import Fraction

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Solution


def _check_amount(
    value: Fraction, is_count: bool, where: str, graph: MathProblemGraph
) -> ReaderRefusal | None:
    q = graph.question
    if value < 0:
        return refuse("negative_count", f"{where} would be negative ({value})", q.sentence_index, 0, "")
    if is_count and value.denominator != 1:
        return refuse(
            "non_integer_count", f"{where} would not be a whole number ({value})", q.sentence_index, 0, ""
        )
    return None


def verify(
    graph: MathProblemGraph,
    solution: Solution,
    answer: Fraction,
    text_numbers: tuple[tuple[int, int, str], ...],
) -> ReaderRefusal | None:
    for chain in solution.chains:
        if chain.unit_key in graph.aggregates:
            continue  # checked through the answer, which sums the kinds
        is_count = graph.unit(chain.unit_key).is_count
        for snapshot in chain.snapshots + (chain.initial,):
            value = solution.value(snapshot)
            if value is not None:
                problem = _check_amount(value, is_count, f"{chain.holder}'s {chain.unit_key}", graph)
                if problem is not None:
                    return problem
    for event in graph.events:
        if event.symbol:
            value = dict(solution.known).get(event.symbol)
            if value is not None:
                problem = _check_amount(
                    value, graph.unit(event.unit_key).is_count, f"the amount '{event.text}'", graph
                )
                if problem is not None:
                    return problem
                if value == 0:  # "had some apples", "found more": an amount the text says was there
                    detail = f"the amount '{event.text}' would be none, which the text does not allow"
                    return refuse("readings_disagree", detail, graph.question.sentence_index, 0, "")
    counts = all(graph.unit(k).is_count for k in graph.question_units)
    problem = _check_amount(answer, counts, "the answer", graph)
    if problem is not None:
        return problem
    if graph.question.kind == "initial" and answer == 0:
        # "How many were there at first?" asks after things the story says were there
        detail = "the amount at the start would be none, which the question takes to be some"
        return refuse("readings_disagree", detail, graph.question.sentence_index, 0, "")
    used = set(graph.number_tokens)
    for sentence_index, token_index, text in text_numbers:
        if (sentence_index, token_index) not in used:
            return refuse(
                "unused_number",
                "a number in the text has no place in the reading",
                sentence_index,
                token_index,
                text,
            )
    return None
