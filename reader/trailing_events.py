"""A question whose trailing 'after' or 'when' clause tells a change is read with the clause first (ADR 0315).

"How many stamps will Ivo have after he buys 6 stamps?" says the same as "After he buys 6
stamps, how many stamps will Ivo have?": the change happens before the asked moment. The
fronted form already has a reading with every check it needs (ADR 0249: one moving change,
tenses that agree, no earlier moment asked, no change the story told already), so the
question is written in that order and handed to it; nothing else is guessed here.

The clause is moved only when it is plainly one clause with a subject of its own, after the
whole question:

- the question opens with 'how' or 'what' and has no comma, no subordinator and no other
  question word ("How many ..., when ...?", "... when ... if ..."): one clause, one question;
- the opener ('after', 'once' or 'when') is followed by a subject (a name, a pronoun, a
  determiner or a noun), not by an amount or a gerund: "after 3 days" is a period and
  "after buying 3" a gerund, each with readings of their own.

A clause whose subject is a pronoun ("How many stamps will Bob have after he gives away 8?") lets
it point forward to the question's subject; put first, it looks back instead, and may land on
someone else (Tom, when Bob's 4 cannot lose 8), leaving the asked amount untouched. As for a
trailing 'if' (``trailing_conditions.forward_pronoun``), the reading stands only when the clause's
change is done by a holder the question asks about (ADR 0322).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.fronted_questions import Fronted, _opener, read_fronted_question
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

ASKING = frozenset({"how", "what"})
SUBJECTS = frozenset({"name", "pronoun", "determiner", "noun", "person_noun", "article"})
NOT_IN_QUESTION = frozenset({"subordinator", "question_word", "relative_pronoun"})


def fronted_text(text: str, lexicon: Lexicon) -> str | None:
    """The text with its last question's trailing change clause put first, or None when the shape does not fit."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    question = sentences[-1]
    tokens = question.tokens
    words = sentence_words(question, lexicon)
    if len(words) < 6 or any(w is None for w in words) or any(t.text == "," for t in tokens):
        return None
    first = words[0]
    if first is None or first.category != "question_word" or first.lemma.casefold() not in ASKING:
        return None
    openers = [i for i, w in enumerate(words) if i > 0 and _opener(w)]
    if len(openers) != 1:
        return None
    at = openers[0]
    if at < 3 or at + 2 >= len(words):
        return None
    others = [
        i for i, w in enumerate(words) if i not in (0, at) and w is not None and w.category in NOT_IN_QUESTION
    ]
    if others:
        return None  # a second question word, subordinator or relative clause: which clause is asked?
    subject = words[at + 1]
    if subject is None or subject.category not in SUBJECTS:
        return None  # "after 3 days", "after buying 3": not a clause with a subject of its own
    story = text[: question.start].rstrip()
    clause = text[tokens[at + 1].start : tokens[-1].end]
    asked = text[tokens[0].start : tokens[at - 1].end]
    opener = tokens[at].text
    return f"{story} {opener[:1].upper()}{opener[1:]} {clause}, {asked[:1].lower()}{asked[1:]}?"


def _pronoun_subject(text: str, lexicon: Lexicon) -> bool:
    """The trailing clause's subject is a pronoun ("after he gives away 8")."""
    question = split_sentences(text)[-1]
    words = sentence_words(question, lexicon)
    at = next(i for i, w in enumerate(words) if i > 0 and _opener(w))
    subject = words[at + 1]
    return subject is not None and subject.category == "pronoun"


def read_trailing_event(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Fronted | None:
    """The answer to a question with a trailing change clause, read in the fronted order (ADR 0249), or None.

    A pronoun subject of the clause must have done the change as a holder the question asks about.
    """
    moved = fronted_text(text, lexicon)
    if moved is None:
        return None
    found = read_fronted_question(moved, lexicon, read)
    if found is None:
        return None
    if not _pronoun_subject(text, lexicon):
        return found
    graph = found.base.graph  # type: ignore[attr-defined]
    last = len(split_sentences(moved)) - 1
    doers = {e.doer or e.holder for e in graph.events if e.kind == "change" and e.sentence_index == last}
    return found if doers and doers <= set(graph.question.entities) else None
