"""A worth of each thing times the things the one doer's acts count: price, points, score (ADR 0239).

"Each candle in a pack cost $2. If a pack had 9 candles total and Ben sold all but 3 candles, how much
money would he have made?"; "Each monster defeated gives you 5 points. If a level has 8 monsters
total and you destroy all but 2 of them, how many points would you earn?"; "Adam answered 5
questions correct in the first half and 5 questions correct in the second half. If each question
was worth 5 points, what was his final score?" The worth is said of one thing ("each <thing> costs
$3 | is worth 5 points | gives you 9 points") and the count is never stated as an amount the
sentence reader can move: it is a sum of counted acts, or what a stated total leaves after 'all
but M'. The worth counts only the acts its condition names:

- a price ("each <thing> cost $3"): things sold, asked as money made or earned;
- a worth with a participle ("each enemy defeated gives you 9 points"): acts of that verb, or of a
  verb the pack marks as the same beating of an opponent (``defeats: yes``: defeat, destroy);
- a plain worth ("each question was worth 5 points"): things the story says were done right (an
  adjective with ``verdict: right`` after them: "5 questions correct").

Every statement must be one of: a setting ("In a video game,", "While playing a trivia game,"), the
worth, a holder's total ("a box had 7 bars total"), the doer's acts joined by 'and'. The question asks
the worth's unit: "how much money would she have made", "how many points would you earn", "what was
his final score". One doer (a name with 'he'/'she' agreeing, or 'you'); whole counts; 'all but M'
needs one stated total and M not above it. Anything else (a second doer, 'wrong', 'or', acts the
worth does not name, two worths) leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

THING_WORDS = frozenset({"noun", "adjective", "measure_adjective"})  # "chocolate bar", "trivia question"
MONEY = "money"


@dataclass
class _Worth:
    thing: str  # head noun lemma of the thing each is worth something
    value: Fraction
    unit: str  # "dollar", "point"
    price: bool  # a price: only things sold count
    done: Word | None  # the participle naming the acts counted ("defeated")
    where: tuple[int, int]


@dataclass
class _Story:
    worth: _Worth | None = None
    doer: Word | None = None
    gender: str = ""
    total: tuple[Fraction, int, int] | None = None  # a holder's stated total of the things
    acts: list[tuple[Word, Fraction, int, int, str, bool]] = field(default_factory=list)
    # (verb, count, sentence, token, text, done right), the count already net of 'all but'
    things: set[str] = field(default_factory=set)  # the head nouns counted


def read_worth_of_each(text: str, lexicon: Lexicon) -> Answer | None:
    """The total worth of the things the doer's acts count; None when the problem is not this shape."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    story = _Story()
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            raise Unread
        words = plain_words(sentence, lexicon)
        at = _setting(words, 0)
        end = _statement(words, at, si, story)
        if end != len(words):
            raise Unread
    qi = len(sentences) - 1
    words = plain_words(sentences[-1], lexicon)
    at = 0
    if words and words[0].category == "subordinator" and words[0].lemma.casefold() == "if":
        at = _statement(words, 1, qi, story)
        if at >= len(words) or words[at].attr("mark") != "comma":
            raise Unread
        at += 1
    unit = _question(words, at, story)
    return _solve(story, unit, (qi, words[at].index))


def _setting(words: tuple[Word, ...], at: int) -> int:
    """ "In a video game," / "While playing a trivia game,": where, never how many; where it ends."""
    i = at
    if i < len(words) and words[i].category == "prep_in" and words[i].lemma.casefold() == "in":
        i += 1
    elif (
        i + 1 < len(words)
        and words[i].category == "subordinator"
        and words[i].lemma.casefold() == "while"
        and "VBG" in words[i + 1].tags
        and words[i + 1].category in ("verb_activity", "verb")
    ):
        i += 2
    else:
        return at
    if i >= len(words) or words[i].category != "article":
        raise Unread
    i += 1
    start = i
    while i < len(words) and words[i].category == "noun":
        i += 1
    if i == start or i >= len(words) or words[i].attr("mark") != "comma":
        raise Unread
    return i + 1


def _statement(words: tuple[Word, ...], at: int, si: int, story: _Story) -> int:
    """The worth, or clauses of totals and acts joined by 'and'; where it ends (end or a comma)."""
    if at < len(words) and words[at].category == "distributive" and words[at].lemma.casefold() == "each":
        return _worth(words, at, si, story)
    gapped = None
    while True:
        acts = len(story.acts)
        at = _clause(words, at, si, story, gapped)
        gapped = story.acts[-1][0] if len(story.acts) > acts else None
        if at < len(words) and words[at].category == "conjunction" and words[at].lemma.casefold() == "and":
            at += 1
            continue
        return at


def _things(words: tuple[Word, ...], at: int, story: _Story, plural: bool) -> tuple[int, str]:
    """A run of thing words ending in a noun; where it ends and the head noun's lemma."""
    start = at
    while at < len(words) and words[at].category in THING_WORDS:
        at += 1
    while at > start and words[at - 1].category != "noun":
        at -= 1  # "5 questions correct": the adjective after the noun is no part of it
    if at == start:
        raise Unread
    head = words[at - 1]
    if head.category != "noun" or ("NNS" if plural else "NN") not in head.tags:
        raise Unread
    return at, head.lemma.casefold()


def _amount(words: tuple[Word, ...], at: int) -> tuple[Fraction, str, int]:
    """ "$3", "3 dollars", "9 points": value, unit and where it ends."""
    if at >= len(words):
        raise Unread
    number, shape = words[at], words[at].shape
    if number.category != "number" or shape is None or shape.value <= 0:
        raise Unread
    if shape.primitive == "currency" and shape.unit:
        return Fraction(shape.value), shape.unit, at + 1
    if shape.primitive not in ("integer", "decimal") or at + 1 >= len(words):
        raise Unread
    unit = words[at + 1]
    if unit.category == "unit_noun" and unit.attr("dimension") == MONEY and "NNS" in unit.tags:
        return Fraction(shape.value), unit.lemma.casefold(), at + 2
    if unit.category == "noun" and "NNS" in unit.tags:
        return Fraction(shape.value), unit.lemma.casefold(), at + 2
    raise Unread


def _worth(words: tuple[Word, ...], at: int, si: int, story: _Story) -> int:
    """ "each candle in a pack cost $2", "each monster defeated gives you 5 points",
    "each question was worth 5 points"."""
    if story.worth is not None:
        raise Unread  # two worths
    at, thing = _things(words, at + 1, story, plural=False)
    done = None
    if (
        at + 1 < len(words)
        and "VBN" in words[at].tags
        and words[at].category.startswith("verb")
        and words[at + 1].category != "number"  # "each cookie cost $2": the worth's own verb
    ):
        done, at = words[at], at + 1
    if (
        at + 2 < len(words)
        and words[at].category == "prep_in"
        and words[at + 1].category == "article"
        and words[at + 2].category == "noun"
    ):
        at += 3  # "in a box": where the things are
    if at >= len(words):
        raise Unread
    verb = words[at]
    if verb.category == "verb_cost" and done is None:
        price, at = True, at + 1
    elif verb.category == "copula" and at + 1 < len(words) and words[at + 1].lemma.casefold() == "worth":
        price, at = False, at + 2
    elif verb.category == "verb_give" and "VBZ" in verb.tags:
        price, at = False, at + 1
        if at < len(words) and words[at].category == "pronoun" and words[at].attr("case") != "possessive":
            at += 1  # "gives you 9 points"
    else:
        raise Unread
    value, unit, end = _amount(words, at)
    if price != (unit != "point" and _is_money(words[at], words, at)):
        raise Unread  # a price is money; points are no price
    story.worth = _Worth(thing, value, unit, price, done, (si, words[at].index))
    return end


def _is_money(number: Word, words: tuple[Word, ...], at: int) -> bool:
    shape = number.shape
    if shape is not None and shape.primitive == "currency":
        return True
    return at + 1 < len(words) and words[at + 1].attr("dimension") == MONEY


def _person(word: Word, story: _Story) -> None:
    """The story's one doer: a name, 'he'/'she' agreeing with it, or 'you'."""
    if word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender"))):
        if story.doer is not None and story.doer.text.casefold() != word.text.casefold():
            raise Unread  # a second person
        if story.doer is None:
            story.doer = word
            gender = word.attr("gender") or word.attr("name_gender") or ""
            story.gender = gender if gender in ("male", "female") else ""
        return
    if word.category != "pronoun" or word.attr("case") not in ("subject", "subject_or_object"):
        raise Unread
    if word.text.casefold() == "you":
        if story.doer is None:
            story.doer = word
        elif story.doer.text.casefold() != "you":
            raise Unread
        return
    if (
        story.doer is not None
        and story.doer.category == "name"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
        and story.gender in ("", word.attr("gender"))
    ):
        story.gender = word.attr("gender")
        return
    raise Unread


def _clause(words: tuple[Word, ...], at: int, si: int, story: _Story, gapped: Word | None) -> int:
    """ "a box had 7 bars total" | "<doer> <verb> N <things> [correct] [in the first half]" |
    "<doer> <verb> all but M [<things> | of them]"; where it ends."""
    if at + 1 < len(words) and words[at].category == "article" and words[at + 1].category == "noun":
        if at + 3 >= len(words) or words[at + 2].category != "verb_possess":
            raise Unread
        if story.total is not None:
            raise Unread  # two totals: which one is 'all'?
        count = whole_count(words[at + 3])
        end, thing = _things(words, at + 4, story, plural=True)
        _same_thing(thing, story)
        story.total = (count, si, words[at + 3].index)
        if end < len(words) and words[end].category == "aggregate_marker" and words[end].lemma == "total":
            end += 1
        return end
    if at + 2 >= len(words):
        raise Unread
    if words[at].category == "number" and gapped is not None:
        verb = gapped  # "... in the first half and 5 questions correct in the second half": the same act
    else:
        _person(words[at], story)
        verb = words[at + 1]
        if not verb.category.startswith("verb") or not ({"VBD", "VB", "VBP"} & set(verb.tags)):
            raise Unread
        at += 2
    if words[at].category == "determiner" and words[at].lemma.casefold() == "all":
        if at + 2 >= len(words) or words[at + 1].category != "contrast_marker":
            raise Unread
        if words[at + 1].lemma.casefold() != "but" or story.total is None:
            raise Unread  # 'all but' of no stated total
        kept = whole_count(words[at + 2]) if words[at + 2].category == "number" else None
        if kept is None or kept > story.total[0]:
            raise Unread
        end = at + 3
        if (
            end + 1 < len(words)
            and words[end].category == "prep_of"
            and words[end + 1].text.casefold() == "them"
        ):
            end += 2
        elif end < len(words) and words[end].category in THING_WORDS:
            end, thing = _things(words, end, story, plural=True)
            _same_thing(thing, story)
        count = story.total[0] - kept
        text = f"all but {fmt(kept)} of {fmt(story.total[0])}: {fmt(story.total[0])} - {fmt(kept)} = {fmt(count)}"
        story.acts.append((verb, count, si, words[at + 2].index, text, False))
        return end
    count = whole_count(words[at])
    end, thing = _things(words, at + 1, story, plural=True)
    _same_thing(thing, story)
    right = False
    if end < len(words) and words[end].category == "adjective" and words[end].attr("verdict") == "right":
        right, end = True, end + 1
    if (
        end + 3 < len(words)
        and words[end].category == "prep_in"
        and words[end + 1].category == "article"
        and (words[end + 2].category == "ordinal_word" or words[end + 2].lemma.casefold() == "second")
        and words[end + 3].category in ("fraction_word", "noun")
    ):
        end += 4  # "in the first half", "in the second round": when, never how many
    story.acts.append((verb, count, si, words[at].index, f"{fmt(count)} {thing}s", right))
    return end


def _same_thing(thing: str, story: _Story) -> None:
    """Every count is of one kind of thing, checked against the worth once it is read."""
    story.things.add(thing)


def _question(words: tuple[Word, ...], at: int, story: _Story) -> str:
    """The unit asked: "how much money would she have made", "how many points would you earn",
    "what was his final score"."""
    rest = words[at:]
    if len(rest) < 4:
        raise Unread
    first = rest[0].lemma.casefold()
    if first == "what":
        # what was|is <his|her|your> [final|total] score
        if (
            rest[1].category != "copula"
            or rest[2].category != "pronoun"
            or "possessive" not in rest[2].attr("case")
        ):
            raise Unread
        tail = [w.lemma.casefold() for w in rest[3:]]
        if tail not in (["score"], ["final", "score"], ["total", "score"]):
            raise Unread
        _owner(rest[2], story)
        return "point"
    if first != "how" or rest[0].category != "question_word":
        raise Unread
    if rest[1].lemma.casefold() == "much" and rest[2].category == "money_noun":
        unit, i = MONEY, 3
    elif rest[1].lemma.casefold() == "many" and rest[2].category == "noun" and "NNS" in rest[2].tags:
        unit, i = rest[2].lemma.casefold(), 3
    else:
        raise Unread
    if i + 2 > len(rest) or rest[i].category != "auxiliary" or rest[i].attr("modality"):
        raise Unread
    _person(rest[i + 1], story)
    i += 2
    if i < len(rest) and rest[i].category == "verb_possess" and "VB" in rest[i].tags:
        i += 1  # "would she have made"
    if i + 1 != len(rest) or rest[i].category not in ("verb_earn", "verb_produce", "verb_gain"):
        raise Unread
    return unit


def _owner(word: Word, story: _Story) -> None:
    """ "his"/"her" agreeing with the named doer, "your" with 'you'."""
    doer = story.doer
    if doer is None:
        raise Unread
    if doer.text.casefold() == "you":
        if word.text.casefold() != "your":
            raise Unread
        return
    if word.attr("number") != "singular" or word.attr("gender") not in ("male", "female"):
        raise Unread
    if story.gender not in ("", word.attr("gender")):
        raise Unread


def _counts(verb: Word, right: bool, worth: _Worth) -> bool:
    """Whether the worth pays for this act: things sold for a price, the participle's acts, things done right."""
    if worth.price:
        return verb.category == "verb_sell" and not right
    if worth.done is not None:
        same = verb.lemma.casefold() == worth.done.lemma.casefold()
        return same or (verb.attr("defeats") == "yes" and worth.done.attr("defeats") == "yes")
    return right


def _solve(story: _Story, unit: str, where: tuple[int, int]) -> Answer | None:
    worth = story.worth
    if worth is None or story.doer is None or not story.acts:
        return None
    if story.things - {worth.thing}:
        raise Unread  # other things than the ones worth something
    if unit == MONEY:
        if not worth.price:
            raise Unread
    elif unit != worth.unit:
        raise Unread
    if worth.price and unit != MONEY:
        raise Unread
    if not all(_counts(verb, right, worth) for verb, _, _, _, _, right in story.acts):
        raise Unread  # an act the worth does not pay for
    if len({verb.lemma.casefold() for verb, *_ in story.acts}) != 1:
        raise Unread
    used_total = story.total is not None
    if used_total and not any(text.startswith("all ") for *_, text, _ in story.acts):
        raise Unread  # a total stated and never used
    count = sum((c for _, c, *_ in story.acts), Fraction(0))
    value = count * worth.value
    name = worth.thing
    steps = tuple(f"{story.doer.text} {verb.text} {text}" for verb, *_, text, _ in story.acts)
    if len(story.acts) > 1:
        steps += (" + ".join(fmt(c) for _, c, *_ in story.acts) + f" = {fmt(count)} {name}s",)
    steps += (f"{fmt(count)} {name}s x {fmt(worth.value)} {worth.unit} each = {fmt(value)} {worth.unit}",)
    verb = story.acts[0][0]
    changes = DoerChanges(
        f"{worth.unit}+{verb.lemma.casefold()}",
        f"{worth.unit} (worth of each {name} {verb.lemma.casefold()})",
        worth.unit,
        verb.category,
        verb.lemma.casefold(),
    )
    tallies = tuple(Tally(c * worth.value, si, ti, text) for _, c, si, ti, text, _ in story.acts)
    extra = (worth.where,) + ((story.total[1], story.total[2]),) if story.total else (worth.where,)
    return doer_answer(story.doer, changes, tallies, where, (value, steps), extra)


__all__ = ["read_worth_of_each"]
