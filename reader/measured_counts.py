"""'How many apples' answered in pounds: a measure of a thing is no count of it (ADR 0358).

"Ann has 2 pounds of apples. How many apples does she have?" answered 2 (pounds): ADR 0073 lets a
question that names a substance ("How much cinnamon") find the one measure of it, and the same path
took "how many apples" to the pounds of apples. Two pounds of apples is not two apples: 'how many'
before an ordinary noun asks a count of whole things, which a weight, a length or a volume does not
give. The answer refuses when its unit is a measure of length, mass or volume and the question's
'how many' is followed (past 'more'/'fewer' and adjectives) by an ordinary noun as its head, not a
unit ("How many paper cups", "How many cups of seeds", "How many pounds of apples" and "How much flour" answer as before).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

MEASURES = ("length", "mass", "volume")
PASSED = frozenset({"comparative", "adjective"})


def _measure(answer: Answer, lexicon: Lexicon) -> bool:
    sense = lexicon.lookup(answer.unit)
    if sense is None or sense.category != "unit_noun":
        return False
    return sense.entry.attr("dimension", "").startswith(MEASURES)


def measured_count(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a measure answered for 'how many <things>'; None otherwise."""
    if not _measure(answer, lexicon):
        return None
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i in range(len(words) - 1):
            here, nxt = words[i], words[i + 1]
            if (
                here is None
                or nxt is None
                or here.lemma.casefold() != "how"
                or nxt.category != "question_quantity"
            ):
                continue
            if nxt.lemma.casefold() != "many":
                continue
            j = i + 2
            while j < len(words) and words[j] is not None and words[j].category in PASSED:
                j += 1
            head = None
            while j < len(words) and words[j] is not None and words[j].category in ("noun", "unit_noun"):
                head, j = words[j], j + 1  # "paper cups": the last noun is the head
            if head is not None and head.category == "noun":
                j -= 1
                return refuse(
                    "unit_mismatch",
                    f"'how many {head.text}' asks a count, but only a measure ({answer.unit}) of them was told",
                    at,
                    j,
                    sentence.tokens[j].text,
                )
    return None
