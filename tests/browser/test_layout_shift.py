"""Nothing on the calculator page moves when its Python starts (issue 10: CLS < 0.01).

The head script marks the place a link chose before the first paint, so its questions
show at once; the status line keeps its height from "starting" to "ready".  Each page is
opened in a fresh browser context (a cold cache), at 390 and 1280 px, without a link and
with one (and with one made on another day, whose notice shows beside the answer); layout-shift entries (not caused by input) are summed as CLS from the start of
the page until its first answer (the `first-result` mark) or, without a link, until the
calculator is ready, and a little after.
"""

import pytest

from browser_helpers import READY, check_clean
from calculator import query
from site_build import needs_places

OBSERVE = """
window.__cls = 0;
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__cls += entry.value;
    window.__shifts.push({value: entry.value, nodes: (entry.sources || []).map(
      (s) => s.node ? (s.node.id || s.node.className || s.node.nodeName) : null)});
  }
}).observe({type: 'layout-shift', buffered: true});
"""

LINKS = {
    "no link": "",
    "village link": "?" + query.write({"jurisdiction": "village", "event_start": "2027-08-14",
                                       "peak_attendance": 600, "venue_type": "localized_area"}),
    "city link": "?" + query.write({"jurisdiction": "city", "event_start": "2027-08-14", "event_type": "parade",
                                    "on_city_right_of_way": True}),
    # Made on another day: its notice appears with the answer and must not push the form down.
    "old link": "?" + query.write({"jurisdiction": "village", "today": "2025-01-02", "event_start": "2027-08-14",
                                   "peak_attendance": 3000}),
}
PLACES_OF = {"no link": (), "village link": ("village",), "city link": ("city",), "old link": ("village",)}


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)], ids=["390", "1280"])
@pytest.mark.parametrize("link", [pytest.param(name, marks=needs_places(*PLACES_OF[name])) for name in sorted(LINKS)])
def test_no_layout_shift_while_the_calculator_starts(open_page, server, width, height, link):
    page, recorded = open_page(viewport={"width": width, "height": height})
    page.add_init_script(OBSERVE)
    page.goto(server.url + "calculator/" + LINKS[link])
    if LINKS[link]:
        page.wait_for_function("performance.getEntriesByName('first-result').length > 0", timeout=20000)
    else:
        page.wait_for_selector(READY, state="attached", timeout=20000)
    page.wait_for_timeout(500)
    cls, shifts = page.evaluate("[window.__cls, window.__shifts]")
    print("CLS %s at %d px: %.4f %s" % (link, width, cls, shifts))
    assert cls < 0.01, shifts
    check_clean(recorded, server)
