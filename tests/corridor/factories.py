"""Plain factories with defaults (healthchecks/djangoproject style): make_* returns saved rows."""

from __future__ import annotations

import datetime as dt
import json

from django.conf import settings
from django.contrib.auth.models import Group, User

from corridor import evals_store
from corridor.harvest import harvest_run
from corridor.models import Candidate, EvalRun, Proposal
from evals import report as reports
from evals.cases import Case
from evals.runner import PackDir, run_cases

AT = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.UTC)
PASSWORD = "a-long-test-password-9"

# Problems the reader refuses until "stack" (an untaught verb) or "zorble" (an unknown word) is taught.
STACK_GAIN = "Sam had 9 dimes. He stacked 7 dimes. How many dimes does he have now?"
STACK_GAIN_2 = "Sam has 9 dimes. He stacked 4 dimes. How many dimes does Sam have?"
ZORBLE = "Sam had 9 dimes. Sam zorbled 7 dimes. How many dimes does Sam have now?"
FOUND = "Sam had 9 dimes. He found 7 dimes. How many dimes does he have now?"


def make_user(username: str, *groups: str, staff: bool = False) -> User:
    user = User.objects.create_user(username, password=PASSWORD, is_staff=staff, is_superuser=staff)
    for name in groups:
        user.groups.add(Group.objects.get_or_create(name=name)[0])
    return user


def make_case(case_id: str, question: str, gold: str, split: str = "test") -> Case:
    return Case(id=case_id, split=split, question=question, gold=gold)


def default_cases() -> list[Case]:
    return [
        make_case("gain-1", STACK_GAIN, "16"),
        make_case("gain-2", STACK_GAIN_2, "13"),
        make_case("zorble-1", ZORBLE, "16"),
        make_case("found-1", FOUND, "16"),
    ]


def make_run(cases: list[Case] | None = None, *, at: dt.datetime = AT, harvest: bool = True) -> EvalRun:
    """Read ``cases`` with the test's pack for real, store the run and harvest its candidates."""
    cases = default_cases() if cases is None else cases
    source = PackDir(str(settings.PACK_DIR))
    result = run_cases(cases, source, jobs=1, progress=False)
    data = reports.render(reports.build_report(result))
    run = evals_store.store_run(result, data, sorted({c.split for c in cases}), at=at)
    if harvest:
        harvest_run(run, result, source(), at=at)
    return run


def candidate_for(token: str) -> Candidate:
    return Candidate.objects.get(normalised_token=token)


def make_proposal(
    proposer: User, word: str = "stack", category: str = "verb_gain", attrs=None, **kw
) -> Proposal:
    return Proposal.propose(proposer=proposer, word=word, category=category, attrs=attrs or {}, at=AT, **kw)


def api_json(response) -> dict:
    return json.loads(response.content)
