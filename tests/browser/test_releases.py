"""Across releases: every page knows its release, a saved copy says it is one, a new release shows at once.

The site is served by tests/fault_server.py with its own headers (a year's caching for the
files with a hash in their name), under /permits/, and the service worker installs in each
test's browser context.  ``next_release()`` (tests/release_build.py) is a second build in
which the Village's filing period is 45 days instead of 60; the test swaps it in under the
same address, as a host does when a municipality publishes again.
"""

import datetime
import re
import time

import pytest

from browser_helpers import READY, check_clean, open_calculator, page_result
from calculator import summary
from fault_server import FaultServer
from release_build import next_release
from site_build import needs_places, published_places
from test_accessibility import violations

GUIDE = "village/when-to-apply/"
LINK = "?jurisdiction=village&event_start=2026-08-15&peak_attendance=3000&today=2026-05-01"
BEFORE, AFTER = "2026-06-16", "2026-07-01"   # the last day to apply with 60 days, and with 45
NOTICE = "[data-saved-copy-notice]"
KEPT = """async (endings) => {
  const urls = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url.split("?")[0]);
  }
  return endings.every((ending) => urls.some((url) => url.endsWith(ending)));
}"""


@pytest.fixture(scope="module")
def release_server(site):
    with FaultServer(site, prefix="/permits/", headers=site / "_deploy" / "headers.json") as running:
        yield running


@pytest.fixture(scope="module")
def second_release():
    folder, result = next_release()
    assert result.returncode == 0, result.stdout + result.stderr
    return folder


def wait_until_kept(page, *endings):
    for _ in range(150):
        if page.evaluate(KEPT, list(endings)):
            return
        time.sleep(0.2)
    raise AssertionError("not kept: %r" % (endings,))


def keep_guide_and_calculator(page, server):
    """A first visit to the guide and the calculator, both kept by the worker with their files."""
    page.goto(server.url + GUIDE)
    page.wait_for_selector('html[data-offline="kept"]', state="attached", timeout=20000)
    open_calculator(page, server, LINK)
    wait_until_kept(page, GUIDE, "calculator/", ".tar.gz", "micropython.wasm", "unpack.js", "calculator.css")


def release(page):
    """(day, hash) of the release the page shows in its footer."""
    return page.locator(".release time").get_attribute("datetime"), page.inner_text(".release__hash")


def deadline(page):
    return dict(page_result(page)["deadlines"])["apply_by"]


def visitor_day(page, day, hour=12):
    """From the next page load on, the visitor's clock reads ``day`` (a date) at noon, Chicago time."""
    page.add_init_script("""(() => {
      const Real = Date, shift = Real.parse("%sT%02d:00:00-06:00") - Real.now();
      class VisitorDate extends Real {
        constructor(...args) { if (args.length) super(...args); else super(Real.now() + shift); }
        static now() { return Real.now() + shift; }
      }
      window.Date = VisitorDate;
    })();""" % (day.isoformat(), hour))


def test_every_page_shows_its_release(open_page, release_server):
    page, recorded = open_page(service_workers="block")
    for path in ("", GUIDE, "calculator/", "offline/", published_places()[-1] + "/penalties/"):
        page.goto(release_server.url + path)
        day, stamp = release(page)
        assert re.fullmatch(r"[0-9a-f]{12}", stamp) and datetime.date.fromisoformat(day)
        assert "This copy of the site was published on %s (release %s)." % (summary.long(day), stamp) in \
            page.inner_text(".release")
        # Hidden until the worker serves a kept copy; the offline page has none (it is no page of rules).
        assert page.locator(NOTICE).count() == (0 if path == "offline/" else 1)
        assert page.locator(NOTICE).is_hidden()
    check_clean(recorded, release_server)


def test_offline_a_saved_copy_says_so_and_online_the_new_release_shows_at_once(open_page, release_server, site,
                                                                             second_release):
    page, recorded = open_page()
    context = page.context
    keep_guide_and_calculator(page, release_server)
    assert deadline(page) == BEFORE and page.locator("#calc-saved-copy").is_hidden()
    first_day, first = release(page)
    words = "Saved copy from %s. The rules may have changed since. Check online before you apply." % (
        summary.long(first_day))
    release_server.site_dir = second_release   # the municipality publishes the new filing period
    try:
        context.set_offline(True)
        for visit in range(2):   # every visit says so, not only the first
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=20000)
            assert page.locator(NOTICE).is_visible() and page.inner_text(NOTICE) == words
            assert page.locator("#calc-saved-copy").is_visible() and page.inner_text("#calc-saved-copy") == words
            assert deadline(page) == BEFORE and release(page) == (first_day, first)
        page.goto(release_server.url + GUIDE)
        assert page.inner_text(NOTICE) == words and "60 days before the event" in page.inner_text("article")

        context.set_offline(False)
        page.goto(release_server.url + GUIDE)   # the first visit online shows the new release
        assert page.locator(NOTICE).is_hidden() and "45 days before the event" in page.inner_text("article")
        assert release(page)[1] != first
        open_calculator(page, release_server, LINK)
        assert deadline(page) == AFTER and page.locator(NOTICE).is_hidden()
        assert page.locator("#calc-saved-copy").is_hidden()
    finally:
        release_server.site_dir = site
    assert recorded.errors == [] and recorded.foreign_requests(release_server.origin) == []


@pytest.mark.parametrize("days, old", [(29, False), (30, False), (31, True)])
def test_a_copy_older_than_the_setting_says_so_more_strongly(open_page, release_server, days, old):
    """SITE["saved_copy_old_after_days"] (30): at 30 days the notice, from 31 the stronger words; and
    an old copy's calendar file marks every deadline as possibly out of date."""
    page, recorded = open_page(accept_downloads=True)
    keep_guide_and_calculator(page, release_server)
    day = datetime.date.fromisoformat(release(page)[0])
    visitor_day(page, day + datetime.timedelta(days=days))
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=20000)
    shown = page.inner_text(NOTICE)
    stronger = ("Saved copy from %s, more than 30 days ago. The rules may well have changed since. Do not rely on "
                "it: check online before you apply." % summary.long(day.isoformat()))
    assert (shown == stronger) is old and shown.startswith("Saved copy from %s" % summary.long(day.isoformat()))
    assert page.inner_text("#calc-saved-copy") == shown
    assert page.get_attribute("html", "data-old-copy") == (day.isoformat() if old else None)
    assert violations(page) == []   # the notices pass axe-core too
    if old:
        with page.expect_download() as info:
            page.click("#calc-calendar")
        with open(info.value.path(), encoding="utf-8", newline="") as handle:
            text = handle.read().replace("\r\n ", "")
        summaries = re.findall(r"^SUMMARY:(.*)$", text, re.M)
        assert summaries and all(line.startswith("Possibly out of date: ") for line in summaries)
        assert text.count(summary.out_of_date(day.isoformat()).replace(",", "\\,")) == len(summaries)


@needs_places("village", "city")
def test_a_tab_left_open_across_a_release_says_reload(open_page, release_server):
    """The City's rules asked for after a release took their archive away (404): the page says it
    was updated, with a reload button, instead of "Check your connection".  (Two places: the tab
    moves from the Village's rules to the City's.)"""
    page, recorded = open_page(service_workers="block")
    open_calculator(page, release_server, LINK)
    city = page.get_attribute("script[data-places]", "data-archive-city").split("/")[-1]
    release_server.fault(city, "missing")
    page.check('input[name="jurisdiction"][value="city"]')
    page.wait_for_selector("#calc-updated", state="visible", timeout=20000)
    assert page.inner_text("#calc-updated .calc-failure__title") == (
        "This page was updated. Reload to get the new version.")
    assert page.locator("#calc-result-empty").is_hidden() and page.locator("#calc-failure").is_hidden()
    assert release_server.faults_left() == []
    with page.expect_navigation():
        page.click("#calc-reload")
    page.wait_for_selector(READY, state="attached", timeout=20000)
    assert page.locator("#calc-updated").is_hidden()


def test_old_files_with_a_hash_are_evicted_least_recently_used_first(open_page, release_server):
    """The worker keeps at most 60 files with a hash or version in their name: the next one
    pushes out the one used longest ago.  Here 70 addresses of a small versioned file."""
    page, recorded = open_page()
    page.goto(release_server.url + GUIDE)
    page.wait_for_selector('html[data-offline="kept"]', state="attached", timeout=20000)
    names = page.evaluate("""async () => {
      const scope = (await navigator.serviceWorker.ready).scope;
      const address = scope + "assets/" + (await (await fetch(scope + "sw.js")).text())
        .match(/assets\\/(workbox-[^/]+\\/workbox-sw\\.js)/)[1];
      for (let i = 0; i < 70; i++) await (await fetch(address + "?copy=" + i)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const cache = await caches.open(scope + " hashed");
      return (await cache.keys()).map((request) => request.url.split("copy=")[1]).filter(Boolean);
    }""")
    assert len(names) <= 60 and "69" in names and "0" not in names, names
    check_clean(recorded, release_server)
