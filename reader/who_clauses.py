""" "..., than Frodo, who has 8 more than Lily": a 'who' clause after a name is a statement about that name.

A relative clause set off by a comma after a name adds a fact about the
person; it does not pick the person out. "Brian has twice as many balls
as Frodo, who has 8 more than Lily" says "Brian has twice as many balls as
Frodo" and "Frodo has 8 more than Lily". The sentence is read as those two
statements, 'who' read as the name it follows, every token at its own
index (ADR 0094 addendum).

Without the comma it is the same (ADR 0135): a name already picks out one
person, so "than Raul who has 5 more cards than Lena" cannot narrow
Raul down to one of several; the clause can only add a fact about him.
After a common noun ("the girl who has 5 apples") the clause may pick the
person out, and such a sentence keeps its refusal.

Only statements of holding or being are split: both the clause before the
comma and the ', who' clause must have a holding verb or the copula
("has", "is"), so both speak of the same moment. "gave 3 apples to Ann,
who had 5" could be before the gift or after it; "to Sarah, who saved a
third of her cupcakes" orders two events; they keep the old refusal. The
clause before the comma must be one plain clause (no opening time,
condition or other relative), and the ', who' clause must open with its
verb and be the sentence's last.

ADR 0162: a clause that states the compared amount with the same verb is
split too. "Paula bought 3 fewer cookies than Paul, who bought 45" says
"Paula bought 3 fewer cookies than Paul" and "Paul bought 45 cookies":
the name is the object of 'than' or 'as' (what the first clause is measured
against) and both clauses have the one verb in the one form ("bought ...
who bought", "runs ... who runs"), so they speak of the same kind of event
at the same time, and the second clause gives the amount the first is
compared with. The 'who' clause must be plain: no time, condition,
conjunction or comma in it ("who bought 45 yesterday and ...").

ADR 0180: a person owned by someone ("his sister", "Tom's dad") is read
as a name is, but only with the comma. "than his sister, who has 7 cards"
adds a fact about the one sister the phrase already picks out; without the
comma ("his friend who has 7 cards") the clause may pick one friend out of
several, and keeps its refusal. The second statement reads the phrase
again ("His sister has 7 cards"), so a pronoun in it that could mean two
people refuses as it would in that sentence.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.joined_clauses import after_first
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, past_form, read_rest, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

STATIC_VERBS = frozenset({"verb_possess", "copula"})
NOT_PLAIN = frozenset({"subordinator", "time_marker", "question_word", "relative_pronoun", "punctuation"})
OWNER_CASES = frozenset({"possessive", "object_or_possessive"})  # "his", "her" before a person (ADR 0180)
COMPARED = frozenset({"than_marker", "as_marker"})  # "than Paul", "as Katie": the name is measured against
# What may not stand in a 'who' clause that states a compared event: another time, condition or clause.
NOT_PLAIN_EVENT = NOT_PLAIN | frozenset({"conjunction", "time_word", "ordinal_word", "auxiliary", "negation"})


def read_who_clause(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a statement and a statement about the name before ', who'; else the old refusal."""
    at = refusal.token_index
    if sentence.is_question or refusal.sentence_index != problem.sentence_index or at < 2:
        return refusal
    words = words_of(sentence, lexicon)
    if not _fits(words, at):
        return refusal
    end = at - 1 if _is_comma(words[at - 1]) else at
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return told
    done = read_rest(sentence, told, problem, lexicon, choices, at, _who_as(sentence, words, end, at))
    if isinstance(done, ReaderRefusal) or words[at + 1] is None or words[at + 1].category in STATIC_VERBS:
        return done
    return after_first(done, told, problem)  # the compared event is a fact of its own, not the same move


def _who_as(sentence: Sentence, words: tuple[Word | None, ...], end: int, at: int) -> Feed:
    """'who' read as the name before it, or as the owned person ("his sister", "Tom's dad") again."""
    start = _owned_person(words, end)
    texts = [t.text for t in sentence.tokens[(end - 1 if start is None else start) : end]]
    return Feed(read_as=((at, texts[0]),), added_after=((at, " ".join(texts[1:])),) if texts[1:] else ())


def _owned_person(words: tuple[Word | None, ...], end: int) -> int | None:
    """Where "his sister" or "Tom's dad" starts when it ends at ``end``; None for any other phrase."""
    person = words[end - 1] if end >= 1 else None
    if person is None or person.category != "person_noun" or end < 2 or "NNS" in person.tags:
        return None  # "than his sisters, who have 7": all of them together, or each?
    owner = words[end - 2]
    if owner is not None and owner.category == "pronoun" and owner.attr("case") in OWNER_CASES:
        return end - 2
    if owner is not None and owner.category == "possessive_marker" and end >= 3:
        name = words[end - 3]
        if name is not None and name.category == "name":
            return end - 3
    return None


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _fits(words: tuple[Word | None, ...], at: int) -> bool:
    if at >= len(words) or any(w is None for w in words):  # a refusal after the last word
        return False
    end = at - 1 if _is_comma(words[at - 1]) else at
    who, name, verb = words[at], words[end - 1], words[at + 1] if at + 1 < len(words) else None
    if who is None or who.category != "question_word" or who.attr("asks") != "person":
        return False
    owned = _owned_person(words, end)
    if owned is not None and end == at:
        return False  # "than his friend who has 5": which friend? Only ', who' adds a fact (ADR 0180)
    if owned is None and (name is None or name.category != "name"):
        return False  # "the girl who has 5 apples" may pick out one girl of several: not a second statement
    first = end - 1 if owned is None else owned
    if first >= 1 and words[first - 1] is not None and words[first - 1].category == "conjunction":
        return False  # "than Ann and Ben who have 5": about Ben, or about both?
    if verb is None:
        return False
    before = words[:end]
    if any(w is not None and w.category in NOT_PLAIN for w in before):
        return False
    if any(w is not None and w.category in ("question_word", "relative_pronoun") for w in words[at + 1 :]):
        return False
    main = [w for w in before if w is not None and (w.category.startswith("verb") or w.category == "copula")]
    if len(main) != 1:
        return False
    if verb.category in STATIC_VERBS:
        return main[0].category in STATIC_VERBS and _same_time(main[0], verb)
    return _compared_event(words, end, at, main[0], verb)


def _compared_event(words: tuple[Word | None, ...], end: int, at: int, main: Word, verb: Word) -> bool:
    """ "bought 3 fewer cookies than Paul, who bought 45": the same verb form states the compared event (ADR 0162)."""
    if not verb.category.startswith("verb") or verb.text.casefold() != main.text.casefold():
        return False
    first = end - 1 if (owned := _owned_person(words, end)) is None else owned
    if first < 1 or words[first - 1] is None or words[first - 1].category not in COMPARED:
        return False
    return not any(w is not None and w.category in NOT_PLAIN_EVENT for w in words[at + 1 :])


def _same_time(main: Word, verb: Word) -> bool:
    """ "has ... who had 9": then and now differ. The lexicon gives the copula no tense, so two copulas
    must be the same form ("is ... who is"), and a copula never pairs with a holding verb."""
    if "copula" in (main.category, verb.category):
        return main.text.casefold() == verb.text.casefold()
    return past_form(main) == past_form(verb)


__all__ = ["read_who_clause"]
