"""The headers the build writes (hooks/headers.py), and hosts serving the site with them.

- The Content-Security-Policy allows exactly the inline scripts of the built pages, by
  hash, and every page carries the same policy in a <meta> (less frame-ancestors).
- ``_headers`` (Netlify, Cloudflare Pages), ``.htaccess`` (Apache), ``_deploy/nginx.conf``
  and ``_deploy/headers.json`` say the same thing; long-lived caching covers exactly the
  files whose names carry a hash or a version.
- tests/static_server.py with ``headers=`` and a real nginx with the generated snippet
  (installed by `make test`) send the right types, compression and headers,
  and never a Content-Encoding on a ``.gz``.
"""

import gzip
import hashlib
import base64
import importlib.util
import json
import re
import shutil
import sys
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from calculator.settings import SITE
from site_build import ROOT, published_places
from static_server import StaticServer

sys.path.append(str(ROOT / "hooks"))  # as MkDocs has it while loading hooks
spec = importlib.util.spec_from_file_location("headers_hook", ROOT / "hooks" / "headers.py")
hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hook)

IMMUTABLE = "public, max-age=31536000, immutable"
# A hash or a version in the file's name or folder.
HASHED = re.compile(r"(-\d+\.\d+[\w.-]*/|[.-](?=[a-zA-Z0-9_]*\d)[a-zA-Z0-9_]{8,}\.)")
LOOKS_HASHED = re.compile(r"(\.[0-9a-f]{8}\.min\.(js|css)$|calculator-(?:[a-z_]+-)?[0-9a-f]+\.tar\.gz$|-\d+\.\d+\.\d+[\w.-]*/)")


@pytest.fixture(scope="module")
def data(site):
    return json.loads((site / "_deploy" / "headers.json").read_text(encoding="utf-8"))


def pages(site):
    return sorted(site.rglob("*.html"))


class Scripts(HTMLParser):
    """Inline scripts a browser runs, and the CSP <meta>s, of one page (an independent reading)."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.inline, self.metas, self.order, self._open = [], [], [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "content-security-policy":
            self.metas.append(attrs["content"])
            self.order.append("meta")
        if tag == "script":
            runs = (attrs.get("type") or "").lower() in ("", "text/javascript", "module", "importmap")
            self._open = [] if runs and "src" not in attrs else None
            self.order.append("script")

    def handle_data(self, data):
        if self._open is not None:
            self._open.append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._open is not None:
            self.inline.append("".join(self._open))
            self._open = None


def read(path):
    parser = Scripts()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def sha256(text):
    return "'sha256-%s'" % base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()


def test_hash_of_a_known_script():
    """The example of the CSP specification."""
    page = "<script>alert('Hello, world.');</script><script src=a.js></script>"
    assert hook.script_hashes(page) == ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]


def test_only_scripts_a_browser_runs_are_hashed():
    page = ('<script type="application/json">{}</script><script type="mpy">print(1)</script>'
            '<script type="module">import "./a.js";</script><script type=importmap>{}</script>'
            '<script async>x()</script>')
    assert hook.script_hashes(page) == [sha256('import "./a.js";'), sha256("{}"), sha256("x()")]


CALCULATOR = "calculator/index.html"   # the page that runs Python in the browser
# ... and the same page in each other language the site speaks (docs/calculator/index.es.md): the pages that run Python.
CALCULATORS = [CALCULATOR] + ["%s/%s" % (language, CALCULATOR) for language in SITE.get("languages", ["en"])[1:]]
RUNTIME_PATHS = [path for page in CALCULATORS for path in ("/" + page[:-len("index.html")], "/" + page)]
EVALS = ("'unsafe-eval'", "'wasm-unsafe-eval'")
# A guide of the first and one of the last place the site publishes (a one-place site has no
# place folder page: its overview is the home page).
GUIDE = published_places()[0] + "/costs/"
OTHER_GUIDE = published_places()[-1] + "/penalties/"


def runs_python(path):
    return '<script type="mpy"' in path.read_text(encoding="utf-8")


def test_policy_allows_exactly_the_inline_scripts_of_the_built_pages(site, data):
    """Each policy lists the hashes of its own pages' inline scripts: the calculator's policy,
    the calculator's; the site's, every other page's."""
    for csp, chosen in ((data["every_response"]["Content-Security-Policy"], lambda path: not runs_python(path)),
                        (data["runtime_pages"]["headers"]["Content-Security-Policy"], runs_python)):
        allowed = set(re.findall(r"'sha256-[A-Za-z0-9+/=]+'", csp))
        found = set()
        for path in pages(site):
            if chosen(path):
                found |= {sha256(text) for text in read(path).inline}
        assert found and allowed == found
    calculator = read(site / CALCULATOR).inline
    assert any("data-calculator" in text for text in calculator)  # the start-up watchdog


def directives(csp):
    return dict((part.split(" ")[0], part.split(" ")[1:]) for part in csp.split("; "))


def test_policy_directives(data):
    for csp, evals in ((data["every_response"]["Content-Security-Policy"], []),
                       (data["runtime_pages"]["headers"]["Content-Security-Policy"], ["'wasm-unsafe-eval'",
                                                                                      "'unsafe-eval'"])):
        found = directives(csp)
        assert found["default-src"] == ["'self'"]
        assert [source for source in found["script-src"] if not source.startswith("'sha256-")] == ["'self'"] + evals
        assert "'unsafe-inline'" not in csp and "*" not in csp and "http" not in csp
        for name, sources in [("connect-src", ["'self'"]), ("object-src", ["'none'"]), ("base-uri", ["'none'"]),
                              ("frame-ancestors", ["'self'"]), ("form-action", ["'self'"]),
                              ("style-src", ["'self'"]), ("img-src", ["'self'", "data:"])]:
            assert found[name] == sources, name


def test_only_the_calculator_runs_python_and_gets_the_runtime_policy(site, data):
    assert sorted(path.relative_to(site).as_posix() for path in pages(site) if runs_python(path)) == sorted(CALCULATORS)
    assert sorted(data["runtime_pages"]["paths"]) == sorted(RUNTIME_PATHS)


def test_every_page_carries_its_policy_in_a_meta_before_any_script(site, data):
    """The calculator's <meta> allows eval and WebAssembly; no other page's does."""
    header = data["every_response"]["Content-Security-Policy"]
    runtime = data["runtime_pages"]
    assert data["meta"] == header.replace("; frame-ancestors 'self'", "")  # ignored in a <meta>
    assert runtime["meta"] == runtime["headers"]["Content-Security-Policy"].replace("; frame-ancestors 'self'", "")
    for path in pages(site):
        parsed = read(path)
        expected = runtime["meta"] if path.relative_to(site).as_posix() in CALCULATORS else data["meta"]
        assert parsed.metas == [expected], path
        assert parsed.order[0] == "meta", path
        assert all(source in parsed.metas[0] for source in EVALS) is (expected == runtime["meta"]), path


def netlify_rules(site):
    """[(path pattern, {header: value})] of _headers, in its order."""
    found = []
    for block in (site / "_headers").read_text(encoding="utf-8").split("\n\n"):
        lines = [line for line in block.splitlines() if not line.startswith("#")]
        found.append((lines[0], dict(line.strip().split(": ", 1) for line in lines[1:])))
    return found


def netlify_match(pattern, path):
    """Netlify's and Cloudflare's matching of a _headers path: ``*`` is any run of characters."""
    return re.fullmatch(".*".join(re.escape(part) for part in pattern.split("*")), path) is not None


def test_netlify_headers_file(site, data):
    rules = netlify_rules(site)
    every = dict(data["every_response"])
    csp = every.pop("Content-Security-Policy")
    assert rules[0] == ("/*", every)  # no Cache-Control or policy here: they would be merged
    caching = [(path, headers) for path, headers in rules if "Cache-Control" in headers]
    assert caching == [(path, {"Cache-Control": IMMUTABLE}) for path in data["cache_control"]["immutable"]["paths"]]
    policies = [(path, headers) for path, headers in rules if "Content-Security-Policy" in headers]
    assert len(rules) == 1 + len(caching) + len(policies)
    runtime = data["runtime_pages"]["headers"]["Content-Security-Policy"]
    # Every address gets one policy, never two (a host would send both): the calculator its own.
    addresses = ["/", "/index.html", "/404.html", "/" + GUIDE, "/" + OTHER_GUIDE, "/sw.js", "/search/search_index.json",
                 "/calculator/unpack.js"] + RUNTIME_PATHS
    addresses += [path for path in site_files(site) if not path.endswith(".br") and "/." not in path
                  and path != "/_headers" and (not path.endswith(".gz") or path.endswith((".tar.gz", ".xml.gz")))]
    for address in addresses:
        matched = [headers["Content-Security-Policy"] for path, headers in policies if netlify_match(path, address)]
        assert matched == [runtime if address in RUNTIME_PATHS else csp], address
    assert all(source not in csp for source in EVALS) and all(source in runtime for source in EVALS)


def site_files(site):
    return ["/" + path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file()]


def test_long_lived_caching_covers_exactly_the_hashed_files(site):
    server = StaticServer(site, headers=site / "_deploy" / "headers.json", port=0)
    try:
        immutable = [path for path in site_files(site) if server.cache_control_for(site / path[1:]) == IMMUTABLE]
    finally:
        server.server_close()
    assert all(HASHED.search(path) for path in immutable), immutable
    looks_hashed = [path for path in site_files(site) if LOOKS_HASHED.search(path)]
    assert set(looks_hashed) <= set(immutable)
    assert any(path.endswith(".wasm") for path in immutable)
    assert any(path.endswith(".tar.gz") for path in immutable)
    assert any("/bundle." in path for path in immutable)


def test_apache_file_matches_the_rules(site, data):
    text = (site / ".htaccess").read_text(encoding="utf-8")
    assert 'Header always set Content-Security-Policy "%s"' % data["every_response"]["Content-Security-Policy"] in text
    assert "RemoveEncoding .gz .tgz" in text
    assert "AddType application/wasm .wasm" in text
    deflate = re.search(r"AddOutputFilterByType DEFLATE (.*)", text).group(1).split()
    assert "application/wasm" in deflate and "text/html" in deflate and "application/gzip" not in deflate
    base = BUILT_PATH + "/" if BUILT_PATH else ""   # the public address's path, when the settings give one
    pattern = re.search(r"Cache-Control \"[^\"]*immutable\" \"expr=%\{REQUEST_URI\} =~ m#\^/(.*)#\"", text).group(1)
    assert re.match(pattern, base + "calculator/calculator-0123abcd.tar.gz")
    assert not re.match(pattern, base + "calculator/index.html")
    runtime = data["runtime_pages"]["headers"]["Content-Security-Policy"]
    pattern = re.search(r"Content-Security-Policy \"%s\" \"expr=%%\{REQUEST_URI\} =~ m#\^/(.*)#\"" % re.escape(runtime),
                        text).group(1)
    assert [path for path in ("calculator/", "calculator/index.html", "calculator/index.html.br", "calculator/unpack.js",
                              "index.html", GUIDE) if re.match(pattern, base + path)] == \
        ["calculator/", "calculator/index.html", "calculator/index.html.br"]


# --- Serving: the same checks for the test server and for nginx ---------------------------

class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def fetch(url, gzip_ok=True, headers=None):
    request = urllib.request.Request(url, headers=dict({"Accept-Encoding": "gzip"} if gzip_ok else {},
                                                       **(headers or {})))
    try:
        with OPENER.open(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def check_host(base, site, data, brotli=False):
    """What every host must do, checked on the wire (``base`` ends in '/'); ``brotli``: the
    host sends the ``.br`` siblings to a browser that accepts br."""
    csp = data["every_response"]["Content-Security-Policy"]
    status, headers, body = fetch(base)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert headers["Content-Encoding"] == "gzip" and body == (site / "index.html.gz").read_bytes()
    assert headers["Content-Security-Policy"] == csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Cache-Control"] == "no-cache"

    archive = next((site / "calculator").glob("calculator-*.tar.gz"))
    for accept in ("gzip", "br, gzip"):
        status, headers, body = fetch(base + "calculator/" + archive.name, headers={"Accept-Encoding": accept})
        assert status == 200 and headers["Content-Encoding"] is None
        assert headers["Content-Type"] == "application/gzip"
        assert body == archive.read_bytes()  # MicroPython gets the gzip bytes
        assert headers["Cache-Control"] == IMMUTABLE

    status, headers, body = fetch(base + "sitemap.xml.gz")
    assert status == 200 and headers["Content-Encoding"] is None and body[:2] == b"\x1f\x8b"

    wasm = next(site.glob("calculator/runtime/*/*.wasm")).relative_to(site).as_posix()
    status, headers, body = fetch(base + wasm)
    assert status == 200 and headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] == "gzip" and body == (site / (wasm + ".gz")).read_bytes()  # the sibling
    assert gzip.decompress(body)[:4] == b"\0asm" and "Accept-Encoding" in headers["Vary"]
    assert headers["Cache-Control"] == IMMUTABLE
    status, headers, body = fetch(base + wasm, headers={"Accept-Encoding": "gzip, deflate, br"})
    encoding, suffix = ("br", ".br") if brotli else ("gzip", ".gz")
    assert status == 200 and headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] == encoding and body == (site / (wasm + suffix)).read_bytes()
    assert headers["Cache-Control"] == IMMUTABLE
    status, headers, body = fetch(base + wasm + ".gz")  # a sibling asked for by its own name: as it is
    assert headers["Content-Type"] == "application/gzip" and headers["Content-Encoding"] is None

    module = next(site.glob("calculator/runtime/*/*.mjs")).relative_to(site).as_posix()
    status, headers, _ = fetch(base + module)
    assert headers["Content-Type"].startswith("text/javascript") and headers["Cache-Control"] == IMMUTABLE

    bundle = next(site.glob("assets/javascripts/bundle.*.min.js")).relative_to(site).as_posix()
    status, headers, _ = fetch(base + bundle)
    assert headers["Content-Encoding"] == "gzip" and headers["Cache-Control"] == IMMUTABLE

    status, headers, _ = fetch(base + "calculator/calculator.css")
    assert headers["Content-Type"].startswith("text/css") and headers["Cache-Control"] == "no-cache"

    status, headers, body = fetch(base + "no/such/page/", gzip_ok=False)
    assert status == 404 and body == (site / "404.html").read_bytes()
    assert headers["Content-Security-Policy"] == csp
    for folder in data["error_pages"]:   # each language's own 404 page (es/404.html)
        status, headers, body = fetch(base + folder + "no/such/page/", gzip_ok=False)
        assert status == 404 and body == (site / folder / "404.html").read_bytes(), folder
        assert headers["Content-Security-Policy"] == csp

    status, headers, _ = fetch(base + GUIDE[:-1], gzip_ok=False)
    assert status == 301 and headers["Location"].endswith("/" + GUIDE)
    if urlsplit(base).path != "/":   # the site's own address without its last slash
        status, headers, _ = fetch(base[:-1], gzip_ok=False)
        assert status in (301, 302) and headers["Location"].endswith(urlsplit(base).path), headers["Location"]

    # 'unsafe-eval' and 'wasm-unsafe-eval' only where Python runs: the calculator page.
    runtime = data["runtime_pages"]["headers"]["Content-Security-Policy"]
    assert all(source in runtime for source in EVALS) and not any(source in csp for source in EVALS)
    for path in [address[1:] for address in RUNTIME_PATHS]:
        for accept in ("gzip", "br, gzip"):
            status, headers, _ = fetch(base + path, headers={"Accept-Encoding": accept})
            assert status == 200 and headers["Content-Security-Policy"] == runtime, (path, accept)
    for path in ("index.html", GUIDE, "calculator/unpack.js", "sw.js", wasm):
        status, headers, _ = fetch(base + path)
        assert status == 200 and headers["Content-Security-Policy"] == csp, path


@pytest.mark.parametrize("brotli", [False, True])
def test_static_server_sends_the_generated_headers(site, data, brotli):
    with StaticServer(site, prefix="/permits/", headers=site / "_deploy" / "headers.json", brotli=brotli) as server:
        check_host(server.url, site, data, brotli)


def test_static_server_without_headers_is_unchanged(site):
    with StaticServer(site, prefix="/permits/") as server:
        _, headers, _ = fetch(server.url)
    assert headers["Content-Security-Policy"] is None and headers["Cache-Control"] == "public, max-age=600"


NGINX = """{load_module}daemon off;
master_process off;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        include {tmp}/site.conf;
    }}
}}
"""


def wait_for(process, port):
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            assert process.poll() is None, process.stdout.read()
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"


@pytest.mark.parametrize("sub_path, brotli", [(None, False), ("/permits/", False), ("/permits/", True)])
def test_nginx_with_the_generated_snippet(site, data, tmp_path, sub_path, brotli):
    """The snippet as built (at the site_url's path) and as written for a sub-path; and with
    its ``brotli_static on;`` uncommented, on an nginx with the ngx_brotli module."""
    binary = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")
    if not binary:
        pytest.skip("nginx is not installed (apt-get install nginx-light)")
    if brotli and not Path(BROTLI_MODULE).exists():
        pytest.skip("ngx_brotli is not installed (apt-get install libnginx-mod-http-brotli-static)")
    snippet = (site / "_deploy" / "nginx.conf").read_text(encoding="utf-8")
    assert snippet.count("\n    gzip_static on;\n") == 1 and snippet.count("\n    # brotli_static on;\n") == 1
    if sub_path:
        snippet = hook.nginx(data, sub_path)
    if brotli:
        snippet = snippet.replace("# brotli_static on;", "brotli_static on;")
    prefix = re.search(r"^location \^~ (\S+) \{", snippet, re.M).group(1)
    assert snippet.count("alias /srv/permits/site/;") == 1
    (tmp_path / "site.conf").write_text(snippet.replace("/srv/permits/site/", str(site) + "/"), encoding="utf-8")
    port = free_port()
    load_module = "load_module %s;\n" % BROTLI_MODULE if brotli else ""
    (tmp_path / "nginx.conf").write_text(NGINX.format(tmp=tmp_path, port=port, load_module=load_module),
                                         encoding="utf-8")
    command = [binary, "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf"), "-e", str(tmp_path / "error.log")]
    tested = subprocess.run(command + ["-t"], capture_output=True, text=True, timeout=60)
    said = tested.stdout + tested.stderr
    assert tested.returncode == 0 and "test is successful" in said and "[warn]" not in said, said
    serve_and_check(command, port, prefix, site, data, brotli)


def serve_and_check(command, port, prefix, site, data, brotli=False):
    """Start a real server with ``command``, check what it sends under ``prefix``, stop it."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        wait_for(process, port)
        check_host("http://127.0.0.1:%d%s" % (port, prefix), site, data, brotli)
    finally:
        stop(process)


APACHE = """LoadModule mpm_prefork_module {modules}/mod_mpm_prefork.so
LoadModule authz_core_module {modules}/mod_authz_core.so
LoadModule mime_module {modules}/mod_mime.so
LoadModule dir_module {modules}/mod_dir.so
LoadModule filter_module {modules}/mod_filter.so
LoadModule deflate_module {modules}/mod_deflate.so
LoadModule headers_module {modules}/mod_headers.so
LoadModule rewrite_module {modules}/mod_rewrite.so
ServerName localhost
Listen 127.0.0.1:{port}
User nobody
Group nogroup
PidFile {tmp}/httpd.pid
ErrorLog {tmp}/error.log
DefaultRuntimeDir {tmp}
DocumentRoot {root}
# Debian's own /etc/mime.types, as a stock install has it
TypesConfig /etc/mime.types
# What a default Apache often has, and what breaks MicroPython's archive
AddEncoding x-gzip .gz .tgz
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory {root}>
    AllowOverride FileInfo Indexes
    Require all granted
</Directory>
"""


BUILT_PATH = urlsplit(SITE["url"]).path.strip("/")


@pytest.mark.parametrize("sub_path", [None, "/permits/"])
def test_apache_with_the_generated_htaccess(site, data, sub_path):
    """The .htaccess as built, and as written for a sub-path, on a stock Apache 2.4 that
    adds ``Content-Encoding`` to ``.gz`` files (AddEncoding x-gzip .gz)."""
    binary = shutil.which("apache2", path="/usr/sbin:/usr/local/sbin:/usr/bin")
    modules = "/usr/lib/apache2/modules"
    if not binary or not __import__("os").path.exists(modules + "/mod_headers.so"):
        pytest.skip("Apache is not installed (apt-get install apache2)")
    tmp = Path(tempfile.mkdtemp(prefix="apache-"))  # readable by the server's user, nobody
    try:
        tmp.chmod(0o755)
        root = tmp / "www"
        target = root / (sub_path.strip("/") if sub_path else BUILT_PATH)   # as built: at the public address's path
        shutil.copytree(site, target)
        for path in [root] + [p for p in root.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        if sub_path:
            (target / ".htaccess").write_text(hook.apache(data, sub_path), encoding="utf-8")
            for folder in data["error_pages"]:
                (target / folder / ".htaccess").write_text(hook.apache_error_page(sub_path, folder), encoding="utf-8")
        prefix = re.search(r"^ErrorDocument 404 (\S*)404.html$", (target / ".htaccess").read_text(), re.M).group(1)
        port = free_port()
        (tmp / "httpd.conf").write_text(APACHE.format(modules=modules, port=port, tmp=tmp, root=root),
                                        encoding="utf-8")
        serve_and_check([binary, "-X", "-f", str(tmp / "httpd.conf")], port, prefix, site, data, brotli=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_publishing_workflows_build_and_publish_the_site():
    import yaml

    github = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    steps = github["jobs"]["build"]["steps"]
    assert {"run": "make build"} in steps
    upload = [step for step in steps if step.get("uses", "").startswith("actions/upload-pages-artifact@")]
    assert upload and upload[0]["with"]["path"].rstrip("/") == "site"
    assert github["jobs"]["deploy"]["steps"][0]["uses"].startswith("actions/deploy-pages@")
    assert github["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}

    gitlab = yaml.safe_load((ROOT / ".gitlab-ci.yml").read_text(encoding="utf-8"))["pages"]
    assert "make build" in gitlab["script"] and "mv site public" in gitlab["script"]
    assert gitlab["artifacts"]["paths"] == ["public"]
    # GitLab Pages sends the .gz/.br siblings the build wrote; a `gzip -k` would stop on them.
    assert not [line for line in gitlab["script"] if "gzip" in line]
