""" "A pen costs $9 more than a pencil. If a pencil costs $2, ..." (ADR 0444).

A price told relative to another thing's price ("$9 more than", "$3 less than", "twice as much as",
"3 times as much as", "half as much as", "60% more than", "20% less than", "50% as much as") gives no
amount the sentence reader can hold: 'more' has no role and "2 times as much" has no unit. When the
other thing's price is told plainly, the compared price follows, and the story can be retold with
every price plain ("A pen costs $11."), the shape the reader already reads. The question is then:

- one thing's price ("How much does a pen cost?", "What is the price of the pen?"): asked of the
  whole reader as "How much would 1 pen cost?";
- the total of both things ("How much do a pen and a pencil cost?", "find the total cost of both
  items", "How much did Sam pay for both?"): each price asked of the whole reader alone, then added
  (the caller adds them);
- what one buyer spent on one of each ("Sam bought a pen and a pencil." then "How much did he
  spend?"): the same total, only when the purchase names exactly the two things priced with 'a'
  or 'an' and the question's 'he'/'she' agrees with the buyer's name;
- anything else ("Sam buys 3 pens and 2 pencils. How much does he spend?", "How much will Lyle pay
  for 4 notebooks?"): passed on as told, read by the whole reader with its own checks.

The compared price may also be the one told ("A pen costs $9 more than a pencil. A pen costs $11."):
the other is found the other way round. A chain ("a cap costs $2 more than a scarf, a scarf $3 more
than a belt") is followed one comparison at a time, each finding exactly one new price.

Only whole sentences of a fixed shape are read as prices, every word a part of it:
"<a|an|the|one|each> <thing> costs|cost <price>" where the thing is one to three words (adjectives or
nouns, the last a singular noun), and the price is money ("$2", "$1.50", "2 dollars", "a dollar") or a
comparison with another such thing. Two such clauses may share a sentence, joined by 'and' or
'while'; the second may leave out its 'than'/'as' part ("a pen costs $9 more"), which then names the
first clause's thing. The other thing's price may be told in an 'if' clause opening the question
("If a pencil costs $2, how much ...?") or closing it ("... if a pencil costs $2?").

Anything else keeps the first refusal: a thing told twice, a thing compared with a thing whose price
is never told, a price per unit ("$2 per pound", "$2 a pound", "each"), a discount or 'on sale', a
comparison with no amount ("cheaper than"), "N times more than" (3 or 4 times?), a price that is no
whole number of cents or not above zero, a total asked when another sentence tells amounts or
purchases (how many of each were bought?), a name's thing ("Sam's pen"), two things of one noun ("a
pen" beside "a blue pen"), "How much do they cost?" (each or together?), or a comparison of two
prices both told already.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

ARTICLE = r"(?:a|an|the|one|each|A|An|The|One|Each)"
THING = ARTICLE + r" (?P<{0}>[a-z]+(?: [a-z]+){{0,2}}?)"
AMOUNT = r"(?:\$(?P<{0}d>\d+(?:\.\d\d?)?)|(?P<{0}a>a) dollar|(?P<{0}w>\w+) dollars?)"
THAN = r" (?:than|as) " + ARTICLE + r" (?P<base>[a-z]+(?: [a-z]+){0,2})"
HOW = (
    r"(?:(?P<diff>" + AMOUNT.format("m") + r") (?P<dir>more|less)"
    r"|(?P<pct>\d+(?:\.\d+)?)% (?P<pdir>more|less)"
    r"|(?P<ppct>\d+(?:\.\d+)?)% as much"
    r"|(?P<twice>twice) as much|(?P<half>half) as much|(?P<times>\w+) times as much"
    r"|(?P<frac>[1-9]\d*/[1-9]\d*) as much)"
)
CLAUSE = re.compile(
    r"^"
    + THING.format("item")
    + r" (?:costs|cost) (?:"
    + AMOUNT.format("p")
    + r"|"
    + HOW
    + r"(?:"
    + THAN
    + r")?)$"
)
JOIN = re.compile(r"(?:,? and |,? while )")
IF_FIRST = re.compile(r"^If (?P<if>[^,]+), (?P<q>[a-z][^,]*[?.])$")
IF_LAST = re.compile(r"^(?P<q>[A-Z][^,]*) if (?P<if>[^,]+)(?P<end>[?.])$")

ONE = THING.format("x")
SINGLE = [
    re.compile(r"^How much (?:does|did|will|would) " + ONE + r" cost\?$"),
    re.compile(r"^What (?:is|was|will be) the (?:price|cost) of " + ONE + r"\?$"),
    re.compile(r"^How much (?:is|was) " + ONE + r"\?$"),
]
BOTH = r"(?:both(?: items| things)?|the two items|the two things|" + ONE + r" and " + THING.format("y") + r")"
TOTAL = r"(?: together| in total| altogether| combined| in all)?"
TOTALS = [
    re.compile(r"^How much (?:do|did|will|would) " + BOTH + r" cost" + TOTAL + r"\?$"),
    re.compile(
        r"^How much (?:do|did|will|would) they cost (?:together|in total|altogether|combined|in all)\?$"
    ),
    re.compile(
        r"^(?:What (?:is|was|will be)|[Ff]ind|[Cc]alculate) the (?:total|combined) (?:price|cost) of "
        + BOTH
        + r"[?.]$"
    ),
    re.compile(
        r"^How much (?:does|did|will|would) (?P<payer>[A-Z][a-z]+) (?:pay|spend) (?:for|on) "
        + BOTH
        + TOTAL
        + r"\?$"
    ),
]
COUNTED = re.compile(
    r"^How much (?:do|does|did|will|would) (?P<n1>\w+) (?P<t1>[a-z]+(?: [a-z]+){0,2}?) and (?P<n2>\w+)"
    r" (?P<t2>[a-z]+(?: [a-z]+){0,2}?) cost(?: in total| together| altogether| combined)?\?$"
)
BUY = re.compile(r"^(?P<name>[A-Z][a-z]+) (?:buys|bought) " + ONE + r" and " + THING.format("y") + r"$")
SPENT = re.compile(
    r"^How much (?:money )?(?:did|does|will) (?P<who>[A-Z][a-z]+|he|she) (?:spend|pay)"
    r"(?: in total| altogether| in all| for both(?: items)?| for them)?\?$"
)
OTHER_TELLS = frozenset(
    {"number", "number_word", "verb_buy", "verb_sell", "verb_pay", "verb_spend", "verb_cost"}
)
PRICE_WORDS = frozenset(
    {"price", "prices", "cost", "costs", "cheaper", "dearer", "expensive", "sale", "discount"}
)


@dataclass(frozen=True, slots=True)
class ComparedPrices:
    """The retold problems, and each one's expected price when it asks one thing's price.

    One text: the answer is the whole reader's. Two: each asks one thing's price and the answer is
    their sum (``prices`` holds what each must come to).
    """

    texts: tuple[str, ...]
    prices: tuple[Fraction | None, ...]
    steps: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Told:
    item: str
    price: Fraction | None  # a plain price
    base: str | None  # the thing compared with
    add: Fraction  # item = base * times + add
    times: Fraction
    how: str


def compared_prices(text: str, lexicon: Lexicon) -> ComparedPrices | None:
    """The story retold with every price plain; None when it is not the shape."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> ComparedPrices | None:
    if "more than" not in text and "less than" not in text and "as much" not in text:
        if " more" not in text and " less" not in text:
            return None
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    words = [plain_words(s, lexicon) for s in sentences]  # Unread on any unknown word
    every = [w for ws in words for w in ws]
    question = said[-1]
    told: list[_Told] = []
    kept: list[
        tuple[str, tuple[str, ...]]
    ] = []  # a sentence passed on as told, or the things a price clause names
    others: list[tuple[Word, ...]] = []
    order: list[str] = []
    bought: tuple[Word, str, str] | None = None  # "Sam bought a pen and a pencil."
    for s, ws in zip(said[:-1], words[:-1], strict=True):
        if not s.endswith("."):
            return None
        clauses = _clauses(s[:-1], every)
        buy = BUY.match(s[:-1]) if clauses is None else None
        if buy is not None:
            if bought is not None:
                return None  # two purchases: which is asked?
            bought = (_buyer(buy["name"], every), _thing(buy["x"], every), _thing(buy["y"], every))
            continue
        if clauses is None:
            if any(w.text.casefold() in PRICE_WORDS or "%" in w.text for w in ws):
                return None  # a price told in a shape this reading does not take
            kept.append((s, ()))
            others.append(ws)
            continue
        told.extend(clauses)
        # each thing's plain price where it is first named, the thing compared with included
        kept.append(("", tuple(t for c in clauses for t in (c.item, c.base) if t)))
    if_clause = IF_FIRST.match(question) or IF_LAST.match(question)
    if if_clause is not None:
        clauses = _clauses(if_clause["if"], every)
        if clauses is None:
            if any(w in PRICE_WORDS or "%" in w for w in if_clause["if"].casefold().split(" ")):
                return None  # a price told in a shape this reading does not take
        elif any(c.price is None for c in clauses):
            return None
        else:
            told.extend(clauses)
            q = if_clause["q"]
            question = q[0].upper() + q[1:] + (if_clause["end"] if "end" in if_clause.groupdict() else "")
            kept.append(("", tuple(c.item for c in clauses)))
    plain_if = if_clause is not None and question == said[-1]  # "If Sam buys 3 pens, ...": asked as told
    if not plain_if and not question.endswith("?") and not any(p.match(question) for p in TOTALS + SINGLE):
        return None
    if not any(c.base is not None for c in told):
        return None  # no price told relative to another: not this reading's
    for c in told:
        if c.item not in order:
            order.append(c.item)
    prices, steps = _solve(told, order)
    heads = [item.split(" ")[-1] for item in order]
    if len(set(heads)) != len(heads):
        return None  # "a pen" beside "a blue pen": kinds of one thing, told apart by a word only
    story = _story(kept, prices)
    if bought is not None:
        return _both_bought(bought, question, story, order, prices, others, steps)
    counted = _counted(question, order, every)
    if counted is not None:
        if any(_tells_amounts(ws) for ws in others):
            return None  # another amount beside the prices: the question is read as told or not at all
        texts = tuple(f"{story} How much would {_count_text(n)} {phrase} cost?" for n, phrase, _ in counted)
        return ComparedPrices(texts, tuple(n * prices[item] for n, _, item in counted), tuple(steps))
    asked = _asked(question, order)
    if asked is None:
        if _one_or_both(question):
            return None  # a price asked in a shape not read here: no guess
        return ComparedPrices((f"{story} {question}",), (None,), tuple(steps))
    if any(_tells_amounts(ws) for ws in others):
        return None  # a purchase or an amount beside the prices: how many of each are asked?
    texts = tuple(f"{story} How much would 1 {item} cost?" for item in asked)
    return ComparedPrices(texts, tuple(prices[item] for item in asked), tuple(steps))


def _clauses(s: str, every) -> list[_Told] | None:
    """The price clauses of one sentence (or 'if' clause), or None when any part is not one."""
    parts = JOIN.split(s)
    if len(parts) > 2:
        return None
    found: list[_Told] = []
    for i, part in enumerate(parts):
        if i > 0 and part[:1].isupper():
            return None
        m = CLAUSE.match(part[0].lower() + part[1:] if part[:1].isupper() else part)
        if m is None:
            return None
        item = _thing(m["item"], every)
        if m["pd"] or m["pw"] or m["pa"]:
            found.append(_Told(item, _money(m, "p", every), None, Fraction(0), Fraction(1), ""))
            continue
        base = m["base"]
        if base is None:
            if i == 0 or found[0].price is None:
                return None  # "A pen costs $9 more.": more than what? (or than which, after a comparison)
            base = found[0].item
        else:
            base = _thing(base, every)
        if base == item:
            return None
        add, times, how = _how(m, every)
        found.append(_Told(item, None, base, add, times, how))
    return found


def _how(m: re.Match[str], every) -> tuple[Fraction, Fraction, str]:
    """(add, times, words): the compared price is the other's times ``times`` plus ``add``."""
    if m["diff"]:
        amount = _money(m, "m", every)
        sign = 1 if m["dir"] == "more" else -1
        return sign * amount, Fraction(1), f"{m['diff']} {m['dir']} than"
    if m["pct"]:
        share = Fraction(m["pct"]) / 100
        return Fraction(0), 1 + share if m["pdir"] == "more" else 1 - share, f"{m['pct']}% {m['pdir']} than"
    if m["ppct"]:
        return Fraction(0), Fraction(m["ppct"]) / 100, f"{m['ppct']}% as much as"
    if m["twice"]:
        return Fraction(0), Fraction(2), "twice as much as"
    if m["half"]:
        return Fraction(0), Fraction(1, 2), "half as much as"
    if m["frac"]:
        part = Fraction(m["frac"])
        if not 0 < part < 1:
            raise Unread  # only a proper part: "3/2 as much" is said rarely, and as often meant otherwise
        return Fraction(0), part, f"{m['frac']} as much as"
    n = _number(m["times"], every)
    if n.denominator != 1 or n < 2:
        raise Unread
    return Fraction(0), n, f"{m['times']} times as much as"


def _solve(told: list[_Told], order: list[str]) -> tuple[dict[str, Fraction], list[str]]:
    """Every thing's price: each plain price told once, each comparison finding exactly one new price.

    A comparison finds the compared thing from the other ("$9 more than a pencil" at $2: $11) or, the
    other way round, the other from the compared thing (a pen at $11: a pencil at $2). A comparison
    between two prices both already known, or never reaching a known one, refuses.
    """
    prices: dict[str, Fraction] = {}
    for c in told:
        if c.price is not None:
            if c.item in prices:
                raise Unread  # a thing told twice: which price?
            prices[c.item] = c.price
    steps: list[str] = []
    waiting = [c for c in told if c.price is None]
    while waiting:
        progress = False
        for c in list(waiting):
            base = prices.get(c.base or "")
            own = prices.get(c.item)
            if base is not None and own is not None:
                raise Unread  # both prices known already: the comparison would only be checked
            if base is not None:
                value = base * c.times + c.add
                _check(value)
                prices[c.item] = value
                steps.append(
                    f"a {c.item} costs {c.how} a {c.base} at {_money_text(base)}: {_money_text(value)}"
                )
            elif own is not None and c.base is not None:
                value = (own - c.add) / c.times  # the other way round
                _check(value)
                prices[c.base] = value
                if c.base not in order:
                    order.append(c.base)
                steps.append(
                    f"a {c.item} at {_money_text(own)} costs {c.how} a {c.base}: {_money_text(value)}"
                )
            else:
                continue
            waiting.remove(c)
            progress = True
        if not progress:
            raise Unread  # a thing compared with one whose price is never told
    return prices, steps


def _check(value: Fraction) -> None:
    if value <= 0 or (value * 100).denominator != 1:
        raise Unread  # no price of nothing, below nothing, or of part of a cent


def _story(kept: list[tuple[str, tuple[str, ...]]], prices: dict[str, Fraction]) -> str:
    """The statements with every price clause told plainly, in the order told ('if' clause last)."""
    out: list[str] = []
    done: set[str] = set()
    for s, items in kept:
        if s:
            out.append(s)
            continue
        for item in items:
            if item in done:
                continue
            done.add(item)
            out.append(_plain(item, prices[item]))
    for item in prices:
        if item not in done:  # a price found the other way round, of a thing only compared with
            out.append(_plain(item, prices[item]))
            done.add(item)
    return " ".join(out)


def _plain(item: str, price: Fraction) -> str:
    article = "An" if item[0] in "aeiou" else "A"
    return f"{article} {item} costs {_money_text(price)}."


def _money_text(value: Fraction) -> str:
    if value.denominator == 1:
        return f"${value.numerator}"
    return f"${float(value):.2f}"


def _asked(question: str, order: list[str]) -> list[str] | None:
    """The things whose prices the question asks (one, or both for a total); None for another question."""
    for pattern in SINGLE:
        m = pattern.match(question)
        if m is not None:
            if m["x"] not in order:
                raise Unread
            return [m["x"]]
    for pattern in TOTALS:
        m = pattern.match(question)
        if m is not None:
            if len(order) != 2:
                raise Unread  # "both" of three things?
            named = m.groupdict().get("x")
            if named is not None:
                if {named, m["y"]} != set(order):
                    raise Unread
            return list(order)
    return None


def _counted(question: str, order: list[str], every) -> list[tuple[Fraction, str, str]] | None:
    """ "How much would one pizza and three burgers cost?": (count, words, thing) of each; None for another.

    Both things priced, each named once, each count a whole number above zero, the noun singular
    after one and plural after more.
    """
    m = COUNTED.match(question)
    if m is None:
        return None
    found: list[tuple[Fraction, str, str]] = []
    for n_key, t_key in (("n1", "t1"), ("n2", "t2")):
        n = or_none(_number, m[n_key], every)
        if n is None or n.denominator != 1 or n < 1:
            return None  # "the pizza and the burgers": not a count, the question passed on as told
        *before, noun = m[t_key].split(" ")
        head = or_none(_word, noun, every)
        if head is None or head.category != "noun" or ("NN" if n == 1 else "NNS") not in head.tags:
            return None
        item = " ".join([*before, head.lemma])
        if item not in order:
            return None  # a thing never priced
        found.append((n, m[t_key], item))
    if len(order) != 2 or found[0][2] == found[1][2]:
        return None
    return found


def _count_text(n: Fraction) -> str:
    return str(n.numerator)


def _both_bought(bought, question, story, order, prices, others, steps) -> ComparedPrices | None:
    """ "Sam bought a pen and a pencil. ... How much did he spend?": one of each thing, both prices added.

    The purchase names exactly the two things priced, one of each; the question asks what the buyer
    (by name, or 'he'/'she' agreeing with the name) spent or paid, or the total of both.
    """
    buyer, x, y = bought
    if {x, y} != set(order) or len(order) != 2 or any(_tells_amounts(ws) for ws in others):
        return None
    spent = SPENT.match(question)
    if spent is not None:
        who = spent["who"]
        if who.casefold() in ("he", "she"):
            gender = buyer.attr("gender") or buyer.attr("name_gender")
            if gender != {"he": "male", "she": "female"}[who.casefold()]:
                return None
        elif who != buyer.text:
            return None
    else:
        total = next((m for m in (p.match(question) for p in TOTALS) if m is not None), None)
        if total is None:
            return None
        payer = total.groupdict().get("payer")
        if payer is not None and payer != buyer.text:
            return None
        named = total.groupdict().get("x")
        if named is not None and {named, total["y"]} != set(order):
            return None
    texts = tuple(f"{story} How much would 1 {item} cost?" for item in order)
    return ComparedPrices(texts, tuple(prices[item] for item in order), tuple(steps))


def _buyer(surface: str, every) -> Word:
    """The one who bought: a name the pack knows, or a capitalised word with a name's gender ('Jack')."""
    word = _word(surface, every)
    if word.category != "name" and not (word.text[:1].isupper() and word.attr("name_gender")):
        raise Unread  # a pack name, or a capitalised word also used as one ('Jack')
    return word


def _one_or_both(question: str) -> bool:
    """A question that asks a price or a total without naming a purchase: not passed on."""
    q = question.casefold()
    return (
        " both" in q or " they cost" in q or q.startswith("what is the price") or "cost?" in q and " of " in q
    )


def _tells_amounts(words) -> bool:
    return any(w.category in OTHER_TELLS or (w.shape is not None) for w in words)


def _thing(phrase: str, every) -> str:
    """A thing's words: adjectives or nouns, the last a singular noun; never a number or a determiner."""
    *before, noun = phrase.split(" ")
    head = _word(noun, every)
    if head.category != "noun" or "NN" not in head.tags or head.text.casefold() != head.lemma.casefold():
        raise Unread
    for w in before:
        if _word(w, every).category not in ("noun", "adjective", "colour"):
            raise Unread
    return phrase


def _money(m: re.Match[str], key: str, every) -> Fraction:
    if m[key + "d"]:
        value = Fraction(m[key + "d"])
    elif m[key + "a"]:
        value = Fraction(1)
    else:
        value = _number(m[key + "w"], every)
    if value <= 0:
        raise Unread
    return value


def _number(surface: str, every) -> Fraction:
    value = plain_number(_word(surface, every))
    if value is None:
        raise Unread
    return value


def _word(surface: str, every) -> Word:
    for w in every:
        if w.text.casefold() == surface.casefold():
            return w
    raise Unread


__all__ = ["ComparedPrices", "compared_prices"]
