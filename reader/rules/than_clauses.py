"""'How many more cakes did he sell than those he bought?': a 'than' clause with a verb of its own (ADR 0057).

Only in a question, only as 'than those' right after 'than', and only with
one holder (a name or a pronoun) and one verb after 'those'. 'those' and
the second verb become markers; the question projection then requires the
holder after 'those' to be the question's own subject (frame_questions.py).
"""

from __future__ import annotations

from reader.rules.context import Result, Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import Marker

THAN_THOSE = "than_those"
THAN_VERB = "than_verb"


def opens_than_clause(s: SentenceReadingState, word: Word) -> bool:
    """'those' right after the question's 'than', with the question's verb already read."""
    markers = payload(s).markers
    return (
        word.lemma == "those"
        and s.frame == "question"
        and s.pending_verb is not None
        and payload(s).open_np is None
        and bool(markers)
        and markers[-1].category == "than_marker"
        and markers[-1].token_index == word.index - 1
    )


def read_than_those(s: SentenceReadingState, word: Word) -> Result:
    return with_payload(s, markers=payload(s).markers + (Marker(THAN_THOSE, word.index, word.text),))


def than_clause_verb(s: SentenceReadingState, word: Word) -> Result | None:
    """The verb of 'than those he bought': kept as a marker whose role is its category, or None."""
    pl = payload(s)
    those = [m for m in pl.markers if m.category == THAN_THOSE]
    if (
        len(those) != 1
        or any(m.category == THAN_VERB for m in pl.markers)
        or len(pl.objects) != 1
        or pl.open_np is not None
        or pl.open_preposition is not None
        or s.pending_quantities
        or pl.markers[-1] is not those[0]
    ):
        return None
    marker = Marker(THAN_VERB, word.index, word.text, word.category)
    return with_payload(s, markers=pl.markers + (marker,))


def name_after_comparison(s: SentenceReadingState, np) -> bool:
    """ "than Sandy", "as Rose": a lone capitalised word right after 'than' or the second 'as' is a name.

    An ordinary word that is also a name ("Sandy", "Rose") would otherwise
    close as a setting and leave the comparison with no holder (ADR 0056).
    """
    from reader.rules.phrases import capitalised

    after = any(
        a.category in ("than_marker", "as_marker") and a.token_index == np.start_index - 1 for a in s.lookback
    )
    return (
        after
        and len(np.words) == 1
        and not np.determiner
        and not np.possessor
        and capitalised(np.words[0][3])
        and np.words[0][2] != "NNS"
    )
