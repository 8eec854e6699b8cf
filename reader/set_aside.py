"""Moves that only set things aside: neither a gain nor a loss of the holder's things (ADR 0286).

"Tom has 14 apples. He saved 3 apples." keeps 3 of the 14 for later; it is not 3 more apples.
"He put away 3 toys" / "put $3 aside" stores them; they are still his. Both used to be read as
moves (save a gain, put a give), so the holder's amount was answered 17 or 11 where it is 14.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence
from reader.unrated_things import lexicon_attr

AWAY = frozenset({"away", "aside"})


def set_aside(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lookup: Callable[[str], object]
) -> ReaderRefusal | None:
    """Refuse a 'save' of a kind its holder already holds, and a placing verb with 'away'/'aside'.

    A 'save' (pack attr ``aside: "yes"``) of a kind the holder was told to hold or to earn before it may
    set some of those aside rather than bring more in. A verb that only places things (``places: "yes"``: put, place)
    read as a loss, with 'away' or 'aside' next to its amount ('put away 3', 'put 3 toys away'), stores them, even in a place ("put away $3 in
    the bank"): placing never hands the things to anyone.
    """
    attr = lexicon_attr(lookup)
    for e in graph.events:
        if e.kind != "change" or not e.verb_lemma:
            continue
        if e.sign > 0 and attr(e.verb_lemma, "aside") == "yes" and not _at_a_rate(e, graph):
            held = any(  # told held, or earned before ("earns $400. She saves $100.": some of the $400)
                (h.kind == "hold" or (h.kind == "change" and h.sign > 0 and h.verb_category == "verb_earn"))
                and h.holder == e.holder
                and h.unit_key == e.unit_key
                and h.order < e.order
                for h in graph.events
            )
            if held:
                return refuse(
                    "unsupported_operation",
                    f"'{e.verb_lemma}' of {e.unit_key} already held may set some aside, not bring more",
                    e.sentence_index,
                    e.token_index,
                    e.text,
                )
        if e.sign < 0 and attr(e.verb_lemma, "places") == "yes":
            if e.sentence_index < len(sentences) and any(
                t.text.casefold() in AWAY
                for t in sentences[e.sentence_index].tokens[max(0, e.token_index - 1) : e.token_index + 4]
            ):
                return refuse(
                    "unsupported_operation",
                    f"'{e.verb_lemma} away/aside' stores the {e.unit_key}; they are still the holder's",
                    e.sentence_index,
                    e.token_index,
                    e.text,
                )
    return None


def _at_a_rate(e, graph: MathProblemGraph) -> bool:
    """A save over time ("saves $5 a week for 6 weeks": the event built as '6x$5', or told with a span
    of time in its sentence) builds savings up: a gain, read as before."""
    return "x" in e.text or any(
        o.sentence_index == e.sentence_index and o.unit_key.startswith("dim:time") for o in graph.events
    )
