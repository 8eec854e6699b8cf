"""A workload of items counted in the parts each item has (ADR 0229).

"Lena had 5 pages of science homework and 4 pages of history homework. If each page had 6 problems on
it, how many problems did she have to complete total?" The story holds items (pages), the 'if' clause
gives the parts on each item, and the question asks the parts of the whole workload: (items held) x
(parts per item).

The items are never counted here: the story alone is asked "How many <items> did <doer> have in
total?" by the ordinary reading. Only this shape is read:

- the question is exactly "If each <item> has/had N <parts> [on it | in it], how many <parts>
  did/does <doer> have to <verb> [in] total | in all | altogether";
- the story only holds: every verb in it is a holding verb (`verb_possess`), so nothing was done,
  given or got and the whole holding is the workload; no negation, 'each', 'per' or rate; every number
  followed by a noun counts the items.

The items counted must be a positive whole number of the clause's items.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from reader.lifecycle import sentence_words
from reader.reasked_steps import Reasked, category_of
from reader.rules.context import Word
from reader.tokenise import split_sentences

HOLD = "verb_possess"
AUX = frozenset({"did", "does"})
TOTALS = (["total"], ["in", "total"], ["in", "all"], ["altogether"])


def _noun(word: Word | None, tag: str) -> bool:
    return word is not None and word.category == "noun" and tag in word.tags and not word.text[:1].isupper()


def _doer(word: Word | None) -> str | None:
    if word is None:
        return None
    if word.category == "name":
        return word.text
    if word.category == "pronoun" and word.attr("person") == "3" and word.attr("number") == "singular":
        if "subject" in word.attr("case"):
            return word.text.lower()
    return None


def read_parts_per_item(text: str, lexicon, read: Callable[[str, object], object]) -> Reasked | None:
    """The parts of a held workload at N parts per item, or None when the problem is not of this shape."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words = sentence_words(last, lexicon)
    texts = tuple(t.text for t in last.tokens)
    if texts[-1] in ("?", "."):
        words, texts = words[:-1], texts[:-1]
    low = [t.lower() for t in texts]
    if "how" not in low:
        return None
    q = low.index("how")
    clause = low[1 : q - 1]
    if low[0] != "if" or texts[q - 1] != "," or len(clause) not in (5, 7) or clause[0] != "each":
        return None
    if len(clause) == 7 and (clause[5] not in ("on", "in") or clause[6] != "it"):
        return None
    item, verb, number, parts = words[2], words[3], words[4], words[5]
    if (
        not _noun(item, "NN")
        or not _noun(parts, "NNS")
        or category_of(verb) != HOLD
        or category_of(number) != "number"
    ):
        return None
    try:
        per = Fraction(texts[4].replace(",", ""))
    except ValueError:
        return None
    if per <= 0:
        return None
    tail = low[q:]
    if len(tail) < 8 or tail[:2] != ["how", "many"] or tail[3] not in AUX or tail[5:7] != ["have", "to"]:
        return None
    asked, doer, task = words[q + 2], _doer(words[q + 4]), words[q + 7]
    if asked is None or asked.lemma.lower() != parts.lemma.lower() or doer is None:
        return None
    if (
        task is None
        or "VB" not in task.tags
        or not (task.category == "noun" or task.category.startswith("verb"))
    ):
        return None
    if tail[8:] not in TOTALS:
        return None
    item_lemma = item.lemma.lower()
    story = sentences[:-1]
    for sentence in story:
        s_words = sentence_words(sentence, lexicon)
        for i, w in enumerate(s_words):
            if w is None:
                continue
            if w.category in ("rate_marker", "distributive", "negation"):
                return None
            before = s_words[i - 1] if i > 0 else None
            modifier = w.tags == ("VBG",) and category_of(before) == "prep_of"  # "pages of reading homework"
            if w.category.startswith("verb") and w.category != HOLD and not modifier:
                return None
            after = s_words[i + 1] if i + 1 < len(s_words) else None
            if w.category == "number" and (
                after is None
                or after.category not in ("noun", "unit_noun")
                or after.lemma.lower() != item_lemma
            ):
                return None
    sense = lexicon.lookup(item.text)
    if sense is None:
        return None
    plurals = sorted({s for s, tag in sense.entry.forms if tag == "NNS"} - {item.text.lower()})
    if len(plurals) != 1:
        return None
    body = " ".join(text[s.start : s.end] for s in story)
    base = read(f"{body} How many {plurals[0]} did {doer} have in total?", lexicon)
    value = getattr(base, "value", None)
    if value is None or value <= 0 or value.denominator != 1 or getattr(base, "unit", None) != item_lemma:
        return None
    total = value * per
    name = parts.text.lower()
    step = f"{value} {plurals[0]} at {per} {name} each: {total} {name}"
    return Reasked(total, base, step, parts.lemma.lower())
