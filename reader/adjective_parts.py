"""A part named by a describing word before 'and the rest are': "8 balloons are red and the rest are green" (ADR 0206).

ADR 0145 reads "He has 12 red balloons and the rest are green" when the
clause before 'the rest' is a holding. Here that clause only says what some
of the things counted just before are: a count ("8", "8 balloons", "8 of
the balloons", "8 of them"), a copula and one adjective. The things are
the one amount stated before (a plain count, no change since), so the
clause is read as that holder's holding of the narrowed kind ("8 red
balloons"), and ADR 0145 goes on as before: the rest is the total less the
part, of the kind the rest's word names.

The two words must split the set with no overlap, or "the rest are green"
says nothing about how many green things there are in all: they are a
pair the lexicon calls opposites (`opposite` on either word: good/bad,
ripe/unripe) or two values of one exclusive quality (`quality: colour`: a
thing is counted as one colour). "8 are big and the rest are green" (big
things may be green too) is not read.
"""

from __future__ import annotations

from dataclasses import replace

from reader.lifecycle import begin_sentence, end_sentence
from reader.part_subjects import COUNTS, subject
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.state_parts import names_kind, plain_count
from reader.tokenise import Sentence
from reader.values import Holding, QuantityRef

__all__ = ["exclusive_pair", "read_adjective_part"]


def exclusive_pair(first: Word, second: Word) -> bool:
    """Two describing words no one thing has both of: lexicon opposites, or two values of one exclusive quality."""
    if first.category != "adjective" or second.category != "adjective":
        return False
    a, b = first.lemma.casefold(), second.lemma.casefold()
    if a == b:
        return False
    if first.attr("opposite") == b or second.attr("opposite") == a:
        return True
    larger = first.attr("measure_more")
    if larger and larger == second.attr("measure_more"):
        return False  # "large" and "big": one side of a size, said twice (ADR 0390)
    quality = first.attr("quality")
    return bool(quality) and quality == second.attr("quality")


def _count_and_kind(words: tuple[Word | None, ...], end: int) -> tuple[Word, tuple[Word, ...]] | None:
    """ "8", "8 balloons", "8 of the balloons", "8 of them": the count and the kind words (() when unnamed)."""
    span = words[:end]
    if not span or any(w is None for w in span):
        return None
    number = span[0]
    assert number is not None
    if number.category != "number" or number.shape is None or number.shape.primitive not in COUNTS:
        return None
    if number.shape.unit:
        return None  # "$8 are ...": not a count of things
    rest = [w for w in span[1:] if w is not None]
    if len(rest) == 1 and rest[0].category in {"noun", "unit_noun"} and "NNS" in rest[0].tags:
        return number, (rest[0],)  # "8 balloons"
    found = subject(list(words), 0, end)
    if found is None or found[1] is not None:
        return None  # a share ("1/4 of them") is not read here
    return found[0], found[2]


def read_adjective_part(
    sentence: Sentence,
    words: tuple[Word | None, ...],
    problem: ProblemReadingState,
    end: int,
    rest_word: Word,
) -> ProblemReadingState | None:
    """The words before ``end`` read as a part of the one earlier amount, held as its narrowed kind; else None.

    ``rest_word`` names the rest ("green") and must split the set with the part's word. The result is
    the problem after the clause, as a statement reading would leave it.
    """
    if end < 3:
        return None
    copula, state = words[end - 2], words[end - 1]
    if copula is None or state is None or copula.category != "copula" or not exclusive_pair(state, rest_word):
        return None
    found = _count_and_kind(words, end - 2)
    if found is None or problem.accumulated_operations:
        return None
    number, kind = found
    earlier = [h for h in problem.accumulated_initial_state if h.quantity.per is None]
    if len(earlier) != 1:
        return None
    total = earlier[0]
    q = total.quantity
    if (
        total.than
        or total.direction
        or total.than_unit
        or total.verb
        or not plain_count(q)
        or not total.entity
    ):
        return None
    assert q.unit is not None and number.shape is not None
    if q.unit.modifiers or (kind and not names_kind(kind, q)):
        return None  # "8 of the red balloons" after "17 balloons": a narrower set than the whole
    unit = replace(q.unit, modifiers=(state.lemma.casefold(),))
    part = QuantityRef(
        number.shape.value,
        number.index,
        number.text,
        unit=unit,
        sentence_index=problem.sentence_index,
        number_tokens=(number.index,),
    )
    read = end_sentence(begin_sentence(problem, sentence.start), problem, sentence.end, False)
    if not isinstance(read, ProblemReadingState):
        return None
    held = Holding(total.entity, part, (problem.sentence_index, number.index))
    return replace(read, accumulated_initial_state=read.accumulated_initial_state + (held,))
