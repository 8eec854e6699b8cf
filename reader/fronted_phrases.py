"""Questions opened by a phrase that only says the answer's unit, period or scope (ADR 0316).

"In dollars, how much money did he find?", "In one week, how many cups of water does Theo drink?"
and "In all, how many apples did they pick?" ask what "How much money did he find in dollars?",
"How many cups of water does Theo drink in one week?" and "How many apples did they pick in all?"
ask: a phrase of unit, period or scope says the same thing before the question word as after the
question's verb. The sentence reading took the word after the comma as the start of a question and
refused at 'how'. So the phrase is put last and the problem asked again; the meaning (or the
refusal) is that of the trailing form, whose own rules convert a unit (ADR 0062), scale a told
rate over a period (ADR 0064, 0289) or sum (ADR 0131). Nothing is guessed: only three openings
move, each exactly as written, and the answer of the trailing form must show it used the phrase.

- **a unit**: 'in' and one unit word, no number, article or modifier ("In dollars,", "In cents,",
  "In hours,"). The answer must come out in that very unit: a reading that answered dollars when
  cents were asked, or hours when minutes were, refuses (never a number printed in the wrong unit).
  "In square inches," (a modifier the trailing rule would drop) does not move.
- **a period**: 'in', one count ('a', 'an', a number or a number word) and one unit of time
  ("In one week,", "In 2 days,"). The trailing form must read it as the period a told rate runs
  for: a scaled question whose given amount lasts just as long. "In 3 years, how old will he be?"
  (a time to come, read by ages, not a period a rate runs for) and "In 3 years, how many apples will
  he have?" refuse. The question may hold no 'than' (the period of both sides, or of the other's
  only?), no second time word ("In a week, how many does he read each day?") and no 'to' clause.
- **a scope**: "In all," "All told," (and the totalisers "In total,", "Altogether,", "Together,",
  whose sentence reading ADR 0204 already reorders; here the problem-wide readings see them last
  too). The trailing 'in all' and 'in total' keep their rules.

Every opening needs the comma, a question word right after it and a question with no second comma,
no subordinator ('if', 'when': a condition has its own reordering, ADR 0090) and no relative pronoun
(the phrase put last could land inside a clause). "In the morning," "In each box," "With the rest,"
"Including Sam," and "In a family of 6," do not move and keep their refusals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from packs.model import Lexicon
from reader.fronted_questions import Fronted, fronted_question
from reader.lifecycle import sentence_words
from reader.rules.context import Word

UNIT = "unit"
PERIOD = "period"
SCOPE = "scope"
COUNTS = frozenset({"number", "number_word"})
ONE = frozenset({"a", "an"})
TIME = "time"
# Words that open a clause of their own in the question: the phrase put last could land inside it.
CLAUSE_WORDS = frozenset({"subordinator", "relative_pronoun"})
# Words that make a second period or a rate in the question, beside the fronted period.
OTHER_TIMES = frozenset({"time_marker", "distributive", "rate_marker"})
# Words that make the period's scope unsure: 'than' (both sides, or the other's only?) and 'to'.
SCOPE_BREAKERS = frozenset({"than_marker", "prep_recipient"})


@dataclass(frozen=True)
class Opening:
    kind: str  # UNIT, PERIOD or SCOPE
    said: str  # the phrase as written, without its comma
    word: Word | None  # the unit word (UNIT and PERIOD)
    count: Word | None  # the period's count (PERIOD)


def _low(word: Word | None) -> str:
    return "" if word is None else word.text.casefold()


def _scope(opening: tuple[Word | None, ...]) -> bool:
    """ "In all", "All told", "In total", "Altogether", "Together": a phrase that only sums."""
    low = [_low(w) for w in opening]
    if low in (["in", "all"], ["all", "told"]):
        return True
    at = 1 if opening[:1] and opening[0] is not None and opening[0].category == "prep_in" else 0
    return len(opening) == at + 1 and opening[at] is not None and opening[at].category == "aggregate_marker"


def opening_of(words: tuple[Word | None, ...], comma: int, said: str) -> Opening | None:
    """What the words before the question's comma say, when they are one of the three openings."""
    opening = words[:comma]
    if any(w is None for w in opening):
        return None
    if _scope(opening):
        return Opening(SCOPE, said, None, None)
    first = opening[0]
    assert first is not None
    if first.category != "prep_in" or _low(first) != "in":
        return None
    last = opening[-1]
    assert last is not None
    if last.category != "unit_noun":
        return None
    if len(opening) == 2:
        return Opening(UNIT, said, last, None)
    count = opening[1]
    assert count is not None
    counted = count.category in COUNTS or (count.category == "article" and _low(count) in ONE)
    if len(opening) == 3 and counted and last.attr("dimension") == TIME:
        return Opening(PERIOD, said, last, count)
    return None


def _asked_part_allows(opening: Opening, asked: tuple[Word | None, ...]) -> bool:
    """The question after the comma is one plain clause the phrase can close."""
    if not asked or asked[0] is None or asked[0].category != "question_word":
        return False
    if any(w is None for w in asked):
        return False
    words = [w for w in asked if w is not None]
    if any(w.text == "," or w.category in CLAUSE_WORDS for w in words):
        return False
    if opening.kind != PERIOD:
        return True
    for at, w in enumerate(words):
        if w.category in OTHER_TIMES or w.category in SCOPE_BREAKERS:
            return False
        if w.category == "unit_noun" and w.attr("dimension") == TIME and not _asked_kind(words, at):
            return False  # "In a week, how many pages does he read in a day?"
    return True


def _asked_kind(words: list[Word], at: int) -> bool:
    """ "how many hours": a unit of time that is the asked kind itself, right after 'how many'."""
    return at == 2 and words[1].category == "question_quantity"


def _duration(word: Word, count: Word | None) -> tuple[str, object] | None:
    from fractions import Fraction

    if count is None:
        return None
    if count.category == "article":
        value = Fraction(1)
    else:
        raw = count.attr("value") or count.text.replace(",", "")
        try:
            value = Fraction(raw)
        except (ValueError, ZeroDivisionError):
            return None
    factor = word.attr("factor")
    try:
        size = Fraction(factor) if factor else None
    except (ValueError, ZeroDivisionError):
        size = None
    if size is None:
        return None
    return word.attr("dimension"), value * size


def _used_period(result: object, opening: Opening) -> bool:
    """The trailing form read the period as the one a told rate runs for: a scaled question whose
    given amount lasts as long as the fronted period ('in a year' read as 'in 12 months' too)."""
    graph = getattr(result, "graph", None)
    question = getattr(graph, "question", None)
    if question is None or question.kind != "scaled" or question.given is None:
        return False
    given = question.given
    assert opening.word is not None
    want = _duration(opening.word, opening.count)
    if want is None or given.unit is None or not given.unit.dimension:
        return False
    return (given.unit.dimension, given.value * given.unit.factor) == want


def read_fronted_phrase(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Fronted | None:
    """The answer to a question opened by a phrase of unit, period or scope, read with it last."""
    from reader.answer import Answer

    found = fronted_question(text, 1)
    if found is None:
        return None
    _, question, comma = found
    words = sentence_words(question, lexicon)
    said = text[question.start : question.tokens[comma - 1].end]
    opening = opening_of(words, comma, said)
    if opening is None or not _asked_part_allows(opening, words[comma + 1 :]):
        return None
    start = question.tokens[comma + 1].start
    body = text[start : question.end].rstrip()
    if not body.endswith("?"):
        return None
    body = body[:1].upper() + body[1:-1].rstrip()
    phrase = said[:1].casefold() + said[1:]
    if phrase.casefold() == "all told":
        phrase = "in all"
    story = text[: question.start].rstrip()
    result = read(f"{story} {body} {phrase}?", lexicon)
    if not isinstance(result, Answer):
        return None
    if opening.kind == UNIT:
        assert opening.word is not None
        if result.unit != opening.word.lemma:
            return None  # asked in cents, answered in dollars: never a number in the wrong unit
        step = f"'{said},' only names the unit of the answer, as '{phrase}' at the question's end does"
    elif opening.kind == PERIOD:
        if not _used_period(result, opening):
            return None
        step = f"'{said},' is the period the told rate runs for, as '{phrase}' at the question's end says"
    else:
        step = f"'{said},' only sums what is asked, as '{phrase}' at the question's end does"
    return Fronted(result, result.value, result.unit, step)
