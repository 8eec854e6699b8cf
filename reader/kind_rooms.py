"""Room told of a kind with 'a': "A van can hold 4 people" is "Each van can hold 4 people" (ADR 0369).

ADR 0208 reads the room of every container of a kind when it is told with 'each': "Each van can hold
4 people ... How many vans are needed?" Stories tell the same room with an indefinite article: "A van
can hold 4 people", "A crate could hold 18 melons". With 'can' (or 'could') and a room verb (the
lexicon's ``capacity`` attribute: 'hold') the statement cannot be about one particular van's
contents: it says what a van of that kind has room for, so it is told again with 'Each' and the whole
reader reads the retold text. Its answer stands with one step more; its refusal leaves the first
refusal standing. Nothing is counted here, and ADR 0208 still decides which questions room answers
(containers needed for told things, rounded up only for 'need'); every other question refuses.

Retold only where the whole shape opens a statement: "A|An <one or two nouns> can|could <room verb>
<number> ...". A person ("A man can hold 3 bags"), a name, a number word before the noun, an
adjective, a possessive, 'not' or a question keep the text as it was.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

ARTICLES = frozenset({"a", "an"})
ABILITY = frozenset({"can", "could"})
MAX_NOUNS = 2  # "a lunch box"


def kind_rooms(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "A <noun> can <room verb> <number>" told as "Each <noun> can ..."."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        if sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        nouns = _room_of_a_kind(words)
        if nouns is None:
            continue
        tokens = sentence.tokens
        edits.append((tokens[0].start, tokens[0].end, "Each"))
        named = " ".join(t.text for t in tokens[1 : 1 + nouns])
        steps.append(f"'{tokens[0].text} {named}' with '{tokens[nouns + 1].text}' read as 'Each {named}'")
    return with_edits(text, edits, steps)


def _room_of_a_kind(words) -> int | None:
    """How many nouns follow the opening article in the shape of the module docstring; None if not it."""
    if len(words) < 5 or words[0] is None or words[0].category != "article":
        return None
    if words[0].text.casefold() not in ARTICLES:
        return None
    at = 1
    while at < len(words) and words[at] is not None and words[at].category == "noun" and at <= MAX_NOUNS:
        at += 1
    nouns = at - 1
    if nouns == 0 or at + 2 >= len(words):
        return None
    can, verb, number = words[at], words[at + 1], words[at + 2]
    if can is None or can.category != "auxiliary" or can.text.casefold() not in ABILITY:
        return None
    if verb is None or verb.attr("capacity") != "yes":
        return None
    if number is None or number.category != "number":
        return None
    return nouns


__all__ = ["kind_rooms"]
