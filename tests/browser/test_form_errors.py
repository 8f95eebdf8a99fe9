"""The calculator form's errors, GOV.UK's way, and its targets, in Chromium at 390 and 1280 px.

- A date the browser cannot read (02/30/2027, or half typed) is an error at its question
  (message, aria-invalid, summary entry), never a blank answer.
- A question is checked when the person leaves it or asks for the answer, never while
  they type in it: a lone "-" shows nothing and moves nothing until the field is left.
- The error summary lists the questions in the form's order; the page title starts with
  "Error: " while errors show.
- Radios and checkboxes are at least 24 px (40 px here), and the whole label picks them.
- Every new state passes axe-core.
"""

import pytest

from browser_helpers import check_clean, open_calculator
from calculator.settings import SITE
from site_build import needs_places, published_places, settings_check
from test_accessibility import violations

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
VILLAGE = "?jurisdiction=village&today=2026-05-01&event_start=2027-02-01&peak_attendance=600"
TITLE = "Permit calculator - " + settings_check().title(SITE, "en")


def axe_clean(page):
    """axe-core at the top of the page: on a phone the answer's sticky jump bar may sit over a
    radio further down, which axe's target-size counts (reported to the answer's side)."""
    page.evaluate("window.scrollTo(0, 0)")
    return violations(page) == []


def top(page, selector):
    """Where a field sits on the page (not in the window, which scrolls)."""
    return page.locator(selector).evaluate("(e) => e.getBoundingClientRect().top + window.scrollY")


def leave(page, selector):
    """Move the focus out of a field, as a person does with Tab (a date box has inner parts)."""
    page.locator(selector).evaluate("(e) => e.blur()")


@needs_places("village")
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390", "1280"])
@pytest.mark.parametrize("typed", ["02302027", "02"], ids=["impossible", "half typed"])
def test_a_date_the_browser_cannot_read_is_an_error(open_page, server, viewport, typed):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, VILLAGE)
    page.click("#event_end")
    page.keyboard.type(typed)
    assert page.evaluate("document.querySelector('#event_end').validity.badInput")
    leave(page, "#event_end")
    error = page.locator("#event_end-error")
    error.wait_for(state="visible")
    assert "Enter the date the event ends as a real date" in error.inner_text()
    assert page.get_attribute("#event_end", "aria-invalid") == "true"
    assert "event_end-error" in page.get_attribute("#event_end", "aria-describedby")
    assert page.locator('#calc-error-summary a[href="#event_end"]').is_visible()
    assert page.title() == "Error: " + TITLE
    # The answer says it leaves the end date out: it is not silently a one-day event.
    assert "the date the event ends" in page.inner_text(".calc-verdict")
    assert "event_end" not in page.evaluate("location.search")
    assert axe_clean(page)
    # A real date puts it right.
    page.fill("#event_end", "2027-02-02")
    leave(page, "#event_end")
    page.wait_for_function("document.title === %r" % TITLE)
    assert error.is_hidden() and page.get_attribute("#event_end", "aria-invalid") is None
    assert page.locator("#calc-error-summary").is_hidden()
    check_clean(recorded, server)


@needs_places("village")
def test_errors_wait_until_the_field_is_left(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, VILLAGE)
    field = page.locator("#male_attendance")
    before = top(page, "#male_attendance")
    field.click()
    page.keyboard.type("-")
    page.wait_for_timeout(400)                 # longer than the page's wait after typing
    assert page.locator("#male_attendance-error").is_hidden()
    assert page.locator("#calc-error-summary").is_hidden()
    assert top(page, "#male_attendance") == before    # nothing moved while typing
    assert page.title() == TITLE
    page.keyboard.press("Tab")
    error = page.locator("#male_attendance-error")
    error.wait_for(state="visible")
    assert "whole number" in error.inner_text()
    assert page.title() == "Error: " + TITLE
    assert axe_clean(page)
    # Typing the fix keeps the message (the field does not jump); leaving clears it.
    before = top(page, "#male_attendance")
    field.click()
    page.keyboard.press("End")
    page.keyboard.press("Backspace")
    page.keyboard.type("600")
    page.wait_for_timeout(400)
    assert error.is_visible() and top(page, "#male_attendance") == before
    page.keyboard.press("Tab")
    error.wait_for(state="hidden")
    assert page.title() == TITLE
    check_clean(recorded, server)


@needs_places("village")
def test_the_error_summary_follows_the_form(open_page, server):
    page, recorded = open_page(viewport=DESKTOP)
    open_calculator(page, server, "?jurisdiction=village&today=2026-05-01")
    page.fill("#male_attendance", "many")
    page.fill("#hours_per_day", "0")
    page.fill("#peak_attendance", "12.5")
    page.click("#calc-submit")
    hrefs = page.locator("#calc-error-summary a").evaluate_all("(links) => links.map((a) => a.getAttribute('href'))")
    assert set(hrefs) >= {"#event_start", "#peak_attendance", "#hours_per_day", "#male_attendance"}
    order = page.evaluate("[...document.querySelectorAll('#calc-form input[name]')].map((e) => '#' + e.id)")
    assert hrefs == sorted(hrefs, key=order.index)
    assert page.title() == "Error: " + TITLE
    assert page.evaluate("document.activeElement.id") == "calc-error-summary"
    check_clean(recorded, server)


CONTROLS_JS = """() => [...document.querySelectorAll('#calc-form input[type=radio], #calc-form input[type=checkbox]')]
  .filter((e) => e.offsetParent !== null).map((e) => e.id)"""


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390", "1280"])
@pytest.mark.parametrize("place", published_places())
def test_targets_are_large_and_the_whole_label_picks(open_page, server, viewport, place):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, "?jurisdiction=" + place)
    ids = page.evaluate(CONTROLS_JS)
    assert len(ids) >= {"village": 8, "city": 20}.get(place, len(published_places()) + 1)
    for ident in ids:
        box = page.locator("#" + ident).bounding_box()
        assert box["width"] >= 24 and box["height"] >= 24, (ident, box)
        assert box["width"] >= 39.5 and box["height"] >= 39.5, (ident, box)   # GOV.UK's 40 px
    # A click anywhere on a label, even at its far end, picks its answer.
    for ident in ids[-3:]:
        label = page.locator('label[for="%s"]' % ident)
        box = label.bounding_box()
        assert box["height"] >= 24, ident
        label.click(position={"x": box["width"] - 2, "y": box["height"] / 2})
        assert page.is_checked("#" + ident), ident
    check_clean(recorded, server)
