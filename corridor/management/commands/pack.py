"""`manage.py pack verify|stats|history`: the pack commands against settings.PACK_DIR.

A thin wrapper: the text and exit codes come from ``packs.cli``.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from packs.cli import COMMANDS, run


class Command(BaseCommand):
    help = "Verify the lexicon pack, or print its statistics or history."
    requires_system_checks: list[str] = []  # the pack check would pre-empt this command's own message

    def add_arguments(self, parser) -> None:
        parser.add_argument("action", choices=sorted(COMMANDS))
        parser.add_argument("--pack", help="pack directory (default: settings.PACK_DIR)")

    def handle(self, *args, **options) -> None:
        text, code = run(options["action"], options["pack"] or settings.PACK_DIR)
        if code != 0:
            raise CommandError(text, returncode=code)
        self.stdout.write(text)
