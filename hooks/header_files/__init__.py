"""The site's header rules (``site/_deploy/headers.json``, made by hooks/headers.py) in
the words of each kind of host: Netlify/Cloudflare ``_headers``, an nginx ``location``
block, an Apache ``.htaccess``.  ``prefix`` is the path the site is published under
("/" or "/permits/").  Every host sends the runtime pages' policy
(``data["runtime_pages"]``) in place of the site's.
"""

import re

# The type of each kind of file the site has, by extension; every host is told them.
TYPES = {
    "html": "text/html", "css": "text/css", "js": "text/javascript", "mjs": "text/javascript",
    "json": "application/json", "map": "application/json", "wasm": "application/wasm",
    "py": "text/x-python", "txt": "text/plain", "md": "text/markdown", "xml": "application/xml",
    "svg": "image/svg+xml", "ics": "text/calendar", "gz": "application/gzip", "tgz": "application/gzip",
    "zip": "application/zip", "png": "image/png", "jpg": "image/jpeg", "ico": "image/x-icon",
    "webmanifest": "application/manifest+json", "woff2": "font/woff2",
}
# Compressed on the fly, and given precompressed .gz/.br siblings by hooks/precompress.py;
# never application/gzip, which must reach MicroPython as it is.
COMPRESS = ["text/html", "text/css", "text/javascript", "application/javascript", "application/json",
            "application/wasm", "application/xml", "image/svg+xml", "text/x-python", "text/plain",
            "text/markdown", "text/calendar", "application/manifest+json"]


# What may follow an immutable path when Apache sends a precompressed sibling in its place.
SIBLING = "(\\.br|\\.gz)?$"
# Types sent with "; charset=utf-8" (AddCharset, nginx's charset_types).
CHARSET_TYPES = ("text/html", "text/css", "text/javascript", "application/javascript", "application/json",
                 "image/svg+xml", "application/xml", "text/x-python", "text/plain", "text/markdown", "text/calendar")


def glob_regex(pattern):
    """A path pattern of _headers (``*`` is any run of characters) as a regular expression."""
    return "^" + ".*".join(re.escape(part) for part in pattern.split("*")) + "$"


def netlify_cover(files, runtime_pages):
    """``_headers`` paths that together match every file of the site (``files``: their paths from its
    root) except the runtime pages (such as "calculator/index.html"), and never one of those: a path
    that matches two rules gets both rules' headers (Cloudflare joins two values with a comma, and
    two policies would both be enforced).  "/village/*" for a folder without such a page."""
    def walk(rel):
        prefix = "/" + rel + "/" if rel else "/"
        if not any(page.startswith(prefix[1:]) for page in runtime_pages):
            return [prefix + "*"]
        found = [] if prefix[1:] + "index.html" in runtime_pages else [prefix]
        inside = [path[len(prefix) - 1:] for path in files if path.startswith(prefix[1:])]
        for name in sorted(set(path.split("/")[0] for path in inside)):
            if any(path.startswith(name + "/") for path in inside):
                found += walk(prefix[1:] + name)
            elif prefix[1:] + name not in runtime_pages:
                found.append(prefix + name)
        return found
    return walk("")


def netlify(data, cover=("/*",)):
    """``cover``: the paths that get the site's policy (netlify_cover); the runtime pages get theirs."""
    lines = ["# Netlify and Cloudflare Pages. Written by hooks/headers.py at build time.",
             "# HTML and other files keep the host's default, max-age=0, must-revalidate.", "/*"]
    every = dict(data["every_response"])
    csp = every.pop("Content-Security-Policy")
    lines += ["  %s: %s" % item for item in sorted(every.items())]
    runtime = data["runtime_pages"]
    for paths, value in ((cover, csp), (runtime["paths"], runtime["headers"]["Content-Security-Policy"])):
        for path in paths:
            lines += ["", path, "  Content-Security-Policy: %s" % value]
    for path in data["cache_control"]["immutable"]["paths"]:
        lines += ["", path, "  Cache-Control: %s" % data["cache_control"]["immutable"]["value"]]
    return "\n".join(lines) + "\n"


def immutable_regex(data, end="$"):
    """One regular expression for the immutable paths, relative to the site (no leading /)."""
    return "(%s)" % "|".join(glob_regex(path)[2:-1] + end for path in data["cache_control"]["immutable"]["paths"])


def runtime_regex(data, prefix, end="$"):
    """One regular expression for the runtime pages' paths, from the server's root."""
    paths = [re.escape(path[1:]) for path in data["runtime_pages"]["paths"]]
    return "^%s(%s)%s" % (prefix, "|".join(paths), end)


def nginx(data, prefix):
    def headers(csp, cache):
        every = dict(data["every_response"], **{"Content-Security-Policy": csp})
        return (["add_header %s \"%s\" always;" % item for item in sorted(every.items())]
                + ["add_header Cache-Control \"%s\" always;" % cache])
    csp = data["every_response"]["Content-Security-Policy"]
    runtime = data["runtime_pages"]
    types = {}
    for ext, kind in data["types"].items():
        types.setdefault(kind, []).append(ext[1:])
    # text/html always has a charset in nginx: naming it again is a warning in `nginx -t`.
    charset_types = sorted(kind for kind in types if kind != "text/html" and (kind.startswith("text/") or kind in
                           ("application/javascript", "application/json", "image/svg+xml", "application/xml")))
    # The site's address without its last slash sends the visitor to it (a prefix location never matches it).
    redirect = [] if prefix == "/" else ["location = %s {" % prefix[:-1], "    absolute_redirect off;",
                                         "    return 301 %s;" % prefix, "}"]
    lines = [
        "# nginx: include inside a server { } block. Written by hooks/headers.py at build time.",
        "# Serves the built site at %s; set alias to the folder you copied site/ to." % prefix,
    ] + redirect + [
        "location ^~ %s {" % prefix,
        "    alias /srv/permits/site/;",
        "    index index.html;",
        "    error_page 404 %s404.html;" % prefix,
        "    default_type application/octet-stream;",
        "    types {",
    ] + ["        %s %s;" % (kind, " ".join(sorted(exts))) for kind, exts in sorted(types.items())] + [
        "    }",
        "    charset utf-8;",
        "    charset_types %s;" % " ".join(charset_types),
        "    gzip on;",
        "    # Precompressed siblings (hooks/precompress.py): x.js.gz, as it is, for x.js to a",
        "    # browser that accepts gzip, with the type of x.js and Content-Encoding: gzip; files",
        "    # without one are compressed here. A .gz asked for by its own name gets no encoding.",
        "    gzip_static on;",
        "    # The same for x.js.br and a browser that accepts br: needs the ngx_brotli module",
        "    # (Debian: apt-get install libnginx-mod-http-brotli-static); then uncomment:",
        "    # brotli_static on;",
        "    gzip_vary on;",
        "    gzip_comp_level 6;",
        "    gzip_types %s;" % " ".join(kind for kind in data["compress"] if kind != "text/html"),
        "    etag on;",
        "    # add_header is inherited only by a location without one: each location names them all.",
    ] + ["    " + line for line in headers(csp, data["cache_control"]["default"])] + [
        line for folder in data.get("error_pages", []) for line in (
            "    # This folder's own 404 page (another language's): a regex location below still wins.",
            "    location %s%s {" % (prefix, folder),
            "        error_page 404 %s%s404.html;" % (prefix, folder),
            "    }")] + [
        "    location ~ ^%s%s {" % (re.escape(prefix).replace("\\/", "/"), immutable_regex(data)),
    ] + ["        " + line for line in headers(csp, data["cache_control"]["immutable"]["value"])] + [
        "    }",
    ] + ([
        "    # The pages that run Python in the browser: the policy that lets MicroPython and PyScript run.",
        "    location ~ %s {" % runtime_regex(data, re.escape(prefix).replace("\\/", "/")),
    ] + ["        " + line for line in headers(runtime["headers"]["Content-Security-Policy"],
                                             data["cache_control"]["default"])] + [
        "    }",
    ] if runtime["paths"] else []) + [
        "}",
    ]
    return "\n".join(lines) + "\n"


def apache(data, prefix):
    lines = [
        "# Apache 2.4 (mod_mime, mod_deflate, mod_headers; mod_rewrite for the precompressed copies).",
        "# Written by hooks/headers.py at build time.",
        "# Needs AllowOverride FileInfo Indexes for this folder.",
        "DirectoryIndex index.html",
        "ErrorDocument 404 %s404.html" % prefix,
        "<IfModule mod_mime.c>",
        "  # A .gz must arrive as it is: no Content-Encoding (undoes AddEncoding x-gzip .gz).",
        "  RemoveEncoding %s" % " ".join(data["never_content_encoding"]),
    ] + ["  AddType %s %s" % (kind, ext) for ext, kind in sorted(data["types"].items())] + [
        "  AddCharset utf-8 .html .css .js .mjs .json .py .txt .md .svg .xml .ics",
        "</IfModule>",
        "<IfModule mod_deflate.c>",
        "  AddOutputFilterByType DEFLATE %s" % " ".join(data["compress"]),
        "</IfModule>",
    ] + precompressed(data, prefix) + [
        "<IfModule mod_headers.c>",
    ] + ["  Header always set %s \"%s\"" % item for item in sorted(data["every_response"].items())] + ([
        "  # The pages that run Python in the browser (or their precompressed copy): their own policy.",
        "  Header always set Content-Security-Policy \"%s\" \"expr=%%{REQUEST_URI} =~ m#%s#\""
        % (data["runtime_pages"]["headers"]["Content-Security-Policy"], runtime_regex(data, prefix, SIBLING)),
    ] if data["runtime_pages"]["paths"] else []) + [
        "  Header set Cache-Control \"%s\"" % data["cache_control"]["default"],
        "  Header set Cache-Control \"%s\" \"expr=%%{REQUEST_URI} =~ m#^%s%s#\""
        % (data["cache_control"]["immutable"]["value"], prefix, immutable_regex(data, SIBLING)),
        "  # A precompressed sibling sent in place of its file (mod_rewrite, above): its encoding.",
        "  Header set Content-Encoding %{REDIRECT_PRECOMPRESSED}e env=REDIRECT_PRECOMPRESSED",
        "  Header append Vary Accept-Encoding env=REDIRECT_PRECOMPRESSED",
        "</IfModule>",
    ]
    return "\n".join(lines) + "\n"


def apache_error_page(prefix, folder):
    """The .htaccess of a folder with its own 404 page (another language's: es/)."""
    return "# Written by hooks/headers.py: this folder's own 404 page.\nErrorDocument 404 %s%s404.html\n" % (
        prefix, folder)


def precompressed(data, prefix):
    """Apache's rewrite rules that send x.js.br or x.js.gz (hooks/precompress.py) for x.js."""
    types = {}
    for ext, kind in sorted(data["types"].items()):
        if kind in data["compress"]:
            types.setdefault(kind, []).append(re.escape(ext[1:]))
    every = "|".join(ext for exts in types.values() for ext in exts)
    lines = [
        "<IfModule mod_rewrite.c>",
        "  # Precompressed siblings (hooks/precompress.py): x.js.br or x.js.gz, as it is, for x.js",
        "  # (or a folder's index.html) to a browser that accepts br or gzip. Only for the types",
        "  # above, so a .tar.gz or sitemap.xml.gz asked for by its own name is sent as it is.",
        "  RewriteEngine On",
        "  RewriteBase %s" % prefix,
    ]
    for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
        for pattern, name, target in (("^(.*\\.(%s))$" % every, "%{REQUEST_FILENAME}", "$1"),
                                      ("^(.*/)?$", "%{REQUEST_FILENAME}/index.html", "$1index.html")):
            lines += [
                "  RewriteCond %%{HTTP:Accept-Encoding} \\b%s\\b" % encoding,
                "  RewriteCond %s%s -f" % (name, suffix),
                "  RewriteRule %s %s%s [E=PRECOMPRESSED:%s,L]" % (pattern, target, suffix, encoding),
            ]
    lines.append("  # The sibling, after the internal redirect: its file's type, and no compressing again.")
    for kind, exts in types.items():
        charset = ";charset=utf-8" if kind in CHARSET_TYPES else ""
        lines += [
            "  RewriteCond %{ENV:REDIRECT_PRECOMPRESSED} .",
            "  RewriteRule \\.(%s)\\.(br|gz)$ - [T=%s%s,E=no-gzip:1]" % ("|".join(exts), kind, charset),
        ]
    return lines + ["</IfModule>"]
