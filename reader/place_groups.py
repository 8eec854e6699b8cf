""" "How many boxes are there in both warehouses?": a question's group of told places or counted things (ADR 0291).

The ordinary reading meets 'both', 'all' or 'the' + a number before a plural
noun that is not a person and refuses ("no rule reads a determiner as an
amount", "a determiner with no noun after it"). ADR 0247 and 0271 read such a
phrase when it names the people of the story ("both of them", "the two
boys"); this module reads it when it names things, in two ways, and only in
a question:

- **Told places.** "The red warehouse has 400 boxes. The blue warehouse has
  200 boxes. How many boxes are in both warehouses?" The phrase names every
  holder the story told whose name ends in the noun ('red warehouse', 'first
  warehouse', "Tom's shop" for 'shops'). The question is read with the first
  of them in the phrase's place ("How many boxes are in the red warehouse?");
  when that reading asks a plain value, total or change of that one holder,
  the question is widened to all of them, as a conjoined subject is ("do the
  red warehouse and the blue warehouse have": a total). The count is a check:
  'both' needs exactly two such holders, 'the N' / 'all N' exactly N, a bare
  'all (of) the' at least three; a count of them the story told ("There are
  two warehouses") must agree; and every one of them must hold, or move, an
  amount of the asked kind (a change question: a change by the asked verb).
- **Counted things.** "It takes 10 minutes to wash 4 windows. His house has
  64 windows ... wash all of the windows?", "There are two warehouses. Each
  warehouse has 400 boxes. How many boxes are in both warehouses?" When no
  holder is named by the noun, the phrase is every counted thing of that kind:
  the story must have told exactly one count of them (one holder, a number,
  never changed, compared or given per something), and 'both' / 'the N' /
  'all N' must say that same count. The question is read with that number in
  the phrase's place ("in 2 warehouses"), which must be the amount the
  question supplies.

Refused as before: a count that differs from the holders told ("the two
warehouses" beside three), a group noun that fits fewer of them than it
counts ("both shops" for a shop and a warehouse), a holder of the noun with
no amount of the asked kind, two counts of the things ("all of the windows"
when two holders have windows) or a count that changed, a noun with a word
after it ("both warehouse workers"), 'each of the two <things>' (each, not
together), and a sentence with two such phrases.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.counted_groups import count_of
from reader.lifecycle import lookup
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuestionTarget

WIDENED = {"value": "total", "total": "total", "change": "change"}
NOUN_ENDS = frozenset({"noun", "person_noun", "unit_noun", "prep_of", "name"})


@dataclass(frozen=True, slots=True)
class Phrase:
    """One group phrase of a question: where it starts, its noun, and the count it says."""

    first: int
    noun: int
    lemma: str
    told: int  # the number said; 2 for 'both'; 0 for a bare 'all (of) the'
    number_at: int  # where that number stands; -1 when none is written


def _is_the(word: Word | None) -> bool:
    return word is not None and word.category == "article" and word.attr("definite") == "true"


def _is_of(word: Word | None) -> bool:
    return word is not None and word.category == "prep_of"


def _selects(word: Word | None, what: str) -> bool:
    return word is not None and word.category == "determiner" and word.attr("selects") == what


def _thing_noun(words: tuple[Word | None, ...], at: int) -> bool:
    """A plural noun of things that ends its phrase ("warehouses ?", not "warehouse workers")."""
    noun = words[at] if at < len(words) else None
    if noun is None or noun.category != "noun" or noun.sense is None or noun.sense.form != "NNS":
        return False
    after = words[at + 1] if at + 1 < len(words) else None
    return after is None or after.category not in NOUN_ENDS


def _phrase_at(words: tuple[Word | None, ...], at: int) -> Phrase | None:
    """The group phrase opening at ``at``, if one does."""
    word = words[at]
    nxt = words[at + 1 : at + 4] + (None,) * 3
    if _selects(word, "pair"):  # "both warehouses", "both the warehouses", "both of the warehouses"
        skip = 2 if _is_of(nxt[0]) and _is_the(nxt[1]) else 1 if _is_the(nxt[0]) else 0
        noun = at + 1 + skip
        return Phrase(at, noun, words[noun].lemma.casefold(), 2, -1) if _thing_noun(words, noun) else None
    if _selects(word, "all"):
        number = count_of(nxt[0])
        if number >= 2:  # "all three warehouses", "all 3 of the warehouses"
            skip = 2 if _is_of(nxt[1]) and _is_the(nxt[2]) else 0
            noun = at + 2 + skip
            found = Phrase(at, noun, "", number, at + 1)
        else:  # "all the warehouses", "all of the windows"
            skip = 2 if _is_of(nxt[0]) and _is_the(nxt[1]) else 1 if _is_the(nxt[0]) else -1
            if skip < 0:
                return None
            noun = at + 1 + skip
            found = Phrase(at, noun, "", 0, -1)
        return replace(found, lemma=words[noun].lemma.casefold()) if _thing_noun(words, noun) else None
    if _is_the(word) and count_of(nxt[0]) >= 2:  # "the two warehouses"; not "each of the two warehouses"
        before = words[at - 1] if at > 0 else None
        if _is_of(before) or _selects(before, "all") or not _thing_noun(words, at + 2):
            return None
        return Phrase(at, at + 2, words[at + 2].lemma.casefold(), count_of(nxt[0]), at + 1)  # type: ignore[union-attr]
    return None


def group_phrase(sentence: Sentence, lexicon: Lexicon) -> Phrase | None:
    """The one group phrase of the sentence; None for none or two."""
    words = words_of(sentence, lexicon)
    found: list[Phrase] = []
    for at in range(len(words)):
        phrase = _phrase_at(words, at)
        if phrase is not None and not any(p.first <= at <= p.noun for p in found):
            found.append(phrase)
    return found[0] if len(found) == 1 else None


def places_named(problem: ProblemReadingState, lemma: str) -> tuple[str, ...]:
    """The holders the story told whose name ends in the noun ('red warehouse', "tom's shop")."""
    return tuple(e.key for e in problem.entity_registry if e.kind == "thing" and e.key.split()[-1] == lemma)


def _spoken(key: str, problem: ProblemReadingState) -> list[str] | None:
    """The words that name a told holder again: "the red warehouse", "Tom 's shop"."""
    if "'s " not in key:
        return ["the", *key.split()]
    owner, rest = key.split("'s ", 1)
    person = problem.entity(owner)
    if person is None or " " in person.label:
        return None
    return [person.label, "'s", *rest.split()]


def _counts_agree(problem: ProblemReadingState, lemma: str, places: int) -> bool:
    """Every count of the places the story told ("There are two warehouses") is their number, never changed."""
    for h in problem.accumulated_initial_state:
        q = h.quantity
        if q.per is not None and q.per.head == lemma:
            return False  # "Each warehouse has 400 boxes" beside warehouses told one by one
        if q.unit is not None and q.unit.head == lemma and (q.value != places or h.than or q.per is not None):
            return False
    return not any(
        op.quantity.unit is not None and op.quantity.unit.head == lemma
        for op in problem.accumulated_operations
    )


def _plain(target: QuestionTarget, key: str) -> bool:
    """A question of one holder's value, total or change and nothing that narrows it further."""
    return (
        target.kind in WIDENED
        and target.entities == (key,)
        and target.unit is not None
        and target.given is None
        and target.per_unit is None
        and target.goal is None
        and target.than_unit is None
        and not target.counterparty
        and not target.owner
        and not target.purpose
        and not target.asked_thing
        and not target.held_place
        and not target.setting
        and not target.obligation
    )


def _each_has_amount(read: ProblemReadingState, places: tuple[str, ...], target: QuestionTarget) -> bool:
    """Every place holds or moves the asked kind; for a change question, changes it by the asked verb."""
    head = target.unit.head if target.unit is not None else ""
    for place in places:
        moved = [
            op
            for op in read.accumulated_operations
            if place in (op.actor, op.counterparty)
            and op.quantity.unit is not None
            and op.quantity.unit.head == head
        ]
        if target.kind == "change":
            if not any(op.actor == place and op.verb.category == target.verb_category for op in moved):
                return False
            continue
        held = any(
            place in (h.entity, h.than)
            and h.quantity.per is None
            and h.quantity.unit is not None
            and h.quantity.unit.head == head
            for h in read.accumulated_initial_state
        )
        if not held and not moved:
            return False
    return True


def _ranked_beyond(
    problem: ProblemReadingState, lemma: str, places: tuple[str, ...], lexicon: Lexicon
) -> bool:
    """A place ranked past the story's count of them: "There are two warehouses ... the third warehouse".

    A third one says a second one exists: the told count and the places named disagree (ADR 0300).
    Ranked names without a told count read as before ("Fourth grade ... Fifth grade ... the two grades").
    """
    told = [
        h.quantity.value
        for h in problem.accumulated_initial_state
        if h.quantity.unit is not None and h.quantity.unit.head == lemma and h.quantity.value is not None
    ]
    if not told:
        return False
    for place in places:
        for at, text in enumerate(place.split()):
            word = lookup(text, at, lexicon)
            value = word.attr("value") if word is not None and word.category == "ordinal_word" else ""
            if value and any(Fraction(value) > count for count in told):
                return True
    return False


def _owner_moved(read: ProblemReadingState, places: tuple[str, ...], target: QuestionTarget) -> bool:
    """The owner of a place moved the asked kind: "Tom's shop has 40 hats ... Tom gave 5 hats to Ann".

    Out of his shop or out of his own? The story does not say, so the total of the shops is not known
    (ADR 0300).
    """
    owners = {place.split("'s ", 1)[0] for place in places if "'s " in place}
    head = target.unit.head if target.unit is not None else ""
    return any(
        owners & {op.actor, op.counterparty, op.doer}
        for op in read.accumulated_operations
        if op.quantity.unit is None or op.quantity.unit.head == head
    )


def _read_places(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    phrase: Phrase,
    places: tuple[str, ...],
) -> ProblemReadingState | None:
    """The question read with the first place in the phrase's stead, then asked of every place."""
    fits = len(places) == phrase.told if phrase.told else len(places) >= 3
    if not fits or not _counts_agree(problem, phrase.lemma, len(places)):
        return None
    if _ranked_beyond(problem, phrase.lemma, places, lexicon):
        return None
    spoken = _spoken(places[0], problem)
    if spoken is None:
        return None
    feed = Feed(
        read_as=((phrase.noun, spoken[0]),),
        skipped=frozenset(range(phrase.first, phrase.noun)),
        added_after=((phrase.noun, " ".join(spoken[1:])),),
    )
    read = read_fed(sentence, problem, lexicon, choices, feed)
    if isinstance(read, ReaderRefusal) or read.unknown_target_slot is None:
        return None
    target = read.unknown_target_slot
    if not _plain(target, places[0]) or not _each_has_amount(read, places, target):
        return None
    if _owner_moved(read, places, target):
        return None
    if places_named(read, phrase.lemma) != places:
        return None  # the question named a new one
    widened = replace(target, entities=places, kind=WIDENED[target.kind])
    return replace(read, unknown_target_slot=widened)


def one_count(problem: ProblemReadingState, lemma: str) -> int:
    """The one count of these things the story told and never changed or compared; 0 for none or several."""
    counts = [
        h
        for h in problem.accumulated_initial_state
        if h.quantity.unit is not None and h.quantity.unit.head == lemma
    ]
    if len(counts) != 1 or any(
        op.quantity.unit is not None and op.quantity.unit.head == lemma
        for op in problem.accumulated_operations
    ):
        return 0
    q = counts[0].quantity
    if (
        counts[0].than
        or counts[0].than_unit
        or q.per is not None
        or q.times is not None
        or q.share is not None
    ):
        return 0
    if q.value is None or q.value.denominator != 1 or q.value < 2:
        return 0
    return int(q.value)


def _one_holder(problem: ProblemReadingState, lemma: str) -> str:
    """Who holds the one told count of these things."""
    return next(
        h.entity
        for h in problem.accumulated_initial_state
        if h.quantity.unit is not None and h.quantity.unit.head == lemma
    )


def counted_words(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon
) -> tuple[tuple[Word | None, ...], str] | None:
    """The question's words with its group phrase of counted things as their one told count, and who holds them.

    For readings that take a sentence's words rather than feeding its tokens ("How many minutes will
    it take David to wash all of the windows?" read as "... to wash 64 windows?", ADR 0079).
    """
    phrase = group_phrase(sentence, lexicon)
    if phrase is None or places_named(problem, phrase.lemma):
        return None
    count = one_count(problem, phrase.lemma)
    if not count or (phrase.told and phrase.told != count):
        return None
    words = words_of(sentence, lexicon)
    number = lookup(str(count), phrase.first, lexicon)
    return words[: phrase.first] + (number,) + words[phrase.noun :], _one_holder(problem, phrase.lemma)


def _read_count(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    phrase: Phrase,
) -> ProblemReadingState | None:
    """The question read with the one told count of the things in the phrase's stead ("in 2 warehouses")."""
    count = one_count(problem, phrase.lemma)
    if not count or (phrase.told and phrase.told != count):
        return None
    feed = Feed(
        read_as=((phrase.first, str(count)),), skipped=frozenset(range(phrase.first + 1, phrase.noun))
    )
    read = read_fed(sentence, problem, lexicon, choices, feed)
    if isinstance(read, ReaderRefusal) or read.unknown_target_slot is None:
        return None
    target = read.unknown_target_slot
    if {*target.entities, target.asker} - {_one_holder(problem, phrase.lemma), ""}:
        return None  # "How many pencils does Sam have in both boxes?" when the boxes are Kate's (ADR 0300)
    given = target.given
    if given is None or given.value != count or given.unit is None or given.unit.head != phrase.lemma:
        return None
    asked = target.unit.head if target.unit is not None else ""
    if any(op.quantity.unit is None or op.quantity.unit.head == asked for op in read.accumulated_operations):
        return None  # "Tom ate 4 apples": out of the baskets, or not?
    return read


def read_place_group(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question read with its group phrase as the told places, or as the one told count of the things."""
    if refusal.sentence_index != problem.sentence_index or not sentence.is_question:
        return refusal
    if problem.unknown_target_slot is not None:
        return refusal
    phrase = group_phrase(sentence, lexicon)
    if phrase is None:
        return refusal
    places = places_named(problem, phrase.lemma)
    if places:
        read = _read_places(sentence, problem, lexicon, choices, phrase, places)
    else:
        read = _read_count(sentence, problem, lexicon, choices, phrase)
    return refusal if read is None else read


def place_group_counts(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> frozenset[tuple[int, int]]:
    """Where the number of a group phrase read here stands ("the two warehouses"): checked, so it has its place."""
    target = problem.unknown_target_slot
    if target is None or not 0 <= target.sentence_index < len(sentences):
        return frozenset()
    phrase = group_phrase(sentences[target.sentence_index], lexicon)
    if phrase is None or phrase.number_at < 0:
        return frozenset()
    places = places_named(problem, phrase.lemma)
    given = target.given
    counted = given is not None and given.token_index == phrase.first and given.value == phrase.told
    if (places and target.entities == places) or (not places and counted):
        return frozenset({(target.sentence_index, phrase.number_at)})
    return frozenset()


__all__ = [
    "Phrase",
    "counted_words",
    "group_phrase",
    "one_count",
    "place_group_counts",
    "places_named",
    "read_place_group",
]
