""" "Jo has twice as much money as Kim. Together, they have $150.": a told total in other words (ADR 0452).

ADR 0268 solves a total and one relation together, and reads "They have 150 stamps in total." after
sentences that name the holders only by name as the total over every one of them (ADR 0279 adds its
checks). The same total is often told in words the sentence reader has no role for, and the problem
refused although its reading is already there:

- the total word fronted: "Together, they have 150 stamps." / "In total, they had 150 stamps.";
- the total named as a noun: "They have a (combined) total of 150 stamps.";
- the amount as money: "They have $150 together." ('$150' is no count of a noun the 'they' total reads);
- the total in an 'if' clause opening the question: "If they have 150 stamps combined, how many ...?";
- two names with "a combined total of" ("Jo and Kim have a combined total of 150 stamps."), which is
  "a total of" as the reader reads it already.

Each is retold as the plain form ("They have 150 dollars together.", "They have 150 stamps combined.
How many ...?", "Jo and Kim have a total of 150 stamps.") and the whole reader reads the retold story,
so every check of ADR 0268/0279 still holds: the 'they' must be exactly the persons just named, the
total must fix the asked amount together with the relation, and the parts must be whole and positive.
Only one sentence of the story is retold, the amount is a whole number (of dollars, or of a noun of
at most three words), and the verb is 'have'/'had'; anything else keeps the first refusal.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

AMOUNT = r"(?P<amount>\$\d+|\d+ [a-z]+(?: [a-z]+){0,2})"
ENDING = r"(?P<ending>together|altogether|combined|in total|in all)"
FRONTED = re.compile(
    r"^(?P<front>Together|Altogether|Combined|In total|In all),? they (?P<verb>have|had) " + AMOUNT + r"\.$"
)
TOTAL_OF = re.compile(r"^They (?P<verb>have|had) a (?:combined )?total of " + AMOUNT + r"\.$")
MONEY = re.compile(r"^They (?P<verb>have|had) (?P<amount>\$\d+) " + ENDING + r"\.$")
IF_FIRST = re.compile(
    r"^If they (?P<verb>have|had) " + AMOUNT + " " + ENDING + r", (?P<question>how (?:many|much) [^,?]+)\?$"
)
NAMED = re.compile(
    r"^(?P<names>[A-Z][a-z]+ and [A-Z][a-z]+) (?P<verb>have|had) a combined total of " + AMOUNT + r"\.$"
)


def sum_relation_forms(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with its one total retold in the plain form; None when no sentence is of the shape."""
    sentences = split_sentences(text)
    edits: list[tuple[int, int, str, str]] = []
    for index, sentence in enumerate(sentences):
        if not sentence.tokens:
            continue
        start, end = sentence.tokens[0].start, sentence.tokens[-1].end
        if text[end : end + 1] in {".", "?", "!"}:
            end += 1  # the closing mark is no token of the sentence
        said = text[start:end]
        retold = _retold(said, index > 0)
        if retold is not None:
            edits.append((start, end, said, retold))
    if len(edits) != 1:
        return None  # none, or two totals told: the story is not the one-total shape
    start, end, said, retold = edits[0]
    return Rewrite(text[:start] + retold + text[end:], (f"'{said}' read as '{retold}'",))


def _retold(said: str, after_names: bool) -> str | None:
    """The plain form of one sentence telling a total, or None ('they' never opens the story)."""
    if found := NAMED.match(said):
        return f"{found['names']} {found['verb']} a total of {found['amount']}."
    if not after_names:
        return None
    if found := FRONTED.match(said):
        ending = found["front"].lower()
        return f"They {found['verb']} {_plain(found['amount'])} {ending}."
    if found := TOTAL_OF.match(said):
        return f"They {found['verb']} {_plain(found['amount'])} in total."
    if found := MONEY.match(said):
        return f"They {found['verb']} {_plain(found['amount'])} {found['ending']}."
    if found := IF_FIRST.match(said):
        question = found["question"][0].upper() + found["question"][1:]
        return f"They {found['verb']} {_plain(found['amount'])} {found['ending']}. {question}?"
    return None


def _plain(amount: str) -> str:
    """ "$150" as "150 dollars" (the 'they' total reads a count of a noun); any other amount as told."""
    return f"{amount[1:]} dollars" if amount.startswith("$") else amount
