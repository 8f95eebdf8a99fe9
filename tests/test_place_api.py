"""calculator/jurisdictions/README.md, the reference of what a place's modules may use, runs.

- Every ``pycon`` block is a doctest and every ``python`` block is code, run in order in one
  namespace: an example that no longer does what the page says fails here.
- Every name a place's modules import from the shared package (the built-in places and the
  fictional ones of tests/fixtures/) is used in an example, so a helper a place needs is
  never left undocumented.
"""

import doctest
import io
import re

from site_build import ROOT

README = ROOT / "calculator" / "jurisdictions" / "README.md"
BLOCK = re.compile(r"^```(pycon|python)\n(.*?)^```$", re.M | re.S)
# "from ...results import act_on, reason" or "from ...results import (Parts, act_on,\n    reason)".
SHARED_IMPORT = re.compile(r"^from \.\.\.?(\w+) import (?:\(([\w,\s]+)\)|([\w, ]+)$)", re.M)


def blocks(text):
    """(kind, code, line of its first code line) of each pycon or python block, in order."""
    for match in BLOCK.finditer(text):
        yield match.group(1), match.group(2), text.count("\n", 0, match.start(2)) + 1


def test_every_example_of_the_place_api_runs():
    text = README.read_text(encoding="utf-8")
    globs, report = {"__name__": "place_api_readme"}, io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    parser = doctest.DocTestParser()
    found = 0
    for kind, code, line in blocks(text):
        found += 1
        if kind == "python":
            exec(compile("\n" * (line - 1) + code, str(README), "exec"), globs)
            continue
        test = parser.get_doctest(code, globs, "README.md line %d" % line, str(README), line - 1)
        runner.run(test, out=report.write, clear_globs=False)
        globs.update(test.globs)   # a doctest runs in a copy: the next block builds on this one
    assert found > 10
    assert runner.failures == 0, report.getvalue()


def place_modules():
    """Every module of every place package: the built-in ones and the tests' fictional ones."""
    folders = sorted((ROOT / "calculator" / "jurisdictions").iterdir())
    folders += sorted((ROOT / "tests" / "fixtures").glob("*/calculator/jurisdictions/*"))
    return [path for folder in folders if folder.is_dir() for path in sorted(folder.glob("*.py"))]


def test_every_shared_name_a_place_uses_has_an_example():
    code = "\n".join(code for _, code, _ in blocks(README.read_text(encoding="utf-8")))
    missing = set()
    for path in place_modules():
        for module, wrapped, names in SHARED_IMPORT.findall(path.read_text(encoding="utf-8")):
            for name in re.split(r"[\s,]+", (wrapped or names).strip()):
                if not re.search(r"\b%s\b" % re.escape(name), code):
                    missing.add("%s.%s (%s)" % (module, name, path.relative_to(ROOT)))
    assert not missing, "add an example to calculator/jurisdictions/README.md for:\n" + "\n".join(sorted(missing))
