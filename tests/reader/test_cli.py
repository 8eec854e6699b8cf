"""The command line: a closed output pipe ('| head') ends quietly, without a traceback."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBLEM = "Sam had 9 stickers. His uncle gave him 7 stickers. How many stickers does he have now?"


def test_closed_pipe_prints_no_traceback():
    child = subprocess.Popen(
        [sys.executable, "-m", "reader", "--json", PROBLEM],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    child.stdout.close()  # the reader of the pipe goes away before anything is written
    _, err = child.communicate(timeout=60)
    assert b"Traceback" not in err, err.decode()
    assert child.returncode == 0


def test_answer_is_printed_with_its_steps():
    run = subprocess.run(
        [sys.executable, "-m", "reader", PROBLEM], cwd=ROOT, capture_output=True, timeout=60, check=False
    )
    assert run.returncode == 0
    assert run.stdout.decode().startswith("answer: 16 sticker")
