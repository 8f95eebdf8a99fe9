"""Build the site once per test run and share it with every test module that needs it.

``built_site()`` runs ``mkdocs build --strict`` with the interpreter that runs the
tests, into a temporary folder, the first time it is called; later calls return the
same ``Build``.  The folder is removed when the test process ends.  Tests get it
through the ``site`` fixture in tests/conftest.py.
"""

import atexit
import functools
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
