"""A question that names what is left by who it is left with: "How many buns are left with Nora?" (ADR 0429).

"How many buns are left with Nora?", "How much money is she left with?", "How many goats remain
with Lola?" and "How much will Ravi be left with?" all ask what "How many buns does Nora have
left?" asks: the holder's residual. The sentence reader refuses them, because 'with' after 'left'
has no role in its question frames, so the question is written again in the plain form and the whole
reader reads the written problem. Its refusal leaves the first refusal standing; a holder the story
never set up still refuses there ('dangling_entity'), as it would in the plain form.

Only the question is written again, and only when it is exactly one of these shapes after its 'how
many' or 'how much' phrase (a clause before it stays as it is):

- ``be left with HOLDER`` / ``remain(s/ed) with HOLDER``, with the holder at the end;
- ``be HOLDER left with`` / ``do HOLDER remain with`` / ``will HOLDER be left with``, with 'with' at the end;
- ``be left for HOLDER`` / ``will be left for HOLDER`` ("How many cookies are left for Neil?"): what is left
  for a person is what they have left; 'remain for' is not read, as it may say how long someone stays.

The holder is one word: a name, or a personal pronoun (which keeps its number: 'they' asks with
'do'). Two holders ("left with Ana and Ben"), a noun phrase ("left with the teacher"), a negation, a
modal other than 'will', or any other word between the phrase and the end keep the first refusal:
what is left *with* a place or an object is not always what someone has.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences

_SUBJECT_FORM = {"her": "she", "him": "he", "them": "they", "me": "I", "us": "we"}
_PLURAL_SUBJECTS = frozenset({"they", "we", "i", "you"})
_PRESENT_BE = frozenset({"is", "are", "am"})
_PAST_BE = frozenset({"was", "were"})


def left_with(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with a 'left with' or 'remain with' question asked as 'have left', else None."""
    if not {"with", "for"} & set(text_words(text, lexicon).texts):
        return None
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    start = _after_asked_phrase(words)
    if start is None:
        return None
    found = _holder_last(words, start) or _holder_inside(words, start)
    if found is None:
        return None
    first, last, auxiliary, holder = found
    subject = _SUBJECT_FORM.get(holder.text.casefold(), holder.text)
    if auxiliary == "does" and subject.casefold() in _PLURAL_SUBJECTS:
        auxiliary = "do"
    written = f"{auxiliary} {subject} have left"
    tokens = question.tokens
    asked = " ".join(word.text for word in words[first : last + 1])
    step = f'"{asked}" asks what {subject} has left'
    return with_edits(text, [(tokens[first].start, tokens[last].end, written)], [step])


def _after_asked_phrase(words: tuple[Word | None, ...]) -> int | None:
    """The index just after "how many|much [noun words]", at its first verb; None when there is none."""
    for at in range(len(words) - 1):
        here, after = words[at], words[at + 1]
        if here is None or after is None:
            return None
        if here.text.casefold() == "how" and after.text.casefold() in ("many", "much"):
            for nxt in range(at + 2, len(words)):
                word = words[nxt]
                if word is None:
                    return None
                if word.category in ("copula", "auxiliary", "modal", "verb_remain"):
                    return nxt
            return None
    return None


def _holder(word: Word | None) -> bool:
    """One word that may hold things: a name, or a personal pronoun (never 'it')."""
    if word is None:
        return False
    if word.category == "name":
        return True
    return word.category == "pronoun" and word.text.casefold() in {
        "he", "she", "they", "i", "we", "you", "her", "him", "them", "me", "us",
    }  # fmt: skip


def _tense(word: Word) -> str | None:
    """'does' or 'did' for a form of 'be' or 'remain'; None for any other word."""
    text = word.text.casefold()
    if text in _PRESENT_BE or text in ("remain", "remains"):
        return "does"
    if text in _PAST_BE or text == "remained":
        return "did"
    return None


def _known(words: tuple[Word | None, ...], at: int) -> list[Word] | None:
    """The words from ``at`` to the end, or None when one of them is not in the lexicon."""
    rest = [word for word in words[at:] if word is not None]
    return rest if len(rest) == len(words) - at and len(rest) >= 3 else None


def _holder_last(words: tuple[Word | None, ...], at: int) -> tuple[int, int, str, Word] | None:
    """ "are left with Nora", "remain with Lola", "will be left with her", "were left for Neil": the holder is
    the last word."""
    rest = _known(words, at)
    if rest is None or not _holder(rest[-1]) or rest[-2].text.casefold() not in ("with", "for"):
        return None
    texts = [word.text.casefold() for word in rest]
    if texts[-2] == "for" and rest[0].category == "verb_remain":
        return None  # "remain for Lola" may say how long they stay
    if texts[:-2] == ["will", "be", "left"]:
        auxiliary: str | None = "will"
    elif len(texts) == 4 and texts[1] == "left" and rest[0].category == "copula":
        auxiliary = _tense(rest[0])
    elif len(texts) == 3 and rest[0].category == "verb_remain":
        auxiliary = _tense(rest[0])
    else:
        return None
    return None if auxiliary is None else (at, len(words) - 1, auxiliary, rest[-1])


def _holder_inside(words: tuple[Word | None, ...], at: int) -> tuple[int, int, str, Word] | None:
    """ "is she left with", "does she remain with", "will Ravi be left with": 'with' is the last word."""
    rest = _known(words, at)
    if rest is None or rest[-1].text.casefold() != "with" or not _holder(rest[1]):
        return None
    texts = [word.text.casefold() for word in rest]
    if len(texts) == 5 and texts[0] == "will" and texts[2:4] == ["be", "left"]:
        auxiliary: str | None = "will"
    elif len(texts) == 4 and texts[2] == "left" and rest[0].category == "copula":
        auxiliary = _tense(rest[0])
    elif len(texts) == 4 and texts[0] in ("does", "do", "did") and texts[2] == "remain":
        auxiliary = "did" if texts[0] == "did" else "does"
    else:
        return None
    return None if auxiliary is None else (at, len(words) - 1, auxiliary, rest[1])


__all__ = ["left_with"]
