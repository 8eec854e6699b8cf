""" "two-thirds of her money", "one fifth of the flour", "20 percent of his cards", "half of the rest": a
share spelled in words, told as the fraction the reader reads ("2/3 of", "1/5 of", "20% of", "1/2 of")
(ADR 0367).

The sentence reader reads a share written as a fraction or a percentage ("gave away 3/4 of her cards",
"sold 40% of them") and 'a' with an ordinal ("a third of his apples", ADR 0033), but a count before an
ordinal ("one third", "two-thirds", "three fifths") leaves the ordinal with no role, "20 percent" leaves
'percent' with no role, and 'half' is read only where its own rules place it (after 'and', "half of the
remaining rolls" ends the clause). The words say nothing the digits do not, so where the reading refuses
the problem is told again with the digits in their place; the whole reader reads the retold text. Its
answer stands with one step more saying what was retold; its refusal leaves the first refusal standing.

Retold only where every spelled share of the problem is one of these shapes, right before 'of':

- a count word and an ordinal, hyphen or not: "one third", "two-thirds", "three fourths", "one-fifth".
  The count is a word from one to nine (a digit, "2 thirds of", more often counts things), smaller than
  the ordinal's value (a part, never "five thirds"), singular after 'one' and plural after any other
  ("two third of" is no share). 'first' and 'second' are never shares ("one second of the race" is a
  time), and neither is 'quarter' (a coin: ADR 0351 tells "three quarters of" apart);
- "one half" / "one-half" and a bare 'half' (1/2); 'half' only where no word before it makes it part of
  a longer phrase: "the other half of", "the first half of", "and a half of", "one and a half", "half of
  an hour" after a count, or 'half' after any word but a verb, a particle, a comma, 'and', 'then' or
  the sentence's start stay as they were ("is half of what Tom has" is a comparison);
- a number in digits and 'percent' or 'per cent': "20 percent of" (the number stays as written);
- no number stands just before the count ("twenty-one thirds", "two and one third of"): the words may be
  a longer amount or a mixed number;
- the words after 'of' do not open with 'a', 'an' or 'one': "one third of a cup", "two-thirds of an
  hour" are parts of one thing or of a measure, which the reading of "1/3 of" does not count; nor with
  'that', 'this', 'those' or 'these': a share of 'that' is `reader/that_many.py`'s to read (ADRs 0340,
  0351), which reads "two thirds of that number" and leaves "one half of that number" unread.

Nothing is counted here: whether the share of the amount is a whole count, and whose amount 'of' names,
are the reading's to decide; a retold text the reader cannot read leaves the first refusal standing.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, category_at
from reader.tokenise import split_sentences

COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
DENOMINATORS = range(3, 13)  # 'third' .. 'twelfth': 'first' and 'second' are positions or times
NUMBER_WORDS = frozenset({"number", "number_word", "scale_word"})
ONE_THING = frozenset({"a", "an", "one"})  # after 'of': "one third of a cup"
POINTERS = frozenset({"that", "this", "those", "these"})  # after 'of': "two thirds of that number"
PERCENT_WORDS = frozenset({"percent"})
HALF_OPENERS = frozenset({"and", "then", ","})  # "and half of the rest", "then half of them"
HALF_NOT_AFTER = frozenset({"other", "first", "second", "last", "the", "this", "that"})


def spelled_shares(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each spelled share before 'of' told in digits; None when there is none or any
    spelled share before 'of' has another shape."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        tokens = sentence.tokens
        for i, word in enumerate(words):
            if word is None or category_at(words, i + 1) != "prep_of":
                continue
            spelled = _spelled(words, i)
            if spelled is None:
                continue
            if spelled is False:
                return None  # a spelled share of another shape: the text stays as it was
            first, told = spelled
            after = words[i + 2] if i + 2 < len(words) else None
            if after is not None and after.text.casefold() in ONE_THING:
                return None  # "one third of a cup": a part of one thing or of a measure
            if after is not None and after.text.casefold() in POINTERS:
                return None  # "one half of that number": ADR 0340's and 0351's reading of 'that', as told
            said = " ".join(t.text for t in tokens[first : i + 2])
            edits.append((tokens[first].start, tokens[i].end, told))
            steps.append(f"'{said}' read as '{told} of'")
    if not edits:
        return None
    return with_edits(text, edits, steps)


def _spelled(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | bool | None:
    """(the share's first token, the share in digits) for a spelled share ending at ``at``; None when the
    word is no spelled share at all, False when it is one of a shape that is not read here."""
    word = words[at]
    assert word is not None
    low = word.text.casefold()
    if word.category == "percent_word" and low in PERCENT_WORDS:
        return _percent(words, at)
    if word.category == "fraction_word" and low == "half":
        return _half(words, at)
    if word.category != "ordinal_word":
        return None
    value = word.attr("value")
    if not value or not value.isdigit() or int(value) not in DENOMINATORS:
        return None  # "the first of", "the second of": positions
    count = at - 1
    if count >= 0 and words[count] is not None and words[count].text == "-":  # type: ignore[union-attr]
        count -= 1
    lead = words[count] if count >= 0 else None
    if lead is None or lead.category != "number_word":
        return None  # "a third of" is read as it stands (ADR 0033); "the third of" is a position
    numerator = COUNTS.get(lead.text.casefold())
    plural = low != word.lemma.casefold()
    if numerator is None or numerator >= int(value) or plural != (numerator > 1):
        return False
    if _longer_number(words, count):
        return False
    return count, f"{numerator}/{value}"


def _half(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | bool | None:
    """ "one half of", "one-half of", and a bare "half of" opening a clause or after its verb."""
    count = at - 1
    if count >= 0 and words[count] is not None and words[count].text == "-":  # type: ignore[union-attr]
        count -= 1
    lead = words[count] if count >= 0 else None
    if lead is not None and lead.text.casefold() == "one" and lead.category == "number_word":
        if _longer_number(words, count):
            return False
        return count, "1/2"
    if count != at - 1:
        return False  # "twenty-half": no share
    if lead is None:
        return at, "1/2"  # "Half of the cookies were ..." at the sentence's start
    before = lead.text.casefold()
    if before in HALF_NOT_AFTER or lead.shape is not None or lead.category in NUMBER_WORDS:
        return None  # "the other half of", "the first half of", "3 half of": another phrase
    if lead.category.startswith("verb") or lead.category == "preposition" or before in HALF_OPENERS:
        return at, "1/2"  # "sold half of them", "gave away half of the rest", "and half of the rest"
    return None


def _percent(words: tuple[Word | None, ...], at: int) -> tuple[int, str] | bool | None:
    """ "20 percent of": a number in digits right before 'percent'."""
    lead = words[at - 1] if at >= 1 else None
    if lead is None or lead.shape is None or lead.category != "number":
        return False  # "twenty percent of", "a percent of": not read here
    if lead.shape.value.denominator != 1 or lead.shape.value <= 0:
        return False
    if category_at(words, at - 2) in NUMBER_WORDS:
        return False
    return at - 1, f"{lead.shape.value.numerator}%"


def _longer_number(words: tuple[Word | None, ...], count: int) -> bool:
    """Whether a number stands just before the count: "twenty-one thirds", "two and one third"."""
    before = category_at(words, count - 1)
    if before in NUMBER_WORDS or (before == "punctuation" and words[count - 1].text == "-"):  # type: ignore[union-attr]
        return True
    return before == "conjunction" and category_at(words, count - 2) in NUMBER_WORDS


__all__ = ["spelled_shares"]
