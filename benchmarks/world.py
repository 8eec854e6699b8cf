"""A throwaway corridor for the benchmarks that need a database and a pack.

Everything lives in one scratch folder: a SQLite file, a VAR_DIR and a copy
of the repository's pack. Settings are read from the environment at import,
so `configure` must run before anything imports Django models; each
benchmark runs in its own process, so doing it once per process is enough.
The repository's var/ and pack are never opened for writing.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from packs.layout import IGNORED  # noqa: E402
from packs.location import REPOSITORY_PACK  # noqa: E402


def copy_pack(scratch: Path) -> Path:
    """A private copy of the repository's pack, without lock, journal or cache files."""
    target = scratch / REPOSITORY_PACK.name
    shutil.copytree(REPOSITORY_PACK, target, ignore=lambda _d, names: [n for n in names if n in IGNORED])
    return target


def configure(scratch: Path) -> Path:
    """Point Django at a fresh database and pack copy under ``scratch``; returns the pack folder."""
    pack_dir = copy_pack(scratch)
    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "corridor.settings",
            "SECRET_KEY": "benchmark-only-secret-key-not-for-production",
            "DEBUG": "0",
            "VAR_DIR": str(scratch / "var"),
            "DATABASE_URL": f"sqlite:///{scratch / 'bench.sqlite3'}",
            "PACK_DIR": str(pack_dir),
            "TASKS_BACKEND": "immediate",
            "LOG_LEVEL": "ERROR",
        }
    )
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    return pack_dir


def reviewer(username: str = "bench-reviewer"):
    """A user in the reviewer group, the role that sees every control on the pages."""
    from django.contrib.auth.models import Group, User

    from corridor.services.roles import REVIEWER

    user = User.objects.create_user(username, password="benchmark-password-9")
    user.groups.add(Group.objects.get_or_create(name=REVIEWER)[0])
    return user
