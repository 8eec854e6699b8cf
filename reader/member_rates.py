""" "A hamster eats 6 seeds a day. Lia has 3 hamsters. How many seeds do Lia's hamsters eat in 5 days?" (ADR 0436).

ADR 0353 refuses an amount over a period asked of a plural doer, because "The hamsters eat 6 seeds a
day" may tell each bird's amount or the birds' amount together. When the rate is told of ONE member
of the kind -- "A bird eats ...", "Each cow gives ...", or "Each one eats ..." right after the one
count of the kind -- there is no such doubt: every member does it, so the group does the count
times the rate. This reading takes exactly that story and nothing more:

- three sentences: the rate and the count, in either order, then the question;
- the count: "<Name> has|owns|keeps <N> <kind>", N a whole number of two or more, and no other
  words; one count of one kind, so 'each one' has one group to stand for;
- the rate: "A|An|Each|Every <kind> <verb> <N> <things>|<N> <units> [of <stuff>] [,] [twice|thrice|
  <N> times|once] a|an|per|each|every <period>", the kind the counted kind (same lemma; a hen is
  not a chicken here), the verb one the pack says uses up, makes or gives (never with a
  recipient), or "Each one ..." only after the count;
- the question: "How many <things>|<units> [of <stuff>] do|will <group> <the same verb> <stretch>?"
  with <group> "<Name>'s <kind>", "his|her <kind>" (agreeing with the name), "the <kind>" or
  "they"; or, for eating and drinking, "How many ... does|will <Name>|he|she need to feed <group>
  <stretch>?"; the stretch "in|over|for|during <N> <periods>", "in|for a|one <period>", or
  "a|each|every|per <period>".

The stretch is in the rate's own period, or a week of a daily rate, an hour of a rate per minute or
a minute of a rate per second; a day of an hourly rate is not read (a working day is not 24 hours),
and a shorter stretch than the rate's period is not read (a weekly amount is not spread evenly).
The asked unit is the told unit (no conversion) and its stuff the told stuff. A count of things
must come out whole. Anything else leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, Rate, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

RATE_VERBS = frozenset({"verb_lose", "verb_produce", "verb_give"})  # what one member uses, makes or gives
HOLDING = frozenset({"have", "own", "keep"})
ONE_MEMBER = frozenset({"a", "an", "each", "every"})
PERIOD_MARKERS = frozenset({"a", "an", "per", "each", "every"})
STRETCH_PREPS = frozenset({"in", "over", "for", "during"})
FED = frozenset({"eat", "drink"})  # what a member eats or drinks is what feeding it needs
# (rate period, asked period): a stretch made of whole rate periods every day of the stretch
LONGER = frozenset({("day", "week"), ("minute", "hour"), ("second", "minute")})
POSSESSIVES = {"his": "male", "her": "female"}
SUBJECTS = {"he": "male", "she": "female"}


@dataclass(frozen=True, slots=True)
class Held:
    """ "Sam has 5 birds": the holder's name word, the count and the kind."""

    name: Word
    count: Fraction
    kind: str
    where: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MemberRate:
    """ "A bird eats 7 seeds, twice a day": one member's amount for one period."""

    kind: str  # the member's kind lemma ("" for 'each one')
    verb: str  # the verb's lemma
    category: str
    value: Fraction
    head: str  # the thing counted or the unit measured
    measure: bool
    stuff: str  # "oats" of "4 pounds of oats"; "" otherwise
    times: Fraction  # 'twice a day' -> 2
    period: str  # the period's lemma
    where: tuple[int, int]


def read_member_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """The group's amount over the asked stretch (the docstring's shape); None otherwise."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) != 3 or sentences[2].terminator != "?":
        raise Unread
    if any(s.terminator != "." for s in sentences[:2]):
        raise Unread
    first, second, question = (plain_words(s, lexicon) for s in sentences)
    if _is_count(first):
        held = _held(first, 0)
        rate = _rate(second, 1, one_allowed=True)
    else:
        rate = _rate(first, 0, one_allowed=False)
        held = _held(second, 1)
    if rate.kind and rate.kind != held.kind:
        raise Unread  # a member of another kind: its rate is not these members'
    asked_times, asked_period = _question(question, rate, held)
    scale = _scale(rate.period, asked_period, lexicon)
    value = held.count * rate.value * rate.times * asked_times * scale
    if not rate.measure and value.denominator != 1:
        raise Unread
    return _answer(held, rate, value, asked_times, asked_period)


def _is_count(words: tuple[Word, ...]) -> bool:
    return bool(words) and _is_name(words[0])


def _is_name(word: Word) -> bool:
    """A name: the pack's, or a capitalised word the pack gives a name's gender ("Billy")."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _held(words: tuple[Word, ...], si: int) -> Held:
    """ "<Name> has|owns|keeps <N> <kind>", every word of it."""
    if len(words) != 4 or not _is_name(words[0]):
        raise Unread
    verb = words[1]
    if verb.category != "verb_possess" or verb.lemma.casefold() not in HOLDING or "VBZ" not in verb.tags:
        raise Unread
    count = plain_number(words[2])
    if count is None or count.denominator != 1 or count < 2:
        raise Unread
    return Held(words[0], count, _plural_noun(words[3]), (si, 2))


def _plural_noun(word: Word) -> str:
    """The lemma of a plural noun ("birds" -> "bird"); Unread for anything else."""
    if word.category != "noun" or "NNS" not in word.tags or word.text.casefold() == word.lemma.casefold():
        raise Unread
    return word.lemma.casefold()


def _rate(words: tuple[Word, ...], si: int, one_allowed: bool) -> MemberRate:
    """ "A|Each <kind> <verb> <amount> [,] [twice] a|per <period>", every word of it."""
    if len(words) < 6 or words[0].text.casefold() not in ONE_MEMBER:
        raise Unread
    member = words[1]
    if member.text.casefold() == "one" and member.category == "number_word":
        if not one_allowed or words[0].text.casefold() != "each":
            raise Unread  # 'each one' stands only for a group told before it
        kind = ""
    elif (
        member.category == "noun"
        and member.text.casefold() == member.lemma.casefold()
        and "NN" in member.tags
    ):
        kind = member.lemma.casefold()
    else:
        raise Unread
    verb = words[2]
    if verb.category not in RATE_VERBS or "VBZ" not in verb.tags or verb.text.casefold().endswith("n't"):
        raise Unread
    value = plain_number(words[3])
    if value is None or value <= 0:
        raise Unread
    head, measure, stuff, at = _amount(words, 4, value)
    times = Fraction(1)
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    times, at = _times(words, at)
    if at + 2 != len(words) or words[at].text.casefold() not in PERIOD_MARKERS:
        raise Unread
    period = _period(words[at + 1], singular=True)
    return MemberRate(
        kind, verb.lemma.casefold(), verb.category, value, head, measure, stuff, times, period, (si, 3)
    )


def _amount(words: tuple[Word, ...], at: int, value: Fraction) -> tuple[str, bool, str, int]:
    """After a number: "<things>" or "<units> [of <stuff>]"; (head, is a measure, stuff, next)."""
    if at >= len(words):
        raise Unread
    noun = words[at]
    if noun.category == "unit_noun":
        dimension = noun.attr("dimension")
        if not dimension or dimension in ("time", "money", "calendar"):
            raise Unread
        stuff = ""
        at += 1
        if at + 1 < len(words) and words[at].lemma.casefold() == "of":
            if words[at + 1].category != "noun":
                raise Unread
            stuff = words[at + 1].lemma.casefold()
            at += 2
        return noun.lemma.casefold(), True, stuff, at
    if noun.category != "noun":
        raise Unread
    if value == 1:
        if noun.text.casefold() != noun.lemma.casefold() or "NN" not in noun.tags:
            raise Unread
    elif value.denominator != 1 or "NNS" not in noun.tags or noun.text.casefold() == noun.lemma.casefold():
        raise Unread  # a part of a thing, or not a plural
    return noun.lemma.casefold(), False, "", at + 1


def _times(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """'twice', 'thrice', '<N> times' or 'once' before the period; 1 when none is told."""
    if at >= len(words):
        raise Unread
    word = words[at]
    low = word.text.casefold()
    if word.category == "multiplier" and word.attr("occurrences"):
        return Fraction(word.attr("occurrences")), at + 1
    if low == "once":
        return Fraction(1), at + 1
    count = plain_number(word)
    if count is not None and at + 1 < len(words) and words[at + 1].text.casefold() == "times":
        if count.denominator != 1 or count < 1:
            raise Unread
        return count, at + 2
    return Fraction(1), at


def _period(word: Word, singular: bool) -> str:
    """A unit of time's lemma ("day"); Unread for anything else or the wrong number."""
    if word.category != "unit_noun" or word.attr("dimension") not in ("time", "calendar"):
        raise Unread
    if singular and word.text.casefold() != word.lemma.casefold():
        raise Unread
    if not singular and word.text.casefold() == word.lemma.casefold():
        raise Unread
    return word.lemma.casefold()


def _question(words: tuple[Word, ...], rate: MemberRate, held: Held) -> tuple[Fraction, str]:
    """The question's stretch (how many periods, which period) after checking what it asks of whom."""
    texts = [w.text.casefold() for w in words]
    if texts[:2] != ["how", "many"] or len(words) < 7:
        raise Unread
    at = _asked_amount(words, 2, rate)
    aux = texts[at] if at < len(texts) else ""
    if aux in ("do", "will"):
        group_end = _group(words, at + 1, held)
        if group_end is None:
            raise Unread
        verb = words[group_end]
        if verb.lemma.casefold() != rate.verb or texts[group_end] != rate.verb or "VB" not in verb.tags:
            raise Unread
        return _stretch(words, group_end + 1)
    if aux in ("does", "will") and rate.verb in FED:
        _asker(words[at + 1], held)
        if texts[at + 2 : at + 5] != ["need", "to", "feed"]:
            raise Unread
        group_end = _group(words, at + 5, held)
        if group_end is None:
            raise Unread
        return _stretch(words, group_end)
    raise Unread


def _asked_amount(words: tuple[Word, ...], at: int, rate: MemberRate) -> int:
    """ "<things>" or "<units> [of <stuff>]" asked, the told ones; where the words after it start."""
    word = words[at]
    if not rate.measure:
        if _plural_noun(word) != rate.head:
            raise Unread
        return at + 1
    if (
        word.category != "unit_noun"
        or word.lemma.casefold() != rate.head
        or word.text.casefold() == rate.head
    ):
        raise Unread
    at += 1
    if words[at].text.casefold() == "of":
        if at + 1 >= len(words) or words[at + 1].lemma.casefold() != rate.stuff or not rate.stuff:
            raise Unread
        return at + 2
    return at


def _group(words: tuple[Word, ...], at: int, held: Held) -> int | None:
    """The held group named in the question; where the words after it start, None if it is not there."""
    texts = [w.text.casefold() for w in words]
    if at >= len(words):
        return None
    if texts[at] == "they":
        return at + 1
    if _is_name(words[at]):
        if texts[at] != held.name.text.casefold() or texts[at + 1 : at + 2] != ["'s"]:
            return None
        return at + 3 if _plural_at(words, at + 2, held) else None
    if texts[at] in POSSESSIVES:
        gender = held.name.attr("gender") or held.name.attr("name_gender")
        if gender not in (POSSESSIVES[texts[at]], "any", ""):
            return None
        return at + 2 if _plural_at(words, at + 1, held) else None
    if texts[at] == "the":
        return at + 2 if _plural_at(words, at + 1, held) else None
    return None


def _plural_at(words: tuple[Word, ...], at: int, held: Held) -> bool:
    if at >= len(words):
        return False
    return or_none(_plural_noun, words[at]) == held.kind


def _asker(word: Word, held: Held) -> None:
    """The one who needs the food: the holder by name or by a pronoun agreeing with the name."""
    low = word.text.casefold()
    if _is_name(word):
        if low != held.name.text.casefold():
            raise Unread
        return
    if low not in SUBJECTS:
        raise Unread
    gender = held.name.attr("gender") or held.name.attr("name_gender")
    if gender not in (SUBJECTS[low], "any", ""):
        raise Unread


def _stretch(words: tuple[Word, ...], at: int) -> tuple[Fraction, str]:
    """ "in 4 days", "for a week", "each day": (how many periods, the period's lemma), ending the question."""
    rest = words[at:]
    texts = [w.text.casefold() for w in rest]
    if len(rest) == 2 and texts[0] in PERIOD_MARKERS:
        return Fraction(1), _period(rest[1], singular=True)
    if len(rest) != 3 or texts[0] not in STRETCH_PREPS:
        raise Unread
    if texts[1] in ("a", "an", "one"):
        return Fraction(1), _period(rest[2], singular=True)
    count = plain_number(rest[1])
    if count is None or count.denominator != 1 or count < 2:
        raise Unread
    return count, _period(rest[2], singular=False)


def _scale(told: str, asked: str, lexicon: Lexicon) -> Fraction:
    """How many told periods make one asked period: 1 for the same, 7 for a week of a daily rate."""
    if told == asked:
        return Fraction(1)
    if (told, asked) not in LONGER:
        raise Unread
    told_factor, asked_factor = _factor(told, lexicon), _factor(asked, lexicon)
    scale = asked_factor / told_factor
    if scale.denominator != 1 or scale <= 1:
        raise Unread
    return scale


def _factor(period: str, lexicon: Lexicon) -> Fraction:
    sense = lexicon.lookup(period)
    if sense is None or sense.entry.lemma != period:
        raise Unread
    attrs = dict(sense.entry.attrs)
    if attrs.get("dimension") != "time" or not attrs.get("factor"):
        raise Unread
    return Fraction(attrs["factor"])


def _answer(
    held: Held, rate: MemberRate, value: Fraction, asked_times: Fraction, asked_period: str
) -> Answer:
    name = held.name.text
    group = f"{name.casefold()}'s {held.kind}"
    head = rate.head
    key = f"measure:{head}" if rate.measure else head
    dimension = "measure" if rate.measure else ""
    per_member = rate.value * rate.times
    graph = MathProblemGraph(
        (EntityRef(group, f"{name}'s {held.kind}s", "neuter", "plural", "thing", held.where[0]),),
        (UnitSpec(key, head, dimension, False),),
        (
            Event(
                group,
                key,
                "hold",
                1,
                value,
                "",
                (2, 0),
                2,
                0,
                f"{fmt(asked_times)} {asked_period}",
                verb_category=rate.category,
                verb_lemma=rate.verb,
            ),
        ),
        QuestionTarget("total", (group,), Unit(head, (), dimension), 2, 0, verb_lemma=rate.verb),
        (key,),
        Fraction(1),
        head,
        (held.where, rate.where),
        rates=(
            Rate(
                held.kind,
                key,
                f"dim:{rate.period}",
                rate.period,
                per_member,
                Fraction(1),
                rate.where[0],
                rate.where[1],
                fmt(rate.value),
                verb_lemma=rate.verb,
                verb_category=rate.category,
            ),
        ),
    )
    steps = (
        f"one {held.kind} {rate.verb}s {fmt(per_member)} {head} a {rate.period}: told of one member, so each of "
        f"{name}'s {fmt(held.count)} {held.kind}s does",
        f"{fmt(held.count)} x {fmt(per_member)} x {fmt(asked_times)} {asked_period} "
        f"({fmt(_periods(value, held.count, per_member))} {rate.period}s) -> {fmt(value)} {head}",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, head, graph, steps, trace)


def _periods(value: Fraction, count: Fraction, per_member: Fraction) -> Fraction:
    """How many told periods the stretch holds, for the step's text."""
    return value / (count * per_member)


__all__ = ["read_member_rate"]
