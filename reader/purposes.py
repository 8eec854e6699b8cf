"""Questions that pick moves out by their purpose (ADR 0176).

"How many blocks did he use to build the tower?" counts only the moves
whose amount was tagged "build tower" (reader/rules/purposes.py); "How many
more blocks did he use to build the tower than he did to build the house?"
subtracts the moves tagged "build house" from those.

Soundness comes from three refusals: every move the question could count
(its verb's kind, its doer, its things) must carry a purpose, since an
untagged move might have served either; each asked purpose must match
exactly one move (two moves "to make a necklace" may be one necklace or
two); and only a change or a difference of changes is
read. A question with a purpose and no 'than' clause that asks "how many
more" refuses, as does a 'than' purpose with nothing to compare it to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear
from reader.values import QuestionTarget


def refuse_purpose_shape(q: QuestionTarget) -> ReaderRefusal | None:
    """Only "how many ... did he use to V O" and "how many more ... to V O than (he did) to V O" are read."""
    if not q.purpose and not q.than_purpose:
        return None
    asked_of = set(q.entities) - {""}
    plain = q.kind == "change" and not q.than_purpose and not q.counterparty and len(asked_of) <= 1
    compared = q.kind == "difference_change" and bool(q.than_purpose) and len(asked_of) == 1
    if plain or compared:
        return None
    return refuse(
        "unsupported_operation",
        "a question's purpose ('to' + verb) is read only with one move of one holder asked, or two"
        " purposes compared",
        q.sentence_index,
        q.token_index,
        "",
    )


def _candidates(graph: MathProblemGraph, doer: str):
    q = graph.question
    return [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_category == q.verb_category
        and e.unit_key in graph.question_units
        and (not doer or e.doer == doer)
    ]


def _for_purpose(
    graph: MathProblemGraph, doer: str, purpose: str, change_form: Callable
) -> Linear | ReaderRefusal:
    q = graph.question
    candidates = _candidates(graph, doer)
    untagged = [e for e in candidates if not e.purpose]
    if untagged:
        return refuse(
            "underdetermined",
            f"'{untagged[0].text}' was moved with no purpose stated: it may have served '{purpose}'",
            q.sentence_index,
            q.token_index,
            "",
        )
    kept = {e.order for e in candidates if e.purpose == purpose}
    if not kept:
        return refuse(
            "underdetermined",
            f"no move read was for the asked purpose '{purpose}'",
            q.sentence_index,
            q.token_index,
            "",
        )
    if len(kept) > 1:
        # "uses 24 beads to make a necklace ... uses 15 beads to make a necklace": one necklace or two?
        return refuse(
            "underdetermined",
            f"more than one move was for '{purpose}': the same one or another of its kind is not told",
            q.sentence_index,
            q.token_index,
            "",
        )
    dropped = {e.order for e in candidates} - kept
    events = tuple(e for e in graph.events if not (e.kind == "change" and e.order in dropped))
    asked = replace(q, kind="change", entities=(doer,) if doer else (), purpose="", than_purpose="")
    return change_form(replace(graph, events=events, question=asked))


def purpose_form(graph: MathProblemGraph, change_form: Callable) -> Linear | ReaderRefusal:
    q = graph.question
    shape = refuse_purpose_shape(q)
    if shape is not None:
        return shape
    doer = next((e for e in q.entities if e), "")
    asked = _for_purpose(graph, doer, q.purpose, change_form)
    if not q.than_purpose or isinstance(asked, ReaderRefusal):
        return asked
    other = _for_purpose(graph, doer, q.than_purpose, change_form)
    if isinstance(other, ReaderRefusal):
        return other
    return asked.plus(other, -1)
