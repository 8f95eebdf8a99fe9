"""Run calculator.evaluate() under MicroPython (via Node) from pytest, on the shipped archive.

    from micropython_runner import run_in_micropython
    results = run_in_micropython([{"jurisdiction": "village", ...}, ...])

Each result is one of {"result": ...}, {"errors": [...]} or {"crash": "Type: message"},
in input order.  One call starts one MicroPython instance (~50 ms) and evaluates every
input in it, so batch inputs instead of calling once per scenario.

MicroPython runs the archives the calculator page loads: ``page_archives(language)`` are those
the built page in ``language`` names (``calculator/calculator-<hash>.tar.gz``: the package
without its places, and the glue, as .mpy bytecode, with the shared words of the page's language;
``calculator/calculator-<place>-<hash>.tar.gz``: each place's rules and words; those on demand; in a
language other than English ``calculator-es-<hash>.tar.gz``, ``calculator-<place>-es-<hash>.tar.gz``),
from the one ``mkdocs build`` the test run shares (tests/site_build.py); ``shipped_archives(language)``
the same as a list, and without a language every page's, so that an input in any language runs.
``archive_of(root, target, places)`` builds one archive of the same kind, the places
included, from another source tree (a stub package in a test).  When the settings publish
only some places (a one-place site ships nothing of the others), ``default_archives()`` is
one archive of the whole package built the same way, so every place's scenarios still run
under MicroPython.  CPython tests import the source.

tests/ is not a package: import this module as `micropython_runner` (pytest puts tests/
on sys.path), never as `tests.micropython_runner`.
"""

import atexit
import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from site_build import built_site, published_places, settings_check

REPO_ROOT = Path(__file__).resolve().parent.parent
SCRIPT = REPO_ROOT / "tests" / "micropython" / "evaluate.mjs"
HOOK = REPO_ROOT / "hooks" / "calculator_runtime.py"
MP_MODULE = (
    REPO_ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
)


class MicroPythonRunnerError(RuntimeError):
    """Node or MicroPython could not run, or the package did not import under MicroPython."""


def runtime_hook():
    """hooks/calculator_runtime.py as a module (hooks/ is not a package)."""
    spec = importlib.util.spec_from_file_location("calculator_runtime_hook", HOOK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def site_languages():
    """The languages the built site speaks (SITE["languages"]), English first."""
    from calculator.settings import SITE

    return settings_check().languages(SITE)


def page_archives(language="en"):
    """{"common": path, <place>: path, ..., "later": path, "unsure": path} of the archives the built calculator
    page in ``language`` names (its ``data-archive`` attributes): the common one, each place's in order, then
    those on demand."""
    build = built_site()
    if build.returncode != 0:
        raise MicroPythonRunnerError("mkdocs build failed:\n" + build.stdout + build.stderr)
    page = Path(build.site_dir) / ("" if language == site_languages()[0] else language) / "calculator" / "index.html"
    tag = re.search(r"<script\b[^>]*\bdata-archive=[^>]*>", page.read_text(encoding="utf-8")).group(0)
    found = {}
    for name, addresses in re.findall(r'\bdata-archive(?:-([a-z_]+))?="([^"]*)"', tag):
        for address in addresses.split():   # one archive each (hooks/calculator_runtime.py)
            found.setdefault(name or "common", Path(os.path.normpath(page.parent / address)))
    for name in ("later", "unsure"):   # the archives on demand last (hooks/calculator_runtime.py's ON_DEMAND)
        found[name] = found.pop(name)
    return found


def shipped_archives(language=None):
    """Paths of the archives the built calculator page in ``language`` loads: the common one first, then
    each place's, then the later one.  Without a language, the English page's and then each other
    language's (the code again, the same bytes), so that an input in any language runs."""
    if language is None:
        found = [path for one in site_languages() for path in shipped_archives(one)]
        return [path for index, path in enumerate(found) if path not in found[:index]]
    return list(page_archives(language).values())


def archive_of(root, target, places=()):
    """Build the page's kind of archive from the calculator/ package under root into target."""
    hook = runtime_hook()
    Path(target).write_bytes(hook.build_archive(hook.package_files(str(root), list(places))))
    return Path(target)


@functools.lru_cache(maxsize=None)
def default_archives(language=None):
    """The shipped archives (of the page in ``language``, else every page's) if the build publishes every
    place, else one archive of every place, in every language."""
    from calculator.jurisdictions import ORDER

    if set(published_places()) >= set(ORDER):
        return tuple(shipped_archives(language))
    folder = Path(tempfile.mkdtemp(prefix="every-place-"))
    atexit.register(shutil.rmtree, folder, True)
    return (archive_of(REPO_ROOT, folder / "calculator-every-place.tar.gz", ORDER),)


def node_command(script, archives=None, modules=()):
    """[node, script, --archive, FILE, ..., --module, FILE, ...], after checking that Node and
    MicroPython are there."""
    node = shutil.which("node")
    if node is None:
        raise MicroPythonRunnerError("`node` is not on PATH: install Node.js 20 to run MicroPython tests")
    if not MP_MODULE.exists():
        raise MicroPythonRunnerError(
            f"{MP_MODULE.relative_to(REPO_ROOT)} is missing: run `npm ci` (or `make test`) in {REPO_ROOT}"
        )
    command = [node, str(script)]
    for archive in archives or default_archives():
        command += ["--archive", str(archive)]
    for module in modules:
        command += ["--module", str(module)]
    return command


def run_node(script, stdin_text="", archives=None, timeout=300, modules=()):
    """Run a tests/micropython/*.mjs script on the archives; return its parsed JSON stdout.
    ``modules``: a test's own .py files for call.mjs to put beside the package."""
    cmd = node_command(script, archives, modules)
    proc = subprocess.run(cmd, cwd=REPO_ROOT, input=stdin_text, capture_output=True, text=True,
                          encoding="utf-8", timeout=timeout, env=os.environ.copy())
    if proc.returncode != 0:
        raise MicroPythonRunnerError(f"{' '.join(cmd)} exited with {proc.returncode}:\n{proc.stderr.strip()}")
    try:
        return json.loads(proc.stdout)
    except ValueError as exc:
        raise MicroPythonRunnerError(f"runner printed invalid JSON ({exc}):\n{proc.stdout[:2000]}") from exc


def run_in_micropython(inputs, archives=None, timeout=300):
    """Evaluate each input dict under MicroPython; return a list of result dicts.

    archives: .tar.gz files built like the page's (default: the built site's, shipped_archives()).
    """
    inputs = list(inputs)
    results = run_node(SCRIPT, json.dumps(inputs, ensure_ascii=False), archives, timeout)
    if len(results) != len(inputs):
        raise MicroPythonRunnerError(f"expected {len(inputs)} results, got {len(results)}")
    return results
