"""A fact told as something found out, or known by no one named: more shapes of ADR 0095 (ADR 0348).

ADR 0095 reads "He knows that the box holds 12 pens" as the knower ("He knows") and then the clause
after 'that' as a statement of the story: a verb of knowing, finding out or noticing (the lexicon's
``complement: fact``) asserts what follows. It reads only a plain subject right before a bare verb of
the open class. The same assertion is made in three more shapes, read here the same way:

- a fact verb of another category, and a particle between the verb and 'that': "She found that the
  dress was $50", "He found out that each box holds 12 eggs" (find is a gain verb; its lexicon entry
  carries ``complement: fact`` as well). 'out' is the only particle passed over;
- a phrase before the knower: "At the store she found out that ...", "Today, at the lesson, Jake
  learned that ...". The phrase is not dropped: it is read with the clause after 'that' ("At the
  store the dress was $50"), so the ordinary rules decide what a fronted phrase means. It holds no
  number, verb, negation, auxiliary or subordinator ("If you know that ...", "After buying 3, she
  noticed that ..." stay refused), and it ends with a comma unless the knower is a name or a pronoun;
- a fact told with no knower: "It is known that ...", "It was found that ..." ('it', a form of 'be',
  the participle of a fact verb).

ADR 0386 adds a phrase between the verb and 'that' ("He knows from experience that ...", "She learned
at the store that ..."), read before the clause as a fronted phrase is, and lets the clause open with
a part or a limit of an amount ("that only 25% of ...", "that half of ...", "that every box ...").

A verb whose clause may not be so (``complement: belief``: think, expect, estimate, say, tell, imagine,
pretend, ...) in these shapes refuses with ADR 0095's reason ("She was told that ...", "At home he
thought that ..."). Verbs the lexicon does not mark (hope, wish, guess, claim, ...) keep the ordinary
refusal. A negated or questioned knowing ("did not know that", "Does she know that ...?"), an
auxiliary in the clause ("knew that Ann would have 5"), and a clause opening with a word that must
stand first ('if', 'when', a time) are never read. The knower, when there is one, is committed first
as "<knower> knew", a clause with no amount, so later pronouns can find it; then the fronted phrase
and the clause are read with their tokens at their own indices, and their own refusals stand.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.complements import BELIEF, CLAUSE_OPENERS, FACT, SUBJECT_WORDS
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, read_rest, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

KNEW = "knew"  # how the knower's verb is read: a clause with no amount, in any person
PARTICLES = frozenset({"out"})  # "found out that"
ONE_WORD_KNOWERS = frozenset({"name", "pronoun"})
# What a phrase before the knower may hold: places, times, things, commas; no amount, verb or 'if'.
FRONTED_WORDS = frozenset(
    {
        "article",
        "noun",
        "adjective",
        "person_noun",
        "possessive_marker",
        "prep_in",
        "prep_price",
        "time_marker",
        "determiner",
        "punctuation",
        "name",
        "unit_noun",
    }
)
FIRST_ONLY = frozenset({"after", "before"})  # "After lunch, ...": a time that orders the story's events
BE = "copula"
MANNER_WORDS = frozenset({"article", "adjective", "noun"})  # "from experience", "at the store"
# A clause may open with a plain noun too ("that apples cost $2", "that Bob has 5": a name read as a noun).
OPENING_NOUNS = frozenset({"noun", "unit_noun", "money_noun"})
# ... or with a part or a limit of an amount ("that only 25% of the fish", "that half of the cake",
# "that all of the pens", "that every box holds 6"): words whose reading does not need to stand first (ADR 0386).
OPENING_PARTS = frozenset(
    {"exclusive_marker", "fraction_word", "determiner", "vague_quantifier", "rate_marker"}
)


def read_factive(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a knower (if named) and a fact, a refusal for a belief, or the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    found = _head(words)
    if found is None:
        return refusal
    start, verb, that, named = found
    if refusal.token_index < start:
        return refusal  # the sentence stopped before the knowing: not this reading's to take over
    belief = belief_refusal(words, verb, problem.sentence_index)
    if belief is not None:
        return belief
    if words[verb].attr("complement") != FACT or not _clause_reads(words, that):
        return refusal
    told = problem
    if named:
        knower = _knower(sentence, problem, lexicon, choices, start, verb)
        if isinstance(knower, ReaderRefusal):
            return refusal
        told = knower
    particle = words[verb + 1].text.casefold() in PARTICLES
    manner = (
        range(verb + 1, that) if not particle and words[verb + 1].category.startswith("prep") else range(0)
    )
    skipped = frozenset(range(start, that + 1)) - frozenset(manner)
    return read_rest(sentence, told, problem, lexicon, choices, 0, Feed(skipped=skipped))


def belief_refusal(words: tuple[Word | None, ...], verb: int, sentence_index: int) -> ReaderRefusal | None:
    """The refusal for a knowing verb the pack marks as a belief, estimate or report; None for any other."""
    if words[verb].attr("complement") != BELIEF:
        return None
    detail = f"what '{words[verb].text}' introduces is a belief, estimate or report, not a fact of the story"
    return refuse("unsupported_operation", detail, sentence_index, verb, words[verb].text)


def first_that(words: tuple[Word | None, ...]) -> int | None:
    """Where the first relative pronoun ('that') stands; None when there is none."""
    return next((i for i, w in enumerate(words) if w is not None and w.category == "relative_pronoun"), None)


def _head(words: tuple[Word | None, ...]) -> tuple[int, int, int, bool] | None:
    """(first word of the knowing, its verb, 'that', whether a knower is named); None for another shape."""
    that = first_that(words)
    if that is None or that < 2 or that + 1 >= len(words):
        return None
    verb = that - 1
    if words[verb].text.casefold() in PARTICLES:
        verb -= 1
    verb -= _manner(words, verb)
    if verb < 1 or not words[verb].attr("complement") or not words[verb].category.startswith("verb"):
        return None
    if words[verb - 1].category == BE:  # "It is known that", "She was told that"
        return _passive(words, verb, that)
    start = _subject_start(words, verb)
    if start is None or not _fronted_ok(words, start):
        return None
    return start, verb, that, True


def _passive(words: tuple[Word | None, ...], verb: int, that: int) -> tuple[int, int, int, bool] | None:
    """ "It is known that": 'it', a form of 'be', a participle; "She was told that": a report, refused."""
    if "VBN" not in words[verb].tags or verb < 2:
        return None
    subject = words[verb - 2]
    if subject.category not in ONE_WORD_KNOWERS:
        return None
    start = verb - 2
    if subject.text.casefold() != "it" and words[verb].attr("complement") == FACT:
        return None  # "She was shown that ...": only 'it' reads a fact told by no one
    if not _fronted_ok(words, start):
        return None
    return start, verb, that, False


def _manner(words: tuple[Word | None, ...], last: int) -> int:
    """How many words a phrase between the verb and 'that' takes ("knows from experience that"), or 0.

    A preposition and up to three words of a plain noun phrase ending in a noun, holding no amount
    (ADR 0386). The phrase is not dropped: it is read before the clause, as a fronted phrase is.
    """
    for size in range(2, 5):
        prep = last - size + 1
        if prep < 2:
            return 0
        if words[prep].category.startswith("prep") and words[prep - 1].category.startswith("verb"):
            phrase = words[prep + 1 : last + 1]
            if all(w.category in MANNER_WORDS for w in phrase) and phrase[-1].category == "noun":
                return size
            return 0
    return 0


def _subject_start(words: tuple[Word | None, ...], verb: int) -> int | None:
    """Where the knower starts: one name or pronoun, or a noun phrase up to a comma or the start."""
    last = words[verb - 1]
    if last.category in ONE_WORD_KNOWERS:
        if last.category == "pronoun" and last.attr("case") not in ("subject", "subject_or_object"):
            return None
        return verb - 1
    start = verb
    while start > 0 and words[start - 1].category in SUBJECT_WORDS:
        start -= 1
    if start == verb:
        return None
    if start > 0 and not _comma(words[start - 1]):
        return None  # "At the store the owner found": where the phrase ends and the knower starts is unsaid
    return start


def _fronted_ok(words: tuple[Word | None, ...], start: int) -> bool:
    """The words before the knower: none, or a phrase of places and times with nothing to count."""
    if start == 0:
        return True
    fronted = words[:start]
    if fronted[0].text.casefold() in FIRST_ONLY:
        return False
    if any(w.category not in FRONTED_WORDS for w in fronted):
        return False
    if fronted[0].category == "punctuation":
        return False
    return all(w.category != "punctuation" or w.attr("mark") == "comma" for w in fronted)


def _clause_reads(words: tuple[Word | None, ...], that: int) -> bool:
    """The clause after 'that' opens as a statement does and states no plan (no auxiliary)."""
    opener = words[that + 1]
    if opener.category not in CLAUSE_OPENERS | OPENING_NOUNS | OPENING_PARTS:
        return False
    return not any(w.category == "auxiliary" or w.category == "negation" for w in words[that + 1 :])


def _comma(word: Word | None) -> bool:
    return word is not None and word.category == "punctuation" and word.attr("mark") == "comma"


def _knower(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    start: int,
    verb: int,
) -> ProblemReadingState | ReaderRefusal:
    """ "She knew": the knower and a verb of knowing alone, committed as a clause with no amount."""
    tokens = sentence.tokens[start:verb] + (sentence.tokens[verb],)
    part = Sentence(tokens, tokens[0].start, tokens[-1].end, ".")
    feed = Feed(read_as=((len(tokens) - 1, KNEW),))
    state = feed_tokens(part, problem, lexicon, choices, feed, begin_sentence(problem, part.start))
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, problem, part.start, False)


__all__ = ["read_factive"]
