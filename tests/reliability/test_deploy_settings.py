"""Production security settings come from the environment, and `check --deploy` is clean with them.

tests/foundation/test_settings.py runs `check --deploy`; this test shows each
knob it relies on really follows its environment variable.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.reliability.worlds import ROOT

PRODUCTION = {
    "DEBUG": "0",
    "SECRET_KEY": "a-long-random-production-secret-key-" + "x" * 40,
    "ALLOWED_HOSTS": "corridor.example.org",
    "CSRF_TRUSTED_ORIGINS": "https://corridor.example.org,https://review.example.org",
    "SECURE_SSL_REDIRECT": "1",
    "SESSION_COOKIE_SECURE": "1",
    "CSRF_COOKIE_SECURE": "1",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "1",
    "SECURE_HSTS_PRELOAD": "1",
    "SECURE_PROXY_SSL_HEADER": "1",
}
NAMES = [
    "DEBUG",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "SECURE_SSL_REDIRECT",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_HSTS_SECONDS",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS",
    "SECURE_HSTS_PRELOAD",
    "SECURE_PROXY_SSL_HEADER",
]


def settings_under(env: dict[str, str], tmp_path) -> dict:
    base = {k: v for k, v in os.environ.items() if k not in PRODUCTION and k != "DATABASE_URL"}
    code = f"import json, corridor.settings as s; print(json.dumps({{n: getattr(s, n, None) for n in {NAMES!r}}}))"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**base, **env, "VAR_DIR": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def test_security_knobs_follow_the_environment(tmp_path):
    values = settings_under(PRODUCTION, tmp_path)
    assert values == {
        "DEBUG": False,
        "ALLOWED_HOSTS": ["corridor.example.org"],
        "CSRF_TRUSTED_ORIGINS": ["https://corridor.example.org", "https://review.example.org"],
        "SECURE_SSL_REDIRECT": True,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 31536000,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True,
        "SECURE_HSTS_PRELOAD": True,
        "SECURE_PROXY_SSL_HEADER": ["HTTP_X_FORWARDED_PROTO", "https"],
    }


def test_the_deploy_check_reports_nothing_with_production_settings(tmp_path):
    base = {k: v for k, v in os.environ.items() if k not in PRODUCTION and k != "DATABASE_URL"}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env={**base, **PRODUCTION, "VAR_DIR": str(tmp_path)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout
