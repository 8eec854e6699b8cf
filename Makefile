# Two commands matter on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PG_URL ?= postgres://postgres@127.0.0.1:5432/corridor
TEST_ENV := SECRET_KEY=test-only-secret-key-not-for-production DEBUG=0
RUN_ENV := DEBUG=1 TASKS_BACKEND=database RERUN_JOBS=2
PYTEST_ARGS ?=

.PHONY: run test test-sqlite test-postgres lint bench install chromium clean

install: $(STAMP)

$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $(STAMP)

run: $(STAMP)
	$(RUN_ENV) $(PY) manage.py migrate --no-input
	$(RUN_ENV) $(PY) manage.py bootstrap
	@# The background worker runs eval reruns after each ratification; it stops with the server.
	@$(RUN_ENV) $(PY) manage.py db_worker --no-reload --interval 0.5 & worker=$$!; \
		trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
		$(RUN_ENV) $(PY) manage.py runserver --noreload 127.0.0.1:8000

test: $(STAMP) chromium test-sqlite test-postgres

# The browser tests drive Debian's Chromium; nothing downloads a browser of its own.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
		echo "Installing Debian's Chromium for the browser tests (apt-get, needs root)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

test-sqlite: $(STAMP)
	$(TEST_ENV) $(PY) -m pytest $(PYTEST_ARGS)

# Runs the suite again on PostgreSQL when a server answers on 127.0.0.1:5432.
test-postgres: $(STAMP)
	@if $(PY) -c "import socket; socket.create_connection(('127.0.0.1', 5432), 2).close()" 2>/dev/null; then \
		echo "PostgreSQL answers on 127.0.0.1:5432: running the suite against it"; \
		$(TEST_ENV) DATABASE_URL=$(PG_URL) $(PY) -m pytest -m "not e2e" $(PYTEST_ARGS); \
	else \
		echo "PostgreSQL does not answer on 127.0.0.1:5432: suite ran on SQLite only"; \
	fi

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

bench: $(STAMP)
	$(TEST_ENV) $(PY) benchmarks/run.py

clean:
	rm -rf $(VENV) var .pytest_cache .ruff_cache
