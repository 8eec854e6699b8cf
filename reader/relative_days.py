"""A day told relative to the story's day: "On Monday she found 7 shells. The next day she found 12." (ADR 0382).

"The next day" names a day only through the day told before it. Time tags (ADR 0185) tag named days
("on Monday"), so a story and question that say "the next day" refused: the phrase narrowed the
question to a time no rule reads. Where the anchor is certain, the phrase means exactly the named
day, so the name is written in ("On Tuesday she found 12") and the text is read as if the writer had
named it; the lexicon says which words step a day on (``days_on`` on 'next') and which day follows
which (``day_of_week``).

Only "the <step> day" with nothing of its own after it ("the next day of the trip", "the next day
after ...") is touched, at the start of a sentence, after 'on' or after a word that is no preposition
("12 shells the next day"). A story's phrase resolves only when every day told before it is one and the
same weekday, each said "on <day>"; the question's phrase only when the story resolved exactly one
such phrase and told no days but the anchor and the day after it (then the question's "next day" is
the story's, whichever way it is read). Anything else that tells a time by days (yesterday, a week,
"each day", a plural "mondays", a second step) leaves the whole text as written, so the old reading
(or refusal) stands. "The next box" is no day and is never touched.
"""

from __future__ import annotations

from packs.model import Lexicon, Sense
from reader.tokenise import Sentence, split_sentences

DAY = "day"  # the unit a step counts in
STEP = "days_on"  # lexicon attribute: how many days the word moves on from the told day
ANCHOR_PREPOSITION = "on"
WEEK = "week"  # the whole a weekday is one part of (part_of)
# Words that tell a time by days in another way: the anchor could be any of them.
OTHER_DAY_WORDS = frozenset({"days", "week", "weeks", "weekend", "weekends", "daily"})
# What may follow an opening "The next day" as the sentence goes on: its subject, or a comma.
SUBJECT_STARTS = frozenset({"pronoun", "name", "article", "punctuation", "noun", "person_noun"})
PREPOSITIONS = frozenset(
    {"preposition", "prep_in", "prep_price", "prep_source", "prep_recipient", "prep_of", "prep_by"}
)


def _sense(text: str, lexicon: Lexicon) -> Sense | None:
    return lexicon.lookup(text)


def _weekday(text: str, lexicon: Lexicon) -> int:
    """1..7 for a weekday named once ("Monday", "monday"), 0 for any other word."""
    sense = _sense(text, lexicon)
    if sense is None or sense.entry.attr("part_of") != WEEK or not sense.entry.attr("day_of_week"):
        return 0
    return int(sense.entry.attr("day_of_week") or 0)


def _plural_weekday(text: str, lexicon: Lexicon) -> bool:
    sense = _sense(text, lexicon)
    return sense is not None and sense.entry.attr("part_of") == WEEK and text.casefold() != sense.entry.lemma


def _step(text: str, lexicon: Lexicon) -> int:
    sense = _sense(text, lexicon)
    value = sense.entry.attr(STEP) if sense is not None else None
    return int(value) if value else 0


def _day_name(number: int, lexicon: Lexicon) -> str:
    """The weekday the lexicon numbers ``number``; "" when it has none or more than one."""
    names = {
        e.lemma
        for e in lexicon.entries
        if e.category == "time_marker" and e.attr("part_of") == WEEK and e.attr("day_of_week") == str(number)
    }
    return next(iter(names)).capitalize() if len(names) == 1 else ""


def _phrase_at(sentence: Sentence, at: int, lexicon: Lexicon) -> int:
    """The step of "the <step> day" starting at token ``at``, 0 when there is none."""
    tokens = sentence.tokens
    if at + 2 >= len(tokens) or tokens[at].text.casefold() != "the":
        return 0
    if tokens[at + 2].text.casefold() != DAY:
        return 0
    step = _step(tokens[at + 1].text, lexicon)
    if step == 0:
        return 0
    if at + 3 < len(tokens):
        after = _sense(tokens[at + 3].text, lexicon)
        if after is not None and after.category in PREPOSITIONS | {"time_marker", "possessive_marker"}:
            return 0  # "the next day of the fair", "the next day after school", "the next day's": not a time
    return step


def _opening(sentence: Sentence, at: int, lexicon: Lexicon) -> str:
    """How the phrase stands: "start", "on", "bare" (after a word that is no preposition) or ""."""
    if at == 0:
        after = _sense(sentence.tokens[3].text, lexicon) if len(sentence.tokens) > 3 else None
        if after is None or after.category not in SUBJECT_STARTS:
            return ""  # "The next day was rainy": the day is what is talked of, not when
        return "start"
    before = sentence.tokens[at - 1].text
    if before.casefold() == ANCHOR_PREPOSITION:
        return "on"
    sense = _sense(before, lexicon)
    if sense is not None and sense.category in PREPOSITIONS:
        return ""  # "by the next day", "until the next day": not the day itself
    if sense is not None and sense.category.endswith("noun"):
        return "bare"  # "found 5 shells the next day"
    if (
        sense is not None
        and sense.category.startswith("verb")
        and sentence.is_question
        and at + 3 == len(sentence.tokens)
    ):
        return "bare"  # "How many did he find the next day?": the question's last words
    return ""  # "spent the next day fishing": the day is what is spent, not when


def _unsure(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """Some other word tells a time by days, or a weekday is not said "on <day>": leave the text."""
    for sentence in sentences:
        tokens = sentence.tokens
        for at, token in enumerate(tokens):
            word = token.text.casefold()
            sense = _sense(word, lexicon)
            if word in OTHER_DAY_WORDS or (sense is not None and sense.entry.attr("part_of") == "days"):
                return True  # "yesterday", "each week", "3 days"
            if _plural_weekday(token.text, lexicon):
                return True  # "on mondays": a habit
            if _weekday(token.text, lexicon) and (
                at == 0 or tokens[at - 1].text.casefold() != ANCHOR_PREPOSITION
            ):
                return True  # "last Monday", "by Monday", "Monday and Tuesday"
            if word == DAY and not (at >= 2 and _phrase_at(sentence, at - 2, lexicon)):
                return True  # "each day", "the first day", "a day"
    return False


def relative_days(text: str, lexicon: Lexicon) -> str:
    """The text with each "the next day" whose day is certain written as that day's name."""
    lowered = text.casefold()
    if " day" not in lowered or not any(_step(w, lexicon) for w in lowered.split()):
        return text  # most problems: no step word and no day
    sentences = tuple(split_sentences(text))
    if not sentences or _unsure(sentences, lexicon):
        return text
    told: list[int] = []  # the weekdays told so far, in order, resolved ones included
    resolved: list[tuple[int, int]] = []  # (anchor, day) of each story phrase written in
    edits: list[tuple[int, int, str]] = []
    last = len(sentences) - 1
    for n, sentence in enumerate(sentences):
        tokens = sentence.tokens
        for at, token in enumerate(tokens):
            day = _weekday(token.text, lexicon)
            if day:
                told.append(day)
                continue
            step = _phrase_at(sentence, at, lexicon)
            if not step:
                continue
            opening = _opening(sentence, at, lexicon)
            if not opening:
                return text
            if n == last and sentence.is_question:
                if len(resolved) != 1 or set(told) - set(resolved[0]):
                    return text  # the question's anchor is the story's, told once
                anchor, target = resolved[0]
                if (anchor - 1 + step) % 7 + 1 != target:
                    return text  # "the previous day" asked after "the next day": which one?
            else:
                if len(set(told)) != 1 or resolved:
                    return text  # no anchor, or two: "On Monday ... On Friday ... The next day"
                anchor = told[0]
                target = (anchor - 1 + step) % 7 + 1
                resolved.append((anchor, target))
            name = _day_name(target, lexicon)
            if not name:
                return text
            told.append(target)
            written = {"start": f"On {name}", "on": name, "bare": f"on {name}"}[opening]
            edits.append((tokens[at].start, tokens[at + 2].end, written))
    for start, end, written in reversed(edits):
        text = text[:start] + written + text[end:]
    return text
