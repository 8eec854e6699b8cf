"""Django admin: the refusal queue for admins; decisions and pack versions read-only.

Admin actions go through the same model transitions as the pages, so a
refused action shows the same one sentence.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.template.response import TemplateResponse
from django.utils import timezone

from corridor.models import Candidate, CandidateCase, CaseResult, Decision, EvalRun, PackVersion, Proposal
from corridor.services.errors import TransitionError
from corridor.services.validation import lemma_for


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows that nothing edits: history is appended by the transitions only."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class CandidateCaseInline(admin.TabularInline):
    model = CandidateCase
    extra = 0
    can_delete = False
    fields = ["split", "case_id", "role", "sentence"]
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


class ProposeCategoryForm(forms.Form):
    category = forms.CharField(label="Category", max_length=60)
    attrs = forms.CharField(label="Attributes (name=value, comma-separated)", required=False)

    def attrs_dict(self) -> dict[str, str]:
        pairs = [p.split("=", 1) for p in self.cleaned_data["attrs"].split(",") if "=" in p]
        return {k.strip(): v.strip() for k, v in pairs}


def _each(modeladmin, request: HttpRequest, queryset: QuerySet[Candidate], step, done: str) -> None:
    ok, refused = 0, []
    for candidate in queryset:
        try:
            step(candidate)
            ok += 1
        except TransitionError as exc:
            refused.append(f"{candidate.signature}: {exc.message}")
    if ok:
        modeladmin.message_user(request, f"{ok} candidate(s) {done}.", messages.SUCCESS)
    for line in refused[:10]:
        modeladmin.message_user(request, line, messages.ERROR)


@admin.register(Candidate)
class CandidateAdmin(admin.ModelAdmin):
    list_display = [
        "signature",
        "reason",
        "blocked_count",
        "also_count",
        "status",
        "suggested_category",
        "kind",
    ]
    list_filter = ["status", "kind", "reason", "suggested_category"]
    search_fields = ["signature", "normalised_token", "token"]
    ordering = ["-blocked_count", "-also_count", "signature"]
    readonly_fields = [f.name for f in Candidate._meta.fields]
    inlines = [CandidateCaseInline]
    actions = ["dismiss", "reopen", "propose_category"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    @admin.action(description="Dismiss the selected candidates")
    def dismiss(self, request: HttpRequest, queryset: QuerySet[Candidate]) -> None:
        now = timezone.now()
        _each(
            self, request, queryset, lambda c: c.dismiss(request.user, now, "dismissed in admin"), "dismissed"
        )

    @admin.action(description="Reopen the selected candidates")
    def reopen(self, request: HttpRequest, queryset: QuerySet[Candidate]) -> None:
        now = timezone.now()
        _each(self, request, queryset, lambda c: c.reopen(request.user, now), "reopened")

    @admin.action(description="Propose a category for the selected candidates")
    def propose_category(self, request: HttpRequest, queryset: QuerySet[Candidate]):
        form = ProposeCategoryForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            now, category, attrs = timezone.now(), form.cleaned_data["category"].strip(), form.attrs_dict()

            def step(candidate: Candidate) -> None:
                word = lemma_for(candidate.token or candidate.normalised_token, category)
                Proposal.propose(
                    proposer=request.user,
                    word=word,
                    category=category,
                    attrs=attrs,
                    at=now,
                    candidate=candidate,
                )

            _each(self, request, queryset, step, f"proposed as {category}")
            return None
        context = {
            **self.admin_site.each_context(request),
            "title": "Propose a category",
            "form": form,
            "candidates": queryset,
            "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/corridor/propose_category.html", context)


@admin.register(Proposal)
class ProposalAdmin(ReadOnlyAdmin):
    list_display = ["word", "category", "status", "proposer", "decided_by", "created_at", "revision"]
    list_filter = ["status", "category"]
    search_fields = ["word"]


@admin.register(Decision)
class DecisionAdmin(ReadOnlyAdmin):
    list_display = ["at", "actor", "action", "proposal", "candidate", "pack_version", "reason"]
    list_filter = ["action", "actor"]
    search_fields = ["reason", "proposal__word", "candidate__signature"]


@admin.register(PackVersion)
class PackVersionAdmin(ReadOnlyAdmin):
    list_display = ["pack_name", "version", "digest", "created_at", "created_by", "run_before", "run_after"]


@admin.register(EvalRun)
class EvalRunAdmin(ReadOnlyAdmin):
    list_display = [
        "id",
        "created_at",
        "trigger",
        "status",
        "pack_version",
        "total",
        "correct",
        "refused",
        "wrong",
    ]
    list_filter = ["status", "trigger"]


@admin.register(CaseResult)
class CaseResultAdmin(ReadOnlyAdmin):
    list_display = ["case_id", "split", "outcome", "refusal_reason", "token_text", "run"]
    list_filter = ["outcome", "split", "refusal_reason"]
    search_fields = ["case_id", "question", "token_text"]
