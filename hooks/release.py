"""Stamp every page with its release: the day it was built and a hash of what was built.

- ``on_config`` sets ``config.extra["release"]``: ``date`` ("2026-12-01", the build's day
  in UTC, or the day of ``SOURCE_DATE_EPOCH`` when it is set, as reproducible builds do),
  ``shown`` ("Tuesday, December 1, 2026"), ``old_after_days`` (``SITE["saved_copy_old_after_days"]``
  in calculator/settings.py) and ``hash`` (TOKEN until the site is built).
- overrides/main.html writes them into every page: the footer's "Published ..." line and
  the saved-copy notice, hidden until the service worker (hooks/offline/sw.js) serves the
  page from its kept copy; assets/javascripts/offline.js then says whether it is old.
- ``on_post_build`` works out the hash: SHA-256 over the path and bytes of every file built
  so far (pages with TOKEN still in them; not the sitemaps, whose dates change every day, nor
  the files hosts never serve), its first 12 hex digits; then puts it in place of TOKEN.

List it after every hook that writes files (hooks/minify.py included) and before
hooks/precompress.py, which compresses the pages as stamped.
"""

import datetime
import hashlib
import os

import settings_check  # hooks/ is on sys.path while MkDocs loads this file

TOKEN = "release-not-stamped-yet"
UNHASHED = ("sitemap.xml", "sitemap.xml.gz")


def build_day(environ=os.environ):
    """The build's day: SOURCE_DATE_EPOCH's if set, else today's (UTC)."""
    epoch = environ.get("SOURCE_DATE_EPOCH")
    moment = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch
              else datetime.datetime.now(datetime.timezone.utc))
    return moment.date()


def on_config(config):
    from calculator.dates import long_date  # importable once hooks/rule_package.py ran

    site, _, _ = settings_check.load()
    day = build_day()
    config.extra["release"] = {
        "date": day.isoformat(),
        "shown": long_date(day),
        "old_after_days": site.get("saved_copy_old_after_days", settings_check.OLD_AFTER_DAYS),
        "hash": TOKEN,
    }
    return config


def site_files(site_dir):
    """(path from the site's root, full path) of every file a host serves, sorted."""
    found = []
    for folder, dirs, files in os.walk(site_dir):
        dirs[:] = [name for name in dirs if not name.startswith((".", "_"))]
        for name in files:
            if not name.startswith((".", "_")):
                path = os.path.join(folder, name)
                found.append((os.path.relpath(path, site_dir).replace(os.sep, "/"), path))
    return sorted(found)


def release_hash(site_dir):
    digest = hashlib.sha256()
    for rel, path in site_files(site_dir):
        if rel in UNHASHED:
            continue
        with open(path, "rb") as handle:
            data = handle.read()
        digest.update(b"%d:%s\0%d:" % (len(rel), rel.encode("utf-8"), len(data)))
        digest.update(data)
    return digest.hexdigest()[:12]


def on_post_build(config):
    stamp = release_hash(config.site_dir)
    config.extra["release"]["hash"] = stamp
    for rel, path in site_files(config.site_dir):
        if rel.endswith(".html"):
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if TOKEN in text:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text.replace(TOKEN, stamp))
