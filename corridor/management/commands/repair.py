"""`manage.py repair [--check]`: find and mend disagreements between the database and the pack.

The rule is in corridor/services/repair.py. Loading the pack first finishes
or discards any interrupted pack commit, so the pack itself always verifies
before the database is compared with it.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from corridor.services import repair
from packs import PackError, load_pack


class Command(BaseCommand):
    help = "Bring the database in step with the lexicon pack after a crash (--check only reports)."
    requires_system_checks: list[str] = []  # the start-up check would only repeat what this prints

    def add_arguments(self, parser) -> None:
        parser.add_argument("--check", action="store_true", help="report disagreements; exit 1 if any")

    def handle(self, *args, **options) -> None:
        try:
            pack = load_pack(settings.PACK_DIR)
        except PackError as exc:
            raise CommandError(f"The lexicon pack does not verify, so nothing was repaired: {exc}") from None
        found = repair.find_disagreements(pack)
        if not found:
            self.stdout.write(f"The database and pack {pack.name} v{pack.version} agree.")
            return
        for item in found:
            self.stdout.write(item.message)
        if options["check"]:
            raise CommandError(f"{len(found)} disagreement(s); run `python manage.py repair` to mend them.")
        mended = repair.repair(pack, timezone.now())
        left = repair.find_disagreements(pack)
        self.stdout.write(f"Repaired {len(mended)} disagreement(s); each is a repair decision in the log.")
        if left:
            raise CommandError("Still disagreeing: " + " ".join(item.message for item in left))
