"""The calculator page's runtime: the .mpy archive unpacked in JavaScript, and its failures.

docs/calculator/unpack.js fetches calculator/calculator-<hash>.tar.gz (the common part) and
the linked place's calculator/calculator-<place>-<hash>.tar.gz, checks they are gzip,
inflates and reads them, and writes the files into MicroPython's file system from
PyScript's onReady hook, before the page's Python imports ``main``.
"""

import gzip
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError
from browser_helpers import check_clean, open_calculator
from micropython_runner import runtime_hook
from site_build import needs_places

pytestmark = needs_places("village")   # its link is a Village one

LINK = "?jurisdiction=village&event_start=2026-08-15&peak_attendance=3000&today=2026-05-01"


def test_page_answers_from_bytecode_written_by_javascript(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, LINK)
    assert page.locator("#calc-headline").get_attribute("data-status") == "required"
    measures = page.evaluate("performance.getEntriesByType('measure').map((m) => m.name)")
    assert "calculator-unpack" in measures and "calculator-unpack-village" in measures
    assert "calculator-write" in measures
    # PyScript fetched no Python of its own accord: the archives are the only package files.
    assert not [url for url in recorded.requests if url.split("?")[0].endswith((".py", ".mpy"))]
    # The common archive and the place's; once the answer shows, the later one (what would change it).
    page.wait_for_function("window.calculatorPlaces.written('later')")
    assert len([url for url in recorded.requests if url.endswith(".tar.gz")]) == 3
    check_clean(recorded, server)


def test_pyscript_ships_without_its_workers_script(site):
    """The page runs no worker, so the core chunk it imports (hooks/calculator_runtime.py's
    ``without_worker``) has PyScript's workers' script, about a third of it, replaced by one that says
    so; the test above runs the page on it.  A chunk without that script, or with two, fails the build."""
    hook = runtime_hook()
    dist = Path(hook.__file__).parent.parent / "node_modules" / "@pyscript" / "core" / "dist"
    shipped = list(Path(site).glob("calculator/runtime/pyscript-*/core-*.js"))
    assert len(shipped) == 1
    source = (dist / shipped[0].name).read_text(encoding="utf-8")
    built = shipped[0].read_text(encoding="utf-8")
    assert built == hook.shipped_core(source) and '"/*@*/"+' + hook.NO_WORKER in built
    assert len(hook.without_worker(source)) < 0.75 * len(source)
    for spoiled in (source.replace('"/*@*/"', '"/**/"'), source + source):
        with pytest.raises(Exception, match="workers' script once"):
            hook.without_worker(spoiled)


def test_pyscript_ships_without_the_python_modules_the_page_never_imports(site):
    """PyScript's own ``web.py``, ``media.py`` and ``fs.py`` are left out of the core chunk
    (``UNUSED_MODULES``): its ``__init__.py`` imports none of them, and the page's tests above run
    without them.  A chunk that holds one of them none or twice fails the build."""
    hook = runtime_hook()
    built = next(Path(site).glob("calculator/runtime/pyscript-*/core-*.js")).read_text(encoding="utf-8")
    assert '{pyscript:{"__init__.py":' in built and '"ffi.py":' in built
    for name in hook.UNUSED_MODULES:
        assert '"%s":' % name not in built
    first = hook.UNUSED_MODULES[0]
    twice = built.replace(',"ffi.py":', ',"%s":""' % first * 2 + ',"ffi.py":', 1)
    for spoiled, times in ((built, 0), (twice, 2)):
        with pytest.raises(Exception, match="module %s once .* %d times" % (first, times)):
            hook.without_unused(spoiled)


def plain_tar(route):
    try:
        response = route.fetch()
        body = response.body()
    except PlaywrightError:   # the page closed while its refetch was under way (unpack.js tries once more)
        return
    route.fulfill(response=response, body=gzip.decompress(body))


@pytest.mark.parametrize("spoil", [plain_tar, lambda route: route.fulfill(status=404, body="gone"),
                                   lambda route: route.fulfill(body=b"\x1f\x8b not really gzip")],
                         ids=["not-gzip", "missing", "corrupt-gzip"])
def test_a_bad_archive_shows_the_fallback(open_page, server, spoil):
    page, recorded = open_page()
    page.route("**/calculator-*.tar.gz", spoil)
    page.goto(server.url + "calculator/" + LINK)
    page.wait_for_selector("#calc-failure", state="visible", timeout=20000)
    assert page.locator("html").get_attribute("data-calculator") == "failed"
    assert page.locator("#calc-headline").count() == 0
    assert recorded.foreign_requests(server.origin) == []
