""" "It cost 20% more than her old $40 kettle.", "Lia's lamp is worth twice as much." (ADR 0475).

ADR 0444 and ADR 0458 read a price told from another thing's price when each thing is named with an
article ("a pen", "the lamp"). The same comparison is often told of things named by their owner or
by 'new' and 'old', or of a price paid and the price it was compared with; none of these has a chain
event the sentence reader can hold. This whole-problem reading takes three story shapes, word by
word, and works the price out itself:

- a new thing against one person's old one: "<P> decides|decided to buy himself|herself a new <thing>."
  or "<P> buys|bought|gets|got a new <thing>." then "It costs|cost <comparison> his|her old $B <thing>."
  (or "It costs ... his|her old <thing>." and a sentence or an opening 'if' clause "his|her old <thing>
  cost|costs|was|is $B [a|per <period>]"), or the comparison as a relative clause of the opening
  ("<P> gets a new <thing> that is 30% more expensive than his old <thing>."), asked "How much
  does|did|will it|his new <thing> cost?";
- two owners' things: "<A>'s <thing> costs|cost|is|was $B." and "<C>'s <thing> <comparison> [than|as
  <A>'s [<thing>]]." (either order; with no 'than'/'as' part only right after A's price), asked the
  price of C's thing ("How much does C's bike cost?", "What is the price of C's bike?", "How much is
  C's bike worth?") or, when both things are of one noun, "the total price|cost of their <things>" /
  "How much do their <things> cost [together|in total|altogether]?";
- a price paid and the one it was less or more than: "<P> spent|paid $X on|for a <thing>, which is|was
  N% less|more than the original|regular|usual|normal|full price." asked "What was|is the <same word>
  price [of the <thing>|of it]?", and "<P> buys|bought a <thing> for $X, which is|was N% less|more than
  what <Q> paid for the same <thing>|bought the same <thing> for." asked "How much did Q pay [for
  his|her|the <thing>]?": $X over the factor, only when that is whole cents.

A comparison is "N% more|less" after 'cost(s)', "N% more expensive|less expensive|cheaper" after
'is'/'was', "twice|half|N times as much" after 'cost(s)' or 'is|was worth', "twice|half|N times as
expensive" after 'is'/'was'. Anything else keeps the first refusal: "N times more" (N or N + 1
times?), a price of part of a cent or not above nothing, a percentage less of 100 or more, a
comparison with no 'than' after two prices or none, a total over things of two nouns or whose
count is not told, another person, a pronoun that does not agree, a period asked that is not the
one told, and any other word or sentence.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, person_answer, short_story

__all__ = ["read_percent_prices"]

T = r"[a-z]+(?: [a-z]+){0,2}?"
THING = r"(?P<{0}>" + T.replace("{", "{{").replace("}", "}}") + r")"
NAME = r"(?P<{0}>[A-Z][a-z]+)"
MONEY = r"(?P<{0}>\$[0-9][0-9,.]*)"
# the comparison after its verb: group 'how' holds it, group 'kind' says which words told it
COMPARE = (
    r"(?P<cverb>costs|cost|is worth|was worth|is|was) (?P<how>\S+% (?:more|less)(?: expensive)?"
    r"|\S+% cheaper|(?:twice|half|\S+ times) as (?:much|expensive))"
)
LINK = r" (?P<link>than|as) "
PERIOD = r"(?: (?P<per>a|per|each|every) (?P<period>[a-z]+))?"
PCT_ONLY = r"(?P<pct>\S+%) (?P<dir>more|less)"

NEW_OPEN = re.compile(
    r"^" + NAME.format("name") + r" (?:(?:decides|decided) to buy (?P<self>himself|herself) a new"
    r"|(?:buys|bought|gets|got) a new) " + THING.format("new") + r"$"
)
NEW_RELATIVE = re.compile(
    r"^"
    + NAME.format("name")
    + r" (?:buys|bought|gets|got) a new "
    + THING.format("new")
    + r" (?:that|which) "
    + COMPARE
    + LINK
    + r"(?P<pron>his|her) old "
    + THING.format("old")
    + r"$"
)
IT_COMPARED = re.compile(
    r"^It "
    + COMPARE
    + LINK
    + r"(?P<pron>his|her) old (?:"
    + MONEY.format("money")
    + r" )?"
    + THING.format("old")
    + r"$"
)
OLD_PRICE = re.compile(
    r"^(?P<pron>His|Her) old "
    + THING.format("old")
    + r" (?:costs|cost|is|was) "
    + MONEY.format("money")
    + PERIOD
    + r"$"
)
IF_OLD = re.compile(
    r"^If (?P<pron>his|her) old "
    + THING.format("old")
    + r" (?:costs|cost|is|was) "
    + MONEY.format("money")
    + PERIOD
    + r"(?: ,)? (?P<question>how much .*)$"
)
NEW_ASKED = re.compile(
    r"^[Hh]ow much (?:does|did|will) (?:it|(?P<pron>his|her) new " + THING.format("new") + r") cost$"
)

OWNED_PRICE = re.compile(
    r"^"
    + NAME.format("owner")
    + r" 's "
    + THING.format("thing")
    + r" (?:costs|cost|is|was) "
    + MONEY.format("money")
    + r"$"
)
OWNED_COMPARED = re.compile(
    r"^"
    + NAME.format("owner")
    + r" 's "
    + THING.format("thing")
    + r" "
    + COMPARE
    + r"(?:"
    + LINK
    + NAME.format("base")
    + r" 's(?: "
    + THING.format("basething")
    + r")?)?$"
)
OWNED_ONE = [
    re.compile(
        r"^How much (?:does|did|will) " + NAME.format("owner") + r" 's " + THING.format("thing") + r" cost$"
    ),
    re.compile(
        r"^How much (?:is|was) " + NAME.format("owner") + r" 's " + THING.format("thing") + r"(?: worth)?$"
    ),
    re.compile(
        r"^What (?:is|was) the (?:price|cost) of "
        + NAME.format("owner")
        + r" 's "
        + THING.format("thing")
        + r"$"
    ),
]
OWNED_BOTH = [
    re.compile(
        r"^What (?:is|was) the (?:total|combined) (?:price|cost) of their " + THING.format("things") + r"$"
    ),
    re.compile(
        r"^How much (?:do|did) their "
        + THING.format("things")
        + r" cost (?:together|in total|altogether|combined)$"
    ),
    re.compile(
        r"^How much are their "
        + THING.format("things")
        + r" worth (?:together|in total|altogether|combined)$"
    ),
]

PAID_SHAPES = [
    re.compile(
        r"^"
        + NAME.format("name")
        + r" (?:spent|spends|paid|pays) "
        + MONEY.format("money")
        + r" (?:on|for) (?:a|an) "
        + THING.format("thing")
        + r" , which (?:is|was) "
        + PCT_ONLY
        + r" than the (?P<adj>original|regular|usual|normal|full) price$"
    ),
    re.compile(
        r"^"
        + NAME.format("name")
        + r" (?:buys|bought) (?:a|an) "
        + THING.format("thing")
        + r" for "
        + MONEY.format("money")
        + r" , which (?:is|was) "
        + PCT_ONLY
        + r" than what "
        + NAME.format("other")
        + r" (?:(?:paid|spent) for the same "
        + THING.format("same")
        + r"|bought the same "
        + THING.format("same2")
        + r" for)$"
    ),
]
PAID_BEFORE = re.compile(
    r"^(?:What (?:was|is) the (?P<adj>original|regular|usual|normal|full) price(?: of (?:the (?P<thing>"
    + T
    + r")|it))?|How much did "
    + NAME.format("other")
    + r" pay(?: for (?:(?P<pron>his|her|the) (?P<paid>"
    + T
    + r")|it))?)$"
)

NOT_THING = frozenset(
    {
        "name",
        "pronoun",
        "number",
        "number_word",
        "copula",
        "comparative",
        "price_noun",
        "article",
        "than_marker",
        "as_marker",
        "question_word",
        "relative_pronoun",
        "possessive_marker",
        "multiplier",
        "unit_noun",
        "money_noun",
    }
)


def read_percent_prices(text: str, lexicon: Lexicon) -> Answer | None:
    """The price asked, worked out from the one it is compared with; None when the story is not a shape read here."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    words = short_story(split_sentences(text), lexicon, 4)  # Unread on an unknown word
    every: dict[str, Word] = {}
    for ws in words:
        for w in ws:
            every.setdefault(w.text, w)
    lines = [" ".join(w.text for w in ws) for ws in words]
    if len(words) == 2:
        one = or_none(_paid_before, lines, every)
        if one is not None:
            return one
    return _new_over_old(lines, every) or _owners(lines, every)


def _new_over_old(lines: list[str], every: dict[str, Word]) -> Answer | None:
    """A new thing's price against one person's old one ("It cost 20% more than her old $40 kettle.")."""
    *story, question = lines
    if_old = IF_OLD.match(question)
    if if_old is not None:
        question = if_old["question"]
    elif question.startswith("If "):
        return None
    asked = NEW_ASKED.match(question)
    if asked is None:
        return None
    first = NEW_RELATIVE.match(story[0])
    compared: re.Match[str]
    if first is not None:
        compared = first
        rest = story[1:]
    else:
        first = NEW_OPEN.match(story[0])
        if first is None or len(story) < 2:
            return None
        found = IT_COMPARED.match(story[1])
        if found is None:
            return None
        compared = found
        rest = story[2:]
    who = _person(first["name"], every)
    _agrees(who, [first.groupdict().get("self"), compared["pron"], asked["pron"]])
    new = first["new"]
    _thing(new, every)
    _same(compared["old"], new)
    if asked["new"] is not None:
        _same(asked["new"], new)
    told = [OLD_PRICE.match(s) for s in rest]
    if any(m is None for m in told):
        return None  # a sentence that is not the old thing's price
    olds = [m for m in [*told, if_old] if m is not None]
    inline = compared.groupdict().get("money")
    if len(olds) + (1 if inline else 0) != 1:
        raise Unread  # the old price told twice or never
    if olds:
        m = olds[0]
        _agrees(who, [m["pron"].casefold()])
        _same(m["old"], new)
        base = _money(m["money"], every)
        if m["per"] is not None:
            _period(m["period"], every)
    else:
        base = _money(inline, every)
    factor, said = _factor(compared, every)
    value = _price(base * factor)
    steps = (
        f"his old {new} at {_dollars(base)}; the new one costs {said} it: {_dollars(base)} x {fmt(factor)} = "
        f"{_dollars(value)}",
    )
    return person_answer(who, value, value, "dollar", "dollars", steps)


def _owners(lines: list[str], every: dict[str, Word]) -> Answer | None:
    """Two owners' things, one priced, the other compared with it ("Lia's bike is worth twice as much.")."""
    if len(lines) != 3:
        return None
    *story, question = lines
    priced = [OWNED_PRICE.match(s) for s in story]
    compared = [OWNED_COMPARED.match(s) for s in story]
    if priced[0] is not None and compared[1] is not None:
        price, comp, bare_ok = priced[0], compared[1], True
    elif compared[0] is not None and priced[1] is not None:
        price, comp, bare_ok = priced[1], compared[0], False
    else:
        return None
    if comp["base"] is None:
        if not bare_ok:
            raise Unread  # compared with what? only the one price told just before
    else:
        if comp["base"] != price["owner"]:
            raise Unread
        if comp["basething"] is not None and comp["basething"] != price["thing"]:
            raise Unread
    owner = _person(price["owner"], every)
    other = _person(comp["owner"], every)
    if owner.text == other.text:
        raise Unread  # one owner, two things: not this shape
    _thing(price["thing"], every)
    _thing(comp["thing"], every)
    base = _money(price["money"], every)
    factor, said = _factor(comp, every)
    value = _price(base * factor)
    steps = [
        f"{owner.text}'s {price['thing']} at {_dollars(base)}; {other.text}'s {comp['thing']} costs {said} it:"
        f" {_dollars(base)} x {fmt(factor)} = {_dollars(value)}"
    ]
    for pattern in OWNED_ONE:
        m = pattern.match(question)
        if m is not None:
            if m["owner"] == other.text and m["thing"] == comp["thing"]:
                return person_answer(other, value, value, "dollar", "dollars", tuple(steps))
            if m["owner"] == owner.text and m["thing"] == price["thing"]:
                raise Unread  # the price told, asked back: not worth a guess at why
            raise Unread
    for pattern in OWNED_BOTH:
        m = pattern.match(question)
        if m is not None:
            if price["thing"] != comp["thing"]:
                raise Unread  # "their bikes" of a bike and a car?
            _plural_of(m["things"], price["thing"], every)
            total = base + value
            steps.append(
                f"one {price['thing']} each: {_dollars(base)} + {_dollars(value)} = {_dollars(total)}"
            )
            return person_answer(other, total, total, "dollar", "dollars", tuple(steps))
    return None


def _paid_before(lines: list[str], every: dict[str, Word]) -> Answer | None:
    """A price paid and the price it was N% less or more than, found back ("$600, which is 40% less than ...")."""
    story, question = lines
    for shape in PAID_SHAPES:
        paid = shape.match(story)
        if paid is not None:
            break
    else:
        return None
    asked = PAID_BEFORE.match(question)
    if asked is None:
        return None
    buyer = _person(paid["name"], every)
    thing = paid["thing"]
    _thing(thing, every)
    groups = paid.groupdict()
    if "adj" in groups:
        if asked["adj"] != paid["adj"] or asked["other"] is not None:
            raise Unread  # asked another price than the one compared with
        if asked["thing"] is not None and asked["thing"].split(" ")[-1] != thing.split(" ")[-1]:
            raise Unread
        who, after = buyer, f"the {paid['adj']} price"
    else:
        same = groups.get("same") or groups.get("same2")
        if same != thing or asked["other"] != paid["other"]:
            raise Unread
        if asked["paid"] is not None and asked["paid"] != thing:
            raise Unread
        who = _person(paid["other"], every)
        if asked["pron"] in ("his", "her"):
            _agrees(who, [asked["pron"]])
        if who.text == buyer.text:
            raise Unread
        after = f"what {who.text} paid"
    money = _money(paid["money"], every)
    pct = _percent(paid["pct"], every, paid["dir"])
    factor = 1 + pct if paid["dir"] == "more" else 1 - pct
    value = _price(money / factor)
    steps = (
        f"{_dollars(money)} is {paid['pct']} {paid['dir']} than {after}: {_dollars(money)} / {fmt(factor)} ="
        f" {_dollars(value)}",
    )
    return person_answer(who, value, value, "dollar", "dollars", steps)


def _factor(m: re.Match[str], every: dict[str, Word]) -> tuple[Fraction, str]:
    """The compared price over the other: "30% more" 13/10, "twice as much" 2; Unread for other words."""
    verb, how = m["cverb"], m["how"]
    parts = how.split(" ")
    link = m.groupdict().get("link")
    if link is not None and link != ("than" if parts[0].endswith("%") else "as"):
        raise Unread  # "30% more as", "twice as much than"
    if parts[0].endswith("%"):
        rest = " ".join(parts[1:])
        if verb in ("costs", "cost") and rest in ("more", "less"):
            direction = rest
        elif verb in ("is", "was") and rest in ("more expensive", "less expensive", "cheaper"):
            direction = "more" if rest == "more expensive" else "less"
        else:
            raise Unread  # "costs 30% cheaper", "is 30% more": not read
        pct = _percent(parts[0], every, direction)
        return (1 + pct if direction == "more" else 1 - pct), f"{parts[0]} {direction} than"
    much = parts[-1]
    if much == "much" and verb in ("is", "was"):
        raise Unread  # "is twice as much": as much of what?
    if much == "expensive" and verb not in ("is", "was"):
        raise Unread
    if parts[0] == "twice":
        return Fraction(2), "twice as much as"
    if parts[0] == "half":
        return Fraction(1, 2), "half as much as"
    n = _number(parts[0], every)
    if n.denominator != 1 or n < 2:
        raise Unread
    return n, f"{parts[0]} times as much as"


def _percent(surface: str, every: dict[str, Word], direction: str) -> Fraction:
    word = every.get(surface)
    shape = word.shape if word is not None else None
    if shape is None or shape.primitive != "percent" or shape.value <= 0:
        raise Unread
    if direction == "less" and shape.value >= 100:
        raise Unread  # nothing or less than nothing left
    return Fraction(shape.value) / 100


def _number(surface: str, every: dict[str, Word]) -> Fraction:
    word = every.get(surface)
    if word is None:
        raise Unread
    if word.category == "number" and word.shape is not None and word.shape.primitive == "integer":
        return Fraction(word.shape.value)
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    raise Unread


def _money(surface: str, every: dict[str, Word]) -> Fraction:
    word = every.get(surface)
    shape = word.shape if word is not None else None
    if shape is None or shape.primitive != "currency" or shape.unit != "dollar" or shape.value <= 0:
        raise Unread
    return Fraction(shape.value)


def _price(value: Fraction) -> Fraction:
    if value <= 0 or (value * 100).denominator != 1:
        raise Unread  # no price of nothing, or of part of a cent
    return value


def _person(surface: str, every: dict[str, Word]) -> Word:
    word = every.get(surface)
    if word is None or not (word.category == "name" or bool(word.attr("name_gender"))):
        raise Unread
    return word


def _agrees(who: Word, pronouns: list[str | None]) -> None:
    """'his'/'himself' for a man's name, 'her'/'herself' for a woman's; a name of either takes either."""
    gender = who.attr("gender") or who.attr("name_gender")
    for pronoun in pronouns:
        if pronoun is None:
            continue
        said = "male" if pronoun.casefold() in ("his", "himself") else "female"
        if gender not in (said, "any"):
            raise Unread


def _thing(phrase: str, every: dict[str, Word]) -> None:
    """One to three words naming one thing, the last a singular noun; Unread for anything else."""
    *before, head = phrase.split(" ")
    word = every.get(head)
    if word is None or "NN" not in word.tags or word.category in NOT_THING:
        raise Unread
    if word.attr("currency") or word.text.casefold() != word.lemma.casefold():
        raise Unread  # money, or a plural
    for surface in before:
        w = every.get(surface)
        if w is None or w.category in NOT_THING or not {"NN", "JJ", "VBN"} & set(w.tags):
            raise Unread


def _plural_of(phrase: str, thing: str, every: dict[str, Word]) -> None:
    """ "their bikes" of "bike": the same words, the last the plural of the thing's noun."""
    *before, head = phrase.split(" ")
    *thing_before, thing_head = thing.split(" ")
    word = every.get(head)
    if word is None or before != thing_before or "NNS" not in word.tags:
        raise Unread
    if word.lemma.casefold() != thing_head.casefold() or word.text.casefold() == thing_head.casefold():
        raise Unread


def _same(said: str, thing: str) -> None:
    """ "plan" again for "gym plan": the thing's words, or its last words; Unread for another thing."""
    if not (" " + thing).endswith(" " + said):
        raise Unread  # "a new bike ... his old car": not the same kind of thing


def _period(surface: str, every: dict[str, Word]) -> None:
    """ "a month": a period word the lexicon knows as a time unit."""
    word = every.get(surface)
    if word is None or word.category != "unit_noun" or word.attr("dimension") not in ("time", "calendar"):
        raise Unread
    if word.text.casefold() != word.lemma.casefold():
        raise Unread


def _dollars(value: Fraction) -> str:
    return "$" + fmt(value)
