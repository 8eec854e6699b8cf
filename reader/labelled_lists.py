"""A list of amounts each told for its own day of the week: "He sold 60 on Monday, 10 on Tuesday, 20 on
Wednesday and 44 on Thursday" (ADR 0426).

The sentence reader reads a list of amounts (ADR 0067) and a noun left out after the first amount
(ADR 0182), but a list whose later items leave out the noun refuses at its third amount ("two amounts
in a row"), and a list with no noun at all at its second. Each item of such a list says what one
short sentence says: the subject did the act that many times over on that day. So the sentence is
written again as one sentence per item, "He sold 60 on Monday. He sold 10 on Tuesday. ...", the
first item's noun (if it has one) carried into every later item, and the whole reader reads the
written text with every check it makes of the separate acts; its refusal leaves the first refusal
standing. The labels stay with their amounts, so a question about one day still reads that day alone.

Only the closed shape is retold: a subject (a name, 'he', 'she' or 'I') and one verb of an act
(the pack's verb categories of selling, buying, getting, losing, giving, taking, earning, making or
doing), then three or more items "<number> [<noun>] on <day>", each day a single day of the week
named once (the pack's ``day_of_week``), joined by commas with 'and' (or ', and') before the last
item only, and nothing after the last day. Nothing is retold (the first refusal stands) when:

- an item names a noun other than the first item's, or the first item has none and a later one does
  (mixed units: the amounts are not one kind);
- a day is named twice ("5 on Monday ... 3 on Monday": a correction or a second sale?), a day is
  plural ("on Mondays": a habit) or has a word beside it ("on Monday morning", "on the Monday");
- the list has no 'and' before its last item, or 'and' before another one, or a word follows the
  last day ("... and 4 on Friday each", "... to his friends");
- the subject is 'they', 'we' or any group, or more than one word ("Tom and Ann"): whether each
  member or the group together did each act is not told;
- the verb is one of holding, being, costing, needing or a plain verb ("had 60 on Monday, ..."
  may be a count that changed, not one that adds up);
- the question asks an average or an amount a day and the told days do not follow one another
  ("on Monday, Tuesday and Thursday ... per day over the 3 days": the day between may count);
- the shape stands in the question.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none

NUMBERS = frozenset({"number", "number_word"})
UNIT_WORDS = frozenset({"noun", "unit_noun", "adjective"})  # "books", "red apples", "cups of flour"
ACT_VERBS = frozenset(
    {
        "verb_sell",
        "verb_buy",
        "verb_gain",
        "verb_lose",
        "verb_give",
        "verb_take",
        "verb_earn",
        "verb_produce",
        "verb_activity",
    }
)
ONE_DOER = frozenset({"he", "she", "i"})  # never 'they' or 'we': a group's acts may be each member's


def labelled_lists(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with a list of amounts told day by day written as one sentence per day; None if not read."""
    if text.count(",") < 1 or " on " not in text:
        return None  # the words the shape needs
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in sentences:
        found = _list_sentence(text, sentence, lexicon)
        if found is None:
            continue
        if sentence.is_question:
            raise Unread  # "How many did he sell on Monday, Tuesday, ...?": asked, not told
        edits.append(found[0])
        steps.append(found[1])
        if _asks_per_day(sentences[-1], lexicon) and not _running(found[2]):
            raise Unread  # "Monday, Tuesday and Thursday ... per day over the 3 days": Wednesday may count
    if len(edits) != 1:
        return None  # no such list, or two of them (not retold at once)
    return with_edits(text, edits, steps)


def _asks_per_day(question: Sentence, lexicon: Lexicon) -> bool:
    """An average, or an amount for each day ("per day", "a day", "each day", "daily"), is asked."""
    words = [w for w in sentence_words(question, lexicon) if w is not None]
    if any(w.lemma.casefold() in ("average", "mean", "daily") for w in words):
        return True
    return any(
        a.text.casefold() in ("a", "per", "each", "every") and b.lemma.casefold() in ("day", "night")
        for a, b in zip(words, words[1:], strict=False)
    )


def _running(days: tuple[int, ...]) -> bool:
    """The told days follow one another in the week (Saturday, Sunday, Monday runs on)."""
    return all((after - before) % 7 == 1 for before, after in zip(days, days[1:], strict=False))


def _list_sentence(
    text: str, sentence: Sentence, lexicon: Lexicon
) -> tuple[tuple[int, int, str], str, tuple[int, ...]] | None:
    """The edit, step and told days (1 = Monday) of one subject, one verb and a list of day items; None if not."""
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        return None
    words = tuple(w for w in found if w is not None)
    if words and words[-1].category == "punctuation" and words[-1].text in (".", "!"):
        words = words[:-1]
    if len(words) < 4 or words[2].category not in NUMBERS or not _is_item_start(words, 2):
        return None
    items = _items(words, 2)
    if items is None:
        return None
    if len(items) < 3:
        return None  # two items are read by the sentence reader itself (ADR 0067)
    subject, verb = words[0], words[1]
    if not _one_doer(subject) or verb.category not in ACT_VERBS:
        raise Unread  # "They sold ...", "He had 60 on Monday, ..."
    days = [day.lemma.casefold() for _, _, day in items]
    if len(set(days)) != len(days):
        raise Unread  # "5 on Monday ... 3 on Monday": one day told twice
    first_unit = _unit_text(items[0][1])
    for _, unit, _ in items[1:]:
        told = _unit_text(unit)
        if told and told != first_unit:
            raise Unread  # "60 books on Monday, 10 pens on Tuesday": two kinds; or the first has none
    tokens = sentence.tokens
    lead = text[tokens[0].start : tokens[1].end]
    told = []
    for number, _, day in items:
        noun = " ".join(w.text for w in items[0][1]) if items[0][1] else ""
        amount = f"{number.text} {noun}".strip()
        told.append(f"{lead} {amount} on {day.text}.")
    written = " ".join(told)
    end = tokens[len(found) - 1].end
    step = f"{len(items)} amounts told for {len(items)} different days = {len(items)} acts, one on each day"
    return (tokens[0].start, end, written), step, tuple(int(day.attr("day_of_week")) for _, _, day in items)


def _is_item_start(words: tuple[Word, ...], at: int) -> bool:
    return at < len(words) and words[at].category in NUMBERS and not words[at].text.startswith("$")


def _items(words: tuple[Word, ...], at: int) -> list[tuple[Word, tuple[Word, ...], Word]] | None:
    """The (number, noun words, day) of each item from ``at`` to the sentence's end; None unless all are items.

    Items are joined by a comma, the last by 'and' or ', and'; Unread when the list is broken after
    two or more items were read (a missing 'and', 'and' too early, a word after the last day)."""
    items: list[tuple[Word, tuple[Word, ...], Word]] = []
    closed = False
    while True:
        item = _item(words, at)
        if item is None:
            if len(items) >= 2:
                raise Unread  # "60 on Monday, 10 on Tuesday, 20 books" or "..., 20 on the Wednesday"
            return None
        items.append(item[0])
        at = item[1]
        if at >= len(words):
            if not closed and len(items) >= 2:
                raise Unread  # "3 on Tuesday, 5 on Thursday, 2 on Friday": no 'and' before the last
            return items
        if closed:
            if len(items) >= 2:
                raise Unread  # a word after the last item ("... and 4 on Friday each")
            return None
        word = words[at]
        if word.text == "," and at + 1 < len(words) and words[at + 1].text.casefold() == "and":
            closed, at = True, at + 2
        elif word.text.casefold() == "and":
            closed, at = True, at + 1
        elif word.text == ",":
            at += 1
        else:
            if len(items) >= 2:
                raise Unread  # "... and 44 on Thursday to his friends"
            return None
        if closed and len(items) < 2:
            return None  # "60 on Monday and ...": a two-item list, or no list; the sentence reader's


def _item(words: tuple[Word, ...], at: int) -> tuple[tuple[Word, tuple[Word, ...], Word], int] | None:
    """ "60 on Monday", "60 books on Monday": the number, the noun's words, the day, and the end; None if not."""
    if not _is_item_start(words, at):
        return None
    number = words[at]
    end = at + 1
    while end < len(words) and _unit_word(words[end]):
        end += 1
    if end + 1 >= len(words) or words[end].text.casefold() != "on":
        return None
    day = words[end + 1]
    if not day.attr("day_of_week"):
        return None
    if day.text.casefold() != day.lemma.casefold():
        raise Unread  # "on Mondays": a habit, not one day
    after = end + 2
    if after < len(words) and words[after].text not in (",",) and words[after].text.casefold() != "and":
        raise Unread  # "on Monday morning", "on Monday each"
    return (number, tuple(words[at + 1 : end]), day), after


def _unit_word(word: Word) -> bool:
    if word.attr("day_of_week") or word.attr("days_a_week") or word.attr("once_a"):
        return False
    return word.category in UNIT_WORDS or word.text.casefold() == "of"


def _unit_text(words: tuple[Word, ...]) -> str:
    return " ".join(w.lemma.casefold() for w in words)


def _one_doer(word: Word) -> bool:
    if word.category == "name":
        return True
    return word.category == "pronoun" and word.text.casefold() in ONE_DOER


__all__ = ["labelled_lists"]
