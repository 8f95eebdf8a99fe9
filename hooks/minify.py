"""Minify the site's own JavaScript and CSS once they are built, and each page's indentation.

The files we write by hand (``docs/assets/javascripts/*.js``,
``docs/assets/stylesheets/*.css``, ``docs/calculator/*.js`` and ``*.css``) keep their
comments in the source; the built copies lose comments and spaces, with ``rjsmin`` and
``rcssmin`` (pinned in requirements.txt), which only ever remove what the language
ignores.  On the calculator page that is about 4 KiB less gzip on the wire.  Material's
and the runtime's files are minified already and are left alone.

The scripts and stylesheets are a step of hooks/site_files.py, after the build.  Each page
loses the spaces that start its lines and its blank lines (a line break stays:
HTML draws it as the same one space), except inside ``pre``, ``code``, ``kbd``,
``textarea``, ``script`` and ``style``, whose spaces can matter (the calculator page's
Python is in a ``script``).  About 0.4 KiB of each page, compressed.
"""

import fnmatch
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile

import rcssmin
import rjsmin

OWN = ("assets/javascripts/*.js", "assets/stylesheets/*.css", "calculator/*.js", "calculator/*.css")
MINIFIERS = {".js": rjsmin.jsmin, ".css": rcssmin.cssmin}
# Elements whose text keeps every space, matched whole (they do not nest in our pages).
KEEP = re.compile(r"(<(pre|code|kbd|textarea|script|style)\b.*?</\2\s*>)", re.S | re.I)
INDENT = re.compile(r"\n[ \t\r\n]+")
TERSER = ("terser", "bin", "terser")          # under node_modules/
TERSER_OPTIONS = ["--module", "--compress", "--mangle"]
WASM_OPT = ("binaryen", "bin", "wasm-opt")    # under node_modules/
WASM_OPT_OPTIONS = ["-Os"]


def without_indentation(html):
    """The page without its lines' leading spaces and blank lines, outside KEEP."""
    parts = KEEP.split(html)
    out = []
    for i in range(0, len(parts), 3):
        out.append(INDENT.sub("\n", parts[i]))
        if i + 1 < len(parts):
            out.append(parts[i + 1])
    return "".join(out)


def on_post_page(output, page, config):
    return without_indentation(output)


def own_files(docs_dir):
    """The site paths of our own scripts and stylesheets, from the docs folder."""
    found = []
    for pattern in OWN:
        for path in sorted(glob.glob(os.path.join(docs_dir, pattern))):
            found.append(os.path.relpath(path, docs_dir).replace(os.sep, "/"))
    return found


def is_own(rel):
    """A built file where our own scripts and stylesheets go (Material's there too: own_files tells them)."""
    return any(fnmatch.fnmatch(rel, pattern) for pattern in OWN)


def minify_own_files(config, site, files):
    """Minify the built copies of our own scripts and stylesheets among ``files``."""
    own = set(own_files(config.docs_dir))
    for rel in files:
        if rel not in own:
            continue
        target = site.path(rel)
        with open(target, encoding="utf-8") as handle:
            text = handle.read()
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(MINIFIERS[os.path.splitext(rel)[1]](text))



def minify_module(source, target, root):
    """Write ``source`` (an ES module) minified by terser to ``target``; ``root``: the folder of
    mkdocs.yml (node_modules/ and .cache/ are there).  A missing node or terser fails the build."""
    run_cached("terser", TERSER, TERSER_OPTIONS + ["--output"], source, target, root)


def optimize_wasm(source, target, root):
    """Write ``source`` (WebAssembly) optimized for size by binaryen's wasm-opt to ``target``."""
    run_cached("binaryen", WASM_OPT, WASM_OPT_OPTIONS + ["-o"], source, target, root)


def run_cached(package, script, options, source, target, root):
    """``node node_modules/<script> source <options> OUT`` (``options`` end with the flag naming the
    output), OUT copied to ``target``: kept in ``.cache/<package>/``, named by the SHA-256 of the
    source, the package's version and the options, so a rebuild runs the tool only when one changed."""
    from mkdocs.exceptions import PluginError
    modules = os.path.join(root, "node_modules")
    script = os.path.join(modules, *script)
    node = shutil.which("node")
    if node is None or not os.path.isfile(script):
        raise PluginError("minify: node and npm's %s are needed: run `npm ci` (or `make deps`) first" % package)
    with open(os.path.join(modules, package, "package.json"), encoding="utf-8") as handle:
        version = json.load(handle)["version"]
    with open(source, "rb") as handle:
        data = handle.read()
    key = hashlib.sha256(("%s %s %s" % (package, version, " ".join(options))).encode("ascii") + b"\0" + data)
    cache = os.path.join(root, ".cache", package)
    entry = os.path.join(cache, key.hexdigest() + os.path.splitext(source)[1])
    if not os.path.isfile(entry):
        os.makedirs(cache, exist_ok=True)
        # Written under another name first: a build running at the same time never reads half a file.
        handle = tempfile.NamedTemporaryFile(dir=cache, suffix=os.path.splitext(source)[1], delete=False)
        handle.close()
        done = subprocess.run([node, script, source] + options + [handle.name], capture_output=True, text=True)
        if done.returncode != 0:
            os.remove(handle.name)
            raise PluginError("minify: %s failed on %s:\n%s" % (package, source, done.stderr))
        os.replace(handle.name, entry)
    shutil.copyfile(entry, target)
