"""Measures of substances: "3 cups of flour" is a measure of flour, not just 3 cups.

A measure (length, mass, volume) converts within its dimension, so its
chain key used to be the dimension alone, and "3 cups of raisins and 4
cups of flour" added into one chain: "how many cups of raisins" answered 7.
Here the substance after "of" stays in the key, so each substance is a
chain of its own. A bare measure ("2 cups") is the general unit over the
substances of its dimension, like "apples" over "red apples", and the
question "how much cinnamon" finds the one measure of cinnamon (ADR 0073).
Money and time keep their plain keys: "$5 of candy" and "3 hours of
homework" are prices and durations, read by their own rules.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse

if TYPE_CHECKING:
    from reader.state import SentenceReadingState
    from reader.values import QuantityRef, QuestionTarget, Unit

MEASURED = ("length_", "mass_", "volume_")  # dimensions whose amounts are amounts of some substance
OF = "of:"
ACT = "act:"  # the activity a duration was spent on ("3 hours reading", ADR 0118)


def substance(unit: Unit) -> tuple[str, ...]:
    """The 'of' contents of a measure of a substance; () for anything else."""
    if not unit.dimension.startswith(MEASURED):
        return ()
    return tuple(m for m in unit.modifiers if m.startswith(OF))


def activity_of(unit: Unit) -> tuple[str, ...]:
    """The activity a duration was spent on (``("act:read",)``, ADR 0118); () for anything else."""
    if unit.dimension != "time":
        return ()
    return tuple(m for m in unit.modifiers if m.startswith(ACT))


def measure_key(unit: Unit) -> str:
    """The chain key of a measure: its dimension, narrowed by the substance it measures or the activity."""
    return "+".join(("dim:" + unit.dimension,) + substance(unit) + activity_of(unit))


def measure_contains(general: Unit, specific: Unit) -> bool:
    """A bare measure covers each substance of its dimension; "raisins" covers "yellow raisins".

    Bare time covers the time spent on each activity; one activity covers no other (ADR 0118).
    """
    if not general.dimension or general.dimension != specific.dimension:
        return False
    if activity_of(general) or activity_of(specific):
        return not activity_of(general) and len(activity_of(specific)) == 1
    wide, narrow = substance(general), substance(specific)
    if not narrow or len(wide) > 1 or len(narrow) > 1:
        return False
    if not wide:
        return True
    return _narrows(wide[0].removeprefix(OF), narrow[0].removeprefix(OF))


def merged_activity(target: QuestionTarget, mapping: dict[str, str]) -> ReaderRefusal | None:
    """A question about the time spent on one activity needs that time as a chain of its own.

    "He had 10 hours. He spent 3 hours reading": the reading is counted in the bare hours held, so
    what of the held time went to reading is no chain the graph keeps; such a question refuses.
    """
    for unit in (target.unit, target.than_unit):
        if unit is None or not activity_of(unit):
            continue
        key = measure_key(unit)
        if mapping.get(key, key) != key or any(k != key and v == key for k, v in mapping.items()):
            return refuse(
                "ambiguous_unit",
                f"the time spent on '{activity_of(unit)[0][len(ACT) :]}' is counted with other time",
                target.sentence_index,
                target.token_index,
                "",
            )
    return None


def _narrows(general: str, specific: str) -> bool:
    wide, narrow = general.split(), specific.split()
    return wide[-1] == narrow[-1] and set(wide) < set(narrow)


def content_of_amount(s: SentenceReadingState, last: QuantityRef) -> bool:
    """ "0.3 cup of raisins": 'of' right after the amount's unit names what it measures.

    In "0.4 cup of raisins to a batch of trail mix" the 'of' follows another
    phrase ("to a batch") and says what that phrase is, not what was measured;
    when the words back to the amount are out of sight, it is not the amount's either.
    """
    prep = s.partial_frame_payload.open_preposition
    if prep is None:
        return False
    seen = [a for a in s.lookback if a.token_index < prep.token_index]
    if not seen or seen[0].token_index > last.token_index:
        return False
    return not any(
        last.token_index < a.token_index
        and a.category != "prep_of"  # "0.5 of a tablespoon of nutmeg"
        and (a.category.startswith("prep") or a.category == "preposition")
        for a in seen
    )


def measured_like(asked: Unit | None, than: Unit) -> Unit:
    """ "How many more cups of flour than sugar": 'sugar' is measured in cups as well."""
    if asked is None or not substance(asked) or than.dimension or than.coin:
        return than
    content = OF + " ".join(than.modifiers + (than.head,))
    kept = tuple(m for m in asked.modifiers if not m.startswith(OF))
    return replace(asked, modifiers=tuple(sorted(set(kept) | {content})))


def contained_like(asked: Unit | None, than: Unit) -> Unit | None:
    """ "How many more bottles of regular soda than diet soda": the diet soda is counted in bottles too.

    Only a counted unit with one 'of' content ("bottles of regular soda") lends its head; the caller
    keeps the lent unit only when the story stated it, so "bottles of soda than cans" stays cans.
    """
    if asked is None or asked.dimension or than.dimension or than.coin:
        return None
    contents = [m for m in asked.modifiers if m.startswith(OF)]
    if len(contents) != 1 or than.modifiers and any(m.startswith(OF) for m in than.modifiers):
        return None
    content = OF + " ".join(than.modifiers + (than.head,))
    kept = tuple(m for m in asked.modifiers if not m.startswith(OF))
    return replace(asked, modifiers=tuple(sorted(set(kept) | {content})))


def named_substance_keys(asked: Unit, units: dict[str, Unit]) -> tuple[str, ...]:
    """ "How much cinnamon": the measure chains whose substance is the asked noun, in key order."""
    if asked.dimension or asked.coin:
        return ()
    words = set(asked.modifiers) | {asked.head}

    def names_it(content: str) -> bool:
        parts = content.removeprefix(OF).split()
        return parts[-1] == asked.head and set(parts) == words

    found = []
    for key in sorted(units):
        unit = units[key]
        contents = substance(unit)
        if not contents and any(names_it(m) for m in unit.modifiers if m.startswith(OF)):
            return ()  # "2 boxes of rice" beside "3 pounds of rice": not all of the rice is measured
        if len(contents) == 1 and names_it(contents[0]):
            found.append(key)
    return tuple(found)


def stated_measure(
    target: QuestionTarget,
    keys: tuple[str, ...],
    quantities: tuple[QuantityRef, ...],
    mapping: dict[str, str],
) -> tuple[Fraction, str] | ReaderRefusal:
    """The one unit a named substance was stated in ("tablespoon"), to answer in; two units refuse."""
    stated = sorted(
        {
            (q.unit.factor, q.unit.head)
            for q in quantities
            if q.unit is not None and mapping.get(measure_key(q.unit)) in keys
        }
    )
    if len(keys) != 1 or len(stated) != 1:
        return refuse(
            "ambiguous_unit",
            f"'{target.unit.describe() if target.unit else ''}' was measured in more than one unit",
            target.sentence_index,
            target.token_index,
            "",
        )
    return stated[0]


__all__ = [
    "activity_of",
    "content_of_amount",
    "measure_contains",
    "measure_key",
    "measured_like",
    "merged_activity",
    "named_substance_keys",
    "stated_measure",
    "substance",
]


def measured_in_another_dimension(asked: Unit, quantities) -> object | None:
    """An amount of the asked substance told in a unit of another dimension, or None (ADR 0346).

    "She drinks 2 quarts of water ... How many ounces of water": quarts measure volume, ounces mass;
    no factor joins them, so the quarts would be left out of the total without a word.
    """
    wanted = substance(asked)
    if not wanted:
        return None
    for q in quantities:
        unit = q.unit
        if (
            unit is not None
            and unit.dimension
            and unit.dimension != asked.dimension
            and substance(unit) == wanted
        ):
            return q
    return None
