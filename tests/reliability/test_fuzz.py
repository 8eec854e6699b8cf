"""Fuzzing: the reader never raises on any text, and no API request gets a 5xx.

The reader: hypothesis feeds read_problem arbitrary unicode and word-problem
shaped noise (300 examples by default, 10,000 under the slow marker); every
result is an Answer or a ReaderRefusal, never an internal error, and the
same text reads to the same bytes twice.

The API: schemathesis reads the OpenAPI schema from a real server on
loopback and sends every operation valid and invalid requests (a bounded
number per operation), signed in as a reviewer.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

import packs
from reader import Answer, ReaderRefusal, canonical_bytes, read_problem
from tests.reliability.worlds import Database, Server, django_env, made_up_words, run_proc, session_headers

REPOSITORY_PACK = Path(__file__).resolve().parents[2] / "packs" / "en_core_math_v1"
WORDS = [
    "Sam",
    "had",
    "has",
    "apples",
    "found",
    "gave",
    "each",
    "how",
    "many",
    "more",
    "than",
    "twice",
    "half",
]
NOISE = st.one_of(
    st.sampled_from(WORDS),
    st.integers(-(10**12), 10**12).map(str),
    st.decimals(allow_nan=False, allow_infinity=False, places=3).map(str),
    st.sampled_from([".", ",", "?", "!", "$", "%", "'", "\u2019", "-", "/", " ", "\n", "\u00a0"]),
    st.text(max_size=8),
)
PROBLEM_LIKE = st.lists(NOISE, max_size=40).map(" ".join)
ANY_TEXT = st.one_of(st.text(max_size=400), PROBLEM_LIKE)


@pytest.fixture(scope="module")
def lexicon():
    return packs.load_pack(REPOSITORY_PACK).lexicon


def read_and_check(text: str, lexicon) -> None:
    result = read_problem(text, lexicon)
    assert isinstance(result, (Answer, ReaderRefusal))
    if isinstance(result, ReaderRefusal):
        assert "internal reader error" not in result.detail, (text, result.detail)
    assert canonical_bytes(read_problem(text, lexicon)) == canonical_bytes(result)


FAST = settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
THOROUGH = settings(
    max_examples=10_000, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck)
)


def test_the_reader_reads_any_text_without_raising(lexicon):
    @FAST
    @given(ANY_TEXT)
    def check(text: str) -> None:
        read_and_check(text, lexicon)

    check()


@pytest.mark.slow
def test_the_reader_reads_ten_thousand_texts_without_raising(lexicon):
    @THOROUGH
    @given(ANY_TEXT)
    def check(text: str) -> None:
        read_and_check(text, lexicon)

    check()


# --- the API ------------------------------------------------------------------------

EXAMPLES_PER_OPERATION = 6


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory, small_pack_template):
    folder = tmp_path_factory.mktemp("fuzz")
    pack = folder / "pack"
    shutil.copytree(small_pack_template, pack)
    database = Database.fresh(folder)
    env = django_env(database, pack, folder, TASKS_BACKEND="immediate")
    world = run_proc(
        "setup", env, {"proposers": ["pat"], "reviewers": ["rita"], "admins": [], "words": made_up_words(3)}
    )
    server = Server.start(env, folder / "server.log")
    try:
        yield server, session_headers(world["sessions"]["rita"])
    finally:
        server.stop()
        database.drop()


@pytest.mark.slow
def test_no_api_request_gets_a_server_error(fuzz_server):
    server, headers = fuzz_server
    schema = schemathesis.openapi.from_url(f"{server.base}/api/schema/", headers=headers)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15  # every endpoint of the API, not an empty schema
    errors: list[str] = []
    sent = 0
    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @settings(
                max_examples=EXAMPLES_PER_OPERATION,
                deadline=None,
                derandomize=True,
                suppress_health_check=list(HealthCheck),
                database=None,
            )
            @given(case=operation.as_strategy(generation_mode=mode))
            def send(case) -> None:
                nonlocal sent
                response = case.call(base_url=server.base, headers=headers, timeout=60)
                sent += 1
                if response.status_code >= 500:
                    errors.append(f"{case.method} {case.formatted_path}: {response.status_code}")

            send()
    assert sent > 100
    assert errors == [], "\n".join(errors[:20]) + "\n" + server.log.read_text()[-3000:]
