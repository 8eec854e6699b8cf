""" "The number of Bennett's brothers is 6.": a person's amount stated through 'the number of <name>'s <things>'.

"The number of Bennett's brothers is|was <amount>" says what "Bennett
has|had <amount> brothers" says: the one holder is the name before 's, the
unit is the phrase after it. When the ordinary reading refuses at
'number', the sentence is read again in that order, every token at its own
index ('the', 'number', 'of' and the subject's phrase are passed over or
read as the few words the plain sentence needs), so every number keeps its
place for the every-number-has-a-role check, and the holding rules decide
with their own refusals (ADR 0257):

- "... is 6" reads as "Bennett has 6 brothers";
- "... is twice / 3 times / two less than twice the number of Aaron's
  brothers" reads as "Bennett has twice ... as many brothers as Aaron";
- "... is 2 more than the number of Aaron's brothers" reads as "Bennett has
  2 more brothers than Aaron";
- the question "What is the number of Bennett's brothers?" reads as "How
  many brothers does Bennett have?".

The owner may also follow the things with its own verb (ADR 0387): "The
number of stamps Eli collected was 4 more than the number of stamps Rosa
collected" reads as "Eli collected 4 more stamps than Rosa", the owner's
verb read at its own index in place of 'has'; the verb agrees with the
copula's tense and is the same on both sides ('has' for the 's form). A
factor may be followed by 'as many as' ("is 3 times as many as the number
of ...").

Only these shapes are read: 'number' (a count, not 'amount'), one name and
its 's (or one name and its verb after the phrase) on each side, the same phrase of plain nouns and adjectives on both
sides, a different name on the compared side, 'is' or 'was' (nothing else:
'became', 'will be'), and nothing after the amount or the compared phrase.
A place or time on either side, a relative clause ('the number of cars that
...'), 'the total' / 'the average' number, a ratio, a rate ('per day'),
two different phrases ('the number of Ann's cats is twice the number of
Bob's dogs') and every other shape keep the refusal.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import apply_word, begin_sentence, end_sentence, sentence_words
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.rules.multiples import FACTOR_WORDS
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

Choices = tuple[tuple[int, int, str], ...]
Order = tuple[tuple[int, str], ...]
PHRASE = NOUN_WORDS | frozenset({"adjective"})  # plain words of the counted thing: 'brothers', 'red cards'
AMOUNT = frozenset({"number", "number_word"})
HOLDS = {"is": "has", "was": "had"}  # the copula the statement has, and the holding verb it reads as
# the words a difference may have before 'than': '2 more than', 'two less than'
COMPARED = frozenset({"number", "number_word", "comparative", "than_marker"})
FINITE = frozenset({"VBZ", "VBD", "VBP"})  # "Ann has", "Ann collected": the owner's own verb, told in a tense
TENSE = {"VBZ": "is", "VBP": "is", "VBD": "was"}  # the copula a relative owner's verb agrees with


def read_number_of_statement(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as '<name> has <amount> <things>' (or 'how many <things> does <name> have'); else the refusal."""
    # "What is the number of Leo's stickers?" refuses at its end, as a question with no verb
    asked = sentence.is_question and refusal.reason == "incomplete_operation"
    if refusal.sentence_index != problem.sentence_index or not ("quantity_noun" in refusal.detail or asked):
        return refusal
    words = sentence_words(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    order = _sentence_order(words, sentence.is_question)
    if order is None or (problem.accumulated_operations and any(text == "had" for _, text in order)):
        return refusal  # a past amount once the story has changed one: before or after the change?
    state = begin_sentence(problem, sentence.start)
    for at, text in order:
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, at)), "")
        step = apply_word(replace(state, token_index=at), problem, text, lexicon, forced)
        if isinstance(step, ReaderRefusal):
            return refusal
        state = step
    state = replace(state, token_index=len(sentence.tokens))
    told = end_sentence(state, problem, sentence.end, sentence.is_question)
    return refusal if isinstance(told, ReaderRefusal) else told


def _cat(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _text(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i]
    return w.text if w is not None else ""


def _sentence_order(words: tuple[Word | None, ...], is_question: bool) -> Order | None:
    """The whole sentence's reading order: a statement, a question, or 'If <statement>, <question>'."""
    n = len(words)
    if _cat(words, 0) != "subordinator":
        return _question_order(words, 0, n) if is_question else _statement_order(words, 0, n)
    comma = next((i for i in range(n) if _cat(words, i) == "punctuation"), None)
    if comma is None or not is_question:
        return None
    told = _statement_order(words, 1, comma)
    if told is None:
        return None
    asked = _question_order(words, comma + 1, n)
    if asked is None:  # "If ..., how many brothers does Bennett have?": read as written
        asked = tuple((i, _text(words, i)) for i in range(comma + 1, n))
    return ((0, _text(words, 0)),) + told + ((comma, _text(words, comma)),) + asked


def _owned_phrase(
    words: tuple[Word | None, ...], at: int, stop: int
) -> tuple[int, tuple[int, ...], int, int | None] | None:
    """'the number of <name> 's <phrase>' or 'the number of <phrase> [that] <name> <verb>' from ``at``.

    (name index, phrase indexes, end, the verb's index or None for the 's form), or None (ADR 0387).
    """
    if at + 4 >= stop:
        return None
    the, number = words[at], words[at + 1]
    if the is None or number is None or the.category != "article" or the.attr("definite") != "true":
        return None
    if (
        number.category != "quantity_noun"
        or number.attr("kind") != "count"
        or number.text.casefold() != "number"
    ):
        return None
    if _cat(words, at + 2) != "prep_of":
        return None
    if _cat(words, at + 3) == "name" and _cat(words, at + 4) == "possessive_marker":
        end = at + 5
        while end < stop and _cat(words, end) in PHRASE:
            end += 1
        phrase = tuple(range(at + 5, end))
        if not phrase or _cat(words, end - 1) not in NOUN_WORDS:
            return None
        return at + 3, phrase, end, None
    return _relative_owner(words, at + 3, stop)


def _relative_owner(
    words: tuple[Word | None, ...], start: int, stop: int
) -> tuple[int, tuple[int, ...], int, int | None] | None:
    """'<phrase> [that] <name> <verb>' from ``start``: "cards that Ann has", "stamps Ann collected" (ADR 0387).

    The verb is one finite word of a verb category and ends the phrase: "Ann has bought", "Ann has on
    Monday", "Ann doesn't have" and a pronoun owner are other shapes.
    """
    end = start
    while end < stop and _cat(words, end) in PHRASE:
        end += 1
    phrase = tuple(range(start, end))
    if not phrase or _cat(words, end - 1) not in NOUN_WORDS:
        return None
    name = (
        end + 1 if _cat(words, end) == "relative_pronoun" and _text(words, end).casefold() == "that" else end
    )
    verb = words[name + 1] if name + 1 < stop else None
    if _cat(words, name) != "name" or verb is None or not verb.category.startswith("verb_"):
        return None
    if not FINITE & set(verb.tags):
        return None
    return name, phrase, name + 2, name + 1


def _texts(words: tuple[Word | None, ...], indexes: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(_text(words, i).casefold() for i in indexes)


def _statement_order(words: tuple[Word | None, ...], start: int, stop: int) -> Order | None:
    """(index, text) for '<name> has <amount> <phrase>' over [start, stop), or None for another shape."""
    subject = _owned_phrase(words, start, stop)
    if subject is None:
        return None
    name, phrase, be, verb_at = subject
    copula = words[be] if be < stop else None
    if copula is None or copula.category != "copula" or copula.text.casefold() not in HOLDS:
        return None
    verb = HOLDS[copula.text.casefold()] if verb_at is None else _agreeing_verb(words, verb_at, copula)
    if verb is None:
        return None
    head = [(name, _text(words, name)), (be if verb_at is None else verb_at, verb)]
    if be + 2 == stop and _cat(words, be + 1) in AMOUNT:  # "... is 6"
        return tuple(head + [(be + 1, _text(words, be + 1))] + [(i, _text(words, i)) for i in phrase])
    compared_at = next((i for i in range(be + 1, stop) if _cat(words, i) == "article"), None)
    if compared_at is None or compared_at == be + 1:
        return None
    compared = _owned_phrase(words, compared_at, stop)
    if compared is None or compared[2] != stop:
        return None
    other, other_phrase, _, other_verb = compared
    if _texts(words, other_phrase) != _texts(words, phrase) or _texts(words, (other,)) == _texts(
        words, (name,)
    ):
        return None  # another unit, or the holder compared with itself
    other_said = HOLDS[copula.text.casefold()] if other_verb is None else _text(words, other_verb)
    if other_said.casefold() != verb.casefold():
        return None  # "the number of cards Ann has ... the number of cards Eve had": two times, or two doings
    between = range(be + 1, compared_at)
    phrase_texts = [_text(words, i) for i in other_phrase]
    holder = _text(words, other)
    if _cat(words, compared_at - 1) == "than_marker":  # "2 more than the number of Aaron's brothers"
        if any(_cat(words, i) not in COMPARED for i in between):
            return None
        told = [(i, _text(words, i)) for i in between if i != compared_at - 1]
        plain = phrase_texts + [_text(words, compared_at - 1), holder]  # "brothers than Aaron"
        return tuple(head + told + _in_slots(compared_at - 1, plain))
    factor_end = compared_at
    if _texts(words, tuple(range(compared_at - 3, compared_at))) == ("as", "many", "as"):
        factor_end = (
            compared_at - 3
        )  # "is 3 times as many as the number of ...": the same multiple (ADR 0387)
    if factor_end <= be + 1 or _cat(words, factor_end - 1) not in FACTOR_WORDS:
        return None
    told = [(i, _text(words, i)) for i in range(be + 1, factor_end)]
    plain = ["as", "many"] + phrase_texts + ["as", holder]  # "as many brothers as Aaron"
    return tuple(head + told + _in_slots(factor_end, plain))


def _agreeing_verb(words: tuple[Word | None, ...], verb_at: int, copula: Word) -> str | None:
    """The relative owner's verb when its tense is the copula's ("cards Ann has is", "stamps Ann collected was")."""
    verb = words[verb_at]
    if verb is None:
        return None
    tenses = {TENSE[tag] for tag in verb.tags if tag in TENSE}
    return verb.text if tenses == {copula.text.casefold()} else None


def _in_slots(first: int, texts: list[str]) -> list[tuple[int, str]]:
    """The plain words at the indexes of the phrase they stand for, in order (the phrase has more tokens)."""
    return [(first + k, text) for k, text in enumerate(texts)]


def _question_order(words: tuple[Word | None, ...], start: int, stop: int) -> Order | None:
    """(index, text) for 'How many <phrase> does <name> have?' over [start, stop), or None for another shape."""
    what, be = words[start], words[start + 1] if start + 1 < stop else None
    if what is None or be is None or what.attr("asks") != "thing" or be.text.casefold() != "is":
        return None
    asked = _owned_phrase(words, start + 2, stop)
    if asked is None or asked[2] != stop:
        return None
    name, phrase, _, verb_at = asked
    if verb_at is not None:
        return None  # "What is the number of cards Ann has?" is the 'what' rules' own shape
    plain = ["how", "many"] + [_text(words, i) for i in phrase] + ["does", _text(words, name), "have"]
    return tuple(_in_slots(start, plain))
