"""A small static web server that behaves like a real static host, for tests and the benchmark.

It serves one folder (the built site) under a sub-path such as ``/permits/``, with:

- correct types: ``application/wasm``, ``text/javascript`` for ``.js`` and ``.mjs``,
  ``text/x-python`` for ``.py``, ``application/gzip`` for ``.gz`` ...;
- compression for text, JavaScript, CSS, JSON, Python and WebAssembly when the client
  accepts gzip, like nginx with ``gzip_static on``: the file's precompressed sibling
  ``<file>.gz`` (hooks/precompress.py writes them) when there is one, else gzip level 6 on
  the fly, like most hosts.  Either way with ``Content-Encoding: gzip``, the file's own
  ``Content-Type`` and ``Vary: Accept-Encoding``.  With ``brotli=True`` (``--brotli``) a
  client that accepts br gets ``<file>.br`` instead, when there is one, like nginx with
  ``brotli_static on``; off by default, so the tests and the benchmark measure gzip.  Files
  that are already compressed (``.gz``, images) are sent as they are;
- ``Cache-Control``, ``ETag`` and ``Last-Modified`` with ``304 Not Modified`` answers (the
  ETag and date of the file sent: a sibling has its own, gzip on the fly adds ``-gz``);
- ``index.html`` for a folder, a redirect from ``/permits/x`` to ``/permits/x/`` when ``x``
  is a folder, and the site's own ``404.html`` (status 404) for anything else (a language's own,
  ``es/404.html``, under its folder).

With ``headers=`` (the ``site/_deploy/headers.json`` that hooks/headers.py writes) it
also sends the site's own headers, as a host configured with the generated ``_headers``
or nginx snippet would: the Content-Security-Policy and the rest on every response (the
runtime pages' own policy for theirs), and ``Cache-Control`` by path (long-lived for
hashed files, ``no-cache`` for the others).

Every response is recorded in ``server.log`` as a ``Served`` (path, status, type, encoding
``gzip``, ``br`` or ``""``, bytes of body sent), so a test or the benchmark can count
requests and bytes on the wire.

    from static_server import serve
    with serve(site_dir, prefix="/permits/") as server:
        page.goto(server.url + "calculator/")

or from the shell: ``python3 tests/static_server.py SITE_DIR --prefix /permits/ --port 8000 [--brotli]``.
"""

import argparse
import email.utils
import fnmatch
import json
import gzip
import hashlib
import os
import posixpath
import re
import threading
from collections import namedtuple
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".xml": "application/xml",
    ".svg": "image/svg+xml",
    ".ics": "text/calendar; charset=utf-8",
    ".gz": "application/gzip",
    ".tgz": "application/gzip",
    ".zip": "application/zip",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
}
COMPRESSIBLE = ("text/", "application/json", "application/wasm", "application/xml", "image/svg+xml",
                "application/manifest+json")
GZIP_LEVEL = 6
QUALITY = re.compile(r"\s*q\s*=\s*(\d+(?:\.\d*)?)\s*")
CACHE_CONTROL = "public, max-age=600"  # what GitHub Pages sends

Served = namedtuple("Served", "method path status content_type encoding body_bytes")


def accepted(header):
    """The content codings an Accept-Encoding header accepts: those named, less any with q=0."""
    found = set()
    for part in (header or "").lower().split(","):
        name, *params = part.split(";")
        weights = [float(match.group(1)) for match in map(QUALITY.fullmatch, params) if match]
        if name.strip() and not (weights and weights[0] == 0):
            found.add(name.strip())
    return found


def content_type(path):
    name = path.name.lower()
    for suffix in sorted(TYPES, key=len, reverse=True):
        if name.endswith(suffix):
            return TYPES[suffix]
    return "application/octet-stream"


class _Cache:
    """File bytes and their gzip, by (path, mtime, size), shared by the server's threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.items = {}

    def get(self, path, stat, compress):
        key = (str(path), stat.st_mtime_ns, stat.st_size, compress)
        with self.lock:
            if key in self.items:
                return self.items[key]
        body = path.read_bytes()
        if compress:
            body = gzip.compress(body, GZIP_LEVEL, mtime=0)
        with self.lock:
            self.items[key] = body
        return body


class Handler(BaseHTTPRequestHandler):
    server_version = "static"
    sys_version = ""
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # noqa: A002 - quiet; see server.log instead
        pass

    def do_GET(self):
        self._answer(send_body=True)

    def do_HEAD(self):
        self._answer(send_body=False)

    def _answer(self, send_body):
        site, prefix = self.server.site_dir, self.server.prefix
        path = unquote(urlsplit(self.path).path)
        if not path.startswith(prefix):
            if path + "/" == prefix:
                return self._redirect(prefix, send_body)
            return self._not_found(send_body)
        rel = posixpath.normpath("/" + path[len(prefix):]).lstrip("/")
        if rel.startswith("..") or "\x00" in rel:
            return self._not_found(send_body)
        target = site / rel if rel not in ("", ".") else site
        if target.is_dir():
            if not path.endswith("/"):
                query = urlsplit(self.path).query
                return self._redirect(path + "/" + ("?" + query if query else ""), send_body)
            target = target / "index.html"
        if not target.is_file():
            return self._not_found(send_body)
        self._file(target, 200, send_body)

    def _site_headers(self):
        headers = dict(self.server.site_headers.get("every_response", {}))
        runtime = self.server.site_headers.get("runtime_pages")   # their own policy
        path = unquote(urlsplit(self.path).path)
        if runtime and path.startswith(self.server.prefix) and "/" + path[len(self.server.prefix):] in runtime["paths"]:
            headers.update(runtime["headers"])
        for name, value in sorted(headers.items()):
            self.send_header(name, value)

    def _redirect(self, location, send_body):
        self.send_response(301)
        self._site_headers()
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self._record(301, "", "", 0)
        self.end_headers()

    def _not_found(self, send_body):
        # The nearest 404.html up the path, as Cloudflare Pages sends it: es/404.html under es/.
        path = unquote(urlsplit(self.path).path)
        folder = path[len(self.server.prefix):].split("/")[0] if path.startswith(self.server.prefix) else ""
        page = self.server.site_dir / folder / "404.html"
        if not (folder and page.is_file()):
            page = self.server.site_dir / "404.html"
        if page.is_file():
            return self._file(page, 404, send_body, conditional=False)
        body = b"Not found\n"
        self.send_response(404)
        self._site_headers()
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self._record(404, "text/plain; charset=utf-8", "", len(body) if send_body else 0)
        self.end_headers()
        if send_body:
            self.wfile.write(body)

    def _file(self, path, status, send_body, conditional=True):
        kind = content_type(path)
        compressible = kind.startswith(COMPRESSIBLE)
        source, encoding, compress = self._representation(path, compressible)
        stat = source.stat()
        etag = '"%s%s"' % (hashlib.sha1(("%s:%d:%d" % (source, stat.st_mtime_ns, stat.st_size)).encode())
                           .hexdigest()[:16], "-gz" if compress else "")
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        if conditional and status == 200 and self._not_modified(etag, stat.st_mtime):
            self.send_response(304)
            self._site_headers()
            self._cache_headers(path, etag, modified, compressible)
            self._record(304, kind, "", 0)
            self.end_headers()
            return
        body = self.server.cache.get(source, stat, compress)
        self.send_response(status)
        self._site_headers()
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        if status == 200:
            self._cache_headers(path, etag, modified, compressible)
        self._record(status, kind, encoding, len(body) if send_body else 0)
        self.end_headers()  # recorded first: a client that has the answer finds it in the log
        if send_body:
            self.wfile.write(body)

    def _representation(self, path, compressible):
        """(the file to send, its Content-Encoding, whether to gzip it here) for this request."""
        codings = accepted(self.headers.get("Accept-Encoding"))
        if not compressible:
            return path, "", False
        for encoding, suffix in (("br", ".br"),) * self.server.brotli + (("gzip", ".gz"),):
            sibling = path.with_name(path.name + suffix)
            if encoding in codings and sibling.is_file():
                return sibling, encoding, False
        if "gzip" in codings:
            return path, "gzip", True
        return path, "", False

    def _cache_headers(self, path, etag, modified, compressible):
        self.send_header("Cache-Control", self.server.cache_control_for(path))
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", modified)
        if compressible:
            self.send_header("Vary", "Accept-Encoding")

    def _not_modified(self, etag, mtime):
        match = self.headers.get("If-None-Match")
        if match is not None:
            tags = [tag.strip() for tag in match.split(",")]
            return "*" in tags or etag in tags or ("W/" + etag) in tags
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                return int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, OverflowError):
                return False
        return False

    def _record(self, status, kind, encoding, size):
        with self.server.log_lock:
            self.server.log.append(Served(self.command, self.path, status, kind, encoding, size))


class StaticServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, site_dir, prefix="/permits/", host="127.0.0.1", port=0, cache_control=CACHE_CONTROL,
                 headers=None, brotli=False):
        if not prefix.startswith("/") or not prefix.endswith("/"):
            raise ValueError("prefix must start and end with '/', like /permits/")
        super().__init__((host, port), Handler)
        self.site_dir = Path(site_dir).resolve()
        self.prefix = prefix
        self.cache_control = cache_control
        self.brotli = bool(brotli)
        self.site_headers = {}
        if headers is not None:
            with open(headers, encoding="utf-8") as handle:
                self.site_headers = json.load(handle)
        self.cache = _Cache()
        self.log = []
        self.log_lock = threading.Lock()
        self._thread = None

    def cache_control_for(self, path):
        """Cache-Control for a file: the site's headers file decides when one was given."""
        rules = self.site_headers.get("cache_control")
        if not rules:
            return self.cache_control
        url_path = "/" + path.relative_to(self.site_dir).as_posix()
        immutable = rules["immutable"]
        if any(fnmatch.fnmatchcase(url_path, pattern) for pattern in immutable["paths"]):
            return immutable["value"]
        return rules["default"]

    @property
    def origin(self):
        host, port = self.server_address[:2]
        return "http://%s:%d" % (host, port)

    @property
    def url(self):
        """The site's address, ending in '/': http://127.0.0.1:PORT/permits/."""
        return self.origin + self.prefix

    def start(self):
        self._thread = threading.Thread(target=self.serve_forever, name="static-server", daemon=True)
        self._thread.start()
        return self

    def close(self):
        self.shutdown()
        self.server_close()
        if self._thread:
            self._thread.join(5)

    def take_log(self):
        """Return and clear what was served so far."""
        with self.log_lock:
            log, self.log = self.log, []
        return log

    def __enter__(self):
        return self.start() if self._thread is None else self

    def __exit__(self, *exc):
        self.close()


def serve(site_dir, prefix="/permits/", host="127.0.0.1", port=0, cache_control=CACHE_CONTROL, headers=None,
          brotli=False):
    """Start serving ``site_dir`` at ``prefix`` in a background thread; returns the server."""
    return StaticServer(site_dir, prefix, host, port, cache_control, headers, brotli).start()


def main(argv=None):
    parser = argparse.ArgumentParser(description="Serve a built site like a static host would.")
    parser.add_argument("site_dir")
    parser.add_argument("--prefix", default="/permits/", help="sub-path to serve the site under (default /permits/)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--headers", help="send the headers described in this file (SITE_DIR/_deploy/headers.json)")
    parser.add_argument("--brotli", action="store_true", help="send <file>.br to clients that accept br")
    args = parser.parse_args(argv)
    server = StaticServer(args.site_dir, args.prefix, args.host, args.port, headers=args.headers,
                          brotli=args.brotli)
    print("Serving %s at %s" % (os.path.abspath(args.site_dir), server.url), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
