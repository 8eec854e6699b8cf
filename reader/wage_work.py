"""A wage that names no activity pays only for time spent on work (ADR 0330).

"Tom earns $5 an hour. He slept 8 hours. How much did he earn?": `activity._timed` lets a wage with no
named activity pay for the holder's one timed activity (ADR 0118, 0121), so the 8 hours of sleep were
paid 40. A wage pays for work: an activity the lexicon marks `wage: yes` (work, babysitting, housework,
painting). Time spent on anything else (sleeping, reading, playing, walking) is not what the wage is
for, or the story has not said it is, so the problem refuses rather than pay for it. A wage that names
its activity ("$9 an hour for reading") is left to ADR 0121: the name says what it pays for.

Work told with a particle or with what was worked on ("worked out", "worked on his homework") is
not plainly the paid work either. Only the case `activity.rated_activity` would answer is checked, one activity on the holder's time:
with two, that reading already refuses (which one was paid?).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.activity import EARNING, _timed, activity_name, same_act
from reader.graph import Event, MathProblemGraph, Rate
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence

Lookup = Callable[[str], object]

WAGE = "wage"
MONEY = "dim:money"


def unpaid_activity(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a wage asked of time spent on one activity that is not work by the lexicon, or is work
    told with a particle or a thing worked on ("worked out", "worked on his homework")."""
    q = graph.question
    if MONEY not in graph.question_units:
        return None
    for rate in graph.rates:
        if not _asked_wage(rate, graph):
            continue
        timed = [e for e in graph.events if e.doer == rate.holder and _timed(e, rate)]
        names = {activity_name(e) for e in timed}
        if len(names) != 1:
            continue
        (name,) = names
        said = [_word_of(name, e, sentences, lexicon) for e in timed]
        if not all(is_work(name, lexicon.lookup, w) for w in said) or any(
            _qualified(e, sentences, lexicon) for e in timed
        ):
            return refuse(
                "underdetermined",
                f"a wage pays for work; the time on '{name}' is not told as plain paid work",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _asked_wage(rate: Rate, graph: MathProblemGraph) -> bool:
    """A money rate of earning, per time, naming no activity, of the asked holder and the asked act."""
    q = graph.question
    return (
        rate.unit_key == MONEY
        and rate.verb_category in EARNING
        and rate.paid_for is None
        and (not q.entities or rate.holder in q.entities)
        and same_act(rate, q.verb_lemma, q.verb_category)
    )


def is_work(name: str, lookup: Lookup, word: Word | None = None) -> bool:
    """The activity is one word the lexicon marks as work a wage pays for ('work', 'babysitting'), judged
    by the entry of the word as written when there is one ("gardening" is the verb, "garden" the noun);
    a longer name ("painting pictures", "read books") says what was done, which may be no paid work."""
    if " " in name:
        return False
    sense = word.sense if word is not None else lookup(name)
    entry = getattr(sense, "entry", None)
    return entry is not None and entry.attr(WAGE) == "yes"


def _word_of(name: str, event: Event, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> Word | None:
    """The word of the event's sentence that names the activity ("gardening" for 'garden')."""
    if event.sentence_index >= len(sentences):
        return None
    words = sentence_words(sentences[event.sentence_index], lexicon)
    return next((w for w in words if w is not None and w.lemma == name), None)


# After the verb of work, a particle ("worked out") makes another act, and 'on' + a thing ("worked on
# his homework") names what was worked on, which need not be the paid job; 'on Monday' is only a time.
PARTICLES = frozenset({"preposition", "prep_source"})
ON = "prep_in"
PASSED = frozenset({"article", "determiner", "pronoun", "possessive_marker", "adjective"})


def _qualified(event: Event, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """The activity's verb is followed by a particle, or by 'on' and something other than a time."""
    if event.sentence_index >= len(sentences):
        return False
    words = sentence_words(sentences[event.sentence_index], lexicon)
    for i, word in enumerate(words[:-1]):
        if word is None or word.category != "verb_activity" or word.lemma != event.verb_lemma:
            continue
        after = words[i + 1]
        if after is None or after.category in PARTICLES:
            return True
        if after.category == ON:
            told = next((w for w in words[i + 2 :] if w is None or w.category not in PASSED), None)
            return told is None or told.category != "time_marker"
    return False
