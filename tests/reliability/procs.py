"""Processes the reliability tests drive (``python -m tests.reliability.procs MODE``).

Modes, each bound by its environment (DATABASE_URL, PACK_DIR) to one world:
  setup     migrate; create users, sessions, proposals and a real finished run (JSON on stdin and stdout)
  serve     the corridor on a threaded WSGI server at 127.0.0.1, free port; prints "port N"
  zygote    loads Django once, then forks one child per "ratify|undo ID REVIEWER DIE" line; the child
            prints "ready PID", acts on SIGUSR1 and prints "done PID SECONDS" (DIE: none, step:N, after-pack)
  repairer  for each line on stdin: load the pack, repair, and print the state as JSON
"""

from __future__ import annotations

import json
import os
import signal
import socketserver
import sys
import time
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import django

from tests.packs.writer_proc import DyingOs  # the N-th file-system step of a pack write kills us

SMALL_SPLITS = ["lane:transfer"]  # 21 cases: the reruns after each ratification stay cheap


def _django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "corridor.settings")
    django.setup()


# --- setup ------------------------------------------------------------------------


def _session_for(user) -> str:
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.sessions.backends.db import SessionStore

    store = SessionStore()
    store[SESSION_KEY] = str(user.pk)
    store[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    store[HASH_SESSION_KEY] = user.get_session_auth_hash()
    store.create()
    return store.session_key


def _finished_run() -> None:
    """Read the small split with the world's pack for real, store it and harvest it."""
    from django.conf import settings
    from django.utils import timezone

    from corridor import evals_store
    from corridor.harvest import harvest_run
    from evals import report as reports
    from evals.runner import PackDir, run_cases
    from evals.splits import load_splits

    source = PackDir(str(settings.PACK_DIR))
    result = run_cases(load_splits(SMALL_SPLITS), source, jobs=1, progress=False)
    data = reports.render(reports.build_report(result))
    run = evals_store.store_run(result, data, SMALL_SPLITS, at=timezone.now())
    harvest_run(run, result, source(), at=timezone.now())


def setup() -> None:
    _django()
    from django.contrib.auth.models import Group, User
    from django.core.management import call_command
    from django.utils import timezone

    from corridor.models import Proposal

    spec = json.loads(sys.stdin.read() or "{}")
    call_command("migrate", verbosity=0, interactive=False)
    groups = {name: Group.objects.get_or_create(name=name)[0] for name in ("proposer", "reviewer")}
    sessions = {}
    for role in ("proposer", "reviewer", "admin", "outsider"):
        for username in spec.get(role + "s", []):
            user = User.objects.create_user(username, is_staff=role == "admin", is_superuser=role == "admin")
            if role in groups:
                user.groups.add(groups[role])
            sessions[username] = _session_for(user)
    if spec.get("finished_run", True):
        _finished_run()
    proposer = User.objects.get(username=spec["proposers"][0]) if spec.get("words") else None
    proposals = {}
    for word in spec.get("words", []):
        made = Proposal.propose(
            proposer=proposer,
            word=word,
            category=spec.get("category", "verb_gain"),
            attrs={},
            at=timezone.now(),
        )
        proposals[word] = made.pk
    print(json.dumps({"sessions": sessions, "proposals": proposals}))


# --- serve ------------------------------------------------------------------------


class ThreadingServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True
    request_queue_size = 128  # fifty reviewers connect at the same instant


class Handler(WSGIRequestHandler):
    def address_string(self) -> str:  # no reverse DNS per request
        return self.client_address[0]


def serve() -> None:
    _django()
    from django.core.wsgi import get_wsgi_application

    httpd = make_server("127.0.0.1", 0, get_wsgi_application(), ThreadingServer, Handler)
    print(f"port {httpd.server_port}", flush=True)
    httpd.serve_forever()


# --- zygote -----------------------------------------------------------------------


def _arm(die: str) -> None:
    """Plant the deterministic kill: before a pack file-system step, or right after the pack write."""
    import packs.journal
    from corridor.services import pack_gateway

    if die.startswith("step:"):
        packs.journal.os = DyingOs(int(die.split(":")[1]))  # type: ignore[assignment]
    elif die == "after-pack":
        for name in ("write_entries", "remove_entries"):
            setattr(pack_gateway, name, _then_die(getattr(pack_gateway, name)))


def _then_die(write):
    def write_then_die(*args, **kwargs):
        write(*args, **kwargs)
        os.kill(os.getpid(), signal.SIGKILL)

    return write_then_die


def _child(action: str, proposal_id: str, reviewer: str, die: str) -> None:
    from django.contrib.auth.models import User
    from django.utils import timezone

    from corridor.models import Proposal, verified_pack

    pid = os.getpid()
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})
        proposal = Proposal.objects.get(pk=int(proposal_id))
        user = User.objects.get(username=reviewer)
        verified_pack()
        _arm(die)
        print(f"ready {pid}", flush=True)
        signal.sigwait({signal.SIGUSR1})
        started = time.perf_counter()
        if action == "undo":
            proposal.undo(user, timezone.now(), "taken back by the crash test")
        else:
            proposal.ratify(user, timezone.now())
        print(f"done {pid} {time.perf_counter() - started:.6f}", flush=True)
    except BaseException as exc:  # reported to the test, which fails on it
        print(f"error {pid} {type(exc).__name__}: {exc}".replace("\n", " "), flush=True)
    finally:
        os._exit(0)


def zygote() -> None:
    _django()
    from django.db import connections

    import corridor.models  # noqa: F401  (import once, before forking)
    import corridor.services.preview  # noqa: F401

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    connections.close_all()
    print("zygote ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            return
        sys.stdout.flush()
        if os.fork() == 0:
            _child(*words[:4])


# --- repairer ---------------------------------------------------------------------


def repairer() -> None:
    _django()
    from django.conf import settings
    from django.db.models import Count
    from django.utils import timezone

    from corridor.models import Decision, PackVersion, Proposal
    from corridor.services.repair import find_disagreements, repair
    from packs import load_pack

    print("repairer ready", flush=True)
    for line in sys.stdin:
        if line.strip() == "quit":
            return
        pack = load_pack(settings.PACK_DIR)  # finishes or discards an interrupted pack commit
        before = find_disagreements(pack)
        repair(pack, timezone.now())
        after = find_disagreements(pack)
        statuses = dict(Proposal.objects.values_list("status").annotate(n=Count("id")))
        actions = dict(Decision.objects.values_list("action").annotate(n=Count("id")))
        state = {
            "version": pack.version,
            "entries": sorted(
                f"{c}:{w}" for c, w in (e.key for e in pack.lexicon.entries) if w.startswith("zq")
            ),
            "before": sorted(item.kind for item in before),
            "after": [item.message for item in after],
            "recorded": sorted(
                PackVersion.objects.filter(pack_name=pack.name).values_list("version", flat=True)
            ),
            "ratified": sorted(
                f"{c}:{w}"
                for c, w in Proposal.objects.filter(status="ratified").values_list("category", "word")
            ),
            "statuses": statuses,
            "actions": actions,
        }
        print(json.dumps(state, sort_keys=True), flush=True)


if __name__ == "__main__":
    {"setup": setup, "serve": serve, "zygote": zygote, "repairer": repairer}[sys.argv[1]]()
