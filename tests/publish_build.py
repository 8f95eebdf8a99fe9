"""Builds with other settings than the example ones, for tests/test_publish.py and the browser tests.

The one settings file is ``calculator/settings.py``, read by the build, the rule package
and the calculator page alike, so a test never patches it in place: ``project_copy``
copies the project's sources into a temporary folder (``.venv/``, ``node_modules/`` and
the build's cache ``.cache/`` are linked, not copied) and writes the settings given there.  ``make`` then runs in the
copy exactly as a municipality would run it in its own clone.

``filled_settings()`` is the example settings with every [placeholder] filled in and a
public address under ``/permits/``; ``published()`` runs ``make publish`` once on it,
with a form to download for each place: the Village's a file under docs/village/forms/,
the City's a web address.
"""

import atexit
import copy
import datetime
import functools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from calculator.settings import SETTINGS, SITE
from site_build import ROOT

COPIED = ("calculator", "docs", "hooks", "overrides", "scripts", "mkdocs.yml", "Makefile",
          "requirements.txt", "requirements.in", "package.json", "package-lock.json")
LINKED = (".venv", "node_modules", ".cache")  # .cache: hooks/precompress.py's, so copies build fast
PUBLIC_URL = "https://example.gov/permits/"
VILLAGE_FORM = "village/forms/application.pdf"
FILLED = {"phone": "(555) 010-0100", "address": "1 Main Street", "email": "permits@example.gov",
          "code_url": "https://example.gov/code/", "apply_url": "https://example.gov/apply/"}


@functools.lru_cache(maxsize=None)
def today():
    """The day (UTC) the test run started: the same all run long, past midnight too."""
    return datetime.datetime.now(datetime.timezone.utc).date()


def filled_settings(**changes):
    """(SITE, SETTINGS) with no placeholder left; ``changes`` maps a place id to values to change."""
    site = dict(SITE, url=PUBLIC_URL)
    settings = copy.deepcopy(SETTINGS)
    for ident, entry in settings.items():
        entry.update(FILLED)
        entry["text_last_checked"] = today().isoformat()
        entry.update(changes.get(ident, {}))
    return site, settings


def project_copy(site, settings):
    """A temporary copy of the project whose calculator/settings.py holds ``site`` and ``settings``."""
    folder = Path(tempfile.mkdtemp(prefix="project-copy-"))
    atexit.register(shutil.rmtree, folder, True)
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, folder / name, ignore=shutil.ignore_patterns("__pycache__"))
        elif source.exists():
            shutil.copy2(source, folder / name)
    (ROOT / ".cache").mkdir(exist_ok=True)
    for name in LINKED:
        os.symlink(ROOT / name, folder / name)
    (folder / "calculator" / "settings.py").write_text(
        '"""Settings written by tests/publish_build.py."""\n\nSITE = %r\n\nSETTINGS = %r\n' % (site, settings),
        encoding="utf-8")
    return folder


# The install stamps of the linked folders: make in a copy never installs into them (``npm ci`` would
# empty the project's node_modules/ through the link whenever its stamp is older than the lock file).
INSTALLED = (".venv/.installed", "node_modules/.installed")


def make(folder, *arguments):
    """Run ``make ARGUMENTS...`` in ``folder`` (no PLACES from outside, installing nothing); the
    CompletedProcess."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("PLACES", None)
    assume_installed = [option for stamp in INSTALLED for option in ("--assume-old", stamp)]
    return subprocess.run(["make", "--no-print-directory"] + assume_installed + list(arguments), cwd=folder,
                          env=env, capture_output=True, text=True, timeout=600)


@functools.lru_cache(maxsize=None)
def one_place(ident):
    """(project copy, ``make build PLACES=ident`` result) on the example settings, built once."""
    folder = project_copy(SITE, SETTINGS)
    return folder, make(folder, "build", "PLACES=" + ident)


@functools.lru_cache(maxsize=None)
def published():
    """(project copy, ``make publish`` result) for the filled settings, built once."""
    folder = project_copy(*filled_settings(village={"apply_form": VILLAGE_FORM},
                                           city={"apply_form": "https://example.gov/city-form.pdf"}))
    form = folder / "docs" / VILLAGE_FORM
    form.parent.mkdir()
    form.write_bytes(b"%PDF-1.4 test form\n")
    return folder, make(folder, "publish")
