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

A verb whose meaning the lexicon does not know (a noun read as the verb, "The captain leaves.", or
an untaught verb, "The captain departs.") with no object, in a story counting people or animals,
is held to the same, even when its clause was kept as scene: it may tell a counted being going
away (ADR 0287).
"""

from __future__ import annotations

import dataclasses

from packs.model import Lexicon
from reader.beings import LIVING, is_being
from reader.kinds import lexicon_kinds
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.verb_position import candidates, is_verbal

AMOUNT_WORDS = frozenset({"fraction_word", "multiplier", "number_word", "percent_word"})
# Registering who is named, or whom a pronoun stands for, changes nothing the question can ask.
POSITION_FIELDS = frozenset(
    {"sentence_index", "source_text_offset", "entity_registry", "pronoun_resolution_history"}
)
QUESTION_FIELDS = POSITION_FIELDS | {"unknown_target_slot"}
SCENE = frozenset({"scene_events"})  # a clause read as scene only (ADR 0047)
MOTIONS = frozenset({"leave", "arrive", "join"})  # the subject goes away from, comes to or joins a group
AWAY = frozenset({"away", "off", "out"})  # "flew away", "ran off": a way of moving that leaves
# a place gone to that stands after the verb with no preposition: "hurries home", "went upstairs"
PLACES_GONE = frozenset({"home", "upstairs", "downstairs", "inside", "outside", "indoors", "outdoors"})
# what may follow an intransitive verb: "leaves early", "leaves for lunch", "leaves at noon"
NO_OBJECT = frozenset({"adverb", "time_marker"})  # and any preposition
UNTAUGHT = "verb"  # the category of a verb the lexicon gives no arithmetic role


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


def _unknown_act(sentence: Sentence, before: ProblemReadingState, lexicon: Lexicon) -> int | None:
    """A verb of unknown meaning with no object, in a story that counts people or animals (ADR 0287).

    Such a verb is a word the lexicon files as a noun, standing as the verb of a sentence with no verb
    of its own ("The captain leaves.", "The boss leaves for lunch": the lexicon gives a surface that
    is both a noun plural and a verb form to the noun, "leaves" under 'leaf'), or the first verb of
    the sentence when its role is not taught ("The captain departs."). What the verb says is not
    known: it may be one of the counted beings leaving or coming, which a reading that changes
    nothing has dropped. A verb with an object ("The owner saws a board") acts on the object, and a
    story counting things ("The old bus stops near the park. Finn had 22 tickets.") has no member
    such an act could move; both read as before.
    """
    if not _counts_beings(before, lexicon):
        return None
    words = sentence_words(sentence, lexicon)
    verbs = [i for i, w in enumerate(words) if w is not None and w.category.startswith("verb")]
    if verbs and words[verbs[0]].category == UNTAUGHT and not words[verbs[0]].attr("motion"):
        found: tuple[int, ...] = (verbs[0],)  # "The captain departs.": a verb whose role is not taught
    elif any(w is not None and is_verbal(w) for w in words):
        return None
    else:
        found = tuple(at for at, _tags in candidates(words))
    for at in found:
        rest = [w for w in words[at + 1 :] if w is not None]
        if rest and rest[0].category == "adjective":  # "leaves early", not "saws big logs"
            rest = rest[1:]
        if not rest or rest[0].category in NO_OBJECT or rest[0].category.startswith("prep"):
            return at
        if rest[0].lemma in PLACES_GONE:  # "The captain hurries home": where, not what (ADR 0310)
            return at
    return None


def _goes_off(sentence: Sentence, before: ProblemReadingState, lexicon: Lexicon) -> int | None:
    """A verb of going, in a story that counts people or animals (ADR 0310).

    "A boy goes home.", "The captain went to the park.", "A girl runs outside." may take one of the
    counted beings out of the place the question asks about; a reading that kept the sentence as
    scene has dropped that. Where the going heads is not looked at: any way of going may leave.
    """
    if not _counts_beings(before, lexicon):
        return None
    words = sentence_words(sentence, lexicon)
    for index, word in enumerate(words):
        if word is not None and word.category.startswith("verb"):
            return index if word.attr("motion") in ("travel", "any") else None
    return None


def _goes_elsewhere(
    sentence: Sentence, before: ProblemReadingState, after: ProblemReadingState, lexicon: Lexicon
) -> int | None:
    """Beings going to a new place, read as coming from nowhere, in a story that counts beings (ADR 0310).

    "The class has 20 students. Two boys go to the library." was read as the library gaining two
    boys; whether they left the class is not said, and the class's count stood unchanged.
    """
    moves = after.accumulated_operations[len(before.accumulated_operations) :]
    if not moves or any(op.counterparty for op in moves) or not _counts_beings(before, lexicon):
        return None
    held = {h.entity for h in before.accumulated_initial_state if h.quantity.value is not None}
    if not held:
        return None  # "20 runners went to the park. 15 runners went to the beach.": goings only
    holders = held | {p for op in before.accumulated_operations for p in (op.actor, op.counterparty) if p}
    if any(op.actor in holders for op in moves):
        return None
    return _goes_off(sentence, before, lexicon)


def _counts_beings(state: ProblemReadingState, lexicon: Lexicon) -> bool:
    """Does the story count people or animals (players, members, birds)?"""
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    for head in _counted_heads(state):
        entry = getattr(lexicon.lookup(head), "entry", None)
        if is_being(head, kind_of) or (entry is not None and entry.attr("covers") in LIVING):
            return True
    return False


def _unchanged(
    before: ProblemReadingState,
    after: ProblemReadingState,
    sentence: Sentence,
    also: frozenset[str] = frozenset(),
) -> bool:
    ignored = (QUESTION_FIELDS if sentence.is_question else POSITION_FIELDS) | also
    return all(
        getattr(before, f.name) == getattr(after, f.name)
        for f in dataclasses.fields(before)
        if f.name not in ignored
    )


def silent_statement(
    sentence: Sentence, before: ProblemReadingState, after: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when ``sentence`` told an amount and its reading left the story as it was."""
    at = None
    if _unchanged(before, after, sentence):
        at = _first_amount(sentence, lexicon)
        if at is None and not sentence.is_question:
            at = _first_change_word(sentence, before, lexicon)
    if at is None and not sentence.is_question and _unchanged(before, after, sentence, SCENE):
        # a scene-only clause of a verb of unknown meaning ("leaves early") moved nothing either (ADR 0287)
        at = _unknown_act(sentence, before, lexicon)
        if at is None:
            at = _goes_off(sentence, before, lexicon)
    if at is None and not sentence.is_question:
        gone = _goes_elsewhere(sentence, before, after, lexicon)
        if gone is not None:
            return refuse(
                "underdetermined",
                "beings go to another place: whether they left a place the story counts is not said",
                before.sentence_index,
                gone,
                sentence.tokens[gone].text,
            )
    if at is None:
        return None
    return refuse(
        "unused_operator",
        "the sentence tells an amount or a change, and its reading changes nothing in the story",
        before.sentence_index,
        at,
        sentence.tokens[at].text,
    )
