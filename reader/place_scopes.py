"""Two named places are two scenes: amounts told at one never fix amounts at the other (ADR 0501).

"There are 14 goats on the hill. There are 4 times as many sheep as goats by the river." -- when the
place is said with 'at' ("at the zoo") the sentence reader keeps it only as scenery, so every such
sentence holds its amounts in the one scene 'there'. Two sentences at two places then became one
holder, and the sheep at the second place were compared with the goats at the first: an answer the
story never gave, since only the goats at the second place are said to be compared with.

The check reads the finished graph and the story's words:

- the scene's sentences are those whose amounts the graph holds in the scene 'there' (a condition
  "If there are 9 goats at the mill, ..." inside the question counts as its sentence), and the question
  when it asks about the scene;
- each place phrase in those sentences is a place preposition ('at', 'in', 'on', 'inside', 'near',
  'under', 'behind', 'outside') and the run of words naming a thing after it: owners, adjectives and
  nouns up to the last noun ("at the old mill", "in Jo's red barn"); 'a', 'an' and 'the' are left out,
  so "at a mill" and "at the mill" name one place; times ("in the morning", "in a day") and 'each'
  ("in each pen") name none;
- a later name that ends the first one is the same place ("at the old mill ... at the mill"); a
  longer one later ("at the mill ... at the old mill") may be another place;
- when those sentences name two different places and the graph relates scene amounts to each other
  (a comparison, a multiple, a share, or an amount solved for), the reading refuses
  (``readings_disagree``): the amounts were told of two scenes, not one.

The same place said twice ("at the mill ... at the mill"), one place and sentences with none, and
scene amounts that are only held and asked stay as they were read. Two places told with 'has'
("The mill has ...") or with 'in' already name two holders and are refused by the ordinary reading.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import SCENE
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence

PLACE_WORDS = frozenset({"at", "in", "on", "inside", "near", "under", "behind", "outside"})
# the words a place's phrase is made of: "the", an owner ("Jo's", "his"), adjectives, nouns
PHRASE = frozenset(
    {
        "article",
        "determiner",
        "pronoun",
        "possessive_marker",
        "adjective",
        "measure_adjective",
        "ordinal_word",
        "name",
        "noun",
    }
)
ARTICLES = frozenset({"a", "an", "the"})


def _head(word: Word) -> bool:
    """A noun that can name a place: no time ("in a week"), no measure."""
    return word.category == "noun" and not word.attr("time") and not word.attr("dimension")


def _places(words: tuple[Word | None, ...]) -> list[tuple[int, str]]:
    """(token index of the head, name) of each place phrase: "at the old mill" -> "old mill"."""
    found: list[tuple[int, str]] = []
    for at, word in enumerate(words):
        if word is None or word.text.casefold() not in PLACE_WORDS:
            continue
        run: list[Word] = []
        for later in words[at + 1 :]:
            if later is None or later.category not in PHRASE:
                break
            run.append(later)
        heads = [i for i, w in enumerate(run) if _head(w)]
        if not heads:
            continue
        phrase = run[: heads[-1] + 1]
        name = " ".join(w.lemma.casefold() for w in phrase if w.text.casefold() not in ARTICLES)
        found.append((phrase[-1].index, name))
    return found


def _relates_scene(graph: MathProblemGraph) -> bool:
    """A scene amount told by another scene amount, or solved for: a comparison, a multiple, a share."""
    for event in graph.events:
        if event.holder != SCENE:
            continue
        if event.than == SCENE or event.compared_to is not None or event.symbol or event.share_of == SCENE:
            return True
    return False


def two_scene_places(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the second place named in the scene's sentences, when scene amounts are related."""
    if not _relates_scene(graph):
        return None
    indexes = {e.sentence_index for e in graph.events if e.holder == SCENE}
    question = graph.question
    if question is not None and SCENE in question.entities:
        indexes.add(question.sentence_index)
    first = ""
    for si in sorted(i for i in indexes if 0 <= i < len(sentences)):
        for at, name in _places(sentence_words(sentences[si], lexicon)):
            first = first or name
            if _same_place(first, name):
                continue
            return refuse(
                "readings_disagree",
                f"amounts told at '{first}' and at '{name}' were read as one scene: two places, "
                "whose amounts are not compared with each other",
                si,
                at,
                sentences[si].tokens[at].text,
            )
    return None


def _same_place(first: str, later: str) -> bool:
    """ "the animal shelter" and then "the shelter": a later name that is the end of the first one.

    Not the other way: "the pond" and then "the old pond" may be another pond.
    """
    a, b = first.split(), later.split()
    return len(b) <= len(a) and a[len(a) - len(b) :] == b
