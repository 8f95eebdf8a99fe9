"""Minify the site's own JavaScript and CSS once they are built.

The files we write by hand (``docs/assets/javascripts/*.js``,
``docs/assets/stylesheets/*.css``, ``docs/calculator/*.js`` and ``*.css``) keep their
comments in the source; the built copies lose comments and spaces, with ``rjsmin`` and
``rcssmin`` (pinned in requirements.txt), which only ever remove what the language
ignores.  On the calculator page that is about 4 KiB less gzip on the wire.  Material's
and the runtime's files are minified already and are left alone.
"""

import glob
import os

import rcssmin
import rjsmin

OWN = ("assets/javascripts/*.js", "assets/stylesheets/*.css", "calculator/*.js", "calculator/*.css")
MINIFIERS = {".js": rjsmin.jsmin, ".css": rcssmin.cssmin}


def own_files(docs_dir):
    """The site paths of our own scripts and stylesheets, from the docs folder."""
    found = []
    for pattern in OWN:
        for path in sorted(glob.glob(os.path.join(docs_dir, pattern))):
            found.append(os.path.relpath(path, docs_dir).replace(os.sep, "/"))
    return found


def on_post_build(config):
    for rel in own_files(config.docs_dir):
        target = os.path.join(config.site_dir, rel)
        if not os.path.isfile(target):
            continue
        with open(target, encoding="utf-8") as handle:
            text = handle.read()
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(MINIFIERS[os.path.splitext(rel)[1]](text))
