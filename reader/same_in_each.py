"""All of the things sorted into K containers with the same amount in each (ADR 0223).

"Robin uploaded 40 pictures to Facebook. If she sorted the pics into 5 different albums with the
same amount of pics in each album, how many pictures were in each of the albums?" Each album holds
the whole amount over the number of albums. The sentence reader has no reading of a count after
'into' with 'the same amount ... in each' said after it, so the whole problem is read here.

The shape is narrow:
- the sorting is "<one person> <puts or splits> the <things> into K [different] <C>s with the same
  amount/number of <things> in each <C>", as the question's 'if' clause or as the sentence before
  the question; 'the same ... in each' is what makes the shares even, and nothing else is taken
  for it;
- the question is "how many <things> were/are in each <C>" or "in each of the <C>s", the same things
  and containers.

The amount shared out is never guessed: the story before the sorting is asked what the uploader
uploaded (ADR 0223, ``reader/uploaded_amounts.py``) or else "How many <things> does <the person>
have?", and the ordinary reading must answer it in the things' own unit. An uneven share refuses
(``non_integer_count``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.one_and_the_rest import PUTTING, SEPARATE, SharedRest, _is, _noun, _things, _value
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.uploaded_amounts import uploaded_amount

Words = tuple[Word | None, ...]


@dataclass(frozen=True, slots=True)
class _Even:
    subject: str
    things: tuple[str, ...]
    container: str
    count: Fraction
    end: int  # the index after the sorting clause


def _text(texts: tuple[str, ...], at: int, word: str) -> bool:
    return at < len(texts) and texts[at].lower() == word


def _even(words: Words, texts: tuple[str, ...], at: int) -> _Even | None:
    """ "she sorted the pics into 5 different albums with the same amount of pics in each album"."""
    if at + 16 > len(words):
        return None
    subject = words[at]
    if not (_is(subject, "name") or (_is(subject, "pronoun") and subject.attr("number") == "singular")):
        return None
    if subject.category == "pronoun" and subject.attr("case") not in ("subject", ""):
        return None
    verb = words[at + 1]
    if verb is None or verb.category not in PUTTING or not _is(words[at + 2], "article", "the"):
        return None
    things, i = _things(words, at + 3)
    if not things or not (_is(words[i], "prep_recipient") and _text(texts, i, "into")):
        return None
    count = _value(words[i + 1], texts[i + 1])
    i += 2
    i += 1 if _is(words[i], "adjective", SEPARATE) else 0
    container = _noun(words[i], plural=True) if i < len(words) else ""
    if count is None or count < 2 or not container:
        return None
    i += 1
    if not (
        _text(texts, i, "with")
        and _is(words[i + 1], "article", "the")
        and _is(words[i + 2], "equality_marker")
    ):
        return None
    if not (
        words[i + 3] is not None and words[i + 3].category == "quantity_noun" and _text(texts, i + 4, "of")
    ):
        return None
    same, i = _things(words, i + 5)
    if same != things or not _text(texts, i, "in") or not _is(words[i + 1], "distributive"):
        return None
    if i + 2 >= len(words) or _noun(words[i + 2], plural=False) != container:
        return None
    holder = texts[at].lower() if subject.category == "pronoun" else texts[at]
    return _Even(holder, things, container, count, i + 3)


def _question(words: Words, texts: tuple[str, ...], at: int) -> tuple[tuple[str, ...], str, str] | None:
    """ "how many pictures were in each of the albums": the things, the container, the noun as written."""
    if not (_text(texts, at, "how") and _is(words[at + 1], "question_quantity")):
        return None
    things, i = _things(words, at + 2)
    if not things or not _is(words[i], "copula") or not _text(texts, i + 1, "in"):
        return None
    if not _is(words[i + 2], "distributive"):
        return None
    i += 3
    if i + 1 == len(words):
        container = _noun(words[i], plural=False)
    elif i + 3 == len(words) and _text(texts, i, "of") and _is(words[i + 1], "article", "the"):
        container = _noun(words[i + 2], plural=True)
    else:
        return None
    return (things, container, texts[at + 2 + len(things) - 1]) if container else None


def _others_hold(base: object, unit: str) -> bool:
    """Someone besides the asked holder is told to hold things of the unit."""
    graph = getattr(base, "graph", None)
    if graph is None or len(graph.question.entities) != 1:
        return True
    holder = graph.question.entities[0]
    return any(e.unit_key == unit and e.kind == "hold" and e.holder != holder for e in graph.events)


def read_same_in_each(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> SharedRest | ReaderRefusal | None:
    """What each container holds when all the things are sorted evenly into K of them; None otherwise."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    try:  # a sentence shorter than the shape runs off its end: not this shape
        return _read(text, sentences, lexicon, read)
    except IndexError:
        return None


def _read(text: str, sentences, lexicon: Lexicon, read: Callable) -> SharedRest | ReaderRefusal | None:
    last = sentences[-1]
    words, texts = sentence_words(last, lexicon), tuple(t.text for t in last.tokens)
    if _is(words[0], "subordinator") and _text(texts, 0, "if"):
        told = _even(words, texts, 1)  # "If she sorted ..., how many ...?"
        if told is None or not _is(words[told.end], "punctuation"):
            return None
        asked = _question(words, texts, told.end + 1)
        story = sentences[:-1]
    else:
        sorting = sentences[-2]
        if sorting.is_question or len(sentences) < 3:
            return None
        sw = sentence_words(sorting, lexicon)
        told = _even(sw, tuple(t.text for t in sorting.tokens), 0)
        if told is None or told.end != len(sw):
            return None
        asked = _question(words, texts, 0)
        story = sentences[:-2]
    if asked is None or asked[0] != told.things or asked[1] != told.container:
        return None
    noun, unit = asked[2], told.things[-1]
    before = " ".join(text[s.start : s.end] for s in story)
    base = uploaded_amount(before, tuple(story), noun, told.subject, unit, lexicon, read)
    if base is None:
        base = read(f"{before} How many {noun} does {told.subject} have?", lexicon)
        if _others_hold(base, unit):
            return None  # "Mara had 30 photos and Joel had 10": 'the photos' may be all of them
    value = getattr(base, "value", None)
    if value is None or getattr(base, "unit", "") != unit or value <= 0:
        return None
    each = value / told.count
    if each.denominator != 1:
        return refuse(
            "non_integer_count",
            f"{value} {unit} do not share evenly among {told.count} {told.container}s",
            len(sentences) - 1,
            0,
            "",
        )
    step = f"{value} {unit} shared evenly among {told.count} {told.container}s: {each} in each"
    return SharedRest(each, base, step, unit)
