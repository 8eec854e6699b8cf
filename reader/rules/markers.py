"""Rules for operator words, prepositions, conjunctions and punctuation.

Operator words (not, than, left, each, more, ...) are recorded as markers;
the frame that commits the clause must give each one a role, or the
sentence refuses with ``unused_operator``. Prepositions open a role for
the noun phrase that follows them.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.opening_rates import opening_rate, rate_opened
from reader.refusals import ReaderRefusal, refuse
from reader.rules.all_but import open_exception
from reader.rules.appositives import appositive_closes
from reader.rules.collectives import expect_collective
from reader.rules.contained_counts import mark_contents
from reader.rules.context import Result, Word, payload, previous_category, unexpected, with_payload
from reader.rules.lists import after_comma, hold_list_adjectives, note_list_phrase, on_list_and
from reader.rules.phrases import attach_elided, close_np, hold_elliptic
from reader.rules.subject_lists import (
    after_list_comma,
    item_shape,
    next_item_comma,
    open_subject_list,
    opens_subject_list,
)
from reader.rules.subject_lists import on_list_and as on_subject_list_and
from reader.rules.subordinate import after_main_clause
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Marker, NounPhrase, QuantityRef

MARKER_CATEGORIES = (
    "comparative",
    "than_marker",
    "as_marker",
    "equality_marker",
    "aggregate_marker",
    "residual_marker",
    "additive_marker",
    "exclusive_marker",
    "approximator",
    "negation",
    "time_marker",
    "multiplier",
    "fraction_word",
    "ordinal_word",
    "percent_word",
)
PREPOSITIONS = (
    "prep_recipient",
    "prep_source",
    "prep_of",
    "prep_price",
    "prep_with",
    "prep_by",
    "prep_in",
    "prep_among",
    "preposition",
)


SETTING_OPENERS = frozenset({"while", "since", "although", "though"})


def _marker(word: Word) -> Marker:
    """The marker keeps the entry attribute its rule needs: a relation, a direction, or a factor."""
    # an ordinal keeps its value: "two thirds as many" reads it as a denominator (ADR 0114)
    factor = word.attr("factor") or (
        word.attr("value") if word.category in ("fraction_word", "ordinal_word") else ""
    )
    return Marker(
        word.category, word.index, word.text, word.attr("relation") or word.attr("direction") or factor
    )


def _bare_article(np: NounPhrase | None) -> bool:
    return np is not None and not np.words and not np.possessor and np.determiner == "the"


def _bare_pointer(np: NounPhrase | None) -> bool:
    """ "the" or "this" alone before a time of day or week: "in the morning", "this evening" (ADR 0161)."""
    return _bare_article(np) or (
        np is not None and not np.words and not np.possessor and np.determiner == "this"
    )


def on_marker(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """Record an operator word; a time that may tag amounts is also kept as a tag (ADR 0185)."""
    from reader.rules.time_tags import dated_marker, record_dated

    if word.category == "time_marker":  # "3 dogs in the park and 4 cats at night" (ADR 0277)
        from reader.rules.item_places import unread_item_place

        timed = unread_item_place(s, payload(s).open_preposition, word.index, word.text, note=False)
        if isinstance(timed, ReaderRefusal):
            return timed
    tag = dated_marker(s, word)  # "4 emails in the morning", "on Monday" (ADR 0185)
    return record_dated(s, _on_marker(s, p, word), tag)  # type: ignore[return-value]


def _on_marker(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """Record an operator word; a comparative right after a number keeps that number waiting for its unit."""
    from reader.unstated_changes import bare_more

    unstated = bare_more(s, p, word)  # "will plant more trees": an unknown amount (ADR 0112)
    if unstated is not None:
        return unstated
    from reader.rules.remaining_shares import other_half

    half = other_half(s, p, word)  # "gave half to Amy and the other half to Bob" (ADR 0179)
    if half is not None:
        return half
    np = payload(s).open_np
    positional = word.category == "ordinal_word" or (
        word.category == "time_marker" and word.lemma in ("next", "last")
    )
    ordinal_share = word.category == "ordinal_word" and np is not None and np.determiner in ("a", "an")
    if (
        positional
        and not ordinal_share
        and np is not None
        and not np.words
        and np.determiner in ("the", "this")
    ):
        from reader.rules.nouns import add_to_np

        return add_to_np(
            s, p, replace(word, category="adjective")
        )  # "the first day": a position, not an amount
    if ordinal_share and not np.words and not np.possessor and s.pending_verb is not None:
        # "gave a third of his apples": 'a' + an ordinal is the fraction 1/3; 'of' must follow (ADR 0033)
        part = Marker(
            "fraction_word", word.index, f"a {word.text}", str(Fraction(1, int(word.attr("value"))))
        )
        return with_payload(s, open_np=None, markers=payload(s).markers + (part,))
    if (
        word.category == "aggregate_marker"
        and np is not None
        and not np.words
        and np.determiner in ("a", "the")
    ):
        # "a total of 12 apples": the amount that follows is stated as a sum; it is the amount itself
        stated = Marker(word.category, word.index, word.text, "stated")
        s = with_payload(s, open_np=None, markers=payload(s).markers + (stated,))
        return replace(s, expectation="total_of")
    if word.category == "time_marker" and word.attr("relation") == "during" and _bare_pointer(np):
        # "in the morning", "this morning": the pointer and the preposition belong to the time word
        prep = payload(s).open_preposition
        drop_prep = prep is not None and prep.category == "prep_in"
        s = with_payload(s, open_np=None, open_preposition=None if drop_prep else prep)
        return with_payload(s, markers=payload(s).markers + (_marker(word),))
    if word.category == "residual_marker" and np is not None and not np.words and np.determiner == "the":
        from reader.rules.remainders import rest_of_part
        from reader.rules.remaining_shares import open_remaining_share

        share = open_remaining_share(s, p, word)  # "gave half of the rest to Bob" (ADR 0179)
        if share is not None:
            return share
        rest = rest_of_part(s, p, word)  # "ate 8 of them and gave the rest to Ann" (ADR 0050)
        if rest is not None:
            return rest
        s = with_payload(s, open_np=None)  # "the rest": the determiner belongs to the residual word
    if word.category == "ordinal_word" and word.lemma == "first" and _after_at(s):
        start = Marker("time_marker", word.index, "at first", "start")  # "at first": the start of the story
        return with_payload(s, open_preposition=None, markers=payload(s).markers + (start,))
    if not (word.category == "comparative" and s.pending_quantities):
        closed = close_np(s, p)
        if not isinstance(closed, SentenceReadingState):
            return closed
        s = closed
    return with_payload(s, markers=payload(s).markers + (_marker(word),))


def _after_at(s: SentenceReadingState) -> bool:
    prep = payload(s).open_preposition
    return prep is not None and prep.text.casefold() == "at" and payload(s).open_np is None


def on_preposition(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.amounts_that_move import than_particle

    particle = than_particle(s, word)  # "than got off" (ADR 0141)
    if particle is not None:
        return particle
    from reader.rules.group_members import members_after_among

    members = members_after_among(s, word)  # "among a group of 5 friends" (ADR 0205)
    if members is not None:
        return members
    from reader.rules.member_subjects import members_subject_of

    opening = members_subject_of(s, word)  # "A group of 6 students went ..." (ADR 0245)
    if opening is not None:
        return opening
    s = note_list_phrase(s, word)  # "$3 on a book": an item with a phrase of its own (ADR 0067)
    before = s
    from reader.rules.elliptic_moves import agent_after_passive, away_after_amount

    away = away_after_amount(s, p, word)  # "Amy takes 3 away" (ADR 0088)
    if away is not None:
        return away
    agent = agent_after_passive(s, word)  # "7 are eaten by a dog" (ADR 0088)
    if agent is not None:
        return agent
    from reader.rules.passive_moves import agent_after_passive_move

    agent = agent_after_passive_move(s, word)  # "3 more are added by Ann" refuses (ADR 0125)
    if agent is not None:
        return agent
    from reader.rules.remaining_shares import of_after_rest

    rest_of = of_after_rest(s, word)  # "the rest of his bats" (ADR 0179)
    if rest_of is not None:
        return rest_of
    if word.category == "prep_of" and s.expectation == "total_of":
        return replace(s, expectation=None)  # "a total of": the amount comes next
    if word.category == "prep_of" and s.expectation == "share_of":
        return replace(s, expectation="unit")  # "1/4 of her cards": the phrase gives the unit and the owner
    half = _fraction_before(s, word)
    if half is not None:
        return half
    if word.category == "prep_of" and _coin_head(s):
        # "three quarters of his balls": a coin word that also names a share; never read as coins given
        return unexpected(s, word, "after a coin word that may name a share ('three quarters of')")
    if word.category == "prep_of" and s.pending_quantities and payload(s).open_np is None:
        return s  # "some of her shells", "23 of the files": the phrase after 'of' gives the unit
    from reader.amounts_that_move import away_particle

    leaving = away_particle(s, word)  # "3 birds flew away." (ADR 0141)
    if leaving is not None:
        return leaving
    if (
        word.category == "preposition"
        and word.attr("relation") != "place"
        and not (s.frame == "question" and previous_category(s) == "verb_possess")
        and previous_category(s).startswith("verb")
        and payload(s).open_np is None
    ):
        # "gave away", "picked up": a particle right after its verb; a place word, or any preposition
        # after a holding question's 'have', opens a place instead ("does she have under the bed", ADR 0221)
        return s
    from reader.rules.particles import put_in

    into = put_in(s, p, word)  # "She already put in 6 cups" (ADR 0098)
    if into is not None:
        return into
    np = payload(s).open_np
    if (
        word.category == "prep_of"
        and (s.expectation == "question_np" or _measure_after_than(s))
        and np is not None
        and np.words
        and not np.in_of
    ):
        return with_payload(s, open_np=replace(np, in_of=True))  # "cups of flour", "than cups of sugar"
    prep = payload(s).open_preposition
    if (
        word.category == "prep_of"
        and prep is not None
        and prep.text.casefold() == "out"
        and payload(s).open_np is None
    ):
        return with_payload(s, open_preposition=Marker("prep_source", word.index, "out of"))
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    verb = s.pending_verb
    if (
        word.category == "prep_with"
        and verb is not None
        and verb.category in ("verb_possess", "verb_start")
        and not payload(s).quantities
    ):
        return s  # "starts with 7", "end up with": the holding verb takes its amount through 'with'
    s = with_payload(s, open_preposition=_marker(word))
    if word.category == "prep_of":
        s = expect_collective(before, s)  # "has a collection of 346 games" (ADR 0092)
        s = mark_contents(before, s)  # "bought 5 bags of 50 beads" (ADR 0178)
    return s


def _coin_head(s: SentenceReadingState) -> bool:
    """Whether the open noun phrase ends in a coin word ('quarters'), which before 'of' may be a fraction."""
    np = payload(s).open_np
    return np is not None and bool(np.words) and np.words[-1][1] == "coin_noun"


def _measure_after_than(s: SentenceReadingState) -> bool:
    """ "How many more cups of flour than cups of sugar": the measure after 'than' keeps its 'of' phrase."""
    np = payload(s).open_np
    return (
        s.frame == "question"
        and np is not None
        and len(np.words) == 1
        and np.words[0][1] == "unit_noun"
        and not np.determiner
        and any(a.category == "than_marker" and a.token_index == np.start_index - 1 for a in s.lookback)
    )


def _fraction_before(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "gave half of his apples": a fraction word right before 'of', in a clause with a verb, is a share."""
    markers = payload(s).markers
    last = markers[-1] if markers else None
    if (
        word.category != "prep_of"
        or last is None
        or last.category != "fraction_word"
        or last.token_index != word.index - 1
        or s.pending_verb is None
        or s.pending_quantities
        or payload(s).open_np is not None
    ):
        return None
    share = QuantityRef(None, last.token_index, last.text, None, s.sentence_index, share=Fraction(last.role))
    s = with_payload(s, markers=markers[:-1])
    return replace(s, pending_quantities=(share,), expectation="unit")


def dangling_preposition(s: SentenceReadingState) -> ReaderRefusal | None:
    """ "puts 7 more caps inside, ...": a preposition with nothing after it hides where things went."""
    prep = payload(s).open_preposition
    if prep is None or prep.token_index != s.token_index - 1 or payload(s).open_np is not None:
        return None
    return refuse(
        "unfinished_frame",
        f"'{prep.text}' has nothing after it",
        s.sentence_index,
        prep.token_index,
        prep.text,
    )


def on_rate_marker(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """'12 points per game', '5 apples every day': the next noun is the denominator of a rate."""
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    from reader.per_activity import for_each_rate

    rated = for_each_rate(s, word)  # "earned $5 for every lawn" (ADR 0081)
    if rated is not None:
        return rated
    if payload(s).quantities and payload(s).open_preposition is None:
        return with_payload(
            s, open_preposition=_marker(word), open_np=NounPhrase(word.index, determiner=word.lemma)
        )
    if (
        word.lemma == "every"
        and s.pending_entity_ref is None
        and s.pending_verb is None
        and not payload(s).quantities
    ):
        return with_payload(s, open_np=NounPhrase(word.index, determiner="each"))
    return with_payload(s, markers=payload(s).markers + (_marker(word),))


def on_subordinator(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """A sentence-opening 'if' clause reads as a statement; 'while' or 'since' opens a setting to skip."""
    if word.lemma in SETTING_OPENERS and s.token_index == 0:
        return replace(s, expectation="setting")
    later = after_main_clause(s, p, word)  # "... while he lost 5 marbles" (ADR 0048)
    if later is not None:
        return later
    if word.lemma != "if" or s.token_index != 0:
        return unexpected(s, word, "(only a sentence-opening 'if' has a rule)")
    return with_payload(s, markers=payload(s).markers + (_marker(word),))


def on_contrast(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """'But' opening a sentence adds nothing to the arithmetic; inside one it joins clauses like 'and'."""
    if s.token_index == 0:
        return s
    if word.lemma != "but":
        return unexpected(s, word, "inside a sentence")
    if previous_category(s) == "determiner":
        opened = open_exception(s, word)  # "sold all but 4 bars": 4 stay with the owner (ADR 0217)
        if opened is not None:
            return opened
        # "ate all but 3 of them": an exception to 'all', not a second clause (ADR 0060 addendum)
        return unexpected(s, word, "after a determiner ('all but'): an exception no rule reads")
    return on_conjunction(s, p, word)


def on_conjunction(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if s.frame == "question" and payload(s).open_np is not None and s.expectation != "question_np":
        closed = close_np(s, p)  # "how many do Stu and Albert have": the first name closes as the subject
        if not isinstance(closed, SentenceReadingState):
            return closed
        s = closed
    if s.frame == "question" and s.pending_entity_ref is None and s.pending_verb is None:
        return unexpected(s, word, "in what a question asks for (two things at once)")
    listed = on_list_and(s, word)  # the 'and' before a list's last item (ADR 0067)
    if not isinstance(listed, SentenceReadingState):
        return listed
    s = listed
    waiting = hold_elliptic(s)
    if waiting is not None:
        return with_payload(waiting, pending_conjunction=_marker(word))
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    if s.pending_quantities:
        elided = attach_elided(s, p)
        if not isinstance(elided, SentenceReadingState):
            return elided
        s = elided
    if payload(s).pending_conjunction is not None:
        return unexpected(s, word, "twice in a row")
    s = on_subject_list_and(s)  # "Tom, Ann and Leo": the last item follows (ADR 0177)
    return with_payload(s, pending_conjunction=_marker(word), open_preposition=None)


KEPT_OPENING_TIMES = frozenset({"past", "now", "next"})

# What an opening time phrase ("Last year,", "The next day,", "During the storm,") may hold.
TIME_PHRASE_WORDS = frozenset(
    {
        "time_marker",
        "article",
        "determiner",
        "noun",
        "name",
        "adjective",
        "unit_noun",
        "preposition",
        "prep_in",
        "prep_of",
    }
)


def _opening_time_phrase(s: SentenceReadingState, word: Word) -> bool:
    """A comma closing a sentence-opening phrase of time or place with no verb and no amount."""
    seen = s.lookback
    return (
        word.attr("mark") == "comma"
        and bool(seen)
        and seen[0].token_index == 0
        and len(seen) == s.token_index
        and s.pending_verb is None
        and s.frame is None
        and not s.pending_quantities
        and not payload(s).quantities
        and all(a.category in TIME_PHRASE_WORDS for a in seen)
        and (
            seen[0].category in ("preposition", "prep_in")
            or any(a.category in ("time_marker", "unit_noun") for a in seen)
        )
    )


def on_punctuation(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    mark = word.attr("mark")
    if mark == "dash" and s.pending_quantities:
        return s  # "twenty-five": the next number word completes the amount
    if mark not in ("comma", "quote"):
        return unexpected(s, word, f"({mark})")
    if mark == "comma":
        from reader.fronted_periods import fronted_span

        span = fronted_span(s)  # "For 30 days, he picks 4 apples a day" (ADR 0151)
        if span is not None:
            return span
    rate = opening_rate(s)
    if rate is not None and mark == "comma":
        return rate_opened(s, rate)  # "Every week, Tom earns 190 dollars": a rate per week (ADR 0085)
    if _opening_time_phrase(s, word):
        # "Before December, customers buy ...": the opening only sets the time; the sentence starts after it.
        # "Then," and "Yesterday," keep their marker: it says when a stated amount was held (ADR 0060).
        kept = tuple(
            m for m in payload(s).markers if m.category == "time_marker" and m.role in KEPT_OPENING_TIMES
        )
        timed = any(a.category in ("time_marker", "unit_noun") for a in s.lookback)  # not "At the fair,"
        fresh = SentenceReadingState(
            sentence_index=s.sentence_index, token_index=s.token_index, opened_with_time=timed
        )
        fresh = with_payload(
            fresh, dated=payload(s).dated
        )  # "This morning, ..." tags what follows (ADR 0185)
        return with_payload(fresh, markers=kept) if kept else fresh
    from reader.amounts_that_move import story_place

    s = story_place(s, p) or s  # "3 people got off, and ..." (ADR 0141)
    dangling = dangling_preposition(s)
    if dangling is not None:
        return dangling
    set_off = appositive_closes(s, p, word)  # "Nancy, the librarian, ..." (ADR 0107)
    if set_off is not None:
        return set_off
    if mark == "comma" and opens_subject_list(s):  # "Tom, Ann and Leo ..." (ADR 0177)
        shape = item_shape(payload(s).open_np)
        first = close_np(s, p)
        if not isinstance(first, SentenceReadingState):
            return first
        return with_payload(open_subject_list(first, shape), open_preposition=None)
    closed = close_np(hold_list_adjectives(s, word), p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    if mark == "comma" and next_item_comma(closed) and payload(closed).subject_list_stage == "items":
        return after_list_comma(closed)  # "Tom, Ann, and Leo": the comma after a middle item
    listed = after_comma(closed, word)  # "2 dogs, 3 cats and 4 fish" (ADR 0067)
    if not isinstance(listed, SentenceReadingState):
        return listed
    s = listed
    if (
        mark == "comma"
        and s.pending_entity_ref is not None
        and s.pending_verb is None
        and s.frame != "question"
        and s.token_index > 1
    ):
        return unexpected(s, word, "inside a subject (lists of three or more are not read)")
    return with_payload(s, open_preposition=None) if mark == "comma" else s


MARKER_HANDLERS = (
    {name: on_marker for name in MARKER_CATEGORIES}
    | {name: on_preposition for name in PREPOSITIONS}
    | {"conjunction": on_conjunction, "punctuation": on_punctuation}
    | {"subordinator": on_subordinator, "contrast_marker": on_contrast, "rate_marker": on_rate_marker}
)

__all__ = ["MARKER_HANDLERS"]
