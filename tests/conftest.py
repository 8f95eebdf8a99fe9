"""Fixtures shared by every test folder."""

import pytest

from site_build import built_site


@pytest.fixture(scope="session")
def site():
    """The built site's folder (one strict build per run); the build must have succeeded."""
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    return build.site_dir
