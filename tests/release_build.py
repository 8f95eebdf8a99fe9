"""A second release of the site, for the tests of what a visitor sees across releases.

``next_release()`` builds, once per test run, a copy of the project (tests/publish_build.py's
``project_copy``, with the example settings) in which the Village's filing period is
45 days instead of 60: the law's value, its quote and the ordinance's sentence, as a
real amendment would change them.  Its site has the same addresses as the one the tests
share (tests/site_build.py), with another deadline on the calculator and the guides.
"""

import functools
import os
import subprocess
import sys

from calculator.settings import SETTINGS, SITE
from publish_build import project_copy

BEFORE, AFTER = 60, 45
CHANGES = {
    "calculator/jurisdictions/village/law.py": ('"than %d days prior to the date of the special event.", %d, "days")',),
    "calculator/jurisdictions/village/ordinance.txt": ("not less than %d days prior to the date of the special event.",),
}


@functools.lru_cache(maxsize=None)
def next_release():
    """(site folder, CompletedProcess) of the build with the changed filing period."""
    folder = project_copy(SITE, SETTINGS)
    for name, patterns in CHANGES.items():
        path = folder / name
        text = path.read_text(encoding="utf-8")
        for pattern in patterns:
            count = pattern.count("%d")
            old, new = pattern % ((BEFORE,) * count), pattern % ((AFTER,) * count)
            assert text.count(old) == 1, (name, old)
            text = text.replace(old, new)
        path.write_text(text, encoding="utf-8")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("PLACES", None)
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(folder / "site")],
                            cwd=folder, env=env, capture_output=True, text=True, timeout=600)
    return folder / "site", result
