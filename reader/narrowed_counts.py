"""'The number of red chairs in the hall is 50': a count of a narrowed kind, not of the kind (ADR 0159).

"The number of red chairs in the hall is 50. How many chairs are in the hall?" The sentence names
the count of one part of the hall's chairs as a measure of its own (ADR 0153's number subject); the
question asks for every chair there. Stories that simply hold a narrowed kind keep the old reading
("Leo has 8 gluten-free muffins. He eats 3. How many muffins are left?"): a story counts what it
means to count. Only when the one narrowed kind the question gathers was stated through 'the number
of' is the whole unsaid; a question with the same modifiers ("How many red chairs") reads as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph, unit_key
from reader.lifecycle import sentence_words
from reader.number_subjects import opens_with_number_of
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence


def one_narrowed_part(
    graph: MathProblemGraph, sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a question whose unit gathers one narrower kind counted through 'the number of'."""
    q = graph.question
    if q.unit is None or q.unit.dimension or q.than_unit is not None:
        return None
    holders = {k for k in q.entities if k}
    mine = [
        e for e in graph.events if e.unit_key in graph.question_units and (not holders or e.holder in holders)
    ]
    keys = sorted({e.unit_key for e in mine})
    if len(keys) != 1 or keys[0] == unit_key(q.unit):
        return None
    narrowed = keys[0].split("+")
    if narrowed[0] != q.unit.head or len(narrowed) - 1 <= len(q.unit.modifiers):
        return None
    said = {e.sentence_index for e in mine if e.sentence_index < len(sentences)}
    if not any(opens_with_number_of(sentence_words(sentences[i], lexicon)) for i in sorted(said)):
        return None
    return refuse(
        "ambiguous_unit",
        f"'the number of' counted only '{' '.join(narrowed[1:])} {narrowed[0]}'; the other '{q.unit.head}' are unsaid",
        q.sentence_index,
        q.token_index,
        "",
    )
