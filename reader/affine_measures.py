"""Areas of things, and a measure told through an offset and a multiple of another's (ADR 0357).

ADR 0120 reads "Brad is 5 inches taller than Carl" and "twice as tall as Carl", never both at once;
"Kennedy's house is 600 square feet larger than 4 times Benedict's house" and "Brenda weighs 10 pounds
more than 3 times Mel's weight" refused. Here:

- after the 'than' of an additive comparison a factor may come ("twice", "3 times", "half"): the
  entity's measure is factor x the other's + or - the amount, solved forwards or backwards like any
  comparison of the chain;
- a thing's area: "<subject> is N square <length unit>" states it (the unit is the square of the
  length unit), "N square feet larger|bigger than <subject>" compares it (adjectives marked
  `measure_more: area`), "How many square feet is <subject>?" and "How big is <subject>?" ask it.
  Only a number, a word of power 2 and a length unit make an area; "600 feet larger" is no measure;
- "Mel's weight" after 'than': a name's noun naming the compared measure itself (weight for 'heavy')
  is the name's measure.

Everything else (two units, a measure fixed twice, one not positive, a question in another unit) stays
refused by the ADR 0101/0120 checks.
"""

from __future__ import annotations

from fractions import Fraction

from reader.flat_figures import plain_value
from reader.rules.context import Word
from reader.values import Unit

AREA = "area"  # the attribute and dimension of a measure in square units


def area_amount(words: tuple[Word, ...]) -> tuple[Fraction, Unit] | None:
    """ "600 square feet": a positive number, a word of power 2 and a length unit."""
    if len(words) != 3:
        return None
    number, square, unit = words
    value = plain_value(number)
    if value is None or value <= 0 or square.attr("power") != "2" or "NN" not in square.tags:
        return None
    if unit.category != "unit_noun" or not unit.attr("dimension").startswith("length_"):
        return None
    factor = Fraction(unit.attr("factor", "1"))
    return value, Unit(f"square {unit.lemma.casefold()}", (), AREA, factor * factor)


def size_word(word: Word, form: str) -> bool:
    """ "larger", "bigger" (form JJR) or "big", "large" (form JJ): a size word said of an area."""
    return word.category == "adjective" and word.attr("measure_more") == AREA and form in word.tags


def area_additive(after: tuple[Word, ...]):  # noqa: ANN201
    """ "600 square feet larger than <rest>": (sign, value, unit, factor, attribute, dimension, rest, token)."""
    if len(after) < 6 or not size_word(after[3], "JJR") or after[4].category != "than_marker":
        return None
    found = area_amount(after[:3])
    if found is None:
        return None
    return 1, found[0], found[1], Fraction(1), AREA, AREA, after[5:], after[0]


def scaled_rest(rest: tuple[Word, ...], factor_of) -> tuple[tuple[Word, ...], Fraction]:  # noqa: ANN001
    """ "4 times Benedict's house" after 'than': the words naming the other and the factor (1 if none)."""
    factor, at = factor_of(rest)
    if factor is None or factor <= 0 or len(rest) <= at:
        return rest, Fraction(1)
    return rest[at:], factor


def measured_owner(rest: tuple[Word, ...], attribute: str) -> tuple[Word, ...]:
    """ "Mel's weight" when 'heavy' is compared: the words for Mel; any other words as they are."""
    if (
        len(rest) == 3
        and rest[1].category == "possessive_marker"
        and rest[2].category == "noun"
        and "NN" in rest[2].tags
        and attribute
        and rest[2].attr("measure") == attribute
        and (rest[0].category == "name" or (rest[0].text[:1].isupper() and bool(rest[0].attr("name_gender"))))
    ):
        return rest[:1]
    return rest


def area_statement(after: tuple[Word, ...]) -> tuple[Fraction, Unit] | None:
    """ "is 10000 square feet" (the words after the copula): the area stated."""
    return area_amount(after)


def area_question(words: tuple[Word, ...], subject) -> tuple[str, str] | None:  # noqa: ANN001
    """ "How many square feet is Ann's house" -> (entity, unit head); "How big is Ann's house" -> (entity, "")."""
    if len(words) < 4 or words[0].lemma.casefold() != "how":
        return None
    head = words[1]
    if head.category == "question_quantity" and head.attr("kind") == "count" and len(words) > 5:
        square, unit, verb = words[2], words[3], words[4]
        if square.attr("power") != "2" or unit.category != "unit_noun" or verb.category != "copula":
            return None
        if not unit.attr("dimension").startswith("length_"):
            return None
        found = subject(words[5:]) if a_thing(words[5:]) else None
        return None if found is None else (found[0], f"square {unit.lemma.casefold()}")
    if size_word(head, "JJ") and words[2].category == "copula":
        found = subject(words[3:]) if a_thing(words[3:]) else None
        return None if found is None else (found[0], "")
    return None


def owned_measure_question(words: tuple[Word, ...], subject) -> tuple[str, str] | None:  # noqa: ANN001
    """ "What is Mel's weight?": one name's measure, as 'what is the weight of Mel' asks (ADR 0136)."""
    if len(words) != 5 or words[0].lemma.casefold() != "what" or words[1].category != "copula":
        return None
    noun = words[4]
    attribute, dimension = noun.attr("measure"), noun.attr("dimension")
    if not attribute or dimension not in ("length", "mass"):
        return None
    if measured_owner(words[2:], attribute) == words[2:]:
        return None  # not "<name>'s <the noun of that measure>"
    found = subject(words[2:3])
    return None if found is None else (found[0], attribute)


def a_thing(words: tuple[Word, ...]) -> bool:
    """An area is a thing's ("Ann's house", "the garden"): the words end in a lower-case noun, no name."""
    return bool(words) and words[-1].category == "noun" and words[-1].text[:1].islower()
