""" "There were 2 friends playing a video game when 2 more players joined the game" (ADR 0194).

The opening counts people doing an activity with a thing (a game), and the 'when' clause says more
people joined that thing. Read as two statements in order, it is what "There were 2 players in the
game. 2 more players joined the game." already says: the game holds its doers, and the joining adds
to them (ADR 0086). The participle 'playing' is read as 'in' and, when the two clauses name the
people differently, the first noun is read as the second one: only when the lexicon says the
second names the doers of that very activity (`does: play` on 'player'), since friends playing a
game are its players. Any other pair of nouns ("friends ... 2 more girls") keeps the refusal: the
question may count one group only.

Only this shape: 'there' + be + a number + one plural person noun + the participle of an activity
verb (`verb_activity`) + the thing (article, then describing words and nouns) + at most one
describing word ("online") + 'when' + a number + optional 'more' + one plural person noun + a
'join' verb + 'them' or 'the' and the same head noun + the end of the sentence. Every token is read
at its own index (the passed-over describing word only moves the index), so the
every-number-has-a-role check and carets stay true. Each part is then read by the ordinary rules,
whose own refusals stand.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.joined_clauses import after_first, second_verb_refusal
from reader.lifecycle import apply_word, begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

AMOUNTS = frozenset({"number", "number_word"})
THING_WORDS = frozenset({"noun", "adjective"})
DESCRIBING = frozenset({"adjective", "adverb"})
JOIN = "join"


def _is(word: Word | None, category: str, lemma: str = "") -> bool:
    return word is not None and word.category == category and (not lemma or word.lemma.casefold() == lemma)


def _plural_person(word: Word | None) -> bool:
    return _is(word, "person_noun") and word is not None and word.tags == ("NNS",)


def _same_group(first: Word, second: Word, activity: Word) -> bool:
    """The joiners are the same kind of people: the same noun, or one the lexicon names doers of the activity."""
    if first.lemma.casefold() == second.lemma.casefold():
        return True
    return (second.attr("does") or "") == activity.lemma.casefold()


def _shape(words: tuple[Word | None, ...], at: int) -> tuple[int, int | None] | None:
    """(index of 'when', index of a passed-over describing word) for the one shape read, else None."""
    if at != 4 or len(words) < 12 or any(w is None for w in words):
        return None
    if not (_is(words[0], "existential") and _is(words[1], "copula") and words[2].category in AMOUNTS):
        return None
    if not _plural_person(words[3]) or words[4].category != "verb_activity" or words[4].tags != ("VBG",):
        return None
    if not _is(words[5], "article"):
        return None
    when = next((i for i, w in enumerate(words) if _is(w, "question_word", "when")), None)
    if when is None or when < 8:
        return None
    head, skipped = when - 1, None
    if words[head].category in DESCRIBING and words[head - 1].category == "noun":
        head, skipped = head - 1, head  # "a video game online"
    if words[head].category != "noun" or any(w.category not in THING_WORDS for w in words[6:head]):
        return None
    return when, skipped


def _joiners(words: tuple[Word | None, ...], when: int, head: Word) -> Word | None:
    """The person noun of 'when N (more) Y joined them / the <head>', or None."""
    rest = [w for w in words[when + 1 :] if w is not None]
    if rest and _is(rest[-1], "punctuation"):
        rest = rest[:-1]
    if len(rest) < 4 or rest[0].category not in AMOUNTS:
        return None
    if _is(rest[1], "comparative", "more"):
        rest = [rest[0]] + rest[2:]
    if len(rest) < 4 or not _plural_person(rest[1]) or rest[2].attr("motion") != JOIN:
        return None
    if "VBD" not in rest[2].tags:
        return None
    tail = rest[3:]
    if len(tail) == 1 and _is(tail[0], "pronoun", "them"):
        return rest[1]
    if len(tail) >= 2 and _is(tail[0], "article") and tail[-1].lemma.casefold() == head.lemma.casefold():
        return rest[1] if all(w.category in THING_WORDS for w in tail[1:]) else None
    return None


def _second_part(sentence, problem, lexicon, choices, state, first):
    """ "2 more players joined the game": its 'join' verb read as the verb (the lexicon also has a noun 'join')."""
    words = words_of(sentence, lexicon)
    for ti in range(first, len(sentence.tokens)):
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        word = words[ti]
        as_verb = ("VBD",) if word is not None and word.attr("motion") == JOIN else ()
        step = apply_word(state, problem, sentence.tokens[ti].text, lexicon, forced, as_verb)
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    return state


def read_joined_activity(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as 'There were N Y in the thing. N more Y joined the thing.'; else the old refusal."""
    at = refusal.token_index
    if not second_verb_refusal(sentence, problem, refusal):
        return refusal
    words = words_of(sentence, lexicon)
    found = _shape(words, at)
    if found is None:
        return refusal
    when, skipped = found
    head = words[skipped - 1 if skipped is not None else when - 1]
    joiners = _joiners(words, when, head)
    if joiners is None or not _same_group(words[3], joiners, words[at]):
        return refusal
    read_as = ((3, joiners.text), (at, "in"))
    feed = Feed(read_as=read_as, skipped=frozenset({skipped} if skipped is not None else set()))
    part = Sentence(sentence.tokens[:when], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return refusal
    told = replace(told, sentence_index=problem.sentence_index)
    start = replace(begin_sentence(told, sentence.start), token_index=when + 1)
    state = _second_part(sentence, told, lexicon, choices, start, when + 1)
    if isinstance(state, ReaderRefusal):
        return state
    done = end_sentence(state, told, sentence.end, False)
    if isinstance(done, ReaderRefusal):
        return done
    return after_first(done, told, problem)


__all__ = ["read_joined_activity"]
