""" "Ann bought a bag that contains 32 apples": a thing bought, described as it is sold (ADR 0255).

A relative clause that says what one thing holds is read as the phrase it
means ("a bag with 32 apples", ADR 0094) only when its verb and the
clause's verb speak of the same moment: "Ben has a jar that held 30
marbles" keeps its refusal, since what the jar held then need not be in it
now. One mismatch of tense says the same thing as the match, and is read
here: a past buying verb ("bought", "purchased", "ordered") with a present
holding verb ("contains", "has") after it. A shop's goods are told as they
are sold, in the present; the content of the thing bought is the content
it had when it was bought, which is what "bought a bag with 32 apples" says.

Only the buying verbs the lexicon files as `verb_buy` count, and only in
their past form: "Ben found a box that contains 8 pens" (a finding verb)
or "Ben had a jar that has 30 marbles" (having then, holding now) keep the
old refusal, as does a capacity verb ("holds") in any tense. Every other
check of ADR 0094 (one thing or 'each', the amount ending the clause, no
second noun the clause could attach to) still applies.
"""

from __future__ import annotations

from reader.rules.context import Word

PRESENT_TAGS = frozenset({"VB", "VBZ", "VBP"})  # the lexicon tags "contain" VB only
BUYING = "verb_buy"


def _past(verb: Word) -> bool:
    tags = set(verb.tags)
    return "VBD" in tags and not tags & {"VB", "VBZ", "VBP"}


def bought_as_sold(holding: Word | None, clause_verb: Word | None) -> bool:
    """A past buying verb and a present holding verb after it ("bought a bag that contains 32 apples")."""
    if holding is None or clause_verb is None or clause_verb.category != BUYING:
        return False
    return _past(clause_verb) and bool(set(holding.tags) & PRESENT_TAGS) and "VBD" not in holding.tags


OF_AS = "of"  # "a bag of 32 apples": the measure of one container bought
HEAD_OF = "prep_of"


def one_bought_as(words: tuple[Word | None, ...], lead: int, clause_verb: Word | None) -> str | None:
    """ "bought a bag that contains 32 apples" read as "bought a bag of 32 apples"; None to keep "with".

    After a buying verb the ordinary rules read one container's content as "a bag of 32 apples", not
    "a bag with 32 apples". A head that already has 'of' ("a box of pens that contains 12 pens")
    would read "of ... of", so it keeps "with" (and its refusal).
    """
    if clause_verb is None or clause_verb.category != BUYING:
        return None
    start = lead - 1
    while (
        start >= 0
        and words[start] is not None
        and words[start].category not in ("article", "number_word", "number")
    ):
        if words[start].category == HEAD_OF:
            return None
        start -= 1
    return OF_AS


__all__ = ["bought_as_sold", "one_bought_as"]
