"""Fixtures shared by every test folder, and no skipped tests."""

import pytest

from site_build import built_site, published_places

DESELECTED = pytest.StashKey[int]()   # how many tests are about places the build does not publish
NO_SKIPS = ("`make test` runs every test, as CI does: install what is missing (`make test` installs "
            "chromium, nginx and Apache as root; `make deps` the Python and Node packages) instead of skipping.")


def pytest_configure(config):
    config.addinivalue_line("markers", "places(*ids, only=False): a test about these places; it is deselected "
                                       "when calculator/settings.py does not publish them all (or, only, "
                                       "publishes another)")


def pytest_collection_modifyitems(config, items):
    """A test about places the build does not publish is deselected, not skipped: it does not
    apply to this site (a skip would fail, below)."""
    published = set(published_places())
    kept, other = [], []
    for item in items:
        marks = list(item.iter_markers("places"))
        wanted = set(ident for mark in marks for ident in mark.args)
        only = any(mark.kwargs.get("only") for mark in marks)
        (kept if wanted <= published and not (only and published - wanted) else other).append(item)
    if other:
        config.hook.pytest_deselected(items=other)
        items[:] = kept
        config.stash[DESELECTED] = len(other)


def pytest_terminal_summary(terminalreporter, config):
    count = config.stash.get(DESELECTED, 0)
    if count:
        terminalreporter.write_line("%d test%s about places calculator/settings.py does not publish (it publishes %s): deselected"
                                    % (count, "s are" if count != 1 else " is", ", ".join(published_places())))


@pytest.fixture(scope="session")
def site():
    """The built site's folder (one strict build per run); the build must have succeeded."""
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    return build.site_dir


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that skips (a missing nginx, chromium, node_modules/...) fails instead, naming
    what is missing: a skipped test is a test CI would not have run."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = "%s\n%s" % (reason, NO_SKIPS)
