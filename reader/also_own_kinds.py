"""'also' before a comparison of the holder's own two kinds, passed over as in any holding (ADR 0357).

ADR 0115 passes 'also' over in a clause that states its own amounts ("He also bought 3 pens") and
refuses it where the clause relates amounts: "Cal also has 3 more than Ann" may say that Cal, like
someone else, has 3 more, or that 3 more come on top of a compared amount. "He also has 5 less than
half as many coconut trees as mango trees" compares two kinds of the subject's own, both named right
after the 'as' words: no other holder is in the relation for 'also' to point to, so it only says that
these things are held beside the others, and the sentence reads as it would without it.
"""

from __future__ import annotations

from reader.rules.context import Word


def own_kinds_compared(words: tuple[Word | None, ...], at: list[int]) -> bool:
    """ "He also has 5 less than half as many coconut trees as mango trees".

    When a holding compares two kinds of the holder's own, both named right after the 'as' words
    ("as many <kind> as <other kind>" closing the sentence), the relation has no other holder 'also'
    could point to: it only says these things are held beside the others, so it is passed over as
    in any other holding. One 'also', right before the holding verb after a one-word subject.
    """
    if len(at) != 1 or at[0] != 1 or _category(words, 2) != "verb_possess":
        return False
    if _category(words, 0) not in ("pronoun", "name"):
        return False
    marks = [i for i in range(len(words)) if _category(words, i) == "as_marker"]
    if len(marks) != 2 or _category(words, marks[0] + 1) != "question_quantity":
        return False
    first = list(range(marks[0] + 2, marks[1]))
    second = list(range(marks[1] + 1, len(words)))
    if not (_kind(words, first) and _kind(words, second)):
        return False
    return [_lemma(words, i) for i in first] != [_lemma(words, i) for i in second]


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _kind(words: tuple[Word | None, ...], span: list[int]) -> bool:
    """A plain kind of thing: lower-case adjectives and nouns ending in a noun, no article, owner,
    name ("as Bob" may be read as a noun until Bob is known) or person."""
    if not span or _category(words, span[-1]) != "noun":
        return False
    return all(
        _category(words, i) in ("noun", "adjective") and words[i].text[:1].islower()  # type: ignore[union-attr]
        for i in span
    )


def _lemma(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i]
    return w.lemma if w is not None else ""
