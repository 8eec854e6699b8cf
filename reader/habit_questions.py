"""A present question about a habit, beside a move told once (ADR 0197).

"Every day Mia picks 12 apples. Yesterday she picked 5 apples. How many apples does she pick?"
answered 5: the question's change matched the one move told, though the present "does she pick"
asks about what she does each day, which is the habit (a rate per unit of time, ADR 0085/0192).
Which of the two the question means is not for the reader to guess, so it refuses when:

- the question asks for a change in the present (no past do-support or past-only verb, no
  future, no time of its own such as "yesterday" or "in the morning");
- a rate per unit of time of the asked thing is stated with the same verb and the same holder (or a
  rate per a time that comes round, "8 hours every weekday", ADR 0366);
- and a move of the same verb by that holder was told in another sentence (a span read with the
  rate, "For 7 days Ravi runs 3 miles a day", is the habit's own total).

A past question ("How many apples did she pick?") keeps the old reading of the move told.

The same doubt holds for a question over a period ("How many cups does Theo drink in a week?") when
the habit's holder also made a move of the asked things once, in another sentence ("He also drank 3
cups of juice today"): is that move one of the week's, or beside it? ``scaled_beside_move`` refuses
it whatever the verbs (ADR 0325).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import lookup
from reader.moods_and_times import told
from reader.move_tenses import _asked_past
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal when a present change question may mean the habit or the move told, else None."""
    q = graph.question
    if q.kind != "change" or q.times or not q.verb_lemma or q.sentence_index >= len(sentences):
        return None
    if told(sentences, lexicon)[q.sentence_index].future is not None:
        return None
    if _asked_past(sentences[q.sentence_index], lexicon):
        return None
    holders = set(q.entities)
    habits = [
        r
        for r in graph.rates
        if (r.per_key == "dim:time" or _recurring(r.per_key, lexicon))
        and r.verb_lemma == q.verb_lemma
        and r.unit_key in graph.question_units
        and (not holders or r.holder in holders)
    ]
    moves = [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_lemma == q.verb_lemma
        and e.unit_key in graph.question_units  # "Yesterday he picked 3 figs" tells no plums
        and (not holders or e.holder in holders)
        and e.sentence_index not in {r.sentence_index for r in habits}  # "for 7 days ... 3 miles a day"
    ]
    if not habits or not moves:
        return None
    detail = "a present question beside a habit and a move told once: the habit or the move?"
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")


def _recurring(per_key: str, lexicon: Lexicon) -> bool:
    """A rate per a time that comes round again ("every weekday", "on weekends"): a habit too (ADR 0366)."""
    word = lookup(per_key, 1, lexicon)
    return word is not None and bool(word.attr("recurs") or word.attr("days_a_week"))


def scaled_beside_move(graph: MathProblemGraph) -> ReaderRefusal | None:
    """A refusal when a rate over the asked period meets a move of the asked things told once."""
    q = graph.question
    if q.kind != "scaled":
        return None
    holders = set(q.entities)
    habits = [
        r
        for r in graph.rates
        if r.per_key == "dim:time"
        and r.unit_key in graph.question_units
        and (not holders or r.holder in holders)
    ]
    holders = holders or {r.holder for r in habits}  # a question "about everyone" asks of the rates' holders
    rated = {r.sentence_index for r in habits}
    asked = {_measured(u) for u in graph.question_units}
    moves = [
        e
        for e in graph.events
        if e.kind == "change"
        and _measured(e.unit_key) in asked  # "3 cups of juice" beside "8 cups of water" asked as "cups"
        and e.holder in holders
        and e.sentence_index not in rated
    ]
    if not habits or not moves:
        return None
    detail = "a rate over the asked period beside a move told once: is the move one of the period's?"
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")


def _measured(unit_key: str) -> str:
    """The unit a key measures in, its 'of <stuff>' left out: 'dim:volume+of:juice' -> 'dim:volume'."""
    return unit_key.split("+of:")[0] if unit_key.startswith("dim:") else unit_key
