"""Part of a counted group drops out and the rest is counted (ADR 0235).

"A chess club had 8 members total, but during a match 3 members didn't show up. If each member that
did show up scored 4 points, how many points were scored total?" A group is counted, then a part of
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

ADR 0242 adds: 'and' parting the group from its drop-out as 'but' does; a holder "[At lunch] a
<person noun> had"; a denied act with one object ("didn't leave a tip") whose rest pays, "If he got $3
each from the ones who did tip|did leave a tip, how much money did he earn?"; a denied passive
("didn't get picked [for the team]"); and, with the part in the 'if' clause (the group sentence closing
after the members, "to <verb> [on|for]" or "in his <noun>"), the rest shared "and the rest were
put|split into K <groups>, how many <members> would be in each <group>?", seated "and the rest of his
<tables> had K people at each <table>, how many <tables> did he have?" (both evenly only), or joined
after a leaving, "and he got another K <members>, how many <members> would he have?".

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
    people: bool = False  # the members are persons: "8 people at each table" names them
    thing: str = ""  # "didn't leave a tip": the denied act's one object, which may name the act ("did tip")


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
    if group.thing:
        return _from_rest(second, group)  # "If he got $3 each from the ones who did tip"
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
        if verb.category == "verb_possess" and at in (3, 5) and _one_worker(words[: at - 1]):
            group.holder = words[at - 2]  # "A waiter had", "At lunch a waiter had"
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
            return len(words)  # the part is in the 'if' clause
        return when + 1
    if at < len(words) and words[at].category == "aggregate_marker" and texts[at] == "total":
        at += 1
    if at + 2 < len(words) and texts[at] in ("to", "at") and words[at + 1].category == "article":
        if "NN" not in words[at + 2].tags or words[at + 2].category == "number":
            raise Unread
        at += 3  # "to a luncheon", "to a play"
    if at == len(words) or _closing_place(words[at:]):
        return len(words)  # "had 19 customers to wait on.", "in his section.": the part is in the 'if' clause
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    if at >= len(words) or texts[at] not in ("but", "and"):
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


def _one_worker(words: tuple[Word, ...]) -> bool:
    """ "A waiter", "At lunch a waiter": one person named by a singular noun, the group's holder."""
    if len(words) == 4:
        if not (
            words[0].category.startswith("prep") and words[1].category == "noun" and "NN" in words[1].tags
        ):
            return False
        words = words[2:]
    return (
        len(words) == 2
        and words[0].category == "article"
        and words[1].category == "person_noun"
        and "NN" in words[1].tags
        and "NNS" not in words[1].tags
    )


def _closing_place(words: tuple[Word, ...]) -> bool:
    """ "to wait on", "in his section": where the group is, closing the sentence, with no number."""
    texts = [w.text.casefold() for w in words]
    if texts[:1] == ["to"] and len(words) in (2, 3) and "VB" in words[1].tags and words[1].category != "noun":
        return len(words) == 2 or texts[2] in ("on", "for")  # "to teach", "to wait on", "to care for"
    if texts[:1] == ["to"] and len(words) == 3 and "VB" in words[1].tags and texts[2] in ("on", "for"):
        return True
    return (
        len(words) == 3
        and words[0].category == "prep_in"
        and words[1].category == "pronoun"
        and words[1].attr("case") in ("possessive", "object_or_possessive")
        and words[2].category == "noun"
        and "NN" in words[2].tags
    )


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
    group.people = words[head].category == "person_noun"
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
        if verb.lemma.casefold() == "get" and at < len(words) and "VBN" in words[at].tags:
            verb, at = words[at], at + 1  # "didn't get picked [for the team]": a denied passive
            if texts[at : at + 2] in (["for", "the"], ["on", "the"]) and at + 2 < len(words):
                if words[at + 2].category != "noun" or "NN" not in words[at + 2].tags:
                    raise Unread
                at += 3
        elif at < len(words) and words[at].category == "preposition" and texts[at] in ("up", "in", "out"):
            particle, at = texts[at], at + 1  # "show up"
        elif texts[at : at + 1] in (["a"], ["an"]) and at + 1 < len(words):
            thing = words[at + 1]  # "didn't leave a tip": the act's one object
            if thing.category != "noun" or "NN" not in thing.tags or "NNS" in thing.tags:
                raise Unread
            group.thing, at = thing.lemma.casefold(), at + 2
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
    if group.thing:
        raise Unread  # "each customer that did leave": which act, leaving or leaving a tip?
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
    """The part drops out in the 'if' clause, then 'and' says what becomes of the rest or who joins."""
    texts = [w.text.casefold() for w in words]
    at = _part(words, 1, 1, group)
    if at + 5 >= len(words) or texts[at] != "and" or group.thing:
        raise Unread
    if texts[at + 1 : at + 3] == ["the", "rest"]:
        return _rest_spread(words, at + 3, group)
    if texts[at + 2 : at + 4] == ["got", "another"]:
        return _more_had(words, at + 1, group)
    if group.drop[0] != GONE:
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
    return _rest_joined(group, more, more_at, words[at].index)


def _rest_spread(words: tuple[Word, ...], at: int, group: _Group) -> Answer:
    """ "and the rest were put into 8 groups, how many students would be in each group?" / "and the rest of
    his tables had 8 people at each table, how many tables did he have?": the rest shared evenly."""
    texts = [w.text.casefold() for w in words]
    if texts[at : at + 2] == ["were", "put"] or texts[at : at + 2] == ["were", "split"]:
        if texts[at + 2 : at + 3] != ["into"] or at + 4 >= len(words):
            raise Unread
        size_word, share = words[at + 3], words[at + 4]  # "8 groups"
        if not _plural(share) or share.category != "noun":
            raise Unread
        at += 5
        if words[at].attr("mark") == "comma":
            at += 1
        q = texts[at:]
        if q[:2] != ["how", "many"] or at + 2 >= len(words) or words[at + 2].lemma.casefold() != group.member:
            raise Unread
        if q[3:-1] not in (
            ["would", "be", "in", "each"],
            ["are", "in", "each"],
            ["will", "be", "in", "each"],
        ):
            raise Unread
        last = words[-1]
        if last.lemma.casefold() != share.lemma.casefold() or "NNS" in last.tags:
            raise Unread
        count = whole_count(size_word)
        return _shared(
            group, count, size_word.index, share.lemma.casefold(), group.member, words[at].index, True
        )
    if texts[at : at + 1] != ["of"] or at + 2 >= len(words):
        raise Unread
    own, seat = words[at + 1], words[at + 2]  # "of his tables"
    if own.category != "pronoun" or own.attr("number") != "singular":
        raise Unread
    if own.attr("case") not in ("possessive", "object_or_possessive"):
        raise Unread
    if group.holder is None or not _plural(seat) or seat.category != "noun":
        raise Unread
    at += 3
    if texts[at : at + 1] != ["had"] or at + 5 >= len(words):
        raise Unread
    size_word, who = words[at + 1], words[at + 2]
    if not _plural(who) or not (
        _names_members(who, group) or (group.people and who.lemma.casefold() == "person")
    ):
        raise Unread  # "8 people at each table" names customers; "8 chairs" does not
    if texts[at + 3 : at + 5] != ["at", "each"] or words[at + 5].lemma.casefold() != seat.lemma.casefold():
        raise Unread
    if "NNS" in words[at + 5].tags and "NN" not in words[at + 5].tags:
        raise Unread
    at += 6
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    q = words[at:]
    if len(q) != 6 or [w.text.casefold() for w in q[:2]] != ["how", "many"]:
        raise Unread
    if q[2].lemma.casefold() != seat.lemma.casefold() or q[3].text.casefold() not in ("did", "does", "would"):
        raise Unread
    _holder_again(q[4], group)
    if q[4].attr("gender") != own.attr("gender") or q[5].lemma.casefold() != "have":
        raise Unread  # "his tables ... did she have": two persons
    count = whole_count(size_word)
    return _shared(
        group, count, size_word.index, seat.lemma.casefold(), seat.lemma.casefold(), q[0].index, False
    )


def _shared(
    group: _Group, count: Fraction, count_at: int, share: str, unit: str, asked_at: int, into: bool
) -> Answer:
    """The rest over a count of shares ("into 8 groups": members each) or a share size ("8 at each table")."""
    assert group.whole is not None and group.part is not None
    whole, part = group.whole[0], group.part[0]
    if part >= whole:
        raise Unread
    rest = whole - part
    if rest % count:
        raise Unread  # an uneven split: what to do with the remainder is not read
    value = rest / count
    per = f"{fmt(rest)} / {fmt(count)} {share}s = {fmt(value)} {unit}s in each {share}"
    if not into:
        per = f"{fmt(rest)} / {fmt(count)} {group.member}s at each {share} = {fmt(value)} {share}s"
    steps = (
        f"{fmt(whole)} {group.member}s, {fmt(part)} dropped out: {fmt(whole)} - {fmt(part)} = {fmt(rest)} left",
        per,
    )
    return _built(group, value, unit, steps, ((1, count_at),), (1, asked_at))


def _more_had(words: tuple[Word, ...], at: int, group: _Group) -> Answer:
    """ "and he got another 36 customers, how many customers would he have?": the rest and those who came."""
    texts = [w.text.casefold() for w in words]
    if group.drop[0] != GONE:
        raise Unread
    _holder_again(words[at], group)
    if at + 4 >= len(words) or words[at + 4].lemma.casefold() != group.member or not _plural(words[at + 4]):
        raise Unread
    more_word = words[at + 3]
    more = whole_count(more_word)
    at += 5
    if words[at].attr("mark") == "comma":
        at += 1
    q = words[at:]
    if len(q) not in (6, 7) or [w.text.casefold() for w in q[:2]] != ["how", "many"]:
        raise Unread
    if q[2].lemma.casefold() != group.member or q[3].text.casefold() not in ("would", "does", "will"):
        raise Unread
    _holder_again(q[4], group)
    if q[5].lemma.casefold() != "have" or "VB" not in q[5].tags or texts[at + 6 :] not in ([], ["now"]):
        raise Unread
    return _rest_joined(group, more, more_word.index, q[0].index)


def _from_rest(words: tuple[Word, ...], group: _Group) -> Answer:
    """ "If he got $3 each from the ones who did tip, how much money did he earn?": paid by the rest."""
    texts = [w.text.casefold() for w in words]
    _holder_again(words[1], group)
    got, price = words[2], words[3]
    if "VBD" not in got.tags or got.category not in ("verb_gain", "verb_earn"):
        raise Unread
    shape = price.shape
    if price.category != "number" or shape is None or shape.primitive != "currency" or shape.value <= 0:
        raise Unread
    if (
        texts[4:6] != ["each", "from"]
        or texts[6] not in ("the", "those")
        or texts[7:9]
        not in (
            ["ones", "who"],
            ["ones", "that"],
        )
    ):
        raise Unread
    at = 9
    kind, verb, _ = group.drop
    if texts[at : at + 1] != ["did"] or at + 1 >= len(words):
        raise Unread
    if words[at + 1].lemma.casefold() == group.thing and words[at + 1].text.casefold() == group.thing:
        at += 2  # "did tip": the object names the act
    elif [words[at + 1].lemma.casefold(), *texts[at + 2 : at + 3]] == [verb, "a"] and at + 3 < len(words):
        if words[at + 3].lemma.casefold() != group.thing:
            raise Unread
        at += 4  # "did leave a tip"
    else:
        raise Unread
    if kind != ACT:
        raise Unread
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    q = words[at:]
    if len(q) != 6 or [w.text.casefold() for w in q[:2]] != ["how", "much"] or q[2].category != "money_noun":
        raise Unread
    if q[3].category != "auxiliary" or q[3].text.casefold() not in ("could", "would", "will", "did", "can"):
        raise Unread
    _holder_again(q[4], group)
    if q[5].category != "verb_earn" or "VB" not in q[5].tags:
        raise Unread
    rate, unit = Fraction(shape.value), shape.unit or "dollar"
    return _answer(group, rate, price.index, unit, q[0].index)


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


def _rest_joined(group: _Group, more: Fraction, more_at: int, asked_at: int) -> Answer:
    """The rest of the group after the part left, and the members who joined after them."""
    assert group.whole is not None and group.part is not None
    whole, part = group.whole[0], group.part[0]
    if part >= whole:
        raise Unread
    value = whole - part + more
    steps = (
        f"{fmt(whole)} {group.member}s, {fmt(part)} of them left: {fmt(whole)} - {fmt(part)} = {fmt(whole - part)}",
        f"{fmt(whole - part)} + {fmt(more)} more = {fmt(value)} {group.member}s",
    )
    return _built(group, value, group.member, steps, ((1, more_at),), (1, asked_at))
