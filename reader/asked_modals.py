"""A question asked with a modal of ability, duty or chance is not a question about the deed (ADR 0181).

"Lena bought 3 kites. Each kite costs 5 dollars. How many kites can she buy?" asks what her money
would pay for, not the 3 she bought; "Ann made 4 cakes. How many cakes could she make?" asks what she
is able to make. The story reader takes the modal as a bare auxiliary, so the question found the
deed and answered with it. An auxiliary with a ``modality`` (ability: can, could; obligation:
should, must; possibility: might, may) asks in another mood than a deed or a holding:

- the kinds that are read in that mood answer as before: an amount scaled by a rate ("How many can
  she bake in 3 hours?"), a goal still to reach, a step towards a stated need asked with a duty
  ("needs 12 ... How many more should he buy?"), an equal share ("How many can each friend get?"); a question about deeds when the asked holders changed
  nothing but by packing is left to the ordinary reading (the containers a packing made, "placed
  the rest into piles of 5. How many piles could she make?", ADR 0051, or a refusal);
- any other question (a deed counted, what is held, a total, a difference, the start) refuses, so
  the money reading of ADR 0170 gets its turn ("Rosa has 60 dollars. Each lamp costs 11 dollars.").

A chance ('might', 'may') is read in no kind. Future auxiliaries ('will', 'would') carry no
modality: ADR 0147 and 0165 place them in time instead.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.modal_names import modal_names
from reader.refusals import ReaderRefusal, refuse
from reader.requirements import is_requirement
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Unit

# kinds asked in a mood of ability or duty: they never count a deed nor an amount held
IN_MOOD = {
    "ability": frozenset({"scaled", "goal", "requirement", "per_each"}),
    "obligation": frozenset({"scaled", "goal", "requirement", "per_each"}),
    "possibility": frozenset(),
}


def asked_modal(
    words: tuple[Word | None, ...], names: frozenset[int] = frozenset()
) -> tuple[int, str] | None:
    """The question's first auxiliary with a modality, and that modality ("can" -> ability); not a name ("May")."""
    for i, w in enumerate(words):
        if i not in names and w is not None and w.category == "auxiliary" and w.attr("modality"):
            return i, str(w.attr("modality"))
    return None


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    q = problem.unknown_target_slot
    if q is None or q.sentence_index >= len(sentences):
        return None
    sentence = sentences[q.sentence_index]
    found = asked_modal(sentence_words(sentence, lexicon), frozenset(modal_names(sentence, lexicon)))
    if found is None:
        return None
    at, modality = found
    if q.kind in IN_MOOD.get(modality, frozenset()):
        return None
    if (
        modality == "obligation"
        and q.still_to_come
        and any(is_requirement(h) for h in problem.accumulated_initial_state)
    ):
        return None  # "needs 12 ... How many more should she buy?": a step towards the need (ADR 0077)
    if modality != "possibility" and q.kind == "change" and _no_deed(problem):
        return None
    return refuse(
        "unsupported_operation",
        f"a question asked with '{sentence.tokens[at].text}' ({modality}): it asks what may be done,"
        " not what was done or is held",
        q.sentence_index,
        at,
        sentence.tokens[at].text,
    )


def _no_deed(problem: ProblemReadingState) -> bool:
    """A question about deeds when the asked holders did nothing but pack: no deed can answer it.

    Left to the ordinary reading: it refuses, or reads the containers a packing made (ADR 0051).
    Any other change of an asked holder in the asked kind (of any verb: "bought 3 kites ... How much
    can she spend?" counts the price paid) may be taken for the deed, so it refuses here; "ate 6 nuts"
    is no deed of piles.
    """
    q = problem.unknown_target_slot
    assert q is not None
    asked = set(q.entities)
    return not any(
        o.quantity.share_unit is None
        and (not asked or asked & {o.actor, o.counterparty, o.doer})
        and _same_kind(q.unit, o.quantity.unit)
        for o in problem.accumulated_operations
        if o.quantity.sentence_index != q.sentence_index
    )


def _same_kind(asked: Unit | None, moved: Unit | None) -> bool:
    """Could a question in ``asked`` count a change in ``moved``: a unit unsaid, one measure, one head."""
    if asked is None or moved is None or asked.dimension == "money":
        return True  # a price read later turns "bought 3 kites" into money paid
    if asked.dimension or moved.dimension:
        return asked.dimension == moved.dimension
    return asked.head == moved.head
