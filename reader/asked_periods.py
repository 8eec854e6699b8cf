"""A rate's period asked in other words: "every week", "per year", "after a year", "after 2 years" (ADR 0313).

"Tom reads 20 pages a day. How many pages does he read in a week?" is read by ADR 0064 (a day rate
over a week is seven days of it) and "Tom pays $30 a month. How much does he pay in a year?" by ADR
0289 (a year is twelve months). Said any other way, the same questions refused: "How many pages
does he read every week?", "How much money will he earn per week?", "How much does he pay in total
after a year?", "How much does she earn after 2 years?": the period phrase narrowed the
question to a time no rule read. Each of these phrases names one span of the period counted from
the story's rate, so the question is asked again with the span said as "in N <unit>", and the
readings that already scale rates decide (so a month never becomes days, an hour rate never a
day's, a week never a year, and "works 5 days a week" never becomes seven).

The question must hold exactly one such phrase and no other time word: "every|each|per|a <unit>"
(bare, not after a preposition: "for a week" is a limit), "after a|an|one <unit>" or "after N
<units>" (a whole count). "In the first year" is not read: it presumes a start the story does not
tell (a red-team probe of ADR 0289 holds it refused), and neither is "the second year". The
answer must be a doing, not a holding ("How much will be in his bank after a year?" is what is
left, not what is done); every asked person must hold a rate of the asked things and no group's
rate may be scaled (ADR 0299); the answer's graph may hold no one-off amount of the asked things
beside the rates ("He earned $20 on Monday": in the week or not?); no rate of the asked things may
be told per the asked unit itself (a rate asked back); and a bare "a week" is read only in a story
of one rate, as ADR 0307 reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from packs.model import Lexicon
from reader.question_periods import (
    ARTICLES,
    NUMBERS,
    RATE_WORDS,
    _asks_doing,
    _other_times,
    _own_rates,
    _period,
    _singular,
    _stands_alone,
    _story_and_question,
    _text,
    one_off_beside,
)
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

LIMITS = frozenset({"in", "for", "over", "during", "within", "throughout", "by", "of"})
ONE = frozenset({"one"})


def _span(words: tuple[Word | None, ...], at: int) -> tuple[int, Fraction] | None | str:
    """The phrase ending at the unit ``words[at]``: (its first token, the count); "read"
    for "in a <unit>" (read already, left as is); None for a phrase this reading does not take."""
    word = words[at]
    before = _text(words[at - 1]) if at >= 1 else ""
    two = _text(words[at - 2]) if at >= 2 else ""
    if before in RATE_WORDS or before in ARTICLES or before in ONE:
        if not _singular(word):  # type: ignore[arg-type]
            return None
        if two == "after":
            return (at - 2, Fraction(1)) if before not in RATE_WORDS else None
        if before in ONE:
            return None
        if two == "in" and before in ARTICLES:
            return "read"
        if two in LIMITS:
            return None  # "for a week": a limit, not a rate's period
        return at - 1, Fraction(1)
    if words[at - 1] is not None and words[at - 1].category in NUMBERS and two == "after":  # type: ignore[union-attr]
        from reader.whole_problem_words import plain_number

        count = plain_number(words[at - 1])  # type: ignore[arg-type]
        if count is not None and count > 0 and count.denominator == 1:
            return at - 2, count
    return None


def _asked_span(words: tuple[Word | None, ...]) -> tuple[int, int, Fraction, Word] | None:
    """The question's one period phrase this reading takes: (first, last token, count, unit)."""
    found = []
    for at, word in enumerate(words):
        if word is None or _period(word) is None:
            continue
        span = _span(words, at)
        if span is None or span == "read":
            return None
        assert not isinstance(span, str)
        found.append((span[0], at, span[1], word))
    return found[0] if len(found) == 1 else None


def _said(count: Fraction, unit: Word) -> str:
    return f"in {count} {unit.text}"


def _rewrite(text: str, question: Sentence, first: int, last: int, said: str) -> str:
    start, end = question.tokens[first].start, question.tokens[last].end
    return text[:start] + said + text[end:]


def _sound(answer, question: Sentence, lexicon: Lexicon, unit: Word, bare: bool, per: bool) -> bool:
    """A doing, from the asked persons' own rates only, with no one-off amount of the asked things; not
    (``per``: 'every', 'per', 'a' week) a rate of things, not of hours, asked back per its own unit ("50 mph ... How far does he drive per hour?": ADR 0289's own
    period and ADR 0301's speeds read that, or refuse); and a bare "a week" only of a story of one rate
    (as ADR 0307 reads "How many quarts does he drink a week?")."""
    graph = answer.graph
    asked = [r for r in graph.rates if r.unit_key in graph.question_units and r.unit_key != r.per_key]
    if per and any(r.per_head == unit.lemma.casefold() for r in asked):
        return False
    if bare and len(graph.rates) != 1:
        return False
    return not one_off_beside(answer) and _asks_doing(answer) and _own_rates(answer, question, lexicon)


def read_asked_period(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the re-asked question's Answer, the step) when the question's period is a span of the rate's; else None."""
    from reader.answer import Answer
    from reader.question_periods import read_question_period

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    question = sentences[-1]
    _, words, at = _story_and_question(sentences, lexicon)
    found = _asked_span(words[at:])
    if found is None:
        return None
    first, last, count, unit = found
    bare = _text(words[at + first]) in ARTICLES
    per = _text(words[at + first]) != "after"
    if _other_times(words[at:], first, last) or not _stands_alone(words[at:], first, last):
        return None
    first, last = first + at, last + at
    said = _said(count, unit)
    reasked = _rewrite(text, question, first, last, said)
    step = f"'{text[question.tokens[first].start : question.tokens[last].end]}' is a span of the rate's period: asked {said}"
    result = read(reasked, lexicon)
    if isinstance(result, Answer):
        return (result, step) if _sound(result, question, lexicon, unit, bare, per) else None
    if _period(unit) is None or _period(unit)[0] != "calendar":  # type: ignore[index]
        return None
    year = read_question_period(reasked, lexicon, read)  # a year of monthly rates (ADR 0289)
    if year is None or not _sound(year[0], question, lexicon, unit, bare, per):
        return None
    return year[0], f"{step}; {year[1]}"
