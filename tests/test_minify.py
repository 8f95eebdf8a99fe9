"""hooks/minify.py: the built copies of our own scripts and stylesheets lose comments and
spaces (and the scripts their local names' length): each still parses, and the pages using
them are tested in the browser (tests/browser/)."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "hooks"))

import minify  # noqa: E402

OWN = minify.own_files(str(ROOT / "docs"))


def test_our_own_scripts_and_stylesheets_are_found():
    for rel in ("calculator/unpack.js", "calculator/calculator.css", "assets/javascripts/offline.js",
                "assets/stylesheets/site.css"):
        assert rel in OWN


@pytest.mark.parametrize("rel", OWN)
def test_the_built_copy_is_smaller_and_has_no_comments(site, rel):
    source = (ROOT / "docs" / rel).read_text(encoding="utf-8")
    built = (Path(site) / rel).read_text(encoding="utf-8")
    assert len(built) < len(source)
    assert "/*" not in built
    if rel.endswith(".css"):   # only comments and spaces go: as many rules as in the source
        own = re.sub(r"html\[data-place=[^{}]*\{[^{}]*\}", "", built)   # added by hooks/calculator_runtime.py
        assert own.count("{") == re.sub(r"/\*.*?\*/", "", source, flags=re.S).count("{")


@pytest.mark.parametrize("rel", [rel for rel in OWN if rel.endswith(".js")])
def test_each_built_script_still_parses(site, rel, tmp_path):
    copy = tmp_path / Path(rel).name.replace(".js", ".mjs" if rel in minify.MODULES else ".cjs")
    copy.write_text((Path(site) / rel).read_text(encoding="utf-8"), encoding="utf-8")
    done = subprocess.run([shutil.which("node"), "--check", str(copy)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_scripts_minified_as_modules_are_the_ones_the_pages_load_as_modules():
    """terser's --module may shorten a module's top-level names, which a classic script shares with
    every other script of the page: so minify.MODULES must name exactly the ``type="module"`` ones."""
    loaded = set()
    for template in (ROOT / "overrides").rglob("*.html"):
        loaded.update(re.findall(r"""<script type="module" src="\{\{ '([^']+)' \| url \}\}["]""",
                                 template.read_text(encoding="utf-8")))
    assert loaded == set(minify.MODULES)


def test_a_page_loses_its_indentation_and_blank_lines_but_keeps_one_line_break():
    html = "<p>\n    Apply\n\n   <b>early</b>\n</p>"
    assert minify.without_indentation(html) == "<p>\nApply\n<b>early</b>\n</p>"


@pytest.mark.parametrize("element", ["pre", "code", "kbd", "textarea", "script", "style"])
def test_spaces_inside_elements_where_they_can_matter_are_kept(element):
    inner = "\n    if x:\n        y\n\n  z\n"
    html = "<div>\n  <%s class=\"c\">%s</%s>\n</div>" % (element, inner, element)
    assert minify.without_indentation(html) == "<div>\n<%s class=\"c\">%s</%s>\n</div>" % (element, inner, element)


def test_the_calculator_pages_python_is_unchanged(site):
    built = (Path(site) / "calculator" / "index.html").read_text(encoding="utf-8")
    source = (ROOT / "overrides" / "calculator.html").read_text(encoding="utf-8")
    script = re.search(r'<script type="mpy"[^>]*>(.*?)</script>', source, re.S).group(1)
    assert script in built


def test_micropython_mjs_ships_minified_by_terser_and_still_parses(site, tmp_path):
    """hooks/minify.py's minify_script, on the runtime's micropython.mjs (hooks/calculator_runtime.py's
    MINIFIED): smaller, the same module exports, and it parses; the browser tests run it."""
    package = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
    source = (package / "micropython.mjs").read_text(encoding="utf-8")
    shipped = list(Path(site).glob("calculator/runtime/micropython-*/micropython.mjs"))
    assert len(shipped) == 1
    built = shipped[0].read_text(encoding="utf-8")
    assert len(built) < 0.8 * len(source)
    exports = re.compile(r"\bexport\s*(?:default\s*)?(?:\{[^}]*\}|(?:async\s+)?function\s*\*?\s*[\w$]+)")
    assert len(exports.findall(built)) == len(exports.findall(source)) > 0
    copy = tmp_path / "micropython.mjs"
    copy.write_text(built, encoding="utf-8")
    done = subprocess.run([shutil.which("node"), "--check", str(copy)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
