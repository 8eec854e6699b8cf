""" "If the number of their dresses combined is 48, ...": a told total stated through 'the number of' (ADR 0276).

"The number of their dresses combined is 48" says what "Lisa and Ana have 48 dresses combined" says,
and "the total number of guitars is 27" what "there are 27 guitars in total" says: one amount over
several holders, ADR 0189's group total, which ADR 0268 solves together with the relations between the
holders. The sentence reader reads 'number' only as ADR 0153 / 0257 do (an amount at a place, a name's
'number of <name>'s things'), so the clause refused at 'number'. When the whole reading refused, the one
clause of that shape is written again in the plain wording and the problem read again:

- "the number of their <things> <combined|together|altogether|in all|in total> is|was N" and "the
  total|combined number of their <things> is|was N" read as "<the persons named> have|had N <things>
  <total word>" ('their' is every person the story named before, and only by name: the same test as
  ADR 0268's "They have 27 guitars in all");
- the same without 'their' ("the total number of guitars is 27") reads as "there are|were N <things>
  <total word>", ADR 0268's total over the kind's named holders.

The clause is a whole statement, a leading "If <clause>, <question>?" or a trailing "<question> if
<clause>?"; the things are plain nouns and adjectives; 'is' or 'was' and one number end the clause.
A total word is required: "the number of dresses is 48" may count one holder's dresses or a heap of
the scene's own (ADR 0153 refuses it too). Anything after the number ("is 48 more than", "doubled",
"is twice the number of") is another shape and keeps the refusal. The re-read must answer through a
group total, so every check of ADR 0189 / 0268 applies: a 'their' wider than the holders of the kind
leaves a part open, a total of another kind than the one asked or held refuses, a past total beside a
present relation refuses (ADR 0159), and a total after a change refuses.
"""

from __future__ import annotations

from reader.lifecycle import sentence_words
from reader.sum_and_relation import TOTAL_ENDINGS, _names, _plain_noun_word
from reader.tokenise import Sentence, split_sentences

PAST = {"is": False, "was": True}  # the copula ending the clause, and whether the total is told in the past
TOTAL_ADJECTIVES = frozenset({"total", "combined"})  # "the total number of", "the combined number of"
NUMBER_WORDS = frozenset({"number", "number_word"})
GROUP = "their"


def read_number_is_total(text: str, lexicon, read):
    """(answer, step) for the problem with its one 'the number of ... is N' total written plainly, or None."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    found = [(i, span) for i, s in enumerate(sentences) if (span := _total_clause(s, lexicon)) is not None]
    if len(found) != 1:
        return None
    at, (first, last, owner, things, ending, number, past) = found[0]
    sentence = sentences[at]
    if owner:
        names = _names(sentences[:at], lexicon)
        if names is None or len(names) < 2:
            return None  # 'their' with a person named another way, or only one person named
        joined = " and ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", and " + names[-1]
        plain = f"{joined} {'had' if past else 'have'} {number} {things} {ending}"
    else:
        there = "There" if first == 0 else "there"
        plain = f"{there} {'were' if past else 'are'} {number} {things} {ending}"
    start, end = sentence.tokens[first].start, sentence.tokens[last].end
    result = read(text[:start] + plain + text[end:], lexicon)
    if not isinstance(result, Answer) or not result.graph.totals:
        return None
    told = " ".join(t.text for t in sentence.tokens[first : last + 1])
    return result, f"'{told}' read as '{plain}'"


def _total_clause(sentence: Sentence, lexicon):
    """(first, last, owned by 'their', things, total word, number, past) of the clause, or None.

    The clause runs from 'the' to the number, and is the whole statement or the 'if' clause of a question.
    """
    texts = [t.text.casefold() for t in sentence.tokens]
    while texts and texts[-1] in {".", "?", "!"}:
        texts.pop()
    if "number" not in texts:
        return None
    first = texts.index("number") - 1
    total_before = first >= 1 and texts[first] in TOTAL_ADJECTIVES
    if total_before:
        first -= 1
    if first < 0 or texts[first] != "the" or not _opens_clause(texts, first, sentence.is_question):
        return None
    at = texts.index("number") + 1
    if at >= len(texts) or texts[at] != "of":
        return None
    at += 1
    owner = at < len(texts) and texts[at] == GROUP
    if owner:
        at += 1
    copula = next((i for i in range(at, len(texts)) if texts[i] in PAST), None)
    if copula is None or copula + 1 >= len(texts):
        return None
    tail = texts[at:copula]
    ending = next((e for e in TOTAL_ENDINGS if len(tail) > len(e) and tuple(tail[-len(e) :]) == e), None)
    if ending is not None and total_before:
        return None  # "the total number of guitars in total": said twice, another shape
    if ending is None and not total_before:
        return None  # no total word: one holder's amount or the scene's own heap
    things = tail[: -len(ending)] if ending else tail
    if not things or not all(_plain_noun_word(w, lexicon) for w in things):
        return None
    number = copula + 1
    word = sentence_words(sentence, lexicon)[number]
    if word is None or word.category not in NUMBER_WORDS:
        return None
    if not _closes_clause(texts, number + 1, first, sentence.is_question):
        return None  # "is 48 more than ...", "is 48 dresses", "is twice ...": another shape
    said = [sentence.tokens[i].text for i in range(at, at + len(things))]
    total_word = " ".join(ending) if ending else "in total"
    return first, number, owner, " ".join(said), total_word, sentence.tokens[number].text, PAST[texts[copula]]


def _opens_clause(texts: list[str], first: int, is_question: bool) -> bool:
    """The clause opens the statement, or follows the 'if' of a question."""
    if first == 0:
        return not is_question
    return is_question and texts[first - 1] == "if" and (first == 1 or "," not in texts[:first])


def _closes_clause(texts: list[str], after: int, first: int, is_question: bool) -> bool:
    """The number ends the clause: the statement's end, the leading 'if' clause's comma, the question's end."""
    if after == len(texts):
        return first != 1 or not is_question  # "If the total number of guitars is 27?" asks nothing
    return first == 1 and is_question and texts[after] == ","
