"""An amount that doubles, triples, quadruples or halves every period (ADR 0480).

"There are 8 frogs in the pond. Every 3 years, the number of frogs doubles. How many frogs will there
be in 9 years?" The sentence reader has no event for a repeated scaling; this whole-problem reading
takes one such story word by word and gives up on the first word or shape it does not take.

Read, in a story of a start and a scaling (in either order, or the start fronted in the scaling's
sentence, or the scaling fronted as "If ..." in the question), then the question:

- the start: "[Currently|Now|Today,] there is|are N <things> [where]", "In a|the <place> that
  has|holds|contains N <things>, <scaling>", or "The cost|price|value of <thing> is $X"; with "When <P>
  was born," before it the start is told in the past ("was", "there were") and the span may be "when <P>
  is N [years old]";
- the scaling: "the number of <things> [where]" or "the cost|price|value [of <thing>]", then "doubles",
  "triples", "quadruples", "halves" or "is|are doubled|tripled|quadrupled|halved", and one period "every
  [N] <unit>", "each <unit>" or "per <unit>", before the subject (with a comma) or after the verb;
- the question: "How many [<things>] will [there] be [where] <span>?", "How much will <thing> cost
  <span>?" or "What will the cost|price|value [of <thing>] be <span>?", the span "after|in N <units>",
  "at the end of a|one|N <unit(s)>"; or the inverse "After|In how many <units> will there be N [<things>]
  [where]?".

The answer is the start times the factor once per period the span holds: only when the span is a whole
number of periods (converted only in exact steps: 60 minutes an hour, 24 hours a day, 7 days a week, 12
months a year), and only when the count comes out whole (money: whole cents). The inverse answers only
when the amount asked is reached after a whole number of periods exactly, in a unit the period converts to.

Refused (None, so the first refusal stands): things or places that differ between the sentences, a
second amount or any other change ("some leave", "and 3 more"), a start told in the past without a
birth to count from, an ordinal or fencepost span ("by the end of the 5th hour", "at the end of the
year"), a span or period in units that do not convert exactly (months and weeks), a fractional number
of periods, a count that is not whole, a scaling without a period ("doubled in length"), and any other
word or shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, or_none_cut, plain_number, plain_words, value_answer

__all__ = ["read_doubling_growth"]

ACTIVE = {"doubles": 2, "triples": 3, "quadruples": 4, "halves": Fraction(1, 2)}
PASSIVE = {"doubled": 2, "tripled": 3, "quadrupled": 4, "halved": Fraction(1, 2)}
# a period unit -> (which exact scale it belongs to, its size on that scale)
UNITS = {
    "minute": ("clock", 1),
    "hour": ("clock", 60),
    "day": ("clock", 60 * 24),
    "week": ("clock", 60 * 24 * 7),
    "month": ("calendar", 1),
    "year": ("calendar", 12),
}
MONEY_NOUNS = frozenset({"cost", "price", "value"})
NOW = frozenset({"currently", "now", "today"})
EVERY = frozenset({"every", "each", "per"})
# words that bring a second amount, a change, a comparison or another one of the things into a phrase
STRAY = frozenset(
    {
        "more", "less", "fewer", "than", "left", "each", "every", "per", "other", "another", "else",
        "only", "not", "no", "first", "second", "last", "next", "still", "now", "then", "already", "all",
        "some", "total", "remaining", "new", "extra", "additional", "same", "half", "both", "ago", "before",
        "until", "since", "by", "old",
    }
)  # fmt: skip
MOST_PERIODS = 40


@dataclass(frozen=True)
class Subject:
    """What scales: counted things (their words) or money (its noun and the thing it is of), and where."""

    things: tuple[str, ...]
    money: str
    of: str
    place: str


def _t(word: Word) -> str:
    return word.text.casefold()


def _whole(word: Word) -> int:
    """A whole number "5", "1,000" or "ten", at least 1; Unread for anything else."""
    value = plain_number(word)
    if word.shape is not None and word.category == "number" and word.shape.primitive == "grouped_integer":
        value = Fraction(word.shape.value)
    if value is None or value.denominator != 1 or value < 1:
        raise Unread
    return int(value)


def _unit(word: Word) -> str:
    if word.category != "unit_noun" or word.lemma.casefold() not in UNITS:
        raise Unread
    return word.lemma.casefold()


def _minutes(count: int, unit: str) -> tuple[str, int]:
    scale, size = UNITS[unit]
    return scale, count * size


def _where(words: tuple[Word, ...]) -> str:
    """A describing tail ("in the tank", "at Omar's farm", "living in the barn"): its last noun or
    name, "" for none; Unread for a tail that brings a number, a second clause or a change."""
    place = ""
    for word in words:
        t = _t(word)
        if t in STRAY or word.category in (
            "number",
            "number_word",
            "conjunction",
            "punctuation",
            "multiplier",
        ):
            raise Unread
        if word.category in ("relative_pronoun", "question_word", "auxiliary", "copula", "pronoun"):
            raise Unread
        if word.category.startswith("verb") and not (t.endswith("ing") or word.text[:1].isupper()):
            raise Unread
        if word.category in ("noun", "name", "unit_noun") or word.text[:1].isupper():
            place = word.lemma.casefold()
    return place


def _things(words: tuple[Word, ...]) -> tuple[tuple[str, ...], tuple[Word, ...]]:
    """A run of nouns ending in a plural one ("strawberry plants"), and the words after it."""
    end = 0
    while end < len(words) and words[end].category == "noun" and not words[end].attr("unit_kind"):
        end += 1
        if "NNS" in words[end - 1].tags:
            break
    if end == 0 or "NNS" not in words[end - 1].tags:
        raise Unread
    run = tuple(_t(w) for w in words[: end - 1]) + (words[end - 1].lemma.casefold(),)
    return run, words[end:]


def _of_thing(words: tuple[Word, ...]) -> tuple[str, str]:
    """ "of a rug in the shop": the thing's noun and where; ("", "") for no words."""
    if not words:
        return "", ""
    at = 1
    if lowered(words)[0] != "of":
        raise Unread
    if at < len(words) and words[at].category == "article":
        at += 1
    if at >= len(words):
        raise Unread
    return _one_thing(words[at]), _where(words[at + 1 :])


def _one_thing(word: Word) -> str:
    """A singular noun after an article ("a rug", "the bike"), its lemma; Unread for anything else."""
    if "NN" not in word.tags or word.category in ("unit_noun", "number", "name"):
        raise Unread
    return word.lemma.casefold()


def _subject(words: tuple[Word, ...]) -> Subject:
    """ "the number of <things> [where]" or "the cost|price|value [of <thing>]"."""
    ts = lowered(words)
    if ts[:1] != ["the"] or len(ts) < 2:
        raise Unread
    if ts[1:3] == ["number", "of"]:
        things, rest = _things(words[3:])
        return Subject(things, "", "", _where(rest))
    if ts[1] in MONEY_NOUNS:
        of, place = _of_thing(words[2:])
        return Subject((), ts[1], of, place)
    raise Unread


def _period(words: tuple[Word, ...]) -> tuple[str, int]:
    """ "every 2 years", "each hour", "per day": the period on its exact scale."""
    ts = lowered(words)
    if not ts or ts[0] not in EVERY:
        raise Unread
    if len(words) == 2:
        return _minutes(1, _unit(words[1]))
    if len(words) == 3 and ts[0] == "every":
        return _minutes(_whole(words[1]), _unit(words[2]))
    raise Unread


def _scaling(words: tuple[Word, ...]) -> tuple[Subject, Fraction, tuple[str, int]]:
    """ "[Every 2 years,] <subject> doubles|is halved [every 2 years]": what scales, by what, how often."""
    ts = lowered(words)
    period = None
    if ts and ts[0] in EVERY:
        comma = _comma(words)
        period, words, ts = _period(words[:comma]), words[comma + 1 :], ts[comma + 1 :]
    for at, t in enumerate(ts):
        if t in ACTIVE:
            factor, after = Fraction(ACTIVE[t]), at + 1
        elif t in ("is", "are") and at + 1 < len(ts) and ts[at + 1] in PASSIVE:
            factor, after = Fraction(PASSIVE[ts[at + 1]]), at + 2
        else:
            continue
        subject = _subject(words[:at])
        rest = words[after:]
        if (period is None) == (not rest):
            raise Unread  # no period, or two
        return subject, factor, period or _period(rest)
    raise Unread


def _start(words: tuple[Word, ...], born: str) -> tuple[Subject, Fraction]:
    """ "there are 8 frogs in the pond" or "the cost of a rug is $40": the start amount."""
    ts = lowered(words)
    be = ("was", "were") if born else ("is", "are")
    if ts[:1] == ["there"] and len(ts) >= 4 and ts[1] in be:
        count = Fraction(_whole(words[2]))
        things, rest = _things(words[3:])
        return Subject(things, "", "", _where(rest)), count
    at = next((i for i, t in enumerate(ts) if t in be), None)
    if at is None or at != len(ts) - 2:
        raise Unread
    subject = _subject(words[:at])
    shape = words[-1].shape
    if not subject.money or shape is None or shape.primitive != "currency" or shape.unit != "dollar":
        raise Unread
    if shape.value <= 0:
        raise Unread
    return subject, Fraction(shape.value)


def _fronted(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], str]:
    """Drops "Currently," / "Now" / "When <P> was born,": the words left and the person born ("" for none)."""
    ts = lowered(words)
    if ts[:1] and ts[0] in NOW:
        return words[2:] if ts[1:2] == [","] else words[1:], ""
    if ts[:1] == ["when"] and ts[2:5] == ["was", "born", ","] and words[1].category == "name":
        return words[5:], ts[1]
    return words, ""


def _held_in(words: tuple[Word, ...]) -> tuple[Subject, Fraction, tuple[Word, ...]]:
    """ "In a tank that has 7 guppies, <scaling>": the start told of a place, and the scaling's words."""
    ts = lowered(words)
    at = 2
    if ts[:1] != ["in"] or words[1].category != "article" or words[at].category != "noun":
        raise Unread
    if ts[at + 1] != "that" or ts[at + 2] not in ("has", "holds", "contains"):
        raise Unread
    count = Fraction(_whole(words[at + 3]))
    things, rest = _things(words[at + 4 :])
    if lowered(rest)[:1] != [","]:
        raise Unread
    return Subject(things, "", "", words[at].lemma.casefold()), count, rest[1:]


def _span(words: tuple[Word, ...], born: str) -> tuple[tuple[str, int], tuple[Word, ...]]:
    """The span asked at the question's end, and the words before it."""
    ts = lowered(words)
    if born:  # a start told at a birth: the span is the person's age, nothing counted from now
        end = len(ts) - 2 if ts[-2:] == ["years", "old"] else len(ts)
        if end >= 4 and ts[end - 4] == "when" and ts[end - 3] == born and ts[end - 2] == "is":
            return _minutes(_whole(words[end - 1]), "year"), words[: end - 4]
        raise Unread
    if len(ts) >= 3 and ts[-3] in ("after", "in"):
        return _minutes(_whole(words[-2]), _unit(words[-1])), words[:-3]
    if len(ts) >= 6 and ts[-6:-2] == ["at", "the", "end", "of"]:
        count = 1 if ts[-2] in ("a", "one") else _whole(words[-2])
        return _minutes(count, _unit(words[-1])), words[:-6]
    raise Unread


def _asked(
    words: tuple[Word, ...], born: str
) -> tuple[Subject, tuple[str, int] | None, Fraction | None, str]:
    """The question: what is asked, the span (None for the inverse), the amount aimed at, the unit asked."""
    ts = lowered(words)
    if ts[:3] in (["after", "how", "many"], ["in", "how", "many"]) and not born:
        unit = _unit(words[3])
        if ts[4:7] != ["will", "there", "be"] or len(ts) < 8:
            raise Unread
        target = Fraction(_whole(words[7]))
        things, rest = _things(words[8:]) if len(ts) > 8 else ((), ())
        return Subject(things, "", "", _where(rest)), None, target, unit
    span, words = _span(words, born)
    ts = lowered(words)
    if ts[:2] == ["how", "many"]:
        things, rest = _things(words[2:]) if ts[2:3] != ["will"] else ((), words[2:])
        rest_ts = lowered(rest)
        at = 3 if rest_ts[:3] == ["will", "there", "be"] else 2
        if rest_ts[:at] not in (["will", "there", "be"], ["will", "be"]):
            raise Unread
        return Subject(things, "", "", _where(rest[at:])), span, None, ""
    if ts[:3] == ["how", "much", "will"] and ts[-1:] == ["cost"] and len(ts) >= 6:
        if words[3].category != "article":
            raise Unread
        return Subject((), "*", _one_thing(words[4]), _where(words[5:-1])), span, None, ""
    if ts[:2] == ["what", "will"] and ts[-1:] == ["be"]:
        return _subject(words[2:-1]), span, None, ""
    raise Unread


def _same(told: Subject, other: Subject) -> bool:
    """Whether another mention is of the amount told: the same things, or the same money noun (any for
    "How much will <thing> cost") of the same thing."""
    if told.money:
        if other.things or not told.of or (other.of and other.of != told.of):
            return False
        return other.money in (told.money, "*")
    return not other.money and (not other.things or other.things == told.things)


def _comma(words: tuple[Word, ...]) -> int:
    """Where the first comma is; Unread for none."""
    at = next((i for i, w in enumerate(words) if w.attr("mark") == "comma"), None)
    if at is None:
        raise Unread
    return at


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 3 or not sentences[-1].is_question:
        raise Unread
    if any(s.terminator != "." for s in sentences[:-1]):
        raise Unread
    body = [plain_words(s, lexicon) for s in sentences]
    question = body[-1]
    statements = list(body[:-1])
    if lowered(question)[:1] == ["if"]:
        comma = _comma(question)
        statements.append(question[1:comma])
        question = question[comma + 1 :]
    starts: list[tuple[Subject, Fraction]] = []
    scalings: list[tuple[Subject, Fraction, tuple[str, int]]] = []
    born = ""
    for words in statements:
        words, person = _fronted(words)
        born = born or person
        if lowered(words)[:1] == ["in"]:
            subject, count, words = _held_in(words)
            starts.append((subject, count))
            scalings.append(_scaling(words))
        elif any(t in ACTIVE or t in PASSIVE for t in lowered(words)):
            if person:
                raise Unread
            scalings.append(_scaling(words))
        else:
            starts.append(_start(words, person))
    if len(starts) != 1 or len(scalings) != 1:
        raise Unread
    (told, start), (scaled, factor, period) = starts[0], scalings[0]
    asked, span, target, unit = _asked(question, born)
    if not (_same(told, scaled) and _same(told, asked)):
        raise Unread
    if len({s.place for s in (told, scaled, asked) if s.place}) > 1:
        raise Unread  # told of two places
    if span is None and target is not None:
        return _inverse(told, start, factor, period, target, unit, len(body) - 1)
    if span is None or span[0] != period[0] or span[1] % period[1]:
        raise Unread  # a span that is not a whole number of periods
    times = span[1] // period[1]
    if not 1 <= times <= MOST_PERIODS:
        raise Unread
    value = start * factor**times
    if (value * 100 if told.money else value).denominator != 1:
        raise Unread  # not a whole count (or whole cents)
    steps = (f"{fmt(start)} x {fmt(factor)}^{times} = {fmt(value)}",)
    name = "dollar" if told.money else told.things[-1]
    return value_answer(value, name, name, steps, len(body) - 1)


def _inverse(
    told: Subject,
    start: Fraction,
    factor: Fraction,
    period: tuple[str, int],
    target: Fraction,
    unit: str,
    asked_in: int,
) -> Answer:
    """How many <units> until there are exactly `target`: a whole number of periods, in the unit asked."""
    if told.money:
        raise Unread
    amount, times = start, 0
    while times < MOST_PERIODS and amount != target:
        amount, times = amount * factor, times + 1
        if (factor > 1 and amount > target) or (factor < 1 and amount < target):
            raise Unread  # passed it: never exactly this many
    scale, size = UNITS[unit]
    if amount != target or times == 0 or scale != period[0] or (times * period[1]) % size:
        raise Unread
    value = Fraction(times * period[1] // size)
    steps = (f"{fmt(start)} x {fmt(factor)}^{times} = {fmt(target)}", f"{unit}s: {fmt(value)}")
    return value_answer(value, unit, unit, steps, asked_in)


def read_doubling_growth(text: str, lexicon: Lexicon) -> Answer | None:
    """An amount scaled once every period, after a span or until it reaches an amount; None otherwise."""
    return or_none_cut(_read, text, lexicon)
