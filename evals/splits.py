"""The split registry: which names a user may pass to ``--split``, and the files behind them.

Dataset splits are fixed; lanes are discovered on every call, so a lane
file the reader engineer adds is runnable at once without touching code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from evals.cases import Case, CaseFileError, Erratum, load_case_file, load_errata

EVALS_DIR = Path(__file__).resolve().parent
DATA_DIR = EVALS_DIR / "data"
LANES_DIR = EVALS_DIR / "lanes"
LANE_PREFIX = "lane:"

DATASETS: Mapping[str, str] = {
    "gsm8k_train": "gsm8k_train.jsonl",
    "gsm8k_train_sample_v1": "gsm8k_train_sample_v1.jsonl",
    "svamp": "svamp.jsonl",
    "addsub": "addsub.jsonl",
    "singleeq": "singleeq.jsonl",
    "singleop": "singleop.jsonl",
    "multiarith": "multiarith.jsonl",
}
MAWPS = ("addsub", "singleeq", "singleop", "multiarith")

# What `make run` reads on first start. The full GSM8K train split is in: reading, storing and
# harvesting all 9,465 cases takes about 10 s on 2 cores (figures in docs/evals.md).
BASELINE = ("gsm8k_train", "gsm8k_train_sample_v1", "mawps", "svamp", "lanes")


class UnknownSplit(CaseFileError):
    """A split name that is neither a dataset, a lane nor a group."""


def lane_files(lanes_dir: Path | None = None) -> dict[str, Path]:
    """Every ``lanes/<name>.jsonl`` as ``lane:<name>``."""
    lanes_dir = lanes_dir or LANES_DIR
    if not lanes_dir.is_dir():
        return {}
    return {LANE_PREFIX + path.stem: path for path in sorted(lanes_dir.glob("*.jsonl"))}


def registry(data_dir: Path | None = None, lanes_dir: Path | None = None) -> dict[str, Path]:
    """Every single split name with its file."""
    data_dir = data_dir or DATA_DIR
    splits = {name: data_dir / filename for name, filename in DATASETS.items()}
    splits.update(lane_files(lanes_dir))
    return splits


def groups(lanes_dir: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Names that stand for several splits."""
    return {"mawps": MAWPS, "lanes": tuple(lane_files(lanes_dir))}


def expand(
    names: Iterable[str], data_dir: Path | None = None, lanes_dir: Path | None = None
) -> tuple[str, ...]:
    """Split and group names to the sorted set of single split names they stand for."""
    known = registry(data_dir, lanes_dir)
    named_groups = groups(lanes_dir)
    chosen: set[str] = set()
    for name in names:
        if name in named_groups:
            chosen.update(named_groups[name])
        elif name in known:
            chosen.add(name)
        else:
            listing = ", ".join(sorted(known) + sorted(named_groups))
            raise UnknownSplit(f'unknown split "{name}"; known splits: {listing}')
    return tuple(sorted(chosen))


def load_splits(
    names: Iterable[str],
    data_dir: Path | None = None,
    lanes_dir: Path | None = None,
    errata: Mapping[str, Erratum] | None = None,
) -> tuple[Case, ...]:
    """The cases of every named split, ordered by split name and then by file order."""
    files = registry(data_dir, lanes_dir)
    errata = load_errata() if errata is None else errata
    cases: list[Case] = []
    for split in expand(names, data_dir, lanes_dir):
        cases.extend(load_case_file(files[split], split, errata))
    return tuple(cases)


def load_cases_file(path: Path, errata: Mapping[str, Erratum] | None = None) -> tuple[Case, ...]:
    """The cases of a file given with ``--cases``; its split is named after the file."""
    path = Path(path)
    errata = load_errata() if errata is None else errata
    return load_case_file(path, f"file:{path.stem}", errata)
