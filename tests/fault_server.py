"""tests/static_server.py with faults on demand, and a site that can change under it (a release).

    server = FaultServer(site_dir, headers=site_dir / "_deploy" / "headers.json").start()
    server.fault("micropython.wasm", "truncated")     # the next request for it, once
    server.site_dir = next_release                    # the same address now serves another build

A fault applies to the next ``times`` requests whose path ends with the given text, then
the file is served as it is again.  Kinds, each answered with the file's own headers
(its type, and the site's Cache-Control: a year for a file with a hash in its name, so a
browser keeps the bad copy):

- ``html``: status 200 with the site's 404 page as the body (a host's error page);
- ``truncated``: status 200 with the first half of the file (cut short);
- ``double-gzip``: ``Content-Encoding: gzip`` over a body gzipped twice (a host that
  compresses what was compressed already);
- ``stall``: no answer until the server closes (a network that hangs);
- ``missing``: 404 (a file a newer release no longer has).

``server.faults_left()`` says which faults have not been used yet.
"""

import gzip
import threading
from urllib.parse import unquote, urlsplit

from static_server import Handler, StaticServer, content_type

KINDS = ("html", "truncated", "double-gzip", "stall", "missing")


class FaultHandler(Handler):
    def _answer(self, send_body):
        kind, target = self.server.take_fault(unquote(urlsplit(self.path).path))
        if kind is None:
            return super()._answer(send_body)
        if kind == "stall":
            self.server.closing.wait()
            self.close_connection = True
            return None
        if kind == "missing":
            return self._not_found(send_body)
        data = target.read_bytes()
        headers = {"Content-Type": content_type(target)}
        if kind == "html":
            data = (self.server.site_dir / "404.html").read_bytes()
        elif kind == "truncated":
            data = data[:len(data) // 2]
        elif kind == "double-gzip":
            data = gzip.compress(gzip.compress(data, mtime=0), mtime=0)
            headers["Content-Encoding"] = "gzip"
        self.send_response(200)
        self._site_headers()
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", self.server.cache_control_for(target))
        self._record(200, headers["Content-Type"], headers.get("Content-Encoding", ""), len(data) if send_body else 0)
        self.end_headers()
        if send_body:
            self.wfile.write(data)
        return None


class FaultServer(StaticServer):
    def __init__(self, site_dir, **options):
        super().__init__(site_dir, **options)
        self.RequestHandlerClass = FaultHandler
        self.closing = threading.Event()
        self._faults = []   # [ending, kind, times left]
        self._faults_lock = threading.Lock()

    def fault(self, ending, kind, times=1):
        """The next ``times`` requests for a path ending in ``ending`` get the fault ``kind``."""
        assert kind in KINDS, kind
        with self._faults_lock:
            self._faults.append([ending, kind, times])

    def take_fault(self, path):
        """(kind, file) of a fault due for this request path, using it up; (None, None) if none."""
        with self._faults_lock:
            for armed in self._faults:
                if armed[2] > 0 and path.endswith(armed[0]):
                    target = self.file_for(path)
                    if target is None and armed[1] != "stall":
                        continue
                    armed[2] -= 1
                    return armed[1], target
        return None, None

    def faults_left(self):
        with self._faults_lock:
            return [(ending, kind) for ending, kind, times in self._faults if times > 0]

    def clear_faults(self):
        with self._faults_lock:
            self._faults = []

    def file_for(self, path):
        """The file a request path names (a folder's index.html), or None."""
        if not path.startswith(self.prefix):
            return None
        target = self.site_dir / path[len(self.prefix):]
        if target.is_dir():
            target = target / "index.html"
        return target if target.is_file() else None

    def close(self):
        self.closing.set()
        super().close()
