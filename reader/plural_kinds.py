"""Two kinds whose names differ only by a plural ending (ADR 0183).

A word the lexicon does not know is kept as written: "5 Oreos ... ate 1 Oreo" reads the kinds
'oreos' and 'oreo', so eating one Oreo would leave the Oreos untouched and the answer unchanged.
Known nouns are read by their lemma and never meet this. When two kinds of one problem differ
only by a final "s" or "es", one is most likely the plural of the other; the reader does not guess
which words are plurals of one another, so it refuses.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import QuantityRef, QuestionTarget, Unit

PLURAL_ENDINGS = ("s", "es")


def plural_twins(quantities: tuple[QuantityRef, ...], target: QuestionTarget) -> ReaderRefusal | None:
    """Refuse when one kind's head is another's with a plural ending ("oreo", "oreos")."""
    units: list[tuple[Unit, int, int]] = [
        (q.unit, q.sentence_index, q.token_index) for q in quantities if q.unit is not None
    ]
    if target.unit is not None:
        units.append((target.unit, target.sentence_index, target.token_index))
    heads = {u.head.casefold() for u, _, _ in units}
    for unit, sentence, token in units:
        head = unit.head.casefold()
        if any(head + ending in heads for ending in PLURAL_ENDINGS):
            return refuse(
                "readings_disagree",
                f"'{unit.head}' and its plural are read as two kinds: one unknown word may be the other's plural",
                sentence,
                token,
                unit.head,
            )
    return None
