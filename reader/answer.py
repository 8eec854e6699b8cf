"""Turning a solved graph into the amount the question asks for."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from reader.graph import Event, MathProblemGraph, unit_key
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution
from reader.values import Unit


@dataclass(frozen=True, slots=True)
class Answer:
    """What the reader answers: the value, its unit, the graph it was read into, the derivation and its hash.

    It lives here rather than in ``reader.api`` so that the whole-problem readings (ages, visits,
    measures, ...) can build one without importing the reader's entry point.
    """

    value: Fraction
    unit: str
    graph: MathProblemGraph
    steps: tuple[str, ...]
    trace_hash: str


# The asked holder was given no amount the question asks about (a pronoun reading may say why, ADR 0330).
NOTHING_FOR_ASKED = "no event read matches what the question asks"


def _chains_for(solution: Solution, holders: tuple[str, ...], units: tuple[str, ...]):
    return [c for c in solution.chains if (not holders or c.holder in holders) and c.unit_key in units]


SCENE = "there"  # the holder of "There are 3 red pens": no place named

MOVING_RATE_VERBS = frozenset(
    {"verb_earn", "verb_gain", "verb_produce", "verb_buy", "verb_lose", "verb_pay", "verb_sell"}
)


def _running_rate(
    graph: MathProblemGraph, holders: tuple[str, ...], units: tuple[str, ...]
) -> ReaderRefusal | None:
    """ "Tom has $5. He earns $2 an hour. He works 3 hours. How much does he have?": the rate adds to it.

    What a rate of gaining or losing over time has added to a holding is not read, so a question about
    the holding refuses rather than answer the amount before it (ADR 0076 addendum).
    """
    q = graph.question
    for r in graph.rates:
        if (
            r.unit_key in units
            and r.per_key.startswith("dim:time")
            and r.verb_category in MOVING_RATE_VERBS
            and "/" not in r.text  # "baked 20 pies in 2 days" (ADR 0066): the 20 is already an event
            and (not holders or r.holder in holders)
        ):
            return refuse(
                "underdetermined",
                f"'{r.holder}' gains or loses the asked kind at a rate ('{r.text}' per {r.per_head}):"
                " what that has added is not read",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _time_spent_as_held(
    graph: MathProblemGraph, holders: tuple[str, ...], units: tuple[str, ...]
) -> ReaderRefusal | None:
    """ "Sam had 3 hours of free time. He read for 1 hour. How many hours does he have left?"

    Time spent doing something is not time gained: beside time held, an activity's duration may be
    taken out of it or not, so a question about the time held refuses. A distance covered ("had 5
    miles to run. He ran 3 miles") is the same: it may be taken out of a held length or not (ADR 0186).
    """
    mine = [e for e in graph.events if e.unit_key in units and (not holders or e.holder in holders)]
    held = any(e.kind == "hold" and e.unit_key.startswith(("dim:time", "dim:length")) for e in mine)
    spent = [e for e in mine if e.kind == "change" and e.verb_category == "verb_activity"]
    if not (held and spent):
        return None
    q = graph.question
    return refuse(
        "ambiguous_unit",
        f"time held and time spent on an activity ('{spent[0].text}') are asked as one amount",
        q.sentence_index,
        q.token_index,
        "",
    )


def asked_form(graph: MathProblemGraph, solution: Solution) -> Linear | ReaderRefusal:
    """The linear form of the asked amount, in base units."""
    from reader.speeds import motion_stand_in

    graph = motion_stand_in(graph)  # "how long was she travelling" after "she strolled" (ADR 0099)
    q = graph.question
    units = graph.question_units
    if q.times is not None or q.than_times is not None:
        from reader.time_tags import time_form

        return time_form(graph, solution, asked_form)  # "did he receive in the afternoon" (ADR 0185)
    if q.purpose:
        from reader.purposes import purpose_form

        return purpose_form(graph, _change_form)  # "did he use to build the tower" (ADR 0176)
    if q.kind == "scaled":
        return _scaled(graph)
    if q.kind == "goal":
        from reader.goals import goal_form

        needed = goal_form(graph, solution, _chains_for(solution, q.entities, units))
        if q.than_goal is None or isinstance(needed, ReaderRefusal):
            return needed
        from reader.goals import goal_difference

        other = replace(graph, question=replace(q, goal=q.than_goal))
        return goal_difference(
            graph, needed, goal_form(other, solution, _chains_for(solution, q.entities, graph.than_units))
        )
    if q.kind == "per_each":
        assert q.per_unit is not None
        rate = _one_rate(graph, q.per_unit.head)
        if isinstance(rate, ReaderRefusal):
            return rate
        return Linear(rate.value / rate.per_factor)
    if q.kind in ("difference_change", "unit_difference", "unit_difference_change", "verb_difference_change"):
        from reader.differences import difference_form

        return difference_form(graph, solution)
    if (
        q.kind in ("value", "total", "initial")
        and graph.rates
        and not _chains_for(solution, q.entities, units)
    ):
        return _converted(graph, solution)
    if q.kind in ("value", "total", "initial"):
        holders = q.entities
        chains = _chains_for(solution, holders, units)
        convertible = {r.per_head for r in graph.rates if r.unit_key in units and r.unit_key != "dim:money"}
        held_heads = {c.unit_key.split("+")[0] for c in solution.chains if not holders or c.holder in holders}
        if chains and convertible & held_heads:
            # "Each box has 9 pieces. Sam has 3 boxes and 4 pieces.": 4, or 4 plus the boxes' 27?
            return refuse(
                "ambiguous_unit",
                "the holder has the asked unit both directly and through a rate",
                q.sentence_index,
                q.token_index,
                "",
            )
        if chains and _containers_of_asked(graph, units) & held_heads:
            # "A box holds 6 eggs. Ann has 5 full boxes and 3 eggs.": 3, or 3 plus the boxes' 30? (ADR 0240)
            return refuse(
                "ambiguous_unit",
                "the holder has the asked unit both directly and inside containers that hold it",
                q.sentence_index,
                q.token_index,
                "",
            )
        running = _running_rate(graph, holders, units) or _time_spent_as_held(graph, holders, units)
        if running is not None:
            return running
        worth = _priced_items_held(graph, solution, holders, units)
        if worth is not None:
            return worth
        elsewhere = _unplaced_change(graph, holders, units)
        if elsewhere is not None:
            return elsewhere
        silent = [h for h in holders if not _chains_for(solution, (h,), units)]
        if silent:
            return refuse(
                "dangling_entity",
                f"the question is about '{silent[0]}', of whom no amount of that unit was read",
                q.sentence_index,
                q.token_index,
                "",
            )
        if not chains:
            return _nothing_about(q)
        if (
            q.either_end
            and any(c.initial != c.terminal for c in chains)
            and not _totalled_gains(graph, q, chains)
        ):
            return refuse(
                "readings_disagree",
                "'did ... have' with no time word: the amount before the changes or after them?",
                q.sentence_index,
                q.token_index,
                "",
            )
        total = Linear(Fraction(0))
        for chain in chains:
            total = total.plus(chain.initial if q.kind == "initial" else chain.terminal)
        return total
    if q.kind == "difference":
        first = _chains_for(solution, (q.entities[0],), units)
        other = q.entities[1]
        if not other:
            others = sorted(
                {c.holder for c in solution.chains if c.unit_key in units and c.holder != q.entities[0]}
            )
            if len(others) != 1:
                return refuse(
                    "underdetermined",
                    "'how many more' without 'than' needs exactly one other holder",
                    q.sentence_index,
                    q.token_index,
                    "",
                )
            other = others[0]
        second = _chains_for(solution, (other,), units)
        if not first or not second:
            return refuse(
                "dangling_entity",
                "one side of the comparison has no amount",
                q.sentence_index,
                q.token_index,
                "",
            )
        total = Linear(Fraction(0))
        for chain in first:
            total = total.plus(chain.terminal)
        for chain in second:
            total = total.plus(chain.terminal, -1)
        return total
    from reader.packing import containers_made

    made = containers_made(graph, solution)  # "How many piles could she make?" (ADR 0051)
    if made is not None:
        return made
    return _change_form(graph)


def _totalled_gains(graph: MathProblemGraph, q, chains) -> bool:
    """ "He had 10 pens. He bought 3. How many did he have in all?": 'in all' adds the gains to the start.

    A totalling word asked of one holding that only grew names its end (13), as MAWPS means it.
    After a loss there is nothing for it to add at the end, and it may as well mean all he had
    before (10 or 7?); with several holders or kinds it totals them, not the gains (30 or 35 for
    "did Tom and Ann have in all" after Tom bought 5). Those ask before or after (ADR 0321).
    """
    if q.kind != "total" or len(chains) != 1:
        return False
    chain = chains[0]
    return not any(
        e.kind != "hold" and e.sign < 0 and e.holder == chain.holder and e.unit_key == chain.unit_key
        for e in graph.events
    )


def _priced_items_held(graph: MathProblemGraph, solution: Solution, holders, units) -> ReaderRefusal | None:
    """ "A gold coin is worth $50. You have 3 gold coins and $30. How much money do you have?" (ADR 0068)

    Money is asked of a holder who held priced items from the start, beside money: the cash
    alone, or the cash and what the items are worth? The reading refuses rather than pick one.
    Items bought in the story start from nothing and do not count here.
    """
    if "dim:money" not in units:
        return None
    priced = {r.per_head for r in graph.rates if r.unit_key == "dim:money"}
    for chain in solution.chains:
        held_from_start = not chain.initial.terms and chain.initial.const != 0
        if (
            (not holders or chain.holder in holders)
            and chain.unit_key.split("+")[0] in priced
            and held_from_start
        ):
            q = graph.question
            return refuse(
                "ambiguous_unit",
                "money is asked, and the holder also held items with a price: cash only, or their worth too?",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _unplaced_change(graph: MathProblemGraph, holders: tuple[str, ...], units: tuple[str, ...]):
    """ "The park has 5 trees. Workers planted 4 trees.": the planting may have been in the park.

    When the question asks about a place or thing, a change of the asked unit by someone else
    that names no place or party may have happened there, so the amount is not determined.
    """
    q = graph.question
    things = {e.key for e in graph.entities if e.kind == "thing"}
    first: dict[tuple[str, str], object] = {}
    for event in graph.events:
        first.setdefault((event.holder, event.unit_key), event)
    for event in graph.events:
        # "Sam grew 4 melons, but the rabbits ate 3 melons": a loss of what the loser never had came from someone
        if (
            event.kind == "change"
            and event.sign < 0
            and event.unit_key in units
            and event.holder not in holders
            and not event.counterparty
            and first[(event.holder, event.unit_key)] is event
        ):
            return refuse(
                "underdetermined",
                f"'{event.holder}' lost an amount of the asked kind it never had; whose it was is not said",
                q.sentence_index,
                q.token_index,
                "",
            )
    if not set(holders) & things:
        return None
    for event in graph.events:
        # "In the drawer there are 7 yellow pens. There are 3 red pens.": are the red pens in the drawer?
        if event.holder == SCENE and SCENE not in holders and event.unit_key in units:
            return refuse(
                "underdetermined",
                f"an amount of the asked kind was stated with no place ('{event.text}'): is it in"
                f" '{holders[0]}' or elsewhere?",
                q.sentence_index,
                q.token_index,
                "",
            )
    for event in graph.events:
        if (
            event.kind == "change"
            and event.unit_key in units
            and event.holder not in holders
            and not event.counterparty
        ):
            return refuse(
                "underdetermined",
                f"'{event.holder}' changed an amount of the asked kind without saying where",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _change_form(graph: MathProblemGraph) -> Linear | ReaderRefusal:
    """'How many did she give to Sam?': the sum of the matching events, counted once per event."""
    from reader.taken_things import made_by_take
    from reader.takings import takings_asked

    taken = takings_asked(graph)  # "How much money did they make?" after a priced sale (ADR 0195)
    if isinstance(taken, ReaderRefusal):
        return taken
    graph = taken or graph
    q = graph.question
    total = Linear(Fraction(0))
    seen: set[tuple[int, int]] = set()
    for event in graph.events:
        if (
            event.kind != "change"
            or not (event.verb_category == q.verb_category or made_by_take(event, q))
            or event.unit_key not in graph.question_units
        ):
            continue
        if q.entities and event.doer not in q.entities:
            continue
        if (
            q.counterparty
            and not event.counterparty
            and (not q.verb_lemma or event.verb_lemma == q.verb_lemma)
        ):
            return (
                refuse(  # "gave 5 to Ann. Mia gave 3 more.": to Ann as well, or to someone else? (ADR 0215)
                    "underdetermined",
                    f"a move with no receiver named may have gone to {q.counterparty} too",
                    q.sentence_index,
                    q.token_index,
                    "",
                )
            )
        if q.counterparty and event.counterparty != q.counterparty:
            continue
        if event.verb_category == "verb_activity" and q.verb_lemma and event.verb_lemma != q.verb_lemma:
            continue  # "How long did she walk?" counts no time she swam
        if event.order in seen:
            continue
        seen.add(event.order)
        total = total.plus(Linear.of(event))
    earned_otherwise = money_earned_by_the_other_verb(graph, seen)
    if earned_otherwise is not None:
        return earned_otherwise
    if seen:
        from reader.container_contents import also_in_containers

        also = also_in_containers(
            graph
        )  # "bought 4 boxes. Each box has 12 pencils. He also bought 5 pencils."
        if also is not None:
            return also
    from reader.activity import rated_activity

    rated = rated_activity(graph)
    if rated is not None and seen:
        return refuse(
            "unsupported_operation",
            "the asked amount is both stated and earned at a rate",
            q.sentence_index,
            q.token_index,
            "",
        )
    if rated is not None:
        return rated
    steady = [
        r
        for r in graph.rates
        if r.unit_key in graph.question_units
        and r.verb_category == q.verb_category
        and r.per_key.startswith("dim:time")
        and (not q.entities or r.holder in q.entities)
        and r.sentence_index == q.sentence_index  # stated in the question's own 'if' clause
    ]
    if steady and seen:
        # "picks 12 apples a day for 5 days. If he picks 3 apples a day, how many ...?": the rate is left out
        return refuse(
            "underdetermined",
            f"a rate of the asked move ('{steady[0].text}' per {steady[0].per_head}) was stated, and the"
            " amounts summed do not use it",
            q.sentence_index,
            q.token_index,
            "",
        )
    if not seen:
        from reader.container_contents import contents_moved

        moved = contents_moved(
            graph
        )  # "bought 7 packs. Each pack had 18 balls. How many balls ...?" (ADR 0282)
        if moved is not None:
            return moved
        return refuse(
            "underdetermined",
            NOTHING_FOR_ASKED,
            q.sentence_index,
            q.token_index,
            "",
        )
    lemmas = {e.verb_lemma for e in graph.events if e.order in seen and e.verb_lemma}
    if q.verb_lemma in lemmas and len(lemmas) > 1:
        # "She found 12 shells. She got 3 from Tom. How many did she find?": is getting a finding?
        return refuse(
            "ambiguous_unit",
            f"'{q.verb_lemma}' is asked, and the same kind of move was also said with"
            f" '{sorted(lemmas - {q.verb_lemma})[0]}'",
            q.sentence_index,
            q.token_index,
            "",
        )
    doers = {e.doer for e in graph.events if e.order in seen}
    silent = [e for e in q.entities if e not in doers]
    if silent:  # "Bob bought 5 apples. How many apples did Bob and Ann buy?": Ann's part is not said
        return refuse(
            "dangling_entity",
            f"the question is about '{silent[0]}', of whom no such event was read",
            q.sentence_index,
            q.token_index,
            "",
        )
    return total


MONEY_COMING_IN = frozenset({"verb_earn", "verb_produce", "verb_gain"})  # earned, made, got $50


def money_earned_by_the_other_verb(
    graph: MathProblemGraph, seen: set[tuple[int, int]], anyone: bool = False
) -> ReaderRefusal | None:
    """'made $50 and earned $30. How much did she make?': money made is money earned (ADR 0273).

    The change form counts only events of the question's verb category, which keeps finding apart from
    buying; but money made, earned or got for work comes in by one act, so summing one verb alone would
    answer 50. Until such verbs are read as one, the question refuses. Money got from someone named
    ("got $30 from his mom") is a gift, no earning, and leaves a question of earning or making alone.
    ``anyone``: the other verb's money counts whoever got it (a comparison's other side may be a doer
    the question does not name).
    """
    q = graph.question
    if q.verb_category not in MONEY_COMING_IN or "dim:money" not in graph.question_units:
        return None
    other = next(
        (
            e
            for e in graph.events
            if e.kind == "change"
            and e.order not in seen
            and e.verb_category in MONEY_COMING_IN - {q.verb_category}
            and not (
                e.verb_category == "verb_gain"
                and e.counterparty
                and q.verb_category != "verb_gain"
                and _a_gift(graph, e)
            )
            and e.unit_key == "dim:money"
            and (anyone or not q.entities or e.doer in q.entities)
        ),
        None,
    )
    if other is None and q.verb_category != "verb_gain":
        # "Ann gave him $50 for mowing her lawn": money handed to the asked doer as pay (ADR 0280)
        other = next(
            (
                e
                for e in graph.events
                if e.kind == "change"
                and e.order not in seen
                and e.verb_category == "verb_give"
                and e.sign > 0
                and e.unit_key == "dim:money"
                and (anyone or not q.entities or e.holder in q.entities)
                and not _a_gift(graph, e)
            ),
            None,
        )
    if other is None:
        return None
    return refuse(
        "ambiguous_unit",
        f"'{q.verb_lemma}' is asked, and money was also said to come in by '{other.verb_lemma}'",
        q.sentence_index,
        q.token_index,
        "",
    )


def _a_gift(graph: MathProblemGraph, move: Event) -> bool:
    """Money that came from someone read as a gift: from one person, for no work named (ADR 0280).

    "got $30 from his mom" is a gift; "got $50 from Ann for mowing her lawn" pays for work, and money
    collected from a group ("from his neighbors", "from his customers") or from no person ("from the
    bank") is no gift of one giver: both may be earnings, so the caller does not pass them over.
    """
    if move.paid_for:
        return False
    givers = {e.holder for e in graph.events if e.order == move.order and e.sign < 0}
    people = {e.key: e for e in graph.entities}
    return len(givers) == 1 and all(
        g in people and people[g].kind == "person" and people[g].number == "singular" for g in givers
    )


def _one_rate(graph: MathProblemGraph, per_head: str, modifiers: tuple[str, ...] | None = None):
    """The one rate per ``per_head``; with ``modifiers``, a rate for narrower items must name only those.

    "A red pen costs $2" prices red pens, not blue ones (ADR 0037).
    """
    q = graph.question
    rates = [
        r
        for r in graph.rates
        if r.unit_key in graph.question_units
        and r.per_head == per_head
        and (modifiers is None or set(r.per_key.split("+")[1:]) <= set(modifiers))
    ]
    values = {r.value / r.per_factor for r in rates}
    if not rates:
        return refuse(
            "unit_mismatch", f"no rate per '{per_head}' was read", q.sentence_index, q.token_index, ""
        )
    if len(values) > 1 or len({r.unit_key for r in rates}) > 1 or _same_rate_per_other_time(graph, rates[0]):
        return refuse(
            "readings_disagree", f"two different rates per '{per_head}'", q.sentence_index, q.token_index, ""
        )
    return rates[0]


def _same_rate_per_other_time(graph: MathProblemGraph, rate) -> bool:
    """The same doer's same act told at another rate per another unit of time on the clock's side of a day.

    "Kim writes 1 page every 30 minutes. She writes 3 pages an hour." tells two paces of one act (red
    team of ADR 0339: the rate per hour alone answered 6); they must agree by the clock or the problem
    refuses. Rates on the other side of a day ("$10 an hour", "$80 a day") are not compared: how many
    hours a day is not the clock's to say.
    """
    from reader.time_scopes import _same_side_of_a_day

    if rate.per_key != "dim:time":
        return False
    per_second = rate.value / rate.per_factor
    return any(
        r.per_key == "dim:time"
        and r.per_head != rate.per_head
        and r.unit_key == rate.unit_key
        and r.holder == rate.holder
        and r.verb_lemma == rate.verb_lemma
        and _same_side_of_a_day(r.per_factor, rate.per_factor)
        and r.value / r.per_factor != per_second
        for r in graph.rates
    )


def _kind_not_rated(graph: MathProblemGraph) -> ReaderRefusal | None:
    """A scaled question whose asked kind is narrower than, or other than, the kind a rate counts (ADR 0327).

    The scaled question finds its rates by the asked noun's head alone (``graph._rate_for``): "Tom reads
    20 pages a day. How many comic pages does he read in a week?" found the rate of pages and answered
    140 comic pages, as "20 comic pages a day" answered "novel pages". The plain questions keep kinds
    apart by their unit keys (``question_units``: the asked key itself, or narrower kinds it covers);
    here each rate the question would use must likewise count the asked kind or a narrower one: every
    modifier of the asked noun is one of the rate's ("comic pages a day" answers "pages" and "comic
    pages", "pages a day" answers neither "comic pages" nor "pages of comics"). Measures are matched by
    their whole key already (a bare measure covers its substances, ADR 0073), so only counted things
    are checked, and only rates of the asked head: a wider noun reached through the lexicon's kinds
    ("animals" over "cats", ADR 0123) is that path's own matter.
    """
    q = graph.question
    asked = q.unit
    if asked is None or asked.dimension:
        return None
    wanted = set(asked.modifiers)
    for r in graph.rates:
        if r.unit_key not in graph.question_units or r.unit_key.startswith("dim:"):
            continue
        head, *modifiers = r.unit_key.split("+")
        if head == asked.head and not wanted <= set(modifiers):
            return refuse(
                "ambiguous_unit",
                f"'{asked.describe()}' asked of a rate of '{r.unit_key}': a kind the rate does not count",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _scaled(graph: MathProblemGraph) -> Linear | ReaderRefusal:
    """'How many marbles are in 3 boxes?': the supplied amount times the rate read for its unit."""
    q = graph.question
    given = q.given
    assert given is not None and given.unit is not None and given.value is not None
    from reader.rate_owners import rates_of_the_asker
    from reader.time_scopes import (
        doing_the_asked,
        earning_as_asked,
        rates_of_asker,
        split_period,
        time_rate_value,
    )

    graph = rates_of_the_asker(graph)  # "Paulo earns $11 a chair. How much does Ana earn?" (ADR 0183)
    if given.unit.dimension == "calendar":
        graph = earning_as_asked(graph)  # "earns $50 a month" answers no "spend in 12 months" (ADR 0313)
    if given.unit.dimension == "time":
        graph = rates_of_asker(graph)  # "Tom reads 20 pages a day. How many pages does Ann read?" has none
        split = [r for r in graph.rates if r.unit_key in graph.question_units and r.per_key == "dim:time"]
        if split and all(split_period(r, given.unit) for r in split):
            return refuse(  # "Every week Tom earns 190 dollars. How much does he earn in a day?" (ADR 0197)
                "underdetermined",
                "an amount per period split over a shorter span: on how many days it is done is not told",
                q.sentence_index,
                q.token_index,
                "",
            )
        other_kind = _kind_not_rated(graph)  # "20 pages a day" asked of "comic pages" (ADR 0327)
        if other_kind is not None:
            return other_kind
        per_second = time_rate_value(graph, given.unit)  # "in a week" at "20 pages a day" (ADR 0064)
        if per_second is not None:
            return Linear(given.value * given.unit.factor * per_second)
        graph = doing_the_asked(graph)  # "works 8 hours a day" does not answer "how much does he earn"
    other_kind = _kind_not_rated(graph)  # "Each box has 5 marbles" asked of "red marbles" (ADR 0327)
    if other_kind is not None:
        return other_kind
    from reader.several_doers import tools_in_parallel

    parallel = tools_in_parallel(graph)  # "Ann has 3 ovens": they may bake at once (ADR 0353)
    if parallel is not None:
        return parallel
    rate = _one_rate(graph, given.unit.head, given.unit.modifiers)
    if isinstance(rate, ReaderRefusal):
        return rate
    other_stuff = _stuff_not_rated(given.unit, rate, q.sentence_index)  # rice's "$2 a pound" asked of beans
    if other_stuff is not None:
        return refuse("unit_mismatch", other_stuff, q.sentence_index, q.token_index, "")
    if q.verb_lemma == "cost" and rate.unit_key == "dim:money" and rate.activity.startswith("cost:"):
        return refuse(  # "It costs $12 to print a ticket. How much do 5 tickets cost?" (ADR 0368)
            "ambiguous_unit",
            f"the price stated is that of the doing '{rate.activity[5:]}', not of the things themselves",
            q.sentence_index,
            q.token_index,
            "",
        )
    return Linear(given.value * given.unit.factor / rate.per_factor * rate.value)


def _stuff_not_rated(asked: Unit, rate, asked_in: int) -> str | None:
    """Why a price per a measure or container does not answer a question of it filled with one named stuff.

    "Rice costs $2 a pound. How much do 3 pounds of beans cost?": the rate per pound is the rice's, so
    it says nothing of beans; "Flour costs $4 a bag" prices no bag of sugar. A price per a unit answers
    "N <unit> of <stuff>" only when it was told of that same stuff, in its own unit ("a kilogram of rice")
    or as the thing that costs ("Rice costs"); a price whose stuff was not kept refuses rather than lend
    itself to another stuff, unless the question itself tells it ("How much would 9 pieces of gum cost if
    each piece costs 5 cents?": its 'each piece' is a piece of the gum asked).
    """
    from reader.substances import OF

    stuff = tuple(part for part in asked.modifiers if part.startswith(OF))
    if len(stuff) != 1 or rate.unit_key != "dim:money" or rate.sentence_index == asked_in:
        return None  # "20 miles per gallon" asked of gallons of gas; a price told in the question
    told = tuple(part for part in rate.per_key.split("+")[1:] if part.startswith(OF))
    name = stuff[0].removeprefix(OF)
    if told == stuff or (not told and rate.holder == name):
        return None
    return f"the rate per '{rate.per_head}' is not told of '{name}'"


def conversion_rate(graph: MathProblemGraph, held: tuple[tuple[str, str], ...]):
    """The one rate that turns containers into the asked unit, and the container's head, or a refusal.

    ``held`` is every (holder, unit key) the story read: the chains held for "How many pieces does he
    have?" (`_converted`), the containers moved for "How many pieces did he buy?" (ADR 0282,
    `reader/container_contents.py`). The guards are the same for both: one container kind rated
    once, no more containers after the rate told of 'each', no price, none of the asked unit read
    directly, no containers told to hold another kind, and a rate no narrower than what was read.
    """
    q = graph.question
    heads = {r.per_head for r in graph.rates if r.unit_key in graph.question_units}
    if len(heads) != 1:
        return refuse(
            "ambiguous_unit",
            "no single rate turns what was read into the asked unit",
            q.sentence_index,
            q.token_index,
            "",
        )
    head = heads.pop()
    kinds = _kinds_rate(graph, head)
    rate = kinds or _one_rate(graph, head)
    if isinstance(rate, ReaderRefusal):
        return rate
    if kinds is not None and len(_contents(held, q.entities, head)) > 1:
        # "3 bags of apples and 2 bags of pears. Each bag of apples has 5 apples. Each bag of pears has
        # 4 pears.": the bags are told apart by what they hold, so no one rate per bag holds for all (ADR 0246)
        return refuse(
            "unit_mismatch",
            "containers told apart by what they hold, and kinds rated per container with no kind of it named",
            q.sentence_index,
            q.token_index,
            "",
        )
    if _more_came_after(graph, rate):
        return refuse(
            "underdetermined",
            f"more '{head}' came after what each one already held was told: do the new ones hold it too?",
            q.sentence_index,
            q.token_index,
            "",
        )
    if rate.unit_key == "dim:money":
        # "Each pen costs $2. Sam has 3 pens. How much money does he have?": owning pens is not holding money
        return refuse(
            "unit_mismatch",
            "a price does not turn the items held into money held",
            q.sentence_index,
            q.token_index,
            "",
        )
    if any(e.unit_key in graph.question_units for e in graph.events):
        # "Each box has 9 pieces. Sam has 3 boxes. Tom ate 2 pieces.": whose pieces were eaten is not said
        return refuse(
            "underdetermined",
            "amounts of the asked unit were also read directly, beside those the rate converts",
            q.sentence_index,
            q.token_index,
            "",
        )
    if _filled_with_other(held, q.entities, head, rate.unit_key):
        # "Each bag has 6 marbles. Tom has 5 bags of candy and 2 bags of marbles." (ADR 0240)
        return refuse(
            "unit_mismatch",
            "the containers held are said to hold another kind than the one the rate counts",
            q.sentence_index,
            q.token_index,
            "",
        )
    if set(rate.per_key.split("+")[1:]) - {m for _, key in held for m in key.split("+")[1:]}:
        return refuse(
            "ambiguous_unit",
            "the rate is for narrower items than the ones read",
            q.sentence_index,
            q.token_index,
            "",
        )
    # every modifier of the rate's container, not only what it holds: "9 indoor tables and 11 outdoor
    # tables. Each indoor table has 10 chairs.": the outdoor tables hold chairs too, at a rate not told (ADR 0288)
    rated_contents = set(rate.per_key.split("+")[1:])
    if rated_contents and any(
        not rated_contents <= set(key.split("+")[1:])
        for holder, key in held
        if (not q.entities or holder in q.entities) and key.split("+")[0] == head
    ):
        # "3 boxes of brown eggs and 2 boxes of white eggs. Each box of brown eggs has 6 eggs.": the
        # boxes of white eggs hold eggs too, at a rate not told (ADR 0246)
        return refuse(
            "underdetermined",
            f"'{head}' held beside the ones the rate is for, holding an amount not told",
            q.sentence_index,
            q.token_index,
            "",
        )
    return rate, head


def _converted(graph: MathProblemGraph, solution: Solution) -> Linear | ReaderRefusal:
    """'Each box has 9 pieces. How many pieces does he have?': his boxes times the pieces per box."""
    from reader.container_rates import asked_in_containers, converted_per_container

    placed = asked_in_containers(graph)  # "in the big boxes" (ADR 0288)
    if placed is not None:
        return placed
    apart = converted_per_container(graph, solution)  # "9 indoor tables and 11 outdoor tables" (ADR 0288)
    if apart is not None:
        return apart
    q = graph.question
    held = tuple((c.holder, c.unit_key) for c in solution.chains)
    found = conversion_rate(graph, held)
    if isinstance(found, ReaderRefusal):
        return found
    rate, head = found
    asked_mods = set(q.unit.modifiers) if q.unit is not None else set()
    extra = asked_mods - set(rate.unit_key.split("+")[1:])
    chains = [
        c
        for c in solution.chains
        if (not q.entities or c.holder in q.entities)
        and c.unit_key.split("+")[0] == head
        and extra <= set(c.unit_key.split("+")[1:])
    ]
    if not chains or q.kind == "initial":
        return _nothing_about(q)
    if rate.per_being and any(c.holder in graph.living for c in chains):
        # "Sam has 3 sisters. Each sister has 2 dolls.": the dolls are the sisters', not Sam's (ADR 0148)
        return refuse(
            "underdetermined",
            "things a person or an animal has are its own, not held by whoever has that being",
            q.sentence_index,
            q.token_index,
            "",
        )
    silent = [h for h in q.entities if all(c.holder != h for c in chains)]
    if silent:  # "Sam has 3 boxes. Each box has 9 pieces. How many pieces do Sam and Ann have?"
        return refuse(
            "dangling_entity",
            f"the question is about '{silent[0]}', of whom nothing the rate converts was read",
            q.sentence_index,
            q.token_index,
            "",
        )
    total = Linear(Fraction(0))
    for chain in chains:
        total = total.plus(chain.terminal)
    return Linear(
        total.const * rate.value / rate.per_factor,
        tuple((n, k * rate.value / rate.per_factor) for n, k in total.terms),
    )


def _containers_of_asked(graph: MathProblemGraph, units) -> set[str]:
    """Things (not persons) told to hold the asked unit: "A box holds 6 eggs" makes 'box' a container of eggs."""
    things = {e.key for e in graph.entities if e.kind == "thing"}
    return {e.holder for e in graph.events if e.kind == "hold" and e.unit_key in units and e.holder in things}


def _filled_with_other(held, holders, head: str, content_key: str) -> bool:
    """Containers held as "<C>s of <X>" and "<C>s of <Y>", one of them the rate's own kind (ADR 0240).

    "Each bag has 6 marbles. Tom has 5 bags of candy and 2 bags of marbles.": the bags are told apart
    by what they hold, and the rate is for bags of marbles, so the bags of candy are not converted.
    With no group named by the rate's kind, 'of' may name what the counted pieces are of ("boxes of
    chocolate candy ... 4 pieces inside", "sets of tables ... 13 chairs"), and the rate converts all.
    """
    content = content_key.split("+")[0]
    phrases = _contents(held, holders, head)
    filled = {phrase.split()[-1] for phrase in phrases}
    if content in filled and bool(filled - {content}):
        return True
    # "3 packs of black shirts and 2 packs of white shirts. Each pack of black shirts has 5 black
    # shirts.": the kind named with its modifiers, and packs of another kind held (ADR 0246)
    named = {content, *content_key.split("+")[1:]}
    same = {phrase for phrase in phrases if set(phrase.split()) == named}
    if same and phrases - same:
        return True
    # "3 boxes of brown eggs. Each box has 6 white eggs.": both narrowed, and not alike; "packs of red
    # bouncy balls. Each pack has 18 bouncy balls." names the rate's kind, narrowed further (ADR 0282)
    return any(
        phrase.split()[-1] == content
        and len(phrase.split()) > 1
        and len(named) > 1
        and phrase not in same
        and not named <= set(phrase.split())
        for phrase in phrases
    )


def _contents(held, holders, head: str) -> set[str]:
    """What the held "<C>s of <X>" are said to hold, each phrase whole ("black shirt").

    ``held`` is (holder, unit key) pairs: the chains held, or the containers moved (ADR 0282).
    """
    phrases: set[str] = set()
    for holder, key in held:
        if holders and holder not in holders:
            continue
        parts = key.split("+")
        if parts[0] == head:
            phrases |= {m[3:] for m in parts[1:] if m.startswith("of:")}
    return phrases


def _more_came_after(graph: MathProblemGraph, rate) -> bool:
    """ "had 6 cages. Each cage had 6 parrots. It bought 2 more cages.": the rate told what the cages held
    then, so it says nothing of the cages that came later. A rate told before any container was read
    ("Each box has 9 pieces. Sam bought 3 boxes.") is a property of the kind and still holds.
    """
    containers = [e for e in graph.events if e.unit_key.split("+")[0] == rate.per_head]
    held_before = any(e.sentence_index < rate.sentence_index for e in containers)
    came_after = any(
        e.kind == "change" and e.sign > 0 and e.sentence_index > rate.sentence_index for e in containers
    )
    return held_before and came_after


def _kinds_rate(graph: MathProblemGraph, per_head: str):
    """One rate per container for a wider kind asked (ADR 0219); None when the question is no such case.

    "Each cage has 6 parrots and 2 parakeets. ... How many birds?": the question's units are the kinds
    the lexicon puts inside the asked one (ADR 0123), each rated once per the same container, so the
    container holds 8 birds. Only counted kinds, one rate each, one denominator, none of them the
    asked noun itself.
    """
    q = graph.question
    units = graph.question_units
    if q.unit is None or q.unit.dimension or len(units) < 2 or unit_key(q.unit) in units:
        return None
    rates = [r for r in graph.rates if r.unit_key in units and r.per_head == per_head]
    keys = [r.unit_key for r in rates]
    if (
        len(rates) < 2
        or len(set(keys)) != len(keys)
        or len({r.per_key for r in rates}) != 1
        or any(k.startswith("dim:") for k in keys)
    ):
        return None
    moved = [e for e in graph.events if e.kind == "change" and e.unit_key.split("+")[0] == per_head]
    if moved:  # "The store bought 2 more cages": do the new cages hold the same birds?
        return refuse(
            "underdetermined",
            f"'{per_head}' changed after what each one holds was told: do the new or the old ones hold it?",
            q.sentence_index,
            q.token_index,
            "",
        )
    return replace(
        rates[0],
        unit_key=unit_key(q.unit),
        value=sum((r.value / r.per_factor for r in rates), Fraction(0)),
        per_factor=Fraction(1),
    )


def _nothing_about(q) -> ReaderRefusal:
    """The question names someone or something no statement gave an amount."""
    return refuse(
        "dangling_entity",
        "nothing was read about who the question asks about",
        q.sentence_index,
        q.token_index,
        "",
    )
