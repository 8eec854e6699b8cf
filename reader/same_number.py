""" "Every aquarium had the same number of animals": equal parts of a stated total (ADR 0145).

The clause states no number. It says the things are spread evenly over a
set of holders, so with the total of the things and the count of the
holders stated somewhere in the story it fixes one rate: total / count of
the things per holder. The clause is read in four shapes, each after a
plain clause (or alone):

- "..., and each/every <holder> has the same number of <things>";
- "... with each <holder> having the same number of <things>";
- "<N holders>, each with the same number of <things>" (the holder is the
  one amount the clause before it stated);
- "... with the same number of <things> in each <holder>".

The rate is fixed only at the end of the story, since the total may come
later ("It has a total of 594 pages"). Exactly one plain amount of the
things and one plain count of the holders must be stated, and nothing may
move, compare or rate either; anything else refuses. A count that does not
divide the total refuses as `non_integer_count`. "the same number of pens as
Tom" compares and is not this shape.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.state_parts import plain_count
from reader.tokenise import Sentence
from reader.values import EqualCount, Holding, QuantityRef, Unit

EACH = frozenset({"each", "every"})
GATHERING = "aggregate_marker"  # "in total", "a total of", "altogether"
SCENE = "there"  # "There are 63 players in total": the whole scene
NOUN_CATEGORIES = frozenset({"noun", "person_noun", "coin_noun", "container_noun", "animal_noun"})


def _is(word: Word | None, category: str, lemmas: frozenset[str] | None = None) -> bool:
    return (
        word is not None and word.category == category and (lemmas is None or word.lemma.casefold() in lemmas)
    )


def _noun(word: Word | None, plural: bool) -> bool:
    return (
        word is not None
        and (word.category in NOUN_CATEGORIES or word.category.endswith("_noun"))
        and word.category != "quantity_noun"
        and (("NNS" in word.tags) if plural else ("NN" in word.tags))
    )


def _things(words: tuple[Word | None, ...], at: int) -> tuple[Unit, int] | None:
    """ "saltwater animals": modifiers then a plural noun, from ``at``; the unit and the index after it."""
    i = at
    while i < len(words) and words[i] is not None and words[i].category in ("adjective", "noun"):
        if _noun(words[i], True) and not (i + 1 < len(words) and _noun(words[i + 1], True)):
            break
        i += 1
    if i >= len(words) or not _noun(words[i], True):
        return None
    mods = tuple(w.lemma.casefold() for w in words[at:i] if w is not None)
    return Unit(words[i].lemma.casefold(), modifiers=mods), i + 1


def _finite_have(word: Word | None) -> bool:
    return _is(word, "verb_possess") and bool({"VBZ", "VBD", "VBP"} & set(word.tags))


def _shape(words: tuple[Word | None, ...], same: int) -> tuple[int, str, Unit] | None:
    """Where the clause before the equal clause ends (its join), the holder's noun ("" = that clause's amount)."""
    start = same - 1 if _is(words[same - 1] if same > 0 else None, "article", frozenset({"the"})) else same
    if not (
        _is(_at(words, same + 1), "quantity_noun", frozenset({"number"}))
        and _is(_at(words, same + 2), "prep_of")
    ):
        return None
    found = _things(words, same + 3)
    if found is None:
        return None
    things, after = found
    tail = words[after:]
    if len(tail) == 3 and _is(tail[0], "prep_in") and _each(tail[1]) and _noun(tail[2], False):
        if not _is(_at(words, start - 1), "prep_with"):
            return None
        return start - 1, tail[2].lemma.casefold(), things  # "with the same number of pencils in each box"
    if tail:
        return None
    a, b, c = _at(words, start - 1), _at(words, start - 2), _at(words, start - 3)
    if _finite_have(a) and _noun(b, False) and _each(c):  # "and every aquarium had ..."
        join = start - 4
        if join < 0 or _is(_at(words, join), "conjunction", frozenset({"and"})) or _comma(_at(words, join)):
            return max(join, 0), b.lemma.casefold(), things
        return None
    if _is(a, "verb_possess") and "VBG" in a.tags and _noun(b, False) and _each(c):
        if _is(_at(words, start - 4), "prep_with"):  # "with each classroom having ..."
            return start - 4, b.lemma.casefold(), things
        return None
    if _is(a, "prep_with") and _is(b, "distributive") and _comma(c):  # "3 chapters, each with ..."
        return start - 3, "", things
    return None


def _at(words: tuple[Word | None, ...], i: int) -> Word | None:
    return words[i] if 0 <= i < len(words) else None


def _each(word: Word | None) -> bool:
    return (
        word is not None
        and word.lemma.casefold() in EACH
        and word.category in ("distributive", "rate_marker")
    )


def _comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def read_same_number(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a plain clause and an equal-count clause; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    sames = [i for i, w in enumerate(words) if _is(w, "equality_marker", frozenset({"same"}))]
    if len(sames) != 1 or refusal.token_index > sames[0] + 1:
        return refusal
    found = _shape(words, sames[0])
    if found is None:
        return refusal
    join, holder, things = found
    end = join - 1 if join > 0 and _comma(words[join - 1]) else join
    if end > 0:
        part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
        first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
        if isinstance(first, ReaderRefusal):
            return refusal
        read = end_sentence(first, problem, sentence.end, False)
    else:
        read = end_sentence(begin_sentence(problem, sentence.start), problem, sentence.end, False)
    if isinstance(read, ReaderRefusal):
        return refusal
    if not holder:  # "3 chapters, each with ...": the holders are the one amount just stated
        new = read.accumulated_initial_state[len(problem.accumulated_initial_state) :]
        if len(new) != 1 or read.accumulated_operations != problem.accumulated_operations:
            return refusal
        q = new[0].quantity
        if not plain_count(q) or q.unit is None or q.unit.modifiers:
            return refusal
        holder = q.unit.head
    at = sames[0]
    equal = EqualCount(things, holder, problem.sentence_index, at, sentence.tokens[at].text)
    return replace(read, equal_counts=read.equal_counts + (equal,))


def _plain(h: Holding) -> bool:
    return plain_count(h.quantity) and not (h.than or h.direction or h.than_unit or h.verb)


def _of_kind(q: QuantityRef, head: str) -> bool:
    return (q.unit is not None and q.unit.head == head) or (q.per is not None and q.per.head == head)


def _gathering(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> frozenset[int]:
    """The sentences that say an amount is a total ("in total", "a total of", "altogether")."""
    return frozenset(i for i, s in enumerate(sentences) if _gathers(words_of(s, lexicon)))


def _gathers(words: tuple[Word | None, ...]) -> bool:
    """ "in total", "a total of", "altogether", or "in all" with no noun after it."""
    for i, w in enumerate(words):
        if _is(w, GATHERING):
            return True
        after = _at(words, i + 1)
        if _is(w, "prep_in") and after is not None and after.lemma.casefold() == "all":
            following = _at(words, i + 2)
            if following is None or not (_noun(following, True) or following.category == "article"):
                return True
    return False


def equal_count_rates(
    problem: ProblemReadingState, sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> ProblemReadingState | ReaderRefusal:
    """Each equal-count clause fixed as a rate from the one stated total and the one count of holders.

    The total must be said to be one: in the equal clause's own sentence, or in a sentence that
    gathers ("It has a total of 594 pages"). "He had 50 pencils" elsewhere may be pencils outside.
    """
    if not problem.equal_counts:
        return problem
    gathered = _gathering(sentences, lexicon)
    rates: tuple[Holding, ...] = ()
    for eq in problem.equal_counts:
        why = ""
        holdings = problem.accumulated_initial_state
        moved = [
            o
            for o in problem.accumulated_operations
            if _of_kind(o.quantity, eq.things.head) or _of_kind(o.quantity, eq.holder)
        ]
        things = [h for h in holdings if _of_kind(h.quantity, eq.things.head)]
        holders = [h for h in holdings if _of_kind(h.quantity, eq.holder)]
        totals = [
            h for h in things if _plain(h) and set(eq.things.modifiers) <= set(h.quantity.unit.modifiers)
        ]
        counts = [h for h in holders if _plain(h)]
        if totals and totals[0].quantity.sentence_index not in gathered | {eq.sentence_index}:
            why = "a total spread evenly must be stated beside the clause or said to be a total"
        if totals and counts and totals[0].entity not in {counts[0].entity, eq.holder, SCENE}:
            why = "the total spread evenly is someone else's than the holders' or their owner's"
        beside = [
            h
            for h in holdings
            if totals
            and h.entity == totals[0].entity
            and h is not totals[0]
            and h not in counts
            and not (h.quantity.unit and h.quantity.unit.dimension)
        ]
        if totals and totals[0].entity != eq.holder and beside:
            # "There are 4 boxes and 3 bags. Each box has the same number ...": the bags may hold some
            why = "the total's holder also holds other counted things, which may hold some of it"
        if moved:
            why = "the things or their holders change, so which total is spread evenly is not read"
        elif len(things) != 1 or len(totals) != 1:
            why = "the same number of things in each, with no one stated total of them"
        elif len(holders) != 1 or len(counts) != 1:
            why = "the same number of things in each, with no one stated count of what holds them"
        if why:
            return refuse("underdetermined", why, eq.sentence_index, eq.token_index, eq.text)
        total, count = totals[0].quantity, counts[0].quantity
        assert total.value is not None and count.value is not None
        if count.value <= 0 or (total.value / count.value).denominator != 1:
            return refuse(
                "non_integer_count",
                "an even spread of a total that the count of holders does not divide",
                eq.sentence_index,
                eq.token_index,
                eq.text,
            )
        each = QuantityRef(
            total.value / count.value,
            eq.token_index,
            f"{total.text}/{count.text}",
            unit=total.unit,
            sentence_index=eq.sentence_index,
            per=Unit(eq.holder),
        )
        rates += (Holding(f"share:{eq.holder}", each, (eq.sentence_index, 0)),)
    if not rates:
        return problem
    return replace(problem, accumulated_initial_state=problem.accumulated_initial_state + rates)


__all__ = ["equal_count_rates", "read_same_number"]
