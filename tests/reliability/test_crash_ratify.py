"""Crash safety: the process ratifying a proposal is SIGKILLed, and nothing is lost or torn.

A zygote process loads Django once and forks one child per ratification,
so a kill costs milliseconds, not a start-up. After every kill a separate
repairer process loads the pack (which finishes or discards an interrupted
pack commit), applies the repair rule (corridor/services/repair.py) and
reports; the test then insists that the pack verifies, that the database
and the pack agree, and that every version has its PackVersion row.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import time
from dataclasses import dataclass

import pytest

from tests.reliability.worlds import PROCS, ROOT, Database, django_env, made_up_words, run_proc

RANDOM_KILLS = 50
SEED = 20261130
WORDS = made_up_words(RANDOM_KILLS + 40)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@dataclass
class Ratifiers:
    """The zygote and the children it forks; lines come back as "ready PID", "done PID S", "error PID ..."."""

    process: subprocess.Popen

    def _line(self, timeout: float = 60) -> str:
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        assert ready, "the zygote said nothing in time"
        return self.process.stdout.readline().strip()

    def spawn(self, action: str, proposal: int, reviewer: str, die: str = "none") -> int:
        self.process.stdin.write(f"{action} {proposal} {reviewer} {die}\n")
        self.process.stdin.flush()
        line = self._line()
        assert line.startswith("ready "), line
        return int(line.split()[1])

    def run(self, action: str, proposal: int, reviewer: str, die: str = "none") -> str:
        """Fork a child, let it act at once, and wait for it to end (or be killed by its planted DIE)."""
        pid = self.spawn(action, proposal, reviewer, die)
        os.kill(pid, signal.SIGUSR1)
        return self.finish(pid)

    def finish(self, pid: int, timeout: float = 60) -> str:
        """Wait until the child is gone; its last word ("done ...", "error ...") or "killed"."""
        deadline = time.monotonic() + timeout
        said = "killed"
        while _alive(pid) and time.monotonic() < deadline:
            if select.select([self.process.stdout], [], [], 0.01)[0]:
                said = self._line()
        assert not _alive(pid), "a ratifier did not end in time"
        while select.select([self.process.stdout], [], [], 0.05)[0]:
            said = self._line()
        assert not said.startswith("error"), said
        return said


@dataclass
class Repairer:
    process: subprocess.Popen

    def state(self) -> dict:
        self.process.stdin.write("check\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())


@pytest.fixture(scope="module")
def crash_world(tmp_path_factory, small_pack_template):
    import shutil

    folder = tmp_path_factory.mktemp("crash")
    pack = folder / "pack"
    shutil.copytree(small_pack_template, pack)
    database = Database.fresh(folder)
    env = django_env(database, pack, folder, TASKS_BACKEND="database")  # the rerun is only queued
    world = run_proc("setup", env, {"proposers": ["pat"], "reviewers": ["rita"], "words": WORDS})

    def start(mode: str) -> subprocess.Popen:
        process = subprocess.Popen(
            [*PROCS, mode], cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert process.stdout.readline().strip() == f"{mode} ready"
        return process

    zygote, repairer = start("zygote"), start("repairer")
    proposals = iter(world["proposals"][word] for word in WORDS)
    try:
        yield Ratifiers(zygote), Repairer(repairer), proposals, env
    finally:
        for process in (zygote, repairer):
            process.stdin.write("quit\n")
            process.stdin.flush()
            process.wait(timeout=30)
        database.drop()


def assert_agree(state: dict) -> None:
    """Pack and database in step: no disagreement left, a row for every version, entries = ratified."""
    assert state["after"] == []
    assert state["recorded"] == list(range(2, state["version"] + 1))
    assert state["entries"] == state["ratified"]


@pytest.mark.slow
def test_kill_before_each_pack_step_and_after_the_pack_write(crash_world):
    ratifiers, repairer, proposals, _env = crash_world
    step, outcomes = 1, []
    while True:
        before = repairer.state()
        said = ratifiers.run("ratify", next(proposals), "rita", f"step:{step}")
        state = repairer.state()
        assert_agree(state)
        assert state["version"] in (before["version"], before["version"] + 1)
        outcomes.append(state["version"] - before["version"])
        if said.startswith("done"):
            break
        step += 1
    assert step > 5  # the pack commit has several file-system steps, and each was a kill point
    assert 1 in outcomes[:-1], "a kill after the journal's commit point should roll the pack forward"

    # Killed after the pack write, before the database commit: the repair records the ratification.
    before = repairer.state()
    ratifiers.run("ratify", next(proposals), "rita", "after-pack")
    state = repairer.state()
    assert state["before"] == ["proposed_in_pack", "unrecorded_version"]
    assert state["version"] == before["version"] + 1
    assert_agree(state)

    # An undo killed the same way: the entry is gone from the pack, so the proposal waits again.
    ratified = next(proposals)
    ratifiers.run("ratify", ratified, "rita")
    ratifiers.run("undo", ratified, "rita", "after-pack")
    state = repairer.state()
    assert state["before"] == ["ratified_not_in_pack", "unrecorded_version"]
    assert_agree(state)
    print(f"deterministic kills: {step} steps, outcomes {outcomes}")


@pytest.mark.slow
def test_startup_says_so_and_repair_mends_it(crash_world):
    ratifiers, repairer, proposals, env = crash_world
    repairer.state()
    ratifiers.run("ratify", next(proposals), "rita", "after-pack")

    def manage(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [PROCS[0], "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
        )

    check = manage("check")
    assert "corridor.W002" in check.stderr + check.stdout
    assert "has no PackVersion row" in check.stderr + check.stdout
    report = manage("repair", "--check")
    assert report.returncode == 1
    assert "is still proposed but the pack holds its ratified entry." in report.stdout
    mended = manage("repair")
    assert mended.returncode == 0, mended.stderr
    assert "Repaired 2 disagreement(s); each is a repair decision in the log." in mended.stdout
    again = manage("repair", "--check")
    assert again.returncode == 0 and "agree" in again.stdout
    assert_agree(repairer.state())


@pytest.mark.slow
def test_sigkill_at_fifty_random_instants(crash_world):
    ratifiers, repairer, proposals, _env = crash_world
    rng = random.Random(SEED)
    repairer.state()
    said = ratifiers.run("ratify", next(proposals), "rita")
    window = float(said.split()[2]) * 1.3  # one whole ratification, and a little after
    seen = {"old": 0, "new": 0, "repaired": 0}
    for _ in range(RANDOM_KILLS):
        before = repairer.state()
        pid = ratifiers.spawn("ratify", next(proposals), "rita")
        os.kill(pid, signal.SIGUSR1)
        time.sleep(rng.uniform(0, window))
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # it finished first
        ratifiers.finish(pid)
        state = repairer.state()
        assert_agree(state)
        grew = state["version"] - before["version"]
        assert grew in (0, 1)
        seen["new" if grew else "old"] += 1
        seen["repaired"] += bool(state["before"])
    assert sum(seen[k] for k in ("old", "new")) == RANDOM_KILLS
    print(f"random kills in a {window:.3f} s window: {seen}")
