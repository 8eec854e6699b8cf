"""The immutable value types the reading state is built from.

Every type is a frozen, slotted dataclass holding tuples, never lists, and
checks its own invariants, so a state that exists is a state that is valid.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

GENDERS = frozenset({"male", "female", "any", "neuter"})
NUMBERS = frozenset({"singular", "plural"})
ENTITY_KINDS = frozenset({"person", "thing", "group", "scene"})
OPERATION_KINDS = frozenset({"gain", "loss", "transfer"})
QUESTION_KINDS = frozenset(
    {
        "value",
        "change",
        "total",
        "difference",
        "initial",
        "scaled",
        "difference_change",  # "how many more points did Zach score than Ben": two doers' events
        "unit_difference",  # "how many more oranges than apples does he have": two units of one holder
        "unit_difference_change",  # "how many more sweet than salty cookies did he eat"
        "per_each",  # "how many bananas does each friend get": the amount per one of a kind
        "requirement",  # "how many more eggs does he need": a goal whose target a statement gave (ADR 0077)
        "goal",  # "how many more dollars does she have to earn to have 47 dollars": what reaches a target
        "verb_difference_change",  # "how many more cakes did he sell than those he bought": two verbs, one doer
    }
)


def _check_tuple(name: str, value: object) -> None:
    if not isinstance(value, tuple):
        raise TypeError(f"{name} must be a tuple, not {type(value).__name__}")


@dataclass(frozen=True, slots=True)
class EntityRef:
    """Someone or something that holds amounts. ``key`` is its case-free identity."""

    key: str
    label: str
    gender: str
    number: str
    kind: str
    sentence_index: int
    members: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()  # person nouns that named this person beside the name (ADR 0107)

    def __post_init__(self) -> None:
        if not self.key or self.key != self.key.casefold():
            raise ValueError(f"entity key {self.key!r} must be non-empty and case-folded")
        if self.gender not in GENDERS or self.number not in NUMBERS or self.kind not in ENTITY_KINDS:
            raise ValueError(f"entity {self.key!r} has an invalid gender, number or kind")
        _check_tuple("members", self.members)
        _check_tuple("roles", self.roles)


@dataclass(frozen=True, slots=True)
class Unit:
    """What is counted or measured: a head noun lemma narrowed by modifiers.

    ``dimension`` and ``factor`` are set for units of measure (hours,
    dollars), which convert within their dimension; counted things have
    an empty dimension and must come out as whole numbers.
    """

    head: str
    modifiers: tuple[str, ...] = ()
    dimension: str = ""
    factor: Fraction = Fraction(1)
    coin: bool = False  # a counted coin: also worth money, so money questions must not ignore it

    def __post_init__(self) -> None:
        _check_tuple("modifiers", self.modifiers)
        if not self.head:
            raise ValueError("a unit needs a head noun")
        if tuple(sorted(set(self.modifiers))) != self.modifiers:
            raise ValueError("unit modifiers must be sorted and unique")
        if self.factor <= 0:
            raise ValueError("a unit factor must be positive")

    @property
    def is_count(self) -> bool:
        return not self.dimension

    def describe(self) -> str:
        return " ".join(self.modifiers + (self.head,))


@dataclass(frozen=True, slots=True)
class QuantityRef:
    """An amount read from the text. ``value`` None means "some" (an unknown amount)."""

    value: Fraction | None
    token_index: int
    text: str
    unit: Unit | None = None
    sentence_index: int = 0
    number_tokens: tuple[int, ...] = ()  # token positions of every number that made this amount
    owner: str = ""  # "13 of Mike's cards": whose amount this is taken from
    per: Unit | None = None  # set for a rate: "6 marbles in each box" is 6 marble per box
    price: bool = False  # read after "for" or "at": what something cost, not an amount held
    times: Fraction | None = None  # "3 times as many as": the amount is this multiple of a reference's
    divisor: bool = False  # read after "among": the number of equal shares
    whole: bool = False  # "all of his Skittles": everything the owner has at that point
    kept: Fraction | None = (
        None  # "all but 3 of them": with ``whole``, this many stay with the owner (ADR 0217)
    )
    share: Fraction | None = None  # "1/4 of her cards", "25% of the apples": this part of the owner's amount
    container: Unit | None = None  # "4 boxes with 6 pens each": the total 24 pens is held inside these boxes
    share_unit: Unit | None = (
        None  # "put the rest into folders with 5 in each": the share is of this unit's amount
    )
    purpose: str = ""  # "20 blocks to build a house": what the amount was for, as "build house" (ADR 0176)
    time: str | None = (
        None  # "4 emails in the morning": when it moved, "morning" (ADR 0185; None keeps hashes)
    )

    def __post_init__(self) -> None:
        _check_tuple("number_tokens", self.number_tokens)
        if self.value is not None and not isinstance(self.value, Fraction):
            raise TypeError("quantity values are Fractions")


@dataclass(frozen=True, slots=True)
class VerbRef:
    lemma: str
    category: str
    token_index: int
    text: str
    tags: tuple[str, ...] = ()
    motion: str | None = None  # "any" for a verb naming any way of moving ("travel"; ADR 0099)
    uses: str | None = None  # "held": a making that may act on things the doer had (plant, cook; ADR 0108)
    light: bool = False  # a light 'do' read as the activity verb ("did 3 hours of reading"; ADR 0118, 0121)
    with_partner: str | None = None  # "divides": "split 1 pear with Bob" gives Bob no whole pear (ADR 0343)


# "He is selling 1 dog": a present progressive of a moving verb, a move under way or planned, not done (ADR 0343)
UNDER_WAY_TAG = "UNDER_WAY"
WAS_UNDER_WAY_TAG = "WAS_UNDER_WAY"  # "was selling 3 dogs": under way then, not told done (ADR 0343 addendum)
ROOM_TAG = "ROOM"  # a verb the lexicon marks a capacity ("holds"): room, or what is in it (ADR 0369)

STAND_IN = "compared_stand_in"  # "than Josh did": the compared holder's verb, repeated (ADR 0150)


@dataclass(frozen=True, slots=True)
class Marker:
    """An operator word (not, than, left, each, ...) waiting for a rule to give it a role."""

    category: str
    token_index: int
    text: str
    role: str = ""  # the entry's relation or direction attribute, when it has one


@dataclass(frozen=True, slots=True)
class AppliedCategory:
    category: str
    token_index: int


@dataclass(frozen=True, slots=True)
class PronounResolution:
    pronoun: str
    resolved_to: str
    sentence_index: int
    token_index: int
    gender: str = ""  # the pronoun's own gender ('he': male), kept for later pronouns (ADR 0233)


@dataclass(frozen=True, slots=True)
class NounPhrase:
    """A noun phrase under construction: determiner, possessor, modifier and head words."""

    start_index: int
    words: tuple[
        tuple[str, str, str, str], ...
    ] = ()  # (lemma, category, form tag, info: gender or "dimension:factor")
    determiner: str = ""
    possessor: str = ""  # entity key of an owner ("his", "Sam's")
    of_content: tuple[str, ...] = ()
    in_of: bool = False  # "how many pieces of gum": words after 'of' narrow the head

    def __post_init__(self) -> None:
        _check_tuple("words", self.words)
        _check_tuple("of_content", self.of_content)


@dataclass(frozen=True, slots=True)
class QuestionPart:
    asks: str  # "count" or "amount"
    token_index: int
    unit: Unit | None = None
    motion: bool = (
        False  # "How far", "How long" after a speed: the question's verb must be an activity (ADR 0099)
    )


@dataclass(frozen=True, slots=True)
class StatePart:
    """ "Dan had 97 cards, and 8 were torn": a part of a stated amount named by a state (ADR 0103).

    Nothing leaves the holder: the part only has its number placed, and the state words it was
    named by (``words``) mark later mentions, which the reader does not read yet.
    """

    whole: QuantityRef
    part: QuantityRef
    words: tuple[str, ...]
    verb: str = "be"  # "be" for "8 were torn", "have" for "4 had spots": how a question must name it
    holder: str = ""  # who has the whole: a holding's entity or a gain's actor; "" for a loss or a transfer
    kept: bool = True  # False for "3 were broken": the things may be gone, only part or rest read (ADR 0117)
    share: Fraction | None = None  # "1/4 of them are red": the part is this share of the whole (ADR 0117)


@dataclass(frozen=True, slots=True)
class EqualCount:
    """ "every aquarium had the same number of animals": things spread evenly over holders (ADR 0145).

    No number is stated; the rate is fixed at the end of the story from the one stated total of
    ``things`` and the one count of ``holder``.
    """

    things: Unit
    holder: str
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class GroupTotal:
    """ "Tom and Ann have 50 cards together": what the named members hold adds up to ``quantity`` (ADR 0189).

    It is no holding of anyone's: ``group`` is the conjoined subject's key and ``parts`` its members,
    each counted once. The solver reads it as one equation over the parts' amounts at ``order``.
    """

    group: str
    parts: tuple[str, ...]
    quantity: QuantityRef
    order: tuple[int, int]
    past: bool = False  # "had a total of 50": told with a past verb


@dataclass(frozen=True, slots=True)
class Holding:
    """An entity holds an amount at a point in the story (value None: unknown)."""

    entity: str
    quantity: QuantityRef
    order: tuple[int, int]
    than: str = ""  # "25 more than Connie": the holder this amount is measured from
    direction: int = 0  # +1 for more, -1 for fewer or less
    verb: VerbRef | None = None  # the verb that stated a rate ("earns $12 an hour"): which activity it prices
    timing: str = (
        ""  # "before": "already had", an earlier state; "past": a bare "had", placed by story order only;
        # "present": a bare "has", after a change told in the present it may be either side of it (ADR 0370)
    )
    than_unit: Unit | None = None  # "2 more quarters than nickels": the holder's own other unit compared with
    activity: str = ""  # "$5 for each lawn he mowed": the verb whose count the rate pays (ADR 0082)
    scope: tuple[int, int] | None = (
        None  # "walked 6 miles at 2 mph": the speed holds for that clause only (ADR 0099)
    )
    paid_for: str | None = None  # "$12 an hour for babysitting": the one activity a wage pays (ADR 0121)
    capacity: bool | None = None  # "Each van can hold 4 people": room, not an amount held (ADR 0208)
    held_with: str = ""  # "The tank holds 20 fish": a thing's amount told with a room verb (ADR 0369)
    whole: bool | None = None  # "She has 12 beads in all": told with a word of a whole (ADR 0379)
    tense: str | None = None  # "past" or "present": the holding verb's tense, where it shows one (ADR 0379)
    placed: bool | None = None  # "5 red beads in a box": told in a place other than the holder (ADR 0384)


@dataclass(frozen=True, slots=True)
class ComparedMove:
    """A move's amount stated from another doer's move of the same verb: times * theirs + direction * offset."""

    than: str
    times: Fraction
    direction: int
    offset: Fraction
    to: str = ""  # the receiver of the other move, when it is the same giver's (ADR 0362)


@dataclass(frozen=True, slots=True)
class Operation:
    """An amount moves: gained or lost by ``actor``, or transferred actor -> counterparty."""

    kind: str
    actor: str
    quantity: QuantityRef
    verb: VerbRef
    order: tuple[int, int]
    counterparty: str = ""
    doer: str = ""  # the clause subject: the giver of "give", the receiver of "take from"
    fresh: bool | None = None  # "bakes 12 more cookies": 'more' says the things are new (ADR 0108, 0112)
    compared: ComparedMove | None = None  # "sold 5 more than Josh did": measured from Josh's move (ADR 0150)
    own_place: str | None = (
        None  # "deleted 9 songs from her mp3 player": the owner's place it left (ADR 0216)
    )
    paid_for: str | None = None  # "gave him $50 for mowing her lawn": the work the move pays (ADR 0280)

    def __post_init__(self) -> None:
        if self.kind not in OPERATION_KINDS:
            raise ValueError(f"unknown operation kind {self.kind!r}")
        if self.kind == "transfer" and not self.counterparty:
            raise ValueError("a transfer needs a counterparty")


@dataclass(frozen=True, slots=True)
class QuestionTarget:
    """What the question asks for; set once per problem."""

    kind: str
    entities: tuple[str, ...]
    unit: Unit | None
    sentence_index: int
    token_index: int
    verb_category: str = ""
    counterparty: str = ""  # for a difference with no 'than': "" means "the one other holder"
    asks: str = "count"
    given: QuantityRef | None = None  # "How many marbles are in 3 boxes?": the amount the question supplies
    verb_lemma: str = ""
    than_unit: Unit | None = None  # "how many more oranges than apples": the unit subtracted
    per_unit: Unit | None = None  # "how many does each friend get": the one the amount is per
    goal: QuantityRef | None = None  # "... to have 47 dollars": the amount the asked event must reach
    than_goal: QuantityRef | None = (
        None  # "how many more cups of flour than of sugar ... need": the other need
    )
    than_verb_category: str = ""  # "than those he bought": the kind of event subtracted
    either_end: bool = False  # "How many did he have?" with no time word: the start or the end of a change
    asker: str = ""  # a scaled question's person ("does Ann read in 3 days"): whose rate of time it uses
    still_to_come: bool = False  # "how many more should she buy": a step towards a need, if one was stated
    verb_motion: str | None = (
        None  # "how long was she travelling": the verb names any way of moving (ADR 0099)
    )
    obligation: str = ""  # "How many pages did she have to complete?": the obligation's verb (ADR 0124)
    obligation_past: bool = False  # "did she have to": asked in the past, not "does" or "would" (ADR 0202)
    owner: str = ""  # "did he have initially on the shelf": the person whose things the place held (ADR 0130)
    purpose: str = ""  # "did he use to build the tower": only moves for that purpose count (ADR 0176)
    than_purpose: str = ""  # "... than he did to build the house": the purpose subtracted (ADR 0176)
    # "does a bus travel in 3 hours": the thing whose rate a scaled question uses (ADR 0183)
    asked_thing: str = ""
    # "did he receive in the afternoon": only moves then count (ADR 0185)
    times: tuple[str, ...] | None = None
    than_times: tuple[str, ...] | None = None  # "... than in the morning": the time subtracted (ADR 0185)
    # "did he find at the park": a place the story must have said for every asked move (ADR 0184)
    setting: str = ""
    # "does she have in the box": the place a holding question names, checked against the story (ADR 0212)
    held_place: str = ""
    # "did he pay for the eggs": only payments for purchases of that kind count (ADR 0259)
    paid_for: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in QUESTION_KINDS:
            raise ValueError(f"unknown question kind {self.kind!r}")
        _check_tuple("entities", self.entities)


@dataclass(frozen=True, slots=True)
class DroppedObject:
    """A phrase right after a verb that no amount attached to ("is baking a cake"): kept for scene clauses."""

    unit: Unit
    indefinite: bool  # "a cake", "lemonade"; not "her necklaces", "the cake"
    closed_at: int = 0  # the token that closed the phrase: an 'of' there gives its content
    intended: bool = False  # named inside a plan ("to buy some groceries"): intended, not done (ADR 0134)


@dataclass(frozen=True, slots=True)
class SceneEvent:
    """A clause read as scene only (ADR 0047): it moved nothing, so nothing else may count what it names."""

    entity: str
    units: tuple[Unit, ...]
    progressive: bool  # "is baking": an activity under way, which later sentences may state in amounts
    opens_story: bool  # a made, eaten or untaught event: it may have used what its doer held before
    order: tuple[int, int]
    token_index: int
    text: str
    verb_lemma: str = ""
    intended: bool = False  # what a plan named ("to buy some apples"): never done by the text (ADR 0134)

    def __post_init__(self) -> None:
        _check_tuple("units", self.units)
