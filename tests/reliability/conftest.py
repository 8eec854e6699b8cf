"""Fixtures: a small pack with the real categories (written once), private copies of it, personas.

In-process tests point settings.PACK_DIR at their own copy; process tests
(servers, killed ratifiers) get a world of their own from worlds.py.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.conf import settings as django_settings

import packs
from tests.reliability.worlds import write_small_pack

REPOSITORY_PACK = Path(django_settings.PACK_DIR)


@pytest.fixture(scope="session")
def small_pack_template(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("template") / "small"
    return write_small_pack(target, packs.load_pack(REPOSITORY_PACK))


@pytest.fixture
def small_pack(small_pack_template: Path, tmp_path: Path) -> Path:
    target = tmp_path / "pack"
    shutil.copytree(small_pack_template, target)
    return target


@pytest.fixture
def pack_dir(small_pack: Path, settings) -> Path:
    """settings.PACK_DIR pointed at this test's own copy of the small pack."""
    settings.PACK_DIR = small_pack
    return small_pack
