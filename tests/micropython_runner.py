"""Run calculator.evaluate() under MicroPython (via Node) from pytest, on the shipped archive.

    from micropython_runner import run_in_micropython
    results = run_in_micropython([{"jurisdiction": "village", ...}, ...])

Each result is one of {"result": ...}, {"errors": [...]} or {"crash": "Type: message"},
in input order.  One call starts one MicroPython instance (~50 ms) and evaluates every
input in it, so batch inputs instead of calling once per scenario.

MicroPython runs the archive the calculator page loads: ``shipped_archive()`` is the
built site's ``calculator/calculator-<hash>.tar.gz`` (the package and the glue as .mpy
bytecode), from the one ``mkdocs build`` the test run shares (tests/site_build.py).
``archive_of(root, places)`` builds the same kind of archive from another source tree
(a stub package in a test).  CPython tests import the source.

tests/ is not a package: import this module as `micropython_runner` (pytest puts tests/
on sys.path), never as `tests.micropython_runner`.
"""

import importlib.util
import json
import os
import shutil
import subprocess
from pathlib import Path

from site_build import built_site

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


def shipped_archive():
    """Path of the archive the built site's calculator page loads."""
    build = built_site()
    if build.returncode != 0:
        raise MicroPythonRunnerError("mkdocs build failed:\n" + build.stdout + build.stderr)
    found = sorted((Path(build.site_dir) / "calculator").glob("calculator-*.tar.gz"))
    if len(found) != 1:
        raise MicroPythonRunnerError("expected one calculator/calculator-*.tar.gz in the built site, found %r" % found)
    return found[0]


def archive_of(root, target, places=()):
    """Build the page's kind of archive from the calculator/ package under root into target."""
    hook = runtime_hook()
    Path(target).write_bytes(hook.build_archive(hook.package_files(str(root), list(places))))
    return Path(target)


def node_command(script, archive=None):
    """[node, script, --archive, FILE], after checking that Node and MicroPython are there."""
    node = shutil.which("node")
    if node is None:
        raise MicroPythonRunnerError("`node` is not on PATH: install Node.js 20 to run MicroPython tests")
    if not MP_MODULE.exists():
        raise MicroPythonRunnerError(
            f"{MP_MODULE.relative_to(REPO_ROOT)} is missing: run `npm ci` (or `make test`) in {REPO_ROOT}"
        )
    return [node, str(script), "--archive", str(archive or shipped_archive())]


def run_node(script, stdin_text="", archive=None, timeout=300):
    """Run a tests/micropython/*.mjs script on the archive; return its parsed JSON stdout."""
    cmd = node_command(script, archive)
    proc = subprocess.run(cmd, cwd=REPO_ROOT, input=stdin_text, capture_output=True, text=True,
                          encoding="utf-8", timeout=timeout, env=os.environ.copy())
    if proc.returncode != 0:
        raise MicroPythonRunnerError(f"{' '.join(cmd)} exited with {proc.returncode}:\n{proc.stderr.strip()}")
    try:
        return json.loads(proc.stdout)
    except ValueError as exc:
        raise MicroPythonRunnerError(f"runner printed invalid JSON ({exc}):\n{proc.stdout[:2000]}") from exc


def run_in_micropython(inputs, archive=None, timeout=300):
    """Evaluate each input dict under MicroPython; return a list of result dicts.

    archive: a .tar.gz built like the page's (default: the built site's, shipped_archive()).
    """
    inputs = list(inputs)
    results = run_node(SCRIPT, json.dumps(inputs, ensure_ascii=False), archive, timeout)
    if len(results) != len(inputs):
        raise MicroPythonRunnerError(f"expected {len(inputs)} results, got {len(results)}")
    return results
