"""Things set free told as "let N go": read as a loss to the one who let them go (ADR 0435).

"Trent caught 180 frogs then let 75% of them go", "She lets 6 of the birds go" and "He let go
of 20 ducks" tell that the things leave their holder and that nobody is said to get them: a loss, as
"discarded 75% of them" tells it. The sentence reader refuses them, because 'go' after the amount
reads as a second verb in one clause (and 'let' has no arithmetic role). The amount is written again
after a form of 'discard' (a plain verb_lose in the lexicon, with no attribute that changes its
reading) and the whole reader reads the written problem; its refusal leaves the first refusal
standing. A question "How many did he keep?" then asks what he has left of them, as 'keep' (a
verb_possess) already asks.

'release' itself is not made a loss in the lexicon: "released 5 new songs" makes things, and a
holding of songs would then shrink. Only the 'let ... go' shape says the things were set free.

Only a statement is written again, and only these shapes:

- ``let AMOUNT go`` with 'go' at the end of its clause (the sentence's end, a comma, 'and', 'but',
  'then', or 'free' after it, which goes too: "let 5 go free");
- ``let go of AMOUNT``.

AMOUNT holds words of an amount phrase only (numbers, fractions, percentages, 'half', 'all', 'the
rest', of-phrases, nouns and adjectives, a possessive) and at least one word that counts, or is
'them' ("let them go", "let them all go"), whose referent the reader resolves as for any pronoun.

'let' takes the form of 'discard' its own form asks for: 'lets' -> 'discards', 'letting' ->
'discarding', 'let' after 'to', a modal or 'do' -> 'discard', any other 'let' -> 'discarded' (a
perfect "has let" reads "has discarded"). Nothing is written for a passive ("were let go", workers
dismissed), a 'let' opening its sentence ("Let's go"), a negation in the clause (the things are
not said to leave), a person let go ("let her go"), or any other word between 'let' and 'go', so
"let the kids go to the park" keeps its first refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Edit, Rewrite, statement_edits, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence
from reader.whole_problem_words import Unread, or_none

_LET = {"let": "discarded", "lets": "discards", "letting": "discarding"}
_BASE_BEFORE = frozenset(
    {"to", "will", "would", "can", "could", "should", "must", "might", "may", "do", "does", "did"}
)
_PASSIVE_BEFORE = frozenset({"is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "am"})
_CLAUSE_ENDS = frozenset({",", "and", "but", "then", ";"})
# Words of an amount phrase; a word of any other category ends the shape.
_AMOUNT_CATEGORIES = frozenset({
    "number", "number_word", "fraction_word", "percent_word", "prep_of", "article", "determiner",
    "residual_marker", "noun", "adjective", "vague_quantifier", "unit_noun", "possessive_marker",
})  # fmt: skip
# Words that count: one of them must be in the phrase (or the phrase is 'them').
_COUNTING_CATEGORIES = frozenset({
    "number", "number_word", "fraction_word", "percent_word", "residual_marker", "vague_quantifier",
})  # fmt: skip
_COUNTING_TEXTS = frozenset({"all", "remaining"})
_POSSESSIVES = frozenset({"his", "her", "their", "its", "my", "our", "your"})
_NEGATIONS = frozenset({"not", "never", "n't", "didn't", "don't", "doesn't", "won't", "cannot", "can't"})


def let_go(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with the first "let N go" / "let go of N" of each statement told as a loss ("discarded N"), else None."""
    if not {"let", "lets", "letting"} & set(text_words(text, lexicon).texts):
        return None
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    told = statement_edits(text, lexicon, _statement)
    return None if told is None else with_edits(text, told[1], told[2])


def _statement(text: str, sentence: Sentence, lexicon: Lexicon) -> tuple[Edit, str] | None:
    """The edit and step of the first "let ... go" of a statement; Unread for a question or a negated one."""
    if sentence.is_question:
        raise Unread  # a question before the last: not a story of statements
    words = sentence_words(sentence, lexicon)
    texts = [token.text.casefold() for token in sentence.tokens]
    for at, here in enumerate(texts):
        if here not in _LET:
            continue
        found = _let_go_at(words, texts, at)
        if found is None:
            continue
        last, amount = found
        if _negated(texts, at):
            raise Unread  # "did not let 5 go": nothing was lost
        verb = _loss_form(texts, at)
        if verb is None:
            continue
        tokens = sentence.tokens
        told = " ".join(token.text for token in tokens[at : last + 1])
        step = f'"{told}" tells what was set free, a loss: read as "{verb} {amount}"'
        return (tokens[at].start, tokens[last].end, f"{verb} {amount}"), step
    return None


def _let_go_at(words: tuple[Word | None, ...], texts: list[str], at: int) -> tuple[int, str] | None:
    """(index of the last word written again, the amount phrase) for a 'let' at ``at``; None when no shape fits."""
    if at + 1 < len(texts) and texts[at + 1] == "go":
        if at + 2 < len(texts) and texts[at + 2] == "of":
            span = list(range(at + 3, len(texts)))
            end = next((i for i in span if texts[i] in _CLAUSE_ENDS), len(texts))
            phrase = list(range(at + 3, end))
            if not _amount(words, texts, phrase) or texts[at + 3] == "them":
                return None
            return end - 1, " ".join(words[i].text for i in phrase)  # type: ignore[union-attr]
        return None
    go = next((i for i in range(at + 1, min(len(texts), at + 10)) if texts[i] == "go"), None)
    if go is None:
        return None
    last = go
    after = texts[go + 1] if go + 1 < len(texts) else None
    if after == "free":
        last, after = go + 1, texts[go + 2] if go + 2 < len(texts) else None
    if after is not None and after not in _CLAUSE_ENDS:
        return None
    phrase = list(range(at + 1, go))
    said = [texts[i] for i in phrase]
    if said in (["them"], ["them", "all"], ["all", "of", "them"]):
        return last, "all of them" if "all" in said else "them"
    if not _amount(words, texts, phrase):
        return None
    return last, " ".join(words[i].text for i in phrase)  # type: ignore[union-attr]


def _amount(words: tuple[Word | None, ...], texts: list[str], phrase: list[int]) -> bool:
    """True when the words are an amount phrase: known words of an amount, one of them counting."""
    if not phrase or len(phrase) > 8:
        return False
    counts = False
    for i in phrase:
        word = words[i]
        if word is None:
            return False
        text = texts[i]
        if word.category == "pronoun":
            if text not in _POSSESSIVES and not (text == "them" and i > phrase[0] and texts[i - 1] == "of"):
                return False
            if text == "her" and i == phrase[0]:
                return False  # "let her go": a person, not an amount
            continue
        if word.category == "verb_remain" and text == "remaining":
            counts = True
            continue
        if word.category not in _AMOUNT_CATEGORIES:
            return False
        if word.category in _COUNTING_CATEGORIES or text in _COUNTING_TEXTS:
            counts = True
    return counts


def _loss_form(texts: list[str], at: int) -> str | None:
    """The form of 'discard' that stands for the 'let' at ``at``; None for a passive or an opening 'let'."""
    if at == 0:
        return None
    before = texts[at - 1]
    if before in _PASSIVE_BEFORE:
        return None
    if texts[at] == "let" and before in _BASE_BEFORE:
        return "discard"
    return _LET[texts[at]]


def _negated(texts: list[str], at: int) -> bool:
    """True when a negation stands in the clause before the 'let' (back to a comma or the start)."""
    for i in range(at - 1, -1, -1):
        if texts[i] in _CLAUSE_ENDS:
            return False
        if texts[i] in _NEGATIONS:
            return True
    return False


__all__ = ["let_go"]
