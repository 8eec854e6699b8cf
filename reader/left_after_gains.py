"""'How many … does he have left?' when the asked holder only ever gained the asked things.

'Left' says something went away. When every change the asked holder made to the asked things is a
gain, the story's verb may have moved the things out of a place the question means ("had 77 potatoes
in his garden. If he picked 72 potatoes, how many potatoes does he have left?": picked out of the
garden, or picked and added?), so the reading that adds them is not safe and refuses.
"""

from __future__ import annotations

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

LEFT_WORDS = frozenset({"left", "remain", "remains", "remaining"})


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph) -> ReaderRefusal | None:
    """Refuse a 'left' question whose asked holder's asked things only grew."""
    question = graph.question
    if question is None or question.kind != "value" or not sentences or not sentences[-1].is_question:
        return None
    words = [t.text.casefold() for t in sentences[-1].tokens]
    asked_from = max((i for i, w in enumerate(words) if w in ("how", "what")), default=0)
    if not any(w in LEFT_WORDS for w in words[asked_from:]):
        return None  # "If he put the remaining pieces into bags, how many bags …": not the question's word
    holders = set(question.entities)
    units = set(graph.question_units)
    if not all(spec.is_count for spec in graph.units if spec.key in units):
        return None  # hours of free time "left" after an activity: the activity rules answer for it
    changes = [e for e in graph.events if e.kind == "change" and e.holder in holders and e.unit_key in units]
    if not changes or any(e.sign < 0 for e in changes):
        return None
    first = changes[0]
    return refuse(
        "underdetermined",
        "'left' asked when the asked things were only ever gained: what went away is not told",
        first.sentence_index,
        first.token_index,
        first.text,
    )
