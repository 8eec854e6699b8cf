"""A thing that 'holds' an amount and then gets more: room, or contents? (ADR 0358)

"The jar holds 50 marbles. Ann put 20 marbles in the jar. How many marbles are in the jar?" answered 70:
'holds' was read as what the jar has, and the 20 were added to it, though a jar that holds 50 has room
for 50 and cannot take 70. Either the 50 is its room (how many are in it is then untold) or its
contents (and the jar overflows); no answer is sound. Stories that say contents with 'holds' and never
add to the holder ("Each box holds 12 eggs. She has 3 boxes.") read as before.

An answer refuses when a sentence tells "<the thing> holds ..." (a `verb_possess` with `capacity: yes`
in the present, right after a noun) and the reading then gave that same thing more (a step "<thing>
gains ..."). The past "The crate held 9 pounds of potatoes" tells what was in it then and reads as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences


def room_then_more(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse when a holder told by its room was given more; None otherwise."""
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i in range(1, len(words)):
            verb, head = words[i], words[i - 1]
            if verb is None or verb.category != "verb_possess" or verb.attr("capacity") != "yes":
                continue
            if head is None or head.category != "noun" or "VBD" in verb.tags:
                continue  # "The crate held 9 pounds": what it had then, no room
            gained = f"{head.lemma.casefold()} gains "
            if any(step.startswith(gained) for step in answer.steps):
                return refuse(
                    "underdetermined",
                    f"'{head.text} {verb.text}' may tell its room, not what is in it, and it got more",
                    at,
                    i,
                    sentence.tokens[i].text,
                )
    return None
