"""A multiple or a part of an amount pointed back to: "120 stars ... and six times that number" (ADR 0479).

The sentence reader reads "twice that many" inside a sentence it can read otherwise (ADR 0171, 0340);
where the sentence around the phrase refuses for another reason, the phrase itself is still plain: it
names one amount, the factor times the one amount told just before it. This reading retells each such
phrase as the amount it names, in the words that amount was told in ("6 times that number" after "120
stars" is "720 stars"; "three times that much water" after "1.5 liters of water" is "4.5 liters of
water"; "twice that amount" after "$3" is "$6"), and the whole reader reads the retold problem, so
every other word -- the question above all -- is the sentence reader's to read or refuse.

Read: a phrase "<F> that|this amount|many|much|number" in a statement, where F is 'twice', 'thrice',
'double', 'triple', 'half', 'half of' or "<N> times" (N a whole or decimal number above 1), with an
optional offset before it ("18 more than half that amount", "1 less than 5 times that number"). After
'many' or 'much' a noun may follow ("twice that many pages"), after 'amount' or 'number' "of <noun>"
("that amount of time"). The amount pointed at is the one number told before the phrase in its own
sentence or, with none there, the one number of the sentence before; it is a whole or decimal count of
things or of a measure, or a sum of dollars, told with its words right after it ("120 stars", "2
miles", "20 pounds of beef"). The retold amount keeps those words; a noun of the phrase's own is kept
when it names counted things beside counted things ("3 blue horses ... three times that many purple
horses"), names the measure of the told amount ("that amount of time" after minutes, "that amount of
money" after dollars, "that much water" after liters of water) or a thing measured the same way ("half
that much pork" after pounds of beef).

Refused (None, so the first refusal stands): a phrase in the question; a stretch with two numbers or
none; anything in the stretch that relates, shares, rates or leaves amounts vague ('more', 'than',
'as', 'half', 'each', 'per', "a day", 'some', 'the rest', a percent, a fraction, 'no', another 'that'),
since then the amount meant may be worked rather than told; a told amount with no words after it (a
year, a day's number), money told with words after it ("$10 worth of dimes"); a change of unit ("10
minutes ... twice that many hours"); a phrase followed by a word that relates amounts ("that many
more"), by 'than' later in its sentence, or by 'in' and a bare noun ("half that amount in gas": the
measure's thing changes); a factor 'double' or 'triple' that is a verb ("to double that amount"); a
count that is not whole, a measure or money that is no finite decimal, and an amount of 1 or less.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

__all__ = ["that_multiples"]

POINTERS = frozenset({"that", "this"})
AMOUNT_WORDS = frozenset({"amount", "many", "much", "number"})
FACTOR_WORDS = {
    "twice": Fraction(2),
    "thrice": Fraction(3),
    "double": Fraction(2),
    "triple": Fraction(3),
    "quadruple": Fraction(4),
    "half": Fraction(1, 2),
}
VERB_FACTORS = frozenset({"double", "triple", "quadruple"})  # also verbs: "to double that amount"
OFFSETS = {"more": 1, "less": -1, "fewer": -1}
# What may stand right before a factor that is also a verb, so that it is a factor there.
BEFORE_FACTOR = frozenset({"conjunction", "time_marker", "than_marker", "adverb"})
# Words that relate, share, rate or leave amounts vague: in the stretch, the amount meant may be a worked one.
RELATING = frozenset(
    {
        "multiplier",
        "fraction_word",
        "comparative",
        "than_marker",
        "as_marker",
        "equality_marker",
        "rate_marker",
        "distributive",
        "percent_word",
        "vague_quantifier",
        "residual_marker",
        "additive_marker",
        "scale_word",
        "question_quantity",
        "quantity_noun",
        "relative_pronoun",
        "negation",
    }
)
NOUNS = frozenset({"noun", "person_noun", "coin_noun"})  # counted things
THINGS = NOUNS | {"unit_noun", "adjective"}  # the words an amount is told in
# Prepositions of a time or a place: a number after one tells when or where, not an amount pointed at.
TIME_OR_PLACE = frozenset(
    {"in", "at", "on", "after", "before", "during", "within", "by", "until", "since", "per", "every", "each"}
)
# Nouns that name a measure, not a thing measured: "half that much weight" after pounds of rice.
MEASURE_NOUNS = frozenset(
    {"time", "money", "weight", "distance", "length", "height", "width", "depth", "space", "area", "volume"}
    | {"speed", "cost", "price", "value", "size", "total", "sum"}
)
# Rates told by an adjective of a period: "a monthly rent of $900".
PERIOD_WORDS = frozenset({"hourly", "daily", "nightly", "weekly", "monthly", "yearly", "annual", "annually"})
# Words that make the amount before them a time ("two nights ago", "3 days later").
AFTER_TIME = frozenset({"ago", "later", "earlier", "before", "after", "since"})
# Words after 'in' that name a place or a time, not the thing measured ("in the band", "in 2020").
IN_PLACE = frozenset({"article", "determiner", "time_marker", "pronoun", "number", "number_word", "name"})


@dataclass(frozen=True, slots=True)
class _Told:
    """The one amount pointed at: its value and the words it was told in."""

    value: Fraction
    money: bool
    first: tuple[Word, ...]  # "pounds", "blue horses"
    of: tuple[Word, ...]  # "beef" in "pounds of beef", else ()
    words: str  # the told words as written ("pounds of beef")
    object: (
        bool  # told right after a verb or in a list ("has 3 blue horses"), not in a phrase of time or place
    )


@dataclass(frozen=True, slots=True)
class _Phrase:
    """ "[<N> more than] <F> that <amount word> [of] [<noun>]", by word position."""

    start: int
    end: int  # one past the last word
    factor: Fraction
    offset: Fraction
    offset_money: bool | None  # None with no offset
    amount_word: str
    own: tuple[Word, ...]


def _t(word: Word) -> str:
    return word.text.casefold()


def _lemmas(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(w.lemma.casefold() for w in words)


def _at(words: tuple[Word, ...], i: int) -> Word | None:
    return words[i] if 0 <= i < len(words) else None


def _cat(words: tuple[Word, ...], i: int) -> str:
    w = _at(words, i)
    return w.category if w is not None else ""


def _text(words: tuple[Word, ...], i: int) -> str:
    w = _at(words, i)
    return _t(w) if w is not None else ""


def _number(word: Word | None) -> tuple[Fraction, bool] | None:
    """A plain number's value and whether it is dollars ("$3", "12", "1.5", "six"); None otherwise."""
    if word is None:
        return None
    if word.category == "number" and word.shape is not None and word.shape.primitive == "currency":
        return (word.shape.value, True) if word.shape.unit == "dollar" else None
    value = plain_number(word)
    return None if value is None else (value, False)


def _is_number(word: Word) -> bool:
    return word.category in ("number", "number_word")


def _factor(words: tuple[Word, ...], that: int) -> tuple[int, Fraction]:
    """The factor ending right before 'that' and where it starts; Unread for any other word there."""
    before = that - 1
    if _text(words, before) == "of" and _cat(words, before - 1) == "ordinal_word":
        return _spelled(words, before - 1)  # "one-third of that amount"
    if _text(words, before) == "of" and (
        _text(words, before - 1) == "half" or _cat(words, before - 1) == "number"
    ):
        before -= 1  # "half of that amount", "1/4 of that number"
    word = _at(words, before)
    if word is None:
        raise Unread
    if _t(word) in FACTOR_WORDS:
        prior = _at(words, before - 1)
        if (
            prior is not None
            and _t(word) == "half"
            and prior.category in ("article", "number_word", "number")
        ):
            raise Unread  # "a half", "one and a half": a longer factor
        if _t(word) in VERB_FACTORS and prior is not None:
            comma = prior.category == "punctuation" and prior.text == ","
            if not (prior.category.startswith("verb") or prior.category in BEFORE_FACTOR or comma):
                raise Unread  # "to double that amount", "they triple that number": a verb
        return before, FACTOR_WORDS[_t(word)]
    if word.category == "number" and word.shape is not None and word.shape.primitive == "fraction":
        if not 0 < word.shape.value < 1 or _cat(words, before - 1) in ("number", "number_word", "article"):
            raise Unread  # "2 1/2 that amount", "a 1/4 of"
        return before, word.shape.value  # "1/4 that amount"
    if _t(word) == "times":
        told = _number(_at(words, before - 1))
        if told is None or told[1] or told[0] <= 1:
            raise Unread
        if _cat(words, before - 2) in ("number", "number_word", "scale_word", "punctuation"):
            raise Unread  # "two hundred times", "one-and-a-half times": more words to the factor
        return before - 1, told[0]
    raise Unread


def _spelled(words: tuple[Word, ...], ordinal: int) -> tuple[int, Fraction]:
    """ "a third", "one-third", "two fifths" ending at ``ordinal`` (before 'of'): a count of parts over its parts."""
    parts = words[ordinal]
    if _text(words, ordinal + 1) != "of" or not parts.attr("value").isdigit() or int(parts.attr("value")) < 3:
        raise Unread  # "the third that", "a second of that": no share
    count = ordinal - 2 if _text(words, ordinal - 1) == "-" else ordinal - 1
    word = _at(words, count)
    if word is None or _cat(words, count - 1) in ("number", "number_word", "scale_word", "article"):
        raise Unread
    if _t(word) == "a" and count == ordinal - 1:
        return count, Fraction(1, int(parts.attr("value")))
    if word.category == "number_word" and word.attr("value").isdigit() and 0 < int(word.attr("value")):
        share = Fraction(int(word.attr("value")), int(parts.attr("value")))
        if share < 1:
            return count, share
    raise Unread


def _phrase(words: tuple[Word, ...], that: int) -> _Phrase:
    start, factor = _factor(words, that)
    offset, offset_money = Fraction(0), None
    if _cat(words, start - 1) == "than_marker" and _text(words, start - 2) in OFFSETS:
        by = _number(_at(words, start - 3))
        if by is None or by[0] <= 0:
            raise Unread
        if _cat(words, start - 4) in ("number", "number_word", "scale_word"):
            raise Unread
        offset, offset_money = by[0] * OFFSETS[_text(words, start - 2)], by[1]
        start -= 3
    elif _cat(words, start - 1) in ("than_marker", "as_marker", "comparative"):
        raise Unread  # "more than twice that many": no offset told
    amount_word = _text(words, that + 1)
    end = that + 2
    own: tuple[Word, ...] = ()
    if amount_word in ("amount", "number") and _text(words, end) == "of":
        own = _run(words, end + 1)
        if not own:
            raise Unread  # "that number of the"
        end += 1 + len(own)
    elif amount_word in ("many", "much"):
        own = _run(words, end)
        end += len(own)
    after = _at(words, end)
    if after is not None:
        if after.category in RELATING or after.category in THINGS or _t(after) in ("of", "worth"):
            raise Unread  # "that many more", "that number kids", "that many cups of tea"
        if _t(after) == "in" and _cat(words, end + 1) not in IN_PLACE:
            raise Unread  # "half that amount in gas": the thing measured changes
    for w in words[end:]:
        if w.category == "than_marker":
            raise Unread  # "triple that number in the afternoon than in the morning"
        if _t(w) in (",", "and", "while", "but"):
            break  # another clause: its comparison is its own
    return _Phrase(start, end, factor, offset, offset_money, amount_word, own)


def _run(words: tuple[Word, ...], at: int) -> tuple[Word, ...]:
    """Adjectives then nouns from ``at`` ("purple horses", "time", "iris bulbs"); () when none; Unread for
    adjectives with no noun."""
    end = at
    while _cat(words, end) == "adjective":
        end += 1
    nouns = end
    while _cat(words, end) in NOUNS | {"unit_noun", "money_noun"}:
        end += 1
        last = words[end - 1]
        if last.category == "unit_noun" or ("NNS" in last.tags and "NN" not in last.tags):
            break  # "80 minutes washing", "10 apples picking": a unit or a plural ends the noun
    if end == nouns:
        if end != at:
            raise Unread
        return ()
    return words[at:end]


def _told(stretch: tuple[Word, ...], sentence: Sentence, text: str) -> _Told:
    """The one amount of the stretch, told with its words; Unread for any other stretch."""
    numbers = [i for i, w in enumerate(stretch) if _is_number(w)]
    if len(numbers) != 1:
        raise Unread
    if any(w.category in RELATING or _share(stretch, i) for i, w in enumerate(stretch)):
        raise Unread
    if any(_t(w) in PERIOD_WORDS or _t(w) in POINTERS for w in stretch):
        raise Unread  # "a monthly rent of $900", "This week she saved $30 and twice this amount"
    for i, w in enumerate(stretch):
        if _t(w) in ("a", "an") and _cat(stretch, i + 1) in ("unit_noun", "time_marker"):
            raise Unread  # "$20 an hour", "5 pages a day": a rate
    (at,) = numbers
    found = _number(stretch[at])
    if found is None or found[0] <= 0:
        raise Unread  # a percent, a fraction, an ordinal, another unit
    value, money = found
    lead = _at(stretch, at - 1)
    if lead is not None and _t(lead) in ("a", "an"):
        raise Unread  # "a 500 page book"
    back = at - 1
    while _cat(stretch, back) in ("article", "determiner", "time_marker", "adjective", "ordinal_word"):
        back -= 1
    if _text(stretch, back) in TIME_OR_PLACE:
        raise Unread  # "in the next 30 minutes", "after 2 games": when or where, not an amount of things
    listed = lead is None or lead.category in ("conjunction", "copula") or lead.text == ","
    spoken = lead is not None and lead.category.startswith("verb")
    first = _run(stretch, at + 1)
    of: tuple[Word, ...] = ()
    end = at + 1 + len(first)
    if money:
        if first or _text(stretch, at + 1) == "worth":
            raise Unread  # "$10 worth of dimes", "$5 bills"
        return _Told(value, True, (), (), "", spoken or listed)
    if not first or first[-1].category == "money_noun":
        raise Unread  # "in 2019 she sold", "3 money": no words to say what was told
    if _text(stretch, end) == "of":
        of = _run(stretch, end + 1)
        if not of or first[-1].category != "unit_noun":
            raise Unread  # "2 of the boys"; "20 boxes of apples ... twice that many": boxes or apples?
        end += 1 + len(of)
    if sum(w.category in NOUNS for w in first) > 1:
        raise Unread  # "5 apple pie boxes": a compound may count the whole or its kind
    if _text(stretch, end) in AFTER_TIME or _cat(stretch, end) == "measure_adjective":
        raise Unread  # "two nights ago", "5 years old", "3 days later": a time or a size, not things
    tokens = sentence.tokens
    words = text[tokens[stretch[at + 1].index].start : tokens[stretch[end - 1].index].end]
    return _Told(value, False, first, of, words, (spoken or listed) and lead is not None)


def _stretch(
    sentences: list[Sentence], body: list[tuple[Word, ...]], si: int, start: int, text: str
) -> tuple[_Told, tuple[Word, ...]]:
    """The amount pointed at and the words before the phrase in its own sentence."""
    before = body[si][:start]
    if any(_is_number(w) for w in before):
        return _told(before, sentences[si], text), before
    if si == 0 or any(w.category in RELATING or _share(before, i) for i, w in enumerate(before)):
        raise Unread
    if any(_is_number(w) or w.category == "scale_word" for words in body[: si - 1] for w in words):
        raise Unread  # "Tom has 3 dogs. Ava baked 12 cookies. She sold twice that many": which one?
    return _told(body[si - 1], sentences[si - 1], text), before


def _share(words: tuple[Word, ...], i: int) -> bool:
    """An ordinal word that says a share ("a third", "one-fifth", "a quarter of"), not a place in order
    ("the first day")."""
    if _t(words[i]) in ("quarter", "quarters"):  # a coin by its name, or a share
        return _text(words, i + 1) == "of" or _cat(words, i - 1) in ("number_word", "article")
    if words[i].category != "ordinal_word":
        return False
    return (
        _text(words, i + 1) == "of"
        or _cat(words, i - 1) in ("number_word", "number", "punctuation")
        or (_text(words, i - 1) in ("a", "an"))
    )


def _kind(told: _Told) -> str:
    if told.money:
        return "money"
    return "measure" if told.first[-1].category == "unit_noun" else "count"


def _retold(told: _Told, phrase: _Phrase) -> str:
    value = told.value * phrase.factor
    if phrase.offset_money is not None:
        if phrase.offset_money != told.money:
            raise Unread  # "$5 more than twice that many apples"
        value += phrase.offset
    if value <= 1:
        raise Unread
    kind = _kind(told)
    words = told.words
    if phrase.own:
        own, own_lemmas = phrase.own, _lemmas(phrase.own)
        own_text = " ".join(w.text for w in own)
        if own_lemmas in (_lemmas(told.first), _lemmas(told.of)):
            pass  # "that many pages" after "15 pages", "that much water" after "liters of water"
        elif kind == "money" and own_lemmas == ("money",):
            pass
        elif kind == "measure" and own_lemmas == ("time",) and told.first[-1].attr("dimension") == "time":
            pass
        elif kind == "count" and told.object and phrase.amount_word != "much" and _same_kind(own, told):
            words = own_text  # "9 red marbles ... twice that many blue marbles"
        elif kind == "measure" and told.of and phrase.amount_word != "many" and _mass(own):
            words = f"{' '.join(w.text for w in told.first)} of {own_text}"  # "half that much pork"
        else:
            raise Unread  # another unit, or things of another kind
    if kind == "money":
        if phrase.amount_word in ("many", "number") or (value * 100).denominator != 1:
            raise Unread
        return f"${value.numerator}" if value.denominator == 1 else f"${float(value):.2f}"
    if kind == "count":
        if value.denominator != 1:
            raise Unread  # half of 7 stars
    return f"{_decimal(value)} {words}"


def _counted(words: tuple[Word, ...]) -> bool:
    last = words[-1]
    return last.category in NOUNS and "NNS" in last.tags and not last.attr("dimension")


def _same_kind(own: tuple[Word, ...], told: _Told) -> bool:
    """Counted things of the told noun, told with other adjectives ("blue marbles" after "red marbles")."""
    return _counted(own) and own[-1].lemma.casefold() == told.first[-1].lemma.casefold()


def _mass(words: tuple[Word, ...]) -> bool:
    """One thing measured by the told unit ("pork", "milk"); not a noun that names a measure ("weight")."""
    word = words[0]
    return len(words) == 1 and word.category == "noun" and "NN" in word.tags and _t(word) not in MEASURE_NOUNS


def _decimal(value: Fraction) -> str:
    """The value as a whole or finite decimal number ("12", "4.5"); Unread for 1/3."""
    if value.denominator == 1:
        return str(value.numerator)
    for places in range(1, 5):
        scaled = value * 10**places
        if scaled.denominator == 1:
            whole, part = divmod(scaled.numerator, 10**places)
            return f"{whole}.{part:0{places}d}"
    raise Unread


def _read(text: str, lexicon: Lexicon) -> Rewrite:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        raise Unread
    body = [plain_words(s, lexicon) for s in sentences]
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for si, (sentence, words) in enumerate(zip(sentences, body, strict=True)):
        for i, w in enumerate(words):
            if _t(w) not in POINTERS or _text(words, i + 1) not in AMOUNT_WORDS:
                continue
            if sentence.is_question:
                raise Unread  # 'that' in the question: it may point at a total or at what is asked
            phrase = _phrase(words, i)
            told, _ = _stretch(sentences, body, si, phrase.start, text)
            new = _retold(told, phrase)
            tokens = sentence.tokens
            start, end = tokens[words[phrase.start].index].start, tokens[words[phrase.end - 1].index].end
            edits.append((start, end, new))
            steps.append(f"'{text[start:end]}' is {fmt(phrase.factor)} x {fmt(told.value)}: {new}")
    found = with_edits(text, edits, steps)
    if found is None:
        raise Unread
    return found


def that_multiples(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each amount pointed back to told as the amount it names; None when this does not read it."""
    return or_none(_read, text, lexicon)
