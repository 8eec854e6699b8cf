"""Several things bought in one sentence, each with its own price after 'for' (ADR 0350):
"Ann buys a hat for $10 and a pen for $2", "She bought a jumper for $9, a T-shirt for $4, and a pair of
heels for $5", "Penny buys 4 pairs of socks for $2 a pair and a hat for $7".

The reader reads one priced purchase in a clause ("She buys 1 hat for $10."), but a second priced object
joined by 'and' (a gapped clause) or a list of them stops the sentence. The sentence says one purchase
per object, so it is told again as one sentence per purchase, each with the subject and verb as written:
"Ann buys 1 hat for $10. Ann buys 1 pen for $2." An article before a thing bought is told as '1' (what
'a' counts here), so the retold sentence says how many were bought and the questions about what was
spent read as they do for counted purchases. The whole reader reads the retold text; its answer stands
with one step more, its refusal leaves the first refusal standing.

Retold only where the whole sentence has the shape
"[<setting>,] <subject> [will] <buy verb> <thing> for <$price> [<each>] (, <thing> for <$price> [<each>])*
[,] and <thing> for <$price> [<each>]."
- the subject is a name, a subject pronoun, a capitalised singular noun standing as a name ("Penny",
  "Mom") or "the <person noun>"; it is repeated as written, so the whole reader decides what it names;
- "If <subject> <buy verb> <things>." and "If <subject> <buy verb> <things>, <question>?" are told as one
  'if' fragment per purchase ("If Don buys 1 kite for $8. If Don buys 1 ball for $9. How much ...?"),
  read as the reader reads one such condition; an 'if' clause followed by a statement is not retold;
- the verb is a verb of buying (never selling, paying or getting);
- a thing is 'a'/'an', 'one' or a whole number, then nouns, adjectives and 'of' only: no other number
  ("a pack of 100 sticks", "a dozen eggs"), no pronoun, no verb, no comparison;
- a price is one money amount and what follows it is nothing, 'each'/'apiece', or 'a'/'per' and the noun
  counted ("for $2 a pair"). "for $2 less", "for $10 in total", "for twice the price" are not retold;
- a thing counted more than one needs 'each' or 'a <noun>' after its price: in a list of price tags
  "three binders for $2" is often written for $2 a binder, though a lone "3 pens for $6" is read as $6 in
  all; the two readings disagree, so the sentence is left as it was (and refuses);
- a setting before the subject opens with a preposition or a time word, holds only nouns, adjectives,
  articles and time words, and ends with a comma ("For breakfast,", "Last week,"); "When it rains,",
  "Every week," and "Once a month," tell no one purchase;
- no word of the problem names something that changes what is paid from the prices told (a coupon, a
  discount, a tax or tip, a refund; nouns with ``price: cut`` or ``percent_change`` in the pack), and no
  money amount is followed by 'off': what was paid is then not the sum of the prices.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.change_back import is_name
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import TextWords, text_words
from reader.tokenise import Sentence, split_sentences

SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "i", "we", "you"})
NAMED_NOUNS = frozenset({"noun", "coin_noun", "person_noun"})  # "Penny", "Mom" at the head of a sentence
ITEM_WORDS = frozenset({"noun", "unit_noun", "adjective", "prep_of"})
ONE_WORDS = frozenset({"a", "an", "one"})
EACH_WORDS = frozenset({"each", "apiece"})
RATE_LEADS = frozenset({"a", "an", "per"})
SETTING_OPENERS = frozenset({"prep_price", "prep_in", "time_marker"})
SETTING_WORDS = frozenset({"noun", "unit_noun", "article", "adjective", "time_marker", "prep_in", "prep_of"})
REPEATED = frozenset({"once", "twice", "every", "each", "usually", "always", "often"})
FUTURE = frozenset({"will"})
STATEMENT_ENDS = frozenset({".", "!"})


def priced_purchases(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each sentence of several priced purchases told as one sentence per purchase."""
    sentences = split_sentences(text)
    read = [sentence_words(s, lexicon) for s in sentences]
    if not any(w is not None and w.category == "verb_buy" for words in read for w in words):
        return None  # no sentence is retold without a verb of buying: nothing to weigh below
    if may_change_price(text_words(text, lexicon)) and any(changes_price(words) for words in read):
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence, words in zip(sentences, read, strict=True):
        told = _retold(sentence, words)
        if told is None:
            continue
        edits.append((sentence.tokens[0].start, sentence.tokens[-1].end, told))
        said = text[sentence.tokens[0].start : sentence.tokens[-1].end]
        steps.append(f"'{said}' told as one sentence per purchase: '{told}'")
    return with_edits(text, edits, steps)


def may_change_price(found: TextWords) -> bool:
    """Whether ``changes_price`` may find anything in a text of these words: it needs a word with a
    'price' or 'percent_change' attribute, or the word "off". A guard: without them the scan is skipped.
    """
    return found.has_attr("price", "percent_change") or "off" in found.texts


def changes_price(words) -> bool:
    """Whether the sentence names a coupon, discount, tax, refund, or a money amount 'off'."""
    for at, word in enumerate(words):
        if word is None:
            continue
        if word.attr("price") == "cut" or word.attr("percent_change"):
            return True
        after = words[at + 1] if at + 1 < len(words) else None
        if _is_money(word) and after is not None and after.text.casefold() == "off":
            return True
    return False


def _is_money(word: Word | None) -> bool:
    return (
        word is not None
        and word.category == "number"
        and word.shape is not None
        and word.shape.primitive == "currency"
    )


def _retold(sentence: Sentence, words) -> str | None:
    """The sentence told as one sentence per purchase; None when it is not the shape in the docstring."""
    if any(w is None for w in words):
        return None
    tokens = sentence.tokens
    texts = [t.text for t in tokens]
    verb = next((i for i, w in enumerate(words) if w.category.startswith("verb")), None)
    if verb is None or words[verb].category != "verb_buy":
        return None
    subject = verb - 1
    if subject >= 0 and words[subject].text.casefold() in FUTURE:
        subject -= 1
    start = None if subject < 0 else _subject_start(words, subject)
    if start is None:
        return None
    condition = start == 1 and texts[0].casefold() == "if"
    if not condition and not _setting(words[:start]):
        return None
    asked = _asked_after(words) if condition else None
    if sentence.terminator == "?" and asked is None:
        return None
    if sentence.terminator not in STATEMENT_ENDS and asked is None:
        return None
    end = asked if asked is not None else len(words) - 1 if texts[-1] in STATEMENT_ENDS else len(words)
    parts = _parts(words, verb + 1, end)
    if parts is None or len(parts) < 2:
        return None
    lead = " ".join(texts[: verb + 1])
    told = []
    for start, stop in parts:
        said = texts[start:stop]
        if said[0].casefold() in ("a", "an"):
            said = ["1"] + said[1:]
        told.append(f"{lead} {' '.join(said)}")
    if asked is not None:  # "If he buys ..., how much ...?": each condition told, then the question
        question = " ".join(texts[asked + 1 :])
        told.append(question[:1].upper() + question[1:])
    return ". ".join(told)  # the sentence's own full stop (or question mark) ends the last one


def _asked_after(words) -> int | None:
    """In "If <purchases>, how much ...?", the index of the comma before the question word; None if none."""
    return next(
        (
            i
            for i in range(len(words) - 1, 0, -1)
            if words[i].text == "," and i + 1 < len(words) and words[i + 1].category == "question_word"
        ),
        None,
    )


def next_item(words, at: int, end: int) -> tuple[int, bool] | None:
    """Where a list's next item starts after the separator at ``at``, and whether it is the last one
    (after 'and' or ', and'); None when no separator stands there."""
    sep = words[at].text.casefold()
    if sep == "," and at + 1 < end and words[at + 1].text.casefold() == "and":
        return at + 2, True
    if sep == "and":
        return at + 1, True
    if sep == ",":
        return at + 1, False
    return None


def is_subject(word: Word) -> bool:
    """A name, a subject pronoun, or a capitalised singular noun standing as a name ("Penny", "Mom")."""
    if (
        word.category in NAMED_NOUNS
        and word.text[:1].isupper()
        and word.text[1:].islower()
        and "NN" in word.tags
    ):
        return True  # the whole reader decides what it names; it is the same subject in every retold sentence
    return is_name(word) or (word.category == "pronoun" and word.text.casefold() in SUBJECT_PRONOUNS)


def _subject_start(words, subject: int) -> int | None:
    """Where the subject ending at ``subject`` starts: a name or pronoun, or "the <person noun>"."""
    word = words[subject]
    if is_subject(word):
        return subject
    if word.category == "person_noun" and "NN" in word.tags and subject > 0:
        return subject - 1 if words[subject - 1].text.casefold() == "the" else None
    return None


def _setting(words) -> bool:
    """Nothing, or a setting of time or place that ends with a comma: "For breakfast,", "Last week,"."""
    if not words:
        return True
    if words[-1].text != "," or len(words) < 2:
        return False
    first, rest = words[0], words[1:-1]
    if first.category not in SETTING_OPENERS or first.text.casefold() in REPEATED:
        return False  # "When it rains,", "Every week,", "Once a month,": no one purchase told
    return all(w.category in SETTING_WORDS and w.text.casefold() not in REPEATED for w in rest)


def _parts(words, start: int, end: int) -> list[tuple[int, int]] | None:
    """The (start, stop) token spans of the priced things from ``start`` to ``end``, joined by commas and a last
    'and'; None when a part is no priced thing or the joining is not a list's."""
    parts: list[tuple[int, int]] = []
    at = start
    closed = False
    while at < end:
        stop = _priced_thing(words, at, end)
        if stop is None:
            return None
        parts.append((at, stop))
        if stop == end:
            break
        if closed:
            return None  # more after the part that followed 'and'
        following = next_item(words, stop, end)
        if following is None:
            return None
        at, closed = following
    return parts if closed else None


def _priced_thing(words, at: int, end: int) -> int | None:
    """The index after "<count> <thing words> for <$price> [each | a <noun>]" starting at ``at``; None if none."""
    first = words[at]
    low = first.text.casefold()
    if low in ONE_WORDS:
        one = True
    elif first.category == "number_word" or (
        first.category == "number" and first.shape is not None and first.shape.primitive == "integer"
    ):
        one = False
    else:
        return None
    j = at + 1
    nouns: list[str] = []
    while j < end and words[j].category in ITEM_WORDS:
        if words[j].category in ("noun", "unit_noun"):
            nouns.append(words[j].lemma.casefold())
        j += 1
    if not nouns or j + 1 >= end or words[j].text.casefold() != "for" or not _is_money(words[j + 1]):
        return None
    j += 2
    if j < end and words[j].text.casefold() in EACH_WORDS:
        return j + 1
    if j + 1 < end and words[j].text.casefold() in RATE_LEADS:
        rate = words[j + 1]
        if rate.category in ("noun", "unit_noun") and (
            rate.lemma.casefold() == nouns[0] or rate.attr("apiece") == "yes"
        ):
            return j + 2
        return None
    if not one:
        return None  # "three binders for $2": $2 for each or for all three
    return j if j == end or words[j].text in (",",) or words[j].text.casefold() == "and" else None


SPENDING_DIRECTIONS = {"more": 1, "less": -1}
THING_WORDS = frozenset({"noun", "article", "adjective"})
ASKED_TENSES = frozenset({"did", "does", "will"})


@dataclass(frozen=True, slots=True)
class ComparedSpending:
    """Money spent on two kinds, each asked alone, and how much more went on the one than the other."""

    first: object
    second: object
    value: Fraction
    unit: str
    step: str


def compared_spending(text: str, lexicon: Lexicon, read) -> ComparedSpending | None:
    """ "How much more did she spend on the hat than on the pen?": each spending asked alone, then compared.

    Only the question "How much more|less [money] did|does|will <name|pronoun> spend on <thing> than on
    <thing>?" with both things plain nouns (an article and adjectives allowed); both answers must be
    money in one unit, and the asked difference more than nothing ("more" when less was spent refuses).
    """
    sentences = split_sentences(text)
    if len(sentences) < 2 or sentences[-1].terminator != "?":
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    if any(w is None for w in words) or len(words) < 10:
        return None
    texts = [w.text.casefold() for w in words]
    if texts[:2] != ["how", "much"] or texts[2] not in SPENDING_DIRECTIONS:
        return None
    at = 4 if texts[3] == "money" else 3
    if at + 4 > len(words) or texts[at] not in ASKED_TENSES or not is_subject(words[at + 1]):
        return None
    if words[at + 2].lemma.casefold() != "spend" or texts[at + 3] != "on":
        return None
    than = next((i for i in range(at + 4, len(words)) if texts[i] == "than"), None)
    if than is None or than + 2 >= len(words) or texts[than + 1] != "on":
        return None
    one, other = words[at + 4 : than], words[than + 2 :]
    if not _plain_thing(one) or not _plain_thing(other):
        return None
    lead = text[: question.start]
    tokens = question.tokens
    asked = " ".join(t.text for i, t in enumerate(tokens[: at + 4]) if i != 2)
    first = read(f"{lead}{asked} {' '.join(t.text for t in tokens[at + 4 : than])}?", lexicon)
    second = read(f"{lead}{asked} {' '.join(t.text for t in tokens[than + 2 :])}?", lexicon)
    if not isinstance(first, Answer) or not isinstance(second, Answer) or first.unit != second.unit:
        return None
    value = (first.value - second.value) * SPENDING_DIRECTIONS[texts[2]]
    if value <= 0:
        return None
    said_one = " ".join(w.text for w in one)
    said_other = " ".join(w.text for w in other)
    step = f"spent on {said_one} and on {said_other}, compared: {value} {first.unit} {texts[2]}"
    return ComparedSpending(first, second, value, first.unit, step)


def _plain_thing(words) -> bool:
    """ "the red hat", "shirts": an article, adjectives and one noun last."""
    return (
        bool(words)
        and all(w.category in THING_WORDS for w in words)
        and words[-1].category == "noun"
        and sum(w.category == "noun" for w in words) == 1
    )


__all__ = ["ComparedSpending", "compared_spending", "priced_purchases"]
