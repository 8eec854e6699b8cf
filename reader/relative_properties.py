""" "Jason has an eel that eats 20 guppies a day": a relative clause that tells a property of one thing (ADR 0338).

A relative clause right after the thing a holding clause names says what that thing does at a rate
("a tree that grows 2 feet per week", "a job that pays $12 an hour") or what each of the counted
things is made of ("3 books that are 400 pages each"). The clause is a statement of its own about
the thing, and the reader already reads that statement:

- a rate: "An eel eats 20 guppies a day." The holding clause before the thing ("Jason has") only
  introduces it and gives it no amount, so the sentence is read as the rate statement alone: the
  tokens before the thing and the relative pronoun are passed over (every other token keeps its
  index). Passing over is safe only when the clause before says nothing else: its verb holds
  (`verb_possess` that is not a capacity, or 'there is'), it holds no number, negation, modal,
  condition or second clause, and nothing else in the story could need the passed-over holding:
  the thing is never named again except as "the <thing>" ("He bought 2 more eels" would count the
  eel it held), no person pronoun follows and the holder is not named again (whom would "he" mean?),
  and the rate's things are told in no other statement ("Jason has 50 guppies": whose does the eel eat?);
- a count: "3 books that are 400 pages each" says what "3 books with 400 pages each" says; "a
  book that is 400 pages" what "a book with 400 pages" says. Only counted things or a weight or
  volume of stuff ("3 bags that are 2 ounces each"); a length, a time or money is a size or a price,
  not what each thing is made of. Counted things need 'each' ("3 books that are 400 pages": each, or
  all three?).

The subject of the clause is the phrase just before the pronoun, and it must be one thing ("a",
"an", "one" + a singular head, the clause's object) for a rate; "a tree in his backyard that
grows" could be the backyard's clause and refuses. The clause must end the sentence: a second verb,
a negation, a comparison ("grows 2 feet more than ...") or a plan ("wants to") keeps the refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.relative_readings import (
    Choices,
    Feed,
    is_relative_refusal,
    one_thing,
    opens_relative,
    past_form,
    points_to_thing,
    read_fed,
    words_of,
)
from reader.rules.context import Word, category_at
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

AMOUNT_WORDS = frozenset({"number", "number_word"})
HOLDING = "verb_possess"
THERE = "existential"
WITH_AS = "with"
# Words the clause before the thing may hold besides its subject and holding verb ("Jason's", "his").
PLAIN_SUBJECT = frozenset(
    {"name", "pronoun", "possessive_marker", "article", "adjective", "noun", "person_noun"}
)
# A rate after the amount: "per week", "every minute", "a day", "an hour".
RATE_OPENERS = frozenset({"rate_marker", "article"})
DEFINITE = frozenset({"the"})
CONTENT_DIMENSIONS = ("mass_", "volume_")  # a bag of 2 ounces, a jug of 2 gallons; never feet or years
NEUTER = "neuter"  # "it", "its": the thing itself, never the passed-over holder


def read_relative_property(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    sentences: tuple[Sentence, ...],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as the property its relative clause tells of one thing; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    openers = [
        i for i, w in enumerate(words) if opens_relative(w) or category_at(words, i) == "question_word"
    ]
    if len(openers) != 1 or not points_to_thing(words[openers[0]]):
        return refusal
    at = openers[0]
    if not (is_relative_refusal(refusal) or refusal.token_index == at):
        return refusal  # the ordinary reading refused somewhere else: that refusal stands
    feed = _rate_of_one(words, at, sentences, lexicon, sentence) or _count_of_each(words, at)
    if feed is None:
        return refusal
    return read_fed(sentence, problem, lexicon, choices, feed, refusal)


def _thing_start(words: tuple[Word | None, ...], at: int) -> int:
    """Where the phrase before the pronoun starts ("a new tree" -> the index of "a")."""
    i = at - 1
    while i >= 0 and category_at(words, i) in NOUN_WORDS | {"adjective"}:
        i -= 1
    return i


def _rate_of_one(
    words: tuple[Word | None, ...],
    at: int,
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    current: Sentence,
) -> Feed | None:
    """ "Jason has an eel that eats 20 guppies a day" read as "an eel eats 20 guppies a day"."""
    if one_thing(words, at) is not True:
        return None
    start = _thing_start(words, at)
    main = _holding_verb(words, start)
    verb = words[at + 1] if at + 1 < len(words) else None
    if main is None or verb is None or not _rate_verb(verb, main):
        return None
    if not _rate_to_the_end(words, at + 2):
        return None
    if _named_again(sentences, lexicon, current, at - 1) or _person_after(sentences, lexicon, current):
        return None
    if _holder_named_again(words, start, sentences, lexicon, current):
        return None
    if _kind_told_elsewhere(words, at + 2, sentences, lexicon, current):
        return None
    return Feed(skipped=frozenset(range(start)) | {at})


def _holding_verb(words: tuple[Word | None, ...], start: int) -> Word | None:
    """The one verb of a plain clause that only says someone has the thing ("Jason has", "There is")."""
    verbs = [i for i in range(start) if category_at(words, i) in (HOLDING, "copula")]
    if len(verbs) != 1 or verbs[0] != start - 1:
        return None
    verb = words[verbs[0]]
    if verb is None or verb.attr("capacity"):
        return None  # "has a bucket that holds" is fine, but "holds a jar that ..." says what it can hold
    before = range(verbs[0])
    if verb.category == "copula":  # "There is a machine that makes 5 toys per hour"
        return verb if [category_at(words, i) for i in before] == [THERE] else None
    if not all(category_at(words, i) in PLAIN_SUBJECT for i in before) or not before:
        return None
    return verb


def _rate_verb(verb: Word, main: Word) -> bool:
    """A verb of doing in the tense the holding allows: a present rate, or a past one under a past holding."""
    if not verb.category.startswith("verb_") or verb.category in (HOLDING, "verb_cost"):
        return False
    tags = set(verb.tags)
    if "VBZ" in tags:
        return True
    return past_form(verb) and past_form(
        main
    )  # "had a job that paid $7 an hour"; "has a job that paid" refuses


def _rate_to_the_end(words: tuple[Word | None, ...], first: int) -> bool:
    """An amount, its noun, and a rate ("per week", "a day") that end the sentence; nothing else."""
    if category_at(words, first) not in AMOUNT_WORDS:
        return False
    i = first + 1
    while i < len(words) and category_at(words, i) in NOUN_WORDS | {"prep_of", "money_noun", "scale_word"}:
        i += 1
    if category_at(words, i) not in RATE_OPENERS or category_at(words, i + 1) != "unit_noun":
        return False
    opener = words[i]
    if opener is not None and opener.category == "article" and opener.text.lower() not in ("a", "an"):
        return False
    return i + 2 == len(words)


def _named_again(sentences: tuple[Sentence, ...], lexicon: Lexicon, current: Sentence, head: int) -> bool:
    """The thing's noun elsewhere in the story other than as "the <thing>": another count of such things.

    "Tom has a dog that eats 2 cups a day. He bought 2 more dogs." would count the dog the passed-over
    clause held, so the sentence refuses; "How much does the dog eat?" speaks of the one dog.
    """
    lemma = words_of(current, lexicon)[head].lemma
    for sentence in sentences:
        words = words_of(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None or w.lemma != lemma or w.category not in NOUN_WORDS:
                continue
            if sentence is current and i == head:
                continue
            if "NNS" in w.tags and "NN" not in w.tags:
                return True  # "the dogs": more than the one
            j = i - 1
            while j >= 0 and category_at(words, j) == "adjective":
                j -= 1
            if j < 0 or words[j] is None or words[j].text.lower() not in DEFINITE:
                return True
    return False


def _holder_named_again(
    words: tuple[Word | None, ...],
    start: int,
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    current: Sentence,
) -> bool:
    """The passed-over holder named in another sentence: "Tom has a machine that makes 5 toys per hour. How
    many toys will Tom have?" asks what the machine's work gave the holder, which the rate alone does not say.
    """
    names = {w.lemma for w in words[:start] if w is not None and w.category == "name"}
    return any(
        w is not None and w.category == "name" and w.lemma in names
        for sentence in sentences
        if sentence is not current
        for w in words_of(sentence, lexicon)
    )


def _kind_told_elsewhere(
    words: tuple[Word | None, ...],
    amount: int,
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    current: Sentence,
) -> bool:
    """The rate's things told in another statement: "Jason has 50 guppies. Jason has an eel that eats 20
    guppies a day." The eel eats the holder's guppies, and the passed-over holding would say whose; refuse.
    Money counts as one kind ("$10 an hour" beside "He has $20").
    """
    money = _is_money(words, amount)
    kind = next((w.lemma for w in words[amount + 1 :] if w is not None and w.category in NOUN_WORDS), "")
    for sentence in sentences:
        if sentence is current or sentence.is_question:
            continue
        other = words_of(sentence, lexicon)
        for i, w in enumerate(other):
            if w is None:
                continue
            if money and _is_money(other, i):
                return True
            if not money and w.category in NOUN_WORDS and w.lemma == kind:
                return True
    return False


def _is_money(words: tuple[Word | None, ...], i: int) -> bool:
    w = words[i] if 0 <= i < len(words) else None
    if w is None:
        return False
    return w.text.startswith("$") or w.category == "money_noun" or w.attr("dimension") == "money"


def _person_after(sentences: tuple[Sentence, ...], lexicon: Lexicon, current: Sentence) -> bool:
    """A pronoun for a person after the sentence: it may stand for the holder whose clause is passed over.

    "Bob has an eel that eats 2 guppies a day. He ..." would find no Bob to stand for, and might find
    someone named earlier instead; such a story refuses.
    """
    at = next((i for i, s in enumerate(sentences) if s is current), None)
    if at is None:
        return True
    return any(
        w is not None and w.category == "pronoun" and w.attr("gender") != NEUTER
        for sentence in sentences[at + 1 :]
        for w in words_of(sentence, lexicon)
    )


def _content(word: Word | None) -> bool:
    """Counted things ("pages"), or a weight or volume of stuff ("2 ounces", "4 pounds"): what each thing is made of."""
    if word is None:
        return False
    if word.category == "noun":
        return True
    return word.category == "unit_noun" and word.attr("dimension").startswith(CONTENT_DIMENSIONS)


def _count_of_each(words: tuple[Word | None, ...], at: int) -> Feed | None:
    """ "3 books that are 400 pages each" read as "3 books with 400 pages each"; "a book that is 400 pages"."""
    if category_at(words, at + 1) != "copula" or category_at(words, at + 2) not in AMOUNT_WORDS:
        return None
    counted = at + 3
    while counted < len(words) and category_at(words, counted) == "adjective":
        counted += 1
    if not _content(words[counted] if counted < len(words) else None):
        return None  # "boxes that are 5 feet each", "dogs that are 5 years each": a size, not what is in them
    one = one_thing(words, at)
    if one is None:
        return None
    rest = [category_at(words, i) for i in range(counted + 1, len(words))]
    if rest != ([] if one else ["distributive"]):
        return None  # "3 books that are 400 pages": each, or all three?
    return Feed(read_as=((at, WITH_AS),), skipped=frozenset({at + 1}))


__all__ = ["read_relative_property"]
