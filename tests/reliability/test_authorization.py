"""Who may do what: every URL and API endpoint × {anonymous, proposer, reviewer, admin}.

One table, one test. The URL names are collected from the resolver (the
corridor's urls and the API router), so a new URL without a row fails the
test. Each cell runs in a savepoint that is rolled back, with the pack
restored afterwards, so every cell starts from the same world. Actions
that change state are also checked for their effect: allowed roles change
it, the others change nothing.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.db import transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from corridor.models import Candidate, Proposal
from tests.corridor.factories import AT, api_json, make_run

ROLES = ("anonymous", "proposer", "reviewer", "admin")
AUTHED = ROLES[1:]
REVIEWERS = frozenset({"reviewer", "admin"})
PROPOSERS = frozenset({"proposer", "reviewer", "admin"})


@dataclass(frozen=True)
class Row:
    method: str
    path: Callable[[dict], str]
    statuses: dict[str, int]  # role → expected status
    data: dict | None = None
    allowed: frozenset[str] | None = None  # roles whose request changes state (None: nothing to check)
    effect: Callable[[dict], bool] | None = None
    api: bool = False
    query: str = field(default="")


def page(status_anonymous: int = 302, **kw) -> Row:
    """A login-protected GET page: anonymous visitors go to the login page."""
    path = kw.pop("path")
    return Row("GET", path, {"anonymous": status_anonymous, **dict.fromkeys(AUTHED, 200)}, **kw)


def action(path, allowed, effect, data=None) -> Row:
    """A form POST: every signed-in role is redirected; only allowed roles change anything."""
    return Row("POST", path, {"anonymous": 302, **dict.fromkeys(AUTHED, 302)}, data, allowed, effect)


def api(method, path, ok=200, allowed=PROPOSERS, data=None, effect=None) -> Row:
    statuses = {"anonymous": 403, **{role: ok if role in allowed else 403 for role in AUTHED}}
    return Row(method, path, statuses, data, allowed if effect else None, effect, api=True)


def status_of(key: str, status: str) -> Callable[[dict], bool]:
    return lambda w: Proposal.objects.get(pk=w[key]).status == status


def candidate_is(key: str, status: str) -> Callable[[dict], bool]:
    return lambda w: Candidate.objects.get(pk=w[key]).status == status


def proposed(word: str) -> Callable[[dict], bool]:
    return lambda w: Proposal.objects.filter(word=word).exists()


P = "/proposals/{open}/"
TABLE: dict[str, Row] = {
    "home": page(path=lambda w: "/"),
    "login": Row("GET", lambda w: "/accounts/login/", dict.fromkeys(ROLES, 200)),
    "logout": Row("POST", lambda w: "/accounts/logout/", dict.fromkeys(ROLES, 302)),
    "candidate": page(path=lambda w: f"/candidates/{w['candidate']}/"),
    "candidate_propose": action(
        lambda w: f"/candidates/{w['candidate']}/propose/",
        PROPOSERS,
        proposed("zqfal"),
        {"word": "zqfal", "category": "verb_gain"},
    ),
    "candidate_dismiss": action(
        lambda w: f"/candidates/{w['candidate']}/dismiss/", REVIEWERS, candidate_is("candidate", "dismissed")
    ),
    "candidate_reopen": action(
        lambda w: f"/candidates/{w['dismissed']}/reopen/", REVIEWERS, candidate_is("dismissed", "open")
    ),
    "bulk_propose": action(
        lambda w: "/candidates/bulk-propose/",
        PROPOSERS,
        proposed("zqgam"),
        {"candidate": "{candidate}", "category": "verb_gain"},
    ),
    "attribute_fields": page(path=lambda w: "/attribute-fields/?category=verb_gain"),
    "draft_preview": Row(
        "POST",
        lambda w: "/preview/",
        {"anonymous": 302, **dict.fromkeys(AUTHED, 200)},
        {"word": "zqhan", "category": "verb_gain"},
    ),
    "proposals": page(path=lambda w: "/proposals/"),
    "bulk_ratify": action(
        lambda w: "/proposals/bulk-ratify/", REVIEWERS, status_of("open", "ratified"), {"proposal": "{open}"}
    ),
    "undo_last": action(lambda w: "/proposals/undo-last/", None, None),
    "proposal": page(path=lambda w: P.format(**w)),
    "proposal_preview": page(path=lambda w: P.format(**w) + "preview/"),
    "proposal_ratify": action(lambda w: P.format(**w) + "ratify/", REVIEWERS, status_of("open", "ratified")),
    "proposal_reject": action(
        lambda w: P.format(**w) + "reject/",
        REVIEWERS,
        status_of("open", "rejected"),
        {"reason": "not a verb"},
    ),
    "proposal_withdraw": action(
        lambda w: P.format(**w) + "withdraw/",
        frozenset({"proposer", "admin"}),
        status_of("open", "withdrawn"),
    ),
    "proposal_undo": action(
        lambda w: f"/proposals/{w['ratified']}/undo/", REVIEWERS, status_of("ratified", "undone")
    ),
    "runs": page(path=lambda w: "/runs/"),
    "run_delta": page(path=lambda w: f"/runs/{w['run2']}/"),
    "run_progress": page(path=lambda w: f"/runs/{w['run2']}/progress/"),
    "gaps": page(path=lambda w: "/gaps/"),
    "gaps_json": page(path=lambda w: "/gaps.json"),
    "history": page(path=lambda w: "/history/"),
    # The API: anonymous callers are refused; GETs are for everyone signed in.
    "api-root": api("GET", lambda w: "/api/"),
    "api-schema": api("GET", lambda w: "/api/schema/"),
    "api-docs": api("GET", lambda w: "/api/docs/"),
    "api-pack": api("GET", lambda w: "/api/pack/"),
    "api-pack-history": api("GET", lambda w: "/api/pack/history/"),
    "api-candidate-list": api("GET", lambda w: "/api/candidates/"),
    "api-candidate-detail": api("GET", lambda w: f"/api/candidates/{w['candidate']}/"),
    "api-proposal-list": api("GET", lambda w: "/api/proposals/"),
    "api-proposal-create": api(
        "POST",
        lambda w: "/api/proposals/",
        ok=201,
        data={"word": "zqjap", "category": "verb_gain"},
        effect=proposed("zqjap"),
    ),
    "api-proposal-bulk": api(
        "POST",
        lambda w: "/api/proposals/bulk/",
        allowed=REVIEWERS,
        data={"action": "ratify", "ids": ["{open}"]},
        effect=status_of("open", "ratified"),
    ),
    "api-proposal-detail": api("GET", lambda w: f"/api/proposals/{w['open']}/"),
    "api-proposal-preview": api("GET", lambda w: f"/api/proposals/{w['open']}/preview/"),
    "api-proposal-ratify": api(
        "POST",
        lambda w: f"/api/proposals/{w['open']}/ratify/",
        allowed=REVIEWERS,
        data={},
        effect=status_of("open", "ratified"),
    ),
    "api-proposal-reject": api(
        "POST",
        lambda w: f"/api/proposals/{w['open']}/reject/",
        allowed=REVIEWERS,
        data={"reason": "not a verb"},
        effect=status_of("open", "rejected"),
    ),
    "api-proposal-undo": api(
        "POST",
        lambda w: f"/api/proposals/{w['ratified']}/undo/",
        allowed=REVIEWERS,
        data={},
        effect=status_of("ratified", "undone"),
    ),
    "api-proposal-withdraw": api(
        "POST",
        lambda w: f"/api/proposals/{w['open']}/withdraw/",
        allowed=frozenset({"proposer", "admin"}),
        data={},
        effect=status_of("open", "withdrawn"),
    ),
    "api-run-list": api("GET", lambda w: "/api/runs/"),
    "api-run-detail": api("GET", lambda w: f"/api/runs/{w['run2']}/"),
    "api-run-delta": api("GET", lambda w: f"/api/runs/{w['run2']}/delta/"),
    "api-decision-list": api("GET", lambda w: "/api/decisions/"),
    "api-decision-detail": api("GET", lambda w: f"/api/decisions/{w['decision']}/"),
}
# Names the router gives one route that the table splits by method.
SAME_ROUTE = {"api-proposal-create": "api-proposal-list"}


def url_names() -> set[str]:
    """Every named URL outside the admin site, walking includes (the API router too)."""

    def walk(patterns) -> set[str]:
        names: set[str] = set()
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if pattern.app_name != "admin":
                    names |= walk(pattern.url_patterns)
            elif isinstance(pattern, URLPattern) and pattern.name:
                names.add(pattern.name)
        return names

    return walk(get_resolver().url_patterns)


def admin_paths() -> list[str]:
    """The admin index and the changelist of every registered model."""
    paths = [reverse("admin:index")]
    for model in sorted(admin.site._registry, key=lambda m: m._meta.label):
        paths.append(reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist"))
    return paths


def make_person(username: str, group: str | None = None, staff: bool = False) -> User:
    user = User.objects.create(username=username, is_staff=staff, is_superuser=staff)
    if group:
        user.groups.add(Group.objects.get_or_create(name=group)[0])
    return user


def build_world() -> dict:
    people = {
        "proposer": make_person("pat", "proposer"),
        "reviewer": make_person("rita", "reviewer"),
        "admin": make_person("ada", staff=True),
    }
    ravi = make_person("ravi", "reviewer")
    make_run()
    run2 = make_run()
    candidate = Candidate.objects.create(
        signature="unknown_word:zqgam",
        kind="lexical",
        reason="unknown_word",
        token="zqgam",
        normalised_token="zqgam",
    )
    dismissed = Candidate.objects.create(
        signature="unknown_word:zqkab",
        kind="lexical",
        reason="unknown_word",
        token="zqkab",
        normalised_token="zqkab",
        status="dismissed",
    )
    pat = people["proposer"]
    open_ = Proposal.propose(proposer=pat, word="zqbab", category="verb_gain", attrs={}, at=AT)
    ratified = Proposal.propose(proposer=pat, word="zqbad", category="verb_gain", attrs={}, at=AT)
    ratified.ratify(ravi, AT)
    return {
        "people": people,
        "open": open_.pk,
        "ratified": ratified.pk,
        "candidate": candidate.pk,
        "dismissed": dismissed.pk,
        "run2": run2.pk,
        "decision": ratified.decisions.order_by("-id").first().pk,
    }


def fill(value, world: dict):
    if isinstance(value, str):
        return value.format(**{k: v for k, v in world.items() if k != "people"})
    if isinstance(value, list):
        return [int(fill(v, world)) if isinstance(v, str) else v for v in value]
    if isinstance(value, dict):
        return {k: fill(v, world) for k, v in value.items()}
    return value


def request(client: Client, row: Row, world: dict):
    path = row.path(world)
    if row.method == "GET":
        return client.get(path)
    data = fill(row.data or {}, world)
    if row.api:
        return client.post(path, data, content_type="application/json")
    return client.post(path, data)


def test_every_url_has_a_row_and_each_role_gets_its_status(pack_dir, db):
    named = url_names()
    in_table = {SAME_ROUTE.get(name, name) for name in TABLE}
    assert named - in_table == set(), "new URLs need a row in the authorization table"
    assert in_table - named == set(), "rows for URLs that no longer exist"

    world = build_world()
    snapshot = pack_dir.parent / "snapshot"
    shutil.copytree(pack_dir, snapshot)
    wrong: list[str] = []
    for name, row in TABLE.items():
        for role in ROLES:
            client = Client()
            if role != "anonymous":
                client.force_login(world["people"][role])
            with transaction.atomic():
                response = request(client, row, world)
                if response.status_code != row.statuses[role]:
                    wrong.append(f"{name} as {role}: {response.status_code}, expected {row.statuses[role]}")
                if row.allowed is not None and role != "anonymous":
                    changed = row.effect(world)
                    if changed != (role in row.allowed):
                        wrong.append(f"{name} as {role}: {'changed' if changed else 'did not change'} state")
                if role == "anonymous" and response.status_code == 302 and not name.startswith("log"):
                    assert response["Location"].startswith("/accounts/login/"), name
                transaction.set_rollback(True)
            if row.method == "POST":
                shutil.rmtree(pack_dir)
                shutil.copytree(snapshot, pack_dir)
    for path in admin_paths():
        for role in ROLES:
            client = Client()
            if role != "anonymous":
                client.force_login(world["people"][role])
            expected = 200 if role == "admin" else 302
            status = client.get(path).status_code
            if status != expected:
                wrong.append(f"{path} as {role}: {status}, expected {expected}")
    assert wrong == []


@pytest.mark.parametrize("username, staff", [("rita", False), ("ada", True)])
def test_nobody_ratifies_their_own_proposal(pack_dir, db, username, staff):
    me = make_person(username, None if staff else "reviewer", staff=staff)
    mine = Proposal.propose(proposer=me, word="zqbab", category="verb_gain", attrs={}, at=AT)
    client = Client()
    client.force_login(me)
    response = client.post(f"/api/proposals/{mine.pk}/ratify/", {}, content_type="application/json")
    assert response.status_code == 403
    assert api_json(response) == {"detail": "You proposed this entry, so another reviewer must ratify it."}
    page_response = client.post(f"/proposals/{mine.pk}/ratify/", follow=True)
    assert "You proposed this entry, so another reviewer must ratify it." in page_response.content.decode()
    assert Proposal.objects.get(pk=mine.pk).status == "proposed"


def test_session_api_calls_need_the_csrf_token(pack_dir, db):
    pat = make_person("pat", "proposer")
    client = Client(enforce_csrf_checks=True)
    client.force_login(pat)
    response = client.post(
        "/api/proposals/", {"word": "zqbab", "category": "verb_gain"}, content_type="application/json"
    )
    assert response.status_code == 403
    assert "CSRF" in api_json(response)["detail"]
    assert not Proposal.objects.exists()


@pytest.mark.parametrize("path", ["/candidates/bulk-propose/", "/proposals/undo-last/"])
def test_next_never_redirects_off_site(pack_dir, db, path):
    client = Client()
    client.force_login(make_person("rita", "reviewer"))
    response = client.post(path, {"next": "https://evil.example/phish"})
    assert response.status_code == 302
    assert not response["Location"].startswith(("http://", "https://", "//"))
