""" "How many melons are in the crates?" after the crates were counted once: their contents (ADR 0377).

"There are 5 crates. Each crate has 14 melons. How many melons are in the crates?" Every statement
reads, but the question makes 'the crates' its holder, and no amount was told of them as a holder (the
melons are told per crate), so it refused. When the story counted those containers exactly once and
tells the asked things only per container, 'in the crates' names every one of them: the question is
the story's whole amount of those things, which the plain question ("How many melons are there?")
already asks. So the question is read again without its place, and the answer stands only when the
reading shows that nothing else could be in the place:

- the question asks with 'be' ("are", "were", "are there"), names no number, and has exactly one place
  "in|on|inside the <plural noun>" (one or two nouns, the last plural), after its verb;
- the plain reading answers, with no holder but the scene;
- every rate of the asked things is per that container, and at least one is;
- nothing of the asked things is held or moved on its own ("Tom ate 2 melons": from the crates or
  not?);
- the containers are told exactly once, with a known count, held or gained ("baked 5 pies"), and
  never change after ("took 2 crates": are the ones taken still 'the crates'?).

"How many slices of pie are there altogether?" after "Each pie has 6 slices." is asked as "How many
slices are there altogether?" with the same checks: 'of pie' names the container the slices are told
per, right after the asked things and before the verb 'be'.

Anything else keeps the first refusal: a singular place ("in the crate": one of them), a place that was
never counted, two counts of it, a question with another verb ("did she put in the crates").
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

PLACE_CATEGORY = "prep_in"
PLACES = frozenset({"in", "on", "inside"})
NUMBER_CATEGORIES = frozenset({"number", "number_word", "scale_word"})
MAX_NOUNS = 2  # "the book shelves"


def _is_plural(word) -> bool:
    return word.category == "noun" and word.text.casefold() != word.lemma.casefold()


def _places(words) -> list[tuple[int, int, str]]:
    """(first index, last index, noun lemma) of each "in|on|inside the <noun(s)>" ending in a plural."""
    found = []
    for at in range(len(words) - 2):
        prep, article = words[at], words[at + 1]
        if (
            prep is None
            or prep.category != PLACE_CATEGORY
            or prep.text.casefold() not in PLACES
            or article is None
            or article.category != "article"
            or article.text.casefold() != "the"
        ):
            continue
        end = at + 2
        while end < len(words) and end - at - 2 < MAX_NOUNS and words[end] is not None:
            if words[end].category != "noun":
                break
            end += 1
        nouns = words[at + 2 : end]
        if not nouns or not _is_plural(nouns[-1]) or any(_is_plural(n) for n in nouns[:-1]):
            continue
        if end < len(words) and words[end] is not None and words[end].category == "noun":
            continue
        found.append((at, end - 1, nouns[-1].lemma.casefold()))
    return found


def _of_container(words) -> tuple[int, int, str] | None:
    """(index of 'of', index of the noun, its lemma) for "How many <plural things> of <noun> <verb>".

    "How many slices of pie are there?": the noun after 'of' names the container the things are told
    per; it must be followed straight by the question's verb.
    """
    if len(words) < 6 or any(w is None for w in words[:6]):
        return None
    how, many, things, of, noun, verb = words[:6]
    if (
        how.category != "question_word"
        or many.category != "question_quantity"
        or not _is_plural(things)
        or of.category != "prep_of"
        or noun.category != "noun"
        or verb.category != "copula"
    ):
        return None
    return 3, 4, noun.lemma.casefold()


def _asked_plainly(words, first: int) -> str:
    """What stands for the place: 'there' unless the question has it, 'in all' unless it asks a total.

    "are in the crates" asks as "are there in all"; "are there altogether in the crates" as "are there
    altogether": every thing of the kind, whoever holds the crates.
    """
    there = any(w is not None and w.category == "existential" for w in words[:first])
    total = any(w is not None and w.category == "aggregate_marker" for w in words) or any(
        a is not None and b is not None and a.text.casefold() == "in" and b.text.casefold() == "all"
        for a, b in zip(words, words[1:], strict=False)
    )
    return ("" if there else " there") + ("" if total else " in all")


def _contents_only(graph, lemma: str) -> bool:
    """The asked things are told only per ``lemma``, whose count is told once and never changes."""
    asked = set(graph.question_units)
    rates = [r for r in graph.rates if r.unit_key in asked]
    if not rates or any(r.per_head != lemma for r in rates):
        return False
    if any(e.unit_key in asked for e in graph.events) or graph.totals:
        return False
    containers = [e for e in graph.events if e.unit_key.split("+")[0] == lemma]
    if len(containers) != 1 or containers[0].value is None:
        return False
    # "There are 6 crates", or the one gain that brought them ("Ken baked 5 pies", from none)
    return containers[0].kind == "hold" or containers[0].sign > 0


def read_counted_container_place(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the plain question's Answer, the step) when 'in the <containers>' names every counted container."""
    from reader.answer import Answer
    from reader.graph import unit_key

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    if any(w is not None and w.category in NUMBER_CATEGORIES for w in words):
        return None
    tokens = question.tokens
    found = _places(words)
    if len(found) == 1:
        first, last, lemma = found[0]
        if not any(w is not None and w.category == "copula" for w in words[:first]):
            return None
        said = _asked_plainly(words, first)
    else:
        of = _of_container(words)
        if found or of is None:
            return None
        first, last, lemma = of
        said = ""
    plain = text[: tokens[first].start].rstrip() + said + " " + text[tokens[last].end :].lstrip()
    result = read(plain, lexicon)
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    q = graph.question
    if q.verb_category != "copula" or set(q.entities) - {"there"} or q.given is not None:
        return None
    if not _contents_only(graph, lemma):
        return None
    if q.unit is not None and not all(k.split("+")[0] == q.unit.head for k in graph.question_units):
        if unit_key(q.unit) not in graph.question_units:
            return None  # "people on the buses" after boys and girls: a driver may be on them too (ADR 0384)
    named = " ".join(t.text for t in tokens[first : last + 1])
    step = f"'{named}' names every {lemma} the story counted, and the asked things are told only per {lemma}"
    return result, step


__all__ = ["read_counted_container_place"]
