"""A question for a move the story never names: "ate 2 ... How many did she lose?" (ADR 0158).

A change question sums the events of its verb's category. The gain and loss categories hold verbs of
different moves (eat, break and lose; find, pick and win), so an event said with one verb does not
answer a question asked with another: eating is no losing. The question refuses unless its verb is
one of the story's verbs for the asked things, or a verb the lexicon marks as naming any move of
its category (``general: yes``: get).
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse

# The categories whose verbs name different moves; a purchase is a purchase by any of its verbs.
MIXED_MOVES = frozenset({"verb_gain", "verb_lose"})


def unnamed_move(graph: MathProblemGraph, lookup: Callable[[str], object]) -> ReaderRefusal | None:
    q = graph.question
    if q.kind != "change" or q.verb_category not in MIXED_MOVES or not q.verb_lemma:
        return None
    lemmas = sorted(
        {
            e.verb_lemma
            for e in graph.events
            if e.kind == "change"
            and e.verb_category == q.verb_category
            and e.unit_key in graph.question_units
            and (not q.entities or e.doer in q.entities)
            and e.verb_lemma
        }
    )
    if not lemmas or q.verb_lemma in lemmas:
        return None
    if _names_any_move(q.verb_lemma, lookup):
        return None
    return refuse(
        "underdetermined",
        f"'{q.verb_lemma}' is asked, and the story's moves of that kind were said with '{lemmas[0]}'",
        q.sentence_index,
        q.token_index,
        "",
    )


# Moves that bring things in by other categories than verb_gain: buying, taking, making, earning.
OTHER_GAINS = frozenset({"verb_buy", "verb_take", "verb_produce", "verb_earn"})


def _names_any_move(lemma: str, lookup: Callable[[str], object]) -> bool:
    entry = getattr(lookup(lemma), "entry", None)
    return entry is not None and entry.lemma == lemma and entry.attr("general") == "yes"


def general_gain_beside_other_gains(
    graph: MathProblemGraph, lookup: Callable[[str], object]
) -> ReaderRefusal | None:
    """'bought 5 apples and got 3 from Ann. How many did she get?': 3, or all 8 she came to have?

    A verb naming any gain (``general: yes``: get, obtain) counts every find and gift, but the change
    form sums its own category only, so apples bought, taken or made beside them were left out. When
    the asked doers also came by the asked things that way, the question refuses (ADR 0273).
    """
    q = graph.question
    if q.kind != "change" or q.verb_category != "verb_gain" or not q.verb_lemma:
        return None
    other = next(
        (
            e
            for e in graph.events
            if e.kind == "change"
            and e.verb_category in OTHER_GAINS
            and e.unit_key in graph.question_units
            and (not q.entities or e.doer in q.entities)
        ),
        None,
    )
    if other is None or not _names_any_move(q.verb_lemma, lookup):
        return None
    return refuse(
        "underdetermined",
        f"'{q.verb_lemma}' names any gain, and the asked things also came by '{other.verb_lemma}'",
        q.sentence_index,
        q.token_index,
        "",
    )


def given_beside_gains(graph: MathProblemGraph, lookup: Callable[[str], object]) -> ReaderRefusal | None:
    """'found 5 shells. Tom gave her 3. How many did she get?': 5, or the 8 that came to her?

    The change form sums the events its asked doers did with a verb of the question's category, so what
    another person gave, sent, handed or lent to them (a move whose doer is the giver) was left out. A
    verb naming any gain (``general: yes``: get) names such a receipt too, and so does a verb the story
    used for things that came from someone ("received 5 from Ann"); then the question refuses when the
    asked doers also came by the asked things from someone else's move (ADR 0280). A verb of one way of
    gaining ("How many did she find?") counts no gift, and is left alone.
    """
    q = graph.question
    if q.kind != "change" or q.verb_category != "verb_gain" or not q.verb_lemma:
        return None

    def asked(e) -> bool:
        return (
            e.kind == "change"
            and e.sign > 0
            and e.unit_key in graph.question_units
            and (not q.entities or e.holder in q.entities)
        )

    given = next((e for e in graph.events if asked(e) and e.doer and e.doer != e.holder), None)
    if given is None:
        return None
    received = any(asked(e) and e.verb_lemma == q.verb_lemma and e.counterparty for e in graph.events)
    if not (_names_any_move(q.verb_lemma, lookup) or received):
        return None
    return refuse(
        "underdetermined",
        f"'{q.verb_lemma}' may name what {given.doer} moved to {given.holder} by '{given.verb_lemma}',"
        " which is not a move of the asked doer",
        q.sentence_index,
        q.token_index,
        "",
    )


def use_beside_mixing(graph: MathProblemGraph, lookup: Callable[[str], object]) -> ReaderRefusal | None:
    """'used 3 cups of flour ... added 2 cups of sugar. How many cups did she use?': 3, or 5?

    A gain verb the pack marks ``mixes: yes`` ('add') may tell things put into a thing being made,
    which is a use of them, and the graph reads it as a gain. A loss question asked of the same doers
    and things beside such a gain refuses (ADR 0390).
    """
    q = graph.question
    if q.kind != "change" or q.verb_category != "verb_lose":
        return None
    for e in graph.events:
        if (
            e.kind == "change"
            and e.verb_category == "verb_gain"
            and e.unit_key in graph.question_units
            and (not q.entities or e.doer in q.entities)
            and _verb_attr(e.verb_lemma, "mixes", lookup) == "yes"
        ):
            return refuse(
                "underdetermined",
                f"'{q.verb_lemma}' is asked, and '{e.verb_lemma}' may also tell a use of the asked things",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _verb_attr(lemma: str, name: str, lookup: Callable[[str], object]) -> str:
    entry = getattr(lookup(lemma), "entry", None)
    if entry is None or entry.lemma != lemma:
        return ""
    return entry.attr(name, "") or ""
