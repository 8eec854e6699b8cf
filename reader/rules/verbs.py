"""Rules for verbs, auxiliaries and the copula.

A verb decides the frame of its clause: holding verbs and the copula
state amounts, the others move them. A second verb is read only where a
rule explains it: a perfect ("has eaten"), a progressive ("is eating"),
or a new clause after "and".
"""

from __future__ import annotations

from reader.frames import MOVE_VERBS
from reader.rules.be_chains import is_be_chain, read_be_chain
from reader.rules.context import Result, Word, payload, refuse_at, unexpected, with_payload
from reader.rules.doer_outings import counted_doers
from reader.rules.gerund_modifiers import gerund_names_kind
from reader.rules.gerund_purposes import opens_gerund_purpose
from reader.rules.infinitives import (
    open_goal,
    open_goal_purpose,
    open_goal_target,
    open_plan,
    opens_goal,
    opens_goal_purpose,
    opens_goal_target,
    opens_plan,
)
from reader.rules.modifiers import modifier_after_number
from reader.rules.money_gerunds import MONEY_GERUND, opens_money_gerund
from reader.rules.named_durations import name_duration, names_duration
from reader.rules.nouns import add_to_np
from reader.rules.outings import goes_on_outing
from reader.rules.participles import DESCRIPTIVE_VERBS, PARTICIPLE, opens_participle, opens_purpose
from reader.rules.phrases import close_np, finish_clause, unit_of
from reader.rules.purposes import (
    attach_before_purpose,
    open_asked_purpose,
    opens_asked_purpose,
    opens_marked_purpose,
    tag_amount,
)
from reader.rules.scene_conjuncts import ends_scene_clause
from reader.rules.spent_activities import opens_spent_activity, than_self_stands_in
from reader.rules.than_clauses import than_clause_verb
from reader.rules.verbless_amounts import borrowed_amounts
from reader.state import ProblemReadingState, SentenceReadingState, evolve
from reader.values import ROOM_TAG, UNDER_WAY_TAG, WAS_UNDER_WAY_TAG, EntityRef, Marker, VerbRef

STATE_VERBS = frozenset({"verb_possess", "verb_remain", "verb_start", "copula"})
STATEMENT_AUXILIARIES = frozenset({"do", "does", "did", "will", "would"})
ABILITY = "ability"


def _verb_ref(word: Word) -> VerbRef:
    return VerbRef(
        word.lemma,
        word.category,
        word.index,
        word.text,
        (*word.tags, ROOM_TAG) if word.attr("capacity") == "yes" else word.tags,
        word.attr("motion") or None,
        word.attr("uses") or None,
        bool(word.attr("light_verb")),
        word.attr("with_partner") or None,
    )


def _is_noun_use(s: SentenceReadingState, word: Word) -> bool:
    """A verb spelled like a noun reads as a noun inside a noun phrase or after a number."""
    np = payload(s).open_np
    participle = {"VBG", "VBN"} & set(word.tags)
    in_phrase = (
        np is not None and (np.determiner or np.words) and not (np.words and np.words[-1][1] == "name")
    )
    if participle and in_phrase and word.category == "verb":
        return True  # "a racing game", "the remaining apples": a participle inside a noun phrase
    if modifier_after_number(s, word):
        return True  # "bought two coloring books" (ADR 0096)
    if gerund_names_kind(s, word):
        return True  # "7 pages of reading homework", "his swimming pool" (ADR 0167)
    if not ({"NN", "NNS"} & set(word.tags)):
        return False
    if np is None:
        return bool(s.pending_quantities)  # "5 plants"
    if np.words and np.words[-1][1] == "name":
        return False
    if not np.words:
        return True  # "the paint"
    return s.pending_verb is not None  # "bought 3 paint brushes"; but "4 tickets cost" has its verb here


def _capitalised_subject(s: SentenceReadingState, word: Word) -> bool:
    """ "Sue has 3 packs", "Rose has 6 dolls": a capitalised verb where the subject should be is a name."""
    np = payload(s).open_np
    subject_slot = s.frame != "question" or s.expectation == "question_subject"
    conjoined = payload(s).pending_conjunction is not None and s.pending_verb is None
    return (
        word.text[:1].isupper()
        and (s.pending_entity_ref is None or conjoined)
        and subject_slot
        and (s.pending_verb is None or s.frame == "question")
        and (np is None or not np.words)
        and not s.pending_quantities
    )


def _capitalised_after_preposition(s: SentenceReadingState, word: Word) -> bool:
    """ "gave 2 apples to Sue": a capitalised verb right after a preposition, mid-sentence, is a name."""
    np = payload(s).open_np
    return (
        word.text[:1].isupper()
        and word.index > 0
        and payload(s).open_preposition is not None
        and (np is None or (not np.words and not np.determiner and not np.possessor))
        and not s.pending_quantities
    )


PRICED_MANY = "each item"
PRICED_ONE = "one item"


def _priced_item(s: SentenceReadingState, word: Word) -> bool:
    """ "A pencil costs $3", "Eggs cost $.50 each": a thing before 'cost' is the item priced, not a holder."""
    np = payload(s).open_np
    if word.category != "verb_cost" or np is None or not np.words or np.possessor or np.of_content:
        return False
    head_category, tag = np.words[-1][1], np.words[-1][2]
    one = np.determiner in ("a", "an") and tag == "NN"
    many = not np.determiner and tag == "NNS"
    return (
        head_category == "noun"
        and (one or many)
        and s.pending_entity_ref is None
        and s.pending_verb is None
        and s.frame is None
        and not s.pending_quantities
        and not payload(s).quantities
        and all(w[1] in ("noun", "adjective") for w in np.words)
    )


def on_verb(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if _priced_item(s, word):
        np = payload(s).open_np
        assert np is not None
        scene = EntityRef("there", "there", "neuter", "plural", "scene", s.sentence_index)
        # "Eggs cost $2 each": for plural items the amount must then say 'each'; "A pen costs $2 (each)"
        role = PRICED_MANY if np.words[-1][2] == "NNS" else PRICED_ONE
        markers = payload(s).markers + (Marker("priced_items", np.start_index, np.words[-1][0], role),)
        s = evolve(
            with_payload(s, open_np=None, per_unit=unit_of(np), markers=markers),
            pending_entity_ref=scene,
            expectation="verb",
        )
    if _capitalised_subject(s, word) or _capitalised_after_preposition(s, word):
        from reader.rules.nouns import on_name

        return on_name(s, p, evolve(word, category="name"))
    doers = counted_doers(s, p, word)  # "15 campers went rowing": the outing gains its doers (ADR 0194)
    if doers is not None:
        return doers
    outing = goes_on_outing(s, p, word)  # "went strawberry picking": an outing, no amount (ADR 0187)
    if outing is not None:
        return outing
    spent_on = opens_spent_activity(s, p, word)  # "spent 3 hours cleaning his room" (ADR 0118)
    if spent_on is not None:
        return spent_on
    if names_duration(s, word):  # "did 3 hours of reading" (ADR 0121)
        return name_duration(s, word)
    s = attach_before_purpose(s, p, word)  # "used 58 to decorate a card", "used 12 to buy" (ADR 0176)
    from reader.rules.packaged_kinds import packaged_in

    packed = packaged_in(s, p, word)  # "Pencils come in boxes of 6" (ADR 0205)
    if packed is not None:
        return packed
    if _is_noun_use(s, word):
        return add_to_np(s, p, word)
    from reader.rules.remaining_shares import open_remaining_share

    share = open_remaining_share(s, p, word)  # "sold half of the remaining shells" (ADR 0179)
    if share is not None:
        return share
    from reader.rules.remainders import remaining_before_noun

    remaining = remaining_before_noun(s, p, word)  # "put the remaining pieces into bags" (ADR 0050)
    if remaining is not None:
        return remaining
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    if opens_participle(s, word):
        return evolve(s, expectation=PARTICIPLE)  # "won 32 tickets playing 'whack a mole'"
    if opens_money_gerund(s, word):
        return evolve(s, expectation=MONEY_GERUND)  # "spent $10 buying his lunch" (ADR 0164)
    pl = payload(s)
    prep = pl.open_preposition
    tagged = opens_purpose(s, word) or opens_marked_purpose(s, word)
    if tagged:
        s = tag_amount(
            s, word
        )  # "20 blocks to build a house": the amount's purpose, for questions (ADR 0176)
    if tagged or opens_gerund_purpose(s, word):
        return evolve(
            with_payload(s, open_preposition=None, purpose=word.lemma.casefold()), expectation=PARTICIPLE
        )  # "saved $20 to buy a bike"; the verb is what a wage pays for (ADR 0121)
    if prep is not None and prep.category == "prep_recipient" and s.pending_verb is not None:
        if s.frame == "question" and word.category == "verb_start" and prep.text.casefold() == "to":
            start = Marker(
                "time_marker", prep.token_index, "to " + word.text, "start"
            )  # "have to start with"
            return with_payload(s, open_preposition=None, markers=pl.markers + (start,))
        from reader.obligations import open_obligation, opens_obligation

        if opens_obligation(s, p, word):
            return open_obligation(s, word)  # "Ann had to complete 8 pages": a goal, not a holding (ADR 0124)
        if opens_goal(s, word):
            return open_goal(s, word)  # "How many does she have to earn" (ADR 0055)
        if opens_goal_target(s, word):
            return open_goal_target(s, word)  # "... to have 47 dollars" (ADR 0055)
        if opens_goal_purpose(s, word):
            return open_goal_purpose(s, word)  # "to have 47 dollars to buy a dog" (ADR 0055)
        if opens_plan(s, word):
            return open_plan(s, word)  # "went to a shop to buy some groceries": intended, not done (ADR 0053)
        from reader.arrivals import come_to_join

        if come_to_join(s, word):  # "4 more birds came to join them" reads as "joined them" (ADR 0086)
            return with_payload(evolve(s, pending_verb=_verb_ref(word)), open_preposition=None)
        if opens_asked_purpose(s, word):
            return open_asked_purpose(s, word)  # "How many did he use to build the tower?" (ADR 0176)
        return refuse_at(s, word, "unexpected_category", "an infinitive clause ('to' + verb) has no rule yet")
    if s.pending_verb is None:
        borrowed = borrowed_amounts(s, word)  # "He cut 5 apples and ate 3": 'cut' is no verb here (ADR 0295)
        if borrowed is not None:
            return borrowed
        frame = s.frame or ("initial_state" if word.category in STATE_VERBS else "operation")
        return evolve(s, pending_verb=_verb_ref(word), frame=frame, expectation="object")
    pending = s.pending_verb
    then = pl.markers[-1] if pl.markers else None
    if (
        then is not None
        and then.category == "time_marker"
        and then.role == "next"
        and then.token_index == word.index - 1
        and pl.pending_conjunction is None
        and pl.quantities
        and not s.pending_quantities
        and s.frame != "question"
    ):
        pl = payload(
            with_payload(s, pending_conjunction=then)
        )  # "ate 33 pieces then placed the rest": 'and then'
        s = with_payload(s, pending_conjunction=then)
    if pl.pending_conjunction is not None and (pl.quantities or pl.objects or ends_scene_clause(s, word)):
        s = finish_clause(s, subject_kept=True)  # "went to the orchard and picked 5 peaches" (ADR 0097)
        frame = s.frame if s.frame == "question" else "operation"
        return evolve(s, pending_verb=_verb_ref(word), frame=frame, expectation="object")
    if (
        pending.category == "copula"
        and word.tags == ("VBG",)
        and word.category in DESCRIPTIVE_VERBS
        and pl.quantities
        and s.pending_entity_ref is None
        and s.frame != "question"
    ):
        return s  # "64 children were riding on the bus": 'were' with a place still says where they are
    if not pl.quantities and not s.pending_quantities:
        if (
            pending.category == "copula"
            and "VBN" in word.tags
            and s.frame == "question"
            and s.pending_entity_ref is None
        ):
            return evolve(s, pending_verb=_verb_ref(word))  # "how many pears were picked": any doer
        if pending.category == "copula" and "VBN" in word.tags and "VBG" not in word.tags:
            from reader.rules.passive_moves import passive_split

            split = passive_split(s, p, word)  # "The peanuts are split into groups of 8" (ADR 0125)
            if isinstance(split, SentenceReadingState):
                return split
            from reader.rules.passive_groupings import passive_grouping

            grouped = passive_grouping(s, p, word)  # "The bananas are organized into groups of 18" (ADR 0201)
            if grouped is not None:
                return grouped
            if split is not None:
                return split
            return unexpected(s, word, "in a passive ('was given'): the giver is not named")
        if pending.category == "copula" and "VBG" in word.tags:
            return evolve(s, pending_verb=_progressive_ref(pending, word), frame=_frame_for(s, word))
        if pending.category == "verb_possess" and "VBN" in word.tags:
            return evolve(s, pending_verb=_verb_ref(word), frame=_frame_for(s, word))
        if goes_doing(pending, word):
            return evolve(s, pending_verb=_verb_ref(word))  # "goes fishing", "loves painting" (ADR 0070)
    from reader.rules.elliptic_moves import passive_loss

    passive = passive_loss(s, p, word)  # "7 are eaten by a dog" (ADR 0088)
    if passive is not None:
        return passive
    from reader.rules.passive_moves import passive_gain

    gained = passive_gain(s, p, word)  # "3 more cards are added" (ADR 0125)
    if gained is not None:
        return gained
    from reader.amounts_that_move import than_move_verb

    moved = than_move_verb(s, word)  # "than (those that) got off" (ADR 0141)
    if moved is not None:
        return moved
    from reader.rules.compared_verbs import read_stand_in, stands_in

    if stands_in(s, word):
        return read_stand_in(s, word)  # "6 more digits than Carlos memorized" (ADR 0150)
    than_clause = than_clause_verb(s, word)  # "than those he bought" (ADR 0057)
    if than_clause is not None:
        return than_clause
    return unexpected(s, word, "as a second verb in one clause")


PRESENT_BE = frozenset({"is", "are", "am", "'re", "'m"})
# 'was selling', 'has been selling': a sale under way then, or a habit, says no count was moved (ADR 0343 addendum)
PAST_BE = frozenset({"was", "were", "been"})


def _progressive_ref(copula: VerbRef, word: Word) -> VerbRef:
    """'is/are/am' (or 'was/were/been') + a moving verb's gerund: tagged as under way, so no amount is read as moved (ADR 0343)."""
    ref = _verb_ref(word)
    if copula.text.casefold() in PRESENT_BE and word.category in MOVE_VERBS:
        return evolve(ref, tags=(*ref.tags, UNDER_WAY_TAG))
    if copula.text.casefold() in PAST_BE and word.category in MOVE_VERBS:
        return evolve(ref, tags=(*ref.tags, WAS_UNDER_WAY_TAG))
    return ref


def goes_doing(pending: VerbRef, word: Word) -> bool:
    """An untaught verb straight before a gerund of an activity: the activity is what the clause says."""
    return (
        pending.category == "verb"
        and word.index == pending.token_index + 1
        and word.tags == ("VBG",)
        and word.category in DESCRIPTIVE_VERBS
    )


def _frame_for(s: SentenceReadingState, word: Word) -> str:
    if s.frame == "question":
        return "question"
    return "initial_state" if word.category in STATE_VERBS else "operation"


def on_auxiliary(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    from reader.rules.compared_verbs import read_stand_in, stands_in

    if stands_in(s, word):
        return read_stand_in(s, word)  # "than Josh did" (ADR 0150)
    self_than = than_self_stands_in(s, word)  # "than he does (on) swimming" (ADR 0187)
    if self_than is not None:
        return self_than
    if s.frame == "question" and s.pending_entity_ref is None and s.pending_verb is None:
        past = word.lemma == "did"
        return evolve(with_payload(s, auxiliary=True, past_auxiliary=past), expectation="question_subject")
    if s.pending_entity_ref is not None and s.pending_verb is None and word.lemma in STATEMENT_AUXILIARIES:
        return with_payload(s, auxiliary=True)
    if s.pending_entity_ref is not None and s.pending_verb is None and word.attr("modality") == ABILITY:
        # "It can make 3 shirts a minute": an ability is an operator word only a rate gives a role (ADR 0042)
        ability = Marker(ABILITY, word.index, word.text)
        return with_payload(s, auxiliary=True, markers=payload(s).markers + (ability,))
    return unexpected(s, word, "here (modal or misplaced auxiliary)")


def on_copula(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    if s.frame == "question" and s.pending_verb is None:
        return evolve(s, pending_verb=_verb_ref(word), expectation="question_subject")
    if s.pending_verb is None:
        return evolve(s, pending_verb=_verb_ref(word), frame=s.frame or "initial_state", expectation="object")
    if is_be_chain(s, word):
        return read_be_chain(s, word)  # "has been saving", "are being added" (ADR 0164)
    return unexpected(s, word, "as a second verb in one clause")


VERB_CATEGORIES = (
    "verb_possess",
    "verb_gain",
    "verb_lose",
    "verb_give",
    "verb_take",
    "verb_buy",
    "verb_sell",
    "verb_earn",
    "verb_pay",
    "verb_cost",
    "verb_produce",
    "verb_activity",
    "verb_need",
    "verb_split",
    "verb_change",
    "verb_remain",
    "verb_start",
    "verb",
)

VERB_HANDLERS = {name: on_verb for name in VERB_CATEGORIES} | {"auxiliary": on_auxiliary, "copula": on_copula}
