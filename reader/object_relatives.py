""" "the number of pens that they have": a 'that' opening an object relative clause may be left out (ADR 0162).

In "the pens that Ann bought" the clause after 'that' has a subject of its
own and its object is the noun before 'that'; English says the same with
no 'that' at all: "the pens Ann bought". The reader already reads that
shorter form ("What is the total number of pens they have?"), so when the
ordinary reading refuses at such a 'that' (or 'which'), the sentence is
read again with that one token passed over, every other token at its own
index.

The shape is narrow, so that 'that' can only be the object relative:

- a noun ends the phrase before it, and a subject opens the clause after
  it: a name (or names joined by 'and') or a pronoun in the subject case
  ("that he bought", "that Ann and Ben bought"), or an
  article or possessive and nouns ("that the vendor sold"), then a verb
  with no auxiliary ("that he will have", "that he did not buy" refuse);
- after the verb comes only what closes a count: 'left', 'in total',
  'altogether', 'now', and then the end of the sentence. The verb so has no
  object of its own (its object is the noun before 'that'): "the news that
  a store sold bread" is a complete clause, not a relative one, and "the
  pens that he bought for $2", "that he has more than Ann", "that he had in
  the morning" say more than which things are counted: they keep their
  refusal;
- the rest is read by the ordinary rules, whose refusals stand.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.relative_readings import (
    Choices,
    Feed,
    opens_relative,
    points_to_thing,
    read_fed,
    words_of,
)
from reader.rules.context import Word, category_at
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

COUNTED = frozenset({"noun", "unit_noun", "money_noun", "person_noun", "quantity_noun", "coin_noun"})
SUBJECT_CASES = frozenset({"subject", "subject_or_object"})
DETERMINERS = frozenset({"article", "possessive_marker"})
NOUNS_OF_SUBJECT = frozenset({"noun", "person_noun", "name", "adjective", "possessive_marker"})
CLOSING = frozenset({"residual_marker", "aggregate_marker"})
NOW = "now"
ALL = "all"


def read_object_relative(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read without the 'that' of an object relative clause; else the old refusal."""
    at = refusal.token_index
    if refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if not _fits(words, at):
        return refusal
    feed = Feed(skipped=frozenset({at}))
    return read_fed(sentence, problem, lexicon, choices, feed)


def _fits(words: tuple[Word | None, ...], at: int) -> bool:
    if not 1 <= at < len(words) - 2 or any(w is None for w in words):
        return False
    that = words[at]
    if not opens_relative(that) or not points_to_thing(that):
        return False
    if category_at(words, at - 1) not in COUNTED:
        return False
    verb = _after_subject(words, at + 1)
    if verb is None:
        return False
    return all(_closes_count(words, i) for i in range(verb + 1, len(words)))


def _closes_count(words: tuple[Word | None, ...], i: int) -> bool:
    """ "left", "in total", "in all", "altogether", "now": words that close a counted holding or total."""
    w = words[i]
    if w is None:
        return False
    if w.category in CLOSING:
        return True
    if w.category == "time_marker":
        return w.text.casefold() == NOW
    if w.category == "prep_in":  # "in total", "in all"
        after = words[i + 1] if i + 1 < len(words) else None
        return after is not None and (after.category == "aggregate_marker" or after.text.casefold() == ALL)
    return w.text.casefold() == ALL and i >= 1 and category_at(words, i - 1) == "prep_in"


def _after_subject(words: tuple[Word | None, ...], i: int) -> int | None:
    """Where the verb stands after the clause's subject ("he", "Ann", "the fruit vendor"), or None."""
    first = words[i]
    if first is None:
        return None
    if first.category == "name":  # "Ann", "Ann and Ben"
        i += 1
        while category_at(words, i) == "conjunction" and category_at(words, i + 1) == "name":
            i += 2
    elif first.category == "pronoun" and first.attr("case") in SUBJECT_CASES:
        i += 1
    elif first.category in DETERMINERS:
        i += 1
        start = i
        while category_at(words, i) in NOUNS_OF_SUBJECT:
            i += 1
        if i == start:
            return None
    else:
        return None
    category = category_at(words, i)
    return i if category.startswith("verb") else None


__all__ = ["read_object_relative"]
