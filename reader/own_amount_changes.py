"""A told holding that then grows or shrinks by a told amount: "Her money increases by $40" (ADR 0319).

"Susie has $200. Her money increases by $40." says what "She gets $40 more." says, and "Tom has 20
marbles. His marbles decreased by 25%." what "He loses 5 marbles." says; the reader reads those gains
and losses with every check it makes of the holder, the kind, the time and whole counts. So nothing is
counted here but the amount a percentage stands for: each change sentence of the story is written as
the gain or loss it says, and the whole reader reads the written text. Its answer stands with one step
more per change; its refusal leaves the first refusal standing.

Only one shape is read, a sentence of its own or the clause of a question's opening 'If':
    <her|his|their|its|Name's> <kind> <increase|decrease|rise|fall|grow|go up|go down> by <amount>.
("If her money increases by 20%, how much will she have?" is written "If she gets $40 more, how much
will she have?", which the reader reads as it reads any sentence-opening 'if'.)
The kind is held money ('money', 'savings', 'cash': a salary, a price or an allowance is a rate or a
charge, not a holding, so "His salary was raised by $50" is not read here) or a plural count noun
("His marbles", "their red apples"). The holder must have a told amount of that kind just before the
change: the reader is asked "How much money does she have?" (or "How many marbles ...") of the story
so far, and the change is written only when that reading answers in the kind's unit. The amount is
dollars for money and a bare number for a count (its unit is the kind just named); or a percentage
("20%", "20 percent", "twenty percent") of that answer, so two changes told in a row apply in order, each
to the amount the one before left (compound, not simple). A percentage must give a whole count (or
whole cents), lie above 0, and stay at or under 100% (a decrease below 100%).

Refused (the first refusal stands): "increases to $40" (a new value, not a change), a change anywhere
else in the question ("How much would she have if her money increased by 10%?", a second clause after
it), a bare number for money ("increases by 20") or dollars for a count, a time or a condition after
the amount ("by 10% every year": a changing base), 'will'/'would' or any other word in the sentence, a
kind the holder was never told to have (the base is someone else's, or nobody's), a percentage that
leaves a part of a thing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.percent_comparisons import decimal_text, percentage_at
from reader.rewrites import Rewrite
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

HELD_MONEY = frozenset({"money", "savings", "cash"})
# verbs that say the amount itself went up or down when 'by' follows them
CHANGE_VERBS = {"increase": 1, "rise": 1, "grow": 1, "decrease": -1, "fall": -1}
GO_DIRECTIONS = {"up": 1, "down": -1}  # "went up by", "goes down by"
# Every inflection of the change verbs above contains one of these (a cheap test before reading).
CHANGE_STEMS = (
    "increas",
    "decreas",
    "rise",
    "rose",
    "risen",
    "rising",
    "grow",
    "grew",
    "fall",
    "fell",
    " up",
    " down",
)
SUBJECTS = {"her": "she", "his": "he", "their": "they", "its": "it"}
KIND_WORDS = frozenset({"noun", "adjective", "colour"})


@dataclass(frozen=True, slots=True)
class _Change:
    told: int  # where the sentence starts in the text: the story before it tells the base
    start: int  # where the change's words start ("If" stays before them)
    end: int  # where they end (the closing mark or the comma stays)
    holder: str  # "she", "Tom"
    kind: tuple[Word, ...]
    money: bool
    sign: int
    amount: Fraction | None  # None for a percentage
    share: Fraction | None
    said: str  # the amount as the text tells it
    past: bool  # "increased": the gain is written "got"
    opens: bool  # a sentence of its own: the holder is written with a capital


def own_amount_changes(text: str, lexicon: Lexicon, read: Callable) -> Rewrite | None:
    """The problem with each "<her> <kind> increases by <amount>" written as a gain or a loss.

    ``read(text, lexicon)`` is the whole reader, asked how much the holder has before each change.
    None when the story holds no such change or one the rewrite cannot read soundly."""
    said = text.casefold()
    if " by " not in said or not any(stem in said for stem in CHANGE_STEMS):
        return None  # no change verb followed by 'by' anywhere: spare the tokenising
    return or_none(_rewrite, text, lexicon, read)


def _rewrite(text: str, lexicon: Lexicon, read: Callable) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    changes: list[_Change] = []
    for si, sentence in enumerate(sentences):
        words = plain_words(sentence, lexicon)
        if not any(_change_verb(words, at) for at in range(len(words))):
            continue
        if si == 0:
            raise Unread  # a change with nothing told before it
        if si == len(sentences) - 1:
            words = _condition(words)  # "If her money increases by 20%, how much ...?"
        found = _change(sentence, words, opens=si < len(sentences) - 1)
        if found is None:
            raise Unread  # "increases to $40", "by 10% every year", "will increase by": not read here
        changes.append(found)
    if not changes:
        return None
    out = text
    shift = 0  # how far the text written so far has moved the later sentences
    steps: list[str] = []
    for change in changes:
        start, end = change.start + shift, change.end + shift
        base = _held(out[: change.told + shift], change, lexicon, read)
        amount = change.amount if change.share is None else base * change.share
        if change.sign < 0 and amount > base:
            raise Unread  # 'decreases' below zero
        written = _amount(amount, change)
        verb = _verb(change)
        holder = change.holder[:1].upper() + change.holder[1:] if change.opens else change.holder
        new = f"{holder} {verb} {written} more" if change.sign > 0 else f"{holder} {verb} {written}"
        if not change.money:
            new += " " + " ".join(w.text for w in change.kind)
        out = out[:start] + new + out[end:]
        shift += len(new) - (end - start)
        way = "more" if change.sign > 0 else "less"
        steps.append(f"{change.said} {way} than {_plain(base)}: {written} {way}")
    return Rewrite(out, tuple(steps))


def _change_verb(words: tuple[Word, ...], at: int) -> int:
    """+1 or -1 when a change verb stands at ``at`` with 'by' after it (or 'up by'/'down by'); else 0."""
    word = words[at]
    lemma = word.lemma.casefold()
    rest = words[at + 1 :]
    if lemma in CHANGE_VERBS and rest and rest[0].category == "prep_by":
        return CHANGE_VERBS[lemma]
    if lemma == "go" and len(rest) >= 2 and rest[1].category == "prep_by":
        return GO_DIRECTIONS.get(rest[0].text.casefold(), 0)
    return 0


def _condition(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """The clause of a question that opens "If <clause>, <question>"; Unread for a change told elsewhere.

    "If her money increases by 20%, how much will she have?" is written "If she gets $40 more, how much
    will she have?", which the reader reads as a sentence-opening 'if'; "How much will she have if her
    money increases by 20%?" is not read here."""
    comma = next((i for i, w in enumerate(words) if w.category == "punctuation"), None)
    if not words or words[0].text.casefold() != "if" or comma is None or comma < 2:
        raise Unread
    clause = words[1:comma]
    if any(_change_verb(words, at) for at in range(comma, len(words))):
        raise Unread  # a second change in the question
    if not any(_change_verb(clause, at) for at in range(len(clause))):
        raise Unread  # the change stands after the comma
    return clause


def _change(sentence, words: tuple[Word, ...], opens: bool) -> _Change | None:
    """The words read as one change of a holding, or None when they are any other shape.

    ``words`` are a whole sentence without its closing mark (``opens``) or the clause after a
    question's opening 'If'."""
    at = next(i for i in range(len(words)) if _change_verb(words, i))
    sign = _change_verb(words, at)
    verb = words[at]
    holder, kind = _subject(words[:at])
    plural = bool(kind) and "NNS" in kind[-1].tags and kind[-1].text.casefold() != kind[-1].lemma.casefold()
    if not {"VBD", "VBZ", "VBP"} & set(verb.tags) and not (plural and "VB" in verb.tags):
        return None  # "His marbles increase by 5": the base form agrees with a plural kind
    if holder is None or not kind:
        return None
    money = len(kind) == 1 and kind[0].category == "money_noun" and kind[0].lemma.casefold() in HELD_MONEY
    if not money:
        if any(w.category not in KIND_WORDS for w in kind) or kind[-1].category != "noun":
            return None
        if not plural:
            return None  # "His score increased by 5": a count is told by a plural noun
    by = at + 1 if verb.lemma.casefold() != "go" else at + 2
    told = words[by + 1 :]
    amount: Fraction | None = None
    share: Fraction | None = None
    if len(told) == 1 and said_in_dollars(told[0]) and money:
        amount = Fraction(told[0].shape.value)
    elif len(told) == 2 and money and _count(told[0]) is not None and told[1].lemma.casefold() == "dollar":
        amount = _count(told[0])  # "by 15 dollars"
    elif len(told) == 1 and not money and _count(told[0]) is not None:
        amount = _count(told[0])
    elif 1 <= len(told) <= 2 and percentage_at(words, len(words) - 1) is not None:
        first, share = percentage_at(words, len(words) - 1)
        if first.index != told[0].index:
            return None
        if share <= 0 or share > 1 or (sign < 0 and share >= 1):
            return None  # "by 0%"; "by 150%" (2.5 times or 1.5 times?); "decreased by 100%"
    else:
        return None  # "by 20" of money, "by $5" of marbles, "by 10% every year", "to $40"
    if amount is not None and amount <= 0:
        return None
    tokens = sentence.tokens
    said = " ".join(w.text for w in told)
    return _Change(
        tokens[0].start,
        tokens[words[0].index].start,
        tokens[words[-1].index].end,
        holder,
        kind,
        money,
        sign,
        amount,
        share,
        said,
        "VBD" in verb.tags,
        opens,
    )


def _subject(words: tuple[Word, ...]) -> tuple[str | None, tuple[Word, ...]]:
    """("she", <kind words>) for "Her red apples"; ("Tom", ...) for "Tom's apples"; (None, ()) else."""
    if not words:
        return None, ()
    first = words[0]
    if first.category == "pronoun" and first.text.casefold() in SUBJECTS:
        return SUBJECTS[first.text.casefold()], words[1:]
    if (
        len(words) >= 3
        and first.text[:1].isupper()
        and (first.category == "name" or bool(first.attr("name_gender")))
        and words[1].category == "possessive_marker"
    ):
        return first.text, words[2:]
    return None, ()


def _count(word: Word) -> Fraction | None:
    """A whole count told bare ("5", "five"); None for anything else (a unit, a fraction, a decimal)."""
    if word.category == "number" and (word.shape is None or word.shape.unit):
        return None
    value = plain_number(word)
    if value is None or value.denominator != 1:
        return None
    return value


def _held(story: str, change: _Change, lexicon: Lexicon, read: Callable) -> Fraction:
    """What the holder has of the kind at the change, as the reader reads the story so far."""
    does = "do" if change.holder.casefold() == "they" else "does"
    if change.money:
        question = f"How much money {does} {change.holder} have?"
        unit = "dollar"
    else:
        question = f"How many {' '.join(w.text for w in change.kind)} {does} {change.holder} have?"
        unit = " ".join(w.lemma.casefold() for w in change.kind)  # "red marble"
    found = read(f"{story.rstrip()} {question}", lexicon)
    value = getattr(found, "value", None)
    if value is None or getattr(found, "unit", None) != unit or value <= 0:
        raise Unread  # nothing of that kind told of the holder: the base is someone else's, or nobody's
    return value


def _amount(amount: Fraction, change: _Change) -> str:
    """ "$12.50" for money, "3" for a count; Unread for a part of a thing or a part of a cent."""
    if change.money:
        cents = amount * 100
        if cents.denominator != 1:
            raise Unread
        return (
            f"${_plain(amount)}"
            if amount.denominator == 1
            else f"${amount.numerator / amount.denominator:.2f}"
        )
    if amount.denominator != 1:
        raise Unread  # "25% more" of 10 marbles
    return str(amount.numerator)


def _verb(change: _Change) -> str:
    """The gain or the loss in the change verb's tense: "got" for "increased", "gets" for "increases"."""
    if change.past:
        return "got" if change.sign > 0 else "lost"
    plural = change.holder.casefold() == "they"
    if change.sign > 0:
        return "get" if plural else "gets"
    return "lose" if plural else "loses"


def _plain(value: Fraction) -> str:
    written = decimal_text(value)
    return written if written is not None else str(value)


__all__ = ["Rewrite", "own_amount_changes"]
