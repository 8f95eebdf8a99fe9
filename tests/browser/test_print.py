"""Printed pages people can read: text at 11 pt or more, citations at 9 pt or more, and the
largest Village event's answer on at most 3 pages of US Letter.

Font sizes are the computed sizes of every text the printed page shows (print media
emulation); the pages are those of Chromium's own PDF (``page.pdf``), counted with pypdf.
Collapsed details print open.
"""

import io

import pytest
from pypdf import PdfReader

from browser_helpers import check_clean, open_calculator
from calculator import query
from site_build import needs_places

# The largest Village event: three days, three places, every count given, every condition.
LARGEST = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-14", "event_end": "2026-08-16",
           "peak_attendance": 3000, "female_attendance": 1400, "male_attendance": 1500, "after_dark": True,
           "hours_per_day": 6, "parking_distance_ft": 1500, "locations": 3}
BODY_PT, SMALL_PT = 11, 9
# Small print, at least 9 pt: citations, link addresses, a clause's history line, the placeholder note.
SMALL = ".calc-cite, .clause-history, .contact-box__note, .clause-label"

SIZES = """(small) => { const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!node.textContent.trim() || !element.checkVisibility()) continue;
    const range = document.createRange(); range.selectNodeContents(node);
    if (!range.getClientRects().length || element.closest('.visually-hidden')) continue;
    found.push({pt: parseFloat(getComputedStyle(element).fontSize) * 0.75, small: !!element.closest(small),
                text: node.textContent.trim().slice(0, 40), tag: element.tagName + '.' + element.className});
  }
  const after = [...document.querySelectorAll('article a[href]')].map((a) => getComputedStyle(a, '::after'))
    .filter((s) => s.content && s.content !== 'none' && s.content !== 'normal')
    .map((s) => ({pt: parseFloat(s.fontSize) * 0.75, small: true, text: s.content.slice(0, 40), tag: 'A::after'}));
  return found.concat(after); }"""


def too_small(page):
    return [(item["tag"], item["text"], round(item["pt"], 2)) for item in page.evaluate(SIZES, SMALL)
            if item["pt"] < (SMALL_PT if item["small"] else BODY_PT) - 0.01]


def pdf_pages(page):
    return len(PdfReader(io.BytesIO(page.pdf(format="Letter"))).pages)


@needs_places("village")
def test_the_largest_village_answer_prints_readably_on_at_most_three_pages(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, "?" + query.write(LARGEST))
    page.emulate_media(media="print")
    assert too_small(page) == []
    assert page.locator("#calc-result .calc-cite").count() > 20, "the citations print"
    pages = pdf_pages(page)
    print("largest Village answer: %d pages" % pages)
    assert 1 <= pages <= 3
    check_clean(recorded, server)


@pytest.mark.parametrize("path", [pytest.param(path, marks=needs_places(path.split("/")[0]) if path else ())
                                  for path in ["village/on-site-requirements/", "village/when-to-apply/", "city/costs/",
                                               "city/ordinance/", ""]])
def test_guide_pages_print_at_eleven_points(open_page, server, path):
    page, recorded = open_page()
    page.goto(server.url + path)
    page.wait_for_load_state("load")
    page.emulate_media(media="print")
    assert too_small(page) == []
    check_clean(recorded, server)


@needs_places("village")   # a Village guide
def test_collapsed_details_print_open(open_page, server, site):
    page, recorded = open_page()
    page.goto(server.url + "village/on-site-requirements/")
    page.wait_for_load_state("load")
    closed = page.locator("article details:not([open])")
    assert closed.count() > 0
    hidden = "(e) => [...e.children].filter((c) => c.tagName !== 'SUMMARY').every((c) => !c.checkVisibility())"
    assert closed.first.evaluate(hidden)
    page.emulate_media(media="print")
    shown = "(e) => [...e.children].filter((c) => c.tagName !== 'SUMMARY').every((c) => c.checkVisibility())"
    assert all(closed.nth(index).evaluate(shown) for index in range(closed.count()))
    assert too_small(page) == []
    check_clean(recorded, server)
