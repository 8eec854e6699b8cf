"""What a proposed entry would change, measured before anything is written.

The cases a proposal can affect (those harvested for the word, and any case
whose question contains one of the entry's surface forms) are read again
with the entry added to an in-memory lexicon and compared with the latest
run. A ratification that would make any case wrong is refused.
"""

from __future__ import annotations

import re
import time
from dataclasses import asdict, dataclass, field

from django.db.models import Q

import reader
from corridor.models import CandidateCase, CaseResult, EvalRun
from evals import runner
from evals.cases import Case
from evals.outcomes import REFUSED, WRONG
from packs.model import Entry, Lexicon, normalise_surface

NEWLY_CORRECT = "newly_correct"
NEWLY_REFUSED = "newly_refused"
REFUSAL_MOVED = "refusal_moved"
NEWLY_WRONG = "newly_wrong"
UNCHANGED = "unchanged"
KINDS = (NEWLY_CORRECT, NEWLY_REFUSED, REFUSAL_MOVED, NEWLY_WRONG, UNCHANGED)


@dataclass(frozen=True)
class Reading:
    outcome: str
    answer: str = ""
    reason: str = ""
    token: str = ""
    sentence_index: int | None = None
    token_index: int | None = None


@dataclass(frozen=True)
class CaseChange:
    split: str
    case_id: str
    question: str
    gold: str
    kind: str
    before: Reading
    after: Reading


@dataclass(frozen=True)
class Preview:
    run_id: int | None
    changes: tuple[CaseChange, ...]
    elapsed_ms: int = 0
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def newly_wrong(self) -> tuple[CaseChange, ...]:
        return tuple(c for c in self.changes if c.kind == NEWLY_WRONG)

    def blocking_reason(self) -> str | None:
        """Why ratifying must be refused, or None."""
        wrong = self.newly_wrong
        if not wrong:
            return None
        named = ", ".join(f"{c.split}:{c.case_id}" for c in wrong[:3])
        more = f" and {len(wrong) - 3} more" if len(wrong) > 3 else ""
        noun = "case" if len(wrong) == 1 else "cases"
        return f"Ratifying would make {len(wrong)} {noun} wrong ({named}{more}), so it is refused."

    def summary(self) -> dict:
        """The small JSON kept on the proposal and shown in lists."""
        return {"run": self.run_id, "affected": len(self.changes), **self.counts}

    def as_json(self) -> dict:
        return {
            **self.summary(),
            "elapsed_ms": self.elapsed_ms,
            "blocking_reason": self.blocking_reason(),
            "changes": [asdict(c) for c in self.changes],
        }


def latest_run() -> EvalRun | None:
    return EvalRun.objects.filter(status=EvalRun.Status.DONE).order_by("-id").first()


def _surface_pattern(surfaces: set[str]) -> re.Pattern[str]:
    """A surface form standing as a word, where the tokeniser makes a token of it.

    "did" in "didn't" is a token (the tokeniser splits off "n't"), so "n't"
    may follow; "s" in "Tom's" is not, so an apostrophe after a letter may
    not come before. A quoted word ('sale') still counts.
    """
    alternatives = "|".join(re.escape(s) for s in sorted(surfaces, key=lambda s: (-len(s), s)))
    return re.compile(rf"(?<!\w)(?<!\w')(?:{alternatives})(?:(?!\w)|(?=n't))", re.IGNORECASE)


def affected_results(run: EvalRun, entries: list[Entry]) -> list[CaseResult]:
    """Case results of ``run`` a proposal can change, in the run's order."""
    surfaces = {normalise_surface(s) for entry in entries for s, _ in entry.forms}
    harvested = set(
        CandidateCase.objects.filter(candidate__normalised_token__in=surfaces).values_list("split", "case_id")
    )
    contains = Q()
    for surface in surfaces:
        contains |= Q(question__icontains=surface)
    by_text = run.results.filter(contains) if surfaces else run.results.none()
    ids = {case_id for _split, case_id in harvested}
    by_harvest = run.results.filter(case_id__in=ids) if ids else run.results.none()
    pattern = _surface_pattern(surfaces) if surfaces else None
    chosen: dict[int, CaseResult] = {}
    for result in by_text:
        if pattern is not None and pattern.search(result.question.replace("\u2019", "'")):
            chosen[result.pk] = result
    for result in by_harvest:
        if (result.split, result.case_id) in harvested:
            chosen[result.pk] = result
    return sorted(chosen.values(), key=lambda r: r.position)


def stored_reading(result: CaseResult) -> Reading:
    return Reading(
        outcome=result.outcome,
        answer=result.answer,
        reason=result.refusal_reason,
        token=result.token_text,
        sentence_index=result.sentence_index,
        token_index=result.token_index,
    )


def read_case(result: CaseResult, lexicon: Lexicon) -> Reading:
    """Read one stored case again and judge it exactly as the runner does."""
    case = Case(
        id=result.case_id,
        split=result.split,
        question=result.question,
        gold=result.gold or None,
        expect_refusal=result.expect_refusal or None,
    )
    outcome = runner.read_case(case, lexicon, reader.read_problem)
    refusal = outcome.refusal
    if refusal is None:
        return Reading(outcome.outcome, answer=outcome.answer or "")
    return Reading(
        outcome.outcome,
        reason=refusal.reason,
        token=refusal.token_text or "",
        sentence_index=refusal.sentence_index,
        token_index=refusal.token_index,
    )


def classify(before: Reading, after: Reading) -> str:
    if after.outcome != before.outcome:
        if after.outcome == WRONG:
            return NEWLY_WRONG
        if after.outcome == REFUSED:
            return NEWLY_REFUSED
        return NEWLY_CORRECT if after.outcome == "correct" else UNCHANGED
    if after.outcome == REFUSED and (after.reason, after.token, after.sentence_index, after.token_index) != (
        before.reason,
        before.token,
        before.sentence_index,
        before.token_index,
    ):
        return REFUSAL_MOVED
    return UNCHANGED


def preview(lexicon_after: Lexicon, entries: list[Entry], run: EvalRun | None = None) -> Preview:
    """Re-read every affected case of the latest run with ``lexicon_after``."""
    started = time.perf_counter()
    run = run if run is not None else latest_run()
    changes: list[CaseChange] = []
    if run is not None:
        for result in affected_results(run, entries):
            before = stored_reading(result)
            after = read_case(result, lexicon_after)
            changes.append(
                CaseChange(
                    result.split,
                    result.case_id,
                    result.question,
                    result.gold,
                    classify(before, after),
                    before,
                    after,
                )
            )
    counts = {kind: sum(1 for c in changes if c.kind == kind) for kind in KINDS}
    elapsed = int((time.perf_counter() - started) * 1000)
    return Preview(run.pk if run else None, tuple(changes), elapsed, counts)


def preview_entries(entries: list[Entry]) -> Preview:
    """Preview entries against the verified pack (raises PackBlocked or InvalidProposal)."""
    from corridor.models import verified_pack
    from corridor.services.errors import InvalidProposal
    from corridor.services.pack_gateway import PackError, lexicon_with

    pack = verified_pack()
    try:
        lexicon_after = lexicon_with(pack, entries)
    except (ValueError, PackError) as exc:
        raise InvalidProposal(f"These entries cannot be read together: {exc}.") from None
    return preview(lexicon_after, entries)


def preview_draft(word: object, category: object, attrs: object) -> Preview:
    """The preview of a proposal not yet made (the candidate page's Preview button)."""
    from corridor.models import verified_pack
    from corridor.services import pack_gateway, validation

    pack = verified_pack()
    clean = validation.clean_proposal(word, category, attrs, pack.categories)
    entry = pack_gateway.build_entry(clean.lemma, clean.category, clean.attrs)
    validation.check_not_in_pack(entry, pack.lexicon, clean.lemma)
    return preview_entries([entry])
