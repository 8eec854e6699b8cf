"""JSON shapes of the API's resources."""

from __future__ import annotations

from rest_framework import serializers

from corridor.models import Candidate, CandidateCase, Decision, EvalRun, PackVersion, Proposal


class CandidateCaseSerializer(serializers.ModelSerializer):
    class Meta:
        model = CandidateCase
        fields = ["split", "case_id", "role", "sentence", "token_start", "token_end"]


class CandidateSerializer(serializers.ModelSerializer):
    # Plain strings: three models have a `status`, and distinct enums of one name trouble the schema.
    status = serializers.CharField(read_only=True, help_text="open, proposed, resolved or dismissed")

    class Meta:
        model = Candidate
        fields = [
            "id", "signature", "kind", "reason", "token", "normalised_token", "context_category", "status",
            "blocked_count", "also_count", "suggested_category", "updated_at",
        ]  # fmt: skip


class CandidateDetailSerializer(CandidateSerializer):
    cases = CandidateCaseSerializer(many=True, read_only=True)

    class Meta(CandidateSerializer.Meta):
        fields = [*CandidateSerializer.Meta.fields, "cases"]


class ProposalSerializer(serializers.ModelSerializer):
    proposer = serializers.SlugRelatedField(slug_field="username", read_only=True)
    decided_by = serializers.SlugRelatedField(slug_field="username", read_only=True)
    status = serializers.CharField(
        read_only=True, help_text="proposed, ratified, rejected, withdrawn or undone"
    )

    class Meta:
        model = Proposal
        fields = [
            "id", "candidate", "word", "category", "attrs", "proposer", "status", "revision", "created_at",
            "decided_at", "decided_by", "reason", "pack_version", "undone_by_version", "preview",
        ]  # fmt: skip
        read_only_fields = fields


class ProposalCreateSerializer(serializers.Serializer):
    """Documents the body of POST /api/proposals/ (the model does the checking)."""

    word = serializers.CharField()
    category = serializers.CharField()
    attrs = serializers.DictField(child=serializers.CharField(), required=False)
    candidate = serializers.IntegerField(required=False)


class RevisionSerializer(serializers.Serializer):
    revision = serializers.IntegerField(
        required=False, help_text="The revision you looked at; a newer one is a 409."
    )


class RejectSerializer(RevisionSerializer):
    reason = serializers.CharField()


class UndoSerializer(serializers.Serializer):
    reason = serializers.CharField(required=False)


class BulkSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=["ratify", "propose"])
    ids = serializers.ListField(
        child=serializers.IntegerField(), help_text="proposal ids (ratify) or candidate ids (propose)"
    )
    category = serializers.CharField(required=False)
    attrs = serializers.DictField(child=serializers.CharField(), required=False)


class EvalRunSerializer(serializers.ModelSerializer):
    status = serializers.CharField(read_only=True, help_text="queued, running, done or failed")

    class Meta:
        model = EvalRun
        fields = [
            "id", "created_at", "finished_at", "splits", "trigger", "status", "error", "retried_because", "pack_name", "pack_version",
            "pack_digest", "total", "correct", "refused", "wrong", "progress_done", "progress_total", "report_sha256",
        ]  # fmt: skip


class PackVersionSerializer(serializers.ModelSerializer):
    created_by = serializers.SlugRelatedField(slug_field="username", read_only=True)

    class Meta:
        model = PackVersion
        fields = [
            "id",
            "pack_name",
            "version",
            "digest",
            "added",
            "removed",
            "created_at",
            "created_by",
            "run_before",
            "run_after",
        ]


class DecisionSerializer(serializers.ModelSerializer):
    actor = serializers.SlugRelatedField(slug_field="username", read_only=True)

    class Meta:
        model = Decision
        fields = ["id", "at", "actor", "action", "proposal", "candidate", "pack_version", "reason", "detail"]
