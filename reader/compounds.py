"""Hyphenated compounds of ordinary words read as one word ("part-time workers", "push-ups").

The tokeniser splits every letter-hyphen-letter word so that number words
("twenty-five", "one-third") keep their own rules. A compound built only of
ordinary words carries no arithmetic, though, and split it only ever refused
("no rule reads a punctuation (dash)"). English compounds take their kind from
their last word, so the joined word is read as that word's kind narrowed by
the rest: "part-time workers" are workers, "push-ups" a plural noun whose
lemma is "push-up", and "heart-shaped" or "gluten-free" an adjective. A compound with
any other part (a number, fraction, unit, verb of exchange, preposition,
operator word, ...) or an unknown part stays split, so its words keep their
roles or refuse, and unknown words still reach a reviewer (ADR 0119).
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Entry, Lexicon, Sense, normalise_surface
from reader.refusals import ReaderRefusal
from reader.tokenise import Sentence, Token

# Categories that narrow a kind and nothing else; only these may stand before the last part.
MODIFIER_PARTS = frozenset({"noun", "person_noun", "adjective", "verb"})
# The last part decides the compound's category: a noun stays that noun, a describing word is an adjective.
NOUN_HEADS = frozenset({"noun", "person_noun"})
ADJECTIVE_HEADS = frozenset({"adjective", "verb"})


def compound_sense(text: str, lexicon: Lexicon) -> Sense | None:
    """The derived sense of a hyphenated compound of ordinary words, or None when it is not one."""
    parts = text.split("-")
    if len(parts) < 2 or not all(p.isalpha() for p in parts):
        return None
    for part in parts[:-1]:
        sense = lexicon.lookup(part)
        if sense is None or sense.category not in MODIFIER_PARTS:
            return None  # an unknown part stays an unknown word for a reviewer to teach
    head = lexicon.lookup(parts[-1])
    if head is None:
        return None
    surface = normalise_surface(text)
    prefix = surface[: surface.rfind("-") + 1]
    if head.category in NOUN_HEADS:
        forms = tuple((surface, tag) for tag in head.tags)
        entry = Entry(prefix + head.entry.lemma, head.category, forms, head.entry.attrs)
        return Sense(entry, head.form, surface)
    if head.category in ADJECTIVE_HEADS:
        return Sense(Entry(surface, "adjective", ((surface, "JJ"),)), "JJ", surface)
    return None


def _joins(tokens: tuple[Token, ...], at: int) -> int:
    """How many tokens from ``at`` form one written compound ("a - b - c" with no spaces): 1 when none."""
    end = at + 1
    while (
        end + 1 < len(tokens)
        and tokens[end].text == "-"
        and tokens[end - 1].end == tokens[end].start
        and tokens[end].end == tokens[end + 1].start
    ):
        end += 2
    return end - at


def join_compounds(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[Sentence, ...], dict[int, tuple[int, ...]]]:
    """The sentences with each compound of ordinary words as one token.

    Also returns, for each changed sentence, the written index of every token as read, so that
    refusals can name the token where it stands in the text as written.
    """
    out: list[Sentence] = []
    origins: dict[int, tuple[int, ...]] = {}
    for s_index, sentence in enumerate(sentences):
        tokens = sentence.tokens
        if not any(t.text == "-" for t in tokens):
            out.append(sentence)  # most sentences have no dash at all
            continue
        joined: list[Token] = []
        written: list[int] = []
        at = 0
        while at < len(tokens):
            width = _joins(tokens, at)
            if width > 1:
                text = "".join(t.text for t in tokens[at : at + width])
                if lexicon.lookup(text) is not None or compound_sense(text, lexicon) is not None:
                    joined.append(Token(text, tokens[at].start, tokens[at + width - 1].end))
                    written.append(at)
                    at += width
                    continue
            joined.append(tokens[at])
            written.append(at)
            at += 1
        if len(joined) == len(tokens):
            out.append(sentence)
        else:
            out.append(replace(sentence, tokens=tuple(joined)))
            origins[s_index] = tuple(written)
    return tuple(out), origins


def as_written(refusal: ReaderRefusal, origins: dict[int, tuple[int, ...]]) -> ReaderRefusal:
    """A refusal in a sentence with joined compounds, pointed at its token's written position."""
    written = origins.get(refusal.sentence_index)
    if written is None or refusal.token_index >= len(written):
        return refusal
    return replace(refusal, token_index=written[refusal.token_index])


def as_read(sentence_index: int, token_index: int, origins: dict[int, tuple[int, ...]]) -> int:
    """A written token position moved to where the sentence with joined compounds has it."""
    written = origins.get(sentence_index)
    if written is None or token_index not in written:
        return token_index
    return written.index(token_index)
