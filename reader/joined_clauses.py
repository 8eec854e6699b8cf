""" "Tom has 5 pens and Ann has 3 pens": two clauses joined in one sentence, read as two statements (ADR 0132).

When the ordinary reading refuses at a second finite verb, the sentence may
be two clauses joined by 'and', 'but', 'while' or 'whereas' (a comma before
the joining word belongs to it). It is read again as the two statements in
order: the words before the join, then the words after it, every token at
its own index, so carets, pronoun readings and the every-number-has-a-role
check stay true. The second clause is one of two shapes:

- its own subject, then the verb that refused ("and Ann has 3 pens",
  "while 4 more got off"): the words between the join and that verb hold
  no verb and no clause break;
- no subject, the verb straight after the join ("sold 3 pens and is paid
  $5"): the clause shares the first clause's subject. This needs the first
  clause to state an amount, as ADR 0097 asks of a clause before "and
  picked": "He traded and got 3 cards" keeps its refusal, since a verb that
  names nothing may have moved what he held.

An opening time the first clause keeps ("Yesterday, ...") is carried over
to the second; an opening period ("In one day ...") is not a notion the
second clause can share, so such a sentence keeps its refusal. A sentence
that gathers amounts ("together", "in total", "both") may speak of both
clauses at once and keeps its refusal too, as does a first part that is no
plain clause (a condition, a question word, a relative clause) or holds no
verb ("Ann and Tom went ..." joins subjects, not clauses). A second clause
that opens with an amount and the copula ("and 8 were torn", "and 4 of the
plates are red") names a part of what was counted: it stays with the
readings of parts (ADR 0103, 0117) and their refusals. Each part is read by
the ordinary rules, whose own refusals stand.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word, category_at, payload, with_payload
from reader.rules.markers import KEPT_OPENING_TIMES
from reader.state import ProblemReadingState, SentenceReadingState
from reader.time_scopes import PERIOD
from reader.tokenise import Sentence
from reader.values import Marker

SECOND_VERB = "as a second verb in one clause"
# The joining words, by category: 'and'; 'but'; 'while' and 'whereas' after a main clause.
JOINS = {"conjunction": {"and"}, "contrast_marker": {"but"}, "subordinator": {"while", "whereas"}}
# What may not stand between the join and the second verb: it would be no plain subject.
BREAKS = frozenset(
    {"conjunction", "contrast_marker", "subordinator", "punctuation", "question_word", "relative_pronoun"}
)
NOT_PLAIN = frozenset({"subordinator", "question_word", "relative_pronoun"})
AMOUNTS = frozenset({"number", "number_word"})
PART_STARTS = AMOUNTS | {"fraction_word"}  # a clause opening with an amount and a copula names a part
GATHERING = "aggregate_marker"  # "together", "altogether", "in total", "combined"
NON_FINITE_BE = frozenset({"be", "been", "being"})  # the copula forms that are no finite verb


def second_verb_refusal(sentence: Sentence, problem: ProblemReadingState, refusal: ReaderRefusal) -> bool:
    """This statement refused at a finite verb after its first clause's verb: a second clause may start there."""
    return (
        not sentence.is_question
        and refusal.reason == "unexpected_category"
        and SECOND_VERB in refusal.detail
        and refusal.sentence_index == problem.sentence_index
    )


def read_joined_clauses(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as the two clauses its join separates; else the old refusal."""
    at = refusal.token_index
    if not second_verb_refusal(sentence, problem, refusal):
        return refusal
    words = words_of(sentence, lexicon)
    if at >= len(words) or any(w is None for w in words) or not _finite(words[at]):
        return refusal
    join = _join_before(words, at)
    if join is None or not _fits(words, join, at):
        return refusal
    end = join - 1 if _is_comma(words[join - 1]) else join
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal) or _has_period(first):
        return refusal
    shared = at == join + 1
    subject = first.pending_entity_ref
    if shared and subject is None:
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return refusal
    told = replace(told, sentence_index=problem.sentence_index)
    start = replace(begin_sentence(told, sentence.start), token_index=join + 1)
    kept = _opening_times(first, words)
    if kept:
        start = with_payload(start, markers=kept)
    if shared:
        start = replace(start, pending_entity_ref=subject, expectation="verb")
    state = feed_tokens(sentence, told, lexicon, choices, Feed(), start, first=join + 1)
    if isinstance(state, ReaderRefusal):
        return state
    done = end_sentence(state, told, sentence.end, False)
    if isinstance(done, ReaderRefusal):
        return done
    return after_first(done, told, problem)


FACTS = ("accumulated_initial_state", "accumulated_operations", "scene_events")


def after_first(done: ProblemReadingState, told: ProblemReadingState, problem: ProblemReadingState):
    """The second clause's facts ordered after the first clause's, not beside them (ADR 0141).

    Both parts are read as sentences of the same index, so each starts its
    clauses at 0; "82 got on the bus while 80 got off" would otherwise sort
    the loss first and the bus would pass below none.
    """
    firsts = [f.order[1] for name in FACTS for f in getattr(told, name)[len(getattr(problem, name)) :]]
    shift = max(firsts, default=0) + 1
    changes = {}
    for name in FACTS:
        kept = getattr(done, name)[: len(getattr(told, name))]
        moved = tuple(
            replace(f, order=(f.order[0], f.order[1] + shift)) for f in getattr(done, name)[len(kept) :]
        )
        changes[name] = kept + moved
    return replace(done, **changes)


def _finite(word: Word | None) -> bool:
    """A verb that can carry a clause: a tensed form, or a tensed copula ('is', 'were', not 'been')."""
    if word is None:
        return False
    if word.category == "copula":
        return word.text.casefold() not in NON_FINITE_BE
    return word.category.startswith("verb") and bool({"VBD", "VBZ", "VBP"} & set(word.tags))


def _is_join(word: Word | None) -> bool:
    return word is not None and word.lemma.casefold() in JOINS.get(word.category, ())


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _join_before(words: tuple[Word | None, ...], at: int) -> int | None:
    """The last joining word before the refused verb, with no clause break between them."""
    for i in range(at - 1, 0, -1):
        if _is_join(words[i]):
            return i
        w = words[i]
        if w is None or w.category in BREAKS or _verbal(w):
            return None
    return None


def _verbal(word: Word) -> bool:
    return word.category.startswith("verb") or word.category in ("copula", "auxiliary")


def _fits(words: tuple[Word | None, ...], join: int, at: int) -> bool:
    """A plain first clause with a finite verb; nothing in the sentence gathers both clauses' amounts."""
    before = [w for w in words[:join] if w is not None]
    if any(w.category in NOT_PLAIN for w in before) or not any(_finite(w) for w in before):
        return False
    if any(w is not None and (w.category == GATHERING or w.lemma == "both") for w in words):
        return False
    if words[at].category == "copula" and category_at(words, join + 1) in PART_STARTS:
        return (
            False  # "and 8 were torn", "and 4 of them are red": a part of what was counted (ADR 0103, 0117)
        )
    if at == join + 1:  # a shared subject: the first clause must state an amount (ADR 0097)
        return any(w.category in AMOUNTS for w in before)
    return True


def _has_period(s: SentenceReadingState) -> bool:
    """ "In one day they sold 41 and ...": a period that scopes the first clause only."""
    body = payload(s)
    found = body.markers + tuple(m for f in body.finished_clauses for m in f.clause.markers)
    return any(m.category == PERIOD for m in found)


def _opening_times(s: SentenceReadingState, words: tuple[Word | None, ...]) -> tuple[Marker, ...]:
    """Time markers the first clause kept from its opening ("Yesterday, ..."), before its first verb."""
    first_verb = next((i for i, w in enumerate(words) if w is not None and _verbal(w)), len(words))
    return tuple(
        m
        for m in payload(s).markers
        if m.category == "time_marker" and m.role in KEPT_OPENING_TIMES and m.token_index < first_verb
    )


__all__ = ["after_first", "read_joined_clauses"]
