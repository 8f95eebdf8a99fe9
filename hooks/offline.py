"""Offline after the first visit: the service worker and the Workbox files it uses.

After the build this hook copies Workbox's runtime (``workbox-sw`` and the
``workbox-core``, ``-routing``, ``-strategies`` and ``-expiration`` modules it loads, from
node_modules: no CDN) into ``assets/workbox-<version>/`` and writes ``sw.js`` at the site's
root from hooks/offline/sw.js, so the worker's scope is the whole site, whatever sub-path
it is published under.  Into it go VERSIONED, the paths of the files whose names carry a
version or a hash (kept for good), and the SHA-256 of each such file of this build, so the
worker keeps only a sound copy.  ``assets/javascripts/offline.js`` registers it from every
page (overrides/main.html); ``offline/`` is the page shown for a page never kept.

Its ``on_post_build`` runs after the hooks that write those files (hooks/calculator_runtime.py,
hooks/lean_css.py): list it after them.
"""

import hashlib
import json
import os
import re
import shutil

from mkdocs.exceptions import PluginError

MODULES = ("workbox-sw", "workbox-core", "workbox-routing", "workbox-strategies", "workbox-expiration")
# Paths (regular expressions, JavaScript's syntax too) of the files with a version or hash in their name.
VERSIONED = [
    r"/calculator/runtime/[\w.-]+-\d[\w.-]*/",                      # pyscript-<version>/, micropython-<version>/
    r"/calculator/calculator-(?:[a-z_]+-)?[0-9a-f]{6,}\.tar\.gz$",   # the rule package: common part, each place
    r"/assets/workbox-\d[\w.-]*/",
    r"\.[0-9a-f]{8,}\.min\.(css|js)$",                              # Material's files and the lean stylesheet
]
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offline", "sw.js")


def workbox_files(modules_dir):
    """(file name, path) of each Workbox file the worker loads, and Workbox's version."""
    files, versions = [], set()
    for name in MODULES:
        folder = os.path.join(modules_dir, name)
        manifest = os.path.join(folder, "package.json")
        if not os.path.isfile(manifest):
            raise PluginError("offline: %s is missing: run `npm ci` (or `make deps`) first" % name)
        with open(manifest, encoding="utf-8") as handle:
            versions.add(json.load(handle)["version"])
        file_name = name + (".js" if name == "workbox-sw" else ".prod.js")
        files.append((file_name, os.path.join(folder, "build", file_name)))
    if len(versions) != 1:
        raise PluginError("offline: Workbox packages differ in version: %s" % sorted(versions))
    return files, versions.pop()


def on_post_build(config):
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    files, version = workbox_files(os.path.join(root, "node_modules"))
    folder = "assets/workbox-%s" % version
    target = os.path.join(config.site_dir, *folder.split("/"))
    os.makedirs(target, exist_ok=True)
    for name, path in files:
        shutil.copyfile(path, os.path.join(target, name))
    with open(TEMPLATE, encoding="utf-8") as handle:
        worker = handle.read().replace("WORKBOX/", folder + "/")
    worker = worker.replace("/* VERSIONED */[]", json.dumps(VERSIONED))
    worker = worker.replace("/* DIGESTS */{}", json.dumps(digests(config.site_dir), indent=0, sort_keys=True))
    with open(os.path.join(config.site_dir, "sw.js"), "w", encoding="utf-8") as handle:
        handle.write(worker)


def digests(site_dir):
    """{path in the site: SHA-256 hex} of every file whose path matches VERSIONED (this hook runs
    before hooks/precompress.py writes the .gz and .br copies, which the worker never sees)."""
    patterns = [re.compile(pattern) for pattern in VERSIONED]
    found = {}
    for folder, _dirs, files in os.walk(site_dir):
        for name in files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, site_dir).replace(os.sep, "/")
            if any(pattern.search("/" + rel) for pattern in patterns):
                with open(path, "rb") as handle:
                    found[rel] = hashlib.sha256(handle.read()).hexdigest()
    return found
