"""Which pack directory to use when the caller does not say."""

from __future__ import annotations

import os
from pathlib import Path

REPOSITORY_PACK = Path(__file__).resolve().parent / "en_core_math_v1"


def default_pack_dir() -> Path:
    """The repository's pack, unless the PACK_DIR environment variable names another.

    This is the only place the library reads the environment.
    """
    override = os.environ.get("PACK_DIR", "").strip()
    return Path(override) if override else REPOSITORY_PACK
