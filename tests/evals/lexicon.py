"""A tiny lexicon for harvest tests: enough words to tell known, unknown and untaught apart."""

from __future__ import annotations

from packs.model import Entry, Lexicon


def entry(
    lemma: str, category: str, *forms: tuple[str, str], attrs: tuple[tuple[str, str], ...] = ()
) -> Entry:
    return Entry(lemma, category, forms or ((lemma, "base"),), attrs)


def tiny_lexicon() -> Lexicon:
    return Lexicon.build(
        [
            entry("tom", "name", attrs=(("gender", "male"),)),
            entry("have", "verb_possess", ("have", "VB"), ("has", "VBZ"), ("had", "VBD")),
            entry("bake", "verb", ("bake", "VB"), ("bakes", "VBZ"), ("baked", "VBD")),
            entry("apple", "noun", ("apple", "NN"), ("apples", "NNS")),
            entry("cake", "noun", ("cake", "NN"), ("cakes", "NNS")),
            entry("how", "question_word", attrs=(("asks", "amount"),)),
            entry("many", "question_quantity", attrs=(("kind", "count"),)),
            entry(
                "he",
                "pronoun",
                attrs=(("case", "subject"), ("gender", "male"), ("number", "singular"), ("person", "3")),
            ),
            entry("and", "conjunction"),
            entry("in", "prep_in"),
        ]
    )
