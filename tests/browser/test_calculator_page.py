"""The calculator page in Chromium, served under /permits/ like a static host would.

The page must give the command line's answer for the same input, be usable by keyboard
alone, keep its answers in its address, survive a hostile link, hand out a valid
calendar file and a summary, print the answer, load nothing from other hosts (and only
the runtime files it needs), and say so when it cannot start.
"""

import ast
import json
import os
import re
from datetime import date, timedelta

import pytest

from browser_helpers import READY, check_clean, cli, expected_result, open_calculator, page_result
from calculator import copied_summary, query, summary
from calculator.inputs import either
from calculator.settings import SETTINGS
from site_build import ROOT, needs_places, published_places
from test_page import FormReader
from test_query_ics_summary import ical_date, parse_calendar

BOTH = needs_places("village", "city")   # the place question, and moving between the two

SCENARIOS = [
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 3000,
     "female_attendance": 1400, "male_attendance": 1500, "after_dark": True, "hours_per_day": 6,
     "parking_distance_ft": 1500},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 1400,
     "venue_type": "permanent_venue", "seating_capacity": 1000},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 250},
    {"jurisdiction": "village", "today": "2026-07-20", "event_start": "2026-08-14", "event_end": "2026-08-16",
     "peak_attendance": 800, "locations": 2, "hours_per_day": 2},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
     "government_sponsored": True},
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade",
     "road_closure": True, "on_city_right_of_way": True, "projected_parking_users": 250},
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "block_party",
     "road_closure": True, "residential_zone": True, "previous_closure_of_same_road": "2026-08-03"},
    {"jurisdiction": "city", "today": "2026-08-10", "event_start": "2026-08-15", "event_end": "2026-08-25",
     "event_type": "other", "sells_used_goods": True, "nonprofit": True, "city_services": True,
     "on_city_property": True, "prior_events_at_address_this_year": 2,
     "revocation_notice_received": "2026-08-12"},
]
VILLAGE = SCENARIOS[0]
CITY = SCENARIOS[5]


def link(answers):
    return "?" + query.write(answers)


# ---------------------------------------------------------------- the same answer as the command line


@pytest.mark.parametrize("answers", [pytest.param(a, marks=needs_places(a["jurisdiction"])) for a in SCENARIOS],
                         ids=lambda a: "%s-%s" % (a["jurisdiction"], a["event_start"]))
def test_page_gives_the_command_lines_answer(open_page, server, answers):
    page, recorded = open_page()
    open_calculator(page, server, link(answers))
    got = page_result(page)
    expected = expected_result(cli(answers))
    assert got.pop("headline")
    assert got == expected
    assert page.evaluate("performance.getEntriesByName('first-result').length") == 1
    check_clean(recorded, server)


@needs_places("village")
def test_unclear_answers_show_both_readings(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, link(SCENARIOS[1]))
    page.click("details.calc-why > summary")   # "Why" starts collapsed
    texts = page.locator(".calc-reason").all_inner_texts()
    result = cli(SCENARIOS[1])
    assert result["permit"]["status"] == "unclear"
    for reason in result["permit"]["reasons"]:
        assert any(reason["text"] in text for text in texts)
    assert "Read as whichever is larger" in " ".join(texts)
    check_clean(recorded, server)


@needs_places("village")
def test_deadlines_and_requirements_in_words(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, link(VILLAGE))
    result = cli(VILLAGE)
    apply_by = result["deadlines"][0]
    item = page.locator('.calc-deadline[data-id="apply_by"]')
    text = item.inner_text()
    assert summary.lead(apply_by) in text and summary.when(apply_by, VILLAGE["today"]) in text
    assert summary.long(apply_by["date"]) not in text   # the panel says the rules' day, once
    assert item.locator("a").get_attribute("href") == "../" + apply_by["cite"]["href"]
    quote = item.locator("details blockquote")
    assert not quote.is_visible()
    item.locator("details summary").click()
    assert quote.inner_text() == apply_by["quote"]
    water = page.locator('.calc-requirement[data-id="drinking_water_gallons_per_day"]').inner_text()
    assert "3,000 gallons a day" in water and "May be required" in water
    # A clause link leads to the clause on the full-text page.
    item.locator("a").click()
    page.wait_for_load_state()
    assert page.url == server.url + apply_by["cite"]["href"]
    assert page.locator("#" + apply_by["cite"]["anchor"]).count() == 1
    check_clean(recorded, server)


def glue_constant(name):
    """A constant of the page's glue (docs/calculator/main.py imports ``js``: read, not imported)."""
    with open(os.path.join(ROOT, "docs", "calculator", "main.py"), encoding="utf-8") as handle:
        found = re.search(r"^%s = (.+?)(?:\s+#.*)?$" % name, handle.read(), re.M)
    return ast.literal_eval(found.group(1))


@needs_places("village")
def test_the_form_the_python_reads_is_the_form_the_tests_read(open_page, server, site):
    """unpack.js's ``calculatorForm.describe`` (the page's one read of its form) gives what
    tests/test_page.py's reader finds in the built page, so the page logic's tests ask the same
    questions; ``values`` gives each answer as the form holds it."""
    page, recorded = open_page()
    open_calculator(page, server, "?jurisdiction=village&event_start=2027-03-22&peak_attendance=3000")
    described = json.loads(page.evaluate(
        "window.calculatorForm.describe(document.getElementById('calc-form'), %s, %s)"
        % tuple(json.dumps(glue_constant(name)) for name in ("BLOCKS", "SLOTS"))))
    reader = FormReader()
    with open(os.path.join(site, "calculator", "index.html"), encoding="utf-8") as handle:
        reader.feed(handle.read())
    assert described == [reader.inputs, reader.blocks, reader.ids]
    values = json.loads(page.evaluate("window.calculatorForm.values(document.getElementById('calc-form'))"))
    assert (values["jurisdiction"], values["event_start"], values["peak_attendance"]) == (
        "village", "2027-03-22", "3000")
    assert sorted(values) == sorted(set(name for name, _ in reader.inputs))
    check_clean(recorded, server)


@needs_places("city")
def test_page_works_at_its_index_html_address(open_page, server):
    page, recorded = open_page()
    page.goto(server.url + "calculator/index.html" + link(CITY))
    page.wait_for_selector(READY, state="attached")
    assert page_result(page)["status"] == cli(CITY)["permit"]["status"]
    check_clean(recorded, server)


@BOTH
@pytest.mark.parametrize("place, shown, not_shown", [
    ("city", ["#event_type", "#projected_parking_users", "#today"], ["#peak_attendance", "#residential_zone"]),
    ("village", ["#peak_attendance", "#venue_type", "#today"], ["#event_type", "#seating_capacity"]),
])
def test_guides_link_with_the_place_chosen(open_page, server, place, shown, not_shown):
    """The guides link to calculator/?jurisdiction=<place>: only that place's questions show."""
    page, recorded = open_page()
    open_calculator(page, server, "?jurisdiction=" + place)
    assert page.is_checked("#jurisdiction" if place == "village" else "#jurisdiction-2")
    for selector in shown:
        assert page.locator(selector).is_visible(), selector
    for selector in not_shown:
        assert page.locator(selector).is_hidden(), selector
    assert page.locator("#calc-notices").is_hidden() and page.locator("#calc-error-summary").is_hidden()
    assert "the date the event starts" in page.inner_text("#calc-result-empty")
    check_clean(recorded, server)


# ---------------------------------------------------------------- keyboard only


def tab_to(page, selector, limit=80):
    """Press Tab until the element matching ``selector`` has the focus."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached %s" % selector)


def form_answers(page):
    """The answers the form shows, read back as contract input (for the command line)."""
    return page.evaluate("""() => {
      const out = {};
      for (const el of document.querySelectorAll('#calc-form input[name]')) {
        if (el.closest('[hidden]')) continue;
        if ((el.type === 'radio' || el.type === 'checkbox') && !el.checked) continue;
        if (el.value === '') continue;
        out[el.name] = el.value;
      }
      return out;
    }""")


def typed(raw, place):
    from calculator import JURISDICTIONS
    answers = {"jurisdiction": place}
    for field in JURISDICTIONS[place].FIELDS:
        if field.name in raw:
            value, problem = query.value(field, raw[field.name])
            assert problem is None, (field.name, raw[field.name])
            answers[field.name] = value
    return answers


@BOTH
def test_village_by_keyboard(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server)
    keys = page.keyboard
    tab_to(page, "#jurisdiction")
    keys.press("Space")                          # The Village
    tab_to(page, "#event_start")
    keys.type("08152026")
    tab_to(page, "#peak_attendance")
    keys.type("1,200")
    tab_to(page, "#venue_type")
    keys.press("Space")                          # a permanent venue: its seats are asked next
    tab_to(page, "#seating_capacity")
    keys.type("1000")
    tab_to(page, "#after_dark")
    keys.press("Space")                          # Yes
    tab_to(page, "#female_attendance")
    keys.type("500")
    tab_to(page, "#male_attendance")
    keys.type("600")
    tab_to(page, "#calc-submit")
    keys.press("Enter")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'calc-result'")
    raw = form_answers(page)
    assert raw["event_start"] == "2026-08-15" and raw["seating_capacity"] == "1000"
    answers = typed(raw, "village")
    got = page_result(page)
    got.pop("headline")
    assert got == expected_result(cli(answers))
    check_clean(recorded, server)


@BOTH
def test_city_by_keyboard(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server)
    keys = page.keyboard
    tab_to(page, "#jurisdiction")
    keys.press("Space")
    keys.press("ArrowDown")                      # The City
    tab_to(page, "#event_start")
    keys.type("09052026")
    tab_to(page, "#event_type")
    for _ in range(8):                           # street fair ... parade
        keys.press("ArrowDown")
    tab_to(page, "#on_city_right_of_way")
    keys.press("Space")
    tab_to(page, "#road_closure")
    keys.press("Space")                          # a road closure: the zone is asked next
    tab_to(page, "#residential_zone")
    keys.press("Space")                          # Yes: the last closure is asked next
    tab_to(page, "#previous_closure_of_same_road")
    keys.type("08282026")
    tab_to(page, "#projected_parking_users")
    keys.type("90")
    tab_to(page, "#calc-submit")
    keys.press("Space")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'calc-result'")
    raw = form_answers(page)
    assert raw["event_type"] == "parade" and raw["residential_zone"] == "true"
    answers = typed(raw, "city")
    got = page_result(page)
    got.pop("headline")
    assert got == expected_result(cli(answers))
    assert got["status"] == "prohibited"        # the same road closed 8 days before
    check_clean(recorded, server)


# ---------------------------------------------------------------- errors


@BOTH
def test_failed_submit_shows_errors_and_moves_focus(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server)
    page.click("#calc-submit")                  # no place chosen yet
    assert page.evaluate("document.activeElement.id") == "calc-error-summary"
    page.click('#calc-error-summary a[href="#jurisdiction"]')
    assert page.evaluate("document.activeElement.id") == "jurisdiction"
    assert "Choose %s" % either([SETTINGS[ident]["name"] for ident in published_places()]) in page.inner_text(
        "#jurisdiction-error")
    page.check("#jurisdiction")
    page.fill("#peak_attendance", "250.5")
    page.fill("#event_end", "2026-08-01")
    page.click("#calc-submit")
    summary_box = page.locator("#calc-error-summary")
    assert summary_box.is_visible()
    assert page.evaluate("document.activeElement.id") == "calc-error-summary"
    links = summary_box.locator("a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert "#event_start" in hrefs and "#peak_attendance" in hrefs
    error = page.locator("#peak_attendance-error")
    assert error.is_visible() and "whole number" in error.inner_text()
    assert page.get_attribute("#peak_attendance", "aria-describedby") == "peak_attendance-hint peak_attendance-error"
    assert page.locator('[data-field="peak_attendance"]').evaluate("e => e.classList.contains('calc-group--error')")
    summary_box.locator('a[href="#peak_attendance"]').click()
    assert page.evaluate("document.activeElement.id") == "peak_attendance"
    # Fixing the answers clears the errors and gives the answer.
    page.fill("#peak_attendance", "600")
    page.fill("#event_start", "2026-08-15")
    page.fill("#event_end", "")
    page.click("#calc-submit")
    assert not summary_box.is_visible()
    assert page.get_attribute("#peak_attendance", "aria-describedby") == "peak_attendance-hint"
    assert page_result(page)["status"] == "required"
    check_clean(recorded, server)


@needs_places("village")
def test_answer_from_valid_fields_while_typing(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, link(VILLAGE))
    page.fill("#male_attendance", "abc")
    page.locator("#male_attendance").blur()     # a question is checked when it is left
    page.wait_for_selector("#male_attendance-error:not([hidden])")
    # The other answers still give a result; it says what it left out.
    expected = dict(VILLAGE)
    del expected["male_attendance"]
    got = page_result(page)
    got.pop("headline")
    assert got == expected_result(cli(expected))
    assert "leaves out what you said about the number of men and boys" in page.inner_text(".calc-verdict")
    # A required answer not given yet is not an error while typing.
    page.fill("#event_start", "")
    page.wait_for_function("!document.querySelector('#calc-headline')")
    assert page.locator("#event_start-error").is_hidden()
    assert page.inner_text("#calc-announce")
    check_clean(recorded, server)


# ---------------------------------------------------------------- the address


@BOTH
def test_answers_survive_a_reload_through_the_address(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server)
    page.check("#jurisdiction-2")
    page.fill("#event_start", "2026-10-03")
    page.check("#event_type-9")                 # parade
    page.check("#nonprofit")
    page.check("#on_city_property")
    page.fill("#projected_parking_users", "1,500")
    page.fill("#today", "2026-06-01")
    page.wait_for_function("location.search.includes('projected_parking_users=1500')"
                           " && location.search.includes('today=2026-06-01')")   # a date: after a pause
    address = page.url
    assert "jurisdiction=city" in address and "nonprofit=true" in address and "today=2026-06-01" in address
    before = page_result(page)
    values = form_answers(page)
    page.goto("about:blank")
    page.goto(address)
    page.wait_for_selector(READY, state="attached")
    assert form_answers(page) == dict(values, projected_parking_users="1500")
    assert page_result(page) == before
    assert page.url == address
    check_clean(recorded, server)


@BOTH
def test_hostile_link_shows_notices_and_nothing_else(open_page, server):
    page, recorded = open_page()
    open_calculator(page, server, "?jurisdiction=village&peak_attendance=<img src=x onerror=alert(1)>"
                                  "&foo=bar&event_start=2026-02-30")
    notices = page.locator("#calc-notices li").all_inner_texts() + [
        page.inner_text("#%s-error" % name) for name in ("peak_attendance", "event_start")]   # at their questions
    assert len(notices) == 3
    # Notices name what was left out, never repeating the link's values (issue 8).
    assert not any("img" in text or "2026-02-30" in text or "bar" in text for text in notices)
    assert any("the most people" in text and "not a whole number" in text for text in notices)
    assert any("\u201cfoo\u201d" in text for text in notices)
    assert any("that day does not exist" in text for text in notices)
    assert page.locator("img").count() == 0
    assert page.evaluate("document.querySelectorAll('[onerror]').length") == 0
    assert page.is_checked("#jurisdiction") and page.input_value("#peak_attendance") == ""
    page.wait_for_function("!location.search.includes('img')")
    page.click("#calc-submit")
    assert "the date the event starts" in page.inner_text("#calc-error-summary")
    page.wait_for_timeout(200)
    check_clean(recorded, server)


@pytest.mark.parametrize("text", ["?jurisdiction=%FF%FE", "?%E2%80%9C=%3Cscript%3E", "?" + "&".join(["a=b"] * 500),
                                  pytest.param("?jurisdiction=city&event_type=parade&event_start=9999-99-99&locations=-1",
                                               marks=needs_places("city"))])
def test_odd_links_never_break_the_page(open_page, server, text):
    page, recorded = open_page()
    open_calculator(page, server, text)
    assert page.locator("#calc-notices").is_visible() or page.locator("#calc-error-summary").is_visible() or \
        page.locator("#jurisdiction-notice").is_visible()
    check_clean(recorded, server)


# ---------------------------------------------------------------- calendar, summary, print


@needs_places("city")
def test_calendar_file(open_page, server):
    page, recorded = open_page(accept_downloads=True)
    open_calculator(page, server, link(CITY))
    with page.expect_download() as info:
        page.click("#calc-calendar")
    download = info.value
    assert download.suggested_filename == "permit-deadlines.ics"
    with open(download.path(), encoding="utf-8", newline="") as handle:
        text = handle.read()
    calendar = parse_calendar(text)
    result = cli(CITY)
    assert len(calendar["events"]) == len(result["deadlines"]) == 3
    for event, deadline in zip(calendar["events"], result["deadlines"]):
        day = ical_date(event["DTSTART"][1])
        assert day.isoformat() == summary.day_to_act(deadline)
        assert ical_date(event["DTEND"][1]) == day + timedelta(days=1)
        assert deadline["cite"]["label"] in event["DESCRIPTION"][1]
        assert server.url + deadline["cite"]["href"] in event["DESCRIPTION"][1]
    check_clean(recorded, server)


@needs_places("village")
def test_copy_summary_and_link(open_page, server):
    page, recorded = open_page(permissions=["clipboard-read", "clipboard-write"])
    open_calculator(page, server, link(VILLAGE))
    page.click("#calc-copy-summary")
    page.wait_for_function("document.querySelector('#calc-action-status').textContent === 'Summary copied.'")
    text = page.evaluate("navigator.clipboard.readText()")
    result = cli(VILLAGE)
    assert summary.headline(result) in text and "(required)" in text
    for deadline in result["deadlines"]:
        assert summary.long(deadline["date"]) in text
    order = page.evaluate("""() => [...new Set([...document.querySelectorAll('#calc-form input[name]')]
        .filter((e) => e.type !== 'hidden').map((e) => e.name))]""")
    assert text == copied_summary.text(result, server.url, page.url + "#calc-result", "", VILLAGE, order)
    page.click("#calc-copy-link")
    page.wait_for_function("document.querySelector('#calc-action-status').textContent.startsWith('Link copied.')")
    assert page.evaluate("navigator.clipboard.readText()") == page.url + "#calc-result"   # opens at the answer
    check_clean(recorded, server)


@pytest.mark.parametrize("answers", [pytest.param(VILLAGE, marks=needs_places("village")),
                                     pytest.param(CITY, marks=needs_places("city"))], ids=["village", "city"])
def test_print_is_the_answer_on_at_most_three_pages(open_page, server, answers):
    page, recorded = open_page()
    open_calculator(page, server, link(answers))
    page.emulate_media(media="print")
    display = "(s) => [...document.querySelectorAll(s)].map((e) => getComputedStyle(e).display)"
    for selector in (".md-header", ".md-sidebar--primary", ".md-footer", "#calc-form", "#calc-actions",
                     "#calc-status", ".calc-quote", "#calc-jump"):
        assert set(page.evaluate(display, selector)) <= {"none"}, selector
    for selector in ("#calc-headline", ".calc-deadline", ".calc-check", ".calc-requirements .calc-requirement",
                     "#calc-print-link"):
        shown = page.evaluate(display, selector)
        assert shown and "none" not in shown, selector
    assert page.locator(".calc-check").count() == len(cli(answers)["checklist"])
    printed = page.inner_text("#calc-result")
    for item in cli(answers)["requirements"]:
        if item["applies"] != "not_required":
            assert item["label"] in printed and item["cite"]["label"] in printed
            assert summary.quantity(item) in printed
    assert page.inner_text("#calc-print-link") == "See or change these answers: " + page.url
    pdf = page.pdf(format="Letter")
    assert 1 <= len(re.findall(rb"/Type\s*/Page[^s]", pdf)) <= 3  # body text at 11 pt (issue 17)
    check_clean(recorded, server)


# ---------------------------------------------------------------- what the page loads


@needs_places("village")
def test_cold_page_loads_only_what_it_needs(open_page, server):
    page, recorded = open_page()
    server.take_log()
    open_calculator(page, server, link(VILLAGE))
    page.wait_for_load_state("networkidle")
    served = server.take_log()
    paths = sorted(s.path.split("?")[0][len(server.prefix):] for s in served)
    runtime = [p for p in paths if p.startswith("calculator/runtime/")]
    assert sorted(p.rsplit("/", 1)[-1].split("-")[0] for p in runtime) == ["core", "error", "micropython.mjs",
                                                                            "micropython.wasm"]
    # The common one and the linked place's; once the answer shows, the later one (what would change it).
    archives = [p for p in paths if p.endswith(".tar.gz")]
    assert len(archives) == 3 and len([p for p in archives if p.startswith("calculator/calculator-village-")]) == 1
    assert len([p for p in archives if p.startswith("calculator/calculator-later-")]) == 1
    assert not [p for p in paths if re.search(r"(codemirror|editor|terminal|xterm|toml|zip|game|donkey)", p)]
    assert not [p for p in paths if "bundle" in p or "search" in p]   # Material's script is left out here
    assert all(s.status == 200 for s in served), [(s.path, s.status) for s in served]
    check_clean(recorded, server)


def test_other_pages_do_not_load_the_calculator(open_page, server, site):
    page, recorded = open_page()
    for path in [""] + [place + "/ordinance/" for place in published_places()]:
        page.goto(server.url + path)
        page.wait_for_load_state("load")
    assert not [url for url in recorded.requests if "/calculator/" in url]
    check_clean(recorded, server)


# ---------------------------------------------------------------- when the calculator cannot run


def test_interpreter_failure_points_to_the_guides(open_page, server):
    page, recorded = open_page()
    page.route("**/micropython.wasm", lambda route: route.abort())
    page.goto(server.url + "calculator/" + link(VILLAGE))
    page.wait_for_selector("#calc-failure", state="visible", timeout=20000)
    assert page.locator("#calc-form").is_hidden()
    hrefs = page.locator("#calc-failure a").evaluate_all("(links) => links.map((a) => a.getAttribute('href'))")
    for place in published_places():
        for target in ("../%s/on-site-requirements/" % place, "../%s/when-to-apply/" % place):
            assert target in hrefs
    assert recorded.foreign_requests(server.origin) == []


def test_without_javascript_the_page_says_so(open_page, server):
    page, recorded = open_page(java_script_enabled=False)
    page.goto(server.url + "calculator/")
    assert "needs JavaScript" in page.inner_text("article")
    assert page.locator("#calc-form").is_hidden()
    assert page.locator("noscript a[href='../%s/on-site-requirements/']" % published_places()[0]).count() == 1 or \
        "What might be required on site?" in page.inner_text("article")
    assert recorded.foreign_requests(server.origin) == []
