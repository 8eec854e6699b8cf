"""The queue: candidates ranked by how many cases they would unblock."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse

from corridor.models import Candidate, CandidateCase
from corridor.services.pack_gateway import PackError, current_pack
from corridor.views.common import page, paginate, query_without, queue_counts

FILTERS = ("status", "reason", "split", "suggested", "q")


def filtered_candidates(params) -> QuerySet[Candidate]:
    """Lexical candidates narrowed by the queue's filters, in rank order."""
    found = Candidate.objects.filter(kind=Candidate.Kind.LEXICAL)
    status = params.get("status") or Candidate.Status.OPEN
    if status and status != "all":
        found = found.filter(status=status)
    if params.get("reason"):
        found = found.filter(reason=params["reason"])
    if params.get("suggested"):
        found = found.filter(suggested_category=params["suggested"])
    if params.get("split"):
        found = found.filter(pk__in=CandidateCase.objects.filter(split=params["split"]).values("candidate"))
    if params.get("q", "").strip():
        found = found.filter(normalised_token__icontains=params["q"].strip().casefold())
    return found.order_by("-blocked_count", "-also_count", "signature")


def distinct_sorted(found: QuerySet, field: str) -> list[str]:
    """The distinct values of one column, sorted: the database collapses them, so a
    filter menu costs one small query instead of fetching (and ordering) every row."""
    return sorted(found.order_by().values_list(field, flat=True).distinct())


def category_names() -> list[str]:
    try:
        return sorted(current_pack().categories)
    except PackError:
        return []


@login_required
def queue(request: HttpRequest) -> HttpResponse:
    candidates = paginate(request, filtered_candidates(request.GET))
    lexical = Candidate.objects.filter(kind=Candidate.Kind.LEXICAL)
    context = {
        "page_obj": candidates,
        "filters": {name: request.GET.get(name, "") for name in FILTERS},
        "status_choices": ["all", *Candidate.Status.values],
        "reasons": distinct_sorted(lexical, "reason"),
        "splits": distinct_sorted(CandidateCase.objects.all(), "split"),
        "suggested": distinct_sorted(lexical.exclude(suggested_category=""), "suggested_category"),
        "categories": category_names(),
        "query": query_without(request, "page"),
        **queue_counts(),
    }
    return page(request, "corridor/queue.html", context)
