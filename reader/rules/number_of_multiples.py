"""'twice the number of pencils as Reeta', '3 times the amount of money as Ann': 'the number of' as 'as many'.

Outside a 'what is the number of' question, 'number'/'amount' had no rule.
Right after 'the', itself right after a factor word ('twice', 'half',
'N times', 'double'), in a clause that already has its verb, the phrase says
what 'twice as many' says: the factor is read by the same rule
(``scaled_amount``), and the holding still needs a second 'as' and one
holder after it (frame_multiples.py). 'the number of' with no factor before
it, in a question, or with an owner ('the number of her cards') keeps the
refusal (ADR 0114).
"""

from __future__ import annotations

from reader.rules.context import Result, Word, payload, with_payload
from reader.rules.multiples import FACTOR_WORDS, scaled_amount
from reader.state import ProblemReadingState, SentenceReadingState


def the_number_of(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    np = payload(s).open_np
    if (
        s.frame == "question"
        or s.pending_verb is None
        or np is None
        or np.words
        or np.possessor
        or np.determiner != "the"
        or np.start_index != word.index - 1
    ):
        return None
    factor = [m for m in payload(s).markers if m.token_index == word.index - 2 and m.category in FACTOR_WORDS]
    if not factor:
        return None
    lemma = "many" if word.attr("kind") == "count" else "much"
    return scaled_amount(with_payload(s, open_np=None), word, word.index - 1, set(), lemma)
