""" "A box of 12 pens costs $6. How much do 4 pens cost?": a price told for a group (ADR 0434).

A price told for a pack, box, set, crate or bottle that holds a told number of things (or a told
measure of a stuff), and a question about one of the things or another number of them. The sentence
reader stops at the number after 'of' ("no rule reads a number after 'of'"), and ADR 0424's pair
reading takes only a bare measure ("3 kg of rice cost $12"), so the group was refused.

The price of the group is spread evenly over what it holds, so the asked amount scales with it:

- "A|One <group> of <N> <things> costs|sells for|is $<M>." (one group: the price is the group's);
- "<K> <groups> of <N> <things> cost|sell for|are $<M>." (K groups: the price is for all of them);
- "<K> <groups> of <N> <things> cost|are $<M> each." and "<Groups> of <N> <things> cost $<M> each."
  ('each' after the price settles that the price is one group's; a bare plural without 'each',
  "Boxes of 10 pens cost $3", leaves open whether $3 is a box's or a pen's and is refused);

then exactly one question about the same things (or the same measure of the same stuff):

- "How much do|does|will|would <amount> [of <stuff>] cost?", the amount also "one|a|each|a single
  <thing>"; "How much is|are <amount>?"; "What is the price|cost of <amount>?";
- the question may open "If each <thing> is|was|were|would be sold separately|individually,".

An amount that is not a whole number of groups ("5 cups" of a set of 8, "5 kilograms" of 2 kg bags)
is a part of a group the story does not sell: it is read only when the question says the things are
sold one by one. One thing (or one unit of the measure, "1 liter of juice") asked is the group's price
spread evenly, which the question itself takes for granted. The asked unit is the told one: a unit
converted ("500 milliliters" of 2-liter bottles) is a part of a group again.

The group must be a container the pack marks `collective` (not a group of people, `members`) or,
for a measure, a `portion` such as a bottle. Anything else is refused: a third sentence (a
distractor, a discount, a second price), a negation, a count asked of another thing or of the groups
themselves, another stuff, a price in cents or another currency, a past 'cost' (one sale, not a
price), a weight (a box's or a bottle's weight counts the box or the bottle), a count of things whose
one price is not whole cents, an answer that is not exact. The arithmetic and the graph are ADR
0424's (``same_rates._answer``) over the whole count the groups hold.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.proportions import Amount
from reader.proportions import _amount as amount_at
from reader.rules.context import Word
from reader.same_rates import Pair, _answer
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

ASKED_AUX = frozenset({"do", "does", "will", "would"})
ONE_WORDS = frozenset({"one", "each", "a", "1"})
ASKED_NOUNS = {"price": "cost", "cost": "cost"}
APART = frozenset({"separately", "individually"})


def read_group_price(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked price or weight of things told by a group's price (the docstring's shapes); or None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[0].terminator != "." or sentences[1].terminator != "?":
        raise Unread
    pair, group, size = _told(plain_words(sentences[0], lexicon))
    question = plain_words(sentences[1], lexicon)
    apart = question[:1] != () and question[0].text.casefold() == "if"
    asked, asked_text = _asked(question, pair)
    if asked.value != 1 and not apart and asked.value % size:
        raise Unread  # 5 cups of a set of 8, 5 kg of 2 kg bags: a part of a group is not sold
    answer = _answer(pair, asked, lexicon, asked_text)
    step = (
        f"a {group} holds {fmt(pair.of.value)} {pair.of.head} in all for {fmt(pair.worth.value)} "
        f"{pair.worth.head}: the {pair.verb} is spread evenly over them",
    )
    steps = step + answer.steps
    trace = canonical_hash({"graph": answer.graph, "steps": steps, "value": answer.value})
    return Answer(answer.value, answer.unit, answer.graph, steps, trace)


def _group_noun(word: Word, content: str) -> bool:
    """A container the pack marks `collective` (not people), or a `portion` holding a measure."""
    if word.category != "noun" or word.attr("members"):
        return False
    if word.attr("collective") == "yes":
        return True
    return content == "measure" and word.attr("portion") == "yes"


def _told(words: tuple[Word, ...]) -> tuple[Pair, str, Fraction]:
    """The told sentence as one pair: everything the groups hold, and what it all costs or weighs."""
    if len(words) < 6:
        raise Unread
    first = words[0].text.casefold()
    groups: Fraction | None
    if first in ("a", "one") and words[0].category in ("article", "number_word"):
        groups, at, plural = Fraction(1), 1, False
    elif words[0].category == "noun" and "NNS" in words[0].tags and words[0].text != words[0].lemma:
        groups, at, plural = None, 0, True  # "Boxes of 10 pens cost $3 each."
    else:
        groups = plain_number(words[0])
        if groups is None or groups.denominator != 1 or groups < 2:
            raise Unread
        at, plural = 1, True
    noun = words[at]
    if plural != (noun.text.casefold() != noun.lemma.casefold()):
        raise Unread  # "a boxes", "3 box"
    if words[at + 1].text.casefold() != "of":
        raise Unread
    content, after = amount_at(words, at + 2, 0)
    if content.kind not in ("count", "measure") or not _group_noun(noun, content.kind):
        raise Unread
    if content.kind == "count" and (content.value.denominator != 1 or content.value < 2):
        raise Unread
    group = noun.lemma.casefold()
    verb, after = _pricing(words, after, plural)
    worth, after = amount_at(words, after, 0)
    each = after < len(words) and words[after].text.casefold() == "each"
    if each:
        after += 1
    if after != len(words):
        raise Unread
    if each and not plural:
        raise Unread  # "A box of 10 pens costs $3 each": each box or each pen?
    if groups is None and not each:
        raise Unread  # "Boxes of 10 pens cost $3": a box's price or a pen's?
    if worth.kind != "money":
        raise Unread
    held = content.value * (1 if each or groups is None else groups)
    of = Amount(held, content.head, content.kind, content.stuff, content.where)
    if not content.stuff and (worth.value / held * 100).denominator != 1:
        raise Unread  # no price one of the things can carry
    return Pair(of, verb, worth), group, content.value


def _pricing(words: tuple[Word, ...], at: int, plural: bool) -> tuple[str, int]:
    """ "costs", "sells for", "is" (or their plurals) and then the worth; "weighs" for a weight."""
    if at >= len(words):
        raise Unread
    low = words[at].text.casefold()
    if low == ("cost" if plural else "costs"):
        return "cost", at + 1
    if low == ("sell" if plural else "sells") and words[at + 1 : at + 2] and words[at + 1].text == "for":
        return "cost", at + 2
    if low == ("are" if plural else "is"):
        return "cost", at + 1
    raise Unread  # "weighs": a box's or a bottle's weight counts the box or the bottle


def _asked(words: tuple[Word, ...], pair: Pair) -> tuple[Amount, str]:
    """The question's asked amount (and its words for the step); Unread for any other question."""
    words = _without_apart(words, pair)
    texts = [w.text.casefold() for w in words]
    if len(texts) < 4:
        raise Unread
    if texts[:2] == ["how", "much"] and texts[2] in ASKED_AUX:
        if words[-1].text.casefold() != pair.verb or "VB" not in words[-1].tags:
            raise Unread
        asked, at = _asked_amount(words, 3, pair)
        if at != len(words) - 1:
            raise Unread
    elif texts[:2] == ["how", "much"] and texts[2] in ("is", "are") and pair.verb == "cost":
        asked, at = _asked_amount(words, 3, pair)
        if at != len(words) or (texts[2] == "is") != (asked.value == 1):
            raise Unread
    elif texts[:4] == ["what", "is", "the", texts[3]] and ASKED_NOUNS.get(texts[3]) == pair.verb:
        if texts[4:5] != ["of"]:
            raise Unread
        asked, at = _asked_amount(words, 5, pair)
        if at != len(words):
            raise Unread
    else:
        raise Unread
    return asked, f"{fmt(asked.value)} {asked.head}"


def _without_apart(words: tuple[Word, ...], pair: Pair) -> tuple[Word, ...]:
    """The question without "If each <thing> is|was|were|would be sold separately|individually,"."""
    texts = [w.text.casefold() for w in words]
    if not texts or texts[0] != "if":
        return words
    if "," not in texts or pair.of.kind != "count" or pair.verb != "cost":
        raise Unread
    comma = texts.index(",")
    clause = texts[1:comma]
    if len(clause) < 5 or clause[0] != "each" or clause[1] != pair.of.head:
        raise Unread
    verb = clause[2:-2]
    if verb not in (["is"], ["was"], ["were"], ["would", "be"]) or clause[-2] != "sold":
        raise Unread
    if clause[-1] not in APART:
        raise Unread
    return words[comma + 1 :]


def _asked_amount(words: tuple[Word, ...], at: int, pair: Pair) -> tuple[Amount, int]:
    """ "5 pens", "2 liters [of juice]", "one|each|a [single] pen"."""
    if at >= len(words):
        raise Unread
    low = words[at].text.casefold()
    told = pair.of
    if low in ONE_WORDS and at + 1 < len(words):
        nxt = at + 1
        if low == "a" and words[nxt].text.casefold() == "single":
            nxt += 1
        if nxt < len(words) and words[nxt].text.casefold() == told.head and not told.stuff:
            return Amount(Fraction(1), told.head, told.kind, "", (1, at)), nxt + 1
        if low not in ("1", "one"):
            raise Unread
    asked, after = amount_at(words, at, 1)
    if asked.kind != told.kind:
        raise Unread
    if asked.head != told.head:
        raise Unread  # "a set of 8 cups" are things, not a volume; 500 mL of 2 L bottles is a part
    if told.kind == "count":
        if asked.head != told.head or asked.value.denominator != 1:
            raise Unread
        if after < len(words) and words[after].text.casefold() == "of":
            raise Unread  # "3 boxes of pens": groups asked, not things
    return asked, after


__all__ = ["read_group_price"]
