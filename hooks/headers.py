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

Two policies: the pages that run Python in the browser (the calculator: a
``<script type="mpy">``) need ``'wasm-unsafe-eval'`` (MicroPython is WebAssembly) and
``'unsafe-eval'`` (PyScript's core calls ``Function()``); every other page and file gets
the policy without them.  Each lists the hashes of its own pages' inline scripts.  The
runtime pages' paths are in ``headers.json`` (``runtime_pages``); ``_headers`` gives the
two policies on paths that never overlap (Netlify and Cloudflare would send both).

The hashes change whenever an inline script changes, so this is the last step of
hooks/site_files.py that changes a page (only hooks/precompress.py's copies come after).
Under ``mkdocs serve`` no ``<meta>`` is added (the live-reload script is not part of the site).
"""

import base64
import hashlib
import html
import json
import os
import re

from header_files import COMPRESS, TYPES, apache, apache_error_page, netlify, netlify_cover, nginx  # hooks/ is on sys.path while MkDocs loads this file

SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]*)""", re.I)
SRC = re.compile(r"\bsrc\s*=", re.I)
# Inline scripts a browser runs (and so checks against script-src); JSON and Python are data.
RUN_TYPES = ("", "text/javascript", "application/javascript", "module", "importmap")
# Python that PyScript runs in the page: such a page needs the runtime policy.
PYTHON_TYPES = ("mpy", "py")
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


def runs_python(page):
    """Whether a page runs Python in the browser (PyScript: a <script type="mpy"> or "py")."""
    for match in SCRIPT.finditer(page):
        kind = TYPE.search(match.group(1))
        if kind and kind.group(1).lower() in PYTHON_TYPES:
            return True
    return False


def policy(hashes, meta=False, runtime=False):
    """The Content-Security-Policy for these script hashes (``meta``: the <meta> form;
    ``runtime``: for a page that runs Python in the browser)."""
    # MicroPython compiles WebAssembly; PyScript's core calls Function().  Only where it runs.
    evals = ["'wasm-unsafe-eval'", "'unsafe-eval'"] if runtime else []
    directives = [
        ("default-src", ["'self'"]),
        ("script-src", ["'self'"] + evals + hashes),
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


def rules(csp, runtime_csp=None, runtime_paths=()):
    """The host-agnostic description of the headers (site/_deploy/headers.json): ``csp`` on
    every response but those for ``runtime_paths`` (such as "/calculator/"), which get
    ``runtime_csp``."""
    return {
        "every_response": {"Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff"},
        "runtime_pages": {"paths": list(runtime_paths),
                          "headers": {"Content-Security-Policy": runtime_csp or csp}},
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


def page_paths(rel):
    """The addresses a page is served at, from the site's root: "calculator/index.html" ->
    ["/calculator/", "/calculator/index.html"]."""
    paths = ["/" + rel]
    if rel == "index.html" or rel.endswith("/index.html"):
        paths.insert(0, "/" + rel[:-len("index.html")])
    return paths


def is_page(rel):
    return rel.endswith(".html")


def write_headers(config, site, files):
    """The CSP of the pages among ``files``, in a <meta> of each (not under ``mkdocs serve``) and in the
    header files."""
    site_dir = config.site_dir
    pages = [site.path(rel) for rel in files]
    hashes = {False: [], True: []}   # runs Python -> the hashes of those pages' inline scripts
    texts, runtime = {}, {}
    for path in sorted(pages):
        with open(path, encoding="utf-8") as handle:
            texts[path] = handle.read()
        runtime[path] = runs_python(texts[path])
        found = hashes[runtime[path]]
        found += [digest for digest in script_hashes(texts[path]) if digest not in found]
    for found in hashes.values():
        found.sort()
    runtime_pages = sorted(os.path.relpath(path, site_dir).replace(os.sep, "/") for path in pages if runtime[path])
    data = rules(policy(hashes[False]), policy(hashes[True], runtime=True),
                 [address for rel in runtime_pages for address in page_paths(rel)])
    # Each language's own 404 page (es/404.html: hooks/languages.py): the folders it answers for.
    data["error_pages"] = sorted(rel[:-len("404.html")] for rel in site.files if rel.endswith("/404.html"))
    data["meta"] = policy(hashes[False], meta=True)
    data["runtime_pages"]["meta"] = policy(hashes[True], meta=True, runtime=True)
    if site.command != "serve":
        for path, text in texts.items():
            meta = data["runtime_pages"]["meta"] if runtime[path] else data["meta"]
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(add_meta(text, meta))
    prefix = "/" + (config.site_url or "/").split("://", 1)[-1].partition("/")[2].strip("/") + "/"
    prefix = prefix.replace("//", "/")
    os.makedirs(os.path.join(site_dir, "_deploy"), exist_ok=True)
    deploy = {"_deploy/nginx.conf": nginx(data, prefix),
              "_deploy/headers.json": json.dumps(data, indent=1, sort_keys=True) + "\n"}
    # _deploy/ is served as any folder (not _headers nor .htaccess, which their hosts read and hide).
    outputs = dict(deploy, **{"_headers": netlify(data, netlify_cover(site.files | set(deploy), runtime_pages)),
                              ".htaccess": apache(data, prefix)})
    for folder in data["error_pages"]:   # Apache: a folder's .htaccess names its 404 page
        outputs[folder + ".htaccess"] = apache_error_page(prefix, folder)
    for name, text in outputs.items():
        with open(site.path(name), "w", encoding="utf-8") as handle:
            handle.write(text)
        site.add(name)
