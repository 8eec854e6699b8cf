"""Scene clauses: a clause with no amount that only sets the scene (ADR 0047).

"Jessica is baking a cake.", "Faye was selling her necklaces at a garage
sale.", "Mandy made an apple pie." say what is going on, not how much
moves. Such a clause commits no arithmetic but keeps its subject for later
pronouns. A moving verb is read as scene only when:

- no number, amount, owner-part or operator word is in it (any marker
  refuses as before), and no recipient, source or rate;
- its verb gains, makes, buys, sells, loses or pays (never give or take:
  they name a second party whose amount would change);
- its objects are indefinite ("a cake", "lemonade", "a bag of pears"), or
  the verb is a progressive ("is selling her necklaces"): an activity
  under way, whose amounts later sentences may state.

The clause did name something it moved (one cake, some money), so the
whole problem is checked at the end (``scene_conflict``): no amount, rate
or question may count what it named, unless a later event of the same
doer and verb states the progressive's amounts ("She sold 3 necklaces");
for buying, selling, paying and earning no money may be counted either
(for an elaborated progressive: none stated before it). A question with
no unit might add the unnamed object in, so it refuses. A moving or
untaught verb only opens its doer's story: after an amount of the doer,
"She made a cake" may have used some of it, so it refuses.

Holdings, activities and untaught verbs with no amount were already
skipped; they now remember their objects the same way ("Tom has a dog.
He bought 2 dogs." no longer answers 2).
"""

from __future__ import annotations

from reader.frames import Clause, Facts, unused_marker
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import EntityRef, QuantityRef, SceneEvent, Unit, VerbRef

SCENE_VERBS = frozenset(
    {"verb_produce", "verb_gain", "verb_buy", "verb_sell", "verb_lose", "verb_pay", "verb_earn"}
)
MONEY_VERBS = frozenset({"verb_buy", "verb_sell", "verb_pay", "verb_earn"})
MONEY = Unit("money", (), "money")


def scene_clause(clause: Clause, subject: EntityRef, verb: VerbRef) -> Facts | None:
    """The scene event of a clause with no amount, or None when the clause must keep its refusal."""
    body = clause.body
    progressive = "VBG" in verb.tags
    splitting = verb.category == "verb_split" and progressive  # "was organizing her books" (ADR 0220)
    if (verb.category not in SCENE_VERBS and not splitting) or body.quantities or body.elliptic:
        return None
    if body.recipient is not None or body.source is not None or body.per_unit is not None:
        return None
    if not body.dropped_objects or unused_marker(clause, body.markers) is not None:
        return None
    progressive = "VBG" in verb.tags
    if not progressive and not all(o.indefinite for o in body.dropped_objects):
        return None  # "She sold her necklaces": all of them, an amount this rule cannot skip
    units = tuple(o.unit for o in body.dropped_objects)
    if verb.category in MONEY_VERBS:
        units += (MONEY,)
    order = (clause.sentence_index, clause.clause_index)
    event = SceneEvent(subject.key, units, progressive, True, order, verb.token_index, verb.text, verb.lemma)
    return Facts(scenes=(event,))


def quiet_clause(clause: Clause, subject: EntityRef, verb: VerbRef) -> Facts:
    """A holding, copula, activity or untaught verb with no amount: nothing committed, objects remembered.

    "Tom has a dog." holds one dog and "Tom adopted a dog." may have gained one, so a later "He bought
    2 dogs. How many dogs does he have?" must not answer 2. Untaught verbs may also have used what the
    doer held ("He cooked an omelette"), so, like moves, they only open their doer's story.
    """
    plain = tuple(o for o in clause.body.dropped_objects if not o.intended)
    order = (clause.sentence_index, clause.clause_index)
    scenes = intended_objects(clause, subject)
    if plain:
        units = tuple(o.unit for o in plain)
        untaught = verb.category == "verb"
        scenes = (
            SceneEvent(subject.key, units, False, untaught, order, verb.token_index, verb.text, verb.lemma),
        ) + scenes
    return Facts(scenes=scenes)


def intended_objects(clause: Clause, subject: EntityRef) -> tuple[SceneEvent, ...]:
    """ "went to buy some apples": what a plan names is checked like a scene of the intended verb (ADR 0134).

    An object that pointed at an amount ("his apples", "some apples") is kept: a later event of the
    same doer and verb may state its amounts ("He bought 3 apples"), as for an activity under way; a
    plan to buy or sell it names money too. As it may have used what its doer held, it only opens the
    doer's story. A plan to buy or sell "shirts" names no amount but may spend or earn money held
    before, so it only opens the story as well.
    """
    body = clause.body
    plan = body.plan_verb
    if plan is None or not (body.plan_points or plan.category in MONEY_VERBS):
        return ()  # "to grow tomatoes": an intended kind, read as before (ADR 0053)
    units: tuple[Unit, ...] = ()
    if body.plan_points:
        units = tuple(dict.fromkeys(o.unit for o in body.dropped_objects if o.intended))
        if plan.category in MONEY_VERBS:
            units += (MONEY,)  # the money a plan to buy or sell would move is not stated either
    order = (clause.sentence_index, clause.clause_index)
    event = SceneEvent(subject.key, units, True, True, order, plan.token_index, plan.text, plan.lemma, True)
    return (event,)


def unnamed_objects(clause: Clause) -> tuple[SceneEvent, ...]:
    """ "He bought a pear and 3 apples": a phrase next to amounts that got none is checked like a scene.

    The pear was bought too, with no number the reader attached, so nothing may count pears.
    """
    verb, subject = clause.verb, clause.subject
    if verb is None or subject is None or not clause.body.quantities or not clause.body.dropped_objects:
        return ()
    from reader.filled_containers import names_its_amounts

    if names_its_amounts(clause):  # "placing her pencils into 14 rows with 11 pencils in each row" (ADR 0225)
        return ()
    units = tuple(o.unit for o in clause.body.dropped_objects)
    order = (clause.sentence_index, clause.clause_index)
    return (SceneEvent(subject.key, units, False, False, order, verb.token_index, verb.text, verb.lemma),)


def _counts(counted: Unit | None, named: Unit) -> bool:
    """Whether an amount's unit could count what a scene clause named ("cups of tea" counts "tea")."""
    if counted is None:
        return False
    if named.dimension == "money":
        return counted.dimension == "money" or counted.coin
    return (
        counted.head == named.head
        or "of:" + named.head in counted.modifiers
        or "of:" + counted.head in named.modifiers
    )


def scene_conflict(state: ProblemReadingState) -> ReaderRefusal | None:
    """Refuse when anything else in the problem counts what a scene clause moved without an amount."""
    for event in state.scene_events:
        if event.opens_story and _earlier_amount(state, event):
            return _conflict(event, "after amounts of its doer were stated")
        counted = _counted_units(state)
        things = [u for u in event.units if u.dimension != "money"]
        told = [u for u in things if event.progressive and _elaborated(state, event, u)]
        for named in things:
            if named not in told and any(_counts(u, named) for u in counted):
                return _conflict(event, f"and the problem counts {named.describe()}")
        if MONEY in event.units:
            stated = counted
            if len(told) == len(things):  # "was selling her necklaces. She sold 3 ... for $7 each"
                stated = [q.unit for q in _stated(state) if q.sentence_index < event.order[0]]
            if event.intended:  # money is stated for a plan only by the events that carry it out
                stated = [] if _carried(state, event) else counted
            if any(_counts(u, MONEY) for u in stated):
                return _conflict(event, "and the problem counts money")
        question = state.unknown_target_slot
        if (
            question is not None
            and question.unit is None
            and len(told) < len(things)
            and not _carried(state, event)
        ):
            return _conflict(event, "and the question names no unit")
    return None


def _carried(state: ProblemReadingState, event: SceneEvent) -> bool:
    """ "went to buy some food. He bought 2 pies ...": a plan carried out by later events of its doer and
    verb is what they state, so what they count is counted once (ADR 0134). Paying carries out a buying."""
    return event.intended and _by_every_doer(
        state,
        event,
        lambda op: (
            op.verb.lemma == event.verb_lemma
            or (op.verb.category == "verb_pay" and event.verb_lemma == "buy")
        ),
    )


def _by_every_doer(state: ProblemReadingState, event: SceneEvent, fits) -> bool:  # type: ignore[no-untyped-def]
    """A later event that ``fits`` by the scene's doer; for a named group ("Paul and Paula went to buy
    some cookies"), one by every member, so no member's part goes uncounted (ADR 0162)."""
    group = state.entity(event.entity)
    members = group.members if group is not None and group.members else ()

    def done_by(doer: str) -> bool:
        return any(
            op.order[0] > event.order[0] and doer in (op.doer, op.actor) and fits(op)
            for op in state.accumulated_operations
        )

    return done_by(event.entity) or (bool(members) and all(done_by(m) for m in members))


def _conflict(event: SceneEvent, why: str) -> ReaderRefusal:
    return refuse(
        "incomplete_operation",
        f"'{event.text}' named something with no amount, {why}",
        event.order[0],
        event.token_index,
        event.text,
    )


def _stated(state: ProblemReadingState) -> list[QuantityRef]:
    return [h.quantity for h in state.accumulated_initial_state] + [
        op.quantity for op in state.accumulated_operations
    ]


def _counted_units(state: ProblemReadingState) -> list[Unit | None]:
    """Every unit an amount, a rate or the question counts in."""
    units: list[Unit | None] = []
    for q in _stated(state):
        units += [q.unit, q.per, q.container]
    question = state.unknown_target_slot
    if question is not None:
        units += [question.unit, question.than_unit, question.per_unit]
    return units


def _elaborated(state: ProblemReadingState, event: SceneEvent, named: Unit) -> bool:
    """ "Faye was selling her necklaces. She sold 3 necklaces ...": a later event of the same doer and verb
    states the activity's amounts, so counting what it named is counting that later event."""
    return _by_every_doer(
        state, event, lambda op: op.verb.lemma == event.verb_lemma and _counts(op.quantity.unit, named)
    )


def _earlier_amount(state: ProblemReadingState, event: SceneEvent) -> bool:
    """Whether an amount held or moved by the scene's doer was stated before the scene clause."""
    before = event.order[0]
    held = any(h.entity == event.entity and h.order[0] < before for h in state.accumulated_initial_state)
    moved = any(
        event.entity in (op.actor, op.counterparty, op.doer) and op.order[0] < before
        for op in state.accumulated_operations
    )
    return held or moved
