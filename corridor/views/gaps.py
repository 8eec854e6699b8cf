"""Structural gaps: refusals no lexicon entry can fix, grouped for engineers."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse

from corridor.models import Candidate
from corridor.views.common import page

EXAMPLES = 3


def structural_gaps() -> list[dict]:
    """Open structural candidates by reason, most blocking first, with a few example sentences."""
    groups: dict[str, dict] = {}
    found = Candidate.objects.filter(kind=Candidate.Kind.STRUCTURAL).exclude(
        status=Candidate.Status.DISMISSED
    )
    for candidate in found.order_by("-blocked_count", "-also_count", "signature"):
        group = groups.setdefault(
            candidate.reason, {"reason": candidate.reason, "blocked": 0, "signatures": []}
        )
        group["blocked"] += candidate.blocked_count
        examples = [
            {
                "split": c.split,
                "case_id": c.case_id,
                "sentence": c.sentence,
                "span": [c.token_start, c.token_end],
            }
            for c in candidate.cases.all()[:EXAMPLES]
        ]
        group["signatures"].append(
            {
                "signature": candidate.signature,
                "context_category": candidate.context_category,
                "blocked": candidate.blocked_count,
                "also": candidate.also_count,
                "status": candidate.status,
                "examples": examples,
            }
        )
    return sorted(groups.values(), key=lambda g: (-g["blocked"], g["reason"]))


@login_required
def gaps(request: HttpRequest) -> HttpResponse:
    return page(request, "corridor/gaps.html", {"groups": structural_gaps()})


@login_required
def gaps_json(request: HttpRequest) -> JsonResponse:
    response = JsonResponse({"gaps": structural_gaps()}, json_dumps_params={"indent": 2, "sort_keys": True})
    response["Content-Disposition"] = 'attachment; filename="structural-gaps.json"'
    return response
