"""A sentence that tells an amount but leaves the story unchanged refuses (ADR 0281).

Every sentence reading adds what it says to the state: a holding, a move, a part, a total, a scene.
A statement with a number or an amount word ('half', 'twice', '30%') whose reading adds nothing has
dropped what it told: "Tom has 14 apples. Half of the apples fell." kept all 14 apples. A question
is held to the same for what comes before its question word: "If half of the boys drop out, how many
are left?" whose reading only set the question answered the count before anyone left. Such a reading
is never sound, whatever rule produced it, so the sentence refuses at its first amount.

Registering who a sentence names, or whom its pronouns stand for, is no change of the story: "Half of
them fell" resolves 'them' and still drops the half. A statement with no amount word is held to the
same when it names a kind the story counts ("A chef quits" after "The cafe has 16 chefs") or its verb
moves its subject away, in or out of a group ("Tom quits", "A duck flew away"): such a sentence tells
a change that its reading did not make.
"""

from __future__ import annotations

import dataclasses

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

AMOUNT_WORDS = frozenset({"fraction_word", "multiplier", "number_word", "percent_word"})
# Registering who is named, or whom a pronoun stands for, changes nothing the question can ask.
POSITION_FIELDS = frozenset(
    {"sentence_index", "source_text_offset", "entity_registry", "pronoun_resolution_history"}
)
QUESTION_FIELDS = POSITION_FIELDS | {"unknown_target_slot"}
MOTIONS = frozenset({"leave", "arrive", "join"})  # the subject goes away from, comes to or joins a group
AWAY = frozenset({"away", "off", "out"})  # "flew away", "ran off": a way of moving that leaves


def _first_amount(sentence: Sentence, lexicon: Lexicon) -> int | None:
    """The first number or amount word; in a question, only one before its question word counts."""
    for index, token in enumerate(sentence.tokens):
        category = getattr(lexicon.lookup(token.text), "category", "")
        if sentence.is_question and category == "question_word":
            return None
        if token.text[:1].isdigit() or category in AMOUNT_WORDS:
            return index
    return None


def _counted_heads(state: ProblemReadingState) -> frozenset[str]:
    units = [h.quantity.unit for h in state.accumulated_initial_state]
    units += [getattr(op.quantity, "unit", None) for op in state.accumulated_operations]
    return frozenset(u.head for u in units if u is not None)


def _first_change_word(sentence: Sentence, before: ProblemReadingState, lexicon: Lexicon) -> int | None:
    """A statement's first word naming a counted kind, or a verb moving its subject in or out."""
    counted = _counted_heads(before)
    tokens = sentence.tokens
    for index, token in enumerate(tokens):
        entry = getattr(lexicon.lookup(token.text), "entry", None)
        if entry is None:
            continue
        if entry.lemma in counted and getattr(lexicon.lookup(token.text), "category", "") != "name":
            return index
        motion = entry.attr("motion")
        following = tokens[index + 1].text.lower() if index + 1 < len(tokens) else ""
        if motion in MOTIONS or (motion == "travel" and following in AWAY):
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
    if at is None and not sentence.is_question:
        at = _first_change_word(sentence, before, lexicon)
    if at is None:
        return None
    return refuse(
        "unused_operator",
        "the sentence tells an amount or a change, and its reading changes nothing in the story",
        before.sentence_index,
        at,
        sentence.tokens[at].text,
    )
