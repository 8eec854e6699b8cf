"""A rate per day said for some days only, wherever the sentence says which days (ADR 0156).

"Tom reads 10 pages a day" is a rate for every day, and a week of it is seven days of it. The
same sentence can narrow those days in ways a clause-by-clause reading never sees, because the
narrowing is skipped as a setting or stands before the rate:

- a phrase of days opening the sentence: "On weekends, ...", "In the summer, ...", "Every weekend, ...";
- a phrase of days after the rate: "a day at weekends", "a day in winter", "a day during the week",
  or a place gone to on some days only: "$3 a day at school", "2 miles a day to school", "at work",
  or a stay of unstated length: "a day on vacation" (ADR 0160);
- a condition: "When it rains, ...", "... a day when he is at home", "... a day if it is sunny";
- a day unit narrowed by a word before it: "10 pages every school day".

How many such days a week, month or season has is never stated, so a rate per day (or longer)
committed from such a sentence refuses. ADR 0139's hooks catch some trailing phrases while the
clause is read; this check looks at the whole sentence once it is read. The words are told apart
by category: prepositions, the lexicon's time words of relation 'during', nouns marked as
recurring parts of the week or year, units of time, and subordinators marked as conditions. A
phrase with a number or an indefinite article ("for 5 days", "in a week") is a length of time, not a set
of days; a condition that holds the rate itself ("If he reads 10 pages a day, how many ...") is
the problem's own supposition and is left to the rules that read it.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Unit

DAY_SECONDS = Fraction(86400)
PREPOSITIONS = frozenset({"preposition", "prep_in", "prep_price"})  # on, in, during, at, for, over
# "2 miles a day to school", "from work": a place gone to is a set of days too (ADR 0160), never a time
PLACE_PREPOSITIONS = frozenset({"prep_recipient", "prep_source"})
RECURRING = ("yes", "place", "stay")  # the noun attribute 'recurs' (ADR 0156, 0160)
EVERY = frozenset({"distributive", "rate_marker"})  # "each weekend", "every summer"
PHRASE = frozenset(
    {
        "article",
        "determiner",
        "adjective",
        "noun",
        "unit_noun",
        "time_marker",
        "ordinal_word",
        "possessive_marker",
    }
)


def _per_day_or_longer(unit: Unit | None) -> bool:
    if unit is None:
        return False
    return unit.dimension == "calendar" or (unit.dimension == "time" and unit.factor >= DAY_SECONDS)


def _per_shorter_span(unit: Unit | None) -> bool:
    return unit is not None and unit.dimension == "time" and unit.factor < DAY_SECONDS


def _dated_elsewhere(sentences: tuple[Sentence, ...], rate_at: int, lexicon: Lexicon) -> int | None:
    """The first other sentence dated by a day, a part of the day or a clock time ("on Saturday").

    "$12 an hour on weekdays" read beside "He worked 3 hours on Saturday": the hours are told on a
    day of their own, which may lie outside the rate's days (ADR 0303). Undated hours are left to
    ADR 0156, which reads them as worked on the rate's days.
    """
    from reader.held_times import dated_word

    for i, sentence in enumerate(sentences):
        if i != rate_at and dated_word(sentence_words(sentence, lexicon)) is not None:
            return i
    return None


def _days_head(word: Word) -> bool:
    """A word naming days that come round again: a time word of relation 'during', a recurring noun or place."""
    if word.category == "time_marker":
        return word.attr("relation") == "during"  # "Saturdays", "weekend", "morning"
    return word.category == "noun" and word.attr("recurs") in RECURRING  # "weekends", "summer", "school"


def _place_word(word: Word | None) -> bool:
    """An activity that also names a place gone to on some days ('to work', 'at practice', ADR 0160)."""
    return word is not None and word.category == "verb_activity" and word.attr("recurs") == "place"


def _time_unit(word: Word) -> bool:
    return word.category == "unit_noun" and word.attr("dimension") in ("time", "calendar")


def _phrase(words: tuple[Word | None, ...], start: int) -> list[Word]:
    out: list[Word] = []
    for word in words[start:]:
        if word is not None and not out and word.category == "pronoun":
            out.append(word)  # "at his job": a possessive opens the phrase (ADR 0160)
            continue
        if word is None or word.category not in PHRASE:
            break
        if out and word.text[:1].isupper():
            break  # "On weekends Tom reads ...": a capital opens the subject (as in ADR 0084)
        out.append(word)
    return out


def _day_set_at(words: tuple[Word | None, ...], i: int) -> bool:
    """The phrase opened at ``i`` names a set of days: 'on weekends', 'during the week', 'every summer'."""
    opener = words[i]
    if opener is None:
        return False
    if opener.category in EVERY:
        phrase = _phrase(words, i + 1)
        return bool(phrase) and _days_head(phrase[-1])
    if opener.category in PLACE_PREPOSITIONS:
        phrase = _phrase(words, i + 1)
        places = phrase and phrase[-1].category == "noun" and phrase[-1].attr("recurs") in RECURRING
        return bool(places) or (i + 1 < len(words) and _place_word(words[i + 1]))
    if opener.category not in PREPOSITIONS:
        return False
    if i + 1 < len(words) and _place_word(words[i + 1]):
        return True  # "a day at work"
    phrase = _phrase(words, i + 1)
    if not phrase:
        return False
    head = phrase[-1]
    if _days_head(head):
        return True
    # "in a week", "for a day": one length of time, not a set of days ("each", "per", a number end the phrase)
    lengthy = any(w.category == "article" and w.attr("definite") == "false" for w in phrase)
    return _time_unit(head) and not lengthy  # "during the week", "on school days"


def _condition_span(words: tuple[Word | None, ...], i: int) -> tuple[int, int] | None:
    """The tokens of a condition clause opened at ``i`` ("if", "when", "while"), up to its comma or the end."""
    word = words[i]
    if word is None:
        return None
    opens = word.category == "subordinator" and word.attr("condition") == "yes"
    when = word.category == "question_word" and word.attr("asks") == "time"
    if not (opens or when):
        return None
    end = next(
        (j for j in range(i + 1, len(words)) if words[j] is not None and words[j].attr("mark") == "comma"),
        None,
    )
    if i == 0 and end is None:
        return (0, len(words))  # "When it rains he reads ...": where the setting ends is not known
    return (i, end if end is not None else len(words))


def _narrowing(words: tuple[Word | None, ...], amount_index: int) -> int | None:
    """The token that narrows a rate at ``amount_index`` to some days, or None."""
    for i in range(len(words)):
        if _day_set_at(words, i):
            return i
        span = _condition_span(words, i)
        if span is not None and not (span[0] <= amount_index < span[1]):
            return i  # the rate is in the main clause; the condition says when it holds
    return None


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal for the first rate per day (or longer) its sentence narrows to some days, else None."""
    for holding in problem.accumulated_initial_state:
        q = holding.quantity
        if q.sentence_index >= len(sentences):
            continue
        if _per_shorter_span(q.per):
            dated = _dated_elsewhere(sentences, q.sentence_index, lexicon)
            at = _narrowing(sentence_words(sentences[q.sentence_index], lexicon), q.token_index)
            if dated is not None and at is not None:
                return _some_days(q.sentence_index, at, sentences[q.sentence_index].tokens[at].text)
            continue
        if not _per_day_or_longer(q.per):
            continue
        sentence = sentences[q.sentence_index]
        if q.per is not None and q.per.modifiers:
            label = " ".join(q.per.modifiers + (q.per.head,))  # "every school day"
            return _some_days(q.sentence_index, q.token_index, label)
        at = _narrowing(sentence_words(sentence, lexicon), q.token_index)
        if at is not None:
            return _some_days(q.sentence_index, at, sentence.tokens[at].text)
    return None


def _some_days(sentence_index: int, token_index: int, text: str) -> ReaderRefusal:
    return refuse(
        "unsupported_operation",
        f"'{text}' narrows a rate in time to some days only: how many such days is not read",
        sentence_index,
        token_index,
        text,
    )
