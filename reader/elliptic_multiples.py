""" "Lena picked 14 pears and Omar picked twice as many pears." (ADR 0454).

A multiple of a move often names nothing to compare with: no second 'as', no other doer. The
reference is the amount of the move told just before it -- "Kofi sold 8 vases on Monday and three
times as many on Tuesday", "Mara sold 15 mugs on Friday. She sold twice as many on
Saturday.", "Mr. Orr harvested 40 limes and 3 times as many lemons". The sentence reader refuses
such a multiple, since 'as many' alone does not say whose amount it scales (ADR 0150 reads the
multiple only with 'as <doer>'). This rule retells the multiple as the amount it names ("Omar
picked 28 pears") and reads the whole problem again, under strict guards, each a refusal when it
fails:

- the multiple is 'twice', 'thrice', 'half' or 'N times' before 'as many'/'as much', the only
  one of its sentence, with no 'as' after it (a compared doer: ADR 0150), no 'more/fewer than'
  before it (an offset), no word of an amount, 'again' or 'not' in the rest of its sentence and no
  'each', 'per', 'every' or 'a day' after it; a multiple in the question is not retold;
- its verb is a move (bought, sold, picked, ate, sent ...), or it is told after 'and' or a comma
  with the verb left out ("and 3 times as many lemons"); a holding ('has', 'there are') is not
  read here;
- the reference is the nearest clause before it: the text of its own sentence before it, or, when
  that tells no amount, the sentence just before. That clause tells exactly one amount, a plain
  count in digits or a number word, right after a move verb ("picked 12 figs"), with no price,
  part, rate, comparison, '$' or another multiple anywhere in it: two amounts could each be the
  reference, and 'has 5' is a holding, not a move;
- the multiple's things are the reference's things, or another plain counted noun ("40 limes and
  3 times as many lemons"); a measure, money or an 'of' phrase of other things ("3 boxes of
  crackers and twice as many cookies") is refused, and a multiple with no noun takes the
  reference's ("twice as many on Saturday": mugs);
- the amount is a whole count ("half as many" of 7 is refused);
- "twice as many as (she did) on Friday" takes the one move told of Friday: the day named in the
  statement just before and nowhere else, of the same verb, by the same name or by 'he'/'she' in a story
  of one named person, and of the same things;
- the retold problem must be read whole by the whole reader, questions and all.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.frames import MOVE_VERBS
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

MULTIPLE = re.compile(
    r"\b(?P<mult>twice|thrice|half|(?P<n>\d+|[A-Za-z]+) times) as (?:many|much)\b", re.IGNORECASE
)
WORD = re.compile(r"\$?\d+(?:[.,]\d+)*%?|[A-Za-z]+(?:[’'][A-Za-z]+)*|\S")
# words whose category tells, parts, compares or rates an amount: a reference clause with one is refused
AMOUNT_WORDS = frozenset(
    {
        "fraction_word",
        "multiplier",
        "scale_word",
        "comparative",
        "than_marker",
        "percent_word",
        "distributive",
        "rate_marker",
        "approximator",
        "additive_marker",
        "residual_marker",
        "exclusive_marker",
        "equality_marker",
        "ordinal_word",
        "vague_quantifier",
        "money_noun",
        "price_noun",
        "coin_noun",
        "as_marker",
        "subordinator",
        "relative_pronoun",
        "disjunction",
    }
)
BANNED = frozenset(
    {"each", "per", "every", "half", "twice", "thrice", "dozen", "all", "some", "another", "again"}
    | {"not", "no", "never", "n't", "than", "more", "less", "fewer", "if", "when", "after", "before"}
)
DAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
OF_DAY = re.compile(rf"\s*as (?:(?:he|she|they) did )?on (?P<day>{DAYS})\b")
TIME_NOUNS = frozenset({"hour", "day", "week", "month", "year", "minute", "night", "morning", "weekend"})
THING_WORDS = frozenset({"noun", "adjective", "unit_noun"})


def elliptic_multiples(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each elliptic multiple of a move told as its amount; None when any is unsound."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for i, sentence in enumerate(sentences):
        span = text[sentence.start : sentence.end]
        found = list(MULTIPLE.finditer(span))
        if not found:
            continue
        if sentence.is_question or len(found) != 1:
            return None
        previous = text[sentences[i - 1].start : sentences[i - 1].end] if i else None
        if previous is not None and (sentences[i - 1].is_question or MULTIPLE.search(previous)):
            previous = None
        told = _retold(span, found[0], previous, lexicon, text, sentence.start)
        if told is None:
            return None
        start, end, new, step = told
        edits.append((sentence.start + start, sentence.start + end, new))
        steps.append(step)
    return with_edits(text, edits, steps)


def _retold(
    span: str, match: re.Match, previous: str | None, lexicon: Lexicon, whole: str, offset: int
) -> tuple[int, int, str, str] | None:
    """(start, end, amount with its things, step) for the one multiple of a sentence, or None."""
    factor = _factor(match, lexicon)
    before, after = span[: match.start()], span[match.end() :]
    if factor is None or re.search(r"\bas\b", before, re.IGNORECASE):
        return None
    if re.search(r"\bas\b", after, re.IGNORECASE):
        return _of_day(span, match, factor, whole, offset, lexicon)
    if not _moved_here(before, lexicon) or _rated(after, lexicon) or not _plain(after, lexicon):
        return None
    reference = _reference(before, lexicon)
    if (
        reference is None
        and not _amounts(before, lexicon)
        and previous is not None
        and _plain(before, lexicon)
    ):
        reference = _reference(previous, lexicon)
    if reference is None:
        return None
    amount, things = reference
    value = amount * factor
    if value.denominator != 1 or value <= 0:
        return None
    own = _things(WORD.findall(after), lexicon)
    if own is None:
        return None
    named = " ".join(own)
    if own and not _same_kind(own, things, lexicon):
        return None
    if own and own != things and _told_before(own, whole[: offset + match.start()], lexicon):
        return None  # "5 pears. ... twice as many apples" after apples were counted: as many as which?
    kept = named or " ".join(things)
    new = f"{value.numerator} {kept}".rstrip()
    end = match.end() + (after.index(named) + len(named) if named else 0)
    step = f"'{span[match.start() : end].strip()}' of the {amount} {' '.join(things)} told just before: {new}"
    return match.start(), end, new, step.replace("  ", " ")


def _of_day(
    span: str, match: re.Match, factor: Fraction, whole: str, offset: int, lexicon: Lexicon
) -> tuple[int, int, str, str] | None:
    """ "On Saturday, she sold twice as many as on Friday": the one move of the same doer and verb told
    of that day, in a story that names that day nowhere else and one person at most."""
    before, after = span[: match.start()], span[match.end() :]
    own = _things(WORD.findall(after), lexicon)
    if own is None:
        return None
    named = " ".join(own)
    tail = after[after.index(named) + len(named) :] if named else after
    day = OF_DAY.match(tail)
    if day is None or _amounts(before, lexicon) or not _plain(before, lexicon):
        return None
    if _rated(tail, lexicon) or not _plain(tail[day.end() :], lexicon):
        return None
    words = WORD.findall(before)
    if len(words) < 2 or _category(words[-1], lexicon) not in MOVE_VERBS:
        return None
    told = [s for s in split_sentences(whole) if re.search(rf"\b{day['day']}\b", whole[s.start : s.end])]
    sentences = split_sentences(whole)
    if len(told) != 2 or told[1].start != offset or told[0].is_question:
        return None  # the day named once before, and only in the multiple's sentence after that
    if sentences.index(told[1]) != sentences.index(told[0]) + 1:
        return None  # another day's move told between: the nearest clause is not that day's
    reference = _reference(whole[told[0].start : told[0].end], lexicon)
    if reference is None:
        return None
    clause = whole[told[0].start : told[0].end]
    ref_words, (i,) = WORD.findall(clause), _amounts(clause, lexicon)  # _reference found the one amount
    subject = ref_words[i - 2] if i >= 2 else ""
    if _lemma(ref_words[i - 1], lexicon) != _lemma(words[-1], lexicon):
        return None  # "bought 5 on Friday ... sold twice as many as on Friday"
    if not _same_doer(subject, words[-2], whole, lexicon):
        return None
    amount, things = reference
    value = amount * factor
    if value.denominator != 1 or value <= 0 or (own and own != things):
        return None
    kept = named or " ".join(things)
    new = f"{value.numerator} {kept}".rstrip()
    end = match.end() + (len(after) - len(tail)) + day.end()
    step = f"'{span[match.start() : end].strip()}' of the {amount} {' '.join(things)} told of {day['day']}: {new}"
    return match.start(), end, new, step.replace("  ", " ")


def _lemma(word: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(word.casefold())
    return word.casefold() if sense is None else sense.entry.lemma


def _same_doer(told: str, doer: str, whole: str, lexicon: Lexicon) -> bool:
    """The same name twice, or a pronoun of the story's one named person after that name."""
    # a capital word the pack does not know may be a name too
    names = {w for w in WORD.findall(whole) if w[0].isupper() and _category(w, lexicon) in ("name", None)}
    if told and told == doer and (_category(told, lexicon) == "name" or len(names) <= 1):
        return True
    pronouns = ("he", "she")
    return (
        doer.casefold() in pronouns
        and len(names) == 1
        and (told in names or told.casefold() == doer.casefold())
    )


def _told_before(own: list[str], told: str, lexicon: Lexicon) -> bool:
    """The multiple's own things were named earlier in the story."""
    head = own[own.index("of") - 1] if "of" in own else own[-1]
    sense = lexicon.lookup(head.casefold())
    lemma = head.casefold() if sense is None else sense.entry.lemma
    for word in WORD.findall(told):
        found = lexicon.lookup(word.casefold())
        if word.casefold() == head.casefold() or (found is not None and found.entry.lemma == lemma):
            return True
    return False


def _factor(match: re.Match, lexicon: Lexicon) -> Fraction | None:
    word = match["mult"].casefold()
    if word in ("twice", "thrice", "half"):
        return {"twice": Fraction(2), "thrice": Fraction(3), "half": Fraction(1, 2)}[word]
    count = _count(match["n"], lexicon)
    return count if count is not None and count >= 2 else None


def _count(surface: str, lexicon: Lexicon) -> Fraction | None:
    """A whole count in digits or a number word ("3", "three")."""
    if surface.isdigit():
        return Fraction(int(surface))
    sense = lexicon.lookup(surface.casefold())
    if sense is None or sense.category != "number_word" or not sense.entry.attr("value"):
        return None
    value = Fraction(sense.entry.attr("value"))
    return value if value.denominator == 1 else None


def _category(word: str, lexicon: Lexicon) -> str | None:
    sense = lexicon.lookup(word.casefold()) or lexicon.lookup(word)
    return None if sense is None else sense.category


def _moved_here(before: str, lexicon: Lexicon) -> bool:
    """The multiple follows a move verb, or 'and' / a comma with the verb left out."""
    words = WORD.findall(before)
    if not words:
        return False
    last = words[-1]
    if last in (",",) or last.casefold() == "and":
        return True
    return _category(last, lexicon) in MOVE_VERBS


def _amounts(clause: str, lexicon: Lexicon) -> list[int]:
    """Indexes of the words that tell an amount: digits, money, number words."""
    words = WORD.findall(clause)
    return [
        i
        for i, w in enumerate(words)
        if any(c.isdigit() for c in w) or _category(w, lexicon) in ("number_word", "scale_word")
    ]


def _reference(clause: str, lexicon: Lexicon) -> tuple[Fraction, list[str]] | None:
    """The one amount of the clause, a plain count right after a move verb, and its things."""
    words = WORD.findall(clause)
    amounts = _amounts(clause, lexicon)
    if len(amounts) != 1:
        return None
    (i,) = amounts
    if i == 0 or _category(words[i - 1], lexicon) not in MOVE_VERBS:
        return None
    if i > 1 and words[i - 2].casefold() == "it":
        return None  # "It takes 5 people to lift a car": no move
    if i + 1 < len(words) and words[i + 1].casefold() == "of":
        return None  # "picked 12 of the apples": a part of something
    amount = _count(words[i], lexicon)
    if amount is None or amount <= 0 or _rated(clause, lexicon):
        return None
    if any(_amount_word(w, lexicon) for w in words):
        return None
    things = _things(words[i + 1 :], lexicon)
    if things is None or any(_money(w, lexicon) for w in things):
        return None
    return amount, things


def _money(word: str, lexicon: Lexicon) -> bool:
    sense = lexicon.lookup(word.casefold())
    if sense is None:
        return False
    return (
        sense.category in ("money_noun", "price_noun", "coin_noun")
        or sense.entry.attr("dimension") == "money"
    )


def _things(words: list[str], lexicon: Lexicon) -> list[str] | None:
    """The counted things right after an amount ("raffle tickets", "pieces of ham"); [] when none.

    None when the words after the amount are not plainly its things or something else.
    """
    out: list[str] = []
    for j, w in enumerate(words):
        category = _category(w, lexicon)
        if (
            w.casefold() == "of"
            and out
            and j + 1 < len(words)
            and _category(words[j + 1], lexicon) in THING_WORDS
        ):
            out.append(w)
            continue
        if category in THING_WORDS and not (category == "adjective" and w[0].isupper() and out):
            out.append(w)
            continue
        break
    if out and _category(out[-1], lexicon) == "adjective":
        return None  # "12 red": an adjective with no noun after it
    return out


def _same_kind(own: list[str], things: list[str], lexicon: Lexicon) -> bool:
    """The multiple counts the reference's things, or another plain noun counted the same way."""
    if not things:
        return False
    if [w.casefold() for w in own] == [w.casefold() for w in things]:
        return True
    head = own.index("of") - 1 if "of" in own else len(own) - 1
    ref_head = things.index("of") - 1 if "of" in things else len(things) - 1
    if head >= 0 and ref_head >= 0 and own[head].casefold() == things[ref_head].casefold():
        return True  # "pieces of pepperoni" and "pieces of ham": the same counting unit
    if "of" in own or "of" in things:
        return False  # "boxes of crackers" and "cookies": boxes or cookies?
    return _category(own[-1], lexicon) == "noun" and _category(things[-1], lexicon) == "noun"


def _plain(clause: str, lexicon: Lexicon) -> bool:
    """No word of the clause tells, parts, compares or rates an amount."""
    words = WORD.findall(clause)
    return not any(_amount_word(w, lexicon) for w in words)


def _amount_word(word: str, lexicon: Lexicon) -> bool:
    """A word that tells, parts, compares, prices or rates an amount ('$', '%', 'each', 'half' ...)."""
    return (
        "$" in word
        or "%" in word
        or word.casefold() in BANNED
        or _category(word, lexicon) in AMOUNT_WORDS
        or _money(word, lexicon)
    )


def _rated(clause: str, lexicon: Lexicon) -> bool:
    """ "each day", "per hour", "every week", "a day": the amount may be a rate, not one move."""
    words = [w.casefold() for w in WORD.findall(clause)]
    for j, w in enumerate(words):
        if w in ("each", "per", "every"):
            return True
        if w in ("a", "an") and j + 1 < len(words):
            sense = lexicon.lookup(words[j + 1])
            if sense is not None and sense.entry.lemma in TIME_NOUNS:
                return True
    return False


__all__ = ["elliptic_multiples"]
