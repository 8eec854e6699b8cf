"""The things an 'It takes' rate uses, named by more than one word (ADR 0354).

"It takes 15 mink skins to make a coat", "It takes 40 large beads to make a necklace", "It takes
2 dozen roses to make a wreath": the amount before the infinitive is a count of things just as in
"It takes 15 skins to make a coat" (ADR 0079), but named with adjectives, a noun before the head noun,
or counted in dozens. They are read as the ordinary reader reads the same words after 'has': the last
noun is the head and the words before it are its modifiers (so "How many skins" does not ask about
"mink skins", and "fox skins" never match them); a scale word multiplies the count. The question
"How many mink skins does it take to make 5 coats?" names the things the same way.

Only a making ("to make|build|knit|bake ...", a `verb_produce`) is read: the things are then used up
by each thing made, while "It takes 4 big trucks to move a house" may use the same trucks again for the
next house. Only a whole number of things, at most two nouns, adjectives before them, and 'to'
straight after the head are read; a unit of measure, a price, "half a dozen", "2 and a half dozen" keep the ordinary
refusal.
"""

from __future__ import annotations

from fractions import Fraction

from reader.dummy_it import unit_free_number
from reader.rules.context import Word
from reader.values import QuantityRef, Unit

OBJECT_HEADS = frozenset({"noun"})


def _scale(word: Word | None) -> Fraction | None:
    """ "dozen": how many one of it counts; None for anything else."""
    if word is None or word.category != "scale_word" or not word.attr("value"):
        return None
    value = Fraction(word.attr("value"))
    return value if value.denominator == 1 and value > 1 else None


def named_things(words: tuple[Word | None, ...], at: int) -> tuple[Unit, int] | None:
    """Adjectives, at most one noun, then the head noun at ``at``: the unit and how many words it took."""
    i = at
    modifiers: list[str] = []
    while i < len(words) and words[i] is not None and words[i].category == "adjective":
        modifiers.append(words[i].text.casefold())  # type: ignore[union-attr]
        i += 1
    head = words[i] if i < len(words) else None
    if head is None or head.category not in OBJECT_HEADS:
        return None
    after = words[i + 1] if i + 1 < len(words) else None
    if after is not None and after.category in OBJECT_HEADS:
        modifiers.append(head.text.casefold())  # "mink skins": the first noun says which skins
        head = after
        i += 1
    return Unit(head.lemma.casefold(), tuple(sorted(set(modifiers)))), i + 1 - at


def counted_amount(words: tuple[Word | None, ...], at: int, si: int) -> tuple[QuantityRef, int] | None:
    """ "15 mink skins", "2 dozen roses", "a dozen eggs", "50 large beans" at ``at``, with 'to' right after.

    None for the one-noun shape "15 skins" (read by `dummy_it` itself) and for anything else.
    """
    first = words[at] if at < len(words) else None
    if first is None:
        return None
    value = unit_free_number(first)
    i = at + 1
    scale = _scale(words[i]) if i < len(words) else None
    if value is None and first.text.casefold() in ("a", "an") and scale is not None:
        value = Fraction(1)  # "a dozen eggs"
    if value is None or value <= 0 or value.denominator != 1:
        return None
    if scale is not None:
        i += 1
    named = named_things(words, i)
    if named is None:
        return None
    unit, used = named
    end = i + used
    if scale is None and not unit.modifiers:
        return None
    if end + 1 >= len(words) or words[end] is None or words[end].text.casefold() != "to":  # type: ignore[union-attr]
        return None
    made = words[end + 1]
    if made is None or made.category != "verb_produce":
        return None  # "4 big trucks to move a house": tools or helpers may do it again, not used up
    numbers = (first.index, first.index + 1) if scale is not None else (first.index,)
    quantity = QuantityRef(value * (scale or 1), first.index, first.text, unit, si, numbers)
    return quantity, end - at
