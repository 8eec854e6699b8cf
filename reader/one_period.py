"""A story told for every period, asked about one period: "Every day Lily spends 5 hours on piano, ..." (ADR 0192).

"Every day Lily spends 5 hours on practicing piano, 3 hours on practicing violin and 1 hour on
practicing flute. How many more hours does she spend on practicing piano than on practicing flute?"
The opening "Every day" scopes the whole sentence: each of its amounts is per day. The question,
in the present and with no time of its own, asks about what she does habitually, which is the same
for each day: one day is the story. So the problem is read again as the story of one period, the
openings taken away ("Lily spends 5 hours on ..."), and that reading's answer is the answer per
period. ADR 0085 reads an opening with one amount as a rate; this reading comes in only when the
sentence-by-sentence reading refused ("How much does he earn?" has no period to scale the rate by,
and several amounts after one opening are no one rate).

The one-period reading is the story only when nothing fixes another number of periods, so it
applies only when, in the text as written:

- every statement opens with 'every' or 'each' and the same unit of time ("Every day"), or ends
  with "every day" or "each day" and has one number ("earns $19 an hour" is a wage, not a habit); a statement without it
  ("He has 5 dollars.", "Yesterday he ...") may be about any time, and the reading stands aside;
- the statements and the question are in the present: no past or perfect verb ('earned', 'has
  earned'), no auxiliary but 'do' and 'does' ('did', 'will', 'can'); the question has 'do', 'does'
  or a present verb;
- the question asks about doing, not about holding ('has', 'is', 'are left'): what is held after
  many periods is not what one period adds;
- no word names another time: no time word ('yesterday', 'then', 'today'), no total ('in all',
  'altogether', 'in total' may sum the periods), no recurring days ('on weekends'), and every other
  unit of time is an amount ('7 hours', after a number or 'how many') shorter than the period and
  shorter than a day ('for 2 days', 'in 3 weeks' count periods; a day is not 24 hours of an
  activity, ADR 0172). The question may name the period itself ("each day", "every day", "a day"),
  which is taken away with the openings.
- a question that sets an amount of its own ("How much does it cost to repair 5 lamps?") names its
  period ("... each day?"): without it, the question is a job whose number of periods is not told
  (ADR 0373).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.frames import STATE_VERBS
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

DAY = Fraction(86400)  # seconds
PERIOD_OPENERS = frozenset({"distributive", "rate_marker"})  # "each day", "every week", "per day"
NUMBERS = frozenset({"number", "number_word"})
HABITUAL = frozenset({"every", "each"})  # a trailing rate said of every period, not a wage ("an hour")
PRESENT_AUXILIARIES = frozenset({"do", "does"})
PAST_TAGS = frozenset({"VBD", "VBN"})
PRESENT_TAGS = frozenset({"VB", "VBZ", "VBP"})
AMOUNT_OPENERS = NUMBERS | {"question_quantity"}  # "7 hours", "how many hours"


@dataclass(frozen=True, slots=True)
class Period:
    """The unit of time the story is told for: its lemma, dimension and length in seconds."""

    lemma: str
    dimension: str
    factor: Fraction


def _time_unit(word: Word | None) -> bool:
    return (
        word is not None and word.category == "unit_noun" and word.attr("dimension") in ("time", "calendar")
    )


def _period_of(word: Word) -> Period:
    return Period(word.lemma.casefold(), word.attr("dimension"), Fraction(word.attr("factor") or "0"))


def _period_words(words: tuple[Word | None, ...], at: int) -> Period | None:
    """'every day' / 'each week' / 'per day' / 'a day' starting at ``at``: the period, else None."""
    if at + 1 >= len(words):
        return None
    opener, unit = words[at], words[at + 1]
    if opener is None or not _time_unit(unit):
        return None
    assert unit is not None
    indefinite = opener.category == "article" and opener.attr("definite") == "false"
    if opener.category not in PERIOD_OPENERS and not indefinite:
        return None
    return _period_of(unit)


def _comma(word: Word | None) -> bool:
    return word is not None and word.category == "punctuation" and word.attr("mark") == "comma"


def _statement_period(words: tuple[Word | None, ...]) -> tuple[Period, tuple[int, int]] | None:
    """The period a statement is told for, and the tokens that say it (end exclusive), else None."""
    opening = _period_words(words, 0)
    if opening is not None and words[0] is not None and words[0].category in PERIOD_OPENERS:
        end = 3 if len(words) > 2 and _comma(words[2]) else 2
        return opening, (0, end)
    # "Tom earns 190 dollars every week": a trailing 'every' or 'each', with only the one amount it can be of;
    # "earns $19 an hour" is a wage, not something done every hour
    if len(words) >= 2 and sum(1 for w in words if w is not None and w.category in NUMBERS) == 1:
        trailing = _period_words(words, len(words) - 2)
        opener = words[len(words) - 2]
        if trailing is not None and opener is not None and opener.lemma.casefold() in HABITUAL:
            return trailing, (len(words) - 2, len(words))
    return None


def _question_scope(words: tuple[Word | None, ...], period: Period) -> tuple[int, int] | None:
    """ "How many hours does he spend each day?": the period named at the question's end, else None."""
    if len(words) < 2:
        return None
    named = _period_words(words, len(words) - 2)
    if named is None or named != period:
        return None
    return len(words) - 2, len(words)


def _short_amount(words: tuple[Word | None, ...], i: int, period: Period) -> bool:
    """'7 hours', 'how many hours': an amount of time shorter than the period and than a day."""
    word = words[i]
    assert word is not None
    before = words[i - 1] if i > 0 else None
    if before is not None and before.category == "comparative" and i > 1:
        before = words[i - 2]  # "how many more hours", "3 more hours"
    if before is None or before.category not in AMOUNT_OPENERS:
        return False
    if before.category in NUMBERS and i > 1 and words[i - 2] is not None:
        if words[i - 2].category in ("prep_price", "prep_in", "preposition"):
            return False  # "for 2 hours", "in 3 hours": a span, not an amount spent
    factor = Fraction(word.attr("factor") or "0")
    shorter = factor < period.factor if period.dimension == "time" else True
    return word.attr("dimension") == "time" and factor < DAY and shorter


def _other_time(words: tuple[Word | None, ...], skip: tuple[int, int] | None, period: Period) -> bool:
    """A word that names a time other than the period: the story may then be about other periods."""
    for i, word in enumerate(words):
        if word is None or (skip is not None and skip[0] <= i < skip[1]):
            continue
        if word.category in ("time_marker", "aggregate_marker"):
            return True
        if word.category == "noun" and word.attr("recurs"):
            return True  # "on weekends", "his vacation"
        if word.category == "determiner" and word.lemma.casefold() == "all":
            return True  # "in all"
        if _time_unit(word) and not _short_amount(words, i, period):
            return True
    return False


def _present(words: tuple[Word | None, ...], question: bool) -> bool:
    """No past, perfect or modal; a question also has 'do', 'does' or a present verb."""
    present = False
    for word in words:
        if word is None:
            continue
        if word.category == "auxiliary":
            if word.lemma.casefold() not in PRESENT_AUXILIARIES:
                return False
            present = True
        elif word.category.startswith("verb") or word.category == "copula":
            tags = set(word.tags)
            if tags & PAST_TAGS and not tags & PRESENT_TAGS:
                return False
            if tags & PRESENT_TAGS:
                present = True
    return present or not question


def _asks_doing(words: tuple[Word | None, ...]) -> bool:
    return not any(w is not None and w.category in STATE_VERBS for w in words)


def _spans(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[Period, list[tuple[int, int]], tuple[Sentence, tuple[int, int] | None]] | None:
    """The period, the token spans taken away from each statement and the question's scope; else None."""
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    period: Period | None = None
    taken: list[tuple[int, int]] = []
    for sentence in sentences[:-1]:
        words = sentence_words(sentence, lexicon)
        if sentence.is_question:
            return None
        found = _statement_period(words)
        if found is None or (period is not None and found[0] != period):
            return None
        period, span = found
        if not _present(words, question=False) or _other_time(words, span, period):
            return None
        taken.append(span)
    assert period is not None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    scope = _question_scope(words, period)
    if not _present(words, question=True) or not _asks_doing(words) or _other_time(words, scope, period):
        return None
    if scope is None and any(w is not None and w.category in NUMBERS for w in words):
        return None  # "to repair 5 lamps": a job of its own, and how many periods it takes is not told (ADR 0373)
    return period, taken, (question, scope)


def one_period_text(text: str, lexicon: Lexicon) -> tuple[str, Period] | None:
    """The text told for one period (openings and the question's period taken away), else None."""
    sentences = split_sentences(text)
    found = _spans(sentences, lexicon)
    if found is None:
        return None
    period, taken, (question, scope) = found
    cuts: list[tuple[int, int]] = []
    for sentence, (start, end) in zip(sentences[:-1], taken, strict=True):
        cuts.append(_cut(sentence, start, end))
    if scope is not None:
        cuts.append(_cut(question, *scope))
    out, at = [], 0
    for start, end in sorted(cuts):
        out.append(text[at:start])
        at = end
    out.append(text[at:])
    return "".join(out), period


def _cut(sentence: Sentence, start: int, end: int) -> tuple[int, int]:
    """The characters of tokens start..end-1, with the space after an opening (or before a trailing rate)."""
    tokens = sentence.tokens
    first, last = tokens[start].start, tokens[end - 1].end
    if end < len(tokens):
        return first, tokens[end].start  # an opening: up to the next word
    before = tokens[start - 1].end if start > 0 else first
    return before, last  # a trailing rate: from the word before it


def read_one_period(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """The reading of the story as one period, with the step that says so; None when it does not apply."""
    found = one_period_text(text, lexicon)
    if found is None:
        return None
    told, period = found
    result = read(told, lexicon)
    if isinstance(result, ReaderRefusal):
        return None
    step = f"every {period.lemma} is told alike and one {period.lemma} is asked: the story is read for one {period.lemma}"
    return result, step
