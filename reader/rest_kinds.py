""" "He has 12 white marbles and the rest are green marbles": the kind of what is left over (ADR 0145).

"the rest are <kind>" after a clause that states parts of a holder's things
names the kind of the remaining part. With a total of that holder stated
before (the one earlier amount, of the parts' own noun or of a noun the
lexicon's `kind_of` puts every kind inside), the rest is the total less
the parts. With no earlier amount at all it only names the kind: an
unknown amount that a later sentence may fix ("If there are 228 more girls
than boys"). The kind is a plural noun phrase, or adjectives alone when
every part is a narrower kind of one noun ("12 white marbles and the rest
are green").

Anything else -- an earlier amount that is not such a total, a change
before, two kinds ("the rest are boys and girls"), 'not', a part that is
no plain holding -- refuses here, so the clause is never dropped unread.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.adjective_parts import read_adjective_part
from reader.joined_clauses import second_verb_refusal
from reader.kinds import KindOf, kind_chain, lexicon_kinds
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.state_parts import plain_count
from reader.tokenise import Sentence
from reader.values import Holding, QuantityRef, Unit

SHAPE = "unexpected_category"  # a wording of the clause no rule reads
# the text of the rest read as the total less the parts: the parts are then told to be among the total
REST_OF_TOTAL = " - the parts"


def _is(word: Word | None, category: str, lemma: str = "") -> bool:
    return word is not None and word.category == category and (not lemma or word.lemma.casefold() == lemma)


def _plural_noun(word: Word | None) -> bool:
    return (
        word is not None
        and (word.category == "noun" or word.category.endswith("_noun"))
        and word.category != "quantity_noun"
        and "NNS" in word.tags
    )


def _kind(words: tuple[Word | None, ...]) -> tuple[tuple[str, ...], str] | None:
    """ "dark green marbles" -> (("dark", "green"), "marble"); "green" -> (("green",), "")."""
    if not words or any(w is None for w in words):
        return None
    *mods, last = words
    if any(not _is(w, "adjective") for w in mods):
        return None
    names = tuple(w.lemma.casefold() for w in mods if w is not None)
    assert last is not None
    if _plural_noun(last):
        return names, last.lemma.casefold()
    if _is(last, "adjective"):
        return names + (last.lemma.casefold(),), ""
    return None


def _comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _plain(h: Holding) -> bool:
    q = h.quantity
    return plain_count(q) and not (h.than or h.direction or h.than_unit or h.verb)


def _inside(unit: Unit, total: Unit, kind_of: KindOf) -> bool:
    """The part's kind is the total's: the same noun narrowed, or a kind the lexicon puts inside it."""
    if unit.head == total.head:
        return set(total.modifiers) <= set(unit.modifiers)
    return not total.modifiers and not unit.modifiers and total.head in kind_chain(unit.head, kind_of)


def read_rest_kind(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as parts and 'the rest are <kind>'; the old refusal when it is not that shape."""
    at = refusal.token_index
    if not second_verb_refusal(sentence, problem, refusal):
        return refusal
    words = words_of(sentence, lexicon)
    if not (
        _is(words[at], "copula")
        and at >= 3
        and _is(words[at - 1], "residual_marker", "rest")
        and _is(words[at - 2], "article", "the")
    ):
        return refusal
    si = problem.sentence_index

    def no(detail: str, reason: str = "unsupported_operation") -> ReaderRefusal:
        return refuse(reason, detail, si, at - 1, sentence.tokens[at - 1].text)

    join = at - 3
    if not _is(words[join], "conjunction", "and"):
        return no("'the rest are' is read only after 'and' and a clause stating the parts", SHAPE)
    kind = _kind(words[at + 1 :])
    if kind is None:
        return no("'the rest are' is read only before one kind: adjectives and a plural noun", SHAPE)
    end = join - 1 if _comma(words[join - 1]) else join
    read = _parts_clause(sentence, problem, lexicon, choices, end, end < join)
    rest_word = words[at + 1]
    if read is None and len(kind[0]) == 1 and rest_word is not None:
        # "8 balloons are red and the rest are green": a part named by its word (ADR 0206)
        read = read_adjective_part(sentence, words, problem, end, rest_word)
    if read is None:
        return refusal
    parts = read.accumulated_initial_state[len(problem.accumulated_initial_state) :]
    holders = {h.entity for h in parts}
    if (
        not parts
        or read.accumulated_operations != problem.accumulated_operations
        or len(holders) != 1
        or not all(_plain(h) for h in parts)
    ):
        return no("'the rest are' after a clause that states no plain parts held by one holder")
    units = [h.quantity.unit for h in parts if h.quantity.unit is not None]
    mods, head = kind
    if not head:  # "and the rest are green": the parts' one noun, narrowed
        heads = {u.head for u in units}
        if len(heads) != 1 or not all(u.modifiers for u in units):
            return no("'the rest are' with an adjective alone, after parts of no one noun")
        head = heads.pop()
    rest_unit = Unit(head, modifiers=mods)
    if rest_unit in units or len(set(units)) != len(units):
        return no("'the rest are' naming a kind a part already has")
    holder = holders.pop()
    value = _rest(problem, holder, parts, rest_unit, lexicon)
    if isinstance(value, str):
        return no(value)
    total, left = value
    if left is not None and left < 0:
        return refuse(
            "negative_count", "the parts are more than the total", si, at - 1, sentence.tokens[at - 1].text
        )
    order = max((h.order for h in parts), default=(si, 0))
    held = read.accumulated_initial_state
    if total is None:
        rest = QuantityRef(None, at - 1, "the rest", unit=rest_unit, sentence_index=si)
    elif total.unit is not None and total.unit.head == rest_unit.head:
        # "20 marbles ... 12 white marbles and the rest are green": the marbles are the kinds' sum, so the
        # total is told by its kinds; its number stays placed on the rest, which it fixes.
        rest = replace(total, value=left, text=f"{total.text}{REST_OF_TOTAL}", unit=rest_unit)
        held = tuple(h for h in held if h.quantity is not total)
    else:
        rest = QuantityRef(left, at - 1, f"{total.text}{REST_OF_TOTAL}", unit=rest_unit, sentence_index=si)
    named = Holding(holder, rest, (order[0], order[1] + 1))
    return replace(read, accumulated_initial_state=held + (named,))


def _parts_clause(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    end: int,
    listed: bool,
) -> ProblemReadingState | None:
    """The words before the join read as a statement; after ", and" the last comma may close a list."""
    words = words_of(sentence, lexicon)
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    commas = [i for i in range(end) if _comma(words[i])]
    # "12 white marbles, 6 blue marbles, and the rest are green": that 'and' closed the list of parts
    feeds = [Feed()] + ([Feed(read_as=((commas[-1], "and"),))] if listed and commas else [])
    for feed in feeds:
        first = feed_tokens(part, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
        if isinstance(first, ReaderRefusal):
            continue
        read = end_sentence(first, problem, sentence.end, False)
        if not isinstance(read, ReaderRefusal):
            return read
    return None


def _rest(
    problem: ProblemReadingState, holder: str, parts: tuple[Holding, ...], rest_unit: Unit, lexicon: Lexicon
) -> tuple[QuantityRef | None, Fraction | None] | str:
    """The total the parts come from and what is left of it; (None, None) when no amount was stated before."""
    if problem.accumulated_operations:
        return "'the rest are' after a change: which amount the parts are of is not read"
    earlier = [h for h in problem.accumulated_initial_state if h.quantity.per is None]
    if not earlier:
        return None, None
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    if len(earlier) != 1 or not _plain(earlier[0]) or earlier[0].entity != holder:
        return "'the rest are' after other amounts: the rest of which one is not read"
    total = earlier[0].quantity
    assert total.unit is not None and total.value is not None
    units = [h.quantity.unit for h in parts if h.quantity.unit is not None] + [rest_unit]
    if not all(_inside(u, total.unit, kind_of) for u in units):
        return "'the rest are' after an amount the parts are not said to be of"
    stated = sum((h.quantity.value for h in parts if h.quantity.value is not None), Fraction(0))
    return total, total.value - stated


__all__ = ["read_rest_kind"]
