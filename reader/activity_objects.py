"""What an activity is done with, asked in the question but told otherwise in the story (ADR 0160).

"Pam plays tennis for 2 hours. How many hours does Pam play soccer?" The activity's object
('tennis', 'soccer') is left out when time spent on an activity is read (ADR 0118 names only a
gerund after 'spent'), so the question's 'play soccer' matched the story's 'plays tennis' by the
verb alone and answered 2. The same holds when the story names no object and the question does
("Pam plays for 2 hours. How many hours does she play tennis?": was it tennis?).

So when the question names what its activity verb is done with (the nouns and adjectives right
after the verb, less articles and possessives), every telling of the same verb in the story must
name the same: otherwise the reading refuses. A question with no object after its verb ("How many
hours does Pam play?") asks about every telling and is left as it was. Words are told apart by the
lexicon's categories only; an unknown word after the verb counts as an object word.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence

ACTIVITY = "verb_activity"
NAMING = frozenset({"noun", "adjective"})  # what the activity is done with: "tennis", "a long book"
UNNAMING = frozenset({"article", "determiner", "pronoun", "possessive_marker"})  # "a", "his", "the"


def _object_after(words: tuple[Word | None, ...], texts: tuple[str, ...], at: int) -> tuple[str, ...]:
    """The lemmas naming what the verb at ``at`` is done with, up to the first other word."""
    named: list[str] = []
    for i in range(at + 1, len(words)):
        word = words[i]
        if word is None:
            if not texts[i][:1].isalpha():
                break
            named.append(texts[i].casefold())  # a word the lexicon does not know: a thing's name
            continue
        if word.category in UNNAMING and not named:
            continue
        if word.category not in NAMING:
            break
        named.append(word.lemma.casefold())
    return tuple(named)


def _tellings(sentence: Sentence, lexicon: Lexicon, lemma: str) -> list[tuple[int, tuple[str, ...]]]:
    words = sentence_words(sentence, lexicon)
    texts = tuple(t.text for t in sentence.tokens)
    return [
        (i, _object_after(words, texts, i))
        for i, word in enumerate(words)
        if word is not None and word.category == ACTIVITY and word.lemma == lemma
    ]


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal when the question's activity names an object the story's same verb does not, else None."""
    q = graph.question
    if q.verb_category != ACTIVITY or not q.verb_lemma or q.sentence_index >= len(sentences):
        return None
    asked = [o for _, o in _tellings(sentences[q.sentence_index], lexicon, q.verb_lemma) if o]
    if len(asked) != 1:
        return None
    (wanted,) = asked
    for index, sentence in enumerate(sentences):
        if index == q.sentence_index:
            continue
        for at, told in _tellings(sentence, lexicon, q.verb_lemma):
            if told != wanted:
                text = sentence.tokens[at].text
                return refuse(
                    "underdetermined",
                    f"the question asks about '{q.verb_lemma} {' '.join(wanted)}', and the story tells"
                    f" '{text}' with {'/'.join(told) or 'nothing named'}",
                    index,
                    at,
                    text,
                )
    return None
