"""Worlds for the reliability tests: a small pack, a database of their own, a real server.

The tests that need real processes (a server taking concurrent requests, a
ratifier killed mid-write) cannot share pytest's test database, so each gets
a file-backed SQLite database under tmp_path, or, when DATABASE_URL names
PostgreSQL, a database ``corridor_rel_<pid>_<n>`` created here and dropped
afterwards. Everything listens on 127.0.0.1 only.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import packs
from packs.writer import write_new_pack

ROOT = Path(__file__).resolve().parents[2]
PROCS = [sys.executable, "-m", "tests.reliability.procs"]
CSRF_SECRET = "reliabilitytestcsrfsecret0123456"  # 32 characters: Django accepts it unmasked
SMALL_NOUNS = ("apple", "dime", "marble", "book", "sticker", "cookie", "pencil", "card")
SMALL_NAMES = ("Sam", "Tom", "Ann", "Mia")
_numbers = itertools.count()


def made_up_words(count: int) -> list[str]:
    """Distinct made-up verbs that are their own lemma; inflections cannot collide (all stems have 5 letters)."""
    from lemminflect import getLemma

    letters = "bdfgklmnprst"
    stems = (f"zq{a}a{b}" for a in letters for b in letters)
    own_lemma = (w for w in stems if getLemma(w, upos="VERB") == (w,))
    return list(itertools.islice(own_lemma, count))


def write_small_pack(target: Path, repository_pack: packs.Pack) -> Path:
    """The repository's categories and closed-class entries, a few nouns and names: quick to write."""
    keep = [
        e
        for e in repository_pack.lexicon.entries
        if e.category not in packs.OPEN_CLASSES and e.category != "name"
    ]
    keep += [e for e in repository_pack.lexicon.entries if e.category == "noun" and e.lemma in SMALL_NOUNS]
    keep += [e for e in repository_pack.lexicon.entries if e.category == "name" and e.lemma in SMALL_NAMES]
    categories = (repository_pack.path / "categories.yaml").read_bytes()
    write_new_pack(target, "reliability_small_v1", categories, keep, reviewer="tests", proposal_id="seed")
    return target


@dataclass
class Database:
    """A database only these tests use: a SQLite file, or a PostgreSQL database they create and drop."""

    url: str
    admin_url: str = ""  # set for PostgreSQL: where CREATE/DROP DATABASE run
    name: str = ""

    @classmethod
    def fresh(cls, folder: Path) -> Database:
        base = os.environ.get("DATABASE_URL", "")
        if base.startswith(("postgres://", "postgresql://")):
            name = f"corridor_rel_{os.getpid()}_{next(_numbers)}"
            parsed = urlparse(base)
            admin = parsed._replace(path="/postgres").geturl()  # the named database need not exist
            database = cls(parsed._replace(path=f"/{name}").geturl(), admin_url=admin, name=name)
            database._admin(f'DROP DATABASE IF EXISTS "{name}"', f'CREATE DATABASE "{name}"')
            return database
        return cls(f"sqlite:///{folder / 'corridor.sqlite3'}")

    @property
    def vendor(self) -> str:
        return "postgresql" if self.admin_url else "sqlite"

    def _admin(self, *statements: str) -> None:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True) as connection:
            for statement in statements:
                connection.execute(statement)

    def drop(self) -> None:
        if self.admin_url:
            self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


def django_env(database: Database, pack_dir: Path, var_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of a corridor process bound to this world (production-like: DEBUG off)."""
    env = dict(os.environ)
    env.update(
        SECRET_KEY=os.environ.get("SECRET_KEY", "reliability-test-secret-key"),
        DEBUG="0",
        DATABASE_URL=database.url,
        PACK_DIR=str(pack_dir),
        VAR_DIR=str(var_dir),
        ALLOWED_HOSTS="127.0.0.1",
        DJANGO_SETTINGS_MODULE="corridor.settings",
        PYTHONPATH=str(ROOT),
    )
    env.update(extra)
    return env


def run_proc(mode: str, env: dict[str, str], payload: dict | None = None, timeout: float = 120) -> dict:
    """Run one procs.py mode to completion; its last stdout line is JSON."""
    result = subprocess.run(
        [*PROCS, mode],
        cwd=ROOT,
        env=env,
        input=json.dumps(payload or {}),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, f"{mode} failed:\n{result.stdout}\n{result.stderr}"
    return json.loads(result.stdout.strip().splitlines()[-1])


@dataclass
class Server:
    """The corridor served by a threaded WSGI server in a subprocess, on a free loopback port."""

    process: subprocess.Popen
    base: str
    log: Path

    @classmethod
    def start(cls, env: dict[str, str], log: Path) -> Server:
        handle = log.open("w")
        process = subprocess.Popen(
            [*PROCS, "serve"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=handle, text=True
        )
        line = process.stdout.readline().strip()
        if not line.startswith("port "):
            process.kill()
            raise AssertionError(f"the server did not start: {line!r}\n{log.read_text()}")
        return cls(process, f"http://127.0.0.1:{int(line.split()[1])}", log)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@dataclass(frozen=True)
class Reply:
    status: int
    body: dict | list | str = field(default="")

    @property
    def detail(self) -> str:
        return self.body.get("detail", "") if isinstance(self.body, dict) else ""


def session_headers(session_key: str | None) -> dict[str, str]:
    """Cookies of a signed-in browser (session and CSRF) plus the CSRF header Django checks."""
    if not session_key:
        return {}
    return {
        "Cookie": f"sessionid={session_key}; csrftoken={CSRF_SECRET}",
        "X-CSRFToken": CSRF_SECRET,
    }


def call(
    base: str, method: str, path: str, session: str | None = None, body: dict | None = None, timeout=120
) -> Reply:
    """One HTTP request to the loopback server; never raises for an HTTP status."""
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Accept": "application/json", **session_headers(session)}
    if data is not None:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    try:
        return Reply(status, json.loads(raw))
    except ValueError:
        return Reply(status, raw.decode("utf-8", "replace"))
