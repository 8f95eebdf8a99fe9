"""Build the site once per test run and share it with every test module that needs it.

``built_site()`` runs ``mkdocs build --strict`` with the interpreter that runs the
tests, into a temporary folder, the first time it is called; later calls return the
same ``Build``.  The folder is removed when the test process ends.  Tests get it
through the ``site`` fixture in tests/conftest.py.  ``published_places()`` are the places
it publishes (calculator/settings.py's SITE["places"], or PLACES=... for one run), so the
tests follow the settings instead of assuming the demo's.
"""

import atexit
import functools
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Build:
    """One ``mkdocs build``: where the site went, what MkDocs printed, how long it took."""

    def __init__(self, site_dir, returncode, stdout, stderr, seconds):
        self.site_dir = site_dir
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds


@functools.lru_cache(maxsize=None)
def built_site():
    """Build the site (once) and return the ``Build``, failed or not."""
    site_dir = Path(tempfile.mkdtemp(prefix="site-build-"))
    atexit.register(shutil.rmtree, site_dir, True)
    # Material prints an end-of-life banner on every run; it is not a build warning.
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    return Build(site_dir, result.returncode, result.stdout, result.stderr, time.monotonic() - start)


def settings_check():
    """hooks/settings_check.py as a module (hooks/ is not a package)."""
    spec = importlib.util.spec_from_file_location("settings_check", ROOT / "hooks" / "settings_check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def published_places():
    """The ids of the places the build publishes, in order (as hooks/places.py reads them)."""
    from calculator.settings import SITE

    return settings_check().published(SITE)


def needs_places(*idents, only=False):
    """The mark for a test about these places, ``pytest.mark.places(*idents)``: tests/conftest.py
    deselects it when the build does not publish them all (a one-place site), or, ``only``, when
    it publishes any other place too (the demo's own places named together), so the suite follows
    calculator/settings.py and nothing is skipped."""
    import pytest

    return pytest.mark.places(*idents, only=only)
