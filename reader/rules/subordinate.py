"""Subordinate clauses inside a statement: 'when' and 'while' after the main clause (ADR 0048).

"Debby bought 15 bottles when they were on sale." The 'when' clause only
says at what time the main clause happened. It is skipped like an opening
setting (ADR 0036): only while it carries no number, no operator word and
no verb that moves an amount; any of those refuses, so the clause can
never hide an amount ("... when Sue gave him 3").

"He found 6 marbles while he lost 5 marbles." Two events at the same
time: both happened, so 'while' joins the clauses like 'and'.

Questions keep their refusal: "How many did he have when he met Sue?"
asks about one point of the story, which this reader cannot place.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word
from reader.rules.phrases import attach_elided, close_np
from reader.state import ProblemReadingState, SentenceReadingState

SIMULTANEOUS = "while"
TIME_CLAUSE = "when"


def after_main_clause(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """The state after a mid-sentence 'when' or 'while' in a statement; None when no rule here reads it."""
    if s.token_index == 0 or s.frame == "question" or s.pending_verb is None:
        return None
    if word.lemma not in (SIMULTANEOUS, TIME_CLAUSE) or s.expectation == "capital_how":
        return None
    if word.lemma == SIMULTANEOUS:
        from reader.rules.markers import on_conjunction

        return on_conjunction(s, p, word)
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    closed = attach_elided(closed, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    return replace(closed, expectation="setting")


SETTING_PREDICATES = frozenset({"verb", "adjective"})


def setting_ends_before(s: SentenceReadingState, word: Word) -> bool:
    """ "When the workers are finished there will be 55 trees in the park." (ADR 0112)

    An opening setting written with no comma ends before an existential 'there' that follows the
    setting's own predicate: a copula read in the setting, then a participle or adjective right
    before 'there' ("are finished", "were done", "was empty"). The main clause then reads from
    'there' exactly as after a comma. Only in an opening setting (no subject, no verb read yet), so
    "... when there were 5" and "While there, ..." are untouched.
    """
    if s.expectation != "setting" or s.frame is not None or s.pending_verb is not None:
        return False
    if word.category != "existential" or word.text != word.text.casefold() or not s.lookback:
        return False
    seen = [a.category for a in s.lookback]
    return seen[-1] in SETTING_PREDICATES and "copula" in seen[:-1]
