""" "Tom has 10 stamps. He buys 6 stamps for Ann.": things got for someone else (ADR 0320).

The reading keeps a gain's things with its doer and passes over "for Ann", so "How many stamps does
Tom have?" answered 16. Things bought, made or picked *for* a person are meant for that person: they
may have been handed over already, or be held for a while yet; the story does not say which, so
whose they are when a holding is asked is not told.

When a gain of things (a buying, making or getting move of its doer's own) has, after its amount in
its sentence, "for" and then a person (a name, a person noun, or 'him', 'her', 'them' standing
alone), only after articles or owners ("for his sister", "for Ann's son"), a question about a
holding of those things refuses ``underdetermined``. A move asked ("How many stamps did he buy?"),
a start asked, money asked, and "for" before anything else ("for her birthday", "for the party",
"for $5", "for himself") read as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import Sentence

GAINS = frozenset({"verb_buy", "verb_produce", "verb_gain"})
MONEY = "dim:money"
OWNERS = frozenset({"his", "her", "their", "my", "your", "our", "its"})
OBJECTS = frozenset({"him", "her", "them", "me", "us"})
LEADING = frozenset({"article", "determiner", "possessive_marker"})
PEOPLE = frozenset({"name", "person_noun"})
FOLLOWING = frozenset({"noun", "adjective", "person_noun", "name", "measure_adjective"})
UNMOVED = frozenset({"change", "initial"})  # the move itself, or the start before it


def _for_person(sentence: Sentence, lexicon: Lexicon, start: int, persons: set[str]) -> str | None:
    """The words of a "for <person>" phrase after token ``start``, or None.

    A person the story names is one by its key too: "Tom" is also the noun 'tom'.
    """
    words = sentence_words(sentence, lexicon)
    for i in range(start + 1, len(words)):
        w = words[i]
        if w is None or w.text.casefold() != "for":
            continue
        j = i + 1
        while j < len(words):
            v = words[j]
            after = words[j + 1] if j + 1 < len(words) else None
            if v is None:
                break
            owner = v.category == "name" and after is not None and after.category == "possessive_marker"
            if (
                v.category in LEADING
                or owner
                or (v.text.casefold() in OWNERS and after is not None and after.category in FOLLOWING)
            ):
                j += 1
                continue
            if (
                v.category in PEOPLE
                or v.text.casefold() in persons
                or (v.text.casefold() in OBJECTS and (after is None or after.category not in FOLLOWING))
            ):
                return " ".join(t.text for t in sentence.tokens[i : j + 1])
            break
    return None


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a holding asked of things a gain got "for" a person."""
    q = graph.question
    if q.kind in UNMOVED:
        return None
    persons = {x.key for x in graph.entities if x.kind == "person"}
    for e in graph.events:
        if (
            e.kind != "change"
            or e.sign <= 0
            or e.verb_category not in GAINS
            or e.holder != e.doer
            or e.unit_key == MONEY
            or e.unit_key not in graph.question_units
            or e.sentence_index >= len(sentences)
        ):
            continue
        phrase = _for_person(sentences[e.sentence_index], lexicon, e.token_index, persons)
        if phrase is not None:
            return refuse(
                "underdetermined",
                f"'{e.text}' were got '{phrase}': whose they are when the holding is asked is not told",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None
