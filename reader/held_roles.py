"""Animals counted as pets only when a named person plainly keeps them (ADR 0331, red-team addendum).

The pack marks a dog, a cat or a rabbit ``held_as: pet``, but the noun alone does not make one a pet:
a farmer's rabbits are livestock, a hunter's are caught, a shop's puppies are for sale, and drawn,
baked, cooked or eaten animals are no pets at all. Telling these apart needs the holder's trade, the
verb and any purpose phrase ("for dinner", "to feed his snakes"), which the lexicon cannot weigh.

So when a question sums animals as a role the pack ``covers`` (pets), every sentence that names an
animal of the story must be a plain keeping by a named person, told only in these words:

- a given name, or 'he'/'she' (one person), as the keeper; no 'the farmer', no 'they', no owner;
- a verb of having (have, own), of getting (adopt, buy, get, receive) or of giving one away (give,
  sell, lose); a giving away only after a having was told, so "sells 6 dogs" is no keeping;
- numbers, 'more'/'less'/'than', 'and', 'also', the animals, and a recipient or source named by a
  given name, 'him'/'her', or an owner and a person ("to her friend").

Anything else ("caught", "drew", "is selling", "for sale", "in her lab", "The farmer") refuses, and so
does a question whose verb is not one of having or getting ("How many pets did Tom catch?").
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.kinds import PERSON, KindOf, covering, held_as, key_kind, kind_chain, noun_attr, stated_kind
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence

HAVING = frozenset({"have", "own"})
GETTING = frozenset({"adopt", "buy", "get", "receive"})
GIVING = frozenset({"give", "sell", "lose"})
ASKED_VERBS = HAVING | GETTING
PLAIN = frozenset({"number", "number_word", "conjunction", "punctuation", "comparative", "than_marker"})
KEEPERS = frozenset({"he", "she"})
OBJECTS = frozenset({"him", "her"})
ALSO = frozenset({"also", "away"})  # "gave away 2 dogs"
LINKS = frozenset({"to", "from"})


def kept_as_role(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon, kind_of: KindOf
) -> ReaderRefusal | None:
    """Refuse a sum of animals as pets unless every sentence naming them is a named person's keeping."""
    q = graph.question
    if q.unit is None or q.unit.dimension:
        return None
    asked = stated_kind(q.unit, kind_of)
    reach = noun_attr(kind_of, asked, "covers")
    if not reach or PERSON in (reach,) + kind_chain(reach, kind_of):
        return None  # sons and daughters are their parent's children whoever the parent is
    if not any(held_as(key_kind(k, kind_of), asked, kind_of) for k in graph.question_units):
        return None
    names = {part for e in graph.entities if e.kind == "person" and not e.members for part in e.key.split()}
    held = False
    for index, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        if index == q.sentence_index or sentence.is_question:
            bad = next((w for w in words if w is not None and _verb(w) and w.lemma not in ASKED_VERBS), None)
            if bad is not None:
                return _refused(
                    index, words.index(bad), bad.text, f"'{bad.text}' {asked} may be no kept ones"
                )
            continue
        if not any(w is not None and _animal(w.lemma, asked, reach, kind_of) for w in words):
            continue
        at = _first_unplain(words, asked, reach, kind_of, names, held)
        if at is not None:
            text = words[at].text if words[at] is not None else ""
            return _refused(index, at, text, f"'{text}': the animals here may not be kept as '{asked}'")
        held = held or any(w is not None and _verb(w) and w.lemma in HAVING | GETTING for w in words)
    return None


def _first_unplain(
    words: tuple[Word | None, ...], asked: str, reach: str, kind_of: KindOf, names: set[str], held: bool
) -> int | None:
    """The first word that is not part of a plain keeping by a named person, or None."""
    linked = False  # inside "to her friend" / "from Bob"
    for at, w in enumerate(words):
        if w is None:
            return at
        prev = words[at - 1] if at else None
        if w.category in PLAIN or w.lemma in ALSO or _animal(w.lemma, asked, reach, kind_of):
            linked = linked and w.category not in PLAIN
            continue
        if _name(w, names, kind_of):
            continue
        if w.category == "pronoun" and (w.lemma in KEEPERS or (w.lemma in OBJECTS and not _owner(words, at))):
            continue
        if w.lemma in LINKS and not _verb(w):
            linked = True
            continue
        if linked and w.category == "pronoun" and _owner(words, at):
            continue  # "to her friend"
        if linked and w.category == "person_noun" and prev is not None and prev.category == "pronoun":
            linked = False
            continue
        if _verb(w) and (w.lemma in HAVING | GETTING or (w.lemma in GIVING and held)):
            continue
        return at
    return None


def _animal(lemma: str, asked: str, reach: str, kind_of: KindOf) -> bool:
    """A thing of the kind the role covers: a dog, a cow, "animals" themselves, or the role ("pets")."""
    return (
        lemma == asked
        or held_as(lemma, asked, kind_of)
        or reach in kind_chain(lemma, kind_of)
        or (lemma in covering(asked, kind_of))
    )


def _name(w: Word, names: set[str], kind_of: KindOf) -> bool:
    """A given name: the lexicon's names, or a capitalised word the story reads as a person of no kind."""
    if w.category == "name":
        return True
    return (
        w.category == "noun"
        and w.text[:1].isupper()
        and w.lemma.lower() in names
        and not kind_chain(w.lemma, kind_of)
    )


def _owner(words: tuple[Word | None, ...], at: int) -> bool:
    """ "her friend": a pronoun before a noun owns it."""
    nxt = words[at + 1] if at + 1 < len(words) else None
    return nxt is not None and nxt.category in {"noun", "person_noun"}


def _verb(w: Word) -> bool:
    return w.category.startswith("verb")


def _refused(index: int, at: int, text: str, detail: str) -> ReaderRefusal:
    return refuse("ambiguous_unit", detail, index, at, text)
