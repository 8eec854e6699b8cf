"""The closed set of reasons a reading may stop for, and the refusal record.

A refusal is an answer too: it names where reading stopped and why, so the
corridor can turn it into a teaching candidate. Reasons are a closed set;
each one is documented in docs/adr/0003-reader-refusal-reasons.md and a
test keeps that table and this frozenset equal.
"""

from __future__ import annotations

from dataclasses import dataclass

TOKEN_REASONS = frozenset(
    {
        "unknown_word",
        "unexpected_category",
        "expectation_collision",
        "unresolved_pronoun",
        "ambiguous_pronoun_referent",
        "untaught_verb_role",
    }
)
SENTENCE_REASONS = frozenset(
    {"unfinished_frame", "unattached_quantity", "incomplete_operation", "unused_operator", "self_transfer"}
)
PROBLEM_REASONS = frozenset({"no_question_target", "dangling_entity", "graph_construction_failure"})
SOLVER_REASONS = frozenset(
    {
        "unit_mismatch",
        "ambiguous_unit",
        "non_integer_count",
        "negative_count",
        "unused_number",
        "readings_disagree",
        "unsupported_operation",
        "underdetermined",
    }
)

# Reasons that say a reading contradicts the story (not that the reader could not read it):
# only a pronoun reading refused for one of these may be dropped when readings are compared.
CONTRADICTION_REASONS = frozenset({"self_transfer", "negative_count", "non_integer_count", "underdetermined"})

REFUSAL_REASONS = TOKEN_REASONS | SENTENCE_REASONS | PROBLEM_REASONS | SOLVER_REASONS


@dataclass(frozen=True, slots=True)
class ReaderRefusal:
    """Why and where a reading stopped. Token index is 0 for sentence- and problem-level reasons."""

    reason: str
    detail: str
    sentence_index: int
    token_index: int
    token_text: str

    def __post_init__(self) -> None:
        if self.reason not in REFUSAL_REASONS:
            raise ValueError(f"unknown refusal reason {self.reason!r}")
        if self.sentence_index < 0 or self.token_index < 0:
            raise ValueError("refusal positions must not be negative")


def refuse(
    reason: str, detail: str, sentence_index: int = 0, token_index: int = 0, token_text: str = ""
) -> ReaderRefusal:
    return ReaderRefusal(reason, detail, sentence_index, token_index, token_text)
