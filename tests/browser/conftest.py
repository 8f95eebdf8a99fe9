"""Shared set-up for the browser tests: the built site, served under /permits/, one browser.

The site is built once (tests/site_build.py) and served by tests/static_server.py at
``http://127.0.0.1:<random port>/permits/``, with gzip and cache headers like a static
host, so every test runs the site from a sub-path.  One Chromium (Debian's, never a
downloaded one) serves every test in this folder; it is closed after the last of them,
so that other test modules can start their own Playwright.

Every page a test opens through ``open_page`` records its requests, console messages,
page errors and dialogs; ``browser_helpers.check_clean`` asserts that nothing went to
another host and nothing was logged as an error.
"""

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

from static_server import StaticServer  # noqa: E402

PREFIX = "/permits/"
VISITOR_TIME = "2026-04-01T12:00:00-05:00"   # the browsers' date and time (America/Chicago)
# Only Date moves to VISITOR_TIME (and runs on from there); timers and performance marks
# stay real, which Playwright's own clock would replace.
VISITOR_CLOCK = """(() => {
  const Real = Date, shift = Real.parse("%s") - Real.now();
  class VisitorDate extends Real {
    constructor(...args) { if (args.length) super(...args); else super(Real.now() + shift); }
    static now() { return Real.now() + shift; }
  }
  window.Date = VisitorDate;
})();"""
CHROMIUM = "/usr/bin/chromium"
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"]

_playwright = {}


def shared_browser():
    if "browser" not in _playwright:
        if not Path(CHROMIUM).exists():
            pytest.skip("%s is missing (make chromium)" % CHROMIUM)
        from playwright.sync_api import sync_playwright
        driver = sync_playwright().start()
        _playwright["driver"] = driver
        _playwright["browser"] = driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
    return _playwright["browser"]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """Close the browser once the last test of this folder has run (after its fixtures)."""
    yield
    if not _playwright:
        return
    if nextitem is None or HERE not in Path(str(nextitem.fspath)).resolve().parents:
        _playwright.pop("browser").close()
        _playwright.pop("driver").stop()


@pytest.fixture(scope="session")
def server(site):
    with StaticServer(site, prefix=PREFIX) as running:
        yield running


@pytest.fixture
def browser():
    return shared_browser()


class Recorded:
    """What one page did: requests, console messages, page errors, dialogs."""

    def __init__(self, page):
        self.page = page
        self.requests, self.console, self.errors, self.dialogs = [], [], [], []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("dialog", self._dialog)

    def _console(self, message):
        """(type, text); an error also names where it came from, and the page's address then."""
        text = message.text
        if message.type in ("error", "assert"):
            text += " [at %s; page %s]" % ((message.location or {}).get("url") or "?", self.page.url)
        self.console.append((message.type, text))

    def _dialog(self, dialog):
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def foreign_requests(self, origin):
        return [url for url in self.requests if not url.startswith((origin + "/", "data:", "blob:"))]

    def console_errors(self):
        return [text for kind, text in self.console if kind in ("error", "assert")]


@pytest.fixture
def open_page(browser, server):
    """open_page(**context_options) -> (page, Recorded); checked and closed after the test."""
    contexts = []

    def opener(**options):
        options.setdefault("locale", "en-US")
        options.setdefault("timezone_id", "America/Chicago")
        context = browser.new_context(**options)
        contexts.append(context)
        # The visitor's date, the same on every run and before every link's `today` in the
        # tests: the page works an older link out for the visitor's date (query.read).
        context.add_init_script(VISITOR_CLOCK % VISITOR_TIME)
        page = context.new_page()
        return page, Recorded(page)

    yield opener
    for context in contexts:
        context.close()
