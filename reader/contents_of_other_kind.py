"""A rate per container meeting containers told to hold another kind, or told for another time (ADR 0293).

"Each tray holds 9 muffins. Nina baked 7 trays of cookies. How many muffins did Nina bake?" was
answered 63: the rate per tray was applied to trays said to hold cookies. The conversion's guard
(`answer._filled_with_other`, ADR 0240) refuses containers of another kind only beside containers
of the rate's own kind, since "of" may name what the counted units are of ("boxes of chocolate
candy ... 4 pieces inside", "cases of water ... 24 bottles"). Here the rate is checked against
what every container of its head (held or moved, by anyone) is said to hold. The rate's kind fits
the contents named after "of" when:

- it is the same head, or either is a wider kind of the other in the lexicon (`kind_of`: "bags of
  fruit ... 6 apples", "boxes of candy ... 10 chocolates" when so filed);
- it is a part the contents have (`has_parts`), or a unit things are counted out in: a piece
  (`apiece`), a container itself (`collective`: boxes of tea holding bags), or, for contents that
  are a substance (a noun whose own surface is also plural: water, gum, homework), a portion it is
  counted out in (`portion`: stick, bottle, slice, question);
- it is narrowed by the contents ("boxes of tea ... 15 tea bags");
- the "of" phrase names no noun ("3 packages of blue": an adjective, the kind left out).

Anything else ("trays of cookies" for muffins, "boxes of crayons" for pencils, "cartons of milk"
for eggs) refuses: the containers hold something else, and whether they also hold the rated kind
is not said.

A rate told for another time than the containers says nothing of them either: "Each pack had
contained 18 balls" (the past perfect: before the story's time, perhaps no longer), or "Each crate
held 20 oranges last year. The grocer sold 6 crates this year." (a past time word in the rate's
sentence that no sentence telling the containers repeats). Both refuse when the question asks the
rated kind.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.kinds import KindOf, kind_chain
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

FITS = ("apiece", "collective")


def contents_of_other_kind(
    sentences: tuple[Sentence, ...],
    graph: MathProblemGraph,
    lookup: Callable[[str], object],
    kind_of: KindOf,
) -> ReaderRefusal | None:
    """Refuse a rate of the asked kind per containers said to hold another kind, or told for another time."""
    q = graph.question
    asked = set(graph.question_units)
    for rate in graph.rates:
        if rate.unit_key not in asked or rate.unit_key.startswith("dim:"):
            continue
        narrowed = set(rate.per_key.split("+")[1:])  # "Each box of apples has 8 apples": those boxes only
        containers = [
            e
            for e in graph.events
            if e.unit_key.split("+")[0] == rate.per_head and narrowed <= set(e.unit_key.split("+")[1:])
        ]
        if not containers:
            continue
        for e in containers:
            for part in e.unit_key.split("+")[1:]:
                if part.startswith("of:") and not _fits(rate.unit_key, part[3:], lookup, kind_of):
                    return refuse(
                        "unit_mismatch",
                        f"the '{rate.per_head}' are said to hold {part[3:]}, not the {rate.unit_key} the rate counts",
                        q.sentence_index,
                        q.token_index,
                        "",
                    )
        if _told_for_another_time(sentences, rate, containers, lookup) or _still_to_come(
            sentences, rate.sentence_index, q.sentence_index, lookup
        ):
            return refuse(
                "underdetermined",
                f"what each '{rate.per_head}' held was told for another time than the '{rate.per_head}' counted",
                rate.sentence_index,
                rate.token_index,
                rate.text,
            )
    return None


def _entry(lookup: Callable[[str], object], lemma: str):
    entry = getattr(lookup(lemma), "entry", None)
    return entry if entry is not None and entry.lemma == lemma else None


def _substance(sense, lemma: str) -> bool:
    """A noun whose own surface is also plural: counted in portions, not one by one (water, gum, rice)."""
    entry = getattr(sense, "entry", None)
    return entry is not None and entry.lemma == lemma and entry.category == "noun" and "NNS" in sense.tags


def _fits(rated_key: str, contents: str, lookup: Callable[[str], object], kind_of: KindOf) -> bool:
    """Whether a rate counting ``rated_key`` may count what containers "of <contents>" hold."""
    rated, *narrowing = rated_key.split("+")
    words = contents.split()
    held = words[-1]
    if rated == held or held in narrowing or rated in words:
        return True
    sense = lookup(held)
    if getattr(sense, "category", "") in ("adjective", "measure_adjective"):
        return True  # "3 packages of blue": no noun named after 'of'
    told = [n[3:] for n in narrowing if n.startswith("of:")]
    if told:  # "5 pieces of gum" per pack: only packs of gum, or of a kind of it, hold them (ADR 0343)
        kind = told[0]
        return kind == held or held in kind_chain(kind, kind_of) or kind in kind_chain(held, kind_of)
    if held in kind_chain(rated, kind_of) or rated in kind_chain(held, kind_of):
        return True
    entry = _entry(lookup, rated)
    if entry is None:
        return False
    if any((entry.attr(name, "") or "") == "yes" for name in FITS):
        return True
    if (entry.attr("portion", "") or "") == "yes" and _substance(sense, held):
        return True
    owner = _entry(lookup, held)
    parts = (owner.attr("has_parts", "") or "") if owner is not None else ""
    return rated in {p.split()[0] for p in parts.split(",") if p.strip()}


def _told_for_another_time(sentences, rate, containers, lookup) -> bool:
    """ "Each pack had contained 18 balls", or "Each crate held 20 oranges last year" (or "on Monday",
    "this morning") with the crates told in sentences, or clauses of its own sentence, that do not repeat
    that time (ADR 0400)."""
    if rate.sentence_index >= len(sentences):
        return False
    tokens = sentences[rate.sentence_index].tokens
    words = [t.text.casefold() for t in tokens]
    senses = [lookup(w) for w in words]
    for i in range(len(words) - 1):
        if senses[i] is None or senses[i + 1] is None:
            continue
        if words[i] == "had" and "VBN" in senses[i + 1].tags and senses[i + 1].category == "verb_possess":
            return True  # "had contained": before the story's time
    past = {
        words[i]
        for i, s in enumerate(senses)
        if s is not None
        and s.category in ("time_marker", "determiner")
        and s.entry.attr("relation", "") == "past"
    }
    # "Each box held 8 eggs on Monday": a day or a part of the day dates the rate too
    past |= {
        words[i]
        for i, s in enumerate(senses)
        if s is not None and s.category == "time_marker" and s.entry.attr("relation", "") == "during"
    }
    if not past:
        return False
    times = [i for i, w in enumerate(words) if w in past]
    for e in containers:
        if e.sentence_index == rate.sentence_index and _apart_in_time(
            senses, e.token_index, rate.token_index, times
        ):
            return True
    elsewhere = {e.sentence_index for e in containers if e.sentence_index != rate.sentence_index}
    for index in elsewhere:
        told = {t.text.casefold() for t in sentences[index].tokens} if index < len(sentences) else set()
        if not past <= told:
            return True
    return False


JOINS = frozenset({"conjunction", "contrast_marker", "subordinator", "punctuation"})


def _apart_in_time(senses, told: int, rated: int, times: list[int]) -> bool:
    """ "Sam has 3 boxes and each box held 8 eggs last year": the containers and the rate in clauses of one
    sentence that a join separates, with a past time word in one clause only (ADR 0400).

    A time word before the sentence's first verb ("Last year, Sam had 3 boxes and ...") opens both
    clauses; one said in both clauses is shared too.
    """
    low, high = sorted((told, rated))
    joins = [i for i in range(low + 1, high) if senses[i] is not None and senses[i].category in JOINS]
    if not joins:
        return False
    first_verb = next(
        (i for i, s in enumerate(senses) if s is not None and s.category.startswith("verb")), len(senses)
    )
    cut = joins[0]
    sides = {i < cut for i in times if i > first_verb}
    return len(sides) == 1


FUTURE_AUXILIARIES = frozenset({"will", "shall"})


def _future(sentence: Sentence, lookup: Callable[[str], object]) -> bool:
    """Does the sentence tell something still to come: 'will', 'shall', or a time word of the future?"""
    for t in sentence.tokens:
        word = t.text.casefold()
        sense = lookup(word)
        if sense is None:
            continue
        if sense.category == "auxiliary" and word in FUTURE_AUXILIARIES:
            return True
        if sense.category == "time_marker" and sense.entry.attr("relation", "") == "future":
            return True
    return False


def _still_to_come(sentences: tuple[Sentence, ...], told: int, asked: int, lookup) -> bool:
    """ "Each basket will have 6 plums. How many plums does Lia have?": what each container will hold says
    nothing of what it holds now; a question in the future may use it (ADR 0400)."""
    if told >= len(sentences) or asked >= len(sentences) or told == asked:
        return False
    return _future(sentences[told], lookup) and not _future(sentences[asked], lookup)
