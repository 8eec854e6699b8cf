"""Days counted, not lengths of time; and a daily rate whose days the story limits elsewhere (ADR 0172).

"Nora works 5 days a week" counts the days she works: it is not five whole days (120 hours) of
work, so a question in hours or minutes cannot be answered from it (a day of working is not 24
hours of it, as ADR 0064 says of clock conversions). Such an amount is a time unit of a day or
longer stated per a period of time; asked in a unit shorter than a day, the reading refuses.

"Nora walks 2 miles a day" read over a week is seven days of walking (ADR 0064). ADR 0156/0160
look for words that narrow those days in the rate's own phrase only; the story may also narrow
them anywhere else: "for 5 days", "She rests on Sundays.", "took 2 days off this week",
"She walks 6 days a week.", "Yesterday she rested." A question scaled over a period of a day or
longer then refuses when any statement (the question's own sentence aside) holds a day-naming
word: a time word of a day or a dated time (the lexicon's relations 'during', 'past', 'future'),
a noun marked as recurring days, or a unit of time of a day or longer that is not a rate's
denominator ('a day', 'per week', 'each week' are denominators; '5 days', 'this week' are not).
Passed over: the asked rate's own days ("works 5 days a week" asked in days), a present period
opening the rate's own sentence ("This week, Theo runs 2 miles a day", as ADR 0156 reads it), and
a sentence said to hold in addition with no amount ("On weekends he also plays chess").
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.graph import MathProblemGraph, Rate
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef, Unit

DAY = Fraction(86400)  # seconds
DAY_RELATIONS = frozenset({"during", "past", "future"})  # "on Sundays", "yesterday", "tomorrow"
RECURRING = frozenset({"yes", "place", "stay"})  # the noun attribute 'recurs' (ADR 0156, 0160)
DENOMINATOR_OPENERS = frozenset({"rate_marker", "distributive"})  # "per week", "every day", "each day"
# "on holidays", "at the camp", "his vacation": a recurring noun in a phrase, not a name ("Summer walks")
PHRASE_OPENERS = (
    frozenset(
        {
            "preposition",
            "prep_in",
            "prep_price",
            "prep_recipient",
            "prep_source",
            "article",
            "determiner",
            "pronoun",
        }
    )
    | DENOMINATOR_OPENERS
)
NUMBERS = frozenset({"number", "number_word"})


def _a_day_or_longer(unit: Unit | None) -> bool:
    if unit is None:
        return False
    return unit.dimension == "calendar" or (unit.dimension == "time" and unit.factor >= DAY)


def _shorter_than_a_day(unit: Unit | None) -> bool:
    return unit is not None and unit.dimension == "time" and unit.factor < DAY


def _day_count(problem: ProblemReadingState) -> QuantityRef | None:
    """The first amount of days (or weeks) stated per a period: '5 days a week', else None."""
    for holding in problem.accumulated_initial_state:
        q = holding.quantity
        if q.per is not None and _a_day_or_longer(q.unit) and _a_day_or_longer(q.per):
            return q
    return None


def _long_time_unit(word: Word) -> bool:
    if word.category != "unit_noun":
        return False
    dimension = word.attr("dimension")
    return dimension == "calendar" or (dimension == "time" and Fraction(word.attr("factor") or "0") >= DAY)


def _denominator(words: tuple[Word | None, ...], i: int) -> bool:
    """'a day', 'per week', 'every day': the time unit a rate is stated per, not days counted."""
    before = words[i - 1] if i > 0 else None
    if before is None:
        return False
    if before.category == "article" and before.attr("definite") == "false":
        return True
    if (
        i > 1
        and before.category in NUMBERS
        and words[i - 2] is not None
        and words[i - 2].category == "prep_in"
    ):
        return True  # "baked 20 pies in 2 days": a rate's own period (ADR 0066)
    if (
        i > 1
        and before.category in NUMBERS
        and words[i - 2] is not None
        and words[i - 2].category == "rate_marker"
        and words[i - 2].lemma.casefold() == "every"
    ):
        return True  # "saves $5 every 2 weeks": a cycle's own period (ADR 0339, 0398)
    return before.category in DENOMINATOR_OPENERS


def _names_days(words: tuple[Word | None, ...], i: int, own_sentence: bool) -> bool:
    word = words[i]
    if word is None:
        return False
    before = words[i - 1] if i > 0 else None
    if word.category == "time_marker":
        return word.attr("relation") in DAY_RELATIONS
    if word.category == "noun":
        return word.attr("recurs") in RECURRING and before is not None and before.category in PHRASE_OPENERS
    if (
        own_sentence
        and before is not None
        and before.category == "determiner"
        and before.attr("relation") == "now"
    ):
        return False  # "This week, Theo runs 2 miles a day": the rate's own present period (ADR 0156)
    return _long_time_unit(word) and not _denominator(words, i)


def _adds_only(words: tuple[Word | None, ...]) -> bool:
    """'On weekends he also plays chess': a clause said to hold in addition, with no amount, takes no days away."""
    adds = any(w is not None and w.category == "adverb" and w.attr("adds") == "clause" for w in words)
    return adds and not any(w is not None and w.category in NUMBERS for w in words)


def _day_word(
    sentences: tuple[Sentence, ...],
    asked_in: int,
    lexicon: Lexicon,
    own: frozenset[tuple[int, int]],
    rate_sentences: frozenset[int],
) -> tuple[int, int, str] | None:
    """The first day-naming word outside the question, skipping the asked rate's own unit (``own``)."""
    for si, sentence in enumerate(sentences):
        if si == asked_in:
            continue
        words = sentence_words(sentence, lexicon)
        if _adds_only(words):
            continue
        for i in range(len(words)):
            if (si, i) not in own and _names_days(words, i, si in rate_sentences):
                return si, i, sentence.tokens[i].text
    return None


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal for days counted asked as hours, or a daily rate scaled over days the story limits."""
    q = graph.question
    counted = _day_count(problem)
    if counted is not None and _shorter_than_a_day(q.unit):
        return refuse(
            "unit_mismatch",
            f"'{counted.text}' counts days, not a length of time: how long each of them lasts is not read",
            counted.sentence_index,
            counted.token_index,
            counted.text,
        )
    given = q.given
    if q.kind != "scaled" or given is None or not _a_day_or_longer(given.unit):
        return None
    daily = [r for r in graph.rates if r.per_key == "dim:time" and _a_day_or_longer(_per_unit(r))]
    if not daily:
        return None
    # "works 5 days a week. How many days in 3 weeks?": the asked rate's own days are what it counts
    own = frozenset(
        (r.sentence_index, r.token_index + 1) for r in graph.rates if r.unit_key in graph.question_units
    )
    found = _day_word(sentences, q.sentence_index, lexicon, own, frozenset(r.sentence_index for r in daily))
    if found is None:
        return None
    si, ti, text = found
    return refuse(
        "unsupported_operation",
        f"'{text}' may limit the days a rate per day holds on: how many of them the period has is not read",
        si,
        ti,
        text,
    )


def _per_unit(rate: Rate) -> Unit:
    return Unit(rate.per_head, dimension="time", factor=rate.per_factor)
