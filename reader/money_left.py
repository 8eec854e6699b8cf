"""Money given to a person and then spent, asked as what is left (ADR 0272).

"Lara's aunt gave her $30. Lara bought 4 comics for $3 each. How much money does Lara have
left?" A chain that opens with a received transfer keeps an unknown start (ADR 0008): Lara may
have had money before. But the question asks what is *left*, and the only money the story gives
Lara is the $30; what she spends is spent out of it. Read as every reader reads it, 'left' is left
of what was given, which is the chain with an empty start. The assumption is taken only when nothing
else in the story could be money Lara had, and it is written into the derivation:

- the question asks one person's money ('How much money ...') with a word of what remains
  (``residual_marker`` or ``verb_remain``) after its question word;
- that person's money chain opens with a transfer of a stated amount from a giver, a person who is
  in the story for that transfer only (no holding, no other move, not asked): a parent, a friend
  "for her birthday". A giver who holds or moves anything else is a holder of the story, and what
  passed between the two is one of several amounts in play;
- every later move of the person's money is the person's own loss (spent, paid, bought): a second
  receipt, an earning or a stated holding refuses, as does a group total naming the person;
- no statement says there was money before or besides: no vague amount ('some'), no additive word
  ('another', 'extra'), no comparative ('more'), no adverb that adds a clause ('also'), no time word
  of the past ('already') and no money noun ('savings', 'allowance').

'How much money does Lara have?' without the word of what remains is not read: it asks all the
money he has, which the story does not tell.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from packs.model import Lexicon
    from reader.graph import MathProblemGraph
    from reader.state import ProblemReadingState
    from reader.tokenise import Sentence
    from reader.values import Operation, Unit

MONEY = "dim:money"
GIVE = "verb_give"
REMAINS = frozenset({"residual_marker", "verb_remain"})
# words of a statement that say or may say the holder had money before or besides the gift
BEFORE = frozenset({"vague_quantifier", "additive_marker", "comparative", "money_noun"})


def _category(word: str, lexicon: Lexicon) -> tuple[str, dict[str, str]]:
    sense = lexicon.lookup(word)
    if sense is None:
        return "", {}
    return sense.category, dict(sense.entry.attrs)


def _asks_left(sentence: Sentence, lexicon: Lexicon) -> bool:
    """A word of what remains after the question word: "How much money does he have left?"."""
    words = [t.text.casefold() for t in sentence.tokens]
    asked_from = next((i for i, w in enumerate(words) if _category(w, lexicon)[0] == "question_word"), None)
    if asked_from is None:
        return False
    return any(_category(w, lexicon)[0] in REMAINS for w in words[asked_from + 1 :])


def _says_before(sentence: Sentence, lexicon: Lexicon) -> bool:
    """A word that tells (or may tell) of money had before or besides: 'some', 'already'; a money
    noun only in a statement (the question's "How much money" names what is asked)."""
    for token in sentence.tokens:
        category, attrs = _category(token.text.casefold(), lexicon)
        if category in BEFORE and not (sentence.is_question and category == "money_noun"):
            return True
        if category == "adverb" and attrs.get("adds") == "clause":  # "also"
            return True
        if category == "time_marker" and attrs.get("relation") == "past":  # "already"
            return True
    return False


def left_of_given(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> tuple[tuple[str, str], ...]:
    """The start symbol of the asked person's money chain, and the derivation's note, when 'left' is
    read as left of the money a one-off giver gave; () otherwise."""
    q = graph.question
    if q is None or q.kind != "value" or len(q.entities) != 1 or not sentences:
        return ()
    if q.unit is None or q.unit.dimension != "money" or graph.question_units != (MONEY,):
        return ()
    if not sentences[-1].is_question or not _asks_left(sentences[-1], lexicon):
        return ()
    holder = q.entities[0]
    kinds = {e.key: e for e in graph.entities}
    person = kinds.get(holder)
    if person is None or person.kind != "person" or person.number != "singular":
        return ()
    chain = [e for e in graph.events if e.holder == holder and e.unit_key == MONEY]
    if not chain:
        return ()
    gift, spent = chain[0], chain[1:]
    if (
        gift.kind != "change"
        or gift.sign <= 0
        or gift.value is None
        or gift.share is not None
        or gift.more
        or gift.verb_category != GIVE
        or not gift.doer
        or gift.doer == holder
    ):
        return ()
    if not spent or any(e.kind != "change" or e.sign >= 0 or e.doer != holder for e in spent):
        return ()
    giver = kinds.get(gift.doer)
    if giver is None or giver.kind != "person" or giver.key in q.entities:
        return ()
    for event in graph.events:  # the giver is in the story for the gift only
        if giver.key in (event.holder, event.doer, event.counterparty) and (
            event.sentence_index != gift.sentence_index or event.verb_category != GIVE
        ):
            return ()
    if any(holder in t.parts or giver.key in t.parts for t in graph.totals):
        return ()
    if any(_says_before(s, lexicon) for s in sentences):
        return ()
    note = (
        f"{holder}'s money before {giver.key} gave {gift.text} is taken as 0: 'left' asks what is left of it"
    )
    return ((f"start:{holder}:{MONEY}", note),)


CARRIES = "along"  # the ``carries`` of a gain verb whose 'to <place>' is where the things were taken


def carried_money(problem: ProblemReadingState, lexicon: Lexicon) -> ProblemReadingState:
    """ "Mitzi brought $75 to the amusement park": Mitzi's money, taken along to the park (ADR 0272).

    A gain verb with a thing after 'to' adds the amount to that thing, and what the doer holds is not
    said (ADR 0074): "brought 2 balloons to the party" may leave them there. Money a person brings
    (a verb the lexicon marks ``carries: along``) to a place is carried, not handed over: it is read
    as the person's own gain, as "Mitzi brought $75" is. Only when the place is in the story for that
    one move (no holding, no other move, not asked), the person is one, and this is the first of the
    person's money, whose every later move is the person's own loss. Otherwise the addition stays.
    """
    ops = problem.accumulated_operations
    for at, op in enumerate(ops):
        unit = op.quantity.unit
        if (
            op.kind != "gain"
            or not op.doer
            or op.doer == op.actor
            or unit is None
            or unit.dimension != "money"
        ):
            continue
        sense = lexicon.lookup(op.verb.lemma)
        if sense is None or sense.category != op.verb.category or sense.entry.attr("carries") != CARRIES:
            continue
        if not _carried(problem, at, op):
            continue
        carried = replace(op, actor=op.doer)
        return replace(problem, accumulated_operations=(*ops[:at], carried, *ops[at + 1 :]))
    return problem


def _money(unit: Unit | None) -> bool:
    return unit is not None and unit.dimension == "money"


def _carried(problem: ProblemReadingState, at: int, op: Operation) -> bool:
    """The place holds, moves and is asked nothing else; the carrier is one person whose money starts
    here and only goes down after."""
    registry = {e.key: e for e in problem.entity_registry}
    place, person = registry.get(op.actor), registry.get(op.doer)
    if place is None or place.kind != "thing" or person is None:
        return False
    if person.kind != "person" or person.number != "singular":
        return False
    ops = problem.accumulated_operations
    others = [o for i, o in enumerate(ops) if i != at]
    if any(place.key in (o.actor, o.counterparty, o.doer) for o in others):
        return False
    if any(
        h.entity in (place.key, person.key) and _money(h.quantity.unit)
        for h in problem.accumulated_initial_state
    ):
        return False
    if any(place.key == h.entity for h in problem.accumulated_initial_state):
        return False
    told = [s.entity for s in problem.scene_events] + [e.holder for e in problem.equal_counts]
    told += [p for g in problem.group_totals for p in (g.group, *g.parts)]
    if place.key in told or person.key in told:
        return False
    question = problem.unknown_target_slot
    if question is not None and place.key in question.entities:
        return False
    before, after = others[:at], others[at:]
    if any(person.key in (o.actor, o.counterparty) and _money(o.quantity.unit) for o in before):
        return False
    moves = [o for o in after if person.key in (o.actor, o.counterparty) and _money(o.quantity.unit)]
    return bool(moves) and all(o.kind == "loss" and o.actor == person.key for o in moves)
