"""Hostile or careless input gets one clear sentence and writes nothing.

Proposals through the API (400 with the exact sentence), the same through
the web form, and eval case files with bad lines through `manage.py evals
run`: before and after, the pack's bytes and the database's row counts are
compared.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from corridor.models import Candidate, CandidateCase, CaseResult, Decision, EvalRun, PackVersion, Proposal
from tests.reliability.test_authorization import make_person

MODELS = (Proposal, Decision, PackVersion, Candidate, CandidateCase, EvalRun, CaseResult)


def pack_fingerprint(pack: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in pack.rglob("*") if p.is_file() and ".cache" not in p.parts):
        digest.update(str(path.relative_to(pack)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def counts() -> dict[str, int]:
    return {model.__name__: model.objects.count() for model in MODELS}


@pytest.fixture
def pat_client(db, pack_dir):
    client = Client()
    client.force_login(make_person("pat", "proposer"))
    return client


BAD_PROPOSALS = [
    ({"word": "", "category": "verb_gain"}, "Enter a word."),
    ({"word": " \t\n ", "category": "verb_gain"}, "Enter a word."),
    ({"word": 42, "category": "verb_gain"}, "Enter a word."),
    ({"word": "z" * 10_000, "category": "verb_gain"}, "A word has at most 100 characters."),
    ({"word": "zq\x00ab", "category": "verb_gain"}, "A word may not contain control characters."),
    ({"word": "zq\x1bab", "category": "verb_gain"}, "A word may not contain control characters."),
    ({"word": "zq\u200bab", "category": "verb_gain"}, "A word may not contain control characters."),
    ({"word": "zq ab", "category": "verb_gain"}, "A word is a single token without spaces."),
    ({"word": "zqbab", "category": "flurb"}, "'flurb' is not a category in the closed set."),
    ({"word": "zqbab", "category": "c" * 10_000}, f"'{'c' * 40}…' is not a category in the closed set."),
    ({"word": "zqbab"}, "Choose a category."),
    (
        {"word": "zqbab", "category": "verb_gain", "attrs": {"value": "5"}},
        "Category verb_gain does not take the attribute 'value'.",
    ),
    ({"word": "zqbab", "category": "number_word"}, "Category number_word needs the attribute value."),
    (
        {"word": "zqbab", "category": "number_word", "attrs": {"value": "5\x00"}},
        "The attribute value must be short text without control characters.",
    ),
    (
        {"word": "zqbab", "category": "verb_gain", "attrs": ["value"]},
        "Attributes must map names to text values.",
    ),
    ({"word": "the", "category": "verb_gain"}, "'the' is already in the pack as article."),
    (
        {"word": "zqbab", "category": "verb_gain", "candidate": "1; drop"},
        "There is no candidate with that id.",
    ),
]


@pytest.mark.parametrize(("body", "sentence"), BAD_PROPOSALS, ids=[s for _b, s in BAD_PROPOSALS])
def test_a_bad_proposal_is_one_sentence_and_writes_nothing(pat_client, pack_dir, body, sentence):
    before, pack_before = counts(), pack_fingerprint(pack_dir)
    response = pat_client.post("/api/proposals/", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json() == {"detail": sentence}
    assert counts() == before
    assert pack_fingerprint(pack_dir) == pack_before


def test_a_body_that_is_not_an_object_is_refused(pat_client, pack_dir):
    response = pat_client.post("/api/proposals/", ["zqbab"], content_type="application/json")
    assert (response.status_code, response.json()) == (400, {"detail": "Send a JSON object."})
    broken = pat_client.post("/api/proposals/", "{not json", content_type="application/json")
    assert broken.status_code == 400 and set(broken.json()) == {"detail"}
    assert counts()["Proposal"] == 0


def test_a_word_already_proposed_is_refused(pat_client, pack_dir):
    assert (
        pat_client.post(
            "/api/proposals/", {"word": "zqbab", "category": "verb_gain"}, content_type="application/json"
        ).status_code
        == 201
    )
    before = counts()
    again = pat_client.post(
        "/api/proposals/", {"word": "zqbab", "category": "verb_gain"}, content_type="application/json"
    )
    assert again.json() == {"detail": "'zqbab' is already proposed as verb_gain; decide that proposal first."}
    assert counts() == before


def test_the_web_form_shows_the_same_sentence(pat_client, pack_dir):
    candidate = Candidate.objects.create(
        signature="unknown_word:zqbab", kind="lexical", reason="unknown_word", token="zqbab"
    )
    before, pack_before = counts(), pack_fingerprint(pack_dir)
    response = pat_client.post(
        f"/candidates/{candidate.pk}/propose/", {"word": "z" * 10_000, "category": "verb_gain"}, follow=True
    )
    assert response.status_code == 200
    assert "A word has at most 100 characters." in response.content.decode()
    assert counts() == before and pack_fingerprint(pack_dir) == pack_before


GOOD_LINE = '{"id": "ok-1", "question": "Sam had 3 apples. How many apples does Sam have?", "answer": "3"}'
BAD_FILES = [
    (
        GOOD_LINE + "\n{not json}\n",
        "line 2: invalid JSON: Expecting property name enclosed in double quotes (column 2)",
    ),
    (GOOD_LINE + "\n[1, 2]\n", "line 2: expected a JSON object"),
    (GOOD_LINE + '\n{"id": "x", "answer": "3"}\n', 'line 2: missing field "question"'),
    (
        GOOD_LINE + '\n{"id": "x", "question": "   ", "answer": "3"}\n',
        'line 2: field "question" must be a non-empty string',
    ),
    (
        GOOD_LINE + '\n{"id": "x", "question": "q", "answer": "three"}\n',
        'line 2: answer "three" is not a decimal number',
    ),
    (GOOD_LINE + "\n" + GOOD_LINE + "\n", 'line 2: duplicate id "ok-1" (first on line 1)'),
    ("\n\n", "no cases (the file is empty)"),
]


@pytest.mark.parametrize(("text", "message"), BAD_FILES, ids=[m for _t, m in BAD_FILES])
def test_an_eval_file_with_a_bad_line_stores_nothing(db, pack_dir, tmp_path, text, message):
    cases = tmp_path / "cases.jsonl"
    cases.write_text(text, encoding="utf-8")
    before = counts()
    with pytest.raises(CommandError) as refused:
        call_command("evals", "run", "--cases", str(cases), "--jobs", "1", "--no-progress")
    expected = f"{cases}, {message}" if message.startswith("line") else f"{cases}: {message}"
    assert str(refused.value) == expected
    assert counts() == before


def test_an_eval_file_that_is_not_utf8_stores_nothing(db, pack_dir, tmp_path):
    cases = tmp_path / "cases.jsonl"
    cases.write_bytes(b'{"id": "x", "question": "\xff", "answer": "1"}\n')
    before = counts()
    with pytest.raises(CommandError, match="not UTF-8 text"):
        call_command("evals", "run", "--cases", str(cases), "--jobs", "1", "--no-progress")
    assert counts() == before
