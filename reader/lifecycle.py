"""The pure reading lifecycle: begin_sentence, apply_word, end_sentence, is_terminable, finalize.

Each step takes immutable states and returns a new state or a refusal.
Lookup order for a token: lexical primitives, then the lexicon, then the
rule for the category found (which checks it against the expectation and
updates the sentence state). Only ``end_sentence`` commits to the problem.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.affine_multiples import step_allowed
from reader.capacities import unread_capacity
from reader.clause_lists import comma_as_and, unsplit_clause_commas
from reader.compounds import compound_sense
from reader.echoed_references import merge_echoed_reference
from reader.frame_questions import project_question
from reader.frames import Clause, Facts, project_statement, sentence_timing
from reader.fronted_periods import apply_fronted_span, fronted_span
from reader.graph import MathProblemGraph, build_graph
from reader.kinds import KindOf
from reader.obligations import OBLIGATION, obligation_facts, obligation_number, obligation_question
from reader.opening_rates import apply_opening_rate
from reader.opening_settings import as_if_comma, closes_opening, starts_subject
from reader.per_activity import COUNTED_ACTIVITY, on_counted_activity
from reader.primitives import match_primitive
from reader.refusals import ReaderRefusal, refuse
from reader.rules import HANDLERS
from reader.rules.all_but import EXPECT_KEPT, read_kept
from reader.rules.appositives import refuse_after_appositive
from reader.rules.collectives import after_collective, collective_number_read, container_named_again
from reader.rules.context import Word
from reader.rules.gerund_purposes import in_purpose
from reader.rules.group_members import after_members_of
from reader.rules.infinitives import PLAN_EXPECTATIONS, in_plan, on_goal_clause, reads_goal_clause
from reader.rules.lists import unclosed_list
from reader.rules.markers import dangling_preposition
from reader.rules.member_subjects import after_members_subject
from reader.rules.money_gerunds import MONEY_GERUND, in_money_gerund
from reader.rules.multiple_factors import share_as_factor
from reader.rules.number_of_references import OF_STEPS, after_number_of, after_reference
from reader.rules.number_units import number_unit_word
from reader.rules.participles import PARTICIPLE, ends_participle, in_participle
from reader.rules.phrases import attach_elided, close_np
from reader.rules.purposes import STEPS as ASKED_PURPOSE_STEPS
from reader.rules.purposes import (
    bare_some,
    ends_asked_purpose,
    ends_tagged_purpose,
    extend_tag,
    in_asked_purpose,
    skips_vague_object,
)
from reader.rules.relatives import RELATIVE, RELATIVE_OPEN, in_relative
from reader.rules.spent_activities import ACTIVITY_PHRASE, ends_activity_phrase, in_activity_phrase
from reader.rules.subject_lists import after_verb, broken_list
from reader.rules.subordinate import setting_ends_before
from reader.rules.time_tags import tag_times
from reader.rules.what_questions import in_what, on_what_step
from reader.scene import scene_comparisons, scene_place
from reader.scene_clauses import scene_conflict, unnamed_objects
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState, evolve
from reader.time_scopes import after_opening_period, scope_facts, scoped_sentence, take_period
from reader.tokenise import Sentence
from reader.unnamed import unnamed_clash
from reader.values import AppliedCategory, EntityRef, QuantityRef
from reader.verb_position import NO_VERB_DETAIL, as_verb


def begin_sentence(problem_state: ProblemReadingState, source_text_offset: int) -> SentenceReadingState:
    """A fresh sentence state; nothing carries over from the sentence before except through the problem state."""
    return SentenceReadingState(sentence_index=problem_state.sentence_index)


_SENTENCE_WORDS: dict[tuple[Sentence, int], tuple[Lexicon, tuple[Word | None, ...]]] = {}
# The same memo by the sentence object's identity: most asks pass the very sentence split_sentences made.
_SAME_SENTENCE: dict[int, tuple[Sentence, Lexicon, tuple[Word | None, ...]]] = {}


def sentence_words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word | None, ...]:
    """Every token of a sentence looked up, once: the second readings all ask for the same words.

    Memoised by the sentence's value and the lexicon's identity (checked on every hit, so a new
    pack version never sees another's words); the memo is small and cleared when full.
    """
    last = _SAME_SENTENCE.get(id(sentence))
    if last is not None and last[0] is sentence and last[1] is lexicon:
        return last[2]  # the very same sentence object: no hashing of its value
    key = (sentence, id(lexicon))
    hit = _SENTENCE_WORDS.get(key)
    if hit is not None and hit[0] is lexicon:
        words = hit[1]
    else:
        words = tuple(lookup(t.text, i, lexicon) for i, t in enumerate(sentence.tokens))
        if len(_SENTENCE_WORDS) >= 256:
            _SENTENCE_WORDS.clear()
        _SENTENCE_WORDS[key] = (lexicon, words)
    if len(_SAME_SENTENCE) >= 256:
        _SAME_SENTENCE.clear()
    _SAME_SENTENCE[id(sentence)] = (sentence, lexicon, words)  # holds the sentence, so its id stays its own
    return words


_WORDS: dict[int, tuple[Lexicon, dict[tuple[str, int], Word | None]]] = {}


def lookup(text: str, index: int, lexicon: Lexicon) -> Word | None:
    """The word a token is, memoised per lexicon (checked by identity: a new pack version starts afresh)."""
    held = _WORDS.get(id(lexicon))
    if held is None or held[0] is not lexicon:
        _WORDS.clear()  # one lexicon at a time: an old pack version's words are dropped with it
        held = _WORDS[id(lexicon)] = (lexicon, {})
    memo = held[1]
    key = (text, index)
    if key in memo:
        return memo[key]
    if len(memo) >= 200_000:
        memo.clear()
    found = memo[key] = _lookup(text, index, lexicon)
    return found


def _lookup(text: str, index: int, lexicon: Lexicon) -> Word | None:
    if text == "$":
        return Word(text, index, "currency_sign")
    shape = match_primitive(text)
    if shape is not None and shape.primitive == "number_unit":
        return number_unit_word(text, index, shape, lexicon)  # "a 12-ounce bottle" (ADR 0054)
    if shape is not None:
        return Word(text, index, "number", shape=shape)
    sense = lexicon.lookup(text)
    if sense is None and "-" in text:
        sense = compound_sense(text, lexicon)  # "part-time", "push-ups" (ADR 0119)
    if sense is None:
        if text[:1].isupper() and text.isalpha():
            return Word(text, index, "name")  # an unknown capitalised word is read as a proper name
        return None
    return Word(text, index, sense.category, sense=sense)


def apply_word(
    sentence_state: SentenceReadingState,
    problem_state: ProblemReadingState,
    word: str,
    lexicon: Lexicon,
    forced_referent: str = "",
    verb_reading: tuple[str, ...] = (),
    name_reading: bool = False,
    noun_reading: bool = False,
) -> SentenceReadingState | ReaderRefusal:
    """Read one token. ``forced_referent`` picks one entity for an ambiguous pronoun (used to compare readings).

    ``verb_reading``: read the token as a verb with these tags (a noun in verb position, ADR 0070).
    ``name_reading``: read the token as a person's name ("Will bought 7 boxes", ADR 0105).
    ``noun_reading``: read a modal as the noun of its lemma ("a can of soup", ADR 0105).
    """
    s = sentence_state
    found = lookup(word, s.token_index, lexicon)
    if found is not None and name_reading:
        found = evolve(found, category="name")
    if found is not None and noun_reading:
        from reader.modal_nouns import noun_sense

        sense = noun_sense(word, lexicon)
        if sense is not None:
            found = Word(word, s.token_index, "noun", sense=sense)
    if found is not None and verb_reading:
        found = as_verb(found, verb_reading)
    if found is not None and forced_referent:
        found = evolve(found, forced_referent=forced_referent)
    if s.expectation in PLAN_EXPECTATIONS:
        owed = obligation_number(s, found)  # "had to complete 8 pages" (ADR 0124)
        if owed is not None:
            s = owed
        elif not ends_participle(found):
            return in_plan(s, problem_state, found, word)
        else:
            s = evolve(s, expectation=None)
    if s.expectation in (RELATIVE_OPEN, RELATIVE):
        if s.expectation == RELATIVE_OPEN or not ends_participle(found):
            return in_relative(s, found, word)  # "2 bushes that were damaged" (ADR 0071)
        s = evolve(s, expectation=None)
    if s.expectation in ASKED_PURPOSE_STEPS:  # "did he use to build the tower than ..." (ADR 0176)
        if not ends_asked_purpose(found):
            return in_asked_purpose(s, found, word)
        s = evolve(s, expectation=None)
    if s.expectation == PARTICIPLE:
        pointing = bare_some(s, found, word)  # "to give some to Tom" (ADR 0176)
        if pointing is not None:
            return pointing
        if skips_vague_object(s, found):  # "to buy some toys" (ADR 0176)
            lookback = (s.lookback + (AppliedCategory("vague_quantifier", s.token_index),))[-LOOKBACK_LIMIT:]
            return evolve(s, token_index=s.token_index + 1, lookback=lookback)
        if not ends_participle(found) and not ends_tagged_purpose(s, found):
            skipped = in_purpose(in_participle(s, found, word), found, word)  # "for walking dogs" (ADR 0121)
            return extend_tag(skipped, found)  # "20 blocks to build a house" (ADR 0176)
        s = evolve(s, expectation=None)
    if s.expectation == MONEY_GERUND:  # "spent $10 buying his lunch" (ADR 0164)
        if not ends_participle(found):
            return in_money_gerund(s, found, word)
        s = evolve(s, expectation=None)
    if s.expectation == ACTIVITY_PHRASE:  # "spent 3 hours reading books" (ADR 0118)
        if not ends_activity_phrase(s, found):
            skipped = in_participle(s, found, word)
            if isinstance(skipped, ReaderRefusal):
                return skipped
            return in_activity_phrase(skipped, found, word)
        s = evolve(s, expectation=None)
    opening = after_members_subject(s, found)  # "A group of 6 students went ..." (ADR 0245)
    if isinstance(opening, ReaderRefusal):
        return opening
    members = after_members_of(opening, found)  # "among a group of 5 friends" (ADR 0205)
    if isinstance(members, ReaderRefusal):
        return members
    collective = after_collective(members, found)  # "a collection of 346 games" (ADR 0092)
    if isinstance(collective, ReaderRefusal):
        return collective
    s = collective
    if found is None:
        return refuse(
            "unknown_word",
            f"'{word}' is not in the lexicon and has no number shape",
            s.sentence_index,
            s.token_index,
            word,
        )
    from reader.rules.passive_moves import after_passive_in

    particle_end = after_passive_in(s, found)  # "12 more were brought in, ..." (ADR 0230)
    if isinstance(particle_end, ReaderRefusal):
        return particle_end
    s = particle_end or s
    if setting_ends_before(s, found):  # "When they are finished there will be 55" (ADR 0112)
        s = evolve(s, expectation=None)
    if s.expectation == "setting":
        return _in_setting(s, found)
    if s.expectation is not None and s.expectation.startswith(PARTICLE):
        return _particle(s, found)
    if s.expectation in OF_STEPS:  # "a certain number of", "than the number of" (ADR 0153)
        step = after_number_of(s, found)
        if isinstance(step, ReaderRefusal):
            return step
        lookback = (step.lookback + (AppliedCategory(found.category, s.token_index),))[-LOOKBACK_LIMIT:]
        return evolve(step, token_index=s.token_index + 1, lookback=lookback)
    if not step_allowed(s, found.category, found.attr("factor"), found.lemma):
        detail = "an amount before 'more than' or 'fewer than' with no 'N times' multiple after it"
        return refuse("unused_operator", detail, s.sentence_index, s.token_index, word)
    if s.expectation == "share_of" and found.category != "prep_of" and not share_as_factor(s, found):
        detail = "a fraction or percentage with no 'of' after it"
        return refuse("unsupported_operation", detail, s.sentence_index, s.token_index, word)
    if starts_subject(found):  # "Every day for 30 days he picks ...": the span waits (ADR 0151)
        s = fronted_span(s) or s
    if closes_opening(s, found):  # "At the fair Kaleb bought ...": as "At the fair, Kaleb ..." (ADR 0084)
        comma = lookup(",", s.token_index, lexicon)
        if comma is not None:
            closed = as_if_comma(s, problem_state, comma, found)
            if isinstance(closed, ReaderRefusal):
                return closed
            s = closed
    if _after_bare_opening_time(s, found):
        s = SentenceReadingState(sentence_index=s.sentence_index, token_index=s.token_index)
    period = after_opening_period(s)
    if period is not None:  # "In one day they sold 41 of them": the period scopes the sentence (ADR 0065)
        s = scoped_sentence(s, period)
        if found.attr("mark") == "comma":
            return evolve(s, token_index=s.token_index + 1)
    compared = after_reference(s, found)  # "than the number of apples she had" (ADR 0153)
    if compared is not None:
        return compared
    set_off = refuse_after_appositive(s, found)  # "Ann, the cook, and Tom": three people? (ADR 0107)
    if set_off is not None:
        return set_off
    listing = broken_list(s, found)  # "Tom, Ann, who ...": a list of subjects cut off (ADR 0177)
    if isinstance(listing, ReaderRefusal):
        return listing
    s = listing
    s = comma_as_and(s, found)  # "A costs $5, B costs $4 and C costs $3" (ADR 0345)
    if found.category == "adverb" and found.attr("precision") == "exact":
        return evolve(s, token_index=s.token_index + 1)  # "exactly 9 books" is 9 books (ADR 0220)
    handler = on_what_step if in_what(s) else HANDLERS.get(found.category)
    if reads_goal_clause(s, found):
        handler = on_goal_clause  # "so that she will have 22 games left" (ADR 0055)
    if s.expectation == COUNTED_ACTIVITY:
        handler = on_counted_activity  # "for each lawn he mowed" (ADR 0082)
    if s.expectation == EXPECT_KEPT:
        handler = read_kept  # "sold all but 4 bars": the count that stays (ADR 0217)
    if handler is None:
        return refuse(
            "unexpected_category", f"no rule reads a {found.category}", s.sentence_index, s.token_index, word
        )
    result = after_verb(s, collective_number_read(s, handler(s, problem_state, found)), found)
    if isinstance(result, ReaderRefusal):
        return result
    particle = found.attr("particle")
    if particle and s.pending_verb is None and result.pending_verb is not None:
        result = evolve(result, expectation=PARTICLE + particle)  # "calls" must be "calls for" (ADR 0098)
    lookback = (result.lookback + (AppliedCategory(found.category, s.token_index),))[-LOOKBACK_LIMIT:]
    return evolve(result, token_index=s.token_index + 1, lookback=lookback)


def read_prefix(
    sentence: Sentence,
    stop: int,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: tuple[tuple[int, int, str], ...],
) -> SentenceReadingState | ReaderRefusal:
    """The sentence's tokens before ``stop`` read from a fresh state, with any pronoun readings chosen."""
    state = begin_sentence(problem, sentence.start)
    for ti in range(stop):
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        step = apply_word(state, problem, sentence.tokens[ti].text, lexicon, forced)
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    return state


PARTICLE = "particle:"


def _particle(s: SentenceReadingState, word: Word) -> SentenceReadingState | ReaderRefusal:
    """The particle a verb's meaning depends on ("calls for") must come right after it, and says nothing more."""
    wanted = (s.expectation or "").removeprefix(PARTICLE)
    if word.text.casefold() != wanted:
        verb = s.pending_verb.text if s.pending_verb is not None else "the verb"
        detail = f"'{verb}' has an arithmetic role only as '{verb} {wanted}'"
        return refuse("untaught_verb_role", detail, s.sentence_index, s.token_index, word.text)
    lookback = (s.lookback + (AppliedCategory(word.category, s.token_index),))[-LOOKBACK_LIMIT:]
    return evolve(s, expectation=None, token_index=s.token_index + 1, lookback=lookback)


def _after_bare_opening_time(s: SentenceReadingState, word: Word) -> bool:
    """ "Last week Tom had 74 dollars": a time word and a time unit opening the sentence, then a capital.

    The same opening as "Last week, Tom ..." (ADR 0036) without its comma; the sentence starts at the capital.
    """
    if s.token_index != 2:
        return False  # asked of every token: the cheap test first
    seen = [a.category for a in s.lookback]
    return (
        seen == ["time_marker", "unit_noun"]
        and word.text[:1].isupper()
        and s.frame is None
        and s.pending_verb is None
        and not s.pending_quantities
        and not s.partial_frame_payload.quantities
    )


SETTING_STOPS = frozenset(
    {"number", "number_word", "scale_word", "currency_sign", "negation", "question_word"}
) | frozenset(  # operator words: a setting skipped whole must not hide one (ADR 0048)
    {
        "multiplier",
        "fraction_word",
        "ordinal_word",
        "percent_word",
        "vague_quantifier",
        "comparative",
        "than_marker",
        "as_marker",
        "equality_marker",
        "distributive",
        "rate_marker",
        "aggregate_marker",
        "residual_marker",
        "additive_marker",
        "exclusive_marker",
        "approximator",
        "subordinator",
    }
)


def _in_setting(s: SentenceReadingState, word: Word) -> SentenceReadingState | ReaderRefusal:
    """'While shopping for music online, ...': an opening setting with no amount, skipped up to its comma."""
    moves = word.category.startswith("verb_") and word.category != "verb_activity"
    if word.category in SETTING_STOPS or moves:
        detail = f"a {word.category} inside a setting clause"
        return refuse("unexpected_category", detail, s.sentence_index, s.token_index, word.text)
    expectation = None if word.text == "," else "setting"
    lookback = (s.lookback + (AppliedCategory(word.category, s.token_index),))[-LOOKBACK_LIMIT:]
    return evolve(s, expectation=expectation, token_index=s.token_index + 1, lookback=lookback)


def _clauses(s: SentenceReadingState) -> tuple[Clause, ...]:
    body = s.partial_frame_payload
    out = [
        Clause(f.subject, f.verb, f.clause, s.sentence_index, i, f.frame, s.opened_with_time)
        for i, f in enumerate(body.finished_clauses)
    ]
    out.append(
        Clause(
            s.pending_entity_ref,
            s.pending_verb,
            body,
            s.sentence_index,
            len(out),
            s.frame,
            s.opened_with_time,
        )
    )
    return merge_echoed_reference(tuple(out), s.lookback)  # "twice the number of pens Ann has" (ADR 0136)


def _entities_of(clauses: tuple[Clause, ...], s: SentenceReadingState) -> tuple[EntityRef, ...]:
    found: list[EntityRef] = list(s.partial_frame_payload.new_entities)
    for clause in clauses:
        for entity in (clause.subject, clause.body.recipient, clause.body.source, clause.body.location):
            if entity is not None and entity.kind != "scene":
                found.append(entity)
        found.extend(clause.body.objects)
    return tuple(found)


def end_sentence(
    sentence_state: SentenceReadingState,
    problem_state: ProblemReadingState,
    source_text_offset: int = 0,
    is_question: bool = False,
) -> ProblemReadingState | ReaderRefusal:
    p = problem_state
    from reader.amounts_that_move import story_place

    sentence_state = story_place(sentence_state, p) or sentence_state  # "3 people got off." (ADR 0141)
    dangling = dangling_preposition(sentence_state)
    if dangling is not None:
        return dangling
    if sentence_state.expectation == PARTICIPLE:
        pointing = bare_some(sentence_state, None, "")  # "bought 12 apples to eat some." (ADR 0176)
        if pointing is not None:
            return pointing
    cut = after_members_subject(sentence_state, None)  # "A group of." (ADR 0245)
    if isinstance(cut, ReaderRefusal):
        return cut
    cut = after_members_of(sentence_state, None)  # "among a group of." (ADR 0205)
    if isinstance(cut, ReaderRefusal):
        return cut
    unnamed = after_collective(sentence_state, None)  # "has a family of 4." names nothing (ADR 0092)
    if isinstance(unnamed, ReaderRefusal):
        return unnamed
    closed = close_np(sentence_state, p)
    if isinstance(closed, ReaderRefusal):
        return closed
    s = attach_elided(closed, p)
    if isinstance(s, ReaderRefusal):
        return s
    unclosed = unclosed_list(s)  # ADR 0067
    if unclosed is not None:
        return unclosed
    unsplit = unsplit_clause_commas(s)  # ADR 0345
    if unsplit is not None:
        return unsplit
    s, period = take_period(s)
    s = apply_fronted_span(s)  # "For 30 days he picks 4 apples a day" (ADR 0151)
    if isinstance(s, ReaderRefusal):
        return s
    rated = apply_opening_rate(s)  # "Every week Tom earns 190 dollars" (ADR 0085)
    if isinstance(rated, ReaderRefusal):
        return rated
    s = rated
    body = s.partial_frame_payload
    if body.elliptic:
        q = body.elliptic[0][0]
        return refuse(
            "unattached_quantity",
            "an amount described only by adjectives never found its noun",
            s.sentence_index,
            q.token_index,
            q.text,
        )
    if body.pending_conjunction is not None:
        c = body.pending_conjunction
        return refuse(
            "unfinished_frame", "the sentence ends after 'and'", s.sentence_index, c.token_index, c.text
        )
    if is_question and s.frame != "question":
        return refuse(
            "no_question_target",
            "a question that does not open with 'how many' or 'how much'",
            s.sentence_index,
            0,
            "",
        )
    if s.frame is None and (body.quantities or s.pending_entity_ref is not None):
        return refuse("unfinished_frame", NO_VERB_DETAIL, s.sentence_index, 0, "")
    facts = Facts()
    for clause in _clauses(s):
        project = project_question if clause.frame == "question" else project_statement
        if any(m.category == OBLIGATION for m in clause.body.markers):  # "had to complete 8 pages" (ADR 0124)
            reading = obligation_question if clause.frame == "question" else obligation_facts
            projected = reading(clause, project)
        else:
            projected = project(clause)
        if isinstance(projected, ReaderRefusal):  # a capacity refuses first, as it did unread (ADR 0208)
            return unread_capacity(facts.holdings) or projected
        facts = Facts(
            facts.holdings + projected.holdings,
            facts.operations + projected.operations,
            projected.question or facts.question,
            facts.scenes + projected.scenes + unnamed_objects(clause),
            facts.totals + projected.totals,
        )
    facts = tag_times(_clauses(s), facts, s.sentence_index)  # "4 emails in the morning" (ADR 0185)
    facts = sentence_timing(_clauses(s), facts)
    if period is not None:
        scoped = scope_facts(facts, period, s)
        if isinstance(scoped, ReaderRefusal):
            return unread_capacity(facts.holdings) or scoped
        facts = scoped
    late = _conditional_holding_after_change(_clauses(s), facts, p)
    if late is not None:
        return unread_capacity(facts.holdings) or late
    if facts.question is not None and p.unknown_target_slot is not None:
        return unread_capacity(facts.holdings) or refuse(
            "unexpected_category", "a second question", s.sentence_index, facts.question.token_index, ""
        )
    registry = p.entity_registry
    for entity in _entities_of(_clauses(s), s):
        if all(e.key != entity.key for e in registry):
            registry = registry + (entity,)
        else:  # a role read beside a name stays with the person however often it is named (ADR 0107)
            registry = tuple(
                evolve(e, roles=tuple(dict.fromkeys(e.roles + entity.roles))) if e.key == entity.key else e
                for e in registry
            )
    return ProblemReadingState(
        entity_registry=registry,
        accumulated_initial_state=p.accumulated_initial_state + facts.holdings,
        accumulated_operations=p.accumulated_operations + facts.operations,
        unknown_target_slot=facts.question or p.unknown_target_slot,
        pronoun_resolution_history=p.pronoun_resolution_history + body.resolutions,
        sentence_index=p.sentence_index + 1,
        source_text_offset=max(p.source_text_offset, source_text_offset),
        scene_events=p.scene_events + facts.scenes,
        state_parts=p.state_parts,
        part_asked=p.part_asked,
        equal_counts=p.equal_counts,
        group_totals=p.group_totals + facts.totals,
        habit_kinds=p.habit_kinds,
    )


def _conditional_holding_after_change(
    clauses: tuple[Clause, ...], facts: Facts, p: ProblemReadingState
) -> ReaderRefusal | None:
    """ "Randy uses 36 blocks. If he had 59 blocks, ...": an 'if' + 'had' amount after a change: start or end?

    Read in story order it would be the end; English often means the start. Two readings, so it refuses.
    """
    opened = any(m.category == "subordinator" and m.token_index == 0 for c in clauses for m in c.body.markers)
    past = [
        c
        for c in clauses
        if c.verb is not None
        and c.verb.category == "verb_possess"
        and "VBD" in c.verb.tags
        and not any(m.category in ("residual_marker", "time_marker") for m in c.body.markers)
    ]
    if not opened or not past:
        return None  # "If she has 33 dollars left": present tense or 'left' says it is the end
    changed = {op.actor for op in p.accumulated_operations} | {
        op.counterparty for op in p.accumulated_operations if op.counterparty
    }
    for holding in facts.holdings:
        if holding.entity in changed and holding.quantity.per is None:
            return refuse(
                "underdetermined",
                "an amount stated with 'if' after a change: the amount before the change or after it?",
                holding.quantity.sentence_index,
                holding.quantity.token_index,
                holding.quantity.text,
            )
    return None


def is_terminable(state: ProblemReadingState) -> bool:
    return terminable_refusal(state) is None


def terminable_refusal(state: ProblemReadingState) -> ReaderRefusal | None:
    target = state.unknown_target_slot
    last = max(state.sentence_index - 1, 0)
    if target is None:
        return refuse("no_question_target", "the problem asks no question this reader can read", last, 0, "")
    known = {e.key for e in state.entity_registry}
    holders = {h.entity for h in state.accumulated_initial_state}
    if holders == {"there"} and all(
        o.actor == "there" and not o.counterparty and o.doer in ("", "there")
        for o in state.accumulated_operations
    ):
        # "There are 261 fishbowls": the scene is the only holder, so "there" asks about it; a passive
        # gain of the scene ("3 more are added", ADR 0125) keeps it the only one
        known.add("there")
    kinds = {e.key: e.kind for e in state.entity_registry}
    from reader.grouping_rates import scene_grouping

    if (
        scene_grouping(state.accumulated_initial_state)
        and not state.accumulated_operations
        and all(h == "there" or kinds.get(h) == "thing" for h in holders)
    ):
        # "There are 18 bananas in the collection. The bananas are organized into groups of 2.": the
        # scene's rate and things held in a place, nothing moved: "are there" asks about the scene (ADR 0201)
        known.add("there")
    for key in target.entities:
        if key and key not in known:
            return refuse(
                "dangling_entity",
                f"the question is about '{key}', who was never mentioned",
                target.sentence_index,
                target.token_index,
                "",
            )
    if not state.accumulated_initial_state and not state.accumulated_operations and not state.group_totals:
        return refuse(
            "dangling_entity",
            "the question asks about amounts no sentence stated",
            target.sentence_index,
            target.token_index,
            "",
        )
    return None


def finalize(state: ProblemReadingState, kind_of: KindOf | None = None) -> MathProblemGraph | ReaderRefusal:
    state = scene_place(scene_comparisons(state))
    problem = terminable_refusal(state) or scene_conflict(state) or unnamed_clash(state)
    problem = problem or container_named_again(state)  # ADR 0092
    if problem is not None:
        return problem
    return build_graph(state, kind_of)  # kind_of: the lexicon's wider kinds (ADR 0123)


__all__ = ["QuantityRef", "apply_word", "begin_sentence", "end_sentence", "finalize", "is_terminable"]
