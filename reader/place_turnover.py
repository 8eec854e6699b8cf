"""People leaving and arriving with no holder: a place's count over a period (ADR 0243).

"In third grade there were 28 students at the start of the year. During the year 6 students left and
9 new students came to school. How many students were in third grade at the end?" No one holds the
students: the place counts them, as ADR 0086 reads "3 birds flew away from the fence". The sentence
reader refuses the bare "left" (no place named) and the period opening "During the year 18 ...". This
reading is tried after that refusal, only for a problem made of nothing but:

- the opening: "[In|At the <place>] there were|was N <people> [in|at the <place>] [at the start|
  beginning of the <period>]": at most one place, N a whole count, <people> a plural person noun;
- one or two sentences of changes, each "[During the <period>[,]] <change> [and <change>]", a change
  being "M <people> left [the <place>]" (the same people, no describing word: the ones there) or
  "M [new|more] <people> came|arrived|joined [to|in|at the <place>|to <bare noun>]" (a verb the lexicon
  marks `motion: arrive`); the place after a leaving or an arrival is the opening's own place, or for a
  coming a bare noun ("came to school": the institution they joined, no other spot);
- the question: "How many <people> were|are [there] [in|at the <place>] [at the end [of the <period>]]
  [now]", with the opening's place if it names one.

The count is the opening's less each leaving and plus each arrival, in the order told; a leaving of
more people than are there at that point is not this reading's (the first refusal stands). A question
about the start, another place or another kind of person, an arrival "to the library", a holder
("Ann had 33 students") or any other word leaves the first refusal standing.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

Words = tuple[Word, ...]
ARRIVE = ("arrive", "join")  # "came", "arrived", "joined"
START = ("start", "beginning")


def read_place_turnover(text: str, lexicon: Lexicon) -> Answer | None:
    """A place's count of people after some left and some arrived; else None."""
    try:  # a sentence shorter than the shape runs off its end: not this shape
        return or_none(_read, text, lexicon)
    except (IndexError, ValueError):
        return None


def _is(word: Word, category: str, *lemmas: str) -> bool:
    return word.category == category and (not lemmas or word.lemma.casefold() in lemmas)


def _low(word: Word) -> str:
    return word.text.casefold()


def _place(words: Words, at: int) -> tuple[tuple[str, ...], int]:
    """ "in the fourth grade", "at the school": the place's words after the article; where it ends."""
    if at + 2 >= len(words) or words[at].category not in ("prep_in", "prep_price"):
        raise Unread
    if _low(words[at]) not in ("in", "at") or not _is(words[at + 1], "article", "the"):
        raise Unread
    end = at + 2
    while (
        end < len(words)
        and words[end].category in ("noun", "ordinal_word")
        and _low(words[end]) == words[end].lemma.casefold()
    ):  # singular words only: "the fourth grade", "the gym"
        end += 1
    if end == at + 2 or words[end - 1].category != "noun":
        raise Unread
    return tuple(w.lemma.casefold() for w in words[at + 2 : end]), end


def _period_noun(word: Word) -> bool:
    """ "the year", "the season": a singular noun naming the stretch of time."""
    return (
        word.category in ("unit_noun", "noun") and "NN" in word.tags and _low(word) == word.lemma.casefold()
    )


def _period(words: Words, at: int, marks: tuple[str, ...]) -> tuple[str, int]:
    """ "at the start of the year" / "at the end [of the year]": the mark word and where it ends."""
    if at + 2 >= len(words) or _low(words[at]) != "at" or not _is(words[at + 1], "article", "the"):
        raise Unread
    mark = _low(words[at + 2])
    if mark not in marks:
        raise Unread
    at += 3
    if at < len(words) and _is(words[at], "prep_of"):
        if not _is(words[at + 1], "article", "the") or not _period_noun(words[at + 2]):
            raise Unread
        at += 3
    return mark, at


def _opening(words: Words) -> tuple[tuple[str, ...], Fraction, Word, Word, bool]:
    """The place (or ()), the count, its number word, the people noun, whether a start is told."""
    place: tuple[str, ...] = ()
    at = 0
    if words[0].category in ("prep_in", "prep_price"):
        place, at = _place(words, 0)
        if words[at].attr("mark") == "comma":
            at += 1
    if not _is(words[at], "existential") or not _is(words[at + 1], "copula", "be"):
        raise Unread
    count_word, people = words[at + 2], words[at + 3]
    count = whole_count(count_word)
    if people.category != "person_noun" or "NNS" not in people.tags:
        raise Unread
    at += 4
    if at < len(words) and not place and _low(words[at]) == "in":
        place, at = _place(words, at)
    started = False
    if at < len(words):
        _, at = _period(words, at, START)
        started = True
    if at != len(words):
        raise Unread
    return place, count, count_word, people, started


def _changes(words: Words, si: int, people: Word, place: tuple[str, ...]) -> list[tuple[int, Fraction, Word]]:
    """The sentence's leavings (-1) and arrivals (+1) with their counts, in order."""
    at = 0
    if _is(words[0], "preposition", "during"):
        if not _is(words[1], "article", "the") or not _period_noun(words[2]):
            raise Unread
        at = 3
        if words[at].attr("mark") == "comma":
            at += 1
    found: list[tuple[int, Fraction, Word]] = []
    while True:
        count_word = words[at]
        count = whole_count(count_word)
        at += 1
        described = False
        if _is(words[at], "adjective", "new") or _is(words[at], "comparative", "more"):
            described = True
            at += 1
        who = words[at]
        if (
            who.category != "person_noun"
            or who.lemma.casefold() != people.lemma.casefold()
            or "NNS" not in who.tags
        ):
            raise Unread  # another kind of person, or "18 of them"
        verb = words[at + 1]
        at += 2
        if verb.category == "residual_marker" and _low(verb) == "left":
            if described:
                raise Unread  # "14 new students left": the newcomers, or some who were there?
            sign = -1
            if at < len(words) and _is(words[at], "article", "the"):
                at = _same_place(words, at - 1, place, bare_ok=False)
        elif verb.attr("motion") in ARRIVE and "VBD" in verb.tags:
            sign = 1
            if at < len(words) and words[at].category in ("prep_recipient", "prep_in", "prep_price"):
                at = _same_place(words, at, place, bare_ok=True)
            elif at < len(words) and _is(words[at], "article", "the"):  # "joined the class"
                at = _same_place(words, at - 1, place, bare_ok=False)
        else:
            raise Unread
        found.append((sign, count, count_word))
        if at == len(words):
            return found
        if not _is(words[at], "conjunction", "and"):
            raise Unread
        at += 1


def _same_place(words: Words, at: int, place: tuple[str, ...], bare_ok: bool) -> int:
    """After a leaving or an arrival, "[to|in|at] the <opening's place>" or "to <bare noun>"; its end."""
    if bare_ok and _low(words[at]) == "to" and words[at + 1].category == "noun":
        noun, end = words[at + 1], at + 2
        if noun.text[:1].isupper() or _low(noun) != noun.lemma.casefold():
            raise Unread  # a name, or "to schools"
        if end < len(words) and not _is(words[end], "conjunction", "and"):
            raise Unread
        return end  # "came to school": the institution they joined, no other spot
    if not _is(words[at + 1], "article", "the") or not place:
        raise Unread
    end = at + 2
    while end < len(words) and words[end].category in ("noun", "ordinal_word"):
        end += 1
    if tuple(w.lemma.casefold() for w in words[at + 2 : end]) != place:
        raise Unread  # another place
    return end


def _question(words: Words, people: Word, place: tuple[str, ...]) -> int:
    """ "How many students were in the fourth grade at the end"; the index of 'How'."""
    if not _is(words[0], "question_word", "how") or not _is(words[1], "question_quantity", "many"):
        raise Unread
    who = words[2]
    if who.lemma.casefold() != people.lemma.casefold() or "NNS" not in who.tags:
        raise Unread
    if not _is(words[3], "copula", "be") or _low(words[3]) not in ("were", "are"):
        raise Unread
    at = 4
    if at < len(words) and _is(words[at], "existential"):
        at += 1
    elif not place:
        raise Unread  # "How many students were ..." with no place told: nothing else is asked
    if at < len(words) and _low(words[at]) == "in":
        asked, at = _place(words, at)
        if asked != place:
            raise Unread
    if at < len(words) and _low(words[at]) == "at":
        _, at = _period(words, at, ("end",))
    if at < len(words) and _low(words[at]) == "now":
        at += 1
    if at != len(words):
        raise Unread
    return words[0].index


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) not in (3, 4) or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    told = [plain_words(s, lexicon) for s in sentences]
    place, count, count_word, people, _ = _opening(told[0])
    changes: list[tuple[int, Fraction, Word, int]] = []
    for si, words in enumerate(told[1:-1], start=1):
        changes += [(sign, n, w, si) for sign, n, w in _changes(words, si, people, place)]
    if not any(sign < 0 for sign, _, _, _ in changes):
        raise Unread  # nobody left: not this story
    where = (len(told) - 1, _question(told[-1], people, place))
    kind = people.text
    at = count
    steps: list[str] = [f"{fmt(count)} {kind} there at first"]
    for sign, n, _, _ in changes:
        if sign < 0:
            if n > at:
                raise Unread  # more left than were there
            steps.append(f"{fmt(at)} - {fmt(n)} who left = {fmt(at - n)} {kind}")
            at -= n
        else:
            steps.append(f"{fmt(at)} + {fmt(n)} who came = {fmt(at + n)} {kind}")
            at += n
    unit = people.lemma.casefold()
    label = " ".join(place) or "there"
    changes_of = DoerChanges(f"{unit}+count", f"{unit} ({label})", unit, "verb_gain", "come")
    tallies = (Tally(at, 0, count_word.index, f"{fmt(at)} {kind}"),)
    used = tuple((si, w.index) for _, _, w, si in changes)
    return doer_answer(people, changes_of, tallies, where, (at, tuple(steps)), used)


__all__ = ["read_place_turnover"]
