"""Write the site's HTTP headers, with a Content-Security-Policy that allows exactly the
inline scripts of the built pages, in the forms static hosts understand.

After every build this hook reads the built HTML, hashes every inline script a browser
would run (its text, SHA-256, base64) and writes:

- ``site/_headers``: Netlify and Cloudflare Pages read it and do not serve it;
- ``site/.htaccess``: Apache reads it (``AllowOverride FileInfo Indexes``) and does not serve it;
- ``site/_deploy/nginx.conf``: a ``location`` block to include in an nginx ``server``;
- ``site/_deploy/headers.json``: the same rules, host-agnostic (the tests serve the site with it);
- a ``<meta http-equiv="Content-Security-Policy">`` in every page, for hosts that cannot
  send headers (GitHub Pages, GitLab.com Pages).  A ``<meta>`` policy cannot carry
  ``frame-ancestors`` (browsers ignore it there and say so), so that one directive is
  left out of it.

The hashes change whenever an inline script changes, so this hook must run after every
hook that writes HTML: keep it last in ``mkdocs.yml``.  Under ``mkdocs serve`` no
``<meta>`` is added (the live-reload script is not part of the site).
"""

import base64
import hashlib
import html
import json
import os
import re

from header_files import COMPRESS, TYPES, apache, netlify, nginx  # hooks/ is on sys.path while MkDocs loads this file

SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]*)""", re.I)
SRC = re.compile(r"\bsrc\s*=", re.I)
# Inline scripts a browser runs (and so checks against script-src); JSON and Python are data.
RUN_TYPES = ("", "text/javascript", "application/javascript", "module", "importmap")
HEAD = re.compile(r"<head>\s*(<meta charset=[^>]*>)?", re.I)

# Files whose names change with their contents (a hash or a version in the name or folder).
IMMUTABLE = [
    "/calculator/runtime/*",
    "/calculator/calculator-*.tar.gz",
    "/assets/workbox-*/*",
    "/assets/javascripts/bundle.*.min.js",
    "/assets/javascripts/workers/search.*.min.js",
    "/assets/stylesheets/main.*.min.css",
    "/assets/stylesheets/palette.*.min.css",
    "/assets/stylesheets/calculator-main.*.min.css",
]
CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
CACHE_DEFAULT = "no-cache"  # HTML and every other file: use it again only after asking (ETag)

_state = {"command": "build"}


def on_startup(command, **kwargs):
    _state["command"] = command


def script_hashes(page):
    """The CSP hash sources of a page's inline scripts that a browser runs, in page order."""
    found = []
    for match in SCRIPT.finditer(page):
        attributes, text = match.group(1), match.group(2)
        kind = TYPE.search(attributes)
        if SRC.search(attributes) or (kind.group(1).lower() if kind else "") not in RUN_TYPES:
            continue
        digest = hashlib.sha256(text.replace("\r\n", "\n").encode("utf-8")).digest()
        found.append("'sha256-%s'" % base64.b64encode(digest).decode("ascii"))
    return found


def policy(hashes, meta=False):
    """The Content-Security-Policy for these script hashes (``meta``: the <meta> form)."""
    directives = [
        ("default-src", ["'self'"]),
        # MicroPython compiles WebAssembly; PyScript's core calls Function().
        ("script-src", ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"] + hashes),
        ("style-src", ["'self'"]),
        ("img-src", ["'self'", "data:"]),
        ("connect-src", ["'self'"]),
        ("object-src", ["'none'"]),
        ("base-uri", ["'none'"]),
        ("form-action", ["'self'"]),
        ("frame-ancestors", ["'self'"]),
    ]
    return "; ".join(" ".join([name] + sources) for name, sources in directives
                     if not (meta and name == "frame-ancestors"))


def rules(csp):
    """The host-agnostic description of the headers (site/_deploy/headers.json)."""
    return {
        "every_response": {"Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff"},
        "cache_control": {"immutable": {"paths": IMMUTABLE, "value": CACHE_IMMUTABLE},
                          "default": CACHE_DEFAULT},
        "types": dict(("." + ext, kind) for ext, kind in sorted(TYPES.items())),
        "compress": COMPRESS,
        "never_content_encoding": [".gz", ".tgz"],
    }


def add_meta(page, content):
    """The page with a CSP <meta> as the first element of <head> (after the charset)."""
    tag = '<meta http-equiv="Content-Security-Policy" content="%s">' % html.escape(content, quote=False)
    return HEAD.sub(lambda match: match.group(0) + tag, page, count=1)


def on_post_build(config):
    site_dir = config.site_dir
    pages = []
    for folder, _dirs, files in os.walk(site_dir):
        pages += [os.path.join(folder, name) for name in files if name.endswith(".html")]
    hashes = []
    texts = {}
    for path in sorted(pages):
        with open(path, encoding="utf-8") as handle:
            texts[path] = handle.read()
        hashes += [found for found in script_hashes(texts[path]) if found not in hashes]
    hashes.sort()
    data = rules(policy(hashes))
    data["meta"] = policy(hashes, meta=True)
    if _state["command"] != "serve":
        for path, text in texts.items():
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(add_meta(text, data["meta"]))
    prefix = "/" + (config.site_url or "/").split("://", 1)[-1].partition("/")[2].strip("/") + "/"
    prefix = prefix.replace("//", "/")
    os.makedirs(os.path.join(site_dir, "_deploy"), exist_ok=True)
    outputs = {
        "_headers": netlify(data),
        ".htaccess": apache(data, prefix),
        os.path.join("_deploy", "nginx.conf"): nginx(data, prefix),
        os.path.join("_deploy", "headers.json"): json.dumps(data, indent=1, sort_keys=True) + "\n",
    }
    for name, text in outputs.items():
        with open(os.path.join(site_dir, name), "w", encoding="utf-8") as handle:
            handle.write(text)
