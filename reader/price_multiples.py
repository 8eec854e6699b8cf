""" "A lamp is worth twice as much as a rug.", "The rug cost 1/4 as much." (ADR 0458).

ADR 0444 reads a price told from another thing's price when every clause says "<a thing> costs
<comparison> [than|as <a thing>]". The same comparisons are told in other words that it does not
take; each is retold here in its words, and the retold story is read by ADR 0444 with every check
it makes (each thing's words, a price of whole cents, a thing told twice, the question's shape):

- 'worth' and 'expensive' for the price: "A lamp is worth twice as much as a rug." is "A lamp costs
  twice as much as a rug."; "A lamp is 50% more expensive than a rug." is "... costs 50% more than
  a rug."; "is 20% cheaper than" is "costs 20% less than"; "is twice|half|N times as expensive as"
  is "costs twice|half|N times as much as"; "$3 more expensive|cheaper than" is "$3 more|less than";
- a second clause that leaves out its verb: "A rug costs $8, and a lamp twice as much." is "...,
  and a lamp costs twice as much.";
- a comparison in a sentence of its own with no 'than'/'as' part, right after the one sentence that
  priced exactly one thing: "A rug costs $8. The lamp cost twice as much." is "... The lamp cost
  twice as much as the rug.";
- a purchase told with its price, "Ivo buys a rack for $250." is "A rack costs $250."; when the
  only other thing priced is told with 'the' ("The bar cost 1/10 as much.": the bar of the story)
  and the question asks what the buyer paid "for everything", "in total" or "altogether", the
  purchase is retold as of both things ("Ivo bought a rack and a bar."), so ADR 0444 adds the two.

Anything else keeps the first refusal: "N times more expensive" (N or N + 1 times?), "cheaper"
or "more expensive" with no amount, a bare "How much did he pay?" after a purchase of one thing
(the one bought, or everything?), a comparison with no 'than' after two or more prices (compared
with which?), a purchase of a count ("buys 3 racks for $250": each or all?), a price of no whole
cents, a discount, 'on sale', a price per unit, a name's thing ("Ann's lamp").
"""

from __future__ import annotations

import re

from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

ART = r"(?:a|an|the|one|each|A|An|The|One|Each)"
WORD = r"(?!(?:costs?|is|was|are|were)\b)[a-z]+"  # a thing's word, never the verb
THING = ART + r" " + WORD + r"(?: " + WORD + r"){0,2}?"
PART = r"(?:twice|half|\w+ times|\d+(?:\.\d+)?%|[1-9]\d*/[1-9]\d*)"
MONEY = r"(?:\$\d+(?:\.\d\d?)?|a dollar|\w+ dollars?)"
# "<thing> is|was <comparison>": the verb and the comparison retold with 'costs|cost'
WORTH = re.compile(r"(?P<verb>\bis|\bwas) worth (?P<how>" + PART + r") as much\b")
AS_EXPENSIVE = re.compile(r"(?P<verb>\bis|\bwas) (?P<how>twice|half|\w+ times) as expensive as\b")
PCT_EXPENSIVE = re.compile(
    r"(?P<verb>\bis|\bwas) (?P<how>\d+(?:\.\d+)?%|" + MONEY + r") (?P<dir>more expensive|cheaper)\b"
)
# "..., and a lamp twice as much": the verb left out of a second clause
ELLIPTIC = re.compile(
    r"^(?P<first>" + THING + r" (?P<verb>costs|cost) " + MONEY + r")(?P<join>,? and |,? while )"
    r"(?P<second>" + THING + r") (?P<how>(?:" + PART + r" as much|" + MONEY + r" (?:more|less))\b.*)$"
)
PLAIN = re.compile(
    r"^(?P<art>" + ART + r") (?P<thing>[a-z]+(?: [a-z]+){0,2}?) (?:costs|cost) " + MONEY + r"$"
)
BARE = re.compile(
    r"^"
    + THING
    + r" (?:costs|cost) (?:(?P<much>"
    + PART
    + r" as much)|(?:"
    + MONEY
    + r"|\d+(?:\.\d+)?%) (?:more|less))$"
)
# "In a cafe, a bagel costs $3": the place set before a price clause
PLACE = re.compile(r"^(?:In|At) (?:a|an|the) [a-z]+, (?=(?:a|an|one) [a-z]+(?: [a-z]+){0,2}? costs )")
# "How much would cost one pie and two bagels?": the verb put last
COST_FIRST = re.compile(r"^How much (?P<aux>would|will|does|do|did) cost (?P<what>[a-z0-9][^?]*)\?$")
BOUGHT = re.compile(
    r"^(?P<name>[A-Z][a-z]+) (?P<verb>buys|bought) (?P<art>a|an) (?P<thing>[a-z]+(?: [a-z]+){0,2}?) for "
    r"(?P<money>\$\d+(?:\.\d\d?)?)$"
)
THE = re.compile(r"^The (?P<thing>[a-z]+(?: [a-z]+){0,2}?) (?:costs|cost) ")
ALL_PAID = re.compile(
    r"^(?P<ask>How much (?:money )?(?:did|does|will) (?:he|she|[A-Z][a-z]+) (?:spend|pay))"
    r" (?:for everything|in total|altogether)\?$"
)
PRICED = re.compile(r"\$|\bdollars?\b|\bcosts?\b|\bworth\b|\bexpensive\b|\bcheaper\b|\bprice\b")


def price_multiples(text: str) -> Rewrite | None:
    """The story with each comparison retold in ADR 0444's words; None when nothing is retold."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    question = said[-1]
    steps: list[str] = []
    out: list[str] = []
    priced: list[str] = []  # the things priced plainly so far, each by its words
    compared_with_the: str | None = None  # "The bar cost 1/10 as much.": the story's bar
    bought: tuple[int, re.Match[str]] | None = None
    inverted = COST_FIRST.match(question)
    if inverted is not None:
        question = f"How much {inverted['aux']} {inverted['what']} cost?"
        steps.append(f"'How much {inverted['aux']} cost {inverted['what']}?' read as '{question}'")
    for i, s in enumerate(said[:-1]):
        if not s.endswith("."):
            return None
        place = PLACE.match(s) if i == 0 else None
        if place is not None:
            steps.append(f"'{place.group(0).strip(', ')}' sets the scene only")
            s = s[place.end()].upper() + s[place.end() + 1 :]
        body = _worded(s[:-1], steps)
        ellipsis = ELLIPTIC.match(body)
        if ellipsis is not None:
            body = f"{ellipsis['first']}{ellipsis['join']}{ellipsis['second']} {ellipsis['verb']} {ellipsis['how']}"
            steps.append(
                f"'{ellipsis['second']} {_head(ellipsis['how'])}' read as '... {ellipsis['verb']} ...'"
            )
        buy = BOUGHT.match(body)
        if buy is not None:
            if bought is not None:
                return None  # two purchases: which is everything?
            bought = (len(out), buy)
            priced.append(buy["thing"])
            out.append(f"{buy['art'].capitalize()} {buy['thing']} costs {buy['money']}.")
            steps.append(
                f"'{buy['name']} {buy['verb']} {buy['art']} {buy['thing']} for {buy['money']}': its price"
            )
            continue
        bare = BARE.match(body)
        if bare is not None:
            if len(priced) != 1 or not out or _last_priced(out[-1]) != priced[0]:
                return None  # compared with what? only the one thing just priced is taken
            base = priced[0]
            link = "as" if bare["much"] else "than"
            body = f"{body} {link} the {base}"
            steps.append(f"'{bare.group(0)}' read as compared with the {base} just priced")
            the = THE.match(body)
            if the is not None:
                compared_with_the = the["thing"]
        else:
            plain = PLAIN.match(body)
            if plain is not None:
                priced.append(plain["thing"])
            elif PRICED.search(body):
                priced.append("")  # a price in another shape: no 'than'-less comparison after it
        out.append(body + ".")
    if bought is not None:
        at, buy = bought
        if ALL_PAID.match(question):
            if compared_with_the is None or len(priced) != 1 or compared_with_the == buy["thing"]:
                return None  # everything of what? only a purchase and 'the' thing compared with it
            out.insert(
                at, f"{buy['name']} bought {buy['art']} {buy['thing']} and {_article(compared_with_the)}."
            )
            question = ALL_PAID.sub(r"\g<ask> in total?", question)
            steps.append(f"everything {buy['name']} paid for: the {buy['thing']} and the {compared_with_the}")
        elif re.match(
            r"^How much (?:money )?(?:did|does|will) (?:he|she|[A-Z][a-z]+) (?:spend|pay)", question
        ):
            return None  # "How much did he pay?": the one thing bought, or everything?
    if not steps:
        return None
    return Rewrite(" ".join([*out, question]), tuple(steps))


def _worded(body: str, steps: list[str]) -> str:
    """'is worth', 'is ... more expensive than', 'is ... cheaper than', 'as expensive as' read as 'costs'."""
    for pattern in (WORTH, AS_EXPENSIVE, PCT_EXPENSIVE):
        m = pattern.search(body)
        if m is None:
            continue
        verb = "costs" if m["verb"] == "is" else "cost"
        if pattern is WORTH:
            new = f"{verb} {m['how']} as much"
        elif pattern is AS_EXPENSIVE:
            new = f"{verb} {m['how']} as much as"
        else:
            new = f"{verb} {m['how']} {'more' if m['dir'] == 'more expensive' else 'less'}"
        steps.append(f"'{m.group(0)}' read as '{new}'")
        body = body[: m.start()] + new + body[m.end() :]
    return body


def _last_priced(sentence: str) -> str:
    """The thing the sentence prices plainly, or '' for another sentence."""
    m = PLAIN.match(sentence[:-1])
    return m["thing"] if m is not None else ""


def _head(how: str) -> str:
    return how.split(" ")[0]


def _article(thing: str) -> str:
    return ("an " if thing[0] in "aeiou" else "a ") + thing


__all__ = ["price_multiples"]
