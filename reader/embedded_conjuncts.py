"""Two containers with their contents told in one clause: "4 crates with 20 pears in each crate and
6 crates with 25 pears in each crate" (ADR 0421).

The sentence reader reads one embedded amount ("4 crates with 20 pears in each crate", ADR 0039),
but a second one in the same clause is a second rate and refuses. Each conjunct says how many
containers there are and how many things each holds, which is what "4 crates of 20 pears" says,
and the reader of counted containers (ADR 0413) already reads "4 crates of 20 pears and 6 crates
of 25 pears" as two holdings of pears, with its own checks. So each conjunct is written in that
form and the whole reader reads the written text; its refusal leaves the first refusal standing.

Only the closed shape of the design card on multi-clause sentences is retold: exactly two
conjuncts joined by 'and', each "<number> <container> with <number> <thing> in each [<container>]"
or "... with <number> <thing> each". Nothing is retold (the first refusal stands) when:

- the things held differ ("20 pears ... 25 plums"): two kinds are not one sum;
- 'in each' names another container than the one counted ("4 crates with 20 pears in each box");
- the clause holds a third such conjunct, or 'together', 'altogether' or 'total': the distributive
  reading is then not the only one;
- the shape is in the question.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none

NUMBERS = frozenset({"number", "number_word"})
THINGS = frozenset({"noun", "unit_noun"})
COLLECTIVE = frozenset({"together", "altogether", "total"})  # "... in total": not only per container


def embedded_conjuncts(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with "N <container> with M <thing> in each" written "N <container> of M <thing>"
    in a clause holding two of them; None if not read."""
    folded = text.casefold()
    if folded.count(" with ") < 2 or " each" not in folded:
        return None  # the words the shape needs
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    for sentence in sentences:
        found = _conjuncts(sentence, lexicon)
        if not found:
            continue
        if sentence.is_question:
            raise Unread  # "How many pears are in 4 crates with ...": asked, not told
        edits.extend(found)
    steps = [
        "N <container> with M <thing> in each = N <container> of M <thing>: each conjunct counts its contents"
    ]
    return with_edits(text, edits, steps)


def _conjuncts(sentence: Sentence, lexicon: Lexicon) -> list[tuple[int, int, str]]:
    """The edits of a sentence's two embedded amounts; empty when it has fewer than two."""
    words = sentence_words(sentence, lexicon)
    found: list[tuple[int, int, str, str]] = []  # (start, end, retold, thing lemma)
    at = 0
    while at < len(words):
        match = _embedded_at(words, at)
        if match is None:
            at += 1
            continue
        end, thing = match
        number, noun = sentence.tokens[at + 3], sentence.tokens[at + 4]
        retold = f"of {number.text} {noun.text}"
        found.append((sentence.tokens[at + 2].start, sentence.tokens[end - 1].end, retold, thing))
        at = end
    if len(found) < 2:
        return []
    if len(found) > 2 or len({thing for *_, thing in found}) > 1:
        raise Unread  # three conjuncts, or two kinds of things
    if any(w is not None and w.text.casefold() in COLLECTIVE for w in words):
        raise Unread  # "... in total": the distributive reading is not the only one
    first_end = found[0][1]
    second_start = found[1][0]
    between = [w for w in words if w is not None and first_end <= _start(sentence, w) < second_start]
    joiners = [w for w in between if w.category == "conjunction"]
    if len(joiners) != 1 or joiners[0].text.casefold() != "and" or len(between) != 3:
        raise Unread  # the two must be joined by 'and' alone: "and 6 crates"
    return [(start, end, retold) for start, end, retold, _ in found]


def _start(sentence: Sentence, word: Word) -> int:
    return sentence.tokens[word.index].start


def _embedded_at(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | None:
    """(the index after the phrase, the thing's lemma) of "N <container> with M <thing> in each [<container>]"
    or "... with M <thing> each" starting at ``at``; None when no such phrase starts there."""
    head = words[at : at + 6]
    if len(head) < 6 or any(w is None for w in head):
        return None
    count, container, with_, number, thing, after = head
    if not (
        count.category in NUMBERS
        and container.category == "noun"
        and with_.category == "prep_with"
        and number.category in NUMBERS
        and thing.category in THINGS
    ):
        return None
    if after.category == "distributive" and after.text.casefold() == "each":
        return at + 6, thing.lemma.casefold()
    each = words[at + 6] if at + 6 < len(words) else None
    if after.category != "prep_in" or each is None or each.text.casefold() != "each":
        return None
    again = words[at + 7] if at + 7 < len(words) else None
    if again is None or again.category != "noun":
        return at + 7, thing.lemma.casefold()  # "in each" alone
    if again.lemma.casefold() != container.lemma.casefold():
        raise Unread  # "4 crates with 20 pears in each box": the 'each' is another container
    return at + 8, thing.lemma.casefold()


__all__ = ["embedded_conjuncts"]
