"""A copy of the project with new places added by the README's recipe, built once.

The places are fictional (not real law, never published): the Town of Testville
(tests/fixtures/place_example/) and the City of Sampleton (tests/fixtures/place_sampleton/:
a text that cites itself as "§ 907.04(b)(1)", headings of its own, a sentence read two
ways, a deadline moved back past a closed day, a worked example).  ``with_new_place()``
copies the project (tests/publish_build.py) and adds each of them exactly as "Adding a
municipality" says, and nothing else:

- its package, ``calculator/jurisdictions/<id>/``;
- its guides, ``docs/<id>/``;
- its scenarios, ``tests/scenarios/<id>.yaml`` (next to a copy of the others);
- its id at the end of ``ORDER`` in ``calculator/jurisdictions/__init__.py``;
- its entry in ``calculator/settings.py``'s SETTINGS, and its id in SITE["places"];

then runs ``make build`` (strict) in the copy.  tests/test_new_place.py and
tests/browser/test_new_place_page.py check the result.

Run as a script, ``python tests/new_place.py [PYTEST ARGUMENTS]`` makes such a copy with the
whole project (tests/ too) and runs pytest there, by default on the non-browser suite
(``tests --ignore=tests/browser``: ``make test-new-places``, which ``make test`` runs after
the suite): every shared test must pass with the new places published.
"""

import copy
import functools
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # run as a script: calculator/ importable

from calculator.settings import SETTINGS, SITE  # noqa: E402
from publish_build import make, project_copy  # noqa: E402
from site_build import ROOT  # noqa: E402

IDENT = "testville"
# Each fictional place and the folder that mirrors the project for it.
FIXTURES = {IDENT: ROOT / "tests" / "fixtures" / "place_example",
            "sampleton": ROOT / "tests" / "fixtures" / "place_sampleton"}
FIXTURE = FIXTURES[IDENT]


def entry(ident=IDENT):
    """The place's settings entry (its fixture's settings.py, ENTRY)."""
    spec = importlib.util.spec_from_file_location("%s_settings" % ident, FIXTURES[ident] / "settings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ENTRY


def add_places(idents=tuple(FIXTURES), with_tests=False):
    """A project copy with the fictional places ``idents`` added by the recipe (and every test
    of tests/ when ``with_tests``, so the copy's own suite runs); not built."""
    site = dict(SITE, places=list(SITE["places"]) + [ident for ident in idents if ident not in SITE["places"]])
    settings = dict(copy.deepcopy(SETTINGS), **dict((ident, entry(ident)) for ident in idents))
    folder = project_copy(site, settings)
    if with_tests:
        folder.chmod(0o755)   # as a clone: others may read it (tests/test_no_skips.py runs a script as nobody)
        for rel in tracked_files():   # everything a clone has: the tests, README, pyproject.toml, bench/, ...
            if not (folder / rel).exists() and rel != "calculator/settings.py":
                (folder / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / rel, folder / rel)
    else:
        shutil.copytree(ROOT / "tests" / "scenarios", folder / "tests" / "scenarios")
    registry = folder / "calculator" / "jurisdictions" / "__init__.py"
    for ident in idents:
        if (folder / "docs" / ident).exists():   # this copy was made by this recipe: the place is in already
            continue
        fixture = FIXTURES[ident]
        for part in ("calculator/jurisdictions/" + ident, "docs/" + ident):
            shutil.copytree(fixture / part, folder / part)
        shutil.copy2(fixture / "tests" / "scenarios" / (ident + ".yaml"), folder / "tests" / "scenarios")
        text, found = re.subn(r"^(ORDER = \((?:[^()]*?))(,?)\)$", lambda m: '%s, "%s")' % (m.group(1), ident),
                              registry.read_text(encoding="utf-8"), flags=re.M)
        assert found == 1, "ORDER not found in %s" % registry
        registry.write_text(text, encoding="utf-8")
    return folder


def tracked_files():
    """The project's files as a clone has them (tracked, or new and not ignored), from the root."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode("utf-8")
    return [rel for rel in listed.split("\0") if rel and (ROOT / rel).is_file()]


@functools.lru_cache(maxsize=None)
def with_new_place():
    """(project copy, ``make build`` result) with the fictional places added, built once."""
    folder = add_places()
    return folder, make(folder, "build")


def run_suite(arguments):
    """Run pytest in a copy with the fictional places added; its exit code."""
    folder = add_places(with_tests=True)
    print("new_place: the fictional places %s added in %s" % (", ".join(FIXTURES), folder), flush=True)
    env = dict(os.environ)
    env.pop("PLACES", None)   # the copy publishes its settings' places, the fictional ones among them
    return subprocess.run([sys.executable, "-m", "pytest"] + (arguments or ["tests", "--ignore=tests/browser"]),
                          cwd=folder, env=env).returncode


if __name__ == "__main__":
    sys.exit(run_suite(sys.argv[1:]))
