"""Things that come packed by a fixed number: "Pencils come in boxes of 6" (ADR 0205).

A verb the lexicon marks ``packaged: in`` ('come') with a bare plural kind of thing as its subject
says how that kind is packed: every container named after 'in' holds the number after
"<containers> of". It is the same rate of the scene as "Each box has 6 pencils", so the clause is
marked as a grouping (ADR 0201): `reader/grouping_rates.py` turns it into that rate and refuses
every other shape (a count of containers, a second amount, a place, a party), and ADR 0113 divides
a told total by it, refusing remainders.

Only a statement whose subject is a bare plural thing with no amount, no owner and no members is
read; a person or a counted subject ("3 friends come in"), an amount before the verb, an operator
word other than an opening 'if', or a question leave the verb as it was read before (a coming).
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload
from reader.rules.passive_groupings import GROUPED_TAG
from reader.rules.phrases import close_np
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase, VerbRef

PACKAGED = "packaged"  # verb attribute: the preposition after which the verb names the packing
PACKED_TAG = "PACKED"  # on the VerbRef: the grouping is a kind packed, not a passive split


def _plain_kind(np: NounPhrase | None) -> bool:
    """ "Pencils", "the white pencils": adjectives and one plural noun, with no owner or number."""
    return (
        np is not None
        and bool(np.words)
        and np.determiner in ("", "the")
        and not np.possessor
        and not np.of_content
        and not np.in_of
        and np.words[-1][1] == "noun"
        and np.words[-1][2] == "NNS"
        and all(w[1] in ("adjective", "noun") for w in np.words[:-1])
    )


def packaged_in(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "Pencils come in boxes of 6": the kind's packing, read as a grouping of the scene; else None.

    Called before the verb could join the open phrase as a participle ("Pencils come": 'come' is
    also a participle), so the phrase is closed here, and only when it is a plain plural kind.
    """
    if (
        word.attr(PACKAGED) != "in"
        or s.frame == "question"
        or s.pending_verb is not None
        or s.pending_entity_ref is not None
        or not _plain_kind(payload(s).open_np)
        or s.pending_quantities
    ):
        return None
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return None
    s = closed
    subject = s.pending_entity_ref
    pl = payload(s)
    if (
        subject is None
        or subject.kind != "thing"
        or subject.number != "plural"
        or subject.members
        or s.pending_quantities
        or pl.quantities
        or pl.objects
        or pl.finished_clauses
        or pl.open_preposition is not None
        or any(not (m.category == "subordinator" and m.token_index == 0) for m in pl.markers)
    ):
        return None
    ref = VerbRef(word.lemma, word.category, word.index, word.text, (*word.tags, GROUPED_TAG, PACKED_TAG))
    return replace(s, pending_verb=ref, frame="operation", expectation="object")
