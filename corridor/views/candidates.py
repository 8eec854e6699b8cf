"""A candidate: its contexts, the suggestions, proposing an entry, dismissing."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.utils import timezone
from django.utils.html import format_html
from django.views.decorators.http import require_POST

from corridor.forms import attrs_from
from corridor.models import Candidate, Proposal
from corridor.services import suggest
from corridor.services.pack_gateway import PackError, current_pack
from corridor.services.validation import lemma_for
from corridor.views.common import attempt, page, redirect_back

CONTEXTS_SHOWN = 40


def marked(sentence: str, start: int, end: int) -> str:
    """The sentence, escaped, with the refused token inside <mark>."""
    return format_html("{}<mark>{}</mark>{}", sentence[:start], sentence[start:end], sentence[end:])


def attribute_inputs(category, prefill: dict[str, str] | None = None) -> list[dict]:
    """One labelled input per attribute the category takes, required ones marked."""
    if category is None:
        return []
    prefill = prefill or {}
    return [
        {"name": n, "required": n in category.required, "value": prefill.get(n, "")}
        for n in category.attributes
    ]


def pack_categories() -> dict:
    try:
        return dict(current_pack().categories)
    except PackError:
        return {}


def candidate_context(candidate: Candidate) -> dict:
    categories = pack_categories()
    cases = list(candidate.cases.all()[:CONTEXTS_SHOWN])
    evidence = suggest.gather(
        candidate.token or candidate.normalised_token,
        candidate.reason,
        [(c.sentence, c.token_start, c.token_end) for c in cases],
        categories,
    )
    first = evidence.suggestions[0] if evidence.suggestions else None
    default_category = candidate.suggested_category or (first.category if first else "")
    word = candidate.token or candidate.normalised_token
    return {
        "candidate": candidate,
        "contexts": [(c, marked(c.sentence, c.token_start, c.token_end)) for c in cases],
        "more_contexts": max(0, candidate.cases.count() - len(cases)),
        "evidence": evidence,
        "verb_roles": suggest.verb_roles(categories) if evidence.asks_verb_role else [],
        "categories": sorted(categories.values(), key=lambda c: c.name),
        "default_category": default_category,
        "default_word": lemma_for(word, "verb" if evidence.asks_verb_role else default_category or "noun")
        if word
        else "",
        "chosen": categories.get(default_category),
        "attribute_inputs": attribute_inputs(
            categories.get(default_category),
            first.attrs if first and first.category == default_category else {},
        ),
        "proposals": candidate.proposals.select_related("proposer").order_by("-created_at", "-id"),
    }


@login_required
def candidate_detail(request: HttpRequest, pk: int) -> HttpResponse:
    candidate = get_object_or_404(Candidate, pk=pk)
    return page(request, "corridor/candidate.html", candidate_context(candidate))


@login_required
def attribute_fields(request: HttpRequest) -> HttpResponse:
    """The labelled attribute inputs for the chosen category (swapped in by htmx)."""
    chosen = pack_categories().get(request.GET.get("category", ""))
    prefix = "bulk-" if request.GET.get("bulk") else ""
    context = {"chosen": chosen, "attribute_inputs": attribute_inputs(chosen), "prefix": prefix}
    return page(request, "corridor/_attribute_fields.html", context)


@login_required
@require_POST
def propose(request: HttpRequest, pk: int) -> HttpResponse:
    candidate = get_object_or_404(Candidate, pk=pk)
    proposal = attempt(
        request,
        lambda: Proposal.propose(
            proposer=request.user,
            word=request.POST.get("word", ""),
            category=request.POST.get("role") or request.POST.get("category", ""),
            attrs=attrs_from(request.POST),
            at=timezone.now(),
            candidate=candidate,
        ),
    )
    if proposal is None:
        return redirect("candidate", pk=candidate.pk)
    return redirect("proposal", pk=proposal.pk)


@login_required
@require_POST
def dismiss(request: HttpRequest, pk: int) -> HttpResponse:
    candidate = get_object_or_404(Candidate, pk=pk)
    reason = request.POST.get("reason", "")
    attempt(request, lambda: candidate.dismiss(request.user, timezone.now(), reason), "Candidate dismissed.")
    return redirect("candidate", pk=candidate.pk)


@login_required
@require_POST
def reopen(request: HttpRequest, pk: int) -> HttpResponse:
    candidate = get_object_or_404(Candidate, pk=pk)
    attempt(request, lambda: candidate.reopen(request.user, timezone.now()), "Candidate reopened.")
    return redirect("candidate", pk=candidate.pk)


@login_required
@require_POST
def bulk_propose(request: HttpRequest) -> HttpResponse:
    """One category for every selected candidate; each becomes its own proposal."""
    from django.contrib import messages

    from corridor.forms import ids_from
    from corridor.services.errors import TransitionError

    chosen = list(
        Candidate.objects.filter(pk__in=ids_from(request.POST, "candidate")).order_by("-blocked_count", "id")
    )
    if not chosen:
        messages.error(request, "Select at least one candidate to propose.")
        return redirect_back(request, "home")
    category, attrs, now = request.POST.get("category", ""), attrs_from(request.POST), timezone.now()
    made, refused = 0, []
    for candidate in chosen:
        word = lemma_for(candidate.token or candidate.normalised_token, category)
        try:
            Proposal.propose(
                proposer=request.user, word=word, category=category, attrs=attrs, at=now, candidate=candidate
            )
            made += 1
        except TransitionError as exc:
            refused.append(f"{candidate.token}: {exc.message}")
    if made:
        messages.success(request, f"Proposed {made} of {len(chosen)} as {category}.")
    if refused:
        messages.error(request, f"{len(refused)} not proposed. First: {refused[0]}")
    return redirect_back(request, "home")
