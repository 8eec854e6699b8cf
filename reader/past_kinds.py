"""A question about things of a kind now, answered from what one of them held then (ADR 0159).

"A pack had 6 pens. How many pens does a pack have?": 'a pack' in a present question asks what
any pack has; the story told what one pack had (ADR 0157: "a box had 6 pens" is one box then).
The question's subject is taken as general when do-support in the present is followed by an
indefinite article ("does a pack"), or a present 'be' by a preposition and one ("are in a basket"); such a question refuses when an amount of the asked unit was
told in the past. "does each pack have" asks about the story's own packs, as "does the box have"
asks about a known box: a story told in the past and asked in the present is the usual way of
telling ("The novel had 12 chapters ... How many pages does each chapter have?"), and reads as
before; so does a question in the past ("did a pack have").
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.dated_comparisons import PRESENT, tense
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.moods_and_times import told
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence


def past_amount_for_kind(
    graph: MathProblemGraph, sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse 'does a pack have' (present, general) when the asked amount was told in the past."""
    q = graph.question
    if q.sentence_index >= len(sentences):
        return None
    words = sentence_words(sentences[q.sentence_index], lexicon)
    if not _general_subject(words):
        return None
    said = sorted(
        {e.sentence_index for e in graph.events if e.unit_key in graph.question_units}
        | {r.sentence_index for r in graph.rates if r.unit_key in graph.question_units}
    )
    times = told(sentences, lexicon)
    for at in said:
        if at >= len(sentences) or at == q.sentence_index:
            continue
        if tense(sentence_words(sentences[at], lexicon)) == "past" or times[at].past is not None:
            return refuse(
                "unit_mismatch",
                "the question asks what things of a kind have now; the story told what they had then",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _general_subject(words: tuple[Word | None, ...]) -> bool:
    """Present do-support then an indefinite article ("does a pack have"), or a present 'be' then a
    place word and one ("are in a basket")."""
    for i, w in enumerate(words[:-1]):
        if w is None or w.category not in ("auxiliary", "copula"):
            continue
        if tense((w,)) != PRESENT:
            return False
        at = i + 1
        if w.category == "copula" and words[at] is not None and words[at].category == "prep_in":
            at += 1
        nxt = words[at] if at < len(words) else None
        return nxt is not None and nxt.category == "article" and nxt.attr("definite") == "false"
    return False
