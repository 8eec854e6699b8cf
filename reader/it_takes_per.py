"""A time or price per counted thing told with 'per' before the infinitive (ADR 0354).

"It takes Matt 2 minutes per problem to do his homework", "It costs $3 per shirt to iron the
shirts": the amount is stated per one of the things after 'per', and the infinitive names the doing,
whose object is the whole job (his homework, the shirts) rather than a count. It is read as
"It takes Matt 2 minutes to do 1 problem" (ADR 0079): the same verb per one of the 'per' things, so
"How many minutes does it take him to do 20 problems?" scales it; a question about the job itself
("How long does it take him to do his homework?") names no count and is not read.

The object after the verb is one noun phrase that names no amount: an article or a possessive that
can only be the doer's, adjectives or nouns, and a head noun, ending the sentence. Anything else
(a second rate, "with a calculator", a number, 'and') keeps the ordinary refusal.
"""

from __future__ import annotations

from fractions import Fraction

from reader.rules.context import Word
from reader.values import EntityRef, QuantityRef, Unit

OBJECT_HEADS = frozenset({"noun"})


def _doers_or_article(word: Word | None, doer: EntityRef | None) -> bool:
    """ "the", "a", or "his"/"her" that can only be the doer's."""
    if word is None:
        return False
    if word.category == "article":
        return True
    if word.category != "pronoun" or word.attr("case") not in ("possessive", "object_or_possessive"):
        return False
    if doer is None or word.attr("number") != "singular" or word.attr("person") != "3":
        return False
    return doer.gender in (word.attr("gender"), "any")


def _job(words: tuple[Word | None, ...], at: int, doer: EntityRef | None) -> bool:
    """From ``at`` to the end: one noun phrase with no amount ("his math homework", "the shirts")."""
    if not _doers_or_article(words[at] if at < len(words) else None, doer):
        return False
    rest = words[at + 1 :]
    if not rest or any(w is None or w.category not in ("adjective", "noun") for w in rest):
        return False
    return rest[-1] is not None and rest[-1].category in OBJECT_HEADS


def per_doing(
    words: tuple[Word | None, ...], at: int, si: int, doer: EntityRef | None
) -> tuple[Word, QuantityRef, Unit] | None:
    """ "per problem to do his homework" at ``at``: the verb, one counted thing, and what it is."""
    if at + 4 > len(words):
        return None
    per, thing, to, verb = words[at : at + 4]
    if per is None or per.category != "rate_marker" or per.text.casefold() != "per":
        return None
    if thing is None or thing.category not in OBJECT_HEADS:
        return None
    if to is None or to.text.casefold() != "to":
        return None
    from reader.dummy_it import _action

    if verb is None or not _action(verb):
        return None
    if not _job(words, at + 4, doer):
        return None
    one = QuantityRef(Fraction(1), thing.index, thing.text, None, si, ())
    return verb, one, Unit(thing.lemma.casefold())
