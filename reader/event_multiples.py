"""A multiple of a done amount: "Bo picked twice as many as Ada", "She sold 3 times as many pens as pencils" (ADR 0477).

The sentence reader reads 'as many as' of a holding ("Nell has twice as many pens as pencils") and of
another doer's move when the things are named ("Bo picked twice as many plums as Ada"); a
multiple of a move of the same doer's other things, one with no things named, or one whose base is
only found from the multiple refuse. Yet with the same verb on both sides the multiple plainly
scales one told amount of that verb. This reading retells the multiple as the amount it names and
reads the whole problem again, so every other word (the question above all) is the sentence
reader's to read or refuse.

Read, in a story of plain statements ending in one question:

- "<A> <verb> <F> as many [<things>] as <B>[ 's| did]": B is another person by name; the one
  statement "<B> <verb> N <things>" (the same verb word, so the same tense) gives A's amount,
  F x N of those things;
- "<A> <verb> <F> as many <things> as <other things>": the one statement "<A> <verb> N <other
  things>" gives F x N <things>;
- the same multiples with the base never told but A's own amount told once ("<A> <verb> N
  <things>", in a statement or in the question's opening "If ..."): the base is N / F, and the
  multiple is retold as the base's statement ("Remy baked 16 pies").

F is 'twice', 'thrice', 'half' or "N times"; the verb is a move (bought, sold, ate, caught, picked,
wrote ...); a statement may hold one such clause or two joined by 'and', ', and', ',' or 'while'. A
person is a name, or 'he'/'she' for the story's one named person.

Refused (None, so the first refusal stands): a second multiple, a base told twice or by another
verb or tense, a base person who did anything else, the multiple's things other than the base's, a
doer whose own amount of those things is also told, a count that is not whole, 'as much', a measure
or money ("pounds of", "$"), any word after the things or the base (a day, a place, 'each'), a
statement of any other shape that tells an amount or names the things or the verb, a pronoun in a
story of two names, and a question with any amount but the one opening "If" statement.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.frames import MOVE_VERBS
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, plain_number, plain_words

__all__ = ["event_multiples"]

FACTOR_WORDS = {"twice": Fraction(2), "thrice": Fraction(3), "half": Fraction(1, 2)}
# words that tell, scale or compare an amount: a statement of another shape with one may hold a base
AMOUNT_CATEGORIES = frozenset(
    {
        "number",
        "number_word",
        "multiplier",
        "fraction_word",
        "percent_word",
        "comparative",
        "than_marker",
        "scale_word",
        "as_marker",
        "question_quantity",
        "vague_quantifier",
        "distributive",
        "additive_marker",
        "residual_marker",
    }
)


@dataclass(frozen=True, slots=True)
class _Told:
    """ "<doer> <verb> N <things>": one done amount."""

    doer: str
    verb: str
    count: Fraction
    things: tuple[Word, ...]


@dataclass(frozen=True, slots=True)
class _Multiple:
    """ "<doer> <verb> <F> as many [<things>] as <base>"; the base is a person or other things."""

    doer: str
    verb: Word
    factor: Fraction
    things: tuple[Word, ...]
    person: Word | None
    of_things: tuple[Word, ...]
    start: int  # the multiple's first character (its factor)
    clause_start: int  # the clause's first character (its doer)
    end: int


def _t(word: Word) -> str:
    return word.text.casefold()


def _key(things: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_t(w) for w in things)


def _head(things: tuple[Word, ...]) -> str:
    return things[-1].lemma.casefold()


def _things(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """Plain counted things ("apples", "red apples", "toy cars"): all the words; Unread otherwise."""
    if not words:
        raise Unread
    for w in words[:-1]:
        if w.category not in ("noun", "adjective") or (w.category == "adjective" and w.text[:1].isupper()):
            raise Unread
    last = words[-1]
    if last.category != "noun" or "NNS" not in last.tags or last.attr("unit_kind") or last.attr("currency"):
        raise Unread  # "pounds", "dollars", a singular: not counted things
    return words


def _count(word: Word) -> Fraction:
    value = plain_number(word)
    if value is None or value.denominator != 1 or value <= 0:
        raise Unread
    return value


class _Story:
    """The story's one named person, for 'he' and 'she'."""

    def __init__(self, names: list[Word]) -> None:
        self.only = names[0] if len({_t(n) for n in names}) == 1 else None

    def doer(self, word: Word) -> str:
        if word.category == "name":
            return _t(word)
        if self.only is None:
            raise Unread  # 'he' in a story of two names (or none): who?
        return _t(one_person(word, self.only))


def _told(words: tuple[Word, ...], story: _Story) -> _Told:
    if len(words) < 4 or words[1].category not in MOVE_VERBS:
        raise Unread
    return _Told(story.doer(words[0]), _t(words[1]), _count(words[2]), _things(words[3:]))


def _multiple(words: tuple[Word, ...], story: _Story, sentence: Sentence) -> _Multiple:
    if len(words) < 6 or words[1].category not in MOVE_VERBS:
        raise Unread
    at = 2
    if _t(words[at]) in FACTOR_WORDS:
        factor = FACTOR_WORDS[_t(words[at])]
        at += 1
    elif _t(words[at + 1]) == "times":
        factor = _count(words[at])
        if factor < 2:
            raise Unread
        at += 2
    else:
        raise Unread
    if [_t(w) for w in words[at : at + 2]] != ["as", "many"]:
        raise Unread  # 'as much': a measure, money or time, not counted things
    rest = words[at + 2 :]
    second = [i for i, w in enumerate(rest) if _t(w) == "as"]
    if len(second) != 1:
        raise Unread
    own = _things(rest[: second[0]]) if second[0] else ()
    base = rest[second[0] + 1 :]
    person: Word | None = None
    of_things: tuple[Word, ...] = ()
    if base and base[0].category == "name":
        if len(base) > 2 or (len(base) == 2 and _t(base[1]) not in ("'s", "did")):
            raise Unread
        person = base[0]
    else:
        of_things = _things(base)
        if not own or _head(own) == _head(of_things):
            raise Unread
    tokens = sentence.tokens
    return _Multiple(
        story.doer(words[0]),
        words[1],
        factor,
        own,
        person,
        of_things,
        tokens[words[2].index].start,
        tokens[words[0].index].start,
        tokens[words[-1].index].end,
    )


def _clause(words: tuple[Word, ...], story: _Story, sentence: Sentence) -> _Told | _Multiple:
    if any(_t(w) == "as" for w in words):
        return _multiple(words, story, sentence)
    return _told(words, story)


def _clauses(words: tuple[Word, ...], story: _Story, sentence: Sentence) -> list[_Told | _Multiple]:
    """One clause, or two joined by 'and', ', and', ',' or 'while' before a doer and a move verb."""
    try:
        return [_clause(words, story, sentence)]
    except Unread:
        pass
    for i in range(2, len(words) - 2):
        w = words[i]
        joiner = _t(w) == "while" or (w.category == "conjunction" and _t(w) == "and")
        comma = w.attr("mark") == "comma"
        if not (joiner or comma):
            continue
        after = i + 2 if comma and _t(words[i + 1]) == "and" else i + 1
        if after + 1 < len(words) and words[after + 1].category in MOVE_VERBS:
            return [_clause(words[:i], story, sentence), _clause(words[after:], story, sentence)]
    raise Unread


def _question_told(words: tuple[Word, ...], story: _Story) -> _Told | None:
    """The question's opening "If <doer> <verb> N <things>," or None; Unread for any other amount."""
    if words and _t(words[0]) == "if":
        commas = [i for i, w in enumerate(words) if w.attr("mark") == "comma"]
        if not commas:
            raise Unread
        told = _told(words[1 : commas[0]], story)
        rest = words[commas[0] + 1 :]
    else:
        told, rest = None, words
    if any(w.category in AMOUNT_CATEGORIES - {"question_quantity"} for w in rest):
        raise Unread
    return told


def _read(text: str, lexicon: Lexicon) -> Rewrite:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        raise Unread
    if any(s.terminator != "." for s in sentences[:-1]):
        raise Unread
    body = [plain_words(s, lexicon) for s in sentences]
    story = _Story([w for words in body for w in words if w.category == "name"])
    clauses: list[_Told | _Multiple] = []
    others: list[tuple[Word, ...]] = []
    for sentence, words in zip(sentences[:-1], body[:-1], strict=True):
        try:
            clauses.extend(_clauses(words, story, sentence))
        except Unread:
            others.append(words)  # not this reading's shape: it must tell no amount
    asked = _question_told(body[-1], story)
    told = [c for c in clauses if isinstance(c, _Told)] + ([asked] if asked is not None else [])
    multiples = [c for c in clauses if isinstance(c, _Multiple)]
    if len(multiples) != 1:
        raise Unread
    (multiple,) = multiples
    for words in others:
        for w in words:
            if w.category in AMOUNT_CATEGORIES or w.lemma.casefold() == multiple.verb.lemma.casefold():
                raise Unread
            if w.category == "noun" and any(w.lemma.casefold() == _head(c.things) for c in told):
                raise Unread
            if w.category == "noun" and w.lemma.casefold() in _named_heads(multiple):
                raise Unread
    pairs = [(c.doer, _head(c.things)) for c in told]
    if len(set(pairs)) != len(pairs):
        raise Unread  # one doer's amount of one kind told twice: which is the base?
    if multiple.person is not None:
        return _of_person(text, multiple, told)
    return _of_things(text, multiple, told)


def _named_heads(multiple: _Multiple) -> set[str]:
    heads = set()
    if multiple.things:
        heads.add(_head(multiple.things))
    if multiple.of_things:
        heads.add(_head(multiple.of_things))
    return heads


def _of_person(text: str, m: _Multiple, told: list[_Told]) -> Rewrite:
    assert m.person is not None
    base = _t(m.person)
    if base == m.doer:
        raise Unread
    by_base = [c for c in told if c.doer == base]
    if len(by_base) > 1:
        raise Unread  # the base person did two things: which one is scaled?
    if by_base:
        (b,) = by_base
        if b.verb != _t(m.verb) or (m.things and _key(m.things) != _key(b.things)):
            raise Unread  # another verb or tense, or other things
        if any(c.doer == m.doer and _head(c.things) == _head(b.things) for c in told):
            raise Unread  # the doer's own amount told as well
        value = b.count * m.factor
        things = " ".join(w.text for w in b.things)
        new = f"{_whole(value)} {things}"
        step = f"'{text[m.start : m.end]}': {fmt(m.factor)} x {fmt(b.count)} = {new}"
        return _edit(text, m.start, m.end, new, step)
    if not m.things:
        raise Unread
    own = [c for c in told if c.doer == m.doer and _head(c.things) == _head(m.things)]
    if len(own) != 1 or own[0].verb != _t(m.verb) or _key(own[0].things) != _key(m.things):
        raise Unread
    value = own[0].count / m.factor
    things = " ".join(w.text for w in m.things)
    new = f"{m.person.text} {m.verb.text} {_whole(value)} {things}"
    step = f"'{text[m.clause_start : m.end]}' with {fmt(own[0].count)} told: {m.person.text} {_whole(value)}"
    return _edit(text, m.clause_start, m.end, new, step)


def _of_things(text: str, m: _Multiple, told: list[_Told]) -> Rewrite:
    mine = {_head(c.things): c for c in told if c.doer == m.doer}
    base = mine.get(_head(m.of_things))
    own = mine.get(_head(m.things))
    if (base is None) == (own is None):
        raise Unread  # neither told, or both: nothing to find, or a relation to check
    if base is not None:
        if base.verb != _t(m.verb) or _key(base.things) != _key(m.of_things):
            raise Unread
        value = base.count * m.factor
        new = f"{_whole(value)} {' '.join(w.text for w in m.things)}"
        step = f"'{text[m.start : m.end]}': {fmt(m.factor)} x {fmt(base.count)} = {new}"
        return _edit(text, m.start, m.end, new, step)
    assert own is not None
    if own.verb != _t(m.verb) or _key(own.things) != _key(m.things):
        raise Unread
    value = own.count / m.factor
    new = f"{_whole(value)} {' '.join(w.text for w in m.of_things)}"
    step = f"'{text[m.start : m.end]}' with {fmt(own.count)} told: {new}"
    return _edit(text, m.start, m.end, new, step)


def _whole(value: Fraction) -> int:
    if value.denominator != 1 or value <= 0:
        raise Unread
    return value.numerator


def _edit(text: str, start: int, end: int, new: str, step: str) -> Rewrite:
    found = with_edits(text, [(start, end, new)], [step])
    if found is None:
        raise Unread
    return found


def event_multiples(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its one multiple of a done amount told as that amount; None when this does not read it."""
    return or_none(_read, text, lexicon)
