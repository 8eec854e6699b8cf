""" "a quarter of her money", "three quarters of the pie", "one-quarter of the students": a share, told
as the fraction the reader reads ("1/4 of", "3/4 of") when no coin is in the story (ADR 0351).

The lexicon files 'quarter' as a coin (a quarter is worth $0.25), and the sentence reader refuses any
'of' after a coin word ("no rule reads a prep_of after a coin word that may name a share"), since
"three quarters of his coins" may be three coins or three fourths of them. Where the story speaks of no
coin at all, "a quarter of" and "three quarters of" can only be the share, and the problem is told again
with the fraction in their place; the whole reader reads the retold text. Its answer stands with one
step more saying what was retold; its refusal leaves the first refusal standing.

Retold only where every "quarter(s) of" of the problem is one of these shapes:

- "a|an|one [-] quarter of" is 1/4 and "three [-] quarters of" is 3/4; a digit ("3 quarters of a box")
  counts things more often than parts (three quarters of a game are three periods of play), and
  "two quarters of", "quarter of" with no count, or "the first quarter of" stay as they were;
- no number stands just before the count ("two and a quarter of", "twenty-three quarters"): the words
  may be a longer amount;
- the story names no coin anywhere: no other coin word (penny, nickel, dime, quarter), no 'coin' and no
  'cent'; "He has 20 quarters. He gives three quarters of them to Ann" may give three coins;
- the words after 'of' name no coin either ("a quarter of his dimes"), and do not open with 'a' or
  'an': "a quarter of an apple" is a part of one thing, which the reading of "1/4 of" does not count.

Nothing is counted here: whether the share of the amount is a whole count is the reading's to decide.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, category_at
from reader.tokenise import split_sentences

ONE = frozenset({"a", "an", "one"})  # before 'quarter'
THREE = frozenset({"three"})  # before 'quarters'
NUMBER_WORDS = frozenset({"number", "number_word", "scale_word"})
COIN_LEMMAS = frozenset({"coin", "cent"})
ONE_THING = frozenset({"a", "an", "one"})  # after 'of': "a quarter of an apple"


def quarter_shares(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "a quarter of" / "three quarters of" told as "1/4 of" / "3/4 of"; else None."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    shares: set[tuple[int, int]] = set()
    sentences = split_sentences(text)
    found: list[tuple[int, int, int, Fraction]] = []  # (sentence, first token, quarter token, share)
    for at, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for i, word in enumerate(words):
            if not _is_quarter(word) or category_at(words, i + 1) != "prep_of":
                continue
            share = _share(words, i)
            if share is None or _coin_after(words, i + 2):
                return None  # a "quarter(s) of" that may be coins: the text stays as it was
            after = words[i + 2] if i + 2 < len(words) else None
            if after is not None and after.text.casefold() in ONE_THING:
                return None  # "a quarter of an apple": a part of one thing, not of a counted amount
            found.append((at, share[0], i, share[1]))
            shares.add((at, i))
    if not found:
        return None
    for at, sentence in enumerate(sentences):
        for i, word in enumerate(sentence_words(sentence, lexicon)):
            if (at, i) not in shares and _names_coin(word):
                return None  # "He has 20 quarters ...": the story counts coins
    for at, first, quarter, share in found:
        tokens = sentences[at].tokens
        told = f"{share.numerator}/{share.denominator}"
        said = " ".join(t.text for t in tokens[first : quarter + 2])
        edits.append((tokens[first].start, tokens[quarter].end, told))
        steps.append(f"'{said}' read as '{told} of': no coin is named in the problem")
    return with_edits(text, edits, steps)


def quarter_share_at(words: tuple[Word | None, ...], at: int) -> bool:
    """Whether the word at ``at`` is the 'quarter(s)' of "a quarter" / "three quarters", a share's shape.

    Only the shape: whether the story names coins is decided when the share is retold with its 'of'
    ("Of the remaining plums, she gave a quarter to Lee" is first told "a quarter of the remaining plums").
    """
    return 0 <= at < len(words) and _is_quarter(words[at]) and _share(words, at) is not None


def _is_quarter(word: Word | None) -> bool:
    return word is not None and word.category == "coin_noun" and word.lemma.casefold() == "quarter"


def _names_coin(word: Word | None) -> bool:
    """A coin word, 'coin' or 'cent': the story counts money in coins."""
    return word is not None and (word.category == "coin_noun" or word.lemma.casefold() in COIN_LEMMAS)


def _coin_after(words: tuple[Word | None, ...], start: int) -> bool:
    """Whether the phrase after 'of' names a coin before its clause goes on ("of his dimes")."""
    for word in words[start : start + 4]:
        if _names_coin(word):
            return True
    return False


def _share(words: tuple[Word | None, ...], quarter: int) -> tuple[int, Fraction] | None:
    """(the count's token, the share) for "a quarter" or "three quarters", hyphen or not; None otherwise."""
    word = words[quarter]
    assert word is not None
    plural = word.text.casefold() != word.lemma.casefold()
    count = quarter - 1
    if count >= 0 and words[count] is not None and words[count].text == "-":  # type: ignore[union-attr]
        count -= 1
    lead = words[count] if count >= 0 else None
    if lead is None or lead.shape is not None:
        return None  # "3 quarters of a box", "quarter of": a count of things, or no count at all
    low = lead.text.casefold()
    if plural and low in THREE:
        share = Fraction(3, 4)
    elif not plural and low in ONE:
        share = Fraction(1, 4)
    else:
        return None
    before = category_at(words, count - 1)
    if before in NUMBER_WORDS or (before == "punctuation" and words[count - 1].text == "-"):  # type: ignore[union-attr]
        return None  # "twenty-three quarters": a longer number
    if before == "conjunction" and category_at(words, count - 2) in NUMBER_WORDS:
        return None  # "two and a quarter of an hour": a mixed number
    return count, share


__all__ = ["quarter_share_at", "quarter_shares"]
