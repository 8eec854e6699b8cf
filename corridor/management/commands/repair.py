"""`manage.py repair [--check]`: find and mend disagreements between the database and the pack.

The rules are in corridor/services/repair.py (pack and proposals) and
corridor/services/stale_runs.py (eval runs a dead worker left unfinished). Loading the pack first finishes
or discards any interrupted pack commit, so the pack itself always verifies
before the database is compared with it.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from corridor.services import repair, stale_runs
from packs import PackError, load_pack


class Command(BaseCommand):
    help = (
        "Bring the database in step with the lexicon pack after a crash and fail eval runs left "
        "unfinished (--check only reports)."
    )
    requires_system_checks: list[str] = []  # the start-up check would only repeat what this prints

    def add_arguments(self, parser) -> None:
        parser.add_argument("--check", action="store_true", help="report disagreements; exit 1 if any")

    def handle(self, *args, **options) -> None:
        try:
            pack = load_pack(settings.PACK_DIR)
        except PackError as exc:
            raise CommandError(f"The lexicon pack does not verify, so nothing was repaired: {exc}") from None
        found = repair.find_disagreements(pack)
        stale = list(stale_runs.find_stale_runs())
        if not found and not stale:
            self.stdout.write(f"The database and pack {pack.name} v{pack.version} agree.")
            return
        for item in found:
            self.stdout.write(item.message)
        for run in stale:
            self.stdout.write(stale_runs.describe(run))
        if options["check"]:
            raise CommandError(
                f"{len(found) + len(stale)} disagreement(s); run `python manage.py repair` to mend them."
            )
        if stale:
            failed = stale_runs.fail_stale_runs(timezone.now())
            self.stdout.write(f"Marked {len(failed)} interrupted eval run(s) failed.")
        if not found:
            return
        mended = repair.repair(pack, timezone.now())
        left = repair.find_disagreements(pack)
        self.stdout.write(f"Repaired {len(mended)} disagreement(s); each is a repair decision in the log.")
        if left:
            raise CommandError("Still disagreeing: " + " ".join(item.message for item in left))
