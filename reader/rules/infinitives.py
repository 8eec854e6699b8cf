"""Plans and purposes ('to' + a verb) that carry no amount: scene only.

"Paul went to a shop to buy some groceries", "James decides to replace
his car", "Tina wants to buy a bike", "Ann is cutting fabric to make
curtains": a clause with no amount whose verb states no move (an untaught
verb, an activity, a holding verb, or a want or need) may be followed by
'to' and a verb's base form. What the infinitive says is intended, not
done, so nothing is counted: the phrase is skipped up to a comma, an
'and' or the end of the sentence, and the clause commits no amount.

The phrase must carry no number and no operator word, and no pronoun
that could stand for an amount ("to sell them"). When the intended verb
moves amounts ("decided to sell all of her books", "wants to give the
apples to Ann"), a word in its object that points at amounts already held
(a determiner, a definite article, a possessive, an owner), a noun the
story has already counted ("has 10 apples ... wants to eat apples"), or a
word that stands for an unknown amount ("to sell some apples") refuses:
the story may go on as if the plan was carried out. After a preposition
the object is over ("to bake cookies for their friends") (ADR 0053).

"some", "the" and an owner ("to sell his bike") no longer refuse: the
object's nouns are remembered as intended things and the whole problem is
checked at its end (``plan_objects``, ADR 0134).
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.rules.participles import PASSABLE
from reader.rules.plan_objects import points_softly, remember
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState
from reader.values import AppliedCategory, Marker, VerbRef

PLAN = "plan"  # the intended verb moves no amount ("to replace his car")
PLAN_MOVE = "plan_move"  # the intended verb moves amounts ("to buy some groceries")
PLAN_EXPECTATIONS = frozenset({PLAN, PLAN_MOVE})
# A preposition ends the intended move's object: "to bake cookies for their friends" points at no amount held.
OBJECT_ENDS = frozenset(
    {"preposition", "prep_in", "prep_with", "prep_recipient", "prep_source", "prep_price"}
)
# Clause verbs that state no move on their own: a plan after them adds nothing to count.
MATRIX_VERBS = frozenset({"verb", "verb_activity", "verb_need", "verb_possess", "copula"})
QUIET_VERBS = frozenset({"verb", "verb_activity"})  # an intended verb of these moves nothing
# Inside a plan: words that describe only. A vague amount ("some groceries") is something new, not held.
PLAN_PASSABLE = PASSABLE | {"vague_quantifier"}
# In an intended move's object these may point at amounts held ("all of", "his", "Tom's") or stand for an
# amount the story may go on to count as moved ("some apples").
POINTING = frozenset({"determiner", "possessive_marker", "pronoun", "vague_quantifier"})


def opens_plan(s: SentenceReadingState, word: Word) -> bool:
    """'to' + a base form after a statement clause that has its verb and no amount, marker or number."""
    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    return (
        prep is not None
        and prep.text.casefold() == "to"
        and "VB" in word.tags
        and s.frame not in (None, "question")
        and verb is not None
        and verb.category in MATRIX_VERBS
        and not pl.quantities
        and not s.pending_quantities
        and not pl.elliptic
        and pl.pending_conjunction is None
        and not pl.finished_clauses
        and all(m.category == "time_marker" for m in pl.markers)
    )


def open_plan(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """Skip what follows; a want or need whose object is an action states no amount, so it reads as scene."""
    verb = s.pending_verb
    assert verb is not None
    if verb.category == "verb_need":
        verb = VerbRef(verb.lemma, "verb", verb.token_index, verb.text, verb.tags)
    expectation = PLAN if word.category in QUIET_VERBS else PLAN_MOVE
    from reader.obligations import OBLIGATION, marks_obligation

    pl = payload(s)
    markers = pl.markers
    if marks_obligation(s, word):  # "had to complete": an obligation if a number follows (ADR 0124)
        prep = pl.open_preposition
        assert prep is not None
        markers = markers + (Marker(OBLIGATION, prep.token_index, f"{prep.text} {word.text}", word.lemma),)
    intended = VerbRef(word.lemma, word.category, word.index, word.text, word.tags)
    return replace(
        with_payload(s, open_preposition=None, markers=markers, plan_verb=intended, plan_points=False),
        pending_verb=verb,
        expectation=expectation,
    )


def _counted_heads(p: ProblemReadingState) -> frozenset[str]:
    """The nouns the story has already counted: an intended move of one of them may change its amount."""
    quantities = [h.quantity for h in p.accumulated_initial_state] + [
        op.quantity for op in p.accumulated_operations
    ]
    heads = {q.unit.head for q in quantities if q.unit is not None}
    return frozenset(heads | {q.per.head for q in quantities if q.per is not None})


def in_plan(
    s: SentenceReadingState, p: ProblemReadingState, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    category = "unknown" if word is None else word.category
    pointing = category == "pronoun" and word is not None and "possessive" not in word.attr("case")
    soft = False
    remembered = s.expectation == PLAN_MOVE and payload(s).plan_verb is not None  # a statement's plan
    if s.expectation == PLAN_MOVE:
        definite = category == "article" and word is not None and word.attr("definite") == "true"
        counted = word is not None and category == "noun" and word.lemma.casefold() in _counted_heads(p)
        soft = remembered and points_softly(word)  # "some", "the", "his": checked when the problem ends
        pointing = (pointing or category in POINTING or definite or counted) and not soft
    if category not in PLAN_PASSABLE or pointing:
        detail = f"a {category} inside a plan or purpose ('to' + verb): an intended amount is not read"
        return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)
    if remembered:
        s = remember(s, word, soft)
    lookback = (s.lookback + (AppliedCategory(category, s.token_index),))[-LOOKBACK_LIMIT:]
    particle = category == "preposition" and bool(s.lookback) and s.lookback[-1].category.startswith("verb")
    # "to give away his apples": a particle right after the intended verb does not end its object
    expectation = PLAN if category in OBJECT_ENDS and not particle else s.expectation
    return replace(s, token_index=s.token_index + 1, lookback=lookback, expectation=expectation)


def opens_goal(s: SentenceReadingState, word: Word) -> bool:
    """ "How many does she have to earn", "need to give": in a question, the event a goal asks about."""
    from reader.goals import GOAL, GOAL_MATRIX, GOAL_VERBS

    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    return (
        s.frame == "question"
        and prep is not None
        and prep.text.casefold() == "to"
        and verb is not None
        and verb.category in GOAL_MATRIX
        and s.pending_entity_ref is not None
        and word.category in GOAL_VERBS
        and "VB" in word.tags
        and not pl.quantities
        and not s.pending_quantities
        and all(m.category != GOAL for m in pl.markers)
    )


def open_goal(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    from reader.goals import GOAL

    prep = payload(s).open_preposition
    assert prep is not None
    goal = Marker(GOAL, prep.token_index, f"{prep.text} {word.text}")
    verb = VerbRef(word.lemma, word.category, word.index, word.text, word.tags)
    return replace(
        with_payload(s, open_preposition=None, markers=payload(s).markers + (goal,)), pending_verb=verb
    )


def opens_goal_target(s: SentenceReadingState, word: Word) -> bool:
    """ "... to earn to have 47 dollars": 'to have' after the asked event names the target."""
    from reader.goals import GOAL, GOAL_TARGET

    pl = payload(s)
    prep = pl.open_preposition
    kinds = [m.category for m in pl.markers]
    return (
        s.frame == "question"
        and prep is not None
        and prep.text.casefold() == "to"
        and word.category == "verb_possess"
        and "VB" in word.tags
        and GOAL in kinds
        and GOAL_TARGET not in kinds
        and not pl.quantities
        and not s.pending_quantities
    )


def open_goal_target(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    from reader.goals import GOAL_TARGET

    prep = payload(s).open_preposition
    assert prep is not None
    target = Marker(GOAL_TARGET, prep.token_index, f"{prep.text} {word.text}")
    return with_payload(s, open_preposition=None, markers=payload(s).markers + (target,))


GOAL_STEPS = ("goal_so", "goal_so_that", "goal_will", "goal_have")  # "so that she will have"


def reads_goal_clause(s: SentenceReadingState, word: Word) -> bool:
    """ "How many does she need to give away so that she will have 22 games left?": the target clause."""
    if s.frame != "question":
        return False  # asked of every token: the cheap test first
    from reader.goals import GOAL, GOAL_TARGET

    kinds = [m.category for m in payload(s).markers]
    opening = word.category == "subordinator" and word.lemma == "so"
    return (
        s.frame == "question"
        and GOAL in kinds
        and GOAL_TARGET not in kinds
        and (s.expectation in GOAL_STEPS or opening)
    )


def _same_subject(s: SentenceReadingState, word: Word) -> bool:
    """The target clause's subject must be the question's: the same name, or a subject pronoun that agrees."""
    subject = s.pending_entity_ref
    if subject is None or subject.members:
        return False
    if word.category == "name":
        return word.text.casefold() == subject.key
    if word.category != "pronoun" or "subject" not in word.attr("case"):
        return False
    gender = word.attr("gender")
    return word.attr("number") == subject.number and (
        gender == subject.gender or "any" in (gender, subject.gender)
    )


def on_goal_clause(s: SentenceReadingState, p: object, word: Word) -> SentenceReadingState | ReaderRefusal:
    from reader.goals import GOAL_TARGET

    pl = payload(s)
    step = s.expectation
    if step not in GOAL_STEPS:
        prep = pl.open_preposition
        if pl.quantities or s.pending_quantities or (prep is not None and prep.category != "preposition"):
            return refuse(
                "unexpected_category", "'so that' after an amount", s.sentence_index, word.index, word.text
            )
        return replace(with_payload(s, open_preposition=None), expectation="goal_so")  # "give away so"
    fits = (
        (step == "goal_so" and word.category == "relative_pronoun" and word.lemma == "that")
        or (step == "goal_so_that" and _same_subject(s, word))
        or (step == "goal_will" and word.category == "auxiliary" and word.lemma == "will")
        or (step == "goal_have" and word.category == "verb_possess" and "VB" in word.tags)
    )
    if not fits:
        detail = f"a {word.category} where 'so that <the same holder> will have' was expected"
        return refuse("unexpected_category", detail, s.sentence_index, word.index, word.text)
    if step == "goal_have":
        target = Marker(GOAL_TARGET, word.index, f"so that ... {word.text}")
        return replace(with_payload(s, markers=pl.markers + (target,)), expectation=None)
    return replace(s, expectation=GOAL_STEPS[GOAL_STEPS.index(step) + 1])


def opens_goal_purpose(s: SentenceReadingState, word: Word) -> bool:
    """ "... to have 47 dollars to buy a dog": after a goal's target, what the target is for."""
    from reader.goals import GOAL_TARGET

    pl = payload(s)
    prep = pl.open_preposition
    return (
        s.frame == "question"
        and prep is not None
        and prep.text.casefold() == "to"
        and "VB" in word.tags
        and any(m.category == GOAL_TARGET for m in pl.markers)
        and bool(pl.quantities)
        and all(q.unit is not None for q in pl.quantities)
        and not s.pending_quantities
        and pl.open_np is None
    )


def open_goal_purpose(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    expectation = PLAN if word.category in QUIET_VERBS else PLAN_MOVE
    return replace(with_payload(s, open_preposition=None), expectation=expectation)
