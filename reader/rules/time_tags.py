"""Times that tag amounts: "4 emails in the morning, 5 emails in the afternoon" (ADR 0185).

A time word whose lexicon entry says which whole it is one part of (``part_of``: the parts of a
day, the days of a week) tags the amounts it is said of, so a question can count the moves of
that time only (reader/time_tags.py). The tag is "whole:lemma" ("day:morning"), so tags of two
wholes ("on Monday" beside "in the morning") are never compared.

A time tags only when it is plainly a point of the story's timeline: right after 'in', 'on' or
'during' ("in the morning", "on Monday"), or after "this" ("this morning"). "by Monday", "before
noon", "every morning", "mondays" tag nothing. Which amounts a time is said of is read from the
order of amounts and times in the clause, and only two shapes are trusted:

- one time before every amount ("On Monday he received 4 emails and 3 letters"): all of them;
  a sentence's opening time also tags the later clauses of the sentence that name no time;
- amounts each followed by a time ("4 emails in the morning, 5 in the afternoon", "6 emails and
  8 letters in the morning"): each amount takes the first time after it. A time right before the
  next amount ("and in the afternoon 5 letters") may open that amount: no tags.

Any other shape tags nothing, and a question naming a time then refuses on the untagged amounts.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause, Facts
from reader.rules.context import Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import Marker, NounPhrase

TAGGING_PREPOSITIONS = frozenset({"in", "on", "during"})
BARE_WHOLES = frozenset({"days"})  # yesterday, today, tomorrow need no 'on' (ADR 0199)


def _prep_at(s: SentenceReadingState, index: int) -> bool:
    prep = payload(s).open_preposition
    return prep is not None and prep.token_index == index and prep.text.casefold() in TAGGING_PREPOSITIONS


def _joined(s: SentenceReadingState, index: int) -> bool:
    """ "in the afternoon and evening" (a question only): a time right after 'and' after a tagging time."""
    pl = payload(s)
    conj = pl.pending_conjunction
    return (
        s.frame == "question"
        and conj is not None
        and conj.token_index == index - 1
        and bool(pl.dated)
        and pl.dated[-1].token_index == index - 2
        and pl.open_np is None
    )


def _ends_before(np: NounPhrase, index: int) -> bool:
    """A phrase of words only, its last word right before the time ("5 minutes yesterday")."""
    return bool(np.words) and not np.determiner and np.start_index + len(np.words) == index


def dated_marker(s: SentenceReadingState, word: Word) -> Marker | None:
    """The tag a time word gives, when it stands where it can tag: else None."""
    whole = word.attr("part_of")
    if word.category != "time_marker" or not whole or word.text.casefold() != word.lemma.casefold():
        return None  # "mondays": a habit, not a day of the story
    pl = payload(s)
    np = pl.open_np
    if any(m.token_index == word.index - 1 for m in pl.markers):
        return None  # "last Monday", "each morning"
    tag = Marker("time_tag", word.index, f"{whole}:{word.lemma.casefold()}", whole)
    if np is None and (_prep_at(s, word.index - 1) or _joined(s, word.index)):
        return tag
    if whole in BARE_WHOLES and pl.open_preposition is None and (np is None or _ends_before(np, word.index)):
        return tag  # "5 minutes yesterday and 12 minutes today": a day named by itself (ADR 0199)
    if np is None or np.words or np.possessor or np.start_index != word.index - 1:
        return None
    if np.determiner == "the" and _prep_at(s, word.index - 2):
        return tag
    if np.determiner == "this" and pl.open_preposition is None:
        return tag
    return None


def record_dated(before: SentenceReadingState, after: object, tag: Marker | None) -> object:
    """Keep the tag on the clause read; a question's 'and' between two times is spent by the second."""
    if tag is None or not isinstance(after, SentenceReadingState):
        return after
    pl = payload(after)
    changes: dict[str, object] = {"dated": pl.dated + (tag,)}
    if _joined(before, tag.token_index):
        changes["pending_conjunction"] = None
    return with_payload(after, **changes)


def opening_dated(s: SentenceReadingState) -> tuple[Marker, ...]:
    """ "This morning, ...": the opening's tag is kept for the sentence that follows."""
    return payload(s).dated


def _clause_tags(clause: Clause, opening: Marker | None) -> dict[int, str]:
    quantities = sorted({q.token_index for q in clause.body.quantities})
    dated = sorted(clause.body.dated, key=lambda m: m.token_index)
    if not quantities:
        return {}
    if not dated:
        return {i: opening.text for i in quantities} if opening is not None else {}
    if len(dated) == 1 and dated[0].token_index < quantities[0]:
        return {i: dated[0].text for i in quantities}  # "On Monday he received 4 emails and 3 letters"
    if dated[0].token_index < quantities[0] or dated[-1].token_index < quantities[-1]:
        return {}  # a time before the first amount or after the last one: whose is it?
    spots = {d.token_index for d in dated}
    if any(
        m.category == "time_marker" and m.token_index > quantities[0] and m.token_index not in spots
        for m in clause.body.markers
    ):
        return {}  # "3 at night and 4 in the morning", "and then 5": another word of time or order
    body = clause.body
    placed = body.location is not None or body.recipient is not None or body.source is not None
    tags: dict[int, str] = {}
    for i in quantities:
        after = [m for m in dated if m.token_index > i]
        tags[i] = after[0].text
    for m in dated:
        before = [i for i in quantities if i < m.token_index]
        later = [i for i in quantities if i > m.token_index]
        earlier_times = [d for d in dated if d.token_index < m.token_index]
        if earlier_times and not [i for i in before if i > earlier_times[-1].token_index]:
            return {}  # "4 emails in the morning and evening": two times for one amount
        if later and later[0] == m.token_index + 1:
            return {}  # "in the afternoon 5 letters": the time may open the next amount
        group = [i for i in before if not earlier_times or i > earlier_times[-1].token_index]
        if len(group) > 1 and placed:
            return {}  # "3 emails at the office and 4 letters in the morning": is the time said of both?
    return tags


def tag_times(clauses: tuple[Clause, ...], facts: Facts, sentence_index: int) -> Facts:
    """Put each statement clause's time tags on the moved amounts projected from it."""
    tags: dict[int, str] = {}
    opening: Marker | None = None
    for n, clause in enumerate(clauses):
        if clause.frame == "question":
            continue
        tags.update(_clause_tags(clause, opening if n else None))
        if n == 0 and len(clause.body.dated) == 1:
            first = clause.body.dated[0]
            amounts = [q.token_index for q in clause.body.quantities]
            verb = clause.verb.token_index if clause.verb is not None else -1
            if first.token_index < min(amounts + [verb + 1]) and first.token_index < verb:
                opening = first  # "On Monday he received 4 emails and sent 3 letters"
    if not tags:
        return facts
    operations = tuple(
        replace(o, quantity=replace(o.quantity, time=tags[o.quantity.token_index]))
        if o.quantity.sentence_index == sentence_index and o.quantity.token_index in tags
        else o
        for o in facts.operations
    )
    return replace(facts, operations=operations)
