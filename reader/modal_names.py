"""Names spelled like modal verbs: "Will bought 7 boxes", "May can knit 3 scarves".

"Will" and "May" are common first names, but the lexicon gives the surface to the
auxiliary (ADR 0034 keeps curated words first). A modal cannot start a statement
and be followed by a finite verb, nor stand capitalised in mid-sentence, so in those
places the capitalised word can only be a person's name. A question keeps the modal:
"Will he buy 3 apples?" (ADR 0105).

ADR 0132: a word the lexicon reads only as a verb's base form ("Harry", "Peter")
is a name when it is capitalised in mid-sentence (a verb is capitalised only as
the first word), or opens a statement with a finite verb right after it (a base
form is never the subject of a finite verb).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import lookup
from reader.rules.context import Word
from reader.tokenise import Sentence

DO_FORMS = frozenset({"do", "does", "did"})  # "Do", "Did" are never names
VERBAL_NEXT = frozenset({"copula", "auxiliary"})


def _modal(text: str, word: Word | None) -> bool:
    return (
        word is not None
        and word.category == "auxiliary"
        and word.lemma not in DO_FORMS
        and text[:1].isupper()
        and text[1:].islower()
        and text.isalpha()
    )


def _base_verb(text: str, word: Word | None) -> bool:
    """A capitalised word whose only reading is a verb's base form ("Harry", "Peter")."""
    return (
        word is not None
        and word.category.startswith("verb")
        and word.tags == ("VB",)
        and text[:1].isupper()
        and text[1:].islower()
        and text.isalpha()
    )


def _verb_next(sentence: Sentence, at: int, lexicon: Lexicon, finite: bool) -> bool:
    """The next token is a verb, a copula or an auxiliary (a finite verb when ``finite``)."""
    if at + 1 >= len(sentence.tokens):
        return False
    nxt = lookup(sentence.tokens[at + 1].text, at + 1, lexicon)
    if nxt is None or not (nxt.category.startswith("verb") or nxt.category in VERBAL_NEXT):
        return False
    return not finite or nxt.category in VERBAL_NEXT or bool({"VBD", "VBZ"} & set(nxt.tags))


def _after_auxiliary(sentence: Sentence, at: int, lexicon: Lexicon) -> bool:
    before = lookup(sentence.tokens[at - 1].text, at - 1, lexicon)
    return before is not None and before.category == "auxiliary"


def _after_preposition(sentence: Sentence, at: int, lexicon: Lexicon) -> bool:
    before = lookup(sentence.tokens[at - 1].text, at - 1, lexicon)
    return before is not None and (before.category.startswith("prep") or before.category == "time_marker")


def modal_names(sentence: Sentence, lexicon: Lexicon) -> frozenset[int]:
    """Token indexes of capitalised modals that can only be names in this sentence.

    At the start of a statement the next word must be a finite verb, a copula or an auxiliary
    ("Will bought", "Will was", "May can"); in mid-sentence any verb ("do Tom and Will have"). In a question the
    subject slot after an auxiliary also holds a name ("does Will have", "can May knit"). Never after
    a preposition, where a capitalised "May" is the month ("in May").
    """
    found: set[int] = set()
    capitalised = [i for i, t in enumerate(sentence.tokens) if t.text[:1].isupper() and t.text[1:].islower()]
    for i in capitalised:  # only a capitalised word can be a modal read as a name
        token = sentence.tokens[i]
        word = lookup(token.text, i, lexicon)
        if _base_verb(token.text, word):
            if i > 0 or (not sentence.is_question and _verb_next(sentence, i, lexicon, finite=True)):
                found.add(i)  # "and Harry has 12", "than Harry": a base form is capitalised only as a name
            continue
        if not _modal(token.text, word):
            continue
        if i == 0:
            if not sentence.is_question and _verb_next(sentence, i, lexicon, finite=True):
                found.add(i)
        elif _after_preposition(sentence, i, lexicon):
            continue
        elif _verb_next(sentence, i, lexicon, finite=False) or (
            sentence.is_question and _after_auxiliary(sentence, i, lexicon)
        ):
            found.add(i)
    return frozenset(found)
