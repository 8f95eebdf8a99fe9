"""A bad answer from the host never sticks, and a failure shows at once.

tests/fault_server.py serves the built site with its own headers (a year's caching for the
files with a hash in their name, so the browser keeps a bad copy), and answers a file
badly once when told: an HTML error page with status 200, a body cut short, or a body
compressed twice.  The service worker (hooks/offline/sw.js) keeps only sound copies and
asks again past the browser's cache; unpack.js checks each archive against the hash in its
name; the page's watchdog (overrides/calculator.html) shows the fallback at once when a
script fails, and asks for the runtime's files again so that the next visit gets sound ones.
"""

import re
import time

import pytest

from browser_helpers import READY, open_calculator
from fault_server import FaultServer
from site_build import needs_places, published_places

from calculator.words import DEFAULT, LANGUAGES

# The archives of the calculator page in a language other than English (its code and its words): the English
# page never asks for them.
LANGUAGE_ARCHIVE = re.compile(r"-(?:%s)-[0-9a-f]+\.tar\.gz$" % "|".join(l for l in LANGUAGES if l != DEFAULT))
# A link whose answer is "a permit is required", for the first place the site publishes.
PLACE = published_places()[0]
LINK = {"village": "?jurisdiction=village&event_start=2026-08-15&peak_attendance=3000&today=2026-05-01",
        "city": "?jurisdiction=city&event_type=parade&event_start=2026-08-15&today=2026-05-01"}[PLACE]
GUIDE = PLACE + "/when-to-apply/"
KEPT = """async (ending) => {
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) if (request.url.endsWith(ending)) return true;
  }
  return false;
}"""


@pytest.fixture(scope="module")
def fault_server(site):
    with FaultServer(site, prefix="/permits/", headers=site / "_deploy" / "headers.json") as running:
        yield running


@pytest.fixture
def faults(fault_server):
    fault_server.clear_faults()
    yield fault_server
    fault_server.clear_faults()


def runtime_files(site):
    """The files with a hash or version in their name that the calculator page needs to start on a
    link for PLACE: the common archive, PLACE's, PyScript's core, MicroPython and its WebAssembly
    (not the archive of what the first answer does without: no answer of LINK is "not sure")."""
    calculator = site / "calculator"
    others = ["-%s-" % place for place in published_places() + ["later", "unsure"] if place != PLACE]
    archives = sorted(path.name for path in calculator.glob("calculator-*.tar.gz")
                      if not any(other in path.name for other in others) and not LANGUAGE_ARCHIVE.search(path.name))
    core = [path.name for path in calculator.glob("runtime/pyscript-*/core-*.js")]
    return archives + core + ["micropython.mjs", "micropython.wasm"]


def started_or_failed(page):
    page.wait_for_selector('html[data-calculator="ready"], html[data-calculator="failed"]', state="attached",
                           timeout=30000)
    return page.get_attribute("html", "data-calculator")


def wait_for(page, script, argument=None):
    for _ in range(100):
        if page.evaluate(script, argument):
            return
        time.sleep(0.2)
    raise AssertionError("never true: %s" % script)


@needs_places("village", "city")   # a Village link, then the City's archive
@pytest.mark.parametrize("kind", ["html", "truncated", "double-gzip"])
def test_each_hashed_file_answered_badly_once_then_the_next_visit_works(open_page, faults, site, kind):
    """A first visit meets a bad copy of every file it needs, each once (the browser keeps each for
    a year); the next visit answers, and so does the City's archive, bad once too, when chosen."""
    page, recorded = open_page()
    for name in runtime_files(site):
        faults.fault(name, kind)
    page.goto(faults.url + "calculator/" + LINK)
    started_or_failed(page)
    page.wait_for_selector('html[data-offline="kept"]', state="attached", timeout=20000)
    assert faults.faults_left() == []   # every one was answered badly
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert page.get_attribute("#calc-headline", "data-status") == "required"
    city = page.get_attribute("script[data-places]", "data-archive-city").split("/")[-1]
    faults.fault(city, kind)
    page.check('input[name="jurisdiction"][value="city"]')
    page.check('input[name="event_type"][value="parade"]')
    page.wait_for_function("document.querySelector('#calc-headline') && location.search.includes('event_type=parade')")
    assert faults.faults_left() == [] and page.locator("#calc-updated").is_hidden()
    assert recorded.foreign_requests(faults.origin) == []


@pytest.mark.parametrize("kind", ["html", "truncated", "double-gzip"])
def test_an_archive_that_is_not_what_its_name_says_is_fetched_again_at_once(open_page, faults, site, kind):
    """Without the worker: unpack.js finds the place's archive does not match the hash in its name,
    asks for it once more past the browser's cache, and the same visit answers."""
    page, recorded = open_page(service_workers="block")
    archive = next(path.name for path in (site / "calculator").glob("calculator-%s-*.tar.gz" % PLACE)
                   if not LANGUAGE_ARCHIVE.search(path.name))
    faults.fault(archive, kind)
    faults.take_log()
    open_calculator(page, faults, LINK)
    assert page.get_attribute("#calc-headline", "data-status") == "required"
    assert [served.status for served in faults.take_log() if served.path.endswith(archive)] == [200, 200]
    assert faults.faults_left() == [] and recorded.errors == []


def test_a_bad_copy_in_the_workers_cache_is_replaced(open_page, faults):
    """MicroPython's WebAssembly cut short in the worker's cache: the visit fails at once and asks
    again past the cache; the next one answers."""
    page, recorded = open_page()
    open_calculator(page, faults, LINK)
    wait_for(page, KEPT, "micropython.wasm")
    page.evaluate("""async () => {
      const scope = (await navigator.serviceWorker.ready).scope;
      const cache = await caches.open(scope + " hashed");
      const address = (await cache.keys()).map((r) => r.url).find((url) => url.endsWith("micropython.wasm"));
      const whole = await (await cache.match(address)).arrayBuffer();
      await cache.put(address, new Response(whole.slice(0, whole.byteLength >> 1),
                                            {headers: {"Content-Type": "application/wasm"}}));
    }""")
    page.reload()
    assert started_or_failed(page) == "failed" and page.locator("#calc-failure").is_visible()
    wait_for(page, """async () => {
      const scope = (await navigator.serviceWorker.ready).scope;
      const cache = await caches.open(scope + " hashed");
      const address = (await cache.keys()).map((r) => r.url).find((url) => url.endsWith("micropython.wasm"));
      const bytes = new Uint8Array(await (await cache.match(address)).arrayBuffer());
      return WebAssembly.validate(bytes);
    }""")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert page.get_attribute("#calc-headline", "data-status") == "required"


def test_without_the_worker_a_bad_copy_in_the_browsers_cache_is_replaced(open_page, faults):
    """No service worker (blocked): an HTML page for the WebAssembly, kept by the browser for a year,
    stops one visit only."""
    page, recorded = open_page(service_workers="block")
    faults.fault("micropython.wasm", "html")
    page.goto(faults.url + "calculator/" + LINK)
    assert started_or_failed(page) == "failed"
    page.wait_for_load_state("networkidle")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert faults.faults_left() == []


def test_a_truncated_unpack_js_shows_the_fallback_at_once(open_page, faults):
    """A module cut short is a parse error: the fallback shows within 2 s, not after the 20 s timer;
    unpack.js is revalidated on every visit, so the next one works."""
    page, recorded = open_page()
    faults.fault("calculator/unpack.js", "truncated")
    page.goto(faults.url + "calculator/" + LINK, wait_until="commit")
    page.wait_for_selector("#calc-failure", state="visible", timeout=2000)
    assert page.get_attribute("html", "data-calculator") == "failed"
    assert recorded.errors, "the parse error"
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=30000)


def test_a_stalled_page_shows_the_kept_copy_within_4_s(open_page, faults):
    """The network takes the request and never answers: after about 3 s the worker shows the kept
    copy, saying it is one; its files come from what is kept too."""
    page, recorded = open_page()
    page.goto(faults.url + GUIDE)
    page.wait_for_selector('html[data-offline="kept"]', state="attached", timeout=20000)
    faults.fault(GUIDE, "stall")
    faults.fault("site.css", "stall")
    page.goto(faults.url + GUIDE, wait_until="load", timeout=4000)
    assert page.locator("[data-saved-copy-notice]").is_visible()
    assert page.get_attribute("html", "data-saved-copy") is not None
    assert faults.faults_left() == [("site.css", "stall")]   # its stylesheet came from what is kept
