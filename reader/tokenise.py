"""Split problem text into sentences of tokens, keeping character offsets.

The scanner works on characters, not on patterns over words: whitespace
separates chunks, then each chunk sheds leading and trailing punctuation
and English clitics ("Tom's" -> Tom + 's, "didn't" -> did + n't). A full
stop ends a sentence only when it is not part of a number ("3.5"), an
amount ("$18.00") or a known abbreviation ("Mr.", "a.m.").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

TERMINATORS = frozenset({".", "?", "!"})
LEADING_MARKS = frozenset({'"', "(", "[", "'"})
TRAILING_MARKS = frozenset({",", ";", ":", ")", "]", '"', ".", "?", "!"})
ABBREVIATIONS = frozenset(
    {"mr.", "mrs.", "ms.", "dr.", "st.", "jr.", "sr.", "a.m.", "p.m.", "etc.", "vs.", "no."}
)
NOT_CLITIC = "n't"
CLITICS = ("'s", "'m", "'re", "'ve", "'ll", "'d")
# "15kg", "250ml": a plain number with letters glued after it. Split into the number and
# the letters, so the letters are looked up like any word (a unit abbreviation reads as
# the unit; anything else still refuses as unknown). Ordinal endings ("3rd") stay whole.
_GLUED_UNIT = re.compile(r"([0-9]+(?:\.[0-9]+)?)([A-Za-z]+)")
ORDINAL_ENDINGS = frozenset({"st", "nd", "rd", "th"})
QUOTE_FOLDS = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'}


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Sentence:
    tokens: tuple[Token, ...]
    start: int
    end: int
    terminator: str  # ".", "?", "!" or "" when the text just ends

    @property
    def is_question(self) -> bool:
        return self.terminator == "?"

    def __hash__(self) -> int:
        # Sentences key the readers' memos, and hashing every token on each lookup was a tenth of
        # the reading time. Equal sentences share their span and length; equality still compares tokens.
        return hash((self.start, self.end, self.terminator, len(self.tokens)))


_QUOTE_TABLE = str.maketrans(QUOTE_FOLDS)
# Whitespace-separated chunks; the pattern never crosses whitespace, so it
# cannot see more than one chunk at a time (no grammar lives here).
_CHUNK = re.compile(r"\S+")


def fold_quotes(text: str) -> str:
    """Curly quotes become straight ones; length is kept so offsets stay valid."""
    return text.translate(_QUOTE_TABLE)


def _is_numberish(word: str) -> bool:
    return any(c.isdigit() for c in word)


def _split_glued_unit(word: str, at: int) -> list[Token]:
    """'15kg' -> 15, kg; every other word stays one token."""
    found = _GLUED_UNIT.fullmatch(word) if word[:1].isdigit() else None
    if found is None or found.group(2).lower() in ORDINAL_ENDINGS:
        return [Token(word, at, at + len(word))]
    cut = found.end(1)
    return [Token(word[:cut], at, at + cut), Token(word[cut:], at + cut, at + len(word))]


def _split_clitic(word: str, at: int) -> list[Token]:
    low = word.lower()
    if low.endswith(NOT_CLITIC) and len(word) > 3:
        cut = len(word) - 3
        return [Token(word[:cut], at, at + cut), Token(word[cut:], at + cut, at + len(word))]
    for clitic in CLITICS:
        if low.endswith(clitic) and len(word) > len(clitic):
            cut = len(word) - len(clitic)
            return [Token(word[:cut], at, at + cut), Token(word[cut:], at + cut, at + len(word))]
    if word.endswith("'") and len(word) > 1 and word[-2].isalpha():
        return [Token(word[:-1], at, at + len(word) - 1), Token("'", at + len(word) - 1, at + len(word))]
    return [Token(word, at, at + len(word))]


def _split_hyphens(word: str, at: int) -> list[Token]:
    """'twenty-five' -> twenty, -, five; a hyphen next to a digit, or after one letter ('t-shirt'), stays inside."""
    if "-" not in word:
        return [Token(word, at, at + len(word))]
    parts: list[Token] = []
    start = 0
    for i, ch in enumerate(word):
        joins_letter = (
            i - start == 1
        )  # "t-shirt", "x-ray": a single letter before the hyphen is part of the word
        if (
            ch == "-"
            and 0 < i < len(word) - 1
            and word[i - 1].isalpha()
            and word[i + 1].isalpha()
            and not joins_letter
        ):
            parts.append(Token(word[start:i], at + start, at + i))
            parts.append(Token("-", at + i, at + i + 1))
            start = i + 1
    parts.append(Token(word[start:], at + start, at + len(word)))
    return parts


def _split_chunk(chunk: str, at: int) -> list[Token]:
    if chunk.lower() in CLITICS or chunk.lower() == NOT_CLITIC:
        return [Token(chunk, at, at + len(chunk))]  # "Sara 's": a clitic written apart
    lead: list[Token] = []
    while chunk and chunk[0] in LEADING_MARKS and len(chunk) > 1:
        lead.append(Token(chunk[0], at, at + 1))
        chunk, at = chunk[1:], at + 1
    trail: list[Token] = []
    while chunk and chunk[-1] in TRAILING_MARKS:
        if chunk.lower() in ABBREVIATIONS:
            break
        end = at + len(chunk)
        trail.insert(0, Token(chunk[-1], end - 1, end))
        chunk = chunk[:-1]
    middle: list[Token] = []
    if chunk:
        for piece in _split_hyphens(chunk, at):
            if _is_numberish(piece.text):
                middle.extend(_split_glued_unit(piece.text, piece.start))
            else:
                middle.extend(_split_clitic(piece.text, piece.start))
    return lead + middle + trail


def tokenise(text: str) -> tuple[Token, ...]:
    text = fold_quotes(text)
    tokens: list[Token] = []
    for match in _CHUNK.finditer(text):
        chunk, at = match.group(), match.start()
        if chunk.isalnum():  # most chunks: no mark, hyphen or apostrophe, so nothing to split
            if chunk[0].isdigit():
                tokens.extend(_split_glued_unit(chunk, at))
            else:  # a word: _split_glued_unit splits only a chunk that starts with a digit
                tokens.append(Token(chunk, at, at + len(chunk)))
        elif chunk[-1] in TRAILING_MARKS and chunk[:-1].isalnum() and chunk.lower() not in ABBREVIATIONS:
            end = at + len(chunk)  # "apples." or "5,": a word and one mark
            tokens.extend(_split_glued_unit(chunk[:-1], at))
            tokens.append(Token(chunk[-1], end - 1, end))
        else:
            tokens.extend(_split_chunk(chunk, at))
    return tuple(t for t in tokens if t.text)


@lru_cache(maxsize=1024)
def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Group tokens into sentences at terminators; a missing final stop still closes the last one.

    Memoised: a pure function of the text, which one reading may split more than once.
    """
    sentences: list[Sentence] = []
    current: list[Token] = []
    for token in tokenise(text):
        if token.text in TERMINATORS:
            if current:
                sentences.append(Sentence(tuple(current), current[0].start, token.end, token.text))
                current = []
            continue
        current.append(token)
    if current:
        sentences.append(Sentence(tuple(current), current[0].start, current[-1].end, ""))
    return tuple(sentences)
