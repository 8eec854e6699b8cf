"""A relative clause that says what one thing holds or costs, read as the phrase it means (ADR 0094).

"a bag that has 32 cups of dog food" says the same as "a bag with 32
cups of dog food"; "bought a pair of shoes that cost $95" the same as
"bought a pair of shoes for $95"; "12 crates that each contain 150
oranges" the same as "12 crates with 150 oranges each". When the ordinary
reading refuses at such a relative pronoun, the sentence is read again
with each relative clause fed as that equivalent phrase: the relative
pronoun is read as the preposition, its verb (and a moved "each") are
passed over, and every other token keeps its place and its index, so
carets, derivations and the every-number-has-a-role check stay true.

Only these shapes are rewritten, and only when they cannot mean two things:

- a holding verb + an amount: after one thing ("a", "an", "one" + a
  singular head) it is that thing's content; after a counted plural it
  needs "each" ("that each contain 8", "that contain 8 each"): "3 boxes
  that contain 24 pens" could be 24 in all or in each, so it refuses.
  A verb the lexicon marks as a capacity ("a basket that holds 20
  apples" is most often what it can hold) is not rewritten;
- a cost verb + a price, in a clause whose verb buys: the price of what is
  bought. After a counted plural it needs "each" or "per" after the price
  for the same reason ("4 peppers that cost $6");
- every relative pronoun in the sentence must fit; one that does not keeps
  the ordinary refusal. The rewritten sentence is then read by the ordinary
  rules, whose own refusals stand.

ADR 0115: 'which' (a question word whose `relative` is `thing`) fits these
shapes as 'that' does, also after a comma following one thing ("a lamp,
which cost $25"); "5 books, each of which cost $2" reads as "for $2 each";
'who' and 'where' never fit them. 'also' (`adds: clause`) is passed over
in the same feed unless the sentence relates amounts or states a holding
after something has changed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from packs.model import Lexicon
from reader.also_own_kinds import own_kinds_compared
from reader.lifecycle import apply_word, begin_sentence, end_sentence, sentence_words
from reader.modal_names import modal_names
from reader.modal_nouns import modal_nouns
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState, SentenceReadingState
from reader.tokenise import Sentence

# The phrase each relative clause is read as (function words, looked up in the lexicon like any token).
HOLDS_AS = "with"
COSTS_AS = "for"
EACH_AS = "each"
AMOUNT_WORDS = frozenset({"number", "number_word"})
# What may stand between an amount and the end of a clause it closes ("150 large oranges").
AMOUNT_TAIL = NOUN_WORDS | frozenset({"prep_of"})
CLAUSE_ENDS = frozenset({"conjunction", "punctuation"})
ONE_THING = frozenset({"a", "an", "one"})
# What may follow an earlier relative clause up to the next listed item: its verb, amount and 'each'.
LISTED_TAIL = (
    AMOUNT_WORDS
    | CLAUSE_ENDS
    | frozenset(
        {"verb_cost", "verb_possess", "distributive", "rate_marker", "noun", "unit_noun", "money_noun"}
    )
)
HEAD_WORDS = NOUN_WORDS | frozenset({"prep_of"})
STATIC = frozenset({"verb_possess", "copula", "existential"})
THING = "thing"  # the lexicon's `relative` of a question word that speaks of a thing ("which")
# Words that relate one amount to another; with 'also' in the clause they may relate to more than one.
RELATING = frozenset(
    {"comparative", "than_marker", "multiplier", "fraction_word", "as_marker", "equality_marker"}
)
Choices = tuple[tuple[int, int, str], ...]


@dataclass(frozen=True, slots=True)
class Feed:
    """How to feed a sentence again: tokens read as another word, tokens passed over, words added after."""

    read_as: tuple[tuple[int, str], ...] = ()
    skipped: frozenset[int] = frozenset()
    added_after: tuple[tuple[int, str], ...] = ()


def is_relative_refusal(refusal: ReaderRefusal) -> bool:
    return refusal.reason == "unexpected_category" and (
        "reads a relative_pronoun" in refusal.detail
        or "inside a describing relative clause" in refusal.detail
    )


def words_of(sentence: Sentence, lexicon: Lexicon) -> tuple[Word | None, ...]:
    return sentence_words(sentence, lexicon)


def known_statement_words(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, refusal: ReaderRefusal
) -> tuple[Word | None, ...] | None:
    """The words of a statement that refused here, every one in the lexicon; None for anything else.

    The common first step of a clause reading that takes over a statement's own refusal.
    """
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return None
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return None
    return words


def opens_relative(word: Word | None) -> bool:
    """ "that", or a question word the lexicon says may open a relative clause after a noun ("which", "who")."""
    return word is not None and (
        word.category == "relative_pronoun"
        or (word.category == "question_word" and bool(word.attr("relative")))
    )


def points_to_thing(word: Word | None) -> bool:
    """ "that" or "which": a clause about a thing ("who" speaks of a person, "where" of a place)."""
    return word is not None and (word.category == "relative_pronoun" or word.attr("relative") == THING)


def adds_clause(word: Word | None) -> bool:
    """ "also": the clause holds in addition to another; the lexicon marks it ``adds: clause`` (ADR 0115)."""
    return word is not None and word.category == "adverb" and word.attr("adds") == "clause"


def _refused_here(
    refusal: ReaderRefusal, words: tuple[Word | None, ...], problem: ProblemReadingState
) -> bool:
    """The ordinary reading refused at a relative clause, at a 'which'/'who' opening one, or at 'also'."""
    if is_relative_refusal(refusal):
        return True
    if refusal.sentence_index != problem.sentence_index or not 0 <= refusal.token_index < len(words):
        return False
    word = words[refusal.token_index]
    return adds_clause(word) or (
        word is not None and word.category == "question_word" and opens_relative(word)
    )


def read_relatives(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with its relative clauses as the phrases they mean; the old refusal if none fits."""
    if sentence.is_question:
        return refusal
    words = words_of(sentence, lexicon)
    if not _refused_here(refusal, words, problem):
        return refusal
    feed = _plan(words)
    if feed is None or (_static_also(words, feed) and problem.accumulated_operations):
        return refusal  # "Tom bought 3 apples. He also has 5 apples.": 5 now, or 5 besides the 3?
    return read_fed(sentence, problem, lexicon, choices, feed)


def read_fed(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    feed: Feed,
    refusal: ReaderRefusal | None = None,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read from its start as ``feed`` says, and ended.

    When the fed reading refuses, ``refusal`` stands if given (a retelling that fails keeps the ordinary
    reading's refusal), else the fed reading's own.
    """
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return state if refusal is None else refusal
    return end_sentence(state, problem, sentence.end, sentence.is_question)


def feed_tokens(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    feed: Feed,
    state: SentenceReadingState,
    first: int = 0,
) -> SentenceReadingState | ReaderRefusal:
    """Tokens from ``first`` on, read one by one as ``feed`` says; a passed-over token only moves the index."""
    read_as, added = dict(feed.read_as), dict(feed.added_after)
    names = modal_names(sentence, lexicon)  # "Will, who has 8 cards" (ADR 0105)
    nouns = modal_nouns(sentence, lexicon)  # "a can that holds 2 cups" (ADR 0105)
    for ti in range(first, len(sentence.tokens)):
        if ti in feed.skipped:
            state = replace(state, token_index=ti + 1)
            continue
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        text = read_as.get(ti, sentence.tokens[ti].text)
        step = apply_word(
            state,
            problem,
            text,
            lexicon,
            forced,
            name_reading=ti in names and ti not in read_as,
            noun_reading=ti in nouns and ti not in read_as,
        )
        if isinstance(step, ReaderRefusal):
            return step
        state = step
        if (
            ti in added
        ):  # "150 oranges" + "each": the added word takes the next index; the next token reuses it
            for extra in added[ti].split():  # "his" + "sister": a phrase read again word by word (ADR 0180)
                step = apply_word(state, problem, extra, lexicon)
                if isinstance(step, ReaderRefusal):
                    return step
                state = step
            state = replace(state, token_index=ti + 1)
    return state


def read_rest(
    sentence: Sentence,
    told: ProblemReadingState,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    first: int,
    feed: Feed = Feed(),
) -> ProblemReadingState | ReaderRefusal:
    """The second statement of a sentence read as two: its tokens from ``first`` on, after ``told``.

    The first statement was committed as if it were a sentence of its own; the second keeps the
    sentence's index, so its tokens stand where they are written (the ', who', 'where' and 'that'
    readings of ADR 0094, 0095, 0115 and 0135 all end this way).
    """
    told = replace(told, sentence_index=problem.sentence_index)
    start = replace(begin_sentence(told, sentence.start), token_index=first)
    state = feed_tokens(sentence, told, lexicon, choices, feed, start, first=first)
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, told, sentence.end, False)


def _plan(words: tuple[Word | None, ...]) -> Feed | None:
    if any(w is None for w in words) or any(
        w is not None and w.category == "question_word" and (i == 0 or not opens_relative(w))
        for i, w in enumerate(words)
    ):
        return None  # a question asks; it does not state what a thing holds or costs
    feed = _also(words)
    if feed is None:
        return None
    relatives = [i for i, w in enumerate(words) if opens_relative(w)]
    for at in relatives:
        one = (
            (_holds(words, at) or _costs(words, at) or _each_of(words, at))
            if points_to_thing(words[at])
            else None
        )
        if one is None:
            return None
        feed = Feed(
            feed.read_as + one.read_as, feed.skipped | one.skipped, feed.added_after + one.added_after
        )
    return feed if relatives or feed.skipped else None


def _static_also(words: tuple[Word | None, ...], feed: Feed) -> bool:
    """'also' in a clause of holding or being ("He also has 5 apples", "There are also 3 pears").

    Such a clause read without 'also' states what is held now; with it, what is held beside something
    else. After a change ("bought 3 apples") the two differ, so 'also' is passed over there only while
    nothing has changed yet.
    """
    return any(adds_clause(words[i]) for i in feed.skipped) and any(
        _category(words, i) in STATIC for i in range(len(words))
    )


def _also(words: tuple[Word | None, ...]) -> Feed | None:
    """ "He also bought 3 pens" says what "He bought 3 pens" says: 'also' is passed over (ADR 0115).

    'also' says the clause holds beside another one; the amounts it states are its own and are read
    as they are without it. Where the clause relates amounts ("also has 3 more than Ann", "also has
    twice as many", "also has the same number") 'also' may say whom else the relation holds for or
    that the amount is on top of a compared one, so such a sentence refuses.
    """
    at = [i for i, w in enumerate(words) if adds_clause(w)]
    if not at:
        return Feed()
    if any(_category(words, i) in RELATING for i in range(len(words))) and not own_kinds_compared(words, at):
        return None
    return Feed(skipped=frozenset(at))


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def one_thing(words: tuple[Word | None, ...], at: int) -> bool | None:
    """Does the phrase before the relative pronoun name one thing (True), counted things (False), or neither?

    "a new pair of shoes" -> True; "4 bell peppers", "2 pounds of meat" -> False; anything else -> None.
    """
    i = at - 1
    if _category(words, i) not in NOUN_WORDS:
        return None
    while i >= 0 and _category(words, i) in HEAD_WORDS:
        i -= 1
    first = words[i] if i >= 0 else None
    if first is None or not _object_of_clause(words, i, at):
        return None
    if first.text.lower() in ONE_THING and first.category in ("article", "number", "number_word"):
        return _singular_head(words, i, at)
    if first.category in AMOUNT_WORDS:
        return False
    return None


def _object_of_clause(words: tuple[Word | None, ...], start: int, at: int) -> bool:
    """The phrase is the clause's first object, or follows an item of a list that had a clause of its own.

    "bought an apple and a pear that cost $3": the price of the pear, or of both? After "and" or a
    comma the phrase may be one of several the clause speaks of, so it is read only when the item
    before it ended in a relative clause of these shapes ("a pen that cost $2 and a cap that cost $4").
    """
    before = _category(words, start - 1)
    if before.startswith("verb") or before == "copula":
        return True
    if before not in CLAUSE_ENDS:
        return False
    earlier = [i for i in range(start - 1) if opens_relative(words[i])]
    if not earlier:
        return False
    between = range(earlier[-1] + 1, start)
    return all(_category(words, i) in LISTED_TAIL for i in between)


def _singular_head(words: tuple[Word | None, ...], start: int, at: int) -> bool | None:
    """The head noun (the last noun before 'of', or before the pronoun) is singular; a plural after 'a' is neither."""
    ofs = [i for i in range(start + 1, at) if _category(words, i) == "prep_of"]
    head = words[(ofs[0] if ofs else at) - 1]
    if head is None or head.category not in NOUN_WORDS:
        return None
    return True if "NN" in head.tags or "NNS" not in head.tags else None


def _lead(words: tuple[Word | None, ...], at: int) -> tuple[int, frozenset[int]]:
    """Where the phrase before the relative pronoun ends, and a comma between them to pass over.

    "a new wallet, which costs $25" says of one wallet what "a new wallet which costs $25" says: a
    clause set off by a comma after one named thing adds a fact about it, and the fact is the same.
    """
    w = words[at - 1] if at >= 2 else None
    if w is not None and w.attr("mark") == "comma" and _category(words, at - 2) in NOUN_WORDS:
        return at - 1, frozenset({at - 1})
    return at, frozenset()


def _ends_at(words: tuple[Word | None, ...], i: int) -> bool:
    return i == len(words) or _category(words, i) in CLAUSE_ENDS


def _ends_sentence(words: tuple[Word | None, ...], i: int) -> bool:
    return i >= len(words)  # the terminator is not a token


def amount_end(words: tuple[Word | None, ...], start: int) -> int | None:
    """The last token of an amount that ends its clause ("150 oranges" before '.', ',' or 'and'), or None."""
    if _category(words, start) not in AMOUNT_WORDS:
        return None
    i = start + 1
    while i < len(words) and _category(words, i) in AMOUNT_TAIL:
        i += 1
    return i - 1 if _ends_at(words, i) else None


def _holds(words: tuple[Word | None, ...], at: int) -> Feed | None:
    """ "a bag that has 32 cups", "12 crates that each contain 150 oranges", "6 boxes that have 8 each"."""
    each_first = _category(words, at + 1) == "distributive"
    verb = at + 2 if each_first else at + 1
    if _category(words, verb) != "verb_possess" or _category(words, verb + 1) not in AMOUNT_WORDS:
        return None
    if words[verb] is not None and words[verb].attr("capacity"):
        return None  # "a basket that holds 20 apples" is most often what it can hold, not what is in it
    if not _same_moment(words[verb], clause_verb(words, at)):
        return None  # "Ben has a jar that held 30 marbles": what it held then may not be in it now
    lead, comma = _lead(words, at)
    one = one_thing(words, lead)
    as_with = Feed(read_as=((at, HOLDS_AS),), skipped=frozenset({verb}) | comma)
    if one is True:
        from reader.that_relatives import one_bought_as

        bought = one_bought_as(words, lead, clause_verb(words, at))  # "bought a bag of 32 apples" (ADR 0255)
        return (
            None if each_first else (as_with if bought is None else replace(as_with, read_as=((at, bought),)))
        )
    if one is None:
        return None
    if not each_first:  # "3 boxes that hold 24 pens": in all, or in each? Only a stated "each" says.
        i = verb + 2
        while i < len(words) and _category(words, i) in AMOUNT_TAIL:
            i += 1
        said_each = _category(words, i) == "distributive" and _ends_sentence(words, i + 1)
        return as_with if said_each else None
    end = amount_end(words, verb + 1)
    if end is None or not _ends_sentence(words, end + 1):
        return None  # "2 boxes that each hold 12 pens and 3 pencils": 3 pencils in each, or in all?
    return Feed(
        read_as=((at, HOLDS_AS),), skipped=frozenset({at + 1, verb}) | comma, added_after=((end, EACH_AS),)
    )


def _each_of(words: tuple[Word | None, ...], at: int) -> Feed | None:
    """ "bought 5 books, each of which cost $2" as "5 books for $2 each"; "3 crates, each of which
    contains 12 pears" as "3 crates with 12 pears each" (ADR 0115).

    The things are counted ("5 books"), the clause's first object, and the amount ends the sentence.
    """
    if _category(words, at - 1) != "prep_of" or _category(words, at - 2) != "distributive":
        return None
    comma = words[at - 3] if at >= 3 else None
    if comma is None or comma.attr("mark") != "comma" or one_thing(words, at - 3) is not False:
        return None
    verb, amount = at + 1, at + 2
    main_verb = clause_verb(words, at - 3)
    if _category(words, verb) == "verb_cost" and is_price(words, amount):
        if main_verb is None or main_verb.category != "verb_buy":
            return None  # a seller's price is not what the things moved for
        end, as_phrase = amount + (1 if is_money_unit(words, amount + 1) else 0), COSTS_AS
    elif _category(words, verb) == "verb_possess" and _category(words, amount) in AMOUNT_WORDS:
        if words[verb] is not None and words[verb].attr("capacity"):
            return None
        if not _same_moment(words[verb], main_verb):
            return None
        found = amount_end(words, amount)
        if found is None:
            return None
        end, as_phrase = found, HOLDS_AS
    else:
        return None
    if not _ends_sentence(words, end + 1):
        return None  # "each of which cost $2, and 3 pens": what did the pens cost?
    return Feed(
        read_as=((at, as_phrase),),
        skipped=frozenset({at - 3, at - 2, at - 1, verb}),
        added_after=((end, EACH_AS),),
    )


def _priced_to_the_end(words: tuple[Word | None, ...], after: int) -> bool:
    """After the price ("$5", "$2 each", "$3 per pound") the sentence ends, or lists items up to one more
    relative clause ("..., 4 peppers that cost $1 each"), which must fit on its own: no item goes unpriced.
    """
    if _category(words, after) == "distributive":
        after += 1
    elif _category(words, after) == "rate_marker":
        after += 2
    for i in range(after, len(words)):
        category = _category(words, i)
        if opens_relative(words[i]):
            return i > after
        if i > after and _opens_clause(words, i):
            return True  # "..., and she also bought 2 packs": a clause of its own, read by the ordinary rules
        if category not in CLAUSE_ENDS | HEAD_WORDS | AMOUNT_WORDS | {"article"}:
            return False
    return after >= len(words)


def _opens_clause(words: tuple[Word | None, ...], i: int) -> bool:
    """After ',' or 'and': a name or pronoun, then (past 'also') a verb: a new clause, not a listed item."""
    if _category(words, i - 1) not in CLAUSE_ENDS or _category(words, i) not in ("name", "pronoun"):
        return False
    verb = i + 2 if adds_clause(words[i + 1] if i + 1 < len(words) else None) else i + 1
    return _category(words, verb).startswith("verb")


def clause_verb(words: tuple[Word | None, ...], at: int) -> Word | None:
    """The verb of the clause the relative pronoun hangs on (not the verb of an earlier relative clause)."""
    for i in range(at - 1, -1, -1):
        category = _category(words, i)
        if (category.startswith("verb") or category == "copula") and not opens_relative(
            words[i - 1] if i >= 1 else None
        ):
            return words[i]
    return None


def _same_moment(holding: Word | None, main: Word | None) -> bool:
    """The holding verb and the clause's verb speak of one moment: one tense, or a thing bought (ADR 0255)."""
    from reader.that_relatives import bought_as_sold

    return past_form(holding) == past_form(main) or bought_as_sold(holding, main)


def past_form(verb: Word | None) -> bool:
    """Only a past form ("held", "had"); the copula's tense is not in the lexicon, so it counts as present."""
    tags = set(verb.tags) if verb is not None else set()
    return "VBD" in tags and not tags & {"VB", "VBZ", "VBP"}


def is_price(words: tuple[Word | None, ...], i: int) -> bool:
    """ "$95" or "5 dollars": an amount of money right after the cost verb."""
    w = words[i] if i < len(words) else None
    if w is None or w.category not in AMOUNT_WORDS:
        return False
    return w.text.startswith("$") or is_money_unit(words, i + 1)


def is_money_unit(words: tuple[Word | None, ...], i: int) -> bool:
    w = words[i] if 0 <= i < len(words) else None
    return w is not None and (w.category == "money_noun" or w.attr("dimension") == "money")


def _costs(words: tuple[Word | None, ...], at: int) -> Feed | None:
    """ "bought a pair of jeans that cost $125", "bought 4 peppers that cost $1.5 each"."""
    verb = at + 1
    if _category(words, verb) != "verb_cost" or not is_price(words, verb + 1):
        return None
    main_verb = clause_verb(words, at)
    if main_verb is None or main_verb.category != "verb_buy":
        return None
    lead, comma = _lead(words, at)
    one = one_thing(words, lead)
    after = verb + (3 if is_money_unit(words, verb + 2) else 2)
    if one is None or (not one and _category(words, after) not in ("distributive", "rate_marker")):
        return None  # "4 peppers that cost $6": each, or all four?
    if not _priced_to_the_end(words, after):
        return None  # "a book that cost $5 and 2 pens": what did the pens cost?
    return Feed(read_as=((at, COSTS_AS),), skipped=frozenset({verb}) | comma)


__all__ = [
    "Feed",
    "feed_tokens",
    "is_relative_refusal",
    "past_form",
    "read_relatives",
    "read_rest",
    "words_of",
]
