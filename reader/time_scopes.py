"""Periods of time: a question narrowed to "a week", and rates turned from one time unit into another.

"Tom reads 20 pages a day. How many pages does he read in a week?" asks for the daily rate over
one week: seven days, since a day and a week are fixed lengths of time (ADR 0064). Two limits
keep this sound:

- a rate per hour (or minute, second) never becomes a rate per day or week by the clock: a day of
  reading or working is not 24 hours of it. Only a stated duration per day ("He works 8 hours a
  day") carries an hourly rate into days;
- months and years are calendar units with no fixed number of days: they never convert to days.
"""

from __future__ import annotations

from fractions import Fraction

from reader.frames import Facts
from reader.graph import MathProblemGraph, Rate
from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload, SentenceReadingState, evolve
from reader.values import Marker, NounPhrase, QuantityRef, Unit

DAY = Fraction(86400)  # seconds: the line no clock conversion crosses


def one_period(np: NounPhrase, unit: Unit, sentence_index: int) -> QuantityRef | None:
    """'in a week', 'in an hour' after a question's verb: one of that time unit, as 'in 3 days' is three."""
    if np.determiner not in ("a", "an") or len(np.words) != 1 or np.possessor or unit.dimension != "time":
        return None
    return QuantityRef(Fraction(1), np.start_index, np.words[-1][0], unit, sentence_index)


def rates_of_asker(graph: MathProblemGraph) -> MathProblemGraph:
    """A question about one person's doing over a time uses that person's rates of time only."""
    asker = graph.question.asker
    if not asker:
        return graph
    return evolve(graph, rates=tuple(r for r in graph.rates if r.per_key != "dim:time" or r.holder == asker))


def doing_the_asked(graph: MathProblemGraph) -> MathProblemGraph:
    """Drop the rates per unit of time that do not state the question's own activity (matched as in ADR 0030).

    "Jack works 8 hours a day. How much does he earn in 5 days?" has no rate of earning: the hours
    worked are not what he earns.
    """
    from reader.activity import _applies

    return evolve(graph, rates=tuple(r for r in graph.rates if r.per_key != "dim:time" or _applies(r, graph)))


def earning_as_asked(graph: MathProblemGraph) -> MathProblemGraph:
    """A rate per month or year answers only a question of its own act (ADR 0313, 0326): "Tom earns
    $50 a month. How much does he spend in 12 months?" has no rate of spending, and "Tom loses $50 a
    month" none of spending, "earns" none of saving. The act is matched as for rates per unit of time
    (``activity.same_act``, used by ``doing_the_asked``); a rate told with no verb is left as it was."""
    from reader.activity import same_act

    q = graph.question
    return evolve(
        graph,
        rates=tuple(
            r
            for r in graph.rates
            if r.per_key != "dim:calendar"
            or not r.verb_category
            or same_act(r, q.verb_lemma, q.verb_category)
        ),
    )


def _same_side_of_a_day(a: Fraction, b: Fraction) -> bool:
    return (a < DAY and b < DAY) or (a >= DAY and b >= DAY)


def _per_time(graph: MathProblemGraph) -> list[Rate]:
    return [r for r in graph.rates if r.per_key == "dim:time"]


def split_period(rate: Rate, given: Unit) -> bool:
    """A rate per several days asked for a shorter span ("$190 a week" asked "in a day"; ADR 0197).

    Scaling a week's amount up to weeks is counting periods; splitting it over its days assumes the
    doer works or picks every day alike, which the story never says.
    """
    return given.dimension == "time" and DAY <= given.factor < rate.per_factor


def time_rate_value(graph: MathProblemGraph, given: Unit) -> Fraction | None:
    """The one rate of the asked unit per base second that ``given`` (a time unit) may use; None if none fits.

    A rate stated per the given unit itself is left to the ordinary path. Otherwise exactly one rate
    of the asked unit per unit of time must exist and:

    - it converts by the clock when its unit and the given one lie on the same side of a day
      ("a minute" -> "an hour", "a day" -> "a week"), and no other amount of time per period was
      stated ("works 5 days a week" makes a week of work five days, not seven);
    - otherwise one stated duration per the given unit's side ("8 hours a day") carries it over:
      the rate times the hours per day.
    """
    if given.dimension != "time":
        return None
    from reader.activity import _applies

    asked = [r for r in _per_time(graph) if r.unit_key in graph.question_units and _applies(r, graph)]
    if not asked or any(r.per_head == given.head for r in asked):
        return None
    if len({(r.value / r.per_factor, r.unit_key, r.holder) for r in asked}) != 1:
        return None
    rate = asked[0]
    durations = [r for r in _per_time(graph) if r.unit_key == "dim:time" and r is not rate]
    if rate.unit_key == "dim:time":
        return None  # "8 hours a day" asked "in a week": how many days of work is not said
    if not durations:
        if not _same_side_of_a_day(rate.per_factor, given.factor):
            return None
        if split_period(rate, given):
            return None  # "190 dollars a week" asked "in a day": on how many days is not told
        return rate.value / rate.per_factor
    if len(durations) != 1:
        return None
    carrier = durations[0]
    if carrier.holder != rate.holder or carrier.per_factor != given.factor:
        return None
    if not _hours_of_the_act(carrier, rate, graph):
        return None  # "earns $5 an hour" and "sleeps 8 hours a day": no hours of work are told (ADR 0326)
    if rate.per_factor >= DAY or carrier.value > carrier.per_factor:
        return None
    # "$10 an hour" and "8 hours a day": per base second of work, times the seconds of work per day
    return rate.value / rate.per_factor * carrier.value / carrier.per_factor


def _hours_of_the_act(carrier: Rate, rate: Rate, graph: MathProblemGraph) -> bool:
    """The hours per day are spent on the rate's own act (ADR 0326): "reads 20 pages an hour" through
    "reads 3 hours a day"; a wage through hours of work ("works 8 hours a day") or of the activity it
    names ("$5 an hour for reading" and "reads 3 hours a day"); a machine through its running. Hours of
    sleeping, playing or reading are no hours of paid work, and hours of work no hours of reading."""
    from reader.activity import EARNING, WORKING

    if carrier.verb_lemma == rate.verb_lemma:
        return True
    if rate.unit_key == "dim:money" and rate.verb_category in EARNING:
        if rate.paid_for is not None:
            return carrier.verb_lemma == rate.paid_for.split(" ")[0]
        return carrier.verb_lemma == WORK
    things = {e.key for e in graph.entities if e.kind == "thing"}
    return carrier.verb_lemma in WORKING and rate.holder in things


WORK = "work"
PERIOD = "opening_period"  # the marker an opening "In one day" leaves on its sentence (ADR 0065)
OPENING_PREPOSITIONS = frozenset({"prep_in"})
SINGLE_NUMBERS = frozenset({"number", "number_word"})


def number_opens_period(s: SentenceReadingState, prep_category: str) -> bool:
    """A number right after a sentence-opening 'In': it may count the period the sentence happens in."""
    return (
        prep_category in OPENING_PREPOSITIONS
        and s.token_index == 1
        and s.frame is None
        and s.pending_verb is None
        and s.pending_entity_ref is None
        and not s.pending_quantities
        and not s.partial_frame_payload.quantities
    )


def after_opening_period(s: SentenceReadingState) -> QuantityRef | None:
    """'In one day' read so far (preposition, one number, one time unit): the period, else None."""
    if s.token_index != 3:
        return None  # asked of every token: the cheap test first
    seen = [a.category for a in s.lookback]
    np = s.partial_frame_payload.open_np
    if (
        s.token_index != 3
        or len(seen) != 3
        or seen[0] not in OPENING_PREPOSITIONS
        or seen[1] not in SINGLE_NUMBERS
        or seen[2] != "unit_noun"
        or len(s.pending_quantities) != 1
        or np is None
        or len(np.words) != 1
        or np.words[0][3].split(":")[0] != "time"
        or s.frame is not None
    ):
        return None
    return s.pending_quantities[0]


def scoped_sentence(s: SentenceReadingState, period: QuantityRef) -> SentenceReadingState:
    """The sentence starts afresh after its period; a marker keeps the period's number for the commit."""
    fresh = SentenceReadingState(sentence_index=s.sentence_index, token_index=s.token_index)
    (number,) = period.number_tokens
    marker = Marker(PERIOD, number, period.text)
    return evolve(fresh, partial_frame_payload=evolve(fresh.partial_frame_payload, markers=(marker,)))


def _without_period(body: ClausePayload) -> tuple[ClausePayload, tuple[Marker, ...]]:
    found = tuple(m for m in body.markers if m.category == PERIOD)
    return evolve(body, markers=tuple(m for m in body.markers if m.category != PERIOD)), found


def take_period(s: SentenceReadingState) -> tuple[SentenceReadingState, Marker | None]:
    """Lift the opening period off the sentence's clauses, so no clause sees it as an operator word."""
    body, found = _without_period(s.partial_frame_payload)
    finished = []
    for f in body.finished_clauses:
        inner, more = _without_period(f.clause)
        finished.append(evolve(f, clause=inner))
        found += more
    s = evolve(s, partial_frame_payload=evolve(body, finished_clauses=tuple(finished)))
    return s, (found[0] if found else None)


def _states_a_rate(body: ClausePayload) -> bool:
    return (body.per_unit is not None and body.per_unit.dimension in ("time", "calendar")) or any(
        q.per is not None for q in body.quantities
    )


def scope_facts(facts: Facts, period: Marker, s: SentenceReadingState) -> Facts | ReaderRefusal:
    """What 'In one day they sold 41 of them' says: the amounts, all within the period.

    The period narrows nothing later questions can ask about (a question with its own time refuses
    or needs a rate, which this sentence may not state), so it is the setting of the sentence's
    amounts. A rate over time inside it ("In 3 days he read 20 pages a day") would need the period
    to multiply: refused, as is a period with no amount to scope.
    """
    bodies = [f.clause for f in s.partial_frame_payload.finished_clauses] + [s.partial_frame_payload]
    if facts.question is not None or any(_states_a_rate(b) for b in bodies):
        detail = "a period opening a sentence with a rate or a question: over the period or per unit?"
        return refuse("unsupported_operation", detail, s.sentence_index, period.token_index, period.text)
    moves = [o for o in facts.operations if o.quantity.value is not None]
    held = [h for h in facts.holdings if h.quantity.value is not None]
    if moves:
        first = moves[0]
        scoped = evolve(first.quantity, number_tokens=first.quantity.number_tokens + (period.token_index,))
        ops = tuple(evolve(o, quantity=scoped) if o is first else o for o in facts.operations)
        return evolve(facts, operations=ops)
    if held:
        first_h = held[0]
        scoped = evolve(
            first_h.quantity, number_tokens=first_h.quantity.number_tokens + (period.token_index,)
        )
        holdings = tuple(evolve(h, quantity=scoped) if h is first_h else h for h in facts.holdings)
        return evolve(facts, holdings=holdings)
    return refuse(
        "unsupported_operation",
        "a period opening a sentence with no amount in it",
        s.sentence_index,
        period.token_index,
        period.text,
    )
