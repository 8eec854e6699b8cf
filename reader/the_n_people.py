""" "How many pounds did the 3 people lose?", "did the two boys", "the three have": 'the N' for everyone named (ADR 0271).

The ordinary reading opens a phrase at 'the', finds a number and then a
person noun or a verb where the counted noun should be, and refuses ("a
determiner with no noun after it"). As the subject of a question, 'the N'
and 'the N <people>' only say which holders are asked about, and the
holders are the people the story named: the same as the question's plural
'they' for everyone named (ADR 0058), with the number of them checked, as
'the three of them' (ADR 0161) and 'all three of them' (ADR 0247) are. The
reading is theirs (``read_as_everyone``); this module only finds the phrase
and checks that it can name the cast.

Read, only in a question and only as the subject (a verb right after):

- "the N <person noun>" with a plural person noun the lexicon marks ``cast:
  yes``, a plain kind of person with no trade or role the story must tell
  (people, friends, kids, boys, sisters; not 'teachers' or 'players', who
  may be other people): the noun is read as 'they', the article and the
  number passed over;
- "the N" alone: the number is read as 'they', the article passed over.

The count is a check, never an amount: N must be exactly the number of
people named (two or more), and the story must name no group and the
question no one before the phrase (``read_as_everyone``). The noun must fit
every one of them: a gendered noun ('boys', 'sisters') needs every person's
gender known and the same, a noun of a stage of life ('kids', 'men') must
not meet a person the story called by a noun of the other stage ("his mom
Ann"), and a noun of a stage or of a role ('kids', 'students') fits no one
called by a title, kin word or trade outside the plain kinds of person
("Mrs. Lee", "Uncle Bob", "Mom", "Tom, a farmer,"; ADR 0279). A bare 'the N'
names no kind at all, so the story must then have no other holder than the
people named: "Tom has 5. Ann has 3. The basket has 4. How many do the two
have?" refuses, where 'the two friends' is read.
When the question asks no total, the phrase asks for it ("How many apples
do the two boys have?"), as 'both of them' does.

Everything else keeps the old refusal: 'the N' as an object or after a
preposition ("for the three kids"), with a noun of a trade or role, with
any other count, and in a story told by a speaker ("I have 5 ...": with or
without me?).

In a statement, only as its first words ("The three friends have 60
stickers together"), the phrase is read as the names it stands for, joined
as "Tom, Ann and Ben" are, with the same checks.
"""

from __future__ import annotations

from packs.model import Entry, Lexicon
from reader.all_both_totals import read_as_everyone
from reader.counted_groups import NO_NOUN, count_of, everyone_at, people_named
from reader.plain_cast import plain_cast
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word
from reader.speakers import is_speaker
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef

GENDERED = ("male", "female")


def _is_the(word: Word | None) -> bool:
    return word is not None and word.category == "article" and word.attr("definite") == "true"


def _is_cast_noun(word: Word | None) -> bool:
    """A plural person noun the lexicon says may name any named people as a whole ('friends', 'boys')."""
    return (
        word is not None
        and word.category == "person_noun"
        and word.attr("cast") == "yes"
        and word.sense is not None
        and word.sense.form == "NNS"
    )


def _shape(words: tuple[Word | None, ...], at: int) -> tuple[int, frozenset[int], int, Word | None] | None:
    """Where 'they' stands, the tokens passed over, the number told and the person noun (None: bare)."""
    after = words[at : at + 4] + (None,) * 4
    the, number, third, fourth = after[:4]
    told = count_of(number)
    if not _is_the(the) or told < 2:
        return None
    if _is_cast_noun(third):
        they, noun, verb = at + 2, third, fourth
    else:
        they, noun, verb = at + 1, None, third
    if verb is None or not verb.category.startswith("verb"):
        return None
    return they, frozenset(range(at, they)), told, noun


def _stage(entry: Word | Entry | None) -> str:
    """'child' or 'adult' for a person noun that says a stage of life ('kid', 'boy', 'man'); '' for none."""
    if entry is None:
        return ""
    if entry.attr("stage") == "child" or entry.attr("kind_of") == "child":
        return "child"
    if entry.attr("stage") == "adult" or entry.attr("age") == "adult":
        return "adult"
    return ""


def _noun_fits(noun: Word | None, problem: ProblemReadingState, lexicon: Lexicon) -> bool:
    """Whether the person noun may name every person named: gender known and the same, no other stage of life."""
    if any(is_speaker(e.key) for e in problem.entity_registry):
        return False  # "I have 5. Ann has 3. Tom has 4. ... the two friends": with or without me?
    people = [e for e in problem.entity_registry if e.kind == "person"]
    if noun is None:
        return _only_people_hold(problem)
    gender = noun.attr("gender")
    if gender in GENDERED and any(e.gender != gender for e in people):
        return False  # "the two boys" for Seth and Ann, or for Seth and a name whose gender is not known
    stage = _stage(noun)
    called = [entry for e in people for entry in _called_by(e, lexicon)]
    if stage and any(_stage(entry) not in ("", stage) for entry in called):
        return False  # "his mom Ann", "Grandma Sue" and "the two kids"
    if not stage and not noun.attr("covers"):
        return True  # 'people', 'friends', 'sisters': what the people are to one another, not what each is
    return all(entry.attr("cast") == "yes" or (bool(stage) and _stage(entry) == stage) for entry in called)


def _called_by(person: EntityRef, lexicon: Lexicon) -> list[Entry]:
    """The person nouns the story called a person by (ADR 0279).

    A role beside the name ("his mom Ann", "Ann, his teacher,", "Tom, a farmer,") and a title or kin
    word heading the name or standing as it ("Mrs. Lee", "Uncle Bob", "Coach Ann", "Mom"). An asked
    noun that says what each person is, a stage of life ('kids', 'boys', 'men') or a role any person
    may take ('students', the lexicon's ``covers``), fits such a person only if the word is itself a
    plain kind of person (``cast``: 'his sister Ann') or says the same stage ('Uncle Bob' and 'the
    two men'): a farmer, a teacher, Mrs. Lee or Mom may not be one of 'the kids' or 'the students'.
    """
    found = []
    for word in (*person.roles, *person.label.split()):
        sense = lexicon.lookup(word.casefold())
        if sense is not None and sense.entry.category == "person_noun":
            found.append(sense.entry)
    return found


def _only_people_hold(problem: ProblemReadingState) -> bool:
    """No holder but the people named: a bare 'the N' names no kind that would leave a thing out."""
    people = {e.key for e in problem.entity_registry if e.kind == "person"}
    holders = {h.entity for h in problem.accumulated_initial_state}
    holders |= {o.actor for o in problem.accumulated_operations}
    holders |= {o.counterparty for o in problem.accumulated_operations if o.counterparty}
    return holders <= people


def read_the_n_people(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question read with 'the N [people]' as 'they', when that 'they' is the N people named."""
    if (
        refusal.sentence_index != problem.sentence_index
        or refusal.reason != "unexpected_category"
        or refusal.detail != NO_NOUN
    ):
        return refusal
    words = words_of(sentence, lexicon)
    at = refusal.token_index
    if not 0 <= at < len(words):
        return refusal
    shape = _shape(words, at)
    if shape is None:
        return refusal
    they, skipped, told, noun = shape
    if people_named(problem) != told or not _noun_fits(noun, problem, lexicon):
        return refusal
    if not sentence.is_question:
        return _read_statement(sentence, problem, lexicon, choices, refusal, shape) if at == 0 else refusal
    feed = Feed(read_as=((they, "they"),), skipped=skipped)
    return read_as_everyone(sentence, problem, lexicon, choices, refusal, feed, they)


def _read_statement(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    shape: tuple[int, frozenset[int], int, Word | None],
) -> ProblemReadingState | ReaderRefusal:
    """ "The three friends have 60 stickers together": the subject read as the names it counts, joined by 'and'.

    A statement has no 'they' for everyone named; the phrase is read as the list of the people's
    names in the order the story named them, so the statement is read exactly as "Tom, Ann and Ben
    have 60 stickers together" is (a total together, 'each', or a refusal). Kept only if the
    reading named no one new (only the group of all of them).
    """
    they, skipped, _, _ = shape
    people = [e for e in problem.entity_registry if e.kind == "person" and not is_speaker(e.key)]
    labels = [e.label for e in people]
    named = (" , ".join(labels[:-1]) + " and " + labels[-1]).split()  # "Tom , Ann and Ben"
    feed = Feed(read_as=((they, named[0]),), skipped=skipped, added_after=((they, " ".join(named[1:])),))
    read = read_fed(sentence, problem, lexicon, choices, feed)
    if isinstance(read, ReaderRefusal):
        return read
    known = {e.key for e in people}
    new = [e for e in read.entity_registry if e not in problem.entity_registry]
    if any(e.kind != "group" or set(e.members) != known for e in new):
        return refusal  # a name read again as someone new
    return read


def the_n_counts(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> frozenset[tuple[int, int]]:
    """Where the N of a 'the N [people]' read as everyone named stands: checked, so it has its place."""
    found = set()
    for si, ti, words in everyone_at(sentences, lexicon, problem):
        if ti >= 1 and count_of(words[ti]) and _is_the(words[ti - 1]):
            found.add((si, ti))  # "the three have": the number was read as 'they'
        elif ti >= 2 and _is_cast_noun(words[ti]) and count_of(words[ti - 1]) and _is_the(words[ti - 2]):
            noun = words[ti]
            asked = noun.sense.entry.lemma if noun is not None and noun.sense is not None else ""
            if plain_cast(
                sentences, problem, lexicon, relation=_is_relation(noun), asked=asked, any_gender=True
            ):
                found.add((si, ti - 1))  # "the 3 people lose"; else the number is left unused and refuses
    for group in problem.entity_registry:  # "The two friends have 60 together": read as their names
        if group.kind != "group" or not 0 <= group.sentence_index < len(sentences):
            continue
        words = words_of(sentences[group.sentence_index], lexicon)
        shape = _shape(words, 0)
        if shape is not None and shape[2] == len(group.members) and _named_before(problem, group):
            found.add((group.sentence_index, 1))
    return frozenset(found)


def _is_relation(noun: Word | None) -> bool:
    """A noun that says what the people are ('friends', 'sisters', 'kids'), not just that they are people."""
    return noun is None or noun.sense is None or noun.sense.entry.lemma not in ("person", "people")


def _named_before(problem: ProblemReadingState, group: EntityRef) -> bool:
    """Whether the group's members are exactly the people the story named before the group's sentence."""
    before = {
        e.key
        for e in problem.entity_registry
        if e.kind == "person" and not is_speaker(e.key) and e.sentence_index < group.sentence_index
    }
    return bool(before) and before == set(group.members)


__all__ = ["read_the_n_people", "the_n_counts"]
