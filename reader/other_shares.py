"""'the other half', 'an equal number of', 'the same time': shares and sameness told with a determiner and
no noun, told again in the words the reader reads (ADR 0361).

The sentence reader refuses "the other half", "an equal number of pens" and "the same time" ("a
determiner with no noun after it"), though each says plainly what the reader already reads in other
words. The problem is told again and the whole reader reads the retold text: its answer stands with one
step more saying what was retold; its refusal leaves the first refusal standing.

- "Half of the cows are brown and the other half are white.", "She gave one-third of them to Ann and the
  other two-thirds to Bob": the other share is what is left of the same whole, 'the rest' (ADR 0179).
  Only when the sentence names exactly one share before it, the two shares make one whole (half and
  half, 1/3 and 2/3, 40% and 60%), and an "of" after the other share repeats the first share's own
  words ("half of her money ... the other half of her money"); "half of the boys ... the other half of
  the girls", or two shares before it ("half of the boys and half of the girls ... the other half"),
  name two wholes and stay. A noun right after the share ("the other half hour") is a measure, not a
  share, and stays. 'the rest' keeps every guard of its own reading. A comma or 'while' before "the other
  <share> are|were" is told as 'and', as the reading of 'the rest are' asks ("Half are girls, the other
  half are boys").
- "an equal number of pens as Ann", "the same number|amount of pens as Ann": 'as many pens as Ann';
  "the same amount of money as Ann": 'as much money as Ann'; "an equal number of pencils and pens" (the
  clause ending there or going on with a place): 'as many pencils as pens'. Only with a plural noun (or
  money) after 'of'; "the same amount" with no noun may be money or a count and stays, and so does
  "the same number" with no noun.
- "2 hours on Monday and the same time on Tuesday", "$20 in May and the same amount in June": the same
  measure told again ("2 hours on Tuesday"). Only when 'and the same time|amount' follows, in the same
  clause, a number with its unit (a unit of time for 'time'; money, any unit or counted things for
  'amount': "12 pages on Monday and the same amount on Tuesday") and a
  phrase of place or time with no verb or other number between, and a preposition follows it.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, category_at
from reader.tokenise import Sentence, split_sentences

COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
PARTS = {
    "half": 2,
    "third": 3,
    "fourth": 4,
    "quarter": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "tenth": 10,
}
NOUN_LIKE = frozenset({"noun", "unit_noun", "money_noun", "quantity_noun", "time_marker", "coin_noun"})
TIME_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
PHRASE_WORDS = frozenset({"prep_in", "time_marker", "article", "noun", "name", "possessive", "determiner"})
SAME_NOUNS = {"time": "time", "amount": "amount"}


def _low(sentence: Sentence, at: int) -> str:
    return sentence.tokens[at].text.casefold() if 0 <= at < len(sentence.tokens) else ""


def _share_at(sentence: Sentence, words: tuple[Word | None, ...], at: int) -> tuple[int, Fraction] | None:
    """(last index, value) of a share starting at ``at``: "half", "one-third", "two thirds", "1/3", "40%"."""
    word = words[at] if 0 <= at < len(words) else None
    if word is None:
        return None
    low = word.text.casefold()
    if low == "half":
        return at, Fraction(1, 2)
    if word.category == "number" and word.shape is not None:
        if word.shape.primitive == "fraction" and "/" in word.text:
            top, _, bottom = word.text.partition("/")
            if top.isdigit() and bottom.isdigit() and int(bottom) > 0:
                return at, Fraction(int(top), int(bottom))
        if word.shape.primitive == "percent" and word.text.endswith("%"):
            digits = word.text[:-1]
            if digits.replace(".", "", 1).isdigit():
                return at, Fraction(digits) / 100
        return None
    if low not in COUNT_WORDS:
        return None
    part = at + 1
    if _low(sentence, part) == "-":
        part += 1
    part_word = _low(sentence, part)
    lemma = part_word[:-1] if part_word.endswith("s") else part_word
    if lemma not in PARTS or (COUNT_WORDS[low] == 1) == part_word.endswith("s"):
        return None  # "one thirds", "two third": not a share told plainly
    return part, Fraction(COUNT_WORDS[low], PARTS[lemma])


def _of_phrase(sentence: Sentence, start: int) -> tuple[str, int]:
    """The words of an "of ..." phrase from ``start`` (at 'of') up to a verb-free end, and its last index."""
    end = start
    texts = []
    while end + 1 < len(sentence.tokens):
        low = _low(sentence, end + 1)
        if low in {
            "and",
            "to",
            "on",
            "in",
            "into",
            "for",
            ",",
            ".",
            "while",
            "but",
            "are",
            "were",
            "is",
            "was",
        }:
            break
        end += 1
        texts.append(low)
        if len(texts) > 4:
            break
    return " ".join(texts), end


def _other_shares(sentence: Sentence, words: tuple[Word | None, ...]) -> list[tuple[int, int, str, str]]:
    """(start char, end char, new text, step) for each "the other <share>" that completes one whole."""
    edits = []
    for at in range(len(words) - 2):
        if _low(sentence, at) != "the" or _low(sentence, at + 1) != "other":
            continue
        other = _share_at(sentence, words, at + 2)
        if other is None:
            continue
        end, value = other
        before = []
        i = 0
        while i < at:
            found = _share_at(sentence, words, i)
            if found is not None and not (i >= 1 and _low(sentence, i - 1) == "other"):
                before.append((i, found))
                i = found[0] + 1
            else:
                i += 1
        if len(before) != 1:
            continue  # no share before it, or two wholes it may complete
        _, (first_end, first_value) = before[0]
        if first_value + value != 1:
            continue
        if any(category_at(words, i) in {"number", "number_word"} for i in range(first_end + 1, at)):
            continue  # "Half are green, 10 are red, and the other half": another part between, no whole
        follows = category_at(words, first_end + 1)
        if _low(sentence, first_end + 1) not in {"of", "the"} and not (
            follows in {"copula", "conjunction", "punctuation"} or follows.startswith("verb")
        ):
            continue  # "half as many", "half an hour", "half price": not a share of a whole
        if category_at(words, end + 1) in NOUN_LIKE:
            continue  # "the other half hour": a measure
        if _low(sentence, end + 1) == "of":
            said, said_end = _of_phrase(sentence, end + 1)
            if _low(sentence, first_end + 1) != "of":
                continue
            first_said, _ = _of_phrase(sentence, first_end + 1)
            if said != first_said:
                continue  # "half of the boys ... the other half of the girls": two wholes
            end = said_end
        start, told = at, "the rest"
        if _low(sentence, at - 1) in {",", "while"} and category_at(words, end + 1) == "copula" and at >= 2:
            start, told = (
                at - 1,
                "and the rest",
            )  # "Half are girls, the other half are boys": the parts joined
        old = " ".join(t.text for t in sentence.tokens[start : end + 1])
        edits.append(
            (
                sentence.tokens[start].start if told == "the rest" else sentence.tokens[start - 1].end,
                sentence.tokens[end].end,
                told if told == "the rest" else " " + told,
                f"'{old}' read as '{told}': with the share before it, it makes the whole",
            )
        )
    return edits


def _plural(word: Word | None) -> bool:
    return word is not None and word.category == "noun" and word.text.casefold() != word.lemma.casefold()


def _equal_numbers(sentence: Sentence, words: tuple[Word | None, ...]) -> list[tuple[int, int, str, str]]:
    """Edits telling "an equal|the same number|amount of <things> as|and ..." as "as many|much ... as"."""
    edits = []
    n = len(words)
    for at in range(n - 4):
        pair = (_low(sentence, at), _low(sentence, at + 1))
        if pair not in {("an", "equal"), ("the", "same")}:
            continue
        if not (category_at(words, at - 1).startswith("verb") or category_at(words, at - 1) == "copula"):
            continue  # "twice the same number of", "4 fewer than an equal number of": not the plain sameness
        measure = _low(sentence, at + 2)
        if measure not in {"number", "amount"} or _low(sentence, at + 3) != "of":
            continue
        noun_at = at + 4
        noun = words[noun_at] if noun_at < n else None
        if noun is not None and noun.category == "money_noun" and measure == "amount":
            many = "much"
        elif _plural(noun):
            many = "many"
            if _plural(words[noun_at + 1] if noun_at + 1 < n else None):
                noun_at += 1  # "baseball cards"
        else:
            continue
        after = _low(sentence, noun_at + 1)
        things = " ".join(t.text for t in sentence.tokens[at + 4 : noun_at + 1])
        old_end = noun_at + 1
        if after == "as":
            new = f"as {many} {things} as"
        elif after == "and" and many == "many" and _plural(words[noun_at + 2] if noun_at + 2 < n else None):
            tail = noun_at + 3
            if tail < n and _low(sentence, tail) not in {".", ",", "?", "in", "on", "at"}:
                continue  # "an equal number of pens and pencils each": the clause goes on unread
            other = sentence.tokens[noun_at + 2].text
            new = f"as {many} {things} as {other}"
            old_end = noun_at + 2
        else:
            continue
        old = " ".join(t.text for t in sentence.tokens[at : old_end + 1])
        edits.append(
            (sentence.tokens[at].start, sentence.tokens[old_end].end, new, f"'{old}' read as '{new}'")
        )
    return edits


def _same_measures(sentence: Sentence, words: tuple[Word | None, ...]) -> list[tuple[int, int, str, str]]:
    """Edits telling "<N unit> <phrase> and the same time|amount <prep>" as "... and <N unit> <prep>"."""
    edits = []
    for at in range(2, len(words) - 3):
        if (_low(sentence, at), _low(sentence, at + 1), _low(sentence, at + 2)) != ("and", "the", "same"):
            continue
        same = _low(sentence, at + 3)
        after = category_at(words, at + 4)
        if same not in SAME_NOUNS or not after.startswith("prep_") or after == "prep_of":
            continue
        unit_at = None
        for back in range(at - 1, max(-1, at - 6), -1):
            cat = category_at(words, back)
            counted = same == "amount" and _plural(words[back]) and category_at(words, back - 1) == "number"
            if (
                cat in {"unit_noun", "money_noun"}
                or counted
                or (cat == "number" and sentence.tokens[back].text[0] == "$")
            ):
                unit_at = back
                break
            if cat not in PHRASE_WORDS:
                break
        if unit_at is None or unit_at + 1 == at:
            continue  # no measure, or no phrase to tell the two apart
        if not category_at(words, unit_at + 1).startswith("prep_"):
            continue
        earlier = unit_at - (1 if words[unit_at] is not None and words[unit_at].category != "number" else 0)
        if any(category_at(words, i) in {"number", "number_word"} for i in range(earlier)):
            continue  # "2 hours on Monday and 3 hours on Friday and the same time ...": which measure?
        unit = words[unit_at]
        assert unit is not None
        if unit.category == "number":
            told = sentence.tokens[unit_at].text  # "$20"
        else:
            if category_at(words, unit_at - 1) != "number":
                continue
            if same == "time" and unit.lemma.casefold() not in TIME_UNITS:
                continue
            told = f"{sentence.tokens[unit_at - 1].text} {sentence.tokens[unit_at].text}"
        if same == "time" and unit.category == "number":
            continue  # "$20 ... and the same time": not a time
        old = " ".join(t.text for t in sentence.tokens[at + 1 : at + 4])
        edits.append(
            (
                sentence.tokens[at + 1].start,
                sentence.tokens[at + 3].end,
                told,
                f"'{old}' read as '{told}': the measure just told",
            )
        )
    return edits


def other_shares(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with 'the other <share>', 'an equal number of', 'the same time' retold; else None."""
    low = text.casefold()
    if "other" not in low and "equal" not in low and "same" not in low:
        return None  # each retelling starts at one of these words: without them nothing is edited
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        for start, end, new, step in (
            _other_shares(sentence, words) + _equal_numbers(sentence, words) + _same_measures(sentence, words)
        ):
            edits.append((start, end, new))
            steps.append(step)
    return with_edits(text, edits, steps)


__all__ = ["other_shares"]
