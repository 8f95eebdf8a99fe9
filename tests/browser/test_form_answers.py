"""The calculator form's answers: Yes / No / Not sure, and a site that publishes one place.

- Every yes/no question that changes the result offers Yes, No and Not sure; "Not sure"
  is written to the link as ``unsure`` and read back from it, and a follow-up question
  shows for Not sure as it does for Yes.
- A site built with one place (``PLACES=village``) does not ask where the event is: the
  place is fixed, its questions show from the start, and no other place is named.
"""

import os
import subprocess
import sys

import pytest

from browser_helpers import READY, check_clean, open_calculator
from calculator import JURISDICTIONS
from calculator.settings import SETTINGS
from site_build import ROOT, needs_places, published_places
from static_server import StaticServer
from test_accessibility import violations

PHONE = {"width": 390, "height": 844}
CITY = "?jurisdiction=city&today=2026-05-01&event_start=2026-09-05&event_type=parade"


@pytest.mark.parametrize("place", published_places())
def test_every_yes_no_question_offers_not_sure(open_page, server, place):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?jurisdiction=" + place)
    names = [field.name for field in JURISDICTIONS[place].FIELDS if field.kind == "bool" and field.unsure]
    for name in names:
        if page.locator("#" + name).count() == 0:
            continue
        labels = page.locator('[data-field="%s"] label' % name).all_inner_texts()
        values = page.locator('input[name="%s"]' % name).evaluate_all("(inputs) => inputs.map((e) => e.value)")
        assert (labels, values) == (["Yes", "No", "Not sure"], ["true", "false", "unsure"]), name
    check_clean(recorded, server)


def later_day_only(page):
    """The link's one notice: it counts from a later day (its `today`) than the browser's date."""
    return [notice for notice in page.locator("#calc-notices li").all_inner_texts()
            if "a later day than today on your device" not in notice] == []


@needs_places("city")
def test_not_sure_round_trips_through_the_link(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, CITY)
    assert page.locator("#residential_zone").is_hidden()
    page.click('label[for="road_closure-3"]')                 # Not sure
    page.locator("#residential_zone").wait_for(state="visible")
    page.click('label[for="residential_zone-3"]')             # Not sure
    page.locator("#previous_closure_of_same_road").wait_for(state="visible")
    page.click('label[for="city_services-3"]')                # Not sure
    page.wait_for_function("location.search.includes('city_services=unsure')")
    address = page.url
    assert "road_closure=unsure" in address and "residential_zone=unsure" in address
    assert page.locator("#calc-error-summary").is_hidden()
    assert page.get_attribute("#calc-headline", "data-status")
    assert violations(page) == []
    page.goto("about:blank")
    page.goto(address)
    page.wait_for_selector(READY, state="attached")
    for name in ("road_closure", "residential_zone", "city_services"):
        assert page.is_checked("#%s-3" % name), name
    assert later_day_only(page)
    assert page.url == address
    check_clean(recorded, server)


@pytest.fixture(scope="module")
def one_place_site(tmp_path_factory):
    """The site built for the Village alone (``PLACES=village``, hooks/places.py)."""
    folder = tmp_path_factory.mktemp("one-place")
    build = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(folder)], cwd=ROOT,
                           capture_output=True, text=True, timeout=600,
                           env=dict(os.environ, NO_MKDOCS_2_WARNING="1", PLACES="village"))
    assert build.returncode == 0, build.stdout + build.stderr
    return folder


def test_one_place_is_not_asked_about(open_page, one_place_site):
    with StaticServer(one_place_site, prefix="/permits/") as one:
        page, recorded = open_page(viewport=PHONE)
        open_calculator(page, one)
        # The only place's rules come with the start, as a linked place's do (tests/browser/test_place_archives.py).
        assert page.get_attribute("script[data-places]", "data-first-place") == "village"
        assert page.evaluate("window.calculatorPlaces.written('village')")
        assert page.locator('#calc-form input[name="jurisdiction"]').evaluate_all(
            "(inputs) => inputs.map((e) => [e.type, e.value])") == [["hidden", "village"]]
        assert page.locator("#peak_attendance").is_visible() and page.locator("#event_start").is_visible()
        assert page.locator("#event_type").count() == 0 and page.locator("#revocation-details").count() == 0
        assert "City" not in page.inner_text("#calculator")
        page.fill("#event_start", "2026-08-15")
        page.fill("#peak_attendance", "600")
        page.locator("#peak_attendance").blur()
        page.wait_for_selector("#calc-headline")
        assert page.get_attribute("#calc-headline", "data-status") == "required"
        assert "jurisdiction=village" in page.url
        # At the top: on a phone the answer's sticky jump bar may sit over a radio further down
        # (axe's target-size counts that; reported to the answer's side).
        page.evaluate("window.scrollTo(0, 0)")
        assert violations(page) == []
        check_clean(recorded, one)


def test_a_link_to_the_other_place_on_a_one_place_site_is_explained_not_used(open_page, one_place_site):
    with StaticServer(one_place_site, prefix="/permits/") as one:
        page, recorded = open_page(viewport=PHONE)
        open_calculator(page, one, "?jurisdiction=city&event_type=parade&event_start=2027-08-14")
        assert page.inner_text("#calc-notices li") == ("The link names a place this calculator does not cover, so "
                                                       "we could not use its answers. Choose %s." % SETTINGS["village"]["name"])
        assert page.locator("#calc-failure").is_hidden() and page.locator("#calc-form").is_visible()
        assert not [url for url in recorded.requests if "calculator-city-" in url]
        check_clean(recorded, one)


@needs_places("village")
def test_a_link_without_a_place_on_a_one_place_site_is_read_as_that_place(open_page, one_place_site):
    with StaticServer(one_place_site, prefix="/permits/") as one:
        page, recorded = open_page(viewport=PHONE)
        open_calculator(page, one, "?today=2026-05-01&event_start=2026-08-15&peak_attendance=600")
        assert page.get_attribute("#calc-headline", "data-status") == "required"
        assert later_day_only(page)
        assert page.input_value("#peak_attendance") == "600"
        check_clean(recorded, one)


def test_an_old_link_is_worked_out_for_the_visitors_date(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?jurisdiction=village&today=2024-01-02&event_start=2098-08-15&peak_attendance=600")
    notice = page.locator("#calc-notices")
    assert notice.is_visible()
    assert "This link was made on Tuesday, January 2, 2024" in notice.inner_text()
    local = page.evaluate("""() => { const d = new Date();
      return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join('-'); }""")
    assert page.input_value("#today") == local
    page.wait_for_function("!location.search.includes('today=')")
    assert page.get_attribute("#calc-headline", "data-status") == "required"
    # The notice sits with the answer it explains (so it never pushes the form down).
    assert page.evaluate("document.querySelector('#calc-result').contains(document.querySelector('#calc-notices'))")
    notice.scroll_into_view_if_needed()
    assert violations(page) == []
    check_clean(recorded, server)
