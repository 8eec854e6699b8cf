"""Shared fixtures: the repository's seed pack, loaded once (read-only)."""

from __future__ import annotations

import pytest

from packs import default_pack_dir, load_pack
from packs.model import Lexicon


@pytest.fixture(scope="session")
def lexicon() -> Lexicon:
    return load_pack(default_pack_dir()).lexicon
