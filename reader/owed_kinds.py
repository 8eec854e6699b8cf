"""Two kinds of one obligation compared with a plain 'have' (ADR 0188).

"Omar had to complete 3 pages of science homework and 7 pages of history
homework. How many more pages of history homework than science homework did
he have?" The question leaves out 'to complete': the only amounts of pages
the story states are the ones she had to complete, and a comparison of two
of its kinds can only be about them. So a difference of two units asked
with a bare 'have' reads as the obligation's own question when the story is
nothing but one holder's obligations of one verb and the asked thing is one
of the kinds owed (either side: 'fewer' swaps them). `resolve_obligations` then checks the holder and the
rest as for 'did she have to complete'.

A total or a single amount asked with 'have' ("How many pages did she
have?") still refuses: what she holds and what she must do can differ, and
only the comparison of two owed kinds is fixed by the story alone.
"""

from __future__ import annotations

from reader.values import Holding, QuestionTarget

HAVE = "have"


def owed_comparison(target: QuestionTarget, owed: list[Holding], holdings: tuple[Holding, ...]) -> str:
    """The obligation's verb when ``target`` compares two of its kinds with a plain 'have', else ''."""
    if (
        target.kind != "unit_difference"
        or target.verb_category != "verb_possess"
        or target.verb_lemma != HAVE
        or target.unit is None
        or target.than_unit is None
        or target.given is not None
        or target.goal is not None
        or target.purpose
        or target.owner
        or len(owed) != len(holdings)
    ):
        return ""
    verbs = {h.verb.lemma for h in owed if h.verb is not None}
    heads = {h.quantity.unit.head for h in owed if h.quantity.unit is not None}
    if len(verbs) != 1 or not {target.unit.head, target.than_unit.head} & heads:
        return ""
    return next(iter(verbs))
