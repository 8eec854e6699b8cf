"""'How many trees will the park have when the workers are finished?' (ADR 0112).

A question may end with a 'when' clause that places it at the end of someone's
work: `when <the doer> <copula> <participle of a verb marked aspect: done>`.
The clause says two things: the question asks about the time after the doer's
work, and the doer's work is what changes the asked place. The second is what
the story alone leaves open: "Park workers will plant 4 trees today" names no
place, so ADR 0019 refuses a question about the park. Tied by the question,
the doer's changes that name no place happen to the asked place.

Read only in this shape, and only when nothing else could be meant:

- the clause is the last words of a 'how' question: 'when', an optional
  article, nouns (no number, no operator, no pronoun), a copula, and one
  participle whose verb entry carries ``aspect: done`` ('finished',
  'completed');
- the question asks the value of one thing (a place);
- exactly one entity that is not a thing has the clause's head noun as its
  own head ('the workers' for 'Park workers');
- the doer's sentences have no preposition ('plant 4 trees in the yard' is the yard's);
- every event of the asked kind is either a plain holding of the place, all
  stated before the doer's work, or a change by the doer of its own amount
  with no counterparty; the doer has no other events.

Anything else refuses (``underdetermined``): the 'when' clause is never
dropped silently.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence
from reader.unstated_changes import StoryMoves, unplaced

PHRASE = frozenset({"noun", "person_noun", "adjective"})
DONE = "done"


@dataclass(frozen=True, slots=True)
class Finishing:
    """The question's closing 'when' clause: the head noun of its doer, and where it stood."""

    head: str
    sentence_index: int
    token_index: int


def strip_finishing(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, fronted: frozenset[int]
) -> tuple[tuple[Sentence, ...], Finishing | None]:
    """The sentences with a last question's 'when <doer> are finished' cut off, and that clause."""
    from reader.lifecycle import sentence_words

    if not sentences:
        return sentences, None
    index = len(sentences) - 1
    last = sentences[index]
    if not last.is_question or index in fronted or not last.tokens:
        return sentences, None
    words = sentence_words(last, lexicon)
    if words[0] is None or words[0].lemma != "how" or len(words) < 6:
        return sentences, None
    done, copula = words[-1], words[-2]
    if done is None or done.category != "verb" or done.attr("aspect") != DONE or "VBN" not in done.tags:
        return sentences, None
    if copula is None or copula.category != "copula":
        return sentences, None
    whens = [i for i, w in enumerate(words) if w is not None and w.lemma == "when"]
    if len(whens) != 1 or whens[0] < 3:
        return sentences, None
    start = whens[0]
    phrase = list(words[start + 1 : -2])
    if phrase and phrase[0] is not None and phrase[0].category == "article":
        phrase = phrase[1:]
    if not phrase or any(w is None or w.category not in PHRASE for w in phrase):
        return sentences, None
    if phrase[-1].category not in ("noun", "person_noun"):
        return sentences, None
    cut = replace(last, tokens=last.tokens[:start], end=last.tokens[start - 1].end)
    found = Finishing(phrase[-1].lemma.casefold(), index, start)
    return sentences[:index] + (cut,), found


def placed_by_finishing(
    graph: MathProblemGraph, finishing: Finishing, story: StoryMoves
) -> MathProblemGraph | ReaderRefusal:
    """The doer's changes that name no place move to the asked place, or the question refuses."""
    refusal = refuse(
        "underdetermined",
        "'when ... finished' in a question: no one doer whose work changes the asked place",
        finishing.sentence_index,
        finishing.token_index,
        "when",
    )
    q = graph.question
    things = {e.key for e in graph.entities if e.kind == "thing"}
    if q.kind != "value" or len(q.entities) != 1 or q.entities[0] not in things:
        return refusal
    place = q.entities[0]
    doers = [e.key for e in graph.entities if e.kind != "thing" and e.key.split()[-1] == finishing.head]
    if len(doers) != 1:
        return refusal
    doer = doers[0]
    work = [e for e in graph.events if e.holder == doer]
    asked = [e for e in graph.events if e.unit_key in graph.question_units]
    if not work or any(
        e.kind != "change"
        or e.counterparty
        or e.doer != doer
        or e.unit_key not in graph.question_units
        or not unplaced(e, story)  # "will plant 4 trees in the yard" happens in the yard
        for e in work
    ):
        return refusal
    held = [e for e in asked if e.holder == place]
    if len(held) + len(work) != len(asked):
        return refusal
    first = min(e.order for e in work)
    if not held or any(e.kind != "hold" or e.than or e.share is not None or e.order >= first for e in held):
        return refusal
    moved = tuple(replace(e, holder=place) if e.holder == doer else e for e in graph.events)
    return replace(graph, events=moved)
