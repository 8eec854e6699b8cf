"""Settings read from the environment fail loudly on malformed values."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _import_settings(**env: str) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY", "DATABASE_URL"}}
    base.update(env)
    return subprocess.run(
        [sys.executable, "-c", "import corridor.settings"],
        cwd=ROOT,
        env=base,
        capture_output=True,
        text=True,
    )


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (
            {"DEBUG": "maybe", "SECRET_KEY": "k"},
            "DEBUG must be one of 1/0, true/false, yes/no, on/off; got 'maybe'.",
        ),
        ({"DEBUG": "0"}, "SECRET_KEY is required when DEBUG is off"),
        (
            {"DEBUG": "1", "SQLITE_BUSY_TIMEOUT": "soon"},
            "SQLITE_BUSY_TIMEOUT must be a whole number; got 'soon'.",
        ),
        (
            {"DEBUG": "1", "ALLOWED_HOSTS": "a,,b"},
            "ALLOWED_HOSTS must be a comma-separated list with no empty items",
        ),
        (
            {"DEBUG": "1", "TASKS_BACKEND": "celery"},
            "TASKS_BACKEND must be 'immediate' or 'database'; got 'celery'.",
        ),
    ],
)
def test_malformed_settings_stop_startup_with_a_message(env, message):
    result = _import_settings(**env)
    assert result.returncode != 0
    assert message in result.stderr


def test_debug_without_secret_key_starts():
    assert _import_settings(DEBUG="1").returncode == 0


def test_sqlite_waits_for_the_write_lock(settings):
    from corridor.settings import _database

    config = _database("sqlite:////tmp/x.sqlite3")
    assert config["OPTIONS"]["transaction_mode"] == "IMMEDIATE"
    assert config["OPTIONS"]["timeout"] >= 5


def test_deploy_check_is_clean_with_production_settings(tmp_path):
    # Only what a production host would set: no test-run variables such as
    # DJANGO_ALLOW_ASYNC_UNSAFE (the browser tests need it) leak in.
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "DJANGO_ALLOW_ASYNC_UNSAFE"}}
    env.update(
        DEBUG="0",
        SECRET_KEY="a-long-random-production-secret-key-" + "x" * 40,
        ALLOWED_HOSTS="corridor.example.org",
        SECURE_SSL_REDIRECT="1",
        SESSION_COOKIE_SECURE="1",
        CSRF_COOKIE_SECURE="1",
        SECURE_HSTS_SECONDS="31536000",
        SECURE_HSTS_INCLUDE_SUBDOMAINS="1",
        SECURE_HSTS_PRELOAD="1",
        VAR_DIR=str(tmp_path),
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout
