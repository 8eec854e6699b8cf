"""Weights told with 'weighs', one against another in a chain, and one weight asked (ADR 0488).

"Lino weighs 12 pounds more than Omar. Omar weighs 8 pounds more than Pia. If Pia weighs 90 pounds,
how much does Lino weigh?" The pack teaches 'weigh' no arithmetic role, so the sentence reader refuses
the verb; this whole-problem reading takes one such story word by word and gives up on the first word
or shape it does not take.

Read, in statements (and one fronted "If <statement>," in the question):

- "<holder> weighs" then parts joined by ',' or 'and': "N <unit>" (the holder's own weight, at most one
  per statement), "N <unit> more|less than <holder>", "half|twice|thrice|N times as much as <holder>";
- a holder is a name, "<name>'s <noun>" or "the|a|an [<word>] <noun>" (singular; 'a|an' only when it is
  first met), and the same holder is named the same way each time;
- the question: "How much [more|less] does <holder> weigh [than <holder>]", "How many [more|fewer]
  <unit> does ...", "How much|many <unit> do <group> weigh together|in total|combined|altogether",
  "What is the [total|combined|average] weight of <group>", "What is their total|combined|average
  weight"; with ", in <unit>" after it or not. A group is "they"/"their", "<holder> and <holder>", or
  "the|all <number> [<noun>]" counting every holder.

Every weight follows from the one told weight of its chain through the relations, each relation used
once, and the answer must need every told weight and relation (else a number has no role); it is one
weight, the sum, the difference or the mean. Most such stories are read earlier by the measure
comparisons (ADR 0120); this reading takes the shapes that one leaves: ", in <unit>" after the
question, "What is the weight of <holder>", "how much less", several parts after one 'weighs', and a
group counted as "the two <nouns>".

Refused (None, so the first refusal stands): a second unit (no conversion), a holder not told before the
question, a relation whose two ends were both known already (a circle or a second told weight), a holder
left unknown, a group whose count is not the holders', 'each', a plural or pronoun holder, a change
over time ('gains', 'now', 'ago'), negation, any other word or number, more than four holders, and a
weight that comes out as nothing or less or as more than two decimals of the unit.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import (
    Unread,
    lowered,
    multiple_at,
    or_none_cut,
    past_joiner,
    plain_number,
    plain_words,
    value_answer,
)

__all__ = ["read_weight_chains"]

WEIGHT_UNITS = frozenset({"pound", "kilogram", "gram", "ounce"})
AGGREGATE = frozenset({"together", "combined", "altogether"})
MOST_HOLDERS = 4


@dataclass(frozen=True)
class Relation:
    """``holder`` weighs ``times`` x ``than``'s weight + ``plus`` (one of the two is 1 or 0)."""

    holder: str
    than: str
    times: Fraction
    plus: Fraction


@dataclass
class Story:
    """What the statements told: the holders in order, told weights, relations and the one unit."""

    holders: list[str]
    told: dict[str, Fraction]
    relations: list[Relation]
    unit: str = ""


def _t(word: Word) -> str:
    return word.text.casefold()


def _is_name(word: Word) -> bool:
    """A name, or a capitalised word the lexicon reads as something else ("Peter" the verb)."""
    if word.category == "name":
        return True
    return word.text[:1].isupper() and word.text.isalpha() and word.category in ("noun", "verb")


def _singular_noun(word: Word) -> str:
    if word.category != "noun" or _t(word) != word.lemma.casefold() or not word.text.isalpha():
        raise Unread
    return _t(word)


def _holder(words: tuple[Word, ...], at: int, story: Story, asked: bool) -> tuple[str, int]:
    """One holder at ``at`` and where it ends; in the question (``asked``) it must be told already."""
    word = words[at]
    if _is_name(word):
        key, at = _t(word), at + 1
        if at < len(words) and words[at].category == "possessive_marker":
            key, at = f"{key}'s {_singular_noun(words[at + 1])}", at + 2
    elif word.category == "article" and _t(word) in ("the", "a", "an"):
        head = at + 1
        if (
            head + 1 < len(words)
            and words[head + 1].category == "noun"
            and words[head].category
            in (
                "adjective",
                "noun",
            )
        ):
            if not words[head].text.isalpha() or words[head].text[:1].isupper():
                raise Unread
            head += 1
        _singular_noun(words[head])
        key = " ".join(_t(w) for w in words[at + 1 : head + 1])
        if _t(word) != "the" and (asked or key in story.holders):
            raise Unread  # "a box" met again: the same box or another?
        at = head + 1
    else:
        raise Unread
    if key not in story.holders:
        if asked:
            raise Unread  # a holder the story never weighed
        story.holders.append(key)
    return key, at


def _amount(words: tuple[Word, ...], at: int) -> Fraction:
    """A positive number "12", "7.5", "1,200" or "twelve"; Unread for anything else."""
    word = words[at]
    value = plain_number(word)
    if word.category == "number" and word.shape is not None and word.shape.primitive == "grouped_integer":
        value = Fraction(word.shape.value)
    if value is None or value <= 0:
        raise Unread
    return value


def _unit(words: tuple[Word, ...], at: int, story: Story) -> None:
    """A weight unit at ``at``, the same one everywhere in the story."""
    word = words[at]
    unit = word.lemma.casefold()
    if word.category != "unit_noun" or unit not in WEIGHT_UNITS or story.unit not in ("", unit):
        raise Unread
    story.unit = unit


def _as_much_as(words: tuple[Word, ...], at: int) -> int:
    if lowered(words[at : at + 3]) != ["as", "much", "as"]:
        raise Unread
    return at + 3


def _part(words: tuple[Word, ...], at: int, holder: str, story: Story, told: bool) -> tuple[bool, int]:
    """One part after 'weighs'; whether it told the holder's own weight, and where it ends."""
    word = words[at]
    if _t(word) == "half":
        than, at = _holder(words, _as_much_as(words, at + 1), story, False)
        story.relations.append(Relation(holder, than, Fraction(1, 2), Fraction(0)))
        return False, at
    if word.category == "multiplier" or (at + 1 < len(words) and _t(words[at + 1]) == "times"):
        times, at = multiple_at(words, at)
        than, at = _holder(words, _as_much_as(words, at), story, False)
        story.relations.append(Relation(holder, than, times, Fraction(0)))
        return False, at
    value = _amount(words, at)
    _unit(words, at + 1, story)
    at += 2
    if at < len(words) and _t(words[at]) in ("more", "less"):
        sign = 1 if _t(words[at]) == "more" else -1
        if at + 1 >= len(words) or _t(words[at + 1]) != "than":
            raise Unread
        than, at = _holder(words, at + 2, story, False)
        story.relations.append(Relation(holder, than, Fraction(1), sign * value))
        return False, at
    if told or holder in story.told:
        raise Unread  # two weights of one holder
    story.told[holder] = value
    return True, at


def _statement(words: tuple[Word, ...], story: Story) -> None:
    """ "<holder> weighs <part>[, <part>][ and <part>]"."""
    holder, at = _holder(words, 0, story, False)
    if _t(words[at]) != "weighs":
        raise Unread
    told, at = _part(words, at + 1, holder, story, False)
    while at < len(words):
        once, at = _part(words, past_joiner(words, at), holder, story, told)
        told = told or once
    if any(r.than == r.holder for r in story.relations):
        raise Unread


def _solve(story: Story) -> tuple[dict[str, Fraction], dict[str, frozenset[int]]]:
    """Every holder's weight from the told ones, each relation used exactly once, and what each weight
    was found from (the told weights and relations, by their place in the story's lists)."""
    weights = dict(story.told)
    told = len(story.relations)
    uses = {h: frozenset({told + i}) for i, h in enumerate(story.told)}
    left = list(enumerate(story.relations))
    while left:
        for item in left:
            index, relation = item
            known_holder, known_than = relation.holder in weights, relation.than in weights
            if known_holder and known_than:
                raise Unread  # a circle or a second told weight: which one holds?
            if known_than:
                weights[relation.holder] = weights[relation.than] * relation.times + relation.plus
                uses[relation.holder] = uses[relation.than] | {index}
            elif known_holder:
                weights[relation.than] = (weights[relation.holder] - relation.plus) / relation.times
                uses[relation.than] = uses[relation.holder] | {index}
            else:
                continue
            left.remove(item)
            break
        else:
            raise Unread  # a chain with no told weight
    if set(weights) != set(story.holders) or any(
        w <= 0 or (w * 100).denominator != 1 for w in weights.values()
    ):
        raise Unread
    return weights, uses


def _group(words: tuple[Word, ...], story: Story) -> list[str]:
    """The holders a group names: "they"/"their"/"them", "<holder> and <holder>", "the|all <N> [<noun>]"."""
    low = lowered(words)
    if low in (["they"], ["their"], ["them"]):
        return list(story.holders)
    if len(low) in (2, 3) and low[0] in ("the", "all"):
        count = plain_number(words[1])
        if count != len(story.holders) or (
            len(low) == 3 and words[2].category not in ("noun", "person_noun")
        ):
            raise Unread
        if len(low) == 3 and words[2].category == "person_noun" and any(" " in h for h in story.holders):
            raise Unread  # "the three people" of whom one is a dog or a box
        return list(story.holders)
    found, at = [], 0
    while True:
        key, at = _holder(words, at, story, True)
        found.append(key)
        if at == len(words):
            break
        at = past_joiner(words, at)
    if len(found) < 2 or len(set(found)) != len(found):
        raise Unread
    return found


def _asked_unit(words: tuple[Word, ...], story: Story) -> tuple[Word, ...]:
    """The question without a closing "[,] in <unit>", which must be the story's unit."""
    if len(words) >= 2 and _t(words[-2]) == "in" and words[-1].category == "unit_noun":
        _unit(words, len(words) - 1, story)
        words = words[:-2]
        if words and words[-1].category == "punctuation" and words[-1].attr("mark") == "comma":
            words = words[:-1]
    return words


def _question(words: tuple[Word, ...], story: Story) -> tuple[str, list[str]]:
    """What is asked ("one", "more", "less", "total", "average") and of which holders."""
    words = _asked_unit(words, story)
    low = lowered(words)
    if low[:2] == ["how", "much"]:
        at = 2
    elif low[:2] == ["how", "many"]:
        at = 2 if low[2] in ("more", "fewer", "less") else 3
        if at == 3:
            _unit(words, 2, story)
    else:
        return _what_question(words, story)
    if low[at] in ("more", "fewer", "less"):
        kind = "more" if low[at] == "more" else "less"
        at += 1
        if low[1] == "many":
            _unit(words, at, story)
            at += 1
        if low[at] != "does":
            raise Unread
        first, at = _holder(words, at + 1, story, True)
        if low[at : at + 2] != ["weigh", "than"]:
            raise Unread
        second, at = _holder(words, at + 2, story, True)
        if at != len(words) or first == second:
            raise Unread
        return kind, [first, second]
    if low[at] == "does":
        holder, at = _holder(words, at + 1, story, True)
        if low[at:] != ["weigh"]:
            raise Unread
        return "one", [holder]
    if low[at] != "do" or "weigh" not in low:
        raise Unread
    verb = low.index("weigh")
    if low[verb + 1 :] not in (["together"], ["combined"], ["altogether"], ["in", "total"]):
        raise Unread  # "How much do they weigh?": each or together?
    return "total", _group(words[at + 1 : verb], story)


def _what_question(words: tuple[Word, ...], story: Story) -> tuple[str, list[str]]:
    """ "What is the [total|combined|average] weight of <group>" or "What is their ... weight"."""
    low = lowered(words)
    if low[:2] != ["what", "is"]:
        raise Unread
    at = 3
    if low[2] == "their":
        if low[3:] == ["average", "weight"]:
            return "average", list(story.holders)
        if low[3:] in (["total", "weight"], ["combined", "weight"]):
            return "total", list(story.holders)
        raise Unread
    if low[2] != "the":
        raise Unread
    kind = ""
    if low[at] in ("total", "combined", "average"):
        kind, at = ("average" if low[at] == "average" else "total"), at + 1
    if low[at : at + 2] != ["weight", "of"]:
        raise Unread
    rest = words[at + 2 :]
    if not kind:
        holder, end = _holder(rest, 0, story, True)
        if end != len(rest):
            raise Unread  # "the weight of A and B": each or together?
        return "one", [holder]
    return kind, _group(rest, story)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= MOST_HOLDERS + 1 or not sentences[-1].is_question:
        raise Unread
    if any(s.terminator != "." for s in sentences[:-1]):
        raise Unread
    story = Story([], {}, [])
    for sentence in sentences[:-1]:
        _statement(plain_words(sentence, lexicon), story)
    question = plain_words(sentences[-1], lexicon)
    if _t(question[0]) == "if":
        comma = next(i for i, w in enumerate(question) if w.attr("mark") == "comma")
        _statement(question[1:comma], story)
        question = question[comma + 1 :]
    if not 2 <= len(story.holders) <= MOST_HOLDERS or not story.unit:
        raise Unread
    frozen = list(story.holders)
    weights, uses = _solve(story)
    kind, asked = _question(question, story)
    if story.holders != frozen:
        raise Unread
    if len(frozenset().union(*(uses[h] for h in asked))) != len(story.relations) + len(story.told):
        raise Unread  # a told weight or relation the answer does not need: a number with no role
    steps = [f"{h} weighs {fmt(weights[h])} {story.unit}" for h in story.holders]
    if kind == "one":
        value = weights[asked[0]]
    elif kind in ("more", "less"):
        value = weights[asked[0]] - weights[asked[1]]
        value = value if kind == "more" else -value
        steps.append(f"{kind}: {fmt(value)} {story.unit}")
    else:
        value = sum((weights[h] for h in asked), Fraction(0))
        steps.append(f"total: {fmt(value)} {story.unit}")
        if kind == "average":
            value /= len(asked)
            steps.append(f"average over {len(asked)}: {fmt(value)} {story.unit}")
    if value <= 0 or (value * 100).denominator != 1:
        raise Unread
    return value_answer(value, story.unit, asked[0], tuple(steps), len(sentences) - 1)


def read_weight_chains(text: str, lexicon: Lexicon) -> Answer | None:
    """One weight, a total, a difference or a mean from weights told against each other; None otherwise."""
    try:
        return or_none_cut(_read, text, lexicon)
    except StopIteration:
        return None
