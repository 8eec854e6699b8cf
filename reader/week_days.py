"""Some days of every week as a count of days: "Lena swims 6 laps every weekday" (ADR 0366).

A habit told for some days of the week only ("every weekday", "a day on weekends", "every evening,
Monday through Friday") says how much is done in a whole week: the weekdays are 5 days of it, the
weekend 2 and a span of named days as many as it runs over (the pack says so: ``days_a_week`` on
weekday and weekend, ``day_of_week`` on Monday .. Sunday). So "swims 6 laps every weekday" says
what "swims 30 laps every week" says, and "sleeps 7 hours a day on weekdays and 9 hours a day on
weekends" what "sleeps 53 hours every week" says. The reader already reads an amount per week with
every check it makes of periods (ADR 0064, 0156): "in 3 weeks" is three of them, while "in 10 days"
or "in a month" does not tell on how many weekdays the act came and refuses. So the statement is
written again with the week's amount, and the whole reader reads the written text; its refusal
leaves the first refusal standing.

Only a told amount for each of the named days is read: the days are told as one day each ("every
weekday", "a day", "each day", "every night" before the days), never by the days alone ("reads 20
pages on weekends" may be 20 pages over the whole weekend). ADR 0375 counts the days told in more ways:
a count ("2 spoons a day, 5 days a week"), every day but some ("every day except Sunday"), names after
'every' ("every Tuesday and Friday", "every Monday through Thursday") or plural names after "a day on"
("on Mondays and Fridays"), and a span from Sunday ("Sunday to Thursday"). The first refusal stands when:

- the question asks for no whole weeks or for another period ("in 10 days", "in a month", "on
  Friday"): a week's amount says nothing of a part of a week;
- a word other than the told days follows the days ("every weekday except Friday", "for 3 weeks"),
  a word stands inside them ("every other weekday") or a qualifier, a negation or a vague amount is
  in the statement ("almost every weekday", "does not jog every weekday", "some days");
- a statement holds a second amount not joined as one more set of days, or two sets of days overlap
  ("every weekday and every day from Monday to Wednesday");
- a day, a part of the week or a part of a day is spoken of anywhere else ("On Friday she swam 2
  more laps", "every morning"): that day may be an exception to the habit;
- a span of named days runs backwards over the end of a week ("from Friday to Monday"), unless it starts
  on Sunday;
- singular names follow "on" ("a day on Saturday and Sunday": one weekend or every one?), or the days
  left out cannot be counted ("every day except holidays"), or counted days stand beside a second set.

ADR 0438 reads a bare pair, "3 figs on weekdays and 2 figs on weekends" (each day's amount when the two
halves of the week are told alike, in the present of a habit, and not as durations), "on each day of the
weekend" / "every weekend day", and "How many weeks ...?" (kept by the caller only when the count is whole).
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, statement_edits, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none

ONE_EACH = frozenset({"a", "per", "each", "every"})  # "a day", "every night"
EVERY = frozenset({"every", "each"})
SET_OPENERS = frozenset({"on", "during"})
PLACE_BEFORE = frozenset(
    {"to", "at", "from", "after", "before", "for", "of", "the", "his", "her", "their", "my"}
)
SPAN_JOINS = frozenset({"to", "through", "thru"})
UNSURE = frozenset({"negation", "approximator", "vague_quantifier", "disjunction"})
UNIT_WORDS = frozenset({"unit_noun", "noun", "adjective"})  # "miles", "dog biscuits", "red apples"
TIME_DIMENSIONS = frozenset({"time", "calendar"})
# what before a unit of time in the question makes it a period ("in 10 days", "a month", "each day")
PERIOD_BEFORE = frozenset({"number", "number_word", "article", "determiner", "rate_marker", "distributive"})
MONEY = re.compile(r"^(\$?)(\d+(?:\.\d+)?)$")
WEEK = frozenset(range(1, 8))
WEEKDAYS = frozenset(range(1, 6))
WEEKEND = frozenset({6, 7})


def week_days(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each amount told for some days of the week written as an amount every week."""
    told = text_words(text, lexicon)
    if not told.has_attr("day_of_week", "days_a_week", "once_a", "recurs") and "week" not in told.lemmas:
        return None  # no day word and no "days a week": no statement to retell (implied by _statement)
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    told = statement_edits(text, lexicon, _statement)
    if told is None:
        return None
    sentences, edits, steps = told
    if not edits:
        return None
    _asks_weeks(sentences[-1], lexicon)
    return with_edits(text, edits, steps)


def told_total(text: str, lexicon: Lexicon) -> Rewrite | None:
    """ "Erwin eats 2 figs on weekdays and 1 fig on weekends. He ate 24 figs in total. How many weeks did
    it take?" told as a stock eaten up: "Erwin has 24 figs. He eats 12 figs every week. How many weeks
    will it take him to eat all the figs?" (ADR 0438).

    Three sentences only: the habit (a name, its verb in the present, read by ``_statement``), the
    total done with the same verb in the past by the same doer ("He ate 24 figs (in total|in all)."), and
    "How many weeks did it take (him|her|the name) (to <the verb or 'finish'> (all) (of) (the) <unit>)?".
    The caller keeps only a whole count of weeks, and the stock reading checks the verb uses things up."""
    if "week" not in text_words(text, lexicon).lemmas:
        return None
    return or_none(_told_total, text, lexicon)


def _told_total(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) != 3 or not sentences[2].is_question:
        return None
    habit, total, question = (_words(sentence, lexicon) for sentence in sentences)
    if len(habit) < 3 or habit[0].category != "name" or not habit[1].category.startswith("verb"):
        return None
    verb = habit[1]
    if not {"VBZ", "VBP"} & set(verb.tags):
        return None
    found = _statement(text, sentences[0], lexicon)
    if found is None:
        return None
    (start, end, written), step = found
    doer = total[0] if total else None
    if doer is None or not (
        (doer.category == "pronoun" and doer.lemma in ("he", "she")) or doer.text == habit[0].text
    ):
        return None
    if doer.category == "pronoun" and doer.attr("gender") != (
        habit[0].attr("gender") or habit[0].attr("name_gender")
    ):
        return None  # "Corbin eats ... She ate ...": another doer, or a name of open gender
    if len(total) < 4 or total[1].lemma != verb.lemma or "VBD" not in total[1].tags:
        return None
    count = _number(total[2])
    if count is None or count.denominator != 1 or total[2].text.startswith("$"):
        return None
    unit_end = 3
    while unit_end < len(total) and _unit_word(total[unit_end]):
        unit_end += 1
    unit = tuple(w.lemma.casefold() for w in total[3:unit_end])
    rest = [w.text.casefold() for w in total[unit_end:]]
    if not unit or rest not in ([], ["in", "total"], ["in", "all"], ["altogether"]):
        return None
    if unit != _first_unit(habit):
        return None  # "He ate 24 pears in total" after a habit of figs
    asked = [w.text.casefold() for w in question[:6]]
    if asked != ["how", "many", "weeks", "did", "it", "take"]:
        return None
    after = list(question[6:])
    obj = {"he": "him", "she": "her"}.get(doer.lemma, habit[0].text)
    if after and after[0].text.casefold() in (obj.casefold(), habit[0].text.casefold()):
        after = after[1:]
    if after:
        if len(after) < 3 or after[0].text.casefold() != "to" or after[1].lemma not in (verb.lemma, "finish"):
            return None
        tail = after[2:]
        while tail and tail[0].text.casefold() in ("all", "of", "the"):
            tail = tail[1:]
        if tuple(w.lemma.casefold() for w in tail) != unit:
            return None
    things = " ".join(w.text for w in total[3:unit_end])
    retold = (written + text[end : sentences[0].tokens[-1].end]).rstrip(" .") + "."
    if start != sentences[0].tokens[0].start or not retold.startswith(habit[0].text):
        return None  # the habit is not the whole first sentence, from its name on
    if doer.category == "pronoun":
        retold = doer.text.capitalize() + retold[len(habit[0].text) :]  # "He eats 19 figs every week."
    new = (
        f"{habit[0].text} has {total[2].text} {things}. {retold} "
        f"How many weeks will it take {obj} to {verb.lemma} all the {things}?"
    )
    return Rewrite(new, (step, f"{total[2].text} {things} done in all, asked as a stock used up"))


def _first_unit(words: tuple[Word, ...]) -> tuple[str, ...]:
    """The unit lemmas after the habit's first number ("figs" -> ("fig",))."""
    at = next((i for i, w in enumerate(words) if _number(w) is not None), None)
    if at is None:
        raise Unread
    end = at + 1
    while end < len(words) and _unit_word(words[end]):
        end += 1
    return tuple(w.lemma.casefold() for w in words[at + 1 : end])


def _statement(text: str, sentence: Sentence, lexicon: Lexicon) -> tuple[tuple[int, int, str], str] | None:
    """The edit and step for one statement told for some days of the week; None when it has none."""
    words = _words(sentence, lexicon)
    if not any(_day_word(w) for w in words) and not _days_a_week_told(words):
        return None
    if any(w.category in UNSURE for w in words):
        raise Unread  # "does not swim every weekday", "almost every weekday", "some days"
    start, fronted = 0, None
    if words and words[0].text.casefold() in SET_OPENERS | {"from"} or _day_name(words[0]):
        fronted = _day_set(words, 0)  # "On weekdays, ..." / "Monday through Friday, ..."
        if fronted is None or fronted[1] >= len(words) or words[fronted[1]].attr("mark") != "comma":
            raise Unread
        start = fronted[1] + 1
    parts: list[tuple[Fraction, str, frozenset[int]]] = []
    units: list[tuple[str, tuple[str, ...]]] = []
    bare_parts, timed = 0, False
    first_number = None
    at = start
    while at < len(words) and _number(words[at]) is None:
        if _day_word(words[at]) or words[at].category in ("number", "number_word", "ordinal_word"):
            raise Unread  # a day word or an amount before the habit's amount
        if words[at].category == "unit_noun" and words[at].attr("dimension") in TIME_DIMENSIONS:
            raise Unread  # "In the first week, she walks 2 miles a day, 5 days a week" (ADR 0375)
        at += 1
    while True:
        if at >= len(words) or (value := _number(words[at])) is None:
            raise Unread
        if first_number is None:
            first_number = at
        unit_end = at + 1
        while unit_end < len(words) and _unit_word(words[unit_end]):
            unit_end += 1
        sign = "$" if words[at].text.startswith("$") else ""
        unit = " ".join([sign] + [w.text for w in words[at + 1 : unit_end]]).strip()
        unit_lemmas = tuple(w.lemma.casefold() for w in words[at + 1 : unit_end])
        bare = _bare_set(words, unit_end, fronted)
        if bare is not None:
            days, end = bare  # "2 plums on weekdays" (ADR 0438): read only beside its weekend half
            bare_parts += 1
            timed = timed or any(w.attr("dimension") in TIME_DIMENSIONS for w in words[at + 1 : unit_end])
        else:
            days, end = _marker(words, unit_end, fronted)
        parts.append((value, unit, days))
        units.append((sign, unit_lemmas))
        if end < len(words) and words[end].category == "exclusive_marker" and words[end].lemma == "only":
            end += 1  # "on weekdays only"
        if end >= len(words):
            break
        if words[end].attr("mark") == "comma" and end + 1 < len(words) and words[end + 1].lemma == "and":
            end += 1  # "4 hours a day from Monday to Friday, and 6 hours a day on weekends"
        if words[end].category == "conjunction" and len(parts) == 1 and fronted is None:
            at = end + 1
            continue  # "7 hours a day on weekdays and 9 hours a day on weekends"
        raise Unread  # "every weekday except Friday", "for 3 weeks", a third set of days
    told = [days for _, _, days in parts]
    if len(told) == 2 and told[0] & told[1]:
        raise Unread  # two sets of days that share a day
    if len(told) == 2 and any(day < 0 for days in told for day in days):
        raise Unread  # "5 days a week and 6 hours a day on weekends": the counted days are not named
    if bare_parts and (bare_parts != 2 or set(told) != {WEEKDAYS, WEEKEND} or timed):
        raise Unread  # "20 pages on weekends" alone, beside "a day", or "10 hours on weekdays" (ADR 0438)
    if bare_parts and not _habit_verb(words[start:first_number]):
        raise Unread  # "Last week he ate 30 plums on weekdays ...": totals over some days, not a habit
    first_unit = parts[0][1]
    if not first_unit or any(
        unit and (sign, lemmas) != units[0] for (_, unit, _), (sign, lemmas) in zip(parts, units, strict=True)
    ):
        raise Unread  # "6 laps every weekday and 2 hours on weekends": two kinds of amount
    total = sum((value * len(days) for value, _, days in parts), Fraction(0))
    assert first_number is not None
    tokens = sentence.tokens
    lead = text[tokens[start].start : tokens[first_number].start]
    if fronted is not None:
        lead = lead[:1].upper() + lead[1:]  # "On weekdays, she swims ..." -> "She swims ..."
    written = f"{lead}{_amount(total, first_unit)} every week"
    told_days = " and ".join(
        f"{_amount(value, first_unit)} on each of {len(days)} days" for value, _, days in parts
    )
    step = f"{told_days} of a week = {_amount(total, first_unit)} every week"
    return (tokens[0].start, tokens[len(words) - 1].end, written), step


def _marker(words: tuple[Word, ...], at: int, fronted: tuple[frozenset[int], int] | None):
    """The days of a week a told amount is for, and where its words end; Unread when not told so."""
    if (
        at + 2 < len(words)
        and words[at].text.casefold() in SET_OPENERS
        and words[at + 1].text.casefold() in EVERY
    ):
        at += 1  # "on each weekday", "on every weekend day" (ADR 0438)
    if at + 1 < len(words) and words[at].text.casefold() in EVERY and _days_a_week(words[at + 1]) == 5:
        if words[at + 1].text.casefold() != words[at + 1].lemma.casefold() or fronted is not None:
            raise Unread  # "every weekdays", "On weekends, ... every weekday"
        return WEEKDAYS, at + 2  # "every weekday"
    if at + 1 < len(words) and words[at].text.casefold() in EVERY and words[at + 1].attr("day_of_week"):
        if fronted is not None:
            raise Unread  # "On weekends, ... every Monday"
        return _every_named(words, at + 1)  # "every Monday and Thursday", "every Monday through Wednesday"
    each_day = _each_weekend_day(words, at)
    if each_day is not None:
        if fronted is not None:
            raise Unread  # "On weekdays, ... on each day of the weekend"
        return WEEKEND, each_day  # "on each day of the weekend", "every weekend day" (ADR 0438)
    if not _one_day(words, at):
        raise Unread  # "20 pages on weekends": for each day or for them all is not told
    after = at + 2
    if fronted is not None:
        return fronted[0], after  # "On weekdays, she swims 6 laps a day"
    if words[at].text.casefold() in EVERY and after < len(words) and words[after].attr("leaves_out"):
        return _all_but(words, after + 1)  # "every day except Sunday"
    if after < len(words) and words[after].attr("mark") == "comma":
        after += 1  # "every afternoon, Monday through Friday"
    counted = _counted_days(words, after, words[at + 1])
    if counted is not None:
        return counted  # "8 hours a day, 5 days a week"
    found = _day_set(words, after)
    if found is None:
        raise Unread  # "6 laps a day": not this reading (or "a day for 3 weeks")
    return found


def _bare_set(
    words: tuple[Word, ...], at: int, fronted: tuple[frozenset[int], int] | None
) -> tuple[frozenset[int], int] | None:
    """ "on weekdays", "during the weekends" right after an amount with no "a day" (ADR 0438).

    Alone, "reads 20 pages on weekends" may be 20 pages over the whole weekend, so the caller reads
    such a set only as one of a pair, "3 plums on weekdays and 2 plums on weekends", where the two
    amounts are said alike for the two halves of the week: each is then one day's amount. Only the
    plural nouns are read ("on the weekend" is more likely the whole weekend), never named days."""
    if fronted is not None or at >= len(words) or words[at].text.casefold() not in SET_OPENERS:
        return None
    found = _day_set(words, at)
    if found is None or found[0] not in (WEEKDAYS, WEEKEND):
        return None
    noun = words[found[1] - 1]
    if noun.text.casefold() == noun.lemma.casefold():
        return None  # "on the weekend": the caller's _marker refuses it
    return found


def _each_weekend_day(words: tuple[Word, ...], at: int) -> int | None:
    """Where "(on) each day of the weekend" or "(on) every weekend day" ends; None when not told so (ADR 0438)."""
    if at < len(words) and words[at].text.casefold() in SET_OPENERS:
        at += 1
    if at + 2 >= len(words) or words[at].text.casefold() not in EVERY:
        return None
    first, second = words[at + 1], words[at + 2]
    if _days_a_week(first) == 2 and first.text.casefold() == first.lemma.casefold() and _is_day(second):
        return at + 3  # "every weekend day"
    if _is_day(first) and second.text.casefold() == "of" and at + 4 < len(words):
        the, weekend = words[at + 3], words[at + 4]
        if the.text.casefold() == "the" and _days_a_week(weekend) == 2:
            if weekend.text.casefold() == weekend.lemma.casefold():
                return at + 5  # "each day of the weekend"
    return None


def _habit_verb(lead: tuple[Word, ...]) -> bool:
    """One verb in the present ("eats", "make") and no auxiliary before a bare pair's amounts (ADR 0438).

    "ate 30 plums on weekdays" or "will eat ..." may tell what was done over the weekdays of one week,
    and "3 plums on weekdays" is read as each weekday's amount only when said of a habit."""
    verbs = [
        w for w in lead if w.category.startswith("verb") or w.category in ("auxiliary", "modal", "copula")
    ]
    return (
        len(verbs) == 1 and verbs[0].category.startswith("verb") and bool({"VBZ", "VBP"} & set(verbs[0].tags))
    )


def _is_day(word: Word) -> bool:
    """The singular unit noun 'day'."""
    return word.category == "unit_noun" and word.lemma == "day" and word.text.casefold() == "day"


def _every_named(words: tuple[Word, ...], at: int) -> tuple[frozenset[int], int]:
    """ "every Monday and Thursday", "every Saturday and Sunday", "every Monday through Wednesday" (ADR 0375)."""
    span = _span(words, at)
    if span is not None:
        return span
    found = _named_list(words, at)
    if found is None or any(words[i].text.casefold() != words[i].lemma.casefold() for i in found[2]):
        raise Unread  # "every Mondays", "every Monday or Friday"
    return found[0], found[1]


def _all_but(words: tuple[Word, ...], at: int) -> tuple[frozenset[int], int]:
    """ "every day except (for) (on) Sunday(s)", "... except Saturday and Sunday", "... except weekends"."""
    while at < len(words) and words[at].text.casefold() in {"for", "on", "the"}:
        at += 1
    if at >= len(words):
        raise Unread
    count = _days_a_week(words[at])
    if count == 2:
        left_out, end = WEEKEND, at + 1  # "except weekends", "except on the weekend"
    elif count == 5:
        left_out, end = WEEKDAYS, at + 1  # "except weekdays"
    else:
        found = _named_list(words, at)
        if found is None:
            raise Unread  # "every day except holidays": how many days is not told
        left_out, end = found[0], found[1]
    return WEEK - left_out, end


def _counted_days(words: tuple[Word, ...], at: int, per: Word) -> tuple[frozenset[int], int] | None:
    """ "(for) 5 days a week", "4 nights per week" after one day's amount: that many unnamed days (ADR 0375).

    The days are not named, so they are written as negative numbers that no named set shares; a
    statement with such a count and a second amount refuses, since the two may share days."""
    if at < len(words) and words[at].text.casefold() == "for":
        at += 1
    if at + 3 >= len(words) or words[at].category not in ("number", "number_word"):
        return None
    count = _number(words[at])
    noun, each, week = words[at + 1], words[at + 2], words[at + 3]
    if (
        count is None
        or each.text.casefold() not in ONE_EACH
        or week.lemma != "week"
        or week.category != "unit_noun"
    ):
        return None
    if noun.lemma not in ("day", per.lemma) or week.text.casefold() != week.lemma.casefold():
        return None
    if count.denominator != 1 or not 1 <= count <= 7:
        raise Unread  # "8 days a week", "2.5 days a week"
    if (count == 1) != (noun.text.casefold() == noun.lemma.casefold()):
        raise Unread  # "5 day a week", "1 days a week"
    return frozenset(range(-int(count), 0)), at + 4


def _named_list(words: tuple[Word, ...], at: int) -> tuple[frozenset[int], int, tuple[int, ...]] | None:
    """ "Saturday and Sunday", "Mondays, Wednesdays and Fridays": the named days, the end and the names' places."""
    places: list[int] = []
    while at < len(words) and words[at].attr("day_of_week"):
        places.append(at)
        at += 1
        if at + 1 < len(words) and words[at].attr("mark") == "comma" and words[at + 1].attr("day_of_week"):
            at += 1  # "Monday, Wednesday and Friday"
            continue
        if at + 1 < len(words) and words[at].attr("mark") == "comma" and words[at + 1].lemma == "and":
            at += 1  # the comma before 'and'
        if at + 1 < len(words) and words[at].lemma == "and" and words[at + 1].attr("day_of_week"):
            at += 1
            continue
        break
    if not places:
        return None
    days = frozenset(int(words[i].attr("day_of_week")) for i in places)
    if len(days) != len(places):
        raise Unread  # "Monday and Monday"
    plural = {words[i].text.casefold() != words[i].lemma.casefold() for i in places}
    if len(plural) != 1:
        raise Unread  # "Monday and Fridays": one Monday or every one?
    return days, at, tuple(places)


def _one_day(words: tuple[Word, ...], at: int) -> bool:
    """ "a day", "per day", "each day", "every day", "every night", "a night": one day's amount."""
    if at + 1 >= len(words) or words[at].text.casefold() not in ONE_EACH:
        return False
    word = words[at + 1]
    if word.text.casefold() != word.lemma.casefold():
        return False  # "every days", "each nights"
    if word.category == "unit_noun" and word.lemma == "day":
        return True
    return word.category == "time_marker" and word.attr("once_a") == "day"


def _day_set(words: tuple[Word, ...], at: int) -> tuple[frozenset[int], int] | None:
    """ "on weekdays", "during the weekend", "from Monday to Friday", "Monday through Thursday"."""
    if at >= len(words):
        return None
    word = words[at]
    if word.text.casefold() in SET_OPENERS:
        at += 1
        if at < len(words) and words[at].text.casefold() == "the":
            at += 1
        if at >= len(words):
            return None
        named = words[at]
        count = _days_a_week(named)
        plural = named.text.casefold() != named.lemma.casefold()
        if count == 5 and plural:
            return WEEKDAYS, at + 1  # "on weekdays", "during the weekdays"
        if count == 2 and (plural or words[at - 1].text.casefold() == "the"):
            return WEEKEND, at + 1  # "on weekends", "on the weekend"
        if words[at - 1].text.casefold() == "the" or not named.attr("day_of_week"):
            return None
        found = _named_list(words, at)  # "on Mondays", "on Saturdays and Sundays" (ADR 0375)
        if found is None:
            return None
        if words[found[2][0]].text.casefold() == words[found[2][0]].lemma.casefold():
            raise Unread  # "on Monday", "on Saturday and Sunday": one weekend or every one?
        return found[0], found[1]
    if word.text.casefold() == "from":
        at += 1
    return _span(words, at)


def _span(words: tuple[Word, ...], at: int) -> tuple[frozenset[int], int] | None:
    """ "Monday to Friday", "Sunday through Thursday" (a week may start on Sunday); None when not a span."""
    if at + 2 >= len(words):
        return None
    first, join, last = words[at], words[at + 1], words[at + 2]
    if not (_day_name(first) and _day_name(last)) or join.text.casefold() not in SPAN_JOINS:
        return None
    begin, end = int(first.attr("day_of_week")), int(last.attr("day_of_week"))
    if begin == 7 and end < 7:
        return frozenset({7} | set(range(1, end + 1))), at + 3  # "Sunday to Thursday" (ADR 0375)
    if end <= begin:
        raise Unread  # "from Friday to Monday": over the end of a week
    return frozenset(range(begin, end + 1)), at + 3


def _asks_weeks(question: Sentence, lexicon: Lexicon) -> None:
    """Unread unless the question asks an amount over whole weeks and names no other period or day."""
    words = _words(question, lexicon)
    weeks = False
    for at, word in enumerate(words):
        if _day_word(word) or word.category == "subordinator":
            raise Unread  # "on Friday", "on weekdays", "every morning", "If he skips Friday, ..."
        if word.category == "unit_noun" and word.attr("dimension") in TIME_DIMENSIONS:
            before = words[at - 1] if at else None
            period = before is not None and before.category in PERIOD_BEFORE
            if word.lemma != "week":
                if period:
                    raise Unread  # "in 10 days", "in a month", "each day"
                if word.lemma == "day":
                    raise Unread  # "How many days ...?": the week's amount no longer counts its days (ADR 0402)
            elif _how_many(words, at):
                weeks = (
                    True  # "How many weeks will the plums last?": the caller asks a whole count (ADR 0438)
                )
            elif not period or before.category == "determiner":
                raise Unread  # "this week", "the weeks": not a span of whole weeks told
            else:
                weeks = True
    if not weeks:
        raise Unread


def _how_many(words: tuple[Word, ...], at: int) -> bool:
    """ "How many weeks" asked at ``at`` (ADR 0438)."""
    return at >= 2 and words[at - 1].text.casefold() == "many" and words[at - 2].text.casefold() == "how"


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        raise Unread
    words = tuple(w for w in found if w is not None)
    if any(
        word.attr("recurs") == "place"
        and word.category.startswith("verb")
        and at
        and words[at - 1].text.casefold() in PLACE_BEFORE
        for at, word in enumerate(words)
    ):
        raise Unread  # "drives to work", "at work": the place gone to on some days only (ADR 0160, 0402)
    if words and words[-1].category == "punctuation" and words[-1].attr("mark") != "comma":
        words = words[:-1]
    return words


def _days_a_week_told(words: tuple[Word, ...]) -> bool:
    """ "5 days a week", "4 nights per week": a count of days in every week (ADR 0375)."""
    return any(
        words[at].category in ("number", "number_word")
        and words[at + 2].text.casefold() in ONE_EACH
        and words[at + 3].lemma == "week"
        for at in range(len(words) - 3)
    )


def _days_a_week(word: Word) -> int | None:
    told = word.attr("days_a_week")
    return int(told) if told else None


def _day_name(word: Word) -> bool:
    return bool(word.attr("day_of_week")) and word.text.casefold() == word.lemma.casefold()


def _day_word(word: Word) -> bool:
    """A word naming a day, a part of a week or of a day, or a time that recurs ("Friday", "weekends").

    A verb whose noun is a place gone to on some days ("works", ADR 0160) names no day as a verb
    (ADR 0402); after a preposition it is that place, and ``_words`` leaves the sentence unread."""
    if word.attr("recurs") == "place" and word.category.startswith("verb"):
        return bool(word.attr("day_of_week") or word.attr("days_a_week") or word.attr("once_a"))
    return bool(
        word.attr("day_of_week") or word.attr("days_a_week") or word.attr("once_a") or word.attr("recurs")
    )


def _unit_word(word: Word) -> bool:
    """A word of the amount's unit ("miles", "dog biscuits", "hours of sleep"): nouns, adjectives and 'of'."""
    if _day_word(word):
        return False
    return word.category in UNIT_WORDS or word.text.casefold() == "of"


def _number(word: Word) -> Fraction | None:
    """A whole or decimal number, or dollars ("12", "2.5", "$4.50", "twelve"); None otherwise."""
    if word.category == "number":
        found = MONEY.match(word.text)
        return Fraction(found.group(2)) if found else None
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    return None


def _amount(value: Fraction, unit: str) -> str:
    """ "20 miles", "$62.50" (the unit "$" goes before the figure)."""
    if unit.startswith("$"):
        return f"${_figure(value)} {unit[1:].strip()}".rstrip()
    return f"{_figure(value)} {unit}"


def _figure(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    text = f"{float(value):.6f}".rstrip("0").rstrip(".")
    if Fraction(text) != value:
        raise Unread  # no short decimal says it
    return text


__all__ = ["told_total", "week_days"]
