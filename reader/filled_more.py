"""Containers filled, then 'N more' of them, each holding a told count: "On Saturday he filled 6 bags up
and on Sunday he filled 3 more bags. If each bag had 8 cans in it, how many cans did he pick up
total?" (ADR 0234).

A verb marked `fills: container` in the pack ('fill', 'refill') takes a count of containers made full
as its object. Said again with 'N more' ('filled 3 more bags') or 'another N' it adds N to the
containers the same person filled before, so 'more' compares the second filling with the first and
needs no 'than'. A holding said of one container ('each bag had 8 cans in it') then gives the things
in all of them: the sum of the containers filled times the count in each. The sentence reading refuses
'more' (no rule gives it a role) and 'fill' (no arithmetic role taught). This reading is tried after
that refusal, only for a problem made of nothing but:

- an optional setting: "<Name> was|is <gathering verb, -ing> <things> [<preposition> [the] <noun>]"
  ("Paul was collecting cans for recycling"); its things must be the things asked;
- one or more sentences of fillings joined by 'and' or a comma: "[then] [on Saturday,] <he|Name>
  <fill verb, past> [up] N <containers> [up] [of <things>] [on Sunday]"; the first filling tells its
  count plainly, every later one says 'N more' or 'another N'; one person and one kind of container;
- the holding of one container, in its own sentence or opening the question with 'If': "each
  <container> had|held|contained K <things> [in|inside it]";
- the question: "how many <things> did|does <he|Name> <gathering verb or have> [up] [total|altogether|
  in all|in total]".

"filled 3 more bags" with no filling before it, "filled 3 more bags than Ann", two persons, two kinds of
container, "6 bags of cans and 3 more bags of bottles", a missing count in each and any other word
leave the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, past_joiner, plain_words

FILLS = "container"  # the `fills` attribute of a verb whose object is a count of containers made full
TOTALS = ("total", "altogether")
HOLDS = ("have", "hold", "contain")
TIMED = ("on", "in", "at")  # a preposition before a said time: "on Saturday", "in the morning", "at noon"


@dataclass
class _Fill:
    count: Fraction
    sentence_index: int
    token_index: int


@dataclass
class _Story:
    doer: Word | None = None
    verb: str = ""  # the lemma of the fill verb
    said: str = ""  # the fill verb as the story says it ("filled")
    container: str = ""  # the lemma of the container filled
    thing: str = ""  # the lemma of the thing each container holds (and the question asks)
    fills: list[_Fill] = field(default_factory=list)
    each: tuple[Fraction, int, int] | None = None  # the count in one container, sentence, token


def read_filled_more(text: str, lexicon: Lexicon) -> Answer | None:
    """The things in every container filled, the later fillings told as 'N more'; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    if "fills" not in text_words(text, lexicon).attrs:
        return None  # the test below: no word fills a container (a guard, docs/performance.md)
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    if not any(w is not None and w.attr("fills") == FILLS for s in sentences for w in _raw(s, lexicon)):
        return None  # no container is filled: not this reading's problem
    said = [plain_words(s, lexicon) for s in sentences]
    story = _Story()
    si = 0
    if _setting(said[0], story):
        si = 1
    while si < len(said) - 1 and any(w.attr("fills") == FILLS for w in said[si]):
        _fillings(said[si], si, story)
        si += 1
    if not story.fills or len(story.fills) < 2:
        raise Unread  # 'more' needs a filling before it
    question = said[-1]
    if si == len(said) - 2:
        at = _each(said[si], 0, si, story)
        if at != len(said[si]):
            raise Unread
        at = 0
    elif si == len(said) - 1:
        if not question or question[0].category != "subordinator" or question[0].lemma.casefold() != "if":
            raise Unread
        at = _each(question, 1, si, story)
        if at >= len(question) or question[at].attr("mark") != "comma":
            raise Unread
        at += 1
    else:
        raise Unread
    _question(question, at, story)
    return _solve(story, (len(said) - 1, question[at].index))


def _raw(sentence, lexicon: Lexicon) -> list[Word | None]:
    from reader.lifecycle import sentence_words

    return list(sentence_words(sentence, lexicon))


def _noun(word: Word, lemma: str = "") -> bool:
    return word.category == "noun" and (not lemma or word.lemma.casefold() == lemma)


def _setting(words: tuple[Word, ...], story: _Story) -> bool:
    """ "Paul was collecting cans for recycling": the person and the things; False when not a setting."""
    if len(words) < 4 or words[1].category != "copula":
        return False
    try:
        doer = one_person(words[0], None)
    except Unread:
        return False
    if words[1].text.casefold() not in ("was", "is"):
        return False
    verb, things = words[2], words[3]
    if "VBG" not in verb.tags or verb.category not in ("verb_gain", "verb"):
        return False
    if not _noun(things) or "NNS" not in things.tags:
        raise Unread
    rest = words[4:]
    if rest:  # "for recycling", "at the beach"
        if (
            rest[0].category not in ("prep_price", "prep_in", "preposition")
            or rest[0].lemma.casefold() == "than"
        ):
            raise Unread
        rest = rest[1:]
        if rest and rest[0].category == "article":
            rest = rest[1:]
        if len(rest) != 1 or not _noun(rest[0]):
            raise Unread
    story.doer = doer
    story.thing = things.lemma.casefold()
    return True


def _time(words: tuple[Word, ...], at: int) -> int:
    """A said time ("on Saturday", "at noon", "the next day", "then"), and a comma after it; where it ends."""
    start = at
    if (
        at < len(words)
        and words[at].category in ("prep_in", "prep_price")
        and words[at].lemma.casefold() in TIMED
    ):
        at += 1
    if at < len(words) and words[at].category == "article" and words[at].lemma.casefold() == "the":
        at += 1
    told = False
    while at < len(words) and (
        words[at].category == "time_marker"
        or (words[at].category == "unit_noun" and words[at].attr("dimension") == "time" and told)
    ):
        told, at = True, at + 1
    if not told:
        return start
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    return at


def _fillings(words: tuple[Word, ...], si: int, story: _Story) -> None:
    """ "On Saturday he filled 6 bags up and on Sunday he filled 3 more bags"."""
    at = 0
    while True:
        at = _filling(words, at, si, story)
        if at == len(words):
            return
        at = past_joiner(words, at)


def _filling(words: tuple[Word, ...], at: int, si: int, story: _Story) -> int:
    at = _time(words, at)
    if at < len(words) and words[at].attr("fills") != FILLS:
        story.doer = one_person(words[at], story.doer)
        at += 1
    elif story.doer is None:
        raise Unread  # whose filling?
    if at >= len(words):
        raise Unread
    verb = words[at]
    if verb.attr("fills") != FILLS or "VBD" not in verb.tags:
        raise Unread
    if story.verb and story.verb != verb.lemma.casefold():
        raise Unread
    story.verb, story.said = verb.lemma.casefold(), verb.text.casefold()
    at += 1
    at = _up(words, at)
    later = bool(story.fills)
    if later and at < len(words) and words[at].category == "additive_marker":
        at += 1  # "another 3 bags"
        more = True
    else:
        more = False
    if at >= len(words):
        raise Unread
    number = words[at]
    count = whole_count(number)
    at += 1
    if (
        not more
        and at < len(words)
        and words[at].category == "comparative"
        and words[at].lemma.casefold() == "more"
    ):
        at += 1
        more = True
    if more != later:
        raise Unread  # the first filling told with 'more', or a later one without it
    if at >= len(words) or not _noun(words[at]):
        raise Unread
    container = words[at]
    if ("NNS" if count != 1 else "NN") not in container.tags:
        raise Unread
    if story.container and story.container != container.lemma.casefold():
        raise Unread  # two kinds of container
    story.container = container.lemma.casefold()
    at += 1
    if at + 1 < len(words) and words[at].category == "prep_of":
        thing = words[at + 1]
        if not _noun(thing) or "NNS" not in thing.tags:
            raise Unread
        if story.thing and story.thing != thing.lemma.casefold():
            raise Unread  # "bags of bottles" when the story gathers cans
        story.thing = thing.lemma.casefold()
        at += 2
    at = _up(words, at)
    at = _time(words, at)
    story.fills.append(_Fill(count, si, number.index))
    return at


def _up(words: tuple[Word, ...], at: int) -> int:
    if at < len(words) and words[at].category == "preposition" and words[at].lemma.casefold() == "up":
        return at + 1
    return at


def _each(words: tuple[Word, ...], at: int, si: int, story: _Story) -> int:
    """ "each bag had 8 cans in it"; where it ends."""
    if at + 5 > len(words):
        raise Unread
    each, container, holds, number, thing = words[at : at + 5]
    if each.category != "distributive" or each.lemma.casefold() != "each":
        raise Unread
    if not _noun(container, story.container) or "NN" not in container.tags:
        raise Unread
    if holds.category != "verb_possess" or holds.lemma.casefold() not in HOLDS:
        raise Unread
    if not ({"VBD", "VBZ"} & set(holds.tags)):
        raise Unread
    count = whole_count(number)
    if not _noun(thing) or "NNS" not in thing.tags or thing.lemma.casefold() == story.container:
        raise Unread
    if story.thing and story.thing != thing.lemma.casefold():
        raise Unread
    story.thing = thing.lemma.casefold()
    story.each = (count, si, number.index)
    at += 5
    if (
        at + 1 < len(words)
        and words[at].category == "prep_in"
        and words[at].lemma.casefold() in ("in", "inside")
    ):
        if words[at + 1].category != "pronoun" or words[at + 1].text.casefold() != "it":
            raise Unread
        at += 2
    return at


def _question(words: tuple[Word, ...], at: int, story: _Story) -> None:
    """ "how many cans did he pick up total"."""
    rest = words[at:]
    if len(rest) < 5 or rest[0].category != "question_word" or rest[0].lemma.casefold() != "how":
        raise Unread
    if rest[1].category != "question_quantity" or rest[1].attr("kind") != "count":
        raise Unread
    if not _noun(rest[2], story.thing) or "NNS" not in rest[2].tags:
        raise Unread
    if rest[3].category != "auxiliary" or rest[3].text.casefold() not in ("did", "does"):
        raise Unread
    story.doer = one_person(rest[4], story.doer)
    i = 5
    if i >= len(rest):
        raise Unread
    verb = rest[i]
    gathers = verb.category == "verb_gain" or (
        verb.category == "verb_possess" and verb.lemma.casefold() == "have"
    )
    if not gathers or "VB" not in verb.tags:
        raise Unread
    i = _up(rest, i + 1)
    if i < len(rest) and rest[i].category == "aggregate_marker" and rest[i].lemma.casefold() in TOTALS:
        i += 1
    elif i + 1 < len(rest) and rest[i].category == "prep_in" and rest[i].lemma.casefold() == "in":
        if rest[i + 1].lemma.casefold() not in ("all", "total"):
            raise Unread
        i += 2
    if i != len(rest):
        raise Unread


def _solve(story: _Story, where: tuple[int, int]) -> Answer | None:
    if story.doer is None or story.each is None or len(story.fills) < 2:
        return None
    each, esi, eti = story.each
    filled = sum((f.count for f in story.fills), Fraction(0))
    value = filled * each
    told = ", then ".join(
        f"{fmt(f.count)}{' more' if n else ''} {story.container}s" for n, f in enumerate(story.fills)
    )
    steps = (
        f"{story.doer.text} {story.said} {told}",
        f"{' + '.join(fmt(f.count) for f in story.fills)} = {fmt(filled)} {story.container}s",
        f"{fmt(filled)} x {fmt(each)} {story.thing}s in each {story.container} = {fmt(value)} {story.thing}s",
    )
    changes = DoerChanges(
        f"{story.thing}+{story.verb}",
        f"{story.thing} (in the {story.container}s {story.said})",
        story.thing,
        "verb_gain",
        story.verb,
    )
    tallies = tuple(
        Tally(
            f.count * each, f.sentence_index, f.token_index, f"{story.verb} {fmt(f.count)} {story.container}s"
        )
        for f in story.fills
    )
    return doer_answer(story.doer, changes, tallies, where, (value, steps), ((esi, eti),))


__all__ = ["Answer", "read_filled_more"]
