"""Minify the site's own JavaScript and CSS once they are built, and each page's indentation.

The files we write by hand (``docs/assets/javascripts/*.js``,
``docs/assets/stylesheets/*.css``, ``docs/calculator/*.js`` and ``*.css``) keep their
comments in the source; the built copies lose comments and spaces: the stylesheets with
``rcssmin`` (pinned in requirements.txt), which only ever removes what the language ignores,
and the scripts with npm's ``terser`` (pinned in package-lock.json, ``minify_script``), which
also shortens local names.  On the calculator page that is about 4.7 KiB less gzip on the wire
(terser: 0.6 KiB less than ``rjsmin``, which only removed spaces).  Material's files are
minified already and are left alone; of the runtime's, ``micropython.mjs`` goes through terser
too (hooks/calculator_runtime.py).

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

OWN = ("assets/javascripts/*.js", "assets/stylesheets/*.css", "calculator/*.js", "calculator/*.css")
# Elements whose text keeps every space, matched whole (they do not nest in our pages).
KEEP = re.compile(r"(<(pre|code|kbd|textarea|script|style)\b.*?</\2\s*>)", re.S | re.I)
INDENT = re.compile(r"\n[ \t\r\n]+")
TERSER = ("terser", "bin", "terser")          # under node_modules/
TERSER_OPTIONS = ["--compress", "--mangle"]
# Our own scripts that the pages load as ES modules (``<script type="module">``): terser's --module
# (strict, and their top-level names may be shortened).  The others are classic scripts, whose
# top-level names are global.
MODULES = ("calculator/unpack.js",)


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
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    for rel in files:
        if rel not in own:
            continue
        target = site.path(rel)
        if rel.endswith(".js"):
            minify_script(target, target, root, module=rel in MODULES)
            continue
        with open(target, encoding="utf-8") as handle:
            text = handle.read()
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(rcssmin.cssmin(text))


def minify_script(source, target, root, module):
    """Write ``source`` (an ES module when ``module``, else a classic script) minified by terser to
    ``target``, which may be ``source`` itself; ``root``: the folder of mkdocs.yml (node_modules/ and
    .cache/ are there).  A missing node or terser fails the build."""
    from mkdocs.exceptions import PluginError
    modules = os.path.join(root, "node_modules")
    script = os.path.join(modules, *TERSER)
    node = shutil.which("node")
    if node is None or not os.path.isfile(script):
        raise PluginError("minify: node and npm's terser are needed: run `npm ci` (or `make deps`) first")
    with open(os.path.join(modules, "terser", "package.json"), encoding="utf-8") as handle:
        version = json.load(handle)["version"]
    with open(source, "rb") as handle:
        data = handle.read()
    options = (["--module"] if module else []) + TERSER_OPTIONS
    key = hashlib.sha256(("terser %s %s" % (version, " ".join(options))).encode("ascii") + b"\0" + data)
    cache = os.path.join(root, ".cache", "terser")
    entry = os.path.join(cache, key.hexdigest() + ".js")
    if not os.path.isfile(entry):
        os.makedirs(cache, exist_ok=True)
        # Written under another name first: a build running at the same time never reads half a file.
        handle = tempfile.NamedTemporaryFile(dir=cache, suffix=".js", delete=False)
        handle.close()
        done = subprocess.run([node, script, source] + options + ["--output", handle.name],
                              capture_output=True, text=True)
        if done.returncode != 0:
            os.remove(handle.name)
            raise PluginError("minify: terser failed on %s:\n%s" % (source, done.stderr))
        os.replace(handle.name, entry)
    shutil.copyfile(entry, target)
