"""Unstated changes (ADR 0112): a bare 'more' as an unknown amount, and a change placed by a later state.

The second job, ``placed_by_later_state``, is described at the function.

A bare 'more' right after an adding verb is an unstated amount.

"Workers will plant more oak trees today", "He found more dimes": 'more'
stands where a number would, with no number. It says only that some
further amount came, exactly like "some more": an unknown amount that a
later stated state may fix ("Now he has 15 dimes"). Nothing else is read
into it; if no later state fixes it, the solver refuses as before.

Narrow on purpose:
- only a comparative whose entry says direction ``up`` (``more``; ``fewer``
  or ``less`` as a determiner does not name an addition);
- only right after the clause's verb, in a statement, with no number
  waiting and no phrase open (so "12 more", "some more", "more than" and
  "has more marbles" keep their old readings or refusals);
- only verbs that add things to someone: gaining, making, giving or
  placing, taking, buying. A holding verb ("has more apples") is a
  comparison with no 'than' and keeps refusing.

The 'more' marker stays in the clause, and the frame drops it as the
additive 'more' of its own unknown amount (``stands_for_amount``); a
'than' anywhere in the clause keeps it, so "found more dimes than Ann"
still refuses as a comparison with no amount.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from packs.model import Lexicon
from reader.graph import Event, MathProblemGraph
from reader.rules.context import Result, Word, payload, previous_category, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.tokenise import Sentence
from reader.values import Marker, Operation, QuantityRef

ADDING_VERBS = frozenset({"verb_gain", "verb_produce", "verb_give", "verb_take", "verb_buy"})


def bare_more(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """'plant more trees': an unknown amount of the noun that follows, with its 'more' kept as a marker."""
    del p
    if word.category != "comparative" or word.attr("direction") != "up":
        return None
    if s.frame == "question" or s.pending_quantities or s.pending_verb is None:
        return None
    if s.pending_verb.category not in ADDING_VERBS or previous_category(s) != s.pending_verb.category:
        return None
    if (
        s.lookback[-1].token_index != s.pending_verb.token_index
        or s.pending_verb.token_index != word.index - 1
    ):
        return None
    body = payload(s)
    if body.open_np is not None or body.open_preposition is not None or body.quantities:
        return None
    quantity = QuantityRef(None, word.index, word.text, None, s.sentence_index)
    more = Marker(word.category, word.index, word.text, word.attr("direction"))
    s = with_payload(s, markers=body.markers + (more,))
    return replace(s, pending_quantities=(quantity,), expectation="unit")


def stands_for_amount(marker: Marker, quantities: tuple[QuantityRef, ...]) -> bool:
    """The 'more' of 'plant more trees' is the unknown amount itself: it needs no other role."""
    return marker.category == "comparative" and any(
        q.value is None and q.token_index == marker.token_index and q.text == marker.text for q in quantities
    )


@dataclass(frozen=True, slots=True)
class StoryMoves:
    """What the graph does not keep: the operations read, and the sentences with any preposition."""

    operations: tuple[Operation, ...]
    prepositioned: frozenset[int]


def unplaced(event: Event, story: StoryMoves) -> bool:
    """A gain or loss of the clause's own subject, in a sentence with no preposition at all.

    A place or setting phrase ("in the yard", "at the school") may be dropped as a setting by the
    frame, so any preposition in the sentence keeps the change where it was read.
    """
    if event.sentence_index in story.prepositioned:
        return False
    return any(
        op.order == event.order
        and op.actor == event.holder
        and op.kind in ("gain", "loss")
        and not op.counterparty
        for op in story.operations
    )


def moves_of(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, operations: tuple[Operation, ...]
) -> StoryMoves:
    from reader.lifecycle import sentence_words
    from reader.rules.markers import PREPOSITIONS

    prepositioned = frozenset(
        i
        for i, sentence in enumerate(sentences)
        if any(w is not None and w.category in PREPOSITIONS for w in sentence_words(sentence, lexicon))
    )
    return StoryMoves(operations, prepositioned)


def placed_by_later_state(graph: MathProblemGraph, story: StoryMoves) -> MathProblemGraph:
    """'There are 22 trees in the park. Workers plant more trees. Now there are 55 trees in the park.'

    The planting names no place, so it is read as the workers' own gain, and the park's two stated
    amounts then disagree with nothing between them. When the story has exactly one such change of
    an unstated amount, and the one place that holds that kind states an amount before it and another
    after it with no change of its own, the change can only have happened there: read anywhere else,
    the park's amount changed with no cause. The change moves to that place (its doer stays the doer,
    so "How many trees did the workers plant?" still finds it); every other shape is left alone and
    keeps its old reading or refusal.

    Only when: the change's sentence has no preposition; the change's amount is unknown (one unknown,
    solved by the later state); its doer is
    its holder and is not a thing, with no counterparty; the doer holds or changes nothing else of
    that kind; the only other events of that kind are holdings of one thing, at least one stated
    before the change and one after it.
    """
    things = {e.key for e in graph.entities if e.kind == "thing"}
    unknown = [
        e
        for e in graph.events
        if e.kind == "change"
        and e.symbol
        and not e.counterparty
        and e.doer == e.holder
        and e.holder not in things
        and e.share is None
        and not e.share_of
    ]
    if len(unknown) != 1:
        return graph
    change = unknown[0]
    if not unplaced(change, story):
        return graph  # "planted some trees in the yard" happened in the yard
    others = [e for e in graph.events if e is not change and e.unit_key == change.unit_key]
    places = sorted({e.holder for e in others})
    if len(places) != 1 or places[0] not in things:
        return graph
    if any(e.kind != "hold" or e.symbol or e.than or e.share is not None for e in others):
        return graph
    if not any(e.order < change.order for e in others) or not any(e.order > change.order for e in others):
        return graph
    if any(e.holder == change.holder for e in graph.events if e is not change):
        return graph
    moved = replace(change, holder=places[0])
    events = tuple(moved if e is change else e for e in graph.events)
    return replace(graph, events=events)
