"""A copy of the project with a new place added by the README's recipe, built once.

The place is the fictional Town of Testville (tests/fixtures/place_example/: not real law,
never published).  ``with_new_place()`` copies the project (tests/publish_build.py) and
adds the place exactly as "Adding a municipality" says, and nothing else:

- its package, ``calculator/jurisdictions/testville/``;
- its guides, ``docs/testville/``;
- its scenarios, ``tests/scenarios/testville.yaml`` (next to a copy of the others);
- its id at the end of ``ORDER`` in ``calculator/jurisdictions/__init__.py``;
- its entry in ``calculator/settings.py``'s SETTINGS, and its id in SITE["places"];

then runs ``make build`` (strict) in the copy.  tests/test_new_place.py and
tests/browser/test_new_place_page.py check the result.
"""

import copy
import functools
import importlib.util
import re
import shutil

from calculator.settings import SETTINGS, SITE
from publish_build import make, project_copy
from site_build import ROOT

IDENT = "testville"
FIXTURE = ROOT / "tests" / "fixtures" / "place_example"


def entry():
    """The place's settings entry (the fixture's settings.py, ENTRY)."""
    spec = importlib.util.spec_from_file_location("place_example_settings", FIXTURE / "settings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ENTRY


@functools.lru_cache(maxsize=None)
def with_new_place():
    """(project copy, ``make build`` result) with the fictional place added, built once."""
    site = dict(SITE, places=list(SITE["places"]) + [IDENT])
    settings = dict(copy.deepcopy(SETTINGS), **{IDENT: entry()})
    folder = project_copy(site, settings)
    package = "calculator/jurisdictions/" + IDENT
    for part in (package, "docs/" + IDENT):
        shutil.copytree(FIXTURE / part, folder / part)
    shutil.copytree(ROOT / "tests" / "scenarios", folder / "tests" / "scenarios")
    shutil.copy2(FIXTURE / "tests" / "scenarios" / (IDENT + ".yaml"), folder / "tests" / "scenarios")
    registry = folder / "calculator" / "jurisdictions" / "__init__.py"
    text, found = re.subn(r"^(ORDER = \((?:[^()]*?))(,?)\)$", lambda m: '%s, "%s")' % (m.group(1), IDENT),
                          registry.read_text(encoding="utf-8"), flags=re.M)
    assert found == 1, "ORDER not found in %s" % registry
    registry.write_text(text, encoding="utf-8")
    return folder, make(folder, "build")
