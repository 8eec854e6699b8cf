"""read_problem: the whole reading of one problem, from text to Answer or ReaderRefusal."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from packs.model import Lexicon
from reader.after_gerunds import read_after_gerund
from reader.age_milestones import read_age_milestones
from reader.age_multiples import read_age_multiples
from reader.ages import read_ages
from reader.all_both_totals import all_counts, read_all_both
from reader.answer import Answer, asked_form
from reader.appositive_each import read_appositive_each
from reader.buy_counts import read_buy_count
from reader.canonical import canonical_hash
from reader.capacities import rounded, unread_capacity
from reader.chained_parts import read_chained_parts
from reader.charged_groups import charged_group
from reader.coin_values import coins_as_money, whole_cents
from reader.companions import read_companions
from reader.complementary_parts import read_unknown_whole
from reader.complements import read_complement
from reader.compounds import as_read as compound_as_read
from reader.compounds import as_written as compound_as_written
from reader.compounds import join_compounds
from reader.concessions import set_aside_all
from reader.conditional_parts import read_conditional_part
from reader.counted_figures import read_counted_figures
from reader.counted_groups import group_counts, read_counted_group
from reader.counted_in_groups import counted_in_groups
from reader.counted_lengths import read_counted_lengths
from reader.cut_pieces import read_cut_pieces
from reader.demonstratives import read_demonstrative
from reader.derivation import describe, fmt
from reader.distances import read_distances
from reader.done_acts import read_done_acts
from reader.dummy_it import read_dummy_it
from reader.each_of import later_members, read_each_of
from reader.excluded_acts import read_excluded_acts
from reader.factive_clauses import read_factive
from reader.figure_kinds import read_figure_kind
from reader.filled_more import read_filled_more
from reader.finished_questions import Finishing, placed_by_finishing, strip_finishing
from reader.flat_figures import read_flat_figure
from reader.fronted_compounds import read_fronted_compound
from reader.fronted_totals import as_read as total_as_read
from reader.fronted_totals import as_written as total_as_written
from reader.fronted_totals import composed, front_totals_last
from reader.group_came import read_group_came
from reader.group_nouns import all_n_counts, read_group_noun
from reader.group_prices import read_group_price
from reader.habit_scenes import habit_told, read_habit_scene
from reader.imperative_questions import read_imperative_question
from reader.item_weights import read_item_weights
from reader.joined_activity import read_joined_activity
from reader.joined_clauses import read_joined_clauses
from reader.joined_knowing import read_joined_knowing
from reader.joint_amounts import read_joint_amount
from reader.kind_price_lists import read_kind_price_list
from reader.kinds import lexicon_kinds
from reader.left_group import read_left_group
from reader.lifecycle import apply_word, begin_sentence, end_sentence, finalize, sentence_words
from reader.light_verbs import read_light_verb
from reader.made_sure import read_made_sure
from reader.measure_attributes import read_measures
from reader.media import asked_own_place, recent_kinds
from reader.modal_names import modal_names
from reader.modal_nouns import modal_nouns
from reader.money_left import carried_money, left_of_given
from reader.moods_and_times import check as check_moods_and_times
from reader.number_of_statements import read_number_of_statement
from reader.number_subjects import read_number_subject
from reader.object_relatives import read_object_relative
from reader.one_period import read_one_period
from reader.owned_places import own_places
from reader.paid_for_kind import narrowed_graph
from reader.part_questions import part_answer, part_step, read_part_question
from reader.parts_each import read_parts_each
from reader.parts_of_things import PartsOfThings
from reader.percent_nouns import read_percent_noun
from reader.place_groups import place_group_counts, read_place_group
from reader.place_turnover import read_place_turnover
from reader.plain_relatives import read_plain_relative
from reader.points_for_every import read_points_for_every
from reader.price_from_total import read_price_from_total
from reader.priced_acts import read_priced_acts
from reader.profits import asks_profit
from reader.proportions import read_proportion
from reader.question_chosen import question_chose
from reader.ranked_names import ranked_names
from reader.refusals import CONTRADICTION_REASONS, ReaderRefusal, refuse
from reader.relative_days import relative_days
from reader.relative_properties import read_relative_property
from reader.relative_readings import read_relatives
from reader.rest_kinds import read_rest_kind
from reader.role_sentences import role_sentences
from reader.same_number import equal_count_rates, read_same_number
from reader.same_rates import read_same_rate
from reader.score_questions import read_score_question
from reader.seated_at_each import read_seated_at_each
from reader.set_off_phrases import set_off_phrases
from reader.shared_some import read_shared_some
from reader.silent_sentences import silent_statement
from reader.sites import capitalised_sites, site_keys
from reader.solver import solve
from reader.soundness_checks import GRAPH_CHECKS, STORY_CHECKS, first_refusal
from reader.split_union import read_split_union
from reader.state import ProblemReadingState
from reader.state_parts import read_state_part
from reader.stock_sales import read_stock_sale
from reader.sum_and_relation import scene_total_exceeded, solved_with_total
from reader.task_infinitives import read_asked_task, read_task_infinitive
from reader.that_many import read_that_many
from reader.the_n_people import read_the_n_people, the_n_counts
from reader.they_rates import they_rate
from reader.tokenise import Sentence, split_sentences
from reader.trailing_conditions import (
    Fronted,
    as_read,
    as_written,
    forward_pronoun,
    front_conditions,
    subject_choices,
)
from reader.travel_times import read_travel_time, read_vehicle_verb
from reader.trip_lengths import read_trip_lengths
from reader.trip_loads import read_trip_loads
from reader.two_acts import read_two_acts
from reader.unstated_changes import moves_of, placed_by_later_state
from reader.used_containers import used_containers
from reader.verb_position import candidates, is_no_verb, is_verbal
from reader.verify import verify
from reader.visits import read_visits
from reader.wanted_prices import read_wanted_price
from reader.when_events import read_when_event
from reader.where_clauses import read_where_clause
from reader.who_clauses import read_who_clause
from reader.whole_cents import split_coin
from reader.worth_of_each import read_worth_of_each

NUMBER_CATEGORIES = frozenset({"number", "number_word", "scale_word"})


def _text_numbers(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> tuple[tuple[int, int, str], ...]:
    found = []
    for si, sentence in enumerate(sentences):
        for ti, word in enumerate(sentence_words(sentence, lexicon)):
            if word is not None and word.category in NUMBER_CATEGORIES:
                found.append((si, ti, sentence.tokens[ti].text))
    return tuple(found)


Choices = tuple[tuple[int, int, str], ...]
MAX_READINGS = 8
# Readings tried in turn when a sentence refuses at a clause inside it (ADR 0094, 0095, 0348, 0103, 0115, 0135, 0145,
# 0153, 0154, 0161, 0162, 0166, 0193, 0247, 0251, 0257, 0271, 0291).
CLAUSE_READINGS = (
    read_each_of,
    read_counted_group,
    read_all_both,
    read_the_n_people,  # "How many did the 3 people lose?" (ADR 0271)
    read_place_group,  # "How many boxes are in both warehouses?" (ADR 0291)
    read_wanted_price,
    read_relatives,
    read_appositive_each,
    read_complement,
    read_factive,  # "At the store she found out that ...", "It is known that ..." (ADR 0348)
    read_joined_knowing,  # "He has 3 boxes and he knows that each holds 12 eggs" (ADR 0386)
    read_made_sure,
    read_object_relative,
    read_who_clause,
    read_where_clause,
    read_demonstrative,
    read_state_part,
    read_after_gerund,
    read_fronted_compound,
    read_same_number,
    read_rest_kind,
    read_joined_clauses,
    read_when_event,
    read_joined_activity,
    read_number_subject,
    read_number_of_statement,
    read_shared_some,
    read_travel_time,  # "How many hours would it take to travel 180 miles?" (ADR 0261)
    read_kind_price_list,  # "A tomato costs $1 and a carrot costs $2." (ADR 0312)
)


def _read(text: str, lexicon: Lexicon, choices: Choices = ()) -> Answer | ReaderRefusal:
    """The reading of the text; a question's trailing 'if' clause is read first (ADR 0090).

    ``choices`` and refusals name tokens where they stand in the text as written.
    """
    joined, origins = join_compounds(split_sentences(text), lexicon)
    joined, framing = set_aside_all(joined, lexicon)  # "But, if she used 9 though, ..." (ADR 0204)
    joined, totals = front_totals_last(joined, lexicon)  # "In total, how much ...?" (ADR 0204)
    totals = composed(framing, totals)
    sentences, orders = front_conditions(joined, lexicon)
    sentences, finishing = strip_finishing(sentences, lexicon, frozenset(orders))  # ADR 0112
    moved = tuple(
        (cs, as_read(cs, total_as_read(cs, compound_as_read(cs, ct, origins), totals), orders), key)
        for cs, ct, key in choices
    ) + subject_choices(sentences, orders, lexicon)  # "..., how many will Jo have if his ..." (ADR 0315)
    result = _read_sentences(sentences, lexicon, moved, orders, finishing)
    if isinstance(result, ReaderRefusal):
        return compound_as_written(total_as_written(as_written(result, orders), totals), origins)
    return result


def _read_sentences(
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    choices: Choices,
    orders: dict[int, Fronted],
    finishing: Finishing | None = None,
) -> Answer | ReaderRefusal:
    """The story's reading; a refusal after a capacity is stated refuses at the capacity (ADR 0208).

    A capacity is read only for the containers a question needs; a problem that refuses anyway
    refuses where it did before capacities were read, held-back verbs first (ADR 0082).
    """
    seen: list[ProblemReadingState] = [ProblemReadingState()]
    result = _read_story(sentences, lexicon, choices, orders, finishing, seen)
    if isinstance(result, ReaderRefusal):
        for before, after in zip(seen, seen[1:], strict=False):
            room = unread_capacity(after.accumulated_initial_state)
            if room is not None:
                return _held_back_verb(before) or room
    return result


def _read_story(
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    choices: Choices,
    orders: dict[int, Fronted],
    finishing: Finishing | None,
    seen: list[ProblemReadingState],
) -> Answer | ReaderRefusal:
    if not sentences:
        return refuse("no_question_target", "the text is empty", 0, 0, "")
    problem = ProblemReadingState()
    for at, sentence in enumerate(sentences):
        # "Calculate the number of apples she has." asks as a question does (ADR 0126)
        habit = read_habit_scene(sentence, problem, lexicon, choices)  # "Danny collects caps." (ADR 0214)
        if habit is not None:
            problem = habit
            continue
        asked = read_imperative_question(sentence, problem, lexicon, choices, at == len(sentences) - 1)
        if asked is not None:  # a statement reading of an instruction is never right: no second reading
            if isinstance(asked, ReaderRefusal):
                return _held_back_verb(problem) or asked
            if problem.sentence_index in orders:
                return refuse(
                    "unexpected_category", "an instruction with a condition moved before it", 0, 0, ""
                )
            problem = asked
            seen.append(problem)
            continue
        # "If 40 were hiding, how many were not hiding?" (ADR 0117); "How many are not torn?" (ADR 0104)
        closed = read_conditional_part(sentence, problem, lexicon, choices)
        if closed is None:  # "what would her score be?" after "she scores 4 points for each" (ADR 0168)
            closed = read_score_question(sentence, problem, lexicon, choices)
        if closed is None:
            closed = read_part_question(sentence, problem, lexicon, choices)
        if (
            closed is None
        ):  # "How many shirts does he have to wash?": the task, never 'to the wash' (ADR 0202)
            closed = read_asked_task(
                sentence, problem, lexicon, partial(_read_with_verbs_at, sentence, problem, lexicon, choices)
            )
            if isinstance(closed, ReaderRefusal):
                return _held_back_verb(problem) or closed
        if closed is None:  # "How many miles did the friends walk?" (ADR 0335)
            closed = read_group_noun(sentence, problem, lexicon, choices, sentences[:at])
        if closed is None:
            closed = _read_sentence(sentence, problem, lexicon, choices)
        if isinstance(closed, ReaderRefusal):
            closed = read_dummy_it(sentence, problem, lexicon, closed)  # "It takes 2 hours to ..." (ADR 0079)
        for second_reading in CLAUSE_READINGS:  # "a bag that holds 8", "He knows that", "Frodo, who has 8"
            if isinstance(closed, ReaderRefusal):
                closed = second_reading(sentence, problem, lexicon, choices, closed)
        if isinstance(closed, ReaderRefusal):  # "20 cups and twice that many" (ADR 0171)
            closed = read_that_many(sentence, sentences[:at], problem, lexicon, choices, closed)
        if isinstance(closed, ReaderRefusal):  # "He cuts that into 12-ounce steaks." (ADR 0428)
            closed = read_cut_pieces(sentence, sentences, at, problem, lexicon, choices, closed)
        if isinstance(closed, ReaderRefusal):  # "Jason has an eel that eats 20 guppies a day" (ADR 0338)
            closed = read_relative_property(sentence, problem, lexicon, choices, closed, sentences)
        if isinstance(closed, ReaderRefusal):  # "Rosa owns a boat that she sails on the lake" (ADR 0385)
            closed = read_plain_relative(sentence, problem, lexicon, choices, closed, sentences)
        if isinstance(closed, ReaderRefusal) and _no_verb(sentence, lexicon, closed):
            closed = _read_with_verb_in_position(sentence, problem, lexicon, choices, closed)
        for verb_reading, reread in _VERB_REREADINGS:
            if isinstance(closed, ReaderRefusal):
                closed = verb_reading(
                    sentence, problem, lexicon, closed, partial(reread, sentence, problem, lexicon, choices)
                )
        if isinstance(closed, ReaderRefusal):
            return _held_back_verb(problem) or closed
        silent = silent_statement(sentence, problem, closed, lexicon)  # "Half of them fell." (ADR 0281)
        if silent is not None:
            return silent
        if problem.sentence_index in orders:
            forward = forward_pronoun(closed, problem.sentence_index, orders[problem.sentence_index])
            if forward is not None:
                return forward
        problem = closed
        seen.append(problem)
    evened = equal_count_rates(
        problem, sentences, lexicon
    )  # "every aquarium had the same number of animals" (ADR 0145)
    if isinstance(evened, ReaderRefusal):
        return evened
    problem = evened
    # "Each of the 4 boxes has 3 pens. Sam has 5 boxes.": the same boxes, or others? (ADR 0154)
    others = later_members(sentences, problem, lexicon)
    if others is not None:
        return others
    # a change supposed by 'if', still to come, or dated before a holding of its own (ADR 0147)
    dated = check_moods_and_times(sentences, problem, lexicon)
    if isinstance(dated, ReaderRefusal):
        return dated
    problem = dated
    problem = carried_money(problem, lexicon)  # "brought $75 to the amusement park" (ADR 0272)
    owned = own_places(problem, lexicon)  # "There were $78 in Olivia's wallet" is Olivia's (ADR 0200)
    if isinstance(owned, ReaderRefusal):
        return owned
    problem = recent_kinds(owned, lexicon)  # "deleted 9 old songs" are songs she had (ADR 0216)
    problem = asked_own_place(sentences, problem, lexicon)  # "files still on her flash drive" (ADR 0216)
    unsound = first_refusal(STORY_CHECKS, sentences, problem, lexicon)
    if unsound is not None:
        return unsound
    valued = coins_as_money(problem, lexicon, sentences)  # "32 quarters ... How much money?" is $8 (ADR 0269)
    if isinstance(valued, ReaderRefusal):
        return valued
    coined, problem = valued is not problem, valued
    graph = finalize(
        problem, lexicon_kinds(lexicon.lookup, lexicon.entries)
    )  # "How many children?" (ADR 0123)
    if isinstance(graph, ReaderRefusal):
        return graph
    unsound = first_refusal(GRAPH_CHECKS, sentences, problem, graph, lexicon)
    if unsound is not None:
        return unsound
    graph = narrowed_graph(sentences, graph, lexicon)  # "did he pay for the eggs" (ADR 0259)
    story = moves_of(sentences, lexicon, problem.accumulated_operations)
    if finishing is not None:  # "How many trees will the park have when the workers are finished?"
        graph = placed_by_finishing(graph, finishing, story)
        if isinstance(graph, ReaderRefusal):
            return graph
    graph = placed_by_later_state(graph, story)  # a change named only by a place's later amount (ADR 0112)
    solution = solve(graph)
    if isinstance(solution, ReaderRefusal):
        return solution
    # "How many cages did they use?" after packing into cages (ADR 0209)
    form = used_containers(graph, solution, lexicon.lookup) or asked_form(graph, solution)
    if isinstance(form, ReaderRefusal):
        return form
    value = solution.value(form)
    q = graph.question
    if value is None and q.kind != "initial" and not habit_told(sentences, lexicon):  # ADR 0214
        given = left_of_given(sentences, graph, lexicon)  # money given, then spent: 'left' of it (ADR 0272)
        solution = solve(graph, assume_empty_start=True, given_starts=given)
        if isinstance(solution, ReaderRefusal):
            return solution
        value = solution.value(form)
    if value is None and graph.totals:  # "Sam and Tom have 5 apples together. How many do they have?"
        from reader.group_totals import value_of_a_sum

        solution, value = value_of_a_sum(solution, form)
    if value is None:  # "Tom and Sam have 50 pencils together. Tom has 8 more than Sam." (ADR 0268)
        together = solved_with_total(sentences, graph, solution, form, lexicon)
        if isinstance(together, ReaderRefusal):
            return together
        if together is not None:
            graph, solution, value = together
    else:  # "Rita has 10. Joel has twice as many. There are 27 altogether." (ADR 0279)
        exceeded = scene_total_exceeded(sentences, graph, solution, lexicon)
        if exceeded is not None:
            return exceeded
    if value is None:
        return refuse(
            "underdetermined",
            "the asked amount depends on an amount nothing fixes",
            q.sentence_index,
            q.token_index,
            "",
        )
    answer = rounded(value / graph.answer_factor, graph.rounding)  # containers needed (ADR 0208)
    cents = whole_cents(answer, graph.answer_factor, q) if coined else None
    if cents is not None:  # "5 dimes among 3 friends": no whole number of cents (ADR 0269)
        return cents
    if problem.part_asked:  # "How many cards are not torn?" (ADR 0104)
        parted = part_answer(problem, answer, graph.answer_factor)
        if isinstance(parted, ReaderRefusal):
            return parted
        answer = parted
    checked = group_counts(sentences, lexicon, problem)  # "the three of them": a count checked (ADR 0161)
    checked |= all_counts(sentences, lexicon, problem)  # "all three of them" (ADR 0247)
    checked |= the_n_counts(sentences, lexicon, problem)  # "the two boys" (ADR 0271)
    checked |= all_n_counts(sentences, lexicon, problem)  # "do all three have" (ADR 0335)
    checked |= place_group_counts(sentences, lexicon, problem)  # "the two warehouses" (ADR 0291)
    numbers = tuple(n for n in _text_numbers(sentences, lexicon) if (n[0], n[1]) not in checked)
    problem_found = verify(graph, solution, answer, numbers)
    if problem_found is not None:
        return problem_found
    steps = describe(graph, solution, answer)
    if problem.part_asked:
        steps = steps + (part_step(problem, answer),)
    trace = canonical_hash({"graph": graph, "steps": steps, "value": answer})
    return Answer(answer, graph.answer_unit, graph, steps, trace)


def _held_back_verb(problem: ProblemReadingState) -> ReaderRefusal | None:
    """An untaught verb's count held back for a rate (ADR 0082) is where reading first went wrong.

    When a later sentence refuses, the problem refuses at that earlier verb, as it did before the count
    was held back: the teaching candidate a reviewer sees is the verb, not whatever came after it.
    """
    paid = {(h.entity, h.activity) for h in problem.accumulated_initial_state if h.activity}
    for op in problem.accumulated_operations:
        if op.verb.category == "verb" and (op.actor, op.verb.lemma) not in paid:
            where = op.quantity.sentence_index
            return refuse(
                "untaught_verb_role",
                f"the arithmetic role of '{op.verb.lemma}' has not been taught",
                where,
                op.verb.token_index,
                op.verb.text,
            )
    return None


def _read_sentence(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    verb_at: tuple[int, tuple[str, ...]] | None = None,
    more_verbs: tuple[tuple[int, tuple[str, ...]], ...] = (),
) -> ProblemReadingState | ReaderRefusal:
    """One sentence read token by token and committed; ``verb_at`` reads one token as a verb (ADR 0070).

    ``more_verbs`` reads further tokens as verbs: "Zachary did 5 push-ups and David did 4" (ADR 0198).
    """
    as_verbs = dict(more_verbs)
    state = begin_sentence(problem, sentence.start)
    names = modal_names(sentence, lexicon)  # "Will bought 7 boxes" (ADR 0105)
    nouns = modal_nouns(sentence, lexicon)  # "1 can of beans" (ADR 0105)
    for ti, token in enumerate(sentence.tokens):
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        as_verb = verb_at[1] if verb_at is not None and verb_at[0] == ti else as_verbs.get(ti, ())
        step = apply_word(state, problem, token.text, lexicon, forced, as_verb, ti in names, ti in nouns)
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    return end_sentence(state, problem, sentence.end, sentence.is_question)


def _read_with_verb_at(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    at: int,
    tags: tuple[str, ...],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with the token at ``at`` as a verb carrying ``tags`` (ADR 0070, 0118)."""
    return _read_sentence(sentence, problem, lexicon, choices, (at, tags))


def _read_with_verbs_at(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    verbs: tuple[tuple[int, tuple[str, ...]], ...],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with each listed token as a verb carrying its tags (ADR 0198)."""
    return _read_sentence(sentence, problem, lexicon, choices, None, verbs)


# Readings that take a word as the sentence's verb and read the sentence again around it, in order.
_VERB_REREADINGS = (
    (read_light_verb, _read_with_verb_at),  # "she did 50 minutes of babysitting" (ADR 0118)
    (read_done_acts, _read_with_verbs_at),  # "Zachary did 51 push-ups" (ADR 0198)
    (read_task_infinitive, _read_with_verbs_at),  # "had 9 shirts to wash" (ADR 0202)
)


def _no_verb(sentence: Sentence, lexicon: Lexicon, refusal: ReaderRefusal) -> bool:
    """The sentence ended with no verb decided, or no word in it can be a verb as the lexicon reads it."""
    words = sentence_words(sentence, lexicon)
    return is_no_verb(refusal) or not any(w is not None and is_verbal(w) for w in words)


def _read_with_verb_in_position(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    first: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """A sentence with no verb, read again with a noun in verb position as its verb.

    Exactly one word may be tried (or exactly one reading may succeed); otherwise the first refusal stands.
    """
    words = sentence_words(sentence, lexicon)
    tried = [_read_sentence(sentence, problem, lexicon, choices, c) for c in candidates(words)]
    read = [r for r in tried if not isinstance(r, ReaderRefusal)]
    if len(read) == 1:
        return read[0]
    if len(tried) == 1:
        return tried[0]  # the one verb reading's own refusal names the verb to teach
    return first


def _readings(
    text: str, lexicon: Lexicon, choices: Choices, budget: list[int]
) -> list[tuple[Choices, Answer | ReaderRefusal]]:
    """Every reading of the text with the referents chosen for it, forking at each pronoun that has more
    than one equally good referent."""
    budget[0] -= 1
    result = _read(text, lexicon, choices)
    if (
        not (isinstance(result, ReaderRefusal) and result.reason == "ambiguous_pronoun_referent")
        or "could mean: " not in result.detail  # a referent that is no entity cannot be tried (ADR 0137)
        or budget[0] <= 0
    ):
        return [(choices, result)]
    keys = result.detail.split("could mean: ", 1)[1].split("; ")
    sites = site_keys(text, lexicon)  # "uploaded 33 pictures to Facebook": no 'she' (ADR 0215)
    keys = [k for k in keys if k not in sites] or keys
    out: list[tuple[Choices, Answer | ReaderRefusal]] = []
    for key in keys:
        chosen = choices + ((result.sentence_index, result.token_index, key),)
        out.extend(_readings(text, lexicon, chosen, budget))
    return out


# Refusals that say a reading's change cannot happen (more given away than held), not that it
# cannot be said: such a reading names the natural referent as often as the story's slip (ADR 0322).
INFEASIBLE = frozenset({"negative_count", "non_integer_count"})


def _asked_dropped(read: list[tuple[Choices, Answer | ReaderRefusal]], answers: list[Answer]) -> bool:
    """A reading dropped as infeasible put an ambiguous pronoun on a holder the question asks about.

    "Tom has 10 stamps. Bob has 4 stamps. He gives away 5 stamps. How many stamps does Bob have?":
    'He' as Bob gives away more than he holds, so only 'He' as Tom is left, and Bob's untouched 4 is
    answered. The question's own holder is the pronoun's natural referent here (the story tells the
    change because it bears on the asked amount), so the change being impossible for that holder says
    the problem is not what the other reading reads: refuse. A reading dropped because it gives to
    oneself ("He gives Bob 5" as Bob) is no such referent: that one is still dropped (ADR 0322).
    """
    asked = {entity for answer in answers for entity in answer.graph.question.entities}
    return any(
        isinstance(result, ReaderRefusal)
        and result.reason in INFEASIBLE
        and any(key in asked for _, _, key in choices)
        for choices, result in read
    )


def _pair_split(text: str, read: list[tuple[Choices, Answer | ReaderRefusal]]) -> bool:
    """A pronoun forked between the two members of a pair last named together ("Sam and Tom run a
    bakery. He sells ..."): nothing in the story prefers either, so no refusal of the other may
    settle it. 'He' as Tom leaves the asked Sam with no sale ('underdetermined'); dropping that reading
    would let the question pick the story's referent (ADR 0322). Once one of them is named alone
    ("Sam sells cookies. He sold 3"), the pair is not the last mention and this check stays out.
    """
    forks: dict[tuple[int, int], set[str]] = {}
    for choices, _ in read:
        for sentence, token, key in choices:
            forks.setdefault((sentence, token), set()).add(key)
    sentences = split_sentences(text)
    for (at_sentence, at_token), keys in forks.items():
        if len(keys) != 2 or at_sentence >= len(sentences):
            continue
        words = [t.text.casefold() for s in sentences[:at_sentence] for t in s.tokens]
        words += [t.text.casefold() for t in sentences[at_sentence].tokens[:at_token]]
        last = max((i for i, word in enumerate(words) if word in keys), default=None)
        if last is None or last < 2 or words[last - 1] != "and":
            continue
        if {words[last - 2], words[last]} == keys:
            return True
    return False


def read_all(text: str, lexicon: Lexicon) -> Answer | ReaderRefusal:
    """The sentence reader's reading, refused when a rate told of 'they' after a counted group may be
    each one's or all of theirs (ADR 0507); every reading that re-reads a retold text comes here too."""
    result = _read_all(text, lexicon)
    return they_rate(text, lexicon, result) or result


def _read_all(text: str, lexicon: Lexicon) -> Answer | ReaderRefusal:
    """Read every reading of an ambiguous pronoun; answer only if the story itself settles it.

    A reading may be dropped only when it contradicts the story (someone
    giving to themselves, a negative or fractional count, an asked amount
    nothing determines). A reading the reader merely could not read might
    be the intended one, so it keeps the ambiguity: refuse. Answering
    readings that disagree refuse as well. A change impossible for a holder
    the question asks about, or a pronoun after a pair named together, is
    never settled by dropping a reading (ADR 0322).
    """
    first = _read(text, lexicon)
    if not (isinstance(first, ReaderRefusal) and first.reason == "ambiguous_pronoun_referent"):
        return first
    read = _readings(text, lexicon, (), [MAX_READINGS])
    readings = [result for _, result in read]
    if len(readings) == 1:
        return readings[0]  # every other referent was a site (ADR 0215): the one reading left stands
    answers = [r for r in readings if isinstance(r, Answer)]
    unsound = [r for r in readings if isinstance(r, ReaderRefusal) and r.reason not in CONTRADICTION_REASONS]
    if not answers or unsound or _asked_dropped(read, answers):
        return first
    if len(answers) < len(readings) and (_pair_split(text, read) or question_chose(text, read, lexicon)):
        return first
    values = {(a.value, a.unit) for a in answers}
    if len(values) > 1:
        return refuse(
            "readings_disagree",
            "readings of an ambiguous pronoun give different answers",
            first.sentence_index,
            first.token_index,
            first.token_text,
        )
    return answers[0]


# Readings of a whole problem, tried in turn when the sentence-by-sentence reading refused: stated
# measures (ADR 0101), ages (ADR 0122), companions per day (ADR 0144), lengths told in counted things
# or time (ADR 0143), visits counted (ADR 0163), a flat thing's two sides (ADR 0169), distances
# (ADR 0186), one doer's two acts of moving and the lengths of persons' trips (ADR 0203), acts counted
# 'N times' with a cost for each (ADR 0210), several flat things of one size (ADR 0213), trips for a
# load carried at a time (ADR 0224), a group's joint amount with every member's part but one told
# (ADR 0227), money earned selling from a stock told by its start and what was left, and pay for each
# act but the ones not done (ADR 0231), containers filled and then 'N more' of them, each holding a told
# count (ADR 0234), a group of people counted by its kinds (ADR 0236), the rest of a group part of which
# dropped out (ADR 0235), two sets of one kind split into groups as 'them' (ADR 0237), and a worth of
# each counted act, persons seated at each table and one point for every N units (ADR 0239), and a
# place's count of people over a period, with no holder (ADR 0243); a vehicle's own way of moving
# asked for its told travelling (ADR 0261); the weight of each counted thing and their total (ADR 0267);
# parts of one counted whole told in a row, of the whole, the remainder or a part (ADR 0290); and
# parts of a group with a count told for each member of each part (ADR 0365); a direct proportion
# told once and asked for another amount (ADR 0414), or told by a measure and its price or weight, or
# asked 'at this rate' (ADR 0424); a rectangle, square or triangle told by its kind and measures spread
# over sentences (ADR 0419); ages told at a birthday reached or at the time another was an age, and an
# offset from a multiple of an age (ADR 0427); a price told for a pack, box or set of a told number
# of things, asked for some of the things (ADR 0434); and, last of all, ages of animals in a chain of
# multiples and a 'will be' question at the one time to come the story told (ADR 0432).
WHOLE_PROBLEM_READINGS = (
    read_measures,
    read_ages,
    read_age_milestones,
    read_companions,
    read_counted_lengths,
    read_visits,
    read_flat_figure,
    read_figure_kind,
    read_counted_figures,
    read_distances,
    read_two_acts,
    read_trip_lengths,
    read_priced_acts,
    read_trip_loads,
    read_joint_amount,
    read_stock_sale,
    read_excluded_acts,
    read_group_came,
    read_left_group,
    read_split_union,
    read_filled_more,
    read_worth_of_each,
    read_seated_at_each,
    read_points_for_every,
    read_place_turnover,
    read_vehicle_verb,
    read_item_weights,
    read_chained_parts,
    read_unknown_whole,
    read_parts_each,
    read_proportion,
    read_same_rate,
    read_group_price,
    read_age_multiples,
)


def _whole_problem(text: str, lexicon: Lexicon) -> Answer | None:
    """The first whole-problem reading that answers, as an Answer; None when none does."""
    for read in WHOLE_PROBLEM_READINGS:
        found = read(text, lexicon)
        if found is not None:
            return found
    return None


def _day_part(text: str, lexicon: Lexicon) -> Answer | None:
    """ "eats 3 beignets every morning" read as "every day", "every Saturday" as "every week" (ADR 0360)."""
    from reader.day_parts import day_parts

    return _rewritten(day_parts(text, lexicon), lexicon)


def _one_every(text: str, lexicon: Lexicon) -> Answer | None:
    """ "takes a pill every 6 hours" read as "takes 1 pill every 6 hours" (ADR 0410)."""
    from reader.one_every import one_every

    return _rewritten(one_every(text, lexicon), lexicon)


def _week_days(text: str, lexicon: Lexicon) -> Answer | None:
    """ "swims 6 laps every weekday" read as "swims 30 laps every week" (ADR 0366)."""
    from reader.week_days import told_total, week_days

    found = _rewritten(week_days(text, lexicon), lexicon) or _rewritten(told_total(text, lexicon), lexicon)
    if found is not None and found.unit == "week" and found.value.denominator != 1:
        return None  # a count of weeks read from a week's amount holds only when whole (ADR 0438)
    return found


def _takes_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "It takes Nora 3 minutes to read 6 pages" read as "Nora can read 6 pages in 3 minutes"; "How long
    will Nora take to ..." as "How long will it take Nora to ..."; 'every' as 'in' for whole cycles (ADR 0433)."""
    from reader.takes_rates import takes_rates

    return _rewritten(takes_rates(text, lexicon), lexicon)


def _listed_amount(text: str, lexicon: Lexicon) -> Answer | None:
    """ "got 80, 90 and 70 on her three tests": one amount per counted occasion, summed or averaged (ADR 0442)."""
    from reader.asked_amounts import finite_decimal
    from reader.listed_amounts import listed_amounts

    found = listed_amounts(text, lexicon)
    if found is None:
        return None
    read = read_problem(found.text, lexicon)
    if not isinstance(read, Answer) or read.value != found.total:
        return None  # the retold sum must be exactly the told amounts added
    value, steps = read.value, found.steps + read.steps
    if found.average:
        value = read.value / found.count
        if not finite_decimal(value):
            return None  # an average that cannot be written exactly
        steps += (
            f"average over the {found.count} occasions: {fmt(read.value)} / {found.count} = {fmt(value)}",
        )
    trace = canonical_hash({"graph": read.graph, "steps": steps, "value": value})
    return Answer(value, read.unit, read.graph, steps, trace)


def _age_future(text: str, lexicon: Lexicon) -> Answer | None:
    """ "twice Kim's age then", "their present ages", "What is Jon's age?": ages told in other words, retold
    in the ages reading's own and read by it alone (ADR 0446)."""
    from reader.age_futures import read_age_futures

    return read_age_futures(text, lexicon)


def _age_join(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ada is 30 and her son Ben is 8.", "Yuri is 7 years older than Ana and twice her age.", "..., who is 14.":
    two age facts in one sentence retold one to a sentence and read by the ages readings (ADR 0456)."""
    from reader.age_joins import read_age_joins

    return read_age_joins(text, lexicon)


def _money_share(text: str, lexicon: Lexicon) -> Answer | None:
    """ "She spent 2/3 of her $150. How much does she have left?": the rest of one person's sum after a
    share of it goes out (ADR 0469)."""
    from reader.money_shares import read_money_shares

    return read_money_shares(text, lexicon)


def _hire_rent(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Lena hires a painter for 4 hours at $20 an hour.": what one person pays for a thing hired or
    rented by time (ADR 0471)."""
    from reader.hire_rents import read_hire_rents

    return read_hire_rents(text, lexicon)


def _money_bought(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Bart buys $10 of notepads for $1.25 each.": money as what is bought, spent on the things, with a
    price for each their count (ADR 0473)."""
    from reader.money_bought import read_money_bought

    return read_money_bought(text, lexicon)


def _event_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ada picked 6 plums while Bo picked twice as many as Ada": a multiple of one told amount of
    the same move, retold as the amount it names and the whole read again (ADR 0477)."""
    from reader.event_multiples import event_multiples

    return _rewritten(event_multiples(text, lexicon), lexicon)


def _rate_from_start(text: str, lexicon: Lexicon) -> Answer | None:
    """ "She knits 3 scarves per day. If she already has 12 scarves, how many will she have after 10
    days?": a rate kept up over periods, from a start or through a part of each thing (ADR 0476)."""
    from reader.rate_from_start import read_rate_from_start

    return read_rate_from_start(text, lexicon)


def _paced_leg(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ivo runs 3 miles at a rate of 8 minutes per mile.": a trip's legs, each by two of length, time
    and rate, summed in the unit asked (ADR 0478)."""
    from reader.paced_legs import read_paced_legs

    return read_paced_legs(text, lexicon)


def _percent_price(text: str, lexicon: Lexicon) -> Answer | None:
    """ "It cost 20% more than her old $40 kettle.", "Lia's lamp is worth twice as much.": a price worked
    out from an owner's or an old thing's price, or found back from a price paid (ADR 0475)."""
    from reader.percent_prices import read_percent_prices

    return read_percent_prices(text, lexicon)


def _period_change(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ada sold 16 jars last week. She sold 25% more this week.": one person's doing in a second period
    told against the first with no 'than', or both together (ADR 0474)."""
    from reader.period_changes import read_period_changes

    return read_period_changes(text, lexicon)


def _doubling_growth(text: str, lexicon: Lexicon) -> Answer | None:
    """ "The number of frogs doubles every 3 years.": a start scaled once every period, over a span of
    whole periods or until it reaches an amount (ADR 0480)."""
    from reader.doubling_growth import read_doubling_growth

    return read_doubling_growth(text, lexicon)


def _job_time_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "twice as long to wash a truck" after "It takes Ann 30 minutes to wash a car" written as 60 minutes (ADR 0481)."""
    from reader.job_time_multiples import job_time_multiple

    return _rewritten(job_time_multiple(text, lexicon), lexicon)


def _what_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Jo earned half of what Ines earned." after "Ines earned $840." written as $420 (ADR 0493)."""
    from reader.what_multiples import what_multiple

    return _rewritten(what_multiple(text, lexicon), lexicon)


def _that_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Tilly counts 120 stars to the east and six times that number to the west.": an amount pointed back
    to, retold as the factor times the one amount told before it and the whole read again (ADR 0479)."""
    from reader.that_multiples import that_multiples

    return _rewritten(that_multiples(text, lexicon), lexicon)


def _resale_profit(text: str, lexicon: Lexicon) -> Answer | None:
    """ "buys jars of honey for $3 each and sells them for $5 each ... by selling 40 jars": a purchase and
    its resale retold with one count, for the profit reading (ADR 0486)."""
    from reader.resale_profits import resale_profit

    return _rewritten(resale_profit(text, lexicon), lexicon)


def _told_part(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Out of the 40 riders, 1/4 are girls while 3/10 are boys. The others are adults.": a whole, its
    parts one to a clause and 'the rest' last, all of the whole; or how many more of one part (ADR 0485)."""
    from reader.told_parts import read_told_parts

    return read_told_parts(text, lexicon)


def _every_ratio(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Kai sneezes 3 times for every 2 flowers he smells.": the other side of a 'for every' ratio from the
    one side told (ADR 0483)."""
    from reader.every_ratios import every_ratio

    return every_ratio(text, lexicon)


def _conjoined_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Noor has 14 green beads and half as many blue beads.": the multiple of the amount told right before
    'and' retold as a number of its own things and the whole read again (ADR 0487)."""
    from reader.conjoined_multiples import conjoined_multiples

    return _rewritten(conjoined_multiples(text, lexicon), lexicon)


def _day_tally(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Mira baked 14 pies on Monday, 8 on Tuesday and twice that many on Thursday.": one doer's amounts
    told per named day, asked in all, for a day, on average, as a difference or as a stock left (ADR 0484)."""
    from reader.day_tallies import read_day_tallies

    return read_day_tallies(text, lexicon)


def _percent_bases(text: str, lexicon: Lexicon) -> Answer | None:
    """ "40 swans and 25% more geese than swans": a percentage of a count told just before (ADR 0494)."""
    from reader.percent_bases import percent_bases

    return _rewritten(percent_bases(text, lexicon), lexicon)


def _goal_shortfall(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Pia needs to pack 40 boxes. She packed 9 on Monday and 7 on Tuesday.": a target and what was done
    towards it retold as a requirement, the shortfall asked (ADR 0492)."""
    from reader.goal_shortfalls import goal_shortfall

    return _rewritten(goal_shortfall(text, lexicon), lexicon)


def _money_every(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Oto earns $4 for every 3 boxes he packs. He packs 12 boxes.": money of a 'for every' rate over
    the one count told (ADR 0490)."""
    from reader.money_every import money_every

    return money_every(text, lexicon)


def _weight_chain(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Lino weighs 12 pounds more than Omar. If Omar weighs 80 pounds, ...": weights told against each
    other with 'weighs', one asked, or their total, difference or mean (ADR 0488)."""
    from reader.weight_chains import read_weight_chains

    return read_weight_chains(text, lexicon)


def _age_wait(text: str, lexicon: Lexicon) -> Answer | None:
    """ "In how many years will Ada be twice as old as Ben?": the years from now until an age relation holds,
    with every age now fixed by the story (ADR 0456)."""
    from reader.age_waits import read_age_waits

    return read_age_waits(text, lexicon)


def _age_time(text: str, lexicon: Lexicon) -> Answer | None:
    """ "a mother ... her daughter ... the daughter", "right now", "If P, who is 60, how old ...?": ages told
    at another time in more wordings, retold and read by the ages readings (ADR 0463)."""
    from reader.age_times import read_age_times

    return read_age_times(text, lexicon)


def _age_pair(text: str, lexicon: Lexicon) -> Answer | None:
    """ "What is the difference between the ages of A and B?", "half the age of Rona's": a difference of two
    ages and an age named by a possessive, retold and read by the ages readings (ADR 0467)."""
    from reader.age_pairs import read_age_pairs

    return read_age_pairs(text, lexicon)


def _age_form(text: str, lexicon: Lexicon) -> Answer | None:
    """ "4 years less than half the age of Ugo", "At that time, ...", "the sum of Ida and Ugo's ages": more age
    wordings retold in the ages readings' own and read by them alone (ADR 0450)."""
    from reader.age_forms import read_age_forms

    return read_age_forms(text, lexicon)


def _sum_relation_form(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Together, they have $150.": a told total in other words, retold in the form ADR 0268 reads (ADR 0452)."""
    from reader.sum_and_relation_forms import sum_relation_forms

    found = _rewritten(sum_relation_forms(text, lexicon), lexicon)
    return None if found is None or found.value <= 0 else found  # "40 more than" and 40 together: no count


def _told_ratio(text: str, lexicon: Lexicon) -> Answer | None:
    """ "3 red beads for every 2 blue beads" and one count told: both counts read as plain amounts (ADR 0441)."""
    from reader.ratios import told_ratios

    return _rewritten(told_ratios(text, lexicon), lexicon)


def _complement_kind(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Tom's class has 30 students. Girls are 2/5 of the class.": a split into paired kinds retold plainly (ADR 0447)."""
    from reader.complement_kinds import complement_kinds

    return _rewritten(complement_kinds(text, lexicon), lexicon)


def _number_puzzle(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Nine more than a third of a number is 21. What is the number?": one linear statement about one
    unknown (a number, a count of things, a name's age) solved for it; "What is 9 more than a third of 30?"
    worked out (ADR 0445)."""
    from reader.number_puzzles import number_puzzle

    return number_puzzle(text, lexicon)


def _job_time(text: str, lexicon: Lexicon) -> Answer | None:
    """ "It takes Mia 20 minutes to walk one dog. She walks 6 dogs. How many hours does she spend walking
    dogs?": the jobs done times the time one job takes, in the asked unit (ADR 0451)."""
    from reader.job_times import job_time

    return job_time(text, lexicon)


def _enough_to_make(text: str, lexicon: Lexicon) -> Answer | None:
    """ "It takes 3 hives to make enough wax to make 12 candles" read as "It takes 3 hives to make 12 candles" (ADR 0465)."""
    from reader.enough_to_make import enough_to_make

    return _rewritten(enough_to_make(text, lexicon), lexicon)


def _it_takes_scaled(text: str, lexicon: Lexicon) -> Answer | None:
    """ "It takes Ada 5 minutes to paint a cup and 7 minutes to paint a plate. How long will it take her to
    paint 3 cups and 2 plates?": what one job takes, times the count of each job, added (ADR 0459)."""
    from reader.it_takes_scaled import it_takes_scaled

    return it_takes_scaled(text, lexicon)


def _done_in_time(text: str, lexicon: Lexicon) -> Answer | None:
    """ "can read a 200-page book in 20 hours" read as "can read 200 pages in 20 hours", "a fence" as
    "1 fence", "How long" as "How many <the told unit>" (ADR 0449)."""
    from reader.done_in_time import done_in_time

    found = done_in_time(text, lexicon)
    if found is None:
        return None
    read = _rewritten(found.rewrite, lexicon)
    if read is not None or not found.one_thing:
        return read
    one = read_proportion(found.rewrite.text, lexicon, one_thing=True)  # "1 fence": one whole thing
    if one is None:
        return None
    steps = found.rewrite.steps + one.steps
    trace = canonical_hash({"graph": one.graph, "steps": steps, "value": one.value})
    return Answer(one.value, one.unit, one.graph, steps, trace)


def _compared_price(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A pen costs $9 more than a pencil. A pencil costs $2.": every price read plainly (ADR 0444)."""
    from reader.compared_prices import compared_prices

    found = compared_prices(text, lexicon)
    if found is None:
        return None
    reads = [read_problem(retold, lexicon) for retold in found.texts]
    if not all(isinstance(read, Answer) for read in reads):
        return None
    if any(
        price is not None and read.value != price for read, price in zip(reads, found.prices, strict=True)
    ):
        return None  # the whole reader must find each price the comparison gave
    if len({read.unit for read in reads}) != 1:
        return None
    first = reads[0]
    if len(reads) == 1:
        steps = found.steps + first.steps
        trace = canonical_hash({"graph": first.graph, "steps": steps, "value": first.value})
        return Answer(first.value, first.unit, first.graph, steps, trace)
    value = sum((read.value for read in reads), Fraction(0))
    steps = found.steps + tuple(step for read in reads for step in read.steps)
    steps += (" + ".join(fmt(read.value) for read in reads) + f" = {fmt(value)} {first.unit} for both",)
    trace = canonical_hash({"graph": first.graph, "steps": steps, "value": value})
    return Answer(value, first.unit, first.graph, steps, trace)


def _price_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A rug costs $8, and a lamp is worth twice as much." retold in ADR 0444's words ("..., and a
    lamp costs twice as much.") and read by it (ADR 0458)."""
    from reader.price_multiples import price_multiples

    found = price_multiples(text)
    if found is None:
        return None
    read = _compared_price(found.text, lexicon)
    if read is None:
        return None
    steps = found.steps + read.steps
    trace = canonical_hash({"graph": read.graph, "steps": steps, "value": read.value})
    return Answer(read.value, read.unit, read.graph, steps, trace)


def _number_of_compared(text: str, lexicon: Lexicon) -> Answer | None:
    """ "9 more than twice the number of toys that Ann has" read as "... twice as many toys as Ann" (ADR 0443)."""
    from reader.number_of_comparisons import number_of_comparisons

    return _rewritten(number_of_comparisons(text, lexicon), lexicon)


def _offset_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "7 more than three times as many muffins as Omar" with another verb, written out as its amount (ADR 0482)."""
    from reader.offset_multiples import offset_multiple

    return _rewritten(offset_multiple(text, lexicon), lexicon)


def _relative_each(text: str, lexicon: Lexicon) -> Answer | None:
    """ "3 books that are 300 pages each" read as "3 books with 300 pages each", else as the total (ADR 0448)."""
    from reader.relative_each import relative_each

    for retold in relative_each(text, lexicon):
        found = _rewritten(retold, lexicon)
        if found is not None:
            return found
    return None


def _scene_sentence(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Yesterday, Dan and Will were invited to a party. Dan broke 2 glasses, ...": an opening sentence
    that only sets the scene left out, the rest read whole (ADR 0453)."""
    from reader.scene_sentences import scene_sentences

    return _rewritten(scene_sentences(text, lexicon), lexicon)


def _scaled_amount(text: str, lexicon: Lexicon) -> Answer | None:
    """ "If 4 goats eat 20 carrots in 2 hours, how many carrots will 6 goats eat in 3 hours?": a told pair
    scaled by one or two factors (ADR 0460)."""
    from reader.scaled_amounts import read_scaled_amount

    return read_scaled_amount(text, lexicon)


def _affine_total(text: str, lexicon: Lexicon) -> Answer | None:
    """ "James has 7 more than 4 times as many cards as Jordan. If there are 52 cards total, how many does
    James have?": a relation that scales and shifts, or a total in other words, solved with the total (ADR 0462)."""
    from reader.affine_totals import read_affine_total

    return read_affine_total(text, lexicon)


def _kind_total(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A coop has 4 less than 6 times the amount of hens as roosters. If there are 52 total chickens, how many
    hens are there?": two kinds of one wider kind and the wider kind's total (ADR 0468)."""
    from reader.kind_totals import read_kind_total

    return read_kind_total(text, lexicon)


def _sale_price(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ivy bought a pair of boots for $42. The boots were already marked 30% off. What was the original
    price?" or "Omar bought a lamp with a 20% discount. The regular price was $45. How much did he pay?":
    one thing at a cut, its price told on its own (ADR 0457)."""
    from reader.sale_prices import sale_price

    found = sale_price(text, lexicon)
    if found is None:
        return None
    buyer, money, value, step = found
    said = str(money.numerator) if money.denominator == 1 else f"{float(money):.2f}"
    base = read_problem(f"{buyer} paid ${said}. How much money did {buyer} spend?", lexicon)
    if not isinstance(base, Answer) or base.value != money or base.unit != "dollar":
        return None
    steps = base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, base.unit, base.graph, steps, trace)


def _normal_price(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Pens are normally $4 each, but they are on sale for 25% off. Ian buys 6 pens. How much does he
    spend?" retold as one purchase "for $4 each and got a 25% discount" (ADR 0457)."""
    from reader.sale_prices import normal_prices

    return _rewritten(normal_prices(text, lexicon), lexicon)


def _group_part(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Lina has 60 pets. 30% of them are cats, 45% are dogs, and the rest are fish. How many fish
    does she have?": a counted group split into exclusive parts and the rest, one part asked (ADR 0455)."""
    from reader.group_parts import group_parts

    return group_parts(text, lexicon)


def _elliptic_multiple(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Lena picked 14 pears and Omar picked twice as many pears": the multiple of the move told
    just before, retold as its amount ("Omar picked 28 pears") and the whole read again (ADR 0454)."""
    from reader.elliptic_multiples import elliptic_multiples

    return _rewritten(elliptic_multiples(text, lexicon), lexicon)


def _affine_base(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Billy has $25 less than twice the money Sam has": the base retold "as much money as Sam"
    and the whole read again (ADR 0461)."""
    from reader.affine_bases import affine_bases

    return _rewritten(affine_bases(text, lexicon), lexicon)


def _occasion_time(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Nora spends 20 minutes three times a day on stretching. How many hours a week does she
    spend stretching?": the time of each occasion times the occasions in the asked stretch (ADR 0464)."""
    from reader.occasion_times import read_occasion_times

    return read_occasion_times(text, lexicon)


def _embedded_conjunct(text: str, lexicon: Lexicon) -> Answer | None:
    """ "4 crates with 20 pears in each crate and 6 crates with 25 pears in each crate" read as
    "4 crates of 20 pears and 6 crates of 25 pears" (ADR 0421)."""
    from reader.embedded_conjuncts import embedded_conjuncts

    return _rewritten(embedded_conjuncts(text, lexicon), lexicon)


def _labelled_list(text: str, lexicon: Lexicon) -> Answer | None:
    """ "He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday and 44 on Thursday" read as one sentence
    per day (ADR 0426)."""
    from reader.labelled_lists import labelled_lists

    return _rewritten(labelled_lists(text, lexicon), lexicon)


def _kept_duration(text: str, lexicon: Lexicon) -> Answer | None:
    """ "plays 2 hours a day for 3 days" read as "plays for 6 hours" (ADR 0402)."""
    from reader.kept_durations import kept_durations

    return _rewritten(kept_durations(text, lexicon), lexicon)


def _times_a_period(text: str, lexicon: Lexicon) -> Answer | None:
    """ "runs 2 miles 3 times a week" read as "runs 6 miles a week"; "each time" amounts too (ADR 0415)."""
    from reader.times_a_period import times_a_period, times_in_one_period

    return _rewritten(times_a_period(text, lexicon), lexicon) or _rewritten(
        times_in_one_period(text, lexicon), lexicon
    )


def _frequency_word(text: str, lexicon: Lexicon) -> Answer | None:
    """ "reads 20 pages once a day" read as "reads 20 pages a day"; "goes twice a week. Every time she
    goes, she buys 3 apples" as "buys 6 apples a week" (ADR 0425)."""
    from reader.frequency_words import frequency_words, frequency_words_in_one_period

    return _rewritten(frequency_words(text, lexicon), lexicon) or _rewritten(
        frequency_words_in_one_period(text, lexicon), lexicon
    )


def _period_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "takes 2 tablets every 8 hours" read as "6 tablets a day"; "twice a week for 3 hours at a time"
    as "for 6 hours a week" (ADR 0412)."""
    from reader.period_rates import period_rates

    return _rewritten(period_rates(text, lexicon), lexicon)


def _combined_compared(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How many more than Jesus and Linden combined?": each amount asked alone, then compared (ADR 0333)."""
    from reader.combined_comparisons import read_combined_comparison

    found = read_combined_comparison(text, lexicon, read_problem)
    if found is None:
        return None
    base, value, unit, step = found
    steps = base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, unit, base.graph, steps, trace)


def _percented(text: str, lexicon: Lexicon) -> Answer | None:
    """A percentage named by a noun, or a bill handed over, changing the money paid (ADR 0152)."""
    found = read_percent_noun(text, lexicon, read_all)
    if found is None:
        return None
    value, base, step = found
    assert isinstance(base, Answer)
    steps = base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, base.unit, base.graph, steps, trace)


def _discounted(text: str, lexicon: Lexicon) -> Answer | None:
    """A cut told as "P% off" or "at a P% discount", read as ADR 0152's discount, or worked back (ADR 0409)."""
    from reader.discounts import paid_after_discount, retold_discounts

    back = paid_after_discount(text, lexicon)
    if back is not None:
        name, asked, share, paid, step = back
        money = str(paid.numerator) if paid.denominator == 1 else f"{float(paid):.2f}"
        base = read_problem(f"{name} paid ${money}. How much money did {name} spend?", lexicon)
        if not isinstance(base, Answer) or base.value != paid or base.unit != "dollar":
            return None
        original = paid / (1 - share)
        value = original if asked == "original" else original - paid
        steps = base.steps + (step,)
        trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
        return Answer(value, base.unit, base.graph, steps, trace)
    retold = retold_discounts(text, lexicon)
    found = read_percent_noun(retold.text if retold is not None else text, lexicon, read_problem)
    if found is None:
        return None
    value, base, step = found
    assert isinstance(base, Answer)
    steps = (retold.steps if retold is not None else ()) + base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, base.unit, base.graph, steps, trace)


def _percent_on_money(text: str, lexicon: Lexicon) -> Answer | None:
    """A tip, tax or raise as a percentage of the one price or wage told by a clause of its own (ADR 0422)."""
    from reader.percent_on_money import percent_on_money

    found = percent_on_money(text, lexicon)
    if found is None:
        return None
    name, money, value, role, step = found
    said = str(money.numerator) if money.denominator == 1 else f"{float(money):.2f}"
    verb = "paid" if role == "price" else "earned"
    asked = "spend" if role == "price" else "earn"
    base = read_problem(f"{name} {verb} ${said}. How much money did {name} {asked}?", lexicon)
    if not isinstance(base, Answer) or base.value != money or base.unit != "dollar":
        return None
    steps = base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, base.unit, base.graph, steps, trace)


def _each_pronoun(text: str, lexicon: Lexicon) -> Answer | None:
    """ "5 hives that each produce 20 liters": read as "5 hives. Each hive produce ..." (ADR 0389)."""
    from reader.each_pronoun import each_pronouns

    return _rewritten(each_pronouns(text, lexicon), lexicon)


def _later_price(text: str, lexicon: Lexicon) -> Answer | None:
    """ "James buys 6 t-shirts. They each cost $20.": read as "Each t-shirt cost $20." (ADR 0404)."""
    from reader.later_prices import later_prices

    return _rewritten(later_prices(text, lexicon), lexicon)


def _percent_compared(text: str, lexicon: Lexicon) -> Answer | None:
    """ "50% more ants than Abe" read as "1.5 times as many ants as Abe" by the whole reader (ADR 0317)."""
    from reader.percent_comparisons import percent_comparisons

    return _rewritten(percent_comparisons(text, lexicon), lexicon)


def _own_changed(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Her money increases by 20%" read as "She gets $40 more." by the whole reader (ADR 0319)."""
    from reader.own_amount_changes import own_amount_changes

    return _rewritten(own_amount_changes(text, lexicon, read_problem), lexicon)


def _things_pronoun(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ivo gets 5 crates. They hold 12 jars each.": read as "Each crate holds 12 jars." (ADR 0489)."""
    from reader.things_pronouns import things_pronouns

    return _rewritten(things_pronouns(text, lexicon), lexicon)


def _rewritten(found, lexicon: Lexicon) -> Answer | None:
    """The whole reader's answer to a rewritten problem (``found.text``), its steps after the rewrite's own."""
    if found is None:
        return None
    read = read_problem(found.text, lexicon)
    if not isinstance(read, Answer):
        return None
    steps = found.steps + read.steps
    trace = canonical_hash({"graph": read.graph, "steps": steps, "value": read.value})
    return Answer(read.value, read.unit, read.graph, steps, trace)


def _change_back(text: str, lexicon: Lexicon) -> Answer | None:
    """The change got back: a payment told in a clause of its own less the money spent (ADR 0296)."""
    from reader.change_back import read_change_back

    found = read_change_back(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _bills_and_change(text: str, lexicon: Lexicon) -> Answer | None:
    """Counted banknotes read as money; a price from a bill handed over and the change (ADR 0411)."""
    from reader.bills_and_change import bills_as_money, paid_less_change
    from reader.money_wholes import money_whole_answer, read_money_whole

    found = _rewritten(bills_as_money(text, lexicon), lexicon)
    if found is not None:
        return found
    retold = paid_less_change(text, lexicon)
    whole = None if retold is None else read_money_whole(retold.text, lexicon)
    if whole is None or (whole.value * 100).denominator != 1:
        return None  # no such shape, or a price of no whole number of cents: the prices may differ
    read = money_whole_answer(whole)
    steps = retold.steps + read.steps
    trace = canonical_hash({"graph": read.graph, "steps": steps, "value": read.value})
    return Answer(read.value, read.unit, read.graph, steps, trace)


def _speed(text: str, lexicon: Lexicon) -> Answer | None:
    """ "What is his speed in kilometers per hour?": the length covered in one unit of time (ADR 0301)."""
    from reader.asked_speeds import read_asked_speed

    found = read_asked_speed(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _made_sold(text: str, lexicon: Lexicon) -> Answer | None:
    """ "She made 25 doughnuts. She sells each for $3.": every one of them sold at that price (ADR 0304)."""
    from reader.made_sold import read_made_sold

    found = read_made_sold(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _doings(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How long will it take to groom 4 dogs and 3 cats?": each kind's time asked alone and added (ADR 0309)."""
    from reader.dummy_it_lists import read_joined_doings

    found = read_joined_doings(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _told_doings(text: str, lexicon: Lexicon) -> Answer | None:
    """ "He cuts 8 lawns. How many hours does he spend?": asked as "... does it take him to cut 8 lawns?" (ADR 0324)."""
    from reader.told_doings import read_told_doings

    found = read_told_doings(text, lexicon, read_problem)
    return None if found is None else _with_step(found)


def _per_period(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How many quarts does she drink a week?": a rate of using up over one period (ADR 0307)."""
    from reader.period_spending import read_per_period_question

    found = read_per_period_question(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _bought(text: str, lexicon: Lexicon) -> Answer | None:
    """How many whole things the holder's money buys at a stated price of one (ADR 0170)."""
    found = read_buy_count(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _joined(text: str, lexicon: Lexicon) -> Answer | None:
    """Two kinds asked at once, each asked alone and added (ADR 0188)."""
    from reader.joined_kinds import read_joined_kinds

    found = read_joined_kinds(text, lexicon, read_all)
    if found is None:  # members leaving a place left unsaid: the place put back (ADR 0275)
        from reader.joined_kind_questions import members_gone_text

        moved = members_gone_text(text, lexicon)
        found = None if moved is None else read_joined_kinds(moved, lexicon, read_all)
    if found is None:
        return None
    one, two = found.base, found.other
    assert isinstance(one, Answer) and isinstance(two, Answer)
    steps = one.steps + two.steps + (found.step,)
    unit = one.unit if one.unit == two.unit else f"{one.unit} + {two.unit}"
    trace = canonical_hash({"graph": one.graph, "steps": steps, "value": found.value})
    return Answer(found.value, unit, one.graph, steps, trace)


def _members_gone(text: str, lexicon: Lexicon) -> Answer | None:
    """Counted people leaving the one place that holds them, the place unsaid ("If 6 chefs quit", ADR 0275)."""
    from reader.joined_kind_questions import members_gone_text

    moved = members_gone_text(text, lexicon)
    found = None if moved is None else read_all(moved, lexicon)
    return found if isinstance(found, Answer) else None


def _parts_of_things(text: str, lexicon: Lexicon) -> Answer | None:
    """The parts every counted thing has (legs, wheels), each kind counted by the reader (ADR 0270)."""
    from reader.parts_of_things import read_parts_of_things

    found = read_parts_of_things(text, lexicon, read_all)
    return None if found is None else _parts_total(found)


def _parts_total(found: PartsOfThings) -> Answer:
    """The answer of a total of parts (ADR 0270, 0336): every re-asked count's steps, then the sum."""
    bases = [b for b in found.bases if isinstance(b, Answer)]
    steps = tuple(step for base in bases for step in base.steps) + (found.step,)
    graph = bases[0].graph
    trace = canonical_hash({"graph": graph, "steps": steps, "value": found.value})
    return Answer(found.value, found.unit, graph, steps, trace)


def _item_parts(text: str, lexicon: Lexicon) -> Answer | None:
    """Parts told for each thing of a kind, asked in total over the things counted (ADR 0336)."""
    from reader.item_parts import read_item_parts

    found = read_item_parts(text, lexicon, read_all)
    if found is None:  # "19 balls in each package" after "3 packs of balls": one container, two names
        from reader.item_parts import same_container_text

        same = same_container_text(text, lexicon)
        read = None if same is None else read_all(same[0], lexicon)
        if not isinstance(read, Answer):
            return None
        return _step_first((read, same[1]))
    return _parts_total(found)


def _percentage_question(text: str, lexicon: Lexicon) -> Answer | None:
    """What percent(age) of the counted things are a part, both re-asked plainly (ADR 0274)."""
    from reader.percentage_questions import read_percentage_question

    found = read_percentage_question(text, lexicon, read_all)
    if found is None:
        return None
    bases = [b for b in found.bases if isinstance(b, Answer)]
    steps = tuple(step for base in bases for step in base.steps) + (found.step,)
    graph = bases[-1].graph
    trace = canonical_hash({"graph": graph, "steps": steps, "value": found.value})
    return Answer(found.value, found.unit, graph, steps, trace)


def _one_period(text: str, lexicon: Lexicon) -> Answer | None:
    """A story told for every period and asked about one period, read as that one period (ADR 0192)."""
    found = read_one_period(text, lexicon, read_all)
    if found is None:
        return None
    base, step = found
    assert isinstance(base, Answer)
    steps = (step,) + base.steps
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": base.value})
    return Answer(base.value, base.unit, base.graph, steps, trace)


def _left_out(text: str, lexicon: Lexicon) -> Answer | None:
    """Nouns left out after 'one ... the other', 'each one', 'needed 7 total' put back (ADR 0207)."""
    from reader.left_out_nouns import read_left_out_nouns

    found = read_left_out_nouns(text, lexicon, read_problem)
    if found is None:
        return None
    base, told = found
    assert isinstance(base, Answer)
    steps = told + base.steps
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": base.value})
    return Answer(base.value, base.unit, base.graph, steps, trace)


def _shared_rest(text: str, lexicon: Lexicon) -> Answer | ReaderRefusal | None:
    """Some into one container and the rest shared among several (ADR 0209), or all evenly (ADR 0223)."""
    from reader.one_and_the_rest import read_shared_rest

    found = read_shared_rest(text, lexicon, read_all)
    if found is None:  # all of them, the same amount in each (ADR 0223)
        from reader.same_in_each import read_same_in_each

        found = read_same_in_each(text, lexicon, read_all)
    if found is None:  # containers being made with N in each, counted from what one has (ADR 0232)
        from reader.containers_to_make import read_containers_to_make

        found = read_containers_to_make(text, lexicon, read_all)
    if found is None or isinstance(found, ReaderRefusal):
        return found
    return _with_step(found)


def _reasked(text: str, lexicon: Lexicon) -> Answer | None:
    """Readings that take out one sentence, ask the reader a rewritten question and take one step more.

    How long a supply lasts (ADR 0218), the time for the rest of a workload (ADR 0222), the things the
    rest of a supply makes and a workload's parts per item (ADR 0229), a workload whose work done is told
    in the question's 'if' clause (ADR 0241), whole items a stock makes at a need of one (ADR 0318); the
    first that answers stands.
    """
    from reader.made_from_stock import read_made_from_stock
    from reader.parts_per_item import read_parts_per_item
    from reader.rest_made import read_rest_made
    from reader.supply_paces import read_supply_pace
    from reader.work_times import read_work_time
    from reader.workload_ifs import read_workload_if

    readings = (
        read_supply_pace,
        read_work_time,
        read_rest_made,
        read_parts_per_item,
        read_workload_if,
        read_made_from_stock,
    )
    for read in readings:
        found = read(text, lexicon, read_all)
        if found is not None:
            return _with_step(found)
    return None


def _setting_source(text: str, lexicon: Lexicon) -> Answer | None:
    """A question's 'from her vacation' that only repeats the story's opening setting (ADR 0238)."""
    from reader.setting_sources import read_setting_source

    found = read_setting_source(text, lexicon, read_problem)
    return _step_first(found)


def _remaining_containers(text: str, lexicon: Lexicon) -> Answer | None:
    """ "petals on the remaining daisies": the containers still held, converted (ADR 0288)."""
    from reader.remaining_containers import read_remaining_containers

    found = read_remaining_containers(text, lexicon, read_all)
    return _step_first(found)


def _counted_container_place(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How many melons are in the crates?" after the crates were counted once: all of them (ADR 0377)."""
    from reader.counted_container_places import read_counted_container_place

    found = read_counted_container_place(text, lexicon, read_all)
    return _step_first(found)


def _fronted(text: str, lexicon: Lexicon) -> Answer | None:
    """A question opened by a told change ('After he gives 4, how ...') or 'At this rate,' (ADR 0249)."""
    from reader.fronted_questions import read_fronted_question

    found = read_fronted_question(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _fronted_phrase(text: str, lexicon: Lexicon) -> Answer | None:
    """ "In dollars, how much ...?", "In one week, how many ...?": the phrase read last (ADR 0316)."""
    from reader.fronted_phrases import read_fronted_phrase

    found = read_fronted_phrase(text, lexicon, read_problem)
    return None if found is None else _with_step(found)


def _trailing_event(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How many will he have after he gives 4?": read as 'After he gives 4, how ...' (ADR 0315)."""
    from reader.trailing_events import read_trailing_event

    found = read_trailing_event(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _they_total(text: str, lexicon: Lexicon) -> Answer | None:
    """ "They have 27 guitars in all" after persons only named: the total of every one of them (ADR 0268)."""
    from reader.sum_and_relation import read_they_total

    found = read_they_total(text, lexicon, read_all)
    return _step_first(found)


def _number_is_total(text: str, lexicon: Lexicon) -> Answer | None:
    """ "If the number of their dresses combined is 48, ...": a group total told through 'the number of' (ADR 0276)."""
    from reader.number_is_statements import read_number_is_total

    found = read_number_is_total(text, lexicon, read_all)
    return _step_first(found)


def _number_at_place(text: str, lexicon: Lexicon, refusal: ReaderRefusal) -> Answer | None:
    """ "In a yard, the number of tanks is five times the number of trucks.": a count at a place (ADR 0359)."""
    from reader.number_at_places import read_number_at_place

    found = read_number_at_place(text, lexicon, read_problem, refusal)
    return _step_first(found)


def _question_period(text: str, lexicon: Lexicon) -> Answer | None:
    """ "in the day" after times of a day, "in a year" after rates per month, a told period asked again (ADR 0289)."""
    from reader.question_periods import read_question_period

    found = read_question_period(text, lexicon, read_all)
    return _step_first(found)


def _asked_period(text: str, lexicon: Lexicon) -> Answer | None:
    """ "every week", "per year", "after a year", "in the first year": a span of the rate's period (ADR 0313)."""
    from reader.asked_periods import read_asked_period

    found = read_asked_period(text, lexicon, read_all)
    return _step_first(found)


def _average(text: str, lexicon: Lexicon) -> Answer | None:
    """ "the average age of the three": the sum of the persons' ages or measures over their count (ADR 0297)."""
    from reader.averages import read_average, read_average_acts

    found = read_average(text, lexicon, read_problem) or read_average_acts(text, lexicon, read_problem)
    if found is None:
        return None
    base, value, step = found
    steps = base.steps + (step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": value})
    return Answer(value, base.unit, base.graph, steps, trace)


def _trailing_comparison(text: str, lexicon: Lexicon, first: ReaderRefusal) -> Answer | None:
    """ "Ann has 12 apples. Ben has 5 more.": a comparison's unsaid other side put back (ADR 0308)."""
    from reader.trailing_comparisons import read_trailing_comparison

    found = read_trailing_comparison(text, lexicon, first, read_problem)
    return _step_first(found) if found is not None and isinstance(found[0], Answer) else None


def _told_speed(text: str, lexicon: Lexicon) -> Answer | None:
    """ "at a speed of 50 mph for 4 hours and 30 minutes": the trip told plainly and read again (ADR 0305)."""
    from reader.speed_legs import read_speed_legs
    from reader.told_speeds import read_told_speed, told_plainly

    found = _step_first(read_told_speed(text, lexicon, read_problem))
    if found is None:  # legs in a row: each leg read alone, and summed
        legs = read_speed_legs(told_plainly(text, lexicon) or text, lexicon, read_problem)
        found = None if legs is None else _with_step(legs)
    return found


def _named_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "at a speed of 40 miles per hour", "a monthly salary of $500": the amount told plainly (ADR 0337)."""
    from reader.named_rates import named_rates

    return _rewritten(named_rates(text, lexicon), lexicon)


def _kind_room(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A van can hold 4 people": room of every van, told as "Each van can hold 4 people" (ADR 0369)."""
    from reader.kind_rooms import kind_rooms

    return _rewritten(kind_rooms(text, lexicon), lexicon)


def _room_verb(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A bus can seat 40 people", "has room for 30": room told with another verb, read as 'can hold' (ADR 0376)."""
    from reader.room_verbs import room_verbs

    return _rewritten(room_verbs(text, lexicon), lexicon)


def _fraction_of_own(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Tim gave him half of his 40 balls": told as "Tim had 40 balls. Tim gave him half of his balls." (ADR 0347)."""
    from reader.fraction_of_own import fraction_of_own

    return _rewritten(fraction_of_own(text, lexicon), lexicon)


def _rests_retold(text: str, lexicon: Lexicon) -> Answer | None:
    """ "1/4 of what is left" as "1/4 of the rest"; "and kept the rest" dropped; "Of the remaining X," moved (ADR 0352)."""
    from reader.rests_retold import rests_retold

    return _rewritten(rests_retold(text, lexicon, read_all), lexicon)


def _remaining_named(text: str, lexicon: Lexicon) -> Answer | None:
    """ "gave 10 of the remaining apples", "Of the remaining apples, she gave 10", "the remaining pairs of socks" (ADR 0356)."""
    from reader.remaining_named import remaining_named

    return _rewritten(remaining_named(text, lexicon, read_all), lexicon)


def _other_share(text: str, lexicon: Lexicon) -> Answer | None:
    """ "the other half" as "the rest", "an equal number of pens as" as "as many pens as" (ADR 0361)."""
    from reader.other_shares import other_shares

    return _rewritten(other_shares(text, lexicon), lexicon)


def _kind_share(text: str, lexicon: Lexicon) -> Answer | None:
    """ "60% of which are oak trees. How many are not oak trees?", "Girls make up 30% of the students":
    a share of one kind told as the chained-parts reading reads it (ADR 0423)."""
    from reader.kind_shares import kind_shares

    return _rewritten(kind_shares(text, lexicon), lexicon)


def _quarter_share(text: str, lexicon: Lexicon) -> Answer | None:
    """ "a quarter of her money", "three quarters of the pie": told as "1/4 of", "3/4 of" when no coin is named (ADR 0351)."""
    from reader.quarter_shares import quarter_shares

    return _rewritten(quarter_shares(text, lexicon), lexicon)


def _spelled_share(text: str, lexicon: Lexicon) -> Answer | None:
    """ "two-thirds of", "one fifth of", "20 percent of", "half of": told as "2/3 of", "1/5 of", "20% of", "1/2 of" (ADR 0367)."""
    from reader.spelled_shares import spelled_shares

    return _rewritten(spelled_shares(text, lexicon), lexicon)


def _able_to(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Pia was able to pack 9 boxes.": told as "Pia packed 9 boxes.", 'is able to' as 'can' (ADR 0504)."""
    from reader.able_to import able_to

    return _rewritten(able_to(text, lexicon), lexicon)


def _average_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Kim bakes an average of 12 rolls an hour.": told without the averaging words (ADR 0505)."""
    from reader.average_rates import average_rates

    return _rewritten(average_rates(text, lexicon), lexicon)


def _spelled_rest(text: str, lexicon: Lexicon) -> Answer | None:
    """ "a fourth of the remainder", "a quarter of the money she had left": told as "1/4 of ..." (ADR 0495)."""
    from reader.spelled_rests import spelled_rests

    return _rewritten(spelled_rests(text, lexicon), lexicon)


def _gapped_verb(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Her aunt pays her $6 per day, and her uncle $9 per day.": the verb told in each conjunct (ADR 0503)."""
    from reader.gapped_verbs import gapped_verbs

    return _rewritten(gapped_verbs(text, lexicon), lexicon)


def _number_offset(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Rio jogged 2 more than 6 laps.": told as "Rio jogged 8 laps." (ADR 0506)."""
    from reader.number_offsets import number_offsets

    return _rewritten(number_offsets(text, lexicon), lexicon)


def _per_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "drove 90 miles and used 3 gallons ... How many miles per gallon?": each total re-asked (ADR 0506)."""
    from reader.per_rates import read_per_rate

    found = read_per_rate(text, lexicon, read_all)
    return None if found is None else _with_step(found)


def _percent_measure(text: str, lexicon: Lexicon) -> Answer | None:
    """ "The oak plank is 25% longer than the pine plank.": told as the difference in feet (ADR 0500)."""
    from reader.percent_measures import percent_measures

    return _rewritten(percent_measures(text, lexicon), lexicon)


def _org_they(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A bakery made 40 pies. They sold 15.": 'they' for the one shop, firm or team told, retold as it (ADR 0502)."""
    from reader.org_they import org_they
    from reader.they_rates import they_rate

    found = _rewritten(org_they(text, lexicon), lexicon)
    if found is not None and they_rate(text, lexicon, found) is not None:
        return None  # "A club got 12 new members. They pay $15 a month.": each or together? (ADR 0507)
    return found


def _everyone_scene(text: str, lexicon: Lexicon) -> Answer | None:
    """ "At the fair, everyone ate too much." before people named one by one and asked as 'the N <people>',
    ", in pounds," and "the N family members": told plainly (ADR 0498)."""
    from reader.everyone_scenes import everyone_scenes

    return _rewritten(everyone_scenes(text, lexicon), lexicon)


def _offset_order(text: str, lexicon: Lexicon) -> Answer | None:
    """ "4 more shells than twice as many as Tom": told as "4 more than twice as many shells as Tom" (ADR 0496)."""
    from reader.offset_orders import offset_order

    return _rewritten(offset_order(text, lexicon), lexicon)


def _age_chain(text: str, lexicon: Lexicon) -> Answer | None:
    """ "a third of his aunt's age", "4 more than 3 times his age", "In 6 years, how many years older will
    Ned be than Kay?": told in the ages readings' words (ADR 0499)."""
    from reader.age_chains import age_chains

    return _rewritten(age_chains(text, lexicon), lexicon)


def _inverse_offset(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Pia picked 3 fewer than twice as many plums as Tom. If Pia picked 17 plums, ...": the base told as
    (17 + 3) / 2 plums, "Tom picked 10 plums.", and the whole read again (ADR 0497)."""
    from reader.inverse_offsets import inverse_offset

    return _rewritten(inverse_offset(text, lexicon), lexicon)


def _attributive_amount(text: str, lexicon: Lexicon) -> Answer | None:
    """ "bought a $7 lamp", "a $12 allowance per month", "a 12 ounce can": told as the reader reads them (ADR 0346)."""
    from reader.attributive_amounts import attributive_amounts

    return _rewritten(attributive_amounts(text, lexicon), lexicon)


def _thing_relative(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Ivan has a bird feeder that holds 2 cups": told as "Ivan's bird feeder holds 2 cups" (ADR 0349)."""
    from reader.thing_relatives import thing_relatives

    return _rewritten(thing_relatives(text, lexicon), lexicon)


def _cost_to_buy(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How much would it cost to buy 4 pens?": asked as "How much would 4 pens cost?" (ADR 0368)."""
    from reader.costs_to_do import cost_to_buy

    return _rewritten(cost_to_buy(text, lexicon), lexicon)


def _left_with(text: str, lexicon: Lexicon) -> Answer | None:
    """ "How many buns are left with Nora?" asked as "How many buns does Nora have left?" (ADR 0429)."""
    from reader.left_with import left_with

    return _rewritten(left_with(text, lexicon), lexicon)


def _let_go(text: str, lexicon: Lexicon) -> Answer | None:
    """ "let 75% of them go" told as a loss, "discarded 75% of them" (ADR 0435)."""
    from reader.let_go import let_go

    return _rewritten(let_go(text, lexicon), lexicon)


def _lettered_holder(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Bin X has 14 bolts. Bin Y has 3 more than bin X." read with each label as one name (ADR 0437)."""
    from reader.lettered_holders import lettered_holders

    return _rewritten(lettered_holders(text, lexicon), lexicon)


def _repeated_doing(text: str, lexicon: Lexicon) -> Answer | None:
    """ "bakes 15 buns a day. She does this for 6 days." read as one sentence (ADR 0430)."""
    from reader.repeated_doings import repeated_doings

    return _rewritten(repeated_doings(text, lexicon), lexicon)


def _seen_tally(text: str, lexicon: Lexicon) -> Answer | None:
    """ "Lana saw 4 owls and 3 hawks. How many birds did she see?" read as things collected (ADR 0440)."""
    from reader.seen_tallies import seen_tallies

    return _rewritten(seen_tallies(text, lexicon), lexicon)


def _member_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "A bird eats 7 seeds a day. Sam has 5 birds." asked of Sam's birds over a stretch (ADR 0436)."""
    from reader.member_rates import read_member_rate

    return read_member_rate(text, lexicon)


def _pair_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """ "3 bottles cost $6": told as the price of one thing (ADR 0397)."""
    from reader.pair_rates import pair_rates

    return _rewritten(pair_rates(text, lexicon), lexicon)


def _priced_purchase(text: str, lexicon: Lexicon) -> Answer | None:
    """ "buys a hat for $10 and a pen for $2": told as one sentence per purchase (ADR 0350)."""
    from reader.priced_purchases import compared_spending, priced_purchases

    retold = priced_purchases(text, lexicon)
    found = _rewritten(retold, lexicon)
    if found is not None or retold is None:
        return found
    compared = compared_spending(retold.text, lexicon, read_problem)  # "spend on the hat than on the pen"
    if compared is None:
        return None
    one, other = compared.first, compared.second
    steps = retold.steps + one.steps + other.steps + (compared.step,)
    trace = canonical_hash({"graph": one.graph, "steps": steps, "value": compared.value})
    return Answer(compared.value, compared.unit, one.graph, steps, trace)


def _money_whole(text: str, lexicon: Lexicon) -> Answer | None:
    """ "bought 3 shirts for $5 each and a hat. He paid $21 in total.": the untold price (ADR 0381)."""
    from reader.money_wholes import money_whole_answer, read_money_whole

    found = read_money_whole(text, lexicon)
    return None if found is None else money_whole_answer(found)


def _profit(text: str, lexicon: Lexicon, first: Answer | ReaderRefusal) -> Answer | ReaderRefusal:
    """A question naming profit: the profit reading, else a refusal (the first one, if it refused)."""
    from reader.profits import read_profit

    found = read_profit(text, lexicon, read_all)
    if found is None and isinstance(first, ReaderRefusal):  # "sells each for $3" (ADR 0304)
        from reader.made_sold import sold_text

        sold = sold_text(text, lexicon)
        found = None if sold is None else read_profit(sold[0], lexicon, read_all)
    if isinstance(found, ReaderRefusal):
        return found
    if found is not None:
        return _with_step(found)
    resold = _resale_profit(text, lexicon)  # "buys jars for $3 and sells them for $5" (ADR 0486)
    if resold is not None:
        return resold
    if isinstance(first, ReaderRefusal):
        return first
    last = split_sentences(text)[-1]
    return refuse(
        "ambiguous_unit",
        "profit is asked: the money taken in less what was spent, which the story does not fix",
        len(split_sentences(text)) - 1,
        0,
        last.tokens[0].text if last.tokens else "",
    )


def _step_first(found: tuple[Answer, str] | None) -> Answer | None:
    """A re-reading's Answer with the one step that says why the text was read so put before its own."""
    if found is None:
        return None
    base, step = found
    steps = (step,) + base.steps
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": base.value})
    return Answer(base.value, base.unit, base.graph, steps, trace)


def _with_step(found) -> Answer:
    """The re-asked reading's Answer with the one step it takes from it to the asked value."""
    base = found.base
    assert isinstance(base, Answer)
    steps = base.steps + (found.step,)
    trace = canonical_hash({"graph": base.graph, "steps": steps, "value": found.value})
    return Answer(found.value, found.unit, base.graph, steps, trace)


def _unsound_answer(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Shapes whose answer a reading may give but whose words may mean another thing (ADR 0358)."""
    from reader.done_rates import done_rate_left_out
    from reader.loose_quarters import loose_quarters
    from reader.measured_counts import measured_count
    from reader.mixed_price_lists import mixed_price_list
    from reader.one_thing_shares import share_of_one
    from reader.room_for import room_for_as_contents
    from reader.room_then_more import room_then_more
    from reader.seats_not_riders import seats_not_riders
    from reader.whole_days_needed import part_of_a_period

    return (
        share_of_one(text, lexicon)  # "ate 1/4 of an apple": a part of one apple
        or loose_quarters(text, answer, lexicon)  # "gave Ann three quarters" in a story of balls
        or mixed_price_list(text, lexicon)  # "3 hats for $10 each and 2 pens for $2"
        or measured_count(text, answer, lexicon)  # "2 pounds of apples ... How many apples"
        or seats_not_riders(text, answer, lexicon)  # "A bus holds 40 people ... are on the bus"
        or room_then_more(text, answer, lexicon)  # "The jar holds 50 marbles. Ann put 20 in the jar."
        or room_for_as_contents(text, answer, lexicon)  # "The van has room for 10 people" (ADR 0376)
        or part_of_a_period(text, answer, lexicon)  # "How many days does he need" -> 5.5 (ADR 0370)
        or done_rate_left_out(text, answer)  # "drove 30 km in 2 hours. Then she drove 60 km" (ADR 0392)
    )


def read_problem(text: str, lexicon: Lexicon) -> Answer | ReaderRefusal:
    """Read one problem. Never raises: any input yields an Answer or a ReaderRefusal."""
    try:
        text = capitalised_sites(text, lexicon)  # "uploaded 35 pictures to facebook" (ADR 0223)
        text = ranked_names(text, lexicon)  # "in fourth grade": the fourth grade, a place (ADR 0238)
        text = relative_days(text, lexicon)  # "The next day" after "On Monday": Tuesday (ADR 0382)
        text = set_off_phrases(text, lexicon)  # "Her brother, Todd, ate ..." (ADR 0391)
        text = role_sentences(text, lexicon)  # "Ana is a baker. She sells ..." (ADR 0406)
        result = read_all(text, lexicon)
        if isinstance(result, Answer):
            result = (
                charged_group(text, lexicon) or result
            )  # "charges its students $20": each pays it (ADR 0466)
        if asks_profit(text, lexicon):  # takings less costs, never the takings alone (ADR 0298)
            return _profit(text, lexicon, result)
        if isinstance(result, ReaderRefusal):
            result = (
                _whole_problem(text, lexicon)
                or _each_pronoun(text, lexicon)
                or _later_price(text, lexicon)
                or _combined_compared(text, lexicon)
                or _percented(text, lexicon)
                or _discounted(text, lexicon)
                or _percent_on_money(text, lexicon)
                or _percent_compared(text, lexicon)
                or _own_changed(text, lexicon)
                or _change_back(text, lexicon)
                or _bills_and_change(text, lexicon)
                or _speed(text, lexicon)
                or _made_sold(text, lexicon)
                or _doings(text, lexicon)
                or _told_doings(text, lexicon)
                or _per_period(text, lexicon)
                or _bought(text, lexicon)
                or _joined(text, lexicon)
                or _members_gone(text, lexicon)
                or _parts_of_things(text, lexicon)
                or _item_parts(text, lexicon)
                or _percentage_question(text, lexicon)
                or _one_period(text, lexicon)
                or _left_out(text, lexicon)
                or _shared_rest(text, lexicon)
                or _reasked(text, lexicon)
                or _setting_source(text, lexicon)
                or _remaining_containers(text, lexicon)
                or _counted_container_place(text, lexicon)
                or _fronted(text, lexicon)
                or _fronted_phrase(text, lexicon)
                or _trailing_event(text, lexicon)
                or _they_total(text, lexicon)
                or _number_is_total(text, lexicon)
                or _number_at_place(text, lexicon, result)
                or _question_period(text, lexicon)
                or _asked_period(text, lexicon)
                or _average(text, lexicon)
                or _trailing_comparison(text, lexicon, result)
                or _told_speed(text, lexicon)
                or _named_rate(text, lexicon)
                or _fraction_of_own(text, lexicon)
                or _quarter_share(text, lexicon)
                or _spelled_share(text, lexicon)
                or _attributive_amount(text, lexicon)
                or _thing_relative(text, lexicon)
                or _rests_retold(text, lexicon)
                or _other_share(text, lexicon)
                or _kind_share(text, lexicon)
                or _priced_purchase(text, lexicon)
                or _money_whole(text, lexicon)
                or read_price_from_total(text, lexicon)  # after ADR 0381's reading of such totals (ADR 0416)
                or _remaining_named(text, lexicon)
                or _day_part(text, lexicon)
                or _one_every(text, lexicon)
                or _cost_to_buy(text, lexicon)
                or _week_days(text, lexicon)
                or _kept_duration(text, lexicon)
                or _embedded_conjunct(text, lexicon)
                or _labelled_list(text, lexicon)
                or _times_a_period(text, lexicon)
                or _frequency_word(text, lexicon)
                or _period_rate(text, lexicon)
                or _kind_room(text, lexicon)
                or _room_verb(text, lexicon)
                or _pair_rate(text, lexicon)
                or _left_with(text, lexicon)
                or _repeated_doing(text, lexicon)
                or _member_rate(text, lexicon)
                or _let_go(text, lexicon)
                or _takes_rate(text, lexicon)
                or _told_ratio(text, lexicon)
                or _lettered_holder(text, lexicon)
                or _seen_tally(text, lexicon)
                or _listed_amount(text, lexicon)
                or _age_future(text, lexicon)
                or _complement_kind(text, lexicon)
                or _number_puzzle(text, lexicon)
                or _done_in_time(text, lexicon)
                or _compared_price(text, lexicon)
                or _number_of_compared(text, lexicon)
                or _relative_each(text, lexicon)
                or _age_form(text, lexicon)
                or _sum_relation_form(text, lexicon)
                or _job_time(text, lexicon)
                or _scene_sentence(text, lexicon)
                or _scaled_amount(text, lexicon)
                or _age_join(text, lexicon)
                or _age_wait(text, lexicon)
                or _sale_price(text, lexicon)
                or _normal_price(text, lexicon)
                or _price_multiple(text, lexicon)
                or _it_takes_scaled(text, lexicon)
                or _group_part(text, lexicon)
                or _elliptic_multiple(text, lexicon)
                or _affine_base(text, lexicon)
                or _occasion_time(text, lexicon)
                or _age_time(text, lexicon)
                or _affine_total(text, lexicon)
                or _enough_to_make(text, lexicon)
                or _age_pair(text, lexicon)
                or _kind_total(text, lexicon)
                or _money_share(text, lexicon)
                or _hire_rent(text, lexicon)
                or _money_bought(text, lexicon)
                or _event_multiple(text, lexicon)
                or _rate_from_start(text, lexicon)
                or _paced_leg(text, lexicon)
                or _percent_price(text, lexicon)
                or _period_change(text, lexicon)
                or _doubling_growth(text, lexicon)
                or _job_time_multiple(text, lexicon)
                or _that_multiple(text, lexicon)
                or _resale_profit(text, lexicon)  # "calculate the profit ..." (ADR 0486)
                or _told_part(text, lexicon)
                or _every_ratio(text, lexicon)
                or _day_tally(text, lexicon)
                or _offset_multiple(text, lexicon)
                or _weight_chain(text, lexicon)
                or _conjoined_multiple(text, lexicon)
                or _things_pronoun(text, lexicon)
                or _money_every(text, lexicon)
                or _percent_bases(text, lexicon)
                or _goal_shortfall(text, lexicon)
                or _what_multiple(text, lexicon)
                or _spelled_rest(text, lexicon)
                or _percent_measure(text, lexicon)
                or _everyone_scene(text, lexicon)
                or _offset_order(text, lexicon)
                or _age_chain(text, lexicon)
                or _inverse_offset(text, lexicon)
                or _able_to(text, lexicon)
                or _org_they(text, lexicon)
                or _gapped_verb(text, lexicon)
                or _number_offset(text, lexicon)
                or _per_rate(text, lexicon)
                or _average_rate(text, lexicon)
                or result
            )
        if isinstance(result, ReaderRefusal):
            return result
        return (
            split_coin(result, lexicon)
            or counted_in_groups(text, lexicon)  # ADR 0323, 0277
            or _unsound_answer(text, result, lexicon)  # ADR 0358
            or result
        )
    except Exception as exc:  # the floor: an internal failure is reported as a refusal, never a crash
        return refuse(
            "graph_construction_failure", f"internal reader error ({type(exc).__name__}: {exc})", 0, 0, ""
        )
