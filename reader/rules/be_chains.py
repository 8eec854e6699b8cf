"""Auxiliary chains ending in 'be': 'has been', 'have only been', 'are being' (ADR 0164).

'has' before 'been' is the perfect auxiliary, not a holding, and 'are'
before 'being' is the progressive one: either chain is one verb, 'be',
with its aspect. The last link, the copula, then reads on as it would
alone, so what follows decides the clause: a progressive ('has been
saving'), a passive ('have been collected', 'are being added') or a state
('has been sick'). Only an auxiliary with nothing read after it but
adverbs gives way; 'has 3 boxes been' has no such reading and refuses.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Word, payload
from reader.state import SentenceReadingState
from reader.values import VerbRef

BETWEEN = frozenset({"adverb", "exclusive_marker"})  # "have just been", "has only been"


def _chains(pending: VerbRef, word: Word) -> bool:
    """'have' + 'been' (perfect) or 'be' + 'being' (progressive)."""
    text = word.text.lower()
    if text == "been":
        return pending.lemma == "have"
    return text == "being" and pending.category == "copula"


def is_be_chain(s: SentenceReadingState, word: Word) -> bool:
    """The copula's participle right after an auxiliary, with only adverbs between them."""
    pending = s.pending_verb
    if pending is None or not _chains(pending, word):
        return False
    pl = payload(s)
    after = [q for q in pl.quantities + s.pending_quantities if q.token_index > pending.token_index]
    if after or pl.objects or pl.open_np is not None:
        return False  # "9437 coats have been": the subject's amount came before the verb
    if pl.pending_conjunction is not None or pl.open_preposition is not None:
        return False
    between = [a for a in s.lookback if a.token_index > pending.token_index]
    gap = word.index - pending.token_index - 1
    return len(between) == gap and all(a.category in BETWEEN for a in between)


def read_be_chain(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """The copula's participle takes the auxiliary's place as the clause's verb."""
    be = VerbRef(word.lemma, word.category, word.index, word.text, word.tags)
    frame = s.frame if s.frame == "question" else "initial_state"
    return replace(s, pending_verb=be, frame=frame, expectation="object")
