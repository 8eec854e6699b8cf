"""``python -m packs verify|stats|history [--pack DIR]``: the pack commands without Django."""

from packs.cli import main

raise SystemExit(main())
