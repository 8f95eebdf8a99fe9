"""Each place's rules in an archive of its own: the page downloads what the visitor needs.

The build ships calculator/calculator-<hash>.tar.gz (everything but the places) and
calculator/calculator-<place>-<hash>.tar.gz per place (hooks/calculator_runtime.py).  A link
to one place loads the common archive and that place's; another place is loaded when the
visitor chooses it, saying so in the result area, and a failed download says so there too.
Without a link, the page starts on the common archive and fetches the places after it.  What the
first answer does without is in archives of its own: what would change the answer
(calculator-later-<hash>.tar.gz), asked for once an answer is shown, and the working out of "not sure"
answers (calculator-unsure-<hash>.tar.gz), asked for when one is given, or at the start for a link with
one.
What was downloaded is read from the static server's log (tests/static_server.py).  The
service worker is kept out (its own fetches, made to keep files, would be in the log and
out of reach of ``page.route``); tests/browser/test_offline.py covers it.
"""

import re

from browser_helpers import READY, check_clean, cli, expected_result, open_calculator, page_result
from calculator.settings import SETTINGS
from calculator.words import of
from site_build import needs_places, published_places

pytestmark = needs_places("village", "city")   # a link to one, then the other chosen

VILLAGE = "?jurisdiction=village&event_start=2026-08-15&peak_attendance=3000&today=2026-05-01"
CITY = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade"}
ARCHIVE = re.compile(r"/calculator/calculator-(?:([a-z_]+)-)?[0-9a-f]+\.tar\.gz$")
NAME = SETTINGS["city"]["name"]
LOADING = "Loading %s\u2019s rules\u2026" % NAME
FAILED = "We could not load %s\u2019s rules. Check your connection, then choose the place again." % NAME


def archives(server):
    """Which archives the server sent since the last call: "common" or the place, sorted."""
    found = [ARCHIVE.search(served.path.split("?")[0]) for served in server.take_log()]
    return sorted(match.group(1) or "common" for match in found if match)


def choose_the_city(page):
    page.check('input[name="jurisdiction"][value="city"]')
    page.check('input[name="event_type"][value="parade"]')


def wait_for_the_citys_answer(page):
    page.wait_for_function("document.querySelector('#calc-headline') && location.search.includes('event_type=parade')")
    got = page_result(page)
    assert got.pop("headline")
    assert got == expected_result(cli(CITY))


def test_a_village_link_loads_the_village_and_the_city_when_chosen(open_page, server):
    page, recorded = open_page(service_workers="block")
    server.take_log()
    open_calculator(page, server, VILLAGE)
    page.wait_for_load_state("networkidle")
    assert archives(server) == ["common", "later", "village"]   # later: after the answer, what would change it
    assert page.locator("#calc-headline").get_attribute("data-status") == "required"
    # Held back until the page has said it is loading them.
    held = []
    page.route("**/calculator-city-*.tar.gz", lambda route: held.append(route))
    choose_the_city(page)
    page.wait_for_function("document.querySelector('#calc-result-empty').textContent === %r" % LOADING)
    assert page.locator("#calc-result-empty").is_visible() and page.locator("#calc-headline").count() == 0
    assert page.inner_text("#calc-announce") == LOADING
    assert len(held) == 1
    held[0].continue_()
    wait_for_the_citys_answer(page)
    assert archives(server) == ["city"]
    check_clean(recorded, server)


def test_a_failed_download_says_so_and_choosing_the_place_again_tries_again(open_page, server):
    page, recorded = open_page(service_workers="block")
    open_calculator(page, server, VILLAGE)
    attempts = []

    def offline(route):
        attempts.append(route.request.url)
        route.abort("internetdisconnected")

    page.route("**/calculator-city-*.tar.gz", offline)
    choose_the_city(page)
    page.wait_for_function("document.querySelector('#calc-result-empty').textContent === %r" % FAILED)
    assert page.inner_text("#calc-announce") == FAILED
    assert page.locator("#calc-failure").is_hidden() and page.locator(READY).count() == 1
    assert len(attempts) == 1
    # The City again, still without a connection: asked again, the same message, no answer.
    page.click('label[for="jurisdiction-2"]')
    page.wait_for_function("document.querySelector('#calc-result-empty').textContent === %r" % FAILED)
    assert len(attempts) == 2 and page.locator("#calc-headline").count() == 0
    page.unroute("**/calculator-city-*.tar.gz")
    page.click('label[for="jurisdiction-2"]')
    wait_for_the_citys_answer(page)
    assert recorded.errors == [] and recorded.foreign_requests(server.origin) == []
    # The console tells of each failed download, and of nothing else.
    errors = recorded.console_errors()
    assert len([text for text in errors if "rules of city could not be loaded" in text]) == 2, errors
    assert all("rules of city" in text or "ERR_INTERNET_DISCONNECTED" in text for text in errors), errors


def test_without_a_link_the_places_follow_the_common_archive(open_page, server):
    page, recorded = open_page(service_workers="block")
    server.take_log()
    held = []
    page.route("**/calculator-*-*.tar.gz", lambda route: held.append(route))
    open_calculator(page, server)   # ready while both places' archives are held back: the start waits for neither
    assert sorted(route.request.url.rsplit("/", 1)[1].split("-")[1] for route in held) == sorted(published_places())
    assert page.evaluate("window.calculatorPlaces.written('village') || window.calculatorPlaces.written('city')") is False
    for route in held:
        route.continue_()
    page.wait_for_function("window.calculatorPlaces.written('village') && window.calculatorPlaces.written('city')")
    assert archives(server) == sorted(["common"] + published_places())
    choose_the_city(page)
    page.fill("#today", "2026-05-01")
    page.fill("#event_start", "2026-08-15")
    wait_for_the_citys_answer(page)
    assert archives(server) == []
    check_clean(recorded, server)


def test_the_linked_places_archive_is_part_of_the_start(open_page, server):
    """The linked place's rules missing: the page says it could not start, as for the common archive."""
    page, recorded = open_page(service_workers="block")
    page.route("**/calculator-village-*.tar.gz", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(server.url + "calculator/" + VILLAGE)
    page.wait_for_selector("#calc-failure", state="visible", timeout=20000)
    assert page.locator("html").get_attribute("data-calculator") == "failed"


def test_what_the_first_answer_does_without_is_loaded_when_first_needed(open_page, server):
    """What would change the answer (calculator/what_if_finder.py), the copied summary's text and the
    calendar file are in an archive of their own (calculator-later-<hash>.tar.gz): a link starts without
    it, shows its answer, and then asks for it; a click on "Copy summary" before it is here says so.
    The working out of answers "not sure" (calculator/unsure.py) is in another
    (calculator-unsure-<hash>.tar.gz), asked for only when one is given: answering "not sure" waits
    for it, saying so in the result area, and a link with one loads it at the start."""
    page, recorded = open_page(service_workers="block")
    server.take_log()
    held, unsure = [], []
    page.route("**/calculator-later-*.tar.gz", lambda route: held.append(route))
    page.route("**/calculator-unsure-*.tar.gz", lambda route: unsure.append(route))
    open_calculator(page, server, VILLAGE)
    assert page.locator("#calc-headline").get_attribute("data-status") == "required"   # it did not wait
    for _ in range(200):   # asked for once the answer showed
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1 and unsure == [] and archives(server) == ["common", "village"]
    assert page.locator("#calc-what-if-0").count() == 0   # what would change it: when it is here
    page.click("#calc-copy-summary")   # the summary's text is in it too: a click says to try again
    page.wait_for_function("document.querySelector('#calc-action-status').textContent === %r"
                           % of()("page.part_loading"))
    held[0].continue_()
    page.wait_for_function("document.querySelector('#calc-what-if-0') !== null")
    assert archives(server) == ["later"]
    page.check('input[name="after_dark"][value="unsure"]')
    loading = "Loading %s\u2019s rules\u2026" % SETTINGS["village"]["name"]
    page.wait_for_function("document.querySelector('#calc-result-empty').textContent === %r" % loading)
    assert len(unsure) == 1 and page.locator("#calc-headline").count() == 0   # on its way: asked once
    unsure[0].continue_()
    page.wait_for_function("document.querySelector('#calc-headline') && location.search.includes('after_dark=unsure')")
    page.wait_for_function("document.querySelector('#calc-what-if-0') !== null")   # and what would change it
    assert archives(server) == ["unsure"]
    assert page.locator("#calc-headline").get_attribute("data-status") == "required"
    check_clean(recorded, server)
    other, recorded = open_page(service_workers="block")
    open_calculator(other, server, VILLAGE + "&after_dark=unsure")
    assert archives(server) == ["common", "later", "unsure", "village"]
    assert other.locator("#calc-headline").get_attribute("data-status") == "required"
    check_clean(recorded, server)
