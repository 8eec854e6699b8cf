"""History: pack versions, the decision log (filterable by reviewer) and the teaching curve."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse

from corridor.models import Decision, PackVersion
from corridor.services.curve import HEIGHT, WIDTH, teaching_curves
from corridor.views.common import page, paginate, query_without


@login_required
def history(request: HttpRequest) -> HttpResponse:
    reviewer = request.GET.get("reviewer", "").strip()
    decisions = Decision.objects.select_related("actor", "proposal", "candidate", "pack_version").order_by(
        "-at", "-id"
    )
    if reviewer:
        decisions = decisions.filter(actor__username=reviewer)
    context = {
        "versions": PackVersion.objects.select_related("created_by", "run_before", "run_after").order_by(
            "-version"
        )[:50],
        "page_obj": paginate(request, decisions),
        "reviewer": reviewer,
        "actors": get_user_model()
        .objects.filter(pk__in=Decision.objects.values("actor"))
        .order_by("username")
        .values_list("username", flat=True),
        "curves": teaching_curves(),
        "svg_width": WIDTH,
        "svg_height": HEIGHT,
        "query": query_without(request, "page"),
    }
    return page(request, "corridor/history.html", context)
