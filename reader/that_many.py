""" "20 cups on Monday and twice that many on Tuesday": 'that' points at the amount just told (ADR 0171).

A factor before 'that' and a word of amount after it ("twice that many",
"3 times that much", "half that amount", "half of that number of guests")
say an amount: the factor times the amount just told. The lexicon files
'that' as a relative pronoun, so such a sentence refused with a relative
clause after nothing. When it refuses at the phrase, the sentence is read
again with the phrase read as the amount it says: the factor's token as
the product, the next token as the noun the told amount was counted in,
the rest passed over, every token at its own index.

The amount pointed at must be the only one that could be meant: the one
number told in the sentence before the phrase or, when there is none, the
one number of the sentence before. Anything that relates amounts in that
stretch (a multiplier, a fraction word, 'more', 'than', 'as', 'per', 'each')
leaves the amount just told unclear, and the refusal stands. The unit may
not change: "10 minutes ... twice that many hours" refuses, and so does a
measure with a thing after it ("20 pounds of beef and half that much pork"),
whose reading needs more than one word. A product that is not a finite
decimal refuses too.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

# What may stand before a verb: after one, 'double' or 'triple' doubles rather than counts.
SUBJECTS = NOUN_WORDS | frozenset({"pronoun", "name", "prep_recipient", "relative_pronoun"})
NUMBERS = frozenset({"number", "number_word", "scale_word"})  # "three hundred": two number words, one amount
AMOUNT_WORDS = frozenset({"question_quantity", "quantity_noun"})  # many, much; amount, number
# What an amount may be told in, after its number (an adjective may stand between).
COUNTED = frozenset({"noun", "person_noun", "coin_noun"})
MEASURED = frozenset({"unit_noun"})
# Words that relate one amount to another: with one of them near, "that" may point at a worked amount.
RELATING = frozenset(
    {
        "comparative",
        "than_marker",
        "multiplier",
        "fraction_word",
        "as_marker",
        "equality_marker",
        "rate_marker",
        "distributive",
        "percent_word",
        "relative_pronoun",
    }
)


@dataclass(frozen=True, slots=True)
class Pointing:
    """One "<factor> [of] that <amount word> [of] [<noun>]" phrase, by token index."""

    start: int  # the factor's first token
    that: int
    end: int  # one past the phrase's last token (its own noun excluded)
    factor: Fraction
    noun: int | None  # the phrase's own noun ("that many copies"), if any


def read_that_many(
    sentence: Sentence,
    earlier: tuple[Sentence, ...],
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with its one pointing phrase as the amount it says; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    found = [p for i in range(len(words)) if (p := _pointing(words, i)) is not None]
    if len(found) != 1 or not found[0].start <= refusal.token_index < found[0].end:
        return refusal
    phrase = found[0]
    if any(_is_that(words, i) for i in range(len(words)) if i != phrase.that):
        return refusal
    told = _told(sentence, words[: phrase.start], earlier, lexicon)
    if told is None:
        return refusal
    feed = _feed(sentence, words, phrase, told)
    if feed is None:
        return refusal
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal
    return end_sentence(state, problem, sentence.end, sentence.is_question)


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _is_that(words: tuple[Word | None, ...], i: int) -> bool:
    w = words[i]
    return w is not None and w.category == "relative_pronoun" and w.text.casefold() == "that"


def _value(word: Word | None) -> Fraction | None:
    """A number's value ("$30" is money), or a number word's; None for any other shape ("25%", "3rd")."""
    if word is not None and word.category == "number_word" and word.attr("value").isdigit():
        return Fraction(word.attr("value"))
    if word is None or word.shape is None or word.shape.unit not in ("", "dollar"):
        return None
    return word.shape.value


def _factor(words: tuple[Word | None, ...], before: int) -> tuple[int, Fraction] | None:
    """The factor that ends just before ``before``: 'twice', 'half', 'N times', a fraction '1/4'."""
    w = words[before] if 0 <= before < len(words) else None
    if w is None:
        return None
    if w.category == "multiplier" and w.attr("factor") == "number":
        value = _value(words[before - 1]) if before >= 1 else None
        if value is None or _category(words, before - 1) not in NUMBERS or value <= 0:
            return None
        return before - 1, value
    if w.category == "multiplier" and w.attr("factor").isdigit():
        if w.text.casefold() != w.lemma.casefold() or _category(words, before - 1) in SUBJECTS:
            return None  # "doubled that amount", "they double that amount": a verb, not a factor
        return before, Fraction(w.attr("factor"))
    if w.category == "fraction_word" and w.attr("value"):
        if _category(words, before - 1) in ("article", "number_word"):
            return None  # "a half", "one half of that": a longer phrase than the factor
        return before, Fraction(w.attr("value"))
    value = _value(w) if w.category == "number" and w.shape is not None and w.shape.unit == "" else None
    if value is not None and value.denominator != 1:
        return before, value  # "1/4 that amount"
    return None


def _pointing(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """The phrase whose 'that' stands at ``i``, when a factor comes before it and an amount word after."""
    if not _is_that(words, i) or _category(words, i + 1) not in AMOUNT_WORDS:
        return None
    before = i - 2 if _category(words, i - 1) == "prep_of" else i - 1
    factor = _factor(words, before)
    if factor is None:
        return None
    end = i + 2
    if _category(words, end) == "prep_of":
        if _category(words, i + 1) != "quantity_noun":
            return None  # "that much of the cake"
        end += 1
    noun = end if _category(words, end) in COUNTED | MEASURED else None
    if noun is None and (_category(words, end) in NOUN_WORDS or end != i + 2):
        return None  # "that many red apples", "that much money", "that number of" with nothing after
    if noun is not None and _category(words, noun + 1) in COUNTED | MEASURED | {"prep_of"}:
        return None  # "that many apple pies", "that many cups of tea"
    return Pointing(factor[0], i, end, factor[1], noun)


@dataclass(frozen=True, slots=True)
class Told:
    """The amount pointed at: its value, whether it is money, and the noun it was told in."""

    value: Fraction
    money: bool
    noun: str  # the token text ("cups", "miles"), or "" when none follows
    measured: bool
    lemma: str


def _numbers(words: tuple[Word | None, ...]) -> list[int]:
    return [i for i, w in enumerate(words) if w is not None and w.category in NUMBERS]


def _told(
    sentence: Sentence,
    before: tuple[Word | None, ...],
    earlier: tuple[Sentence, ...],
    lexicon: Lexicon,
) -> Told | None:
    """The one amount told just before: in the sentence before the phrase, else in the sentence before.

    Across a sentence break only the story's first told amount is pointed at: after "had 10 apples.
    He gave away 4.", "twice that many" could be twice the 4 or twice the 6 left.
    """
    if any(w is not None and w.category in RELATING for w in before):
        return None
    if _numbers(before):
        return _one(before, _numbers(before), sentence)
    if not earlier or earlier[-1].is_question:
        return None
    if any(_numbers(words_of(s, lexicon)) for s in earlier[:-1]):
        return None
    previous = words_of(earlier[-1], lexicon)
    if any(w is not None and w.category in RELATING for w in previous):
        return None
    return _one(previous, _numbers(previous), earlier[-1])


def _one(words: tuple[Word | None, ...], numbers: list[int], sentence: Sentence) -> Told | None:
    if len(numbers) != 1:
        return None  # "20 boys and 11 girls ... twice that number": which one, or both?
    at = numbers[0]
    word, value = words[at], _value(words[at])
    if word is None or value is None or value <= 0:
        return None
    money = word.shape is not None and word.shape.unit == "dollar"
    after = at + 1
    kind = _category(words, after)
    if kind in NOUN_WORDS - COUNTED - MEASURED or kind == "prep_of":
        return None  # "20 red apples", "$5 cash", "20 of them": more than the noun would be carried over
    if money or kind not in COUNTED | MEASURED:
        return Told(value, money, "", False, "")
    if _category(words, after + 1) in COUNTED | MEASURED | {"prep_of"}:
        return None  # "20 pounds of beef", "5 apple pies": more than one word names what was told
    noun = words[after]
    assert noun is not None
    return Told(value, money, sentence.tokens[after].text, kind in MEASURED, noun.lemma.casefold())


def _number_text(value: Fraction, money: bool) -> str | None:
    """The value as a number token reads it: a whole number or a finite decimal; else None."""
    whole, rest = divmod(value, 1)
    if rest == 0:
        text = str(whole)
    else:
        for places in range(1, 7):
            scaled = rest * 10**places
            if scaled.denominator == 1:
                text = f"{whole}.{int(scaled):0{places}d}"
                break
        else:
            return None
    return f"${text}" if money else text


def _feed(sentence: Sentence, words: tuple[Word | None, ...], phrase: Pointing, told: Told) -> Feed | None:
    """The phrase read as '<product> <told noun>', or '<product> <its own noun>'; None if the unit differs."""
    text = _number_text(told.value * phrase.factor, told.money)
    if text is None:
        return None
    read_as = [(phrase.start, text)]
    if phrase.noun is not None:
        own = words[phrase.noun]
        assert own is not None
        if told.money or told.measured or own.category in MEASURED:
            if own.lemma.casefold() != told.lemma or not told.lemma:
                return None  # "10 minutes ... twice that many hours", "$5 ... twice that many apples"
    elif told.noun:
        read_as.append((phrase.start + 1, told.noun))
    taken = {i for i, _ in read_as}
    skipped = frozenset(i for i in range(phrase.start, phrase.end) if i not in taken)
    return Feed(read_as=tuple(read_as), skipped=skipped)


__all__ = ["read_that_many"]
