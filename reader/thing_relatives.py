""" "Ivan has a bird feeder that holds 2 cups of seeds": a relative clause on a thing, told again as a
statement the reader reads (ADR 0349).

A relative clause after a thing says one property of that thing. The sentence says two things: who
has the thing, and what the thing does or holds. Told again as one statement about the holder's thing,
it keeps both, and the whole reader reads the retold text; its answer stands with one step more saying
what was retold, its refusal leaves the first refusal standing. Nothing is counted here.

Retold, only where the whole shape is found:

- the holder's thing: "<name|he|she> <holding verb> a|an <adjectives or nouns> <thing> that|which
  <verb> ..." as "<name>'s|His|Her <adjectives or nouns> <thing> <verb> ...": "Ivan has a bird feeder
  that holds 2 cups of seeds" -> "Ivan's bird feeder holds 2 cups of seeds". The holding verb has,
  owns, keeps (not a capacity: "holds a jar that ..." says what can go in); the holder is the sentence's
  first word, one named person or 'he'/'she'. ("Ivan has a bird feeder. The bird feeder holds ..."
  would be the plain retelling, but the reader refuses a holding of a thing with no amount that a later
  sentence names as a place, ADR 0092's guard: the possessive keeps whose the thing is and counts none.)
- counted things, each: "<number> <things> that|which each <verb> <amount>" and "<number> <things>
  that|which <verb> <amount> each" as "<number> <things> with <amount> each" (ADR 0094's reading for a
  holding verb, here for 'have', 'own', 'contain', 'keep' when the clause ends the sentence: "There are
  16 boxes that each have 30 pears").

Kept as they are (the first refusal stands):

- a person before the pronoun ("a friend that ...", "Tom, who ...": a person's amounts are their own
  and a retelling could move them to the wrong holder), a name, or a phrase with 'of' ("a box of apples
  that weigh ...": the box's clause or the apples'?);
- a clause whose verb does not follow the pronoun ("a book that Ann read": its subject is not the thing),
  a negation ("a box that does not hold ..."), a modal ("that can hold": a capacity, not an amount held),
  a second relative clause in the sentence, 'that' or 'which' before a non-thing;
- a capacity verb for counted things ("5 buses that each hold 40 people" is room, not riders);
- a clause with the copula ("a book that is 400 pages long", "a box that is 12 inches tall": a size,
  which ADR 0338 keeps refused);
- a clause in another tense than the holding ("has a jar that held 30 marbles": held then, not now);
- 'it' or 'its' in a later sentence: it may stand for the thing or for what its clause named;
- a plural head with no 'each' ("3 boxes that have 24 pens": in all, or in each?).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.relative_readings import opens_relative, past_form, points_to_thing
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, Token, split_sentences

HOLDING = "verb_possess"
ONE = frozenset({"a", "an"})
MODIFIERS = frozenset({"adjective", "measure_adjective", "noun"})  # "a young bird feeder": the thing's phrase
AMOUNT_WORDS = frozenset({"number", "number_word"})
AMOUNT_TAIL = frozenset({"noun", "unit_noun", "adjective", "money_noun", "prep_of"})
# Words that make a clause say less, or more, than a plain property of the thing.
# A negation, a modal or 'will', an 'if'/'unless', an 'or', an 'about' all leave the property unsure.
NOT_PLAIN = frozenset(
    {
        "negation",
        "modal",
        "auxiliary",
        "subordinator",
        "conditional",
        "disjunction",
        "approximator",
        "question_word",
        "relative_pronoun",
    }
)
OWN = {"male": "His", "female": "Her"}
NEUTER = "neuter"
TOLD_NOUNS = frozenset({"noun", "unit_noun", "money_noun"})
TIME = frozenset({"time", "calendar"})  # "in 7 days", "in a week"
Found = tuple[int, int, str]  # (first character, end character, text told instead)


def thing_relatives(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each relative clause on a thing told as the reader reads it; None when none is."""
    sentences = split_sentences(text)
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for at, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        if any(w is None for w in words):
            continue
        found = _holders_thing(words, sentence.tokens, text)
        if found is not None and not _only_the_property_asked(words, sentence, sentences, lexicon):
            continue
        found = found or _counted_each(words, sentence.tokens, text)
        if found is None or _it_later(sentences[at + 1 :], lexicon):
            continue
        start, end, new = found
        edits.append((start, end, new))
        steps.append(f"'{text[start:end].strip()}' read as '{new.strip()}'")
    return with_edits(text, edits, steps)


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _the_relative(words: tuple[Word | None, ...]) -> int | None:
    """The one relative pronoun of the sentence, when it speaks of a thing ('that', 'which')."""
    openers = [i for i, w in enumerate(words) if opens_relative(w)]
    if len(openers) != 1 or not points_to_thing(words[openers[0]]):
        return None
    return openers[0]


def _plain_clause(words: tuple[Word | None, ...], verb: int) -> bool:
    """The clause's verb right after the pronoun (or 'each'), and nothing after it that bends the property."""
    category = _category(words, verb)
    if not category.startswith("verb_"):
        return False  # "a book that Ann read": the thing is not the clause's subject
    return not any(_category(words, i) in NOT_PLAIN for i in range(verb, len(words)))


def _holders_thing(words: tuple[Word | None, ...], tokens: tuple[Token, ...], text: str) -> Found | None:
    """ "Ivan has a bird feeder that holds 2 cups" -> "Ivan's bird feeder holds 2 cups"."""
    at = _the_relative(words)
    if at is None or at < 4:
        return None
    holder, verb, article = words[0], words[1], words[2]
    if holder is None or verb is None or article is None:
        return None
    if holder.category == "name":
        own = tokens[0].text + "'s"
    elif holder.category == "pronoun" and holder.attr("gender") in OWN and holder.attr("case") == "subject":
        own = OWN[holder.attr("gender")]
    else:
        return None
    if verb.category != HOLDING or verb.attr("capacity") or article.text.lower() not in ONE:
        return None
    if not all(_category(words, i) in MODIFIERS for i in range(3, at)):
        return None  # "a bird feeder in his yard that ...", "a box of apples that ..."
    head = words[at - 1]
    if head is None or head.category != "noun" or _plural(head):
        return None
    clause = at + 1
    if not _plain_clause(words, clause) or not _one_moment(verb, words[clause]):
        return None
    phrase = text[tokens[3].start : tokens[at - 1].end]
    return tokens[0].start, tokens[clause].start, f"{own} {phrase} "


def _one_moment(holding: Word, verb: Word | None) -> bool:
    """ "has a dog that eats", "had a job that paid": the clause speaks of the holding's own moment."""
    if verb is None:
        return False
    if past_form(holding):
        return past_form(verb)
    return "VBZ" in verb.tags


def _counted_each(words: tuple[Word | None, ...], tokens: tuple[Token, ...], text: str) -> Found | None:
    """ "16 boxes that each have 30 pears", "16 boxes that have 30 pears each" -> "16 boxes with 30 pears each"."""
    at = _the_relative(words)
    if at is None or at < 2:
        return None
    head = words[at - 1]
    if head is None or head.category != "noun" or "NNS" not in head.tags:
        return None
    i = at - 1
    while i > 0 and _category(words, i - 1) in MODIFIERS:
        i -= 1
    if _category(words, i - 1) not in AMOUNT_WORDS:
        return (
            None  # "the boxes that each have 30", "boxes of pears that ...": which, or how many, is not told
        )
    each_first = _category(words, at + 1) == "distributive"
    verb = at + 2 if each_first else at + 1
    holding = words[verb] if verb < len(words) else None
    if holding is None or holding.category != HOLDING or holding.attr("capacity") or past_form(holding):
        return None
    if _category(words, verb + 1) not in AMOUNT_WORDS or not _plain_clause(words, verb):
        return None
    end = verb + 2
    while end < len(words) and _category(words, end) in AMOUNT_TAIL:
        end += 1
    said_each = not each_first and _category(words, end) == "distributive" and end + 1 == len(words)
    if not (said_each or (each_first and end == len(words))):
        return None  # "16 boxes that have 30 pears": in each, or in all? "... each and 3 pens"
    amount = text[tokens[verb + 1].start : tokens[end - 1].end]
    return tokens[at].start, tokens[-1].end, f"with {amount} each"


def _only_the_property_asked(
    words: tuple[Word | None, ...],
    current: Sentence,
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
) -> bool:
    """The story needs the thing only through its property: the holder's one thing is never counted.

    "Tom has a dog that eats 2 cups a day" told as "Tom's dog eats 2 cups a day" no longer says Tom
    holds one dog. That is safe only while nothing counts it: the thing is named elsewhere only as
    "the <thing>" (not "2 more dogs", "his other dog", "a dog"), and the question names nothing but the
    thing, the clause's own nouns and units of time ("How many cups does the dog eat in 7 days?").
    "How many pets does Tom have?" could count the dog, and the story stays as it was. The clause's
    things or money told in another statement ("Jason has 50 guppies", "He spends $5") may be the ones
    the thing holds or uses, which the retelling leaves unsaid; such a story stays too.
    """
    at = _the_relative(words)
    head = words[at - 1] if at is not None else None
    if at is None or head is None:
        return False
    own = {w.lemma for w in words[at + 1 :] if w is not None and w.category in TOLD_NOUNS}
    own |= {w.lemma for w in words[:at] if w is not None and w.category in MODIFIERS}  # "the bird feeder"
    money = any(w is not None and _is_money(w) for w in words[at + 1 :])
    kinds = {w.lemma for w in words[at + 1 :] if w is not None and w.category == "noun"}
    for sentence in sentences:
        if sentence is current:
            continue
        other = sentence_words(sentence, lexicon)
        for i, w in enumerate(other):
            if w is None:
                return False
            if w.lemma == head.lemma and w.category == head.category:
                j = i - 1
                while j >= 0 and other[j] is not None and other[j].category in MODIFIERS:
                    j -= 1  # "the bird feeder", "the new tree"
                before = other[j] if j >= 0 else None
                if _plural(w) or before is None or before.text.lower() != "the":
                    return False  # "2 more dogs", "a dog", "Tom's dog": another count of such things
            elif not sentence.is_question and (
                (money and _is_money(w)) or (w.category in TOLD_NOUNS and w.lemma in kinds)
            ):
                return False  # "Jason has 50 guppies": whose guppies does the eel eat? (ADR 0338)
            elif sentence.is_question and w.category in TOLD_NOUNS and w.lemma not in own:
                if not (money and _is_money(w)) and w.attr("dimension") not in TIME:
                    return False  # "How many pets does Tom have?": the dog may be one of them
    return True


def _plural(word: Word) -> bool:
    return "NNS" in word.tags and "NN" not in word.tags


def _is_money(word: Word) -> bool:
    return word.text.startswith("$") or word.category == "money_noun" or word.attr("dimension") == "money"


def _it_later(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """ "It weighs 5 pounds" after "a jar that holds a cookie": the jar, or the cookie? Such a story stays."""
    return any(
        w is not None and w.category == "pronoun" and w.attr("gender") == NEUTER
        for sentence in sentences
        for w in sentence_words(sentence, lexicon)
    )


__all__ = ["thing_relatives"]
