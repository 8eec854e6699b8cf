"""A workload question whose fronted 'if' clause tells the work done (ADR 0241).

"A teacher had 9 essays to grade. If she graded 5, but then another 12 were turned in, how many
essays would she have to grade?" and "A quiz had 5 questions on it. If a teacher had 12
quizzes to grade and had already graded 7 of them, how many more questions does she have to grade?"
The workload (ADR 0202) or the work done on it sits inside the question's 'if' clause, which the
sentence reading does not take apart. The clause is put back into the story as a statement and the
ordinary workload reading (reader/workloads.py) is asked what is still to do; nothing is counted here
but one step after it. Only two shapes are read:

- work done, then more brought in: the clause is "<doer> <verbed> N [of them]" alone or followed by
  "[,] but/and then another M were/was <participle> in"; the done part becomes a story sentence,
  the question is asked as written (without 'more'), and the M things brought in are added: 'another'
  with no noun of its own counts the workload's things, and a participle closed by 'in' brings them to
  the one waiting pile. Any noun after M, another particle, or no 'then' keeps the refusal;
- a workload counted in parts per item: the story is exactly "A/An <item> has/had N <parts> on/in it",
  the clause is "<subject> had N <items> to <verb> and [had] [already] <verbed> M of them" ('of them':
  the done ones are among the workload, so the past perfect cannot be work from before it), and the
  question asks "how many [more] <parts> ..." of the same task; the items are asked of the ordinary
  reading and multiplied by the parts on each.

Whether the done verb is the task's verb, the doer the workload's holder and the done things its kind
is left to the workload reading, which refuses otherwise ("read 4", "her aide graded 4", "4 quizzes");
doing more than there was refuses there as a negative count before anything is added.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from packs.model import Lexicon
from reader.reasked_steps import Reasked, category_of, clause_words, positive_number
from reader.rules.context import Word
from reader.tokenise import split_sentences

THEN_JOINS = frozenset({"but", "and"})
PASSIVE_BE = frozenset({"were", "was"})
HOLD = "verb_possess"
ON_IT = (["on", "it"], ["in", "it"])


def _count(word: Word | None, text: str) -> Fraction | None:
    """A whole count of things: a number word above 0 with no fraction."""
    value = positive_number(word, text)
    return value if value is not None and value.denominator == 1 else None


def _noun(word: Word | None, tag: str) -> bool:
    return word is not None and word.category == "noun" and tag in word.tags and not word.text[:1].isupper()


def _past_verb(word: Word | None) -> bool:
    return word is not None and bool({"VBD", "VBN"} & set(word.tags)) and word.category.startswith("verb")


def _brought_in(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> Fraction | None:
    """ "another 18 were turned in": the count brought to the waiting pile, or None."""
    low = [t.lower() for t in texts]
    if len(low) != 5 or low[0] != "another" or low[2] not in PASSIVE_BE or low[4] != "in":
        return None
    participle = words[3]
    if participle is None or "VBN" not in participle.tags or not participle.category.startswith("verb"):
        return None
    return _count(words[1], texts[1])


def _done(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> bool:
    """ "she graded 4" / "Ann graded 4 of them": a doer, a past verb and a bare count."""
    low = [t.lower() for t in texts]
    if len(low) not in (3, 5) or (len(low) == 5 and low[3:] != ["of", "them"]):
        return False
    doer = words[0]
    if doer is None or not (
        doer.category == "name" or (doer.category == "pronoun" and "subject" in doer.attr("case"))
    ):
        return False
    return _past_verb(words[1]) and _count(words[2], texts[2]) is not None


def _only_held(sentences, lexicon: Lexicon) -> bool:
    """The story only holds (a task verb after 'to' aside): work already done in it ("She graded 2. If she
    graded 4, ...") leaves open whether the 'if' clause counts all the work or more of it."""
    for sentence in sentences:
        words, texts = clause_words(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None:
                continue
            if w.category in ("negation", "rate_marker", "distributive"):
                return False
            after_to = i > 0 and texts[i - 1].lower() == "to"
            if w.category.startswith("verb") and w.category != HOLD and not after_to:
                return False
    return True


def _sentence(text: str) -> str:
    text = text.strip()
    return f"{text[:1].upper()}{text[1:]}."


def _asked(texts: tuple[str, ...]) -> tuple[int, bool] | None:
    """From 'how': the index of the asked noun and whether 'more' stands before it."""
    low = [t.lower() for t in texts]
    if low[:2] != ["how", "many"] or "have" not in low or "to" not in low:
        return None
    more = len(low) > 2 and low[2] == "more"
    return (3 if more else 2), more


def _read_done_then_in(
    story: str, clause: tuple[tuple[Word | None, ...], tuple[str, ...], int], question: str, read
) -> Reasked | None:
    words, texts, start = clause
    low = [t.lower() for t in texts]
    cut = len(texts)
    added = Fraction(0)
    joins = [i for i, t in enumerate(low) if t in THEN_JOINS and i + 1 < len(low) and low[i + 1] == "then"]
    if joins:
        at = joins[0]
        added = _brought_in(words[at + 2 :], texts[at + 2 :])
        if added is None:
            return None
        cut = at - 1 if at > 0 and texts[at - 1] == "," else at
    if not _done(words[:cut], texts[:cut]):
        return None
    done = _sentence(" ".join(texts[:cut]))
    base = read(f"{story} {done} {question}")
    return _step(base, added, "brought in")


def _step(base, added: Fraction, how: str) -> Reasked | None:
    value = getattr(base, "value", None)
    if value is None or value < 0 or value.denominator != 1:
        return None
    unit = getattr(base, "unit", None)
    total = value + added
    return Reasked(total, base, f"{value} {unit}s still to do + {added} {how}: {total}", unit)


def read_workload_if(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> Reasked | None:
    """What is still to do of a workload told partly in the question's 'if' clause, or None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words, texts = clause_words(last, lexicon)
    low = [t.lower() for t in texts]
    if low.count("how") != 1 or low[0] != "if" or any(category_of(w) == "negation" for w in words):
        return None
    q = low.index("how")
    if q < 4 or texts[q - 1] != ",":
        return None
    asked = _asked(texts[q:])
    if asked is None:
        return None
    noun_at, more = asked
    noun = words[q + noun_at]
    if not _noun(noun, "NNS"):
        return None
    rest = texts[q + noun_at + 1 :]
    story_sentences = sentences[:-1]
    story = " ".join(text[s.start : s.end] for s in story_sentences)
    clause = (words[1 : q - 1], texts[1 : q - 1], 1)
    unit = noun.lemma.lower()
    plain_question = f"How many {texts[q + noun_at]} {' '.join(rest)}?"

    def ask(body: str):
        return read(body, lexicon)

    if not _only_held(story_sentences, lexicon):
        return None
    found = _read_done_then_in(story, clause, plain_question, ask)
    if found is not None:
        return found if found.unit == unit else None
    if len(story_sentences) != 1:
        return None
    return _parts_of_rest(story_sentences[0], lexicon, clause, unit, rest, ask)


def _parts_of_rest(sentence, lexicon, clause, unit: str, rest: tuple[str, ...], ask) -> Reasked | None:
    """ "A quiz had 5 questions on it. If a teacher had 12 quizzes to grade and had already graded 7 of them, ..." """
    s_words, s_texts = clause_words(sentence, lexicon)
    s_low = [t.lower() for t in s_texts]
    if len(s_low) != 7 or s_low[0] not in ("a", "an") or s_low[5:] not in ON_IT:
        return None
    item, parts = s_words[1], s_words[4]
    per = _count(s_words[3], s_texts[3])
    if per is None or not _noun(item, "NN") or not _noun(parts, "NNS") or category_of(s_words[2]) != HOLD:
        return None
    if parts.lemma.lower() != unit:
        return None
    words, texts, _ = clause
    low = [t.lower() for t in texts]
    ands = [i for i, t in enumerate(low) if t == "and"]
    if len(ands) != 1:
        return None
    at = ands[0]
    head, tail_w, tail = texts[:at], words[at + 1 :], low[at + 1 :]
    # the workload: "<subject ...> had N <items> to <verb>"
    if at < 6 or low[at - 5] != "had" or low[at - 2] != "to" or category_of(words[at - 1]) == "":
        return None
    items = words[at - 3]
    if _count(words[at - 4], texts[at - 4]) is None or not _noun(items, "NNS"):
        return None
    if items.lemma.lower() != item.lemma.lower():
        return None
    skip = 0
    while skip < len(tail) and tail[skip] in ("had", "already"):
        skip += 1
    done = tail[skip:]
    if len(done) != 4 or done[2:] != ["of", "them"] or not _past_verb(tail_w[skip]):
        return None
    if _count(tail_w[skip + 1], done[1]) is None:
        return None
    if any(category_of(w) in ("negation", "rate_marker", "distributive") for w in words):
        return None
    body = f"{_sentence(' '.join(head))[:-1]} and {' '.join(texts[at + 1 + skip :])}."
    base = ask(f"{body} How many {items.text.lower()} {' '.join(rest)}?")
    value = getattr(base, "value", None)
    if (
        value is None
        or value <= 0
        or value.denominator != 1
        or getattr(base, "unit", None) != items.lemma.lower()
    ):
        return None
    total = value * per
    name = parts.text.lower()
    return Reasked(
        total, base, f"{value} {items.text.lower()} still to do at {per} {name} each: {total} {name}", unit
    )
