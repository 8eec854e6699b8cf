""" "Jo earned half of what Ines earned.": an amount told as a multiple of what another doer did (ADR 0493).

"Ines earned $840. Jo earned half of what Ines earned." says what "Ines earned $840. Jo earned $420."
says: the second doer's amount is a multiple (or a multiple and a told amount more or less) of the
one amount the named doer was told to have done with the very same verb. The sentence reader has no
rule for "what <doer> <verb>"; this reading writes each such amount out in the told unit and has the
whole reader read the retold story, so every check of the readings of totals and differences (the
doers asked, 'the two of them', 'together', 'how much more') still holds, and their refusal leaves the
first refusal standing. A multiple of a multiple ("2 pounds less than half of what Ola gained", Ola's
amount itself a multiple) is written out in turn.

Only this story is retold: two to six sentences, the last a question, every statement one of

- "<Name> <verb> <amount>." with the amount "$N" or "N <unit>" of a measure or money (never a count:
  "what Y picked" could be anything Y picked, as ADR 0461 keeps refused);
- "<Name> <verb> [<amount> more|less than] <multiple> what <Other> <verb>." with the multiple "twice",
  "double", "triple", "thrice", "K times", "half [of]" or "a|one third|fourth [of]"; the same verb
  form three times, the offset in the compared amount's unit.

What stays refused: a pronoun or no name as the compared doer (whose?), a doer told two amounts or
none, another verb (or tense) than the compared doer's, an offset in other units, a count, a
negation, any other statement (a distractor, a later change), an amount that comes out as nothing or
less or as no finite decimal.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, lowered, multiple_at, or_none_cut, plain_number, short_story

PARTS = {"third": Fraction(1, 3), "fourth": Fraction(1, 4)}
OFFSETS = {"more": 1, "less": -1}
MASS_UNITS = frozenset({"pound", "kilogram", "gram", "ounce", "ton"})
Amount = tuple[Fraction, str, str]  # value, unit key ("$" or a unit lemma), the unit as written


def what_multiple(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with each "<multiple> what <doer> <verb>" written as an amount of the compared unit."""
    if " what " not in text:
        return None
    return or_none_cut(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    said = short_story(sentences, lexicon, 6)
    if any(len(s.tokens) != len(words) for s, words in zip(sentences, said, strict=True)):
        raise Unread  # a word of several tokens: the edits are placed by word
    told: dict[str, tuple[str, Amount]] = {}  # doer -> (verb, amount)
    waiting: list[tuple[Sentence, tuple[Word, ...]]] = []
    for sentence, words in zip(sentences[:-1], said[:-1], strict=True):
        doer, verb = _doer_and_verb(words)
        if doer in told or any(_doer_and_verb(w)[0] == doer for _, w in waiting):
            raise Unread  # a doer told twice: which amount is compared?
        if len(words) > 3 and "what" in lowered(words):
            waiting.append((sentence, words))
        else:
            told[doer] = (verb, _amount(words, 2, len(words)))
    if not waiting:
        raise Unread
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    while waiting:
        ready = [(s, w) for s, w in waiting if _compared(w) in told]
        if not ready:
            raise Unread  # compared with a doer told no amount, or with each other
        sentence, words = ready[0]
        waiting.remove((sentence, words))
        doer, verb = _doer_and_verb(words)
        told_verb, base = told[_compared(words)]
        if told_verb != verb:
            raise Unread  # "spent half of what Ines earned": another doing
        amount = _multiple(words, base)
        told[doer] = (verb, amount)
        written = _written(amount)
        tokens = sentence.tokens
        edits.append((tokens[2].start, tokens[len(words) - 1].end, written))
        phrase = " ".join(w.text for w in words[2:])
        steps.append(f"'{phrase}' of {_written(base)}: {written}")
    doers = [words[0].text for words in said[:-1]]
    edits += _question_edits(sentences[-1], said[-1], doers, told)
    return with_edits(text, edits, steps)


def _question_edits(
    sentence: Sentence, words: tuple[Word, ...], doers: list[str], told: dict[str, tuple[str, Amount]]
) -> list[tuple[int, int, str]]:
    """ "the two men" for exactly the two named doers told as their names; "How much weight" when every
    amount is of one unit of mass as "How many <unit>"."""
    texts = lowered(words)
    tokens = sentence.tokens
    edits = []
    for i in range(len(words) - 2):
        count = plain_number(words[i + 1])
        noun = words[i + 2]
        if texts[i] != "the" or count is None or noun.category != "person_noun":
            continue
        if noun.text.casefold() == noun.lemma.casefold() or texts[i + 3 : i + 4] == ["of"]:
            continue
        if count != len(doers):
            raise Unread  # "the three boys" of two named doers: someone else is asked about
        names = list(doers)
        joined = " and ".join([", ".join(names[:-1]), names[-1]])
        edits.append((tokens[i].start, tokens[i + 2].end, joined))
    if texts[:3] == ["how", "much", "weight"]:
        units = {amount[1:] for _, amount in told.values()}
        if len(units) != 1:
            raise Unread
        ((lemma, surface),) = units
        if lemma not in MASS_UNITS:
            raise Unread
        edits.append((tokens[1].start, tokens[2].end, f"many {surface}"))
    return edits


def _doer_and_verb(words: tuple[Word, ...]) -> tuple[str, str]:
    """A statement's named doer and its verb form ("ines", "earned")."""
    if len(words) < 3 or words[0].category != "name" or not words[1].category.startswith("verb"):
        raise Unread
    return words[0].text.casefold(), words[1].text.casefold()


def _compared(words: tuple[Word, ...]) -> str:
    """The doer after "what" that closes the statement; Unread for a pronoun or another verb form."""
    texts = lowered(words)
    if len(words) < 6 or texts[-3] != "what" or words[-2].category != "name":
        raise Unread  # "what he earned", "what Ines earned last week"
    if texts[-1] != texts[1]:
        raise Unread  # "Jo earned half of what Ines makes": another verb or tense
    if texts[-2] == texts[0]:
        raise Unread
    return texts[-2]


def _amount(words: tuple[Word, ...], start: int, end: int, offset: bool = False) -> Amount:
    """ "$840" or "6 pounds" filling words[start:end]: a measure or money, never a count."""
    span = words[start:end]
    if len(span) == 1 and span[0].category == "number" and span[0].shape is not None:
        shape = span[0].shape
        if shape.primitive == "currency" and shape.unit == "dollar":
            return Fraction(shape.value), "$", "$"
        raise Unread
    if len(span) != 2:
        raise Unread
    value = plain_number(span[0])
    unit = span[1]
    if value is None or unit.category != "unit_noun" or not unit.attr("dimension"):
        raise Unread
    if not offset and (value == 1 or unit.text.casefold() == unit.lemma.casefold()):
        raise Unread  # "1 pound": the written amount needs the plural the story gives
    return value, unit.lemma.casefold(), unit.text


def _multiple(words: tuple[Word, ...], base: Amount) -> Amount:
    """The amount "[N <unit> more|less than] <multiple> [of] what <Other> <verb>" says of ``base``."""
    texts = lowered(words)
    at, offset = 2, Fraction(0)
    if "than" in texts:
        than = texts.index("than")
        if texts[than - 1] not in OFFSETS:
            raise Unread
        value, unit, _ = _amount(words, 2, than - 1, offset=True)
        if unit != base[1]:
            raise Unread  # "2 kilograms more than twice what Ola gained in pounds": not converted here
        offset, at = OFFSETS[texts[than - 1]] * value, than + 1
    factor, end = _factor(words, at)
    if end != len(words) - 3:
        raise Unread  # anything between the multiple and "what"
    value = base[0] * factor + offset
    if value <= 0 or value == 1 or not finite_decimal(value):
        raise Unread
    if base[1] == "$" and (value * 100).denominator != 1:
        raise Unread
    return value, base[1], base[2]


def _factor(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """ "twice", "3 times", "half [of]", "a third [of]": the factor and where "what" should stand."""
    texts = lowered(words)
    if texts[at] == "half":
        factor, end = Fraction(1, 2), at + 1
    elif texts[at] in ("a", "one") and texts[at + 1] in PARTS:
        factor, end = PARTS[texts[at + 1]], at + 2
    else:
        return multiple_at(words, at)  # no "of" after a whole multiple
    if texts[end] == "of":
        end += 1
    return factor, end


def _written(amount: Amount) -> str:
    value, unit, surface = amount
    digits = str(value.numerator) if value.denominator == 1 else f"{float(value):.6f}".rstrip("0").rstrip(".")
    if Fraction(digits) != value:
        raise Unread
    if unit == "$":
        return f"${digits}" if value.denominator == 1 else f"${float(value):.2f}"
    return f"{digits} {surface}"


__all__ = ["what_multiple"]
