"""Containers being made with N things in each, counted from the things one has (ADR 0232).

"Sam was making packs of stickers with 8 stickers in each pack. If he had 19 star stickers
and 29 heart stickers, how many packs could he make?" The opening sentence tells no
amount held: it says what is being made and how much goes in each one. The sentence reader takes it
as an unfinished change (so the 'if' holding after it is "before or after?") and has no reading of
'could make' without a packing of a told amount, so the whole problem is read here.

The shape is narrow on purpose:
- the first sentence of the problem is exactly "<one named person> was/is <making> <C>s of <things>
  with N <things> in each <C'>", the things after 'with' the same as after 'of'; <C'> is the made
  container or the wider kind the lexicon files it under (`kind_of`: a baggie is a bag), so "each
  bag" names the things being made and nothing else;
- the question is "how many <C>s could/can <the maker> <make>?" with the opening's own verb, asked
  after an 'if' clause that opens with the maker ("If she had ...,") or after one statement that does;
- the maker is the name or a singular subject pronoun ('he', 'she') of the name's gender; a name the
  census files under no gender ("Robin") takes either, as the maker is the only person named before it.
  A capitalised singular noun opening the story ("Robin", filed as a bird) is taken as the maker's
  name only when the reading of the holding takes it as a person.

A second opening says the same of the parts of one holder: "Ana was organizing her stickers in a
book with 4 on each page. If she had 9 new stickers and 7 old stickers to put in the book, how many pages
would she use?" The pages are used (a verb marked ``containers: counted``, ADR 0209), asked with
'would' or 'will'. Here the holding must end "to <put> in the <holder>", which says the things counted
are the ones going in (the opening's "his new cards" would not say that of old ones), it must hold
nothing but the things (no stickers beside the cards), and the bare N borrows the things' noun.

The amount packed is never guessed: the 'if' clause or the statement, with the maker named, is asked
"How many <things> does <maker> have?", and the ordinary reading must answer it in the things' own
unit, with no one else said to hold such things. Containers are whole: an amount that does not fill
a whole number of them refuses (``non_integer_count``), as a leftover could mean a part-filled one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.one_and_the_rest import SharedRest, _is, _noun, _things, _value
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.same_in_each import _others_hold
from reader.tokenise import split_sentences

Words = tuple[Word | None, ...]
MAKING = "verb_produce"  # "was making baggies", "how many could she make"
ABLE = frozenset({"could", "can"})  # the modal of a count that may be made
USED = frozenset({"would", "will"})  # "how many pages would he use"
PUTTING = frozenset({"verb_give", "verb_split"})  # "was organizing his cards", "was putting her stamps"


@dataclass(frozen=True, slots=True)
class _Making:
    maker: str
    gender: str
    verb: str
    container: str
    things: tuple[str, ...]
    plural: str  # the things' noun as written: "cookies"
    wider: str  # the kind the containers are filed under, or ''
    each: Fraction
    modals: frozenset[str] = ABLE  # "could she make"; "would he use" for pages of a binder
    holder: str = ""  # the one holder whose parts are used ("binder"); '' for containers made


def _making(words: Words, texts: tuple[str, ...]) -> _Making | None:
    """ "Olivia was making baggies of cookies with 9 cookies in each bag" or None."""
    if len(words) < 11 or not _is(words[1], "copula"):
        return None
    if not _maker_word(words[0], texts[0]):
        return None
    verb = words[2]
    if verb is None or verb.category != MAKING or "VBG" not in verb.tags:
        return None
    container = _noun(words[3], plural=True)
    if not container or not _is(words[4], "prep_of"):
        return None
    things, at = _things(words, 5)
    if not things or not _is(words[at], "prep_with"):
        return None
    plural = texts[at - 1]
    each = _value(words[at + 1], texts[at + 1])
    same, at = _things(words, at + 2)
    if each is None or each <= 0 or same != things or at + 3 != len(words):
        return None
    if not (_is(words[at], "prep_in") and _is(words[at + 1], "distributive", "each")):
        return None
    named = _noun(words[at + 2], plural=False)
    wider = words[3].attr("kind_of").lower() if words[3] is not None else ""
    if not named or named not in (container, wider):
        return None  # "baggies ... in each box": another container
    return _Making(
        texts[0], words[0].attr("gender"), verb.lemma.lower(), container, things, plural, wider, each
    )


def _maker_word(word: Word | None, text: str) -> bool:
    """A name, or a capitalised word the pack files otherwise ("Robin" a bird, "Will" a modal, "Billy").

    Which of these is a person is settled by the reading of the holding (``_person``)."""
    if word is None or not text[:1].isupper():
        return False
    return word.category == "name" or bool(_noun(word, plural=False)) or word.category == "auxiliary"


def _organizing(words: Words, texts: tuple[str, ...]) -> _Making | None:
    """ "Will was organizing his baseball cards in a binder with 3 on each page" or None.

    One's own things put in one holder with N on each of its parts: the parts are the containers,
    used (``containers: counted``), not made; the N borrows the things' noun, the only one named.
    """
    if len(words) < 13 or not _maker_word(words[0], texts[0]) or not _is(words[1], "copula"):
        return None
    verb = words[2]
    if verb is None or verb.category not in PUTTING or "VBG" not in verb.tags:
        return None
    own = words[3]
    if not _is(own, "pronoun") or own.attr("case") not in ("possessive", "object_or_possessive"):
        return None
    if own.attr("number") != "singular" or words[0].attr("gender") not in ("", own.attr("gender")):
        return None
    at = 4
    while at < len(words) and words[at] is not None and words[at].category in ("noun", "adjective"):
        at += 1
    head = _noun(words[at - 1], plural=True) if at > 4 else ""
    if not head or texts[at].lower() not in ("in", "into") or texts[at + 1].lower() not in ("a", "an"):
        return None
    holder = _noun(words[at + 2], plural=False)
    if not holder or not _is(words[at + 3], "prep_with"):
        return None
    plural = texts[at - 1]
    each = _value(words[at + 4], texts[at + 4])
    at += 5
    if at < len(words) and _noun(words[at], plural=True) == head:
        at += 1  # "with 3 cards on each page"
    if each is None or each <= 0 or at + 3 != len(words):
        return None
    if texts[at].lower() not in ("in", "on") or not _is(words[at + 1], "distributive", "each"):
        return None
    part = _noun(words[at + 2], plural=False)
    if not part:
        return None
    return _Making(texts[0], words[0].attr("gender"), "", part, (head,), plural, "", each, USED, holder)


def _is_maker(word: Word | None, text: str, told: _Making) -> bool:
    if word is None:
        return False
    if word.category in ("name", "noun"):
        return text == told.maker  # the maker named again ("could Robin make")
    return (
        word.category == "pronoun"
        and word.attr("number") == "singular"
        and word.attr("case") in ("subject", "")
        and word.attr("gender") in ("female", "male")
        and told.gender in ("", word.attr("gender"))  # a name of no census gender ("Robin") may be either
    )


def _question(words: Words, texts: tuple[str, ...], at: int, told: _Making) -> bool:
    """ "how many baggies could she make" from ``at`` to the end."""
    return (
        at + 6 == len(words)
        and texts[at].lower() == "how"
        and _is(words[at + 1], "question_quantity")
        and _noun(words[at + 2], plural=True) == told.container
        and _is(words[at + 3], "auxiliary")
        and texts[at + 3].lower() in told.modals
        and _is_maker(words[at + 4], texts[at + 4], told)
        and _asked_verb(words[at + 5], told)
    )


def _asked_verb(word: Word | None, told: _Making) -> bool:
    """The opening's own making verb, or for parts of a holder a verb of using containers (ADR 0209)."""
    if word is None:
        return False
    if told.verb:
        return word.category == MAKING and word.lemma.lower() == told.verb
    return word.attr("containers") == "counted"


def _names_containers(words: Words, told: _Making) -> bool:
    """The holding names the containers: "had 3 boxes of 12 muffins" may already be packed."""
    kinds = {told.container, told.wider} - {""}
    for w in words:
        if w is not None and w.category == "noun" and kinds & {w.lemma.lower(), w.attr("kind_of").lower()}:
            return True
    return False


def _put_in_holder(words: Words, texts: tuple[str, ...], told: _Making) -> bool:
    """For parts of a holder, the holding ends "to put in the <holder>": it says which things go in.

    "organizing his new stamps in a book ... If he had 12 new stamps and 18 old stamps" does not say
    the old ones go in too; "... and 18 old stamps to put in the book" does."""
    if not told.holder:
        return True
    return (
        len(words) > 5
        and texts[-5].lower() == "to"
        and words[-4] is not None
        and words[-4].category in PUTTING
        and texts[-3].lower() in ("in", "into")
        and _is(words[-2], "article", "the")
        and _noun(words[-1], plural=False) == told.holder
    )


def _only_things(base: object, unit: str) -> bool:
    """Every amount the holding's reading holds is of the things (no stickers beside the cards)."""
    graph = getattr(base, "graph", None)
    return graph is not None and all(e.unit_key.split("+")[0] == unit for e in graph.events)


def _holding(text: str, sentence, start: int, end: int) -> str:
    """The text of the tokens [start, end) of a sentence: what is said of the maker."""
    tokens = sentence.tokens
    return text[tokens[start].start : tokens[end - 1].end]


def _person(base: object, maker: str) -> bool:
    """The holding's reading took the maker as a person (a name filed as a noun too, like "Robin")."""
    graph = getattr(base, "graph", None)
    return graph is not None and any(e.key == maker.lower() and e.kind == "person" for e in graph.entities)


def read_containers_to_make(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> SharedRest | ReaderRefusal | None:
    """How many containers the things one has fill, N in each; None when the problem is not this shape."""
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question:
        return None
    try:  # a sentence shorter than the shape runs off its end: not this shape
        return _read(text, sentences, lexicon, read)
    except IndexError:
        return None


def _read(text: str, sentences, lexicon: Lexicon, read: Callable) -> SharedRest | ReaderRefusal | None:
    first, last = sentences[0], sentences[-1]
    if first.is_question:
        return None
    fw, ft = sentence_words(first, lexicon), tuple(t.text for t in first.tokens)
    told = _making(fw, ft) or _organizing(fw, ft)
    if told is None:
        return None
    words, texts = sentence_words(last, lexicon), tuple(t.text for t in last.tokens)
    if len(sentences) == 2:  # "If she had ..., how many baggies could she make?"
        if not (_is(words[0], "subordinator") and texts[0].lower() == "if"):
            return None
        comma = next(
            (i for i in range(len(words) - 1) if texts[i] == "," and texts[i + 1].lower() == "how"), None
        )  # "If she had 17 star, 13 moon and 20 sun stickers, how many ...": the comma before 'how'
        if comma is None or comma < 3 or not _question(words, texts, comma + 1, told):
            return None
        if not _is_maker(words[1], texts[1], told):
            return None
        if _names_containers(words[2:comma], told):
            return None
        if not _put_in_holder(words[2:comma], texts[2:comma], told):
            return None
        rest = _holding(text, last, 2, comma)
        shown = texts[comma + 3]  # the containers as the question writes them
    else:  # "She had 54 cookies. How many bags could she make?"
        middle = sentences[1]
        if middle.is_question or not _question(words, texts, 0, told):
            return None
        mw = sentence_words(middle, lexicon)
        if len(mw) < 2 or not _is_maker(mw[0], middle.tokens[0].text, told):
            return None
        if _names_containers(mw[1:], told):
            return None
        if not _put_in_holder(mw[1:], tuple(t.text for t in middle.tokens[1:]), told):
            return None
        rest = _holding(text, middle, 1, len(mw))
        shown = texts[2]
    unit = told.things[-1]
    base = read(f"{told.maker} {rest}. How many {told.plural} does {told.maker} have?", lexicon)
    if not _person(base, told.maker) or _others_hold(base, unit):
        return None  # "If she had 20 cookies and Ben had 16": whose cookies are packed?
    if told.holder and not _only_things(base, unit):
        return None  # "8 cards and 10 stickers to put in the binder": what fills a page?
    value = getattr(base, "value", None)
    if value is None or getattr(base, "unit", "") != unit or value <= 0:
        return None
    made = value / told.each
    index = len(sentences) - 1
    if made.denominator != 1:
        return refuse(
            "non_integer_count",
            f"{value} {unit} do not fill a whole number of {shown} with {told.each} in each",
            index,
            0,
            "",
        )
    step = f"{value} {unit} with {told.each} in each: {made} {shown}"
    return SharedRest(made, base, step, told.container)
