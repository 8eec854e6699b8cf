"""System checks: the app refuses to start on a pack that does not verify."""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Error, Warning, register

from packs import PackError, verify_pack

PACK_CHECK_ID = "corridor.E001"


@register()
def check_pack_verifies(app_configs=None, **kwargs) -> list[Error]:
    """One error with a hint when settings.PACK_DIR does not hold a verifying pack."""
    try:
        verify_pack(settings.PACK_DIR)
    except PackError as exc:
        return [
            Error(
                f"The lexicon pack does not verify: {exc}",
                hint=(
                    "Restore the pack from version control (git checkout -- packs/), rebuild it with "
                    "`python -m packs.build_seed`, or point PACK_DIR at a pack that verifies; "
                    "`python manage.py pack verify` shows the problem."
                ),
                id=PACK_CHECK_ID,
            )
        ]
    return []


DISAGREEMENT_CHECK_ID = "corridor.W002"


@register()
def check_database_agrees_with_pack(app_configs=None, **kwargs) -> list[Warning]:
    """At start-up, say so when a crash left the database and the pack disagreeing."""
    from django.db import DatabaseError

    from corridor.services.repair import find_disagreements

    try:
        pack = verify_pack(settings.PACK_DIR)
        found = find_disagreements(pack)
    except (PackError, DatabaseError):  # a broken pack is E001's; a database not migrated yet has no rows
        return []
    if not found:
        return []
    return [
        Warning(
            "The database and the lexicon pack disagree: " + " ".join(item.message for item in found),
            hint="Run `python manage.py repair` with the app stopped; it applies the rule in docs/reliability.md.",
            id=DISAGREEMENT_CHECK_ID,
        )
    ]


STALE_RUNS_CHECK_ID = "corridor.W003"


@register()
def check_no_runs_left_unfinished(app_configs=None, **kwargs) -> list[Warning]:
    """At start-up, say so when eval runs were left running or queued with nothing to finish them."""
    from django.db import DatabaseError

    from corridor.services.stale_runs import describe, find_stale_runs

    try:
        stale = [describe(run) for run in find_stale_runs()]
    except DatabaseError:  # a database not migrated yet has no runs
        return []
    if not stale:
        return []
    return [
        Warning(
            " ".join(stale),
            hint=(
                "If no worker is reading them now, they were interrupted: run `python manage.py repair` with "
                "the app and its workers stopped; it marks them failed (docs/reliability.md)."
            ),
            id=STALE_RUNS_CHECK_ID,
        )
    ]
