"""Giving to a counted set of receivers or containers (ADR 0133).

"gave 3 apples to each of his 6 friends", "gave 4 apples each to 3 friends",
"shared 24 pencils equally among his 4 friends", "gave them equally to her
4 friends", "put 30 beads equally into 5 bags", "divided them into 5 equal
groups".

A number right after 'to'/'into' (with 'his'/'her'/'their'/'the' between),
or after 'to each of', in a clause whose verb gives or splits, counts the
receivers. The number keeps the divisor flag 'among' gives it, and a
marker records which preposition brought it, so any rule but this one
refuses the clause (the marker has no role there).

The clause then says how the amount is spread, and only two ways are read:
- each receiver gets the amount ('to each of', 'N apples each to'): the
  giver loses the amount times the receivers;
- the amount is split equally ('equally', 'evenly', 'equal'): each gets
  the amount over the receivers, as a split among them (ADR 0031).
'to his 3 friends' with neither word does not say the split is equal, and
both at once ('equally to each of') do not say which amount is each one's;
both refuse.

'them' or 'the apples' right after a giving verb stands for all of the
giver's one holding (as after a splitting verb, ADR 0031) only for this
rule: the marker it leaves has no role anywhere else.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.frames import Clause, Facts, markers_without, refuse_clause, unused_marker
from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.state import ClausePayload, ProblemReadingState, SentenceReadingState
from reader.values import EntityRef, Holding, Marker, NounPhrase, Operation, QuantityRef, Unit, VerbRef

GIVING_VERBS = frozenset({"verb_give", "verb_split"})
RECEIVER_DETERMINERS = frozenset({"pronoun", "the"})  # "his 4 friends", "the 5 bags"
ROUTE = "receivers"  # the marker a counted set of receivers leaves: only this module gives it a role
EACH_ROLE = "each"  # "to each of his 6 friends"
WHOLE = "pronoun_whole"  # "gave them equally to ...": all the giver holds, read only here


def whole_pronoun(word: Word) -> Marker:
    """The mark a 'them' read as a whole holding after a giving verb leaves for this rule."""
    return Marker(WHOLE, word.index, word.text)


def _bare_receiver_np(s: SentenceReadingState) -> bool:
    """Nothing or only 'his'/'the' between the preposition and the number."""
    np = payload(s).open_np
    return np is None or (not np.words and np.determiner in RECEIVER_DETERMINERS)


def _each_of(s: SentenceReadingState, prep: Marker) -> Marker | None:
    """The 'each' of 'to each of [his] 6': right before 'of', right after a receiving preposition."""
    markers = payload(s).markers
    each = markers[-1] if markers else None
    if each is None or each.category != "distributive" or each.token_index != prep.token_index - 1:
        return None
    before = [a for a in s.lookback if a.token_index == each.token_index - 1]
    if not before or before[0].category != "prep_recipient":
        return None
    return each


def receivers(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """A number that counts who or what receives: read like the number after 'among'."""
    pl = payload(s)
    prep, verb = pl.open_preposition, s.pending_verb
    if (
        word.category not in ("number", "number_word")
        or prep is None
        or verb is None
        or verb.category not in GIVING_VERBS
        or s.frame == "question"
        or s.pending_quantities
        or not _bare_receiver_np(s)
        or (word.shape is not None and word.shape.primitive not in ("integer", "grouped_integer"))
    ):
        return None
    markers = pl.markers
    if prep.category == "prep_of":
        each = _each_of(s, prep)
        if each is None or verb.category != "verb_give" or not pl.quantities:
            return None
        route = Marker(ROUTE, each.token_index, "to each of", EACH_ROLE)
        markers = markers[:-1]
    elif prep.category == "prep_recipient":
        route = Marker(ROUTE, prep.token_index, prep.text, prep.text.casefold())
    elif prep.category == "prep_among" and pl.open_np is not None:
        route = None  # "among his 4 friends": the possessive alone kept it from being read before
    else:
        return None
    value = word.shape.value if word.shape is not None else Fraction(word.attr("value", "0"))
    count = QuantityRef(value, word.index, word.text, None, s.sentence_index, (word.index,), divisor=True)
    if route is not None:
        markers = markers + (route,)
    s = with_payload(s, open_np=None, open_preposition=None, markers=markers)
    return replace(s, pending_quantities=(count,), expectation="unit")


def routed(clause: Clause) -> bool:
    """The clause counted its receivers through this module's prepositions."""
    return any(m.category == ROUTE for m in clause.body.markers)


def _each_after_amount(body: ClausePayload, amount: QuantityRef, count: QuantityRef) -> Marker | None:
    """ "gave 4 apples each to 3 friends": a trailing 'each' between the amount and the receivers."""
    for m in body.markers:
        if m.category == "distributive" and amount.token_index < m.token_index < count.token_index:
            return m
    return None


def distribution_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    counts = [q for q in body.quantities if q.divisor]
    amounts = [q for q in body.quantities if not q.divisor]
    routes = [m for m in body.markers if m.category == ROUTE]
    if (
        len(counts) != 1
        or len(amounts) != 1
        or len(routes) != 1
        or subject.kind != "person"
        or subject.number != "singular"  # "they gave 3 to each": 3 from each of them, or from all?
    ):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "giving to receivers needs one amount, one count of receivers and one person giving",
            verb.token_index,
            verb.text,
        )
    count, amount, route = counts[0], amounts[0], routes[0]
    equal = [m for m in body.markers if m.category == "equality_marker"]
    each = _each_after_amount(body, amount, count)
    per_receiver = route.role == EACH_ROLE or each is not None
    if per_receiver and verb.category != "verb_give":
        return refuse_clause(
            clause, "unsupported_operation", "a split that gives each receiver", verb.token_index, verb.text
        )
    if per_receiver and equal:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "'each' and 'equally' together: is the amount each one's or all of it?",
            equal[0].token_index,
            equal[0].text,
        )
    if not per_receiver and not equal:
        return refuse_clause(
            clause,
            "unsupported_operation",
            f"giving to {count.text} receivers with no 'equally' or 'each': is the split equal?",
            count.token_index,
            count.text,
        )
    if (
        amount.value is None
        or count.value is None
        or count.value <= 0
        or count.unit is None
        or amount.unit is None
    ):
        return refuse_clause(
            clause, "underdetermined", "a giving of an amount nothing fixes", verb.token_index, verb.text
        )
    if (
        body.objects
        or body.recipient is not None
        or body.source is not None
        or body.location is not None
        or body.per_unit is not None
        or amount.owner
        or count.owner  # "to each of his 5 friends' sisters": the 5 counts the friends, not the sisters
        or amount.price
        or amount.whole
        or amount.share is not None
        or amount.times is not None
        or amount.per is not None
        or count.unit.dimension
        or count.unit.head == amount.unit.head
    ):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a giving to receivers with a second party or another kind of amount",
            verb.token_index,
            verb.text,
        )
    used = {"equality_marker", ROUTE, WHOLE} | ({"distributive"} if each is not None else set())
    unused = unused_marker(clause, markers_without(body.markers, used))
    if unused is not None:
        return unused
    per = Unit(count.unit.head)
    tokens = amount.number_tokens + count.number_tokens
    text = f"{amount.text}x{count.text}" if per_receiver else f"{amount.text}/{count.text}"
    if per_receiver:
        share_value, given_value = amount.value, amount.value * count.value
    else:
        share_value, given_value = amount.value / count.value, amount.value
    share = replace(amount, value=share_value, per=per, number_tokens=tokens, text=text)
    given = replace(amount, value=given_value, number_tokens=tokens, text=text)
    rate = Holding(f"share:{per.head}", share, (order[0], order[1] * 100), verb=verb)
    loss = Operation("loss", subject.key, given, verb, (order[0], order[1] * 100 + 1), doer=subject.key)
    return Facts(holdings=(rate,), operations=(loss,))


def named_whole(
    s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase, unit: Unit
) -> SentenceReadingState | None:
    """ "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends": all her apples.

    'the' + a plural noun right after a giving or splitting verb is all the subject holds of that
    kind, when the story has exactly one amount of it (the subject's stated holding) and nothing has
    moved any of it. With a giving verb only a giving to counted receivers reads it (the marker).
    """
    verb, subject, pl = s.pending_verb, s.pending_entity_ref, payload(s)
    if (
        verb is None
        or verb.category not in GIVING_VERBS
        or subject is None
        or s.frame == "question"
        or pl.open_preposition is not None
        or pl.quantities
        or s.pending_quantities
        or np.determiner != "the"
        or np.possessor
        or np.words[-1][2] != "NNS"
        or unit.dimension
    ):
        return None
    kind = [
        h
        for h in p.accumulated_initial_state
        if h.quantity.unit is not None and h.quantity.unit.head == unit.head
    ]
    moved = [
        o
        for o in p.accumulated_operations
        if o.quantity.unit is not None and o.quantity.unit.head == unit.head
    ]
    if len(kind) != 1 or moved or kind[0].entity != subject.key or kind[0].than:
        return None
    q = kind[0].quantity
    if q.value is None or q.unit != unit or q.per is not None or q.price:
        return None
    whole = QuantityRef(q.value, np.start_index, f"the {np.words[-1][0]}", q.unit, s.sentence_index)
    s = with_payload(s, open_np=None, quantities=pl.quantities + (whole,))
    if verb.category == "verb_give":
        s = with_payload(s, markers=payload(s).markers + (Marker(WHOLE, np.start_index, "the"),))
    return s


def receivers_before(graph: MathProblemGraph) -> ReaderRefusal | None:
    """ "How many cookies does each friend have?" after a giving: what the friends had before is unsaid.

    A share given or split among receivers (this rule, ADR 0031) is what each one got, so a question
    with a getting verb reads it; one that asks what each has asks the share plus an amount the story
    never gives. Refused (ADR 0157).
    """
    q = graph.question
    if q.kind != "per_each" or q.verb_category != "verb_possess" or q.per_unit is None:
        return None
    for rate in graph.rates:
        if rate.holder.startswith("share:") and rate.verb_category in GIVING_VERBS:
            if rate.per_head == q.per_unit.head:
                return refuse(
                    "underdetermined",
                    "each receiver got the share, but what each had before is not said: ask what each got",
                    q.sentence_index,
                    q.token_index,
                    rate.text,
                )
    return None
