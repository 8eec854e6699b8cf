"""Load + verify time of the repository's pack: cold (no compiled cache) and warm.

Runs on a temporary copy so the repository's cache folder is left alone.
Cold: the cache is deleted before each run, so every lexicon file is parsed.
Warm: the cache exists; every file is still hashed and checked.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stats import record, repeat, summary, table  # noqa: E402
from packs import load_pack  # noqa: E402
from packs.layout import CACHE, IGNORED  # noqa: E402
from packs.location import REPOSITORY_PACK  # noqa: E402

RUNS = 7


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        pack_dir = Path(scratch) / REPOSITORY_PACK.name
        shutil.copytree(
            REPOSITORY_PACK, pack_dir, ignore=lambda _d, names: [n for n in names if n in IGNORED]
        )

        def cold() -> None:
            shutil.rmtree(pack_dir / CACHE, ignore_errors=True)
            load_pack(pack_dir)

        cold_times = repeat(cold, RUNS)
        warm_times = repeat(lambda: load_pack(pack_dir), RUNS)
        pack = load_pack(pack_dir)
    print(
        f"{pack.name} version {pack.version}: {len(pack.lexicon.entries)} entries, {len(pack.lexicon)} surface forms"
    )
    rows = []
    for label, times in (("cold (parse)", cold_times), ("warm (cache)", warm_times)):
        s = summary(times)
        record(f"pack load and verify, {label}", f"{s['median']:.3f} s", "<= 0.5 s")
        rows.append((label, f"{s['median']:.3f}", f"{s['min']:.3f}", f"{s['max']:.3f}", str(s["runs"])))
    print(table(rows, ("load+verify", "median s", "min s", "max s", "runs")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
