"""Full clauses listed with commas: "Each film cost $5, each book cost $4 and each CD cost $3" (ADR 0345).

A comma after a finished statement clause, where no amount follows at once (that is a list of
amounts, ADR 0067), is read as 'and' when the next word can open a clause of its own: an article, or
'each' after a clause whose subject had 'each' too (a name or a pronoun there already opens a clause).
The rules for 'and' then decide whether a new clause starts, so each clause is read exactly as it is
in "A and B". The reader cannot look ahead, so the reading is checked when the sentence ends: each such
comma must fall between two clauses that have their own verb and amounts, and the list must close with
an 'and' that also starts a clause. Anything else ("bought 3 apples, the red ones and 4 pears", "A costs
$5, B costs $4.") refuses. A comma that closes an 'if' or 'when' clause is left to its own rules.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.state import ClausePayload, SentenceReadingState
from reader.values import Marker, VerbRef

# A name or pronoun after a comma already starts a new clause (a new subject); these did not.
CLAUSE_OPENERS = frozenset({"distributive", "article"})
# A comma after one of these closes a setting or a condition, not a clause of a list.
SETTING_MARKERS = frozenset({"subordinator", "contrast_marker"})


def _finished_statement(s: SentenceReadingState) -> bool:
    pl = payload(s)
    markers = pl.markers + tuple(m for f in pl.finished_clauses for m in f.clause.markers)
    return (
        s.frame in ("initial_state", "operation")
        and s.pending_verb is not None
        and bool(pl.quantities)
        and not s.pending_quantities
        and pl.pending_conjunction is None
        and s.expectation in (None, "object")
        and not any(m.category in SETTING_MARKERS for m in markers)
    )


def _subject_had_each(s: SentenceReadingState) -> bool:
    """ "Each film cost $5, each ...": the clause before the comma has 'each' before its verb (within the lookback)."""
    verb = s.pending_verb
    earlier = [q.token_index for f in payload(s).finished_clauses for q in f.clause.quantities]
    start = max(earlier, default=-1)
    return verb is not None and any(
        a.category == "distributive" and start < a.token_index < verb.token_index for a in s.lookback
    )


def comma_as_and(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """Read a comma after a finished clause as 'and' when a clause opener follows it; note the 'and' that closes."""
    if s.clause_commas and s.clause_and < 0 and word.category == "conjunction" and word.text.lower() == "and":
        return replace(s, clause_and=word.index)
    current = payload(s).open_list
    if (
        current is None
        or current.role != "open"
        or current.text != ","
        or word.index != current.separator + 1
        or word.category not in CLAUSE_OPENERS
        or s.clause_and >= 0
        or not _finished_statement(s)
        or (word.category == "distributive" and not _subject_had_each(s))  # "7 trays, each holding ..."
    ):
        return s
    joined = with_payload(
        s, open_list=None, pending_conjunction=Marker("conjunction", current.separator, ",")
    )
    return replace(joined, clause_commas=s.clause_commas + (current.separator,))


def _splits(
    before: tuple[VerbRef | None, ClausePayload], after: tuple[VerbRef | None, ClausePayload], cut: int
) -> bool:
    """Whether two clauses in a row lie on either side of ``cut``, each with its own verb and amounts."""
    verb_a, clause_a = before
    verb_b, clause_b = after
    return (
        verb_a is not None
        and verb_b is not None
        and bool(clause_a.quantities)
        and bool(clause_b.quantities)
        and verb_a.token_index < cut < verb_b.token_index
        and all(q.token_index < cut for q in clause_a.quantities)
        and all(q.token_index > cut for q in clause_b.quantities)
    )


def unsplit_clause_commas(s: SentenceReadingState) -> ReaderRefusal | None:
    """At the end of a sentence: each comma read as 'and', and the closing 'and', must part two whole clauses."""
    if not s.clause_commas:
        return None
    first = s.clause_commas[0]
    if s.clause_and < 0:
        detail = "clauses listed with commas need 'and' before the last one"  # the comma joined nothing
        return refuse("unexpected_category", detail, s.sentence_index, first, ",")
    pl = payload(s)
    clauses = [(f.verb, f.clause) for f in pl.finished_clauses] + [(s.pending_verb, pl)]
    pairs = list(zip(clauses, clauses[1:], strict=False))
    for cut in s.clause_commas + (s.clause_and,):
        if not any(_splits(a, b, cut) for a, b in pairs):
            detail = "a comma or 'and' in a list of clauses does not part two clauses with their own verb and amount"
            return refuse("unfinished_frame", detail, s.sentence_index, cut, "")
    return None
