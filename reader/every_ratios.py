"""A ratio of two acts or things told with 'for every', one side told, the other asked (ADR 0483).

"Kai sneezes 3 times for every 2 flowers he smells. He smells 10 flowers. How many times does he sneeze?"
names no amount of its own in the ratio: it says how two counts go together. The sentence reader has no
role for 'every' there and refuses; ADR 0441 reads only one holder's two counts ("has 3 red beads for
every 2 blue beads"). When the count of one side is told, the story holds K / B whole groups of the
ratio, and the other side is that many times A.

Every word of the story must fit one of these shapes, or the reading refuses:

- the ratio, one sentence: "<who> [needs|has to|can ...] <verb> A <side> for every B <side> [[that]
  <pronoun> <verb>]", "There are A <side> for every B <side>", or "For every B <side> [<pronoun>
  <verb>], [there are | <who> <verb>] A <side>"; a side is "N times", "N <unit> [of <noun>]" or N and
  one or two noun words, a bare "for every <noun>" being one;
- an optional opening sentence with no number naming the one person the pronouns stand for;
- the told count: "<who> <the side's verb> [for] K <side>" (for a second side with no verb of its own
  the first side's verb, and "has" or "There are" only when the holder is a place or thing), as a
  sentence or as an 'if' clause of the question;
- the question: "How many <the other side> <does who verb | are there> [in all]?" or "How much
  <noun> ...?", or both sides' one noun with "in all", "in total" or "altogether" for their sum.

What refuses: a told count that is not a whole number of groups (1 cook for every 12 campers with 50
campers: round up or not?), money, hedges ("about", "at least"), a third number, negation, two ratios,
another person or 'they', a told or asked act that is not the ratio's, a unit other than the ratio's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, or_none_cut, plain_number, short_story, value_answer

NOUNS = frozenset({"noun", "person_noun"})
MODIFIERS = frozenset({"noun", "adjective"})
VERB_TAGS = frozenset({"VB", "VBZ", "VBD", "VBP"})
NOT_VERBS = frozenset({"copula", "auxiliary", "modal", "negation", "pronoun", "article", "determiner"})
LEADS = (("needs", "to"), ("need", "to"), ("has", "to"), ("have", "to"), ("had", "to"), ("needed", "to"))
PAST_WORDS = frozenset({"did", "was", "were", "had"})
FUTURE_WORDS = frozenset({"will", "shall"})
PRESENT_WORDS = frozenset({"does", "do", "is", "are", "has", "have"})
MODALS = frozenset({"can", "will", "must", "should", "would", "could"})
ASKING = frozenset({"does", "do", "did", "will", "would", "should", "can", "must"})
AGGREGATES = (("in", "all"), ("in", "total"), ("altogether",))
SUBJECT_PRONOUNS = {"he": "male", "she": "female", "it": "neuter"}
TIME_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
HE = frozenset({"he", "him", "his"})
SHE = frozenset({"she", "her", "hers"})
THEY = frozenset({"they", "them", "their", "we", "you"})
OPENING = frozenset({"article", "noun", "person_noun", "adjective", "prep_of", "prep_in", "prep_price"})
OPENING_VERBS = frozenset({"verb", "verb_produce"})
HEDGES = frozenset(
    {"about", "around", "nearly", "almost", "least", "most", "over", "under", "roughly", "not"}
)


@dataclass(frozen=True)
class Side:
    """One side of the ratio or a told count: its number, what it counts and the act it counts."""

    value: Fraction
    key: tuple[str, ...]
    label: str
    kind: str  # "times", "unit" or "count"
    verbs: frozenset[str | None] = frozenset({None})  # the acts its count may be told or asked with
    noun: str = ""  # the stuff a unit measures: "sugar" in "2 grams of sugar"


@dataclass(frozen=True)
class Who:
    """The one doer or holder of the story: a name, 'the <noun>', or no one ('There are')."""

    text: str
    gender: str


def every_ratio(text: str, lexicon: Lexicon) -> Answer | None:
    """The other side of a 'for every' ratio from the one side told; None when the story is not the shape."""
    if "for every" not in text.casefold():
        return None
    return or_none_cut(_read, text, lexicon)


def ratio_story(
    text: str, lexicon: Lexicon, barred: frozenset[str]
) -> tuple[tuple[tuple[Word, ...], ...], tuple[tuple[Word, ...], ...], int]:
    """The sentences, the read statements and the index of the one 'for every' sentence (first or second),
    when nothing blurs whose count is told: no group or second person, no hedge or negation, and none of
    the ``barred`` words (a second rate, a bonus, a fee)."""
    sentences = tuple(split_sentences(text))
    said = short_story(sentences, lexicon, 4)
    texts = {t for words in said for t in lowered(words)}
    if texts & THEY or (texts & HE and texts & SHE):
        raise Unread  # a group, or two persons: whose count is told?
    everies = [i for i, words in enumerate(said) if "every" in lowered(words)]
    if len(everies) != 1 or everies[0] > 1 or lowered(said[everies[0]]).count("every") != 1:
        raise Unread  # two ratios, or a ratio after a told count
    for words in said:
        if any(t in HEDGES or t in barred for t in lowered(words)):
            raise Unread  # a hedge, a second rate or a fee
        if any(w.category in ("negation", "approximator") for w in words):
            raise Unread
    return sentences, said, everies[0]


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences, said, at = ratio_story(text, lexicon, frozenset({"each", "per"}))
    person = opening_person(said[0]) if at == 1 else None
    rest = said[at:]
    if any(w.attr("dimension") == "money" for w in rest[0]):
        raise Unread  # "4 dollars for every 3 coins": the coins are money too (ADR 0490 reads money rates)
    who, first, second = _ratio(rest[0], person)
    if first.key == second.key:
        raise Unread
    question = rest[-1]
    if len(rest) == 3:
        told_words = rest[1]
        told = _told(told_words, 0, len(told_words), who, (first, second))
    elif len(rest) == 2 and lowered(question[:1]) == ["if"]:
        comma = next((i for i, w in enumerate(question) if w.attr("mark") == "comma"), -1)
        if comma < 0:
            raise Unread
        told_words = question[1:comma]
        told = _told(question, 1, comma, who, (first, second))
        question = question[comma + 1 :]
    else:
        raise Unread
    if _tense(told_words) != _tense(question):
        raise Unread  # "She had 30 red buttons. How many ... does she have?": a count of another time
    given, other = (first, second) if told.key == first.key else (second, first)
    groups = told.value / given.value
    if groups.denominator != 1 or groups <= 0:
        raise Unread  # no whole number of groups: round up, down, or a part of a thing?
    asked, label = _asked(question, who, first, second, told)
    ratio = f"{fmt(first.value)} {first.label} for every {fmt(second.value)} {second.label}"
    steps = [f"{fmt(told.value)} {told.label} / {fmt(given.value)} = {fmt(groups)} groups of {ratio}"]
    value = groups * other.value
    steps.append(f"{fmt(groups)} x {fmt(other.value)} = {fmt(value)} {other.label}")
    if asked == "sum":
        value += told.value
        steps.append(f"{fmt(value - told.value)} + {fmt(told.value)} = {fmt(value)} {label}")
    return value_answer(value, label, who.text or "it", tuple(steps), len(sentences) - 1)


def opening_person(words: tuple[Word, ...]) -> Who:
    """ "Nora is making soup.": the one person the story follows, told with no number, one plain verb
    and only articles, nouns, adjectives and places after it (no 'already', 'sometimes', 'other')."""
    if len(words) < 2 or not names_someone(words[0]):
        raise Unread
    at = 2 if words[1].category == "copula" else 1
    if words[at].category not in OPENING_VERBS or not {"VBG", "VBZ", "VBD"} & set(words[at].tags):
        raise Unread
    for w in words[at + 1 :]:
        if w.category not in OPENING or names_someone(w) or plain_number(w) is not None:
            raise Unread  # a number, another person, or a word that may change the count
    return who_named(words[0])


def names_someone(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def who_named(word: Word) -> Who:
    gender = word.attr("name_gender") or word.attr("gender") or ""
    return Who(word.text.casefold(), gender)


def subject_at(words: tuple[Word, ...], at: int, person: Who | None) -> tuple[Who, int]:
    """A name, 'the <noun>', or 'he'/'she'/'it' for the one person named before."""
    word = words[at]
    if names_someone(word):
        found = who_named(word)
        if person is not None and person.text != found.text:
            raise Unread
        return found, at + 1
    if word.category == "article" and word.text.casefold() == "the" and words[at + 1].category in NOUNS:
        if person is not None:
            raise Unread
        return Who("the " + words[at + 1].lemma.casefold(), "neuter"), at + 2
    if word.category == "pronoun" and word.text.casefold() in SUBJECT_PRONOUNS and person is not None:
        if not _agrees(SUBJECT_PRONOUNS[word.text.casefold()], person):
            raise Unread
        return person, at + 1
    raise Unread


def _agrees(gender: str, who: Who) -> bool:
    if who.gender in ("male", "female", "neuter"):
        return gender == who.gender
    return bool(who.text) and not who.text.startswith("the ") and gender in ("male", "female")


def _same(found: Who, who: Who) -> None:
    if found != who:
        raise Unread  # another person: whose count is told?


def _pointed(word: Word, who: Who) -> Who:
    """The pronoun standing for the ratio's doer in a told or asked clause (a name open to either
    gender takes 'he' or 'she'; the story was checked to use only one)."""
    gender = SUBJECT_PRONOUNS.get(word.text.casefold())
    if word.category != "pronoun" or gender is None or not _agrees(gender, who):
        raise Unread
    return who


def doer_end(words: tuple[Word, ...], at: int, who: Who) -> int:
    """The ratio's doer again: its own words, or a pronoun agreeing with it."""
    if words[at].category == "pronoun":
        _pointed(words[at], who)
        return at + 1
    found, end = subject_at(words, at, None)
    _same(found, who)
    return end


def act_at(words: tuple[Word, ...], at: int) -> tuple[str, int]:
    """ "[needs to | can] sneeze": the act's lemma and where it ends."""
    texts = lowered(words)
    if tuple(texts[at : at + 2]) in LEADS:
        at += 2
    elif texts[at] in MODALS:
        at += 1
    word = words[at]
    if not VERB_TAGS & set(word.tags) or word.category in NOT_VERBS or word.category in ("name", "number"):
        raise Unread
    return word.lemma.casefold(), at + 1


def side_at(words: tuple[Word, ...], at: int, single: bool = False) -> tuple[Side, int]:
    """ "3 times", "2 grams of sugar", "4 oak trees", or after a bare 'every' one "flower"."""
    if single:
        value = Fraction(1)
    else:
        found = plain_number(words[at])
        if found is None or found <= 0:
            raise Unread
        value, at = found, at + 1
    word = words[at]
    texts = lowered(words)
    if texts[at] == "times" and not single:
        _whole(value)
        return Side(value, ("times",), "times", "times"), at + 1
    if word.category == "unit_noun":
        unit = word.lemma.casefold()
        if texts[at + 1 : at + 2] == ["of"]:
            noun = words[at + 2]
            if noun.category not in NOUNS:
                raise Unread
            key = (unit, noun.lemma.casefold())
            return Side(value, key, word.text, "unit", noun=noun.text.casefold()), at + 3
        return Side(value, (unit,), word.text, "unit"), at + 1
    _whole(value)
    start = at
    while at < len(words) and at - start < 3 and _nounish(words[at]):
        at += 1
    if at == start or at - start > 2 or words[at - 1].category not in NOUNS | {"verb_produce"}:
        raise Unread
    for modifier in words[start : at - 1]:
        if modifier.category not in MODIFIERS:
            raise Unread
    head = words[at - 1]
    one = value == 1
    if (one and "NN" not in head.tags) or (not one and "NNS" not in head.tags):
        raise Unread  # "3 flower", "1 flowers"
    key = tuple(w.lemma.casefold() for w in words[start:at])
    return Side(value, key, " ".join(texts[start:at]), "count"), at


def _nounish(word: Word) -> bool:
    return (word.category in NOUNS | MODIFIERS or word.category.startswith("verb_")) and bool(
        {"NN", "NNS", "JJ"} & set(word.tags)
    )


def _whole(value: Fraction) -> None:
    if value.denominator != 1:
        raise Unread  # a count of discrete things or acts is whole


def tail_act(words: tuple[Word, ...], at: int, end: int, who: Who) -> tuple[str | None, int]:
    """ "[that] he smells" after the second side: the act it counts, done by the ratio's doer."""
    if at >= end:
        return None, at
    if lowered(words[at : at + 1]) == ["that"]:
        at += 1
    _pointed(words[at], who)
    verb, at = act_at(words, at + 1)
    return verb, at


def _ratio(words: tuple[Word, ...], person: Who | None) -> tuple[Who, Side, Side]:
    texts = lowered(words)
    if texts[:2] == ["for", "every"]:
        return _fronted(words, person)
    if texts[:2] in (["there", "are"], ["there", "is"]):
        if person is not None:
            raise Unread
        first, at = side_at(words, 2)
        who = Who("", "neuter")
    else:
        who, at = subject_at(words, 0, person)
        verb, at = act_at(words, at)
        first, at = side_at(words, at)
        first = replace(first, verbs=frozenset({verb}))
    if texts[at : at + 2] != ["for", "every"]:
        raise Unread
    second, at = second_side(words, at + 2)
    tail, at = (
        tail_act(words, at, len(words), who) if who.text and not who.text.startswith("the ") else (None, at)
    )
    if at != len(words):
        raise Unread
    return who, first, replace(second, verbs=_second_verbs(tail, first, who))


def _second_verbs(tail: str | None, first: Side, who: Who) -> frozenset[str | None]:
    """The acts the second side is counted with: its own ("for every 2 pears she picks"), or with none
    of its own the first side's act ("picks 3 apples for every 2 pears"); 'has' or 'There are' only for
    a place or thing ("The camp needs 1 cook for every 12 campers. There are 48 campers."): "Tom picks 3
    apples for every 2 pears. There are 10 pears." does not say he picks them all."""
    if tail is not None:
        return frozenset({tail})
    if who.text and not who.text.startswith("the "):
        return first.verbs
    return first.verbs | {None, "have"}


def second_side(words: tuple[Word, ...], at: int) -> tuple[Side, int]:
    single = plain_number(words[at]) is None
    return side_at(words, at, single)


def _fronted(words: tuple[Word, ...], person: Who | None) -> tuple[Who, Side, Side]:
    """ "For every 3 laps she runs, Ada drinks 1 cup of water." / "For every 4 oaks there are 3 elms." """
    second, at = second_side(words, 2)
    texts = lowered(words)
    tail_at = at
    while at < len(words) and texts[at] not in (",", "there") and not names_someone(words[at]):
        at += 1
    if at < len(words) and texts[at] == ",":
        at += 1
    if texts[at : at + 2] in (["there", "are"], ["there", "is"]):
        if tail_at != at and texts[tail_at:at] != [","]:
            raise Unread
        if person is not None:
            raise Unread
        first, end = side_at(words, at + 2)
        who = Who("", "neuter")
        tail = None
    else:
        who, start = subject_at(words, at, person)
        tail_end = at - 1 if texts[at - 1] == "," else at
        tail, after = tail_act(words, tail_at, tail_end, who)
        if after != tail_end:
            raise Unread
        verb, start = act_at(words, start)
        first, end = side_at(words, start)
        first = replace(first, verbs=frozenset({verb}))
    if end != len(words):
        raise Unread
    return who, first, replace(second, verbs=_second_verbs(tail, first, who))


def _told(words: tuple[Word, ...], at: int, end: int, who: Who, sides: tuple[Side, Side]) -> Side:
    """ "He smells 10 flowers." / "There are 48 campers." / "If he adds 900 ml of milk": one side's count."""
    texts = lowered(words)
    if texts[at : at + 2] in (["there", "are"], ["there", "is"]):
        verb, at = None, at + 2
    else:
        at = doer_end(words, at, who) if who.text else _refuse()
        verb, at = act_at(words, at)
    timed = texts[at : at + 1] == ["for"]
    told, at = side_at(words, at + timed)
    if at != end or (timed and told.key[0] not in TIME_UNITS):
        raise Unread  # "for" only before a time: "He fishes for 12 hours"
    side = next((s for s in sides if s.key == told.key), None)
    if side is None or told.kind != side.kind:
        raise Unread  # neither side of the ratio, or another unit
    if verb not in side.verbs:
        raise Unread  # another act than the ratio's
    return told


def _tense(words: tuple[Word, ...]) -> frozenset[str]:
    """Past, present or future, as a clause's verbs and auxiliaries tell it: a told count and the question must be
    of one time, since a count held then need not be held now."""
    found = set()
    for word in words:
        text = word.text.casefold()
        if text in FUTURE_WORDS:
            found.add("future")
        elif text in PAST_WORDS or ("VBD" in word.tags and not {"VBZ", "VBP", "VB"} & set(word.tags)):
            found.add("past")
        elif text in PRESENT_WORDS or ({"VBZ", "VBP"} & set(word.tags) and "VBD" not in word.tags):
            found.add("present")
    return frozenset(found)


def _refuse() -> int:
    raise Unread


def _asked(words: tuple[Word, ...], who: Who, first: Side, second: Side, told: Side) -> tuple[str, str]:
    """The question: which side is asked ("first", "second"), never the told one, or "sum" for both
    sides' one noun in all; and the words it is asked in ("cooks", "grams of salt")."""
    texts = lowered(words)
    if texts[:2] not in (["how", "many"], ["how", "much"]):
        raise Unread
    at = 2
    end = len(words)
    for aggregate in AGGREGATES:
        if tuple(texts[end - len(aggregate) : end]) == aggregate:
            end -= len(aggregate)
            summed = True
            break
    else:
        summed = False
    asked = None
    for name, side in (("first", first), ("second", second)):
        after = _asking(words, at, side)
        if after is not None:
            asked, at, verbs = name, after, side.verbs
            if side.key == told.key:
                raise Unread  # the told side asked again
            break
    if asked is None:
        if (
            not summed
            or first.kind != "count"
            or second.kind != "count"
            or first.key[-1] != second.key[-1]
            or words[at].lemma.casefold() != first.key[-1]
        ):
            raise Unread
        asked, at, verbs = "sum", at + 1, first.verbs & second.verbs
    label = " ".join(texts[2:at])
    if texts[at : at + 2] in (["are", "there"], ["were", "there"]):
        if None not in verbs:
            raise Unread
        at += 2
    else:
        if texts[at] not in ASKING or not who.text:
            raise Unread
        at = doer_end(words, at + 1, who)
        said, at = act_at(words, at)
        if said not in verbs:
            raise Unread  # another act than the asked side's
    if at != end:
        raise Unread
    return asked, label


def _asking(words: tuple[Word, ...], at: int, side: Side) -> int | None:
    """Where the asked side's words end after 'how many'/'how much'; None when they are not this side's."""
    texts = lowered(words)
    if texts[at - 1] == "much":
        if side.kind == "unit" and side.noun and texts[at : at + 1] == [side.noun]:
            return at + 1
        return None
    if side.kind == "times":
        return at + 1 if texts[at : at + 1] == ["times"] else None
    if side.kind == "unit":
        if at >= len(words) or words[at].lemma.casefold() != side.key[0]:
            return None
        if side.noun:
            return at + 3 if texts[at + 1 : at + 3] == ["of", side.noun] else None
        return at + 1
    end = at + len(side.key)
    asked = words[at:end]
    if tuple(w.lemma.casefold() for w in asked) != side.key or "NNS" not in asked[-1].tags:
        return None
    if end < len(words) and _nounish(words[end]):
        return None  # "how many oak trees" is not "how many trees"
    return end
