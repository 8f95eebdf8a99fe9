"""After the build: one walk of site/, each file handed to the steps that need it.

MkDocs has written every page and file, and the hooks that make files of their own have
written them (hooks/calculator_runtime.py: the runtime, the archives and the place rules of
calculator.css; hooks/lean_css.py: the calculator page's stylesheet): this ``on_post_build``
runs after theirs (priority -200), once, after the last language's pages (hooks/languages.py).  It lists site/ once (``Site``) and runs STEPS in their
order, the order below; each gets the files it wants as they are when it runs (a step sees
the files the steps before it wrote, through ``Site.add``):

1. hooks/json_schema.py: schema/input.schema.json and output.schema.json;
2. hooks/minify.py: our own scripts and stylesheets, minified;
3. hooks/offline.py: the Workbox files and sw.js, with the SHA-256 of each file whose name
   carries a version or a hash;
4. hooks/release.py: the release's hash over every file a host serves, stamped on the pages;
5. hooks/headers.py: the CSP with the hashes of the pages' inline scripts, in a ``<meta>`` of
   every page and in the header files (the last step that changes a page);
6. hooks/precompress.py: the ``.gz`` and ``.br`` copies of the pages as published.

No other hook walks site/.  Under ``mkdocs serve`` the steps that make no sense there
(headers' ``<meta>``, the compressed copies) leave it alone: ``Site.command``.
"""

import os
import sys

from mkdocs.plugins import event_priority

# `mkdocs serve` loads the hooks again for each rebuild: load the steps afresh too.
for _name in ("json_schema", "minify", "offline", "release", "headers", "precompress"):
    sys.modules.pop(_name, None)
import headers  # noqa: E402
import languages  # noqa: E402  (hooks/ is on sys.path while MkDocs loads this file)
import json_schema  # noqa: E402
import minify  # noqa: E402
import offline  # noqa: E402
import precompress  # noqa: E402
import release  # noqa: E402

# (step, which files it wants: a test of a path from the site's root, or None for none), in order.
STEPS = (
    (json_schema.write_schemas, None),
    (minify.minify_own_files, minify.is_own),
    (offline.write_worker, offline.is_versioned),
    (release.stamp, release.is_served),
    (headers.write_headers, headers.is_page),
    (precompress.write_copies, precompress.is_compressible),
)

_state = {"command": "build"}


class Site:
    """The built site's files, listed once: paths from its root ("calculator/index.html")."""

    def __init__(self, site_dir, command="build"):
        self.dir = site_dir
        self.command = command
        self.files = set()
        for folder, _dirs, names in os.walk(site_dir):
            for name in names:
                self.files.add(os.path.relpath(os.path.join(folder, name), site_dir).replace(os.sep, "/"))

    def path(self, rel):
        return os.path.join(self.dir, *rel.split("/"))

    def add(self, rel):
        """A file a step wrote: the steps after it see it."""
        self.files.add(rel)

    def wanted(self, wants):
        return sorted(rel for rel in self.files if wants(rel))


def on_startup(command, **kwargs):
    _state["command"] = command


@event_priority(-200)   # after the languages' passes and every hook's files (hooks/languages.py)
def on_post_build(config):
    if languages.nested_pass(config):
        return
    site = Site(config.site_dir, _state["command"])
    for step, wants in STEPS:
        step(config, site, site.wanted(wants) if wants else [])
