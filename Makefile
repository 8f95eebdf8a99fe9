# Build, serve and test the special-event permit site.
# GNU make on Debian; needs python3 (3.11+, with python3-venv) and node 20 / npm.
# Every target installs whatever is missing first, so `make test` works on a fresh clone.

SHELL   := /bin/bash
PYTHON  ?= python3
VENV    := .venv
PY      := $(VENV)/bin/python
PY_DEPS := $(VENV)/.installed
JS_DEPS := node_modules/.installed

# Never let anything fetch Playwright's own browsers; we use Debian's chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Material 9.8 prints an end-of-life banner on every build; it is not a build warning.
export NO_MKDOCS_2_WARNING := 1

.PHONY: help deps serve build publish test test-new-places test-one-place bench chromium test-tools clean distclean

# PLACES=village builds one place only (overrides SITE["places"] in calculator/settings.py).
PLACES_ENV = $(if $(PLACES),PLACES="$(PLACES)")

help:
	@echo "make serve      live preview on http://127.0.0.1:8000 (strict)"
	@echo "make build      build the static site into site/ (strict); PLACES=village: one place only"
	@echo "make publish    check calculator/settings.py is filled in, then build site/ to publish"
	@echo "make test       run every test under tests/ (installs chromium, nginx and Apache if missing),"
	@echo "                then the non-browser ones with the fictional test places added, then all"
	@echo "                of them for a one-place site (ONE_PLACE, the Village)"
	@echo "make test-new-places  only the second run (tests/new_place.py)"
	@echo "make test-one-place   only the third run"
	@echo "make bench      measure the calculator page (CHECK=1: exit 1 when a budget is missed)"
	@echo "make clean      remove site/ and the install stamps"
	@echo "make distclean  also remove .venv/, node_modules/ and the build's cache .cache/"

deps: $(PY_DEPS) $(JS_DEPS)

# Python venv; the stamp is redone whenever requirements.txt changes. A .venv/ that is
# broken (half made, no pip, or its python gone or older than 3.11) is made again.
VENV_OK := $(shell $(PY) -c 'import sys, pip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1 && echo yes)
ifneq ($(VENV_OK),yes)
.PHONY: $(PY_DEPS)
endif
$(PY_DEPS): requirements.txt
	@if [ "$(VENV_OK)" != yes ]; then \
	  $(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	    { echo "make: $(PYTHON) must be Python 3.11 or newer (make PYTHON=python3.11 ...)" >&2; exit 1; }; \
	  echo "make: $(VENV)/ is missing or broken; making it again with $(PYTHON)"; \
	  rm -rf $(VENV); \
	  $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	    echo "make: cannot make a venv; on Debian: apt-get install python3-venv" >&2; exit 1; }; \
	fi
	$(PY) -m pip install --disable-pip-version-check --no-input -q -r requirements.txt
	@# textstat's wheel installs a stray top-level `tests` package that would shadow ours.
	rm -rf $(VENV)/lib/python*/site-packages/tests
	touch $@

# Node packages exactly as locked; `npm ci` wipes node_modules/ (stamp included) first.
$(JS_DEPS): package-lock.json package.json
	npm ci --no-audit --no-fund
	touch $@

serve: deps
	$(PLACES_ENV) $(VENV)/bin/mkdocs serve --strict -a 127.0.0.1:8000

build: deps
	$(PLACES_ENV) $(VENV)/bin/mkdocs build --strict

# Stops, naming each one, while a [placeholder] or the public address is missing.
publish: deps
	$(PLACES_ENV) $(PY) hooks/settings_check.py --publish
	$(PLACES_ENV) $(VENV)/bin/mkdocs build --strict

# Debian packages the tests use besides Python and Node, as FILE=PACKAGE (installed with
# apt-get when missing, as root): chromium for the browser tests; nginx with the ngx_brotli
# static module, and Apache, which tests/test_headers.py runs on the built site.
CHROMIUM_PACKAGE := /usr/bin/chromium=chromium
SERVER_PACKAGES  := /usr/sbin/nginx=nginx-light \
                    /usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static \
                    /usr/sbin/apache2=apache2

chromium:
	bash scripts/ensure-debian-packages.sh $(CHROMIUM_PACKAGE)

test-tools:
	bash scripts/ensure-debian-packages.sh $(CHROMIUM_PACKAGE) $(SERVER_PACKAGES)

# The whole suite; then, unless PYTEST_ARGS picks a part: the non-browser suite once more in a
# copy of the project with the fictional places of tests/fixtures/ added as a contributor adds
# a place (every shared test must hold for any place), and the whole suite for a site that
# publishes one place only (the tests about the others are deselected).
ONE_PLACE ?= village

test: deps test-tools
	$(PY) -m pytest tests $(PYTEST_ARGS)
	$(if $(PYTEST_ARGS),,$(MAKE) --no-print-directory test-new-places test-one-place)

test-new-places: deps
	$(PY) tests/new_place.py

test-one-place: deps
	PLACES=$(ONE_PLACE) $(PY) -m pytest tests

bench: deps chromium
	$(PY) bench/run.py $(if $(CHECK),--check)

clean:
	rm -rf site/ $(PY_DEPS) $(JS_DEPS)

distclean: clean
	rm -rf $(VENV) node_modules/ .cache/
