"""One doer's amounts of one kind told per named day, asked in all, for one day, on average, as a
difference of two days, or as what is left of a told stock (ADR 0484); a second doer told as a multiple
of the first's whole tally, a numberless opening naming the doer, and "the day after" (ADR 0491).

"Mira baked 14 pies on Monday, 8 on Tuesday and twice that many on Thursday." tells three amounts of
one kind, each tagged with its own weekday; later ones may leave the noun out or be told by an earlier
day ("3 more on Friday than on Monday", "half as many on Sunday", "On Friday, 6 fewer guests came").
The clause readings refuse the elided noun and the day-to-day comparisons of a doing verb; this reading
takes the whole story word by word, so every number has a role and nothing else is guessed.

Read: statements of one named doer (then 'he'/'she' agreeing with the name) with one doing verb, or a
counted crowd ("On Monday, 40 guests visited the fair."), each clause holding one amount and one day
("on <weekday>", 'yesterday', 'today'); an optional first statement "<Name> had N <things>." for a stock
that selling, eating or using takes from. Asked: "How many [<things>] did <doer> <verb>" with nothing
more, "in all", "in total", "altogether", "over|in|during the N days", "on both days" or listed days; or
one day; "on average"; "How many more|fewer ... on X than on Y"; or what is left of the stock.

What refuses: any word not in these shapes (a rate "a day", "every Monday", "each Monday", a second
doer or kind, 'they', a verb of having or being, an object after the amount), a day told twice or never
told, a day asked that has no amount, "N more" with no 'than' (additional, or more than before?),
"N fewer" or "as many" with no day after two or more days (than which?), two days told by days, an
amount that is not a whole count of discrete things, a difference or stock left that comes out below
nothing, "N days" that is not the number of told days, and a stock whose question is not what is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.change_back import is_name, name_gender
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import (
    Unread,
    lowered,
    multiple_at,
    or_none_cut,
    plain_number,
    short_story,
    value_answer,
)

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
BARE_DAYS = ("yesterday", "today")
NOUNS = ("noun", "person_noun", "unit_noun")
SKIPPED_VERBS = frozenset(
    {"have", "be", "need", "want", "cost", "weigh", "owe", "take", "give", "get", "lose", "pay"}
)
TAKING = frozenset({"sell", "eat", "use"})
ENDINGS = {("in", "all"), ("in", "total")}
CROWD_REST_BARRED = frozenset(
    {
        "number",
        "number_word",
        "time_marker",
        "pronoun",
        "negation",
        "distributive",
        "rate_marker",
        "comparative",
        "multiplier",
        "unit_noun",
        "quantity_noun",
    }
)
POINTERS = {"that": ("many", "much", "far", "amount"), "as": ("many", "much", "far")}


@dataclass
class _Story:
    """What the statements told: the doer or crowd, the verb, the kind and each day's amount."""

    doer: Word | None = None
    crowd: tuple[str, ...] | None = None  # the verb and words after it of a counted crowd
    verb: str = ""
    kind: tuple[str, ...] = ()
    unit: bool = False
    days: dict[str, Fraction] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    stock: Fraction | None = None
    derived: int = 0
    relative: bool = False  # a day told as 'the next day' (one at most)
    second: tuple[Word, Fraction, str] | None = None  # a second doer told by the first's whole tally
    owned: tuple[str, ...] = ()  # the head noun of a numberless opening ("has a small bakery")
    dimension: str = ""  # the told unit's dimension ("length", "time", ...), "" for counted things
    tenses: set[str] = field(default_factory=set)  # "past" / "present", as the told verbs say


def read_day_tallies(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked tally of a story of amounts told per named day, or None."""
    low = text.casefold()
    if not any(day in low for day in (*DAYS, *BARE_DAYS)):
        return None
    return or_none_cut(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    said = short_story(sentences, lexicon, 6)
    story = _Story()
    statements = said[:-1]
    if _opening(statements[0], story):
        statements = statements[1:]
    elif _stock(statements[0], story):
        statements = statements[1:]
    if not statements:
        raise Unread
    for index, words in enumerate(statements):
        if is_name(words[0]) and story.doer is not None and words[0].text != story.doer.text:
            if index != len(statements) - 1 or len(story.order) < 2:
                raise Unread  # the second doer is told last, after the first doer's days
            _second(list(words), story)
            continue
        _statement(list(words), story)
    if len(story.order) < 2:
        raise Unread  # one day told: not a tally over days
    if story.owned and story.owned[-1] == story.kind[-1]:
        raise Unread  # "Ali has a cake." before cakes told per day: a count of one with no role
    if story.second is not None:
        return _second_answer(list(said[-1]), story, len(said) - 1)
    value, what = _question(list(said[-1]), story)
    if not story.unit and (value.denominator != 1 or value < 0):
        raise Unread
    if value < 0 or not finite_decimal(value):
        raise Unread
    holder = story.doer.text if story.doer is not None else story.kind[-1]
    return value_answer(value, story.kind[-1], holder, (*story.steps, what), len(said) - 1)


def _stock(words: tuple[Word, ...], story: _Story) -> bool:
    """ "<Name> had|has N <things>.": the stock the days take from; False for any other statement."""
    texts = lowered(words)
    if len(words) < 4 or not is_name(words[0]) or texts[1] not in ("had", "has"):
        return False
    value = plain_number(words[2])
    kind, end = _noun(words, 3)
    if value is None or not kind or end != len(words):
        raise Unread
    story.doer, story.stock, story.kind = words[0], value, kind
    story.unit = words[end - 1].category == "unit_noun"
    story.steps.append(f"stock: {_shown(value)}")
    return True


OWNING = frozenset({"has", "owns", "runs"})
LIKING = frozenset({"likes", "loves", "enjoys"})


def _opening(words: tuple[Word, ...], story: _Story) -> bool:
    """ "Ali has a small bakery.", "Ali is a baker.", "Rosa likes to run.": a first statement with no
    number that only names the doer; False for any other statement. A person owned ("has a sister") is
    refused: a later 'she' could be that person."""
    texts = lowered(words)
    if len(words) < 3 or not is_name(words[0]) or texts[1] not in (*OWNING, *LIKING, "is"):
        return False
    at = 3 if texts[2] in ("to", "a", "an") else 2
    if (texts[2] == "to") != (texts[1] in LIKING and at == 3) or texts[1] not in LIKING and at == 2:
        raise Unread  # "likes to <verb>", "enjoys <verb>ing", "has|owns|runs|is a <noun>"
    if texts[1] in LIKING:
        if at >= len(words) or not words[at].category.startswith("verb"):
            raise Unread
        at += 1
    nouns = words[at:]
    allowed = ("noun", "person_noun") if texts[1] == "is" else ("noun",)
    if not nouns and texts[1] not in LIKING or len(nouns) > 3:
        raise Unread
    if any(w.category not in allowed or is_name(w) for w in nouns):
        raise Unread
    story.doer, story.owned = words[0], tuple(w.lemma.casefold() for w in nouns[-1:])
    return True


def _statement(words: list[Word], story: _Story) -> None:
    """One statement: clauses of one amount and one day each, joined by commas and 'and'."""
    at = 0
    first = True
    while True:
        at = _clause(words, at, story, first)
        first = False
        if at == len(words):
            return
        at = _separator(words, at)


def _separator(words: list[Word], at: int) -> int:
    texts = lowered(words)
    start = at
    if texts[at] == ",":
        at += 1
    if at < len(words) and texts[at] == "and":
        at += 1
    if at == start or at >= len(words):
        raise Unread
    return at


def _clause(words: list[Word], at: int, story: _Story, first: bool) -> int:
    """[On <day>,] [then] [<doer> <verb>] <amount> [on <day>] [than ...]: where the clause ends."""
    texts = lowered(words)
    day, at = _lead_day(words, at, story)
    if texts[at] == "then":
        at += 1
    if day is not None and _crowd_opening(words, at):
        if not first:
            raise Unread
        return _crowd_clause(words, at, day, story)
    if story.crowd is not None:
        raise Unread
    told_subject = _subject(words, at, story)
    if told_subject:
        at += 1
    if _doing(words, at):
        _verb(words[at], story)
        at += 1
    elif first or told_subject:
        raise Unread  # a statement opens with its doer and verb
    amount = _amount(words, at, story)
    at = amount.end
    if day is None:
        day, at = _tag_day(words, at, story)
    if day is None:
        raise Unread
    at = amount.compare_end(words, at, story)
    _record(day, amount, story)
    return at


@dataclass
class _Amount:
    """One clause's amount: a number, or a number more|fewer than a day, or a multiple of a day."""

    end: int
    value: Fraction | None = None
    shift: Fraction = Fraction(0)
    factor: Fraction | None = None
    said: str = ""
    base: str | None = None  # the day it is told by
    needs_than: bool = False
    may_point: bool = False  # 'as many' that an 'as ... on <day>' may follow

    def compare_end(self, words: list[Word], at: int, story: _Story) -> int:
        """ "than [<doer> did] [on] <day>" or "as [<doer> did] [on] <day>" after the day tag."""
        texts = lowered(words)
        if at < len(words) and texts[at] in ("than", "as"):
            if texts[at] == "than" and (self.value is not None or self.factor is not None):
                raise Unread
            if texts[at] == "as" and not self.may_point:
                raise Unread
            at += 1
            if _subject(words, at, story):
                if texts[at + 1] != "did" and texts[at + 1] != "does":
                    raise Unread
                at += 2
            if texts[at] == "on":
                at += 1
            if texts[at] not in DAYS:
                raise Unread
            self.base = texts[at]
            return at + 1
        if self.needs_than:
            raise Unread  # "5 more on Tuesday": more than before, or 5 more in all?
        return at


def _amount(words: list[Word], at: int, story: _Story) -> _Amount:
    texts = lowered(words)
    value = plain_number(words[at])
    if value is not None and texts[at + 1 : at + 2] != ["times"]:
        at += 1
        if at < len(words) and texts[at] in ("more", "fewer", "less"):
            sign = 1 if texts[at] == "more" else -1
            end = _kind(words, at + 1, story, optional=True)
            if end == at + 1 and story.unit:
                raise Unread  # "Today he ran 3 less": 3 of what measure?
            found = _Amount(end, shift=sign * value, said=f"{_shown(value)} {texts[at]}")
            found.needs_than = sign == 1
            return found
        end = _kind(words, at, story, optional=bool(story.kind))
        return _Amount(end, value=value, said=_shown(value))
    if texts[at] == "half":
        factor, end = Fraction(1, 2), at + 1
    else:
        factor, end = multiple_at(tuple(words), at)
    pointer = texts[end]
    if pointer not in POINTERS or texts[end + 1] not in POINTERS[pointer]:
        raise Unread
    if texts[end + 1] == "many" and story.unit or texts[end + 1] in ("much", "far") and not story.unit:
        raise Unread  # "twice as many miles", "half as much apples"
    if texts[end + 1] == "far" and story.dimension != "length":
        raise Unread  # "worked twice as far": 'far' measures a length only
    said = " ".join(texts[at : end + 2])
    end = _kind(words, end + 2, story, optional=True)
    found = _Amount(end, factor=factor, said=said)
    found.may_point = pointer == "as"
    return found


def _kind(words: list[Word], at: int, story: _Story, optional: bool) -> int:
    """The counted noun after an amount, the same kind as every other; where it ends."""
    kind, end = _noun(tuple(words), at)
    if not kind:
        if not optional or not story.kind:
            raise Unread
        return at
    if story.kind and kind != story.kind:
        raise Unread  # another kind of thing
    story.kind = kind
    story.unit = words[end - 1].category == "unit_noun"
    if story.unit:
        story.dimension = words[end - 1].attr("measures") or words[end - 1].attr("dimension") or ""
    return end


def _noun(words: tuple[Word, ...], at: int) -> tuple[tuple[str, ...], int]:
    end = at
    if (
        at + 1 < len(words)
        and words[at].category.startswith("verb")
        and words[at].text.casefold().endswith("ing")
        and words[at + 1].category == "noun"
    ):
        end = at + 1  # "jumping jacks": an -ing word naming the kind with its noun
    while end < len(words) and words[end].category in NOUNS and not is_name(words[end]):
        end += 1
    if end - at > 2:
        raise Unread
    return tuple(w.lemma.casefold() for w in words[at:end]), end


def _lead_day(words: list[Word], at: int, story: _Story) -> tuple[str | None, int]:
    texts = lowered(words)
    if texts[at] == "on" and texts[at + 1] in DAYS:
        day, at = texts[at + 1], at + 2
    elif texts[at] in BARE_DAYS:
        day, at = texts[at], at + 1
    elif tuple(texts[at : at + 3]) in NEXT_DAY:
        day, at = _next_day(story), at + 3
    else:
        return None, at
    if texts[at] == ",":
        at += 1
    return day, at


NEXT_DAY = {("the", "next", "day"), ("the", "day", "after"), ("the", "following", "day")}


def _next_day(story: _Story) -> str:
    """ "the next|following day", "the day after" when one weekday alone was told before it: the weekday
    after it (as ADR 0382's rewrite, which leaves "the day after" and a trailing phrase to this reading).
    After two days ("the next day" after the last, or after the first?), after 'yesterday'|'today', or
    as a second day-relative day, it refuses."""
    if story.relative or len(story.order) != 1 or story.order[-1] not in DAYS:
        raise Unread
    story.relative = True
    return DAYS[(DAYS.index(story.order[-1]) + 1) % len(DAYS)]


def _tag_day(words: list[Word], at: int, story: _Story | None = None) -> tuple[str | None, int]:
    texts = lowered(words)
    if story is not None and tuple(texts[at : at + 3]) in NEXT_DAY:
        if at + 3 < len(words) and texts[at + 3] not in (",", "and", "than", "as"):
            raise Unread  # "the day after Monday", "the next day of the fair"
        return _next_day(story), at + 3
    if at < len(words) and texts[at] in BARE_DAYS:
        return texts[at], at + 1
    if texts[at : at + 1] == ["on"] and at + 1 < len(words) and texts[at + 1] in DAYS:
        return texts[at + 1], at + 2
    return None, at


def _subject(words: list[Word], at: int, story: _Story) -> bool:
    """The one doer at ``at`` (its name, or 'he'/'she' agreeing with it): True; another: Unread."""
    word = words[at]
    if is_name(word):
        if story.doer is None:
            story.doer = word
        elif word.text != story.doer.text:
            raise Unread  # a second doer
        return True
    if word.category == "pronoun":
        said = word.attr("gender")
        if story.doer is None or word.attr("case") != "subject" or said not in ("male", "female"):
            raise Unread  # 'they', 'it', or a pronoun before any name
        if (name_gender(story.doer) or "any") not in ("any", said):
            raise Unread
        return True
    return False


def _doing(words: list[Word], at: int) -> bool:
    """A doing verb at ``at``, or 'do|does|did' right before its amount ("Tom does 20 push ups")."""
    if words[at].category.startswith("verb"):
        return True
    if words[at].text.casefold() not in ("do", "does", "did") or at + 1 >= len(words):
        return False
    after = words[at + 1]
    return plain_number(after) is not None or after.category == "multiplier" or after.text == "half"


def _lemma(word: Word) -> str:
    if word.category == "auxiliary" and word.text.casefold() in ("do", "does", "did"):
        return "do"
    return word.lemma.casefold()


def _tense(word: Word) -> str | None:
    """Past or present, as a verb or 'do' form says; a singular doer's "read" is past."""
    text = word.text.casefold()
    if text in ("did", "was", "were"):
        return "past"
    if text in ("does", "do", "is", "are"):
        return "present"
    if "VBZ" in word.tags:
        return "present"
    if "VBD" in word.tags:
        return "past"
    return None


def _verb(word: Word, story: _Story) -> None:
    tense = _tense(word)
    if tense is not None:
        story.tenses.add(tense)
    lemma = _lemma(word)
    if lemma in SKIPPED_VERBS:
        raise Unread  # amounts had or needed on days do not add up
    if story.verb and lemma != story.verb:
        raise Unread
    if story.stock is not None and lemma not in TAKING:
        raise Unread
    story.verb = lemma


def _crowd_opening(words: list[Word], at: int) -> bool:
    """ "40 guests visited ...", "6 more guests visited ...", "twice as many guests came": a counted
    crowd as the subject of a clause opened by its day."""
    word = words[at]
    if plain_number(word) is None and word.category != "multiplier" and word.text.casefold() != "half":
        return False
    end = at
    while end < len(words) and words[end].category not in NOUNS:
        end += 1
    return end + 1 < len(words) and words[end + 1].category.startswith("verb")


def _crowd_clause(words: list[Word], at: int, day: str, story: _Story) -> int:
    """ "On <day>, <amount> <people> <verb> [<rest>] [than on <day>]": the whole statement."""
    if story.doer is not None or story.stock is not None:
        raise Unread
    texts = lowered(words)
    amount = _amount(words, at, story)
    if not story.kind or words[amount.end - 1].category not in NOUNS:
        raise Unread  # the crowd names its kind
    at = amount.end
    lemma = words[at].lemma.casefold()
    if lemma in SKIPPED_VERBS:
        raise Unread
    end = at + 1
    while end < len(words) and texts[end] not in ("than", "as", ",", "and"):
        if words[end].category in CROWD_REST_BARRED or is_name(words[end]):
            raise Unread
        end += 1
    rest = (lemma, *texts[at + 1 : end])
    if story.crowd is None:
        story.crowd = rest
    elif rest != story.crowd and rest != (lemma,) or lemma != story.crowd[0]:
        raise Unread  # another doing than the first day's
    story.verb = lemma
    end = amount.compare_end(words, end, story)
    _record(day, amount, story)
    return end


def _record(day: str, amount: _Amount, story: _Story) -> None:
    if day in story.days:
        raise Unread  # a day told twice
    if story.order and (day in BARE_DAYS) != (story.order[0] in BARE_DAYS):
        raise Unread  # "on Monday ... today": today may be Monday
    if amount.value is not None:
        value = amount.value
        story.steps.append(f"{day}: {amount.said}")
    else:
        base = amount.base
        if base is None and len(story.order) != 1:
            raise Unread  # "5 fewer", "twice as many", "twice that many" after two days: of which?
        if base is None and story.order:
            base = story.order[-1]  # "that many": the amount told last
        if base is None or base not in story.days:
            raise Unread  # told by a day with no amount
        story.derived += 1
        if story.derived > 1:
            raise Unread  # chained days told by days: which one a later pointer means is where reads slip
        told = story.days[base]
        value = told * amount.factor if amount.factor is not None else told + amount.shift
        if told.denominator == 1 and value.denominator != 1:
            raise Unread  # a measure told whole whose change is not, as ADR 0474 keeps refused
        story.steps.append(f"{day}: {amount.said} {base}'s {_shown(told)} = {_shown(value)}")
    if value < 0 or not story.unit and value.denominator != 1:
        raise Unread
    story.days[day] = value
    story.order.append(day)


def _question(words: list[Word], story: _Story) -> tuple[Fraction, str]:
    """The asked tally and its step."""
    texts = lowered(words)
    if texts[:2] != ["how", "many"]:
        raise Unread
    at = 2
    compared = None
    if texts[at] in ("more", "fewer"):
        compared, at = texts[at], at + 1
    kind, at = _noun(tuple(words), at)
    if kind and kind != story.kind:
        raise Unread
    if story.stock is not None:
        if compared is not None:
            raise Unread
        return _left(words, at, story)
    at = _asked_doing(words, at, story)
    if compared is not None:
        first, at = _tag_day(words, at)
        if first is None or texts[at : at + 1] != ["than"]:
            raise Unread
        second, at = _tag_day(words, at + 1)
        if second is None and at < len(words) and texts[at] in DAYS:
            second, at = texts[at], at + 1
        if at != len(words) or second is None or first == second:
            raise Unread
        a, b = _day(first, story), _day(second, story)
        value = a - b if compared == "more" else b - a
        if value <= 0:
            raise Unread
        return value, f"{compared}: {_shown(a)} and {_shown(b)} differ by {_shown(value)}"
    average = "average" in texts
    if average:
        at = _average(texts, at, story)
    days = _scope(words, at, story)
    values = [_day(d, story) for d in days]
    total = sum(values, Fraction(0))
    shown = " + ".join(_shown(v) for v in values)
    if average:
        if len(days) < 2:
            raise Unread
        value = total / len(days)
        if not story.unit and value.denominator != 1:
            raise Unread
        return value, f"average: ({shown}) / {len(days)} = {_shown(value)}"
    if len(days) == 1:
        return total, f"asked day: {_shown(total)}"
    return total, f"in all: {shown} = {_shown(total)}"


def _average(texts: list[str], at: int, story: _Story) -> int:
    """ "[per day] on average over|in|during the N days" with N the told days: where it ends. With no
    told count of days a per-day average would need the days' order, to refuse a gap."""
    rest = texts[at:]
    if rest[:2] in (["per", "day"], ["each", "day"], ["a", "day"]):
        rest, at = rest[2:], at + 2
    if rest[:2] != ["on", "average"] or len(rest) != 6:
        raise Unread
    if (
        rest[2] not in ("over", "in", "during")
        or rest[3] not in ("the", "these", "those")
        or rest[5] != "days"
    ):
        raise Unread
    return at + 2


def _asked_doing(words: list[Word], at: int, story: _Story) -> int:
    """ "did <doer> <verb>" or, for a crowd, "<verb> <the same words>": where it ends."""
    texts = lowered(words)
    asked = _tense(words[at])
    if len(story.tenses) > 1 or asked is not None and story.tenses and asked not in story.tenses:
        raise Unread  # "He read 40 pages on Monday ... How many pages does he read?": another time
    if story.crowd is not None:
        if words[at].lemma.casefold() != story.verb:
            raise Unread
        rest = story.crowd[1:]
        if tuple(texts[at + 1 : at + 1 + len(rest)]) == rest:
            return at + 1 + len(rest)
        return at + 1
    if texts[at] in ("were", "was") and words[at + 1].category.startswith("verb"):
        if words[at + 1].lemma.casefold() != story.verb:
            raise Unread
        return at + 2  # "were sold": by the one doer, the only one told
    if texts[at] not in ("did", "does", "do"):
        raise Unread
    if not _subject(words, at + 1, story):
        raise Unread
    if _lemma(words[at + 2]) != story.verb:
        raise Unread  # the base form may be known as a noun ("wash"): its lemma is the told verb's
    return at + 3


def _scope(words: list[Word], at: int, story: _Story) -> list[str]:
    """The days asked: all told days ("in all", "over the 3 days", nothing), or the named ones."""
    texts = lowered(words)
    rest = texts[at:]
    if not rest:
        raise Unread  # "How many did she read?": over the days, or on the last one?
    if tuple(rest) in ENDINGS or rest in (["altogether"], ["total"], ["in", "all", "together"]):
        return list(story.order)
    if rest[:1] == ["total"] or rest[:2] == ["in", "total"]:
        skip = 1 if rest[0] == "total" else 2
        if len(rest) == skip or rest[skip] not in ("in", "over", "during", "on"):
            raise Unread
        rest, at = rest[skip:], at + skip
    if rest == ["on", "both", "days"]:
        if len(story.order) != 2:
            raise Unread
        return list(story.order)
    if len(rest) == 4 and rest[0] in ("in", "over", "during", "on") and rest[1] in ("the", "these", "those"):
        count = plain_number(words[at + 2])
        if count != len(story.order) or rest[3] != "days":
            raise Unread  # "the 2 days" of three told days: which two?
        return list(story.order)
    day, at = _tag_day(words, at)
    if day is None:
        raise Unread
    days = [day]
    while at < len(words):
        if texts[at] == "and" or texts[at] == ",":
            at += 1
            if texts[at] == "and":
                at += 1
        else:
            raise Unread
        if texts[at] == "on":
            at += 1
        if texts[at] not in DAYS or texts[at] in days:
            raise Unread
        days.append(texts[at])
        at += 1
    return days


def _left(words: list[Word], at: int, story: _Story) -> tuple[Fraction, str]:
    """ "were not sold", "are left", "does <doer> have left": the stock less every day's amount."""
    texts = lowered(words)
    rest = texts[at:]
    if rest in (["are", "left"], ["were", "left"], ["is", "left"], ["was", "left"]):
        pass
    elif rest[:2] in (["were", "not"], ["are", "not"], ["was", "not"]) and len(rest) == 3:
        if words[at + 2].lemma.casefold() != story.verb:
            raise Unread
    elif rest[:1] in (["does"], ["did"]) and rest[-2:] == ["have", "left"] and len(rest) == 4:
        if not _subject(words, at + 1, story):
            raise Unread
    else:
        raise Unread
    taken = sum(story.days.values(), Fraction(0))
    value = story.stock - taken
    if value < 0:
        raise Unread
    return value, f"left: {_shown(story.stock)} - {_shown(taken)} = {_shown(value)}"


def _second(words: list[Word], story: _Story) -> None:
    """ "<Name> <verb> twice|N times|half as many [<things>] as <doer> [did].": a second doer told by the
    first's whole tally, with no day of its own. A multiple of the tally is also the sum of the multiples
    of each day, so "as many as Lia" reads the same whether it means her days or her total. "N more than
    Lia" would not (N more in all, or each day? ADR 0150's lane keeps it underdetermined), so it refuses
    with "3 times more" (3 times, or 3 times added?) and any other word."""
    texts = lowered(words)
    if story.doer is None or story.crowd is not None or story.stock is not None or not _doing(words, 1):
        raise Unread
    if _lemma(words[1]) != story.verb:
        raise Unread  # another doing than the first doer's
    at = 2
    factor, at = (Fraction(1, 2), at + 1) if texts[at] == "half" else multiple_at(tuple(words), at)
    if texts[at] != "as" or texts[at + 1] not in (("much", "far") if story.unit else ("many",)):
        raise Unread  # "3 times more", "twice many", 'many' of a measure or 'much' of counted things
    said = f"{' '.join(texts[2 : at + 2])} as"
    at = _kind(words, at + 2, story, optional=True)
    if texts[at : at + 1] != ["as"] or at + 1 >= len(words) or words[at + 1].text != story.doer.text:
        raise Unread
    at += 2
    if texts[at : at + 1] in (["did"], ["does"]):
        at += 1
    if at != len(words):
        raise Unread  # a day, a rate or any other word of the second doer's
    total = sum(story.days.values(), Fraction(0))
    found = total * factor
    if found < 0 or not story.unit and found.denominator != 1:
        raise Unread
    name = story.doer.text
    step = f"{words[0].text}: {said} {name}'s {_shown(total)} = {_shown(found)}"
    story.second = (words[0], found, step)


def _second_answer(words: list[Word], story: _Story, asked_in: int) -> Answer:
    """ "How many [<things>] did|does <second> <verb> [in all]?" or "... did <first> and <second>
    <verb> [in all|together]?": no day, no comparison, no average."""
    if story.second is None or story.doer is None:
        raise Unread
    second, found, step = story.second
    texts = lowered(words)
    if texts[:2] != ["how", "many"]:
        raise Unread
    kind, at = _noun(tuple(words), 2)
    if kind and kind != story.kind:
        raise Unread
    if texts[at] not in ("did", "does", "do"):
        raise Unread
    at += 1
    names = []
    while at < len(words) and is_name(words[at]):
        names.append(words[at].text)
        at += 1
        if texts[at : at + 1] == ["and"]:
            at += 1
    total = sum(story.days.values(), Fraction(0))
    first = story.doer.text
    if at >= len(words) or _lemma(words[at]) != story.verb:
        raise Unread
    rest = texts[at + 1 :]
    together = rest in ([], ["in", "all"], ["in", "total"], ["altogether"], ["together"])
    shown = " + ".join(_shown(story.days[d]) for d in story.order)
    steps = [*story.steps, f"{first} in all: {shown} = {_shown(total)}", step]
    if names == [second.text] and (texts[at - 1] != "and") and rest in ([], ["in", "all"], ["in", "total"]):
        return value_answer(found, story.kind[-1], second.text, tuple(steps), asked_in)
    if sorted(names) == sorted([first, second.text]) and len(names) == 2 and together:
        both = total + found
        steps.append(f"together: {_shown(total)} + {_shown(found)} = {_shown(both)}")
        return value_answer(both, story.kind[-1], f"{first} and {second.text}", tuple(steps), asked_in)
    raise Unread  # the first doer alone (the second doer's statement would be left over), 'they', a day


def _day(day: str, story: _Story) -> Fraction:
    if day not in story.days:
        raise Unread  # a day asked that no amount has
    return story.days[day]


def _shown(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


__all__ = ["read_day_tallies"]
