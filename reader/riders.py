"""Only beings get off: a leaving told with a gaining verb moves people or animals (ADR 0160).

ADR 0141 reads "5 children got off the bus" and "3 people got off." as the place losing what
leaves it: the gaining verb ('get') with a place as its source is a being moving itself. Things
do not move themselves: "There were 20 apples in the box. 5 apples got off." is no story of
apples leaving, and reading it as one answered 15. So a loss of a place that the reader restated
from a gaining verb (the lexicon's category of the event's verb is a gain, the event's is a
loss) refuses when the lexicon knows the things lost as a kind that is no being (ADR 0148's
``kind_of`` chain reaches no person or animal: apples are fruit). A noun of no known kind
("campers", "fans") reads as before, as do verbs that lose of their own ("fell", "flew away").
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.beings import is_being
from reader.graph import MathProblemGraph
from reader.kinds import kind_chain, lexicon_kinds
from reader.refusals import ReaderRefusal, refuse

GAIN = "verb_gain"
LOSE = "verb_lose"


def check(graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal for the first leaving of a place by things that cannot move themselves, else None."""
    kinds = {e.key: e.kind for e in graph.entities}
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    for event in graph.events:
        if event.kind != "change" or event.sign >= 0 or event.verb_category != LOSE:
            continue
        if kinds.get(event.holder) != "thing" or not event.verb_lemma:
            continue
        sense = lexicon.lookup(event.verb_lemma)
        if sense is None or sense.entry.category != GAIN:
            continue
        head = event.unit_key.split("+")[0]
        if kind_chain(head, kind_of) and not is_being(head, kind_of):  # "apples": a kind of fruit
            return refuse(
                "unsupported_operation",
                f"'{event.text} {head}' leave '{event.holder}' by a verb of getting on and off: only beings"
                " move themselves so",
                event.sentence_index,
                event.token_index,
                event.text,
            )
    return None
