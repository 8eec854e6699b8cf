""" "He has 3 boxes and he knows that each box holds 12 eggs": a fact told after a joined knowing (ADR 0386).

ADR 0095 and 0348 read a knowing that opens its sentence ("He knows that ...", "At the store she
found out that ..."). A story as often tells an act first and then what the actor knew, saw or
found out, joined by 'and' or 'but' (a comma before the join belongs to it):

- "Sam has 3 boxes and he knows that ...", "The store had 20 phones but the owner found out that
  ...": the knower is a name, a subject pronoun or a plain noun phrase;
- "Sam went to the store and saw that ...": no knower of its own; the first clause's subject knows.

The sentence is read as three parts, every token at its own index: the first clause as a statement
of its own (the ordinary rules, as ADR 0132 reads joined clauses), the knower committed as
"<knower> knew" (a clause with no amount, only there so that later pronouns can find it), and the
clause after 'that' as a statement of the story. Whether a verb states a fact is lexicon knowledge
(``complement: fact`` on the verb: know, notice, realize, learn, discover, see, remember, find);
a verb of belief or report (``complement: belief``: think, expect, say, ...) refuses with ADR
0095's reason, and a verb the lexicon does not mark (hope, wish, want, guess, ...) keeps the
ordinary refusal. The clause is held to ADR 0348's test (it opens as a statement does and has no
auxiliary or negation: "knew that she would get 5", "knows that Ann did not buy 3" stay refused).
A negated or modal knowing ("and he did not know that", "and he will see that") never matches,
since only a subject stands between the join and the verb. The first part must be a plain clause
with a finite verb: a condition ("If he had 3 boxes and he knew that ..."), a question word, a
relative clause or a gathering of amounts ("together", "both") keeps the refusal.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.complements import FACT, SUBJECT_WORDS
from reader.factive_clauses import PARTICLES, _clause_reads, _knower, belief_refusal, first_that
from reader.joined_clauses import GATHERING, NOT_PLAIN, _finite, _has_period, after_first
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, read_rest, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

JOINS = {"conjunction": "and", "contrast_marker": "but"}
ONE_WORD_KNOWERS = frozenset({"name", "pronoun"})
TIME_WORD = "time_marker"
HEAD_NOUNS = frozenset({"noun", "person_noun", "unit_noun"})


def read_joined_knowing(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a first clause, a knower and a fact; a refusal for a belief; or the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    found = _shape(words)
    if found is None:
        return refusal
    join, knower, verb, that = found
    if refusal.token_index < join:
        return refusal  # the sentence stopped inside its first clause: not this reading's to take over
    belief = belief_refusal(words, verb, problem.sentence_index)
    if belief is not None:
        return belief
    if (
        words[verb].attr("complement") != FACT
        or not _clause_reads(words, that)
        or not _plain_first(words, join)
        or _timed_fact(words, that)
    ):
        return refusal
    end = join - 1 if _comma(words[join - 1]) else join
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal) or _has_period(first):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return refusal
    told = replace(told, sentence_index=problem.sentence_index)
    if knower < verb:
        known = _knower(sentence, told, lexicon, choices, knower, verb)
        if isinstance(known, ReaderRefusal):
            return refusal
        told = replace(known, sentence_index=problem.sentence_index)
    done = read_rest(sentence, told, problem, lexicon, choices, that + 1)
    if isinstance(done, ReaderRefusal):
        return done
    return after_first(done, told, problem)


def _shape(words: tuple[Word | None, ...]) -> tuple[int, int, int, int] | None:
    """(the join, the knower's first word, the verb, 'that'); None for another shape."""
    that = first_that(words)
    if that is None or that < 4 or that + 1 >= len(words):
        return None
    verb = that - 1
    if words[verb].text.casefold() in PARTICLES:
        verb -= 1
    if not words[verb].attr("complement") or not words[verb].category.startswith("verb"):
        return None
    if not _finite(words[verb]):
        return None  # "and having seen that": no tensed knowing
    knower = verb
    while knower > 0 and words[knower - 1].category in SUBJECT_WORDS:
        knower -= 1
    join = knower - 1
    if join < 2 or JOINS.get(words[join].category) != words[join].text.casefold():
        return None
    if knower < verb and not _plain_knower(words[knower:verb]):
        return None
    return join, knower, verb, that


def _plain_knower(knower: tuple[Word | None, ...]) -> bool:
    """One name or subject pronoun, or a noun phrase ending in its noun ("the owner", "Sam's mother")."""
    if len(knower) == 1 and knower[0].category in ONE_WORD_KNOWERS:
        return knower[0].category != "pronoun" or knower[0].attr("case") in ("subject", "subject_or_object")
    if knower[-1].category not in HEAD_NOUNS:
        return False
    for i, w in enumerate(knower[:-1]):
        if w.category == "pronoun" and w.attr("case") not in ("possessive", "object_or_possessive"):
            return False
        if w.category == "name" and knower[i + 1].category != "possessive_marker":
            return False
    return True


def _plain_first(words: tuple[Word | None, ...], join: int) -> bool:
    """A plain first clause with a finite verb; nothing in the sentence gathers amounts."""
    before = words[:join]
    if any(w.category in NOT_PLAIN for w in before) or not any(_finite(w) for w in before):
        return False
    return not any(w.category == GATHERING or w.lemma == "both" for w in words)


def _timed_fact(words: tuple[Word | None, ...], that: int) -> bool:
    """A time word in the clause after 'that' (ADR 0392).

    "Sam has 3 boxes and Kim knows that each box held 8 eggs last year": the fact is told for another
    time than the first clause's count. Told in a sentence of its own, the time checks between sentences
    refuse it; joined in one sentence they do not see it, so the reading keeps the old refusal.
    """
    return any(w.category == TIME_WORD for w in words[that + 1 :])


def _comma(word: Word | None) -> bool:
    return word is not None and word.category == "punctuation" and word.attr("mark") == "comma"


__all__ = ["read_joined_knowing"]
