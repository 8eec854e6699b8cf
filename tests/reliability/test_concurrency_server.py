"""Many reviewers at once, through a real server on loopback, on SQLite and on PostgreSQL.

The server is a threaded WSGI server in its own process, on a database of
its own (worlds.Database) and its own copy of a small pack; reruns are real
(the immediate task backend) but read one 21-case lane. Every request has a
timeout, and there are 60 of them in all.
"""

from __future__ import annotations

import shutil
import threading
import time

import pytest

import packs
from tests.reliability.worlds import Database, Reply, Server, call, django_env, made_up_words, run_proc

REVIEWERS = [f"rev{i:02d}" for i in range(50)]
WORDS = made_up_words(51)  # fifty for the fifty reviewers, one for the ten who race


@pytest.fixture(scope="module")
def served(tmp_path_factory, small_pack_template):
    folder = tmp_path_factory.mktemp("served")
    pack = folder / "pack"
    shutil.copytree(small_pack_template, pack)
    database = Database.fresh(folder)
    env = django_env(database, pack, folder, TASKS_BACKEND="immediate")
    world = run_proc("setup", env, {"proposers": ["pat"], "reviewers": REVIEWERS, "words": WORDS})
    server = Server.start(env, folder / "server.log")
    try:
        yield server, world, pack
    finally:
        server.stop()
        database.drop()


def at_once(calls: list[tuple[str, str, str]], base: str) -> list[tuple[str, Reply]]:
    """POST every (username, session, path) at the same instant; each request has its own timeout."""
    start = threading.Barrier(len(calls))
    replies: list[tuple[str, Reply] | None] = [None] * len(calls)

    def one(i: int, username: str, session: str, path: str) -> None:
        start.wait()
        replies[i] = (username, call(base, "POST", path, session, body={}, timeout=180))

    threads = [threading.Thread(target=one, args=(i, *c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=240)
    assert all(r is not None for r in replies), "a request did not come back in time"
    return replies  # type: ignore[return-value]


def all_rows(base: str, session: str, path: str) -> list[dict]:
    """Every row of a paginated API list, following its "next" links."""
    rows: list[dict] = []
    while path:
        page = call(base, "GET", path, session)
        assert page.status == 200, page
        rows += page.body["results"]
        path = page.body["next"].removeprefix(base) if page.body["next"] else ""
    return rows


@pytest.mark.slow
def test_fifty_reviewers_ratify_fifty_proposals_at_once(served):
    server, world, pack_dir = served
    sessions, proposals = world["sessions"], world["proposals"]
    before = packs.load_pack(pack_dir)
    calls = [
        (name, sessions[name], f"/api/proposals/{proposals[word]}/ratify/")
        for name, word in zip(REVIEWERS, WORDS[:50], strict=True)
    ]
    started = time.perf_counter()
    replies = at_once(calls, server.base)
    elapsed = time.perf_counter() - started

    statuses = sorted(reply.status for _name, reply in replies)
    assert statuses == [200] * 50, [(n, r.status, r.detail) for n, r in replies if r.status != 200]
    after = packs.load_pack(pack_dir)  # verifies every byte
    assert after.version == before.version + 50
    keys = {entry.key for entry in after.lexicon.entries}
    assert {("verb_gain", word) for word in WORDS[:50]} <= keys
    history = call(server.base, "GET", "/api/pack/history/", sessions["rev00"])
    assert sorted(row["version"] for row in history.body) == list(range(2, 52))
    decisions = all_rows(server.base, sessions["rev00"], "/api/decisions/")
    assert sum(1 for row in decisions if row["action"] == "ratify") == 50
    pack_view = call(server.base, "GET", "/api/pack/", sessions["rev00"])
    assert pack_view.body["verifies"] is True and pack_view.body["version"] == 51
    runs = all_rows(server.base, sessions["rev00"], "/api/runs/")
    reruns = [run for run in runs if run["trigger"] == "ratification"]
    assert len(reruns) == 50
    # Every rerun finished; one that saw the pack change under it says so and asks to run again
    # (a known limit under concurrent ratification, see docs/reliability.md), none hangs or lies.
    unfinished = [run["id"] for run in reruns if run["status"] not in ("done", "failed")]
    assert not unfinished
    failed = [run for run in reruns if run["status"] == "failed"]
    assert all(run["error"].startswith("the pack changed during the run") for run in failed), failed
    assert {run["pack_version"] for run in reruns if run["status"] == "done"} <= set(range(2, 52))
    print(
        f"50 concurrent ratifications in {elapsed:.1f} s; reruns done {50 - len(failed)}, failed {len(failed)}"
    )


@pytest.mark.slow
def test_ten_reviewers_race_for_one_proposal_one_wins(served):
    server, world, pack_dir = served
    sessions, proposal = world["sessions"], world["proposals"][WORDS[50]]
    before = packs.load_pack(pack_dir)
    calls = [(name, sessions[name], f"/api/proposals/{proposal}/ratify/") for name in REVIEWERS[:10]]
    replies = at_once(calls, server.base)

    winners = [name for name, reply in replies if reply.status == 200]
    assert len(winners) == 1, [(n, r.status, r.detail) for n, r in replies]
    losers = [reply for name, reply in replies if name != winners[0]]
    assert [r.status for r in losers] == [409] * 9
    expected = f"This proposal was already ratified by {winners[0]}, so it cannot be ratified."
    assert {r.detail for r in losers} == {expected}
    after = packs.load_pack(pack_dir)
    assert after.version == before.version + 1  # one pack write
    assert len(after.history) == len(before.history) + 1
