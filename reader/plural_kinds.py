"""Two kinds whose names differ only by a plural ending (ADR 0183).

A word the lexicon does not know is kept as written: "5 Oreos ... ate 1 Oreo" reads the kinds
'oreos' and 'oreo', so eating one Oreo would leave the Oreos untouched and the answer unchanged.
Known nouns are read by their lemma and never meet this. When two kinds of one problem differ
only by a plural ending, one is most likely the plural of the other; the reader does not guess
which words are plurals of one another, so it refuses. Besides "s" and "es" the endings are the
English irregular ones ("berry"/"berries", "loaf"/"loaves", "cactus"/"cacti", "bacterium"/
"bacteria", "louse"/"lice"): the word list behind the lexicon files some such plurals as lemmas
of their own.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.values import QuantityRef, QuestionTarget, Unit

# (singular ending, plural ending): the head without the first, plus the second, is the plural.
PLURAL_ENDINGS = (
    ("", "s"),
    ("", "es"),
    ("y", "ies"),
    ("f", "ves"),
    ("fe", "ves"),
    ("us", "i"),
    ("um", "a"),
    ("on", "a"),
    ("is", "es"),
    ("ouse", "ice"),
    ("ie", "ice"),
)


def _plurals(head: str) -> set[str]:
    """Every plural the ending rules make of ``head``."""
    return {head[: len(head) - len(one)] + many for one, many in PLURAL_ENDINGS if head.endswith(one)}


def plural_twins(quantities: tuple[QuantityRef, ...], target: QuestionTarget) -> ReaderRefusal | None:
    """Refuse when one kind's head is another's with a plural ending ("oreo", "oreos"; "die", "dice")."""
    units: list[tuple[Unit, int, int]] = [
        (q.unit, q.sentence_index, q.token_index) for q in quantities if q.unit is not None
    ]
    if target.unit is not None:
        units.append((target.unit, target.sentence_index, target.token_index))
    heads = {u.head.casefold() for u, _, _ in units}
    for unit, sentence, token in units:
        head = unit.head.casefold()
        if _plurals(head) & (heads - {head}):
            return refuse(
                "readings_disagree",
                f"'{unit.head}' and its plural are read as two kinds: one word may be the other's plural",
                sentence,
                token,
                unit.head,
            )
    return None
