"""Run calculator.evaluate() under MicroPython (via Node) from pytest.

    from micropython_runner import run_in_micropython
    results = run_in_micropython([{"jurisdiction": "village", ...}, ...])

Each result is one of {"result": ...}, {"errors": [...]} or {"crash": "Type: message"},
in input order.  One call starts one MicroPython instance (~50 ms) and evaluates every
input in it, so batch inputs instead of calling once per scenario.

tests/ is not a package: import this module as `micropython_runner` (pytest puts tests/
on sys.path), never as `tests.micropython_runner`.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SCRIPT = REPO_ROOT / "tests" / "micropython" / "evaluate.mjs"
MP_MODULE = (
    REPO_ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
)


class MicroPythonRunnerError(RuntimeError):
    """Node or MicroPython could not run, or the package did not import under MicroPython."""


def run_in_micropython(inputs, package_root=None, timeout=300):
    """Evaluate each input dict under MicroPython; return a list of result dicts.

    package_root: directory containing calculator/ (default: $MP_PACKAGE_ROOT, else the
    repository root).
    """
    node = shutil.which("node")
    if node is None:
        raise MicroPythonRunnerError("`node` is not on PATH: install Node.js 20 to run MicroPython tests")
    if not MP_MODULE.exists():
        raise MicroPythonRunnerError(
            f"{MP_MODULE.relative_to(REPO_ROOT)} is missing: run `npm ci` (or `make test`) in {REPO_ROOT}"
        )
    inputs = list(inputs)
    cmd = [node, str(SCRIPT)]
    if package_root is not None:
        cmd += ["--root", str(Path(package_root).resolve())]
    proc = subprocess.run(
        cmd,
        cwd=REPO_ROOT,
        input=json.dumps(inputs, ensure_ascii=False),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        env=os.environ.copy(),
    )
    if proc.returncode != 0:
        raise MicroPythonRunnerError(
            f"{' '.join(cmd)} exited with {proc.returncode}:\n{proc.stderr.strip()}"
        )
    try:
        results = json.loads(proc.stdout)
    except ValueError as exc:
        raise MicroPythonRunnerError(f"runner printed invalid JSON ({exc}):\n{proc.stdout[:2000]}") from exc
    if len(results) != len(inputs):
        raise MicroPythonRunnerError(f"expected {len(inputs)} results, got {len(results)}")
    return results
