""" "How many miles did the friends walk?": a question's 'the <people>' with no number for everyone named (ADR 0335).

The ordinary reading takes 'the friends' in a question for a new holder,
'friend', of whom the story told nothing, and refuses at the end (a dangling
holder, or no event that matches). When the story named two or more people
and nothing else that the noun could point to, a plain plural person noun
('friends', 'kids', 'boys', 'sisters', 'siblings') with 'the' and no number
can only mean the people named, as 'the two friends' does (ADR 0271), and it
is read the same way: as the question's 'they' for everyone named
(``read_as_everyone``), asking for their total.

Without a number to check, the reading asks for more than ADR 0271 does:

- the noun must fit every person named (the same checks as 'the N
  <people>': gender known and the same for 'boys' or 'sisters', no other
  stage of life for 'kids', no trade or title for a role noun);
- no holder but the people named, no group and no speaker in the story, and
  no entity the noun already names ("The friends have 10 apples" keeps its
  own reading);
- every person named must be a doer of the asked verb (or, for 'have', hold
  the asked kind): "Tom walked 4 miles. Ann drove 5 miles. How many miles did
  the friends walk?" refuses, since the noun may leave out who did not walk.

Two more subjects read the same way: 'everyone'/'everybody', only with 'in
all', 'together' or 'in total' ("How many cookies did everyone get?" may ask
what each got), and 'all N' with N exactly the people named ("do all three
have"). A sentence that only said what the people are ("Theo, Mason, and
Roxy are siblings.") is set aside for the count, and the question's noun
must then be the one it used.

Only as the subject of a question, right before its verb. Anything else
(an object, after a preposition, 'the family', 'the group', 'the couple',
nouns the lexicon does not mark ``cast``) keeps the old refusal.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.all_both_totals import read_as_everyone
from reader.counted_groups import count_of, everyone_at, people_named, they_was_everyone
from reader.plain_cast import plain_cast
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word
from reader.speakers import is_speaker
from reader.state import ProblemReadingState
from reader.the_n_people import _is_cast_noun, _is_the, _noun_fits, _only_people_hold
from reader.tokenise import Sentence

EVERYONE_WORDS = ("everyone", "everybody")


def _is_verb(word: Word | None) -> bool:
    return word is not None and word.category.startswith("verb")


def _subject_ok(words: tuple[Word | None, ...], at: int) -> bool:
    """Whether the phrase starting at ``at`` stands where a question's subject does: after its auxiliary."""
    before = words[at - 1] if at > 0 else None
    return before is not None and before.category in ("auxiliary", "copula")


def _shape(words: tuple[Word | None, ...]) -> tuple[int, int, frozenset[int], str, int] | None:
    """The phrase's first token, where 'they' stands, the tokens passed over, its kind and the number told.

    Kinds: 'noun' ("the friends walk"), 'everyone' ("everyone have ... in all"), 'all' ("all three have").
    """
    found = []
    for at in range(len(words) - 1):
        first, second, third = (words[at : at + 3] + (None, None))[:3]
        if _is_the(first) and _is_cast_noun(second) and _is_verb(third):
            found.append((at, at + 1, frozenset({at}), "noun", 0))
        elif (
            first is not None
            and first.category == "vague_quantifier"
            and first.sense is not None
            and first.sense.entry.lemma in EVERYONE_WORDS
            and _is_verb(second)
        ):
            found.append((at, at, frozenset(), "everyone", 0))
        elif (
            first is not None
            and first.category == "determiner"
            and first.attr("selects") == "all"
            and count_of(second) >= 2
            and _is_verb(third)
        ):
            found.append((at, at + 1, frozenset({at}), "all", count_of(second)))
    if len(found) != 1 or not _subject_ok(words, found[0][0]):
        return None  # none, or two: which one is the subject?
    return found[0]


def _took_part(read: ProblemReadingState, person: str) -> bool:
    """Whether the person did the asked verb, or holds the asked kind when the question asks what they have."""
    target = read.unknown_target_slot
    if target is None:
        return False
    for op in read.accumulated_operations:
        if person in (op.actor, op.doer) and op.verb.lemma == target.verb_lemma:
            return True
    if target.verb_category == "verb_possess":
        return any(
            h.entity == person and (target.unit is None or h.quantity.unit == target.unit)
            for h in read.accumulated_initial_state
        )
    return False


def read_group_noun(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    story: tuple[Sentence, ...] = (),
) -> ProblemReadingState | ReaderRefusal | None:
    """The question read with its group word as 'they' for everyone named; None when that reading does not hold."""
    if not sentence.is_question:
        return None
    words = words_of(sentence, lexicon)
    shape = _shape(words)
    if shape is None:
        return None
    first, they, skipped, kind, told = shape
    if kind == "noun":
        agrees = _number_agrees(words[they], problem, sentence, first)
        if agrees is not None:
            return agrees  # "A friend has 4 apples. ... the friends": not one friend
    told_as = ""
    if kind == "noun" and people_named(problem) < 0:
        problem, told_as = _without_naming(problem)  # "Theo, Mason, and Roxy are siblings."
    named = people_named(problem)
    if named < 2 or (told and told != named) or not _only_people_hold(problem):
        return None
    if any(is_speaker(e.key) for e in problem.entity_registry):
        return None  # "I have 5 ...": with or without me?
    asked = _lemma(words[they]) if kind == "noun" else ""
    if not plain_cast((*story, sentence), problem, lexicon, relation=kind == "noun", asked=asked):
        return None  # "his mother", "Walmart", "Max the dog", "for Ann": not plainly one of them
    if kind == "noun":
        noun = words[they]
        if noun is None or noun.attr("covers") or not _noun_fits(noun, problem, lexicon):
            return None  # a role any person may fill ('students') needs a number to check, as in ADR 0271
        lemma = noun.sense.entry.lemma if noun.sense is not None else ""
        if told_as and lemma != told_as:
            return None  # "Ann and Mary are friends. ... the sisters": not what the story called them
        if any(e.key == lemma for e in problem.entity_registry):
            return None  # the story already told of 'the friends'
    stand_in = ReaderRefusal(
        reason="unexpected_category",
        detail="a group word that is not everyone named",
        sentence_index=problem.sentence_index,
        token_index=first,
        token_text=sentence.tokens[first].text,
    )
    feed = Feed(read_as=((they, "they"),), skipped=skipped)
    if kind == "everyone":  # 'everyone' may ask what each got: only with 'in all', 'together' or 'in total'
        read = read_fed(sentence, problem, lexicon, choices, feed)
        if isinstance(read, ReaderRefusal) or not they_was_everyone(read, problem.sentence_index, they):
            return None
        if people_named(read) != named:
            return None
    else:
        read = read_as_everyone(sentence, problem, lexicon, choices, stand_in, feed, they)
    if isinstance(read, ReaderRefusal):
        return None
    people = [e.key for e in problem.entity_registry if e.kind == "person"]
    if not all(_took_part(read, p) for p in people):
        return None
    return read


def _lemma(noun: Word | None) -> str:
    return noun.sense.entry.lemma if noun is not None and noun.sense is not None else ""


def _number_agrees(
    noun: Word | None, problem: ProblemReadingState, sentence: Sentence, first: int
) -> ReaderRefusal | None:
    """A refusal when the plural noun names a single holder of the story ("a friend", "the girl")."""
    lemma = _lemma(noun)
    if not any(e.key == lemma and e.number == "singular" for e in problem.entity_registry):
        return None
    return ReaderRefusal(
        reason="unexpected_category",
        detail="a plural group word for a single holder",
        sentence_index=problem.sentence_index,
        token_index=first,
        token_text=sentence.tokens[first].text,
    )


def _without_naming(problem: ProblemReadingState) -> tuple[ProblemReadingState, str]:
    """The story without a sentence that only said what everyone named is ("Ann and Mary are sisters").

    Such a sentence leaves a group of the names and a plural person noun, neither holding nor doing
    anything; they stand in the way of counting the people named. Both are set aside, and the noun
    is returned, so that the question's noun must be the same one. Anything else: the story as it is.
    """
    people = {e.key for e in problem.entity_registry if e.kind == "person" and e.number == "singular"}
    others = [e for e in problem.entity_registry if e.key not in people]
    groups = [e for e in others if e.kind == "group"]
    nouns = [e for e in others if e.kind == "person" and e.number == "plural"]
    if len(others) != 2 or len(groups) != 1 or len(nouns) != 1:
        return problem, ""
    group, noun = groups[0], nouns[0]
    if set(group.members) != people or group.sentence_index != noun.sentence_index:
        return problem, ""
    keys = {group.key, noun.key}
    used = {h.entity for h in problem.accumulated_initial_state}
    used |= {x for o in problem.accumulated_operations for x in (o.actor, o.counterparty, o.doer)}
    used |= {r.resolved_to for r in problem.pronoun_resolution_history}
    used |= {e.entity for e in problem.scene_events}
    used |= {t.group for t in problem.group_totals}
    if keys & used:
        return problem, ""
    kept = tuple(e for e in problem.entity_registry if e.key not in keys)
    return replace(problem, entity_registry=kept), noun.key


def all_n_counts(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> frozenset[tuple[int, int]]:
    """Where the N of an 'all N' read as everyone named stands: a checked count, so it has its place."""
    found = set()
    for si, ti, words in everyone_at(sentences, lexicon, problem):
        det = words[ti - 1] if ti >= 1 else None
        if (
            count_of(words[ti])
            and det is not None
            and det.category == "determiner"
            and det.attr("selects") == "all"
        ):
            found.add((si, ti))  # "do all three have": the number was read as 'they'
    return frozenset(found)


__all__ = ["all_n_counts", "read_group_noun"]
