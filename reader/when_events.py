""" "A shelter had 9 puppies when another 12 were brought in": a past holding, then the event 'when' tells (ADR 0230).

ADR 0048 skips a 'when' clause after a main clause as a setting, and refuses
it once it carries an amount or a moving verb ("... when Sue gave him 3"),
since a skipped clause must not hide an amount. A past holding before
'when' ("had 9 puppies", "there were 11 players") says what was held at the
moment the 'when' clause's event happened; the event then changes it. So
such a sentence is read as two statements in order: the holding, then the
'when' clause as a statement of its own (each by the ordinary rules, whose
refusals stand), its facts ordered after the holding's (ADR 0141).

Only when nothing else could be meant:
- a statement, 'when' in mid-sentence after a first clause whose one verb is
  the past 'had' of holding or a past 'were'/'was' (no modal, no
  auxiliary, no other 'when' or subordinator before it);
- the ordinary reading refused inside that 'when' clause (an amount or a
  moving verb in a setting clause);
- the 'when' clause says its amount is on top of the holding ('another',
  'more') and its move brings them to the one holder (a gain, or a
  transfer to the holder): "Tess had 15 pencils when Omar gave her 4 pencils" may count
  the 4 among the 15, and "when she lost half of them" or "when she was 9"
  keep ADR 0048's refusal;
- the 'when' clause holds no auxiliary and no 'have' ("when he had eaten 3": an earlier
  event, the holding is after it), no negation and no second 'when';
- read as a statement it adds at least one move and no new holding: a
  clause that states what someone has ("when she was 7") is no event.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.joined_clauses import after_first
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

WHEN = "when"
HAVE = "have"
GAIN, TRANSFER = "gain", "transfer"
ADDED = frozenset({"another", "more"})  # the event's amount is on top of the holding
SETTING = "inside a setting clause"
PAST_HOLDING = frozenset({"had", "was", "were"})
HOLDING_VERBS = frozenset({"verb_possess", "copula"})
NOT_IN_EVENT = frozenset({"auxiliary", "negation", "subordinator", "question_word", "relative_pronoun"})
NOT_IN_HOLDING = frozenset({"auxiliary", "negation", "subordinator", "question_word", "relative_pronoun"})


def _when_at(words, at: int) -> int | None:
    """The one 'when' of the sentence, before the refused token and not its first word."""
    found = [i for i, w in enumerate(words) if w is not None and w.lemma.casefold() == WHEN]
    if len(found) != 1 or not 0 < found[0] < at:
        return None
    return found[0]


def _gains(move, holders: set[str]) -> bool:
    """The move brings its amount to the one who held: a gain of the holder or a transfer to it."""
    if len(holders) != 1:
        return False
    (holder,) = holders
    if move.kind == GAIN:
        return move.actor == holder
    return move.kind == TRANSFER and move.counterparty == holder


def _past_holding(words) -> bool:
    """One verb before 'when': the past 'had' of holding or the past copula ('there were', 'was')."""
    verbs = [w for w in words if w.category.startswith("verb") or w.category in ("copula", "auxiliary")]
    if len(verbs) != 1 or any(w.category in NOT_IN_HOLDING for w in words):
        return False
    verb = verbs[0]
    return verb.category in HOLDING_VERBS and verb.text.casefold() in PAST_HOLDING


def read_when_event(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as its past holding, then the event of its 'when' clause; else the old refusal."""
    if (
        sentence.is_question
        or refusal.sentence_index != problem.sentence_index
        or refusal.reason != "unexpected_category"
        or SETTING not in refusal.detail
    ):
        return refusal
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    when = _when_at(words, refusal.token_index)
    if when is None or not _past_holding(words[:when]):
        return refusal
    event = words[when + 1 :]
    if any(w.category in NOT_IN_EVENT or w.lemma.casefold() == HAVE for w in event):
        return refusal  # "when he had eaten 3": the holding may be after the event, not before it
    if not any(w.lemma.casefold() in ADDED for w in event):
        return refusal  # "had 15 when Omar gave her 4": were the 4 among the 15? (lane subordinate_clauses)
    end = when - 1 if words[when - 1].attr("mark") == "comma" else when
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal) or len(told.accumulated_initial_state) <= len(
        problem.accumulated_initial_state
    ):
        return refusal  # the first clause must state a holding
    told = replace(told, sentence_index=problem.sentence_index)
    start = replace(begin_sentence(told, sentence.start), token_index=when + 1)
    state = feed_tokens(sentence, told, lexicon, choices, Feed(), start, first=when + 1)
    if isinstance(state, ReaderRefusal):
        return state
    done = end_sentence(state, told, sentence.end, False)
    if isinstance(done, ReaderRefusal):
        return done
    holders = {h.entity for h in told.accumulated_initial_state[len(problem.accumulated_initial_state) :]}
    moves = done.accumulated_operations[len(told.accumulated_operations) :]
    if not moves or len(done.accumulated_initial_state) != len(told.accumulated_initial_state):
        return refusal  # no event, or a holding told as the 'when' clause ("when she was 7")
    if not all(_gains(m, holders) for m in moves):
        return refusal  # "when she gave 4 more to Omar": 'more' than what, and out of the 15?
    return after_first(done, told, problem)


__all__ = ["read_when_event"]
