"""A number after '<count> <containers> of': "bought 5 bags of 50 beads" (ADR 0178).

"5 bags of 50 beads" can only mean 50 beads in every bag: unlike "5 bags with 50 beads"
(ADR 0149), 'of' and a number after a counted plural container never name the contents of all
of them at once. The lexicon marks such nouns ``collective`` (bag, box, pack, carton, group;
ADR 0092). The reading is the one "5 bags with 50 beads in each bag" gets (ADR 0043): the clause
holds or moves 5 bags and, in them, 5 x 50 = 250 beads, whose container is the bags, so a later
move of the bags refuses (ADR 0046 addendum). The product is made at once, so each item of a list
("5 bags of 50 beads and 2 bags of 100 beads") keeps its own container and amount.

Read only when everything is plain:

- a statement's clause with its verb read ("she bought", "there are"), not a question or a subject;
- a known count (not 'some', not a price, rate, share or multiple) right before the container noun,
  which has only adjectives before it, no owner and no article, and is plural ("1 box of 12 pens",
  one container with a singular noun, reads the same way: ADR 0413);
- a plain number right after 'of' (no money, percentage, fraction or number-unit word, and no tens
  word such as 'twenty' that a units word could still join: "of twenty five").

Anything else after 'of' ("5 bags of flour") reads as before, and a number there keeps the old refusal.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.rules.collectives import is_collective
from reader.rules.context import Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import NounPhrase, QuantityRef

CONTENTS = "contents"  # the role of an 'of' that follows counted containers
STATEMENT_FRAMES = frozenset({"initial_state", "operation"})


def _counted_containers(np: NounPhrase | None) -> bool:
    return (
        np is not None
        and bool(np.words)
        and not np.determiner
        and not np.possessor
        and not np.of_content
        and np.words[-1][1] == "noun"
        and np.words[-1][2] in ("NN", "NNS")
        and is_collective(np.words[-1][3])
        and all(w[1] == "adjective" for w in np.words[:-1])
    )


def _agrees(np: NounPhrase | None, q: QuantityRef) -> bool:
    """ "1 bill", "one book" singular, "5 bags" plural: one container is counted with a singular noun
    and several with a plural one (ADR 0413); "1 bags" or "5 bag" is not read."""
    assert np is not None
    return (q.value == 1) == (np.words[-1][2] == "NN")


def _plain_count(q: QuantityRef) -> bool:
    return (
        q.value is not None
        and q.value >= 1
        and q.value.denominator == 1
        and q.unit is not None
        and not q.unit.dimension
        and q.per is None
        and not q.price
        and not q.divisor
        and not q.whole
        and not q.owner
        and q.share is None
        and q.times is None
        and q.container is None
    )


def mark_contents(before: SentenceReadingState, after: SentenceReadingState) -> SentenceReadingState:
    """At the 'of' of "5 bags of": mark it, so a number right after it counts what one bag holds."""
    prep = payload(after).open_preposition
    quantities = payload(after).quantities
    if (
        prep is None
        or prep.category != "prep_of"
        or not _counted_containers(payload(before).open_np)
        or len(before.pending_quantities) != 1
        or after.pending_quantities
        or not quantities
        or quantities[-1].token_index != before.pending_quantities[0].token_index
        or not _plain_count(quantities[-1])
        or not _agrees(payload(before).open_np, quantities[-1])
        or after.frame not in STATEMENT_FRAMES
        or after.pending_verb is None
        or payload(after).per_unit is not None
    ):
        return after
    return with_payload(after, open_preposition=replace(prep, role=CONTENTS))


def _plain_number(word: Word) -> Fraction | None:
    """The value of a number that ends here: digits, or a number word no units word could join."""
    if word.category == "number_word":
        value = Fraction(word.attr("value", "0"))
        tens = 20 <= value <= 90 and value % 10 == 0
        return None if tens or value <= 0 else value
    shape = word.shape
    if (
        word.category != "number"
        or shape is None
        or shape.primitive in ("fraction", "number_unit")
        or shape.unit in ("percent", "dollar", "ordinal")
        or shape.value <= 0
    ):
        return None
    return shape.value


def contents_count(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """The number after "5 bags of": the amount in all the bags, waiting for its noun; None when not read."""
    pl = payload(s)
    prep = pl.open_preposition
    if (
        prep is None
        or prep.role != CONTENTS
        or prep.token_index != word.index - 1
        or s.pending_quantities
        or not pl.quantities
    ):
        return None
    value = _plain_number(word)
    count = pl.quantities[-1]
    if value is None or not _plain_count(count):
        return None
    assert count.value is not None
    total = QuantityRef(
        count.value * value,
        word.index,
        f"{count.text}x{word.text}",
        None,
        s.sentence_index,
        count.number_tokens + (word.index,),
        container=count.unit,
    )
    return replace(with_payload(s, open_preposition=None), pending_quantities=(total,), expectation="unit")
