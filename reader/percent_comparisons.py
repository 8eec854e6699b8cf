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
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, known_words, or_none, plain_number

DIRECTIONS = {"more": 1, "fewer": -1, "less": -1}
# the words that may stand between 'more' and 'than': the compared kind, nothing else
KIND_CATEGORIES = frozenset({"noun", "money_noun", "adjective", "prep_of", "colour", "quantity_noun"})
MAX_KIND_WORDS = 5
NOUNS = frozenset({"noun", "money_noun", "quantity_noun"})


def percent_comparisons(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "<P>% more ... than" written as a multiple; None when there is none to read."""
    told = text_words(text, lexicon)
    if "percent" not in told.shape_units and "percent_word" not in told.categories:
        return None  # no percentage (percentage_at): no edit
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
            if percentage_at(words, at) is None:
                continue
            found = _comparison(words, at)
            if found is None:
                raise Unread  # "Tom scored 80%. Ann scored 10% more.": 90% or 88%? Every percentage compares
            if si == len(sentences) - 1:
                raise Unread  # "How many ants does Beth see if she sees 50% more than Abe?": not read here
            first, comparative, than, share = found
            factor = 1 + DIRECTIONS[comparative.lemma.casefold()] * share
            written = decimal_text(factor)
            assert written is not None  # the share's decimal ends, so the factor's does
            kind = _between(words, comparative, than) if than is not None else money
            many = "much" if comparative.lemma.casefold() == "less" or _mass(kind) else "many"
            tokens = sentence.tokens
            edits.append(
                (tokens[first.index].start, tokens[comparative.index].end, f"{written} times as {many}")
            )
            if than is not None:
                edits.append((tokens[than.index].start, tokens[than.index].end, "as"))
            steps.append(
                f"{decimal_text(share * 100)}% {comparative.lemma.casefold()} = {written} times as {many}"
            )
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


def _comparison(words: tuple[Word, ...], at: int) -> tuple[Word, Word, Word | None, Fraction] | None:
    """(first word of the percentage, 'more|fewer|less', 'than' or None when the clause ends, share)."""
    found = percentage_at(words, at)
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
    if decimal_text(share) is None:
        raise Unread
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


def said_in_dollars(word: Word) -> bool:
    """ "$40": a number written as dollars."""
    return word.category == "number" and word.shape is not None and word.shape.unit == "dollar"


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
