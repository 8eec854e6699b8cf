"""The corridor's test world: a private copy of the pack and four named personas.

Every test gets its own copy of the repository's pack and points
settings.PACK_DIR at it, so no test can change the pack in the repository.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.conf import settings as django_settings

REPOSITORY_PACK = Path(django_settings.PACK_DIR)
SCRATCH = shutil.ignore_patterns(".lock", ".journal", ".journal.tmp", ".staging")


@pytest.fixture(scope="session")
def pristine_pack(tmp_path_factory) -> Path:
    """One read-only copy per session, taken before any test could write."""
    target = tmp_path_factory.mktemp("pristine") / REPOSITORY_PACK.name
    shutil.copytree(REPOSITORY_PACK, target, ignore=SCRATCH)
    return target


@pytest.fixture(autouse=True)
def pack_dir(pristine_pack: Path, tmp_path: Path, settings) -> Path:
    target = tmp_path / "pack"
    shutil.copytree(pristine_pack, target)
    settings.PACK_DIR = target
    return target
