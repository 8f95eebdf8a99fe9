"""Stamp every page with its release: the day it was built and a hash of what was built.

- ``on_config`` sets ``config.extra["release"]``: ``date`` ("2026-12-01", the build's day
  in UTC, or the day of ``SOURCE_DATE_EPOCH`` when it is set, as reproducible builds do),
  ``shown`` ("Tuesday, December 1, 2026"), ``old_after_days`` (``SITE["saved_copy_old_after_days"]``
  in calculator/settings.py) and ``hash`` (TOKEN until the site is built).
- overrides/main.html writes them into every page: the footer's "Published ..." line and
  the saved-copy notice, hidden until the service worker (hooks/offline/sw.js) serves the
  page from its kept copy; assets/javascripts/offline.js then says whether it is old.
- ``stamp``, a step of hooks/site_files.py after every step that writes files
  (hooks/minify.py's and hooks/offline.py's included) and before hooks/precompress.py, which
  compresses the pages as stamped, works out the hash: SHA-256 over the path and bytes of
  every file built so far (pages with TOKEN still in them; not the sitemaps, whose dates
  change every day, nor the files hosts never serve), its first 12 hex digits; then puts it
  in place of TOKEN.
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


def is_served(rel):
    """A file a host serves: none in a folder, or with a name, that starts with "." or "_"."""
    return not any(part.startswith((".", "_")) for part in rel.split("/"))


def release_hash(site, files):
    digest = hashlib.sha256()
    for rel in sorted(files):
        if rel in UNHASHED:
            continue
        with open(site.path(rel), "rb") as handle:
            data = handle.read()
        digest.update(b"%d:%s\0%d:" % (len(rel), rel.encode("utf-8"), len(data)))
        digest.update(data)
    return digest.hexdigest()[:12]


def stamp(config, site, files):
    """Hash the served ``files`` and put the hash in place of TOKEN in the pages among them."""
    found = release_hash(site, files)
    config.extra["release"]["hash"] = found
    for rel in files:
        if rel.endswith(".html"):
            with open(site.path(rel), encoding="utf-8") as handle:
                text = handle.read()
            if TOKEN in text:
                with open(site.path(rel), "w", encoding="utf-8") as handle:
                    handle.write(text.replace(TOKEN, found))
