"""Eval runs and the delta page: the run before a pack version against the run after."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404

from corridor.models import EvalRun, PackVersion
from corridor.views.common import page, paginate
from evals import compare as comparing
from evals import report as reports


def baseline_for(run: EvalRun, against: str | None) -> EvalRun | None:
    """What a run is compared with: the one asked for, the version's run before, or the previous run."""
    if against and against.isdigit():
        return EvalRun.objects.filter(pk=int(against)).first()
    version = PackVersion.objects.filter(run_after=run).select_related("run_before").first()
    if version is not None and version.run_before is not None:
        return version.run_before
    return EvalRun.objects.filter(status=EvalRun.Status.DONE, pk__lt=run.pk).order_by("-pk").first()


def delta_between(before: EvalRun, after: EvalRun) -> dict | None:
    """The case-by-case comparison of two finished runs (None while either has no report)."""
    if not (before.report and after.report):
        return None
    return comparing.compare(reports.parse(before.report), reports.parse(after.report))


@login_required
def run_list(request: HttpRequest) -> HttpResponse:
    return page(
        request, "corridor/runs.html", {"page_obj": paginate(request, EvalRun.objects.order_by("-pk"))}
    )


@login_required
def run_delta(request: HttpRequest, pk: int) -> HttpResponse:
    run = get_object_or_404(EvalRun, pk=pk)
    before = baseline_for(run, request.GET.get("against"))
    delta = delta_between(before, run) if before is not None and run.status == EvalRun.Status.DONE else None
    context = {
        "run": run,
        "before": before,
        "delta": delta,
        "version": PackVersion.objects.filter(run_after=run).first(),
        "kinds": comparing.CHANGE_KINDS,
    }
    return page(request, "corridor/delta.html", context)


@login_required
def run_progress(request: HttpRequest, pk: int) -> HttpResponse:
    """The progress bar htmx polls; once the run has finished it asks the page to reload."""
    run = get_object_or_404(EvalRun, pk=pk)
    response = page(request, "corridor/_progress.html", {"run": run})
    if run.finished:
        response["HX-Refresh"] = "true"
    return response
