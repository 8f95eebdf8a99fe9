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
    key = hashlib.sha256(("terser %s %s" % (version, " ".join(TERSER_OPTIONS))).encode("ascii") + b"\0" + data)
    cache = os.path.join(root, ".cache", "terser")
    entry = os.path.join(cache, key.hexdigest() + ".js")
    if not os.path.isfile(entry):
        os.makedirs(cache, exist_ok=True)
        # Written under another name first: a build running at the same time never reads half a file.
        handle = tempfile.NamedTemporaryFile(dir=cache, suffix=".js", delete=False)
        handle.close()
        done = subprocess.run([node, script, source] + TERSER_OPTIONS + ["--output", handle.name],
                              capture_output=True, text=True)
        if done.returncode != 0:
            os.remove(handle.name)
            raise PluginError("minify: terser failed on %s:\n%s" % (source, done.stderr))
        os.replace(handle.name, entry)
    shutil.copyfile(entry, target)
