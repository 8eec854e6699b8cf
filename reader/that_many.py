""" "20 cups on Monday and twice that many on Tuesday": 'that' points at the amount just told (ADR 0171, 0340).

A factor before 'that' and a word of amount after it ("twice that many",
"3 times that much", "half that amount", "two thirds of that number")
say an amount: the factor times the amount just told; right after a verb
of a taught role, with no factor, the amount itself ("spent that much
again"). The lexicon files 'that' as a relative pronoun, so such a
sentence refused with a relative clause after nothing. When it refuses at
the phrase, the sentence is read again with the phrase read as the amount
it says: the factor's token as the product, then the words the told amount
was told in ("pizza rolls", "pounds of beef"), the rest passed over, every
token at its own index.

The amount pointed at must be the only one that could be meant: the one
number told in the sentence before the phrase or, when there is none, the
one number of the sentence before. Anything that relates amounts in that
stretch (a multiplier, a fraction word, 'more', 'than', 'as', 'per', 'each')
leaves the amount just told unclear, and the refusal stands. The unit may
not change: "10 minutes ... twice that many hours" refuses. A noun that
names the told measure is its unit ("that amount of time" after minutes),
and after a measure of a thing a noun of another thing takes the same
measure ("20 pounds of beef and half that much pork"). A product that is
not a finite decimal refuses too.

A share of 'that' with no amount word after it ("spends half of that on books", "1/4 of that money")
points the same way (ADR 0351, ``_bare_share``). A percent is a share too ("20% of that", "30 percent
of that time"), and 'that' alone after a verb ("gives that to Ana") is the amount itself when it is a
measure of a thing or money and nothing else was named beside it (ADR 0420).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word, category_at
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
# What may follow a bare "half of that": a place or a person it goes to, or the clause's end (ADR 0351).
BARE_ENDS = frozenset(
    {"prep_recipient", "prep_source", "prep_price", "prep_in", "preposition", "conjunction", "time_marker"}
)
# After a bare "<verb> that many": a clause goes on, so 'that' opened it ("found that many were rotten").
CLAUSE_GOES_ON = frozenset({"copula", "auxiliary", "infinitive_marker", "negation"})
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


# A condition, a contrast or a negation makes the sentence before no plain telling of one doing (ADR 0388).
PARALLEL_BREAKS = frozenset(
    {"subordinator", "negation", "contrast_marker", "auxiliary", "residual_marker", "exclusive_marker"}
)


@dataclass(frozen=True, slots=True)
class Pointing:
    """One "<factor> [of] that <amount word> [of] [<noun>]" phrase, by token index."""

    start: int  # the factor's first token
    that: int
    end: int  # one past the phrase's last token (its own noun excluded)
    factor: Fraction
    noun: int | None  # the phrase's own noun ("that many copies"), if any
    measure: bool = (
        False  # "twice that distance", "six times that long": a measure word stands for the amount word
    )
    alone: bool = False  # "then double that": no amount word at all, so the doing must be the told one's
    pronoun: bool = False  # "he gives that to Ana": 'that' alone is the amount itself (ADR 0420)


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
    if phrase.pronoun and not _lone_amount(sentence, words[: phrase.start], earlier, lexicon, told):
        return refusal  # "bought a coat for $40. She returned that": the coat, or the money?
    if _share_gained(words, phrase):
        return refusal  # "earns $400. She saves 25% of that": a part of what she has, not more of it
    if phrase.alone and not _same_doing(words[: phrase.start], earlier, lexicon):
        return refusal  # "bought 3 shirts. He paid twice that": the shirts are no money paid
    if told.rate and (phrase.alone or phrase.measure):
        return refusal  # "$10 an hour ... twice that", "10 pages a day ... twice that": a rate, not an amount
    feed = _feed(sentence, words, phrase, told)
    if feed is None:
        return refusal
    return read_fed(sentence, problem, lexicon, choices, feed, refusal)


def pointed_amounts(words: tuple[Word | None, ...]) -> tuple[int, ...]:
    """Where a phrase of 'that' tells an amount ("twice that distance"): its 'that' indices (ADR 0388)."""
    return tuple(p.that for i in range(len(words)) if (p := _pointing(words, i)) is not None)


def _share_gained(words: tuple[Word | None, ...], phrase: Pointing) -> bool:
    """A share 'of that' gained again by the same holder ("she saves 25% of that"): refused, as frames refuse
    a part of what is gained (ADR 0420). A new holder named before the verb ("Ben got half of that") is
    another doing; a pronoun, or a verb after 'and', may be the told holder keeping part of what it has.
    """
    if phrase.factor >= 1 or category_at(words, phrase.that - 1) != "prep_of":
        return False
    verb = category_at(words, phrase.start - 1)
    return verb in ("verb_gain", "verb_earn") and category_at(words, phrase.start - 2) in (
        "pronoun",
        "conjunction",
    )


def _is_that(words: tuple[Word | None, ...], i: int) -> bool:
    """'that', or the determiner 'this' pointing the same way ("twice this amount", ADR 0388)."""
    w = words[i]
    if w is not None and w.category == "determiner" and w.text.casefold() == "this":
        # "this morning" names a time: it points at no amount
        return category_at(words, i + 1) != "time_marker"
    return w is not None and w.category == "relative_pronoun" and w.text.casefold() == "that"


def _value(word: Word | None) -> Fraction | None:
    """A number's value ("$30" is money), or a number word's; None for any other shape ("25%", "3rd")."""
    if word is not None and word.category == "number_word" and word.attr("value").isdigit():
        return Fraction(word.attr("value"))
    if word is None or word.shape is None or word.shape.unit not in ("", "dollar"):
        return None
    return word.shape.value


def _factor(words: tuple[Word | None, ...], before: int, of: bool) -> tuple[int, Fraction] | None:
    """The factor that ends at ``before``: 'twice', 'half', 'N times', '1/4', 'two thirds of' (ADR 0340).

    A number word (or 'a') and an ordinal word say a fraction only with 'of' after them: "two thirds
    of that number"; "the third of that" or "two thirds that" stay unread.
    """
    w = words[before] if 0 <= before < len(words) else None
    if w is None:
        return None
    if of and (percent := _percent(words, before)) is not None:
        return percent  # "25% of that", "30 percent of that time" (ADR 0420)
    if w.category == "ordinal_word" and of:
        return _spelled_fraction(words, before)
    if w.category == "multiplier" and w.attr("factor") == "number":
        value = _value(words[before - 1]) if before >= 1 else None
        if value is None or category_at(words, before - 1) not in NUMBERS or value <= 0:
            return None
        return before - 1, value
    if w.category == "multiplier" and w.attr("factor").isdigit():
        if w.text.casefold() != w.lemma.casefold() or category_at(words, before - 1) in SUBJECTS:
            return None  # "doubled that amount", "they double that amount": a verb, not a factor
        return before, Fraction(w.attr("factor"))
    if w.category == "fraction_word" and w.attr("value"):
        if category_at(words, before - 1) in ("article", "number_word"):
            return None  # "a half", "one half of that": a longer phrase than the factor
        return before, Fraction(w.attr("value"))
    value = _value(w) if w.category == "number" and w.shape is not None and w.shape.unit == "" else None
    if value is not None and value.denominator != 1:
        return before, value  # "1/4 that amount"
    return None


def _percent(words: tuple[Word | None, ...], at: int) -> tuple[int, Fraction] | None:
    """'25%' or '25 percent' ending at ``at``: a share of a hundred, read only before 'of that' (ADR 0420).

    The number must stand alone ("three hundred percent" is left unread) and be above zero.
    """
    w = words[at]
    assert w is not None
    if w.category == "number" and w.shape is not None and w.shape.unit == "percent":
        start = at
    elif w.category == "percent_word" and category_at(words, at - 1) == "number":
        start = at - 1
        shape = words[start].shape  # type: ignore[union-attr]
        if shape is None or shape.unit != "":
            return None  # "$25 percent"
    else:
        return None
    if category_at(words, start - 1) in NUMBERS:
        return None
    shape = words[start].shape  # type: ignore[union-attr]
    if shape is None or shape.value <= 0:
        return None
    return start, shape.value / 100


def _spelled_fraction(words: tuple[Word | None, ...], ordinal: int) -> tuple[int, Fraction] | None:
    """'two thirds', 'one - fourth', 'a fifth': a count of parts over the ordinal's number of parts."""
    parts = words[ordinal]
    assert parts is not None
    if not parts.attr("value").isdigit() or int(parts.attr("value")) < 2:
        return None
    count = (
        ordinal - 2
        if category_at(words, ordinal - 1) == "punctuation" and words[ordinal - 1].text == "-"
        else ordinal - 1
    )  # type: ignore[union-attr]
    w = words[count] if count >= 0 else None
    if w is None or category_at(words, count - 1) in NUMBERS:
        return None
    if w.category == "article" and w.text.casefold() == "a" and count == ordinal - 1:
        return count, Fraction(1, int(parts.attr("value")))
    if w.category == "number_word" and w.attr("value").isdigit() and int(w.attr("value")) > 0:
        return count, Fraction(int(w.attr("value")), int(parts.attr("value")))
    return None


def _pointing(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """The phrase whose 'that' stands at ``i``, when a factor (or a verb) comes before it and an amount word after."""
    bare = (
        _bare_share(words, i) or _bare_multiple(words, i) or _bare_pronoun(words, i)
    )  # "half of that on books", "then double that", "gives that to Ana"
    if bare is not None:
        return bare
    measure = _measure_word(words, i)  # "twice that distance", "six times that long" (ADR 0388)
    if measure is not None:
        return measure
    if not _is_that(words, i) or category_at(words, i + 1) not in AMOUNT_WORDS:
        return None
    of = category_at(words, i - 1) == "prep_of"
    factor = _factor(words, i - 2 if of else i - 1, of)
    if factor is None and not of and category_at(words, i - 1).startswith("verb_"):
        factor = (i, Fraction(1))  # "her brother spent that much again": the amount itself (ADR 0340)
        bare = True
    else:
        bare = False
    if factor is None:
        return None
    end = i + 2
    if category_at(words, end) == "prep_of":
        if category_at(words, i + 1) != "quantity_noun":
            return None  # "that much of the cake"
        end += 1
    head = end
    while category_at(words, head) == "adjective":
        head += 1
    noun = head if category_at(words, head) in COUNTED | MEASURED | {"money_noun"} else None
    if noun is None and (category_at(words, end) in NOUN_WORDS or end != i + 2):
        return None  # "that many red", "that number of" with nothing after
    if noun is not None and head != end and category_at(words, noun) not in COUNTED:
        return None  # "that much spare time": only a counted noun takes an adjective here
    if noun is not None and category_at(words, noun + 1) in NOUN_WORDS | {"prep_of"}:
        return None  # "that many apple pies", "that many cups of tea"
    after = (noun if noun is not None else end - 1) + 1
    if category_at(words, after) in RELATING:
        return None  # "that many more", "twice that much as": the phrase is not the whole amount
    if bare and (category_at(words, after).startswith("verb") or category_at(words, after) in CLAUSE_GOES_ON):
        return None  # "he found that many apples were rotten": 'that' opens a clause, it points at nothing
    return Pointing(factor[0], i, end, factor[1], noun)


def _bare_share(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """ "half of that", "four-fifths of that.", "1/4 of that money": a share of 'that' with no amount word (ADR 0351).

    'that' stands alone (or before 'money', which names the money just told) after '<factor> of' and its clause goes on only with a preposition, a comma,
    'and' or the sentence's end: "half of that cake" names a thing, "half of that was spent" opens a
    clause of its own, and both stay unread.
    """
    if not _is_that(words, i) or category_at(words, i - 1) != "prep_of":
        return None
    money = category_at(words, i + 1) == "money_noun"  # "1/4 of that money": the money just told
    after = words[i + 2 if money else i + 1] if i + (2 if money else 1) < len(words) else None
    if after is not None and not (
        after.category in BARE_ENDS or (after.category == "punctuation" and after.text in (",", ".", "!"))
    ):
        return None
    factor = _factor(words, i - 2, True)
    if factor is None or factor[1] >= 1:
        return None  # "twice of that": only a share (a part of the amount) is read so
    return Pointing(factor[0], i, i + (2 if money else 1), factor[1], None)


def _bare_multiple(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """ "then double that", "and twice that on Sunday", "half that.": a factor right before a 'that' that ends its phrase (ADR 0388).

    As in ``_bare_share``, only a preposition, a comma, 'and', a time word or the sentence's end may
    follow: "twice that week", "twice that he ..." name a time or open a clause.
    """
    if not _is_that(words, i) or category_at(words, i - 1) == "prep_of":
        return None
    after = words[i + 1] if i + 1 < len(words) else None
    if after is not None and not (
        after.category in BARE_ENDS or (after.category == "punctuation" and after.text in (",", ".", "!"))
    ):
        return None
    factor = _factor(words, i - 1, False)
    if factor is None:
        return None
    return Pointing(factor[0], i, i + 1, factor[1], None, alone=True)


def _bare_pronoun(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """ "He gives that to Ana.", "She spends that on rent": 'that' alone as a verb's object (ADR 0420).

    A subject and a verb stand before it, and only a preposition, a comma or the sentence's end after
    it: "said that he ...", "that one", "that week" open a clause or name a thing. Whether the amount
    just told is the only thing 'that' could mean is ``_lone_amount``'s to check.
    """
    if not _is_that(words, i) or words[i] is None or words[i].text.casefold() != "that":  # type: ignore[union-attr]
        return None
    if not category_at(words, i - 1).startswith("verb_") or category_at(words, i - 2) not in (
        "pronoun",
        "name",
        "conjunction",
    ):
        return None
    after = words[i + 1] if i + 1 < len(words) else None
    if after is not None and not (
        (after.category in BARE_ENDS and after.category not in ("time_marker", "conjunction"))
        or (after.category == "punctuation" and after.text in (",", ".", "!"))
    ):
        return None
    return Pointing(i, i, i + 1, Fraction(1), None, pronoun=True)


def _lone_amount(
    sentence: Sentence,
    before: tuple[Word | None, ...],
    earlier: tuple[Sentence, ...],
    lexicon: Lexicon,
    told: Told,
) -> bool:
    """The amount pointed at by a bare 'that' is a measure or money, and the only thing named where it was told.

    'that' stands for a mass ("6 pounds of rice", "$400"), not a count ("12 apples" are 'those'), and any
    other noun there ("a coat for $40", "6 pounds of rice in a sack") could be what is meant instead.
    """
    if not (told.money or (told.measured and told.of_thing)) or told.rate:
        return False
    if _numbers(before):
        stretch = before
    else:
        stretch = words_of(earlier[-1], lexicon) if earlier else ()
    at = _numbers(stretch)
    if len(at) != 1:
        return False
    own = range(at[0], at[0] + 1 + len(told.texts))
    return not any(
        w is not None and w.category in NOUN_WORDS | {"money_noun"} and k not in own
        for k, w in enumerate(stretch)
    )


def _measure_word(words: tuple[Word | None, ...], i: int) -> Pointing | None:
    """ "twice that distance", "1/3 of that time", "six times that long": a factor, 'that' and one measure word (ADR 0388).

    The measure word is a noun that names a dimension ('distance', 'time', 'weight') or a measure adjective
    ('long', 'far', 'heavy'); it ends the phrase: a noun, 'of', or a word that relates amounts after it
    ("that distance of road", "twice that long as") leaves the phrase unread. A factor is needed: "ran
    that distance" alone names a road as much as an amount. Whether the measure is the told one is
    ``_feed``'s to check.
    """
    if not _is_that(words, i):
        return None
    word = words[i + 1] if i + 1 < len(words) else None
    if word is None or not word.attr("dimension") or word.category not in ("noun", "measure_adjective"):
        return None
    if word.category == "noun" and word.text.casefold() != word.lemma.casefold():
        return None  # "that distances", "those times": one measure, said in the singular
    after = words[i + 2] if i + 2 < len(words) else None
    if after is not None and not (
        (after.category in BARE_ENDS and after.category != "time_marker")
        or (after.category == "punctuation" and after.text in (",", ".", "!"))
    ):
        return None  # "that distance of road", "twice that long as", "twice that long ago"
    of = category_at(words, i - 1) == "prep_of"
    factor = _factor(words, i - 2 if of else i - 1, of)
    if factor is None:
        return None
    return Pointing(factor[0], i, i + 2, factor[1], i + 1, measure=True)


def _measures_told(word: Word, told: Told) -> bool:
    """The measure word names the told measure: a noun as in ``_names_measure``, an adjective by its dimension.

    'long' is read only after a duration: after a length, "twice that long" may say as far or for as long.
    """
    if word.category == "noun":
        return _names_measure(word, told)
    dimension = word.attr("dimension")
    if not told.measured or told.of_thing or not dimension:
        return False
    if word.lemma.casefold() == "long":  # "ran 3 miles ... twice that long": as far, or for as long?
        return told.dimension == "time"  # "10 minutes ... six times that long"
    return told.dimension == dimension or told.dimension.startswith(f"{dimension}_")


@dataclass(frozen=True, slots=True)
class Told:
    """The amount pointed at: its value, whether it is money, and the words it was told in."""

    value: Fraction
    money: bool
    texts: tuple[str, ...]  # the words after the number ("pizza rolls", "pounds of beef"); () for none
    measured: bool
    lemma: str  # the head noun's lemma: the counted noun, or the unit
    dimension: str  # the unit's dimension ("time", "mass_imperial"); "" for a count
    of_thing: bool  # a measure of a thing: "20 pounds of beef"
    rate: bool = False  # "$10 an hour", "30 miles in an hour": a rate (ADR 0388, 0392)


def _numbers(words: tuple[Word | None, ...]) -> list[int]:
    """The amounts told: numbers, but not an ordinal ("in the 3rd grade"), which names a place."""
    return [
        i
        for i, w in enumerate(words)
        if w is not None and w.category in NUMBERS and not (w.shape is not None and w.shape.unit == "ordinal")
    ]


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
    previous = words_of(earlier[-1], lexicon)
    parallel = any(_numbers(words_of(s, lexicon)) for s in earlier[:-1])
    if parallel and not _parallel(before, previous, tuple(words_of(s, lexicon) for s in earlier[:-1])):
        return None
    if any(w is not None and w.category in RELATING for w in previous):
        return None
    told = _one(previous, _numbers(previous), earlier[-1])
    if parallel and told is not None and (told.money or not told.texts or told.rate):
        return None  # "Sam had 10 apples. He ate 4. Ann ate half that many.": the 4, or the 6 left?
    return told


def _same_doing(before: tuple[Word | None, ...], earlier: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """A bare "twice that" is the told amount of the same doing: told under the same verb, or its lemma (ADR 0388)."""
    verbs = [i for i, w in enumerate(before) if w is not None and w.category.startswith("verb")]
    numbers = _numbers(before)
    if numbers:
        told_by = [i for i in verbs if i < numbers[0]]
        if not told_by or not verbs:
            return False
        told_verb, verb = before[told_by[-1]], before[verbs[-1]]
    else:
        previous = words_of(earlier[-1], lexicon) if earlier else ()
        told_verbs = [w for w in previous if w is not None and w.category.startswith("verb")]
        if len(told_verbs) != 1 or len(verbs) != 1:
            return False
        told_verb, verb = told_verbs[0], before[verbs[0]]
    assert told_verb is not None and verb is not None
    return told_verb.lemma.casefold() == verb.lemma.casefold()


def _parallel(
    before: tuple[Word | None, ...],
    previous: tuple[Word | None, ...],
    older: tuple[tuple[Word | None, ...], ...],
) -> bool:
    """The sentence before tells one doing, and this one tells the same doing again (ADR 0388).

    "She sold 20 cakes on Monday. On Tuesday she sold twice that many.": one verb in each, of one lemma,
    and nothing before the phrase that says what else is meant. Then 'that' is the amount of that doing,
    not what a story of several amounts has come to; any other verb, two verbs, a condition, or the same
    doing told with an amount in an older sentence too refuses.
    """
    verbs = [w for w in before if w is not None and w.category.startswith("verb")]
    told_verbs = [w for w in previous if w is not None and w.category.startswith("verb")]
    if len(verbs) != 1 or len(told_verbs) != 1 or verbs[0].lemma.casefold() != told_verbs[0].lemma.casefold():
        return False
    lemma = verbs[0].lemma.casefold()
    if any(
        w is not None and w.category.startswith("verb") and w.lemma.casefold() == lemma
        for words in older
        if _numbers(words)
        for w in words
    ):
        return (
            False  # "Tom ran 5 miles. Sam ran 3 miles. Tom ran twice that far": whose run, and is it another?
        )
    return not any(w is not None and w.category in PARALLEL_BREAKS for w in (*before, *previous))


def _one(words: tuple[Word | None, ...], numbers: list[int], sentence: Sentence) -> Told | None:
    """The one number and the words it was told in: '$18', '10 pizza rolls', '12 red apples', '20 pounds of beef'."""
    if len(numbers) != 1:
        return None  # "20 boys and 11 girls ... twice that number": which one, or both?
    at = numbers[0]
    word, value = words[at], _value(words[at])
    if word is None or value is None or value <= 0:
        return None
    money = word.shape is not None and word.shape.unit == "dollar"
    head = at + 1
    while category_at(words, head) == "adjective":
        head += 1
    kind = category_at(words, head)
    if money or kind not in COUNTED | MEASURED:
        if head != at + 1 or kind in NOUN_WORDS or kind == "prep_of":
            return None  # "$5 cash", "20 red", "20 of them": more than a number was told
        return Told(value, money, (), False, "", "", False, _rate_after(words, at + 1))
    if kind in MEASURED and head != at + 1:
        return None  # "2 long miles"
    if kind in COUNTED and category_at(words, head + 1) in COUNTED:
        head += 1  # "10 pizza rolls": the last noun is the thing counted
    last, of_thing = head, False
    if kind in MEASURED and category_at(words, head + 1) == "prep_of":
        last = head + 2  # "20 pounds of beef", "2 cups of fresh milk"
        while category_at(words, last) == "adjective":
            last += 1
        if category_at(words, last) != "noun":
            return None
        of_thing = True
    if category_at(words, last + 1) in NOUN_WORDS | {"prep_of"}:
        return None  # "5 apple pie boxes", "20 boxes of apples": more than one thing is named
    noun = words[head]
    assert noun is not None
    texts = tuple(t.text for t in sentence.tokens[at + 1 : last + 1])
    rate = _rate_after(words, last + 1)
    return Told(
        value, money, texts, kind in MEASURED, noun.lemma.casefold(), noun.attr("dimension"), of_thing, rate
    )


def _rate_after(words: tuple[Word | None, ...], i: int) -> bool:
    """An article at i ("$10 an hour"), or 'in' and 'a'/'an' ("30 kilometers in an hour", ADR 0392).

    The story reads an amount told "in an hour" as a rate, not as a doing to add up, so a phrase
    pointing at it would count a leg the total leaves out.
    """
    if category_at(words, i) == "article":
        return True
    nxt = words[i + 1] if category_at(words, i) == "prep_in" and i + 1 < len(words) else None
    return nxt is not None and nxt.category == "article" and nxt.text.casefold() in ("a", "an")


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


def _names_measure(own: Word, told: Told) -> bool:
    """'that amount of time' after minutes, 'that much money' after dollars: the noun names the told measure."""
    if told.money:
        return own.category == "money_noun"
    dimension = own.attr("dimension") if own.category == "noun" else ""  # "hours" is a unit, not the measure
    return (
        told.measured
        and not told.of_thing  # "3 pounds of rice and half that much weight": of what?
        and bool(dimension)
        and (told.dimension == dimension or told.dimension.startswith(f"{dimension}_"))
    )


def _feed(sentence: Sentence, words: tuple[Word | None, ...], phrase: Pointing, told: Told) -> Feed | None:
    """The phrase read as '<product> <told words>', or '<product> <its own noun>'; None if the unit differs."""
    text = _number_text(told.value * phrase.factor, told.money)
    if text is None:
        return None
    if phrase.measure:
        measure = words[phrase.that + 1]
        if measure is None or not _measures_told(measure, told):
            return None  # "3 apples ... twice that distance", "10 minutes ... twice that far"
        slots = list(range(phrase.start + 1, phrase.end))
        read_as = [(phrase.start, text), *zip(slots, told.texts, strict=False)]
        added = ((phrase.start, " ".join(told.texts)),) if len(told.texts) > len(slots) else ()
        if added:
            read_as = [(phrase.start, text)]
        taken = {i for i, _ in read_as}
        skipped = frozenset(i for i in range(phrase.start, phrase.end) if i not in taken)
        return Feed(read_as=tuple(read_as), skipped=skipped, added_after=added)
    amount_word = words[phrase.that + 1] if phrase.end > phrase.that + 1 else None
    if amount_word is not None and amount_word.category == "money_noun" and not told.money:
        return None  # "10 apples ... half of that money": money was not what was told (ADR 0351)
    if (
        told.money
        and amount_word is not None
        and amount_word.category == "question_quantity"
        and amount_word.lemma.casefold() == "many"
    ):
        return None  # "$5 ... twice that many": money is not counted in many
    carried, end = told.texts, phrase.end
    own = words[phrase.noun] if phrase.noun is not None else None
    if own is not None and phrase.noun is not None and _names_measure(own, told):
        carried, end, own = told.texts, phrase.noun + 1, None
    if own is not None and (told.money or told.measured or own.category in MEASURED):
        if own.lemma.casefold() == told.lemma and told.lemma:
            carried = ()  # "20 pounds ... twice that many pounds"
        elif (
            told.of_thing
            and own.category == "noun"
            and not own.attr("dimension")
            and amount_word.lemma.casefold() in ("much", "amount")
        ):
            carried = (told.texts[0], "of")  # "20 pounds of beef and half that much pork"
        else:
            return None  # "10 minutes ... twice that many hours", "$5 ... twice that many apples"
    elif own is not None:
        if own.category == "money_noun" or own.attr("dimension"):
            return None  # "10 apples and twice that much money", "10 books and twice that amount of time"
        if amount_word is not None and amount_word.lemma.casefold() == "much":
            return None  # "3 pies and twice that much flour": a count told, 'much' of what measure?
        carried = ()  # "14 hens and twice that many ducks": the phrase's own noun stays
    read_as = [(phrase.start, text)]
    slots = [i for i in range(phrase.start + 1, end)]
    added: tuple[tuple[int, str], ...] = ()
    if len(carried) <= len(slots):
        read_as += list(zip(slots, carried, strict=False))
    else:
        added = ((phrase.start, " ".join(carried)),)
    taken = {i for i, _ in read_as}
    skipped = frozenset(i for i in range(phrase.start, end) if i not in taken)
    return Feed(read_as=tuple(read_as), skipped=skipped, added_after=added)


__all__ = ["pointed_amounts", "read_that_many"]
