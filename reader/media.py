"""Devices that play a recording are things, not persons (ADR 0216).

"Paige had 11 songs on her mp3 player. If she deleted 9 old songs from it, ..." 'player' is a
person noun (a game's player, ADR 0194), so "paige's mp3 player" was registered as a person and
'she' could mean Paige or her mp3 player. What tells the device from the person is the word
before it, and only the lexicon knows that: a noun marked ``medium: yes`` (mp3, dvd, cassette,
video) is a recording, and what plays a recording is a machine. So a person noun whose activity is
playing (``does: play``) right after such a noun is kept in the phrase as an ordinary noun: the
phrase names a thing, which no 'he' or 'she' can mean. "a soccer player", "a piano player" and
"the players" stay persons: soccer and piano are not recordings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse

if TYPE_CHECKING:  # frames.py imports this module: the reader's types are for annotations only
    from packs.model import Lexicon
    from reader.rules.context import Word
    from reader.state import ProblemReadingState
    from reader.tokenise import Sentence
    from reader.values import EntityRef, Unit

MEDIUM = "medium"  # the noun-phrase info of a noun the lexicon marks as a recording (ADR 0216)
PLAYING = "play"
PLACE = (
    "prep_in"  # 'in', 'on': where things are kept  # the ``does`` of a person noun whose doer plays (player)
)


def medium_info(word: Word) -> str:
    """ "medium" for a lower-case noun the lexicon marks a recording (mp3, dvd), else ""."""
    if word.category == "noun" and word.attr(MEDIUM) == "yes" and not word.text[:1].isupper():
        return MEDIUM
    return ""


def plays_a_medium(words: tuple[tuple[str, str, str, str], ...], word: Word) -> bool:
    """Whether ``word`` is a player of the recording that ends the phrase so far ("mp3 | player")."""
    return (
        word.category == "person_noun"
        and word.attr("does") == PLAYING
        and bool(words)
        and words[-1][1] == "noun"
        and words[-1][3] == MEDIUM
    )


def owns_place(subject: EntityRef, source: EntityRef) -> bool:
    """Whether ``source`` is a thing the one person ``subject`` owns ("paige's mp3 player" of paige)."""
    if subject.kind != "person" or source.kind != "thing":
        return False
    owner, _, rest = source.key.partition("'s ")
    return owner == subject.key and bool(rest) and "'s " not in rest


def _names(place: str, problem: ProblemReadingState) -> bool:
    """The place holds, moves or is asked about in its own right: it has a chain apart from its owner."""
    keys = [h.entity for h in problem.accumulated_initial_state]
    keys += [k for op in problem.accumulated_operations for k in (op.actor, op.counterparty)]
    keys += [e.entity for e in problem.scene_events] + [e.holder for e in problem.equal_counts]
    keys += [k for g in problem.group_totals for k in (g.group, *g.parts)]
    question = problem.unknown_target_slot
    if question is not None:
        keys += list(question.entities)
    return place in keys


OWNER_WORDS = frozenset({"article", "pronoun", "name", "possessive_marker"})  # 'her', 'the', "lucas 's"


def _one_place(sentence: Sentence, label: str, lexicon: Lexicon) -> bool:
    """The sentence names exactly one place ('in', 'on'), and that place's phrase is ``label``.

    "Amy had 4 music files and 21 video files on her flash drive" puts every amount it tells on the
    drive; "25 files on her laptop and 10 on her phone" does not, and is not read as one place. The
    whole label must match, not only its last word: "on his red laptop" is not "his blue laptop",
    nor "his new laptop" (red-team round, ADR 0228). Before the label only words naming an owner
    or a determiner may stand ('her', 'the', "Lucas 's").
    """
    texts = [t.text.casefold() for t in sentence.tokens]
    places = [
        i for i, t in enumerate(texts) if (sense := lexicon.lookup(t)) is not None and sense.category == PLACE
    ]
    if len(places) != 1:
        return False
    words = label.split()
    after = texts[places[0] + 1 :]
    for end in range(len(words), len(after) + 1):
        if after[end - len(words) : end] != words:
            continue
        before = after[: end - len(words)]
        return all((sense := lexicon.lookup(w)) is not None and sense.category in OWNER_WORDS for w in before)
    return False


def _of_kind(unit: Unit | None, asked: Unit | None) -> bool:
    """``unit`` is of the asked kind: money by its dimension ('$50' is the asked 'money'), other
    kinds by their head; a question naming no kind (``asked`` None) asks every
    kind (ADR 0272)."""
    if unit is None:
        return False
    if asked is None:
        return True
    if "money" in (unit.dimension, asked.dimension):
        return unit.dimension == asked.dimension
    return unit.head == asked.head


def _said_there(
    owner: str,
    asked: Unit | None,
    place_label: str,
    sentences: tuple[Sentence, ...],
    problem,
    lexicon: Lexicon,
) -> bool:
    """Every amount of the asked kind the owner was told to hold was told as being at the one place."""
    held = [
        h for h in problem.accumulated_initial_state if h.entity == owner and _of_kind(h.quantity.unit, asked)
    ]
    if not held:
        return False
    for h in held:
        index = h.quantity.sentence_index
        if index >= len(sentences) or not _one_place(sentences[index], place_label, lexicon):
            return False
    return True


def _others_there(
    owner: str,
    asked: Unit | None,
    place_label: str,
    sentences: tuple[Sentence, ...],
    problem,
    lexicon: Lexicon,
) -> bool:
    """Another holder's amount of the asked kind was told at a place of that name (ADR 0278)."""
    for h in problem.accumulated_initial_state:
        if h.entity == owner or not _of_kind(h.quantity.unit, asked):
            continue
        index = h.quantity.sentence_index
        if index < len(sentences) and _one_place(sentences[index], place_label, lexicon):
            return True
    return False


def _copies(op, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """The move's verb sends to a place online (``recipient: place``): an upload copies, nothing leaves.

    Such a send from one's own phone takes nothing off the phone; what the sender has left is never
    read after it (``reader/copied_sends.py``), so the place needs no check here (ADR 0223).
    """
    from reader.lifecycle import sentence_words

    at = op.quantity.sentence_index
    if at >= len(sentences):
        return False
    words = sentence_words(sentences[at], lexicon)
    token = op.verb.token_index
    verb = words[token] if 0 <= token < len(words) else None
    return verb is not None and verb.attr("recipient") == "place"


def moved_from_own_place(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a loss "from her mp3 player" that cannot be the owner's own loss (ADR 0216).

    The frame reads "she deleted 9 songs from it" as the owner's loss when the source is a thing the
    owner owns. That holds only when the owner's amount of those things was told as being on that
    place and nothing else makes the place a holder: no holding, move or question of its own. Else
    the songs may have come from a store the story keeps apart, and the reading refuses.
    """
    for op in problem.accumulated_operations:
        place = op.own_place
        unit = op.quantity.unit
        if place is None or _copies(op, sentences, lexicon):
            continue
        label = place.partition("'s ")[2]
        if (
            unit is None
            or _names(place, problem)
            or not _said_there(op.actor, unit, label, sentences, problem, lexicon)
        ):
            q = op.quantity
            return refuse(
                "underdetermined",
                f"'{op.verb.text}' from {place}: the things there are not told to be all of {op.actor}'s",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None


RECENCY = "recency"  # the adjective attribute of a word saying how lately things were got (new, old)


def _units_of(problem: ProblemReadingState) -> list[Unit]:
    units = [h.quantity.unit for h in problem.accumulated_initial_state] + [
        h.than_unit for h in problem.accumulated_initial_state
    ]
    question = problem.unknown_target_slot
    if question is not None:
        units += [question.unit, question.than_unit, question.per_unit]
    return [u for u in units if u is not None]


def recent_kinds(problem: ProblemReadingState, lexicon: Lexicon) -> ProblemReadingState:
    """Drop 'new' and 'old' from the kind of a move when nothing held or asked is narrowed by them.

    "Paige had 11 songs. She deleted 9 old songs and added 8 new songs. How many songs does she
    have?" The old songs are some of the songs she had and the new ones are songs she now has:
    the words tell when the songs were got, not a kind of song, and reading them as kinds left
    'songs' covering two narrower kinds (``ambiguous_unit``). A word the lexicon marks with
    ``recency`` is dropped from a move's kind only when no holding and no part of the question
    tells things of the same head new or old: "How many new songs did she add?" and "A store had
    20 old cars. It sold 5 new cars." keep the kinds apart.
    """
    from dataclasses import replace

    def recency(word: str) -> bool:
        sense = lexicon.lookup(word)
        return sense is not None and bool(sense.entry.attr(RECENCY))

    # heads whose held or asked things are themselves told new or old: "had 20 old cars" keeps the kinds
    kept = {u.head for u in _units_of(problem) if any(recency(m) for m in u.modifiers)}
    ops = []
    for op in problem.accumulated_operations:
        unit = op.quantity.unit
        if unit is None or unit.dimension or unit.head in kept:
            ops.append(op)
            continue
        recent = {m for m in unit.modifiers if recency(m)}
        if recent:
            plain = replace(unit, modifiers=tuple(m for m in unit.modifiers if m not in recent))
            op = replace(op, quantity=replace(op.quantity, unit=plain))
        ops.append(op)
    return replace(problem, accumulated_operations=tuple(ops))


def asked_own_place(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ProblemReadingState:
    """ "How many files were still on her flash drive?" asks the owner, when the drive is only where
    the owner's files were told to be (ADR 0216).

    The question's holder is the place, which holds nothing of its own, so the reading refused. The
    place is read as its owner only when: the owner is one person; every amount of the asked kind
    the owner was told to hold was told in a sentence naming this one place and no other; the place
    itself holds, moves or is compared in nothing; and the owner only lost things of that kind since
    (a gain may have gone anywhere). Otherwise the question is left as it was, and refuses.
    """
    from dataclasses import replace

    question = problem.unknown_target_slot
    if question is None or len(question.entities) != 1:
        return problem
    place = question.entities[0]
    registry = {e.key: e for e in problem.entity_registry}
    owner_key, _, rest = place.partition("'s ")
    owner, thing = registry.get(owner_key), registry.get(place)
    if owner is None or thing is None or not owns_place(owner, thing) or owner.number != "singular":
        return problem
    asked = question.unit  # None: "How much is left in her account?" asks every kind told there (ADR 0272)
    keys = [h.entity for h in problem.accumulated_initial_state]
    keys += [k for op in problem.accumulated_operations for k in (op.actor, op.counterparty)]
    keys += [e.entity for e in problem.scene_events] + [e.holder for e in problem.equal_counts]
    keys += [k for g in problem.group_totals for k in (g.group, *g.parts)]
    if place in keys or not _said_there(owner.key, asked, rest, sentences, problem, lexicon):
        return problem
    if _others_there(owner.key, asked, rest, sentences, problem, lexicon):
        return problem  # "Ben has 2 pens in the bag" too: the bag is not only the owner's (ADR 0278)
    moves = [
        op
        for op in problem.accumulated_operations
        if owner.key in (op.actor, op.counterparty) and _of_kind(op.quantity.unit, asked)
    ]
    if any(op.kind != "loss" for op in moves):
        return problem
    return replace(problem, unknown_target_slot=replace(question, entities=(owner.key,)))
