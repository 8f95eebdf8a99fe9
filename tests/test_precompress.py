"""Precompressed siblings (hooks/precompress.py), and tests/static_server.py sending them.

- The build writes ``<file>.gz`` (zopfli, gzip format) and ``<file>.br`` (brotli 11) next to
  every compressible file of at least 1 KiB, after every hook that changes a page: each one
  unpacks to the file as published.  None for the archive, images, or files under 1 KiB; none
  when it would not be smaller.  The same file always gives the same bytes.
- The cache in ``.cache/precompress/`` is read on the next build; unused entries go after
  KEEP_DAYS days.  ``mkdocs serve`` writes nothing.
- The test server sends a ``.gz`` sibling as nginx's ``gzip_static`` does, ``.br`` only when
  made with ``brotli=True``, gzip on the fly otherwise, with ETags that give ``304``.
"""

import gzip
import importlib.util
import os
import random
import re
import shutil
import sys
import time
import types
import urllib.request
from pathlib import Path

import brotli
import pytest

from site_build import ROOT
from static_server import GZIP_LEVEL, StaticServer

sys.path.append(str(ROOT / "hooks"))  # as MkDocs has it while loading hooks
spec = importlib.util.spec_from_file_location("precompress_hook", ROOT / "hooks" / "precompress.py")
hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hook)
spec = importlib.util.spec_from_file_location("site_files_hook", ROOT / "hooks" / "site_files.py")
site_files = importlib.util.module_from_spec(spec)
spec.loader.exec_module(site_files)

UNPACK = {".gz": gzip.decompress, ".br": brotli.decompress}
TEXT = b"<p>The same sentence, again and again, compresses well.</p>\n"


def text(size):
    return (TEXT * (size // len(TEXT) + 1))[:size]


def files_in(folder):
    """The paths of every file of ``folder``: what hooks/site_files.py hands the step."""
    return [str(path) for path in sorted(Path(folder).rglob("*")) if path.is_file()]


def siblings(path):
    return [suffix for suffix in (".gz", ".br") if Path(str(path) + suffix).exists()]


def test_the_webassembly_has_both_siblings(site):
    wasm = next(site.glob("calculator/runtime/micropython-*/micropython.wasm"))
    data = wasm.read_bytes()
    packed = {suffix: Path(str(wasm) + suffix).read_bytes() for suffix in (".gz", ".br")}
    assert gzip.decompress(packed[".gz"]) == data and brotli.decompress(packed[".br"]) == data
    assert len(packed[".br"]) < len(packed[".gz"]) < len(gzip.compress(data, GZIP_LEVEL))
    # gzip header: deflate, no flags (no name), no time stamp
    assert packed[".gz"][:8] == b"\x1f\x8b\x08\x00\x00\x00\x00\x00"


def test_every_compressible_file_has_siblings_that_unpack_to_it_as_published(site):
    """Pages included: headers.py adds the CSP <meta> to them, the siblings come after."""
    checked = 0
    for path in site.rglob("*"):
        if not path.is_file() or not path.name.endswith(hook.EXTENSIONS):
            continue
        if path.stat().st_size < hook.MIN_SIZE:
            # MkDocs writes sitemap.xml.gz itself (a gzip of sitemap.xml too).
            assert siblings(path) == ([".gz"] if path.name == "sitemap.xml" else []), path
            continue
        assert siblings(path) == [".gz", ".br"], path
        for suffix, unpack in UNPACK.items():
            assert unpack(Path(str(path) + suffix).read_bytes()) == path.read_bytes(), (path, suffix)
        checked += 1
    assert checked > 50
    assert b'http-equiv="Content-Security-Policy"' in gzip.decompress((site / "calculator" / "index.html.gz").read_bytes())


def test_no_siblings_for_files_already_compressed(site):
    archive = next(site.glob("calculator/calculator-*.tar.gz"))
    assert siblings(archive) == [] and siblings(site / "sitemap.xml.gz") == []
    assert [path for path in site.rglob("*.png") if siblings(path)] == []
    assert not [path for path in site.rglob("*") if path.name.endswith((".gz.gz", ".gz.br", ".br.br", ".br.gz"))]
    assert ".gz" not in hook.EXTENSIONS and ".png" not in hook.EXTENSIONS and ".wasm" in hook.EXTENSIONS


def test_the_same_file_gives_the_same_siblings(site, tmp_path):
    """Compressed again from scratch (an empty cache), twice: the bytes the build wrote."""
    module = next(site.glob("calculator/runtime/micropython-*/micropython.mjs"))
    for run in ("one", "two"):
        folder = tmp_path / run
        folder.mkdir()
        shutil.copyfile(module, folder / module.name)
        hook.precompress(files_in(folder), str(tmp_path / ("cache-" + run)))
        for suffix in (".gz", ".br"):
            assert (folder / (module.name + suffix)).read_bytes() == Path(str(module) + suffix).read_bytes()


def build_folder(tmp_path, files):
    folder = tmp_path / "site"
    folder.mkdir()
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return folder


def test_siblings_from_one_kibibyte_and_only_when_smaller(tmp_path):
    files = {
        "under.html": text(hook.MIN_SIZE - 1), "at.html": text(hook.MIN_SIZE), "over.js": text(hook.MIN_SIZE + 1),
        "noise.js": random.Random(1).randbytes(4096), "picture.png": text(4096),
        "archive.tar.gz": gzip.compress(text(4096)), "notes.TXT": text(4096),
    }
    folder = build_folder(tmp_path, files)
    hook.precompress(files_in(folder), str(tmp_path / "cache"))
    assert {name: siblings(folder / name) for name in files} == {
        "under.html": [], "at.html": [".gz", ".br"], "over.js": [".gz", ".br"], "noise.js": [],
        "picture.png": [], "archive.tar.gz": [], "notes.TXT": [".gz", ".br"]}


def test_a_rebuild_takes_the_siblings_from_the_cache(tmp_path):
    folder = build_folder(tmp_path, {"page.html": text(4096)})
    cache = tmp_path / "cache"
    hook.precompress(files_in(folder), str(cache))
    entry = next(cache.glob("*.gz"))
    entry.write_bytes(b"from the cache")  # not what zopfli writes: shows where the sibling came from
    (folder / "page.html.gz").unlink()
    hook.precompress(files_in(folder), str(cache))
    assert (folder / "page.html.gz").read_bytes() == b"from the cache"


@pytest.mark.parametrize("days, kept", [(hook.KEEP_DAYS - 1, True), (hook.KEEP_DAYS + 1, False)])
def test_cache_entries_unused_for_a_month_are_removed(tmp_path, days, kept):
    folder = build_folder(tmp_path, {"page.html": text(4096)})
    cache = tmp_path / "cache"
    cache.mkdir()
    old = cache / ("0" * 64 + ".gz")
    old.write_bytes(b"old")
    then = time.time() - days * 86400
    os.utime(old, (then, then))
    hook.precompress(files_in(folder), str(cache))
    assert old.exists() == kept
    assert len(list(cache.iterdir())) == 2 + kept  # the page's two entries, just used


def test_nothing_is_written_under_mkdocs_serve(tmp_path):
    folder = build_folder(tmp_path, {"page.html": text(4096)})
    config = types.SimpleNamespace(site_dir=str(folder), config_file_path=str(tmp_path / "mkdocs.yml"))
    assert hook.is_compressible("page.html") and not hook.is_compressible("archive.tar.gz")
    hook.write_copies(config, site_files.Site(str(folder), "serve"), ["page.html"])
    assert sorted(path.name for path in folder.iterdir()) == ["page.html"]
    assert not (tmp_path / ".cache").exists()
    hook.write_copies(config, site_files.Site(str(folder), "build"), ["page.html"])
    assert siblings(folder / "page.html") == [".gz", ".br"]
    assert (tmp_path / ".cache" / "precompress").is_dir()


def test_the_service_worker_lists_no_file(site):
    """Workbox keeps files by the address a page asked for; it has no list of files
    (no precache manifest) that could name a sibling.  (Its table of digests names the
    files with a hash in their name, the archives among them, never a sibling.)"""
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert "precache" not in worker.lower() and "__WB_MANIFEST" not in worker
    assert ".br" not in worker and ".gz" not in re.sub(r"(\\\\|\\)?\.tar(\\\\|\\)?\.gz", "", worker)


# --- Serving ---------------------------------------------------------------------------------

def fetch(server, name, accept=None, method="GET", headers=None):
    request = urllib.request.Request(server.url + name, method=method,
                                     headers=dict({"Accept-Encoding": accept} if accept else {}, **(headers or {})))
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.fixture
def small_site(tmp_path):
    """A page with both siblings, a script with only a .gz, a stylesheet with none."""
    folder = build_folder(tmp_path, {"page.html": text(4096), "app.js": text(3000), "style.css": text(2000)})
    for name, suffix, data in (("page.html", ".gz", b"gzip sibling"), ("page.html", ".br", b"brotli sibling"),
                               ("app.js", ".gz", b"script gzip sibling")):
        (folder / (name + suffix)).write_bytes(data)  # the server sends them as they are
    return folder


@pytest.mark.parametrize("brotli_on, accept, body, encoding", [
    (False, "gzip, deflate, br", b"gzip sibling", "gzip"),
    (True, "gzip, deflate, br", b"brotli sibling", "br"),
    (True, "gzip", b"gzip sibling", "gzip"),
    (True, "br;q=0, gzip", b"gzip sibling", "gzip"),
    (False, "gzip;q=0", text(4096), None),
    (False, None, text(4096), None),
])
def test_the_sibling_the_client_accepts(small_site, brotli_on, accept, body, encoding):
    with StaticServer(small_site, brotli=brotli_on) as server:
        status, headers, got = fetch(server, "page.html", accept)
        log = server.take_log()
    assert status == 200 and got == body and headers["Content-Encoding"] == encoding
    assert headers["Content-Type"] == "text/html; charset=utf-8" and headers["Vary"] == "Accept-Encoding"
    assert [(entry.status, entry.encoding, entry.body_bytes) for entry in log] == [(200, encoding or "", len(body))]


def test_without_the_accepted_sibling_the_server_compresses_or_not(small_site):
    with StaticServer(small_site, brotli=True) as server:
        _, headers, body = fetch(server, "app.js", "br")  # no app.js.br, and gzip not accepted
        assert headers["Content-Encoding"] is None and body == text(3000)
        _, headers, body = fetch(server, "style.css", "gzip, br")  # no sibling at all: gzip on the fly
        assert headers["Content-Encoding"] == "gzip" and body == gzip.compress(text(2000), GZIP_LEVEL, mtime=0)
        _, headers, body = fetch(server, "page.html.gz", "gzip")  # a sibling by its own name: as it is
        assert headers["Content-Type"] == "application/gzip" and headers["Content-Encoding"] is None
        assert body == b"gzip sibling"
        status, headers, body = fetch(server, "page.html", "gzip", method="HEAD")
        assert status == 200 and headers["Content-Length"] == str(len(b"gzip sibling")) and body == b""
        assert server.take_log()[-1].body_bytes == 0


def test_each_sibling_has_its_own_etag_and_gives_304(small_site):
    with StaticServer(small_site, brotli=True) as server:
        etags = {}
        for name, accept in (("page.html", "gzip"), ("page.html", "br"), ("page.html", None),
                             ("style.css", "gzip"), ("style.css", None)):
            status, headers, _ = fetch(server, name, accept)
            etags[name, accept] = headers["ETag"]
            server.take_log()
            status, headers, body = fetch(server, name, accept, headers={"If-None-Match": headers["ETag"]})
            assert status == 304 and body == b"" and headers["Vary"] == "Accept-Encoding", (name, accept)
            assert [(entry.status, entry.body_bytes) for entry in server.take_log()] == [(304, 0)]
        assert len(set(etags.values())) == len(etags)
        # The ETag of the gzip sibling does not fit the brotli one: the whole file comes again.
        status, headers, body = fetch(server, "page.html", "br", headers={"If-None-Match": etags["page.html", "gzip"]})
        assert status == 200 and body == b"brotli sibling"


def test_the_calculator_runtime_is_sent_as_the_siblings_the_build_wrote(site):
    with StaticServer(site, prefix="/permits/") as server:
        for path in site.glob("calculator/runtime/*/*"):
            if path.suffix in (".gz", ".br") or path.stat().st_size < hook.MIN_SIZE:
                continue
            name = path.relative_to(site).as_posix()
            _, headers, body = fetch(server, name, "gzip, deflate, br")
            assert headers["Content-Encoding"] == "gzip" and body == Path(str(path) + ".gz").read_bytes(), name
