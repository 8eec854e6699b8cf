"""A move asked with a direction no told move names: "How many apples did he bring home?" (ADR 0293).

"Felix brought 80 apples to the fair. He sold 25 apples. How many apples did he bring home?" was
answered 80: the question's 'home' (a bare noun right after the verb) and 'back' (a preposition
marked ``relation: return``) were read as nothing, so the move asked matched the one told, which
went the other way (to the fair). What came home is another leg of the trip: the apples left over,
or none, or some of them; the story does not say.

So a move question whose verb is followed by 'back' or by a bare noun (no article, determiner or
preposition before it: 'home') refuses unless a sentence before the question names that same word.
"How much change did he get back?" asks the money handed back after paying (a noun marked
``tender: rest``), which is always a return, and reads as before.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence


def asked_direction(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lookup: Callable[[str], object]
) -> ReaderRefusal | None:
    """Refuse a move question whose 'back' or bare place noun after the verb no told sentence names."""
    q = graph.question
    if "change" not in q.kind or q.sentence_index >= len(sentences):
        return None
    tokens = sentences[q.sentence_index].tokens
    senses = [lookup(t.text) for t in tokens]
    if any(s is not None and s.entry.attr("tender", "") == "rest" for s in senses):
        return None  # "How much change did he get back?"
    told = {t.text.casefold() for s in sentences[: q.sentence_index] for t in s.tokens}
    opening = _question_start(tokens, senses)
    told |= {t.text.casefold() for t in tokens[:opening]}  # "If he used 7 to buy some clothes how many ..."
    for i in range(1, len(tokens)):
        sense, before = senses[i], senses[i - 1]
        if sense is None or before is None:
            continue
        word = tokens[i].text.casefold()
        returns = sense.category == "preposition" and sense.entry.attr("relation", "") == "return"
        bare = (
            sense.category == "noun"
            and "NN" in sense.tags
            and before.category.startswith("verb")
            and i > opening
        )
        if (returns or bare) and word not in told:
            return refuse(
                "unsupported_operation",
                f"the question asks a move '{word}', which no told move names",
                q.sentence_index,
                i,
                tokens[i].text,
            )
    return None


def _question_start(tokens, senses) -> int:
    """Where the question itself opens in its sentence: the last question word ('how'), else 0."""
    starts = [i for i, s in enumerate(senses) if s is not None and s.category == "question_word"]
    return starts[-1] if starts else 0
