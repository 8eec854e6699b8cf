"""The teaching curve: correct / refused / wrong per pack version, per split.

One finished run stands for each pack version (the latest one read with
it); the drawing is plain SVG polylines computed here, so the page needs
no charting library.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count

from corridor.models import CaseResult, EvalRun

OUTCOMES = ("correct", "refused", "wrong")
WIDTH, HEIGHT, PAD = 360, 140, 10


@dataclass(frozen=True)
class Point:
    version: int
    run_id: int
    counts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@dataclass(frozen=True)
class SplitCurve:
    split: str
    points: tuple[Point, ...]
    lines: dict[str, str]  # outcome → SVG polyline points
    dots: tuple[tuple[str, float, float], ...] = ()  # (outcome, x, y): a mark at every version


def runs_per_version() -> list[EvalRun]:
    """The latest finished run of each pack version, oldest version first."""
    chosen: dict[int, EvalRun] = {}
    for run in EvalRun.objects.filter(status=EvalRun.Status.DONE, pack_version__isnull=False).order_by("pk"):
        chosen[run.pack_version] = run
    return [chosen[v] for v in sorted(chosen)]


def coordinates(values: list[int], top: int) -> list[tuple[float, float]]:
    step = (WIDTH - 2 * PAD) / max(len(values) - 1, 1)
    scale = (HEIGHT - 2 * PAD) / max(top, 1)
    return [(round(PAD + i * step, 1), round(HEIGHT - PAD - v * scale, 1)) for i, v in enumerate(values)]


def polyline(values: list[int], top: int) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in coordinates(values, top))


def teaching_curves() -> list[SplitCurve]:
    runs = runs_per_version()
    version_of = {run.pk: run.pack_version for run in runs}
    table: dict[str, dict[int, dict[str, int]]] = defaultdict(dict)
    rows = CaseResult.objects.filter(run__in=runs).values("run", "split", "outcome").annotate(n=Count("id"))
    for row in rows:
        table[row["split"]].setdefault(row["run"], dict.fromkeys(OUTCOMES, 0))[row["outcome"]] = row["n"]
    curves = []
    for split in sorted(table):
        points = tuple(
            Point(version_of[run.pk], run.pk, table[split][run.pk]) for run in runs if run.pk in table[split]
        )
        top = max((p.total for p in points), default=1)
        lines = {o: polyline([p.counts[o] for p in points], top) for o in OUTCOMES}
        # A polyline of one version draws nothing, so every version also gets a dot.
        dots = tuple((o, x, y) for o in OUTCOMES for x, y in coordinates([p.counts[o] for p in points], top))
        curves.append(SplitCurve(split, points, lines, dots))
    return curves
