"""The calculator answers a place added by the README's recipe (tests/new_place.py).

The fictional Town of Testville (tests/fixtures/place_example/, not real law) is added to
a copy of the project and built; here its calculator page runs in the browser: chosen
from the place question, its own questions show and the answer follows them.
"""

import pytest
from browser_helpers import READY, open_calculator
from conftest import PREFIX, VISITOR_CLOCK, VISITOR_TIME
from new_place import IDENT, with_new_place
from static_server import StaticServer

LINK = "?jurisdiction=%s&today=2026-05-01&event_start=2026-08-15&party_kind=someone_else" % IDENT


@pytest.fixture(scope="module")
def new_place_server():
    folder, result = with_new_place()
    assert result.returncode == 0, result.stdout + result.stderr
    with StaticServer(folder / "site", prefix=PREFIX) as running:
        yield running


@pytest.fixture
def new_place_page(browser):
    context = browser.new_context(locale="en-US", timezone_id="America/Chicago")
    context.add_init_script(VISITOR_CLOCK % VISITOR_TIME)
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: message.type == "error" and problems.append(message.text))
    yield page, problems
    context.close()


def status(page):
    return page.locator("#calc-headline").get_attribute("data-status")


def test_a_link_to_the_new_place_gets_its_answer(new_place_page, new_place_server):
    page, problems = new_place_page
    open_calculator(page, new_place_server, LINK)
    assert status(page) == "required"
    assert "$40" in page.locator("#calc-requirement-fee_usd").inner_text()
    assert page.is_visible("#party_kind-fieldset") and not page.is_visible("#venue_type-fieldset")
    page.check("#party_kind")   # "A neighborhood association"
    page.wait_for_function("document.querySelector('#calc-headline').dataset.status === 'not_required'")
    assert problems == []


def test_the_new_place_is_chosen_from_the_place_question(new_place_page, new_place_server):
    page, problems = new_place_page
    open_calculator(page, new_place_server)
    assert not page.is_visible("#party_kind-fieldset")
    page.check('input[name="jurisdiction"][value="%s"]' % IDENT)
    page.wait_for_selector("#party_kind-fieldset", state="visible")
    page.fill("#event_start", "2026-08-15")
    page.fill("#today", "2026-05-01")
    page.wait_for_selector("#calc-headline", state="attached")
    page.wait_for_function("document.querySelector('#calc-headline').dataset.status === 'required'")
    assert page.locator('input[name="music"]').count() == 2   # Yes and No: this question offers no "Not sure"
    page.wait_for_selector(READY, state="attached")
    assert problems == []
