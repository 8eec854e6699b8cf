""" "15 pounds of beef. He cuts that into 12-ounce steaks.": a told measure cut into pieces of a told size (ADR 0428).

A sentence "<he|she|name> <cutting verb> that|it|the <noun> into <N>-<unit> <pieces>." makes pieces out
of the one measure of a thing told before it: the measure over the size of one piece, both in the
pack's units ("15 pounds" is 240 ounces, 240 / 12 = 20 steaks). A cutting verb is a `verb_split` or a
noun whose verb form cuts a whole into pieces (`splits: "yes"`: cut, slice, chop); the lexicon files
"cuts" as a plural noun, so such a sentence refused at 'that' or at the noun. When it refuses, it is
read again as "<subject> gets <count> <pieces>" ('makes' when the question asks with a `verb_produce`):
the verb read as that word, the object and 'into' passed over, the size's number read as the count at
its own index, its unit passed over.

Only the plainest story is read, since the cut whole is not taken away from its holder:

- every sentence before tells exactly one number, the measure "<N> <unit> of <noun>", and names one
  person and no other thing; a named cutter is that person; nothing there relates amounts, supposes,
  denies or contrasts;
- the measure and the size share a dimension the pack converts ("pounds" and "ounces": mass), and a
  unit of money, a rate or a count is no measure;
- the count is a whole number above zero: pieces that do not divide the whole evenly refuse;
- the cut sentence is followed only by the question, which asks how many of the pieces there are,
  tells no number and names neither the whole, its unit nor any other thing.

'they' for a group, 'each', a second object, a second size ("into 12-ounce steaks and 4-ounce
patties"), and a fraction of the whole ("cuts half of that into") are not this shape and keep the
old refusal.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.that_many import RELATING
from reader.tokenise import Sentence

NUMBERS = frozenset({"number", "number_word", "scale_word"})
# A word with one of these anywhere before the cut, or in the question, makes 'that' unclear or the
# story more than one measure cut up.
UNCLEAR = RELATING | frozenset(
    {
        "subordinator",
        "negation",
        "contrast_marker",
        "residual_marker",
        "exclusive_marker",
        "additive_marker",
        "disjunction",
        "quantity_noun",
        "money_noun",
        "price_noun",
        "coin_noun",
        "vague_quantifier",
        "determiner",
        "aggregate_marker",
    }
)
ASKED_TOTAL = frozenset({"aggregate_marker"})  # "in total", "altogether": all the pieces, as asked plainly
THINGS = frozenset({"noun", "person_noun", "coin_noun"})
VERB_TAGS = frozenset({"VB", "VBD", "VBZ"})
PLAIN = frozenset({"integer", "grouped_integer", "decimal"})  # a plain number: no money, percent or fraction


def read_cut_pieces(
    sentence: Sentence,
    sentences: tuple[Sentence, ...],
    at: int,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The cut sentence read as the pieces it makes; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    if at + 2 != len(sentences) or not sentences[at + 1].is_question:
        return refusal  # the question must come right after the cut, and nothing else
    words = words_of(sentence, lexicon)
    cut = _cut(words)
    if cut is None:
        return refusal
    verb, obj_end, size, size_end, pieces = cut
    told = _told(sentences[:at], lexicon)
    if told is None:
        return refusal
    (amount, unit, whole), holder = told
    if _named(words[0]) and words[0].text.casefold() != holder:
        return refusal  # "Ann has 5 yards of rope. Bo cuts that ...": whose pieces?
    if obj_end == verb + 2 and _lemma(words[obj_end]) != whole:
        return refusal  # "cuts the cake into ..." after beef: another thing
    size_word = words[size]
    assert size_word is not None and size_word.shape is not None
    size_unit = _unit_of(words, size)
    if size_unit is None or _attr(size_unit, "dimension") != _attr(unit, "dimension"):
        return refusal  # "15 pounds ... 200-gram steaks": units the pack does not convert
    whole_base = amount * Fraction(_attr(unit, "factor") or "0")
    piece_base = size_word.shape.value * Fraction(_attr(size_unit, "factor") or "0")
    if whole_base <= 0 or piece_base <= 0:
        return refusal
    count = whole_base / piece_base
    if count.denominator != 1 or count < 1:
        return refusal  # pieces that do not divide the whole evenly
    asked = words_of(sentences[at + 1], lexicon)
    if not _asks_pieces(asked, _lemma(words[pieces]), whole):
        return refusal
    # "How many steaks can he make?" asks what was made; any other verb asks what he got or has
    made = any(w is not None and w.category == "verb_produce" for w in asked)
    skipped = frozenset(range(verb + 1, obj_end + 2)) | frozenset(range(size + 1, size_end))
    read_as = ((verb, "makes" if made else "gets"), (size, str(count.numerator)))
    feed = Feed(read_as=read_as, skipped=skipped)
    return read_fed(sentence, problem, lexicon, choices, feed, refusal)


def _lemma(word: Word | None) -> str:
    if word is None or word.sense is None:
        return ""
    return word.sense.entry.lemma


def _attr(word: Word, name: str) -> str | None:
    return None if word.sense is None else word.sense.entry.attr(name)


def _cutting(word: Word | None) -> bool:
    """A verb that cuts a whole into pieces: a `verb_split`, or a noun whose verb form does (cut, slice)."""
    if word is None or word.sense is None:
        return False
    if word.category == "verb_split":
        return word.sense.form in VERB_TAGS
    tags = {tag for surface, tag in word.sense.entry.forms if surface == word.text.casefold()}
    return word.category == "noun" and word.sense.entry.attr("splits") == "yes" and bool(tags & VERB_TAGS)


def _named(word: Word | None) -> bool:
    """A person's name (the lexicon may file a name that is also a word as that word, with its gender)."""
    return word is not None and (
        word.category == "name" or (word.category == "adjective" and bool(_attr(word, "name_gender")))
    )


def _subject(word: Word | None) -> bool:
    """One person as the subject: 'he', 'she' or a name; never 'they', 'it' or 'I'."""
    if word is None:
        return False
    if _named(word):
        return True
    return (
        word.category == "pronoun"
        and _attr(word, "number") == "singular"
        and _attr(word, "person") == "3"
        and _attr(word, "gender") in ("male", "female")
        and _attr(word, "case") == "subject"
    )


def _cut(words: tuple[Word | None, ...]) -> tuple[int, int, int, int, int] | None:
    """(verb, object's last token, size's number, one past the size, pieces) of the whole sentence, or None."""
    if len(words) < 6 or not _subject(words[0]) or not _cutting(words[1]):
        return None
    obj = words[2]
    if obj is None:
        return None
    text = obj.text.casefold()
    if (obj.category == "relative_pronoun" and text == "that") or (
        obj.category == "pronoun" and text == "it"
    ):
        obj_end = 2
    elif obj.category == "article" and text == "the" and words[3] is not None and words[3].category == "noun":
        obj_end = 3
    else:
        return None
    into = words[obj_end + 1] if obj_end + 1 < len(words) else None
    if into is None or into.category != "prep_recipient" or into.text.casefold() != "into":
        return None
    size = obj_end + 2
    if size >= len(words) or words[size] is None or words[size].category != "number":
        return None
    shape = words[size].shape
    if shape is None or shape.value is None:
        return None
    size_end = size + 1
    if shape.primitive not in PLAIN | {"number_unit"}:
        return None
    if shape.primitive != "number_unit":  # "12 ounce steaks": the unit apart
        unit = words[size_end] if size_end < len(words) else None
        if unit is None or unit.category != "unit_noun" or unit.sense is None or unit.sense.form != "NN":
            return None
        size_end += 1
    if size_end + 1 != len(words):
        return None
    pieces = words[size_end]
    if pieces is None or pieces.category != "noun" or pieces.sense is None or pieces.sense.form != "NNS":
        return None
    return 1, obj_end, size, size_end, size_end


def _unit_of(words: tuple[Word | None, ...], size: int) -> Word | None:
    """The size's unit: the unit in its own token ("12-ounce"), or the unit noun after it."""
    word = words[size]
    assert word is not None and word.shape is not None
    if word.shape.primitive == "number_unit":
        return word if word.sense is not None and word.sense.entry.category == "unit_noun" else None
    return words[size + 1]


def _told(earlier: tuple[Sentence, ...], lexicon: Lexicon) -> tuple[tuple[Fraction, Word, str], str] | None:
    """((amount, unit, noun), holder) of the one measure "<N> <unit> of <noun>" told before the cut by the
    one person named there, or None."""
    found: list[tuple[Fraction, Word, str]] = []
    things = 0
    names: set[str] = set()
    for sentence in earlier:
        if sentence.is_question:
            return None
        words = words_of(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None or w.category in UNCLEAR:
                return None
            if w.category in THINGS:
                things += 1
            if _named(w):
                names.add(w.text.casefold())
            if w.category == "unit_noun" and (
                i == 0 or words[i - 1] is None or words[i - 1].category != "number"
            ):
                return None  # a unit with no number of its own: a rate or a container
            if w.category not in NUMBERS:
                continue
            measure = _measure(words, i)
            if measure is None:
                return None
            found.append(measure)
    if len(found) != 1 or things != 1 or len(names) != 1:
        return None
    return found[0], names.pop()


def _measure(words: tuple[Word | None, ...], i: int) -> tuple[Fraction, Word, str] | None:
    """The measure "<N> <unit> of <noun>" at ``i``: a plain number, a unit of a measured dimension."""
    number = words[i]
    if number is None or number.category != "number" or number.shape is None:
        return None
    if number.shape.primitive not in PLAIN or number.shape.value is None:
        return None
    if i + 3 >= len(words):
        return None
    unit, of, noun = words[i + 1], words[i + 2], words[i + 3]
    if unit is None or unit.category != "unit_noun" or not _attr(unit, "measures"):
        return None  # time, money and counts are no measure of a thing cut up
    if of is None or of.category != "prep_of" or noun is None or noun.category != "noun":
        return None
    if i + 4 < len(words) and words[i + 4] is not None and words[i + 4].category == "noun":
        return None  # "15 pounds of beef steaks": a compound, not one plain thing
    return number.shape.value, unit, _lemma(noun)


def _asks_pieces(words: tuple[Word | None, ...], pieces: str, whole: str) -> bool:
    """A question of how many of the pieces there are, with no number and no other thing named."""
    if len(words) < 4 or any(w is None for w in words):
        return False
    first, second = words[0], words[1]
    assert first is not None and second is not None
    if first.text.casefold() != "how" or second.text.casefold() != "many":
        return False
    nouns = [w for w in words if w is not None and w.category in THINGS | {"unit_noun"}]
    if len(nouns) != 1 or _lemma(nouns[0]) != pieces or nouns[0].index != 2:
        return False
    return not any(
        w is not None
        and (
            w.category in NUMBERS | (UNCLEAR - ASKED_TOTAL) or _lemma(w) == whole or w.category == "verb_sell"
        )
        for w in words
    )
