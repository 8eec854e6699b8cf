"""A sentence that tells an amount but leaves the story unchanged refuses (ADR 0281).

Every sentence reading adds what it says to the state: a holding, a move, a part, a total, a scene.
A statement with a number or an amount word ('half', 'twice', '30%') whose reading adds nothing has
dropped what it told: "Tom has 14 apples. Half of the apples fell." kept all 14 apples. A question
is held to the same for what comes before its question word: "If half of the boys drop out, how many
are left?" whose reading only set the question answered the count before anyone left. Such a reading
is never sound, whatever rule produced it, so the sentence refuses at its first amount.
"""

from __future__ import annotations

import dataclasses

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

AMOUNT_WORDS = frozenset({"fraction_word", "multiplier", "number_word", "percent_word"})
POSITION_FIELDS = frozenset({"sentence_index", "source_text_offset"})
QUESTION_FIELDS = POSITION_FIELDS | {"unknown_target_slot"}


def _first_amount(sentence: Sentence, lexicon: Lexicon) -> int | None:
    """The first number or amount word; in a question, only one before its question word counts."""
    for index, token in enumerate(sentence.tokens):
        category = getattr(lexicon.lookup(token.text), "category", "")
        if sentence.is_question and category == "question_word":
            return None
        if token.text[:1].isdigit() or category in AMOUNT_WORDS:
            return index
    return None


def _unchanged(before: ProblemReadingState, after: ProblemReadingState, sentence: Sentence) -> bool:
    ignored = QUESTION_FIELDS if sentence.is_question else POSITION_FIELDS
    return all(
        getattr(before, f.name) == getattr(after, f.name)
        for f in dataclasses.fields(before)
        if f.name not in ignored
    )


def silent_statement(
    sentence: Sentence, before: ProblemReadingState, after: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when ``sentence`` told an amount and its reading left the story as it was."""
    if not _unchanged(before, after, sentence):
        return None
    at = _first_amount(sentence, lexicon)
    if at is None:
        return None
    return refuse(
        "unused_operator",
        "the sentence tells an amount, and its reading changes nothing in the story",
        before.sentence_index,
        at,
        sentence.tokens[at].text,
    )
