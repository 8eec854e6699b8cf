""" "After deleting some files he had 17 files left": an opening 'after' + gerund clause (ADR 0127).

A sentence may open with what its subject did first, as a gerund with no subject of its own:
"After deleting some files he had 17 files left." English gives the gerund the main clause's
subject as its doer, and 'after' puts that event first. The sentence is read as the two
statements it says, in that order: "he deleted some files. he had 17 files left." The gerund
(and every gerund joined to it by 'and': "After selling some books and giving 35 books to his
friend") is read as its past form, the subject's word is read in place of 'After', and the
main clause is then read on, every token at its own index (the re-reading of ADR 0094).

Only the sound case is read:
- the sentence opens with 'after' (a time word whose relation is 'after') and a gerund; 'before'
  would put the gerund's event after the main clause, and is left to its refusal;
- the main clause opens with one person: a name or the subject pronoun 'he' or 'she' (a group,
  'they' or 'I' keeps the old refusal), optionally after a comma, followed by a verb;
- the gerund clause holds no other finite verb, subject, question word or condition; a possessive
  pronoun before a noun ("giving 35 books to his friend") names no doer and is read (ADR 0193);
- the main clause's subject pronoun is the person the gerund's doer was read as: it is pinned to
  that reading, and a main clause whose 'he' resolves otherwise keeps the old refusal (ADR 0193);
- "some apps and files" in the gerund clause counts both nouns (reader/shared_some.py);
- each part must read on its own; any refusal of either part is the old refusal.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.shared_some import shared_some
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

# Words that would make the gerund clause more than one plain event of the main clause's subject.
NOT_IN_GERUND = frozenset(
    {"subordinator", "question_word", "relative_pronoun", "time_marker", "copula", "pronoun"}
)
POSSESSIVE = frozenset({"possessive", "object_or_possessive"})
FINITE = frozenset({"VBD", "VBZ", "VBP"})
# Added to the main clause's fact orders so that they follow every clause of the gerund part.
LATER = 1_000_000


def read_after_gerund(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as the gerund's event, then the main clause; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    plan = _plan(words)
    if plan is None:
        return refusal
    subject, pasts = plan
    read_as = ((0, words[subject].text),) + pasts  # type: ignore[union-attr]
    end = subject - 1 if _is_comma(words[subject - 1]) else subject
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    feed = Feed(read_as=read_as, added_after=shared_some(words, 0, end))  # "deleting some apps and files"
    first = feed_tokens(part, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return refusal
    told = replace(told, sentence_index=problem.sentence_index)
    start = replace(begin_sentence(told, sentence.start), token_index=subject)
    doer = _resolved(told, problem.sentence_index, 0)
    pinned = choices + ((problem.sentence_index, subject, doer),) if doer else choices
    state = feed_tokens(sentence, told, lexicon, pinned, Feed(), start, first=subject)
    if isinstance(state, ReaderRefusal):
        return refusal
    done = end_sentence(state, told, sentence.end, False)
    if isinstance(done, ReaderRefusal):
        return done
    if doer and _resolved(done, problem.sentence_index, subject) != doer:
        return refusal  # the main clause's 'he' must be the one the gerund's doer was read as
    return _after(done, told)


def _resolved(state: ProblemReadingState, sentence_index: int, token_index: int) -> str:
    """The entity a pronoun at that place was read as ("" when none was).

    The gerund part reads the main clause's 'he' first, before anyone the gerund names ("giving 35
    books to his friend"); the main clause's 'he' is that same person, since English gives the gerund
    the main subject as its doer, so a later reading of it may not pick the person the gerund named.
    """
    return next(
        (
            r.resolved_to
            for r in state.pronoun_resolution_history
            if (r.sentence_index, r.token_index) == (sentence_index, token_index)
        ),
        "",
    )


def _after(done: ProblemReadingState, told: ProblemReadingState) -> ProblemReadingState:
    """The main clause's facts ordered after the gerund's: both parts share one sentence index, and
    each part numbers its clauses from 0, so its facts' orders are moved past the gerund clause's."""

    def later(items: tuple, before: int) -> tuple:  # type: ignore[type-arg]
        return items[:before] + tuple(
            replace(x, order=(x.order[0], x.order[1] + LATER)) for x in items[before:]
        )

    return replace(
        done,
        accumulated_initial_state=later(done.accumulated_initial_state, len(told.accumulated_initial_state)),
        accumulated_operations=later(done.accumulated_operations, len(told.accumulated_operations)),
        scene_events=later(done.scene_events, len(told.scene_events)),
    )


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _is_gerund(word: Word | None) -> bool:
    return word is not None and word.category.startswith("verb") and "VBG" in word.tags


def _past(word: Word) -> str | None:
    """The written past form of a gerund's verb ("deleting" -> "deleted"), from the lexicon's forms."""
    if word.sense is None:
        return None
    forms = [surface for surface, tag in word.sense.entry.forms if tag == "VBD"]
    return forms[0] if len(forms) == 1 else None


def _plan(words: tuple[Word | None, ...]) -> tuple[int, tuple[tuple[int, str], ...]] | None:
    """Where the main clause's subject stands and the gerunds read as past forms, or None."""
    if len(words) < 5 or any(w is None for w in words):
        return None
    after = words[0]
    if after is None or after.category != "time_marker" or after.attr("relation") != "after":
        return None
    if not _is_gerund(words[1]):
        return None
    subject = next((i for i in range(2, len(words) - 1) if _subject_at(words, i)), None)
    if subject is None:
        return None
    end = subject - 1 if _is_comma(words[subject - 1]) else subject
    pasts: list[tuple[int, str]] = []
    for i in range(1, end):
        w = words[i]
        assert w is not None
        if i == 1 or (_is_gerund(w) and words[i - 1] is not None and words[i - 1].lemma == "and"):  # type: ignore[union-attr]
            past = _past(w)
            if past is None:
                return None
            pasts.append((i, past))
        elif w.category in NOT_IN_GERUND and not _owner_before_noun(words, i):
            return None
        elif w.category.startswith("verb") and set(w.tags) & FINITE and "VBN" not in w.tags:
            return None
        elif _is_comma(w):
            return None
    return subject, tuple(pasts)


def _owner_before_noun(words: tuple[Word | None, ...], i: int) -> bool:
    """ "to his friend": a possessive pronoun owning the noun after it names no second doer (ADR 0193)."""
    w, nxt = words[i], words[i + 1] if i + 1 < len(words) else None
    return (
        w is not None
        and w.category == "pronoun"
        and w.attr("case") in POSSESSIVE
        and nxt is not None
        and nxt.category in NOUN_WORDS
    )


def _subject_at(words: tuple[Word | None, ...], i: int) -> bool:
    """One person opening the main clause, its verb right after: "he had", "Dave had"."""
    w, verb = words[i], words[i + 1]
    if w is None or verb is None:
        return False
    one = w.attr("person") == "3" and w.attr("number") == "singular" and w.attr("case") == "subject"
    person = (w.category == "pronoun" and one) or w.category == "name"
    return person and verb.category.startswith("verb") and "VBG" not in verb.tags


__all__ = ["read_after_gerund"]
