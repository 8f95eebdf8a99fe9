"""Precompressed siblings of the site's files, for hosts that send them instead of compressing.

After the build, next to every file of at least MIN_SIZE bytes whose type hosts compress
(the extensions in header_files.TYPES whose type is in header_files.COMPRESS: HTML, CSS,
JavaScript, JSON, WebAssembly, SVG, XML, text), this hook writes

- ``<file>.gz``: zopfli, gzip format, no time stamp and no name, so the same file always
  gives the same bytes (3-6% smaller than gzip at level 6);
- ``<file>.br``: brotli at quality 11 (13-26% smaller than gzip at level 6),

each only when it is smaller than the file.  nginx (``gzip_static``, ``brotli_static``),
Apache (the rewrite rules in ``.htaccess``), GitLab Pages and tests/static_server.py send
the sibling, with ``Content-Encoding``, to a browser that accepts it.  Files already
compressed (``calculator-<hash>.tar.gz``, ``sitemap.xml.gz``, images, fonts) get none.

Compressing the site takes seconds, so the results are kept in ``.cache/precompress/``
next to mkdocs.yml (git-ignored), named by the SHA-256 of the file and the compressors'
versions: a rebuild compresses only what changed.  Entries unused for KEEP_DAYS days are
removed.  Nothing is written under ``mkdocs serve``.

It is the last step of hooks/site_files.py, after hooks/headers.py's, which rewrites every
page (the CSP ``<meta>``).
"""

import concurrent.futures
import contextlib
import functools
import hashlib
import os
import tempfile
import time

import brotli
import zopfli.gzip
from header_files import COMPRESS, TYPES  # hooks/ is on sys.path while MkDocs loads this file

EXTENSIONS = tuple(sorted("." + ext for ext, kind in TYPES.items() if kind in COMPRESS))
MIN_SIZE = 1024
KEEP_DAYS = 30
VERSIONS = "zopfli %s, brotli %s quality 11" % (zopfli.__version__, brotli.version)
COMPRESSORS = {".gz": zopfli.gzip.compress, ".br": functools.partial(brotli.compress, quality=11)}

def is_compressible(rel):
    """A file of a type hosts compress (EXTENSIONS); it gets copies if it has MIN_SIZE bytes or more."""
    return rel.lower().endswith(EXTENSIONS)


def write_copies(config, site, files):
    """The siblings of ``files`` (not under ``mkdocs serve``)."""
    if site.command == "serve":
        return
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    precompress([site.path(rel) for rel in files], os.path.join(root, ".cache", "precompress"))


def precompress(paths, cache_dir):
    """Write the ``.gz`` and ``.br`` siblings of the files at ``paths`` that get them: of a type hosts
    compress, of MIN_SIZE bytes or more."""
    os.makedirs(cache_dir, exist_ok=True)
    paths = [path for path in sorted(paths) if is_compressible(path) and os.path.getsize(path) >= MIN_SIZE]
    # zopfli and brotli let go of the GIL while they work: threads use every core.
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:
        for done in [pool.submit(write_siblings, path, cache_dir) for path in paths]:
            done.result()
    forget_unused(cache_dir)


def write_siblings(path, cache_dir):
    with open(path, "rb") as handle:
        data = handle.read()
    key = hashlib.sha256(VERSIONS.encode("ascii") + b"\0" + data).hexdigest()
    for suffix, compress in COMPRESSORS.items():
        packed = cached(os.path.join(cache_dir, key + suffix), compress, data)
        if len(packed) < len(data):
            with open(path + suffix, "wb") as handle:
                handle.write(packed)


def cached(entry, compress, data):
    """``compress(data)``, from the cache when it holds it; marks the entry as used."""
    try:
        with open(entry, "rb") as handle:
            packed = handle.read()
        os.utime(entry)
        return packed
    except FileNotFoundError:
        pass
    packed = compress(data)
    # Written under another name first: a build running at the same time never reads half a file.
    handle = tempfile.NamedTemporaryFile(dir=os.path.dirname(entry), delete=False)
    with handle:
        handle.write(packed)
    os.replace(handle.name, entry)
    return packed


def forget_unused(cache_dir):
    too_old = time.time() - KEEP_DAYS * 86400
    for name in os.listdir(cache_dir):
        path = os.path.join(cache_dir, name)
        with contextlib.suppress(FileNotFoundError):  # another build may have removed it
            if os.path.getmtime(path) < too_old:
                os.remove(path)
