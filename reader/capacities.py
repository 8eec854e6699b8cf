"""Capacities: "Each van can hold 4 people" is room for 4, not 4 held (ADR 0208).

A capacity says nothing about how many things a container holds now, so it is no amount of any
holding. It answers one question only: how many containers are needed for things that are told
(ADR 0113's containers counted from their contents, asked with 'need'). The containers needed are
the things divided by the room in one, rounded up: a part-full container is still one needed.

ADR 0369 adds two: the room of several such containers asked with the room's own verb ("How many
people can 3 vans hold?" is 3 times the room of one), and a refusal of containers needed when a count
of another kind is told beside the things counted ("80 students and 5 teachers": which need room?).

Every other use of a capacity keeps the refusal it always had ("How many people are in the vans?",
"How many vans are there?": how full they are is not told), at the sentence and token where the
capacity was stated, so a problem that still refuses refuses where it did before.

Rounding is read from the question alone: only 'need' asks for every thing to find room, so only
'need' rounds up. A question that asks what there is ("How many boxes does she have?") divides
exactly or refuses (`non_integer_count`): whether the last container is counted is not told.
"""

from __future__ import annotations

from fractions import Fraction

from reader.refusals import ReaderRefusal, refuse
from reader.values import Holding, QuestionTarget

NEED = "verb_need"
DETAIL = "a capacity ('can hold') is not an amount held"


def capacity_refusal(holding: Holding) -> ReaderRefusal:
    """The refusal a capacity stated in a sentence has always given, at its verb."""
    verb = holding.verb
    return refuse(
        "unsupported_operation",
        DETAIL,
        holding.quantity.sentence_index,
        verb.token_index if verb is not None else 0,
        verb.text if verb is not None else "",
    )


def unread_capacity(holdings: tuple[Holding, ...]) -> ReaderRefusal | None:
    """The first capacity's refusal, for a problem that refused anywhere after stating one."""
    found = [h for h in holdings if h.capacity]
    return capacity_refusal(found[0]) if found else None


def capacity_unused(
    holdings: tuple[Holding, ...], question: QuestionTarget, inverse: bool
) -> ReaderRefusal | None:
    """A refusal unless every capacity is the one rate of the containers a 'need' question counts.

    ``inverse`` is whether ADR 0113 read the question as containers for told contents; that rule
    already takes exactly one rate per the asked container.
    """
    found = [h for h in holdings if h.capacity]
    if not found:
        return None
    if _room_scaled(found, question):
        return None
    asked = question.unit
    if (
        inverse
        and question.verb_category == NEED
        and asked is not None
        and len(found) == 1
        and found[0].quantity.per is not None
        and found[0].quantity.per.head == asked.head
        and not _other_contents(holdings, found[0])
    ):
        return None
    return capacity_refusal(found[0])


def _other_contents(holdings: tuple[Holding, ...], room: Holding) -> bool:
    """Whether a told amount of another kind may also need room ("40 students ... 80 students and 5
    teachers"): which things the containers are for is not told, so the capacity refuses (ADR 0369)."""
    unit = room.quantity.unit
    return any(
        not h.capacity
        and h.quantity.per is None
        and h.quantity.unit is not None
        and unit is not None
        and h.quantity.unit.head != unit.head
        and h.quantity.unit.dimension == unit.dimension
        for h in holdings
    )


def rounding_of(question: QuestionTarget, inverse: bool) -> str | None:
    """'up' for containers asked with 'need' (ADR 0113's reading); None: no rounding is told."""
    return "up" if inverse and question.verb_category == NEED else None


def rounded(answer: Fraction, rounding: str | None) -> Fraction:
    """The whole number of containers a remainder asks for; the answer unchanged without a rounding."""
    if rounding == "up" and answer.denominator != 1 and answer > 0:
        return Fraction(-(-answer.numerator // answer.denominator))
    return answer


def _room_scaled(found: list[Holding], question: QuestionTarget) -> bool:
    """ "Each van can hold 8 people. How many people can 3 vans hold?": the room of the containers the
    question counts, asked with the room's own verb, is that many times the room of one (ADR 0369)."""
    room = found[0]
    given, per = question.given, room.quantity.per
    return (
        len(found) == 1
        and given is not None
        and given.unit is not None
        and given.value is not None
        and per is not None
        and given.unit.head == per.head
        and room.verb is not None
        and question.verb_lemma == room.verb.lemma
        and question.unit is not None
        and room.quantity.unit is not None
        and question.unit.head == room.quantity.unit.head
    )
