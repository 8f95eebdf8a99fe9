"""Fixtures shared by every test folder, and no skipped tests."""

import pytest

from site_build import built_site

NO_SKIPS = ("`make test` runs every test, as CI does: install what is missing (`make test` installs "
            "chromium, nginx and Apache as root; `make deps` the Python and Node packages) instead of skipping.")


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
