"""Offline after the first visit: the service worker and the Workbox files it uses.

After the build this hook copies Workbox's runtime (``workbox-sw`` and the
``workbox-core``, ``-routing`` and ``-strategies`` modules it loads, from node_modules:
no CDN) into ``assets/workbox-<version>/`` and writes ``sw.js`` at the site's root from
hooks/offline/sw.js, so the worker's scope is the whole site, whatever sub-path it is
published under.  ``assets/javascripts/offline.js`` registers it from every page
(overrides/main.html); ``offline/`` is the page shown for a page never kept.
"""

import json
import os
import shutil

from mkdocs.exceptions import PluginError

MODULES = ("workbox-sw", "workbox-core", "workbox-routing", "workbox-strategies")
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
    with open(os.path.join(config.site_dir, "sw.js"), "w", encoding="utf-8") as handle:
        handle.write(worker)
