"""The calculator answers a place added by the README's recipe (tests/new_place.py).

The fictional Town of Testville (tests/fixtures/place_example/, not real law) is added to
a copy of the project and built; here its calculator page runs in the browser: chosen
from the place question, its own questions show and the answer follows them.
"""

import pytest
from browser_helpers import READY, check_clean, open_calculator
from new_place import IDENT, with_new_place
from static_server import StaticServer

LINK = "?jurisdiction=%s&today=2026-05-01&event_start=2026-08-15&party_kind=someone_else" % IDENT


@pytest.fixture(scope="module")
def server():
    """The copy's site, in place of the shared build's (open_page opens its pages)."""
    folder, result = with_new_place()
    assert result.returncode == 0, result.stdout + result.stderr
    with StaticServer(folder / "site", prefix="/permits/") as running:
        yield running


def status(page):
    return page.locator("#calc-headline").get_attribute("data-status")


def test_a_link_to_the_new_place_gets_its_answer(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, LINK)
    assert status(page) == "required"
    assert "$40" in page.locator("#calc-requirement-fee_usd").inner_text()
    assert page.is_visible("#party_kind-fieldset") and not page.is_visible("#venue_type-fieldset")
    page.check("#party_kind")   # "A neighborhood association"
    page.wait_for_function("document.querySelector('#calc-headline').dataset.status === 'not_required'")
    check_clean(recorded, server)


def test_the_new_place_is_chosen_from_the_place_question(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server)
    assert not page.is_visible("#party_kind-fieldset")
    page.check('input[name="jurisdiction"][value="%s"]' % IDENT)
    page.wait_for_selector("#party_kind-fieldset", state="visible")
    page.fill("#event_start", "2026-08-15")
    page.fill("#today", "2026-05-01")
    page.wait_for_selector("#calc-headline", state="attached")
    page.wait_for_function("document.querySelector('#calc-headline').dataset.status === 'required'")
    assert page.locator('input[name="music"]').count() == 2   # Yes and No: this question offers no "Not sure"
    page.wait_for_selector(READY, state="attached")
    check_clean(recorded, server)
