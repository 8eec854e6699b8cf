"""System checks: the app refuses to start on a pack that does not verify."""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Error, register

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
