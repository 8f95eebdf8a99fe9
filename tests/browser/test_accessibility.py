"""WCAG 2.0/2.1/2.2 A and AA checks with axe-core on every built page, at 390 px and
1280 px wide, and on the calculator in each of its states (before an answer, with an
answer, with errors, with notices); axe's best practices too, from moderate impact up
(every bit of text inside a landmark, headings in order, ...).

axe-core comes from node_modules (npm ci), injected into the page as a script; nothing is
fetched from anywhere else.  Every page also must not load the calculator's runtime,
except the calculator page itself (in each of the site's languages).
"""

from urllib.parse import urlsplit

import pytest

from browser_helpers import READY, check_clean, open_calculator
from calculator import query
from calculator.settings import SITE
from site_build import ROOT, needs_places, published_places
from static_server import StaticServer

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# axe's best practices (landmarks, headings, "region": all text inside a landmark...), from
# moderate impact up.
BEST_PRACTICE = "best-practice"
REPORTED = ["moderate", "serious", "critical"]
RUN = """([tags, impacts]) => axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
  .then((r) => r.violations.filter((v) => !impacts.length || impacts.includes(v.impact))
    .map((v) => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' '))})))"""


def violations(page, best_practice=False):
    """axe-core's WCAG A and AA violations; with best_practice, also its best practices' of moderate impact or more."""
    if not AXE.exists():
        pytest.skip("node_modules/axe-core is missing (make deps)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated, not added as an inline <script>, which the site's CSP would block.
        page.evaluate("(source) => (0, eval)(source)", AXE.read_text(encoding="utf-8"))
    # A transition still running (Material fades the header's title in as the page settles) is
    # measured at its end state: axe would read a half-faded colour as low contrast.
    page.evaluate("Promise.all(document.getAnimations()"
                  ".filter((running) => running.effect && running.effect.getComputedTiming().endTime !== Infinity)"
                  ".map((running) => running.finished.catch(() => null)))")
    found = page.evaluate(RUN, [TAGS, []])
    if best_practice:
        found += page.evaluate(RUN, [[BEST_PRACTICE], REPORTED])
    return found


# The calculator page, and the same page in each other language the site speaks (docs/calculator/index.es.md).
CALCULATOR_PAGES = ["calculator/index.html"] + ["%s/calculator/index.html" % language
                                                 for language in SITE.get("languages", ["en"])[1:]]


def built_pages(site):
    return sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))


@pytest.mark.parametrize("width", [390, 1280])
def test_every_built_page_passes_axe(open_page, server, site, width):
    page, recorded = open_page(viewport={"width": width, "height": 900})
    found = {}
    pages = [path for path in built_pages(site) if path not in ERROR_PAGES]
    places = published_places()
    assert "index.html" in pages and len(pages) >= 3 + 9 * len(places)
    assert all("%s/ordinance/index.html" % place in pages for place in places)
    for path in pages:
        address = server.url + (path[:-len("index.html")] if path.endswith("index.html") else path)
        before = len(recorded.requests)
        page.goto(address)
        if path in CALCULATOR_PAGES:
            page.wait_for_selector(READY, state="attached")
        else:
            page.wait_for_load_state("load")
            assert not [url for url in recorded.requests[before:] if "/calculator/" in url], path
        problems = violations(page, best_practice=True)
        if problems:
            found[path] = problems
    assert found == {}, "\n" + "\n".join("%s: %s" % (path, [(v["id"], v["nodes"][:2]) for v in problems])
                                         for path, problems in sorted(found.items()))
    check_clean(recorded, server)


# Each language's 404 page: the first language's at the root, another's in its folder (hooks/languages.py).
ERROR_PAGES = ["404.html"] + ["%s/404.html" % language for language in SITE.get("languages", ["en"])[1:]]


@pytest.mark.parametrize("error_page", ERROR_PAGES)
def test_error_page_passes_axe(open_page, site, error_page):
    """MkDocs links its 404 page from the server root, or from the public address's path
    when the settings give one (SITE["url"]), so it is checked there."""
    page, recorded = open_page()
    with StaticServer(site, prefix=urlsplit(SITE["url"]).path or "/") as root_server:
        page.goto(root_server.url + error_page[:-len("404.html")] + "no-such-page/")
        assert page.get_attribute("html", "lang") == (error_page.split("/")[0] if "/" in error_page else "en")
        assert "404" in page.title() or page.locator("h1").count()
        assert violations(page, best_practice=True) == []


STATES = {
    "fresh": ("", None),
    "village answer": ("?" + query.write({"jurisdiction": "village", "today": "2026-05-01",
                                          "event_start": "2026-08-15", "peak_attendance": 1400,
                                          "venue_type": "permanent_venue", "seating_capacity": 1000}), None),
    "city answer, every question shown": ("?" + query.write({
        "jurisdiction": "city", "today": "2026-08-01", "event_start": "2026-08-15", "event_type": "block_party",
        "road_closure": True, "residential_zone": True, "previous_closure_of_same_road": "2026-08-05",
        "revocation_notice_received": "2026-08-03"}), None),
    "errors after submit": ("?jurisdiction=village&peak_attendance=12.5", "submit"),
    "notices from a hostile link": ("?jurisdiction=village&peak_attendance=<img src=x onerror=alert(1)>&foo=bar"
                                    "&event_start=2026-02-30", None),
    "quotes opened": ("?" + query.write({"jurisdiction": "village", "today": "2026-05-01",
                                         "event_start": "2026-08-15", "peak_attendance": 600}), "open"),
}
PLACES_OF = {state: [part.split("=")[1] for part in STATES[state][0].lstrip("?").split("&")
                     if part.startswith("jurisdiction=")] for state in STATES}


@pytest.mark.parametrize("state", [pytest.param(state, marks=needs_places(*PLACES_OF[state])) for state in sorted(STATES)])
def test_calculator_states_pass_axe(open_page, server, state):
    search, action = STATES[state]
    page, recorded = open_page()
    open_calculator(page, server, search)
    if action == "submit":
        page.click("#calc-submit")
        assert page.locator("#calc-error-summary").is_visible()
    elif action == "open":
        page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
def test_focus_is_visible_on_every_control(open_page, server):
    """Each control the keyboard reaches shows a focus outline or shadow."""
    page, recorded = open_page()
    open_calculator(page, server, STATES["village answer"][0])
    seen = 0
    for _ in range(60):
        page.keyboard.press("Tab")
        style = page.evaluate("""() => { const e = document.activeElement;
            if (!e.closest('#calculator')) return null;
            const s = getComputedStyle(e);
            return {id: e.id || e.tagName, outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
                    shadow: s.boxShadow !== 'none'}; }""")
        if style is None:
            continue
        seen += 1
        assert style["outline"] or style["shadow"], style
    assert seen > 10
    check_clean(recorded, server)
