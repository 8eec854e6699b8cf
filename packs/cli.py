"""The pack commands as pure functions: a path in, (text, exit code) out.

``manage.py pack`` and ``python -m packs`` are thin wrappers around these,
so the text and exit codes are tested without Django or a terminal.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

from packs.errors import PackError
from packs.loader import load_pack
from packs.location import default_pack_dir
from packs.pack import Pack

Result = tuple[str, int]


def _with_pack(path: str | os.PathLike[str], render: Callable[[Pack], str]) -> Result:
    try:
        pack = load_pack(path)
    except PackError as exc:
        return f"pack does not verify: {exc}", 1
    return render(pack), 0


def verify(path: str | os.PathLike[str]) -> Result:
    return _with_pack(path, lambda p: f"{p.name} version {p.version} verifies\ndigest {p.digest}")


def _surface_counts(pack: Pack) -> dict[str, int]:
    counts = dict.fromkeys(pack.categories, 0)
    for entry in pack.lexicon.entries:
        counts[entry.category] += len({surface for surface, _ in entry.forms})
    return counts


def stats_text(pack: Pack) -> str:
    entries, surfaces = pack.counts(), _surface_counts(pack)
    width = max(len("category"), *(len(c) for c in entries))
    lines = [
        f"{pack.name} version {pack.version}",
        f"digest {pack.digest}",
        "",
        f"{'category':<{width}}  {'entries':>8}  {'surfaces':>8}",
    ]
    lines += [f"{c:<{width}}  {entries[c]:>8}  {surfaces[c]:>8}" for c in sorted(entries)]
    lines.append(f"{'total':<{width}}  {sum(entries.values()):>8}  {sum(surfaces.values()):>8}")
    return "\n".join(lines)


def stats(path: str | os.PathLike[str]) -> Result:
    return _with_pack(path, stats_text)


def history_text(pack: Pack) -> str:
    lines = [f"{pack.name} version {pack.version}", ""]
    for record in pack.history:
        who = record.reviewer or "-"
        what = [f"+{e.category}:{e.lemma}" for e in record.added]
        what += [f"-{e.category}:{e.lemma}" for e in record.removed]
        what += [
            f"{h.giver}->{h.taker} {' '.join(sorted({s for s, _ in h.forms}))}" for h in record.handovers
        ]
        lines.append(
            f"v{record.version}  {record.at or '-'}  {who}  proposal {record.proposal_id or '-'}  "
            f"{record.digest[:12]}  {'; '.join(what) or '(no entry changes listed)'}"
        )
    return "\n".join(lines)


def history(path: str | os.PathLike[str]) -> Result:
    return _with_pack(path, history_text)


COMMANDS: dict[str, Callable[[str | os.PathLike[str]], Result]] = {
    "verify": verify,
    "stats": stats,
    "history": history,
}


def run(command: str, path: str | os.PathLike[str] | None = None) -> Result:
    if command not in COMMANDS:
        return f"unknown command {command!r}: choose one of {', '.join(COMMANDS)}", 2
    return COMMANDS[command](Path(path) if path else default_pack_dir())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m packs", description="Verify and inspect a lexicon pack.")
    parser.add_argument("command", choices=sorted(COMMANDS))
    parser.add_argument("--pack", help="pack directory (default: PACK_DIR or the repository's pack)")
    args = parser.parse_args(argv)
    text, code = run(args.command, args.pack)
    print(text)
    return code
