"""'It takes N things to make enough stuff to make M products': the stuff in between, left out (ADR 0465).

"It takes 4 beehives to make enough honey to bake 10 buns. How many hives does it take to bake 30
buns?" says what "It takes 4 beehives to bake 10 buns" says: the honey is only the means, made in
just the amount the buns need, so what is used up per bun is 4/10 of a hive and 30 buns take
30 x 4/10 hives. The ordinary reader of 'It takes' rates (ADR 0079, ADR 0354) reads such a rate with all
of its checks (a thing used up by a making, a whole count asked, the same things and products in the
question), but stops at "enough honey to": an amount with no number. So the means is taken out of the
statement ("to make enough honey to bake 10 buns" is written "to bake 10 buns") and the whole reader
reads the retold problem; its refusal leaves the first refusal standing. ('beehive' is filed in the pack
as a form of 'hive', so "How many hives" asks of the beehives told.)

Only this shape is retold: one statement that opens with "It takes" and has, after its amount, "to <verb>
enough <stuff> to <verb> <count>" (the first verb may be a word the pack files as a noun with a plain verb
form: "to squeeze enough juice"); the stuff is one or two words ending in a noun. The question may say
the same "<verb> enough <stuff> to" again, and it is taken out there too. Every 'enough' of the problem
must be of this shape, and no word of the stuff may be named anywhere else (a question about the honey asks
what the retold text no longer tells; "The honey is thick" tells of it). 'just enough', 'more than enough',
'not enough', "enough <stuff> for", 'It took' and two means keep the first refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences

NUMBERS = frozenset({"number", "number_word"})
STUFF = frozenset({"noun", "adjective"})


def enough_to_make(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with "<verb> enough <stuff> to " taken out of its 'It takes' statement; None if not read."""
    low = text.casefold()
    if low.count("enough") not in (1, 2) or "it takes" not in low:
        return None
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if any(sentence.is_question for sentence in sentences[:-1]):
        return None
    said = [sentence_words(sentence, lexicon) for sentence in sentences]
    found = [_means(words, told=at < len(sentences) - 1) for at, words in enumerate(said)]
    told = [at for at, means in enumerate(found) if means is not None and at < len(sentences) - 1]
    if len(told) != 1 or sum(means is not None for means in found) != low.count("enough"):
        return None  # one statement's means, and the question's at most: every 'enough' read
    stuffs = {means[2] for means in found if means is not None}
    if len(stuffs) != 1 or _named_elsewhere(said, found, stuffs.pop().split()[1:]):
        return None  # "make enough honey" asked as "get enough honey", or the honey named again
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for at, means in enumerate(found):
        if means is None:
            continue
        start, end, _ = means
        tokens = sentences[at].tokens
        edits.append((tokens[start].start, tokens[end].start, ""))
        steps.append(
            f"'{_said(said[at], start, end)}' left out: that stuff is only the means, made as needed"
        )
    return with_edits(text, edits, steps)


def _said(words: tuple[Word | None, ...], start: int, end: int) -> str:
    return " ".join(w.text for w in words[start:end] if w is not None)


def _low(words: tuple[Word | None, ...], at: int) -> str:
    word = words[at] if 0 <= at < len(words) else None
    return "" if word is None else word.text.casefold()


def _means(words: tuple[Word | None, ...], told: bool) -> tuple[int, int, str] | None:
    """Where "<verb> enough <stuff> to" starts and ends (the word after 'to'), and "<verb> <stuff>" (lemmas).

    A statement must open with "It takes"; the question may say the same means again.
    """
    if told and (_low(words, 0) != "it" or _low(words, 1) != "takes"):
        return None
    for at in range(2, len(words)):
        if _low(words, at) != "enough":
            continue
        verb = words[at - 1] if at >= 1 else None
        if _low(words, at - 2) != "to" or verb is None or not _is_verb(verb, plain=True):
            return None
        stuff_end = at + 1
        while stuff_end < len(words) and stuff_end - at <= 2:
            word = words[stuff_end]
            if word is None or word.category not in STUFF or not word.text.isalpha():
                break
            stuff_end += 1
        head = words[stuff_end - 1]
        if stuff_end == at + 1 or head is None or head.category != "noun":
            return None
        if _low(words, stuff_end) != "to":
            return None
        after = words[stuff_end + 1] if stuff_end + 1 < len(words) else None
        counted = words[stuff_end + 2] if stuff_end + 2 < len(words) else None
        if after is None or not _is_verb(after) or counted is None:
            return None
        if counted.category not in NUMBERS and counted.text.casefold() not in ("a", "an", "one"):
            return None
        named = " ".join(w.lemma.casefold() for w in words[at + 1 : stuff_end] if w is not None)
        return at - 1, stuff_end + 1, f"{verb.lemma.casefold()} {named}"
    return None


def _is_verb(word: Word, plain: bool = False) -> bool:
    """A verb; with ``plain``, also a noun with a plain verb form ("to squeeze enough juice")."""
    if not word.text.isalpha():
        return False
    return word.category.startswith("verb") or (plain and word.category == "noun" and "VB" in word.tags)


def _named_elsewhere(said, found, stuff: list[str]) -> bool:
    """Whether a word of the stuff is said anywhere but in the means taken out."""
    for words, means in zip(said, found, strict=True):
        for at, word in enumerate(words):
            if word is None or word.lemma.casefold() not in stuff:
                continue
            if means is not None and means[0] <= at < means[1]:
                continue
            return True
    return False


__all__ = ["enough_to_make"]
