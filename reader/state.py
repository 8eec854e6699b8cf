"""The two levels of reading state: one sentence, and the whole problem.

The problem state holds what has been committed; the sentence state holds
what is still being built. No field lives at both levels, and only
``end_sentence`` turns sentence work into problem state, so a sentence
that refuses commits nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from operator import attrgetter
from typing import Any, TypeVar

from reader.values import (
    AppliedCategory,
    DroppedObject,
    EntityRef,
    EqualCount,
    GroupTotal,
    Holding,
    Marker,
    NounPhrase,
    Operation,
    PronounResolution,
    QuantityRef,
    QuestionPart,
    QuestionTarget,
    SceneEvent,
    StatePart,
    Unit,
    VerbRef,
)

FRAMES = frozenset({"initial_state", "operation", "question", "descriptive"})
LOOKBACK_LIMIT = 8

_V = TypeVar("_V")
# class -> (field positions, one getter of every field, the slot setters in field order or None, __post_init__)
_Layout = tuple[
    dict[str, int], Callable[[Any], tuple[Any, ...]], tuple[Callable[[Any, Any], None], ...] | None, Any
]
_POSITIONS: dict[type, _Layout | None] = {}


def _slot_setters(cls: type, names: tuple[str, ...]) -> tuple[Callable[[Any, Any], None], ...] | None:
    """The slot setters of a frozen, slotted dataclass whose ``__init__`` only stores its fields; else None.

    Such an ``__init__`` stores each field with ``object.__setattr__`` (the slot's setter) in field order
    and then calls ``__post_init__``; nothing else (no ``InitVar``, no ``ClassVar``, no own ``__init__``).
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or not params.init or len(cls.__dataclass_fields__) != len(names):
        return None
    made_by_dataclass = getattr(getattr(cls.__init__, "__code__", None), "co_filename", "") == "<string>"
    if not made_by_dataclass:
        return None  # an __init__ of the class's own (dataclass leaves one in place)
    setters = []
    for name in names:
        slot = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
        if type(slot).__name__ != "member_descriptor":
            return None
        setters.append(slot.__set__)
    return tuple(setters)


def evolve(value: _V, /, **changes: Any) -> _V:
    """``dataclasses.replace(value, **changes)``, faster: the same new value, built the same way.

    State updates were a quarter of reading time, and about half of
    ``replace`` is its generic walk over the fields. This reads the fields in
    one list and, for a frozen slotted dataclass, stores them in a new object
    slot by slot and runs ``__post_init__``, which is all its ``__init__`` does
    (without the call and its keyword handling); any other class is called
    with the fields in order. A class with a field outside the positional
    ``__init__``, or a name it does not have, goes to ``replace``.
    """
    cls = type(value)
    if cls not in _POSITIONS:
        found = fields(cls)
        plain = len(found) > 1 and all(f.init and f.kw_only is not True for f in found)
        names = tuple(f.name for f in found)
        post = getattr(cls, "__post_init__", None)
        layout = ({n: i for i, n in enumerate(names)}, attrgetter(*names), _slot_setters(cls, names), post)
        _POSITIONS[cls] = layout if plain else None
    layout = _POSITIONS[cls]
    if layout is None:
        return replace(value, **changes)
    positions, read_all_fields, setters, post_init = layout
    args = list(read_all_fields(value))  # one C call for every field (a tuple, as there are two or more)
    for name, new in changes.items():
        at = positions.get(name)
        if at is None:
            return replace(value, **changes)
        args[at] = new
    if setters is None:
        return cls(*args)
    made = object.__new__(cls)
    for store, arg in zip(setters, args, strict=True):
        store(made, arg)
    if post_init is not None:
        post_init(made)
    return made


_TUPLE_FIELDS: dict[tuple[str, ...], Callable[[Any], Any]] = {}


def _tuples(obj: object, *names: str) -> None:
    read = _TUPLE_FIELDS.get(names)
    if read is None:
        read = _TUPLE_FIELDS[names] = attrgetter(*names)
    values = read(obj) if len(names) > 1 else (read(obj),)
    for value in values:  # every state change checks these: one C call fetches them all
        if not isinstance(value, tuple):
            break
    else:
        return
    for name in names:
        if not isinstance(getattr(obj, name), tuple):
            raise TypeError(f"{type(obj).__name__}.{name} must be a tuple")


@dataclass(frozen=True, slots=True)
class ListInProgress:
    """A list of amounts being read: "2 dogs, 3 cats and 4 fish" (ADR 0067).

    ``role`` says what may come next; ``separator`` is the last comma or 'and'; ``items`` holds
    the token of each item's amount and ``phrased`` whether each finished item carried a phrase
    of its own ("$3 on a book"); ``verb_index`` is the clause's verb when the list began;
    ``unmarked`` says its items were set side by side with no comma (ADR 0142).
    """

    role: str
    separator: int
    text: str
    verb_index: int
    items: tuple[int, ...] = ()
    phrased: tuple[bool, ...] = ()
    current_phrased: bool = False
    unmarked: bool = False

    def __post_init__(self) -> None:
        _tuples(self, "items", "phrased")


@dataclass(frozen=True, slots=True)
class ClausePayload:
    """The clause being read: everything a frame needs before it can be committed."""

    quantities: tuple[QuantityRef, ...] = ()
    objects: tuple[EntityRef, ...] = ()
    recipient: EntityRef | None = None
    source: EntityRef | None = None
    location: EntityRef | None = None
    markers: tuple[Marker, ...] = ()
    open_np: NounPhrase | None = None
    open_preposition: Marker | None = None
    new_entities: tuple[EntityRef, ...] = ()
    resolutions: tuple[PronounResolution, ...] = ()
    question: QuestionPart | None = None
    auxiliary: bool = False
    past_auxiliary: bool = False  # "How many did he have?": 'did' asks about some past point (ADR 0076)
    pending_conjunction: Marker | None = None
    finished_clauses: tuple[FinishedClause, ...] = ()
    per_unit: Unit | None = None  # "in each box", "per hour", "an hour": the denominator of a rate
    than_unit: Unit | None = None  # in a question, "than apples": the unit compared with
    elliptic: tuple[
        tuple[QuantityRef, tuple[str, ...]], ...
    ] = ()  # "3 green and ...": amounts waiting for a noun
    dropped_objects: tuple[DroppedObject, ...] = ()  # "is baking a cake": phrases no amount attached to
    location_inherited: bool = (
        False  # "$13 on shorts and $12 on a shirt": a later place replaces it (ADR 0067)
    )
    open_list: ListInProgress | None = (
        None  # "2 dogs, 3 cats and ...": a list of amounts not yet closed (ADR 0067)
    )
    purpose: str = ""  # "for babysitting", "to tutor" after a finished amount: what it is for (ADR 0121)
    plan_verb: VerbRef | None = None  # "to buy some groceries": the intended verb of a plan (ADR 0134)
    plan_points: bool = False  # a word in the plan's object pointed at an amount ("some", "the", "his")
    with_amounts: tuple[int, ...] = ()  # "4 bags with 5 apples": numbers read right after 'with' (ADR 0149)
    asked_purpose: str = ""  # in a question, "to build the tower" after the asked move (ADR 0176)
    dated: tuple[Marker, ...] = ()  # "in the morning", "on Monday": times that may tag amounts (ADR 0185)
    unread_places: tuple[int, ...] = ()  # "3 dogs at home and ...": an item's phrase no rule reads (ADR 0277)
    than_purpose: str = ""  # in a question, "than he did to build the house" (ADR 0176)
    subject_list: str = ""  # "Tom, Ann and Leo": the shape of a list of subjects being read (ADR 0177)
    subject_list_stage: str = ""  # where that list is: after a comma, an item, its 'and', or closed
    scaled_offset: QuantityRef | None = None  # "60 less than four times as many": the 60 waits (ADR 0344)
    offset_unit: Unit | None = None  # "5 more roommates than twice as many": the offset's own unit (ADR 0344)

    def __post_init__(self) -> None:
        _tuples(
            self,
            "quantities",
            "objects",
            "markers",
            "new_entities",
            "resolutions",
            "finished_clauses",
            "elliptic",
            "dropped_objects",
            "with_amounts",
            "dated",
            "unread_places",
        )


@dataclass(frozen=True, slots=True)
class FinishedClause:
    """A clause closed by 'and' inside a sentence, kept until the sentence commits."""

    subject: EntityRef | None
    verb: VerbRef | None
    clause: ClausePayload
    frame: str | None = None


@dataclass(frozen=True, slots=True)
class SentenceReadingState:
    sentence_index: int
    frame: str | None = None
    expectation: str | None = None
    pending_quantities: tuple[QuantityRef, ...] = ()
    pending_entity_ref: EntityRef | None = None
    pending_verb: VerbRef | None = None
    token_index: int = 0
    lookback: tuple[AppliedCategory, ...] = ()
    partial_frame_payload: ClausePayload = ClausePayload()
    opened_with_time: bool = (
        False  # "On Monday, ...": an opening time phrase was read and set aside (ADR 0150)
    )
    clause_commas: tuple[int, ...] = ()  # "A costs $5, B costs $4 and ...": commas read as 'and' (ADR 0345)
    clause_and: int = -1  # the 'and' after the last of those commas (ADR 0345)

    def __post_init__(self) -> None:
        _tuples(self, "pending_quantities", "lookback", "clause_commas")
        if self.frame is not None and self.frame not in FRAMES:
            raise ValueError(f"unknown frame {self.frame!r}")
        if len(self.lookback) > LOOKBACK_LIMIT:
            raise ValueError("lookback holds at most 8 categories")
        if self.token_index < 0:
            raise ValueError("token index must not be negative")


@dataclass(frozen=True, slots=True)
class ProblemReadingState:
    entity_registry: tuple[EntityRef, ...] = ()
    accumulated_initial_state: tuple[Holding, ...] = ()
    accumulated_operations: tuple[Operation, ...] = ()
    unknown_target_slot: QuestionTarget | None = None
    pronoun_resolution_history: tuple[PronounResolution, ...] = ()
    sentence_index: int = 0
    source_text_offset: int = 0
    scene_events: tuple[SceneEvent, ...] = ()  # clauses read as scene only (ADR 0047)
    state_parts: tuple[StatePart, ...] = ()  # "and 8 were torn": parts named by a state (ADR 0103)
    part_asked: str = ""  # "part" or "rest": the question asks for the part or the rest of it (ADR 0104)
    equal_counts: tuple[EqualCount, ...] = ()  # "each box has the same number of pens" (ADR 0145)
    group_totals: tuple[GroupTotal, ...] = ()  # "Tom and Ann have 50 cards together" (ADR 0189)
    habit_kinds: tuple[
        str, ...
    ] = ()  # "collects bottle caps and wrappers": kinds named on their own (ADR 0214)

    def __post_init__(self) -> None:
        _tuples(
            self,
            "scene_events",
            "state_parts",
            "equal_counts",
            "group_totals",
            "habit_kinds",
            "entity_registry",
            "accumulated_initial_state",
            "accumulated_operations",
            "pronoun_resolution_history",
        )
        keys = [e.key for e in self.entity_registry]
        if len(keys) != len(set(keys)):
            raise ValueError("an entity is registered twice")
        if self.sentence_index < 0 or self.source_text_offset < 0:
            raise ValueError("positions must not be negative")

    def entity(self, key: str) -> EntityRef | None:
        for entity in self.entity_registry:
            if entity.key == key:
                return entity
        return None
