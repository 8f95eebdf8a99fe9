"""The reference build: the same site, but the calculator page runs on Pyodide.

``make_pyodide_site(site, target)`` copies the built site and rewrites only the
calculator page so that PyScript runs its Python with the ``py`` type (Pyodide) from
``node_modules/pyodide`` instead of ``mpy`` (MicroPython):

- ``<script type="mpy">`` becomes ``<script type="py">``; the ``<mpy-config>`` (interpreter,
  files, plugins) becomes the ``<py-config>``, with ``interpreter`` pointing to the
  copied ``pyodide.mjs``; the old ``<py-config>`` (plugins only) becomes the
  ``<mpy-config>``, so the plugin settings stay the same for both types;
- PyScript events in the page's inline scripts (``mpy:done`` ...) become ``py:...``;
  the page's "calculator did not start" timer is stretched (Pyodide on a slow link
  takes longer than the page allows MicroPython);
- preload hints for MicroPython's files are dropped (nothing else is added, so the
  Pyodide page gets no tuning the MicroPython page does not have);
- Pyodide cannot run MicroPython bytecode: the page's ``.mpy`` loader (``unpack.js``)
  becomes a plain import of PyScript's core chunk, its archive hint is dropped, and the same modules as source,
  every place included, packed by the same hook (hooks/calculator_runtime.py, ``bytecode=False``), go to
  PyScript's own ``files``; a small module (``ALL_PLACES``) tells the page's Python, as unpack.js
  would, that every place's rules are there (``window.calculatorPlaces``), and imports unpack.js for
  its reading of the form (``window.calculatorForm``: without the loader's script it starts nothing);
- every file of ``@pyscript/core/dist`` is copied next to the page's PyScript (the ``py``
  type may import chunks the MicroPython page does not need), and Pyodide's runtime
  files into ``calculator/runtime/pyodide-<version>/``.

The glue (``main.py``) and the rule package are the same modules, as source.
Used only by the benchmark.
"""

import importlib.util
import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
CONFIG = re.compile(r"<(mpy|py)-config([^>]*)>(.*?)</\1-config>", re.S)
PRELOAD = re.compile(r"""[ \t]*<link\b[^>]*\bhref=["'][^"']*micropython[^"']*["'][^>]*>\n?""")
UNPACK = re.compile(r"""<script\b[^>]*\bsrc=["'][^"']*unpack\.js["'][^>]*\bdata-pyscript=["']([^"']+)["'][^>]*>\s*</script>""",
                    re.S)
# PyScript alone, without the package loader, after the module that says every place is there.
ALL_PLACES = "all-places.js"
START = r'<script type="module" src="%s"></script><script type="module" src="\1"></script>' % ALL_PLACES
ALL_PLACES_JS = """// The Pyodide reference (bench/pyodide_site.py): every place's rules are in PyScript's files.
import "./unpack.js"; // its window.calculatorForm only (the page's reads of its form): it loads no archive here
window.calculatorPlaces = { published: %s, written: () => true, load: () => Promise.resolve() };
"""
PLACES = re.compile(r"""\bdata-places=["']([^"']*)["']""")
ARCHIVE_HINT = re.compile(r"""[ \t]*<link\b[^>]*\bhref=["'][^"']*\.tar\.gz["'][^>]*>\n?""")
SOURCE_ARCHIVE = "calculator-source.tar.gz"
INLINE_SCRIPT = re.compile(r"(<script\b(?![^>]*\bsrc=)[^>]*>)(.*?)(</script>)", re.S)


class VariantError(RuntimeError):
    """The calculator page does not have the shape this rewrite expects."""


def pyodide_version():
    return json.loads((PYODIDE / "package.json").read_text())["version"]


def source_archive():
    """The page's modules as .py source in a .tar.gz, packed by the build's own hook."""
    for folder in (ROOT, ROOT / "hooks"):   # the hook imports its neighbours, as MkDocs loads it
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    from calculator.jurisdictions import ORDER

    spec = importlib.util.spec_from_file_location("calculator_runtime_hook", ROOT / "hooks" / "calculator_runtime.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    files = hook.package_files(str(ROOT), list(ORDER)) + hook.glue_files(str(ROOT / "docs"))
    return hook.build_archive(files, bytecode=False)


def make_pyodide_site(site, target, page="calculator/index.html"):
    """Copy ``site`` to ``target`` and switch the calculator page to Pyodide. Returns notes."""
    site, target = Path(site), Path(target)
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(site, target)
    html_path = target / page
    html = html_path.read_text(encoding="utf-8")
    notes = []

    configs = {m.group(1): m for m in CONFIG.finditer(html)}
    if "mpy" not in configs:
        raise VariantError("no <mpy-config> on %s" % page)
    mpy_config = json.loads(configs["mpy"].group(3))
    interpreter = mpy_config.get("interpreter")
    if not interpreter or "micropython" not in interpreter:
        raise VariantError("the <mpy-config> names no MicroPython interpreter: %r" % interpreter)
    # runtime/micropython-<v>/micropython.mjs -> runtime/pyodide-<v>/pyodide.mjs, same base.
    version = pyodide_version()
    rel_dir = interpreter.rsplit("/", 2)[0]  # "./runtime"
    py_dir_rel = "%s/pyodide-%s" % (rel_dir, version)
    py_config = dict(mpy_config, interpreter=py_dir_rel + "/pyodide.mjs", files={"./" + SOURCE_ARCHIVE: "./*"})
    old_py = json.loads(configs["py"].group(3)) if "py" in configs else {"plugins": mpy_config.get("plugins", [])}

    def swap(match):
        kind, attrs = match.group(1), match.group(2)
        if kind == "mpy":
            return "<py-config%s>%s</py-config>" % (attrs, json.dumps(py_config, sort_keys=True))
        return "<mpy-config%s>%s</mpy-config>" % (attrs, json.dumps(old_py, sort_keys=True))

    html = CONFIG.sub(swap, html)
    count = len(re.findall(r"""<script\b[^>]*\btype=["']mpy["']""", html))
    if count == 0:
        raise VariantError("no <script type=\"mpy\"> on %s" % page)
    html = re.sub(r"""(<script\b[^>]*\btype=)(["'])mpy\2""", r"\1\2py\2", html)
    html, dropped = PRELOAD.subn("", html)
    published = PLACES.search(html)
    if published is None:
        raise VariantError("no data-places on the loader of %s" % page)
    html, loaders = UNPACK.subn(START, html)
    html, hints = ARCHIVE_HINT.subn("", html)
    notes.append("the .mpy loader (%d) -> PyScript alone, its archive hint (%d) dropped; the same modules as source in "
                 "PyScript's files" % (loaders, hints))
    (html_path.parent / SOURCE_ARCHIVE).write_bytes(source_archive())
    (html_path.parent / ALL_PLACES).write_text(ALL_PLACES_JS % json.dumps(published.group(1)), encoding="utf-8")
    notes.append("%d <script type=mpy> -> py; %d MicroPython preload hint(s) dropped" % (count, dropped))

    def inline(match):
        body = re.sub(r"""(["'])mpy:""", r"\1py:", match.group(2))
        body = re.sub(r"setTimeout\(\s*fail\s*,\s*\d+\s*\)", "setTimeout(fail, 600000)", body)
        return match.group(1) + body + match.group(3)

    html = INLINE_SCRIPT.sub(inline, html)
    html_path.write_text(html, encoding="utf-8")
    # The build's precompressed siblings are of the page as built: gone, the server gzips this one.
    for suffix in (".gz", ".br"):
        Path(str(html_path) + suffix).unlink(missing_ok=True)

    # Runtime files: all of PyScript's dist next to the page's own copy; Pyodide's files.
    page_dir = html_path.parent
    pyscript_dirs = sorted((page_dir / rel_dir).glob("pyscript-*"))
    if not pyscript_dirs:
        raise VariantError("no runtime/pyscript-*/ next to %s" % page)
    for path in PYSCRIPT_DIST.iterdir():
        if path.is_file() and not path.name.endswith(".map"):
            shutil.copyfile(path, pyscript_dirs[0] / path.name)
    out = (page_dir / py_dir_rel).resolve()
    out.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        if (PYODIDE / name).is_file():
            shutil.copyfile(PYODIDE / name, out / name)
    if not (out / "pyodide.mjs").is_file():
        raise VariantError("node_modules/pyodide/pyodide.mjs is missing: run `make deps`")
    notes.append("Pyodide %s from node_modules/pyodide" % version)
    return notes
