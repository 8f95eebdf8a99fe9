"""Offline after the first visit: the service worker and the Workbox files it uses.

After the build this hook copies Workbox's runtime (``workbox-sw`` and the
``workbox-core``, ``-routing``, ``-strategies`` and ``-expiration`` modules it loads, from
node_modules: no CDN) into ``assets/workbox-<version>/`` and writes ``sw.js`` at the site's
root from hooks/offline/sw.js, so the worker's scope is the whole site, whatever sub-path
it is published under.  Into it go VERSIONED, the paths of the files whose names carry a
version or a hash (kept for good), and the SHA-256 of each such file of this build, so the
worker keeps only a sound copy.  ``assets/javascripts/offline.js`` registers it from every
page (overrides/main.html); ``offline/`` is the page shown for a page never kept.

It is a step of hooks/site_files.py, after the hooks that write those files
(hooks/calculator_runtime.py, hooks/lean_css.py) and before hooks/precompress.py writes the
.gz and .br copies, which the worker never sees.
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
    # the rule package: common part, each place, in English or another language (-es-, -<place>-es-), on demand
    r"/calculator/calculator-(?:[a-z_]+-){0,2}[0-9a-f]{6,}\.tar\.gz$",
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


def is_versioned(rel):
    """A file whose path carries a version or a hash (VERSIONED)."""
    return any(re.search(pattern, "/" + rel) for pattern in VERSIONED)


def write_worker(config, site, files):
    """Copy Workbox and write sw.js, with the digests of the versioned ``files``."""
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    workbox, version = workbox_files(os.path.join(root, "node_modules"))
    folder = "assets/workbox-%s" % version
    target = os.path.join(config.site_dir, *folder.split("/"))
    os.makedirs(target, exist_ok=True)
    copied = []
    for name, path in workbox:
        shutil.copyfile(path, os.path.join(target, name))
        copied.append(folder + "/" + name)
        site.add(copied[-1])
    with open(TEMPLATE, encoding="utf-8") as handle:
        worker = handle.read().replace("WORKBOX/", folder + "/")
    worker = worker.replace("/* LANGUAGES */[]", json.dumps(config.extra["languages"][1:]))
    worker = worker.replace("/* SEARCH_FILES */[]", json.dumps([rel for rel in search_files(config.extra["languages"])
                                                                if rel in site.files]))
    worker = worker.replace("/* VERSIONED */[]", json.dumps(VERSIONED))
    versioned = sorted(set(files) | set(rel for rel in copied if is_versioned(rel)))   # Workbox's own too
    worker = worker.replace("/* DIGESTS */{}", json.dumps(digests(site, versioned), indent=0, sort_keys=True))
    with open(os.path.join(config.site_dir, "sw.js"), "w", encoding="utf-8") as handle:
        handle.write(worker)
    site.add("sw.js")


LUNR = "assets/javascripts/lunr/min/"


def search_files(languages):
    """The files Material's search worker (9.8) imports for ``languages``: lunr's stemmer support and each
    language's stemmer but English's, and lunr.multi for more than one language."""
    others = [language for language in languages if language != "en"]
    if not others:
        return []
    return ([LUNR + "lunr.stemmer.support.min.js"] + [LUNR + "lunr.%s.min.js" % language for language in others]
            + ([LUNR + "lunr.multi.min.js"] if len(languages) > 1 else []))


def digests(site, files):
    """{path in the site: SHA-256 hex} of ``files`` (those whose path matches VERSIONED)."""
    found = {}
    for rel in files:
        with open(site.path(rel), "rb") as handle:
            found[rel] = hashlib.sha256(handle.read()).hexdigest()
    return found
