"""Comparisons whose other side is left unsaid: "Ann has 12 apples. Ben has 5 more." (ADR 0308).

The reader reads a comparison of holdings when it names both sides: "Ben has 5 more apples than Ann",
"Ben has twice as many apples as Ann", "Ben has half as much money as Ann". Writers often leave the
second side out when only one amount has been told: "Ben has 5 more.", "Ben has 3 fewer apples.",
"Ben has twice as many.", "and her brother has half as much." The 'more' then had no role and the
reading refused (`unused_operator`). Some name the other side but leave the noun out: "Kenley has twice
as many as McKenna.", "Ben has 5 more than Ann.", which refused as a number before a name.

This module puts the unsaid words back and reads the text again, only where the story leaves one
reading: every statement before the comparison is a holding of the simplest shape, "<holder> has|had
<N> <noun>", or an already complete comparison of holdings ("<holder> has <N> more <noun> than <X>",
"<holder> has <m> as many <noun> as <X>"), each clause alone or two joined by "and". Then:

- with no 'than'/'as' side, the other side is the one earlier holder of the kind: exactly one holder
  other than the comparing one told an amount of the same kind (the comparison's own noun, or when
  it says none, the only kind told). Two earlier holders ("Ann has 12. Tom has 8. Ben has 5 more.")
  leave "which one?" open and refuse, and so does a comparing holder who told an amount of its own
  before ("in addition" or "more than"?);
- with the other side named but no noun ("He has 58 more than Carter."), the noun is that holder's told
  kind, or when the named holder told none, the one kind the story told; 'than'/'as' already fixes the
  sense, so the comparing holder may be a pronoun or have told an amount before.

A story with any move, time, condition or other statement before the comparison is left alone: "Ann had
12 apples. She gave 3 away. Ben has 5 more." may compare with 12 or 9, and "5 more" after a move is a
gain (ADR 0108, 0160), not a comparison. The comparing clause is read as literally: "<holder> has|had
<N> more|fewer|less [noun]." or "<holder> has|had <multiplier> as many|much [noun].", nothing after it,
its holder not a lone pronoun when no other side is named ("She has 5 more." may be anyone). A negation, a modal, a time word or an
'each' does not fit those shapes, so it refuses. The rewritten text is read by `read_problem`, which
judges everything else (tenses, units, the question) exactly as for a comparison told in full.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.primitives import match_primitive
from reader.refusals import ReaderRefusal
from reader.tokenise import Sentence, split_sentences

_SUBJECT_CATEGORIES = frozenset({"name", "noun", "person_noun", "adjective"})
_DETERMINERS = frozenset({"the", "his", "her", "their", "my", "our", "your", "its", "'s"})
_HEADS = frozenset({"name", "noun", "person_noun"})
_UNIT_CATEGORIES = frozenset({"noun", "adjective", "money_noun", "coin_noun"})
_AMOUNT_CATEGORIES = frozenset({"number", "number_word"})
_FACTOR_CATEGORIES = frozenset(
    {"multiplier", "number", "number_word", "fraction_word", "ordinal_word", "article"}
)
_COMPARATIVES = frozenset({"more", "fewer", "less"})
_FIRST_REFUSALS = frozenset({"unused_operator", "unattached_quantity"})


@dataclass(frozen=True, slots=True)
class _Clause:
    """One clause of the shapes read: its holder, the told kind (head lemma and words) and, for a
    comparison, where its words end and what it left unsaid."""

    holder: str  # the holder's words, casefolded
    holder_text: str  # as written, to put back as the other side
    head: str  # the kind's head lemma; "$" for money told as "$48"; "" when left unsaid
    unit_text: str  # the kind's words as written
    compared: bool  # a comparison (complete or not)
    other: str  # the named other side, casefolded ("" when unsaid)
    factor: bool  # "as many|much" rather than "more|fewer"
    unit_at: int  # character offset where a left-out noun goes
    end_at: int  # character offset where a left-out 'than|as <holder>' goes
    pronoun_holder: bool
    much: bool = False  # "as much" rather than "as many"


def _cat(word) -> str:
    return word.category if word is not None else ""


def _lemma(word, text: str) -> str:
    return word.lemma.casefold() if word is not None else text.casefold()


def _holder(tokens, words) -> bool:
    """A holder's words: a name or noun, with determiners, adjectives and "'s" ("her brother", "Uncle
    Bob", "the big tank", "Ann's dog"), no 'and' and nothing else."""
    cats = [_cat(w) for w in words]
    if not tokens or not any(c in _HEADS for c in cats):
        return False
    spans = [t.text.casefold() for t in tokens]
    return all(c in _SUBJECT_CATEGORIES or s in _DETERMINERS for s, c in zip(spans, cats, strict=True))


def _subject(tokens, words) -> int:
    """How many tokens (1 to 4) the holder before 'has|had' spans, or 0 when the clause does not open
    with a holder and a verb of having. A lone pronoun counts, so that it can be refused by name."""
    for n in range(1, 5):
        if n >= len(tokens):
            return 0
        if _cat(words[n]) == "verb_possess":
            if n == 1 and _cat(words[0]) == "pronoun":
                return 1
            return n if _holder(tokens[:n], words[:n]) else 0
    return 0


def _unit(tokens, words) -> tuple[str, str] | None:
    """The told kind after an amount: 1 to 3 nouns and adjectives ending in a noun, or two such joined by
    'of' ("pairs of shoes"), as (head words, words); ("", "") when there are none; None for anything
    else (a time, a place, a clause)."""
    if not tokens:
        return "", ""
    texts = [t.text.casefold() for t in tokens]
    if texts.count("of") == 1 and 0 < texts.index("of") < len(texts) - 1:
        at = texts.index("of")
        one, two = _unit(tokens[:at], words[:at]), _unit(tokens[at + 1 :], words[at + 1 :])
        if one is None or two is None:
            return None
        return f"{one[0]} of {two[0]}", " ".join(t.text for t in tokens)
    if len(tokens) > 3 or any(_cat(w) not in _UNIT_CATEGORIES for w in words):
        return None
    if _cat(words[-1]) == "adjective":
        return None
    return _lemma(words[-1], tokens[-1].text), " ".join(t.text for t in tokens)


def _clause(tokens, words) -> _Clause | None:
    """One clause in one of the read shapes, or None."""
    n = _subject(tokens, words)
    if n == 0 or n + 1 >= len(tokens):
        return None
    if tokens[n].text.casefold() == "have":
        return None  # "Her sisters have 5 more.": each sister's amount, or all of theirs? (ADR 0311)
    holder = " ".join(t.text.casefold() for t in tokens[:n])
    holder_text = " ".join(t.text for t in tokens[:n])
    pronoun = n == 1 and _cat(words[0]) == "pronoun"
    rest, rest_words = tokens[n + 1 :], words[n + 1 :]
    texts = [t.text.casefold() for t in rest]
    marks = [i for i, t in enumerate(texts) if t in ("than", "as")]
    other, cut = "", len(rest)
    if "than" in texts:
        cut = texts.index("than")
    elif texts.count("as") == 2:
        cut = marks[-1]
    elif texts.count("as") > 2:
        return None
    if cut < len(rest):
        if not _holder(rest[cut + 1 :], rest_words[cut + 1 :]):
            return None
        other = " ".join(texts[cut + 1 :])
    body, body_words, btexts = rest[:cut], rest_words[:cut], texts[:cut]
    if not body:
        return None
    if len(body) >= 2 and btexts[1] in _COMPARATIVES and _amount(body[0], body_words[0]):
        if other and texts[cut] != "than":
            return None
        unit = _unit(body[2:], body_words[2:])
        if unit is None:
            return None
        money = body[0].text.startswith("$")
        head = "$" if money and not unit[0] else unit[0]
        return _Clause(
            holder, holder_text, head, unit[1], True, other, False, body[1].end, body[-1].end, pronoun
        )
    if "as" in btexts:
        at = btexts.index("as")
        if at == 0 or at + 1 >= len(body) or btexts[at + 1] not in ("many", "much") or "than" in texts:
            return None
        if any(
            _cat(w) not in _FACTOR_CATEGORIES and t != "times"
            for t, w in zip(btexts[:at], body_words[:at], strict=True)
        ):
            return None
        unit = _unit(body[at + 2 :], body_words[at + 2 :])
        if unit is None:
            return None
        head = "$" if unit[0] == "money" else unit[0]
        return _Clause(
            holder,
            holder_text,
            head,
            unit[1],
            True,
            other,
            True,
            body[at + 1].end,
            body[-1].end,
            pronoun,
            btexts[at + 1] == "much",
        )
    if other or not _amount(body[0], body_words[0]):
        return None
    unit = _unit(body[1:], body_words[1:])
    if unit is None:
        return None
    if body[0].text.startswith("$"):
        if unit[0]:
            return None
        return _Clause(holder, holder_text, "$", "money", False, "", False, body[0].end, body[0].end, pronoun)
    if not unit[0]:
        return None
    return _Clause(
        holder, holder_text, unit[0], unit[1], False, "", False, body[-1].end, body[-1].end, pronoun
    )


def _amount(token, word) -> bool:
    """A told number: digits, a word number or money ("$48")."""
    return _cat(word) in _AMOUNT_CATEGORIES and (
        _cat(word) == "number_word" or match_primitive(token.text) is not None
    )


def _clauses(sentence: Sentence, lexicon: Lexicon) -> list[_Clause] | None:
    """The sentence's clauses ("A has 3 pens and B has 5 more."), each of a read shape, or None."""
    words = sentence_words(sentence, lexicon)
    tokens = sentence.tokens
    cuts = [-1]
    for i, t in enumerate(tokens):
        if t.text.casefold() == "and":
            cuts.append(i)
    cuts.append(len(tokens))
    found = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        part = list(zip(tokens[a + 1 : b], words[a + 1 : b], strict=True))
        if part and part[-1][0].text == ",":
            part = part[:-1]
        clause = _clause(tuple(t for t, _ in part), tuple(w for _, w in part)) if part else None
        if clause is None:
            return None
        found.append(clause)
    return found


def trailing_comparison_text(text: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """The text with the first unsaid side or noun of a comparison put back, and a step saying so;
    None when the story is not of the shapes read or leaves the other side open."""
    sentences = split_sentences(text)
    told: list[_Clause] = []
    for sentence in sentences:
        if sentence.is_question:
            return None
        clauses = _clauses(sentence, lexicon)
        if clauses is None:
            return None
        for clause in clauses:
            if clause.compared and (not clause.other or not clause.head):
                return _filled(text, clause, told)
            told.append(clause)
    return None


def _filled(text: str, clause: _Clause, told: list[_Clause]) -> tuple[str, str] | None:
    """The comparing clause completed from the earlier holdings, or None when they leave it open."""
    if not told:
        return None
    if clause.other:  # "He has 58 more than Carter.": only the noun is unsaid, and 'than' fixes the sense
        owners = [c for c in told if c.holder == clause.other]
        kinds = owners or told  # Carter's told kind, else the one kind the story told
        if len({(c.head, c.unit_text) for c in kinds}) != 1:
            return None
        source = kinds[-1]
    else:
        if clause.pronoun_holder:
            return None  # "She has 5 more.": she may be the one told before
        if any(c.holder == clause.holder for c in told):
            return None  # the comparing holder told an amount before: in addition, or more than another's?
        if clause.head:
            return None  # "Tom has 5 more apples.": 5 apples besides, or 5 more than Mia's? (ADR 0013, 0160)
        if len({c.head for c in told}) != 1:
            return None  # "Ann has 3 pens and 4 cups. Ben has 2 more.": more of which?
        if len({c.holder for c in told}) != 1:
            return None  # two earlier holders: more than which one?
        source = told[-1]
    if clause.head and source.head != clause.head:
        return None
    if source.head == "$" and clause.factor and clause.much is False:
        return None  # "Ann has $48. Ben has twice as many.": many of what?
    unit = ""
    if not clause.head:
        if source.head == "$":
            unit = "" if not clause.factor else " money"
        else:
            unit = f" {source.unit_text}"
    side = "" if clause.other else f" {'as' if clause.factor else 'than'} {source.holder_text}"
    new = text[: clause.unit_at] + unit + text[clause.unit_at : clause.end_at] + side + text[clause.end_at :]
    step = f"the comparison's unsaid words put back: '{(unit + side).strip()}'"
    return new, step


def read_trailing_comparison(
    text: str, lexicon: Lexicon, first: object, read: Callable[[str, Lexicon], object]
) -> tuple[object, str] | None:
    """The reading of the text with the comparison completed, with the step that says so; None when the
    first reading did not refuse at an unused comparison word or a number before a name, the story is
    not of the read shapes, or the completed text does not answer either."""
    if not isinstance(first, ReaderRefusal) or first.reason not in _FIRST_REFUSALS:
        return None
    found = trailing_comparison_text(text, lexicon)
    if found is None:
        return None
    new, step = found
    base = read(new, lexicon)
    if isinstance(base, ReaderRefusal):
        return None
    return base, step
