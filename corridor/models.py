"""The corridor's data: eval runs and their case results, teaching
candidates harvested from refusals, lexicon proposals, the append-only
decision log, and the pack versions ratifications produced.

Transitions belong to the models (see Proposal and Candidate); views and
the API call one method and report its one-sentence outcome.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from functools import partial

from django.conf import settings
from django.db import models, transaction
from django.db.models import F

from corridor.services.errors import Conflict, InvalidProposal, NotAllowed, PackBlocked, TransitionError

# How long (seconds, one after another) a ratification waits for another reviewer's write of the
# same proposals to commit before it reports the pack as blocked; about three seconds in all.
IN_FLIGHT_WAITS = (0.05, 0.1, 0.2, 0.4, 0.8, 1.6)

SELF_RATIFICATION = "You proposed this entry, so another reviewer must ratify it."
REVIEWERS_ONLY = "Only reviewers may {action} proposals."
PROPOSERS_ONLY = "Only proposers and reviewers may propose entries."


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
    retried_because = models.TextField(blank=True)  # why the rerun read a second time, if it did
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

    @classmethod
    def latest_done(cls) -> EvalRun | None:
        return cls.objects.filter(status=cls.Status.DONE).order_by("-id").first()

    @property
    def finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)

    @property
    def percent_done(self) -> int:
        if self.finished:
            return 100
        return int(100 * self.progress_done / self.progress_total) if self.progress_total else 0


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
    first_seen_run = models.ForeignKey(
        EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    last_seen_run = models.ForeignKey(
        EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    updated_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-blocked_count", "-also_count", "signature"]
        indexes = [
            models.Index(fields=["status", "-blocked_count", "-also_count"]),
            models.Index(fields=["reason"]),
        ]

    def __str__(self) -> str:
        return self.signature

    def dismiss(self, actor, at: datetime, reason: str = "") -> None:
        """open → dismissed: nobody will teach this (admins and reviewers)."""
        self._review_move(actor, self.Status.OPEN, self.Status.DISMISSED, Decision.Action.DISMISS, at, reason)

    def reopen(self, actor, at: datetime, reason: str = "") -> None:
        """dismissed → open."""
        self._review_move(actor, self.Status.DISMISSED, self.Status.OPEN, Decision.Action.REOPEN, at, reason)

    def _review_move(self, actor, old: str, new: str, action: str, at: datetime, reason: str) -> None:
        """A reviewer's status change, compare-and-set, recorded as a decision."""
        from corridor.services.roles import can_review

        if not can_review(actor):
            raise NotAllowed("Only reviewers may dismiss or reopen candidates.")
        verified_pack()
        self._move((old,), new, "dismissed" if new == self.Status.DISMISSED else "reopened", at)
        Decision.objects.create(at=at, actor=actor, action=action, candidate=self, reason=reason)

    def _move(self, allowed: tuple[str, ...], new: str, verb: str, at: datetime) -> None:
        """Compare-and-set the status; a stale page gets one sentence saying what it is now."""
        updated = Candidate.objects.filter(pk=self.pk, status__in=allowed).update(status=new, updated_at=at)
        if updated != 1:
            current = Candidate.objects.get(pk=self.pk).status
            raise Conflict(f"This candidate is {current}, so it cannot be {verb}.")
        self.status, self.updated_at = new, at

    def follow_proposals(self, at: datetime) -> None:
        """Keep the status in step with its proposals (after a proposal changed)."""
        statuses = set(self.proposals.values_list("status", flat=True))
        if Proposal.Status.RATIFIED in statuses:
            new = self.Status.RESOLVED
        elif Proposal.Status.PROPOSED in statuses:
            new = self.Status.PROPOSED
        else:
            new = self.Status.OPEN
        Candidate.objects.filter(pk=self.pk).exclude(status=self.Status.DISMISSED).update(
            status=new, updated_at=at
        )


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
    run_before = models.ForeignKey(
        EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    run_after = models.ForeignKey(EvalRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["-version"]
        constraints = [
            models.UniqueConstraint(fields=["pack_name", "version"], name="unique_pack_version"),
        ]

    def __str__(self) -> str:
        return f"{self.pack_name} v{self.version}"

    @classmethod
    def record(
        cls, pack, actor, at: datetime, *, added: list | None = None, removed: list | None = None
    ) -> PackVersion:
        """The row for a version the corridor just wrote; the run before is the latest finished run."""
        return cls.objects.create(
            pack_name=pack.name,
            version=pack.version,
            digest=pack.digest,
            added=added or [],
            removed=removed or [],
            created_at=at,
            created_by=actor,
            run_before=EvalRun.latest_done(),
        )

    def queue_rerun(self, trigger: str, at: datetime) -> EvalRun:
        """Create the run that measures this version and hand it to the task queue after commit."""
        from corridor.tasks import enqueue_rerun

        splits = list(self.run_before.splits) if self.run_before else default_splits()
        run = EvalRun.objects.create(
            created_at=at,
            splits=splits,
            trigger=trigger,
            pack_name=self.pack_name,
            pack_version=self.version,
            pack_digest=self.digest,
        )
        PackVersion.objects.filter(pk=self.pk).update(run_after=run)
        self.run_after = run
        transaction.on_commit(partial(enqueue_rerun, run.pk))
        return run


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

    candidate = models.ForeignKey(
        Candidate, null=True, blank=True, on_delete=models.SET_NULL, related_name="proposals"
    )
    word = models.CharField(max_length=100)
    category = models.CharField(max_length=60)
    attrs = models.JSONField(default=dict)
    proposer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="proposals")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PROPOSED)
    revision = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField()
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="decided_proposals",
    )
    reason = models.TextField(blank=True)
    pack_version = models.ForeignKey(
        PackVersion, null=True, blank=True, on_delete=models.SET_NULL, related_name="proposals"
    )
    undone_by_version = models.ForeignKey(
        PackVersion, null=True, blank=True, on_delete=models.SET_NULL, related_name="undone_proposals"
    )
    preview = models.JSONField(null=True, blank=True)  # last preview summary, for the queue

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.word} as {self.category} ({self.status})"

    # --- creating -----------------------------------------------------------

    @classmethod
    def propose(
        cls,
        *,
        proposer,
        word: object,
        category: object,
        attrs: object,
        at: datetime,
        candidate: Candidate | None = None,
    ) -> Proposal:
        """Validate and record a proposal; nothing touches the pack yet."""
        from corridor.services import pack_gateway, validation
        from corridor.services.roles import can_propose

        if not can_propose(proposer):
            raise NotAllowed(PROPOSERS_ONLY)
        pack = verified_pack()
        clean = validation.clean_proposal(word, category, attrs, pack.categories)
        entry = pack_gateway.build_entry(clean.lemma, clean.category, clean.attrs)
        validation.check_not_in_pack(entry, pack.lexicon, clean.lemma)
        if cls.objects.filter(word=clean.lemma, category=clean.category, status=cls.Status.PROPOSED).exists():
            raise InvalidProposal(
                f"'{clean.lemma}' is already proposed as {clean.category}; decide that proposal first."
            )
        with transaction.atomic():
            proposal = cls.objects.create(
                candidate=candidate,
                word=clean.lemma,
                category=clean.category,
                attrs=clean.attrs,
                proposer=proposer,
                created_at=at,
            )
            Decision.objects.create(
                at=at,
                actor=proposer,
                action=Decision.Action.PROPOSE,
                proposal=proposal,
                candidate=candidate,
                detail={"word": clean.lemma, "category": clean.category, "attrs": clean.attrs},
            )
            if candidate is not None:
                candidate.follow_proposals(at)
        return proposal

    def entry(self, *, reviewer: str = "", at: datetime | None = None):
        """The lexicon entry this proposal stands for (provenance filled in when ratifying)."""
        from corridor.services import pack_gateway
        from packs.model import Provenance

        provenance = Provenance(
            "ratified", proposal_id=str(self.pk), reviewer=reviewer, at=at.isoformat() if at else ""
        )
        return pack_gateway.build_entry(self.word, self.category, dict(self.attrs), provenance)

    # --- deciding -----------------------------------------------------------

    def ratify(self, reviewer, at: datetime) -> PackVersion:
        """proposed → ratified: write the entry into the pack and queue the rerun."""
        return Proposal.ratify_batch([self], reviewer, at)

    @classmethod
    def ratify_batch(cls, proposals: Sequence[Proposal], reviewer, at: datetime) -> PackVersion:
        """Ratify several proposals as one pack version and one rerun, or none of them.

        Checks come first (role, self-ratification, status, pack, preview);
        then one transaction claims every proposal by compare-and-set, writes
        the pack once and records the version and the decisions. A pack write
        that fails rolls the claim back, so the proposals stay proposed.
        """
        from corridor.services import pack_gateway, preview, validation

        if not proposals:
            raise TransitionError("Select at least one proposal to ratify.")
        _require_reviewer(reviewer, "ratify")
        for proposal in proposals:
            if proposal.proposer_id == reviewer.pk:
                raise NotAllowed(SELF_RATIFICATION)
            proposal._require_status(cls.Status.PROPOSED, "ratified")
        entries = [p.entry(reviewer=reviewer.username, at=at) for p in proposals]
        pack = cls._pack_for_ratifying(proposals, entries)
        try:
            for proposal, entry in zip(proposals, entries, strict=True):
                validation.check_not_in_pack(entry, pack.lexicon, proposal.word)
            try:
                lexicon_after = pack_gateway.lexicon_with(pack, entries)
            except (ValueError, pack_gateway.PackError) as exc:
                raise InvalidProposal(f"These proposals cannot be ratified together: {exc}.") from None
        except InvalidProposal:
            # A reviewer who lost a race reads the winner's entry in the pack;
            # the true answer is the conflict, naming who ratified first.
            cls._require_still_proposed(proposals)
            cls._require_no_ratification_in_flight(proposals, entries, pack.lexicon)
            raise
        predicted = preview.preview(lexicon_after, entries)
        blocking = predicted.blocking_reason()
        if blocking:
            raise TransitionError(blocking)
        try:
            return cls._write_ratification(proposals, entries, predicted, reviewer, at)
        except Exception:
            for proposal in proposals:  # the transaction rolled back; so does the copy in memory
                proposal.refresh_from_db()
            raise

    @classmethod
    def _pack_for_ratifying(cls, proposals: Sequence[Proposal], entries):
        """The pack to write, or the conflict when another reviewer's ratification of these is in flight.

        The winner of a race writes the pack before its transaction commits, so for a moment the
        pack on disk is a version the database has not recorded yet. A loser that looks then must
        answer with the conflict (409), not with a blocked pack (503): it waits a little for the
        winner's rows, and names the winner as soon as the rows or the pack's provenance show it.
        """
        from corridor.services import pack_gateway

        for wait in (*IN_FLIGHT_WAITS, None):
            try:
                return pack_for_writing()
            except PackBlocked:
                cls._require_still_proposed(proposals)
                try:
                    lexicon = pack_gateway.current_pack().lexicon
                except pack_gateway.PackError:
                    lexicon = None  # caught between two files of the winner's write
                if lexicon is not None:
                    cls._require_no_ratification_in_flight(proposals, entries, lexicon)
                if wait is None:
                    raise
                time.sleep(wait)
        raise AssertionError("unreachable")

    @staticmethod
    def _require_no_ratification_in_flight(proposals, entries, lexicon) -> None:
        """The pack already holds an entry ratified from one of these proposals, but the winner's
        transaction has not committed yet, so the row still says proposed: that is the race, not a
        word already in the pack. The pack's provenance names the winner."""
        from corridor.services.pack_gateway import holders

        ids = {str(p.pk) for p in proposals}
        for entry in entries:
            for held in holders(lexicon, entry):
                if ids & set(held.provenance.proposal_id.split(",")):
                    who = held.provenance.reviewer or "someone"
                    raise Conflict(f"This proposal was already ratified by {who}, so it cannot be ratified.")

    @classmethod
    def _require_still_proposed(cls, proposals: Sequence[Proposal]) -> None:
        for proposal in proposals:
            proposal._require_status(cls.Status.PROPOSED, "ratified")

    @classmethod
    def _write_ratification(cls, proposals, entries, predicted, reviewer, at: datetime) -> PackVersion:
        from corridor.services import pack_gateway

        with transaction.atomic():
            for proposal in proposals:
                proposal._claim(cls.Status.PROPOSED, cls.Status.RATIFIED, "ratified", reviewer, at)
            ids = ",".join(str(p.pk) for p in proposals)
            try:
                written = pack_gateway.write_entries(
                    entries, proposal_id=ids, reviewer=reviewer.username, at=at.isoformat()
                )
            except pack_gateway.PackError as exc:
                raise TransitionError(
                    f"The pack could not be written, so nothing was ratified: {exc}"
                ) from None
            try:
                version = PackVersion.record(written, reviewer, at, added=[entry_json(e) for e in entries])
                for proposal in proposals:
                    cls.objects.filter(pk=proposal.pk).update(
                        pack_version=version, preview=predicted.summary()
                    )
                    proposal.pack_version = version
                    proposal._record(
                        Decision.Action.RATIFY,
                        reviewer,
                        at,
                        pack_version=version,
                        detail={"preview": predicted.summary()},
                    )
                version.queue_rerun(EvalRun.Trigger.RATIFICATION, at)
            except Exception:
                # The database refused after the pack was written: give the entries back.
                pack_gateway.remove_entries(
                    [e.key for e in entries], proposal_id=ids, reviewer=reviewer.username, at=at.isoformat()
                )
                raise
        return version

    def reject(self, reviewer, at: datetime, reason: str) -> None:
        """proposed → rejected, with the reviewer's reason."""
        _require_reviewer(reviewer, "reject")
        if not isinstance(reason, str) or not reason.strip():
            raise TransitionError("Say why you reject this proposal.")
        self._require_status(self.Status.PROPOSED, "rejected")
        verified_pack()
        with transaction.atomic():
            self._claim(
                self.Status.PROPOSED, self.Status.REJECTED, "rejected", reviewer, at, reason=reason.strip()
            )
            self._record(Decision.Action.REJECT, reviewer, at, reason=reason.strip())

    def withdraw(self, actor, at: datetime) -> None:
        """proposed → withdrawn, by the proposer (or an admin)."""
        from corridor.services.roles import is_admin

        if actor.pk != self.proposer_id and not is_admin(actor):
            raise NotAllowed("Only the proposer may withdraw this proposal.")
        self._require_status(self.Status.PROPOSED, "withdrawn")
        verified_pack()
        with transaction.atomic():
            self._claim(self.Status.PROPOSED, self.Status.WITHDRAWN, "withdrawn", actor, at)
            self._record(Decision.Action.WITHDRAW, actor, at)

    def undo(self, actor, at: datetime, reason: str = "") -> PackVersion | None:
        """Take a decision back: ratified → undone (a new pack version without the entry),
        or rejected → proposed (the proposal waits for a decision again)."""
        _require_reviewer(actor, "undo")
        if self.status == self.Status.REJECTED:
            return self._undo_rejection(actor, at, reason)
        self._require_status(self.Status.RATIFIED, "undone")
        return self._undo_ratification(actor, at, reason)

    def _undo_rejection(self, actor, at: datetime, reason: str) -> None:
        verified_pack()
        with transaction.atomic():
            self._claim(self.Status.REJECTED, self.Status.PROPOSED, "undone", actor, at)
            Proposal.objects.filter(pk=self.pk).update(decided_at=None, decided_by=None, reason="")
            self._record(Decision.Action.UNDO, actor, at, reason=reason, detail={"undid": "reject"})
        return None

    def _undo_ratification(self, actor, at: datetime, reason: str) -> PackVersion:
        from corridor.services import pack_gateway

        pack_for_writing()
        key = (self.category, self.word)
        with transaction.atomic():
            self._claim(self.Status.RATIFIED, self.Status.UNDONE, "undone", actor, at)
            try:
                written = pack_gateway.remove_entries(
                    [key], proposal_id=str(self.pk), reviewer=actor.username, at=at.isoformat()
                )
            except pack_gateway.PackError as exc:
                raise TransitionError(
                    f"The pack could not be written, so nothing was undone: {exc}"
                ) from None
            version = PackVersion.record(written, actor, at, removed=[{"category": key[0], "lemma": key[1]}])
            Proposal.objects.filter(pk=self.pk).update(undone_by_version=version)
            self.undone_by_version = version
            self._record(
                Decision.Action.UNDO,
                actor,
                at,
                pack_version=version,
                reason=reason,
                detail={"undid": "ratify"},
            )
            version.queue_rerun(EvalRun.Trigger.UNDO, at)
        return version

    def _record(self, action: str, actor, at: datetime, **fields) -> None:
        """Append the decision to the audit trail and let the candidate follow its proposals."""
        Decision.objects.create(
            at=at, actor=actor, action=action, proposal=self, candidate=self.candidate, **fields
        )
        if self.candidate is not None:
            self.candidate.follow_proposals(at)

    # --- compare-and-set ----------------------------------------------------

    def _require_status(self, expected: str, verb: str) -> None:
        """Fail fast, before any slow check, when the row moved on since it was read."""
        current = Proposal.objects.filter(pk=self.pk).values_list("status", "revision").first()
        if self.status != expected or current != (expected, self.revision):
            raise self._stale(verb)

    def _claim(self, expected: str, new: str, verb: str, actor, at: datetime, reason: str = "") -> None:
        """Move expected → new only if nobody changed the row since it was read."""
        updated = Proposal.objects.filter(pk=self.pk, status=expected, revision=self.revision).update(
            status=new, revision=F("revision") + 1, decided_at=at, decided_by=actor, reason=reason
        )
        if updated != 1:
            raise self._stale(verb)
        self.status, self.revision, self.decided_at, self.decided_by, self.reason = (
            new,
            self.revision + 1,
            at,
            actor,
            reason,
        )

    def _stale(self, verb: str) -> Conflict:
        """The conflict a late actor gets, naming whoever acted first."""
        fresh = Proposal.objects.select_related("decided_by", "proposer").get(pk=self.pk)
        if fresh.status == self.Status.PROPOSED:
            return Conflict("This proposal changed while you were looking at it; reload it and try again.")
        who = fresh.decided_by.get_username() if fresh.decided_by else "someone"
        return Conflict(f"This proposal was already {fresh.status} by {who}, so it cannot be {verb}.")


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
    proposal = models.ForeignKey(
        Proposal, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions"
    )
    candidate = models.ForeignKey(
        Candidate, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions"
    )
    pack_version = models.ForeignKey(
        PackVersion, null=True, blank=True, on_delete=models.PROTECT, related_name="decisions"
    )
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


# --- helpers the transitions share ---------------------------------------------


def _require_reviewer(user, action: str) -> None:
    from corridor.services.roles import can_review

    if not can_review(user):
        raise NotAllowed(REVIEWERS_ONLY.format(action=action))


def verified_pack():
    """The pack, or PackBlocked with the banner's sentence when it does not verify."""
    from corridor.services import pack_gateway

    problem = pack_gateway.pack_problem()
    if problem:
        raise PackBlocked(problem)
    return pack_gateway.current_pack()


def pack_for_writing():
    """The verified pack, or PackBlocked when it is not a version the database recorded.

    A pack put back to an older copy would make the next write reuse a
    version number the database already holds. The rows are read after the
    pack, so when they look ahead of it the pack is read once more: another
    ratification may have landed in between, which is no clash.
    """
    from corridor.services.repair import recorded_digests, version_clashes

    pack = verified_pack()
    recorded = recorded_digests(pack.name)
    clashes = version_clashes(pack, recorded)
    if clashes:
        pack = verified_pack()
        clashes = version_clashes(pack, recorded)
    if clashes:
        message = clashes[0].message
        raise PackBlocked(
            "The pack on disk is not one the database recorded, so nothing can be written: "
            + message[0].lower()
            + message[1:]
        )
    return pack


def entry_json(entry) -> dict:
    """An entry as the JSON a PackVersion keeps."""
    return {
        "lemma": entry.lemma,
        "category": entry.category,
        "forms": [list(form) for form in entry.forms],
        "attrs": dict(entry.attrs),
    }


def default_splits() -> list[str]:
    from evals.splits import BASELINE

    return list(BASELINE)
