"""Things bought at one price and sold again at another, profit asked, retold plainly (ADR 0486).

"Omar buys jars of honey for $3 each and sells them for $5 each. How much profit does he make by
selling 40 jars?" The profit reading (ADR 0298) reads "Omar buys 40 jars of honey for $3 each. Omar
sells 40 jars of honey for $5 each. How much profit does he make?", but the sentence reader does not
take the story as told: 'them' stands for things bought with no count, the count comes in the
question's tail or an 'if' clause, a price is told per pound after a weight, or the things are ordered
so many a day and the profit asked over a week. This reading takes those stories word by word and
retells them in the plain form, so the profit reading's checks (one seller, every cost tied to the
things sold, no loss) still decide; their refusal leaves the first refusal standing.

The story, one person throughout ('he'/'she' agreeing with the name):

- the purchase, first: "<P> buys|bought|orders|purchases [N|a dozen|N dozen] [<adjective>] <things> [of
  <stuff>] [a|per|each|every day|week] for|at $B [each|apiece|a|per <thing>]";
- the sale, after "and" with no subject of its own or in a statement of its own: "[<P>|he|she]
  sells|sold|resells them for|at $S [each|apiece|a|per <thing>]" (the same 'sell' of all of them);
- optionally the weight: "They [each] weigh W <unit> [each]" or "Each [one] weighs W <unit>", and then
  the sale's price must be "$S per|a <the same unit>": W x S a thing, in whole cents;
- the count, told once: in the purchase, in the question's "by|from selling N <things>" or "if he
  sells|sold N <things>", or a fronted "If he buys|bought|sells|sold N <things>, ..."; the things named
  there are the purchase's (its head noun).

A price with no 'each' is a price of one thing only when the purchase has no count ("buys jars of
honey for $3": 'jars' in general, bought at $3) and the sale's price is bare too (a bare price beside
"$5 each" may be the price of all); with a count it is the price of all of them, which the sale may
not be. A purchase told per day or week needs its count in the purchase, a price of one thing, and a
question period ("in a week", "a week", "in 3 days", "per week") that is a whole number of the
purchase's periods (a week is 7 days; months and years are not read); a period in the question and
none in the story refuses.

The question: "How much [net|total] profit does|did|will <P|he|she> make|earn|get", "What|How much
is|was his|her|<P>'s [net|total] profit", "How much [money] does|did|will <P|he|she> make|earn|get in
profit", or "[If ..., ] calculate|find|determine the [net|total] profit <P|he|she> makes|made|will make",
each with the tails above. Everything else is not retold: two counts (sold fewer than bought?), a
second person or 'they' as the seller, a negation, a number with no role, a cost of anything else ("the
stall costs $20"), money in cents, a weight in one unit and a price per another, a loss (the profit
reading refuses it), and any other word.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.rewrites import Rewrite
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, or_none_cut, plain_number, plain_words

__all__ = ["resale_profit"]

BUYING = frozenset({"buy", "order", "purchase"})
SELLING = frozenset({"sell", "resell"})
PERIOD_DAYS = {"day": 1, "week": 7}
PER_WORDS = frozenset({"a", "per", "each", "every"})
QUALIFIERS = frozenset({"net", "total"})
ASKED_VERBS = frozenset({"make", "earn", "get"})
AUXILIARIES = frozenset({"does", "did", "will", "would"})
IMPERATIVES = frozenset({"calculate", "find", "determine", "compute"})
TOGETHER = frozenset({"together", "altogether", "total", "combined", "all"})


@dataclass
class _Story:
    """What the statements and the question told, filled in as they are read."""

    name: str = ""
    gender: str = ""
    head: Word | None = None
    things: str = ""
    count: Fraction | None = None
    count_said: str = ""
    period: str = ""
    asked_days: Fraction | None = None
    asked_said: str = ""
    buy_verb: str = ""
    buy_price: Fraction | None = None
    buy_said: str = ""
    buy_total: bool = False
    sell_verb: str = ""
    sell_price: Fraction | None = None
    sell_said: str = ""
    sell_per_unit: str = ""
    weight: Fraction | None = None
    weight_unit: str = ""
    bare_sale: bool = False
    buy_bare: bool = False


def resale_profit(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem retold as a purchase and a sale of one count of things, then the profit question."""
    low = text.casefold()
    if "profit" not in low or "them" not in low:
        return None
    return or_none_cut(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 4 or any(s.is_question for s in sentences[:-1]):
        raise Unread
    if any(s.terminator != "." for s in sentences[:-1]):
        raise Unread
    said = [plain_words(s, lexicon) for s in sentences]
    story = _Story()
    told: list[str] = []  # the clauses read, in order
    for at, words in enumerate(said[:-1]):
        i = 0
        if at == 0:
            i = _purchase(words, story)
            told.append("purchase")
        while i < len(words):
            joined = i > 0
            if joined:
                i = _joined(words, i)
            if _is_weight(words, i):
                told.append("weight")
                i = _weight(words, i, story)
            else:
                told.append("sale")
                i = _sale(words, i, story, joined and told[-2:] == ["purchase", "sale"])
    if sorted(told) not in (["purchase", "sale"], ["purchase", "sale", "weight"]):
        raise Unread
    question = _question(said[-1], story)
    return Rewrite(_plain_text(story, question), _steps(story))


def _joined(words: tuple[Word, ...], at: int) -> int:
    """Past "and" or ", and" joining two clauses of one statement."""
    texts = lowered(words)
    if texts[at] == "," and texts[at + 1] == "and":
        return at + 2
    if texts[at] == "and":
        return at + 1
    raise Unread


def _person(word: Word, story: _Story, cases: tuple[str, ...] = ("subject",)) -> None:
    """The story's one person named again, or 'he'/'she' (his/her) agreeing with the name."""
    if word.text == story.name:
        return
    if word.category != "pronoun" or word.attr("number") != "singular" or word.attr("case") not in cases:
        if not ("possessive" in cases and word.text.casefold() in ("his", "her")):
            raise Unread
    gender = {"he": "male", "him": "male", "his": "male", "she": "female", "her": "female"}.get(
        word.text.casefold()
    )
    if gender is None:
        raise Unread
    if story.gender and story.gender != gender:
        raise Unread
    story.gender = gender


def _subject(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """The seller named again in full, or 'he'/'she' agreeing: where the subject ends."""
    name = story.name.split()
    if [w.text for w in words[at : at + len(name)]] == name:
        return at + len(name)
    _person(words[at], story)
    return at + 1


def _purchase(words: tuple[Word, ...], story: _Story) -> int:
    """ "<P> buys [N] <things> [a day] for $B [each]": the opening clause, and where it ends."""
    at = 0
    gender = ""
    if words[0].category == "person_noun" and words[0].text.endswith("."):  # "Mrs. Oaklyn"
        gender = words[0].attr("gender")
        at = 1
    name = words[at]
    if name.category != "name" and not (name.category == "noun" and name.text[:1].isupper()):
        raise Unread
    story.name = " ".join(w.text for w in words[: at + 1])
    story.gender = gender or name.attr("gender") or name.attr("name_gender")
    if story.gender not in ("", "male", "female"):
        story.gender = ""
    at += 1
    verb = words[at]
    if verb.category != "verb_buy" or verb.lemma.casefold() not in BUYING:
        raise Unread
    story.buy_verb = "buys" if verb.text.casefold().endswith("s") else "bought"
    at = _counted(words, at + 1, story)
    story.count_said = "" if story.count is None else "purchase"
    at = _things(words, at, story)
    at = _period(words, at, story)
    price, at, per_thing, bare = _price(words, at, story)
    if not story.period:
        at = _period(words, at, story)
        if story.period and not per_thing:
            raise Unread  # "for $12 a day": the price of a day's things, or of each?
    story.buy_bare = bare
    if bare and story.count is not None:
        story.buy_total = True  # "buys 20 lamps for $240": the price of all of them
    elif not (per_thing or bare):
        raise Unread
    story.buy_price = price
    story.buy_said = words[at - 1].text if story.buy_total else ""
    if story.buy_total and story.period:
        raise Unread  # "$12 a day" for all the day's things: not read here
    return at


def _count(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "20", "a dozen", "2 dozen" or nothing before the things: the count, once in the whole problem."""
    found = _counted(words, at, story)
    if found == at:
        raise Unread
    return found


def _counted(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """``_count``, or ``at`` itself when no count stands there."""
    texts = lowered(words)
    value = plain_number(words[at])
    if texts[at] == "a" and words[at + 1].category == "scale_word":
        value, at = Fraction(words[at + 1].attr("value")), at + 2
    elif value is not None:
        at += 1
        if words[at].category == "scale_word":
            value, at = value * Fraction(words[at].attr("value")), at + 1
    elif words[at].category in ("number", "number_word", "scale_word"):
        raise Unread
    else:
        return at
    if value.denominator != 1 or value < 2:
        raise Unread  # one thing is 'it', not 'them'; a part of a thing is not counted
    if story.count is not None:
        raise Unread  # two counts: were fewer sold than bought?
    story.count = value
    return at


def _things(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "[handmade] jars [of honey]": the things bought, named by a plural noun."""
    start = at
    while words[at].category == "adjective" or (
        words[at].category == "noun" and not _plural(words[at]) and words[at + 1].category == "noun"
    ):
        at += 1  # "handmade rugs", "wicker baskets"
    head = words[at]
    if head.category != "noun" or not _plural(head) or head.attr("currency") or head.attr("unit_kind"):
        raise Unread
    at += 1
    if lowered(words[at : at + 1]) == ["of"]:
        at += 1
        while words[at].category == "adjective":
            at += 1
        if words[at].category != "noun" or words[at].attr("currency"):
            raise Unread
        at += 1
    story.head = head
    story.things = " ".join(w.text for w in words[start:at])
    return at


def _plural(word: Word) -> bool:
    """A plural noun, told apart from its lemma ("baskets", not "wicker" or "sheep")."""
    return "NNS" in word.tags and word.text.casefold() != word.lemma.casefold()


def _same_things(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """The purchase's things named again: its head noun, or its whole phrase."""
    assert story.head is not None
    phrase = story.things.casefold().split()
    if lowered(words[at : at + len(phrase)]) == phrase:
        return at + len(phrase)
    word = words[at]
    if word.category != "noun" or word.lemma.casefold() != story.head.lemma.casefold() or not _plural(word):
        raise Unread
    return at + 1


def _period(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "a day", "per week", "every day": the things are bought so many a period."""
    if at + 1 >= len(words) or lowered(words[at : at + 1])[0] not in PER_WORDS:
        return at
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.attr("dimension") != "time":
        return at
    lemma = unit.lemma.casefold()
    if lemma not in PERIOD_DAYS or unit.text.casefold() != lemma:
        raise Unread  # months and years have no fixed number of days
    if story.period:
        raise Unread
    story.period = lemma
    return at + 2


def _price(words: tuple[Word, ...], at: int, story: _Story) -> tuple[Fraction, int, bool, bool]:
    """ "for $3 each": the price, where it ends, whether it is told of one thing, and whether it is bare."""
    if words[at].category != "prep_price" or words[at].text.casefold() not in ("for", "at"):
        raise Unread
    money = words[at + 1]
    shape = money.shape
    if money.category != "number" or shape is None or shape.primitive != "currency" or shape.unit != "dollar":
        raise Unread
    value = Fraction(shape.value)
    if value <= 0:
        raise Unread
    at += 2
    texts = lowered(words)
    if at >= len(words):
        return value, at, False, True
    if texts[at] in ("each", "apiece"):
        return value, at + 1, True, False
    if texts[at] in ("a", "per") and at + 1 < len(words):
        unit = words[at + 1]
        assert story.head is not None
        if unit.category == "noun" and unit.lemma.casefold() == story.head.lemma.casefold():
            if unit.text.casefold() != unit.lemma.casefold():
                raise Unread
            return value, at + 2, True, False
        if unit.category == "unit_noun" and unit.attr("dimension", "").startswith("mass"):
            story.sell_per_unit = unit.lemma.casefold()
            return value, at + 2, False, False
        if unit.category == "unit_noun" and unit.attr("dimension") == "time":
            return value, at, False, True  # "for $3 a day" is told as a period by the caller
        raise Unread
    return value, at, False, True


def _is_weight(words: tuple[Word, ...], at: int) -> bool:
    texts = lowered(words)
    return texts[at] in ("they", "each") and any(w.lemma.casefold() == "weigh" for w in words[at : at + 4])


def _weight(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "They [each] weigh 4 pounds [each]" or "Each [one] weighs 4 pounds": the weight of one thing."""
    texts = lowered(words)
    if texts[at] == "they":
        at += 1
        if texts[at] == "each":
            at += 1
        if texts[at] != "weigh":
            raise Unread
    else:
        at += 1
        if texts[at] == "one":
            at += 1
        if texts[at] != "weighs":
            raise Unread
    value = plain_number(words[at + 1])
    unit = words[at + 2]
    if value is None or value <= 0 or unit.category != "unit_noun":
        raise Unread
    if not unit.attr("dimension", "").startswith("mass"):
        raise Unread
    at += 3
    if at < len(words) and texts[at] == "each":
        at += 1
    if at < len(words) and texts[at] in TOGETHER:
        raise Unread  # "weigh 40 pounds together": of all of them
    story.weight, story.weight_unit = value, unit.lemma.casefold()
    return at


def _sale(words: tuple[Word, ...], at: int, story: _Story, right_after_purchase: bool) -> int:
    """ "[he] sells them for $5 [each]": all the things sold, at a price told of one."""
    if words[at].category == "verb_sell":
        if not right_after_purchase:
            raise Unread  # a sale with no subject of its own follows the purchase only
    else:
        at = _subject(words, at, story)
    verb = words[at]
    if verb.category not in ("verb_sell", "verb") or verb.lemma.casefold() not in SELLING:
        raise Unread
    story.sell_verb = "sells" if verb.text.casefold().endswith("s") else "sold"
    if lowered(words[at + 1 : at + 2]) != ["them"]:
        raise Unread
    story.sell_per_unit = ""
    price, at, per_thing, bare = _price(words, at + 2, story)
    if not (per_thing or bare or story.sell_per_unit):
        raise Unread
    story.sell_price = price
    story.bare_sale = bare
    return at


def _question(words: tuple[Word, ...], story: _Story) -> str:
    """The plain profit question, its tails read into the story: 'How much profit does he make?'."""
    texts = lowered(words)
    at = 0
    if texts[0] == "if":
        at = _if_count(words, 1, story)
        if texts[at] != ",":
            raise Unread
        at += 1
    core, at = _core(words, at, story)
    while at < len(words):
        at = _tail(words, at, story)
    return core


def _if_count(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "if he sells|buys 30 jars": the count of the things."""
    _person(words[at], story)
    verb = words[at + 1]
    if verb.lemma.casefold() not in SELLING | BUYING or verb.category not in (
        "verb_sell",
        "verb_buy",
        "verb",
    ):
        raise Unread
    return _same_things(words, _count(words, at + 2, story), story)


def _core(words: tuple[Word, ...], at: int, story: _Story) -> tuple[str, int]:
    """The profit question proper, told again plainly, and where it ends."""
    texts = lowered(words)
    if texts[at : at + 2] == ["how", "much"]:
        at += 2
        qualifier = ""
        if texts[at] in QUALIFIERS and texts[at + 1] == "profit":
            qualifier, at = texts[at] + " ", at + 1
        if texts[at] == "profit":
            aux, who, verb = texts[at + 1], words[at + 2], words[at + 3]
            if aux not in AUXILIARIES or verb.lemma.casefold() not in ASKED_VERBS:
                raise Unread
            _person(who, story)
            return f"How much {qualifier}profit {aux} {who.text} {verb.text}?", at + 4
        if texts[at] in ("is", "was"):
            return _owned(words, at + 1, texts[at], story)
        if texts[at] == "money":
            at += 1
        aux, who, verb = texts[at], words[at + 1], words[at + 2]
        if aux not in AUXILIARIES or verb.lemma.casefold() not in ASKED_VERBS:
            raise Unread
        _person(who, story)
        if texts[at + 3 : at + 5] != ["in", "profit"]:
            raise Unread
        return f"How much profit {aux} {who.text} {verb.text}?", at + 5
    if texts[at] == "what" and texts[at + 1] in ("is", "was"):
        return _owned(words, at + 2, texts[at + 1], story)
    if texts[at] in IMPERATIVES and texts[at + 1] == "the":
        at += 2
        qualifier = ""
        if texts[at] in QUALIFIERS:
            qualifier, at = texts[at] + " ", at + 1
        if texts[at] != "profit":
            raise Unread
        who = words[at + 1]
        _person(who, story)
        at += 2
        if texts[at] in ("will", "would") and texts[at + 1] == "make":
            aux, at = texts[at], at + 2
        elif texts[at] in ("makes", "made"):
            aux, at = ("does" if texts[at] == "makes" else "did"), at + 1
        else:
            raise Unread
        return f"How much {qualifier}profit {aux} {who.text} make?", at
    raise Unread


def _owned(words: tuple[Word, ...], at: int, copula: str, story: _Story) -> tuple[str, int]:
    """ "his [net] profit", "Omar 's profit" after "What is" / "How much was"."""
    texts = lowered(words)
    owner = words[at]
    if owner.text == story.name.split()[-1] and texts[at + 1 : at + 2] == ["'s"]:
        said, at = f"{story.name} 's", at + 2
    else:
        _person(owner, story, ("possessive",))
        said, at = owner.text, at + 1
    qualifier = ""
    if texts[at] in QUALIFIERS:
        qualifier, at = texts[at] + " ", at + 1
    if texts[at] != "profit":
        raise Unread
    return f"What {copula} {said} {qualifier}profit?", at + 1


def _tail(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """One tail of the question: a count sold, the things named again, or the period asked."""
    texts = lowered(words)
    if texts[at] in ("by", "from") and texts[at + 1] == "selling":
        at += 2
        if texts[at] == "them":
            return at + 1
        if texts[at : at + 3] == ["all", "of", "them"]:
            return at + 3
        if texts[at] == "all":
            at += 1
        if texts[at] == "the":
            return _same_things(words, at + 1, story)
        return _same_things(words, _count(words, at, story), story)
    if texts[at] == "if":
        return _if_count(words, at + 1, story)
    return _asked_period(words, at, story)


def _asked_period(words: tuple[Word, ...], at: int, story: _Story) -> int:
    """ "in a week", "a week", "per week", "in 3 days": the span the profit is asked over, in days."""
    texts = lowered(words)
    if story.asked_days is not None:
        raise Unread
    start = at
    if texts[at] in ("in", "for", "over"):
        at += 1
    if texts[at] in PER_WORDS:
        count = Fraction(1)
    else:
        count = plain_number(words[at])
        if count is None or count.denominator != 1 or count < 1:
            raise Unread
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.lemma.casefold() not in PERIOD_DAYS:
        raise Unread
    if (count == 1) != (unit.text.casefold() == unit.lemma.casefold()):
        raise Unread
    story.asked_days = count * PERIOD_DAYS[unit.lemma.casefold()]
    story.asked_said = " ".join(w.text for w in words[start : at + 2])
    return at + 2


def _plain_text(story: _Story, question: str) -> str:
    """ "Omar buys 40 jars of honey for $3 each. Omar sells 40 jars of honey for $5 each. <question>" """
    count = story.count
    if count is None or story.buy_price is None or story.sell_price is None:
        raise Unread
    if story.period:
        if story.count_said != "purchase":
            raise Unread  # "by selling 30 buns in a week": a count of the week, not of a day
        if story.asked_days is None:
            raise Unread  # so many a day, and no period asked: a day's profit or all of it?
        periods = story.asked_days / PERIOD_DAYS[story.period]
        if periods.denominator != 1:
            raise Unread
        count *= periods
    elif story.asked_days is not None:
        raise Unread  # a period asked of things not bought by the period
    if _generic(story) and story.buy_bare != story.bare_sale:
        raise Unread  # "buys pens for $2 and sells them for $3 each": is the $2 for all of them?
    if story.weight is not None:
        if story.sell_per_unit != story.weight_unit:
            raise Unread  # a price per kilogram of a weight in pounds, or a price per thing: not read
        sell = story.weight * story.sell_price
    elif story.sell_per_unit:
        raise Unread  # a price per pound and no weight told
    else:
        if story.bare_sale and not _generic(story):
            raise Unread  # "sells them for $90" after a count: for each or for all?
        sell = story.sell_price
    if (sell * 100).denominator != 1:
        raise Unread
    buying = story.buy_said if story.buy_total else f"{_money(story.buy_price)} each"
    return (
        f"{story.name} {story.buy_verb} {count} {story.things} for {buying}. "
        f"{story.name} {story.sell_verb} {count} {story.things} for {_money(sell)} each. {question}"
    )


def _generic(story: _Story) -> bool:
    """The purchase had no count: its things in general, so a bare price is the price of one."""
    return story.count_said == ""


def _money(value: Fraction) -> str:
    if value.denominator == 1:
        return f"${value.numerator}"
    return f"${float(value):.2f}"


def _steps(story: _Story) -> tuple[str, ...]:
    steps = [f"'them' are the {story.things} {story.name} {story.buy_verb}: all of them sold"]
    if story.period and story.asked_days is not None:
        steps.append(f"so many a {story.period} {story.asked_said}: {story.asked_days} days")
    if story.weight is not None:
        steps.append(
            f"{story.weight} {story.weight_unit}(s) each at {_money(story.sell_price or Fraction(0))} a "
            f"{story.weight_unit}: {_money(story.weight * (story.sell_price or Fraction(0)))} each"
        )
    return tuple(steps)
