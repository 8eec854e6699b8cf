"""Part of a counted group drops out and the rest is counted (ADR 0235).

"A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that
did show up scored 6 points, how many points were scored total?" A group is counted, then a part of
it is set apart by a denied act ("didn't show up"), a denied state ("weren't working") or by going
away ("quit", "left", a verb the lexicon marks `motion: leave`). The sentence reading refuses the
part (a denied act has no rule). This reading is tried after the first refusal, only for a problem
made of nothing but:

- the group: "<holder> had|<verb, past> N <members> [total] [to|at a <place>], [but] [during a
  <thing>] <the part>" or "There were|are N <members> [words with no number] when <the part>";
- the part: "M of them" or "M <members>" (or the agent noun of the group's own '-ing' activity:
  "friends playing ... 5 players quit"), then "did not|didn't <verb> [<particle>]", "were not|weren't
  <verb>-ing", or a leaving verb ("quit", "[got tired of waiting and] left");
- the question, its 'if' clause naming the rest by the same words affirmed: "If each <member> that
  did <verb> [<particle>]" / "each <member> left" (after a leaving), then "<verb, past> K <things>"
  or "had K <things>", and "how many <things> were <verb, past>|did they <verb> [total]"; the rest
  times K;
- or, after a denied coming only (`motion: arrive`, or a noun marked `arrives: <particle>`: "show
  up"), "If the <seats> they had held K <members> each" / "If each <seat> [could] hold|held K
  <members>", "how many <seats> do they need?": the rest over K, only when it divides evenly;
- or, after a denied state, the group's one named holder: "If <he|she> [wanted to] sell|sold the
  <verb>-ing <members> for $P each, how much money could <he|she> earn?": the rest times P;
- or, after a leaving only, "If M of them <leave> and K more got <where>, how many <members> would be
  <where>?" with the group's own place words: the group less M and K more.

Negation is never skipped: a part that "did show up" is not a part that left, and the rest must be
named by the act the part denied. One group, whole counts, the part less than the group, every number
used. Anything else leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.doer_tallies import whole_count
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, one_person, or_none, plain_words

LEAVE = "leave"  # motion of a verb whose subject goes away from the group: "quit"
ACT, STATE, GONE = "act", "state", "gone"


@dataclass
class _Group:
    member: str = ""  # lemma of the members' noun
    other: str = ""  # the agent noun of the group's activity, also naming the members ("players")
    place: tuple[str, ...] = ()  # "in line": the group's own place words
    whole: tuple[Fraction, int, int] | None = None
    part: tuple[Fraction, int, int] | None = None
    drop: tuple[str, str, str] = ("", "", "")  # kind, verb lemma, particle
    away: bool = False  # the denied act is a coming ("didn't show up", "didn't come"): they stayed away
    holder: Word | None = None  # "Kaleb had 10 video games": the one person who has the group


def read_left_group(text: str, lexicon: Lexicon) -> Answer | None:
    """The rest of a group a part of which dropped out, counted or times a rate; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) != 2 or not sentences[-1].is_question or sentences[0].is_question:
        return None
    first = plain_words(sentences[0], lexicon)
    second = plain_words(sentences[1], lexicon)
    if not first or not second or second[0].lemma.casefold() != "if":
        return None
    group = _Group()
    at = _group(first, group)
    if at == len(first):  # "there were 9 people in line ...": the part is in the 'if' clause
        return _joined(second, group)
    end = _part(first, at, 0, group)
    if end != len(first):
        raise Unread
    if group.drop[0] == STATE:
        return _sale(second, group)
    if group.drop[0] == ACT and group.away:
        seated = or_none(_seats, second, group)  # those who came, seated; else counted like any rest
        if seated is not None:
            return seated
    return _rate(second, group)


def _plural(word: Word) -> bool:
    return word.category in ("noun", "person_noun") and "NNS" in word.tags


def _group(words: tuple[Word, ...], group: _Group) -> int:
    """The counted group; where the part begins (after 'but', 'when'), or the end after a place."""
    texts = [w.text.casefold() for w in words]
    there = next(
        (i for i in range(len(texts) - 1) if texts[i] == "there" and texts[i + 1] in ("were", "are")), -1
    )
    if there == 0 or (there == 3 and words[0].category.startswith("prep") and texts[1] == "the"):
        at, opening = there + 2, True  # "[At the fair] there were"
        if there and words[2].category != "noun":
            raise Unread
    else:
        opening = False
        at = next((i for i, w in enumerate(words) if w.category == "number"), -1)
        if at < 2:
            raise Unread
        verb = words[at - 1]
        if "VBD" not in verb.tags or verb.category not in ("verb_possess", "verb"):
            raise Unread  # "had 5 members", "invited 18 people"
        if any(w.category in ("pronoun", "number", "negation") for w in words[: at - 1]):
            raise Unread
        if at == 2 and verb.category == "verb_possess":
            group.holder = or_none(one_person, words[0], None)  # "Kaleb had", "Mike had"
    at = _whole(words, at, group)
    if opening and texts[at - 3] == "were" and at < len(words) and words[at].category == "prep_in":
        if at + 1 < len(words) and words[at + 1].category == "noun" and "NN" in words[at + 1].tags:
            group.place = (texts[at], texts[at + 1])  # "in line"
    if opening:
        when = next((i for i in range(at, len(words)) if texts[i] == "when"), None)
        between = words[at : when if when is not None else len(words)]
        if any(w.category in ("number", "negation", "conjunction", "punctuation") for w in between):
            raise Unread
        activity = [w for w in between if "VBG" in w.tags]
        if activity and words[at].text == activity[0].text:
            group.other = activity[0].lemma.casefold()  # "friends playing": players are these friends
        if when is None:
            if not group.place:
                raise Unread
            return len(words)
        return when + 1
    if at < len(words) and words[at].category == "aggregate_marker" and texts[at] == "total":
        at += 1
    if at + 2 < len(words) and texts[at] in ("to", "at") and words[at + 1].category == "article":
        if "NN" not in words[at + 2].tags or words[at + 2].category == "number":
            raise Unread
        at += 3  # "to a luncheon", "to a play"
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    if at >= len(words) or texts[at] != "but":
        raise Unread
    at += 1
    if at + 1 < len(words) and texts[at] == "during":
        at += 2 if words[at + 1].category == "article" else 1  # "during a game", "during practice"
        if (
            at >= len(words)
            or words[at].category not in ("noun", "verb_activity")
            or "NN" not in words[at].tags
        ):
            raise Unread
        at += 1
    return at


def _whole(words: tuple[Word, ...], at: int, group: _Group) -> int:
    """ "10 video games": the count and the head noun's lemma, narrowing nouns before it."""
    head = at + 1
    narrowing = ("noun", "adjective", "measure_adjective")
    while head + 1 < len(words) and words[head].category in narrowing and _plural(words[head + 1]):
        head += 1  # "video games", "old radios"
    if head >= len(words) or not _plural(words[head]):
        raise Unread
    count = whole_count(words[at])
    group.whole = (count, 0, words[at].index)
    group.member = words[head].lemma.casefold()
    return head + 1


def _names_members(word: Word, group: _Group) -> bool:
    lemma = word.lemma.casefold()
    if lemma == group.member:
        return True
    return (
        bool(group.other)
        and word.category == "person_noun"
        and lemma in (group.other + "er", group.other + "r")
    )


def _part(words: tuple[Word, ...], at: int, si: int, group: _Group) -> int:
    """ "2 members didn't show up", "8 of them weren't working", "5 players quit"; where it ends."""
    if at + 2 >= len(words):
        raise Unread
    texts = [w.text.casefold() for w in words]
    count = whole_count(words[at])
    if texts[at + 1 : at + 3] == ["of", "them"]:
        at += 3
    elif _plural(words[at + 1]) and _names_members(words[at + 1], group):
        at += 2
    else:
        raise Unread
    group.part = (count, si, words[at - 1].index)
    if at + 2 < len(words) and texts[at] == "did" and words[at + 1].category == "negation":
        verb = words[at + 2]
        if "VB" not in verb.tags or verb.category in ("auxiliary", "copula", "negation"):
            raise Unread
        at += 3
        particle = ""
        if at < len(words) and words[at].category == "preposition" and texts[at] in ("up", "in", "out"):
            particle, at = texts[at], at + 1  # "show up"
        group.drop = (ACT, verb.lemma.casefold(), particle)
        group.away = verb.attr("motion") == "arrive" and not particle
        group.away = group.away or bool(particle and verb.attr("arrives") == particle)
        return at
    if at + 2 < len(words) and words[at].category == "copula" and words[at + 1].category == "negation":
        if texts[at] not in ("were", "was") or "VBG" not in words[at + 2].tags:
            raise Unread
        group.drop = (STATE, words[at + 2].lemma.casefold(), "")
        return at + 3
    end = at
    while end < len(words) and not _leaving(words[end]):
        if words[end].category in ("number", "negation", "punctuation", "auxiliary", "comparative"):
            raise Unread
        end += 1
    if end == len(words) or (end > at and (texts[end - 1] != "and" or words[at].category != "verb_gain")):
        raise Unread  # "got tired of waiting and left": only a getting before the leaving
    group.drop = (GONE, "", "")
    return end + 1


def _leaving(word: Word) -> bool:
    """ "left", "quit": the subject goes away (`motion: leave`)."""
    if word.category == "residual_marker" and word.text.casefold() == "left":
        return True
    return word.attr("motion") == LEAVE and "VBD" in word.tags


def _rest(words: tuple[Word, ...], at: int, group: _Group) -> int:
    """The rest named by the part's words affirmed: "each member that did show up"; where it ends."""
    texts = [w.text.casefold() for w in words]
    kind, verb, particle = group.drop
    if kind == STATE:
        if texts[at : at + 1] != ["the"] or at + 2 >= len(words):
            raise Unread
        state, noun = words[at + 1], words[at + 2]
        if "VBG" not in state.tags or state.lemma.casefold() != verb or not _plural(noun):
            raise Unread
        if not _names_members(noun, group):
            raise Unread
        return at + 3
    if texts[at : at + 1] != ["each"] or at + 2 >= len(words) or not _names_members(words[at + 1], group):
        raise Unread
    if "NN" not in words[at + 1].tags:
        raise Unread
    at += 2
    if kind == GONE:
        if texts[at : at + 1] != ["left"]:
            raise Unread
        return at + 1
    want = ["did", verb] + ([particle] if particle else [])
    if at + 1 + len(want) > len(words) or texts[at] not in ("that", "who"):
        raise Unread
    if [texts[at + 1]] + [w.lemma.casefold() for w in words[at + 2 : at + 1 + len(want)]] != [
        "did",
        verb,
        *([particle] if particle else []),
    ]:
        raise Unread
    return at + 1 + len(want)


def _rate(words: tuple[Word, ...], group: _Group) -> Answer:
    """ "If each member that did show up scored 6 points, how many points were scored total?"."""
    texts = [w.text.casefold() for w in words]
    at = _rest(words, 1, group)
    subject_end = at
    if group.drop[0] == STATE:
        raise Unread  # the rest named as an object is read only in a sale
    if at + 3 >= len(words):
        raise Unread
    verb = words[at]
    if "VBD" not in verb.tags or verb.category not in ("verb_gain", "verb_possess", "verb_earn", "verb_sell"):
        raise Unread
    rate = whole_count(words[at + 1])
    thing = words[at + 2]
    if not _plural(thing) or words[at + 3].attr("mark") != "comma":
        raise Unread
    q = texts[at + 4 :]
    if q[:3] != ["how", "many", texts[at + 2]]:
        raise Unread
    tail = [w for w in words[at + 7 :]]
    tail_texts = [w.text.casefold() for w in tail]
    if tail_texts and tail_texts[-1] == "total":
        tail, tail_texts = tail[:-1], tail_texts[:-1]
    if len(tail) == 2 and tail_texts[0] in ("were", "was"):
        asked = tail[1]
        if "VBN" not in asked.tags or asked.lemma.casefold() != verb.lemma.casefold():
            raise Unread  # "how many points were lost"
    elif len(tail) == 3 and tail_texts[:2] == ["did", "they"]:
        asked = tail[2]
        if "VB" not in asked.tags or asked.lemma.casefold() != verb.lemma.casefold():
            raise Unread
    else:
        raise Unread
    return _answer(group, rate, words[at + 1].index, thing.lemma.casefold(), words[subject_end - 1].index)


def _holder_again(word: Word, group: _Group) -> None:
    """The group's one holder again: the same name, or 'he'/'she' agreeing with it."""
    if group.holder is None:
        raise Unread
    group.holder = one_person(word, group.holder)


def _sale(words: tuple[Word, ...], group: _Group) -> Answer:
    """ "If he wanted to sell the working games for $6 each, how much money could he earn?"."""
    texts = [w.text.casefold() for w in words]
    _holder_again(words[1], group)
    at = 2
    if texts[at : at + 2] == ["wanted", "to"]:
        at += 2
    sell = words[at]
    if sell.category != "verb_sell" or not ({"VB", "VBD"} & set(sell.tags)):
        raise Unread
    at = _rest(words, at + 1, group)
    if at + 4 >= len(words) or texts[at] != "for" or texts[at + 2] != "each":
        raise Unread
    price = words[at + 1]
    shape = price.shape
    if price.category != "number" or shape is None or shape.primitive != "currency" or shape.value <= 0:
        raise Unread
    rate, unit = Fraction(shape.value), shape.unit or "dollar"
    at += 3
    if words[at].attr("mark") == "comma":
        at += 1
    q = words[at:]
    if len(q) < 5 or [w.text.casefold() for w in q[:2]] != ["how", "much"] or q[2].category != "money_noun":
        raise Unread
    if q[3].category != "auxiliary" or q[3].text.casefold() not in ("could", "would", "will", "did", "can"):
        raise Unread
    _holder_again(q[4], group)
    if len(q) != 6 or q[5].category != "verb_earn" or "VB" not in q[5].tags:
        raise Unread
    return _answer(group, rate, price.index, unit, q[0].index)


def _seats(words: tuple[Word, ...], group: _Group) -> Answer:
    """ "If the tables they had held 3 people each, how many tables do they need?": those who came, seated."""
    texts = [w.text.casefold() for w in words]
    if texts[1:2] == ["each"]:
        seat, at = words[2], 3  # "If each table held 3 people"
        if "NN" not in seat.tags or seat.category != "noun":
            raise Unread
    elif texts[1:2] == ["the"] and texts[3:5] == ["they", "had"]:
        seat, at = words[2], 5  # "If the tables they had held 3 people each"
        if not _plural(seat):
            raise Unread
    else:
        raise Unread
    if texts[at : at + 2] in (["could", "hold"], ["can", "hold"]):
        at += 1  # "each table could hold 4 people"
    elif words[at].lemma.casefold() != "hold" or "VBD" not in words[at].tags:
        raise Unread
    size, size_at = whole_count(words[at + 1]), words[at + 1].index
    if at + 2 >= len(words) or not _names_members(words[at + 2], group) or not _plural(words[at + 2]):
        raise Unread
    at += 3
    if texts[1] == "the":
        if texts[at : at + 1] != ["each"]:
            raise Unread
        at += 1
    if words[at].attr("mark") == "comma":
        at += 1
    q = texts[at:]
    if (
        q[:3] != ["how", "many", words[at + 2].text.casefold()]
        or words[at + 2].lemma.casefold() != seat.lemma.casefold()
    ):
        raise Unread
    if q[3:] not in (
        ["do", "they", "need"],
        ["did", "they", "need"],
        ["will", "they", "need"],
        ["would", "they", "need"],
    ):
        raise Unread
    assert group.whole is not None and group.part is not None
    whole, part = group.whole[0], group.part[0]
    if part >= whole:
        raise Unread
    came = whole - part
    if came % size:
        raise Unread  # a table part full: whether to round is not read here
    value = came / size
    unit = seat.lemma.casefold()
    steps = (
        f"{fmt(whole)} {group.member}s, {fmt(part)} did not come: {fmt(whole)} - {fmt(part)} = {fmt(came)} came",
        f"{fmt(came)} / {fmt(size)} {group.member}s for each {unit} = {fmt(value)} {unit}s",
    )
    return _built(group, value, unit, steps, ((1, size_at),), (1, words[at].index))


def _joined(words: tuple[Word, ...], group: _Group) -> Answer:
    """ "If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?"."""
    texts = [w.text.casefold() for w in words]
    at = _part(words, 1, 1, group)
    if group.drop[0] != GONE or at + 5 >= len(words) or texts[at] != "and":
        raise Unread
    more, more_at = whole_count(words[at + 1]), words[at + 1].index
    if texts[at + 2] != "more" or words[at + 3].category != "verb_gain" or "VBD" not in words[at + 3].tags:
        raise Unread
    at += 4
    place = tuple(texts[at : at + len(group.place)])
    if not group.place or place != group.place:
        raise Unread
    at += len(place)
    if words[at].attr("mark") == "comma":
        at += 1
    if (
        texts[at : at + 2] != ["how", "many"]
        or at + 2 >= len(words)
        or words[at + 2].lemma.casefold() != group.member
    ):
        raise Unread
    if texts[at + 3 :] not in (["would", "be", *place], ["are", *place], ["were", *place]):
        raise Unread
    assert group.whole is not None and group.part is not None
    whole, part = group.whole[0], group.part[0]
    if part >= whole:
        raise Unread
    value = whole - part + more
    steps = (
        f"{fmt(whole)} {group.member}s, {fmt(part)} of them left: {fmt(whole)} - {fmt(part)} = {fmt(whole - part)}",
        f"{fmt(whole - part)} + {fmt(more)} more = {fmt(value)} {group.member}s",
    )
    return _built(group, value, group.member, steps, ((1, more_at),), (1, words[at].index))


def _answer(group: _Group, rate: Fraction, rate_at: int, thing: str, rest_at: int) -> Answer:
    assert group.whole is not None and group.part is not None
    whole, part = group.whole[0], group.part[0]
    if part >= whole:
        raise Unread  # none stayed, or more dropped out than there were
    rest = whole - part
    value = rest * rate
    kind, verb, particle = group.drop
    gone = {ACT: f"did not {verb} {particle}".strip(), STATE: f"were not {verb}ing", GONE: "left"}[kind]
    steps = (
        f"{fmt(whole)} {group.member}s, {fmt(part)} {gone}: {fmt(whole)} - {fmt(part)} = {fmt(rest)} left in the group",
        f"{fmt(rest)} x {fmt(rate)} {thing}s each = {fmt(value)} {thing}s",
    )
    return _built(group, value, thing, steps, ((1, rate_at),), (1, rest_at))


def _built(
    group: _Group,
    value: Fraction,
    unit: str,
    steps: tuple[str, ...],
    more: tuple[tuple[int, int], ...],
    asked: tuple[int, int],
) -> Answer:
    """The group's count and the part that dropped out as one chain; the answer as derived."""
    assert group.whole is not None and group.part is not None
    key = f"{group.member}+group"
    whole, wsi, wti = group.whole
    part, psi, pti = group.part
    events = (
        Event("group", key, "hold", 1, whole, "", (wsi, 0), wsi, wti, fmt(whole)),
        Event("group", key, "change", -1, part, "", (psi, 1), psi, pti, fmt(part), verb_lemma=group.drop[1]),
    )
    question = QuestionTarget("value", ("group",), Unit(unit), asked[0], asked[1])
    graph = MathProblemGraph(
        (EntityRef("group", group.member, "any", "plural", "group", 0),),
        (UnitSpec(key, f"{group.member}s in the group", "", True),),
        events,
        question,
        (key,),
        Fraction(1),
        unit,
        ((wsi, wti), (psi, pti), *more),
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


__all__ = ["Answer", "read_left_group"]
