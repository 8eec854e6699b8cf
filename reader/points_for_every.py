"""One point earned for every N units a group's members did, summed over the members (ADR 0239).

"Omar and his friends were collecting cans for their club. For every 5 pounds they collected they
earned one point. If Omar collected 17 pounds and his friends collected 8 pounds, how many points did
they earn?" The group is named once ("<name> and <her> <friends>"); 'they' and 'their' are that group
(the sentence reader cannot tell whether 'their class' is the friends' or the whole group's and
refuses). The rate is told as what every N units of one act earn:

    For every N <units> they <verb>[,] they earned one <noun>
    They earned one <noun> for every N <units> they <verb>

and each member's amount of that same act is told once ("<name> <verb-ed> x <units> and <her>
<friends> <verb-ed> y <units>", either order, both members). The answer is (x + y) / N, only when N
divides the sum: the story says nothing of what a part of N earns, so a remainder refuses. Only these
sentences, after an opening one that names the group and holds no number ("<name> and her
friends were recycling paper for their class"); a third member, another act, units that differ, a
rate of more than one point or a question about one member leaves the first refusal standing.
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


@dataclass
class _Group:
    name: Word
    owner: str  # "her"/"his": the possessive agreeing with the name
    members: str  # "friend": the plural person noun of the others
    rate: tuple[Fraction, str, str, str, int, int] | None = (
        None  # N, unit, act verb lemma, noun, sentence, token
    )
    done: dict[str, tuple[Fraction, int, int]] = field(
        default_factory=dict
    )  # member -> amount, sentence, token


def read_points_for_every(text: str, lexicon: Lexicon) -> Answer | None:
    """The points a group earned at one for every N units its members did; None when not this shape."""
    return or_none(_read, text, lexicon)


def _group(words: tuple[Word, ...]) -> tuple[_Group, int]:
    """ "Paige and her friends": the group's name, its owner pronoun and member noun."""
    if len(words) < 4 or not _name(words[0]) or words[1].lemma.casefold() != "and":
        raise Unread
    owner, members = words[2], words[3]
    if owner.category != "pronoun" or "possessive" not in owner.attr("case"):
        raise Unread
    if owner.attr("number") != "singular" or owner.attr("gender") not in ("male", "female"):
        raise Unread
    gender = words[0].attr("gender") or words[0].attr("name_gender") or ""
    if gender in ("male", "female") and gender != owner.attr("gender"):
        raise Unread
    if members.category != "person_noun" or "NNS" not in members.tags:
        raise Unread
    return _Group(words[0], owner.text.casefold(), members.lemma.casefold()), 4


def _name(word: Word) -> bool:
    """A first name, or an ordinary word capitalised where a name stands ("Tom")."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _they(word: Word) -> bool:
    return word.category == "pronoun" and word.text.casefold() == "they"


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) != 3 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    said = [plain_words(s, lexicon) for s in sentences]
    group, at = _group(said[0])
    _opening(said[0], at)
    rate = _rate(said[1])
    qi = len(sentences) - 1
    words = said[-1]
    if not words or words[0].lemma.casefold() != "if":
        raise Unread
    number = next(w for w in said[1] if w.category == "number")
    group.rate = rate + (1, number.index)
    at = _amounts(words, 1, group, qi)
    if at >= len(words) or words[at].attr("mark") != "comma":
        raise Unread
    at = _question(words, at + 1, group)
    return _solve(group, (qi, at))


def _opening(words: tuple[Word, ...], at: int) -> None:
    """ "... were recycling paper for their class": what the group was doing, with no amount."""
    if at >= len(words) or words[at].category != "copula":
        raise Unread
    for w in words[at + 1 :]:
        if w.category in ("number", "number_word", "name", "conjunction", "subordinator") or w.attr("mark"):
            raise Unread
        if w.category == "pronoun" and w.text.casefold() != "their":
            raise Unread


def _per(words: tuple[Word, ...], at: int) -> tuple[Fraction, str, str, int]:
    """ "for every 4 pounds they recycled": N, the unit, the act's lemma and where it ends."""
    if at + 5 > len(words) or words[at].lemma.casefold() != "for" or words[at + 1].category != "rate_marker":
        raise Unread
    if words[at + 1].lemma.casefold() != "every":
        raise Unread
    count = whole_count(words[at + 2])
    unit = words[at + 3]
    if unit.category not in ("unit_noun", "noun") or "NNS" not in unit.tags:
        raise Unread
    if not _they(words[at + 4]) or at + 5 >= len(words):
        raise Unread
    verb = words[at + 5]
    if not verb.category.startswith("verb") or "VBD" not in verb.tags:
        raise Unread
    return count, unit.lemma.casefold(), verb.lemma.casefold(), at + 6


def _one(words: tuple[Word, ...], at: int) -> tuple[str, int]:
    """ "they earned one point": the noun earned and where it ends."""
    if at + 4 > len(words) or not _they(words[at]) or words[at + 1].category != "verb_earn":
        raise Unread
    if "VBD" not in words[at + 1].tags:
        raise Unread
    one = words[at + 2]
    if not (one.category == "number_word" and one.attr("value") == "1") and one.text.casefold() not in (
        "a",
        "1",
    ):
        raise Unread  # "earned 2 points": not one point
    noun = words[at + 3]
    if noun.category != "noun" or "NN" not in noun.tags:
        raise Unread
    return noun.lemma.casefold(), at + 4


def _rate(words: tuple[Word, ...]) -> tuple[Fraction, str, str, str]:
    """The rate sentence, in either order."""
    if words and words[0].lemma.casefold() == "for":
        count, unit, verb, at = _per(words, 0)
        if at < len(words) and words[at].attr("mark") == "comma":
            at += 1
        noun, at = _one(words, at)
    else:
        noun, at = _one(words, 0)
        count, unit, verb, at = _per(words, at)
    if at != len(words):
        raise Unread
    return count, unit, verb, noun


def _amounts(words: tuple[Word, ...], at: int, group: _Group, si: int) -> int:
    """ "Paige recycled 14 pounds and her friends recycled 2 pounds": each member's amount once."""
    assert group.rate is not None
    _, unit, verb, _, _, _ = group.rate
    while True:
        if at < len(words) and _name(words[at]):
            if words[at].text.casefold() != group.name.text.casefold():
                raise Unread  # someone outside the group
            member, at = "name", at + 1
        elif at + 1 < len(words) and words[at].text.casefold() == group.owner:
            if words[at + 1].lemma.casefold() != group.members or "NNS" not in words[at + 1].tags:
                raise Unread
            member, at = "members", at + 2
        else:
            raise Unread
        if member in group.done or at + 2 >= len(words):
            raise Unread
        if words[at].lemma.casefold() != verb or "VBD" not in words[at].tags:
            raise Unread  # another act than the rate's
        amount = whole_count(words[at + 1])
        if words[at + 2].lemma.casefold() != unit or "NNS" not in words[at + 2].tags and amount != 1:
            raise Unread
        group.done[member] = (amount, si, words[at + 1].index)
        at += 3
        if at < len(words) and words[at].lemma.casefold() == "and" and words[at].category == "conjunction":
            at += 1
            continue
        return at


def _question(words: tuple[Word, ...], at: int, group: _Group) -> int:
    """ "how many points did they earn [in all|total]": where the asked noun is."""
    assert group.rate is not None
    rest = words[at:]
    if len(rest) < 6 or rest[0].lemma.casefold() != "how" or rest[1].lemma.casefold() != "many":
        raise Unread
    if rest[2].lemma.casefold() != group.rate[3] or "NNS" not in rest[2].tags:
        raise Unread
    i = 3
    if rest[i].category == "aggregate_marker":
        i += 1
    if rest[i].text.casefold() != "did" or not _they(rest[i + 1]) or rest[i + 2].category != "verb_earn":
        raise Unread
    i += 3
    if i < len(rest) and rest[i].category == "aggregate_marker":
        i += 1
    elif (
        i + 2 == len(rest)
        and rest[i].lemma.casefold() == "in"
        and rest[i + 1].lemma.casefold() in ("total", "all")
    ):
        i += 2  # "in total", "in all"
    if i != len(rest):
        raise Unread
    return rest[2].index


def _solve(group: _Group, where: tuple[int, int]) -> Answer | None:
    assert group.rate is not None
    per, unit, verb, noun, rsi, rti = group.rate
    if set(group.done) != {"name", "members"}:
        raise Unread  # a member's amount not told
    total = sum((a for a, _, _ in group.done.values()), Fraction(0))
    value = total / per
    if value.denominator != 1:
        raise Unread  # a part of N earns what? not told
    name = group.name.text
    amounts = [group.done["name"], group.done["members"]]
    steps = (
        f"{fmt(amounts[0][0])} + {fmt(amounts[1][0])} = {fmt(total)} {unit}s {verb}d by {name} and {group.owner} {group.members}s",
        f"{fmt(total)} / {fmt(per)} {unit}s for every {noun} = {fmt(value)} {noun}s",
    )
    changes = DoerChanges(
        f"{noun}+earn", f"{noun} (one for every {fmt(per)} {unit}s {verb}d)", noun, "verb_earn", "earn"
    )
    tallies = tuple(Tally(a / per, si, ti, f"{fmt(a)} {unit}s") for a, si, ti in amounts)
    return doer_answer(group.name, changes, tallies, where, (value, steps), ((rsi, rti),))


__all__ = ["read_points_for_every"]
