"""Whether "a bee has 6 legs" speaks of bees in general or of one bee (ADR 0157).

ADR 0140 counts one thing's amount for several of its kind. That is right only when the statement is
about the kind: "A bee has 6 legs", "There are 8 calories in a candy bar", "A crate holds 18
melons". A statement about one particular thing gives no rate for its kind: "The bee" or "this
bee" (a known one), "a box had 6 pens" (what one box held then), "a box on the desk" (one box
somewhere), and a container's contents ("a box has 6 pens": boxes hold what is put in them; only
what a container can hold, 'holds', is the same for its kind).

The question must ask the same thing of several: the same verb ("do 2 bees have", "do 5 crates
hold"), or "in N Xs" after "there are N in a X", and nothing else: "now" asks about this story's
things, "are on 3 trees" after "has" asks another relation. Both sentences must be exactly those
shapes; any other word keeps the refusal ADR 0140 lifted.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence

NAMING = frozenset({"noun", "adjective", "person_noun", "unit_noun"})  # "candy bar", "red box", "mg"
NUMBERS = frozenset({"number", "number_word"})
SCALES = frozenset({"scale_word"})  # "4 dozen": part of the number
PRESENT_COPULA = frozenset({"is", "are"})
PRESENT_DO = frozenset({"VB", "VBZ"})  # do-support in the present: "do", "does" (not "did")


def _category(w: Word | None) -> str:
    return w.category if w is not None else ""


def _indefinite(w: Word | None) -> bool:
    return w is not None and w.category == "article" and w.attr("definite") == "false"


def _naming(words: tuple[Word | None, ...], at: int) -> int:
    """The index after a run of naming words starting at ``at`` (``at`` itself when there is none).

    "mg of salt": an 'of' between naming words joins them into one name.
    """
    start = at
    while at < len(words) and _category(words[at]) in NAMING:
        at += 1
        if at > start and at + 1 < len(words) and _category(words[at]) == "prep_of":
            if _category(words[at + 1]) in NAMING:
                at += 1
    return at


def _counted(words: tuple[Word | None, ...], at: int) -> int | None:
    """ "6 legs", "4 dozen calories": a number then naming words; the index after them, or None."""
    if at >= len(words) or _category(words[at]) not in NUMBERS:
        return None
    at += 1
    if at < len(words) and _category(words[at]) in SCALES:
        at += 1
    end = _naming(words, at)
    return end if end > at else None


def _statement(words: tuple[Word | None, ...]) -> tuple[str, Word, Word] | None:
    """ "A bee has 6 legs" -> ("have", thing, verb); "There are 8 calories in a candy bar" -> ("in", ...)."""
    if len(words) > 1 and _indefinite(words[0]):  # a + thing + present holding verb + amount
        verb_at = _naming(words, 1)
        if verb_at == 1 or verb_at >= len(words):
            return None
        verb = words[verb_at]
        if verb is None or verb.category != "verb_possess" or "VBZ" not in verb.tags:
            return None
        if _counted(words, verb_at + 1) != len(words):
            return None
        return verb.lemma, words[verb_at - 1], verb
    if len(words) > 2 and _category(words[0]) == "existential":  # there are + amount + in + a + thing
        copula = words[1]
        if copula is None or copula.category != "copula" or copula.text.casefold() not in PRESENT_COPULA:
            return None
        prep_at = _counted(words, 2)
        if prep_at is None or prep_at + 2 >= len(words):
            return None
        prep = words[prep_at]
        if prep is None or prep.category != "prep_in" or not _indefinite(words[prep_at + 1]):
            return None
        if _naming(words, prep_at + 2) != len(words):
            return None
        return prep.lemma, words[-1], prep
    return None


def _question(words: tuple[Word | None, ...], relation: str, capacity: bool) -> bool:
    """ "How many legs do 2 bees have?" / "How many calories are (there) in 3 candy bars?" for ``relation``."""
    if len(words) < 5 or _category(words[0]) != "question_word" or _category(words[1]) != "question_quantity":
        return False
    at = _naming(words, 2)
    if at == 2 or at >= len(words):
        return False
    first = words[at]
    if first is not None and first.category == "auxiliary":
        present = first.attr("light_verb") in PRESENT_DO or (capacity and first.attr("modality") == "ability")
        end = _counted(words, at + 1)
        if not present or end is None or end != len(words) - 1:
            return False
        verb = words[end]
        return verb is not None and verb.category == "verb_possess" and verb.lemma == relation
    if first is not None and first.category == "copula" and first.text.casefold() in PRESENT_COPULA:
        at += 1
        if at < len(words) and _category(words[at]) == "existential":
            at += 1
        prep = words[at] if at < len(words) else None
        if prep is None or prep.category != "prep_in" or prep.lemma != relation:
            return False
        return _counted(words, at + 1) == len(words)
    return False


def particular_thing(
    graph: MathProblemGraph, sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a rate read from one thing's amount (ADR 0140) unless the statement is generic."""
    for rate in graph.rates:
        if not rate.one_thing:
            continue
        said = _statement(sentence_words(sentences[rate.sentence_index], lexicon))
        if said is not None:
            relation, thing, verb = said
            capacity = verb.attr("capacity") == "yes"
            container = thing.attr("collective") == "yes" and not capacity
            asked = sentence_words(sentences[graph.question.sentence_index], lexicon)
            if not container and _question(asked, relation, capacity):
                continue
        return refuse(
            "unit_mismatch",
            "one thing's amount is said, not its kind's: a particular thing, a container's contents, "
            "or a question that asks another relation",
            rate.sentence_index,
            rate.token_index,
            rate.text,
        )
    return None
