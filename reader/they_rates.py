"""A rate told of 'they' after a counted group: each one's rate, or all of theirs? (ADR 0507)

"A dance studio has 25 pupils. They pay $12 a lesson. How much do they pay for 4 lessons?" was
answered $48: the sentence reader took 'they' for the studio, the one organisation of a story with no
person in it (ADR 0040), and the $12 as the studio's own rate. But 'they' may just as well be the 25
pupils, and then the sentence says what each pupil pays ($1,200 for 4 lessons), or what the pupils pay
between them ($48). "A mill has 3 saws. They cut 50 boards a day." is the same: each saw, or the three
together? A reader that never guesses cannot pick one.

So an answer of the sentence reader is set aside when a rate it read (an amount per period or per
item) is held by a singular thing -- 'they' taken for an organisation -- and is told in a sentence
whose 'they' comes before the rate, while an earlier sentence told more than one of some counted
thing or person, held or moved (the studio's pupils, the mill's saws). Only a word that says all of them together
keeps the answer, since that is what the organisation's rate computes: 'together', 'in total', 'a total
of', 'altogether', 'combined', 'in all', 'between them'. 'Each' does not: "They each pay $12 a lesson"
says each pupil's rate, which the organisation's reading would multiply by one, and "They sell each
board for $2" leaves who sells open. 'They' for persons named one by one ("Ivo and
Mae ... They ...") is a group, not a thing, and is left to the sentence reader. The later
whole-problem readings still run after the refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import Answer
from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

__all__ = ["they_rate"]

TOGETHER = frozenset({"together", "altogether", "combined", "total"})
PAIRS = (("in", "all"), ("between", "them"), ("among", "them"))


def _together(lowered: list[str]) -> bool:
    """A word that says all of them together: the reading the organisation's rate computes."""
    return bool(TOGETHER & set(lowered)) or any(
        pair in PAIRS for pair in zip(lowered, lowered[1:], strict=False)
    )


def _counted_many(graph: MathProblemGraph, before: int) -> bool:
    """Whether a sentence before ``before`` told more than one of a counted thing or person, held or
    moved ("has 6 ovens", "got 40 new members", "bought 6 ovens")."""
    counted = {u.key for u in graph.units if u.is_count}
    return any(e.sentence_index < before and e.unit_key in counted and e.value > 1 for e in graph.events)


def they_rate(text: str, lexicon: Lexicon, result: Answer | ReaderRefusal) -> ReaderRefusal | None:
    """Refuse an answer whose rate 'they' told of an organisation after a counted group of many."""
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    things = {e.key for e in graph.entities if e.kind == "thing" and e.number == "singular"}
    sentences = split_sentences(text)
    for rate in graph.rates:
        if rate.holder not in things or not 0 <= rate.sentence_index < len(sentences):
            continue
        sentence = sentences[rate.sentence_index]
        lowered = [t.text.casefold() for t in sentence.tokens]
        they = next((i for i, w in enumerate(lowered) if w == "they"), -1)
        if they < 0 or they > rate.token_index or not _counted_many(graph, rate.sentence_index):
            continue
        if _together(lowered):
            continue
        return refuse(
            "ambiguous_pronoun_referent",
            f"'they' after a counted group: '{rate.text}' may be each one's rate or all of theirs",
            rate.sentence_index,
            they,
            sentence.tokens[they].text,
        )
    return None
