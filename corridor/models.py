"""The corridor's data: eval runs and their case results, teaching
candidates harvested from refusals, lexicon proposals, the append-only
decision log, and the pack versions ratifications produced.

Transitions belong to the models (see Proposal and Candidate); views and
the API call one method and report its one-sentence outcome.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class EvalRun(models.Model):
    """One reading of one or more eval splits with one pack version."""

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    class Trigger(models.TextChoices):
        COMMAND = "command"
        BASELINE = "baseline"
        RATIFICATION = "ratification"
        UNDO = "undo"

    created_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    splits = models.JSONField(default=list)  # split names, in the order read
    trigger = models.CharField(max_length=20, choices=Trigger.choices, default=Trigger.COMMAND)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    error = models.TextField(blank=True)
    pack_name = models.CharField(max_length=100, blank=True)
    pack_version = models.PositiveIntegerField(null=True, blank=True)
    pack_digest = models.CharField(max_length=64, blank=True)
    total = models.PositiveIntegerField(default=0)
    correct = models.PositiveIntegerField(default=0)
    refused = models.PositiveIntegerField(default=0)
    wrong = models.PositiveIntegerField(default=0)
    progress_done = models.PositiveIntegerField(default=0)
    progress_total = models.PositiveIntegerField(default=0)
    report = models.TextField(blank=True)  # the canonical report JSON
    report_sha256 = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"run {self.pk} ({', '.join(self.splits)})"


class CaseResult(models.Model):
    """The outcome of reading one eval case in one run."""

    class Outcome(models.TextChoices):
        CORRECT = "correct"
        REFUSED = "refused"
        WRONG = "wrong"

    run = models.ForeignKey(EvalRun, on_delete=models.CASCADE, related_name="results")
    split = models.CharField(max_length=100)
    case_id = models.CharField(max_length=200)
    position = models.PositiveIntegerField(default=0)  # order within the run's report
    question = models.TextField()
    gold = models.CharField(max_length=100)
    expect_refusal = models.CharField(max_length=60, blank=True)
    outcome = models.CharField(max_length=10, choices=Outcome.choices)
    answer = models.CharField(max_length=100, blank=True)
    unit = models.CharField(max_length=100, blank=True)
    refusal_reason = models.CharField(max_length=60, blank=True)
    refusal_detail = models.TextField(blank=True)
    sentence_index = models.IntegerField(null=True, blank=True)
    token_index = models.IntegerField(null=True, blank=True)
    token_text = models.CharField(max_length=200, blank=True)
    trace_hash = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["run", "position"]
        constraints = [
            models.UniqueConstraint(fields=["run", "split", "case_id"], name="unique_case_per_run"),
        ]
        indexes = [
            models.Index(fields=["run", "outcome"]),
            models.Index(fields=["case_id"]),
        ]

    def __str__(self) -> str:
        return f"{self.case_id}: {self.outcome}"


class Candidate(models.Model):
    """A teaching candidate: one refusal signature and the cases it blocks."""

    class Kind(models.TextChoices):
        LEXICAL = "lexical"  # a lexicon entry can fix it
        STRUCTURAL = "structural"  # needs a reader rule, not a word

    class Status(models.TextChoices):
        OPEN = "open"
        PROPOSED = "proposed"
        RESOLVED = "resolved"
        DISMISSED = "dismissed"

    signature = models.CharField(max_length=300, unique=True)  # e.g. "unknown_word:cassette"
    kind = models.CharField(max_length=12, choices=Kind.choices)
    reason = models.CharField(max_length=60)
    token = models.CharField(max_length=200, blank=True)  # as first seen
    normalised_token = models.CharField(max_length=200, blank=True, db_index=True)
    context_category = models.CharField(max_length=60, blank=True)  # for structural groups
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    blocked_count = models.PositiveIntegerField(default=0)  # cases where it is the first refusal
    also_count = models.PositiveIntegerField(default=0)  # cases where it appears further along
    suggested_category = models.CharField(max_length=60, blank=True)
    first_seen_run = models.ForeignKey(EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    last_seen_run = models.ForeignKey(EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    updated_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-blocked_count", "-also_count", "signature"]
        indexes = [
            models.Index(fields=["status", "-blocked_count", "-also_count"]),
            models.Index(fields=["reason"]),
        ]

    def __str__(self) -> str:
        return self.signature


class CandidateCase(models.Model):
    """A case a candidate touches, with the sentence and the token's span in it."""

    class Role(models.TextChoices):
        BLOCKS = "blocks"  # the candidate is the case's first refusal
        ALSO = "also"  # the token appears later in the case

    candidate = models.ForeignKey(Candidate, on_delete=models.CASCADE, related_name="cases")
    split = models.CharField(max_length=100)
    case_id = models.CharField(max_length=200)
    role = models.CharField(max_length=6, choices=Role.choices)
    sentence = models.TextField()
    token_start = models.PositiveIntegerField()  # character offsets within `sentence`
    token_end = models.PositiveIntegerField()

    class Meta:
        ordering = ["candidate", "role", "split", "case_id"]
        constraints = [
            models.UniqueConstraint(fields=["candidate", "split", "case_id"], name="unique_candidate_case"),
        ]
        indexes = [models.Index(fields=["case_id"])]

    def __str__(self) -> str:
        return f"{self.candidate_id} {self.role} {self.case_id}"


class PackVersion(models.Model):
    """A version of the lexicon pack the corridor wrote (or found at start-up)."""

    pack_name = models.CharField(max_length=100)
    version = models.PositiveIntegerField()
    digest = models.CharField(max_length=64)
    added = models.JSONField(default=list)  # entries added: [{lemma, category, forms, attrs}]
    removed = models.JSONField(default=list)  # entries removed (undo)
    created_at = models.DateTimeField()
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT)
    run_before = models.ForeignKey(EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    run_after = models.ForeignKey(EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["-version"]
        constraints = [
            models.UniqueConstraint(fields=["pack_name", "version"], name="unique_pack_version"),
        ]

    def __str__(self) -> str:
        return f"{self.pack_name} v{self.version}"


class Proposal(models.Model):
    """A proposed lexicon entry: word, category and attributes, awaiting a decision.

    `revision` increments on every transition; transitions are
    compare-and-set on (status, revision), so of two reviewers acting at
    once exactly one wins, on SQLite as on PostgreSQL.
    """

    class Status(models.TextChoices):
        PROPOSED = "proposed"
        RATIFIED = "ratified"
        REJECTED = "rejected"
        WITHDRAWN = "withdrawn"
        UNDONE = "undone"

    candidate = models.ForeignKey(Candidate, null=True, blank=True, on_delete=models.SET_NULL, related_name="proposals")
    word = models.CharField(max_length=100)
    category = models.CharField(max_length=60)
    attrs = models.JSONField(default=dict)
    proposer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="proposals")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PROPOSED)
    revision = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField()
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="decided_proposals"
    )
    reason = models.TextField(blank=True)
    pack_version = models.ForeignKey(PackVersion, null=True, blank=True, on_delete=models.SET_NULL, related_name="proposals")
    undone_by_version = models.ForeignKey(
        PackVersion, null=True, blank=True, on_delete=models.SET_NULL, related_name="undone_proposals"
    )
    preview = models.JSONField(null=True, blank=True)  # last preview summary, for the queue

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.word} as {self.category} ({self.status})"


class Decision(models.Model):
    """One decision or transition, append-only: who did what, when and why."""

    class Action(models.TextChoices):
        PROPOSE = "propose"
        RATIFY = "ratify"
        REJECT = "reject"
        WITHDRAW = "withdraw"
        UNDO = "undo"
        DISMISS = "dismiss"
        REOPEN = "reopen"
        REPAIR = "repair"

    at = models.DateTimeField()
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT)
    action = models.CharField(max_length=10, choices=Action.choices)
    proposal = models.ForeignKey(Proposal, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions")
    candidate = models.ForeignKey(Candidate, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions")
    pack_version = models.ForeignKey(PackVersion, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions")
    reason = models.TextField(blank=True)
    detail = models.JSONField(default=dict)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["actor", "-at"])]

    def __str__(self) -> str:
        return f"{self.action} by {self.actor_id} at {self.at:%Y-%m-%d %H:%M}"

    def save(self, *args, **kwargs) -> None:
        if self.pk is not None and not kwargs.pop("_allow_update", False):
            raise ValueError("decisions are append-only; record a new decision instead")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError("decisions are append-only and are never deleted")
