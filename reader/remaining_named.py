""" "gave 10 of the remaining apples", "Of the remaining apples, she gave 10", "half of the remaining pairs of
socks": 'the remaining' told the ways the reader reads it (ADR 0356).

The sentence reader reads "half of the remaining apples" as a share of what the subject still holds
(ADR 0179) and "10 of them" as a count. Three more ways to tell a part of what is left stop at 'the'
("a determiner with no noun after it") or at the 'of' after it:

- **"She gave 10 of the remaining apples to Bob."** A count of the remaining apples is that many of
  the apples the subject holds, so the phrase is told as "10 apples". 'the remaining apples' must be
  what the reader itself reads as the subject's rest: the same sentence told with "half of the
  remaining apples" (or "the remaining apples", ADR 0050) must read past it -- the subject's latest
  change moved that kind away, the noun names that kind, the verb moves things away. Any doubt (a
  gain in between, another kind, another person's things, 'bought' from a stock) keeps the refusal.
- **"Of the remaining apples, she gave 10 to Bob."** (a fronted phrase with a count; ADR 0352 moves
  it only before a share) is told as "She gave 10 apples to Bob." with the same check, the count
  right after '<he|she|Name> [then] <verb>' and no noun after it.
- **"half of the remaining pairs of socks"**: 'the rest of ...' refuses any 'of' after the phrase,
  since an 'of' may name another whole ("the remaining balls of Tom"). When it only finishes the
  noun ('<plural noun> of <noun>', no article or name after 'of') the phrase is told as "the
  remaining pairs": the reader's own check that the noun names the part's kind (its head and a
  subset of its words, with no other kind under that head held) then decides.

The whole reader reads the retold text, so this composes with every other retelling (a quarter
told as 1/4, 'what is left' told as 'the rest': each retelling's reading tries the others).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.change_back import is_name
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.rewrites import Rewrite, with_edits
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences

SUBJECTS = frozenset({"he", "she"})
ARTICLES = frozenset({"a", "an", "the", "his", "her", "their", "its", "my", "your", "our"})
SHARE_CATEGORIES = frozenset({"fraction_word", "ordinal_word", "percent_word"})
AFTER_COUNT = frozenset({"to", "for", "on", "in", "into", "at", "with", "away", ",", "and", ""})  # "" the end


def _low(sentence: Sentence, at: int) -> str:
    return sentence.tokens[at].text.casefold() if 0 <= at < len(sentence.tokens) else ""


def _word(words, at: int):
    return words[at] if 0 <= at < len(words) else None


def _plural_noun(word) -> bool:
    return word is not None and word.category == "noun" and word.text.casefold() != word.lemma.casefold()


def _noun(word) -> bool:
    return word is not None and word.category in ("noun", "money_noun") and not is_name(word)


def _count(sentence: Sentence, words, at: int) -> bool:
    """A whole count: "10", "ten"; never a share ("1/4", "two-thirds", "40%") or a longer number."""
    word = _word(words, at)
    if word is None:
        return False
    if word.category == "number":
        if word.shape is None or word.shape.primitive != "integer":
            return False
    elif word.category != "number_word":
        return False
    nxt = _word(words, at + 1)
    if nxt is not None and (nxt.category in SHARE_CATEGORIES or nxt.category in ("number", "number_word")):
        return False  # "two thirds", "10 percent", "twenty five"
    if _low(sentence, at + 1) == "-":
        return False  # "two-thirds", "twenty-five"
    before = _word(words, at - 1)
    return before is None or before.category not in ("number", "number_word", "prep_of", "punctuation")


def _remaining_nouns(sentence: Sentence, words, at: int) -> tuple[int, int] | None:
    """For "the remaining <plural noun> [of <noun>]" starting at ``at``: (head index, last index); else None.

    The phrase must end there: no further 'of' ("of the remaining pairs of socks of Ann") and no second noun.
    """
    if _low(sentence, at) != "the" or _low(sentence, at + 1) != "remaining":
        return None
    head = at + 2
    if not _plural_noun(_word(words, head)):
        return None
    end = head
    if _low(sentence, head + 1) == "of":
        if _low(sentence, head + 2) in ARTICLES or not _noun(_word(words, head + 2)):
            return (
                None  # "the remaining balls of Tom", "the remaining pieces of the cake": a whole of its own
            )
        end = head + 2
    nxt = _word(words, end + 1)
    if nxt is not None and (nxt.category in ("noun", "money_noun", "prep_of") or is_name(nxt)):
        return None
    return head, end


def _share_before(words, at: int) -> bool:
    """Whether the 'of' before ``at`` follows a share: "half", "a third", "two-thirds", "1/4", "40%"."""
    if _word(words, at - 1) is None or words[at - 1].category != "prep_of":
        return False
    word = _word(words, at - 2)
    if word is None:
        return False
    if word.category in SHARE_CATEGORIES:
        return word.text.casefold() not in ("first", "second")
    return (
        word.category == "number"
        and word.shape is not None
        and word.shape.primitive in ("fraction", "percent")
    )


def _span(sentence: Sentence, first: int, last: int) -> str:
    return " ".join(t.text for t in sentence.tokens[first : last + 1])


def _told_before(told: set[tuple[str, str]], words, head: int, end: int) -> bool:
    """ "pairs of socks": the same '<noun> of <noun>' was told in an earlier sentence (so 'of socks' adds nothing)."""
    return end == head or (words[head].lemma.casefold(), words[end].lemma.casefold()) in told


def _nouns_of(words) -> set[tuple[str, str]]:
    """Every '<noun> of <noun>' of a sentence, as lemmas: ("pair", "sock")."""
    return {
        (words[j].lemma.casefold(), words[j + 2].lemma.casefold())
        for j in range(len(words) - 2)
        if _noun(words[j])
        and words[j + 1] is not None
        and words[j + 1].category == "prep_of"
        and _noun(words[j + 2])
    }


def _found(sentence: Sentence, words, told: set[tuple[str, str]]):
    """Per phrase: (edits, variant edits for the check or None, step); None when a phrase names a new whole."""
    out = []
    tokens = sentence.tokens
    for at in range(len(tokens)):
        nouns = _remaining_nouns(sentence, words, at)
        if nouns is None:
            continue
        head, end = nouns
        if not _told_before(told, words, head, end):
            return None  # "the remaining pairs of gloves" in a story of socks: not the part that went
        named = _span(sentence, head, end)
        short = _span(sentence, head, head)
        if _share_before(words, at) and end != head:
            edit = (tokens[head].end, tokens[end].end, "")
            out.append(([edit], None, f"'the remaining {named}' read as 'the remaining {short}'"))
        elif at >= 2 and _low(sentence, at - 1) == "of" and _count(sentence, words, at - 2):
            count = tokens[at - 2].text
            edit = (tokens[at - 2].end, tokens[at + 1].end, "")  # "10 of the remaining apples" -> "10 apples"
            halves = [
                (tokens[at - 2].start, tokens[at - 1].start, "half "),
                (tokens[head].end, tokens[end].end, ""),
            ]
            whole = [
                (tokens[at - 2].start, tokens[at].start, ""),
                (tokens[head].end, tokens[end].end, ""),
            ]
            step = f"'{count} of the remaining {named}' read as '{count} {named}': {count} of what is left"
            out.append(([edit], (halves, whole), step))
    fronted = _fronted_count(sentence, words)
    if fronted is not None:
        out.append(fronted)
    return out


def _fronted_count(sentence: Sentence, words):
    """ "Of the remaining apples, she gave 10 to Bob." told as "She gave 10 apples to Bob."; else None."""
    tokens = sentence.tokens
    if _low(sentence, 0) != "of":
        return None
    nouns = _remaining_nouns(sentence, words, 1)
    if nouns is None or _low(sentence, nouns[1] + 1) != ",":
        return None
    head, end = nouns
    comma = end + 1
    subject = _word(words, comma + 1)
    if subject is None or not (subject.text.casefold() in SUBJECTS or is_name(subject)):
        return None
    verb = comma + 3 if _low(sentence, comma + 2) == "then" else comma + 2
    if _word(words, verb) is None or not words[verb].category.startswith("verb"):
        return None
    count = verb + 1
    if not _count(sentence, words, count) or _low(sentence, count + 1) not in AFTER_COUNT:
        return None
    named = _span(sentence, head, end)
    short = _span(sentence, head, head)
    told = tokens[comma + 1].text[:1].upper() + tokens[comma + 1].text[1:]
    start = [(tokens[0].start, tokens[comma + 1].end, told)]
    edits = start + [(tokens[count].end, tokens[count].end, f" {named}")]
    halves = start + [(tokens[count].start, tokens[count].end, f"half of the remaining {short}")]
    whole = start + [(tokens[count].start, tokens[count].end, f"the remaining {short}")]
    step = f"'Of the remaining {named}, ... {tokens[count].text}' read as '{tokens[count].text} {named}'"
    return edits, (halves, whole), step


def _rest_read(text: str, edits, last: int, lexicon: Lexicon, read: Callable) -> bool:
    """Whether the text with ``edits`` reads past sentence ``last``."""
    variant = with_edits(text, edits, [])
    assert variant is not None
    found = read(variant.text, lexicon)
    return not (isinstance(found, ReaderRefusal) and found.sentence_index <= last)


def remaining_named(text: str, lexicon: Lexicon, read: Callable) -> Rewrite | None:
    """The problem with each "N of the remaining X" told as "N X" and "the remaining pairs of socks" as "the
    remaining pairs"; None when there is none, or a count's 'the remaining X' is not what the reader reads
    as the subject's rest."""
    if "remaining" not in text_words(text, lexicon).texts:
        return None  # every phrase retold starts at "the remaining" (_remaining_nouns): no edit
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    told: set[tuple[str, str]] = set()
    for index, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        if sentence.is_question:
            continue
        phrases = _found(sentence, words, told)
        if phrases is None:
            return None
        told |= _nouns_of(words)
        for found, checks, step in phrases:
            if checks is not None and not any(_rest_read(text, v, index, lexicon, read) for v in checks):
                return None  # 'the remaining X' here is not one amount the reader reads as the subject's rest
            edits.extend(found)
            steps.append(step)
    return with_edits(text, edits, steps)


__all__ = ["remaining_named"]
