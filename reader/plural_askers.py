"""One holder's rate asked of many of its kind refuses (ADR 0311).

"A cow eats 20 pounds of hay a day. How many pounds do the cows eat in a week?" was answered with
one cow's week: the question's subject resolves to the one cow told, and its plural was lost. How
many cows there are is not told, so the amount of "the cows" is not known. A scaled question
(ADR 0183) whose subject is written as a plural of a kind the story told as one refuses.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence


def plural_of_one(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the plural asker of a scaled question whose holder was told as one, else None."""
    target = problem.unknown_target_slot
    if target is None or target.kind != "scaled" or target.sentence_index >= len(sentences):
        return None
    key = target.asked_thing or target.asker
    ones = {e.key for e in problem.entity_registry if e.number == "singular"}
    if not key or key not in ones:
        return None
    sentence = sentences[target.sentence_index]
    for at, word in enumerate(sentence_words(sentence, lexicon)):
        if word is not None and word.lemma.casefold() == key and _plural(word.tags):
            return refuse(
                "unsupported_operation",
                f"'{sentence.tokens[at].text}' asks of many what was told of one: how many is not told",
                target.sentence_index,
                at,
                sentence.tokens[at].text,
            )
    return None


def _plural(tags: tuple[str, ...]) -> bool:
    """Only a plural surface: 'cows', not 'ferry' (whose entry also allows a plural, mass use)."""
    return "NNS" in tags and "NN" not in tags
