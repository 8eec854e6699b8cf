"""Proposals: the page a reviewer decides on with the keyboard, the preview panel, bulk ratify."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import F, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html
from django.views.decorators.http import require_POST

from corridor.forms import attrs_from, ids_from, revision_from
from corridor.models import Decision, Proposal
from corridor.services import preview as previews
from corridor.services.errors import TransitionError
from corridor.views.common import attempt, page, paginate, redirect_back


def review_order() -> QuerySet[Proposal]:
    """Open proposals, the ones unblocking the most cases first."""
    return Proposal.objects.filter(status=Proposal.Status.PROPOSED).order_by(
        F("candidate__blocked_count").desc(nulls_last=True), "created_at", "id"
    )


def neighbours(proposal: Proposal) -> tuple[int | None, int | None]:
    """The previous and next open proposal around this one (or the first one, if it is decided)."""
    ids = list(review_order().values_list("pk", flat=True))
    if proposal.pk not in ids:
        return None, (ids[0] if ids else None)
    at = ids.index(proposal.pk)
    return (ids[at - 1] if at > 0 else None), (ids[at + 1] if at + 1 < len(ids) else None)


def _after_decision(next_id: int | None, fallback: str) -> HttpResponse:
    return redirect("proposal", pk=next_id) if next_id else redirect(fallback)


@login_required
def proposal_list(request: HttpRequest) -> HttpResponse:
    status = request.GET.get("status") or Proposal.Status.PROPOSED
    found = review_order() if status == Proposal.Status.PROPOSED else Proposal.objects.all()
    if status not in ("all", Proposal.Status.PROPOSED):
        found = found.filter(status=status)
    context = {
        "page_obj": paginate(request, found.select_related("proposer", "candidate", "decided_by")),
        "status": status,
        "status_choices": ["all", *Proposal.Status.values],
    }
    return page(request, "corridor/proposals.html", context)


@login_required
def proposal_detail(request: HttpRequest, pk: int) -> HttpResponse:
    proposal = get_object_or_404(
        Proposal.objects.select_related(
            "proposer", "candidate", "decided_by", "pack_version", "undone_by_version"
        ),
        pk=pk,
    )
    previous_id, next_id = neighbours(proposal)
    context = {
        "proposal": proposal,
        "previous_id": previous_id,
        "next_id": next_id,
        "own": proposal.proposer_id == request.user.pk,
        "decisions": proposal.decisions.select_related("actor").order_by("at", "id"),
    }
    return page(request, "corridor/proposal.html", context)


@login_required
def proposal_preview(request: HttpRequest, pk: int) -> HttpResponse:
    """The preview panel (htmx): the affected cases read again with this entry added."""
    proposal = get_object_or_404(Proposal, pk=pk)
    if proposal.status != Proposal.Status.PROPOSED:
        note = f"This proposal is {proposal.status}; the runs before and after its pack versions show its effect."
        return page(request, "corridor/_preview.html", {"note": note})
    try:
        result = previews.preview_entries([proposal.entry()])
    except TransitionError as exc:
        return page(request, "corridor/_preview.html", {"error": exc.message})
    if proposal.status == Proposal.Status.PROPOSED:
        Proposal.objects.filter(pk=proposal.pk).update(preview=result.summary())
    return page(request, "corridor/_preview.html", {"preview": result})


@login_required
@require_POST
def draft_preview(request: HttpRequest) -> HttpResponse:
    """The preview panel for the propose form, before anything is recorded."""
    try:
        result = previews.preview_draft(
            request.POST.get("word", ""), request.POST.get("category", ""), attrs_from(request.POST)
        )
    except TransitionError as exc:
        return page(request, "corridor/_preview.html", {"error": exc.message})
    return page(request, "corridor/_preview.html", {"preview": result})


def _as_rendered(request: HttpRequest, proposal: Proposal) -> Proposal:
    """Act on the revision the form was rendered with, so a change made meanwhile is a conflict."""
    sent = revision_from(request.POST)
    if sent is not None:
        proposal.revision = sent
    return proposal


@login_required
@require_POST
def ratify(request: HttpRequest, pk: int) -> HttpResponse:
    proposal = get_object_or_404(Proposal, pk=pk)
    _previous, next_id = neighbours(proposal)
    _as_rendered(request, proposal)
    version = attempt(request, lambda: proposal.ratify(request.user, timezone.now()))
    if version is None:
        return redirect("proposal", pk=pk)
    delta = reverse("run_delta", args=[version.run_after_id]) if version.run_after_id else reverse("history")
    messages.success(
        request,
        format_html(
            'Ratified: pack version {} written. <a href="{}">See the delta</a>.', version.version, delta
        ),
    )
    return _after_decision(next_id, "proposals")


@login_required
@require_POST
def reject(request: HttpRequest, pk: int) -> HttpResponse:
    proposal = get_object_or_404(Proposal, pk=pk)
    _previous, next_id = neighbours(proposal)
    _as_rendered(request, proposal)
    done = attempt(
        request,
        lambda: proposal.reject(request.user, timezone.now(), request.POST.get("reason", "")),
        "Rejected.",
    )
    return _after_decision(next_id, "proposals") if done else redirect("proposal", pk=pk)


@login_required
@require_POST
def withdraw(request: HttpRequest, pk: int) -> HttpResponse:
    proposal = get_object_or_404(Proposal, pk=pk)
    attempt(request, lambda: proposal.withdraw(request.user, timezone.now()), "Withdrawn.")
    return redirect("proposal", pk=pk)


@login_required
@require_POST
def undo(request: HttpRequest, pk: int) -> HttpResponse:
    proposal = get_object_or_404(Proposal, pk=pk)
    attempt(
        request,
        lambda: proposal.undo(request.user, timezone.now(), request.POST.get("reason", "")),
        "Undone.",
    )
    return redirect("proposal", pk=pk)


@login_required
@require_POST
def undo_last(request: HttpRequest) -> HttpResponse:
    """`u`: take back this user's most recent ratification or rejection."""
    last = (
        Decision.objects.filter(
            actor=request.user, action__in=[Decision.Action.RATIFY, Decision.Action.REJECT]
        )
        .select_related("proposal")
        .order_by("-at", "-id")
        .first()
    )
    if last is None or last.proposal is None:
        messages.error(request, "You have no decision to undo.")
        return redirect_back(request, "proposals")
    proposal = last.proposal
    attempt(
        request, lambda: proposal.undo(request.user, timezone.now(), "undo of the last decision"), "Undone."
    )
    return redirect("proposal", pk=proposal.pk)


@login_required
@require_POST
def bulk_ratify(request: HttpRequest) -> HttpResponse:
    ids = ids_from(request.POST, "proposal")
    chosen = list(Proposal.objects.filter(pk__in=ids).order_by("id"))
    if not chosen:
        messages.error(request, "Select at least one proposal to ratify.")
        return redirect("proposals")
    version = attempt(request, lambda: Proposal.ratify_batch(chosen, request.user, timezone.now()))
    if version is None:
        return redirect("proposals")
    messages.success(request, f"Ratified {len(chosen)} proposals as pack version {version.version}.")
    return redirect("run_delta", pk=version.run_after_id) if version.run_after_id else redirect("history")
