""" "The number of students in the class is 30.": an amount stated through 'the number of' as the subject.

"The (total) number of X in P is N." says what "There are N X in P." says:
an amount of X at that place. When the ordinary reading refuses at
'number', the sentence is read again in that order:
'The' is read as 'there', then the copula and the number, then the
phrase and the place, every token at its own index ('number', 'of' and
'total' are passed over), so the number keeps its place for the
every-number-has-a-role check. The existential rules then decide, with
their own refusals (ADR 0153).

The same clause is read as a question's leading 'if' clause ("If the
number of grey birds in the cage is 40, how many white birds are in the
cage?" as "If there are 40 grey birds in the cage, ...", ADR 0276); the
question after the comma is read as written.

Only this one shape is read: the sentence is a statement (or that 'if'
clause) that opens with 'the', the phrase after 'of' is plain words of a noun (no pronoun, no
number, no owner word but a name's 's), a place after 'in' / 'on' /
'inside', then one form of 'be', then one number, and nothing after it.
With no place ("The total number of apples is 12") the amount may be
everyone's apples together or a new heap beside them, so it refuses. A
multiple or comparison after the copula ('is twice the number of ...',
'is 20 more than ...'), a unit after the number, a relative clause, a
time and every other shape keep the refusal.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import apply_word, begin_sentence, end_sentence, sentence_words
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

THERE = "there"  # the existential the opening 'the' is read as
PHRASE = NOUN_WORDS | frozenset({"name", "possessive_marker"})
PLACE = PHRASE | frozenset({"article"})
AMOUNT = frozenset({"number", "number_word"})
Choices = tuple[tuple[int, int, str], ...]


def read_number_subject(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as 'There is N X in P' (or 'If there is N X in P, <question>'); else the old refusal."""
    if refusal.sentence_index != problem.sentence_index:
        return refusal
    words = sentence_words(sentence, lexicon)
    order = _question_order(words, refusal.token_index) if sentence.is_question else None
    if not sentence.is_question:
        order = _order(words, refusal.token_index)
    if order is None:
        return refusal
    state = begin_sentence(problem, sentence.start)
    for at, text in order:
        step = apply_word(replace(state, token_index=at), problem, text, lexicon)
        if isinstance(step, ReaderRefusal):
            return refusal
        state = step
    state = replace(state, token_index=len(sentence.tokens))
    told = end_sentence(state, problem, sentence.end, sentence.is_question)
    return refusal if isinstance(told, ReaderRefusal) else told


def _question_order(words: tuple[Word | None, ...], refused_at: int) -> tuple[tuple[int, str], ...] | None:
    """'If <the statement>, <question>?': the clause in the statement's order, the question as written (ADR 0276).

    "If the number of grey birds in the cage is 40, how many ...?" says "If there are 40 grey birds in
    the cage, ...": the same amount at the same place, told as the question's condition.
    """
    if any(w is None for w in words) or len(words) < 3:
        return None
    first = words[0]
    if first is None or first.category != "subordinator" or first.text.casefold() != "if":
        return None
    comma = next((i for i, w in enumerate(words) if w is not None and w.category == "punctuation"), None)
    if comma is None or comma + 1 >= len(words):
        return None
    clause = _order(words[1:comma], refused_at - 1)
    if clause is None:
        return None
    told = tuple((at + 1, text) for at, text in clause)
    return ((0, words[0].text),) + told + tuple((i, w.text) for i, w in enumerate(words[comma:], comma) if w)


def opens_with_number_of(words: tuple[Word | None, ...]) -> bool:
    """The sentence opens 'The (total) number of': an amount this module reads (ADR 0159 asks it)."""
    at = 2 if len(words) > 2 and words[1] is not None and words[1].category == "aggregate_marker" else 1
    if len(words) < at + 2 or words[0] is None or words[at] is None or words[at + 1] is None:
        return False
    first, noun = words[0], words[at]
    return (
        first.category == "article"
        and first.attr("definite") == "true"
        and noun.category == "quantity_noun"
        and noun.attr("kind") == "count"
        and words[at + 1].category == "prep_of"
    )


def _order(words: tuple[Word | None, ...], refused_at: int) -> tuple[tuple[int, str], ...] | None:
    """(index, text) in reading order for 'There <be> <N> <phrase> <place>', or None when the shape differs."""
    if any(w is None for w in words) or len(words) < 6:
        return None
    cats = [w.category for w in words if w is not None]
    texts = [w.text for w in words if w is not None]
    first = words[0]
    if first is None or first.category != "article" or first.attr("definite") != "true":
        return None
    at = 1
    if cats[at] == "aggregate_marker":  # "the total number of": one amount, as 'in total' is for one place
        at += 1
    noun = words[at]
    if noun is None or noun.category != "quantity_noun" or noun.attr("kind") != "count" or at != refused_at:
        return None
    if cats[at + 1] != "prep_of":
        return None
    start = at + 2
    copulas = [i for i, c in enumerate(cats) if c == "copula"]
    if len(copulas) != 1 or copulas[0] != len(cats) - 2 or cats[-1] not in AMOUNT:
        return None
    be = copulas[0]
    place = next((i for i in range(start, be) if cats[i] == "prep_in"), be)
    if place == start or any(c not in PHRASE for c in cats[start:place]):
        return None
    if place == be or place + 1 == be or any(c not in PLACE for c in cats[place + 1 : be]):
        return None  # with no place, 'the number of apples' may count every holder's apples or one's
    read = [(0, THERE), (be, texts[be]), (be + 1, texts[be + 1])]
    return tuple(read + [(i, texts[i]) for i in range(start, be)])
