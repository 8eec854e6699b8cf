"""Questions narrowed to a period the story fills (ADR 0289).

"Nora received 4 letters in the morning, 2 in the afternoon and 7 in the evening. How many letters did
Nora receive in the day?" The question's 'in the day' narrowed it to a time no rule read, and it
refused. Yet the day is no new time here: it is the whole the story's told times are parts of, so
it asks for the moves of all of them. And "Tom reads 20 pages a month. How many pages does he read
in a year?" asks the monthly rate over twelve months: a year is twelve months by the calendar. Each
shape is read by asking the reader again with the period said in words it already reads, so every
guard of those readings (ADR 0185 for told times, ADR 0064 for rates over periods) still applies:

- **the whole of the told parts**: a question phrase "in the day", "during the whole week", "for
  the entire day", "this week" (a preposition or none, 'the' or 'this', at most one word taking the
  thing whole, and a singular unit of time) whose unit is the whole that the story's time words are
  lexicon parts of (``part_of``: morning, afternoon, evening of a day; Monday .. Sunday of a week).
  The phrase becomes the list of those parts, in the story's order ("in the morning and afternoon
  and evening"), so ADR 0185 counts the moves at each of them and refuses an untagged one (it may
  have been outside the period). A part at which no move of the asked kind was read (ADR 0185
  names it) is left out and the question asked again, unless the answer's graph holds a move of
  the asked things at that part (another doer's, or a loss): then the reading refuses. The story must name at least one such part and no other time:
  no time word of another whole ('yesterday', 'Monday' beside 'morning'), none of the past, the
  present or the future ('last', 'today', 'next'), no time of day that is no part ('at night': in
  the day?), no unit of time as long as a day ('This week, he sold ...', 'every day': which week,
  how many days?). The question may hold no other time word.
- **a year of monthly rates**: a question phrase "in a year", "in 2 years", "every year", "per
  year", "each year" or "a year" becomes "in 12 months", "in 24 months": the calendar's own
  multiple, only when the story names months and never years (a rate per year is then the one
  asked for, read directly or not at all). The reading of "in 12 months" decides whether the
  story's rate per month may be scaled; nothing per week or day converts to months (ADR 0064).
- **the story's own period asked again**: "Lena makes $300 more in a year than Tom. If Tom
  makes $1,200 in a year, how much will they make combined in a year?" Every amount of the story
  is said for one year, so the question's "in a year" is the period every amount already covers,
  and the question is the plain one. Read only when every statement sentence has exactly one
  number and the same period phrase ('in a', 'a', 'per', 'every' and one unit of time), and the
  question has that phrase once; a sentence with another period or none refuses as before.

ADR 0313: nor when the answer's graph holds a one-off amount of the asked things beside the rates
("He earned $20 on Monday": in the year or not?).

ADR 0299: the twelve months scale only the asked persons' own rates (no group's rate, and every
asked name holds one: not "A gym charges $25 per month" asked of Ann), and the told parts are not
read when a move is said with a comparative at a part its doer did nothing earlier at ("On Saturday
he sold 2 more": more than Friday's?).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

DAY = Fraction(86400)  # seconds: a unit of time this long or longer names a period of days
PERIOD_PREPOSITIONS = frozenset({"in", "during", "for", "over", "throughout"})
WHOLE_DETERMINERS = frozenset({"the", "this"})
SPAN_PREPOSITIONS = frozenset({"in", "for", "over"})
RATE_WORDS = frozenset({"every", "each", "per"})
ARTICLES = frozenset({"a", "an"})
NUMBERS = frozenset({"number", "number_word"})
OTHER_TIMES = frozenset({"past", "future", "now"})  # 'last', 'next', 'today': another time than the story's


def _text(word: Word | None) -> str:
    return word.text.casefold() if word is not None else ""


def _period(word: Word | None) -> tuple[str, Fraction] | None:
    """A unit of time's dimension and factor ('day' -> time, 86400; 'year' -> calendar, 12)."""
    if word is None or word.category != "unit_noun" or word.attr("dimension") not in ("time", "calendar"):
        return None
    try:
        return word.attr("dimension"), Fraction(word.attr("factor"))
    except (ValueError, ZeroDivisionError):
        return None


def _long_period(word: Word | None) -> bool:
    found = _period(word)
    return found is not None and (found[0] == "calendar" or found[1] >= DAY)


def _singular(word: Word) -> bool:
    return word.text.casefold() == word.lemma.casefold()


def _whole_phrase(words: tuple[Word | None, ...]) -> tuple[int, int, Word] | None:
    """The question's one '[prep] the|this [whole] <unit of time>': (first, last token, the unit)."""
    found = []
    for at, word in enumerate(words):
        if word is None or _period(word) is None or not _singular(word):
            continue
        start = at - 1
        if start >= 0 and words[start] is not None and words[start].attr("entire") == "yes":  # type: ignore[union-attr]
            start -= 1  # "the whole day"
        if start < 0 or _text(words[start]) not in WHOLE_DETERMINERS:
            continue
        if start >= 1 and _text(words[start - 1]) in PERIOD_PREPOSITIONS:
            start -= 1
        elif _text(words[start]) == "the":
            continue  # "the day" with no preposition: the subject or an object
        found.append((start, at, word))
    return found[0] if len(found) == 1 else None


def _story_parts(story: tuple[tuple[Word | None, ...], ...], whole: str) -> tuple[Word, ...] | None:
    """The story's time words that are parts of ``whole``, first use first; None when any other time is said."""
    parts: list[Word] = []
    for words in story:
        for word in words:
            if word is None:
                continue
            if _long_period(word):
                return None  # "This week, ...", "every day": which period, how many days?
            if word.category != "time_marker":
                continue
            part_of = word.attr("part_of")
            if word.attr("relation") in OTHER_TIMES or (part_of and part_of != whole):
                return None
            if word.attr("relation") == "during" and part_of != whole:
                return None  # "at night": inside the asked day or not?
            if part_of == whole and _singular(word):
                if all(p.lemma.casefold() != word.lemma.casefold() for p in parts):
                    parts.append(word)
    return tuple(parts) or None


def _other_times(words: tuple[Word | None, ...], first: int, last: int) -> bool:
    return any(
        w is not None and (w.category == "time_marker" or _period(w) is not None)
        for i, w in enumerate(words)
        if not first <= i <= last
    )


def _story_and_question(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[tuple[Word | None, ...], ...], tuple[Word | None, ...], int]:
    """The story's words (a question's opening 'If ..., ' clause with them), the question's words, and
    where its question word stands: a phrase is asked for only after it."""
    words = sentence_words(sentences[-1], lexicon)
    story = tuple(sentence_words(s, lexicon) for s in sentences[:-1])
    at = next((i for i, w in enumerate(words) if w is not None and w.category == "question_word"), 0)
    if at and _text(words[at - 1]) == ",":
        story += (words[: at - 1],)
    elif at:
        return story, words, len(words)  # a question word in mid-sentence with no comma: no phrase is read
    return story, words, at


def _preposition_of(story: tuple[tuple[Word | None, ...], ...], part: Word) -> str | None:
    """How the story put its first part: "in the" before 'morning', "on" before 'Monday'."""
    for words in story:
        for at, word in enumerate(words):
            if (
                word is None
                or word.lemma.casefold() != part.lemma.casefold()
                or word.category != "time_marker"
            ):
                continue
            if at >= 2 and _text(words[at - 1]) == "the" and _text(words[at - 2]) in ("in", "during"):
                return "in the"
            if at >= 1 and _text(words[at - 1]) in ("in", "on", "during"):
                return _text(words[at - 1])
            return None
    return None


def _rewrite(text: str, question: Sentence, first: int, last: int, said: str) -> str:
    start, end = question.tokens[first].start, question.tokens[last].end
    return text[:start] + said + text[end:]


def _whole_of_parts(text: str, sentences: tuple[Sentence, ...], lexicon: Lexicon):
    """The question with its whole period put as the story's parts of it, the parts, and how to say them."""
    question = sentences[-1]
    story, words, at = _story_and_question(sentences, lexicon)
    found = _whole_phrase(words[at:])
    if found is None:
        return None
    first, last, unit = found[0] + at, found[1] + at, found[2]
    if _other_times(words[at:], first - at, last - at):
        return None
    parts = _story_parts(story, unit.lemma.casefold())
    if parts is None:
        return None
    preposition = _preposition_of(story, parts[0])
    if preposition is None:
        return None
    return question, first, last, parts, preposition


def _compared_at_new_time(text: str, graph, units: set[str], lexicon: Lexicon) -> bool:
    """A move of the asked things said with a comparative at a part no earlier move of its doer was
    told at: "On Saturday he sold 2 more" (2 more than Friday's, or 2 that day?)."""
    from reader.averages import said_with_comparative

    sentences = split_sentences(text)
    moves = [e for e in graph.events if e.unit_key in units and e.kind == "change"]
    return any(
        said_with_comparative(sentences, lexicon, e)
        and not any(o.holder == e.holder and o.time == e.time and o.order < e.order for o in moves)
        for e in moves
    )


def _read_parts(text: str, found, lexicon: Lexicon, read: Callable):
    """Ask for the moves at every told part; a part at which no move of the asked kind was read (ADR
    0185 names it) adds nothing to the whole and is left out, and the question is asked again."""
    from reader.answer import Answer
    from reader.time_tags import NO_MOVE_AT

    question, first, last, parts, preposition = found
    parts = list(parts)
    left_out: list[str] = []
    while parts:
        said = f"{preposition} {' and '.join(p.text for p in parts)}"
        result = read(_rewrite(text, question, first, last, said), lexicon)
        if isinstance(result, Answer):
            graph = result.graph
            units = set(graph.question_units) | set(graph.than_units)
            if any(e.unit_key in units and str(e.time).split(":")[-1] in left_out for e in graph.events):
                return None  # a move of the asked things at a part left out: another doer's, or a loss
            if _compared_at_new_time(text, graph, units, lexicon):
                return None
            return result, said
        empty = [p for p in parts if result.detail == f"{NO_MOVE_AT} '{p.lemma.casefold()}'"]
        if result.reason != "underdetermined" or len(empty) != 1 or len(parts) == 1:
            return None
        parts.remove(empty[0])
        left_out.append(empty[0].lemma.casefold())
    return None


def _year_phrase(words: tuple[Word | None, ...]) -> tuple[int, int, Fraction] | None:
    """The question's one period of calendar years with one or more of them: (first, last, years)."""
    found = []
    for at, word in enumerate(words):
        period = _period(word)
        if period is None or period[0] != "calendar" or period[1] != 12:
            continue
        before = words[at - 1] if at >= 1 else None
        if _text(before) in RATE_WORDS and _singular(word):  # type: ignore[union-attr]
            found.append((at - 1, at, Fraction(1)))
            continue
        if _text(before) in ARTICLES and _singular(word):  # type: ignore[union-attr]
            start = at - 2 if at >= 2 and _text(words[at - 2]) in SPAN_PREPOSITIONS else at - 1
            found.append((start, at, Fraction(1)))
            continue
        if before is not None and before.category in NUMBERS and at >= 2:
            if _text(words[at - 2]) not in SPAN_PREPOSITIONS:
                continue
            from reader.whole_problem_words import plain_number

            count = plain_number(before)
            if count is not None and count > 0 and count.denominator == 1:
                found.append((at - 2, at, count))
    return found[0] if len(found) == 1 else None


def _stands_alone(words: tuple[Word | None, ...], first: int, last: int) -> bool:
    """No amount runs into the phrase or on from it: "half a year", "in a year and a half"."""
    before = words[first - 1] if first >= 1 else None
    after = words[last + 1] if last + 1 < len(words) else None
    amounts = NUMBERS | {"fraction_word"}
    if before is not None and (before.category in amounts or _text(before) == "of"):
        return False
    return after is None or (after.category not in amounts and _text(after) not in ("and", "of"))


def _months_story(story: tuple[tuple[Word | None, ...], ...]) -> bool:
    """Months named, and no year: a rate per year would be the one asked for."""
    periods = [_period(w) for words in story for w in words]
    calendar = [p for p in periods if p is not None and p[0] == "calendar"]
    return bool(calendar) and all(p[1] == 1 for p in calendar)


def _year_of_months(text: str, sentences: tuple[Sentence, ...], lexicon: Lexicon, read: Callable):
    question = sentences[-1]
    story, words, at = _story_and_question(sentences, lexicon)
    found = _year_phrase(words[at:])
    if found is None:
        return None
    first, last, years = found[0] + at, found[1] + at, found[2]
    if not _stands_alone(words, first, last):
        return None
    if not _months_story(story):
        return None
    said = f"in {years * 12} months"
    return _rewrite(text, question, first, last, said), said


def _told_period(words: tuple[Word | None, ...]) -> list[tuple[int, int, str]]:
    """Each 'in a|an U', 'a|an U', 'per U', 'every U' in the words: (first, last token, 'U')."""
    found = []
    for at, word in enumerate(words):
        if word is None or _period(word) is None or not _singular(word) or at < 1:
            continue
        before = _text(words[at - 1])
        if before in RATE_WORDS:
            found.append((at - 1, at, word.lemma.casefold()))
        elif before in ARTICLES:
            start = at - 2 if at >= 2 and _text(words[at - 2]) == "in" else at - 1
            found.append((start, at, word.lemma.casefold()))
    return found


def _own_period(text: str, sentences: tuple[Sentence, ...], lexicon: Lexicon, read: Callable):
    question = sentences[-1]
    story, words, at = _story_and_question(sentences, lexicon)
    asked = _told_period(words[at:])
    if len(asked) != 1 or _other_times(words[at:], asked[0][0], asked[0][1]) or not story:
        return None
    first, last, unit = asked[0][0] + at, asked[0][1] + at, asked[0][2]
    if not _stands_alone(words, first, last):
        return None
    for told in story:
        numbers = [w for w in told if w is not None and w.category in NUMBERS]
        periods = _told_period(told)
        if len(numbers) != 1 or len(periods) != 1 or periods[0][2] != unit:
            return None
        if _other_times(told, periods[0][0], periods[0][1]):
            return None
    start, end = question.tokens[first].start, question.tokens[last].end
    said = text[start:end]
    return text[:start].rstrip() + " " + text[end:].lstrip(), said


def _own_rates(answer, question: Sentence, lexicon: Lexicon) -> bool:
    """The twelve months scale the asked persons' own rates: every name the question asks holds a rate
    of the asked things, and no rate is a group's ("Max and Ann read 30 pages a month" asked of Max:
    each, or together?). A rate of someone else ("A gym charges $25 per month" asked of Ann) is not hers."""
    graph = answer.graph
    rates = [r for r in graph.rates if r.unit_key in graph.question_units]
    groups = {e.key for e in graph.entities if e.members}
    if not rates or any(r.holder in groups for r in rates):
        return False
    holders = {r.holder for r in rates}
    named = {
        w.text.casefold() for w in sentence_words(question, lexicon) if w is not None and w.category == "name"
    }
    return named <= holders


def one_off_beside(answer) -> bool:
    """A move or holding of the asked things beside the scaled rates ("He earned $20 on Monday"): in
    the asked period or not, and once or every period? (ADR 0313)"""
    graph = answer.graph
    units = set(graph.question_units) | set(graph.than_units)
    return any(e.unit_key in units for e in graph.events)


def _asks_doing(answer) -> bool:
    """The question asks what is done over the period, not what is held at its end ("will he have")."""
    from reader.frames import STATE_VERBS

    return answer.graph.question.verb_category not in STATE_VERBS


def read_question_period(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the re-asked question's Answer, the step) when the question's period is one the story fills."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    whole = _whole_of_parts(text, sentences, lexicon)
    read_whole = _read_parts(text, whole, lexicon, read) if whole is not None else None
    if read_whole is not None:
        step = f"the question's period is the whole the story's times are parts of: asked {read_whole[1]}"
        return read_whole[0], step
    year = _year_of_months(text, sentences, lexicon, read)
    if year is not None:
        result = read(year[0], lexicon)
        if (
            isinstance(result, Answer)
            and _asks_doing(result)
            and _own_rates(result, sentences[-1], lexicon)
            and not one_off_beside(result)
        ):
            return result, f"a year is twelve months: asked {year[1]}"
    own = _own_period(text, sentences, lexicon, read)
    if own is not None:
        result = read(own[0], lexicon)
        if isinstance(result, Answer) and _asks_doing(result):
            return result, f"'{own[1]}' is the period every amount of the story is told for"
    return None
