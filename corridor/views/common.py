"""What every page needs: the pack banner, counts, permission helpers, one-sentence errors."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.core.paginator import Page, Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme

from corridor.models import Candidate, EvalRun
from corridor.services.errors import TransitionError
from corridor.services.pack_gateway import pack_problem
from corridor.services.roles import can_propose, can_review, is_admin, role_names

PAGE_SIZE = 25


def page(
    request: HttpRequest, template: str, context: dict[str, Any] | None = None, status: int = 200
) -> HttpResponse:
    """Render a full page with the banner a broken pack needs and the user's roles."""
    context = dict(context or {})
    context.setdefault("pack_problem", pack_problem())
    context.setdefault("roles", role_names(request.user))
    context.setdefault("can_review", can_review(request.user))
    context.setdefault("can_propose", can_propose(request.user))
    context.setdefault("is_admin", is_admin(request.user))
    return render(request, template, context, status=status)


def attempt(request: HttpRequest, action: Callable[[], Any], success: str | None = None) -> Any:
    """Run one transition; its refusal becomes the one sentence shown at the top of the next page."""
    try:
        result = action()
    except TransitionError as exc:
        messages.error(request, exc.message)
        return None
    if success:
        messages.success(request, success)
    return result if result is not None else True


def paginate(request: HttpRequest, items, size: int = PAGE_SIZE) -> Page:
    return Paginator(items, size).get_page(request.GET.get("page"))


def queue_counts() -> dict[str, Any]:
    """The figures at the top of the queue: open candidates and the latest run's outcome."""
    run = EvalRun.latest_done()
    return {
        "open_candidates": Candidate.objects.filter(
            status=Candidate.Status.OPEN, kind=Candidate.Kind.LEXICAL
        ).count(),
        "latest_run": run,
    }


def query_without(request: HttpRequest, name: str) -> str:
    """The current query string without one parameter (for pagination links)."""
    params = request.GET.copy()
    params.pop(name, None)
    return params.urlencode()


def redirect_back(request: HttpRequest, fallback: str) -> HttpResponse:
    """Go to the form's ``next`` when it stays on this site (never an open redirect), else to ``fallback``."""
    target = request.POST.get("next", "")
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return redirect(target)
    return redirect(fallback)
