"""A part of a set named by a state: "Dan had 97 cards, and 8 were torn" (ADR 0103).

The clause after 'and' or 'but' has an amount as its subject and only says
what some of the things just counted are ("8 were torn", "3 are red") or
have ("4 had spots"). Nothing leaves the holder, so it is no move: the
part is recorded with its number placed, and the whole stays what it was.
A question about the whole ("How many cards does Dan have now?") is then
read as before.

What the reader cannot read yet is any question or later sentence about
the part or the rest ("How many are not torn?", "How many unbroken
shells?", "How many good games?"): a later mention of the state's word,
an asked kind that is not the whole's own kind, or an adjective or
negation in the question refuses. Which adjectives name a quality the
things keep while held is lexicon knowledge (`state: kept`); words that
can say the things are gone ("missing", "used", "eaten") are not read as
states. A part larger than the whole refuses.

ADR 0117 widens the clause (reader/part_subjects.py): a comma as joiner, a
partitive naming the kind ("4 of the seashells", which picks that kind's
amount among several), a share ("1/4 of them"), and "were broken" (a
losing verb's participle: a part that may be gone, so only its part or
rest is answered).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import end_sentence, lookup, read_prefix, sentence_words
from reader.part_subjects import part_clause
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef, StatePart

Choices = tuple[tuple[int, int, str], ...]
NEGATIONS = frozenset({"negation"})
PREFIXES = ("un", "non")  # "unbroken", "non-red": the rest named through the state's word


def plain_count(q: QuantityRef) -> bool:
    """A plain count of one kind: no measure, coin, rate, price, share, container or owner."""
    return not (
        q.value is None
        or q.unit is None
        or q.unit.dimension
        or q.unit.coin
        or q.per is not None
        or q.price
        or q.whole
        or q.share is not None
        or q.times is not None
        or q.divisor
        or q.container is not None
        or q.owner
    )


def names_kind(kind: tuple[Word, ...], q: QuantityRef) -> bool:
    """ "of the seashells", "of the blue shells": the partitive names the amount's own kind."""
    if q.unit is None:
        return False
    head, *narrowing = reversed(kind)
    return head.lemma.casefold() == q.unit.head and all(
        w.lemma.casefold() in q.unit.modifiers for w in narrowing
    )


def _whole(
    before: ProblemReadingState, after: ProblemReadingState, kind: tuple[Word, ...]
) -> tuple[QuantityRef, str] | None:
    """The one amount the clause before the joiner stated, a plain count of one kind, and who has it.

    A holding's entity or a gain's actor has the whole; a lost or given amount has no holder here,
    so only questions about the holder's whole (not the part) can be read after it. A partitive
    that names the kind ("4 of the seashells") picks the one amount of that kind among several
    ("6 seashells and 4 starfish", ADR 0117); without one, exactly one amount must have been stated.
    No earlier amount of the same kind may be the holder's, or anyone's after a partitive naming the
    kind ("2 of the shells"): the part could be of it too.
    """
    holdings = after.accumulated_initial_state[len(before.accumulated_initial_state) :]
    operations = after.accumulated_operations[len(before.accumulated_operations) :]
    if any(h.than or h.direction or h.than_unit or h.verb for h in holdings):
        return None  # "5 more than Ann", a rate: not an amount of things
    stated = [(h.quantity, h.entity) for h in holdings] + [
        (o.quantity, o.actor if o.kind == "gain" else "") for o in operations
    ]
    if kind:
        stated = [(q, holder) for q, holder in stated if names_kind(kind, q)]
    if len(stated) != 1 or not plain_count(stated[0][0]):
        return None
    (q, holder), unit = stated[0], stated[0][0].unit
    earlier = [(h.quantity, h.entity) for h in before.accumulated_initial_state] + [
        (o.quantity, o.actor) for o in before.accumulated_operations
    ]
    if any(e.unit == unit and (kind or not holder or who == holder) for e, who in earlier):
        return None  # "He had 10 shells. He found 6 more, but 2 of the shells were broken": of which?
    return q, holder


def part_amount(
    number: Word, share: Fraction | None, whole: QuantityRef, sentence_index: int
) -> QuantityRef | ReaderRefusal:
    """The part as an amount of the whole's kind: the count, or the share of the whole (a whole count).

    A part larger than the whole refuses as `negative_count`, a share that is not a whole number of
    things as `non_integer_count`.
    """
    assert whole.value is not None
    if share is not None:
        value = whole.value * share  # "1/4 of them": a share of the whole
        if value.denominator != 1:
            return refuse(
                "non_integer_count",
                "a share of a count that is not a whole number of things",
                sentence_index,
                number.index,
                number.text,
            )
    else:
        assert number.shape is not None
        value = number.shape.value
    if value > whole.value:
        return refuse(
            "negative_count", "a part larger than the whole", sentence_index, number.index, number.text
        )
    return QuantityRef(
        value,
        number.index,
        number.text,
        unit=whole.unit,
        sentence_index=sentence_index,
        number_tokens=(number.index,) if number.category == "number" else (),
    )


def read_state_part(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a stated amount and a part of it named by a state, or the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = list(sentence_words(sentence, lexicon))
    found = part_clause(words)
    if found is None or refusal.token_index < found.joiner:
        return refusal
    joiner = found.joiner
    before = words[joiner - 1]
    end = joiner - 1 if before is not None and before.text == "," else joiner
    state = read_prefix(sentence, end, problem, lexicon, choices)
    if isinstance(state, ReaderRefusal):
        return refusal
    read = end_sentence(state, problem, sentence.end, False)
    if isinstance(read, ReaderRefusal):
        return refusal
    found_whole = _whole(problem, read, found.kind)
    if found_whole is None:
        return refusal
    whole, holder = found_whole
    part = part_amount(found.number, found.share, whole, problem.sentence_index)
    if isinstance(part, ReaderRefusal):
        return part
    named = StatePart(whole, part, found.words, found.verb, holder, found.kept, found.share)
    return replace(read, state_parts=read.state_parts + (named,))


def _mentions(word: Word | None, text: str, state_words: frozenset[str]) -> bool:
    folded = text.casefold().replace("-", "")
    if word is not None and word.lemma.casefold() in state_words:
        return True
    return folded in state_words or any(folded == pre + w for pre in PREFIXES for w in state_words)


def unread_part_question(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when a later sentence or the question may be about a part or the rest, not the whole."""
    if not problem.state_parts:
        return None
    first = min(p.part.sentence_index for p in problem.state_parts)
    state_words = frozenset(w for p in problem.state_parts for w in p.words)
    for si, sentence in enumerate(sentences):
        if sentence.is_question and problem.part_asked:
            continue  # the question names the part on purpose (ADR 0104)
        for ti, token in enumerate(sentence.tokens):
            word = lookup(token.text, ti, lexicon)
            if si > first and _mentions(word, token.text, state_words):
                return refuse(
                    "unsupported_operation",
                    "a part named by a state is mentioned again: only the whole is read",
                    si,
                    ti,
                    token.text,
                )
            if sentence.is_question and word is not None and word.category in NEGATIONS | {"adjective"}:
                return refuse(
                    "unsupported_operation",
                    "a question after a part named by a state may ask for the part or the rest",
                    si,
                    ti,
                    token.text,
                )
    gone = next((p for p in problem.state_parts if not p.kept), None)
    if gone is not None and not problem.part_asked:
        return refuse(
            "unsupported_operation",
            "a part named by a losing verb ('3 were broken') may be gone: only its part or rest is read",
            gone.part.sentence_index,
            gone.part.token_index,
            gone.part.text,
        )
    target = problem.unknown_target_slot
    kinds = {(p.whole.unit.head, p.whole.unit.modifiers) for p in problem.state_parts if p.whole.unit}
    if (
        target is not None
        and target.unit is not None
        and (target.unit.head, target.unit.modifiers) not in kinds
    ):
        return refuse(
            "unsupported_operation",
            "a question after a part named by a state asks another kind than the whole's",
            target.sentence_index,
            target.token_index,
            "",
        )
    return None
