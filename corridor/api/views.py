"""API views: thin wrappers around the model transitions.

Every refusal is ``{"detail": "<one sentence>"}`` with the status its error
class names: 400 bad input, 403 not allowed, 409 someone acted first (the
sentence names who), 503 the pack does not verify.
"""

from __future__ import annotations

from collections import Counter

from django.templatetags.static import static
from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, extend_schema
from drf_spectacular.views import SpectacularSwaggerView
from rest_framework import mixins, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from corridor.api import serializers as s
from corridor.models import Candidate, CandidateCase, Decision, EvalRun, PackVersion, Proposal
from corridor.services import preview as previews
from corridor.services.errors import InvalidProposal, TransitionError
from corridor.services.pack_gateway import PackError, current_pack, pack_problem
from corridor.views.queue import filtered_candidates
from corridor.views.runs import baseline_for, delta_between


class SentenceErrors:
    """Turns a refused transition into {"detail": sentence} with its status code."""

    def handle_exception(self, exc):
        if isinstance(exc, TransitionError):
            return Response({"detail": exc.message}, status=exc.status_code)
        return super().handle_exception(exc)


MAX_ID = 2**63 - 1  # the largest key a database column holds; a bigger number would crash the query


def _whole(value: object) -> bool:
    """A whole number a database key or revision can be (not a bool, not out of range)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_ID


def _body(request: Request) -> dict:
    if not isinstance(request.data, dict):
        raise InvalidProposal("Send a JSON object.")
    return request.data


def _revision(request: Request, proposal: Proposal) -> Proposal:
    """Compare-and-set against the revision the client saw, when it says which."""
    sent = _body(request).get("revision")
    if sent is not None:
        if not _whole(sent):
            raise InvalidProposal("revision must be a whole number.")
        proposal.revision = sent
    return proposal


@extend_schema(
    parameters=[
        OpenApiParameter("status", description="open, proposed, resolved, dismissed or all (default open)"),
        OpenApiParameter("reason"),
        OpenApiParameter("split"),
        OpenApiParameter("suggested"),
        OpenApiParameter("q", description="search by word"),
        OpenApiParameter("kind", description="lexical (default) or structural"),
    ]
)
class CandidateViewSet(SentenceErrors, viewsets.ReadOnlyModelViewSet):
    """Teaching candidates, ranked by the cases they block."""

    def get_queryset(self):
        if self.action == "list":
            found = filtered_candidates(self.request.query_params)
            if self.request.query_params.get("kind") == Candidate.Kind.STRUCTURAL:
                found = Candidate.objects.filter(kind=Candidate.Kind.STRUCTURAL).order_by(
                    "-blocked_count", "signature"
                )
            return found
        return Candidate.objects.prefetch_related("cases")

    def get_serializer_class(self):
        return s.CandidateDetailSerializer if self.action == "retrieve" else s.CandidateSerializer


class ProposalViewSet(SentenceErrors, mixins.CreateModelMixin, viewsets.ReadOnlyModelViewSet):
    """Lexicon proposals and their transitions."""

    serializer_class = s.ProposalSerializer

    def get_queryset(self):
        found = Proposal.objects.select_related("proposer", "decided_by")
        status = self.request.query_params.get("status")
        return found.filter(status=status) if status else found

    @extend_schema(request=s.ProposalCreateSerializer, responses={201: s.ProposalSerializer})
    def create(self, request: Request) -> Response:
        data = _body(request)
        candidate = None
        if data.get("candidate") is not None:
            candidate = (
                Candidate.objects.filter(pk=data["candidate"]).first() if _whole(data["candidate"]) else None
            )
            if candidate is None:
                raise InvalidProposal("There is no candidate with that id.")
        proposal = Proposal.propose(
            proposer=request.user,
            word=data.get("word"),
            category=data.get("category"),
            attrs=data.get("attrs", {}),
            at=timezone.now(),
            candidate=candidate,
        )
        return Response(s.ProposalSerializer(proposal).data, status=201)

    @extend_schema(request=None, responses={200: dict})
    @action(detail=True, methods=["get", "post"])
    def preview(self, request: Request, pk: str) -> Response:
        """The affected cases read again with this entry added in memory."""
        proposal = self.get_object()
        return Response(previews.preview_entries([proposal.entry()]).as_json())

    @extend_schema(request=s.RevisionSerializer, responses={200: s.ProposalSerializer})
    @action(detail=True, methods=["post"])
    def ratify(self, request: Request, pk: str) -> Response:
        proposal = _revision(request, self.get_object())
        proposal.ratify(request.user, timezone.now())
        return Response(s.ProposalSerializer(Proposal.objects.get(pk=proposal.pk)).data)

    @extend_schema(request=s.RejectSerializer, responses={200: s.ProposalSerializer})
    @action(detail=True, methods=["post"])
    def reject(self, request: Request, pk: str) -> Response:
        proposal = _revision(request, self.get_object())
        proposal.reject(request.user, timezone.now(), _body(request).get("reason", ""))
        return Response(s.ProposalSerializer(Proposal.objects.get(pk=proposal.pk)).data)

    @extend_schema(request=s.RevisionSerializer, responses={200: s.ProposalSerializer})
    @action(detail=True, methods=["post"])
    def withdraw(self, request: Request, pk: str) -> Response:
        proposal = _revision(request, self.get_object())
        proposal.withdraw(request.user, timezone.now())
        return Response(s.ProposalSerializer(Proposal.objects.get(pk=proposal.pk)).data)

    @extend_schema(request=s.UndoSerializer, responses={200: s.ProposalSerializer})
    @action(detail=True, methods=["post"])
    def undo(self, request: Request, pk: str) -> Response:
        proposal = self.get_object()
        reason = _body(request).get("reason", "")
        proposal.undo(request.user, timezone.now(), reason if isinstance(reason, str) else "")
        return Response(s.ProposalSerializer(Proposal.objects.get(pk=proposal.pk)).data)

    @extend_schema(request=s.BulkSerializer, responses={200: dict})
    @action(detail=False, methods=["post"])
    def bulk(self, request: Request) -> Response:
        """Ratify several proposals as one pack version, or propose one category for several candidates."""
        data = _body(request)
        ids = data.get("ids")
        if not isinstance(ids, list) or not ids or not all(_whole(i) for i in ids):
            raise InvalidProposal("ids must be a non-empty list of whole numbers.")
        if data.get("action") == "ratify":
            chosen = list(Proposal.objects.filter(pk__in=ids).order_by("id"))
            if len(chosen) != len(set(ids)):
                raise InvalidProposal("Some of those proposals do not exist.")
            version = Proposal.ratify_batch(chosen, request.user, timezone.now())
            return Response(
                {"pack_version": version.version, "run_after": version.run_after_id, "ratified": sorted(ids)}
            )
        if data.get("action") == "propose":
            return Response(self._bulk_propose(request, ids, data))
        raise InvalidProposal("action must be ratify or propose.")

    def _bulk_propose(self, request: Request, ids: list[int], data: dict) -> dict:
        from corridor.services.validation import lemma_for

        made, refused, now = [], {}, timezone.now()
        category = data.get("category") if isinstance(data.get("category"), str) else ""
        for candidate in Candidate.objects.filter(pk__in=ids).order_by("id"):
            try:
                proposal = Proposal.propose(
                    proposer=request.user,
                    word=lemma_for(candidate.token or candidate.normalised_token, category),
                    category=category,
                    attrs=data.get("attrs", {}),
                    at=now,
                    candidate=candidate,
                )
                made.append(proposal.pk)
            except TransitionError as exc:
                refused[str(candidate.pk)] = exc.message
        return {"proposed": made, "refused": refused}


class RunViewSet(SentenceErrors, viewsets.ReadOnlyModelViewSet):
    """Eval runs, newest first."""

    serializer_class = s.EvalRunSerializer
    queryset = EvalRun.objects.order_by("-pk")

    @extend_schema(parameters=[OpenApiParameter("against", int)], responses={200: dict})
    @action(detail=True, methods=["get"])
    def delta(self, request: Request, pk: str) -> Response:
        """Case by case against ?against=<run id> (default: the run before this pack version)."""
        run = self.get_object()
        before = baseline_for(run, request.query_params.get("against"))
        if before is None:
            raise InvalidProposal("There is no earlier finished run to compare with.")
        delta = delta_between(before, run)
        if delta is None:
            return Response(
                {
                    "detail": "The run has not finished yet.",
                    "status": run.status,
                    "progress": run.percent_done,
                },
                status=202,
            )
        return Response({"before_run": before.pk, "after_run": run.pk, **delta})


class DecisionViewSet(viewsets.ReadOnlyModelViewSet):
    """The append-only decision log; ?actor=<username> filters."""

    serializer_class = s.DecisionSerializer

    def get_queryset(self):
        found = Decision.objects.select_related("actor").order_by("-at", "-id")
        actor = self.request.query_params.get("actor")
        return found.filter(actor__username=actor) if actor else found


class PackView(APIView):
    """The pack the corridor reads and writes: version, digest, whether it verifies, entries per category."""

    @extend_schema(responses={200: dict})
    def get(self, request: Request) -> Response:
        problem = pack_problem()
        if problem:
            return Response({"verifies": False, "detail": problem}, status=503)
        try:
            pack = current_pack()
        except PackError as exc:  # changed between the two calls
            return Response({"verifies": False, "detail": str(exc)}, status=503)
        per_category = Counter(entry.category for entry in pack.lexicon.entries)
        return Response(
            {
                "verifies": True,
                "name": pack.name,
                "version": pack.version,
                "digest": pack.digest,
                "stats": {
                    "entries": len(pack.lexicon.entries),
                    "surfaces": len(pack.lexicon),
                    "per_category": dict(sorted(per_category.items())),
                },
                "candidates": {
                    "open": Candidate.objects.filter(status=Candidate.Status.OPEN).count(),
                    "cases": CandidateCase.objects.count(),
                },
            }
        )


class PackHistoryView(APIView):
    """Every pack version the corridor recorded, newest first."""

    @extend_schema(responses={200: s.PackVersionSerializer(many=True)})
    def get(self, request: Request) -> Response:
        versions = PackVersion.objects.select_related("created_by").order_by("-version")
        return Response(s.PackVersionSerializer(versions, many=True).data)


class LocalSwaggerView(SpectacularSwaggerView):
    """The browsable docs, served from vendored files (nothing from a CDN)."""

    def _swagger_ui_resource(self, filename: str) -> str:
        return static(f"corridor/swagger-ui/{filename}")

    def _swagger_ui_favicon(self) -> str:
        return static("corridor/swagger-ui/favicon-32x32.png")
