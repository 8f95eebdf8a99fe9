"""Links at the edges (issue 8, "never stale, never silent"), in the page itself.

- The first and last event days the calculator accepts are answered, and the copied
  summary and the calendar file work with deadlines in 1999 and 2099.
- A number goes through the form and back into the link exactly, never as ``1e-05``.
- A link whose ``&`` became ``&amp;`` (pasted from an email's HTML) reads as the same link.
"""

from urllib.parse import parse_qs, urlsplit

import pytest

from browser_helpers import cli, check_clean, open_calculator, page_result
from site_build import needs_places

TODAY = "2026-04-01"   # the browsers' date in these tests (conftest.VISITOR_TIME)


@needs_places("city")
@pytest.mark.parametrize("event_start, year", [("2000-01-01", "1999"), ("2099-12-31", "2099")])
def test_first_and_last_event_days_are_answered(open_page, server, event_start, year):
    page, recorded = open_page(permissions=["clipboard-read", "clipboard-write"])
    open_calculator(page, server, "?jurisdiction=city&event_start=" + event_start)
    expected = cli({"jurisdiction": "city", "event_start": event_start, "today": TODAY})
    result = page_result(page)
    assert result["status"] == expected["permit"]["status"]
    assert result["deadlines"] == [[d["id"], d["date"]] for d in expected["deadlines"]]
    assert result["deadlines"][0][1].startswith(year)
    page.click("#calc-copy-summary")
    page.wait_for_function("document.querySelector('#calc-action-status').textContent.includes('copied')")
    assert year in page.evaluate("navigator.clipboard.readText()")
    with page.expect_download() as download:
        page.click("#calc-calendar")
    with open(download.value.path(), encoding="utf-8") as handle:
        assert "DTSTART;VALUE=DATE:" + year in handle.read()
    check_clean(recorded, server)


@needs_places("village")
def test_a_small_number_round_trips_without_an_exponent(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, "?jurisdiction=village&event_start=2026-08-15&peak_attendance=600"
                                  "&hours_per_day=0.00001")
    assert page.input_value("#hours_per_day") == "0.00001"
    page.fill("#peak_attendance", "700")
    page.press("#peak_attendance", "Tab")
    page.wait_for_function("location.search.includes('peak_attendance=700')")
    answers = parse_qs(urlsplit(page.url).query)
    assert answers["hours_per_day"] == ["0.00001"]
    assert page.locator("#calc-notices li").count() == 0
    check_clean(recorded, server)


@needs_places("village")
def test_a_link_with_amp_entities_reads_as_the_same_link(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, "?jurisdiction=village&amp;event_start=2026-08-15&amp;peak_attendance=600")
    assert page.locator("#calc-notices li").count() == 0
    expected = cli({"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": 600,
                    "today": TODAY})
    assert page_result(page)["deadlines"] == [[d["id"], d["date"]] for d in expected["deadlines"]]
    assert page.input_value("#peak_attendance") == "600"
    check_clean(recorded, server)
