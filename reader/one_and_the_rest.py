"""Some into one container, the rest shared among several (ADR 0209).

"Ann had 33 photos. She put 27 photos into one album and put the rest into 3 different albums.
How many photos were in each album?" Each of the several holds the rest over their number:
(33 - 27) / 3. The sentence-by-sentence reading refuses the one container (a count of one
receiver with no 'equally') and a rest spread over a count, so the whole problem is read here.

The shape is narrow on purpose:
- the next-to-last sentence is exactly "<one person> <puts or splits> N <things> into one <C>
  and [<the same verb>] the rest into K different <C>s";
- the last is exactly "How many <things> were/are in each <C>?", the same things and container.

'different' is what separates the several from the first: without it "each album" may mean
every album, the first one too, and the reading refuses. The things put into the one
container must be named, and named as the question names them. The amount shared out is
never guessed: the story before the sorting sentence is asked "How many <things> does <the
person> have?", and the ordinary reading must answer it in the things' own unit. A rest that
is not whole over K refuses (``non_integer_count``); nothing left to share refuses too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.uploaded_amounts import uploaded_amount

PUTTING = frozenset({"verb_give", "verb_split"})  # "put", "place", "split", "divide"
NUMBERS = frozenset({"number", "number_word"})
THINGS = frozenset({"noun", "adjective"})
SEPARATE = "different"  # the adjective that sets the several apart from the first container


@dataclass(frozen=True, slots=True)
class SharedRest:
    value: Fraction
    base: object  # the Answer to "How many <things> does <the person> have?"
    step: str
    unit: str


def _value(word: Word | None, text: str) -> Fraction | None:
    if word is None or word.category not in NUMBERS:
        return None
    if word.category == "number_word":
        return Fraction(word.attr("value", "0"))
    if word.shape is None or word.shape.primitive not in ("integer", "grouped_integer"):
        return None
    return Fraction(text.replace(",", ""))


def _is(word: Word | None, category: str, lemma: str = "") -> bool:
    return word is not None and word.category == category and (not lemma or word.lemma.lower() == lemma)


def _noun(word: Word | None, plural: bool | None = None) -> str:
    """A noun's lemma, of the asked number; '' for any other word.

    The tags are those of the surface: 'box' is tagged NN and NNS (a plural the vocabulary allows), so a
    surface that may be singular ('NN') is never taken as a plural, and 'sheep' is no plural here.
    """
    if word is None or word.category != "noun" or word.sense is None:
        return ""
    if plural is not None and ("NN" not in word.sense.tags) != plural:
        return ""
    if plural and "NNS" not in word.sense.tags:
        return ""
    return word.lemma.lower()


def _things(words: tuple[Word | None, ...], at: int) -> tuple[tuple[str, ...], int]:
    """The lemmas of a run of adjectives ending in a plural noun starting at ``at``, and the index after it."""
    end = at
    while end < len(words) and words[end] is not None and words[end].category in THINGS:
        end += 1
    if end == at or not _noun(words[end - 1], plural=True):
        return (), at
    if any(w.category == "noun" for w in words[at : end - 1] if w is not None):
        return (), at  # "picture frames": a compound is not read here
    return tuple(w.lemma.lower() for w in words[at:end] if w is not None), end


@dataclass(frozen=True, slots=True)
class _Sorting:
    subject: str
    first: Fraction
    things: tuple[str, ...]
    container: str
    several: Fraction
    separated: bool


def _sorting(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> _Sorting | None:
    """ "She put 27 pics into one album and put the rest into 3 different albums." or None."""
    if len(words) < 14:
        return None
    subject = words[0]
    if not (_is(subject, "name") or (_is(subject, "pronoun") and subject.attr("number") == "singular")):
        return None
    if subject.category == "pronoun" and subject.attr("case") not in ("subject", ""):
        return None
    verb = words[1]
    if verb is None or verb.category not in PUTTING:
        return None
    first = _value(words[2], texts[2])
    things, at = _things(words, 3)
    if first is None or first <= 0 or not things:
        return None
    if not (_is(words[at], "prep_recipient") and texts[at].lower() == "into"):
        return None
    if _value(words[at + 1], texts[at + 1]) != 1 or not _is(words[at + 1], "number_word"):
        return None  # "into one album"
    container = _noun(words[at + 2], plural=False)
    if not container or not _is(words[at + 3], "conjunction"):
        return None
    at += 4
    if words[at] is not None and words[at].category == verb.category and words[at].lemma == verb.lemma:
        at += 1  # "and put the rest", or "and the rest"
    if not (_is(words[at], "article") and _is(words[at + 1], "residual_marker", "rest")):
        return None
    at += 2
    if at + 3 > len(words) or not (_is(words[at], "prep_recipient") and texts[at].lower() == "into"):
        return None
    several = _value(words[at + 1], texts[at + 1])
    at += 2
    separated = _is(words[at], "adjective", SEPARATE)
    at += 1 if separated else 0
    if several is None or several < 2 or at + 1 != len(words) or _noun(words[at], plural=True) != container:
        return None
    holder = texts[0].lower() if subject.category == "pronoun" else texts[0]
    return _Sorting(holder, first, things, container, several, separated)


def _question(
    words: tuple[Word | None, ...], texts: tuple[str, ...]
) -> tuple[tuple[str, ...], str, str] | None:
    """ "How many pictures were in each album?": the things, the container and the asked noun as written."""
    if len(words) < 7 or texts[0].lower() != "how" or not _is(words[1], "question_quantity"):
        return None
    things, at = _things(words, 2)
    if not things or at + 4 != len(words):
        return None
    if (
        not _is(words[at], "copula")
        or texts[at + 1].lower() != "in"
        or not _is(words[at + 2], "distributive")
    ):
        return None
    container = _noun(words[at + 3], plural=False)
    return (things, container, texts[at - 1]) if container else None


def read_shared_rest(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> SharedRest | ReaderRefusal | None:
    """What each of the several containers holds; a refusal for a split that is not sound; None otherwise."""
    sentences = split_sentences(text)
    if len(sentences) < 3 or not sentences[-1].is_question:
        return None
    last, sorting = sentences[-1], sentences[-2]
    if sorting.is_question:
        return None
    asked = _question(sentence_words(last, lexicon), tuple(t.text for t in last.tokens))
    told = _sorting(sentence_words(sorting, lexicon), tuple(t.text for t in sorting.tokens))
    if asked is None or told is None:
        return None
    things, container, noun = asked
    if things != told.things or container != told.container:
        return None  # a question about other things or other containers than were sorted
    index = len(sentences) - 1
    if not told.separated:
        return refuse(
            "ambiguous_unit",
            f"'each {container}' may count the first {container} too: nothing says the others are apart",
            index,
            0,
            "",
        )
    story = " ".join(text[s.start : s.end] for s in sentences[:-2])
    # after an upload the amount sorted is the amount uploaded (ADR 0223)
    base = uploaded_amount(story, tuple(sentences[:-2]), noun, told.subject, things[-1], lexicon, read)
    if base is None:
        base = read(f"{story} How many {noun} does {told.subject} have?", lexicon)
    value = getattr(base, "value", None)
    if value is None or getattr(base, "unit", "") != things[-1]:
        return None
    rest = value - told.first
    if rest <= 0:
        return refuse("negative_count", "nothing is left to share after the first container", index, 0, "")
    each = rest / told.several
    if each.denominator != 1:
        return refuse(
            "non_integer_count",
            f"{rest} {things[-1]} do not share evenly among {told.several} {container}s",
            index,
            0,
            "",
        )
    step = f"({value} - {told.first}) {things[-1]} shared among {told.several} {container}s: {each} in each"
    return SharedRest(each, base, step, things[-1])
