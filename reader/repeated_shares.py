"""A second part of someone's amount named the same way: of the first amount, or of what is left? (ADR 0372)

"Jim had $100. He spent 1/4 of his money on food and 1/5 of his money on clothes." was answered 60:
the second part was taken of the $75 left. Writers of such stories often mean two parts of the first
$100 (55), and nothing in the words says which. ADR 0135 refuses a part "of the money" or "of them"
after the amount changed; "half of her stamps" was kept as what she holds now, which is sound when it is
the only part told. When a story names a part of the same owner's same noun twice ("1/4 of his money"
... "1/5 of his money", "half of Ann's cards" ... "a third of Ann's cards"), the story check refuses
(``readings_disagree``). "1/3 of her remaining buttons" or "of the rest" says what is left and is not
this shape: only a possessive followed straight by its noun counts.

The same question comes up inside one sentence (ADR 0373): "He spent $10 on socks and 1/4 of his money
on a hat." may mean a quarter of what he had before the socks or of what was left after them; the two
amounts are told side by side, as one spending. A part "of <owner's> <noun>" after an amount of the same
kind moved by a verb other than 'have' in the same sentence refuses the same way. "He had $40 and spent
1/4 of his money" is the holding itself and reads as before; parts in separate sentences keep ADR 0135's
convention (what he holds now).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

POSSESSIVE_PRONOUNS = frozenset({"his", "her", "their", "its", "my", "our", "your"})
NOUNS = frozenset({"noun", "money_noun", "unit_noun", "quantity_noun"})
HOLDING_VERBS = frozenset({"verb_possess", "copula"})


def _is_share(word: Word | None) -> bool:
    """ "1/4", "25%", "half", "a fifth", "two-thirds", "15 percent", "a quarter": a part, not a count."""
    if word is None:
        return False
    if word.category in ("fraction_word", "ordinal_word", "percent_word"):
        return True  # an ordinal or 'percent' straight before 'of' is a part ("a fifth of", "15 percent of")
    if word.category == "coin_noun" and word.lemma.casefold() == "quarter":
        return True  # "a quarter of his money"
    return word.category == "number" and ("/" in word.text or word.text.endswith("%"))


def _owned_noun(words: tuple[Word | None, ...], at: int) -> tuple[str, str] | None:
    """(owner, noun) of "his money" or "Ann's money" starting at ``at``; None for any other phrase."""
    first = words[at] if at < len(words) else None
    if first is None:
        return None
    if first.category == "pronoun" and first.text.casefold() in POSSESSIVE_PRONOUNS:
        owner, noun_at = first.text.casefold(), at + 1
    elif (
        first.category == "name"
        and at + 1 < len(words)
        and words[at + 1] is not None
        and words[at + 1].category == "possessive_marker"
    ):
        owner, noun_at = first.text.casefold(), at + 2
    else:
        return None
    noun = words[noun_at] if noun_at < len(words) else None
    if noun is None or noun.category not in NOUNS:
        return None
    return owner, noun.lemma.casefold()


def _same_kind(words: tuple[Word | None, ...], at: int, noun: Word) -> bool:
    """Whether the count at ``at`` ("$10", "10 dollars", "5 cards") is of the kind of ``noun``."""
    after = [w for w in words[at + 1 : at + 3] if w is not None]
    if noun.category == "money_noun":
        if words[at].text[:1] in "$\u00a3\u20ac":
            return True
        return any(
            w.category in ("unit_noun", "money_noun") and w.attr("dimension") in ("money", "")
            for w in after[:1]
        )
    return any(w.category in NOUNS and w.lemma.casefold() == noun.lemma.casefold() for w in after)


def _moved_before(words: tuple[Word | None, ...], at: int, noun: Word) -> int | None:
    """The index of a moved count of the noun's kind before ``at`` in the sentence ("spent $10 ... and"), else None."""
    verb: Word | None = None
    for i in range(at):
        word = words[i]
        if word is None:
            continue
        if word.category.startswith("verb") or word.category == "copula":
            verb = word
        elif word.category in ("number", "number_word") and not _is_share(word):
            if verb is not None and verb.category not in HOLDING_VERBS and _same_kind(words, i, noun):
                return i
    return None


def repeated_own_share(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a second part "of <owner's> <noun>" of the same owner and noun as an earlier part."""
    told: set[tuple[str, str]] = set()
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        for at in range(len(words) - 2):
            of = words[at + 1]
            if not _is_share(words[at]) or of is None or of.category != "prep_of":
                continue
            owned = _owned_noun(words, at + 2)
            if owned is None:
                continue
            noun = words[at + 3] if owned[0] in POSSESSIVE_PRONOUNS else words[at + 4]
            assert noun is not None
            if _moved_before(words, at, noun) is not None:
                return refuse(
                    "readings_disagree",
                    "a part of an amount told beside a spending of it: of the amount before it or of what is left?",
                    si,
                    at,
                    words[at].text,
                )
            if owned in told:
                return refuse(
                    "readings_disagree",
                    "a second part of the same amount: of the first amount or of what is left?",
                    si,
                    at,
                    words[at].text,
                )
            told.add(owned)
    return None
