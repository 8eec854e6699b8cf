"""A habit told with no amount sets the scene: "Danny collects bottle caps and wrappers." (ADR 0214).

Such a sentence says what the story is about, not how much moved: the amounts come in the
sentences after it. Read as an ordinary clause, its bare plural is an unknown amount gained
("collects some bottle caps"), which leaves "How many did he have at first?" underdetermined, and
"and wrappers" after it opens a clause with no verb. This reading keeps the sentence's subject (for
later pronouns) and commits no fact. Only one shape qualifies, checked word by word:

- a person named or pointed at by a pronoun, then one verb in the present simple (a habit; any verb category): "collects",
  "they collect". A past "bought apples" is an event of unknown size and keeps its reading;
- then one or more bare plural phrases joined by "and" or commas, each of nouns and adjectives
  only, the last word a plural noun: no number, no determiner or quantifier ("some", "many",
  "his"), no operator word, no place, time or purpose. Any other word keeps the ordinary reading.

A phrase of one noun ("wrappers") names a kind on its own, so a later "65 wrappers and 5 bottle
caps" counts wrappers, not "wrapper bottle caps" (the doubt of ADR 0063 is settled for that kind).

A habit says the doer had some of those things before the story began, so the story's start is
never assumed empty once a habit is told (``habit_told``), and a question with the habit's own verb
("How many bottle caps does he collect?") asks about the habit, which no amount states: it refuses.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence, sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

SUBJECTS = frozenset({"name", "pronoun", "noun"})  # "Tom" may be looked up as a noun: the reading decides
NAMING = frozenset({"noun", "adjective"})
NOT_HABITS = frozenset({"copula", "auxiliary"})
PRESENT = frozenset({"VBZ", "VBP"})
SEPARATORS = frozenset({"and", ","})
FACTS = ("accumulated_initial_state", "accumulated_operations", "scene_events")


def _present(verb: Word) -> bool:
    """ "collects", "they collect": a present simple form, never a past or a participle."""
    if verb.text.casefold().endswith(("ed", "ing")):
        return False
    return bool(PRESENT & set(verb.tags)) or verb.text.casefold() == verb.lemma.casefold()


def _phrases(words: tuple[Word | None, ...], at: int) -> list[tuple[int, int]] | None:
    """The bare plural phrases from ``at`` to the end as (start, end) spans, or None for any other word."""
    spans: list[tuple[int, int]] = []
    start = at
    for i in range(at, len(words) + 1):
        w = words[i] if i < len(words) else None
        if i < len(words) and w is not None and w.category in NAMING:
            continue
        if i == start:
            return None  # an empty phrase: "and ,", a separator first, or a word of another kind
        head = words[i - 1]
        if head is None or head.category != "noun" or not head.tags or head.tags[0] != "NNS":
            return None  # "bottle caps": the phrase ends in a plural noun
        spans.append((start, i))
        if i == len(words):
            return spans
        if w is None or w.text.casefold() not in SEPARATORS:
            return None
        start = i + 1
    return None


def habit_shape(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, list[tuple[int, int]]] | None:
    """The habit's verb and its object phrases when the sentence is exactly a habit scene, else None."""
    if sentence.is_question:
        return None
    words = sentence_words(sentence, lexicon)
    if len(words) < 3 or any(w is None for w in words[:2]):
        return None
    subject, verb = words[0], words[1]
    assert subject is not None and verb is not None
    if (
        subject.category not in SUBJECTS
        or not verb.category.startswith("verb")
        or verb.category in NOT_HABITS
    ):
        return None
    if not _present(verb):
        return None
    spans = _phrases(words, 2)
    return (verb, spans) if spans else None


def read_habit_scene(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, choices: Choices
) -> ProblemReadingState | None:
    """The sentence read as a scene: its subject kept, no fact committed; None when it is no habit."""
    shape = habit_shape(sentence, lexicon)
    if shape is None:
        return None
    _, spans = shape
    skipped = frozenset(range(spans[0][1], len(sentence.tokens)))  # "and wrappers": named, not read
    state = feed_tokens(
        sentence, problem, lexicon, choices, Feed(skipped=skipped), begin_sentence(problem, sentence.start)
    )
    if isinstance(state, ReaderRefusal):
        return None
    subject = state.pending_entity_ref
    if subject is None or subject.kind != "person":
        return None  # "Farmers grow apples": a habit of a kind, not of the story's doer
    done = end_sentence(state, problem, sentence.end, False)
    if isinstance(done, ReaderRefusal):
        return None
    added = [f for name in FACTS for f in getattr(done, name)[len(getattr(problem, name)) :]]
    if not all(getattr(getattr(f, "quantity", None), "value", 0) is None for f in added):
        return None  # the ordinary reading committed something with an amount: not a bare habit
    words = sentence_words(sentence, lexicon)
    alone = tuple(w.lemma for a, b in spans if b == a + 1 and (w := words[a]) is not None)
    kept = {name: getattr(problem, name) for name in FACTS}
    return replace(done, habit_kinds=tuple(dict.fromkeys(done.habit_kinds + alone)), **kept)


def habit_told(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """Whether some sentence tells a habit: the doer's start is then unknown, never empty."""
    return any(habit_shape(s, lexicon) is not None for s in sentences)


def habit_asked(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """ "Danny collects bottle caps. ... How many does he collect?": the habit is asked, no amount says it."""
    verbs = {shape[0].lemma for s in sentences if (shape := habit_shape(s, lexicon)) is not None}
    if not verbs:
        return None
    for si, sentence in enumerate(sentences):
        if not sentence.is_question:
            continue
        for w in sentence_words(sentence, lexicon):
            if w is not None and w.category.startswith("verb") and w.lemma in verbs:
                return refuse(
                    "underdetermined",
                    f"the question asks with the habit's own verb '{w.text}': no amount told states the habit",
                    si,
                    w.index,
                    w.text,
                )
    return None
