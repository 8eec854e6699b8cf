"""Refusals to teaching signatures: which entry (or rule) would let a case read further.

Pure functions over outcomes and a lexicon, so the grouping can be tested
without a database. A *lexical* signature names one word a reviewer can
teach (``unknown_word:cassette``, ``untaught_verb_role:bake``); a
*structural* one names a reason and the category of the token it stopped
at (``unexpected_category:preposition``), which a rule, not an entry, fixes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from evals.outcomes import READER_ERROR, REFUSED, CaseOutcome
from packs.model import normalise_surface
from reader.primitives import match_primitive
from reader.tokenise import Sentence, split_sentences

UNKNOWN_WORD = "unknown_word"
UNTAUGHT_VERB_ROLE = "untaught_verb_role"
LEXICAL_REASONS = frozenset({UNKNOWN_WORD, UNTAUGHT_VERB_ROLE})
UNTAUGHT_VERB_CATEGORY = "verb"  # the category of a verb whose arithmetic role nobody ratified
LEXICAL, STRUCTURAL = "lexical", "structural"
BLOCKS, ALSO = "blocks", "also"


@dataclass(frozen=True, slots=True)
class Sighting:
    """One place a signature shows up: the case, its role there, the sentence and the token's span."""

    signature: str
    kind: str
    reason: str
    token: str
    normalised: str
    context_category: str
    split: str
    case_id: str
    role: str
    sentence: str
    start: int  # character offsets of the token within `sentence`
    end: int


def category_of(token: str, lexicon: Any) -> str:
    """``number`` for a primitive, the lexicon's category, or ``unknown``."""
    if match_primitive(token) is not None:
        return "number"
    sense = lexicon.lookup(token)
    return sense.category if sense is not None else "unknown"


def lexical_signature(token: str, lexicon: Any) -> tuple[str, str] | None:
    """(reason, key) for a token a lexicon entry would fix, or None if the token reads.

    An untaught verb is keyed by its lemma, so teaching one entry is one
    candidate however many inflections the cases use.
    """
    if not any(c.isalnum() for c in token) or match_primitive(token) is not None:
        return None
    sense = lexicon.lookup(token)
    if sense is None:
        return (UNKNOWN_WORD, normalise_surface(token))
    if sense.category == UNTAUGHT_VERB_CATEGORY:
        return (UNTAUGHT_VERB_ROLE, sense.entry.lemma)
    return None


def _span(text: str, sentence: Sentence, token_start: int, token_end: int) -> tuple[str, int, int]:
    return text[sentence.start : sentence.end], token_start - sentence.start, token_end - sentence.start


def _located(
    text: str, sentences: tuple[Sentence, ...], s_index: int, t_index: int, token: str
) -> tuple[str, int, int]:
    """The refusal's sentence with its token's span; the whole text, unmarked, if it cannot be found."""
    if 0 <= s_index < len(sentences):
        sentence = sentences[s_index]
        tokens = sentence.tokens
        if (
            token
            and 0 <= t_index < len(tokens)
            and normalise_surface(tokens[t_index].text) == normalise_surface(token)
        ):
            return _span(text, sentence, tokens[t_index].start, tokens[t_index].end)
        for candidate in tokens:
            if token and normalise_surface(candidate.text) == normalise_surface(token):
                return _span(text, sentence, candidate.start, candidate.end)
        return text[sentence.start : sentence.end], 0, 0
    return text, 0, 0


def blocking_sighting(
    outcome: CaseOutcome, sentences: tuple[Sentence, ...], text: str, lexicon: Any
) -> Sighting:
    """The candidate that stops this case: its first refusal."""
    refusal = outcome.refusal
    assert refusal is not None
    token = refusal.token_text or ""
    sentence, start, end = _located(
        text, sentences, refusal.sentence_index or 0, refusal.token_index or 0, token
    )
    if refusal.reason in LEXICAL_REASONS and token:
        found = lexical_signature(token, lexicon)
        key = found[1] if found is not None and found[0] == refusal.reason else normalise_surface(token)
        signature, kind, context = f"{refusal.reason}:{key}", LEXICAL, ""
    else:
        key = ""
        context = category_of(token, lexicon) if token else ""
        signature, kind = (f"{refusal.reason}:{context}" if context else refusal.reason), STRUCTURAL
    case = outcome.case
    return Sighting(
        signature,
        kind,
        refusal.reason,
        token,
        key,
        context,
        case.split,
        case.id,
        BLOCKS,
        sentence,
        start,
        end,
    )


def later_sightings(
    outcome: CaseOutcome,
    sentences: tuple[Sentence, ...],
    text: str,
    lexicon: Any,
    signature_of: Callable[[str], tuple[str, str] | None] | None = None,
) -> list[Sighting]:
    """Every token after the refusal that a lexicon entry would have to fix too."""
    signature_of = signature_of or (lambda token: lexical_signature(token, lexicon))
    refusal = outcome.refusal
    assert refusal is not None
    after = (refusal.sentence_index or 0, refusal.token_index or 0)
    found: list[Sighting] = []
    for s_index, sentence in enumerate(sentences):
        for t_index, token in enumerate(sentence.tokens):
            if (s_index, t_index) <= after:
                continue
            lexical = signature_of(token.text)
            if lexical is None:
                continue
            reason, key = lexical
            sentence_text, start, end = _span(text, sentence, token.start, token.end)
            found.append(
                Sighting(
                    f"{reason}:{key}",
                    LEXICAL,
                    reason,
                    token.text,
                    key,
                    "",
                    outcome.case.split,
                    outcome.case.id,
                    ALSO,
                    sentence_text,
                    start,
                    end,
                )
            )
    return found


def case_sightings(
    outcome: CaseOutcome, lexicon: Any, signature_of: Callable[[str], tuple[str, str] | None] | None = None
) -> list[Sighting]:
    """The blocking sighting first, then later ones; one per signature (the first wins)."""
    text = outcome.case.question
    sentences = split_sentences(text)
    seen: dict[str, Sighting] = {}
    for sighting in [blocking_sighting(outcome, sentences, text, lexicon)] + later_sightings(
        outcome, sentences, text, lexicon, signature_of
    ):
        seen.setdefault(sighting.signature, sighting)
    return list(seen.values())


def harvestable(outcome: CaseOutcome) -> bool:
    """Refused cases only: met expectations and reader crashes teach nothing."""
    return (
        outcome.outcome == REFUSED and outcome.refusal is not None and outcome.refusal.reason != READER_ERROR
    )


def memoised_signatures(lexicon: Any) -> Callable[[str], tuple[str, str] | None]:
    """``lexical_signature`` for one lexicon, worked out once per distinct token text.

    A harvest asks about some 340,000 tokens but only a few thousand distinct
    ones, and each answer costs a primitive match and a lookup.
    """
    known: dict[str, tuple[str, str] | None] = {}

    def signature_of(token: str) -> tuple[str, str] | None:
        if token not in known:
            known[token] = lexical_signature(token, lexicon)
        return known[token]

    return signature_of


def gather(outcomes: Iterable[CaseOutcome], lexicon: Any) -> dict[str, list[Sighting]]:
    """Sightings grouped by signature, in case order; each case at most once per signature."""
    groups: dict[str, list[Sighting]] = {}
    signature_of = memoised_signatures(lexicon)
    for outcome in outcomes:
        if harvestable(outcome):
            for sighting in case_sightings(outcome, lexicon, signature_of):
                groups.setdefault(sighting.signature, []).append(sighting)
    return groups


def rank(groups: dict[str, list[Sighting]]) -> list[tuple[str, int, int]]:
    """(signature, blocked, also), most blocking first, then most also, then by name."""
    rows = [
        (sig, sum(s.role == BLOCKS for s in items), sum(s.role == ALSO for s in items))
        for sig, items in groups.items()
    ]
    return sorted(rows, key=lambda row: (-row[1], -row[2], row[0]))
