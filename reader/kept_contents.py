"""Containers counted from contents that the story keeps somewhere else (ADR 0211).

ADR 0113 reads "Each pack has 8 cards. Sue has 24 cards. How many packs does Sue have?" as 24 / 8:
the cards are taken to be in packs. When the sentence that counts the things also says where they
are, and that place is not the asked container ("Ann has 30 pencils in her bag", "50 oranges on his
desk"), the story has told us the things are not packed that way: no container holds them, and the
division answers a question the story does not ask. Such a reading refuses. A place that names the
asked container itself ("40 animals in different aquariums ... How many aquariums?") keeps the
reading.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

PLACE_WORDS = frozenset({"prep_in"})  # "in her bag", "on his desk"
PLACE_HEADS = frozenset({"noun", "unit_noun"})
HOLDING_VERBS = frozenset({"verb_possess", "copula"})  # "Each box has 6", "There are 6 in each box"
BEFORE_HEAD = frozenset({"article", "determiner", "pronoun", "adjective", "possessive_marker", "name"})


def contents_kept_elsewhere(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse containers read from a held amount whose sentence puts the things in another place."""
    q = graph.question
    if q.unit is None or q.unit.dimension:
        return None
    container = q.unit.head
    if container in {k.split("+")[0] for k in graph.question_units}:
        return None  # the containers themselves are asked and counted: not an inverse reading
    if not any(
        r.per_head == container and r.unit_key in graph.question_units and r.verb_category in HOLDING_VERBS
        for r in graph.rates
    ):
        return None  # "organized into groups of 2": the things were put in the containers (ADR 0201)
    for event in graph.events:
        if event.kind != "hold" or event.unit_key not in graph.question_units:
            continue
        if event.sentence_index >= len(sentences):
            continue
        place = _place_after(sentences[event.sentence_index], event.token_index, lexicon)
        if place is not None and place != container:
            return refuse(
                "unit_mismatch",
                f"the things are kept in a '{place}', not in '{container}' containers",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _place_after(sentence: Sentence, start: int, lexicon: Lexicon) -> str | None:
    """The head lemma of the first place phrase after the amount ("in her bag": 'bag'), if any."""
    words = sentence_words(sentence, lexicon)
    at = start + 1
    while at < len(words):
        word = words[at]
        if word is not None and word.category in PLACE_WORDS:
            at += 1
            while at < len(words) and words[at] is not None and words[at].category in BEFORE_HEAD:
                at += 1
            head = None
            while at < len(words) and words[at] is not None and words[at].category in PLACE_HEADS:
                head = (words[at].lemma or sentence.tokens[at].text).casefold()  # "banana collection"
                at += 1
            return head
        at += 1
    return None
