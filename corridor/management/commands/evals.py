"""`manage.py evals`: run eval splits, compare runs, list runs and splits.

`evals run` is a loop over steps that tests call one by one:
load -> read -> store -> harvest -> report. Loading happens before anything
is stored, so a malformed case file leaves the database untouched.
"""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from corridor import evals_store
from corridor.harvest import harvest_run
from corridor.models import EvalRun
from evals import report as reports
from evals import splits as registry
from evals.cases import Case, CaseFileError
from evals.compare import compare, render_text
from evals.runner import PackDir, RunError, RunResult, run_cases
from evals.summary import summary, wrong_cases
from packs import PackError

# --- the steps of `evals run` ---------------------------------------------


def pack_source(pack_dir: Path) -> PackDir:
    """What each reading process loads the pack from (a path, never a lexicon)."""
    return PackDir(str(pack_dir))


def load_step(split_names: list[str] | None = None, cases_file: str | None = None) -> tuple[Case, ...]:
    """The cases to read; any defect in any file raises CommandError before anything is stored."""
    try:
        if cases_file is not None:
            return registry.load_cases_file(Path(cases_file))
        cases = registry.load_splits(split_names or [])
    except CaseFileError as exc:
        raise CommandError(str(exc)) from None
    if not cases:
        raise CommandError(f"the splits {', '.join(split_names or [])} hold no cases")
    return cases


def read_step(
    cases: tuple[Case, ...],
    pack_dir: Path,
    jobs: int | None = None,
    run: EvalRun | None = None,
    progress: bool | None = None,
) -> RunResult:
    """Read every case; progress goes to stderr and, when a run row exists, to the database."""

    def on_progress(done: int, total: int) -> None:
        if run is not None:
            evals_store.record_progress(run, done, total)

    try:
        return run_cases(cases, pack_source(pack_dir), jobs=jobs, progress=progress, on_progress=on_progress)
    except RunError as exc:
        raise CommandError(str(exc)) from None


def report_bytes_step(result: RunResult) -> bytes:
    return reports.render(reports.build_report(result))


def store_step(run: EvalRun, result: RunResult, report_bytes: bytes, at: dt.datetime) -> EvalRun:
    return evals_store.complete_run(run, result, report_bytes, at=at)


def pack_step(pack_dir: Path) -> Any:
    """Load and verify the pack once before anything is stored; a bad pack is one clear error."""
    try:
        return pack_source(pack_dir)()
    except PackError as exc:
        raise CommandError(f"the pack at {pack_dir} cannot be used: {exc}") from None


def harvest_step(run: EvalRun, result: RunResult, pack: Any, at: dt.datetime) -> int:
    """Teaching candidates from the run's refusals; returns how many candidates it touched."""
    try:
        return harvest_run(run, result, pack, at=at)
    except ValueError as exc:
        raise CommandError(str(exc)) from None


def report_step(report_bytes: bytes, path: str | None) -> None:
    if path:
        Path(path).write_bytes(report_bytes)


# --- compare inputs -------------------------------------------------------


def load_report(ref: str) -> dict[str, Any]:
    """A report from a file path or a stored run id."""
    path = Path(ref)
    if path.exists() or not ref.isdigit():
        try:
            return reports.read_report_file(path)
        except reports.ReportError as exc:
            raise CommandError(str(exc)) from None
    run = EvalRun.objects.filter(pk=int(ref)).first()
    if run is None:
        raise CommandError(f"no eval run with id {ref}")
    if not run.report:
        raise CommandError(f"eval run {ref} has no report (status {run.status})")
    return reports.parse(run.report, f"run {ref}")


class Command(BaseCommand):
    help = "Run eval splits with the lexicon pack, compare two runs, list runs or splits."

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        run = actions.add_parser("run", help="read cases, store the run, harvest candidates, write a report")
        source = run.add_mutually_exclusive_group(required=True)
        source.add_argument("--split", action="append", metavar="NAME", help="a split or group (repeatable)")
        source.add_argument("--cases", metavar="FILE", help="a JSONL file of cases")
        source.add_argument("--baseline", action="store_true", help="the default splits `make run` reads")
        run.add_argument("--report", metavar="FILE", help="write the report JSON here")
        run.add_argument("--pack", metavar="DIR", help="the pack to read with (default: settings.PACK_DIR)")
        run.add_argument("--jobs", type=int, metavar="N", help="processes (default: all cores)")
        run.add_argument("--no-store", action="store_true", help="do not store the run or harvest")
        run.add_argument("--no-progress", action="store_true", help="never show a progress bar")
        cmp = actions.add_parser("compare", help="the case-by-case delta between two runs or reports")
        cmp.add_argument("before", help="a run id or a report file")
        cmp.add_argument("after", help="a run id or a report file")
        cmp.add_argument("--json", action="store_true", help="print the delta as JSON")
        actions.add_parser("list", help="past runs, newest first")
        actions.add_parser("splits", help="the split names --split accepts")

    def handle(self, *args: Any, **options: Any) -> None:
        action = options["action"]
        if action == "run":
            self.handle_run(options)
        elif action == "compare":
            self.handle_compare(options)
        elif action == "list":
            self.handle_list()
        else:
            self.handle_splits()

    def handle_run(self, options: dict[str, Any]) -> None:
        names = list(registry.BASELINE) if options["baseline"] else options["split"]
        cases = load_step(names, options["cases"])
        pack_dir = Path(options["pack"] or settings.PACK_DIR)
        if options["jobs"] is not None and options["jobs"] < 1:
            raise CommandError("--jobs must be at least 1")
        pack = pack_step(pack_dir)
        store = not options["no_store"]
        run = None
        if store:
            trigger = EvalRun.Trigger.BASELINE if options["baseline"] else EvalRun.Trigger.COMMAND
            split_list = list(dict.fromkeys(c.split for c in cases))
            run = evals_store.create_run(split_list, at=timezone.now(), trigger=trigger, total=len(cases))
        try:
            progress = False if options["no_progress"] else None
            result = read_step(cases, pack_dir, options["jobs"], run, progress)
        except CommandError as exc:
            if run is not None:
                evals_store.fail_run(run, str(exc), at=timezone.now())
            raise
        data = report_bytes_step(result)
        if run is not None:
            run = store_step(run, result, data, timezone.now())
            touched = harvest_step(run, result, pack, timezone.now())
        report_step(data, options["report"])
        self.finish_run(run, result, data, options, touched if run is not None else None)

    def finish_run(
        self,
        run: EvalRun | None,
        result: RunResult,
        data: bytes,
        options: dict[str, Any],
        touched: int | None,
    ) -> None:
        report = reports.parse(data)
        self.stdout.write(summary(report))
        where = f"run {run.pk}" if run is not None else "not stored"
        self.stdout.write(f"report sha256 {reports.sha256(data)} ({where})")
        if touched is not None:
            self.stdout.write(f"teaching candidates updated: {touched}")
        if options["report"]:
            self.stdout.write(f"report written to {options['report']}")
        if result.reader_errors:
            raise CommandError(evals_store.reader_error_message(result))
        wrong = wrong_cases(report)
        if wrong:
            names = ", ".join(c["id"] for c in wrong[:20]) + (" ..." if len(wrong) > 20 else "")
            raise CommandError(f"{len(wrong)} case(s) answered wrong: {names}")

    def handle_compare(self, options: dict[str, Any]) -> None:
        delta = compare(load_report(options["before"]), load_report(options["after"]))
        if options["json"]:
            self.stdout.write(reports.render(delta).decode("utf-8"), ending="")
        else:
            self.stdout.write(render_text(delta), ending="")

    def handle_list(self) -> None:
        self.stdout.write(
            f"{'id':>5}  {'created':<16}  {'status':<7}  {'pack':<8}  {'total':>6} {'correct':>7} {'refused':>7} {'wrong':>5}  splits"
        )
        for run in EvalRun.objects.order_by("-id"):
            pack = f"v{run.pack_version}" if run.pack_version is not None else "-"
            self.stdout.write(
                f"{run.pk:>5}  {run.created_at:%Y-%m-%d %H:%M}  {run.status:<7}  {pack:<8}  "
                f"{run.total:>6} {run.correct:>7} {run.refused:>7} {run.wrong:>5}  {', '.join(run.splits)}"
            )

    def handle_splits(self) -> None:
        for name, path in sorted(registry.registry().items()):
            self.stdout.write(
                f"{name:<28} {path.relative_to(settings.BASE_DIR) if path.is_relative_to(settings.BASE_DIR) else path}"
            )
        for name, members in sorted(registry.groups().items()):
            self.stdout.write(f"{name:<28} group: {', '.join(members) or '(empty)'}")
        self.stdout.write(f"baseline (make run): {', '.join(registry.BASELINE)}")
