""" "Ivy reads 3 books that are 300 pages each": a measure of each thing told in a relative clause (ADR 0448).

A counted object followed by "that|which are <M> <unit> each" (or "that weigh <M> <unit> each", "that
each weigh <M> <unit>", ", each of which is <M> <unit>") tells what every one of the things measures.
The sentence reader holds no measure per item after a relative pronoun and refuses at the clause
(a copula or a verb "inside a describing relative clause", or an unused 'each'). The same facts are
told by phrases it already reads, so the problem is retold and read again by the whole reader:

- first as "<N> <things> with <M> <unit> each" (the reader's own form for a count of containers
  with an amount each: "5 bags with 4 pounds each");
- when that refuses too, as the total itself, "<N x M> <unit>" ("<N x M> <unit> of <stuff>" for
  "3 spools of wire"): "Ivy reads 900 pages.", "... to write 1200 pages?". The things are then no
  longer told, so this is done only when they are named nowhere else in the problem, when the
  measure's unit is named elsewhere (the question, a rate), and when every other number says what it
  counts and no word ('them', 'half', 'all', 'one', ...) could stand for the things: "She lost 3 of
  them." after "10 books that are 50 pages each" is 3 books, never 3 pages.

Only the exact shape, so nothing else can change:

- one such clause in the whole problem, its amount a plain number, its unit one plural word the
  pack knows as a unit of measure or a counted noun (never money: "that are $20 each" is a price,
  read by other rules; never time), and 'each' in it: "3 books that are 900 pages" may tell a total;
- the clause ends its sentence or a comma follows it: a second number in the clause
  ("that weigh 2 grams each and are 5% zinc") keeps the refusal;
- the count comes straight after a verb ("reads 3 books") or "There are|were": "from 3 plants
  that have ..." is not the thing moved;
- a length only of a stuff ("3 rolls of wire that are 20 feet each"): "3 rooms that are 12 feet each"
  may tell how long, wide or far round each room is;
- never 'hold' ("jugs that hold 2 gallons each" tells what they could hold, not what is in them);
- a clause in the past ("that were", "that weighed") only after a verb in the past ("bought 6 sacks
  that were 5 pounds each"); a past 'had', 'held' or 'contained' never: "has 5 boxes that each had 40
  crayons" may tell what is no longer there;
- no negation in the sentence.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.rewrites import Rewrite

VERBS = r"(?:are|were|weigh|weighed|have|contain)"
VERBS_S = r"(?:are|were|weigh|weighs|weighed|have|has|contain|contains)"
ONE = r"(?:is|was|weighs|weighed|has|contains)"
AMOUNT = r"(?P<m>\d+(?:\.\d+)?) (?P<u>[a-z]+)"
CLAUSE = re.compile(
    r"(?<![\d.,$])\b(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?P<x>[A-Za-z]+(?: [a-z]+){0,2}?)(?P<rel>"
    rf"(?:,)? (?:that|which) (?P<v1>{VERBS}) {AMOUNT.replace('m>', 'm1>').replace('u>', 'u1>')} each"
    rf"|(?:,)? (?:that|which) each (?P<v2>{VERBS_S}) {AMOUNT.replace('m>', 'm2>').replace('u>', 'u2>')}"
    rf"|, each of which (?P<v3>{ONE}) {AMOUNT.replace('m>', 'm3>').replace('u>', 'u3>')})"
    r"(?=[.?!]|, )"
)
NEGATIONS = frozenset({"not", "never", "n't", "no", "none", "nor"})
# words of a later sentence that may stand for the things, or a part of them, once they are no longer told
STANDS_FOR_THINGS = frozenset(
    {"them", "those", "these", "ones", "one", "half", "rest", "all", "some", "both", "each"}
)
THERE = re.compile(r"\b[Tt]here (?P<verb>are|were) $")
PAST = frozenset({"were", "was", "weighed"})


def relative_each(text: str, lexicon: Lexicon) -> tuple[Rewrite, ...]:
    """The retellings to try in turn (the 'with ... each' phrase, then the total); () when not the shape."""
    found = list(CLAUSE.finditer(text))
    if len(found) != 1:
        return ()
    hit = found[0]
    n = _count(hit["n"], lexicon)
    slot = next(i for i in (1, 2, 3) if hit[f"m{i}"] is not None)
    m, unit, verb = Fraction(hit[f"m{slot}"]), hit[f"u{slot}"], hit[f"v{slot}"]
    if n is None or n < 2 or m <= 0:
        return ()
    things = hit["x"].split(" ")
    if any(w in ("that", "which", "each", "and", "or") for w in things):
        return ()
    kind = _unit_kind(unit, lexicon)
    if kind is None:
        return ()
    if kind == "length" and "of" not in things:
        return ()  # "3 rooms that are 12 feet each": long, wide or round? "3 rolls of wire" is a length of wire
    if not all(_plain_noun(w, lexicon) for w in things if w not in ("of",)):
        return ()
    before = text[: hit.start()]
    there = THERE.search(before)
    if not (there or _verb_before(before, lexicon)):
        return ()
    if verb in PAST and not (there["verb"] == "were" if there else _verb_before(before, lexicon, "VBD")):
        return ()  # "buys 4 boxes that were 30 eggs each": and now?
    start = max(before.rfind("."), before.rfind("?"), before.rfind("!")) + 1
    stop = hit.end() + len(re.split(r"[.?!]", text[hit.end() :], maxsplit=1)[0])
    sentence = re.findall(r"[A-Za-z']+", text[start:stop].replace("n't", " n't"))
    if any(w.casefold() in NEGATIONS for w in sentence):
        return ()
    said = f"{hit['n']} {hit['x']}{hit['rel']}"
    with_each = f"{hit['n']} {hit['x']} with {hit[f'm{slot}']} {unit} each"
    retold = [
        Rewrite(
            text[: hit.start()] + with_each + text[hit.end() :],
            (f'"{said}" read as "{with_each}"',),
        )
    ]
    total = _total(text, hit, n * m, unit, lexicon)
    if total is not None:
        retold.append(total)
    return tuple(retold)


def _total(text: str, hit: re.Match, value: Fraction, unit: str, lexicon: Lexicon) -> Rewrite | None:
    """ "3 books that are 400 pages each" as "1200 pages", when the things are named nowhere else."""
    things = hit["x"].split(" ")
    container = things[0] if "of" not in things else things[things.index("of") - 1]
    stuff = things[things.index("of") + 1 :] if "of" in things else []
    rest = text[: hit.start()] + " " + text[hit.end() :]
    lemmas = {_lemma(w, lexicon) for w in re.findall(r"[A-Za-z]+", rest)}
    if _lemma(container, lexicon) in lemmas or _lemma(container, lexicon) is None:
        return None
    if _lemma(unit, lexicon) not in lemmas:
        return None  # the unit is asked or used nowhere else: what would the total be for?
    if not _amounts_named(rest, lexicon):
        return None  # "She lost 3 of them.": 3 rolls, not 3 feet
    if value.denominator != 1 and _unit_kind(unit, lexicon) == "noun":  # no part of a page
        return None
    written = _decimal(value)
    if written is None:
        return None
    if stuff and _lemma(stuff[-1], lexicon) != _lemma(unit, lexicon):
        new = f"{written} {unit} of {' '.join(stuff)}"
    else:
        new = f"{written} {unit}"
    said = f"{hit['n']} {hit['x']}{hit['rel']}"
    step = f"{hit['n']} x {hit[next(f'm{i}' for i in (1, 2, 3) if hit[f'm{i}'] is not None)]} = {fmt(value)} {unit} ({said})"
    return Rewrite(text[: hit.start()] + new + text[hit.end() :], (step,))


def _amounts_named(rest: str, lexicon: Lexicon) -> bool:
    """Every other number says what it counts ("4 feet", "20 pages") and no word may stand for the things."""
    words = re.findall(r"[$]?[0-9][0-9,./]*|[A-Za-z]+", rest)
    if any(w.casefold() in STANDS_FOR_THINGS for w in words):
        return False
    for i, word in enumerate(words):
        if word[0].isdigit() or _count(word.casefold(), lexicon) is not None:
            after = lexicon.lookup(words[i + 1].casefold()) if i + 1 < len(words) else None
            if after is None or after.category not in ("noun", "unit_noun"):
                return False
    return True


def _decimal(value: Fraction) -> str | None:
    """The total as the story would write it ("7.5"); None when no short decimal writes it."""
    for places in range(4):
        scaled = value * 10**places
        if scaled.denominator == 1:
            digits = str(scaled.numerator).rjust(places + 1, "0")
            return digits if places == 0 else f"{digits[:-places]}.{digits[-places:]}"
    return None


def _count(surface: str, lexicon: Lexicon) -> Fraction | None:
    """A whole count in digits or a number word ("3", "three")."""
    if surface.isdigit():
        return Fraction(int(surface))
    sense = lexicon.lookup(surface)
    if sense is None or sense.category != "number_word" or not sense.entry.attr("value"):
        return None
    value = Fraction(sense.entry.attr("value"))
    return value if value.denominator == 1 else None


def _unit_kind(unit: str, lexicon: Lexicon) -> str | None:
    """ "unit" for a measure (pounds, mg, feet), "noun" for counted things (pages, eggs); None otherwise."""
    sense = lexicon.lookup(unit)
    if sense is None or sense.form != "NNS":
        return None
    if sense.category == "unit_noun":
        if sense.entry.attr("dimension") in (None, "money", "time"):
            return None
        return "length" if sense.entry.attr("measures") == "length" else "unit"
    if sense.category == "noun":
        return "noun"
    return None


def _plain_noun(word: str, lexicon: Lexicon) -> bool:
    """A word of the things counted: a noun, or an adjective or name before it ("Tylenol tablets")."""
    sense = lexicon.lookup(word) or lexicon.lookup(word.casefold())
    return sense is not None and sense.category in ("noun", "adjective", "name", "unit_noun")


def _lemma(word: str, lexicon: Lexicon) -> str | None:
    sense = lexicon.lookup(word.casefold())
    return None if sense is None else sense.entry.lemma


def _verb_before(before: str, lexicon: Lexicon, form: str | None = None) -> bool:
    """The word before the count is a verb (of the form given): the things are what it moves or has."""
    words = re.findall(r"[A-Za-z]+", before[-40:])
    if not words or not before.endswith(" "):
        return False
    sense = lexicon.lookup(words[-1].casefold())
    if sense is None or not sense.category.startswith("verb"):
        return False
    return form is None or sense.form == form


__all__ = ["relative_each"]
