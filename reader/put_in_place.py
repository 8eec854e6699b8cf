"""Things put into a place, and the putter's own amount asked (ADR 0293).

"Tom has $20. He puts $5 in the bank. How much money does Tom have?" was answered 15, and "He puts
4 apples on a plate" lowered his apples the same way: a verb that only sets things somewhere
(pack attr ``places: "yes"``: put, place) is a `verb_give`, so it was read as a loss of the putter
and a gain of the place. The place's own count is right ("How many apples are on the plate?"), but
whether the putter still has them is not said: money in one's bank, apples on one's plate may be
counted as still one's own (ADR 0286 refuses this only with 'away'/'aside'; ADR 0285 only for a
place the holder owns where their things were told).

So a placing move into anything that is not a person, with the putter's amount of that kind asked
as a holding (not "How many did he put ...?", a move, not "How many did he have at first?", and
not "How many does she have in the bag?", the count of a place the question names),
refuses. A question that asks what is still on hand ('left', 'now', 'still': "He put 5 coins in
the jar. How many coins does Ian have now?") reads the put things as gone from hand, as before,
unless the place keeps only its owner's own things (``keeps: own``: "puts $5 in the bank"), where
they are still the putter's money.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence


def put_in_place(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lookup: Callable[[str], object]
) -> ReaderRefusal | None:
    """Refuse the putter's own holding asked after a placing verb moved some of it into a place."""
    q = graph.question
    if "change" in q.kind or q.kind == "initial" or not q.entities or q.held_place:
        return None  # "How many beads does she have in the bag?" asks a place's count (ADR 0277)
    asked_after = _asks_what_is_left(sentences, q, lookup)
    persons = {e.key for e in graph.entities if e.kind == "person"}
    asked = set(graph.question_units)
    for e in graph.events:
        if (
            e.kind == "change"
            and e.sign < 0
            and e.verb_lemma
            and e.holder in q.entities
            and e.unit_key in asked
            and e.counterparty not in persons
            and _placed(sentences, e, lookup)
            and (not asked_after or _keeps_own(e.counterparty, lookup))
        ):
            return refuse(
                "unsupported_operation",
                f"'{e.verb_lemma}' sets the {e.unit_key} in a place; whether they are still '{e.holder}''s is not said",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None


def _placed(sentences, e, lookup) -> bool:
    """Whether the verb of the move (its own surface: "placed", not the noun 'place') only sets things."""
    if e.sentence_index >= len(sentences):
        return False
    tokens = sentences[e.sentence_index].tokens[: e.token_index]
    for token in tokens:
        sense = lookup(token.text)
        if sense is not None and sense.category == e.verb_category and sense.entry.lemma == e.verb_lemma:
            return sense.entry.attr("places", "") == "yes"
    return False


def _asks_what_is_left(sentences, q, lookup) -> bool:
    """ "How many coins does Ian have now / left?": what is still on hand after the moves (lane placing)."""
    if q.sentence_index >= len(sentences):
        return False
    for token in sentences[q.sentence_index].tokens[q.token_index :]:
        sense = lookup(token.text)
        if sense is not None and (
            sense.category == "residual_marker"
            or (sense.category == "time_marker" and sense.entry.attr("relation", "") == "now")
        ):
            return True
    return False


def _keeps_own(place: str, lookup) -> bool:
    """A place that holds only its owner's own things (``keeps: own``: bank, account, wallet, ADR 0200)."""
    words = place.split()
    sense = lookup(words[-1]) if words else None
    return sense is not None and sense.category == "noun" and sense.entry.attr("keeps", "") == "own"
