"""A gerund after 'of' right after a duration names that duration's activity: "did 3 hours of reading".

With do-support and no verb yet ("she did 3 hours of reading"), the first '-ing' form
after the duration was taken as the clause's verb; a second duration's gerund ("and 2
hours of babysitting") then joined its amount as mere 'of' content, and both durations
were read as time spent on the first activity. An hourly wage then paid the reading too.

Here such a gerund names the kind of the duration before it, as "spent 3 hours reading"
does (ADR 0118): "3 hours of reading" is time of the kind ``act:read``, and the words after
the gerund up to a comma or 'and' join the name ("of reading books"). The sentence then
ends with no verb of its own and the light 'do' reading (``reader/light_verbs.py``) reads it
again with 'did' as the activity verb (ADR 0121).
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Word, payload, with_payload
from reader.rules.participles import DESCRIPTIVE_VERBS
from reader.rules.spent_activities import ACTIVITY_PHRASE, named_unit
from reader.state import SentenceReadingState


def names_duration(s: SentenceReadingState, word: Word) -> bool:
    """A describing verb's gerund right after an 'of' that follows a duration, with no verb but a light 'do'."""
    pl = payload(s)
    prep = pl.open_preposition
    last = pl.quantities[-1] if pl.quantities else None
    return (
        s.frame != "question"
        and (s.pending_verb.light if s.pending_verb is not None else pl.auxiliary)
        and word.category in DESCRIPTIVE_VERBS
        and "VBG" in word.tags
        and prep is not None
        and prep.category == "prep_of"
        and prep.token_index == word.index - 1
        and not s.pending_quantities
        and last is not None
        and last.unit is not None
        and last.unit.dimension == "time"
        and last.per is None
        and not last.price
        and not any(m.startswith("act:") for m in last.unit.modifiers)
    )


def name_duration(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """The gerund names the last duration's activity; the rest of its phrase follows."""
    pl = payload(s)
    last = pl.quantities[-1]
    assert last.unit is not None
    kind = replace(last, unit=named_unit(last.unit, word.lemma.casefold()))
    s = with_payload(s, quantities=pl.quantities[:-1] + (kind,), open_preposition=None)
    return replace(s, expectation=ACTIVITY_PHRASE)


__all__ = ["name_duration", "names_duration"]
