"""A move still to come, asked as done or compared with a move done (ADR 0160).

ADR 0147 keeps a change still to come ("will sell") out of a question about what is held now. Two
shapes it leaves open read a plan as a deed:

- a question about a move in the past ("How many apples did Tom sell?") when the story tells a move
  of that kind only as still to come ("Tom will sell 5 more apples than Ann"): nothing says the
  sale happened, so "did" has no answer in the story. A move whose amount is unknown ("Workers
  will plant more trees. When they are finished ...") is what the question finds, and reads as before;
- a move done compared with another doer's move still to come ("Ann will sell 3 apples. Tom sold
  5 more apples than Ann."): the 'than' reaches a move that has not happened. A plan compared with
  a deed ("Tom will sell 5 more than Ann", after Ann sold) is a plan measured from a known amount,
  and reads as before.

Both refuse. Which sentence is still to come is ADR 0147's reading (a future auxiliary, "going
to", a time word of relation 'future'); a question is in the past when its do-support is the past
one (the auxiliary whose ``light_verb`` is VBD) or its verb can only be a past form.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.moods_and_times import Told, may_count, told
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Operation


def _asked_past(sentence: Sentence, lexicon: Lexicon) -> bool:
    for word in sentence_words(sentence, lexicon):
        if word is None:
            continue
        if word.category == "auxiliary" and word.attr("light_verb") == "VBD":
            return True  # "did Tom sell"
        if word.category.startswith("verb") and word.tags and set(word.tags) <= {"VBD", "VBN"}:
            return True  # "How many apples sold Tom?" is no English; "were sold" leaves the tense open
    return False


def _made_by_selling(q, op: Operation) -> bool:
    """ "They will sell 12 pies. How much money did they make?": takings of a sale (ADR 0195) still to come."""
    if q.verb_lemma != "make" or q.unit is None or q.unit.dimension != "money":
        return False
    if op.verb.category != "verb_sell" or (op.quantity.value is None and op.quantity.share is None):
        return False
    return not q.entities or bool(set(q.entities) & {op.actor, op.doer})


def _later(times: tuple[Told, ...], op: Operation) -> bool:
    at = op.quantity.sentence_index
    return at < len(times) and times[at].future is not None


def _refused(sentences: tuple[Sentence, ...], times: tuple[Told, ...], op: Operation, why: str):
    at = op.quantity.sentence_index
    token = times[at].future if times[at].future is not None else op.quantity.token_index
    text = sentences[at].tokens[token].text
    return refuse("unsupported_operation", why, at, token, text)


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when a move still to come is asked as done or compared across times, else None."""
    q = problem.unknown_target_slot
    if q is None or q.sentence_index >= len(sentences):
        return None
    times = told(sentences, lexicon)
    ops = [o for o in problem.accumulated_operations if o.quantity.sentence_index != q.sentence_index]
    if q.kind == "change" and times[q.sentence_index].future is None:
        if _asked_past(sentences[q.sentence_index], lexicon):
            for op in ops:
                stated = (  # "will plant more ... when finished": found, not told
                    op.quantity.value is not None
                    or op.compared is not None
                    or op.quantity.share is not None  # "will sell 1/4 of them" (ADR 0367)
                )
                if stated and op.verb.category == q.verb_category and may_count(q, op) and _later(times, op):
                    return _refused(sentences, times, op, "a move still to come, asked as one done")
                if _made_by_selling(q, op) and _later(times, op):  # ADR 0197
                    return _refused(sentences, times, op, "a sale still to come, its takings asked as made")
    for op in ops:
        if op.compared is None:
            continue
        others = [
            o
            for o in ops
            if o is not op and op.compared.than in (o.doer, o.actor) and o.verb.lemma == op.verb.lemma
        ]
        if not _later(times, op) and any(_later(times, o) for o in others):
            return _refused(sentences, times, op, "a move done, compared with a move still to come")
    return None
