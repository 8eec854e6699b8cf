"""A comparison told by a percentage: "50% more ants than Abe", "15% fewer cars than Ann" (ADR 0317).

"Abe has 40 ants. Beth has 50% more ants than Abe." -- the percentage measures the difference from the
amount after 'than', so Beth has 1.5 times Abe's ants: the comparison says exactly what "Beth has 1.5
times as many ants as Abe" says. The reader already reads that multiple (ADR 0015, a decimal factor
like 'twice'), with every check it makes of the compared holder, kind, time and whole count; so nothing
is counted here. Each "<P>% more|fewer|less [<kind>] than" of the story is written as "<1 +/- P/100>
times as many|much [<kind>] as", and the whole reader reads the written text. Its answer stands with
one step more per comparison, saying how the percentage became a factor; its refusal leaves the first
refusal standing. A clause that ends at the comparative ("Fred has 12 candy bars, and Bob has 50%
more.") is written "1.5 times as many." and left to ADR 0308, which puts back the noun and the other
side only after plain holdings.

Only the shapes whose base is named (or left to ADR 0308) are read: after the comparative come nouns,
adjectives and 'of' only, with a noun among them (the compared kind: "30% more pieces of candy than";
"50% more expensive than" is a comparative adjective), then 'than' in the same clause. So "She sold
30% more lemonade this week" (more than what? last week's, or what she has?), "puts 20% more money
into her bank", "increases by 20%" and "a 20% discount" are not read here. The first refusal also
stands when: any other percentage is in the problem ("Tom scored 80%. Ann scored 10% more.": 90% or
88%?); the percentage is 0, a 'more' is over 100% ("150% more" is said both for 2.5 times and for 1.5
times), a 'fewer' or 'less' is 100% or over; the question itself holds a percentage.
'less' and money (a money noun between, or money told before a bare comparative) are 'as much'.

A fraction compares the same way (ADR 0396): "a third more apples than Ann", "1/4 fewer pens than",
"two fifths less money than" are written "4/3 times as many apples as Ann" and so on. Only a proper
part (over 0, under 1; digits, or 'a'/'one'/a count word with an ordinal from 'third' to 'twelfth') not
ending a longer amount, and more narrowly than a percentage: 'than' must follow and the kind must hold
a plural noun or a money noun and no measure ("1/2 more cups of flour than" may be half a cup added).
A spelled part before "as many|much" ("one-third as many", "one-half as many") is written in digits
("1/3 as many"), which the multiple reading reads with its own checks; other fractions are not touched.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, said_in_dollars
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, known_words, or_none, plain_number

DIRECTIONS = {"more": 1, "fewer": -1, "less": -1}
# the words that may stand between 'more' and 'than': the compared kind, nothing else
KIND_CATEGORIES = frozenset({"noun", "money_noun", "adjective", "prep_of", "colour", "quantity_noun"})
MAX_KIND_WORDS = 5
COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
DENOMINATORS = range(3, 13)  # 'third' .. 'twelfth'
NUMBER_WORDS = frozenset({"number", "number_word", "scale_word"})
NOUNS = frozenset({"noun", "money_noun", "quantity_noun"})


def percent_comparisons(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "<P>% more ... than" written as a multiple; None when there is none to read."""
    told = text_words(text, lexicon)
    if (
        "percent" not in told.shape_units
        and "percent_word" not in told.categories
        and "ordinal_word" not in told.categories
        and "fraction_word" not in told.categories
        and "/" not in text
    ):
        return None  # no percentage (percentage_at) and no fraction (fraction_at): no edit
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    money: tuple[Word, ...] = ()  # the money told so far: "She has $48. He has 25% more." is 'as much'
    for si, sentence in enumerate(sentences):
        words = known_words(sentence, lexicon)
        for at in range(len(words)):
            if percentage_at(words, at) is not None:
                found = _comparison(words, at)
                if found is None:
                    raise Unread  # "Tom scored 80%. Ann scored 10% more.": 90% or 88%? Every percentage compares
                told_share = f"{decimal_text(found[3] * 100)}%"
            elif _spelled_as_many(words, at):
                spelled = _spelled_part(words, at)
                assert spelled is not None  # _spelled_as_many found it
                start, end = sentence.tokens[spelled[0].index].start, sentence.tokens[at].end
                edits.append((start, end, str(spelled[1])))
                steps.append(f"{text[start:end]} = {spelled[1]}")
                continue  # "one-third as many": the reader reads "1/3 as many" with its own checks
            elif _fraction_compares(words, at):
                found = _fraction_comparison(words, at)
                told_share = str(found[3])
            else:
                continue  # "1/4 of the cake", "the third day": no comparison told by a share
            if si == len(sentences) - 1:
                raise Unread  # "How many ants does Beth see if she sees 50% more than Abe?": not read here
            first, comparative, than, share = found
            factor = 1 + DIRECTIONS[comparative.lemma.casefold()] * share
            written = decimal_text(factor) or f"{factor.numerator}/{factor.denominator}"
            kind = _between(words, comparative, than) if than is not None else money
            many = "much" if comparative.lemma.casefold() == "less" or _mass(kind) else "many"
            tokens = sentence.tokens
            edits.append(
                (tokens[first.index].start, tokens[comparative.index].end, f"{written} times as {many}")
            )
            if than is not None:
                edits.append((tokens[than.index].start, tokens[than.index].end, "as"))
            steps.append(f"{told_share} {comparative.lemma.casefold()} = {written} times as {many}")
        money += tuple(w for w in words if said_in_dollars(w) or w.category == "money_noun")
    return with_edits(text, edits, steps)


def percentage_at(words: tuple[Word, ...], at: int) -> tuple[Word, Fraction] | None:
    """ "50%" or "fifty percent" ending at ``at``: its first word and its share (0.5)."""
    word = words[at]
    if word.category == "number" and word.shape is not None and word.shape.unit == "percent":
        return word, Fraction(word.shape.value) / 100
    if word.category == "percent_word" and at >= 1:
        value = plain_number(words[at - 1])
        if value is not None:
            return words[at - 1], value / 100
    return None


def fraction_at(words: tuple[Word, ...], at: int) -> tuple[Word, Fraction] | None:
    """ "1/4", "a third", "one-fifth", "two thirds" ending at ``at``: its first word and its share (1/4).

    A part only (over 0, under 1), and never the end of a longer amount: no number, hyphen or scale word
    stands just before it ("1 1/2", "twenty-one thirds", "two and one third" keep their own readings)."""
    word = words[at]
    if word.category == "number" and word.shape is not None and word.shape.primitive == "fraction":
        first, share = word, Fraction(word.shape.value)
    elif word.category == "ordinal_word" and word.attr("value").isdigit():
        denominator = int(word.attr("value"))
        if denominator not in DENOMINATORS:
            return None  # 'first', 'second': positions or times, never parts
        count_at = at - 1
        if count_at >= 1 and words[count_at].text == "-":
            count_at -= 1  # "one-third"
        if count_at < 0:
            return None
        first = words[count_at]
        count = 1 if first.text.casefold() in ("a", "an") else COUNTS.get(first.text.casefold())
        if count is None or first.category not in ("article", "number_word"):
            return None
        if (count == 1) != (word.text.casefold() == word.lemma.casefold()):
            return None  # "a thirds", "two third": no share
        share = Fraction(count, denominator)
    else:
        return None
    if _ends_longer_amount(words, first):
        return None
    if not 0 < share < 1:
        return None
    return first, share


def _ends_longer_amount(words: tuple[Word, ...], first: Word) -> bool:
    """A number, scale word, hyphen or 'and' just before: "1 1/4", "twenty-one thirds", "two and a third"."""
    if first.index < 1:
        return False
    before = words[first.index - 1]
    return before.category in NUMBER_WORDS or before.text in ("-", "and")


def _spelled_part(words: tuple[Word, ...], at: int) -> tuple[Word, Fraction] | None:
    """ "one-third", "two fifths", "one-half" ending at ``at``, spelled with a count word."""
    found = fraction_at(words, at)
    if found is not None:
        return found if found[0].category == "number_word" else None
    if words[at].category != "fraction_word" or words[at].text.casefold() != "half":
        return None
    count_at = at - 2 if at >= 2 and words[at - 1].text == "-" else at - 1
    if (
        count_at < 0
        or words[count_at].text.casefold() != "one"
        or _ends_longer_amount(words, words[count_at])
    ):
        return None
    return words[count_at], Fraction(1, 2)


def _spelled_as_many(words: tuple[Word, ...], at: int) -> bool:
    """ "one-third as many", "two fifths as much": a spelled part before 'as many|much', told in digits.

    "a third as many" and "1/3 as many" are read as they are; a count word and an ordinal (or "one-half"),
    above all with a hyphen, leave the count word with no role, though they say nothing the digits do not."""
    return (
        _spelled_part(words, at) is not None
        and at + 2 < len(words)
        and words[at + 1].text.casefold() == "as"
        and words[at + 2].text.casefold() in ("many", "much")
    )


def _fraction_compares(words: tuple[Word, ...], at: int) -> bool:
    """A fraction ending at ``at`` with 'more', 'fewer' or 'less' right after it."""
    return (
        fraction_at(words, at) is not None
        and at + 1 < len(words)
        and words[at + 1].category == "comparative"
        and words[at + 1].lemma.casefold() in DIRECTIONS
    )


def _fraction_comparison(words: tuple[Word, ...], at: int) -> tuple[Word, Word, Word | None, Fraction]:
    """ "a third more apples than", "1/4 less money than": as a percentage, and more narrowly.

    A fraction before 'more' may be an amount added ("1/2 more cups of flour than sugar" is half a cup
    more) or a part of the other side ("1/2 more apples than Ann" is half again as many), so only a
    kind of plural things or money is read, and only with 'than': a bare "a third more." refuses."""
    found = _comparison(words, at, fraction_at(words, at))
    if found is None:
        raise Unread
    comparative, than = found[1], found[2]
    kind = _between(words, comparative, than)
    if than is None or not any(_plural(w) or w.category == "money_noun" for w in kind):
        raise Unread  # "a third more.", "1/2 more cups than": a part of the other side, or an amount added?
    if any(w.category == "quantity_noun" for w in kind):
        raise Unread  # "1/2 more pieces of pie than": a measure of one thing
    return found


def _plural(word: Word) -> bool:
    """ "apples", "people": a noun not in its lemma's form."""
    return word.category == "noun" and word.text.casefold() != word.lemma.casefold()


def _comparison(
    words: tuple[Word, ...], at: int, told: tuple[Word, Fraction] | None = None
) -> tuple[Word, Word, Word | None, Fraction] | None:
    """(first word of the percentage, 'more|fewer|less', 'than' or None when the clause ends, share)."""
    found = percentage_at(words, at) if told is None else told
    if found is None or at + 1 >= len(words):
        return None
    first, share = found
    comparative = words[at + 1]
    if comparative.category != "comparative" or comparative.lemma.casefold() not in DIRECTIONS:
        return None
    than = next((w for w in words[at + 2 :] if w.category not in KIND_CATEGORIES), None)
    if _closes(words, at + 2):
        than = None  # "Ann has 50% more.": the other side and the noun are left to ADR 0308
    elif than is None or than.category != "than_marker":
        raise Unread  # "30% more lemonade this week", "20% less, and ...": more than what?
    elif than.index - comparative.index - 1 > MAX_KIND_WORDS:
        raise Unread
    elif _describes(_between(words, comparative, than)):
        raise Unread  # "50% more expensive than": a comparative adjective, not 'as many'
    if share <= 0 or (DIRECTIONS[comparative.lemma.casefold()] > 0 and share > 1):
        raise Unread  # "0% more", "150% more": 2.5 times or 1.5 times?
    if DIRECTIONS[comparative.lemma.casefold()] < 0 and share >= 1:
        raise Unread  # "100% fewer": nothing at all, or not a comparison that is read
    if told is None and decimal_text(share) is None:
        raise Unread  # "33.333...% more": a percentage's decimal ends (a fraction's need not: "a third")
    return first, comparative, than, share


def _closes(words: tuple[Word, ...], at: int) -> bool:
    """Nothing but the sentence's closing mark at ``at`` and after it."""
    if at == len(words):
        return True
    return at == len(words) - 1 and words[at].category == "punctuation" and words[at].attr("mark") != "comma"


def _between(words: tuple[Word, ...], comparative: Word, than: Word | None) -> tuple[Word, ...]:
    if than is None:
        return ()
    return tuple(w for w in words if comparative.index < w.index < than.index)


def _describes(kind: tuple[Word, ...]) -> bool:
    """Words between 'more' and 'than' with no noun: "more expensive", "more likely"."""
    return bool(kind) and not any(w.category in NOUNS for w in kind)


def _mass(kind: tuple[Word, ...]) -> bool:
    """ "20% more money than" (or money told before a bare "25% more."): money is 'as much'."""
    return any(w.category == "money_noun" or said_in_dollars(w) for w in kind)


def decimal_text(value: Fraction) -> str | None:
    """ "1.5" for 3/2, "0.85" for 17/20; None when the decimal never ends (1/3)."""
    if not finite_decimal(value):
        return None
    whole, part = divmod(value.numerator, value.denominator)
    if not part:
        return str(whole)
    digits = ""
    while part:
        part *= 10
        digit, part = divmod(part, value.denominator)
        digits += str(digit)
    return f"{whole}.{digits}"


__all__ = ["Rewrite", "percent_comparisons"]
