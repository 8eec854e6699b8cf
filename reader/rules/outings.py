"""An outing named by 'go' and a gerund: "Marco and his dad went strawberry picking" (ADR 0187).

"goes fishing" already reads (ADR 0070) because 'fish' is a verb that moves nothing. "went
strawberry picking", "go apple picking", "went picking" name the same kind of outing, but 'pick'
is a verb that gains, so the gerund would be read as a second verb of the clause and refuse. After
a verb of going (an untaught verb whose lexicon entry says it travels), the gerund says what the
trip was for; the trip itself moves nothing: no amount is stated, and how many strawberries were
picked is left to the sentences that count them. So the gerund becomes the clause's verb as an
activity (``verb_activity``), the scene clause ADR 0047 commits without an amount.

One bare noun may stand before the gerund ("strawberry", "grocery", "mushroom"): it only says what
kind of outing it was, so it is dropped rather than made an object the scene names. Anything more
(a determiner, a number, a possessive, two nouns, an amount already read, a question) keeps the old
refusal: "went to pick 5 apples", "went picking 5 apples" are not outings with no amount. An
outing after an amount was stated refuses too: it may have added to what was held.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload, refuse_at, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import VerbRef

GOING = "travel"  # the `motion` of a verb of going ('go'; ADR 0099)


def going_gerund(verb: VerbRef | None, word: Word) -> bool:
    """ "went picking", "go rowing": the -ing form of any verb after an untaught verb of going."""
    return (
        verb is not None
        and verb.category == "verb"
        and verb.motion == GOING
        and word.tags == ("VBG",)
        and word.category.startswith("verb")
    )


OUTING = "verb_activity"  # what the gerund is read as: an activity, nothing moves


def _kind_word(s: SentenceReadingState, verb: VerbRef, word: Word) -> bool:
    """Nothing, or exactly one bare singular noun, between the verb of going and the gerund."""
    np = payload(s).open_np
    if np is None:
        return word.index == verb.token_index + 1
    return (
        np.start_index == verb.token_index + 1
        and word.index == verb.token_index + 2
        and len(np.words) == 1
        and np.words[0][1] == "noun"
        and np.words[0][2] == "NN"
        and not np.determiner
        and not np.possessor
        and not np.of_content
    )


def goes_on_outing(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "went (strawberry) picking": the gerund of any verb after a verb of going names the outing.

    Only as the story's opening: after an amount was stated, "She went apple picking" (or "went
    fishing") may have added to it, as ADR 0047 lets a moving verb only open its doer's story, so
    it refuses, where "went fishing" used to be passed over (ADR 0070).
    """
    verb = s.pending_verb
    pl = payload(s)
    if (
        not going_gerund(verb, word)
        or s.frame == "question"
        or pl.quantities
        or s.pending_quantities
        or pl.objects
        or pl.open_preposition is not None
        or pl.pending_conjunction is not None
        or not _kind_word(s, verb, word)
    ):
        return None
    if p.accumulated_initial_state or p.accumulated_operations:
        detail = "an outing ('went fishing') after an amount was stated: it may have added to it"
        return refuse_at(s, word, "unsupported_operation", detail)
    outing = VerbRef(word.lemma, OUTING, word.index, word.text, word.tags)
    return replace(with_payload(s, open_np=None), pending_verb=outing)


__all__ = ["goes_on_outing"]
